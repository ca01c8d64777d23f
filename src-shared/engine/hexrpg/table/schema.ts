/**
 * The hex RPG table's schemas (issue 26; the engine's, so its TableDef sits beside them): the intents the page and
 * `league match table` send (a calculator each of the engine's index: turn order, a move on foot with its fatigue, a
 * vehicle's turn with its turning and fuel and skill rolls, weapon combat, weaponless combat and grappling, bashing,
 * the game of chicken and the ram, vehicle weapons, a critical hit, dying, bailing out and boarding, a correction, the
 * end of the turn), each resolution with every modifier and die, and the events a session's table stores
 * (`assistant_events`, kinds `hx.*`). An event keeps what the intent left on the table (the characters and vehicles it
 * touched, whole), so the fold never runs a calculator again. The IPC contract re-exports them
 * (ipc/channels/hexrpg/table.ts). People are named by their person id, vehicles by their vehicle id.
 */
import { z } from 'zod';
import { id } from '../../core/fields';
import type { Modifier } from '../../core/modifiers';
import { type TableDie, type TableResolution, type TableStep, tableResolutionSchema } from '../../core/tableResolution';
import { characterSchema, vehicleSchema } from '../design';
import { VEHICLE_KINDS } from '../sections';
import { POSITIONS } from '../tables/combat';
import { WEAPON_IDS } from '../tables/damage';

const person = id;
const vehicle = id;
const flag = z.boolean().default(false);
const hexes = (what: string) =>
  z
    .number({ error: `${what} is a number of hexes` })
    .int({ error: `${what} is a whole number of hexes` })
    .min(0, { error: `${what} cannot be negative` })
    .max(13, { error: `${what} is at most 13 hexes (the Skill and Fuel Table stops there)` });

/** 1. Turns and order: who acts first this turn, of everyone not dead (no dice). */
const order = z.object({ kind: z.literal('order') }).strict();
/** 2a. A character on foot moves this turn at a pace (or rests): fatigue once it has set in. */
export const MOVE_PACES = ['walk', 'run', 'sprint', 'rest'] as const;
const move = z.object({ kind: z.literal('move'), person, pace: z.enum(MOVE_PACES, { error: `A pace is one of ${MOVE_PACES.join(', ')}` }) }).strict();
/** 2b-2g. A vehicle's turn: the turns beyond the allowed number as it made them, then the fuel and skill roll at its end. */
const drive = z
  .object({
    kind: z.literal('drive'),
    vehicle,
    hexes: hexes('The hexes moved'),
    turnsMade: z.number().int().min(0, { error: 'Turns made cannot be negative' }).max(60, { error: 'Turns made is at most 60' }).default(0),
  })
  .strict();
/** 3b. Weapon combat: a character's weapon at a person. */
const attack = z
  .object({
    kind: z.literal('attack'),
    attacker: person,
    target: person,
    weapon: z.enum(WEAPON_IDS, { error: `A weapon is one of the damage table's: ${WEAPON_IDS.join(', ')}` }),
    targetHexes: hexes('The hexes the target moves').default(0),
    attackerHexes: hexes('The hexes the attacker moves').default(0),
    alongside: flag,
    /** The weapon is mounted on a vehicle of this kind (3b's mounted modifiers). */
    mountedOn: z.enum(VEHICLE_KINDS, { error: 'A weapon is mounted on a bike, a car or a warcar' }).optional(),
  })
  .strict();
/** 3c. Weaponless combat (fists) or grappling. */
const fight = z.object({ kind: z.literal('fight'), attacker: person, target: person, grapple: flag }).strict();
/** 3d. Bashing: the basher's vehicle into the victim's. */
const bash = z.object({ kind: z.literal('bash'), basher: vehicle, victim: vehicle }).strict();
export const CHICKEN_CHOICES = ['hold', 'jump', 'swerve'] as const;
const plan = z
  .array(z.enum(CHICKEN_CHOICES, { error: `Each answer is ${CHICKEN_CHOICES.join(', ')}` }))
  .max(6, { error: 'A driver is asked six times' })
  .default([]);
