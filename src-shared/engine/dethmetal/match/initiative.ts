import type { Dice, RollRecord } from '../../dice';
import type { TalentName } from '../names';
import { MatchRuleError, modifier, type Modifier } from './modifiers';
import type { MatchSettings } from './settings';
import { SECTION, withGap } from './sections';

export interface InitiativeEntrant {
  id: string;
  /** The driver's effective initiative (fatigue, flesh wounds and quirks applied). */
  initiative: number;
  talents: readonly TalentName[];
}

export interface InitiativeEntry {
  id: string;
  roll: RollRecord;
  total: number;
  modifiers: Modifier[];
  /** Tie-break values, one per tie-break round taken (Sharp-witted's 7 included). */
  tieBreaks: number[];
}

/** Sharp-witted: "Always rolls a '7' for breaking initiative total ties". */
const SHARP_WITTED_TIE_BREAK = 7;

/**
 * Part III › Turn Sequence: 1d6 + initiative for each vehicle; ties are broken by a straight die roll, repeated
 * among those still tied. Returns the initiative order, highest first.
 */
export function rollInitiative(dice: Dice, entrants: readonly InitiativeEntrant[]): InitiativeEntry[] {
  const entries = entrants.map((e): InitiativeEntry & { talents: readonly TalentName[] } => {
    const roll = dice.roll('1d6', `initiative: ${e.id}`);
    const modifiers = [modifier('Initiative die', roll.value, SECTION.turnSequence), modifier('Driver initiative', e.initiative, SECTION.turnSequence)];
    const total = roll.value + e.initiative;
    dice.decide(roll, `initiative total ${total}`);
    return { id: e.id, roll, total, modifiers, tieBreaks: [], talents: e.talents };
  });
  const totals = [...new Set(entries.map((e) => e.total))].sort((a, b) => b - a);
  return totals
    .flatMap((total) =>
      breakTies(
        dice,
        entries.filter((e) => e.total === total),
        1,
      ),
    )
    .map(({ talents: _t, ...e }) => e);
}

function breakTies<T extends InitiativeEntry & { talents: readonly TalentName[] }>(dice: Dice, tied: T[], round: number): T[] {
  if (tied.length < 2) return tied;
  for (const e of tied) {
    // The 7 only wins the first tie-break; two Sharp-witted drivers "will still have to take a tie-breaker".
    if (round === 1 && e.talents.includes('Sharp-witted')) {
      e.tieBreaks.push(SHARP_WITTED_TIE_BREAK);
    } else {
      const r = dice.roll('1d6', `initiative tie-break: ${e.id}`);
      dice.decide(r, `tie-break ${r.value}`);
      e.tieBreaks.push(r.value);
    }
  }
  const values = [...new Set(tied.map((e) => e.tieBreaks[round - 1]!))].sort((a, b) => b - a);
  return values.flatMap((v) =>
    breakTies(
      dice,
      tied.filter((e) => e.tieBreaks[round - 1] === v),
      round + 1,
    ),
  );
}

export type MoveStepKind = 'move' | 'impetuous-move' | 'fire-only';

export interface MoveStep {
  id: string;
  kind: MoveStepKind;
  rule: string;
}

/**
 * The order vehicles move in one phase: reverse initiative order, lowest first (Part III). Impetuous drivers using
 * the talent this phase move before everyone; gaps.md #17: they may not fire during that early move, and fire,
 * without moving, in their normal slot.
 */
export function movementOrder(
  initiativeOrder: readonly string[],
  impetuous: readonly string[],
  settings: Pick<MatchSettings, 'impetuousOrder'>,
  /** House rule 'roll-off' (gaps.md #82): the impetuous drivers in the order impetuousRollOff gave. */
  rollOff?: readonly string[],
): MoveStep[] {
  const reverse = [...initiativeOrder].reverse();
  if (settings.impetuousOrder === 'roll-off' && impetuous.length > 1 && !rollOff)
    throw new MatchRuleError('Two Impetuous drivers move early: roll off between them first', withGap(SECTION.toughnessTalents, 82));
  const between = settings.impetuousOrder === 'roll-off' && rollOff ? rollOff : settings.impetuousOrder === 'initiative' ? initiativeOrder : reverse;
  const early = between.filter((id) => impetuous.includes(id));
  const impetuousRule = `${SECTION.toughnessTalents} › Impetuous (gaps.md #17)`;
  return [
    ...early.map((id): MoveStep => ({ id, kind: 'impetuous-move', rule: impetuousRule })),
    ...reverse.map(
      (id): MoveStep => (impetuous.includes(id) ? { id, kind: 'fire-only', rule: impetuousRule } : { id, kind: 'move', rule: SECTION.turnSequence }),
    ),
  ];
}

/** gaps.md #82's roll-off between Impetuous drivers: each rolls 1d6, highest moves first; tied drivers roll again. */
export function impetuousRollOff(dice: Dice, ids: readonly string[]): string[] {
  if (ids.length <= 1) return [...ids];
  const rolls = ids.map((id) => ({ id, value: dice.roll('1d6', `Impetuous roll-off: ${id}`).value }));
  const values = [...new Set(rolls.map((r) => r.value))].sort((a, b) => b - a);
  return values.flatMap((v) =>
    impetuousRollOff(
      dice,
      rolls.filter((r) => r.value === v).map((r) => r.id),
    ),
  );
}
