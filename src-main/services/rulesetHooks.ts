/**
 * What a ruleset adds to the generic services, as hooks the core calls by the league's ruleset id (issue 12). Each
 * ruleset's `services/<id>/index.ts` fills in the hooks it needs; `services/rulesets.ts` is the one core file that
 * imports them. A hook left out means the ruleset has nothing of that kind.
 */
import type Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StandingsScope, StandingsTable } from '../../src-shared/exports/standings';
import type { CorrectionChange } from '../../src-shared/ipc/channels/correct';
import type { RulesetMatchDetails } from '../../src-shared/ipc/channels/leagueTypes';
import type { OddsReport } from '../../src-shared/engine/core/odds';
import type { SeasonView } from '../../src-shared/ipc';
import type { LeagueConnection } from '../db/connection';
import type { Folded, MatchTable } from './league/matchTable';
import type { CampaignContext } from './league/rolling';
import type { TeamRules } from './teams';

/** One broken rule of an imported league: the table, the row (its id) and the field, and what is wrong in words. */
export interface Violation {
  table: string;
  rowid: number;
  field: string;
  problem: string;
}

/** What the import checks of a ruleset's own data (exports/leagueInvariants.ts). */
export interface ImportChecks {
  /** The ruleset's own tables, each keyed by the id of the generic row it belongs to. */
  ownRows: readonly { table: string; generic: string; key: string }[];
  /** Tables only this ruleset has (not keyed by a generic row, issue 21): a league of another ruleset has no rows in them. */
  ownTables?: readonly string[];
  /** JSON columns of its tables and the schema its readers hold each to (checked whichever the league's ruleset). */
  jsonColumns?: readonly { table: string; column: string; schema: z.ZodType }[];
  /** Counts and money in its tables that are never below their floor. */
  floors: readonly { table: string; column: string; min: number }[];
  /**
   * The rules its services keep across its tables, run on a league of this ruleset. `schemaProblem` says what is
   * wrong with a JSON cell (null when it parses by `schema`); cells it faults are reported elsewhere already.
   */
  check(sqlite: Database.Database, out: Violation[], schemaProblem: (text: unknown, schema: z.ZodType) => string | null): void;
  /**
   * What the ruleset's vehicle validate needs beyond the design and the settings, per car (Dethmetal: the Car
   * manufacturer DP it was bought with); the core runs every ruleset's validate on the imported cars and people.
   */
  vehicleContext?(sqlite: Database.Database): ReadonlyMap<number, { sponsorBonusDp?: number }>;
}

/** The franchises a ruleset lets the schedule list, and what the organizer is told of the others. */
export interface SchedulableTeams {
  /** A filter on `franchises` rows: those that may take part. */
  where: SQL;
  /** Why franchise `id` (listed by the organizer) cannot take part. */
  refused(id: number): string;
  /** Why no franchise can take part yet. */
  noneYet: string;
}

/**
 * An event's own fields, parsed by the ruleset's declared schema (its engine module's `eventFields`): what a schedule
 * request carried beyond the core's name, date and teams (services/league/eventFields.ts).
 */
export type OwnEventFields = Readonly<Record<string, unknown>>;

/** A ruleset's own fields of one new event, checked: the match's kind, what `eventAdded` writes, the event in words (journal). */
export interface RulesetEvent {
  kind: string;
  values: object;
  words: string;
}

/** What a ruleset keeps of one match for its MatchView (issue 21: the core's view names none of it). */
export interface MatchDetails {
  /** The ruleset's kind of event, a word (Dethmetal: race or arena); 'match' in a ruleset without the hook. */
  kind: string;
  /** The event's own fields as stored, what an edit compares a request with (Dethmetal: surface, kind, heats). */
  fields: Readonly<Record<string, string | number>>;
  /** The event as the screens name it, and short facts under it, in the ruleset's words (MatchView.title, .facts). */
  title: string;
  facts: readonly string[];
  /** Each team's points scored in the match, where the ruleset scores them itself, by franchise id. */
  points: ReadonlyMap<number, number | null>;
  /** The ruleset's own part of the view (MatchView.details), its teams in franchise id order. */
  view: RulesetMatchDetails;
}

/** A kind of career event a ruleset writes beyond the core's games (win, draw, loss), and how its column reads. */
export interface CareerStat {
  /** The career event's kind as stored (career_events.kind is open text: the ruleset declares its kinds, issue 21). */
  kind: string;
  /** The column's heading ("Kills"). */
  label: string;
  /** Which way ranks a person higher among those level on wins. */
  better: 'more' | 'fewer';
}