/** 3d. Ramming as the game of chicken between two vehicles: each driver's answers, each vehicle's straight run. */
const chickenSide = z.object({ vehicle, plan, straightHexes: z.number().int().min(0).max(100).default(0) }).strict();
const chicken = z
  .object({ kind: z.literal('chicken'), sides: z.tuple([chickenSide, chickenSide], { error: 'The game of chicken is played by two vehicles' }) })
  .strict()
  .refine((c) => c.sides[0].vehicle !== c.sides[1].vehicle, { error: 'A vehicle cannot play chicken with itself', path: ['sides', 1, 'vehicle'] });
/** 3d. Weapon Usage: a weapon on a vehicle's controls at a vehicle or a person. */
const shotTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('vehicle'), vehicle }).strict(),
  z.object({ kind: z.literal('person'), person }).strict(),
]);
const shoot = z
  .object({
    kind: z.literal('shoot'),
    vehicle,
    weapon: z.string().trim().min(1, { error: 'Name the weapon on the vehicle' }).max(60),
    target: shotTarget,
    /** Left out: the weapon's mounted position as its design stores it (gaps.md #35). */
    from: z.enum(POSITIONS, { error: `A shot is from a ${POSITIONS.join(', ')} position` }).optional(),
  })
  .strict();
/** 3e. A critical hit the referee calls for (the ram's automatic one is rolled by the ram itself). */
const critical = z.object({ kind: z.literal('critical'), target: shotTarget }).strict();
/** 3e. Dying: a player-character at 0 HP rolls his time. */
const dying = z
  .object({
    kind: z.literal('dying'),
    person,
    treatedBy: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Treated within 15 minutes by medical skill 1 or 2, or 0' }).default(0),
  })
  .strict();
/** 2e/3d. Getting out of a vehicle (jumping out of a moving one: d20, never below 1 HP). */
const bailOut = z.object({ kind: z.literal('bailOut'), person, jump: flag }).strict();
/** 2e. Getting into a vehicle (a seat free): a driver who bailed out may drive another (gaps.md #19). */
export const SEATS = ['driver', 'passenger'] as const;
const board = z.object({ kind: z.literal('board'), person, vehicle, seat: z.enum(SEATS, { error: 'A seat is the driver’s or a passenger’s' }) }).strict();
export const HX_CORRECTIONS = ['hp', 'status', 'fuel', 'vehicleHp'] as const;
export const PERSON_STATUSES = ['up', 'unconscious', 'dying', 'dead'] as const;
const correct = z
  .object({
    kind: z.literal('correct'),
    target: shotTarget,
    change: z.enum(HX_CORRECTIONS, { error: `A correction is to ${HX_CORRECTIONS.join(', ')}` }),
    /** The new number (hp, fuel, vehicleHp), or for `status` 0 up, 1 unconscious, 2 dying, 3 dead. */
    value: z.number().int().min(0).max(2000),
    reason: z.string().trim().min(3, { error: 'Say why the card is corrected (3 characters or more)' }).max(200),
  })
  .strict();
const endTurn = z.object({ kind: z.literal('endTurn') }).strict();

export const hxIntentSchema = z.discriminatedUnion('kind', [
  order,
  move,
  drive,
  attack,
  fight,
  bash,
  chicken,
  shoot,
  critical,
  dying,
  bailOut,
  board,
  correct,
  endTurn,
]);
export type HxIntent = z.output<typeof hxIntentSchema>;
export type HxIntentIn = z.input<typeof hxIntentSchema>;
export type HxIntentKind = HxIntent['kind'];
export const HX_INTENT_KINDS = hxIntentSchema.options.map((o) => o.shape.kind.value) as HxIntentKind[];

/** A calculator's resolution: the core's (engine/core/tableResolution.ts), each step with its modifiers and dice. */
export const hxResolutionSchema = tableResolutionSchema;
export type HxModifier = Modifier;
export type HxDie = TableDie;
export type HxStep = TableStep;
export type HxResolution = TableResolution;

