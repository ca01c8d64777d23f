/**
 * Measuring and wrapping text for the sheets, once per process: the widths come from the very fonts every document
 * embeds (through a pdfkit document that is never written), and a wrapped paragraph is kept, so the rules text and
 * reference tables every sheet of a kind repeats are laid out once.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { fontFiles } from './assets';
import { FONT_NAME, type TextStyle, type Weight } from './canvas';

let measurer: PDFKit.PDFDocument | null = null;
let parsed: Record<Weight, unknown> | null = null;

/** A document never written: it measures text, and parses the two fonts once for every document of the process. */
function measuring(): PDFKit.PDFDocument {
  if (!measurer) {
    const files = fontFiles();
    measurer = new PDFDocument({
      autoFirstPage: false,
      font: null as unknown as string,
    });
    measurer.registerFont(FONT_NAME.regular, readFileSync(files.regular));
    measurer.registerFont(FONT_NAME.bold, readFileSync(files.bold));
    // pdfkit's embedded font keeps the parsed font (fontkit) it was opened from; another document may open that
    // again instead of parsing the file anew (a tenth of a second per document).
    const font = (w: Weight) => (measurer!.font(FONT_NAME[w]) as unknown as { _font: { font: unknown } })._font.font;
    parsed = { regular: font('regular'), bold: font('bold') };
  }
  return measurer;
}

/** Registers the sheet fonts in a document; pdfkit embeds each once, subset to the glyphs the document uses. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  measuring();
  for (const weight of ['regular', 'bold'] as const) doc.registerFont(FONT_NAME[weight], parsed![weight] as Buffer);
}

const UNIT = 1000;
const widths = new Map<string, number>();
const MAX_WIDTHS = 50_000;

/** Width in points of `text` in `style` (letter spacing included). */
export function widthOf(text: string, style: TextStyle): number {
  const weight = style.weight ?? 'regular';
  const key = `${weight === 'bold' ? 'B' : 'R'}${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    // The same measurer a document's fonts come from: made here first, it must still parse the fonts for them.
    w = measuring().font(FONT_NAME[weight]).fontSize(UNIT).widthOfString(text) / UNIT;
    if (widths.size >= MAX_WIDTHS) widths.clear();
    widths.set(key, w);
  }
  return w * style.size + (style.spacing ?? 0) * Math.max(0, text.length - 1);
}

/** `s` in `style`, cut short with "…" where it is wider than `width` (a name that would run into the next column). */
export function shorten(s: string, style: TextStyle, width: number): string {
  if (widthOf(s, style) <= width) return s;
  let t = s;
  while (t.length > 1 && widthOf(`${t}…`, style) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** Liberation Sans' natural line height (ascent + descent + line gap), as react-pdf and word processors set it. */
export const LINE = 1.15;

/** A piece of a paragraph in a style of its own (bold, grey, smaller), as <b> or <span> would be. */
export interface Run {
  text: string;
  weight?: Weight;
  color?: string;
  size?: number;
}

export interface Fragment {
  dx: number;
  text: string;
  style: TextStyle;
}

export interface Line {
  fragments: Fragment[];
  width: number;
  height: number;
}

export interface Paragraph {
  lines: Line[];
  height: number;
  /** The widest line. */
  width: number;
}

const paragraphs = new Map<string, Paragraph>();
const MAX_PARAGRAPHS = 20_000;

/**
 * Runs broken into lines no wider than `width`, at spaces and at "\n" (never inside a word: a hyphen inserted into
 * "Heavy-duty" or a driver's name misleads). A word wider than the line stands on a line of its own.
 */
export function wrap(runs: readonly Run[], width: number, base: TextStyle, lineHeight = LINE): Paragraph {
  const key = JSON.stringify([runs, width, base, lineHeight]);
  let laid = paragraphs.get(key);
  if (!laid) {
    laid = layOut(runs, width, base, lineHeight);
    if (paragraphs.size >= MAX_PARAGRAPHS) paragraphs.clear();
    paragraphs.set(key, laid);
  }
  return laid;
}

interface Word {
  text: string;
  style: TextStyle;
  /** Ends the line after it. */
  br: boolean;
}

function layOut(runs: readonly Run[], width: number, base: TextStyle, lineHeight: number): Paragraph {
  const words: Word[] = [];
  for (const run of runs) {
    const style: TextStyle = {
      ...base,
      ...(run.weight ? { weight: run.weight } : {}),
      ...(run.color ? { color: run.color } : {}),
      ...(run.size ? { size: run.size } : {}),
    };
    const parts = run.text.split('\n');
    parts.forEach((part, i) => {
      for (const m of part.matchAll(/\S*\s*/g)) if (m[0]) words.push({ text: m[0], style, br: false });
      if (i < parts.length - 1) words.push({ text: '', style, br: true });
    });
  }
  const lines: Line[] = [];
  let current: Word[] = [];
  let used = 0;
  const close = (sized: TextStyle) => {
    lines.push(line(current, sized, lineHeight));
    current = [];
    used = 0;
  };
  for (const w of words) {
    if (w.br) {
      close(w.style);
      continue;
    }
    const full = widthOf(w.text, w.style);
    const bare = widthOf(w.text.trimEnd(), w.style);
    if (current.length && used + bare > width + 0.01) close(w.style);
    current.push(w);
    used += full;
  }
  if (current.length || lines.length === 0) close(words.at(-1)?.style ?? base);
  return {
    lines,
    height: lines.reduce((h, l) => h + l.height, 0),
    width: Math.max(0, ...lines.map((l) => l.width)),
  };
}

/** Words of a line merged into one fragment per style; the spaces at its end dropped. */
function line(words: Word[], empty: TextStyle, lineHeight: number): Line {
  const fragments: Fragment[] = [];
  let x = 0;
  words.forEach((w, i) => {
    const text = i === words.length - 1 ? w.text.trimEnd() : w.text;
    const last = fragments.at(-1);
    if (last && sameStyle(last.style, w.style)) last.text += text;
    else fragments.push({ dx: x, text, style: w.style });
    x += widthOf(text, w.style);
  });
  const size = Math.max(...(words.length ? words.map((w) => w.style.size) : [empty.size]));
  return {
    fragments: fragments.filter((f) => f.text),
    width: x,
    height: size * lineHeight,
  };
}

const sameStyle = (a: TextStyle, b: TextStyle) => a.size === b.size && a.weight === b.weight && a.color === b.color && a.spacing === b.spacing;
