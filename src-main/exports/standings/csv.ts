/** Standings as CSV: RFC 4180 (CRLF records, fields quoted when needed, quotes doubled), UTF-8, one header row. */
import { csvRecords } from '../../../src-shared/exports/csv';
import type { AnyStandingsTable } from '../../../src-shared/exports/standings';
import { ServiceError } from '../../services/errors';
import { standingsLayout } from './layout';

/** The teams' table (`franchises`, Dethmetal's word), the people's (`competitors`) or the entrants' championship. */
export type StandingsCsvTable = 'franchises' | 'competitors' | 'entrants';

/**
 * One CSV file holds one table: the teams', the people's or the entrants'. An empty team is a free agent, or one who
 * left. A league without an entrants' table is told so rather than given an empty file.
 */
export function standingsCsv(table: AnyStandingsTable, which: StandingsCsvTable): string {
  const t = standingsLayout(table).tables.find((x) => x.which === which);
  if (!t)
    throw ServiceError.validation('This league keeps no entrants’ table: export the teams’ (franchises) or the people’s (competitors).', [
      { path: ['table'], message: 'This league keeps no entrants’ table.' },
    ]);
  return csvRecords(t.columns, t.rows);
}
