/**
 * The printed battlecars vehicle card, one vehicle a page, drawn from its card type as seen from above: the front
 * armour block across the top, the three sections under it with the side armour blocks either side and, inside each,
 * its components with their boxes, its pods and turrets with their spaces and counters, and the section's hit-location
 * d8; the rear armour block under them. Beside it what a player reads every turn (speed track, to-hit, firing, the
 * driver on foot); under it the rows of the weapon table for its weapons and the skid and crash tables in small print.
 */
import type { Canvas, TextStyle } from '../pdf/canvas';
import { cardWidthOf } from '../pdf/grid';
import {
  drawParagraph,
  FILL,
  gap,
  GREY,
  INK,
  reference,
  row,
  RULE,
  section,
  stack,
  table,
  text,
  titleBand,
  WHITE,
  ZEBRA,
  type Block,
  type Column,
} from '../pdf/kit';
import { LINE, shorten, widthOf, wrap } from '../pdf/text';
import type { BoxRun, HandWeaponLine, MountLine, SectionCard, SectionPart, VehicleCard, WeaponLine } from './model';

/** The tick box of the card: big enough for a pencil. */
const BOX = 10;
const BOX_GAP = 2.5;
/** The side armour columns either side of the sections. */
const SIDE = 30;
/** Space between the vehicle's outline and what is inside it. */
const PAD = 5;
const LABEL: TextStyle = { size: 6.8, weight: 'bold' };
const NOTE: TextStyle = { size: 5.4, color: GREY, weight: 'regular' };
const CAPS: TextStyle = { size: 5.6, weight: 'bold', color: GREY, spacing: 0.5 };
const SMALL: TextStyle = { size: 6.2 };
const CELL_W = 34;
const CELL_H = 14;

function tick(c: Canvas, x: number, y: number, heavy = false, size = BOX): void {
  c.rect(x, y, size, size, { stroke: INK, lineWidth: heavy ? 1.4 : 0.8, fill: heavy ? FILL : WHITE });
}

const runWidth = (n: number) => n * BOX + (n - 1) * BOX_GAP;

/**
 * A run of boxes across. A component's last box is shaded: ticked, the component is destroyed ("Special components
 * function until totally destroyed"); its meaning is printed under it where it is more than that ("dead").
 */
function drawRun(c: Canvas, run: BoxRun, x: number, y: number, component: boolean): void {
  for (let i = 0; i < run.boxes; i++) {
    const last = i === run.boxes - 1;
    tick(c, x + i * (BOX + BOX_GAP), y, component && last);
    if (last && run.last) c.text(x + i * (BOX + BOX_GAP) + (BOX - widthOf(run.last, NOTE)) / 2, y + BOX + 1, run.last, NOTE);
  }
}

/** A component: its name and what its boxes mean on the left, its boxes on the right. */
function componentBlock(run: BoxRun, width: number): Block {
  const boxesW = runWidth(run.boxes);
  const words = wrap([{ text: run.label, ...LABEL }, ...(run.note ? [{ text: `\n${run.note}`, ...NOTE }] : [])], width - boxesW - 6, LABEL);
  const boxesH = BOX + (run.last ? 7 : 0);
  const h = Math.max(words.height, boxesH) + 2.5;
  return {
    h,
    draw(c, x, y) {
      drawParagraph(c, words, x, y, width - boxesW - 6);
      drawRun(c, run, x + width - boxesW, y, true);
    },
  };
}

/** A pod or turret: its name and arc, then a cell per space with the counter loaded in it and the counter's box. */
function mountBlock(m: MountLine, width: number): Block {
  const head = wrap(
    [
      { text: m.label, ...LABEL },
      { text: `  ${m.fires} · ${m.capacity} spaces`, ...NOTE },
    ],
    width,
    LABEL,
  );
  const perRow = Math.max(1, Math.floor((width + 3) / (CELL_W + 3)));
  const rows = Math.ceil(m.capacity / perRow);
  const h = head.height + 1.5 + rows * (CELL_H + 3) + 1;
  return {
    h,
    draw(c, x, y) {
      drawParagraph(c, head, x, y, width);
      const top = y + head.height + 1.5;
      for (let i = 0; i < m.capacity; i++) {
        const cx = x + (i % perRow) * (CELL_W + 3);
        const cy = top + Math.floor(i / perRow) * (CELL_H + 3);
        const counter = m.counters[i];
        c.rect(cx, cy, CELL_W, CELL_H, { stroke: INK, lineWidth: 0.8, fill: counter ? WHITE : FILL });
        if (counter) {
          const name: TextStyle = { size: 6, weight: 'bold' };
          c.text(cx + 2.5, cy + 2.2, shorten(counter.short, name, CELL_W - 12), name);
          tick(c, cx + CELL_W - 8.5, cy + CELL_H - 8.5, false, 6.5);
        } else c.text(cx + 2.5, cy + 2.2, 'empty', NOTE);
      }
    },
  };
}

