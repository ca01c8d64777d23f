import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import { effectiveTraits } from './effective';
import { quirkOccurrences, talentCount, type Driver, type FatigueTrait } from './model';
import { rowFor } from './roll-table';
import type { DriverSettings } from './settings';

/** Part VI › Driver fatigue: "Initiative on a '1' or a '2', Driving ability on a '3' or a '4', Gunnery skill on a '5' or a '6'". */
export const FATIGUE_TABLE = [
  { rolls: [1, 2], printed: 'Initiative', trait: 'initiative' },
  { rolls: [3, 4], printed: 'Driving ability', trait: 'driving' },
  { rolls: [5, 6], printed: 'Gunnery skill', trait: 'gunnery' },
] as const satisfies readonly { rolls: readonly number[]; printed: string; trait: FatigueTrait }[];

export interface FatigueResult {
  driver: Driver;
  /** Fatigue points gained (positive) or lost (negative). */
  change: number;
  checks: CheckResult[];
  /** The 1d6 trait roll for each point gained. */
  traitRolls: RollRecord[];
  explanation: string[];
}

export type CrewRole = 'driver' | 'gunner';

/**
 * After a match the competitor took part in (one heat or more), in the order of gaps.md #70: Combat fatigue
 * check (failure: 2 points instead of 1), Iron-man check (success: one point fewer), Ardent (ignores the first
 * point since he last rested). Each point gained reduces the trait rolled on FATIGUE_TABLE at once.
 */
export function gainFatigue(dice: Dice, driver: Driver, settings: DriverSettings, role: CrewRole = 'driver'): FatigueResult {
  if (role === 'gunner' && !settings.fatigueForGunners) {
    return { driver, change: 0, checks: [], traitRolls: [], explanation: ['Gunners gain no fatigue in this league (house rule fatigueForGunners).'] };
  }
  const toughness = effectiveTraits(driver, settings).toughness.value;
  const checks: CheckResult[] = [];
  const explanation: string[] = [];
  let points = 1;

  if (quirkOccurrences(driver, 'Combat fatigue') > 0) {
    const c = check(dice, toughness, 'Combat fatigue: toughness check after the match');
    checks.push(c);
    if (!c.success) points = 2;
    explanation.push(`Combat fatigue: toughness check ${c.success ? 'passed, 1 point' : 'failed, 2 points instead of 1'}.`);
  }
  if (talentCount(driver, 'Iron-man') > 0) {
    const c = check(dice, toughness, 'Iron-man: toughness check to avoid a fatigue point');
    checks.push(c);
    if (c.success) points -= 1;
    explanation.push(`Iron-man: toughness check ${c.success ? 'passed, one point fewer' : 'failed'}.`);
  }
  let ardentSpent = driver.ardentSpent;
  if (points > 0 && talentCount(driver, 'Ardent') > 0 && !ardentSpent) {
    points -= 1;
    ardentSpent = true;
    explanation.push('Ardent: the first fatigue point since his last rest is ignored.');
  }

  const traitRolls: RollRecord[] = [];
  const fatigue = [...driver.fatigue];
  for (let i = 1; i <= points; i++) {
    const roll = dice.roll('1d6', `Fatigue point ${i} of ${points}: trait reduced`);
    const row = rowFor(FATIGUE_TABLE, roll.value, 'Driver fatigue table');
    dice.decide(roll, `-1 ${row.printed}`);
    traitRolls.push(roll);
    fatigue.push(row.trait);
    explanation.push(`Fatigue point: -1 ${row.printed} (1d6 = ${roll.value}).`);
  }
  if (points === 0) explanation.push('No fatigue gained.');
  return { driver: { ...driver, fatigue, ardentSpent }, change: points, checks, traitRolls, explanation };
}

/**
 * After a match spent idle: all fatigue is lost. With Combat fatigue a failed toughness check loses only one
 * point, the oldest (the check is skipped when one point or none is left, as the result would be the same).
 * After the rest Ardent is ready again, even if Combat fatigue kept a point (gaps.md #70, #86).
 */
export function restFatigue(dice: Dice, driver: Driver, settings: DriverSettings): FatigueResult {
  const checks: CheckResult[] = [];
  let fatigue: FatigueTrait[] = [];
  if (quirkOccurrences(driver, 'Combat fatigue') > 0 && driver.fatigue.length >= 2) {
    const toughness = effectiveTraits(driver, settings).toughness.value;
    const c = check(dice, toughness, 'Combat fatigue: toughness check to lose all fatigue while idle');
    checks.push(c);
    if (!c.success) fatigue = driver.fatigue.slice(1);
  }
  const lost = driver.fatigue.length - fatigue.length;
  const explanation = [
    checks.length > 0 && fatigue.length > 0
      ? 'Combat fatigue: toughness check failed, only one fatigue point lost.'
      : `Idle match: all fatigue lost (${lost} point${lost === 1 ? '' : 's'}).`,
  ];
  return {
    // gaps.md #86: Ardent's "first point" is the first since the driver's last rest, whatever fatigue the rest left.
    driver: { ...driver, fatigue, ardentSpent: false },
    change: -lost,
    checks,
    traitRolls: [],
    explanation,
  };
}
