/** Standings as a printable PDF page (A4 or US Letter), in the sheets' style. */
import { type AnyStandingsTable, isCoreStandings, scopeLabel } from '../../../src-shared/exports/standings';
import { PdfSurface, SheetWriter } from '../../sheets/pdf/document';
import { BODY, type Column, type DocumentMeta, section, table, text, titleBand } from '../../sheets/pdf/kit';
import { type Cell, type LayoutTable, standingsLayout } from './layout';

/** Names share what the numbers (9% each) leave; a table with many numbers gives each a little less. */
function columns(t: LayoutTable): Column<Record<string, Cell>>[] {
  const wide = t.columns.filter((c) => c.wide).length;
  const narrowWidth = Math.min(9, 60 / (t.columns.length - wide));
  const wideWidth = (100 - (t.columns.length - wide) * narrowWidth) / wide;
  return t.columns.map((d) => ({
    label: d.label,
    width: d.wide ? wideWidth : narrowWidth,
    align: d.numeric ? 'right' : 'left',
    cell: (r) => {
      const v = r[d.key] ?? null;
      return v === null ? '—' : `${v}`;
    },
    ...(d.key === 'place' ? { text: () => ({ weight: 'bold' as const }) } : {}),
  }));
}

export async function standingsPdf(t: AnyStandingsTable, meta: Omit<DocumentMeta, 'title' | 'league'>): Promise<Buffer> {
  const layout = standingsLayout(t);
  const full: DocumentMeta = { ...meta, league: t.league, title: `${t.league} — ${layout.title}` };
  const surface = new PdfSurface(full);
  // The footer names the game: the core's table knows its ruleset; a ruleset's own (Dethmetal's) is the writer's default.
  const writer = new SheetWriter(full, surface, ...(isCoreStandings(t) ? [t.ruleset.name] : []));
  const w = writer.width;
  const empty = [text('No entries yet.', w, BODY)];
  const [teams, people, ...more] = layout.tables;
  writer.sheet(layout.title, [
    titleBand(`${t.league} · standings`, scopeLabel(t.scope), [{ label: teams.title, value: `${teams.rows.length}` }], w),
    ...section(teams.title, w, teams.rows.length ? table(columns(teams), teams.rows, w, { fontSize: 9 }) : empty),
    ...section(people.title, w, people.rows.length ? table(columns(people), people.rows, w, { fontSize: 8 }) : empty),
    // The entrants' championship is a table of the league like the teams': printed as large.
    ...more.flatMap((t) => section(t.title, w, t.rows.length ? table(columns(t), t.rows, w, { fontSize: 9 }) : empty)),
  ]);
  writer.finishPages();
  return surface.end();
}
