/**
 * A car's live card during a heat, and what a change to it means: the one definition the services (chaining rolls,
 * replaying the recorded events) and the screens (showing a proposed outcome) share.
 */
import type { TalentName } from '../names';
import { BROKEN_SUSPENSION_HANDLING } from '../match/hazards';

export const CONTROL_STATES = ['in-control', 'minor-skid', 'fishtail', 'major-skid', 'spin', 'rollover'] as const;
export type ControlStateName = (typeof CONTROL_STATES)[number];
export const ARMOR_SIDES = ['front', 'back', 'left', 'right'] as const;
export type ArmorSideName = (typeof ARMOR_SIDES)[number];

export interface CrewState {
  competitorId: number;
  /** Flesh wounds this match: −1 driving, gunnery and initiative each (they last to the end of the match, gaps.md #51). */
  fleshWounds: number;
  /** Every wound suffered this match, Ornery's ignored one included. */
  woundsSuffered: number;
  outOfAction: boolean;
  /** Re-roll talents spent this heat and this turn (Marksman, Pro, Adept; Crack shot). */
  usedHeat: TalentName[];
  usedTurn: TalentName[];
  /** Weapons (by weapon id) this competitor fired this turn, and at which car. */
  firedThisTurn: { weaponId: string; targetId: number }[];
  quickDrawUsed: boolean;
  /** Points scored this heat (gaps.md #38: destroyed enemy vehicles, finishing places). */
  points: number;
  /** Critical hits this competitor's shots and rams caused on enemy cars this heat (an XP event). */
  criticalsScored: number;
}

export interface WeaponState {
  id: string;
  ammo: number;
  firedPhases: (1 | 2 | 3)[];
  firedLastPhasePrevTurn: boolean;
}

/** One car's live card: everything that changes during a heat. */
export interface CarState {
  vehicleId: number;
  driverId: number;
  gunnerId: number | null;
  speed: number;
  /** Current handling (may be below zero). */
  handling: number;
  /** Maximum handling lost to tire damage (gaps.md #42, #53). */
  maxHandlingLoss: number;
  damage: number;
  criticals: number;
  armorLoss: Record<ArmorSideName, number>;
  tireDamage: number;
  fuel: number;
  /** Drivetrain-damaged criticals (−1 acceleration each). */
  drivetrain: number;
  /** Fuel ran out when a deduction was due (gaps.md #35). */
  engineDry: boolean;
  /** The fuel +1 acceleration bonus bought earlier and still running. */
  fuelBonus: boolean;
  /** MP generated this turn, MP lost this turn (fishtail, skid, collision), MP spent or cancelled before this phase. */
  mp: number;
  mpLost: number;
  mpUsed: number;
  optionPoints: number;
  optionUsed: number;
  control: ControlStateName;
  lastManeuver: { kind: 'turn' | 'drift'; side: 'left' | 'right' } | null;
  /** Took the "hazard from being damaged" check this phase. */
  damagedCheckThisPhase: boolean;
  lostHandlingToObstacleThisTurn: boolean;
  /** Speed lost at the start of next turn (fishtail). */
  speedLossNextTurn: number;
  suspensionBroken: boolean;
  destroyed: boolean;
  /** Rolled over and landed on its side or roof: out of the heat, not destroyed (gaps.md #44). */
  outOfHeat: boolean;
  weapons: WeaponState[];
  crew: CrewState[];
}

export type NumericField =
  | 'speed'
  | 'handling'
  | 'maxHandlingLoss'
  | 'damage'
  | 'criticals'
  | 'tireDamage'
  | 'fuel'
  | 'drivetrain'
  | 'mp'
  | 'mpLost'
  | 'optionPoints'
  | 'speedLossNextTurn';
export const NUMERIC_FIELDS: readonly NumericField[] = [
  'speed',
  'handling',
  'maxHandlingLoss',
  'damage',
  'criticals',
  'tireDamage',
  'fuel',
  'drivetrain',
  'mp',
  'mpLost',
  'optionPoints',
  'speedLossNextTurn',
];

export type FlagField = 'engineDry' | 'fuelBonus' | 'damagedCheckThisPhase' | 'lostHandlingToObstacleThisTurn' | 'suspensionBroken' | 'destroyed' | 'outOfHeat';
export const FLAG_FIELDS: readonly FlagField[] = [
  'engineDry',
  'fuelBonus',
  'damagedCheckThisPhase',
  'lostHandlingToObstacleThisTurn',
  'suspensionBroken',
  'destroyed',
  'outOfHeat',
];

export type CardChange =
  | { field: NumericField; add: number }
  | { field: NumericField; to: number }
  | { field: FlagField; to: boolean }
  | { field: 'control'; to: ControlStateName }
  | { field: 'lastManeuver'; to: CarState['lastManeuver'] }
  | { field: 'armor'; side: ArmorSideName; add: number }
  | { field: 'ammo'; weaponId: string; add: number }
  | { field: 'fired'; weaponId: string; phase: 1 | 2 | 3; competitorId: number; targetId: number }
  | { field: 'wound'; competitorId: number; wound: 'flesh' | 'ignored' | 'out-of-action' }
  | { field: 'reroll'; competitorId: number; source: TalentName; per: 'turn' | 'heat' }
  | { field: 'crewPoints'; competitorId: number; add: number }
  | { field: 'crewCriticals'; competitorId: number; add: number };

/** One change to one car's card, with why. */
export interface CardEffect {
  vehicleId: number;
  change: CardChange;
  why: string;
  rule: string;
}

