/** RFC 4180 CSV: CRLF records, a header row, fields quoted when needed (or padded), quotes doubled. */
function field(value: unknown): string {
  const s = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvRecords<R>(columns: readonly { key: keyof R & string; label: string }[], rows: readonly R[]): string {
  const lines = [columns.map((c) => field(c.label)), ...rows.map((r) => columns.map((c) => field(r[c.key])))];
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}
