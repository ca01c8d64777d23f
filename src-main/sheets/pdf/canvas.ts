/**
 * Where the sheet kit draws: positioned text runs, rectangles, lines and paths, in points from the page's top-left
 * corner. `PdfCanvas` writes them as PDF operators into a pdfkit document's pages (pdfkit keeps the document: pages,
 * fonts embedded and subset, compression); the benchmark records them instead, and writes the same runs again with
 * no layout at all, to measure what the layout costs.
 */
export type Weight = 'regular' | 'bold';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  /** Letter spacing in points. */
  spacing?: number;
}

export interface Paint {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface Canvas {
  text(x: number, y: number, text: string, style: TextStyle): void;
  rect(x: number, y: number, w: number, h: number, paint: Paint): void;
  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number): void;
  /** A path of absolute M, L, Q and Z commands (SVG syntax), its coordinates offset by (x, y). */
  path(x: number, y: number, d: string, paint: Paint): void;
  /**
   * Something drawn the same way on many pages (a reference table, the car outline), at (x, y): a PDF writes it once
   * per document as a form and places it on each page; `key` names it within the document.
   */
  reuse(key: string, drawing: Drawing, x: number, y: number): void;
}

export interface Drawing {
  w: number;
  h: number;
  draw(c: Canvas, x: number, y: number): void;
}

/** The font names registered in every document (assets/fonts). */
export const FONT_NAME: Record<Weight, string> = {
  regular: 'LiberationSans',
  bold: 'LiberationSans-Bold',
};

/** What the canvas uses of a pdfkit embedded font (not in pdfkit's typings). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
  ref(): PDFKit.PDFKitReference;
}

/** Resources of the page or form being written. */
interface Resources {
  Font: Record<string, unknown>;
  XObject: Record<string, unknown>;
}

/** A number as PDF content writes it: two decimals at most, the same on every machine. */
const num = (v: number) => {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? '0' : `${r}`;
};

const colours = new Map<string, string>();
/** "#9a9a9a" as "0.604 0.604 0.604". */
function rgb(hex: string): string {
  let c = colours.get(hex);
  if (!c) {
    const v = Number.parseInt(hex.slice(1), 16);
    c = [v >> 16, (v >> 8) & 255, v & 255].map((x) => `${Math.round((x / 255) * 1000) / 1000}`).join(' ');
    colours.set(hex, c);
  }
  return c;
}

/** M, L, Q, Z in SVG syntax as PDF path operators (a quadratic curve as the equivalent cubic one). */
function pathOps(d: string, ox: number, oy: number): string {
  const t = d.trim().split(/[\s,]+/);
  const ops: string[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < t.length; ) {
    const cmd = t[i++];
    const n = () => Number(t[i++]);
    if (cmd === 'M' || cmd === 'L') {
      x = n();
      y = n();
      ops.push(`${num(ox + x)} ${num(oy + y)} ${cmd === 'M' ? 'm' : 'l'}`);
    } else if (cmd === 'Q') {
      const [qx, qy, ex, ey] = [n(), n(), n(), n()];
      const c1 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
      const c2 = [ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey)];
      ops.push(`${num(ox + c1[0]!)} ${num(oy + c1[1]!)} ${num(ox + c2[0]!)} ${num(oy + c2[1]!)} ${num(ox + ex)} ${num(oy + ey)} c`);
      x = ex;
      y = ey;
    } else if (cmd === 'Z') ops.push('h');
    else throw new Error(`The sheet kit draws paths of M, L, Q and Z only, not “${cmd}”.`);
  }
  return ops.join(' ');
}

/**
 * Writes PDF operators straight into the pages of a pdfkit document, a page's worth at a time. A run of text is
 * encoded (glyphs subset into the document's font, kerning kept) once per document and string: a match night
 * repeats the same labels and numbers thousands of times. The colour and line width set are remembered, and only
 * changes written.
 */
