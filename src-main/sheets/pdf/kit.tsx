/**
 * The building blocks every printed document shares: black on white with greys only (they photocopy and print on
 * any mono laser), hairline rules, tick boxes a pencil can fill, and a small-print reference table.
 */
import type { ReactNode } from 'react';
import type { ReferenceTable } from '../reference';
import { Document, G, Page, Path, Rect, Svg, SvgText, Text, View, type Style } from './primitives';
import { PAPERS, type Paper } from './paper';
import { FONT_FAMILY } from './runtime';

export const INK = '#000000';
export const GREY = '#555555';
export const RULE = '#9a9a9a';
export const FILL = '#e4e4e4';
export const FILL_DARK = '#bdbdbd';

/** Page text style. No page-wide lineHeight: react-pdf resolves an inherited one against the wrong font size (big titles overlap, the render-prop page number disappears). */
export const base: Style = { fontFamily: FONT_FAMILY, fontSize: 7.5, color: INK };

export interface DocumentMeta {
  title: string;
  league: string;
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

/** A document of sheets, each one or more pages, with the league, the title and the page number in every footer. */
export function SheetDocument({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  return (
    <Document title={meta.title} author="Pitwall" creator="Pitwall" producer="Pitwall" subject={meta.league} creationDate={meta.printedAt}>
      {children}
    </Document>
  );
}

/** The page box every printed page shares (the page-number layer is laid out on the same box, so it lands where the footer leaves room). */
const pageStyle: Style = { ...base, paddingTop: 28, paddingBottom: 34, paddingHorizontal: 30 };

/** "page N of M", drawn over the empty end of the footer row. */
const pageNumberStyle: Style = { position: 'absolute', bottom: 16, left: 30, right: 30, textAlign: 'right', paddingTop: 3.5, fontSize: 6.5, color: GREY };
const pageNumber = (n: number, total: number) => `page ${n} of ${total}`;

/**
 * A page (or the pages it runs over) with the league, the heading and the date in its footer. The page number is
 * `inline` by default: a render-prop Text, which makes react-pdf lay every page out twice more. The sheets are
 * rendered in parts and put together afterwards (documents.tsx), so they print it `stamped`: as a layer of
 * <PageNumberPages> drawn over the finished pages.
 */
export function SheetPage({ meta, heading, children, pageNumbers = 'inline' }: { meta: DocumentMeta; heading: string; children: ReactNode; pageNumbers?: 'inline' | 'stamped' }) {
  const printed = meta.printedAt.toISOString().slice(0, 10);
  return (
    <Page size={PAPERS[meta.paper].size} style={pageStyle} wrap>
      {children}
      <View fixed style={{ position: 'absolute', bottom: 16, left: 30, right: 30, flexDirection: 'row', fontSize: 6.5, color: GREY, borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 3 }}>
        <Text style={{ flex: 1 }}>{`${meta.league} · ${heading}`}</Text>
        <Text style={{ width: 150, textAlign: 'center' }}>{`Pitwall · Dethmetal · printed ${printed}`}</Text>
        <View style={{ width: 60 }} />
      </View>
      {pageNumbers === 'inline' ? <Text fixed style={pageNumberStyle} render={({ pageNumber: n, totalPages }) => pageNumber(n, totalPages)} /> : null}
    </Page>
  );
}

/** The page-number layer of a `total`-page document: page N holds nothing but "page N of total", where SheetPage leaves room for it. */
export function PageNumberPages({ meta, total }: { meta: DocumentMeta; total: number }) {
  return (
    <Document creationDate={meta.printedAt}>
      {Array.from({ length: total }, (_, i) => (
        <Page key={i} size={PAPERS[meta.paper].size} style={pageStyle} wrap={false}>
          <Text style={pageNumberStyle}>{pageNumber(i + 1, total)}</Text>
        </Page>
      ))}
    </Document>
  );
}

/** The name band at the top of a sheet: what it is, whose it is, and a few numbers on the right. */
export function TitleBand({ kicker, title, right }: { kicker: string; title: string; right: { label: string; value: string }[] }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'flex-end', borderBottomWidth: 1.5, borderBottomColor: INK, paddingBottom: 4, marginBottom: 6 }}>
      <View style={{ flexGrow: 1, flexShrink: 1 }}>
        <Text style={{ fontSize: 8, color: GREY, textTransform: 'uppercase', letterSpacing: 0.8 }}>{kicker}</Text>
        <Text style={{ fontSize: 18, fontWeight: 700, lineHeight: 1.15 }}>{title}</Text>
      </View>
      {right.map((r) => (
        <View key={r.label} style={{ marginLeft: 12, alignItems: 'flex-end' }}>
          <Text style={{ fontSize: 6.5, color: GREY, textTransform: 'uppercase' }}>{r.label}</Text>
          <Text style={{ fontSize: 10, fontWeight: 700, lineHeight: 1.2 }}>{r.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function Section({ title, aside, children, style }: { title: string; aside?: string; children: ReactNode; style?: Style }) {
  return (
    <View style={{ marginBottom: 6, ...style }}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', borderBottomWidth: 0.75, borderBottomColor: INK, marginBottom: 3 }} minPresenceAhead={24}>
        <Text style={{ fontSize: 8, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6 }}>{title}</Text>
        {aside ? <Text style={{ fontSize: 6.5, color: GREY }}>{aside}</Text> : null}
      </View>
      {children}
    </View>
  );
}

/** A big number with its label, for the handful of ratings a player reads every turn. */
export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <View style={{ flexGrow: 1, flexBasis: 0, borderWidth: 0.75, borderColor: INK, marginRight: 3, paddingVertical: 2, alignItems: 'center' }}>
      <Text style={{ fontSize: 6, color: GREY, letterSpacing: 0.5 }}>{label}</Text>
      <Text style={{ fontSize: 15, fontWeight: 700, lineHeight: 1.1 }}>{value}</Text>
      {note ? <Text style={{ fontSize: 5.8, color: GREY }}>{note}</Text> : null}
    </View>
  );
}

export interface BoxMark {
  /** Printed under the box. */
  label?: string;
  /** A heavier, shaded box: something happens when it is ticked. */
  strong?: boolean;
}

/**
 * Tick boxes that wrap into rows within `width` points; `filled` boxes are printed already ticked (shaded, crossed).
 * Drawn as one SVG: a View per box costs react-pdf a layout node each, and a match night prints thousands of boxes.
 */
export function Boxes({ count, width, size = 9, mark, filled = 0, gap = 2 }: { count: number; width: number; size?: number; mark?: (i: number) => BoxMark | undefined; filled?: number; gap?: number }) {
  if (count <= 0) return <Text style={{ color: GREY }}>none</Text>;
  const marks = Array.from({ length: count }, (_, i) => mark?.(i));
  const labelled = marks.some((m) => m?.label);
  const perRow = Math.max(1, Math.floor((width + gap) / (size + gap)));
  const rowHeight = size + gap + (labelled ? 5.5 : 0);
  const rows = Math.ceil(count / perRow);
  const inset = 0.8;
  return (
    <Svg width={Math.min(count, perRow) * (size + gap)} height={rows * rowHeight}>
      {marks.map((m, i) => {
        const x = (i % perRow) * (size + gap) + inset;
        const y = Math.floor(i / perRow) * rowHeight + inset;
        const side = size - 2 * inset;
        return (
          <G key={i}>
            <Rect x={x} y={y} width={side} height={side} stroke={INK} strokeWidth={m?.strong ? 1.4 : 0.75} fill={i < filled ? FILL_DARK : m?.strong ? FILL : '#ffffff'} />
            {i < filled ? <Path d={`M ${x + 1.5} ${y + 1.5} L ${x + side - 1.5} ${y + side - 1.5} M ${x + side - 1.5} ${y + 1.5} L ${x + 1.5} ${y + side - 1.5}`} stroke={INK} strokeWidth={0.9} /> : null}
            {m?.label ? (
              <SvgText x={x + side / 2} y={y + side + 5} textAnchor="middle" fill={GREY} style={{ fontSize: 4.6, fontFamily: FONT_FAMILY }}>
                {m.label}
              </SvgText>
            ) : null}
          </G>
        );
      })}
    </Svg>
  );
}

export interface Column<R> {
  label: string;
  width: number | string;
  align?: 'left' | 'center' | 'right';
  cell: (row: R) => ReactNode;
  /** The style of a cell whose content is text (a string or number from `cell`). */
  text?: (row: R) => Style;
}

/**
 * A ruled table; the header repeats when it breaks across pages. A text cell is one Text node, not a View holding a
 * Text: a match night's sheets hold thousands of cells, and react-pdf lays out every node on every page.
 */
export function Table<R>({ columns, rows, fontSize = 7, zebra = true }: { columns: Column<R>[]; rows: R[]; fontSize?: number; zebra?: boolean }) {
  const cellStyle = (c: Column<R>): Style => ({ width: c.width, paddingHorizontal: 2, paddingVertical: 1.5, textAlign: c.align ?? 'left' });
  return (
    <View style={{ fontSize, borderTopWidth: 0.75, borderTopColor: INK }}>
      <View fixed style={{ flexDirection: 'row', backgroundColor: FILL, borderBottomWidth: 0.5, borderBottomColor: INK, fontWeight: 700 }}>
        {columns.map((c) => (
          <Text key={c.label} style={cellStyle(c)}>
            {c.label}
          </Text>
        ))}
      </View>
      {rows.map((r, i) => (
        <View key={i} wrap={false} style={{ flexDirection: 'row', borderBottomWidth: 0.4, borderBottomColor: RULE, backgroundColor: zebra && i % 2 === 1 ? '#f4f4f4' : undefined }}>
          {columns.map((c) => {
            const content = c.cell(r);
            return typeof content === 'string' || typeof content === 'number' ? (
              <Text key={c.label} style={{ ...cellStyle(c), ...c.text?.(r) }}>
                {content}
              </Text>
            ) : (
              <View key={c.label} style={cellStyle(c)}>
                {content}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/**
 * A rulebook table in small print, with how it is rolled: one paragraph, a bold key opening each row. (One text
 * block per table rather than a layout node per cell: every car sheet carries four of these.)
 */
export function Reference({ table, style }: { table: ReferenceTable; style?: Style }) {
  return (
    <View style={{ fontSize: 5.6, ...style }} wrap={false}>
      <Text style={{ fontWeight: 700, fontSize: 6.3 }}>{table.title}</Text>
      <Text style={{ color: GREY, marginBottom: 1 }}>{table.roll}</Text>
      <Text>
        {table.rows.map(([k, v], i) => (
          <Text key={i}>
            <Text style={{ fontWeight: 700 }}>{`${i ? '\n' : ''}${k}  `}</Text>
            {v}
          </Text>
        ))}
      </Text>
      {table.note ? <Text style={{ color: GREY, marginTop: 1 }}>{table.note}</Text> : null}
    </View>
  );
}

/** Label: value pairs, ruled, in one or more columns filled top to bottom. */
export function Facts({ rows, labelWidth = 78, columns = 1 }: { rows: { label: string; value: string }[]; labelWidth?: number; columns?: number }) {
  const perColumn = Math.ceil(rows.length / columns);
  const groups = Array.from({ length: columns }, (_, c) => rows.slice(c * perColumn, (c + 1) * perColumn));
  return (
    <View style={{ flexDirection: 'row' }}>
      {groups.map((group, c) => (
        <View key={c} style={{ flex: 1, marginLeft: c ? 8 : 0 }}>
          {group.map((r) => (
            <View key={r.label} style={{ flexDirection: 'row', borderBottomWidth: 0.3, borderBottomColor: RULE, paddingVertical: 0.6 }} wrap={false}>
              <Text style={{ width: labelWidth, color: GREY }}>{r.label}</Text>
              <Text style={{ flex: 1 }}>{r.value}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
