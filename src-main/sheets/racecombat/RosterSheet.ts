/**
 * A race-combat team's roster page: its cars with their drivers, gunners, wear points, armour and weapons, each
 * driver's championship points so far, and the team's; write-in lines for the races of the season. The car sheets
 * follow it, one a page (print.ts).
 */
import { GREY, INK, row, section, table, text, titleBand, gap, type Block, type Column } from '../pdf/kit';
import type { RosterLine, RosterSheetModel } from './model';

const SMALL = { size: 6.8, color: GREY };

const columns: Column<RosterLine>[] = [
  { label: 'Car', width: 13, cell: (r) => r.car, text: () => ({ weight: 'bold' }) },
  { label: 'Driver', width: 12, cell: (r) => r.driver, text: () => ({ weight: 'bold' }) },
  { label: 'Gunner', width: 11, cell: (r) => r.gunner },
  { label: 'Wear points', width: 20, cell: (r) => r.wear, text: () => ({ size: 6.5 }) },
  { label: 'Armour', width: 13, cell: (r) => r.armour },
  { label: 'Weapons', width: 21, cell: (r) => r.weapons, text: () => ({ size: 6.5 }) },
  { label: 'Points', width: 10, align: 'center', cell: (r) => r.points, text: () => ({ weight: 'bold' }) },
];

const RACE_LINES = 24;
const raceColumns: Column<number>[] = [
  { label: 'Race', width: 22, cell: () => '' },
  { label: 'Car', width: 20, cell: () => '' },
  { label: 'Place or out (lap, turn)', width: 30, cell: () => '' },
  { label: 'Points', width: 12, cell: () => '' },
  { label: 'Team total', width: 16, cell: () => '' },
];

export function rosterLayout(model: RosterSheetModel, width: number): { heading: string; blocks: Block[] } {
  return {
    heading: `Team roster · ${model.title}`,
    blocks: [
      row([
        { x: 0, blocks: [gap(11), { h: 16, draw: (c, x, y) => c.rect(x, y, 16, 16, { fill: model.swatch, stroke: INK, lineWidth: 0.6 }) }] },
        { x: 24, blocks: [titleBand(model.kicker, model.title, model.totals, width - 24)] },
      ]),
      ...section(
        'Cars',
        width,
        model.lines.length ? table(columns, model.lines, width, { fontSize: 7.5 }) : [text('No cars yet.', width, SMALL)],
        'points: the driver’s championship points so far (place)',
      ),
      ...section(
        'Races',
        width,
        table(
          raceColumns,
          Array.from({ length: RACE_LINES }, (_, i) => i),
          width,
          { fontSize: 9 },
        ),
        'one line a car a race; the league keeps the championship',
      ),
    ],
  };
}
