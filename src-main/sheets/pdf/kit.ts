/**
 * The sheet kit every printed document is made of: black on white with greys only (they photocopy and print on any
 * mono laser), hairline rules, tick boxes a pencil can fill, small-print reference tables. Each helper measures its
 * block once, for a given width, and returns its height and how to draw it: a page is a column of blocks, and a block
 * that does not fit goes to the next page whole.
 */
import type { ReferenceTable } from '../reference';
import type { Canvas, TextStyle } from './canvas';
import type { Paper } from './paper';
import { LINE, widthOf, wrap, type Paragraph, type Run } from './text';

export const INK = '#000000';
export const GREY = '#555555';
export const RULE = '#9a9a9a';
export const FILL = '#e4e4e4';
export const FILL_DARK = '#bdbdbd';
export const WHITE = '#ffffff';
export const ZEBRA = '#f4f4f4';

/** The body text of every page. */
export const BODY: TextStyle = { size: 7.5, color: INK };

export interface DocumentMeta {
  title: string;
  league: string;
  paper: Paper;
  /** Printed in the footer and stored as the PDF's creation date. */
  printedAt: Date;
}

export interface Block {
  h: number;
  draw(c: Canvas, x: number, y: number): void;
  /** Goes to the next page with the block after it (a section's heading never ends a page). */
  keepWithNext?: boolean;
  /** Drawn above this block when it starts a page (a grid's heading row over its rows carried onto the next page). */
  carriedHead?: Block;
}

export type Align = 'left' | 'center' | 'right';

/** Liberation Sans' ascent: where the baseline of a line set at the top of its box falls, per point of size. */
const ASCENT = 0.905;

/** Draws a wrapped paragraph with its top-left at (x, y), each line aligned within `width`. */
export function drawParagraph(c: Canvas, p: Paragraph, x: number, y: number, width: number, align: Align = 'left', lineHeight = LINE): void {
  let top = y;
  for (const line of p.lines) {
    const dx = align === 'left' ? 0 : align === 'right' ? width - line.width : (width - line.width) / 2;
    const size = line.height / lineHeight;
    for (const f of line.fragments) c.text(x + dx + f.dx, top + (size - f.style.size) * ASCENT, f.text, f.style);
    top += line.height;
  }
}

export interface TextOptions {
  align?: Align;
  lineHeight?: number;
  marginTop?: number;
  marginBottom?: number;
  indent?: number;
}

/** A paragraph of runs (or one plain string) wrapped to `width`. */
export function text(content: string | readonly Run[], width: number, style: TextStyle = BODY, o: TextOptions = {}): Block {
  const runs = typeof content === 'string' ? [{ text: content }] : content;
  const indent = o.indent ?? 0;
  const p = wrap(runs, width - indent, style, o.lineHeight);
  const top = o.marginTop ?? 0;
  return {
    h: top + p.height + (o.marginBottom ?? 0),
    draw: (c, x, y) => drawParagraph(c, p, x + indent, y + top, width - indent, o.align, o.lineHeight),
  };
}

export const gap = (h: number): Block => ({ h, draw: () => {} });

/** Blocks one under the other, as one block. */
export function stack(blocks: readonly Block[]): Block {
  return {
    h: blocks.reduce((h, b) => h + b.h, 0),
    draw(c, x, y) {
      let top = y;
      for (const b of blocks) {
        b.draw(c, x, top);
        top += b.h;
      }
    },
  };
}

/** Columns side by side, each a stack of blocks starting at the same top, with their left offsets. */
export function row(columns: readonly { x: number; blocks: readonly Block[] }[], align: 'top' | 'center' = 'top'): Block {
  const stacks = columns.map((col) => ({ x: col.x, s: stack(col.blocks) }));
  const h = Math.max(0, ...stacks.map((s) => s.s.h));
  return {
    h,
    draw(c, x, y) {
      for (const { x: dx, s } of stacks) s.draw(c, x + dx, align === 'top' ? y : y + (h - s.h) / 2);
    },
  };
}

