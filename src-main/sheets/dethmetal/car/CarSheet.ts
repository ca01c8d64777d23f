/** The printed car sheet: one car, everything a player ticks and looks up during a heat. */
import type { Canvas, TextStyle } from '../../pdf/canvas';
import {
  BODY,
  boxes,
  FILL,
  facts,
  GREY,
  INK,
  reference,
  reused,
  row,
  RULE,
  ruledAbove,
  section,
  stack,
  stats,
  table,
  text,
  titleBand,
  WHITE,
  type Block,
  type Column,
} from '../../pdf/kit';
import { widthOf, type Run } from '../../pdf/text';
import { DAMAGE_REFERENCE, GUNNERY_REFERENCE, LOSS_OF_CONTROL_REFERENCE, TIRE_DAMAGE_REFERENCE } from '../../reference';
import type { CarSheetModel, WeaponLine } from './model';

/** The right-hand column, in points; the left one takes the rest of the width. */
const SIDE = 196;
const GUTTER = 10;

const OUTLINE: Block = reused('car outline', 46, () => ({
  h: 84,
  draw(c, x, y) {
    for (const [wx, wy] of [
      [2, 12],
      [37, 12],
      [2, 58],
      [37, 58],
    ] as const)
      c.rect(x + wx, y + wy, 7, 15, { fill: INK });
    c.path(x, y, 'M 14 2 L 32 2 Q 40 2 40 12 L 40 74 Q 40 82 32 82 L 14 82 Q 6 82 6 74 L 6 12 Q 6 2 14 2 Z', { fill: WHITE, stroke: INK, lineWidth: 1.2 });
    c.path(x, y, 'M 11 22 L 35 22 L 32 32 L 14 32 Z', {
      fill: FILL,
      stroke: INK,
      lineWidth: 0.7,
    });
    c.path(x, y, 'M 13 62 L 33 62 L 35 70 L 11 70 Z', {
      fill: FILL,
      stroke: INK,
      lineWidth: 0.7,
    });
  },
}));

function armorArc(label: string, points: number, width: number, align: 'left' | 'center' | 'right'): Block {
  return stack([
    text(`${label} ${points}`, width, { size: 6.2, weight: 'bold' }, { align, marginTop: 2 }),
    boxes({ count: points, width, size: 7, gap: 1.5, align }),
    { h: 2, draw: () => {} },
  ]);
}

/** The car from above, nose up, with its four armor quadrants around it. */
function armorOutline(armor: CarSheetModel['armor'], width: number): Block[] {
  const arc = (label: string, points: number) =>
    row([
      {
        x: (width - 120) / 2,
        blocks: [armorArc(label, points, 120, 'center')],
      },
    ]);
  const middle = row(
    [
      {
        x: (width - 176) / 2,
        blocks: [armorArc('LEFT', armor.left, 58, 'right')],
      },
      { x: (width - 176) / 2 + 63, blocks: [OUTLINE] },
      {
        x: (width - 176) / 2 + 118,
        blocks: [armorArc('RIGHT', armor.right, 58, 'left')],
      },
    ],
    'center',
  );
  return [
    arc('FRONT', armor.front),
    middle,
    arc('BACK', armor.back),
    text(
      `Armor ${armor.total} · tick a box for each point lost (body damage −1 off the side hit)`,
      width,
      { size: 5.8, color: GREY },
      { align: 'center', marginTop: 1 },
    ),
  ];
}

