/**
 * Damage to vehicles: "The first area hit is the armour block. When it is covered in damage counters, extra points
 * carry over to the interior as indicated by the Hit Location Table for that section. Empty spaces are hit first in
 * Weapon Pods and Turrets. Hit weapons are discarded … If a component has already been destroyed, roll again.
 * Surplus carries on to another component." Two components on one location: gaps.md #14.
 */
import type { Dice, RollRecord } from '../../dice';
import { boxesOf, type CardType, type Component, componentById } from '../cards';
import type { BattlecarsSettings } from '../settings';
import type { Section } from '../tables/damage';
import { isMissile, type WeaponName } from '../tables/weapons';
import { noteTaker, type WalkNote } from './notes';
import { type ArmourBlock, blockBoxes, blockSection, damageOn, destroyed, type VehicleState, withEntry } from './state';

export interface HitStep {
  /** The hit-location d8. */
  roll: RollRecord;
  /** The components the location lists. */
  location: string[];
  /** The component hit, or null: every one listed already destroyed, roll again. */
  component: string | null;
  /** Points it took. */
  points: number;
  /** Of a mount's points, those that wrecked an empty space. */
  emptySpaces: number;
  /** Counters it discarded, in order. */
  discarded: WeaponName[];
  destroyed: boolean;
  text: string;
}

export interface DamageResult {
  /** The armour block and what it took (null: the damage went inside directly, as a mine's). */
  armour: { block: ArmourBlock; boxes: number; before: number; took: number } | null;
  section: Section;
  steps: HitStep[];
  /** Points left when every component of the section was destroyed (gaps.md #14). */
  lost: number;
  /** Missile weapon counters discarded: each may detonate when hit by a shell or rocket (Rocket). */
  missileCountersHit: { mount: string; weapon: WeaponName }[];
  /** The fuel tank's damage before and after, when this damage reached it. */
  fuelTank: { before: number; after: number } | null;
  state: VehicleState;
}

const NO_MISSILES: DamageResult['missileCountersHit'] = [];

const has = (card: CardType, state: VehicleState, section: Section): boolean =>
  card.hitLocation[section].some((ids) => ids.some((id) => !destroyed(card, state, id)));

/** Damage to a vehicle's armour block, the surplus carried inside. */
export function applyDamage(
  dice: Dice,
  input: { card: CardType; state: VehicleState; block: ArmourBlock; amount: number },
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
): DamageResult {
  const { card, state, block } = input;
  const boxes = blockBoxes(card, block);
  const before = state.armour[block] ?? 0;
  const took = Math.min(Math.max(0, boxes - before), input.amount);
  const after: VehicleState = { ...state, armour: withEntry(state.armour, block, before + took) };
  return interior(dice, { card, state: after, section: blockSection(block), amount: input.amount - took }, settings, { block, boxes, before, took });
}

/** Damage carried into a section's interior by its hit-location table (a mine's, or an armour block's surplus). */
export function applyInternalDamage(
  dice: Dice,
  input: { card: CardType; state: VehicleState; section: Section; amount: number },
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
): DamageResult {
  return interior(dice, input, settings, null);
}