/** A block with a rule across its top and some space below it. */
export function ruledAbove(inner: Block, width: number, opts: { rule?: number; color?: string; paddingTop?: number } = {}): Block {
  const pad = opts.paddingTop ?? 2;
  return {
    h: inner.h + pad,
    draw(c, x, y) {
      c.line(x, y + (opts.rule ?? 0.75) / 2, x + width, y + (opts.rule ?? 0.75) / 2, opts.color ?? INK, opts.rule ?? 0.75);
      inner.draw(c, x, y + pad);
    },
  };
}

/** The name band at the top of a sheet: what it is, whose it is, and a few numbers on the right. */
export function titleBand(kicker: string, title: string, right: readonly { label: string; value: string }[], width: number): Block {
  const kickerStyle: TextStyle = { size: 8, color: GREY, spacing: 0.8 };
  const titleStyle: TextStyle = { size: 18, weight: 'bold' };
  const label: TextStyle = { size: 6.5, color: GREY };
  const value: TextStyle = { size: 10, weight: 'bold' };
  const items = right.map((r) => {
    const l = r.label.toUpperCase();
    return {
      l,
      v: r.value,
      w: Math.max(widthOf(l, label), widthOf(r.value, value)),
    };
  });
  const rightWidth = items.reduce((a, i) => a + i.w + 12, 0);
  const left = stack([text(kicker.toUpperCase(), width - rightWidth, kickerStyle), text(title, width - rightWidth, titleStyle)]);
  const itemHeight = 6.5 * LINE + 10 * 1.2;
  const h = Math.max(left.h, itemHeight) + 4 + 1.5 + 6;
  return {
    h,
    draw(c, x, y) {
      const bottom = y + h - 6 - 1.5 - 4;
      left.draw(c, x, bottom - left.h);
      let rx = x + width;
      for (const i of [...items].reverse()) {
        c.text(rx - widthOf(i.l, label), bottom - itemHeight, i.l, label);
        c.text(rx - widthOf(i.v, value), bottom - 10 * 1.2 + 0.1 * 10, i.v, value);
        rx -= i.w + 12;
      }
      c.line(x, bottom + 4 + 0.75, x + width, bottom + 4 + 0.75, INK, 1.5);
    },
  };
}

const SECTION_TITLE: TextStyle = { size: 8, weight: 'bold', spacing: 0.6 };
const ASIDE: TextStyle = { size: 6.5, color: GREY };

/** A section's heading (its title, and a note on the right) over a rule. */
export function sectionHead(title: string, width: number, aside?: string): Block {
  const t = title.toUpperCase();
  const titleWidth = widthOf(t, SECTION_TITLE);
  const a = aside ? wrap([{ text: aside }], width - titleWidth - 8, ASIDE) : null;
  const h = Math.max(8 * LINE, a?.height ?? 0);
  return {
    h: h + 0.75 + 3,
    keepWithNext: true,
    draw(c, x, y) {
      c.text(x, y + h - 8 * LINE, t, SECTION_TITLE);
      if (a) drawParagraph(c, a, x + width - a.width, y + h - a.height, a.width, 'right');
      c.line(x, y + h + 0.375, x + width, y + h + 0.375, INK, 0.75);
    },
  };
}

/** A section: its heading kept with what follows, and room after it. */
export function section(title: string, width: number, content: readonly Block[], aside?: string, marginTop = 0): Block[] {
  return [...(marginTop ? [gap(marginTop)] : []), sectionHead(title, width, aside), ...content, gap(6)];
}

