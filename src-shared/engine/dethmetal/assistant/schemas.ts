/**
 * The match assistant's schemas (issue 21: the engine's, so its TableDef sits beside them): a car's live card as a
 * heat's start stores it, a calculator's input, a change to a card, the organizer's intents, a resolution as a roll
 * event keeps it, and every event of a match's table (`assistant_events`). Each checks exactly the engine's type (a
 * compile-time check below); the IPC contract re-exports them (ipc/channels/dethmetal/assistant.ts).
 */
import { z } from 'zod';
import { id, safeRecord, uniqueList } from '../../core/fields';
import * as match from '../match';
import { ALL_TALENTS, type TalentName } from '../names';
import { ARMOR_SIDES, CONTROL_STATES, type CardEffect, type CarState, FLAG_FIELDS, NUMERIC_FIELDS } from './state';
import type { CalculatorInput } from './types';

const count = (what: string, max = 999) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(0, { error: `${what} cannot be negative` })
    .max(max);
const signed = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(-99)
    .max(99);

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

/** One car's live card, as a heat's start is stored in the league file (the engine's CarState). */
export const carStateSchema: z.ZodType<CarState> = z
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
    lastManeuver: z
      .object({ kind: z.enum(['turn', 'drift']), side })
      .strict()
      .nullable(),
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
  .strict() as unknown as z.ZodType<CarState>;

const vehicleRef = id;
/** A car on the hex map: axial coordinates of a pointy-topped grid, and the hex-side its front points at. */
const hexPosition = z
  .object({
    q: z.number().int().min(-999).max(999),
    r: z.number().int().min(-999).max(999),
    facing: z.number().int().min(0).max(5).describe('the hex-side its front points at, 0–5 clockwise from east'),
  })
  .strict();
const hazardRoad = z.enum(['debris', 'mud', 'snow', 'ice', 'oil']);

