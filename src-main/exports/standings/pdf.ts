/** Standings as a printable PDF page (A4 or US Letter), in the sheets' style. */
import { COMPETITOR_COLUMNS, FRANCHISE_COLUMNS, scopeLabel, type StandingsTable } from '../../../src-shared/exports/standings';
import { PdfSurface, SheetWriter } from '../../sheets/pdf/document';
import { BODY, section, table, text, titleBand, type Column, type DocumentMeta } from '../../sheets/pdf/kit';

function columns<R>(defs: readonly { key: keyof R & string; label: string }[], wide: readonly string[]): Column<R>[] {
  const narrow = defs.length - wide.length;
  const wideWidth = (100 - narrow * 9) / wide.length;
  return defs.map((d) => ({
    label: d.label,
    width: wide.includes(d.key) ? wideWidth : 9,
    align: wide.includes(d.key) ? 'left' : 'right',
    cell: (r: R) => {
      const v = r[d.key] as string | number | null;
      return v === null ? '—' : `${v}`;
    },
    ...(d.key === 'place' ? { text: () => ({ weight: 'bold' as const }) } : {}),
  }));
}

export async function standingsPdf(t: StandingsTable, meta: Omit<DocumentMeta, 'title' | 'league'>): Promise<Buffer> {
  const full: DocumentMeta = {
    ...meta,
    league: t.league,
    title: `${t.league} — ${scopeLabel(t.scope)} standings`,
  };
  const surface = new PdfSurface(full);
  const writer = new SheetWriter(full, surface);
  const w = writer.width;
  const empty = [text('No entries yet.', w, BODY)];
  writer.sheet(`${scopeLabel(t.scope)} standings`, [
    titleBand(`${t.league} · standings`, scopeLabel(t.scope), [{ label: 'Franchises', value: `${t.franchises.length}` }], w),
    ...section('Franchises', w, t.franchises.length ? table(columns(FRANCHISE_COLUMNS, ['franchise', 'owner']), t.franchises, w, { fontSize: 9 }) : empty),
    ...section(
      'Competitors',
      w,
      t.competitors.length ? table(columns(COMPETITOR_COLUMNS, ['competitor', 'franchise']), t.competitors, w, { fontSize: 8 }) : empty,
    ),
  ]);
  writer.finishPages();
  return surface.end();
}
