/**
 * Result types of the league core's channels (schedule, matches, standings, season close, dice log): what every
 * ruleset's screens and the CLI show. A ruleset's own result types live in its folder (`dethmetal/campaignTypes.ts`).
 */
import type { RollRecord } from '../../engine/dice';
import type { Scoring, TieBreaker } from '../../engine/core/standings';

/** A team in a match, in every ruleset's words: who it is and, once recorded, its result. */
export interface MatchTeamView {
  franchiseId: number;
  franchise: string;
  colour: string;
  /** The points the team scored in the match where its ruleset scores them itself (Dethmetal's race points); null otherwise. */
  points: number | null;
  /** Once recorded through the core's results: the team's win/draw/loss or placing, and the ruleset's stats. */
  outcome?: 'win' | 'draw' | 'loss' | null;
  placing?: number | null;
  stats?: Record<string, number>;
}

/**
 * A ruleset's own part of a match's view, by ruleset id: each ruleset's contract types add theirs to this interface
 * (`declare module`, Dethmetal's `dethmetal/matchDetails.ts`), typed by its own zod schema, so the core's MatchView
 * names no ruleset's words (issue 21).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each ruleset's declaration merging
export interface MatchDetailsViews {}

/** Any ruleset's part of a match's view: each carries its ruleset's id (`ruleset`), so its screens can tell theirs. */
export type RulesetMatchDetails = MatchDetailsViews[keyof MatchDetailsViews];

export interface MatchView {
  id: number;
  seasonNumber: number;
  number: number;
  /** The event's name (a Dethmetal track, a Dirty Wheels game). */
  track: string;
  /** The ruleset's kind of event, a word of its own ('race', 'arena'); 'match' in a ruleset without kinds. */
  kind: string;
  /** The event as the screens name it, in the ruleset's words ("Race at Denver Speedway (asphalt)"); its name without any. */
  title: string;
  /** Short facts the screens show under the event, in the ruleset's words ("2 heats"); none without any. */
  facts: string[];
  /** The event's own fields as stored, by the names its ruleset's declared schema gives them (Dethmetal: surface, kind, heats); none without any. */
  fields: Record<string, string | number>;
  date: string;
  status: 'scheduled' | 'ready' | 'recorded';
  /**
   * Play has begun at the table and the result is not recorded yet: the match's table has events (a Dirty Wheels
   * calculator rolled, a Dethmetal heat started in the assistant). Ctrl+Z of the last of them makes it false again.
   */
  inPlay: boolean;
  teams: MatchTeamView[];
  /** The ruleset's own part (its `matchDetails` hook): Dethmetal's surface, heats, pre-match rolls, line-ups and prizes; null without one. */
  details: RulesetMatchDetails | null;
}

/**
 * The table of a league without a campaign layer, computed by the league core (issue 12) with the ruleset's
 * scoring and tie-breakers: `decidedBy` is the breaker that separated the team from those level with it on points
 * ('roll-off' only in a closed season's final table), null when points alone placed it or it still shares its rank.
 */
export interface LeagueStandingRow {
  franchiseId: number;
  franchise: string;
  colour: string;
  rank: number;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  stats: Record<string, number>;
  decidedBy: TieBreaker | null;
}

export interface LeagueStandings {
  /** null for all-time. */
  seasonNumber: number | null;
  seasons: number[];
  /** The season is closed: its final table as its season close decided it, roll-offs included. */
  final: boolean;
  /** null: the league keeps no teams' table (a ruleset without standings); `rows` is then empty. */
  scoring: Scoring | null;
  tieBreakers: readonly TieBreaker[];
  /** The ruleset's stats, shown as columns (those its tie-breakers read). */
  statKeys: string[];
  rows: LeagueStandingRow[];
  /** The entrants' championship (issue 21: a drivers' table), where the ruleset keeps one. */
  entrants?: LeagueEntrantStandings | null;
}

/**
 * A recorded meeting's points per team, as the teams' table scores it (every round of it summed): one step of the
 * points-after-each-match chart.
 */
export interface MeetingPoints {
  matchId: number;
  points: { franchiseId: number; points: number }[];
}

/** An entrant's row (a vehicle or a person, as the ruleset declares who enters): its team beside it. */
export interface LeagueEntrantRow extends Omit<LeagueStandingRow, 'colour'> {
  entrantId: number;
  entrant: string;
  colour: string;
}

export interface LeagueEntrantStandings {
  /** What the ruleset calls an entrant (“driver”/“drivers”). */
  words: { one: string; many: string };
  scoring: Scoring;
  tieBreakers: readonly TieBreaker[];
  rows: LeagueEntrantRow[];
}

/** One result in a round of a meeting, named: a team's own, or an entrant's (its vehicle or person) with its team. */
export interface RoundResultView {
  franchiseId: number;
  franchise: string;
  colour: string;
  /** The entrant (a vehicle's or a person's id and name, as the ruleset declares who enters); absent on a team's own result. */
  entrantId?: number;
  entrant?: string;
  outcome: 'win' | 'draw' | 'loss' | null;
  placing: number | null;
  stats: Record<string, number>;
}

/** One vehicle's crew in a round of a meeting: who sat in each of the ruleset's slots. */
export interface RoundCrewView {
  franchiseId: number;
  vehicleId: number;
  vehicle: string;
  seats: { slot: string; label: string; personId: number; name: string }[];
}

/**
 * A meeting round by round (issue 21, `match.rounds`): each round's results (recorded in rounds; a meeting recorded as
 * one round of team results has none here, its teams' results are on its `MatchView`) and its crews (`match_crew`).
 */
export interface MeetingRoundsView {
  matchId: number;
  rounds: { number: number; results: RoundResultView[]; crews: RoundCrewView[] }[];
}

/** A season closed by the generic core: its final table, the roll-off dice, the season opened next. */
/**
 * What a ruleset's between-match step changed (issue 21): after a result, or at season end, in words, one line each.
 * A preview shows it before anything is written; its rolls are the operation's.
 */
export interface StepReport {
  /** The step's name ("Repairs and healing"). */
  label: string;
  changes: string[];
}

export interface SeasonCloseReport {
  preview: boolean;
  seasonNumber: number;
  nextSeason: number;
  standings: LeagueStandingRow[];
  /** The entrants' final table, where the ruleset keeps one. */
  entrants?: LeagueEntrantRow[];
  rolls: RollRecord[];
  summary: string;
  /** The ruleset's season-end step, where it has one run by the core. */
  step?: StepReport;
}

export interface DiceLogEntry {
  id: number;
  batch: number;
  seq: number;
  op: string;
  seasonNumber: number | null;
  matchId: number | null;
  notation: string;
  purpose: string;
  faces: number[];
  raw: number;
  value: number;
  decided: string | null;
  mode: 'app' | 'manual';
  rerollOf: number | null;
  rerollReason: string | null;
}

/**
 * What a ruleset's season end keeps of a season, by ruleset id: each ruleset's contract types add theirs to this
 * interface (`declare module`), so the core's SeasonView names no ruleset.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each ruleset's declaration merging
export interface SeasonSummaries {}

/** Every league's season (season.current, season.list). */
export interface SeasonView {
  number: number;
  status: 'open' | 'closed';
  matchesPlayed: number;
  matchesScheduled: number;
  /** The ruleset's cap on the season's matches, or what it has scheduled when it has none. */
  seasonLength: number;
  /** What the ruleset's season end kept, once the season has ended; null while open and in a ruleset that keeps none. */
  summary: SeasonSummaries[keyof SeasonSummaries] | null;
}
