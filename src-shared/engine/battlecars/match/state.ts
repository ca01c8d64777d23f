/**
 * A vehicle in play: the damage on each armour block and component and the counters left in each pod and turret.
 * Plain data, changed only by returning a new state (the rules below never mutate their input).
 */
import { boxesOf, type CardType, type Component, componentById, componentsOf } from '../cards';
import type { VehicleDesign } from '../design';
import { SECTION, withGap } from '../sections';
import type { Section } from '../tables/damage';
import type { WeaponName } from '../tables/weapons';

/** The armour blocks of a card: the two ends, and each side's front, centre and rear. */
export const ARMOUR_BLOCKS = ['front', 'rear', 'leftFront', 'leftCentre', 'leftRear', 'rightFront', 'rightCentre', 'rightRear'] as const;
export type ArmourBlock = (typeof ARMOUR_BLOCKS)[number];

export interface VehicleState {
  /** Damage counters on each armour block. */
  armour: Partial<Record<ArmourBlock, number>>;
  /** Damage on each component (a mount's: its spaces hit). */
  damage: Record<string, number>;
  /** Counters in each pod and turret, in the order loaded. */
  loads: Record<string, WeaponName[]>;
}

export function freshState(design: VehicleDesign): VehicleState {
  return { armour: {}, damage: {}, loads: Object.fromEntries(Object.entries(design.loads).map(([k, v]) => [k, [...v]])) };
}

/** The section behind a block: its internal hit-location table. */
export function blockSection(block: ArmourBlock): Section {
  if (block === 'front' || block === 'rear') return block;
  return block.endsWith('Front') ? 'front' : block.endsWith('Centre') ? 'centre' : 'rear';
}

/** A side block by side and section: `left`, `centre` → `leftCentre`. */
export const sideBlock = (side: 'left' | 'right', section: Section): ArmourBlock => `${side}${section[0]!.toUpperCase()}${section.slice(1)}` as ArmourBlock;

export function blockBoxes(card: CardType, block: ArmourBlock): number {
  if (block === 'front' || block === 'rear') return card.armour[block];
  const s = blockSection(block);
  return card.armour[s === 'front' ? 'sideFront' : s === 'centre' ? 'sideCentre' : 'sideRear'];
}

export const damageOn = (state: VehicleState, id: string): number => state.damage[id] ?? 0;

/** "Special components function until totally destroyed." */
export function destroyed(card: CardType, state: VehicleState, comp: Component | string): boolean {
  if (typeof comp !== 'string') return damageOn(state, comp.id) >= boxesOf(comp);
  return damageOn(state, comp) >= boxesById(card, comp);
}

const boxesByCard = new WeakMap<CardType, Map<string, number>>();
/** A component's boxes by its id, looked up once per card (every hit location asks it of each component it lists). */
function boxesById(card: CardType, id: string): number {
  let byId = boxesByCard.get(card);
  if (!byId) boxesByCard.set(card, (byId = new Map(card.components.map((c) => [c.id, boxesOf(c)]))));
  // An id the card lacks: componentById refuses it in words.
  return byId.get(id) ?? boxesOf(componentById(card, id));
}

/** The card has a component of this kind and none of them is destroyed. */
export function working(card: CardType, state: VehicleState, kind: 'fuelTank' | 'fireExtinguisher' | 'gunneryComputer'): boolean {
  const all = componentsOf(card, kind);
  return all.length > 0 && all.some((c) => !destroyed(card, state, c));
}

/** The Driver: "dead after three points of damage". */
export function driverDead(card: CardType, state: VehicleState): boolean {
  return destroyed(card, state, componentsOf(card, 'driver')[0]!);
}

/** Capable of movement while no tyre is destroyed (gaps.md #20). */
export function capableOfMovement(card: CardType, state: VehicleState): { capable: boolean; rule: string } {
  return { capable: componentsOf(card, 'tyre').every((t) => !destroyed(card, state, t)), rule: withGap(SECTION.driver, 20) };
}

export const withDamage = (state: VehicleState, id: string, add: number): VehicleState => ({
  ...state,
  damage: withEntry(state.damage, id, damageOn(state, id) + add),
});

/**
 * A record of a card (damage, counters, armour by id) with one entry set, the rest copied: what the rules write on
 * each hit. A loop, not `{ ...record, [key]: value }`: V8 copies a spread record whose keys vary from card to card on
 * its slow path (~0.5 µs against ~0.06 µs, measured 2026-11-27), and the odds write one on every hit of every path.
 */
export function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const out = copyRecord(record);
  out[key] = value;
  return out;
}

/** A record copied entry by entry (see `withEntry`). */
export function copyRecord<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(record)) out[k] = record[k]!;
  return out;
}
