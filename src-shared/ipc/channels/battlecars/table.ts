/**
 * The battlecars table of one match (issue 24).
 *
 * What the page sends and gets:
 * - `bcTable.state {matchId}` → `BcTableState`: each player with his vehicles' live cards (armour per block, damage
 *   per component, counters left in each pod and turret, speed, stunned, slid over, wrecked), his driver (hits,
 *   aboard, on foot with a hand weapon, dead), the turn, the log of resolutions, and the result: `playing`, or `over`
 *   with `outcome`, the teams' placings and stats ready for `match.recordOutcome` (its preview, commit and undo are
 *   the core's).
 * - `bcTable.preview {matchId, intent}` → `BcResolution`: every modifier of the calculator on the table as it stands,
 *   the dice still to roll, nothing written; a refusal names the rule (a conflict at its field under `intent`).
 * - `bcTable.act {matchId, intent, dice?}` → `{ state, resolution }`: the intent resolved with the league's dice
 *   (typed in manual mode: every die of the roll in `dice`, each checked against 1–8, or `dice-needed`), stored as
 *   one operation: one Ctrl+Z takes it back with its dice.
 * - The odds before the roll: the core's `table.odds {matchId, calc: intent}`; the log and the dice: `table.log`, `table.dice`.
 *
 * Intents (`BcIntentIn`, kind first): speeds, fire, handFire, drop, mines, spikes, skid, collide, bikeHazard, runOver,
 * bailOut, commandeer, correct, endTurn. Vehicles are named by their vehicle id; a driver by the vehicle he started in.
 * The schemas are the engine's (engine/battlecars/table/schema.ts), re-exported here.
 */
import { z } from 'zod';
import { type CardType, type HandWeapon, table as bc } from '../../../engine/battlecars';
import { channel } from '../../channel';
import { id, typedDice } from '../../fields';

export const bcIntentSchema = bc.bcIntentSchema;
export const bcEventSchema = bc.bcEventSchema;
export const BC_INTENT_KINDS = bc.BC_INTENT_KINDS;
export const BC_CORRECTIONS = bc.BC_CORRECTIONS;
export type BcIntent = bc.BcIntent;
export type BcIntentIn = bc.BcIntentIn;
export type BcIntentKind = bc.BcIntentKind;
export type BcResolution = bc.BcResolution;
export type BcStep = bc.BcStep;
export type BcDie = bc.BcDie;
export type BcModifier = bc.BcModifier;
export type BcEvent = bc.BcEvent;
export type BcTarget = bc.BcTarget;

export interface BcVehicleView extends bc.LiveVehicle {
  franchiseId: number;
  name: string;
  /** The card type the game started with (armour boxes, components, hit-location tables). */
  card: CardType;
  /** Who is at its wheel now (a driver's key: the vehicle he started in), or null. */
  at: number | null;
  /** Components destroyed, by id. */
  destroyed: string[];
}

export interface BcDriverView extends bc.LiveDriver {
  franchiseId: number;
  name: string;
  competitorId: number | null;
  /** His hand weapon's profile when on foot. */
  weapon: HandWeapon | null;
}

export interface BcPlayerView {
  franchiseId: number;
  name: string;
  colour: string;
  standing: boolean;
  placing: number | null;
  kills: number;
  wrecks: number;
  vehicles: BcVehicleView[];
  drivers: BcDriverView[];
}

export interface BcLogEntry {
  seq: number;
  kind: BcIntentKind;
  resolution: BcResolution;
}

export interface BcOutcomeTeam {
  franchiseId: number;
  placing: number;
  stats: { kills: number; wrecks: number };
}

export interface BcTableState {
  matchId: number;
  number: number;
  recorded: boolean;
  /** Events are stored once the first intent is resolved; before that the cards are the players' vehicles as they stand. */
  started: boolean;
  turn: number;
  players: BcPlayerView[];
  log: BcLogEntry[];
  /** gaps.md #23: over when one driver (or none) is left; `outcome` is what `match.recordOutcome` takes as `teams`. */
  result: { state: 'playing'; rule: string } | { state: 'over'; winner: number | null; reason: string; rule: string; outcome: BcOutcomeTeam[] };
}

export interface BcActResult {
  state: BcTableState;
  resolution: BcResolution;
}

const stateInput = z.object({ matchId: id }).strict();
const intentInput = z.object({ matchId: id, intent: bcIntentSchema }).strict();
const actInput = z.object({ matchId: id, intent: bcIntentSchema, dice: typedDice }).strict();
export type BcActInput = z.output<typeof actInput>;

export const battlecarsChannels = {
  'bcTable.state': channel<typeof stateInput, BcTableState>('read', stateInput),
  /** Every modifier of a calculator on the table as it stands, the dice still to roll; nothing is rolled or written. */
  'bcTable.preview': channel<typeof intentInput, BcResolution>('read', intentInput),
  'bcTable.act': channel<typeof actInput, BcActResult>('write', actInput),
};
