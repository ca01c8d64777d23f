/**
 * The hex RPG table of one session (issue 26).
 *
 * What the page sends and gets:
 * - `hxTable.state {matchId}` → `HxTableState`: each gang with its characters' live cards (HP of MUSC, up /
 *   unconscious / dying with the minutes left / dead, where he sits or on foot, criticals with what is left of them,
 *   fatigue, a hold) and its vehicles' (HP, fuel, movement after criticals, turns allowed, stall, leak, criticals,
 *   who drives, who rides, weapons), the turn, the log of resolutions, and the session's `outcome`: each gang's
 *   characters who survived and its kills as `match.recordOutcome` takes them (`teams`; its preview, commit and undo
 *   are the core's), and each character's kills and death (his career).
 * - `hxTable.preview {matchId, intent}` → `HxResolution`: every modifier of the calculator on the table as it stands,
 *   the dice still to roll, nothing written; a refusal names the rule (a conflict at its field under `intent`).
 * - `hxTable.act {matchId, intent, dice?}` → `{ state, resolution }`: the intent resolved with the league's dice
 *   (typed in manual mode: every die of the roll in `dice`, each checked against its die, or `dice-needed`), stored
 *   as one operation: one Ctrl+Z takes it back with its dice.
 * - The odds before the roll: the core's `table.odds {matchId, calc: intent}`; the log and the dice: `table.log`, `table.dice`.
 *
 * Intents (`HxIntentIn`, kind first): order, move, drive, attack, fight, bash, chicken, shoot, critical, dying,
 * bailOut, board, correct, endTurn. Characters are named by their person id, vehicles by their vehicle id. The
 * schemas are the engine's (engine/hexrpg/table/schema.ts), re-exported here.
 */
import { z } from 'zod';
import { type Character, table as hx, type VehicleKind } from '../../../engine/hexrpg';
import { channel } from '../../channel';
import { id, typedDice } from '../../fields';

export const hxIntentSchema = hx.hxIntentSchema;
export const hxEventSchema = hx.hxEventSchema;
export const HX_INTENT_KINDS = hx.HX_INTENT_KINDS;
export const HX_CORRECTIONS = hx.HX_CORRECTIONS;
export const PERSON_STATUSES = hx.PERSON_STATUSES;
export type HxIntent = hx.HxIntent;
export type HxIntentIn = hx.HxIntentIn;
export type HxIntentKind = hx.HxIntentKind;
export type HxResolution = hx.HxResolution;
export type HxStep = hx.HxStep;
export type HxDie = hx.HxDie;
export type HxModifier = hx.HxModifier;
export type HxEvent = hx.HxEvent;

export interface HxPersonView extends hx.LivePerson {
  franchiseId: number;
  name: string;
  npc: boolean;
  /** Hit points: MUSC (gaps.md #7). */
  maxHp: number;
  /** His sheet as the session started (attributes and skills). */
  character: Character;
  /** The vehicle he is in, by name, or null on foot. */
  vehicleName: string | null;
}

export interface HxVehicleView extends hx.LiveVehicle {
  franchiseId: number;
  name: string;
  kind: VehicleKind;
  maxHp: number;
  maxFuel: number;
  /** Hexes a turn after the speed lost to criticals. */
  movement: number;
  /** Turns allowed a turn. */
  turns: number;
  weapons: { name: string; minimal: number; average: number; maximal: number }[];
  /** The person id at the controls (alive), or null: undriven. */
  driver: number | null;
  passengers: number[];
}

export interface HxGangView {
  franchiseId: number;
  name: string;
  colour: string;
  survived: number;
  kills: number;
  people: HxPersonView[];
  vehicles: HxVehicleView[];
}

export interface HxLogEntry {
  seq: number;
  kind: HxIntentKind;
  resolution: HxResolution;
}

export interface HxOutcomeTeam {
  franchiseId: number;
  stats: { survived: number; kills: number };
}

export interface HxTableState {
  matchId: number;
  number: number;
  recorded: boolean;
  /** Events are stored once the first intent is resolved; before that the cards are the gangs as they stand. */
  started: boolean;
  turn: number;
  gangs: HxGangView[];
  log: HxLogEntry[];
  /** gaps.md #19: a session has no winner; `teams` is what `match.recordOutcome` takes, `people` each character's career. */
  outcome: { rule: string; teams: HxOutcomeTeam[]; people: hx.PersonOutcome[] };
}

export interface HxActResult {
  state: HxTableState;
  resolution: HxResolution;
}

const stateInput = z.object({ matchId: id }).strict();
const intentInput = z.object({ matchId: id, intent: hxIntentSchema }).strict();
const actInput = z.object({ matchId: id, intent: hxIntentSchema, dice: typedDice }).strict();
export type HxActInput = z.output<typeof actInput>;

export const hexrpgTableChannels = {
  'hxTable.state': channel<typeof stateInput, HxTableState>('read', stateInput),
  /** Every modifier of a calculator on the table as it stands, the dice still to roll; nothing is rolled or written. */
  'hxTable.preview': channel<typeof intentInput, HxResolution>('read', intentInput),
  'hxTable.act': channel<typeof actInput, HxActResult>('write', actInput),
};
