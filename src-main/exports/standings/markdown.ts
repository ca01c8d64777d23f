/** Standings as Markdown tables, to paste into a forum post or a chat (GitHub-flavoured / CommonMark tables). */
import { COMPETITOR_COLUMNS, FRANCHISE_COLUMNS, scopeLabel, type StandingsTable } from '../../../src-shared/exports/standings';

/** Names are the organizers' text: escape what would break a table cell or turn into markup. */
function cell(value: string | number | null): string {
  if (value === null) return '—';
  return String(value)
    .replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ');
}

function table<R>(columns: readonly { key: keyof R & string; label: string }[], rows: readonly R[], numeric: (key: string) => boolean): string {
  if (rows.length === 0) return '_No entries yet._';
  const head = `| ${columns.map((c) => c.label).join(' | ')} |`;
  const rule = `|${columns.map((c) => (numeric(c.key) ? ' ---: ' : ' --- ')).join('|')}|`;
  return [head, rule, ...rows.map((r) => `| ${columns.map((c) => cell(r[c.key] as string | number | null)).join(' | ')} |`)].join('\n');
}

export function standingsMarkdown(t: StandingsTable): string {
  const numeric = (key: string) => !['franchise', 'owner', 'competitor'].includes(key);
  return [
    `## ${cell(t.league)} — ${scopeLabel(t.scope)} standings`,
    '',
    '### Franchises',
    '',
    table(FRANCHISE_COLUMNS, t.franchises, numeric),
    '',
    '### Competitors',
    '',
    table(COMPETITOR_COLUMNS, t.competitors, numeric),
    '',
  ].join('\n');
}
