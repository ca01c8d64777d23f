/**
 * The match assistant: the cars' live cards at the table, and the calculators that resolve a roll with the league's
 * dice. The cards' state lives with the organizer's screen (it changes every few seconds and is not league data);
 * each calculator call sends the cards it touches, rolls, logs the rolls and answers what happened, step by step,
 * and the changes to apply to the cards. Every number comes from the engine's match module.
 */
import { z } from 'zod';
import type { RollRecord } from '../../engine/dice';
import { ALL_TALENTS, car, match, type TalentName } from '../../engine/dethmetal';
import { channel } from '../channel';
import { id } from '../fields';

/** Manual dice: the rolls typed so far, in the order the calculator asks for them (`dice-needed` asks for more). */
const typedDice = z
  .array(z.number({ error: 'A typed roll must be a number' }).int({ error: 'A typed roll must be a whole number' }), { error: 'dice must be a list of numbers' })
  .max(500)
  .optional();

const count = (what: string, max = 999) =>
  z.number({ error: `${what} must be a number` }).int({ error: `${what} must be a whole number` }).min(0, { error: `${what} cannot be negative` }).max(max);
const signed = (what: string) => z.number({ error: `${what} must be a number` }).int({ error: `${what} must be a whole number` }).min(-99).max(99);

export const CONTROL_STATES = ['in-control', 'minor-skid', 'fishtail', 'major-skid', 'spin', 'rollover'] as const;
export type ControlStateName = (typeof CONTROL_STATES)[number];
export const ARMOR_SIDES = ['front', 'back', 'left', 'right'] as const;
export type ArmorSideName = (typeof ARMOR_SIDES)[number];
const side = z.enum(['left', 'right']);
const phase = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const talentName = z.enum(ALL_TALENTS as [TalentName, ...TalentName[]]);

const crewState = z
  .object({
    competitorId: id,
    /** Flesh wounds this match: −1 driving, gunnery and initiative each (they last to the end of the match, gaps.md #51). */
    fleshWounds: count('Flesh wounds', 20),
    /** Every wound suffered this match, Ornery's ignored one included. */
    woundsSuffered: count('Wounds suffered', 20),
    outOfAction: z.boolean(),
    /** Re-roll talents spent this heat and this turn (Marksman, Pro, Adept; Crack shot). */
    usedHeat: z.array(talentName).max(20),
    usedTurn: z.array(talentName).max(20),
    /** Weapons (by weapon id) this competitor fired this turn, and at which car. */
    firedThisTurn: z.array(z.object({ weaponId: z.string().max(10), targetId: id })).max(12),
    quickDrawUsed: z.boolean(),
    /** Points scored this heat (gaps.md #38: destroyed enemy vehicles, finishing places). */
    points: count('Points'),
    /** Critical hits this competitor's shots and rams caused on enemy cars this heat (an XP event). */
    criticalsScored: count('Critical hits scored'),
  })
  .strict();

const weaponState = z
  .object({
    id: z.string().min(1).max(10),
    ammo: count('Ammunition'),
    firedPhases: z.array(phase).max(3),
    firedLastPhasePrevTurn: z.boolean(),
  })
  .strict();

/** One car's live card: everything that changes during a heat. */
export const carStateSchema = z
  .object({
    vehicleId: id,
    driverId: id,
    gunnerId: id.nullable(),
    speed: count('Speed', 99),
    /** Current handling (may be below zero). */
    handling: signed('Handling'),
    /** Maximum handling lost to tire damage (gaps.md #42, #53). */
    maxHandlingLoss: count('Maximum handling lost', 99),
    damage: count('Damage points'),
    criticals: count('Criticals', 20),
    armorLoss: z.object({ front: count('Armor lost'), back: count('Armor lost'), left: count('Armor lost'), right: count('Armor lost') }).strict(),
    tireDamage: count('Tire damage'),
    fuel: count('Fuel points'),
    /** Drivetrain-damaged criticals (−1 acceleration each). */
    drivetrain: count('Drivetrain damage', 20),
    /** Fuel ran out when a deduction was due (gaps.md #35). */
    engineDry: z.boolean(),
    /** The fuel +1 acceleration bonus bought earlier and still running. */
    fuelBonus: z.boolean(),
    /** MP generated this turn, MP lost this turn (fishtail, skid, collision), MP spent or cancelled before this phase. */
    mp: count('MP', 99),
    mpLost: count('MP lost', 99),
    mpUsed: count('MP used', 99),
    optionPoints: count('Option points', 3),
    optionUsed: count('Option points used', 3),
    control: z.enum(CONTROL_STATES),
    lastManeuver: z.object({ kind: z.enum(['turn', 'drift']), side }).strict().nullable(),
    /** Took the "hazard from being damaged" check this phase. */
    damagedCheckThisPhase: z.boolean(),
    lostHandlingToObstacleThisTurn: z.boolean(),
    /** Speed lost at the start of next turn (fishtail). */
    speedLossNextTurn: count('Speed lost next turn', 9),
    suspensionBroken: z.boolean(),
    destroyed: z.boolean(),
    /** Rolled over and landed on its side or roof: out of the heat, not destroyed (gaps.md #44). */
    outOfHeat: z.boolean(),
    weapons: z.array(weaponState).max(24),
    crew: z.array(crewState).min(1).max(2),
  })
  .strict();

