/** Standings as CSV: RFC 4180 (CRLF records, fields quoted when needed, quotes doubled), UTF-8, one header row. */
import { csvRecords } from '../../../src-shared/exports/csv';
import { COMPETITOR_COLUMNS, FRANCHISE_COLUMNS, type StandingsTable } from '../../../src-shared/exports/standings';

export type StandingsCsvTable = 'franchises' | 'competitors';

/** One CSV file holds one table: the franchises' or the competitors'. An empty `franchise` is a free agent. */
export function standingsCsv(table: StandingsTable, which: StandingsCsvTable): string {
  return which === 'franchises' ? csvRecords(FRANCHISE_COLUMNS, table.franchises) : csvRecords(COMPETITOR_COLUMNS, table.competitors);
}
