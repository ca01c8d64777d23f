import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import type { QuirkName } from '../names';
import { TRAIT_LABELS } from './advancement-tables';
import { effectiveTraits, type TraitContribution } from './effective';
import { quirkOccurrences, talentCount, type Driver, type SeasonFlag } from './model';
import { QUIRK_RULES, QUIRK_TABLE, heartConditionMissOn, quirkTraitPenalty, type QuirkRule } from './quirks';
import { rowFor } from './roll-table';
import type { DriverSettings } from './settings';

const QUIRK_SECTION = 'Part I › Quirks';

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

function flagsFor(quirk: QuirkName, occurrence: number, settings: DriverSettings): SeasonFlag[] {
  const rule: QuirkRule = QUIRK_RULES[quirk];
  if (occurrence === 2) {
    const flags: SeasonFlag[] = [];
    if (rule.second.barred !== 'none') {
      flags.push({ kind: 'barred', quirk, occurrence, offMatchTalentsUsable: rule.second.barred === 'matches', rule: `${QUIRK_SECTION} › ${quirk}` });
    }
    if (rule.second.retiresAtSeasonEnd) {
      flags.push({ kind: 'retires', quirk, occurrence, offMatchTalentsUsable: false, rule: `${QUIRK_SECTION} › ${quirk}` });
    } else if (rule.second.barred === 'season' && settings.stupidUnhingedRetire) {
      flags.push({ kind: 'retires', quirk, occurrence, offMatchTalentsUsable: false, rule: `${QUIRK_SECTION} › ${quirk} (gaps.md #20)` });
    }
    return flags;
  }
  if (occurrence >= 3 && settings.thirdQuirkOccurrence === 'bench-and-retire') {
    const rule = `${QUIRK_SECTION} (gaps.md #19)`;
    return [
      { kind: 'barred', quirk, occurrence, offMatchTalentsUsable: false, rule },
      { kind: 'retires', quirk, occurrence, offMatchTalentsUsable: false, rule },
    ];
  }
  return [];
}

function describeOccurrence(quirk: QuirkName, occurrence: number, flags: readonly SeasonFlag[], settings: DriverSettings): string[] {
  const lines: string[] = [];
  const penalty = quirkTraitPenalty(quirk, occurrence, settings);
  if (penalty) lines.push(`${TRAIT_LABELS[penalty.trait]} -${penalty.amount}${occurrence > 1 ? ' in total' : ''}.`);
  if (quirk === 'Heart condition') lines.push(`Misses a match on a pre-match 1d6 of ${heartConditionMissOn(occurrence).join(' or ')}.`);
  for (const flag of flags) {
    lines.push(
      flag.kind === 'retires'
        ? 'Must retire at the end of the season.'
        : flag.offMatchTalentsUsable
          ? 'May not be used in matches (talents not used during a match still work).'
          : 'May not be used for the rest of the season.',
    );
  }
  return lines;
}

export interface QuirkGained {
  quirk: QuirkName;
  occurrence: number;
  effects: string[];
}

/** Record one more occurrence of a quirk and what it imposes until the season ends (gaps.md #19, #20). */
export function gainQuirk(driver: Driver, quirk: QuirkName, settings: DriverSettings): { driver: Driver; gained: QuirkGained } {
  const occurrence = quirkOccurrences(driver, quirk) + 1;
  const quirks =
    occurrence === 1
      ? [...driver.quirks, { name: quirk, occurrences: 1 }]
      : driver.quirks.map((q) => (q.name === quirk ? { ...q, occurrences: occurrence } : q));
  const flags = flagsFor(quirk, occurrence, settings);
  return {
    driver: { ...driver, quirks, seasonFlags: [...driver.seasonFlags, ...flags] },
    gained: { quirk, occurrence, effects: describeOccurrence(quirk, occurrence, flags, settings) },
  };
}

/**
 * A Medical-Tech item "corrects one … quirk": one occurrence and its penalty go, and so does whatever that
 * occurrence imposed (a forced retirement stays only while a second occurrence remains, gaps.md #19).
 */
export function correctQuirk(driver: Driver, quirk: QuirkName): Driver {
  const occurrences = quirkOccurrences(driver, quirk);
  if (occurrences === 0) throw new RangeError(`${driver.name} has no ${quirk} quirk to correct.`);
  const remaining = occurrences - 1;
  return {
    ...driver,
    quirks:
      remaining === 0 ? driver.quirks.filter((q) => q.name !== quirk) : driver.quirks.map((q) => (q.name === quirk ? { ...q, occurrences: remaining } : q)),
    seasonFlags: driver.seasonFlags.filter((f) => f.quirk !== quirk || f.occurrence <= remaining),
  };
}

export interface QuirkBonus {
  source: string;
  bonus: number;
}

export interface QuirkCheckContext {
  /** The franchise's sponsors that help avoid new quirks: Medical services +1, Cloning services +1. */
  sponsorBonuses: readonly QuirkBonus[];
}

export interface QuirkCheckResult {
  driver: Driver;
  target: { value: number; contributions: TraitContribution[] };
  check: CheckResult;
  /** Present when the check failed. */
  quirk?: QuirkGained & { roll: RollRecord };
  explanation: string[];
}

/**
 * Part I › Quirks: after going out of action (and being cloned) the competitor makes a toughness check,
 * 1d6 ≤ Toughness + bonuses (gaps.md #2, #3, #18); on a failure roll 2d6 on the quirk table.
 */
export function quirkCheck(dice: Dice, driver: Driver, context: QuirkCheckContext, settings: DriverSettings): QuirkCheckResult {
  const toughness = effectiveTraits(driver, settings).toughness;
  const bonuses: QuirkBonus[] = [...context.sponsorBonuses];
  if (talentCount(driver, 'Stable') > 0) bonuses.unshift({ source: 'Stable', bonus: 1 });
  const counted = settings.quirkBonusesStack ? bonuses : bonuses.reduce<QuirkBonus[]>((best, b) => (best[0] && best[0].bonus >= b.bonus ? best : [b]), []);

  const contributions: TraitContribution[] = [
    { source: 'Toughness', amount: toughness.value, rule: QUIRK_SECTION },
    ...counted.map((b) => ({ source: b.source, amount: b.bonus, rule: `${QUIRK_SECTION} (gaps.md #18)` })),
  ];
  const target = contributions.reduce((sum, c) => sum + c.amount, 0);
  const result = check(dice, target, 'Quirk check: toughness after going out of action');
  const explanation = [`Quirk check: 1d6 ≤ ${target} (${contributions.map((c) => `${c.source} ${c.amount}`).join(', ')}).`];

  if (result.success) {
    explanation.push('Passed: no new quirk.');
    return { driver, target: { value: target, contributions }, check: result, explanation };
  }
  const roll = dice.roll('2d6', 'Quirk table');
  const row = rowFor(QUIRK_TABLE, roll.value, 'Quirk table');
  const { driver: next, gained } = gainQuirk(driver, row.quirk, settings);
  dice.decide(roll, `${row.quirk} (${ordinal(gained.occurrence)} occurrence)`);
  explanation.push(`Failed: quirk table 2d6 = ${roll.value}, ${row.quirk} (${ordinal(gained.occurrence)} occurrence).`, ...gained.effects);
  return { driver: next, target: { value: target, contributions }, check: result, quirk: { ...gained, roll }, explanation };
}
