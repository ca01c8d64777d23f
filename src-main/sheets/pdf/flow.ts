/**
 * SheetWriter (document.ts) with the game's name in the footer: its footer says "Dethmetal" on every page, which a
 * Dirty Wheels sheet must not. Until DocumentMeta carries the ruleset's name (then SheetWriter can print it and this
 * file goes), a ruleset's sheets flow through here. Same flow: a block that does not fit starts a new page whole.
 */
import type { Canvas, TextStyle } from './canvas';
import { MARGIN, type Surface } from './document';
import { GREY, RULE, type Block, type DocumentMeta } from './kit';
import { PAPERS } from './paper';
import { shorten, widthOf } from './text';

const FOOTER: TextStyle = { size: 6.5, color: GREY };
const FOOTER_TOP = 23.5;

export class RulesetSheetWriter {
  private canvas: Canvas | null = null;
  private y = 0;
  private pages = 0;
  readonly size: [number, number];
  readonly width: number;

  constructor(
    private readonly meta: DocumentMeta,
    private readonly surface: Surface,
    private readonly system: string,
  ) {
    this.size = PAPERS[meta.paper].size;
    this.width = this.size[0] - 2 * MARGIN.side;
  }

  /** One sheet: its blocks from the top of a new page, onto further pages where they run over. */
  sheet(heading: string, blocks: readonly Block[]): void {
    this.newPage(heading);
    const bottom = this.size[1] - MARGIN.bottom;
    for (let i = 0; i < blocks.length; i++) {
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
    const room = right - 210 - left;
    c.text(left, top, shorten(`${this.meta.league} · ${heading}`, FOOTER, room), FOOTER);
    c.text(right - 60 - 75 - widthOf(printed, FOOTER) / 2, top, printed, FOOTER);
  }
}
