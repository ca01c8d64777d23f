/**
 * The printed Dirty Wheels car card: one car a page, titled as its card, the card the width of the page so every
 * box is big enough to tick at the table: the headline numbers, how each was made, the structure boxes with the
 * speed left after each, the write-in cells, the weapons, the upgrades and the driver with his stats and traits.
 */
import { gap, row, section, table, titleBand, type Block, type Column } from '../pdf/kit';
import type { CarCard } from './model';
import { carCardBlock } from './TeamSheet';

export interface CarCardModel {
  league: string;
  season: number;
  team: string;
  swatch: string;
  card: CarCard;
}

/** Write-in lines for the car's games, to copy into the league after the night (its career is kept from the results). */
const GAME_LINES = 8;
const gameColumns: Column<number>[] = [
  { label: 'Match', width: 14, cell: () => '' },
  { label: 'Against', width: 36, cell: () => '' },
  { label: 'Result', width: 14, cell: () => '' },
  { label: 'Kills', width: 12, cell: () => '' },
  { label: 'Destroyed by', width: 24, cell: () => '' },
];

export function carCardSheet(m: CarCardModel, width: number): { heading: string; blocks: Block[] } {
  const card = carCardBlock(m.card, m.swatch, width);
  return {
    heading: `Car card · ${m.card.name}`,
    blocks: [
      row([
        {
          x: 0,
          blocks: [
            titleBand(
              `${m.league} · season ${m.season} · ${m.team} · Dirty Wheels car card`,
              m.card.name,
              [
                { label: 'Type', value: m.card.type },
                { label: 'Driver', value: m.card.driver.name },
              ],
              width,
            ),
          ],
        },
      ]),
      gap(4),
      { h: card.h, draw: (c, x, y) => card.draw(c, x, y, card.h) },
      gap(10),
      ...section(
        'Games',
        width,
        table(
          gameColumns,
          Array.from({ length: GAME_LINES }, (_, i) => i),
          width,
          { fontSize: 9.5 },
        ),
        'one line a game: win, draw or loss',
      ),
    ],
  };
}
