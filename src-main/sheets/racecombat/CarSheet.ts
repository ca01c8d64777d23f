/**
 * The printed race-combat car sheet, one car a page, as a player uses it at the table: the six wear-point tracks and
 * the armour as tick boxes, the crew's hits, the weapons and dropped weapons with a box per load, the equipment, and a
 * reminder strip of what is read every turn (the to-hit modifier groups, the internal hit location, the league's gear
 * dice and the ram damage table for this car's ramplate).
 */
import type { Canvas, TextStyle } from '../pdf/canvas';
import { boxes, facts, FILL, gap, GREY, INK, row, section, stack, table, text, titleBand, WHITE, ZEBRA, type Block, type Column } from '../pdf/kit';
import { LINE, shorten, widthOf } from '../pdf/text';
import type { BoxRun, CarSheet, CrewLine, DroppedLine, ModifierGroup, WeaponLine } from './model';

const BOX = 11;
const BOX_GAP = 2.5;
const LABEL: TextStyle = { size: 7.5, weight: 'bold' };
const NOTE: TextStyle = { size: 5.6, color: GREY };
const SMALL: TextStyle = { size: 6.3 };
const GUTTER = 16;

/**
 * A labelled track: the label (and its note) on the left, a box per point on the right, wrapping; the last box
 * heavier and named under it where ticking it ends something ("out", "dead").
 */
function track(run: BoxRun, width: number, labelWidth = 78): Block {
  const boxesW = width - labelWidth;
  const perRow = Math.max(1, Math.floor((boxesW + BOX_GAP) / (BOX + BOX_GAP)));
  const rows = Math.max(1, Math.ceil(run.boxes / perRow));
  const rowH = BOX + BOX_GAP + (run.last ? 6 : 0);
  const labelH = LABEL.size * LINE + (run.note ? NOTE.size * LINE : 0);
  const h = Math.max(rows * rowH, labelH) + 3;
  return {
    h,
    draw(c, x, y) {
      c.text(x, y + 1, `${run.label} · ${run.boxes}`, LABEL);
      if (run.note) c.text(x, y + 1 + LABEL.size * LINE, shorten(run.note, NOTE, labelWidth - 4), NOTE);
      if (!run.boxes) c.text(x + labelWidth, y + 2, 'none', { ...SMALL, color: GREY });
      for (let i = 0; i < run.boxes; i++) {
        const last = i === run.boxes - 1 && run.last;
        const bx = x + labelWidth + (i % perRow) * (BOX + BOX_GAP);
        const by = y + Math.floor(i / perRow) * rowH;
        c.rect(bx, by, BOX, BOX, { stroke: INK, lineWidth: last ? 1.4 : 0.8, fill: last ? FILL : WHITE });
        if (last) c.text(bx + (BOX - widthOf(run.last!, NOTE)) / 2, by + BOX + 0.8, run.last!, NOTE);
      }
    },
  };
}

function crewBlock(m: CrewLine, width: number): Block {
  const head = text(
    [
      { text: `${m.role.toUpperCase()}  `, size: 6, weight: 'bold', color: GREY },
      { text: m.name, weight: 'bold' },
    ],
    width,
    { size: 9 },
    { marginBottom: 1.5 },
  );
  const note = text(
    `${m.hits.boxes} hits: 2 + armour ${m.armour} · targeting computer ${m.targetingComputer ? 'yes' : 'no'}`,
    width,
    { ...NOTE, size: 6 },
    { marginBottom: 2 },
  );
  return stack([head, note, track({ ...m.hits, label: 'Hits' }, width, 40), gap(3)]);
}

const loads = (n: number) => (w: number) => boxes({ count: n, width: w, size: 8.5, gap: 1.5 });

function weaponsTable(weapons: readonly WeaponLine[], width: number): Block[] {
  if (!weapons.length) return [text('No weapons.', width, { ...SMALL, color: GREY })];
  const cols: Column<WeaponLine>[] = [
    { label: 'Weapon', width: 20, cell: (w) => w.label, text: () => ({ weight: 'bold' }) },
    { label: 'Arc', width: 14, cell: (w) => w.arc },
    { label: 'Damage', width: 10, align: 'center', cell: (w) => w.damage, text: () => ({ weight: 'bold' }) },
    { label: 'Range', width: 10, align: 'center', cell: (w) => `${w.rangeInches}″` },
    { label: 'Loads (cross one off a shot)', width: 46, cell: (w) => loads(w.loads) },
  ];
  return table(cols, weapons, width, { fontSize: 7.5 });
}

function droppedTable(dropped: readonly DroppedLine[], width: number): Block[] {
  if (!dropped.length) return [text('No dropped weapons.', width, { ...SMALL, color: GREY })];
  const cols: Column<DroppedLine>[] = [
    { label: 'Dropped', width: 12, cell: (w) => w.label, text: () => ({ weight: 'bold' }) },
    { label: 'Facing', width: 9, cell: (w) => w.facing },
    { label: 'Avoid', width: 8, align: 'center', cell: (w) => w.avoid },
    { label: 'Failed to avoid', width: 35, cell: (w) => w.effect, text: () => ({ size: 6.3 }) },
    { label: 'Loads', width: 36, cell: (w) => loads(w.loads) },
  ];
  return table(cols, dropped, width, { fontSize: 7.5 });
}