export class PdfCanvas implements Canvas {
  private out: string[] = [];
  private resources: Resources = { Font: {}, XObject: {} };
  private fill = '';
  private stroke = '';
  private width = -1;
  private readonly fonts: Record<Weight, EmbeddedFont>;
  private readonly runs = new Map<string, string>();
  private readonly forms = new Map<string, { name: string; ref: PDFKit.PDFKitReference }>();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const font = (w: Weight) => (doc.font(FONT_NAME[w]) as unknown as { _font: EmbeddedFont })._font;
    this.fonts = { regular: font('regular'), bold: font('bold') };
  }

  /** From now on, writes go to the document's current page (a new one, or one revisited). */
  beginPage(): void {
    const page = (
      this.doc as unknown as {
        page: {
          fonts: Record<string, unknown>;
          xobjects: Record<string, unknown>;
        };
      }
    ).page;
    this.resources = { Font: page.fonts, XObject: page.xobjects };
    this.forget();
  }

  /** Hands what was written to the current page over to it. */
  flush(): void {
    if (this.out.length) this.doc.addContent(this.out.join('\n'));
    this.out = [];
  }

  text(x: number, y: number, text: string, style: TextStyle): void {
    const font = this.fonts[style.weight ?? 'regular'];
    this.resources.Font[font.id] ??= font.ref();
    this.setFill(style.color ?? '#000000');
    const base = y + (font.ascender / 1000) * style.size;
    const spacing = style.spacing ? `${num(style.spacing)} Tc ` : '';
    // The y axis points down the page (pdfkit's page transform): a text matrix flipped again keeps glyphs upright.
    this.out.push(
      `BT /${font.id} ${num(style.size)} Tf ${spacing}1 0 0 -1 ${num(x)} ${num(base)} Tm ${this.encode(font, text)} TJ ET${spacing ? ' 0 Tc' : ''}`,
    );
  }

  rect(x: number, y: number, w: number, h: number, paint: Paint): void {
    this.out.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re`);
    this.paint(paint);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number): void {
    this.out.push(`${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l`);
    this.paint({ stroke: color, lineWidth: width });
  }

  path(x: number, y: number, d: string, paint: Paint): void {
    this.out.push(pathOps(d, x, y));
    this.paint(paint);
  }

  reuse(key: string, drawing: Drawing, x: number, y: number): void {
    let form = this.forms.get(key);
    if (!form) {
      const [out, resources, fill, stroke, width] = [this.out, this.resources, this.fill, this.stroke, this.width];
      this.out = [];
      this.resources = { Font: {}, XObject: {} };
      this.forget();
      drawing.draw(this, 0, 0);
      const ref = this.doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        FormType: 1,
        BBox: [-2, -2, drawing.w + 2, drawing.h + 2],
        Resources: this.resources,
      });
      ref.end(this.out.join('\n'));
      form = { name: `Fm${this.forms.size + 1}`, ref };
      this.forms.set(key, form);
      [this.out, this.resources, this.fill, this.stroke, this.width] = [out, resources, fill, stroke, width];
    }
    this.resources.XObject[form.name] ??= form.ref;
    this.out.push(`q 1 0 0 1 ${num(x)} ${num(y)} cm /${form.name} Do Q`);
  }

  /** Nothing is known to be set (a new page or form starts from the defaults). */
  private forget(): void {
    this.fill = this.stroke = '';
    this.width = -1;
  }

  /** The TJ array of `text`: its glyphs, with the font's kerning between them. */
  private encode(font: EmbeddedFont, text: string): string {
    const key = `${font.id}\u0000${text}`;
    let tj = this.runs.get(key);
    if (tj === undefined) {
      const [glyphs, positions] = font.encode(text);
      const parts: string[] = [];
      let from = 0;
      for (let i = 0; i < glyphs.length; i++) {
        const kern = positions[i]!.xAdvance - positions[i]!.advanceWidth;
        if (kern !== 0 || i === glyphs.length - 1) {
          parts.push(`<${glyphs.slice(from, i + 1).join('')}>${kern !== 0 ? ` ${num(-kern)}` : ''}`);
          from = i + 1;
        }
      }
      tj = `[${parts.join(' ')}]`;
      this.runs.set(key, tj);
    }
    return tj;
  }

  private setFill(color: string): void {
    if (color === this.fill) return;
    this.fill = color;
    this.out.push(`${rgb(color)} rg`);
  }

  private paint({ fill, stroke, lineWidth }: Paint): void {
    if (stroke) {
      if (stroke !== this.stroke) {
        this.stroke = stroke;
        this.out.push(`${rgb(stroke)} RG`);
      }
      const w = lineWidth ?? 1;
      if (w !== this.width) {
        this.width = w;
        this.out.push(`${num(w)} w`);
      }
    }
    if (fill) this.setFill(fill);
    this.out.push(fill && stroke ? 'B' : fill ? 'f' : 'S');
  }
}