/** One person's part in a recorded match, as the ruleset knows it. */
export interface CareerEntrant {
  competitorId: number;
  franchiseId: number;
  /** What the person did there, in words ("drove the Spike"). */
  role: string;
}

/** What a ruleset gives the core's careers (services/league/careers.ts). */
export interface CareerHooks {
  /** What the screens and exports call a person ("driver") and the stats the ruleset counts, in column order. */
  person: { one: string; many: string };
  /** The word for the vehicle `vehicleOf` names ("car"). */
  vehicle?: string;
  stats: readonly CareerStat[];
  /** The vehicle a person is seated in for good, where the ruleset has one (a Dirty Wheels driver and his car). */
  vehicleOf?(conn: LeagueConnection, competitorId: number): { id: number; name: string } | null;
  /** Who took part in a match just recorded, and the ruleset's own events of it (who destroyed whom). */
  matchCareer(
    conn: LeagueConnection,
    matchId: number,
  ): { entrants: CareerEntrant[]; events: { competitorId: number; kind: CareerStat['kind']; text: string }[] };
}

/**
 * Where a between-match step runs: after match `matchId`'s result is written, or before season `seasonNumber`
 * closes (its results all recorded).
 */
export type StepAt = { matchId: number; seasonNumber: number } | { seasonNumber: number };

/** What a step the core runs changed, in words, one line each ("Rust Bucket repaired 12 HP (64 of 80)"). */
export type StepWords = readonly string[];

/**
 * A between-match step (issue 21): a ruleset's rules run after a result is recorded (`afterResult`) or at season end
 * (`seasonEnd`): healing, repairs, money, the draft. The core runs it inside the operation that records the result
 * or closes the season (services/league/betweenMatch.ts), so it rolls the league's dice (logged with that
 * operation), its preview is the same run rolled back (nothing written; what it would change, in words), and one
 * undo takes the result and the step together.
 *
 * A step that needs more than the core's input (Dethmetal's post-match: each competitor's points, injuries and the
 * cars' damage; its season end: contracts, safe picks, the draft) declares `own`: it runs through the ruleset's own
 * channel with its own input (still through `runOwnStep`), and the core's channel refuses the league with
 * `own.instead`. Without `own` it takes no input and the core's `match.recordOutcome` / `season.close` run it.
 */
export interface BetweenMatchStep<Input = undefined, Report = StepWords> {
  /** Its name in previews and reports ("Post-match", "Repairs and healing"). */
  label: string;
  own?: {
    /**
     * What the core's channel says instead of running the step ("record it with match.record (`league match record`) …").
     * Absent (an after-result step only, `StepMode` `after`): the core records the result and keeps its table, and the
     * step runs later on the recorded match through the ruleset's own channel (the hex RPG's recovery between sessions).
     */
    instead?: string;
    /**
     * After a result only: where the league's table is (its results are its own, so the core's table, standings.league,
     * has none of them and refuses the league with these words).
     */
    table?: string;
  };
  /** Runs in the operation, with its dice; throws a ServiceError to refuse (nothing is written). */
  run(ctx: CampaignContext, at: StepAt, input: Input): Report;
  /**
   * A step run after the core's recording (`own` without `instead`) may write what the result itself leaves, in the
   * recording's own operation (the hex RPG: the damage, deaths and criticals a session played at the table left on each
   * character and vehicle), so that the later step starts from it; its words join the recording's.
   */
  atRecording?: { label: string; run(ctx: CampaignContext, at: StepAt): StepWords };
}

/**
 * How a correction's preview (issue 27, league/correctWords.ts) reads the ruleset's own tables: what each is about, and
 * cells that repeat what other rows already say (not listed twice).
 */
export interface CorrectionWords {
  areas: Readonly<Record<string, CorrectionChange['area']>>;
  /** `table.column` cells left out of the preview. */
  saidElsewhere?: readonly string[];
}

