/**
 * The building blocks every printed document shares: black on white with greys only (they photocopy and print on
 * any mono laser), hairline rules, tick boxes a pencil can fill, and a small-print reference table.
 */
import type { ReactNode } from 'react';
import type { ReferenceTable } from '../reference';
import { Document, Page, Text, View, type Style } from './primitives';
import { PAPERS, type Paper } from './paper';
import { FONT_FAMILY } from './runtime';

export const INK = '#000000';
export const GREY = '#555555';
export const RULE = '#9a9a9a';
export const FILL = '#e4e4e4';
export const FILL_DARK = '#bdbdbd';

export const base: Style = { fontFamily: FONT_FAMILY, fontSize: 7.5, color: INK, lineHeight: 1.25 };

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

export function SheetPage({ meta, heading, children }: { meta: DocumentMeta; heading: string; children: ReactNode }) {
  const printed = meta.printedAt.toISOString().slice(0, 10);
  return (
    <Page size={PAPERS[meta.paper].size} style={{ ...base, paddingTop: 28, paddingBottom: 34, paddingHorizontal: 30 }} wrap>
      {children}
      <View fixed style={{ position: 'absolute', bottom: 16, left: 30, right: 30, flexDirection: 'row', justifyContent: 'space-between', fontSize: 6.5, color: GREY, borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 3 }}>
        <Text>{`${meta.league} · ${heading}`}</Text>
        <Text>{`Pitwall · Dethmetal · printed ${printed}`}</Text>
        <Text render={({ pageNumber, totalPages }) => `page ${pageNumber} of ${totalPages}`} />
      </View>
    </Page>
  );
}

/** The name band at the top of a sheet: what it is, whose it is, and a few numbers on the right. */
export function TitleBand({ kicker, title, right }: { kicker: string; title: string; right: { label: string; value: string }[] }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'flex-end', borderBottomWidth: 1.5, borderBottomColor: INK, paddingBottom: 4, marginBottom: 6 }}>
      <View style={{ flexGrow: 1, flexShrink: 1 }}>
        <Text style={{ fontSize: 8, color: GREY, textTransform: 'uppercase', letterSpacing: 0.8 }}>{kicker}</Text>
        <Text style={{ fontSize: 18, fontWeight: 700 }}>{title}</Text>
      </View>
      {right.map((r) => (
        <View key={r.label} style={{ marginLeft: 12, alignItems: 'flex-end' }}>
          <Text style={{ fontSize: 6.5, color: GREY, textTransform: 'uppercase' }}>{r.label}</Text>
          <Text style={{ fontSize: 10, fontWeight: 700 }}>{r.value}</Text>
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
      <Text style={{ fontSize: 15, fontWeight: 700 }}>{value}</Text>
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

/** A row of tick boxes that wraps; `filled` boxes are printed already ticked (shaded with a cross). */
export function Boxes({ count, size = 9, mark, filled = 0, gap = 2 }: { count: number; size?: number; mark?: (i: number) => BoxMark | undefined; filled?: number; gap?: number }) {
  if (count <= 0) return <Text style={{ color: GREY }}>none</Text>;
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {Array.from({ length: count }, (_, i) => {
        const m = mark?.(i);
        return (
          <View key={i} style={{ marginRight: gap, marginBottom: m?.label ? 0 : gap, alignItems: 'center' }}>
            <View
              style={{
                width: size,
                height: size,
                borderWidth: m?.strong ? 1.4 : 0.75,
                borderColor: INK,
                backgroundColor: i < filled ? FILL_DARK : m?.strong ? FILL : undefined,
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {i < filled ? <Text style={{ fontSize: size * 0.8, lineHeight: 1 }}>×</Text> : null}
            </View>
            {m?.label ? <Text style={{ fontSize: 5, color: GREY, marginBottom: gap }}>{m.label}</Text> : null}
          </View>
        );
      })}
    </View>
  );
}

export interface Column<R> {
  label: string;
  width: number | string;
  align?: 'left' | 'center' | 'right';
  cell: (row: R) => ReactNode;
}

/** A ruled table; the header repeats when it breaks across pages. */
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
          {columns.map((c) => (
            <View key={c.label} style={cellStyle(c)}>
              {wrapText(c.cell(r))}
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function wrapText(node: ReactNode): ReactNode {
  return typeof node === 'string' || typeof node === 'number' ? <Text>{node}</Text> : node;
}

/** A rulebook table in small print, with how it is rolled. */
export function Reference({ table, style }: { table: ReferenceTable; style?: Style }) {
  return (
    <View style={{ fontSize: 5.8, lineHeight: 1.2, ...style }} wrap={false}>
      <Text style={{ fontWeight: 700, fontSize: 6.3 }}>{table.title}</Text>
      <Text style={{ color: GREY, marginBottom: 1 }}>{table.roll}</Text>
      {table.rows.map(([k, v]) => (
        <View key={k} style={{ flexDirection: 'row', borderTopWidth: 0.3, borderTopColor: RULE }}>
          <Text style={{ width: 30, fontWeight: 700 }}>{k}</Text>
          <Text style={{ flex: 1 }}>{v}</Text>
        </View>
      ))}
      {table.note ? <Text style={{ color: GREY, marginTop: 1 }}>{table.note}</Text> : null}
    </View>
  );
}

/** Label: value pairs in two tight columns. */
export function Facts({ rows, labelWidth = 78 }: { rows: { label: string; value: string; rule?: string }[]; labelWidth?: number }) {
  return (
    <View>
      {rows.map((r) => (
        <View key={r.label} style={{ flexDirection: 'row', borderBottomWidth: 0.3, borderBottomColor: RULE, paddingVertical: 0.8 }} wrap={false}>
          <Text style={{ width: labelWidth, color: GREY }}>{r.label}</Text>
          <Text style={{ flex: 1 }}>{r.value}</Text>
        </View>
      ))}
    </View>
  );
}
