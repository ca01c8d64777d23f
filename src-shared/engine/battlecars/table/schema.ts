/**
 * The battlecars table's schemas (issue 24; the engine's, so its TableDef sits beside them): the intents the page and
 * `league match table` send (a calculator each: speed counters, fire, fire a hand weapon, drop a passive weapon,
 * mines, spikes, a skid, a crash or ram, a bike through a hazard, a pedestrian run over, bail out, commandeer, a
 * correction, end the turn), each resolution with every modifier and die, and the events a match's table stores
 * (`assistant_events`, kinds `bc.*`). An event keeps what the intent left on the table (the vehicles and drivers it
 * touched, whole), so the fold never runs a calculator again: a card type edited after the game does not rewrite it.
 * The IPC contract re-exports them (ipc/channels/battlecars/table.ts).
 */
import { z } from 'zod';
import { id, safeRecord, uniqueList } from '../../core/fields';
import type { Modifier } from '../../core/modifiers';
import { type TableDie, type TableResolution, type TableStep, tableResolutionSchema } from '../../core/tableResolution';
import { cardTypeSchema } from '../cards';
import { designSchema } from '../design';
import { ARMOUR_BLOCKS } from '../match/state';
import { WEAPON_NAMES } from '../tables/weapons';

const vehicle = id;
const flag = z.boolean().default(false);
const range = z
  .number({ error: 'The range is a number of points' })
  .int({ error: 'The range is a whole number of points' })
  .min(0, { error: 'The range cannot be negative' })
  .max(40, { error: 'The range is at most 40 points' });
const speed = z
  .number({ error: 'A speed is a number' })
  .int({ error: 'A speed is a whole number' })
  .min(0, { error: 'A speed cannot be negative' })
  .max(20, { error: 'A speed is at most 20' });
const block = z.enum(ARMOUR_BLOCKS, { error: `The block aimed at is one of ${ARMOUR_BLOCKS.join(', ')}` });
const side = z.enum(['left', 'right'], { error: 'A side is left or right' });
const mountId = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A pod or turret is named by its id on the card, e.g. “podFront”' });

/** What is shot at: a vehicle's armour block, a driver on foot (by the vehicle he started in), or a piece of terrain. */
const target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('vehicle'), vehicle, block }).strict(),
  z.object({ kind: z.literal('pedestrian'), driver: vehicle }).strict(),
  z
    .object({
      kind: z.literal('terrain'),
      piece: z.enum(['tree', 'wreck', 'building'], { error: 'Terrain is a tree, a wreck or a building' }),
      /** Damage markers already on it. */
      markers: z.number().int().min(0).max(16).default(0),
    })
    .strict(),
]);
export type BcTarget = z.output<typeof target>;

const shotModifiers = {
  range,
  /** Fired at a pedestrian or bike from within the same building/trees: -2. */
  sameCover: flag,
  throughSmoke: flag,
};

const fire = z
  .object({
    kind: z.literal('fire'),
    shooter: vehicle,
    /** The pod or turret the counter is fired from (Firing sequence 3: "Choose and discard the appropriate Weapon Counter"). */
    mount: mountId,
    target,
    /** Return fire: one round at a vehicle that fired on the shooter this turn (Firing). */
    returnFire: flag,
    ...shotModifiers,
  })
  .strict();
const handFire = z.object({ kind: z.literal('handFire'), driver: vehicle, target, ...shotModifiers }).strict();
const drop = z.object({ kind: z.literal('drop'), vehicle, mount: mountId }).strict();
/** A vehicle on a point with a passive weapon: `by` is the vehicle that dropped it (a wreck or a kill is credited to it). */
const by = id.optional();
const mines = z.object({ kind: z.literal('mines'), vehicle, by }).strict();
const spikes = z.object({ kind: z.literal('spikes'), vehicle, by, side: side.default('left') }).strict();
const skid = z
  .object({
    kind: z.literal('skid'),
    vehicle,
    corner: z.union([z.literal(45), z.literal(90), z.literal(135), z.literal(180)]).optional(),
    oil: flag,
    smoke: flag,
    spikes: flag,
    driverKilled: flag,
    inTrees: flag,
    /** The side a bike slides over on (gaps.md #19): the side of the corner. */
    side: side.default('left'),
    by,
  })
  .strict();
const collide = z
  .object({
    kind: z.literal('collide'),
    collision: z.enum(['crash', 'headOn', 'side', 'shunt'], { error: 'A collision is a crash, a head-on, side or shunt ram' }),
    rammer: vehicle,
    target: vehicle.optional(),
    targetSide: side.optional(),
    rammerReversing: flag,
    targetReversing: flag,
  })
  .strict();
const bikeHazard = z
  .object({
    kind: z.literal('bikeHazard'),
    vehicle,
    hazard: z.enum(['trees', 'Mines', 'Spikes'], { error: 'The hazard is trees, Mines or Spikes' }),
    by,
    side: side.default('left'),
  })
  .strict();
const runOver = z.object({ kind: z.literal('runOver'), vehicle, driver: vehicle }).strict();
const bailOut = z.object({ kind: z.literal('bailOut'), driver: vehicle, handWeapon: z.string().trim().min(1).max(40).optional() }).strict();
const commandeer = z.object({ kind: z.literal('commandeer'), driver: vehicle, vehicle }).strict();
const speedEntry = z.object({ vehicle, speed, reverse: flag }).strict();
const speeds = z
  .object({
    kind: z.literal('speeds'),
    speeds: uniqueList(speedEntry, 'vehicle', { by: (s) => s.vehicle, field: 'vehicle', min: 1, minError: 'Give at least one speed counter', max: 8 }),
  })
  .strict();
