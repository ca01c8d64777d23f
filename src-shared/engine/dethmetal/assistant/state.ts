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
  const out = copyCard(state);
  switch (change.field) {
    case 'control':
      out.control = change.to;
      return out;
    case 'lastManeuver':
      out.lastManeuver = change.to;
      return out;
    case 'engineDry':
    case 'fuelBonus':
    case 'damagedCheckThisPhase':
    case 'lostHandlingToObstacleThisTurn':
    case 'suspensionBroken':
    case 'destroyed':
    case 'outOfHeat':
      out[change.field] = change.to;
      return out;
    case 'armor': {
      const a = state.armorLoss;
      const armorLoss = { front: a.front, back: a.back, left: a.left, right: a.right };
      armorLoss[change.side] = Math.max(0, a[change.side] + change.add);
      out.armorLoss = armorLoss;
      return out;
    }
    case 'ammo':
      out.weapons = changeOne(
        state.weapons,
        (w) => w.id === change.weaponId,
        (w) => ({ id: w.id, ammo: Math.max(0, w.ammo + change.add), firedPhases: w.firedPhases, firedLastPhasePrevTurn: w.firedLastPhasePrevTurn }),
      );
      return out;
    case 'fired':
      out.weapons = changeOne(
        state.weapons,
        (w) => w.id === change.weaponId && !w.firedPhases.includes(change.phase),
        (w) => ({ id: w.id, ammo: w.ammo, firedPhases: [...w.firedPhases, change.phase], firedLastPhasePrevTurn: w.firedLastPhasePrevTurn }),
      );
      out.crew = changeOne(
        state.crew,
        (c) => c.competitorId === change.competitorId && !c.firedThisTurn.some((f) => f.weaponId === change.weaponId && f.targetId === change.targetId),
        (c) => {
          const n = copyCrew(c);
          n.firedThisTurn = [...c.firedThisTurn, { weaponId: change.weaponId, targetId: change.targetId }];
          return n;
        },
      );
      return out;
    case 'wound':
      out.crew = changeOne(
        state.crew,
        (c) => c.competitorId === change.competitorId,
        (c) => {
          const n = copyCrew(c);
          n.woundsSuffered = c.woundsSuffered + 1;
          n.fleshWounds = c.fleshWounds + (change.wound === 'flesh' ? 1 : 0);
          n.outOfAction = c.outOfAction || change.wound === 'out-of-action';
          return n;
        },
      );
      return out;
    case 'reroll': {
      const list = change.per === 'turn' ? 'usedTurn' : 'usedHeat';
      out.crew = changeOne(
        state.crew,
        (c) => c.competitorId === change.competitorId && !c[list].includes(change.source),
        (c) => {
          const n = copyCrew(c);
          n[list] = [...c[list], change.source];
          return n;
        },
      );
      return out;
    }
    case 'crewPoints':
    case 'crewCriticals': {
      const key = change.field === 'crewPoints' ? 'points' : 'criticalsScored';
      out.crew = changeOne(
        state.crew,
        (c) => c.competitorId === change.competitorId,
        (c) => {
          const n = copyCrew(c);
          n[key] = Math.max(0, c[key] + change.add);
          return n;
        },
      );
      return out;
    }
    default: {
      const value = 'add' in change ? state[change.field] + change.add : change.to;
      // Handling may go below zero; nothing else the card counts can.
      out[change.field] = change.field === 'handling' ? value : Math.max(0, value);
      return out;
    }
  }
}

/**
 * A shallow copy of a card, spelt out field by field in the schema's order (schemas.ts carStateSchema is strict: a card
 * has no other field). Not `{ ...state }`: V8 copies a 29-field object by spread in ~500 ns, this literal in ~20 (node
 * 20, measured 2026-11-27), and the odds and duels copy a card on every change of every run (issue 23).
 */
function copyCard(s: CarState): CarState {
  return {
    vehicleId: s.vehicleId,
    driverId: s.driverId,
    gunnerId: s.gunnerId,
    speed: s.speed,
    handling: s.handling,
    maxHandlingLoss: s.maxHandlingLoss,
    damage: s.damage,
    criticals: s.criticals,
    armorLoss: s.armorLoss,
    tireDamage: s.tireDamage,
    fuel: s.fuel,
    drivetrain: s.drivetrain,
    engineDry: s.engineDry,
    fuelBonus: s.fuelBonus,
    mp: s.mp,
    mpLost: s.mpLost,
    mpUsed: s.mpUsed,
    optionPoints: s.optionPoints,
    optionUsed: s.optionUsed,
    control: s.control,
    lastManeuver: s.lastManeuver,
    damagedCheckThisPhase: s.damagedCheckThisPhase,
    lostHandlingToObstacleThisTurn: s.lostHandlingToObstacleThisTurn,
    speedLossNextTurn: s.speedLossNextTurn,
    suspensionBroken: s.suspensionBroken,
    destroyed: s.destroyed,
    outOfHeat: s.outOfHeat,
    weapons: s.weapons,
    crew: s.crew,
  };
}

/** A crewman's card copied field by field (as copyCard, in crewState's order). */
function copyCrew(c: CrewState): CrewState {
  return {
    competitorId: c.competitorId,
    fleshWounds: c.fleshWounds,
    woundsSuffered: c.woundsSuffered,
    outOfAction: c.outOfAction,
    usedHeat: c.usedHeat,
    usedTurn: c.usedTurn,
    firedThisTurn: c.firedThisTurn,
    quickDrawUsed: c.quickDrawUsed,
    points: c.points,
    criticalsScored: c.criticalsScored,
  };
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
