/** Standings as Markdown tables, to paste into a forum post or a chat (GitHub-flavoured / CommonMark tables). */
import { type AnyStandingsTable, scopeLabel } from '../../../src-shared/exports/standings';
import { type Cell, type LayoutTable, standingsLayout } from './layout';

/** Names are the organizers' text: escape what would break a table cell or turn into markup. */
function cell(value: Cell): string {
  if (value === null) return '—';
  return String(value)
    .replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`)
    .replace(/\s+/g, ' ');
}

function table({ columns, rows }: LayoutTable): string {
  if (rows.length === 0) return '_No entries yet._';
  const head = `| ${columns.map((c) => c.label).join(' | ')} |`;
  const rule = `|${columns.map((c) => (c.numeric ? ' ---: ' : ' --- ')).join('|')}|`;
  return [head, rule, ...rows.map((r) => `| ${columns.map((c) => cell(r[c.key] ?? null)).join(' | ')} |`)].join('\n');
}

export function standingsMarkdown(t: AnyStandingsTable): string {
  const { tables } = standingsLayout(t);
  return [`## ${cell(t.league)} — ${scopeLabel(t.scope)} standings`, '', ...tables.flatMap((x) => [`### ${x.title}`, '', table(x), ''])].join('\n');
}
