import type { DriverSettings } from './settings';

/** Part I › Experience points → Level. The printed table ends at level 9. */
export const XP_LEVEL_TABLE = [
  { level: 1, minXp: 0, maxXp: 2 },
  { level: 2, minXp: 3, maxXp: 5 },
  { level: 3, minXp: 6, maxXp: 10 },
  { level: 4, minXp: 11, maxXp: 17 },
  { level: 5, minXp: 18, maxXp: 26 },
  { level: 6, minXp: 27, maxXp: 37 },
  { level: 7, minXp: 38, maxXp: 50 },
  { level: 8, minXp: 51, maxXp: 65 },
  { level: 9, minXp: 66, maxXp: 82 },
] as const;

const PRINTED_MAX_LEVEL = 9;

/** Part I › Experience events. Each competitor earns these once per match, except criticals (one per critical). */
export const EXPERIENCE_EVENTS = [
  { key: 'tookPart', event: 'Taking part in a match', xp: 1 },
  { key: 'won', event: 'Winning the match', xp: 1 },
  { key: 'critical', event: 'Per critical hit scored', xp: 1 },
  { key: 'scored', event: 'Scoring for your team', xp: 1 },
] as const;

export type ExperienceEventKey = (typeof EXPERIENCE_EVENTS)[number]['key'];

function assertXp(xp: number): void {
  if (!Number.isInteger(xp) || xp < 0) throw new RangeError(`Experience must be a whole number of 0 or more, not ${xp}.`);
}

/**
 * Least XP for `level`. Past the printed table the bands keep growing by 2 (gaps.md #10): (L-1)² + 2, which
 * also reproduces every printed band from level 2 on.
 */
export function minXpForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`There is no level ${level}.`);
  const printed = XP_LEVEL_TABLE.find((row) => row.level === level);
  return printed ? printed.minXp : (level - 1) ** 2 + 2;
}

export function levelForXp(xp: number, settings: DriverSettings): number {
  assertXp(xp);
  const printed = XP_LEVEL_TABLE.find((row) => xp <= row.maxXp);
  if (printed) return printed.level;
  if (settings.levelsPastNine === 'stop-at-9') return PRINTED_MAX_LEVEL;
  let level = PRINTED_MAX_LEVEL;
  while (minXpForLevel(level + 1) <= xp) level++;
  return level;
}

/** XP still needed for the next level, or null when there is no next level (levelsPastNine = stop-at-9). */
export function xpToNextLevel(xp: number, settings: DriverSettings): number | null {
  const level = levelForXp(xp, settings);
  if (level >= PRINTED_MAX_LEVEL && settings.levelsPastNine === 'stop-at-9') return null;
  return minXpForLevel(level + 1) - xp;
}

export interface MatchExperience {
  /** In at least one heat, as driver or gunner (gaps.md #12). */
  tookPart: boolean;
  /** His team had the most match points (tied teams all win, gaps.md #12). */
  won: boolean;
  /** Criticals rolled because of his attacks or collisions as moving vehicle (gaps.md #12). */
  criticals: number;
  /** He personally earned at least one match point (gaps.md #12). */
  scored: boolean;
}

export interface XpAward {
  total: number;
  lines: { event: string; count: number; xp: number }[];
}

/** Part I › Experience events, as resolved in gaps.md #12: every award needs a competitor who took part. */
export function xpForMatch(match: MatchExperience): XpAward {
  if (!Number.isInteger(match.criticals) || match.criticals < 0) {
    throw new RangeError(`Critical hits scored must be a whole number of 0 or more, not ${match.criticals}.`);
  }
  if (!match.tookPart && (match.won || match.criticals > 0 || match.scored)) {
    throw new RangeError('Only a competitor who took part in the match can win it, score criticals or score points (gaps.md #12).');
  }
  const counts: Record<ExperienceEventKey, number> = {
    tookPart: match.tookPart ? 1 : 0,
    won: match.won ? 1 : 0,
    critical: match.criticals,
    scored: match.scored ? 1 : 0,
  };
  const lines = EXPERIENCE_EVENTS.filter((e) => counts[e.key] > 0).map((e) => ({
    event: e.event,
    count: counts[e.key],
    xp: counts[e.key] * e.xp,
  }));
  return { total: lines.reduce((sum, l) => sum + l.xp, 0), lines };
}
