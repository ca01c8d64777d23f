import type { Dice } from '../../dice';
import { applyLevelUps, type AdvancementAnswer, type LevelUpResult } from './advancement';
import { xpForMatch, type MatchExperience, type XpAward } from './experience';
import { gainFatigue, restFatigue, type CrewRole, type FatigueResult } from './fatigue';
import type { Driver } from './model';
import { quirkCheck, type QuirkCheckContext, type QuirkCheckResult } from './quirk-check';
import type { DriverSettings } from './settings';

export interface DriverMatchReport extends MatchExperience {
  /** The seat he took; matters only for the fatigueForGunners house rule. */
  role: CrewRole;
}

type DoneLevelUps = Extract<LevelUpResult, { status: 'done' }>;

export type DriverPostMatchResult =
  | {
      status: 'done';
      driver: Driver;
      /** He went out of action: the franchise pays for a clone (Price lists; gaps.md #52, #65). */
      cloned: boolean;
      quirkCheck?: QuirkCheckResult;
      xp: XpAward;
      advancements: DoneLevelUps['advancements'];
      fatigue: FatigueResult;
    }
  /** An advancement needs the organizer's answer; re-run with the same dice and the answer (see applyLevelUps). */
  | ({ status: 'choice-needed' } & Omit<Extract<LevelUpResult, { status: 'choice-needed' }>, 'status'>);

/** Everything that lasts one match is cleared once it is over (flesh wounds: gaps.md #51). */
export function clearMatchState(driver: Driver): Driver {
  return { ...driver, match: { fleshWounds: 0, woundsSuffered: 0, outOfAction: false, missesMatch: false } };
}

/**
 * The driver's part of Part VI › Post-match, in this order: cloning and the quirk check for a competitor who went
 * out of action (gaps.md #52); XP and one advancement roll per level gained (gaps.md #11, #12); fatigue gained,
 * or lost for an idle match, which includes a match missed to Heart condition (gaps.md #21, #70); match state
 * cleared. Money (cloning cost, Face, Tinkerer) is the campaign's business.
 */
export function driverPostMatch(
  dice: Dice,
  driver: Driver,
  report: DriverMatchReport,
  context: QuirkCheckContext,
  settings: DriverSettings,
  answers: readonly AdvancementAnswer[] = [],
): DriverPostMatchResult {
  if (report.tookPart && driver.match.missesMatch) throw new RangeError(`${driver.name} missed this match (Heart condition) and cannot have taken part.`);
  const cloned = driver.match.outOfAction;
  const quirk = cloned ? quirkCheck(dice, driver, context, settings) : undefined;
  const afterQuirk = quirk?.driver ?? driver;

  const xp = xpForMatch(report);
  const levelUps = applyLevelUps(dice, afterQuirk, afterQuirk.xp + xp.total, settings, answers);
  if (levelUps.status === 'choice-needed') {
    return { status: 'choice-needed', advancements: levelUps.advancements, pending: levelUps.pending };
  }

  const fatigue = report.tookPart ? gainFatigue(dice, levelUps.driver, settings, report.role) : restFatigue(dice, levelUps.driver, settings);
  return {
    status: 'done',
    driver: clearMatchState(fatigue.driver),
    cloned,
    ...(quirk ? { quirkCheck: quirk } : {}),
    xp,
    advancements: levelUps.advancements,
    fatigue,
  };
}
