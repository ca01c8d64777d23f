/**
 * What a ruleset's folder gives `league odds` (issue 23), through the CLI's registry (commands/rulesets.ts): the
 * odds of one of its calculators at a match of the league, from the calculator's input as JSON.
 */
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import type { LeagueConnection } from '../../db/connection';

export interface OddsCli {
  /** The odds of one calculator at a match, on the table as it stands; a bad input is refused in words, nothing written. */
  odds(conn: LeagueConnection, matchId: number, input: unknown): OddsReport;
  /** One line per calculator: what its input is (for `league odds --help`). */
  help: readonly string[];
  example: string;
}

/** A zod failure as one line per field: "target: Expected number". */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`).join('; ');
}