/** Speeds across, one column each: the band modifier, the acceleration roll-under target, turn mode, MP die. */
function speedChart(model: CarSheetModel, width: number): Block {
  const rows: [string, (r: CarSheetModel['speedChart'][number]) => string | number, boolean][] = [
    ['Speed', (r) => r.speed, true],
    ['Band mod.', (r) => r.band, false],
    ['ACC (≤)', (r) => r.acceleration, true],
    ['Turn mode', (r) => r.turnMode, false],
    ['MP die', (r) => r.movementDice, false],
  ];
  const label = 52;
  const rowHeight = 9;
  const cell = (width - label) / model.speedChart.length;
  const top = model.topSpeed;
  // Text at an SVG-style baseline 6.6 pt below the row's top.
  const baseline = 6.6 - 6.6 * 0.905;
  return {
    h: rows.length * rowHeight + 1,
    draw(c: Canvas, x: number, y: number) {
      c.rect(x, y, width, rowHeight, { fill: FILL });
      c.line(x, y + 0.4, x + width, y + 0.4, INK, 0.75);
      rows.forEach(([name, value, bold], r) => {
        c.line(x, y + (r + 1) * rowHeight, x + width, y + (r + 1) * rowHeight, RULE, 0.4);
        c.text(x + 2, y + r * rowHeight + baseline, name, {
          size: 6.6,
          weight: 'bold',
        });
        model.speedChart.forEach((s, i) => {
          const style: TextStyle = {
            size: 6.6,
            weight: bold ? 'bold' : 'regular',
            color: top !== null && s.speed > top && r > 0 ? GREY : INK,
          };
          const v = `${value(s)}`;
          c.text(x + label + (i + 0.5) * cell - widthOf(v, style) / 2, y + r * rowHeight + baseline, v, style);
        });
      });
      model.speedChart.forEach((s, i) => {
        const at = x + label + i * cell;
        c.line(at, y, at, y + rows.length * rowHeight, s.speed === top ? INK : RULE, s.speed === top ? 1 : 0.3);
      });
    },
  };
}

const SMALL: TextStyle = { size: 6, color: GREY };

const weaponColumns: Column<WeaponLine>[] = [
  { label: '#', width: 3, align: 'center', cell: (w) => `${w.mount}` },
  {
    label: 'Mount',
    width: 19,
    cell: (w) => (width) =>
      stack([
        text(
          [
            {
              text: `${w.mountType}${w.mountType === 'Heavy' ? ' Δ' : ''}`,
              weight: 'bold',
            },
            { text: ` · ${w.arc}` },
          ],
          width,
          { size: 6.8 },
        ),
        ...(w.arc.startsWith('Swivel') ? [text(`fires: ${w.firesInto}`, width, SMALL)] : []),
      ]),
  },
  {
    label: 'Weapon',
    width: 24,
    cell: (w) => (width) =>
      w.weapon === null
        ? text('empty', width, { size: 6.8, color: GREY })
        : stack([
            text(
              [
                {
                  text: `${w.weapon}${w.heavy && w.mountType !== 'Heavy' ? ' Δ' : ''}`,
                  weight: 'bold',
                },
                { text: w.link ? ` · linked ${w.link}` : '' },
              ],
              width,
              { size: 6.8 },
            ),
            ...(w.expendable ? [text('expendable: used up after the match', width, SMALL)] : []),
            ...(w.alternate
              ? [
                  text(
                    `${w.alternate.label}: R${w.alternate.rof} P${w.alternate.pen} F${w.alternate.fire} S${w.alternate.short} L${w.alternate.long} M${w.alternate.max}`,
                    width,
                    { size: 6 },
                  ),
                ]
              : []),
          ]),
  },
  { label: 'ROF', width: 5, align: 'center', cell: (w) => w.rof },
  { label: 'PEN', width: 5, align: 'center', cell: (w) => w.pen },
  { label: 'Fire', width: 6, align: 'center', cell: (w) => w.fire },
  { label: 'Short', width: 6, align: 'center', cell: (w) => w.short },
  { label: 'Long', width: 6, align: 'center', cell: (w) => w.long },
  { label: 'Max', width: 5, align: 'center', cell: (w) => w.max },
  {
    label: 'Ammo',
    width: 21,
    cell: (w) => (width) => (w.ammo !== null ? boxes({ count: w.ammo, width, size: 7, gap: 1.5 }) : text(w.ammoNote ?? '', width, { size: 6 })),
  },
];

/** A component, device or item with its rules text, and its RISK line under it. */
function rulesText(
  width: number,
  r: {
    name: string;
    detail?: string;
    text?: string;
    risk?: string;
    source?: string;
  },
): Block {
  const style: TextStyle = { size: 6.4 };
  const runs: Run[] = [
    { text: r.name, weight: 'bold' },
    ...(r.detail ? [{ text: ` (${r.detail})` }] : []),
    ...(r.text ? [{ text: `: ${r.text}` }] : []),
    ...(r.source ? [{ text: `  ${r.source}`, color: GREY }] : []),
  ];
  return stack([
    text(runs, width, style),
    ...(r.risk ? [text([{ text: 'RISK: ', weight: 'bold' }, { text: r.risk }], width, style, { indent: 8 })] : []),
    { h: 2, draw: () => {} },
  ]);
}

const none = (width: number, what = 'None.') => text(what, width, { ...BODY, color: GREY });