const count = z.number().int().min(0);
/** A critical hit on a person as it stands: its effect, its words, how long it lasts (null count: permanent). */
const personCriticalSchema = z
  .object({
    effect: z.string(),
    text: z.string(),
    unit: z.enum(['turns', 'minutes', 'days', 'weeks', 'permanent']).nullable(),
    /** Turns, minutes, days or weeks left; null: permanent or no longevity. */
    left: count.nullable(),
  })
  .strict();
export type LivePersonCritical = z.infer<typeof personCriticalSchema>;

/** A character at the table. */
export const livePersonSchema = z
  .object({
    personId: z.number().int(),
    hp: count,
    status: z.enum(PERSON_STATUSES),
    /** The vehicle he is in and his seat, or on foot. */
    in: z.number().int().nullable(),
    seat: z.enum(SEATS).nullable(),
    criticals: z.array(personCriticalSchema),
    /** 2a. Turns run (1 each) and sprinted (2 each) so far: fatigue sets in at 2 × MUSC (gaps.md #30). */
    exertion: count,
    fatiguePenalty: count,
    /** Turns he cannot rise after collapsing (d4), or unconscious (d100). */
    downTurns: count,
    /** Dying: minutes left to reach a medic of level 3. */
    dyingMinutes: count.nullable(),
    /** Held in a grapple: by whom, how strongly. */
    heldBy: z
      .object({ person: z.number().int(), strength: z.enum(['minimal', 'average', 'maximal']) })
      .strict()
      .nullable(),
    /** Whose act killed him (the gang), and who. */
    killedBy: z.object({ franchiseId: z.number().int(), person: z.number().int() }).strict().nullable(),
  })
  .strict();
export type LivePerson = z.output<typeof livePersonSchema>;

/** A vehicle at the table. */
export const liveVehicleSchema = z
  .object({
    vehicleId: z.number().int(),
    hp: count,
    fuel: count,
    /** Hexes of movement lost to criticals (speed reduced). */
    speedLoss: count,
    stallTurns: count,
    leakPerTurn: count,
    /** 1-10: 10% of hits hit the person from now on. */
    exposed: z.boolean(),
    /** 84-90: a control roll each turn. */
    controlEachTurn: z.boolean(),
    criticals: z.array(z.object({ effect: z.string(), text: z.string() }).strict()),
    /** Stopped working for good (dies, explodes, or 0 HP). */
    wrecked: z.boolean(),
  })
  .strict();
export type LiveVehicle = z.output<typeof liveVehicleSchema>;

/** A character as the session starts: his sheet kept, so a later edit does not rewrite the session. */
const startPersonSchema = z
  .object({
    personId: z.number().int(),
    franchiseId: z.number().int(),
    character: characterSchema,
    /** HP as he came to the session (between sessions he may not be healed fully). */
    hp: count,
    in: z.number().int().nullable(),
    seat: z.enum(SEATS).nullable(),
  })
  .strict();
export type HxStartPerson = z.output<typeof startPersonSchema>;
const startVehicleSchema = z
  .object({
    vehicleId: z.number().int(),
    franchiseId: z.number().int(),
    vehicle: vehicleSchema,
    /** HP as it came to the session. */
    hp: count,
  })
  .strict();
export type HxStartVehicle = z.output<typeof startVehicleSchema>;

/** One stored event of the table (`assistant_events.payload`), checked on every write and every read. */
export const hxEventSchema = z.discriminatedUnion('t', [
  z
    .object({
      t: z.literal('start'),
      /** Every gang of the session, even one with no one left to field: each has its outcome. */
      gangs: z.array(z.number().int()).min(1).max(64),
      people: z.array(startPersonSchema).min(1).max(200),
      vehicles: z.array(startVehicleSchema).max(200),
    })
    .strict(),
  z
    .object({
      t: z.literal('act'),
      intent: hxIntentSchema,
      resolution: hxResolutionSchema,
      /** What the intent left on the table: each character and vehicle it touched, whole, and the turn after it. */
      after: z.object({ people: z.array(livePersonSchema), vehicles: z.array(liveVehicleSchema), turn: z.number().int().min(1) }).strict(),
    })
    .strict(),
]);
export type HxEvent = z.output<typeof hxEventSchema>;
