/**
 * The printed Dirty Wheels team sheet: the roster and the quick reference on top, then one card per car with its
 * driver, two across, each card whole on its page. Everything a player reads or ticks at the table: speed, armour,
 * structure as a damage track showing the speed left, weapons, upgrades, the driver's four stats and traits.
 */
import type { Canvas, TextStyle } from '../pdf/canvas';
import { cardGrid, cardWidthOf, type Card } from '../pdf/grid';
import { FILL, gap, GREY, INK, row, RULE, section, stack, stats, table, text, titleBand, WHITE, type Block, type Column } from '../pdf/kit';
import { shorten, widthOf, type Run } from '../pdf/text';
import type { CarCard, ReferenceItem, RosterLine, TeamSheetModel, WeaponLine } from './model';

export const COLUMNS = 2;
export const GUTTER = 10;
/** Inside a card's frame. */
export const PAD = 6;
/** A card wider than this is a car card across the page, not one of a team sheet's two. */
const WIDE = 400;
const SMALL: TextStyle = { size: 5.8, color: GREY };
const RULES_TEXT: TextStyle = { size: 6.4 };
const LABEL: TextStyle = { size: 5.4, weight: 'bold', color: GREY, spacing: 0.4 };

function swatch(c: Canvas, x: number, y: number, size: number, colour: string): void {
  c.rect(x, y, size, size, { fill: colour, stroke: INK, lineWidth: 0.6 });
}

function tickBox(c: Canvas, x: number, y: number, size: number): void {
  c.rect(x, y, size, size, { fill: WHITE, stroke: INK, lineWidth: 0.9 });
}

/** A bold name and its rules text, as one paragraph. */
const rulesLine = (name: string, body: string, width: number, style = RULES_TEXT): Block =>
  text([{ text: name, weight: 'bold' }, { text: `: ${body}` }], width, style, { marginBottom: 1.5 });

/** The card's top band: team colour, car name, type; the driver's name under it. */
function cardHeader(card: CarCard, swatchColour: string, width: number): Block {
  const name: TextStyle = { size: 11, weight: 'bold' };
  const type: TextStyle = { size: 8, weight: 'bold', spacing: 0.8 };
  const h = 20;
  return {
    h: h + 5,
    draw(c, x, y) {
      c.rect(x - PAD, y - PAD, width + 2 * PAD, h + PAD, { fill: FILL });
      c.line(x - PAD, y + h, x + width + PAD, y + h, INK, 0.75);
      swatch(c, x, y + 2, 10, swatchColour);
      const t = card.type.toUpperCase();
      const typeWidth = widthOf(t, type);
      c.text(x + 15, y + 1, shorten(card.name, name, width - 15 - typeWidth - 8), name);
      c.text(x + width - typeWidth, y + 3, t, type);
      c.text(x + width - widthOf('CAR TYPE', LABEL), y + 12.5, 'CAR TYPE', LABEL);
    },
  };
}

/** How a number on the card was made, under the big numbers. */
function made(card: CarCard, width: number): Block[] {
  const lines: [string, { made?: string } | null][] = [
    ['Speed', card.speed],
    ['Armour', card.armour],
    ['Aim', card.aimBonus],
    ['Ram', card.ramBonus],
  ];
  const parts = lines.filter(([, n]) => n?.made).map(([l, n]) => text([{ text: `${l}: `, weight: 'bold' }, { text: n!.made! }], width, SMALL));
  return parts.length ? [...parts, gap(2)] : [];
}

/** Tick one box per damage: under each, the speed left (1" less a damage); the last, shaded, destroys the car. */
function damageTrack(card: CarCard, width: number): Block[] {
  // A card the width of the page (the car card) has room for boxes a pencil ticks easily.
  const size = width > WIDE ? 24 : 16;
  const space = width > WIDE ? 10 : 7;
  const under: TextStyle = { size: 5.6, color: GREY };
  const ticks = ['Destroyed', ...(card.harpoon ? ['Harpoon fired'] : [])];
  const tick: TextStyle = { size: 6.4, weight: 'bold' };
  const track: Block = {
    h: size + 9,
    draw(c, x, y) {
      card.damage.forEach((d, i) => {
        const left = x + i * (size + space);
        c.rect(left, y, size, size, { stroke: INK, lineWidth: d.destroys ? 1.4 : 0.9, fill: d.destroys ? FILL : WHITE });
        const label = d.destroys ? 'destroyed' : `${d.speedAfter}" left`;
        c.text(left + (size - widthOf(label, under)) / 2, y + size + 1.5, label, under);
      });
      ticks.forEach((t, i) => {
        const top = y + i * 12.5 + (ticks.length === 1 ? (size - 9) / 2 : 0);
        const left = x + width - widthOf(t, tick) - 13;
        tickBox(c, left, top, 9);
        c.text(left + 13, top + 1.2, t, tick);
      });
    },
  };
  return section(
    'Damage',
    width,
    [
      track,
      text(
        `Structure ${card.structure}: tick a box per damage; each costs 1" of speed. At the shaded box the car is destroyed: roll on the destruction table.`,
        width,
        SMALL,
      ),
    ],
    'tick one per damage taken',
  );
}

