/**
 * Ramming: the ram roll (1d20 + rammer's handling − target's handling + gear difference × 2 ≥ the league's target
 * number, gaps.md #2), the damage to each car from the table by gear difference (minimum 1st; ramplate columns for a
 * rear-end ram only; a sideswipe halves each car's damage, minimum 1), the sideswipe push roll (1d20 + handling, 14+)
 * and the rammer's movement after a rear-end ram.
 */
import type { Dice, RollRecord } from '../../dice';
import type { CarDesign } from '../design';
import { type GearDie, type GearDieRoll, rollGearDie } from '../gearDice';
import { type Modifier, modifier, RaceCombatRuleError, SECTION, sumModifiers, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { gearWord, type RamDamage, ramDamageRow, ramDamageText, SIDESWIPE_PUSH } from '../tables/ram';
import { checkGear } from './combat';
import { applyHit, type HitResult } from './damage';
import { type CarState, eliminatedBy } from './state';

export type RamKind = 'rear-end' | 'sideswipe';

export interface RamRollInput {
  rammerGear: number;
  targetGear: number;
  /** Each car's handling: its handling wear points left (gaps.md #6). */
  rammerHandling: number;
  targetHandling: number;
}

export interface RamRollResult {
  roll: RollRecord;
  parts: Modifier[];
  total: number;
  target: number;
  rammed: boolean;
  text: string;
}

/** The ram roll's modifiers (no dice). */
export function ramModifiers(input: RamRollInput): Modifier[] {
  checkGear(input.rammerGear, "The rammer's");
  checkGear(input.targetGear, "The target's");
  for (const h of [input.rammerHandling, input.targetHandling])
    if (!Number.isInteger(h)) throw new RaceCombatRuleError(`Handling is a whole number, not ${h}`, withGap(SECTION.ramming, 6));
  return [
    modifier("Rammer's handling", input.rammerHandling, SECTION.ramming),
    modifier("Target's handling", -input.targetHandling, SECTION.ramming),
    modifier(`(Rammer's gear ${input.rammerGear} − target's gear ${input.targetGear}) × 2`, (input.rammerGear - input.targetGear) * 2, SECTION.ramming),
  ];
}

/** Roll to ram: 1d20 + modifiers ≥ the league's ram target number (10 by default). */
export function ramRoll(dice: Dice, input: RamRollInput, settings: Pick<RacecombatSettings, 'ramTarget'>): RamRollResult {
  const mods = ramModifiers(input);
  const roll = dice.roll('1d20', `ram roll (${settings.ramTarget}+)`);
  const parts = [modifier('1d20', roll.value, SECTION.ramming), ...mods];
  const total = sumModifiers(parts);
  const rammed = total >= settings.ramTarget;
  dice.decide(roll, rammed ? 'rammed' : 'missed');
  return {
    roll,
    parts,
    total,
    target: settings.ramTarget,
    rammed,
    text: `Ram: ${total} against ${settings.ramTarget}+: ${rammed ? 'rammed' : 'missed: the target is blocking, the rammer passes through'}`,
  };
}

/** "The Gear is the Rammer's Gear − Target's gear (minimum of 1st)": at most 5th, the 6th row is never read (gaps.md #19). */
export const ramGear = (rammerGear: number, targetGear: number): number => Math.max(1, rammerGear - targetGear);

export interface RamDamageSide {
  /** The table's cell used and how it reads. */
  cell: RamDamage;
  cellText: string;
  /** The gear die rolled, when the cell is a gear. */
  gearRoll: GearDieRoll | null;
  parts: Modifier[];
  damage: number;
}

function cellDamage(dice: Dice, cell: RamDamage, kind: RamKind, whose: string, gearDice: readonly GearDie[]): RamDamageSide {
  const cellText = ramDamageText(cell);
  const parts: Modifier[] = [];
  let gearRoll: GearDieRoll | null = null;
  if ('points' in cell) parts.push(modifier(cellText, cell.points, SECTION.ramDamage));
  else {
    gearRoll = rollGearDie(dice, gearDice, cell.gear, `ram damage to the ${whose}`);
    parts.push(modifier(`${cellText}: gear die`, gearRoll.value, SECTION.ramDamage));
    if (cell.plus) parts.push(modifier(`${cellText}: +${cell.plus}`, cell.plus, SECTION.ramDamage));
  }
  const full = sumModifiers(parts);
  if (kind === 'sideswipe' && full > 0) {
    const half = Math.max(1, Math.floor(full / 2));
    parts.push(modifier('Sideswipe: halve any damage (minimum of 1 point)', half - full, withGap(SECTION.sideswipe, 18)));
  }
  return { cell, cellText, gearRoll, parts, damage: sumModifiers(parts) };
}

export interface RamDamageResult {
  gear: number;
  /** The ramplate columns are read (a rear-end ram by a car with a ramplate). */
  ramplate: boolean;
  target: RamDamageSide;
  rammer: RamDamageSide;
}

/** The damage each car takes. Dice: the target's gear die, then the rammer's (each only when its cell is a gear). */
export function ramDamage(
  dice: Dice,
  input: { kind: RamKind; rammerGear: number; targetGear: number; ramplate?: boolean },
  settings: Pick<RacecombatSettings, 'gearDice'>,
): RamDamageResult {
  checkGear(input.rammerGear, "The rammer's");
  checkGear(input.targetGear, "The target's");
  const gear = ramGear(input.rammerGear, input.targetGear);
  const row = ramDamageRow(gear);
  // "No ramplate bonuses are applied to either car" in a sideswipe.
  const ramplate = !!input.ramplate && input.kind === 'rear-end';
  const target = cellDamage(dice, ramplate ? row.targetRamplate : row.targetNoRamplate, input.kind, 'target', settings.gearDice as GearDie[]);
  const rammer = cellDamage(dice, ramplate ? row.rammerRamplate : row.rammerNoRamplate, input.kind, 'rammer', settings.gearDice as GearDie[]);
  return { gear, ramplate, target, rammer };
}

export interface PushResult {
  roll: RollRecord;
  parts: Modifier[];
  total: number;
  held: boolean;
  /** Failed: pushed 1 square to the side away from the ram, unless at the track's side. */
  pushed: boolean;
  edgeRoll: RollRecord | null;
  /** At the side of the track: 1 on 1d20 takes a further point of damage. */
  edgeDamage: number;
  text: string;
}

/** Sideswipe's handling roll: 1d20 + handling, success on 14+; a failure at the track's side rolls 1d20, 1: +1 damage. */
export function sideswipePush(dice: Dice, input: { targetHandling: number; atTrackEdge?: boolean }): PushResult {
  if (!Number.isInteger(input.targetHandling)) throw new RaceCombatRuleError(`Handling is a whole number, not ${input.targetHandling}`, SECTION.sideswipe);
  const roll = dice.roll('1d20', `sideswipe: target's handling roll (${SIDESWIPE_PUSH.avoidOn}+)`);
  const parts = [modifier('1d20', roll.value, SECTION.sideswipe), modifier('Handling', input.targetHandling, withGap(SECTION.sideswipe, 6))];
  const total = sumModifiers(parts);
  const held = total >= SIDESWIPE_PUSH.avoidOn;
  dice.decide(roll, held ? 'holds' : input.atTrackEdge ? 'at the side of the track' : 'pushed 1 square');
  if (held) return { roll, parts, total, held, pushed: false, edgeRoll: null, edgeDamage: 0, text: `Handling ${total}: holds its line` };
  if (!input.atTrackEdge) return { roll, parts, total, held, pushed: true, edgeRoll: null, edgeDamage: 0, text: `Handling ${total}: pushed 1 square` };
  const edgeRoll = dice.roll('1d20', 'sideswipe: at the side of the track (1: a further point of damage)');
  const edgeDamage = edgeRoll.value === SIDESWIPE_PUSH.edgeDamageOn ? SIDESWIPE_PUSH.edgeDamage : 0;
  dice.decide(edgeRoll, edgeDamage ? 'a further point of damage' : 'no damage');
  return {
    roll,
    parts,
    total,
    held,
    pushed: false,
    edgeRoll,
    edgeDamage,
    text: `Handling ${total}: at the side of the track${edgeDamage ? ', a further point of damage' : ''}`,
  };
}

export interface RamCar {
  design: CarDesign;
  state: CarState;
}

export interface RamInput extends RamRollInput {
  kind: RamKind;
  /** The rammer has a ramplate (read for a rear-end ram only). */
  ramplate?: boolean;
  /** Sideswipe: the target is already on the side of the track. */
  atTrackEdge?: boolean;
  /** The two cars, to apply the damage to their cards (without them the damage is only counted). */
  rammer?: RamCar;
  target?: RamCar;
}

export interface RamResult {
  ramRoll: RamRollResult;
  /** Null on a miss. */
  damage: RamDamageResult | null;
  push: PushResult | null;
  /** Each car's damage in all (the target's with a push's further point). */
  targetDamage: number;
  rammerDamage: number;
  /** Applied to the cards (when given), by the league's house rule (gaps.md #17). */
  targetHit: HitResult | null;
  rammerHit: HitResult | null;
  target: CarState | null;
  rammer: CarState | null;
  /** "After any type of ram, no further manoeuvres are allowed, save for standard corner movement." */
  noFurtherManoeuvres: boolean;
  text: string;
}

/** Damage on a car's card where the league sends ram damage: a body hit, or the body's wear points. */
function ramHit(dice: Dice, car: RamCar, damage: number, settings: Pick<RacecombatSettings, 'ramDamageTo' | 'fuelHit'>): HitResult {
  if (settings.ramDamageTo === 'body-hit') return applyHit(dice, { design: car.design, state: car.state, aim: 'body', damage }, settings);
  const took = Math.min(damage, car.state.wear.body);
  const state = { ...car.state, wear: { ...car.state.wear, body: car.state.wear.body - took } };
  const why = eliminatedBy(car.design, state);
  return {
    aim: 'body',
    damage,
    armour: { before: car.state.bodyArmour, took: 0 },
    through: damage,
    tyresLost: 0,
    turretDestroyed: false,
    weaponsDestroyed: [],
    lost: damage - took,
    steps: [],
    state,
    eliminatedBy: why,
    text: `Bodywork -${took}${why.length ? `; eliminated: ${why.join(', ')}` : ''}`,
  };
}

/**
 * A ram. Dice, in order: the ram 1d20; on a ram the target's then the rammer's gear die (when the cell is a gear); a
 * sideswipe's push 1d20 and, failed at the track's side, its 1d20; then, with the cars given, the target's hit
 * locations and the rammer's (ram damage as a body hit).
 */
export function ram(dice: Dice, input: RamInput, settings: Pick<RacecombatSettings, 'ramTarget' | 'gearDice' | 'ramDamageTo' | 'fuelHit'>): RamResult {
  const rr = ramRoll(dice, input, settings);
  const base = { push: null, targetHit: null, rammerHit: null, target: input.target?.state ?? null, rammer: input.rammer?.state ?? null };
  if (!rr.rammed) return { ramRoll: rr, damage: null, ...base, targetDamage: 0, rammerDamage: 0, noFurtherManoeuvres: false, text: rr.text };
  const damage = ramDamage(dice, input, settings);
  const push = input.kind === 'sideswipe' ? sideswipePush(dice, { targetHandling: input.targetHandling, atTrackEdge: input.atTrackEdge }) : null;
  // The push's "further point of damage" goes where the ram's does (gaps.md #26).
  const targetDamage = damage.target.damage + (push?.edgeDamage ?? 0);
  const rammerDamage = damage.rammer.damage;
  const targetHit = input.target ? ramHit(dice, input.target, targetDamage, settings) : null;
  const rammerHit = input.rammer ? ramHit(dice, input.rammer, rammerDamage, settings) : null;
  return {
    ramRoll: rr,
    damage,
    push,
    targetDamage,
    rammerDamage,
    targetHit,
    rammerHit,
    target: targetHit?.state ?? null,
    rammer: rammerHit?.state ?? null,
    noFurtherManoeuvres: true,
    text: `${rr.text}; ${gearWord(damage.gear)} row: target ${targetDamage}, rammer ${rammerDamage}${push ? `; ${push.text}` : ''}`,
  };
}

export interface RammerMovementResult {
  /** The gear die rolled (the target in a lower gear). */
  gearRoll: GearDieRoll | null;
  movementLeft: number;
  ended: boolean;
  text: string;
}

/**
 * After a successful rear-end ram the rammer survived: the target in the same or a higher gear ends the rammer's
 * movement; in a lower gear the die of the gear difference is rolled and taken off the movement left (0 or less ends it).
 */
export function rammerMovement(
  dice: Dice,
  input: { rammerGear: number; targetGear: number; movementLeft: number },
  settings: Pick<RacecombatSettings, 'gearDice'>,
): RammerMovementResult {
  checkGear(input.rammerGear, "The rammer's");
  checkGear(input.targetGear, "The target's");
  if (!Number.isInteger(input.movementLeft) || input.movementLeft < 0)
    throw new RaceCombatRuleError(`Movement left is a whole number of squares, 0 or more, not ${input.movementLeft}`, SECTION.rammerMovement);
  if (input.targetGear >= input.rammerGear)
    return { gearRoll: null, movementLeft: 0, ended: true, text: "The target is in the same or higher gear: the rammer's movement is ended" };
  const diff = input.rammerGear - input.targetGear;
  const g = rollGearDie(dice, settings.gearDice as GearDie[], diff, "rammer's movement lost after the ram");
  const left = input.movementLeft - g.value;
  return left <= 0
    ? { gearRoll: g, movementLeft: 0, ended: true, text: `${input.movementLeft} − ${g.value}: the rammer's movement is ended` }
    : { gearRoll: g, movementLeft: left, ended: false, text: `${input.movementLeft} − ${g.value}: ${left} squares left` };
}
