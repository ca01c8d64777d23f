/**
 * The Dirty Wheels table's schemas (issue 21: the engine's, so its TableDef sits beside them): the intents the page
 * and `league` send (roll initiative, shoot, ram, a test, an upgrade, a correction, end the turn), each resolution
 * with every modifier and die, and the events a match's table stores (`assistant_events`, kinds `dw.*`) and folds
 * into fresh live cards (gaps.md #9). The IPC contract re-exports them (ipc/channels/dirtywheels/table.ts).
 */
import { z } from 'zod';
import { id, uniqueList } from '../../core/fields';
import { carDesignSchema, driverSchema } from '../design';
import { MANOEUVRE_NAMES } from '../tables';

const car = id;
const inches = (what: string) =>
  z
    .number({ error: `${what} is a number of inches` })
    .min(0, { error: `${what} cannot be negative` })
    .max(200, { error: `${what} is at most 200"` });
const flag = z.boolean().default(false);

const shoot = z
  .object({
    kind: z.literal('shoot'),
    shooter: car,
    /** Index into the shooter's weapons, as its card lists them. */
    weapon: z.number().int().min(0).max(5),
    target: car,
    distance: inches('The distance'),
    /** The target is directly in front of the shooter: a fixed weapon fires only then (Shooting). */
    targetInFront: z.boolean().default(true),
    bumpy: flag,
    facingBrightLights: flag,
    /** A Trigger happy driver's additional shooting this turn. */
    extraShot: flag,
  })
  .strict();
const ram = z
  .object({
    kind: z.literal('ram'),
    rammer: car,
    target: car,
    /** Inches of movement the rammer had left when it touched the target: both cars move on 1/3 of it (Ramming). */
    remaining: inches('The remaining movement').optional(),
    /** The rammer was reversing: each inch backwards counts as two (The Rules; gaps.md #38). */
    backwards: flag,
  })
  .strict();
const manoeuvre = z
  .object({ kind: z.literal('manoeuvre'), car, manoeuvre: z.enum(MANOEUVRE_NAMES, { error: `One of ${MANOEUVRE_NAMES.join(', ')}` }), mud: flag })
  .strict();
const shock = z.object({ kind: z.literal('shock'), car }).strict();
const initiative = z.object({ kind: z.literal('initiative') }).strict();
const endTurn = z.object({ kind: z.literal('endTurn') }).strict();
const gunner = z.object({ kind: z.literal('gunner'), car, target: car, aimAt: z.enum(['tires', 'driver']), distance: inches('The distance') }).strict();
const harpoon = z.object({ kind: z.literal('harpoon'), car, target: car }).strict();
const engine = z.object({ kind: z.literal('engine'), car }).strict();
/** A measurement, no dice: how far a car may move this activation, in segments, reversing, or dragged by a harpoon. */
const move = z
  .object({
    kind: z.literal('move'),
    car,
    mud: flag,
    /** Speed demon: "May move an extra 4" instead of firing". */
    speedDemon: flag,
    /** Inches of an Experimental engine boost already rolled this activation. */
    boost: z.number().int().min(0).max(6).default(0),
    /** Inches left when a harpoon's tether went taut: the rest is halved (Car upgrades › Harpoon). */
    dragRemaining: inches('The remaining movement').optional(),
  })
  .strict();
export const CORRECTIONS = ['damage', 'speed-loss', 'initiative-loss', 'destroyed'] as const;
const correct = z
  .object({
    kind: z.literal('correct'),
    car,
    change: z.enum(CORRECTIONS),
    /** Damage points, inches of speed, or points of initiative (ignored for `destroyed`). */
    amount: z.number().int().min(0).max(20).default(1),
    reason: z.string().trim().min(3, { error: 'Say why the card is corrected (3 characters or more)' }).max(200),
  })
  .strict();

/** A list of the match's cars: each car once in what is asked now (issue 19 #4), as played in what is stored. */
type CarList = (options: { min?: number; minError?: string; max: number }) => z.ZodType<number[]>;
const eachCarOnce: CarList = (o) => uniqueList(car, 'car', o);
const asStored: CarList = (o) => {
  const list = z.array(car).max(o.max);
  return o.min === undefined ? list : list.min(o.min, { error: o.minError });
};

/**
 * The intents, with their lists of cars made by `cars`. A league file played before duplicates were refused keeps
 * its events readable: a stored event is the game as it was played (its outcomes are what the table applied).
 */
function intentsWith(cars: CarList) {
  const destruction = z
    .object({ kind: z.literal('destruction'), car, within3: cars({ max: 24 }).default([]) })
    .strict()
    .refine((v) => !v.within3.includes(v.car), { error: 'A car does not catch its own explosion', path: ['within3'] });
  const pipeBombs = z.object({ kind: z.literal('pipeBombs'), car, targets: cars({ min: 1, minError: 'Pick the cars behind it within 6"', max: 24 }) }).strict();
  return z.discriminatedUnion('kind', [initiative, shoot, ram, manoeuvre, shock, destruction, gunner, pipeBombs, harpoon, engine, move, correct, endTurn]);
}