/** A label in `width`: its words on as few lines as fit (two at most at the tracker's size), never past the box. */
export function fitLabel(label: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, style) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map((l) => shorten(l, style, width));
}

/** The tracker's labels, as they are printed (upper case). */
export const TRACKER_LABELS = ['Other speed lost (tires)', 'Initiative lost (shock)', 'Kills'].map((l) => l.toUpperCase());
export const TRACKER_LABEL: TextStyle = { ...LABEL, size: 5 };
/** Between a tracker cell's frame and its label. */
export const TRACKER_INSET = 2.5;

/** The width a tracker cell gives its label, in a card `width` wide. */
export const trackerLabelWidth = (width: number): number => (width + 4) / TRACKER_LABELS.length - 4 - 2 * TRACKER_INSET;

/** Write-in cells for what changes in a game besides damage (match/card.ts keeps the same); a long label wraps. */
function tracker(width: number): Block {
  const cellWidth = (width + 4) / TRACKER_LABELS.length;
  const labels = TRACKER_LABELS.map((l) => fitLabel(l, TRACKER_LABEL, trackerLabelWidth(width)));
  const lineH = TRACKER_LABEL.size * 1.2;
  const h = (width > WIDE ? 26 : 14) + Math.max(...labels.map((l) => l.length)) * lineH;
  return {
    h: h + 4,
    draw(c, x, y) {
      labels.forEach((lines, i) => {
        const left = x + i * cellWidth;
        c.rect(left, y, cellWidth - 4, h, { stroke: INK, lineWidth: 0.6 });
        lines.forEach((l, j) => c.text(left + TRACKER_INSET, y + 2 + j * lineH, l, TRACKER_LABEL));
      });
    },
  };
}

const weaponColumns: Column<WeaponLine>[] = [
  {
    label: 'Weapon',
    width: 50,
    cell: (w) => (width) =>
      stack([
        text(
          [
            { text: w.name, weight: 'bold' },
            { text: `  ${w.mount.toLowerCase()} · ${w.class}`, color: GREY, size: 6 },
          ],
          width,
          { size: 6.8 },
        ),
        ...(w.special ? [text(w.special, width, SMALL)] : []),
      ]),
  },
  { label: 'Range', width: 14, align: 'center', cell: (w) => w.range },
  { label: 'Attacks', width: 24, align: 'center', cell: (w) => w.attacks },
  { label: 'Str.', width: 12, align: 'center', cell: (w) => w.strength, text: () => ({ weight: 'bold' }) },
];

function weapons(card: CarCard, width: number): Block[] {
  return section(
    'Weapons',
    width,
    [
      ...(card.weapons.length ? table(weaponColumns, card.weapons, width, { fontSize: 6.8 }) : [text('No weapons.', width, SMALL)]),
      ...(card.strengthNote ? [text(card.strengthNote, width, SMALL, { marginTop: 1 })] : []),
    ],
    'fixed: straight ahead · turret: any way',
  );
}

function upgrades(card: CarCard, width: number): Block[] {
  return section('Upgrades', width, card.upgrades.length ? card.upgrades.map((u) => rulesLine(u.name, u.text, width)) : [text('None.', width, SMALL)]);
}

function driver(card: CarCard, width: number): Block[] {
  const d = card.driver;
  return section(
    `Driver · ${d.name}`,
    width,
    [
      stats(d.stats, width + 3),
      gap(2),
      ...(d.shootingAim
        ? [text([{ text: `Shoots at ${d.shootingAim.value} aim: `, weight: 'bold' }, { text: d.shootingAim.made ?? '' }], width, SMALL, { marginBottom: 2 })]
        : []),
      ...(d.traits.length ? d.traits.map((t) => rulesLine(t.name, t.text, width)) : [text('No traits.', width, SMALL)]),
    ],
    'bravery and skill: d6 needing the value',
  );
}

