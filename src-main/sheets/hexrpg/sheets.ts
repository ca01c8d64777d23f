/**
 * The printed hex RPG sheets: a character (attributes, HP tick boxes, skills, weapons with damage and d10 bands,
 * critical hits to note with their durations), a vehicle (its numbers, fuel and HP tracks, bash damage, weapons with a
 * place to write where each is mounted, who sits where, the Skill and Fuel Table of its kind, its critical hits), and
 * the gang's roster page.
 */
import type { TextStyle } from '../pdf/canvas';
import { boxes, facts, gap, GREY, INK, row, section, stack, stats, table, text, titleBand, writingLines, ZEBRA, type Block, type Column } from '../pdf/kit';
import { LINE, shorten } from '../pdf/text';
import type { CharacterSheet, CharacterWeapon, GangRoster, VehicleSheet, VehicleWeaponLine } from './model';

const GUTTER = 16;
const SMALL: TextStyle = { size: 6.5, color: GREY };

const swatchBlock = (swatch: string): Block[] => [gap(11), { h: 16, draw: (c, x, y) => c.rect(x, y, 16, 16, { fill: swatch, stroke: INK, lineWidth: 0.6 }) }];

function header(swatch: string, kicker: string, title: string, right: { label: string; value: string }[], width: number): Block {
  return row([
    { x: 0, blocks: swatchBlock(swatch) },
    { x: 24, blocks: [titleBand(kicker, title, right, width - 24)] },
  ]);
}

/** A small two-column table in print, zebra-striped, its first column bold. */
function miniTable(rows: readonly { roll: string; text: string }[], width: number, keyWidth: number): Block {
  const style: TextStyle = { size: 6 };
  const line = 6 * LINE + 1.1;
  return {
    h: rows.length * line,
    draw(c, x, y) {
      rows.forEach((r, i) => {
        const ty = y + i * line;
        if (i % 2 === 1) c.rect(x - 1.5, ty - 0.6, width + 1.5, line, { fill: ZEBRA });
        c.text(x, ty, r.roll, { ...style, weight: 'bold' });
        c.text(x + keyWidth, ty, shorten(r.text, style, width - keyWidth), style);
      });
    },
  };
}

/** Tick boxes with their count, for hit points or fuel: big enough for a pencil, smaller when there are many. */
function track(count: number, width: number, filled = 0): Block {
  const size = count <= 40 ? 11 : count <= 120 ? 8.5 : 6.5;
  const space = count <= 40 ? 2 : 1.2;
  // Whole tens to a row, so every tenth (heavier) box ends its column: the count is read off the rows.
  const tens = Math.max(1, Math.floor((width + space) / (size + space) / 10));
  const rowWidth = tens * 10 * (size + space) - space;
  return stack([boxes({ count, width: rowWidth, size, gap: space, filled, mark: (i) => ((i + 1) % 10 === 0 ? { strong: true } : undefined) }), gap(2)]);
}