export type CarState = z.output<typeof carStateSchema>;
export type CrewState = CarState['crew'][number];
export type WeaponState = CarState['weapons'][number];

const vehicleRef = id;
const hazardRoad = z.enum(['debris', 'mud', 'snow', 'ice', 'oil']);

/** What the organizer asks a calculator; every fact the table knows (hexes, sides, choices), nothing the rules decide. */
export const calculatorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('initiative'), vehicleIds: z.array(vehicleRef).min(1).max(24) }).strict(),
  z.object({ kind: z.literal('movement'), vehicleId: vehicleRef }).strict(),
  z.object({ kind: z.literal('options'), vehicleId: vehicleRef }).strict(),
  z
    .object({
      kind: z.literal('accelerate'),
      vehicleId: vehicleRef,
      fuelBonus: z.enum(['none', 'carried', 'buy']),
      secondAttemptWithFuel: z.boolean(),
    })
    .strict(),
  z.object({ kind: z.literal('decelerate'), vehicleId: vehicleRef, shed: z.number().int().min(1, { error: 'Shed at least 1 speed' }).max(4) }).strict(),
  z
    .object({
      kind: z.literal('maneuver'),
      vehicleId: vehicleRef,
      maneuver: z.enum(['turn', 'drift']),
      side,
      /** Hexes moved in a straight line since the last maneuver. */
      hexesStraight: count('Hexes in a straight line', 99),
      hazardThisOrPreviousMp: z.boolean(),
      /** A road hazard on the hex where the maneuver is made (Part IV › Road Hazards). */
      roadHazard: z.object({ kind: hazardRoad, rating: count('Hazard rating', 9).optional() }).strict().nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('hazard'),
      vehicleId: vehicleRef,
      hazard: z.discriminatedUnion('type', [
        z.object({ type: z.literal('road'), road: hazardRoad, rating: count('Hazard rating', 9).optional() }).strict(),
        z.object({ type: z.literal('obstacle'), rating: z.number().int().min(1, { error: 'An obstacle is rated 1 to 4' }).max(4, { error: 'An obstacle rated 5 or more is too high to drive over: resolve a collision' }), maneuvering: z.boolean() }).strict(),
        z.object({ type: z.literal('oil-entry') }).strict(),
        z.object({ type: z.literal('damaged') }).strict(),
      ]),
    })
    .strict(),
  /** Each phase of a major skid or spin: the recovery check; of a rollover: keep rolling (and the landing roll at speed 0). */
  z.object({ kind: z.literal('recovery'), vehicleId: vehicleRef }).strict(),
  z
    .object({
      kind: z.literal('attack'),
      vehicleId: vehicleRef,
      /** Who works the weapon. */
      role: z.enum(['driver', 'gunner']),
      weaponId: z.string().min(1).max(10),
      targetId: vehicleRef,
      /** The target's armor quadrant facing the attacker. */
      sideHit: z.enum(ARMOR_SIDES),
      hexes: z.number().int().min(1, { error: 'Range is at least 1 hex' }).max(99),
      smoke: z.boolean(),
      targetInFrontArc: z.boolean(),
      shootingForTires: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('collision'),
      type: z.enum(match.COLLISION_TYPES),
      vehicleId: vehicleRef,
      /** null: a fixed object too high to drive over. */
      targetId: vehicleRef.nullable(),
      targetSideHit: z.enum(ARMOR_SIDES),
      movingSideHit: z.enum(ARMOR_SIDES),
    })
    .strict(),
  z.object({ kind: z.literal('veer'), vehicleId: vehicleRef }).strict(),
]);

export type CalculatorInput = z.output<typeof calculatorSchema>;
export type CalculatorKind = CalculatorInput['kind'];

const where = z
  .object({
    heat: z.number().int().min(1).max(9),
    turn: z.number().int().min(1).max(999),
    phase: z.union([z.literal(0), phase]),
  })
  .strict();

const resolveInput = z
  .object({
    matchId: id,
    /** The screen's id for this resolution: how it recognises its own rolls after an undo. */
    ref: z.string().min(8).max(64),
    where,
    calculator: calculatorSchema,
    /** The cards of every car the calculator involves (more are ignored). */
    cars: z.array(carStateSchema).min(1).max(24),
    surface: z.enum(car.ROAD_SURFACES),
    dice: typedDice,
  })
  .strict();

export type ResolveInput = z.output<typeof resolveInput>;

const previewInput = resolveInput.omit({ ref: true, dice: true });
export type PreviewInput = z.output<typeof previewInput>;

const carsInput = z
  .object({
    entries: z
      .array(z.object({ vehicleId: id, driverId: id, gunnerId: id.nullable().default(null) }).strict())
      .min(1, { error: 'Put at least one car on the track' })
      .max(24),
  })
  .strict();

