/**
 * The one CSV writer (standings export and `league standings --format csv`): RFC 4180, CRLF records, a header row,
 * fields quoted when needed (or padded), quotes doubled.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @, a tab or a carriage
 * return as a formula, so a franchise named `=HYPERLINK(...)` would become a live link on the organizer's screen.
 * Cells are typed: a TEXT cell starting with one of those characters is written with a leading single quote (`'=SUM(1)`,
 * `'-2+3`), which spreadsheets show as text; a NUMBER cell is written as the number, so a debit of -3 k stays a
 * number a spreadsheet can add up (a JS number cannot hold a formula, so it needs no quoting).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('; ') : String(value);
}

function field(value: unknown): string {
  const s = typeof value === 'number' || typeof value === 'bigint' ? String(value) : neutralised(text(value));
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

/** A text cell as a spreadsheet will show it, never as a formula it would run. */
export function neutralised(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

export function csvRecords<R>(columns: readonly { key: keyof R & string; label: string }[], rows: readonly R[]): string {
  const lines = [columns.map((c) => field(c.label)), ...rows.map((r) => columns.map((c) => field(r[c.key])))];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