/** Big numbers with their labels, for the handful of ratings a player reads every turn, in equal boxes across `width`. */
export function stats(items: readonly { label: string; value: string; note?: string }[], width: number): Block {
  const cell = width / items.length - 3;
  const label: TextStyle = { size: 6, color: GREY, spacing: 0.5 };
  const value: TextStyle = { size: 15, weight: 'bold' };
  const note: TextStyle = { size: 5.8, color: GREY };
  const hasNote = items.some((i) => i.note);
  const h = 2 + 6 * LINE + 15 * 1.1 + (hasNote ? 5.8 * LINE : 0) + 2;
  return {
    h,
    draw(c, x, y) {
      items.forEach((item, i) => {
        const left = x + i * (cell + 3);
        c.rect(left + 0.375, y + 0.375, cell - 0.75, h - 0.75, {
          stroke: INK,
          lineWidth: 0.75,
        });
        const centre = (t: string, s: TextStyle, top: number) => c.text(left + (cell - widthOf(t, s)) / 2, top, t, s);
        centre(item.label, label, y + 2);
        centre(item.value, value, y + 2 + 6 * LINE + (15 * 1.1 - 15 * LINE) / 2);
        if (item.note) centre(item.note, note, y + 2 + 6 * LINE + 15 * 1.1);
      });
    },
  };
}

/** Label: value pairs, ruled, one per line (a long value wraps under itself). */
export function facts(rows: readonly { label: string; value: string }[], width: number, labelWidth = 78): Block[] {
  return rows.map((r) => {
    const label = wrap([{ text: r.label }], labelWidth, {
      ...BODY,
      color: GREY,
    });
    const value = wrap([{ text: r.value }], width - labelWidth, BODY);
    const h = Math.max(label.height, value.height) + 1.2 + 0.3;
    return {
      h,
      draw(c, x, y) {
        drawParagraph(c, label, x, y + 0.6, labelWidth);
        drawParagraph(c, value, x + labelWidth, y + 0.6, width - labelWidth);
        c.line(x, y + h - 0.15, x + width, y + h - 0.15, RULE, 0.3);
      },
    };
  });
}

export interface BoxMark {
  /** Printed under the box. */
  label?: string;
  /** A heavier, shaded box: something happens when it is ticked. */
  strong?: boolean;
}

export interface BoxesOptions {
  count: number;
  width: number;
  size?: number;
  gap?: number;
  mark?: (i: number) => BoxMark | undefined;
  /** Boxes printed already ticked (shaded, crossed). */
  filled?: number;
  align?: Align;
}

const BOX_LABEL: TextStyle = { size: 4.6, color: GREY };

/** Tick boxes that wrap into rows within `width`. */
export function boxes({ count, width, size = 9, gap: space = 2, mark, filled = 0, align = 'left' }: BoxesOptions): Block {
  if (count <= 0) return text('none', width, { ...BODY, color: GREY });
  const marks = Array.from({ length: count }, (_, i) => mark?.(i));
  const labelled = marks.some((m) => m?.label);
  const perRow = Math.max(1, Math.floor((width + space) / (size + space)));
  const rowHeight = size + space + (labelled ? 5.5 : 0);
  const rows = Math.ceil(count / perRow);
  const drawn = Math.min(count, perRow) * (size + space);
  const offset = align === 'left' ? 0 : align === 'right' ? width - drawn : (width - drawn) / 2;
  const inset = 0.8;
  const side = size - 2 * inset;
  return {
    h: rows * rowHeight,
    draw(c, x0, y0) {
      marks.forEach((m, i) => {
        const x = x0 + offset + (i % perRow) * (size + space) + inset;
        const y = y0 + Math.floor(i / perRow) * rowHeight + inset;
        c.rect(x, y, side, side, {
          stroke: INK,
          lineWidth: m?.strong ? 1.4 : 0.75,
          fill: i < filled ? FILL_DARK : m?.strong ? FILL : WHITE,
        });
        if (i < filled) c.path(x, y, `M 1.5 1.5 L ${side - 1.5} ${side - 1.5} M ${side - 1.5} 1.5 L 1.5 ${side - 1.5}`, { stroke: INK, lineWidth: 0.9 });
        if (m?.label) c.text(x + (side - widthOf(m.label, BOX_LABEL)) / 2, y + side + 5 - 4.6 * ASCENT, m.label, BOX_LABEL);
      });
    },
  };
}

/** What a table cell holds: plain text (styled per row), or a block laid out in the cell's width. */
export type CellContent = string | number | ((width: number) => Block);