export function characterLayout(s: CharacterSheet, width: number): { heading: string; blocks: Block[] } {
  const left = (width - GUTTER) * 0.5;
  const right = width - GUTTER - left;
  const weaponCols: Column<CharacterWeapon>[] = [
    { label: 'Weapon', width: 20, cell: (w) => w.weapon, text: () => ({ weight: 'bold' }) },
    { label: 'Level', width: 9, align: 'center', cell: (w) => w.level },
    { label: 'To hit', width: 14, cell: (w) => w.toHit },
    { label: 'Damage min / avg / max', width: 19, align: 'center', cell: (w) => w.damage, text: () => ({ weight: 'bold' }) },
    { label: 'd10 for the level', width: 38, cell: (w) => w.bands, text: () => ({ size: 6.3 }) },
  ];
  const critCols: Column<number>[] = [
    { label: 'Critical hit', width: 34, cell: () => '' },
    { label: 'Longevity (d100)', width: 22, cell: () => '' },
    { label: 'Lasts', width: 18, cell: () => '' },
    { label: 'Since', width: 13, cell: () => '' },
    { label: 'Healed', width: 13, cell: () => '' },
  ];
  return {
    heading: `Character · ${s.name}`,
    blocks: [
      header(
        s.swatch,
        s.kicker,
        s.name,
        [
          { label: 'Seat', value: s.seat },
          { label: 'Gang', value: s.gang },
        ],
        width,
      ),
      gap(4),
      stats(s.attributes, width),
      gap(6),
      ...section(
        'Hit points',
        width,
        [track(s.hp, width, s.hpLost)],
        `${s.hp}${s.hpLost ? `, ${s.hpLost} lost (crossed)` : ''}: a box each; ${s.npc ? 'an NPC dies at 0' : 'at 0, dying (LUCK)'}`,
      ),
      row([
        { x: 0, blocks: section('Skills', left, facts(s.skills, left, 90)) },
        { x: left + GUTTER, blocks: section('Stamina and trades', right, facts(s.derived, right, 70)) },
      ]),
      ...section(
        'Weapons',
        width,
        [
          ...(s.weapons.length ? table(weaponCols, s.weapons, width, { fontSize: 7.5 }) : [text('No weapons skill.', width, SMALL)]),
          text(s.fists, width, { size: 6.8 }, { marginTop: 3 }),
        ],
        '3b: 2d6 under the number; 3e: damage by d10',
      ),
      ...section(
        'Critical hits',
        width,
        table(
          critCols,
          Array.from({ length: s.criticalLines }, (_, i) => i),
          width,
          { fontSize: 9 },
        ),
        'note each with how long it lasts',
      ),
      row([
        { x: 0, blocks: section('People: critical hit (d100)', left, [miniTable(s.criticals, left, 28)]) },
        { x: left + GUTTER, blocks: section('Longevity (d100)', right, [miniTable(s.durations, right, 28)]) },
      ]),
      text(s.cites.join(' · '), width, { size: 5.6, color: GREY }, { marginTop: 2 }),
    ],
  };
}

export function vehicleLayout(s: VehicleSheet, width: number): { heading: string; blocks: Block[] } {
  const left = (width - GUTTER) * 0.55;
  const right = width - GUTTER - left;
  const weaponCols: Column<VehicleWeaponLine>[] = [
    { label: 'Weapon', width: 30, cell: (w) => w.name, text: () => ({ weight: 'bold' }) },
    { label: 'Min', width: 10, align: 'center', cell: (w) => w.minimal },
    { label: 'Avg', width: 10, align: 'center', cell: (w) => w.average },
    { label: 'Max', width: 10, align: 'center', cell: (w) => w.maximal },
    // Where the weapon is mounted (its design, gaps.md #35): the position-by-target row; blank to write in.
    { label: 'Position', width: 40, cell: (w) => w.position ?? '' },
  ];
  const seatCols: Column<VehicleSheet['seats'][number]>[] = [
    { label: 'Seat', width: 28, cell: (r) => `${r.slot} (${r.max})`, text: () => ({ weight: 'bold' }) },
    { label: 'Who sits there', width: 72, cell: (r) => r.names.join(', ') || '—' },
  ];
  const fuelCols: Column<VehicleSheet['fuelTable'][number]>[] = [
    { label: 'Hexes', width: 30, align: 'center', cell: (r) => r.speed, text: () => ({ weight: 'bold' }) },
    { label: 'Fuel', width: 30, align: 'center', cell: (r) => r.fuel },
    { label: 'Control', width: 40, align: 'center', cell: (r) => r.skill },
  ];
  return {
    heading: `Vehicle · ${s.name}`,
    blocks: [
      header(
        s.swatch,
        s.kicker,
        s.name,
        [
          { label: 'Kind', value: s.kind },
          { label: 'Gang', value: s.gang },
        ],
        width,
      ),
      gap(4),
      stats(s.stats, width),
      gap(6),
      ...section(
        'Hit points',
        width,
        [track(s.hp, width, s.hpLost)],
        `${s.hp}${s.hpLost ? `, ${s.hpLost} lost (crossed)` : ''}: a box each, every tenth heavier`,
      ),
      ...section('Fuel', width, [track(s.fuel, width)], `${s.fuel} units: cross off what each turn spends`),
      row([
        {
          x: 0,
          blocks: [
            ...section(
              'Bash damage',
              left,
              [
                stats(
                  [
                    { label: 'Minimal', value: `${s.damage.minimal}` },
                    { label: 'Average', value: `${s.damage.average}` },
                    { label: 'Maximal', value: `${s.damage.maximal}` },
                  ],
                  left,
                ),
                text(`From ${s.damage.source}.`, left, SMALL, { marginTop: 2 }),
              ],
              '3e',
            ),
            ...section(
              'Weapons',
              left,
              [
                ...(s.weapons.length ? table(weaponCols, s.weapons, left, { fontSize: 7 }) : [text('No weapons.', left, SMALL)]),
                text(s.mounted, left, SMALL, { marginTop: 2 }),
              ],
              'damage by band',
            ),
            ...section('Who sits where', left, table(seatCols, s.seats, left, { fontSize: 7 })),
            ...section('Notes', left, [writingLines(4, left)]),
          ],
        },
        {
          x: left + GUTTER,
          blocks: section('Skill and Fuel Table', right, table(fuelCols, s.fuelTable, right, { fontSize: 6.5 }), `its kind: ${s.kind.toLowerCase()}`),
        },
      ]),
      ...section('Vehicle critical hits (d100)', width, [miniTable(s.criticals, width, 30), text(s.speedLoss, width, { size: 6.3 }, { marginTop: 2 })]),
      text(
        `Repairs: at most ${s.repairCap} HP a day for a ${s.kind.toLowerCase()}. ${s.cites.join(' · ')}`,
        width,
        { size: 5.6, color: GREY },
        { marginTop: 2 },
      ),
    ],
  };
}

