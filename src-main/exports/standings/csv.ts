/** Standings as CSV: RFC 4180 (CRLF records, fields quoted when needed, quotes doubled), UTF-8, one header row. */
import { COMPETITOR_COLUMNS, FRANCHISE_COLUMNS, type StandingsTable } from '../../../src-shared/exports/standings';

export type StandingsCsvTable = 'franchises' | 'competitors';

function field(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

function records<R>(columns: readonly { key: keyof R & string; label: string }[], rows: readonly R[]): string {
  const lines = [columns.map((c) => field(c.label)), ...rows.map((r) => columns.map((c) => field(r[c.key] as string | number | null)))];
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** One CSV file holds one table: the franchises' or the competitors'. An empty `franchise` is a free agent. */
export function standingsCsv(table: StandingsTable, which: StandingsCsvTable): string {
  return which === 'franchises' ? records(FRANCHISE_COLUMNS, table.franchises) : records(COMPETITOR_COLUMNS, table.competitors);
}