function interior(
  dice: Dice,
  input: { card: CardType; state: VehicleState; section: Section; amount: number },
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
  armour: DamageResult['armour'],
): DamageResult {
  const { card, section } = input;
  let state = input.state;
  let left = input.amount;
  const steps: HitStep[] = [];
  const missileCountersHit: DamageResult['missileCountersHit'] = [];
  let fuelTank: DamageResult['fuelTank'] = null;
  const walk = {};
  const notes = noteTaker(dice);
  // The walk as it asks each roll: as it began, then as the last roll left it (one note for both, read once by the odds).
  let asking = notes && walkNote(walk, card, section, state, left, fuelTank !== null, missileCountersHit, settings);
  while (walkGoesOn(card, state, section, left)) {
    notes?.noteWalk(asking);
    const roll = dice.roll('1d8', `hit location: ${section} (${left} damage to carry)`);
    const { location, comp, hit } = faceHit(card, state, section, left, roll.value, settings);
    if (comp === null) {
      dice.decide(roll, 'already destroyed: roll again');
      steps.push({
        roll,
        location,
        component: null,
        points: 0,
        emptySpaces: 0,
        discarded: [],
        destroyed: true,
        text: `${location.join(' / ')}: already destroyed, roll again`,
      });
      asking = notes && walkNote(walk, card, section, state, left, fuelTank !== null, missileCountersHit, settings, null);
      notes?.noteRoll(roll, asking!);
      continue;
    }
    const id = comp.id;
    state = hit.state;
    left -= hit.points;
    if (comp.kind === 'fuelTank') fuelTank = { before: damageOn(input.state, id), after: damageOn(state, id) };
    for (const w of hit.discarded) if (isMissile(w)) missileCountersHit.push({ mount: id, weapon: w });
    const gone = destroyed(card, state, comp);
    const text = `${comp.label}: ${hit.points} damage${hit.emptySpaces ? ` (${hit.emptySpaces} to empty spaces)` : ''}${hit.discarded.length ? `, discarded ${hit.discarded.join(', ')}` : ''}${gone ? ', destroyed' : ''}`;
    dice.decide(roll, text);
    asking = notes && walkNote(walk, card, section, state, left, fuelTank !== null, missileCountersHit, settings, id);
    notes?.noteRoll(roll, asking!);
    steps.push({ roll, location, component: id, points: hit.points, emptySpaces: hit.emptySpaces, discarded: hit.discarded, destroyed: gone, text });
  }
  notes?.noteWalk(undefined);
  return { armour, section, steps, lost: left, missileCountersHit, fuelTank, state };
}

/**
 * The walk as it stands, for the odds' dice (match/notes.ts). A function of its own, not a closure in each walk: the
 * bench runs under tsx, which names every closure as it is made, and the odds make a walk on most paths.
 */
function walkNote(
  walk: object,
  card: CardType,
  section: Section,
  state: VehicleState,
  left: number,
  tankHit: boolean,
  missiles: DamageResult['missileCountersHit'],
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
  hit?: string | null,
): WalkNote {
  return { walk, card, section, state, left, tankHit, missiles: missiles.length ? [...missiles] : NO_MISSILES, settings, hit };
}

/** The walk goes on while it has damage to carry and a component of its section stands. */
export const walkGoesOn = (card: CardType, state: VehicleState, section: Section, left: number): boolean => left > 0 && has(card, state, section);

/**
 * What a hit location's face hits: the first component it lists that is not destroyed, or null (every one is: roll
 * again). The odds declare a hit location's faces by it (table/oddsState.ts).
 */
export const componentHit = (location: readonly string[], gone: (id: string) => boolean): string | null => location.find((c) => !gone(c)) ?? null;

/**
 * One face of a hit location on a section as it stands, `left` points to carry: the location, the component it hits
 * (null: roll again) and what the hit takes and leaves. The walk reads each roll by it, and the odds each face of a roll
 * to come (table/oddsState.ts), so the two cannot disagree.
 */
export function faceHit(
  card: CardType,
  state: VehicleState,
  section: Section,
  left: number,
  face: number,
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
): { location: string[]; comp: null; hit: null } | { location: string[]; comp: Component; hit: ComponentHit } {
  const location = card.hitLocation[section][face - 1]!;
  const id = componentHit(location, (c) => destroyed(card, state, c));
  if (id === null) return { location, comp: null, hit: null };
  const comp = componentById(card, id);
  return { location, comp, hit: hitComponent(comp, state, left, settings) };
}

interface ComponentHit {
  points: number;
  emptySpaces: number;
  discarded: WeaponName[];
  state: VehicleState;
}

/** One component takes what it can of the damage: a mount's empty spaces first, then a counter a point. */
function hitComponent(comp: Component, state: VehicleState, amount: number, settings: Pick<BattlecarsSettings, 'podCounterHit'>): ComponentHit {
  const taken = damageOn(state, comp.id);
  const points = Math.min(amount, boxesOf(comp) - taken);
  let emptySpaces = 0;
  const discarded: WeaponName[] = [];
  let loads = state.loads;
  if (comp.kind === 'pod' || comp.kind === 'turret') {
    const counters = [...(state.loads[comp.id] ?? [])];
    for (let i = 0; i < points; i++) {
      const empty = comp.capacity - taken - i - counters.length;
      if (empty > 0) emptySpaces++;
      else if (counters.length) discarded.push((settings.podCounterHit === 'last-loaded' ? counters.pop() : counters.shift())!);
    }
    loads = withEntry(state.loads, comp.id, counters);
  }
  return { points, emptySpaces, discarded, state: { armour: state.armour, damage: withEntry(state.damage, comp.id, taken + points), loads } };
}