export function gangLayout(g: GangRoster, width: number): { heading: string; blocks: Block[] } {
  const people: Column<GangRoster['characters'][number]>[] = [
    { label: 'Character', width: 17, cell: (r) => r.name, text: () => ({ weight: 'bold' }) },
    ...(['musc', 'agi', 'accu', 'driv', 'luck', 'hp'] as const).map(
      (k): Column<GangRoster['characters'][number]> => ({ label: k.toUpperCase(), width: 6.5, align: 'center', cell: (r) => r[k] }),
    ),
    { label: 'Skills', width: 29, cell: (r) => r.skills, text: () => ({ size: 6.5 }) },
    { label: 'Seat', width: 15, cell: (r) => r.seat },
  ];
  const cars: Column<GangRoster['vehicles'][number]>[] = [
    { label: 'Vehicle', width: 18, cell: (r) => r.name, text: () => ({ weight: 'bold' }) },
    { label: 'Kind', width: 9, cell: (r) => r.kind },
    { label: 'Move', width: 7, align: 'center', cell: (r) => r.movement },
    { label: 'Turns', width: 7, align: 'center', cell: (r) => r.turns },
    { label: 'HP', width: 7, align: 'center', cell: (r) => r.hp },
    { label: 'Fuel', width: 7, align: 'center', cell: (r) => r.fuel },
    { label: 'Bash', width: 11, align: 'center', cell: (r) => r.damage },
    { label: 'Crew', width: 34, cell: (r) => r.crew, text: () => ({ size: 6.5 }) },
  ];
  return {
    heading: `Gang · ${g.title}`,
    blocks: [
      header(g.swatch, g.kicker, g.title, g.totals, width),
      ...section('Characters', width, g.characters.length ? table(people, g.characters, width, { fontSize: 7.5 }) : [text('No characters yet.', width, SMALL)]),
      ...section(
        'Vehicles',
        width,
        g.vehicles.length ? table(cars, g.vehicles, width, { fontSize: 7.5 }) : [text('No vehicles yet.', width, SMALL)],
        'bash: minimal / average / maximal',
      ),
      ...section('Sessions', width, [writingLines(14, width, 16)], 'who survived, kills, what was lost'),
    ],
  };
}