export interface Column<R> {
  label: string;
  /** A share of the table's width, in per cent. */
  width: number;
  align?: Align;
  cell: (row: R) => CellContent;
  text?: (row: R) => Partial<TextStyle>;
}

const PAD_X = 2;
const PAD_Y = 1.5;

/** A ruled table: its header row, then one block per row (a row never breaks across pages; the header goes with the first). */
export function table<R>(columns: readonly Column<R>[], rows: readonly R[], width: number, opts: { fontSize?: number; zebra?: boolean } = {}): Block[] {
  const size = opts.fontSize ?? 7;
  const zebra = opts.zebra ?? true;
  const base: TextStyle = { size, color: INK };
  const widths = columns.map((c) => (c.width / 100) * width);
  const lefts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const inner = (i: number) => widths[i]! - 2 * PAD_X;
  const cells = (contents: Block[], shade: string | undefined, under: { color: string; width: number }, top?: number): Block => {
    const h = Math.max(...contents.map((b) => b.h)) + 2 * PAD_Y + under.width;
    return {
      h: h + (top ?? 0),
      draw(c, x, y0) {
        if (top) c.line(x, y0 + top / 2, x + width, y0 + top / 2, INK, top);
        const y = y0 + (top ?? 0);
        if (shade) c.rect(x, y, width, h, { fill: shade });
        contents.forEach((b, i) => {
          b.draw(c, x + (lefts[i] ?? 0) + PAD_X, y + PAD_Y);
        });
        c.line(x, y + h - under.width / 2, x + width, y + h - under.width / 2, under.color, under.width);
      },
    };
  };
  const header = cells(
    columns.map((col, i) => text(col.label, inner(i), { ...base, weight: 'bold' }, { align: col.align ?? 'left' })),
    FILL,
    { color: INK, width: 0.5 },
    0.75,
  );
  return [
    { ...header, keepWithNext: true },
    ...rows.map((r, ri) =>
      cells(
        columns.map((col, i) => {
          const content = col.cell(r);
          return typeof content === 'function'
            ? content(inner(i))
            : text(`${content}`, inner(i), { ...base, ...col.text?.(r) }, { align: col.align ?? 'left' });
        }),
        zebra && ri % 2 === 1 ? ZEBRA : undefined,
        { color: RULE, width: 0.4 },
      ),
    ),
  ];
}

/**
 * The same drawing on every sheet of a kind, wherever the sheet puts it: laid out once per process, written once per
 * document (as a form the pages share). `key` names it: the same key, the same drawing.
 */
const shared = new Map<string, Block>();
export function reused(key: string, width: number, make: () => Block): Block {
  let block = shared.get(key);
  if (!block) {
    const inner = make();
    const drawing = { w: width, h: inner.h, draw: inner.draw };
    block = { h: inner.h, draw: (c, x, y) => c.reuse(key, drawing, x, y) };
    shared.set(key, block);
  }
  return block;
}

/** A rulebook table in small print, with how it is rolled: one paragraph, a bold key opening each row. */
export function reference(table: ReferenceTable, width: number, marginBottom = 0): Block {
  return reused(`reference\u0000${table.title}\u0000${width}\u0000${marginBottom}`, width, () => {
    const small: TextStyle = { size: 5.6, color: INK };
    return stack([
      text(table.title, width, { size: 6.3, weight: 'bold' }),
      text(table.roll, width, { ...small, color: GREY }, { marginBottom: 1 }),
      text(
        table.rows.flatMap(([k, v], i) => [{ text: `${i ? '\n' : ''}${k}  `, weight: 'bold' as const }, { text: v }]),
        width,
        small,
      ),
      ...(table.note ? [text(table.note, width, { ...small, color: GREY }, { marginTop: 1 })] : []),
      gap(marginBottom),
    ]);
  });
}

/** Ruled lines to write on. */
export function writingLines(count: number, width: number, height = 14): Block {
  return {
    h: count * height,
    draw(c, x, y) {
      for (let i = 1; i <= count; i++) c.line(x, y + i * height - 0.2, x + width, y + i * height - 0.2, RULE, 0.4);
    },
  };
}