/** The to-hit groups as printed: each heading, its rows with their modifiers, a heading with no entries said so. */
function toHitBlock(groups: readonly ModifierGroup[], target: number, width: number): Block[] {
  const line = 6.1 * LINE + 0.8;
  const style: TextStyle = { size: 6.1 };
  const rows: { kind: 'head' | 'row' | 'note'; text: string; value?: string }[] = [];
  for (const g of groups) {
    rows.push({ kind: 'head', text: g.group });
    for (const r of g.rows) rows.push({ kind: 'row', text: r.text, value: r.value.replace(/-/g, '−') });
    if (g.note) rows.push({ kind: 'note', text: g.note });
  }
  const block: Block = {
    h: rows.length * line,
    draw(c: Canvas, x, y) {
      rows.forEach((r, i) => {
        const ty = y + i * line;
        if (r.kind === 'head') {
          c.text(x, ty, r.text, { ...style, weight: 'bold' });
          return;
        }
        if (r.kind === 'note') {
          c.text(x + 6, ty, shorten(r.text, { ...NOTE, size: 5.4 }, width - 6), { ...NOTE, size: 5.4 });
          return;
        }
        c.text(x + 6, ty, shorten(r.text, style, width - 28), style);
        c.text(x + width - widthOf(r.value!, { ...style, weight: 'bold' }), ty, r.value!, { ...style, weight: 'bold' });
      });
    },
  };
  return [text(`1d20 + modifiers ≥ ${target} hits`, width, { size: 6.5, weight: 'bold' }, { marginBottom: 2 }), block];
}

/** A small two-column table of the strip, zebra-striped, its first column bold. */
function miniTable(rows: readonly [string, string][], width: number, keyWidth: number): Block {
  const style: TextStyle = { size: 6.1 };
  const line = 6.1 * LINE + 1.2;
  return {
    h: rows.length * line,
    draw(c, x, y) {
      rows.forEach(([k, v], i) => {
        const ty = y + i * line;
        if (i % 2 === 1) c.rect(x - 1.5, ty - 0.6, width + 1.5, line, { fill: ZEBRA });
        c.text(x, ty, k, { ...style, weight: 'bold' });
        c.text(x + keyWidth, ty, shorten(v, style, width - keyWidth), style);
      });
    },
  };
}

export function carSheetLayout(card: CarSheet, width: number): { heading: string; blocks: Block[] } {
  const half = (width - GUTTER) / 2;
  const left = width * 0.58 - GUTTER / 2;
  const right = width - left - GUTTER;
  const third = (width - 2 * GUTTER) / 3;
  const crew = card.crew.find((m) => m.role === 'Gunner');
  const header = row([
    { x: 0, blocks: [gap(11), { h: 16, draw: (c, x, y) => c.rect(x, y, 16, 16, { fill: card.swatch, stroke: INK, lineWidth: 0.6 }) }] },
    {
      x: 24,
      blocks: [
        titleBand(
          card.kicker,
          card.name,
          [
            { label: 'Driver', value: card.crew[0]!.name },
            { label: 'Gunner', value: crew ? crew.name : 'none' },
            { label: 'Equipment', value: card.cost },
          ],
          width - 24,
        ),
      ],
    },
  ]);
  const wear = section(
    'Wear points',
    left,
    card.wear.map((r) => track(r, left)),
    'a box a point; “out”: eliminated',
  );
  const armour = section(
    'Armour',
    left,
    card.armour.map((r) => track(r, left)),
    'ticked before wear',
  );
  const crewBlocks = section(
    'Crew',
    right,
    card.crew.map((m) => crewBlock(m, right)),
    'dead on the last box',
  );
  const equipment = section('Equipment', right, facts(card.equipment, right, 100));
  const strip = row([
    { x: 0, blocks: section('To hit', third, toHitBlock(card.toHit.groups, card.toHit.target, third), 'Combat › To-hit roll') },
    {
      x: third + GUTTER,
      blocks: [
        ...section(
          'Internal hit location',
          third,
          [
            miniTable(
              card.hitLocation.map((h) => [h.roll, h.text]),
              third,
              22,
            ),
          ],
          '1d20 a point',
        ),
        ...section(
          'Gear dice',
          third,
          [
            miniTable(
              card.gearDice.map((g) => [g.gear, g.die]),
              third,
              40,
            ),
          ],
          'the league’s',
        ),
      ],
    },
    {
      x: 2 * (third + GUTTER),
      blocks: section(
        'Ram damage',
        third,
        [
          text(card.ramplate ? 'With this car’s ramplate' : 'This car has no ramplate', third, { ...NOTE, size: 6 }, { marginBottom: 1.5 }),
          ...table(
            [
              { label: 'Gear diff.', width: 30, cell: (r: CarSheet['ram'][number]) => r.gear, text: () => ({ weight: 'bold' }) },
              { label: 'Target', width: 37, cell: (r: CarSheet['ram'][number]) => r.target },
              { label: 'Rammer', width: 33, cell: (r: CarSheet['ram'][number]) => r.rammer },
            ],
            card.ram,
            third,
            { fontSize: 6.1 },
          ),
        ],
        'Ramming › Ram damage table',
      ),
    },
  ]);
  return {
    heading: `Car sheet · ${card.name}`,
    blocks: [
      header,
      gap(4),
      row([
        { x: 0, blocks: [...wear, ...armour] },
        { x: left + GUTTER, blocks: [...crewBlocks, ...equipment] },
      ]),
      ...section('Weapons', width, weaponsTable(card.weapons, width), 'range in inches; damage per hit'),
      ...section('Dropped weapons', width, droppedTable(card.dropped, width), 'placed in the square on its facing'),
      strip,
      ...card.rules.map((r) => text(r, width, { ...SMALL, color: INK }, { marginBottom: 1.2 })),
      text(card.cites.join(' · '), half * 2, { ...NOTE }, { marginTop: 2 }),
    ],
  };
}
