/**
 * The race-combat table's schemas (issue 25; the engine's, so its TableDef sits beside them): the intents the page and
 * `league match table` send (a calculator each: set a gear, shoot (reaction fire too), a hit's effects, lose a weapon,
 * drop a weapon, a car entering a dropped weapon, smoke, a ram or sideswipe, the rammer's movement, a crew hit,
 * retire, a correction, the finishing order, the next race, end the turn), each resolution with every modifier and
 * die, and the events a meeting's table stores (`assistant_events`, kinds `rc.*`). An event keeps what the intent left
 * on the table (the cars it touched, whole), so the fold never runs a calculator again.
 * The IPC contract re-exports them (ipc/channels/racecombat/table.ts).
 */
import { z } from 'zod';
import { id, safeRecord, uniqueList } from '../../core/fields';
import type { Modifier } from '../../core/modifiers';
import { type TableDie, type TableResolution, type TableStep, tableResolutionSchema } from '../../core/tableResolution';
import { designSchema } from '../design';
import { COMPONENTS, FACINGS } from '../tables/weapons';

const car = id;
const flag = z.boolean().default(false);
const gear = z
  .number({ error: 'A gear is a number, 1 to 6' })
  .int({ error: 'A gear is a whole number, 1 to 6' })
  .min(1, { error: 'A gear is 1st to 6th' })
  .max(6, { error: 'A gear is 1st to 6th' });
const mountId = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'A weapon is named by its id on the car, e.g. “frontMg”' });
const aim = z.enum(['body', 'tyres', 'turret'], { error: 'A shot aims at the body, the tyres or the turret' });
const reason = z.string().trim().min(3, { error: 'Say why (3 characters or more)' }).max(200);

const setGear = z.object({ kind: z.literal('gear'), car, gear }).strict();
const shoot = z
  .object({
    kind: z.literal('shoot'),
    firer: car,
    /** Who fires: the driver, or the gunner ("may fire another weapon (or set) at any time in the turn"). */
    by: z.enum(['driver', 'gunner'], { error: 'The driver or the gunner fires' }).default('driver'),
    weapon: mountId,
    target: car,
    aim: aim.default('body'),
    /** The firer's arc the target is in (Fire arcs); a turret covers all four. */
    arc: z.enum(FACINGS, { error: `The arc is one of ${FACINGS.join(', ')}` }),
    rangeInches: z.number({ error: 'The range is a number of inches' }).positive({ error: 'A range is more than 0 inches' }).max(48),
    adjoining: flag,
    firerCorner: flag,
    firerManoeuvred: flag,
    weather: z.enum(['dry', 'changeable', 'temporary-rain', 'rain'], { error: 'The weather is dry, changeable, temporary-rain or rain' }).default('dry'),
    smokeSquares: z.number().int().min(0).max(10).default(0),
    /** Fired out of the firer's turn at a target that moved or acted: -2 (Reaction Fire). */
    reaction: flag,
  })
  .strict();
const hit = z.object({ kind: z.literal('hit'), car, aim: aim.default('body'), damage: z.number().int().min(1).max(20), by: car.optional() }).strict();
const loseWeapon = z.object({ kind: z.literal('loseWeapon'), car, weapon: mountId }).strict();
const drop = z.object({ kind: z.literal('drop'), car, weapon: mountId }).strict();
const enterDropped = z
  .object({
    kind: z.literal('enterDropped'),
    car,
    weapon: z.enum(['mines', 'spikes', 'oil'], { error: 'A car runs over mines, spikes or oil' }),
    /** Oil only: in a corner (-4) or manoeuvring on a straight (-2). */
    oil: z.enum(['corner', 'straightManoeuvre'], { error: 'Oil is met in a corner or manoeuvring on a straight' }).optional(),
    /** The car that dropped it (credited with an elimination). */
    by: car.optional(),
  })
  .strict();
const smoke = z.object({ kind: z.literal('smoke'), clouds: z.number().int().min(1).max(20).default(1) }).strict();
const ram = z
  .object({
    kind: z.literal('ram'),
    rammer: car,
    target: car,
    ram: z.enum(['rear-end', 'sideswipe'], { error: 'A ram is rear-end or sideswipe' }),
    atTrackEdge: flag,
  })
  .strict();
const rammerMovement = z.object({ kind: z.literal('rammerMovement'), rammer: car, target: car, movementLeft: z.number().int().min(0).max(40) }).strict();
const crewHit = z.object({ kind: z.literal('crewHit'), car, who: z.enum(['driver', 'gunner']), by: car.optional() }).strict();
const retire = z.object({ kind: z.literal('retire'), car, reason }).strict();
export const RC_CORRECTIONS = ['wear', 'bodyArmour', 'tyreArmour', 'turretArmour', 'driverHits', 'gunnerHits', 'ammunition', 'gear'] as const;
const correct = z
  .object({
    kind: z.literal('correct'),
    car,
    change: z.enum(RC_CORRECTIONS, { error: `A correction is to ${RC_CORRECTIONS.join(', ')}` }),
    /** The component (wear) or weapon id (ammunition); unused otherwise. */
    at: z.string().max(40).optional(),
    value: z.number().int().min(0).max(60),
    reason,
  })
  .strict();