export function carSheet(model: CarSheetModel, width: number): { heading: string; blocks: Block[] } {
  const main = width - SIDE - GUTTER;
  const speedNote = `1d6 ≤ ACC to gain 1 speed (a fuel point: +1 or a second roll) · top speed ${model.topSpeed ?? 'none'}${model.topSpeedWithFuel !== model.topSpeed ? `, ${model.topSpeedWithFuel ?? 'no limit'} with fuel` : ''} · gearing ${model.gearing}`;
  const devices = model.weapons.filter((w) => w.text || w.risk);
  const side = (left: Block[], right: Block[]) =>
    row([
      { x: 0, blocks: left },
      { x: main + GUTTER, blocks: right },
    ]);
  return {
    heading: `Car sheet · ${model.franchise} · ${model.name}`,
    blocks: [
      titleBand(
        `${model.franchise} · car sheet`,
        model.name,
        [
          {
            label: 'Design points',
            value: `${model.designPoints.spent} / ${model.designPoints.budget}`,
          },
          {
            label: 'Value',
            value: `${model.money.totalK}k${model.money.unpricedItems ? ' +' : ''}`,
          },
        ],
        width,
      ),
      side(
        [
          stats(model.headline, main + 3),
          { h: 5, draw: () => {} },
          ...section('Characteristics', main, facts(model.characteristics, main, 84), 'how each number is made'),
        ],
        [
          ...section('Armor', SIDE, armorOutline(model.armor, SIDE)),
          ...section('Fuel points', SIDE, [boxes({ count: model.fuelPoints, width: SIDE, size: 9 })], '1 is used every 3 turns'),
        ],
      ),
      ...section('Speed chart', width, [speedChart(model, width)], speedNote),
      side(
        [
          ...section(
            'Damage',
            main,
            [
              boxes({
                width: main,
                count: model.damage.boxes,
                size: 8,
                mark: (i) =>
                  (i + 1) % model.damage.criticalEvery === 0
                    ? {
                        strong: true,
                        label: `C${(i + 1) / model.damage.criticalEvery}`,
                      }
                    : undefined,
              }),
              text(`Shaded box: roll on the damage table, C1 at 1d6 + 0, C2 at 1d6 + 1 … C${model.damage.criticals} always destroys the car.`, main, SMALL, {
                marginTop: 1,
              }),
            ],
            `Toughness ${model.damage.toughness}: a critical hit every ${model.damage.criticalEvery} damage`,
          ),
          ...section(
            'Tires',
            main,
            [
              boxes({
                width: main,
                count: model.tires.boxes,
                size: 8,
                mark: (i) => ((i + 1) % model.tires.penaltyEvery === 0 ? { strong: true, label: '−1 H' } : undefined),
              }),
              text(
                `Shaded box: −1 maximum handling until the tires are changed.${model.tires.wheelGuards ? ' Wheel guards: −1 on the tire-damage roll from weapon-fire.' : ''}`,
                main,
                SMALL,
                { marginTop: 1 },
              ),
            ],
            model.tires.label,
          ),
        ],
        [reference(DAMAGE_REFERENCE, SIDE, 3), reference(TIRE_DAMAGE_REFERENCE, SIDE)],
      ),
      ...section(
        'Weapons',
        width,
        model.weapons.length ? table(weaponColumns, model.weapons, width, { fontSize: 6.8 }) : [none(width, 'No weapon mounts.')],
        'Δ = very heavy (+1 weight) · the driver is −1 to hit outside the front arc',
      ),
      side(
        [
          ...section('Components and devices', main, [
            ...(model.components.length === 0 && devices.length === 0 ? [none(main)] : []),
            ...model.components.map((c) => rulesText(main, c)),
            ...devices.map((w) =>
              rulesText(main, {
                name: `${w.weapon} (mount ${w.mount})`,
                ...(w.text ? { text: w.text } : {}),
                ...(w.risk ? { risk: w.risk } : {}),
              }),
            ),
          ]),
          ...section(
            'Suspension tweaks',
            main,
            model.tweaks.length ? model.tweaks.map((t) => text([{ text: t.name, weight: 'bold' }, { text: `: ${t.effect}` }], main)) : [none(main)],
          ),
        ],
        [reference(GUNNERY_REFERENCE, SIDE)],
      ),
      ruledAbove(reference(LOSS_OF_CONTROL_REFERENCE, width), width),
    ],
  };
}
