/** The printed driver sheet: one competitor, his ratings, his talents and quirks with their rules, and his boxes. */
import { BODY, boxes, facts, GREY, INK, row, RULE, section, stack, table, text, titleBand, writingLines, type Block } from '../../pdf/kit';
import type { DriverSheetModel, TraitLine } from './model';

/** The right-hand column, in points; the left one takes the rest of the width. */
const SIDE = 200;
const GUTTER = 10;
const SMALL = { size: 6, color: GREY };

function traitTable(traits: TraitLine[], width: number): Block[] {
  return table(
    [
      {
        label: 'Trait',
        width: 30,
        cell: (t) => t.label,
        text: () => ({ weight: 'bold' }),
      },
      { label: 'Base', width: 10, align: 'center', cell: (t) => `${t.base}` },
      {
        label: 'Effective',
        width: 14,
        align: 'center',
        cell: (t) => `${t.effective}${t.effective !== t.base ? ' *' : ''}`,
        text: () => ({ weight: 'bold', size: 10 }),
      },
      {
        label: 'Why it differs',
        width: 46,
        cell: (t) => t.modifiers || '—',
        text: (t) => ({ color: t.modifiers ? INK : GREY }),
      },
    ],
    traits,
    width,
    { fontSize: 8, zebra: false },
  );
}

/** A talent or quirk: its name, what it does to this competitor, and its rules text, ruled off from the next. */
function rule(width: number, r: { name: string; detail?: string; effect?: string; text: string }): Block {
  const inner = stack([
    text([{ text: r.name, weight: 'bold', size: 8 }, ...(r.detail ? [{ text: `  ${r.detail}` }] : [])], width),
    ...(r.effect ? [text(`In effect: ${r.effect}`, width, { ...BODY, weight: 'bold' })] : []),
    text(r.text, width, { ...BODY, color: '#222222' }),
  ]);
  return {
    h: inner.h + 2 + 0.3 + 3,
    draw(c, x, y) {
      inner.draw(c, x, y);
      c.line(x, y + inner.h + 2 + 0.15, x + width, y + inner.h + 2 + 0.15, RULE, 0.3);
    },
  };
}

export function driverSheet(model: DriverSheetModel, width: number): { heading: string; blocks: Block[] } {
  const main = width - SIDE - GUTTER;
  const none = (w: number, what: string) => text(what, w, { ...BODY, color: GREY });
  const xpLine =
    model.nextLevelAt === null
      ? `${model.xp} XP (levels stop at 9 in this league)`
      : `${model.xp} XP · next level at ${model.nextLevelAt} XP (${model.xpToNext} to go)`;
  return {
    heading: `Driver sheet · ${model.franchise} · ${model.name}`,
    blocks: [
      titleBand(
        `${model.franchise} · driver sheet`,
        model.name,
        [
          {
            label: 'Level',
            value: `${model.level}${model.pendingAdvancements ? ` (+${model.pendingAdvancements} to roll)` : ''}`,
          },
          { label: 'Experience', value: `${model.xp} XP` },
        ],
        width,
      ),
      text([{ text: 'Status: ', weight: 'bold' }, { text: model.status.join(' · ') }], width, BODY, { marginBottom: 4 }),
      ...section('Traits', width, traitTable(model.traits, width), 'checks: 1d6 ≤ effective rating · * = differs from the base rank'),
      row([
        {
          x: 0,
          blocks: [
            ...section(
              'Experience',
              main,
              model.xpToNext !== null
                ? [
                    boxes({ count: model.xpToNext, width: main, size: 9 }),
                    text('One box per XP earned this match; the last box is the next level (one advancement roll).', main, SMALL),
                  ]
                : [none(main, 'No further levels.')],
              xpLine,
            ),
            ...section(
              'Fatigue',
              main,
              [
                boxes({
                  count: model.fatigue.boxes,
                  width: main,
                  size: 10,
                  filled: model.fatigue.points,
                }),
                text(
                  model.fatigue.points
                    ? `Carried: ${model.fatigue.lost.map((t) => `−1 ${t}`).join(', ')}. All fatigue is lost after a match spent idle.`
                    : 'All fatigue is lost after a match spent idle.',
                  main,
                  SMALL,
                ),
              ],
              `each point −1 to a trait rolled on 1d6: ${model.fatigue.table}`,
            ),
          ],
        },
        {
          x: main + GUTTER,
          blocks: [
            ...section(
              'Flesh wounds',
              SIDE,
              [
                boxes({
                  width: SIDE,
                  count: model.wounds.boxes,
                  size: 12,
                  filled: model.wounds.taken,
                  mark: (i) => (i === model.wounds.boxes - 1 ? { strong: true, label: 'OUT' } : undefined),
                }),
                text(
                  'Each wound: −1 driving, gunnery and initiative until the match ends. Shaded box: a characteristic reaches 0, out of action.',
                  SIDE,
                  SMALL,
                ),
              ],
              'this match',
            ),
            ...section(
              'Career',
              SIDE,
              model.career.length
                ? facts(
                    model.career.map((c) => ({
                      label: c.label,
                      value: `${c.value}`,
                    })),
                    SIDE,
                    90,
                  )
                : [none(SIDE, 'No matches played yet.')],
            ),
          ],
        },
      ]),
      ...section(
        'Talents',
        width,
        model.talents.length
          ? model.talents.map((t) =>
              rule(width, {
                name: t.name,
                ...(t.detail ? { detail: t.detail } : {}),
                text: t.text,
              }),
            )
          : [none(width, 'None yet.')],
        '“At any time that a talent disagrees with the rules use the talent instead.”',
      ),
      ...section(
        'Quirks',
        width,
        model.quirks.length
          ? model.quirks.map((q) =>
              rule(width, {
                name: q.name,
                ...(q.occurrences > 1 ? { detail: `× ${q.occurrences}` } : {}),
                ...(q.effect ? { effect: q.effect } : {}),
                text: q.text,
              }),
            )
          : [none(width, 'None.')],
        'from the cloning vats',
      ),
      ...section('Notes', width, [writingLines(5, width)], undefined, 4),
    ],
  };
}
