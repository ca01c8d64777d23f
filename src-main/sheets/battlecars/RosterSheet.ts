/**
 * A battlecars player's roster page: the player's vehicles with their card types, armour, loads and drivers, the turn
 * as the sheet orders it, and write-in lines for the games played (the league keeps the results; the page is for the
 * table). The vehicle cards follow it, one a page (print.ts).
 */
import { SECTION } from '../../../src-shared/engine/battlecars';
import { gap, GREY, INK, row, section, table, text, titleBand, type Block, type Column } from '../pdf/kit';
import type { CareerLines, RosterLine, RosterModel } from './model';

const SMALL = { size: 6.8, color: GREY };

const rosterColumns: Column<RosterLine>[] = [
  { label: 'Vehicle', width: 17, cell: (r) => r.vehicle, text: () => ({ weight: 'bold' }) },
  { label: 'Card', width: 8, cell: (r) => r.cardType },
  { label: 'Armour', width: 17, cell: (r) => r.armour },
  { label: 'Pods and turrets loaded', width: 42, cell: (r) => r.loads },
  { label: 'Driver', width: 16, cell: (r) => r.driver, text: () => ({ weight: 'bold' }) },
];

/** The game turn, shortened from the sheet's five steps. */
const TURN: readonly [string, string][] = [
  ['1', 'Place Speed Counters in secret; reveal them together.'],
  ['2', 'The first player moves and fires; vehicles fired upon may return fire.'],
  ['3', 'The next players move and fire in turn.'],
  ['4', 'Roll for each Smoke Marker.'],
  ['5', 'Turn the old Speed Counter face down; the next turn begins.'],
];

/** Firing › Firing sequence, shortened. */
const FIRING: readonly [string, string][] = [
  ['1', 'Nominate the target and the section aimed at.'],
  ['2', 'Count the range: the points between firer and target.'],
  ['3', 'Choose and discard the weapon counter.'],
  ['4', 'Hit on the range dice ≥ the range (+1 with a Gunnery Computer).'],
  ['5', 'Damage less the range: armour block, then hit location.'],
];

const steps = (list: readonly [string, string][], width: number): Block[] =>
  list.map(([n, t]) => text([{ text: `${n}  `, weight: 'bold' }, { text: t }], width, { size: 7.5 }, { marginBottom: 1.5 }));

const GAME_LINES = 16;
const gameColumns: Column<number>[] = [
  { label: 'Game', width: 12, cell: () => '' },
  { label: 'Vehicle', width: 22, cell: () => '' },
  { label: 'Against', width: 34, cell: () => '' },
  { label: 'Place', width: 10, cell: () => '' },
  { label: 'Kills', width: 10, cell: () => '' },
  { label: 'Wrecks', width: 12, cell: () => '' },
];

/** The drivers' careers, a line per season and one for all time; the counts under the league's own labels. */
function careers(lines: CareerLines, width: number): Block[] {
  const countWidth = Math.min(10, 62 / Math.max(1, lines.columns.length));
  const columns: Column<CareerLines['rows'][number]>[] = [
    { label: 'Driver', width: 22, cell: (r) => r.driver, text: () => ({ weight: 'bold' }) },
    { label: 'Season', width: 100 - 22 - countWidth * lines.columns.length, cell: (r) => r.season },
    ...lines.columns.map(
      (label, i): Column<CareerLines['rows'][number]> => ({
        label,
        width: countWidth,
        align: 'center',
        cell: (r) => r.counts[i] ?? 0,
        text: (r) => (r.season === 'All time' ? { weight: 'bold' } : {}),
      }),
    ),
  ];
  return section(
    'Careers',
    width,
    lines.rows.length ? table(columns, lines.rows, width, { fontSize: 7.5 }) : [text('No games recorded yet.', width, SMALL)],
    'from the league’s recorded games',
  );
}

export function rosterSheet(model: RosterModel, width: number): { heading: string; blocks: Block[] } {
  return {
    heading: `Roster · ${model.title}`,
    blocks: [
      row([
        { x: 0, blocks: [gap(11), { h: 16, draw: (c, x, y) => c.rect(x, y, 16, 16, { fill: model.swatch, stroke: INK, lineWidth: 0.6 }) }] },
        { x: 24, blocks: [titleBand(model.kicker, model.title, [{ label: 'Vehicles', value: `${model.lines.length}` }], width - 24)] },
      ]),
      ...section(
        'Vehicles',
        width,
        model.lines.length ? table(rosterColumns, model.lines, width, { fontSize: 7.5 }) : [text('No vehicles yet.', width, SMALL)],
        'armour: front · rear · each side front/centre/rear',
      ),
      row([
        { x: 0, blocks: section('Game turn', (width - 16) / 2, steps(TURN, (width - 16) / 2), SECTION.turn) },
        { x: (width - 16) / 2 + 16, blocks: section('Firing sequence', (width - 16) / 2, steps(FIRING, (width - 16) / 2), SECTION.firingSequence) },
      ]),
      ...(model.careers ? careers(model.careers, width) : []),
      ...section(
        'Games',
        width,
        table(
          gameColumns,
          Array.from({ length: GAME_LINES }, (_, i) => i),
          width,
          { fontSize: 9 },
        ),
        'one line a game: place, drivers killed, vehicles wrecked',
      ),
    ],
  };
}