const refsInput = z.object({ matchId: id }).strict();

// ---------------------------------------------------------------------------------------------------------------
// Results

/** A number with its parts, as the engine explains it. */
export type Modifier = match.Modifier;

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

/** One step of a resolution: what was rolled (or checked) against what, with every modifier that went in. */
export interface ResolutionStep {
  vehicleId: number | null;
  label: string;
  /** The parts of the target number (a check) or of the total (a table roll). */
  modifiers: Modifier[];
  /** The roll-under target of a check, or null for a table roll. */
  target: number | null;
  rolls: RollRecord[];
  outcome: string;
  tone: 'success' | 'failure' | 'neutral';
  rule: string;
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

export type FlagField = 'engineDry' | 'fuelBonus' | 'damagedCheckThisPhase' | 'lostHandlingToObstacleThisTurn' | 'suspensionBroken' | 'destroyed' | 'outOfHeat';

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

export interface InitiativeOutcome {
  /** Vehicle ids, highest initiative first. */
  order: number[];
  totals: Record<number, number>;
}

export interface Resolution {
  ref: string;
  kind: CalculatorKind;
  title: string;
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

/** Which of the match's resolutions stand: an undo (Ctrl+Z) takes one back, a redo returns it. */
export interface AssistantRefs {
  activeRefs: string[];
}

export const assistantChannels = {
  /** The starting cards of the cars on the track, with every static number explained. */
  'assistant.cars': channel<typeof carsInput, AssistantCarInfo[]>('read', carsInput),
  /** What a calculator will roll against, without rolling. */
  'assistant.preview': channel<typeof previewInput, Preview>('read', previewInput),
  /** Resolve with the league's dice: one journaled operation, its rolls in the dice log (undo restores the counter). */
  'assistant.resolve': channel<typeof resolveInput, Resolution>('write', resolveInput),
  /** Which of the assistant's resolutions of this match stand (the rolls themselves: `dice.log`). */
  'assistant.refs': channel<typeof refsInput, AssistantRefs>('read', refsInput),
};

// ---------------------------------------------------------------------------------------------------------------
// What a change means: the one definition both the screen (applying an outcome) and the service (chaining one
// roll into the next within a resolution) use.

/** A card with one change made (a new object; the input is not touched). */
export function applyChange(state: CarState, change: CardChange): CarState {
  const next: CarState = structuredClone(state);
  switch (change.field) {
    case 'control':
    case 'lastManeuver':
      (next as Record<string, unknown>)[change.field] = change.to;
      return next;
    case 'engineDry':
    case 'fuelBonus':
    case 'damagedCheckThisPhase':
    case 'lostHandlingToObstacleThisTurn':
    case 'suspensionBroken':
    case 'destroyed':
    case 'outOfHeat':
      next[change.field] = change.to;
      return next;
    case 'armor':
      next.armorLoss[change.side] = Math.max(0, next.armorLoss[change.side] + change.add);
      return next;
    case 'ammo': {
      const w = next.weapons.find((x) => x.id === change.weaponId);
      if (w) w.ammo = Math.max(0, w.ammo + change.add);
      return next;
    }
    case 'fired': {
      const w = next.weapons.find((x) => x.id === change.weaponId);
      if (w && !w.firedPhases.includes(change.phase)) w.firedPhases.push(change.phase);
      const c = next.crew.find((x) => x.competitorId === change.competitorId);
      if (c && !c.firedThisTurn.some((f) => f.weaponId === change.weaponId && f.targetId === change.targetId)) c.firedThisTurn.push({ weaponId: change.weaponId, targetId: change.targetId });
      return next;
    }
    case 'wound': {
      const c = next.crew.find((x) => x.competitorId === change.competitorId);
      if (!c) return next;
      c.woundsSuffered += 1;
      if (change.wound === 'flesh') c.fleshWounds += 1;
      if (change.wound === 'out-of-action') c.outOfAction = true;
      return next;
    }
    case 'reroll': {
      const c = next.crew.find((x) => x.competitorId === change.competitorId);
      const list = c ? (change.per === 'turn' ? c.usedTurn : c.usedHeat) : null;
      if (list && !list.includes(change.source)) list.push(change.source);
      return next;
    }
    case 'crewPoints':
    case 'crewCriticals': {
      const c = next.crew.find((x) => x.competitorId === change.competitorId);
      const key = change.field === 'crewPoints' ? 'points' : 'criticalsScored';
      if (c) c[key] = Math.max(0, c[key] + change.add);
      return next;
    }
    default: {
      const value = 'add' in change ? next[change.field] + change.add : change.to;
      // Handling may go below zero; nothing else the card counts can.
      next[change.field] = change.field === 'handling' ? value : Math.max(0, value);
      return next;
    }
  }
}

/** Apply a resolution's effects to the cards they name. */
export function applyEffects(cards: readonly CarState[], effects: readonly CardEffect[]): CarState[] {
  let out = [...cards];
  for (const e of effects) out = out.map((c) => (c.vehicleId === e.vehicleId ? applyChange(c, e.change) : c));
  return out;
}
