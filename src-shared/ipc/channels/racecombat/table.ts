/**
 * The race-combat table of one meeting (issue 25): its races run one after the other on one table.
 *
 * What the page sends and gets:
 * - `rcTable.state {matchId}` → `RcTableState`: the clock (race, lap, turn), each team with its cars' live cards (wear
 *   points left per component of the car's own, body, tyre and turret armour, weapons and dropped weapons working
 *   with their loads, crew hits, gear, weapon hits waiting for the owner's choice, out of the race and when, by whom),
 *   the log of resolutions, and the result: each finished race's placings, and `rounds`, ready for
 *   `match.recordOutcome` (`state: 'between'`: the current race has its finishing order).
 * - `rcTable.preview {matchId, intent}` → `RcResolution`: every modifier of the calculator on the table as it stands,
 *   the dice still to roll, nothing written; a refusal names the rule (a conflict at its field under `intent`).
 * - `rcTable.act {matchId, intent, dice?}` → `{ state, resolution }`: the intent resolved with the league's dice
 *   (typed in manual mode: every die in `dice`, each checked against its die: a d20 1-20, a gear die only the numbers
 *   its faces show), stored as one operation: one Ctrl+Z takes it back with its dice.
 * - `rcTable.record {matchId}` → `MatchView`: the meeting's finished races recorded into the core's results (each
 *   car's driver placed, seconds, thirds and eliminations as stats) in one operation with the careers; refused while
 *   a race has no finishing order.
 * - The odds before the roll: the core's `table.odds {matchId, calc: intent}`; the log and the dice: `table.log`, `table.dice`.
 *
 * Intents (`RcIntentIn`, kind first): gear, shoot, hit, loseWeapon, drop, enterDropped, smoke, ram, rammerMovement,
 * crewHit, retire, correct, finishRace, nextRace, endTurn. Cars are named by their vehicle id; a weapon by its id on
 * the car. The schemas are the engine's (engine/racecombat/table/schema.ts), re-exported here.
 */
import { z } from 'zod';
import { type CarDesign, table as rc } from '../../../engine/racecombat';
import { channel } from '../../channel';
import { id, typedDice } from '../../fields';
import type { MatchView } from '../leagueTypes';

export const rcIntentSchema = rc.rcIntentSchema;
export const rcEventSchema = rc.rcEventSchema;
export const RC_INTENT_KINDS = rc.RC_INTENT_KINDS;
export const RC_CORRECTIONS = rc.RC_CORRECTIONS;
export type RcIntent = rc.RcIntent;
export type RcIntentIn = rc.RcIntentIn;
export type RcIntentKind = rc.RcIntentKind;
export type RcResolution = rc.RcResolution;
export type RcStep = rc.RcStep;
export type RcDie = rc.RcDie;
export type RcModifier = rc.RcModifier;
export type RcEvent = rc.RcEvent;

export interface RcCarView extends rc.LiveCar {
  franchiseId: number;
  name: string;
  driverName: string;
  driverId: number;
  gunnerName: string | null;
  /** The design the meeting started with (wear points and armour when new, weapons and their mounts). */
  design: CarDesign;
  /** Hits each crew member dies at (2 plus armour); the gunner's null without a gunner. */
  crewCapacity: { driver: number; gunner: number | null };
}

export interface RcTeamView {
  franchiseId: number;
  name: string;
  colour: string;
  cars: RcCarView[];
}

export interface RcLogEntry {
  seq: number;
  kind: RcIntentKind;
  race: number;
  resolution: RcResolution;
}

export interface RcPlacedView {
  vehicleId: number;
  car: string;
  driver: string;
  franchiseId: number;
  placing: number;
  /** Out of the race: when and why (null: classified). */
  out: { lap: number; turn: number; why: string; by: string | null } | null;
  stats: Record<string, number>;
}

/** A meeting's round as `match.recordOutcome` takes it: the cars' drivers as entrants, placed, with their stats. */
export interface RcRoundOutcome {
  teams: never[];
  entrants: { franchiseId: number; personId: number; placing: number; stats: Record<string, number> }[];
}

export interface RcTableState {
  matchId: number;
  number: number;
  recorded: boolean;
  /** Events are stored once the first intent is resolved; before that the cards are the teams' cars as they stand. */
  started: boolean;
  clock: rc.RcClock;
  teams: RcTeamView[];
  log: RcLogEntry[];
  result: {
    /** racing: the current race goes on; between: it has its finishing order (next race, or record the meeting). */
    state: 'racing' | 'between';
    rule: string;
    races: { race: number; placed: RcPlacedView[] }[];
    rounds: RcRoundOutcome[];
  };
}

export interface RcActResult {
  state: RcTableState;
  resolution: RcResolution;
}

const stateInput = z.object({ matchId: id }).strict();
const intentInput = z.object({ matchId: id, intent: rcIntentSchema }).strict();
const actInput = z.object({ matchId: id, intent: rcIntentSchema, dice: typedDice }).strict();
export type RcActInput = z.output<typeof actInput>;

export const racecombatChannels = {
  'rcTable.state': channel<typeof stateInput, RcTableState>('read', stateInput),
  /** Every modifier of a calculator on the table as it stands, the dice still to roll; nothing is rolled or written. */
  'rcTable.preview': channel<typeof intentInput, RcResolution>('read', intentInput),
  'rcTable.act': channel<typeof actInput, RcActResult>('write', actInput),
  /** The meeting's finished races into the core's results and careers, one operation (undo takes it back). */
  'rcTable.record': channel<typeof stateInput, MatchView>('write', stateInput),
};