export interface RulesetServices {
  /** The preview of a correction over its own tables (a table not named is placed by its id columns). */
  correctionWords?: CorrectionWords;
  /** The step run after a result is recorded (match.recordOutcome, or the ruleset's own channel when `own`). */
  afterResult?: BetweenMatchStep<never, unknown>;
  /** The step run at season end, before the season closes (season.close, or the ruleset's own channel when `own`). */
  seasonEnd?: BetweenMatchStep<never, unknown>;
  /** Careers over seasons on the core (career_events), fed when a match is recorded through the core's results. */
  careers?: CareerHooks;
  /** The row the ruleset keeps beside each franchise, written in the franchise's own operation (franchises.ts). */
  franchiseAdded?(conn: LeagueConnection, franchiseId: number): void;
  /** Team building beyond the Ruleset interface, for a ruleset whose teams are built in services/teams.ts. */
  teamRules?: TeamRules;
  /** The standings table the exports print (exports/standings). */
  exportStandings?(conn: LeagueConnection, scope: StandingsScope): StandingsTable;
  /** The import's checks of its own tables. */
  importChecks?: ImportChecks;
  /** Who the schedule may list (services/league/schedule.ts); every team of the league when left out. */
  schedulableTeams?: SchedulableTeams;
  /**
   * A new event's own fields (parsed by the ruleset's declared schema), checked for what a new event needs (a
   * ServiceError naming each field); present exactly when its engine module declares `eventFields`.
   */
  eventFields?(track: string, own: OwnEventFields): RulesetEvent;
  /** The ruleset's rows of a new event and its teams' places in it, written in the schedule's operation. */
  eventAdded?(conn: LeagueConnection, matchId: number, values: object, matchTeamIds: readonly number[]): void;
  /**
   * An event's own fields changed (only those that differ, parsed by its schema), in the schedule's operation; throws
   * a ServiceError to refuse the change (Dethmetal: fewer heats than are assigned).
   */
  eventChanged?(conn: LeagueConnection, matchId: number, patch: OwnEventFields): void;
  /** An event not yet played removed: its rows go, and what was rolled for it is lifted, before the core's rows go. */
  eventRemoved?(conn: LeagueConnection, matchId: number): void;
  /** The teams in Swiss pairing order (best first) for the season; the core league table when left out. */
  pairingOrder?(conn: LeagueConnection, seasonNumber: number): number[];
  /** The ruleset's part of each match's view, for many matches at once (a season's schedule); one query, not one per match. */
  matchDetails?(conn: LeagueConnection, matchIds: readonly number[]): ReadonlyMap<number, MatchDetails>;
  /** The matches a season may have (house rule); a season without it plays what it schedules. */
  seasonLength?(conn: LeagueConnection): number;
  /** A season's view of what its season end stored (`seasons.summary`): the ruleset's season-end report (services/league/seasonView.ts). */
  seasonSummary?(stored: string): SeasonView['summary'];
  /**
   * The service half of the match table its ruleset module carries (`Ruleset.table`, issue 21): present exactly when
   * the module has a table (services/rulesets.ts checks both ways); the core's `table.*` channels reach it through
   * services/league/tableChannel.ts.
   */
  table?: TableServices;
}

/**
 * How a ruleset's table reads one match from the league file (`context`, `checkLog`: as a `MatchTable` without its
 * engine half) and, where the core's defaults do not fit, what `table.state` and `table.act` answer. Without `state`
 * the table is read with `foldedTable` and answered through `view` (the folded table itself without it); without
 * `act` an intent is resolved by the engine's `resolve` through `actOnTable`.
 */
// biome-ignore lint/suspicious/noExplicitAny: every ruleset's table; each ruleset's module keeps its own types.
export interface TableServices<E = any, S = any, C = any, I = any> extends Omit<MatchTable<E, S, C, I, unknown>, 'def'> {
  /** The table as its screens show it (a fold's maps and sets are not what a channel answers). */
  view?(conn: LeagueConnection, table: Folded<E, S, C>): unknown;
  /** The whole answer of `table.state`, for a table the core does not fold alone (Dethmetal's heat following its crews). */
  state?(conn: LeagueConnection, matchId: number): unknown;
  /** One checked intent as one operation, for a table that walks its own turn (Dethmetal's assistant): the table after it and what it gave. */
  act?(conn: LeagueConnection, input: { matchId: number; intent: I; dice?: number[] }): { state: unknown; result: unknown };
  /**
   * The odds of one of its calculators before the dice are thrown (issue 23), on the table as the league file holds
   * it: `calc` as a page or the CLI sent it, checked by its own schema (each problem at its path under `calc`), its
   * refusals as ServiceErrors; reads only. Without it the table has no odds to give (`table.odds` says so).
   */
  odds?(conn: LeagueConnection, matchId: number, calc: unknown): OddsReport;
}