function partBlock(p: SectionPart, width: number): Block {
  return p.type === 'mount' ? mountBlock(p, width) : componentBlock(p.run, width);
}

/** The section's hit-location d8, face by face. */
function hitTable(s: SectionCard, width: number): Block {
  const line = 6 * LINE + 0.9;
  const style: TextStyle = { size: 6 };
  return {
    h: 9 + s.hitLocation.length * line,
    draw(c, x, y) {
      c.text(x, y, 'HIT LOCATION d8', CAPS);
      s.hitLocation.forEach((h, i) => {
        const ty = y + 9 + i * line;
        if (i % 2 === 1) c.rect(x - 1.5, ty - 0.6, width, line, { fill: ZEBRA });
        c.text(x, ty, `${h.face}`, { ...style, weight: 'bold' });
        c.text(x + 8, ty, shorten(h.text, style, width - 8), style);
      });
    },
  };
}

/** Side armour: its boxes down the column, the count under them. */
function drawSide(c: Canvas, run: BoxRun, x: number, y: number, h: number): void {
  const boxesH = runWidth(run.boxes);
  const top = y + (h - boxesH - 8) / 2;
  for (let i = 0; i < run.boxes; i++) tick(c, x + (SIDE - BOX) / 2, top + i * (BOX + BOX_GAP));
  const n = `${run.boxes}`;
  c.text(x + (SIDE - widthOf(n, NOTE)) / 2, top + boxesH + 2, n, NOTE);
}

/** An end armour block across the vehicle: its name, then its boxes. */
function endBlock(run: BoxRun, width: number, drawTop: boolean): Block {
  const h = BOX + 2 * PAD;
  return {
    h,
    draw(c, x, y) {
      c.rect(x, y, width, h, { fill: FILL, stroke: INK, lineWidth: 1.2 });
      const label = `${run.label.toUpperCase()} · ${run.boxes}`;
      c.text(x + PAD, y + PAD + 2, label, CAPS);
      drawRun(c, run, x + width - PAD - runWidth(run.boxes), y + PAD, false);
      if (drawTop) {
        c.text(x - SIDE + (SIDE - widthOf('LEFT', CAPS)) / 2, y + PAD + 2, 'LEFT', CAPS);
        c.text(x + width + (SIDE - widthOf('RIGHT', CAPS)) / 2, y + PAD + 2, 'RIGHT', CAPS);
      }
    },
  };
}

/** One section: the side blocks either side, its parts, and its hit-location table on the right. */
function sectionRow(s: SectionCard, width: number): Block {
  const inner = width - 2 * SIDE;
  const tableW = Math.min(112, inner * 0.4);
  const partsW = inner - tableW - 3 * PAD - 1;
  const title = text(s.title.toUpperCase(), partsW, CAPS, { marginBottom: 2 });
  const parts = stack([title, ...s.parts.map((p) => partBlock(p, partsW))]);
  const hits = hitTable(s, tableW);
  const sideH = runWidth(Math.max(s.left.boxes, s.right.boxes)) + 10;
  const h = Math.max(parts.h, hits.h, sideH) + 2 * PAD;
  return {
    h,
    draw(c, x, y) {
      const left = x + SIDE;
      c.rect(left, y, inner, h, { stroke: INK, lineWidth: 1.2 });
      c.line(left + partsW + 2 * PAD, y + PAD, left + partsW + 2 * PAD, y + h - PAD, RULE, 0.5);
      parts.draw(c, left + PAD, y + PAD);
      hits.draw(c, left + partsW + 3 * PAD + 1, y + PAD);
      c.rect(x + 2, y, SIDE - 4, h, { stroke: INK, lineWidth: 0.6, fill: '#f7f7f7' });
      c.rect(x + width - SIDE + 2, y, SIDE - 4, h, { stroke: INK, lineWidth: 0.6, fill: '#f7f7f7' });
      drawSide(c, s.left, x, y, h);
      drawSide(c, s.right, x + width - SIDE, y, h);
    },
  };
}

