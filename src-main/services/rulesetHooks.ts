/**
 * What a ruleset adds to the generic services, as hooks the core calls by the league's ruleset id (issue 12). Each
 * ruleset's `services/<id>/index.ts` fills in the hooks it needs; `services/rulesets.ts` is the one core file that
 * imports them. A hook left out means the ruleset has nothing of that kind.
 */
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { StandingsScope, StandingsTable } from '../../src-shared/exports/standings';
import type { LeagueConnection } from '../db/connection';
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
  /** Counts and money in its tables that are never below their floor. */
  floors: readonly { table: string; column: string; min: number }[];
  /**
   * The rules its services keep across its tables, run on a league of this ruleset. `schemaProblem` says what is
   * wrong with a JSON cell (null when it parses by `schema`); cells it faults are reported elsewhere already.
   */
  check(sqlite: Database.Database, out: Violation[], schemaProblem: (text: unknown, schema: z.ZodType) => string | null): void;
}

export interface RulesetServices {
  /** The row the ruleset keeps beside each franchise, written in the franchise's own operation (franchises.ts). */
  franchiseAdded?(conn: LeagueConnection, franchiseId: number): void;
  /** Team building beyond the Ruleset interface, for a ruleset whose teams are built in services/teams.ts. */
  teamRules?: TeamRules;
  /** The standings table the exports print (exports/standings). */
  exportStandings?(conn: LeagueConnection, scope: StandingsScope): StandingsTable;
  /** The import's checks of its own tables. */
  importChecks?: ImportChecks;
}