/**
 * A card with one change made: a new object; the input is not touched. Copy-on-write: only what the change reaches is
 * copied (the card, and the one weapon, crewman or armour record it changes); the rest is shared with the input, so
 * no code may change a card in place (the odds engine freezes the cards it starts from to prove it). The odds
 * engine applies every change of every path of dice: a deep copy per change was most of its time (issue 23).
 */
export function applyChange(state: CarState, change: CardChange): CarState {
  switch (change.field) {
    case 'control':
    case 'lastManeuver':
      return { ...state, [change.field]: change.to };
    case 'engineDry':
    case 'fuelBonus':
    case 'damagedCheckThisPhase':
    case 'lostHandlingToObstacleThisTurn':
    case 'suspensionBroken':
    case 'destroyed':
    case 'outOfHeat':
      return { ...state, [change.field]: change.to };
    case 'armor':
      return { ...state, armorLoss: { ...state.armorLoss, [change.side]: Math.max(0, state.armorLoss[change.side] + change.add) } };
    case 'ammo':
      return {
        ...state,
        weapons: changeOne(
          state.weapons,
          (w) => w.id === change.weaponId,
          (w) => ({ ...w, ammo: Math.max(0, w.ammo + change.add) }),
        ),
      };
    case 'fired':
      return {
        ...state,
        weapons: changeOne(
          state.weapons,
          (w) => w.id === change.weaponId && !w.firedPhases.includes(change.phase),
          (w) => ({ ...w, firedPhases: [...w.firedPhases, change.phase] }),
        ),
        crew: changeOne(
          state.crew,
          (c) => c.competitorId === change.competitorId && !c.firedThisTurn.some((f) => f.weaponId === change.weaponId && f.targetId === change.targetId),
          (c) => ({ ...c, firedThisTurn: [...c.firedThisTurn, { weaponId: change.weaponId, targetId: change.targetId }] }),
        ),
      };
    case 'wound':
      return {
        ...state,
        crew: changeOne(
          state.crew,
          (c) => c.competitorId === change.competitorId,
          (c) => ({
            ...c,
            woundsSuffered: c.woundsSuffered + 1,
            fleshWounds: c.fleshWounds + (change.wound === 'flesh' ? 1 : 0),
            outOfAction: c.outOfAction || change.wound === 'out-of-action',
          }),
        ),
      };
    case 'reroll': {
      const list = change.per === 'turn' ? 'usedTurn' : 'usedHeat';
      return {
        ...state,
        crew: changeOne(
          state.crew,
          (c) => c.competitorId === change.competitorId && !c[list].includes(change.source),
          (c) => ({ ...c, [list]: [...c[list], change.source] }),
        ),
      };
    }
    case 'crewPoints':
    case 'crewCriticals': {
      const key = change.field === 'crewPoints' ? 'points' : 'criticalsScored';
      return {
        ...state,
        crew: changeOne(
          state.crew,
          (c) => c.competitorId === change.competitorId,
          (c) => ({ ...c, [key]: Math.max(0, c[key] + change.add) }),
        ),
      };
    }
    default: {
      const value = 'add' in change ? state[change.field] + change.add : change.to;
      // Handling may go below zero; nothing else the card counts can.
      return { ...state, [change.field]: change.field === 'handling' ? value : Math.max(0, value) };
    }
  }
}

/** The list with its first item that `is` replaced by `to(item)`; the same list when none is (nothing to change). */
function changeOne<T>(list: T[], is: (x: T) => boolean, to: (x: T) => T): T[] {
  const i = list.findIndex(is);
  if (i < 0) return list;
  const out = list.slice();
  out[i] = to(list[i]!);
  return out;
}

/** Apply a resolution's effects to the cards they name (new cards for those; the others are shared). */
export function applyEffects(cards: readonly CarState[], effects: readonly CardEffect[]): CarState[] {
  const out = [...cards];
  for (const e of effects) {
    const i = out.findIndex((c) => c.vehicleId === e.vehicleId);
    if (i >= 0) out[i] = applyChange(out[i]!, e.change);
  }
  return out;
}

/** A car that no longer takes orders: destroyed, out of the heat, or without its driver (Part IV › Uncontrolled vehicle). */
export function isDriverless(card: CarState): boolean {
  return card.destroyed || card.outOfHeat || card.crew.some((c) => c.competitorId === card.driverId && c.outOfAction);
}

/** Why a car no longer takes orders, or null. */
export function driverlessReason(card: CarState, name: string): string | null {
  if (card.destroyed) return `${name} is destroyed`;
  if (card.outOfHeat) return `${name} is on its side or roof, out of the heat`;
  if (card.crew.some((c) => c.competitorId === card.driverId && c.outOfAction)) return `${name}'s driver is out of action`;
  return null;
}

/** Maximum handling now: a broken suspension pins it; tire damage lowers it (Part II › Final characteristics › Handling, gaps.md #42). */
export function maxHandlingNow(card: CarState, maxHandling: number): number {
  return card.suspensionBroken ? BROKEN_SUSPENSION_HANDLING : maxHandling - card.maxHandlingLoss;
}

/**
 * The cars a car may aim at or run into, opponents first (a franchise's own cars are rarely the target), then cars
 * still running before wrecks; the car itself is left out.
 */
export function targetOrder(self: number, cards: readonly CarState[], franchiseOf: (vehicleId: number) => number | undefined): number[] {
  const mine = franchiseOf(self);
  const rank = (c: CarState) => (franchiseOf(c.vehicleId) === mine ? 2 : 0) + (c.destroyed || c.outOfHeat ? 1 : 0);
  return cards
    .filter((c) => c.vehicleId !== self)
    .map((c, i) => ({ id: c.vehicleId, r: rank(c), i }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.id);
}
