/**
 * What the match assistant's calculators take and give: the organizer's facts in (a calculator's input), the cars'
 * static numbers, and the explained resolution out. The engine owns these types; the IPC contract checks the same
 * shapes with its zod schemas and proves at compile time that they agree (ipc/channels/dethmetal/assistant.ts), so
 * the engine knows no transport.
 */
import type { RollRecord } from '../../dice';
import type { car, match } from '..';
import type { TalentName } from '../names';
import type { RecordedRoll } from './reducer';
import type { ArmorSideName, CardEffect, CarState } from './state';

// ---------------------------------------------------------------------------------------------------------------
// A calculator's input: every fact the table knows (hexes, sides, choices), nothing the rules decide.

type OneCar<K extends string> = { kind: K; vehicleId: number };
type RoadHazard = 'debris' | 'mud' | 'snow' | 'ice' | 'oil';

export type CalculatorInput =
  | { kind: 'initiative'; vehicleIds: number[] }
  | OneCar<'movement'>
  | OneCar<'options'>
  | (OneCar<'accelerate'> & { fuelBonus: 'none' | 'carried' | 'buy'; secondAttemptWithFuel: boolean })
  | (OneCar<'decelerate'> & { shed: number })
  | (OneCar<'maneuver'> & {
      maneuver: 'turn' | 'drift';
      side: 'left' | 'right';
      /** Hexes moved in a straight line since the last maneuver. */
      hexesStraight: number;
      hazardThisOrPreviousMp: boolean;
      /** A road hazard on the hex where the maneuver is made (Part IV › Road Hazards); no rating: the league default. */
      roadHazard: { kind: RoadHazard; rating?: number | undefined } | null;
    })
  | (OneCar<'hazard'> & {
      hazard:
        | { type: 'road'; road: RoadHazard; rating?: number | undefined }
        | { type: 'obstacle'; rating: number; maneuvering: boolean }
        | { type: 'oil-entry' }
        | { type: 'damaged' };
    })
  /** Each phase of a major skid or spin: the recovery check; of a rollover: keep rolling (and the landing roll at speed 0). */
  | OneCar<'recovery'>
  | (OneCar<'attack'> & {
      role: 'driver' | 'gunner';
      weaponId: string;
      targetId: number;
      /** The target's armor quadrant facing the attacker. */
      sideHit: ArmorSideName;
      hexes: number;
      smoke: boolean;
      /** Where the cars stand: the mount's firing arc and the range are checked from them (gaps.md #28, #47). */
      positions?: { shooter: match.HexPosition; target: match.HexPosition } | undefined;
      /** Only when positions are unknown: the target is in the shooter's front arc. */
      targetInFrontArc?: boolean | undefined;
      shootingForTires: boolean;
    })
  | {
      kind: 'collision';
      type: match.CollisionType;
      /** The moving vehicle (whose turn it is to move). */
      vehicleId: number;
      /** null: a fixed object too high to drive over. */
      targetId: number | null;
      targetSideHit: ArmorSideName;
      movingSideHit: ArmorSideName;
    }
  | OneCar<'veer'>
  /** Part V › Oil and Caltrops: the car runs over a caltrops marker. */
  | OneCar<'caltrops'>;

export type CalculatorKind = CalculatorInput['kind'];

// ---------------------------------------------------------------------------------------------------------------
// The cars as the assistant starts them.

export interface CrewInfo {
  competitorId: number;
  name: string;
  role: 'driver' | 'gunner';
  /** Permanent ratings before this match's wounds (quirks and fatigue applied), with how each is made up. */
  traits: Record<'driving' | 'gunnery' | 'initiative' | 'toughness', { value: number; parts: { source: string; amount: number; rule: string }[] }>;
  talents: TalentName[];
  armoredSeat: boolean;
}

export interface WeaponInfo {
  id: string;
  mount: number;
  name: string;
  mountType: car.MountType;
  arc: car.MountArc;
  facing: car.Facing;
  /** The hex-side directions it can fire into. */
  arcs: car.Facing[];
  link: string | null;
  rof: number | null;
  rofPlus: boolean;
  pen: number | string | null;
  fire: number | string | null;
  short: readonly [number, number] | null;
  long: readonly [number, number] | null;
  max: number | null;
  /** Full magazine at the start of a heat; null where the table prints none. */
  ammo: number | null;
  /** Makes attack rolls (oil jets, caltrops and smoke do not). */
  attacks: boolean;
  expendable: boolean;
}

/** A car as the assistant starts it: what does not change during a heat, every number from the car rules. */
export interface AssistantCarInfo {
  vehicleId: number;
  name: string;
  franchiseId: number;
  franchise: string;
  colour: string;
  armor: Record<ArmorSideName, number>;
  toughness: number;
  tireToughness: number;
  tireType: car.TireType;
  tread: car.Tread;
  rareTires: boolean;
  maxHandling: number;
  acceleration: number;
  gearing: car.Gearing;
  topSpeed: number | null;
  topSpeedWithFuel: number | null;
  speedChart: car.SpeedRow[];
  fuelPoints: number;
  wheelGuards: boolean;
  selfSealingTank: boolean;
  gunnerStation: boolean;
  tweaks: car.SuspensionTweak[];
  breaksOn: number | null;
  weapons: WeaponInfo[];
  crew: CrewInfo[];
  /** Damage and criticals carried from the last match (not repaired yet, gaps.md #65). */
  carried: { damage: number; criticals: number };
  /** Where each number comes from, for the card's hover text. */
  explain: Record<'armor' | 'handling' | 'acceleration' | 'fuel' | 'tires' | 'toughness', string>;
  /** The starting card. */
  start: CarState;
}

// ---------------------------------------------------------------------------------------------------------------
// What a calculator gives back.

/** One step of a resolution: what was rolled (or checked) against what, with every modifier that went in. */
export interface ResolutionStep {
  vehicleId: number | null;
  label: string;
  /** The parts of the target number (a check) or of the total (a table roll). */
  modifiers: match.Modifier[];
  /** The roll-under target of a check, or null for a table roll. */
  target: number | null;
  rolls: RollRecord[];
  outcome: string;
  tone: 'success' | 'failure' | 'neutral';
  rule: string;
}

export interface InitiativeOutcome {
  /** Vehicle ids, highest initiative first. */
  order: number[];
  totals: Record<number, number>;
}

export interface Resolution extends RecordedRoll {
  ref: string;
  kind: CalculatorKind;
  title: string;
  /** The cars whose action this was. */
  actors: number[];
  steps: ResolutionStep[];
  effects: CardEffect[];
  /** Initiative only: the order for this turn. */
  initiative: InitiativeOutcome | null;
  /** What the organizer must still do at the table (a drift, a push, a new collision …). */
  notes: string[];
  rolls: RollRecord[];
  summary: string;
}

/** Before rolling: what the roll will be against, and anything the rules forbid. */
export interface Preview {
  title: string;
  steps: ResolutionStep[];
  blockers: { reason: string; rule: string }[];
  notes: string[];
}
