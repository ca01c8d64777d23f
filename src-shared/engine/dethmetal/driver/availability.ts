import type { Dice, RollRecord } from '../../dice';
import type { QuirkName } from '../names';
import { quirkOccurrences, type Driver } from './model';
import { QUIRK_RULES, heartConditionMissOn, type QuirkRule } from './quirks';

export interface Unavailable {
  code: 'retired' | 'barred' | 'misses-match' | 'out-of-action';
  message: string;
  rule: string;
}

export type Availability = { usable: true } | { usable: false; reasons: Unavailable[] };

/** Whether the competitor may be put in a vehicle for the current match, and every reason he may not. */
export function canBeUsedInMatch(driver: Driver): Availability {
  const reasons: Unavailable[] = [];
  if (driver.retired) reasons.push({ code: 'retired', message: `${driver.name} has retired.`, rule: 'Part VI › Retirements, Contracts, and the Draft' });
  for (const flag of driver.seasonFlags) {
    if (flag.kind !== 'barred') continue;
    reasons.push({
      code: 'barred',
      message: `${flag.quirk} (occurrence ${flag.occurrence}): may not be used ${flag.offMatchTalentsUsable ? 'in matches' : 'for the rest of the season'}.`,
      rule: flag.rule,
    });
  }
  if (driver.match.missesMatch) {
    reasons.push({ code: 'misses-match', message: 'Heart condition: misses this match.', rule: 'Part I › Quirks › Heart condition (gaps.md #21)' });
  }
  if (driver.match.outOfAction) {
    reasons.push({ code: 'out-of-action', message: 'Out of action: may not return in this match.', rule: 'gaps.md #52, #68' });
  }
  return reasons.length === 0 ? { usable: true } : { usable: false, reasons };
}

export interface PreMatchResult {
  driver: Driver;
  rolls: RollRecord[];
  missesMatch: boolean;
  explanation: string[];
}

/**
 * Part I › Quirks › Heart condition: "Prior to assigning any competitors to a match roll one die"; he misses the
 * match on a 1 (1 or 2 after the second occurrence). Not a death: no cloning, no quirk check (gaps.md #21).
 * No die is rolled for a competitor who could not be used anyway.
 */
export function preMatchRolls(dice: Dice, driver: Driver): PreMatchResult {
  const occurrences = quirkOccurrences(driver, 'Heart condition');
  if (occurrences === 0 || !canBeUsedInMatch(driver).usable) return { driver, rolls: [], missesMatch: false, explanation: [] };
  const missOn = heartConditionMissOn(occurrences);
  const roll = dice.roll('1d6', `Heart condition: ${driver.name} misses the match on ${missOn.join(' or ')}`);
  const missesMatch = missOn.includes(roll.value);
  dice.decide(roll, missesMatch ? 'misses the match' : 'fit to race');
  return {
    driver: missesMatch ? { ...driver, match: { ...driver.match, missesMatch } } : driver,
    rolls: [roll],
    missesMatch,
    explanation: [`Heart condition: 1d6 = ${roll.value}, ${missesMatch ? 'misses this match' : 'fit to race'}.`],
  };
}

export interface InMatchQuirkRoll {
  quirk: QuirkName;
  when: string;
  on: readonly number[];
  effect: string;
}

/** The 1d6 rolls the match rules must make for this competitor during every heat (Stupid, Unhinged). */
export function inMatchQuirkRolls(driver: Driver): InMatchQuirkRoll[] {
  return driver.quirks.flatMap((q) => {
    const rule: QuirkRule = QUIRK_RULES[q.name];
    return rule.inMatchRoll ? [{ quirk: q.name, ...rule.inMatchRoll }] : [];
  });
}

export interface SeasonEndResult {
  driver: Driver;
  retires: boolean;
  reasons: string[];
}

/**
 * Part VI › Retirements: competitors forced into retirement leave at the end of the season; everything else a
 * quirk imposed "for the season" is lifted.
 */
export function endSeason(driver: Driver): SeasonEndResult {
  const reasons = driver.seasonFlags
    .filter((f) => f.kind === 'retires')
    .map((f) => `${f.quirk} (occurrence ${f.occurrence}): must retire at the end of the season (${f.rule}).`);
  const retires = reasons.length > 0;
  return { driver: { ...driver, seasonFlags: [], retired: driver.retired || retires }, retires, reasons };
}
