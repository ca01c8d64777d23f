/** Standings as CSV: RFC 4180 (CRLF records, fields quoted when needed, quotes doubled), UTF-8, one header row. */
import { csvRecords } from '../../../src-shared/exports/csv';
import type { AnyStandingsTable } from '../../../src-shared/exports/standings';
import { standingsLayout } from './layout';

/** The teams' table (`franchises`, Dethmetal's word) or the people's (`competitors`). */
export type StandingsCsvTable = 'franchises' | 'competitors';

/** One CSV file holds one table: the teams' or the people's. An empty team is a free agent, or one who left. */
export function standingsCsv(table: AnyStandingsTable, which: StandingsCsvTable): string {
  const t = standingsLayout(table).tables.find((x) => x.which === which)!;
  return csvRecords(t.columns, t.rows);
}