/** How the boxes are ticked, under the vehicle. */
const LEGEND =
  'Tick a box per point of damage: the armour block first, then the section’s hit location. A shaded box ticked: the component is destroyed. Pods and turrets: tick a counter’s box when it is fired, dropped or discarded; cross out a space when it is hit (empty spaces first).';

/** The vehicle from above: front armour, the three sections with their side blocks, rear armour, how to tick. */
function vehicleDiagram(card: VehicleCard, width: number): Block {
  const inner = width - 2 * SIDE;
  const legend = text(LEGEND, inner, { size: 5.8, color: GREY }, { marginTop: 3 });
  const blocks = [
    { ...endBlock(card.armour.front, inner, true), dx: SIDE },
    ...card.sections.map((s) => ({ ...sectionRow(s, width), dx: 0 })),
    { ...endBlock(card.armour.rear, inner, false), dx: SIDE },
    { ...legend, dx: SIDE },
  ];
  return {
    h: blocks.reduce((a, b) => a + b.h, 0),
    draw(c, x, y) {
      let top = y;
      for (const b of blocks) {
        b.draw(c, x + b.dx, top);
        top += b.h;
      }
    },
  };
}

/** The speed counters as a track: a cell per speed with the final facing modifier under it. */
function speedTrack(card: VehicleCard, width: number): Block[] {
  const cells = card.speed.track;
  const perRow = Math.min(cells.length, 6);
  const cw = (width - (perRow - 1) * 3) / perRow;
  const ch = 20;
  const rows = Math.ceil(cells.length / perRow);
  const big: TextStyle = { size: 10, weight: 'bold' };
  const track: Block = {
    h: rows * (ch + 3),
    draw(c, x, y) {
      cells.forEach((cell, i) => {
        const cx = x + (i % perRow) * (cw + 3);
        const cy = y + Math.floor(i / perRow) * (ch + 3);
        c.rect(cx, cy, cw, ch, { stroke: INK, lineWidth: 0.8 });
        const s = `${cell.speed}`;
        c.text(cx + 3, cy + 2, s, big);
        const f = `facing ${cell.facing}`;
        c.text(cx + cw - widthOf(f, NOTE) - 2.5, cy + ch - 7.5, f, NOTE);
      });
    },
  };
  return section(
    'Speed',
    width,
    [track, ...card.speed.rules.map((r) => text(r, width, { ...SMALL, color: GREY }, { marginTop: 1 }))],
    'mark this turn’s counter',
  );
}

function toHit(card: VehicleCard, width: number): Block[] {
  const cols: Column<VehicleCard['toHit'][number]>[] = [
    { label: 'To hit', width: 84, cell: (m) => m.text },
    { label: 'Mod', width: 16, align: 'center', cell: (m) => m.value, text: () => ({ weight: 'bold' }) },
  ];
  return section(
    'Firing',
    width,
    [...table(cols, card.toHit, width, { fontSize: 6 }), gap(2), ...card.firing.map((f) => text(f, width, SMALL, { marginBottom: 1.5 }))],
    'range dice ≥ range',
  );
}

function onFoot(card: VehicleCard, width: number): Block[] {
  const weapon = (w: HandWeaponLine): Block => {
    const head = text(
      [
        { text: w.name, weight: 'bold' },
        { text: `  to hit ${w.range} · damage ${w.damage}`, color: GREY },
      ],
      width,
      SMALL,
    );
    const perRow = Math.floor((width + 2) / 9);
    const rounds: Block = {
      h: Math.ceil(w.rounds / perRow) * 9 + 2,
      draw(c, x, y) {
        for (let i = 0; i < w.rounds; i++) tick(c, x + (i % perRow) * 9, y + Math.floor(i / perRow) * 9, false, 7);
      },
    };
    return stack([head, gap(1), rounds]);
  };
  return section(
    `On foot · ${card.driver}`,
    width,
    [...card.onFoot.rules.map((r) => text(r, width, SMALL, { marginBottom: 1.5 })), gap(1), ...card.onFoot.handWeapons.map(weapon)],
    'tick a round fired',
  );
}