/** What the organizer asks a calculator; every fact the table knows (hexes, sides, choices), nothing the rules decide. */
export const calculatorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('initiative'), vehicleIds: uniqueList(vehicleRef, 'car', { min: 1, max: 24 }) }).strict(),
  z.object({ kind: z.literal('movement'), vehicleId: vehicleRef }).strict(),
  z.object({ kind: z.literal('options'), vehicleId: vehicleRef }).strict(),
  z
    .object({
      kind: z.literal('accelerate'),
      vehicleId: vehicleRef,
      fuelBonus: z.enum(['none', 'carried', 'buy']).describe('the fuel +1: none, carried from an earlier turn, or buy it now (1 fuel point)'),
      secondAttemptWithFuel: z.boolean().describe('spend a fuel point on a second attempt if the first fails'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('decelerate'),
      vehicleId: vehicleRef,
      shed: z.number().int().min(1, { error: 'Shed at least 1 speed' }).max(4).describe('speed points to shed (1 is free; each more needs a check)'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('maneuver'),
      vehicleId: vehicleRef,
      maneuver: z.enum(['turn', 'drift']),
      side,
      /** Hexes moved in a straight line since the last maneuver. */
      hexesStraight: count('Hexes in a straight line', 99).describe('hexes moved in a straight line since the last maneuver (turn mode)'),
      hazardThisOrPreviousMp: z.boolean().describe('the car suffered a hazard in this or the previous MP (+1 maneuver hazard)'),
      /** A road hazard on the hex where the maneuver is made (Part IV › Road Hazards). */
      roadHazard: z
        .object({ kind: hazardRoad, rating: count('Hazard rating', 9).optional().describe("the track's rating; left out: the league default") })
        .strict()
        .nullable()
        .describe('a road hazard on the hex where the maneuver is made, or null'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('hazard'),
      vehicleId: vehicleRef,
      hazard: z.discriminatedUnion('type', [
        z.object({ type: z.literal('road'), road: hazardRoad, rating: count('Hazard rating', 9).optional() }).strict(),
        z
          .object({
            type: z.literal('obstacle'),
            rating: z
              .number()
              .int()
              .min(1, { error: 'An obstacle is rated 1 to 4' })
              .max(4, { error: 'An obstacle rated 5 or more is too high to drive over: resolve a collision' }),
            maneuvering: z.boolean().describe('turning, drifting or out of control on the hex (also a road hazard)'),
          })
          .strict(),
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
      role: z.enum(['driver', 'gunner']).describe('who works the weapon'),
      weaponId: z.string().min(1).max(10).describe("the weapon's id on the card (m1, m2 …)"),
      targetId: vehicleRef,
      /** The target's armor quadrant facing the attacker. */
      sideHit: z.enum(ARMOR_SIDES).describe("the target's armor quadrant facing the attacker"),
      hexes: z.number().int().min(1, { error: 'Range is at least 1 hex' }).max(99).describe("range in hexes, counting the target's hex"),
      smoke: z.boolean().describe('smoke lies on the line of sight (range doubled)'),
      positions: z
        .object({ shooter: hexPosition, target: hexPosition })
        .strict()
        .optional()
        .describe("where the cars stand: the mount's firing arc and the range are checked from them (gaps.md #28, #47)"),
      targetInFrontArc: z
        .boolean()
        .optional()
        .describe("only when positions are unknown: the target is in the shooter's front arc (a driver firing elsewhere takes −1)"),
      shootingForTires: z.boolean().describe('aiming at the tires'),
    })
    .strict()
    .refine((a) => a.positions !== undefined || a.targetInFrontArc !== undefined, {
      error: 'Give the positions (or, when they are unknown, targetInFrontArc)',
      path: ['positions'],
    }),
  z
    .object({
      kind: z.literal('collision'),
      type: z.enum(match.COLLISION_TYPES),
      vehicleId: vehicleRef.describe('the moving vehicle (whose turn it is to move)'),
      /** null: a fixed object too high to drive over. */
      targetId: vehicleRef.nullable().describe('the car hit, or null for a fixed object too high to drive over'),
      targetSideHit: z.enum(ARMOR_SIDES).describe("the target's side struck"),
      movingSideHit: z.enum(ARMOR_SIDES).describe("the moving vehicle's side that struck"),
    })
    .strict(),
  z.object({ kind: z.literal('veer'), vehicleId: vehicleRef }).strict(),
  /** Part V › Oil and Caltrops: the car runs over a caltrops marker (a tire-damage roll at +2; wheel guards no help). */
  z.object({ kind: z.literal('caltrops'), vehicleId: vehicleRef }).strict(),
]);

/** Both ways assignable: the schema checks exactly the engine's type (a field added to one and not the other fails to compile). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _calculatorSchemaIsTheEnginesType: Same<z.output<typeof calculatorSchema>, CalculatorInput> = true;
void _calculatorSchemaIsTheEnginesType;

const numericField = z.enum(NUMERIC_FIELDS as [string, ...string[]]);
const flagField = z.enum(FLAG_FIELDS as [string, ...string[]]);
const crewChange = (field: string, extra: z.ZodRawShape) => z.object({ field: z.literal(field), competitorId: id, ...extra }).strict();

/** One change to one card, as the organizer corrects it or the finishing places score it. */
export const cardEffectSchema: z.ZodType<CardEffect> = z
  .object({
    vehicleId: id,
    change: z.union([
      z.object({ field: numericField, add: signed('Change') }).strict(),
      z.object({ field: numericField, to: signed('Value') }).strict(),
      z.object({ field: flagField, to: z.boolean() }).strict(),
      z.object({ field: z.literal('control'), to: z.enum(CONTROL_STATES) }).strict(),
      z
        .object({
          field: z.literal('lastManeuver'),
          to: z
            .object({ kind: z.enum(['turn', 'drift']), side })
            .strict()
            .nullable(),
        })
        .strict(),
      z.object({ field: z.literal('armor'), side: z.enum(ARMOR_SIDES), add: signed('Armor change') }).strict(),
      z.object({ field: z.literal('ammo'), weaponId: z.string().min(1).max(10), add: signed('Ammunition change') }).strict(),
      z.object({ field: z.literal('fired'), weaponId: z.string().min(1).max(10), phase, competitorId: id, targetId: id }).strict(),
      crewChange('wound', { wound: z.enum(['flesh', 'ignored', 'out-of-action']) }),
      crewChange('reroll', { source: talentName, per: z.enum(['turn', 'heat']) }),
      crewChange('crewPoints', { add: signed('Points') }),
      crewChange('crewCriticals', { add: signed('Criticals') }),
    ]),
    why: z.string().max(300),
    rule: z.string().max(300),
  })
  .strict() as unknown as z.ZodType<CardEffect>;

const heatNumber = z.number({ error: 'The heat must be a number' }).int().min(1, { error: 'Heats are numbered from 1' }).max(9);
const move = z
  .object({
    generated: count('MP', 99).describe("MP spent this phase (within the phase's allowance)"),
    option: z.enum(['extra', 'cancel']).nullable().describe("a driver's option point: one extra MP, or cancel one; null for none"),
  })
  .strict();

/** What the organizer asks of the table: an intent, never a card. */
export const intentSchema = z.discriminatedUnion('kind', [
  /** Start a heat with every crew assigned to it by now. */
  z.object({ kind: z.literal('start-heat'), heat: heatNumber }).strict(),
  /** Throw the heat's rolls away and start it again from the crews assigned now. */
  z
    .object({
      kind: z.literal('restart-heat'),
      heat: heatNumber,
      confirm: z.literal(true, { error: 'Confirm the restart: every roll of the heat is set aside' }),
    })
    .strict(),
  z.object({ kind: z.literal('roll'), calculator: calculatorSchema, apply: z.boolean().default(false) }).strict(),
  /** One operation: the calculator rolled for every car that may take it, each outcome applied. */
  z.object({ kind: z.literal('roll-every-car'), calculator: z.enum(['movement', 'options']) }).strict(),
  z.object({ kind: z.literal('apply'), ref: z.string().min(8).max(64) }).strict(),
  z
    .object({
      kind: z.literal('edit'),
      effects: z.array(cardEffectSchema).min(1, { error: 'Change at least one thing' }).max(100),
      why: z.string().min(1).max(300),
    })
    .strict(),
  z.object({ kind: z.literal('order'), order: uniqueList(id, 'car', { min: 1, max: 24 }) }).strict(),
  z.object({ kind: z.literal('move'), vehicleId: id, move }).strict(),
  z.object({ kind: z.literal('advance') }).strict(),
  z.object({ kind: z.literal('finish'), effects: z.array(cardEffectSchema).max(100), startNext: z.boolean() }).strict(),
]);
export type Intent = z.input<typeof intentSchema>;
export type IntentOut = z.output<typeof intentSchema>;

/** A resolution as the league file keeps it (the payload of a roll event). */
export const resolutionSchema = z
  .object({
    ref: z.string().min(8).max(64),
    kind: z.string().max(20),
    title: z.string(),
    actors: z.array(id),
    steps: z.array(z.any()),
    effects: z.array(cardEffectSchema),
    initiative: z.object({ order: z.array(id), totals: safeRecord(z.string(), z.number()) }).nullable(),
    notes: z.array(z.string()),
    rolls: z.array(z.any()),
    summary: z.string(),
  })
  .strict();

/** Every event the league file keeps for a match's table, one row each (the engine's TableEvent). */
export const tableEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('heat'), heat: heatNumber, restart: z.boolean(), starts: z.array(carStateSchema).max(24) }).strict(),
  z.object({ t: z.literal('roll'), res: resolutionSchema }).strict(),
  z.object({ t: z.literal('apply'), ref: z.string().min(8).max(64) }).strict(),
  z.object({ t: z.literal('edit'), effects: z.array(cardEffectSchema), why: z.string() }).strict(),
  z.object({ t: z.literal('order'), order: z.array(id) }).strict(),
  z.object({ t: z.literal('move'), vehicleId: id, move }).strict(),
  z.object({ t: z.literal('advance') }).strict(),
  z.object({ t: z.literal('finish'), effects: z.array(cardEffectSchema) }).strict(),
]);