export const BC_CORRECTIONS = ['armour', 'component', 'driver', 'speed'] as const;
const correct = z
  .object({
    kind: z.literal('correct'),
    vehicle,
    change: z.enum(BC_CORRECTIONS, { error: `A correction is to ${BC_CORRECTIONS.join(', ')}` }),
    /** The armour block or component id (armour, component); unused for the driver's hits and the speed. */
    at: z.string().max(40).optional(),
    /** The new count: damage on the block or component, the driver's hits, or the speed. */
    value: z.number().int().min(0).max(20),
    reason: z.string().trim().min(3, { error: 'Say why the card is corrected (3 characters or more)' }).max(200),
  })
  .strict();
const endTurn = z
  .object({
    kind: z.literal('endTurn'),
    /** Smoke Markers on the board: a d8 each, removed on 5+ (Game turn step 4). */
    smokeMarkers: z.number().int().min(0).max(20).default(0),
  })
  .strict();

export const bcIntentSchema = z.discriminatedUnion('kind', [
  speeds,
  fire,
  handFire,
  drop,
  mines,
  spikes,
  skid,
  collide,
  bikeHazard,
  runOver,
  bailOut,
  commandeer,
  correct,
  endTurn,
]);
export type BcIntent = z.output<typeof bcIntentSchema>;
export type BcIntentIn = z.input<typeof bcIntentSchema>;
export type BcIntentKind = BcIntent['kind'];
export const BC_INTENT_KINDS = bcIntentSchema.options.map((o) => o.shape.kind.value) as BcIntentKind[];

/** A calculator's resolution: the core's (engine/core/tableResolution.ts), each step with its modifiers and dice. */
export const bcResolutionSchema = tableResolutionSchema;
export type BcModifier = Modifier;
export type BcDie = TableDie;
export type BcStep = TableStep;
export type BcResolution = TableResolution;

const count = z.number().int().min(0);
const vehicleStateSchema = z
  .object({
    armour: safeRecord(
      z.string().regex(new RegExp(`^(${ARMOUR_BLOCKS.join('|')})$`), { error: `An armour block is one of ${ARMOUR_BLOCKS.join(', ')}` }),
      count,
    ),
    damage: safeRecord(z.string().min(1).max(40), count),
    loads: safeRecord(z.string().min(1).max(40), z.array(z.enum(WEAPON_NAMES))),
  })
  .strict();

/** A vehicle on the table: its card's live state and what this turn allows it. */
export const liveVehicleSchema = z
  .object({
    vehicleId: z.number().int(),
    state: vehicleStateSchema,
    speed: count,
    reverse: z.boolean(),
    /** The fuel tank exploded: "destroying the vehicle". */
    exploded: z.boolean(),
    /** The driver aboard is stunned until the end of the game round (RV 14+). */
    stunned: z.boolean(),
    /** A bike that slid over "cannot fire until next turn". */
    cannotFire: z.boolean(),
    /** Targets fired at this turn ("only fire at 2 different targets … one round at any one target"), as `v12`, `p3`, `t`. */
    firedAt: z.array(z.string()),
    /** Vehicles it returned fire at this turn. */
    returned: z.array(z.number().int()),
    /** Pods it dropped a passive round from this turn (one from each pod a turn). */
    dropped: z.array(z.string()),
    /** Whose act wrecked it (the franchise), once it is a wreck; null: no one else's. */
    wreckedBy: z.number().int().nullable(),
    wrecked: z.boolean(),
  })
  .strict();
export type LiveVehicle = z.output<typeof liveVehicleSchema>;

/** A player's driver (keyed by the vehicle he started in): aboard a vehicle, on foot, or dead. */
export const liveDriverSchema = z
  .object({
    driver: z.number().int(),
    /** Hits taken ("dead after three points of damage"; they stay with the pedestrian). */
    hits: count,
    status: z.enum(['aboard', 'onFoot', 'dead']),
    /** The vehicle he is in (aboard), or null. */
    in: z.number().int().nullable(),
    hand: z.object({ name: z.string(), ammo: count }).strict().nullable(),
    /** Whose act killed him (the franchise); null: no one else's. */
    killedBy: z.number().int().nullable(),
    /** The number of the event he died in: the order the players went out in. */
    diedAt: z.number().int().nullable(),
  })
  .strict();
export type LiveDriver = z.output<typeof liveDriverSchema>;

/** A vehicle as the game starts: its design and card type are kept, so a later refit or card edit does not rewrite the game. */
const startVehicleSchema = z
  .object({
    vehicleId: z.number().int(),
    franchiseId: z.number().int(),
    name: z.string(),
    driverName: z.string(),
    competitorId: z.number().int().nullable(),
    design: designSchema,
    card: cardTypeSchema,
  })
  .strict();
export type BcStartVehicle = z.output<typeof startVehicleSchema>;

/** One stored event of the table (`assistant_events.payload`), checked on every write and every read. */
export const bcEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('start'), vehicles: z.array(startVehicleSchema).min(2).max(8) }).strict(),
  z
    .object({
      t: z.literal('act'),
      intent: bcIntentSchema,
      resolution: bcResolutionSchema,
      /** What the intent left on the table: each vehicle and driver it touched, whole, and the turn after it. */
      after: z.object({ vehicles: z.array(liveVehicleSchema), drivers: z.array(liveDriverSchema), turn: z.number().int().min(1) }).strict(),
    })
    .strict(),
]);
export type BcEvent = z.output<typeof bcEventSchema>;