const finishRace = z
  .object({
    kind: z.literal('finishRace'),
    /** The cars still racing, in the order they crossed the line (the board's movement is the players'). */
    order: uniqueList(car, 'car', { max: 32 }),
  })
  .strict();
const nextRace = z.object({ kind: z.literal('nextRace') }).strict();
const endTurn = z.object({ kind: z.literal('endTurn'), lap: z.number().int().min(1).max(200).optional() }).strict();

export const rcIntentSchema = z.discriminatedUnion('kind', [
  setGear,
  shoot,
  hit,
  loseWeapon,
  drop,
  enterDropped,
  smoke,
  ram,
  rammerMovement,
  crewHit,
  retire,
  correct,
  finishRace,
  nextRace,
  endTurn,
]);
export type RcIntent = z.output<typeof rcIntentSchema>;
export type RcIntentIn = z.input<typeof rcIntentSchema>;
export type RcIntentKind = RcIntent['kind'];
export const RC_INTENT_KINDS = rcIntentSchema.options.map((o) => o.shape.kind.value) as RcIntentKind[];

/** A calculator's resolution: the core's (engine/core/tableResolution.ts), each step with its modifiers and dice. */
export const rcResolutionSchema = tableResolutionSchema;
export type RcModifier = Modifier;
export type RcDie = TableDie;
export type RcStep = TableStep;
export type RcResolution = TableResolution;

const count = z.number().int().min(0);
export const carStateSchema = z
  .object({
    wear: z.object(Object.fromEntries(COMPONENTS.map((c) => [c, count])) as Record<(typeof COMPONENTS)[number], typeof count>).strict(),
    bodyArmour: count,
    tyreArmour: count,
    turretArmour: count.nullable(),
    driverHits: count,
    gunnerHits: count,
    weapons: z.array(mountId),
    dropped: z.array(mountId),
    ammunition: safeRecord(mountId, count),
    weaponHitsToChoose: count,
  })
  .strict();

/** When and why a car went out of a race, and whose act put it out (a car id; null: its own doing). */
const outSchema = z.object({ race: z.number().int().min(1), lap: count, turn: count, act: count, why: z.string(), by: z.number().int().nullable() }).strict();
export type CarOut = z.output<typeof outSchema>;

/** A car on the table: its live card, its gear, what it did this turn, and whether it is out of the race. */
export const liveCarSchema = z
  .object({
    vehicleId: z.number().int(),
    state: carStateSchema,
    /** Null until its gear is set this race. */
    gear: gear.nullable(),
    firedWeapons: z.array(mountId),
    firedBy: z.array(z.enum(['driver', 'gunner'])),
    /** Spun out on oil: no combat until it has moved off (cleared at the end of the turn). */
    spun: z.boolean(),
    out: outSchema.nullable(),
  })
  .strict();
export type LiveCar = z.output<typeof liveCarSchema>;

/** A race of the meeting once its finishing order is typed: the classified cars in order, then the cars out, later first. */
export const finishedRaceSchema = z.object({ race: z.number().int().min(1), order: z.array(z.number().int()), out: z.array(z.number().int()) }).strict();
export type FinishedRace = z.output<typeof finishedRaceSchema>;

/** A car as the meeting starts: its design and crew are kept, so a later refit does not rewrite the meeting. */
const startCarSchema = z
  .object({
    vehicleId: z.number().int(),
    franchiseId: z.number().int(),
    name: z.string(),
    driverName: z.string(),
    driverId: z.number().int(),
    gunnerName: z.string().nullable(),
    gunnerId: z.number().int().nullable(),
    design: designSchema,
  })
  .strict();
export type RcStartCar = z.output<typeof startCarSchema>;

const clockSchema = z.object({ race: z.number().int().min(1), lap: z.number().int().min(1), turn: z.number().int().min(1) }).strict();
export type RcClock = z.output<typeof clockSchema>;

/** One stored event of the table (`assistant_events.payload`), checked on every write and every read. */
export const rcEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('start'), cars: z.array(startCarSchema).min(2).max(32) }).strict(),
  z
    .object({
      t: z.literal('act'),
      intent: rcIntentSchema,
      resolution: rcResolutionSchema,
      /** What the intent left: each car it touched, whole; the clock after it; the race it finished, if any. */
      after: z.object({ cars: z.array(liveCarSchema), clock: clockSchema, finished: finishedRaceSchema.nullable() }).strict(),
    })
    .strict(),
]);
export type RcEvent = z.output<typeof rcEventSchema>;