const weaponColumns: Column<WeaponLine>[] = [
  {
    label: 'Weapon',
    width: 15,
    cell: (w) => (width) =>
      text(
        [
          { text: w.name, weight: 'bold' },
          { text: `\n${w.kind} · ${w.counters} counter${w.counters === 1 ? '' : 's'}`, color: GREY, size: 5.6 },
        ],
        width,
        { size: 6.8 },
      ),
  },
  { label: 'To hit', width: 9, align: 'center', cell: (w) => w.range, text: () => ({ weight: 'bold' }) },
  { label: 'Damage', width: 16, align: 'center', cell: (w) => w.damage, text: () => ({ weight: 'bold' }) },
  { label: 'Effects', width: 60, cell: (w) => w.effects },
];

function weapons(card: VehicleCard, width: number): Block[] {
  return section(
    'Weapons loaded',
    width,
    card.weapons.length ? table(weaponColumns, card.weapons, width, { fontSize: 6.4 }) : [text('No weapon counters loaded.', width, SMALL)],
    'Weapons: the sheet’s rows for its counters',
  );
}

/** Crashing and ramming › Crash/ram damage table as a grid: RV and damage, read down each column. */
function crashGrid(cells: VehicleCard['crashDamage'], width: number): Block {
  const columns = 3;
  const perColumn = Math.ceil(cells.length / columns);
  const colW = width / columns;
  const line = 5.6 * LINE + 0.6;
  const small: TextStyle = { size: 5.6 };
  const title = text('Crash/ram damage', width, { size: 6.3, weight: 'bold' });
  const roll = text('By RV; * driver stunned', width, { ...small, color: GREY }, { marginBottom: 1 });
  return {
    h: title.h + roll.h + perColumn * line,
    draw(c, x, y) {
      title.draw(c, x, y);
      roll.draw(c, x, y + title.h);
      const top = y + title.h + roll.h;
      cells.forEach((cell, i) => {
        const cx = x + Math.floor(i / perColumn) * colW;
        const cy = top + (i % perColumn) * line;
        c.text(cx, cy, cell.rv, { ...small, weight: 'bold' });
        c.text(cx + 12.5, cy, `${cell.damage}${cell.stunned ? '*' : ''}`, small);
      });
    },
  };
}

/** The skid and crash tables in small print, side by side. */
function references(card: VehicleCard, width: number): Block[] {
  const across = card.reference.length + 1;
  const colW = cardWidthOf(width, across, 10);
  return section(
    'Skids and crashes',
    width,
    [
      row([
        ...card.reference.map((t, i) => ({ x: i * (colW + 10), blocks: [reference(t, colW)] })),
        { x: card.reference.length * (colW + 10), blocks: [crashGrid(card.crashDamage, colW)] },
      ]),
    ],
    'shortened from the sheet; the section named in each',
  );
}

export function vehicleCardSheet(card: VehicleCard, width: number): { heading: string; blocks: Block[] } {
  const sideW = Math.min(200, width * 0.37);
  const diagramW = width - sideW - 12;
  return {
    heading: `Vehicle card · ${card.name}`,
    blocks: [
      row([
        { x: 0, blocks: [gap(11), { h: 16, draw: (c, x, y) => c.rect(x, y, 16, 16, { fill: card.swatch, stroke: INK, lineWidth: 0.6 }) }] },
        {
          x: 24,
          blocks: [
            titleBand(
              card.kicker,
              card.name,
              [
                { label: 'Card', value: card.cardType.name },
                { label: 'Driver', value: card.driver },
              ],
              width - 24,
            ),
          ],
        },
      ]),
      gap(4),
      row([
        { x: 0, blocks: [vehicleDiagram(card, diagramW)] },
        { x: diagramW + 12, blocks: [...speedTrack(card, sideW), ...toHit(card, sideW), ...onFoot(card, sideW)] },
      ]),
      gap(8),
      ...weapons(card, width),
      ...references(card, width),
      text(card.cites.join(' · '), width, { size: 4.8, color: GREY }),
    ],
  };
}
