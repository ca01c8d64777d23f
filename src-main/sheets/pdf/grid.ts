/**
 * Cards in a grid: as many across as `columns`, each row as tall as its tallest card and every card of a row drawn
 * to that height (the frames line up), one block per row so that a page never splits a card.
 */
import type { Canvas } from './canvas';
import type { Block } from './kit';

/** A card that can be drawn taller than it needs (its frame stretched to the row). */
export interface Card {
  h: number;
  draw(c: Canvas, x: number, y: number, h: number): void;
}

export function cardGrid(cards: readonly Card[], width: number, columns: number, gutter: number): Block[] {
  const cardWidth = (width - gutter * (columns - 1)) / columns;
  const rows: Block[] = [];
  for (let i = 0; i < cards.length; i += columns) {
    const cells = cards.slice(i, i + columns);
    const h = Math.max(...cells.map((c) => c.h));
    rows.push({
      h: h + gutter,
      draw(c, x, y) {
        cells.forEach((card, j) => card.draw(c, x + j * (cardWidth + gutter), y, h));
      },
    });
  }
  return rows;
}

/** The width of one card of a grid of `columns` across `width`. */
export const cardWidthOf = (width: number, columns: number, gutter: number) => (width - gutter * (columns - 1)) / columns;
