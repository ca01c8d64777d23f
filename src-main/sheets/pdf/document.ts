/**
 * A printed document: sheets flowed onto pages of one paper size, each page with the league, the sheet's heading,
 * the print date and "page N of M" in its footer. One pdfkit document per print: the fonts are embedded once and
 * subset to what the whole document uses. The same sheets, meta and date give the same bytes.
 */
import PDFDocument from 'pdfkit';
import { PdfCanvas, type Canvas, type TextStyle } from './canvas';
import { GREY, RULE, type Block, type DocumentMeta } from './kit';
import { PAPERS } from './paper';
import { registerFonts, shorten, widthOf } from './text';

/** Where pages come from: a PDF being written, or (for the benchmark's baseline) a recording. */
export interface Surface {
  addPage(size: [number, number]): Canvas;
  /** Page `index` again, to draw over it (the page numbers, once the count is known). */
  revisit(index: number): Canvas;
}

export const MARGIN = { top: 28, bottom: 34, side: 30 } as const;
const FOOTER: TextStyle = { size: 6.5, color: GREY };
/** Footer text top, from the bottom edge. */
const FOOTER_TOP = 23.5;

export class SheetWriter {
  private canvas: Canvas | null = null;
  private y = 0;
  private pages = 0;
  readonly size: [number, number];
  /** Width between the side margins. */
  readonly width: number;

  constructor(
    private readonly meta: DocumentMeta,
    private readonly surface: Surface,
    /** The game the sheets are for, named in every footer. */
    private readonly system = 'Dethmetal',
  ) {
    this.size = PAPERS[meta.paper].size;
    this.width = this.size[0] - 2 * MARGIN.side;
  }

  /** One sheet: its blocks from the top of a new page, onto further pages where they run over. */
  sheet(heading: string, blocks: readonly Block[]): void {
    this.newPage(heading);
    const bottom = this.size[1] - MARGIN.bottom;
    for (let i = 0; i < blocks.length; i++) {
      // A block kept with the next one is placed only if the two fit together.
      let need = blocks[i]!.h;
      for (let j = i; blocks[j]?.keepWithNext && j + 1 < blocks.length; j++) need += blocks[j + 1]!.h;
      if (this.y + need > bottom + 0.01 && this.y > MARGIN.top) {
        this.newPage(heading);
        const head = blocks[i]!.carriedHead;
        if (head) {
          head.draw(this.canvas!, MARGIN.side, this.y);
          this.y += head.h;
        }
      }
      blocks[i]!.draw(this.canvas!, MARGIN.side, this.y);
      this.y += blocks[i]!.h;
    }
  }

  /** Stamps "page N of M" over every page, now that M is known. */
  finishPages(): number {
    for (let i = 0; i < this.pages; i++) {
      const label = `page ${i + 1} of ${this.pages}`;
      this.surface.revisit(i).text(this.size[0] - MARGIN.side - widthOf(label, FOOTER), this.size[1] - FOOTER_TOP, label, FOOTER);
    }
    return this.pages;
  }

  private newPage(heading: string): void {
    const c = this.surface.addPage(this.size);
    this.canvas = c;
    this.pages++;
    this.y = MARGIN.top;
    const [w, h] = this.size;
    const left = MARGIN.side;
    const right = w - MARGIN.side;
    const top = h - FOOTER_TOP;
    c.line(left, top - 3.25, right, top - 3.25, RULE, 0.5);
    const printed = `Pitwall · ${this.system} · printed ${this.meta.printedAt.toISOString().slice(0, 10)}`;
    // The heading takes what the date and page number leave; a long one is cut short rather than run into them.
    const room = right - 210 - left;
    c.text(left, top, shorten(`${this.meta.league} · ${heading}`, FOOTER, room), FOOTER);
    c.text(right - 60 - 75 - widthOf(printed, FOOTER) / 2, top, printed, FOOTER);
  }
}

/** A pdfkit document with the sheet fonts registered, written to bytes by `end()`. */
export class PdfSurface implements Surface {
  readonly doc: PDFKit.PDFDocument;
  private readonly canvas: PdfCanvas;
  private readonly chunks: Buffer[] = [];

  constructor(meta: DocumentMeta) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      // No standard font: pdfkit would load Helvetica's metrics (and could write it, unembedded).
      font: null as unknown as string,
      bufferPages: true,
      margin: 0,
      compress: true,
      displayTitle: true,
      lang: 'en',
      info: {
        Title: meta.title,
        Subject: meta.league,
        Author: 'Pitwall',
        Creator: 'Pitwall',
        Producer: 'Pitwall',
        CreationDate: meta.printedAt,
      },
    });
    registerFonts(this.doc);
    this.canvas = new PdfCanvas(this.doc);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
  }

  addPage(size: [number, number]): Canvas {
    this.canvas.flush();
    this.doc.addPage({ size, margin: 0 });
    this.canvas.beginPage();
    return this.canvas;
  }

  revisit(index: number): Canvas {
    this.canvas.flush();
    this.doc.switchToPage(index);
    this.canvas.beginPage();
    return this.canvas;
  }

  end(): Promise<Buffer> {
    this.canvas.flush();
    return new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