/** What the page asks the table: every list of cars names each car once. */
export const dwIntentSchema = intentsWith(eachCarOnce);
const storedIntentSchema = intentsWith(asStored);
export type DwIntent = z.output<typeof dwIntentSchema>;
export type DwIntentIn = z.input<typeof dwIntentSchema>;
export type DwIntentKind = DwIntent['kind'];

const modifierSchema = z.object({ label: z.string(), value: z.number(), rule: z.string() }).strict();
export type DwModifier = z.infer<typeof modifierSchema>;

/** One die as the table rolled it: what it was for, what it showed, and (for an attack or a test) its total and verdict. */
const dieSchema = z
  .object({
    seq: z.number().int(),
    notation: z.string(),
    purpose: z.string(),
    faces: z.array(z.number()),
    value: z.number(),
    mode: z.enum(['app', 'manual']),
    total: z.number().nullable(),
    ok: z.boolean().nullable(),
    decided: z.string().nullable(),
    rerolled: z.boolean(),
  })
  .strict();
export type DwDie = z.infer<typeof dieSchema>;

/** One part of a resolution: a set of attacks, a test, a roll; every number that went into it. */
const stepSchema = z
  .object({
    label: z.string(),
    /** How many dice, and why (attacks of a weapon, armour difference, D3+2…). */
    count: z
      .object({ text: z.string(), parts: z.array(modifierSchema) })
      .strict()
      .nullable(),
    /** Added to each die. */
    modifiers: z.array(modifierSchema),
    /** What a die must reach: "over 4" (attacks) or "4+" (tests), with its parts. */
    target: z
      .object({ text: z.string(), parts: z.array(modifierSchema) })
      .strict()
      .nullable(),
    dice: z.array(dieSchema),
    /** A distance the rules compute without dice (a ram's continued movement): its sum, with its parts. */
    measure: z
      .object({ text: z.string(), parts: z.array(modifierSchema) })
      .strict()
      .optional(),
    result: z.string(),
  })
  .strict();
export type DwStep = z.infer<typeof stepSchema>;

export const dwResolutionSchema = z
  .object({ title: z.string(), rule: z.string(), steps: z.array(stepSchema), outcome: z.string(), notes: z.array(z.string()) })
  .strict();
export type DwResolution = z.infer<typeof dwResolutionSchema>;

const cardOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('damage'), car: z.string(), amount: z.number().int().min(0), by: z.string().optional(), source: z.string() }).strict(),
  z.object({ kind: z.literal('speed-loss'), car: z.string(), inches: z.number().int(), source: z.string() }).strict(),
  z.object({ kind: z.literal('destroyed'), car: z.string(), by: z.string().optional(), source: z.string() }).strict(),
  z
    .object({ kind: z.literal('destruction-roll'), car: z.string(), result: z.enum(['wreck', 'explodes', 'rolls-then-explodes', 'drives-on-then-explodes']) })
    .strict(),
  z.object({ kind: z.literal('initiative-loss'), car: z.string(), amount: z.number().int(), lasts: z.enum(['rest-of-game', 'next-round']) }).strict(),
  z.object({ kind: z.literal('harpoon-fired'), car: z.string() }).strict(),
  z.object({ kind: z.literal('turn-ended') }).strict(),
]);

/** An attack made at the table this turn, for the shock round: who was its target, and whether it was a ram. */
const attackSchema = z.object({ by: z.number().int(), on: z.number().int(), ram: z.boolean() }).strict();
const orderSchema = z.array(
  z.object({ vehicleId: z.number().int(), total: z.number(), modifiers: z.array(modifierSchema), rollOffs: z.array(z.number()) }).strict(),
);

/** The cars as they started the game: their design and driver are kept, so a later refit does not rewrite a played game. */
const startCarSchema = z
  .object({ vehicleId: z.number().int(), franchiseId: z.number().int(), name: z.string(), design: carDesignSchema, driver: driverSchema })
  .strict();

/** One stored event of the table (`assistant_events.payload`), checked on every write and every read. */
export const dwEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('start'), cars: z.array(startCarSchema).min(1) }).strict(),
  z
    .object({
      t: z.literal('act'),
      intent: storedIntentSchema,
      resolution: dwResolutionSchema,
      /** The card changes, with car ids as the vehicle ids' text. */
      outcomes: z.array(cardOutcomeSchema),
      attacks: z.array(attackSchema),
      order: orderSchema.nullable(),
    })
    .strict(),
]);
export type DwEvent = z.output<typeof dwEventSchema>;
export type DwStartCar = z.output<typeof startCarSchema>;
export type DwOrder = z.output<typeof orderSchema>;
