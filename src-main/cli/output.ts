/** Plain-text tables for the terminal; JSON when --format json is asked for. */
export function table<R extends object>(rows: R[], columns: { key: string; label: string; align?: 'left' | 'right' }[]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) => columns.map((c) => String((r as Record<string, unknown>)[c.key] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((row) => row[i]!.length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => (columns[i]!.align === 'right' ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.label)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
