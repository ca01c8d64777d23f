/**
 * Passive weapons: Mines and Spikes per tyre, Smoke clearing, and a bike's roll to avoid mines, spikes and trees.
 */
import type { Dice, RollRecord } from '../../dice';
import { boxesOf, type CardType, type Component, componentsOf } from '../cards';
import { BattlecarsRuleError, type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { band, MINE_SECTION, type Section, SMOKE_CLEARS_ON } from '../tables/damage';
import { weaponRow } from '../tables/weapons';
import { applyInternalDamage, type DamageResult } from './damage';
import { noteTaker } from './notes';
import { copyRecord, type VehicleState } from './state';

export interface TyreHit {
  tyre: string;
  roll: RollRecord;
  parts: Modifier[];
  /** What the roll gave (never below 0). */
  rolled: number;
  /** What the tyre took: "any excess is not carried over". */
  took: number;
  destroyed: boolean;
}

/** "Roll d8-3 for each tyre for damage (any excess is not carried over)", tyres in the card's order. */
export function tyreDamage(dice: Dice, input: { card: CardType; state: VehicleState; weapon: 'Mines' | 'Spikes' }): { tyres: TyreHit[]; state: VehicleState } {
  const notes = noteTaker(dice);
  notes?.noteTyres({ card: input.card, state: input.state });
  // Each tyre is rolled once, from its own damage: one copy of the damage takes every tyre's (each odds note, a copy as it stands).
  const damage = copyRecord(input.state.damage);
  const tyres = componentsOf(input.card, 'tyre').map((t): TyreHit => {
    const roll = dice.roll('1d8', `${input.weapon}: ${t.label} (d8-3)`);
    const before = damage[t.id] ?? 0;
    const { parts, rolled, took, destroyed } = tyreTakes(input.weapon, roll.value, t, before);
    damage[t.id] = before + took;
    dice.decide(roll, `${t.label}: ${took} damage${destroyed ? ', destroyed' : ''}`);
    notes?.noteRoll(roll, { card: input.card, state: { ...input.state, damage: copyRecord(damage) } });
    return { tyre: t.id, roll, parts, rolled, took, destroyed };
  });
  return { tyres, state: { ...input.state, damage } };
}

/** What a tyre at `before` damage takes from its d8 of Mines or Spikes ("d8-3 … any excess is not carried over"). */
export function tyreTakes(
  weapon: 'Mines' | 'Spikes',
  value: number,
  tyre: Component,
  before: number,
): { parts: Modifier[]; rolled: number; took: number; destroyed: boolean } {
  const row = weaponRow(weapon);
  const parts = [modifier('d8', value, row.section), modifier('-3', row.perTyre!.mod, row.section)];
  const rolled = Math.max(0, sumModifiers(parts));
  const took = Math.min(rolled, boxesOf(tyre) - before);
  return { parts, rolled, took, destroyed: before + took >= boxesOf(tyre) };
}

export interface MineResult {
  tyres: TyreHit[];
  damageRoll: RollRecord;
  damageParts: Modifier[];
  damage: number;
  sectionRoll: RollRecord;
  section: Section;
  interior: DamageResult;
  state: VehicleState;
}

/** The roll of a mine's damage inside. */
export const MINE_DAMAGE_ROLL = { notation: '1d8', purpose: 'Mines: damage to an internal component (d8-2)' } as const;
/** A mine's damage inside from its d8 ("d8-2", at least 0), and what the roll decides in words (the odds class it by them). */
export function mineDamage(value: number): { parts: Modifier[]; damage: number; words: string } {
  const parts = [modifier('d8', value, SECTION.mines), modifier('-2', weaponRow('Mines').damage!.mod, SECTION.mines)];
  const damage = Math.max(0, sumModifiers(parts));
  return { parts, damage, words: `${damage} damage` };
}

/** The roll that finds the section a mine damages (the odds draw it early: table/oddsDice.ts). */
export const MINE_SECTION_ROLL = { notation: '1d8', purpose: 'Mines: which section (1-2 front, 3-6 centre, 7-8 rear)' } as const;
/** What the mine's section roll decides: the band of its d8 (1-2 front; 3-6 centre; 7-8 rear). */
export const mineSection = (value: number): Section => band(MINE_SECTION, value, 'The mine section');

/**
 * Mines: d8-3 to each tyre, then "take the d8-2 damage to an internal component (roll d8 on the relevant hit location
 * chart of the following section: 1-2 front; 3-6 centre; 7-8 rear). The interior is damaged even if the armour is
 * intact." Dice in that order: the tyres, the damage, the section, then the hit locations.
 */
export function mines(dice: Dice, input: { card: CardType; state: VehicleState }, settings: Pick<BattlecarsSettings, 'podCounterHit'>): MineResult {
  const t = tyreDamage(dice, { card: input.card, state: input.state, weapon: 'Mines' });
  const damageRoll = dice.roll(MINE_DAMAGE_ROLL.notation, MINE_DAMAGE_ROLL.purpose);
  const { parts: damageParts, damage, words } = mineDamage(damageRoll.value);
  dice.decide(damageRoll, words);
  const sectionRoll = dice.roll(MINE_SECTION_ROLL.notation, MINE_SECTION_ROLL.purpose);
  const section = mineSection(sectionRoll.value);
  dice.decide(sectionRoll, section);
  const interior = applyInternalDamage(dice, { card: input.card, state: t.state, section, amount: damage }, settings);
  return { tyres: t.tyres, damageRoll, damageParts, damage, sectionRoll, section, interior, state: interior.state };
}

export interface SpikesResult {
  tyres: TyreHit[];
  /** "must check to Skid with a SD of 2 or the vehicle's speed, whichever is greater". */
  skidSD: number;
  state: VehicleState;
}

/** Spikes: d8-3 per tyre, and a skid check at SD 2 or the speed if greater (the skid is rolled by `skid`). */
export function spikes(dice: Dice, input: { card: CardType; state: VehicleState; speed: number }): SpikesResult {
  const t = tyreDamage(dice, { card: input.card, state: input.state, weapon: 'Spikes' });
  return { tyres: t.tyres, skidSD: Math.max(weaponRow('Spikes').skidSD!, input.speed), state: t.state };
}

/** Smoke: "Roll d8 for each Smoke Marker at the end of each round; it is removed on a 5+." */
export function smokeClears(dice: Dice, marker = 'smoke marker'): { roll: RollRecord; removed: boolean } {
  const roll = dice.roll('1d8', `${marker}: removed on 5+`);
  const removed = roll.value >= SMOKE_CLEARS_ON;
  dice.decide(roll, removed ? 'removed' : 'stays');
  return { roll, removed };
}

/**
 * Movement: a bike "may move through undestroyed trees and attempt to avoid mines and spikes: for each point or
 * corner driven through, roll a d8. If the result is equal to or less than the bike's Speed the bike crashes, or the
 * weapon takes effect."
 */
export function bikeHazard(
  dice: Dice,
  input: { speed: number; hazard: 'trees' | 'Mines' | 'Spikes' },
): { roll: RollRecord; effect: boolean; text: string; rule: string } {
  if (input.speed < 1) throw new BattlecarsRuleError('A bike rolls for a point it drives through, at a speed of 1 or more', SECTION.movement);
  const roll = dice.roll(
    '1d8',
    `bike through ${input.hazard} at speed ${input.speed} (${input.speed} or less: ${input.hazard === 'trees' ? 'crashes' : 'takes effect'})`,
  );
  const effect = roll.value <= input.speed;
  const text = effect ? (input.hazard === 'trees' ? 'the bike crashes' : `the ${input.hazard.toLowerCase()} take effect`) : 'avoided';
  dice.decide(roll, text);
  return { roll, effect, text, rule: input.hazard === 'trees' ? SECTION.movement : withGap(SECTION.movement, 26) };
}
