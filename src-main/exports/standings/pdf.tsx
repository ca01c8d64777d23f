/** Standings as a printable PDF page (A4 or US Letter), in the sheets' style. */
import { COMPETITOR_COLUMNS, FRANCHISE_COLUMNS, scopeLabel, type StandingsTable } from '../../../src-shared/exports/standings';
import { Section, SheetDocument, SheetPage, Table, TitleBand, type Column, type DocumentMeta } from '../../sheets/pdf/kit';
import { Text } from '../../sheets/pdf/primitives';
import { renderPdf } from '../../sheets/pdf/runtime';

function columns<R>(defs: readonly { key: keyof R & string; label: string }[], wide: readonly string[]): Column<R>[] {
  const narrow = defs.length - wide.length;
  const wideWidth = (100 - narrow * 9) / wide.length;
  return defs.map((d) => ({
    label: d.label,
    width: `${wide.includes(d.key) ? wideWidth : 9}%`,
    align: wide.includes(d.key) ? 'left' : 'right',
    cell: (r: R) => {
      const v = r[d.key] as string | number | null;
      return d.key === 'place' ? <Text style={{ fontWeight: 700 }}>{`${v}`}</Text> : v === null ? '—' : `${v}`;
    },
  }));
}

export function standingsPdf(t: StandingsTable, meta: Omit<DocumentMeta, 'title' | 'league'>): Promise<Buffer> {
  const full: DocumentMeta = { ...meta, league: t.league, title: `${t.league} — ${scopeLabel(t.scope)} standings` };
  return renderPdf(
    <SheetDocument meta={full}>
      <SheetPage meta={full} heading={`${scopeLabel(t.scope)} standings`}>
        <TitleBand kicker={`${t.league} · standings`} title={scopeLabel(t.scope)} right={[{ label: 'Franchises', value: `${t.franchises.length}` }]} />
        <Section title="Franchises">
          {t.franchises.length ? <Table columns={columns(FRANCHISE_COLUMNS, ['franchise', 'owner'])} rows={t.franchises} fontSize={9} /> : <Text>No entries yet.</Text>}
        </Section>
        <Section title="Competitors">
          {t.competitors.length ? <Table columns={columns(COMPETITOR_COLUMNS, ['competitor', 'franchise'])} rows={t.competitors} fontSize={8} /> : <Text>No entries yet.</Text>}
        </Section>
      </SheetPage>
    </SheetDocument>,
  );
}