export function carCardBlock(card: CarCard, swatchColour: string, cardWidth: number): Card {
  const width = cardWidth - 2 * PAD;
  const headline = [
    { label: 'SPEED', value: card.speed.value, note: 'inches' },
    { label: 'ARMOUR', value: card.armour.value, note: 'beat this − str.' },
    { label: 'STRUCTURE', value: `${card.structure}`, note: 'damage to destroy' },
    ...(card.aimBonus
      ? [{ label: 'AIM', value: card.aimBonus.value.startsWith('-') ? card.aimBonus.value : `+${card.aimBonus.value}`, note: 'car bonus' }]
      : []),
  ];
  const content = stack([
    cardHeader(card, swatchColour, width),
    stats(headline, width + 3),
    gap(2),
    ...made(card, width),
    ...damageTrack(card, width),
    tracker(width),
    ...weapons(card, width),
    ...upgrades(card, width),
    ...driver(card, width),
  ]);
  const cites = text(card.cites.join(' · '), width, { size: 4.8, color: GREY });
  return {
    h: content.h + cites.h + 2 * PAD + 2,
    draw(c, x, y, h) {
      content.draw(c, x + PAD, y + PAD);
      cites.draw(c, x + PAD, y + h - PAD - cites.h);
      c.rect(x + 0.5, y + 0.5, cardWidth - 1, h - 1, { stroke: INK, lineWidth: 1 });
    },
  };
}

const rosterColumns: Column<RosterLine>[] = [
  { label: 'Car', width: 15, cell: (r) => r.car, text: () => ({ weight: 'bold' }) },
  { label: 'Type', width: 8, cell: (r) => r.type },
  { label: 'Speed', width: 6, align: 'center', cell: (r) => r.speed },
  { label: 'Armour', width: 6.5, align: 'center', cell: (r) => r.armour },
  { label: 'Struct.', width: 6.5, align: 'center', cell: (r) => r.structure },
  { label: 'Weapons', width: 22, cell: (r) => r.weapons },
  { label: 'Upgrades', width: 14, cell: (r) => r.upgrades },
  { label: 'Driver', width: 12, cell: (r) => r.driver },
  { label: 'I · B · A · S', width: 10, align: 'center', cell: (r) => r.stats },
];

/** One rule of the strip: title, section, the text, and its small table. */
function referenceItem(item: ReferenceItem, width: number): Block {
  const small: TextStyle = { size: 5.8 };
  return stack([
    text(
      [
        { text: item.title.toUpperCase(), weight: 'bold' },
        { text: `  ${item.rule}`, color: GREY, size: 5 },
      ],
      width,
      { size: 6.4 },
      { marginBottom: 1 },
    ),
    text(item.text, width, small),
    ...(item.rows
      ? [
          text(
            item.rows.flatMap(([k, v], i): Run[] => [{ text: `${i ? '\n' : ''}${k}  `, weight: 'bold' }, { text: v }]),
            width,
            small,
            { marginTop: 1 },
          ),
        ]
      : []),
  ]);
}

/** The quick reference: three columns, two rules each, ruled off from the cards. */
function quickReference(items: readonly ReferenceItem[], width: number): Block[] {
  const across = 3;
  const colWidth = cardWidthOf(width, across, 12);
  const rows: Block[] = [];
  for (let i = 0; i < items.length; i += across)
    rows.push(row(items.slice(i, i + across).map((item, j) => ({ x: j * (colWidth + 12), blocks: [referenceItem(item, colWidth), gap(4)] }))));
  const ruled: Block = {
    h: 0,
    draw(c, x, y) {
      for (let j = 1; j < across; j++) c.line(x + j * (colWidth + 12) - 6, y - 2, x + j * (colWidth + 12) - 6, y + stack(rows).h - 4, RULE, 0.4);
    },
  };
  return section('Quick reference', width, [stack([ruled, ...rows])], 'shortened from the rules; the section named rules');
}

export function teamSheet(model: TeamSheetModel, width: number): { heading: string; blocks: Block[] } {
  const cardWidth = cardWidthOf(width, COLUMNS, GUTTER);
  return {
    heading: `Team sheet · ${model.title}`,
    blocks: [
      row([
        { x: 0, blocks: [gap(11), { h: 16, draw: (c, x, y) => swatch(c, x, y, 16, model.swatch) }] },
        { x: 24, blocks: [titleBand(model.kicker, model.title, [{ label: 'Cars', value: `${model.cars}` }], width - 24)] },
      ]),
      ...section(
        'Roster',
        width,
        model.roster.length ? table(rosterColumns, model.roster, width, { fontSize: 6.8 }) : [text('No cars yet.', width, SMALL)],
        'I · B · A · S: initiative, bravery, aim, skill',
      ),
      ...quickReference(model.reference, width),
      ...(model.cards.length ? [{ ...gap(2), keepWithNext: true }] : []),
      ...cardGrid(
        model.cards.map((card) => carCardBlock(card, model.swatch, cardWidth)),
        width,
        COLUMNS,
        GUTTER,
      ),
    ],
  };
}
