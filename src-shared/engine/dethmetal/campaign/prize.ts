import type { Dice, RollRecord } from '../../dice';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';

/** Prize money: "The total pot is worth 1d6 per team competing x15k" = (N)d6 × 15k (gaps.md #61). */
export const PRIZE_PER_PIP = 15;

export function rollPrizePot(dice: Dice, teamsCompeting: number): RollRecord {
  if (!Number.isInteger(teamsCompeting) || teamsCompeting < 1) throw new Error(`A match needs at least one team; got ${teamsCompeting}.`);
  const roll = dice.roll(`${teamsCompeting}d6 x${PRIZE_PER_PIP}k`, `Prize pot (${teamsCompeting} teams)`);
  dice.decide(roll, `pot ${roll.value}k`);
  return roll;
}

/**
 * Each team's share: pot × its points ÷ all points, rounded up to the whole k, so payouts may exceed the pot
 * slightly. When nobody scored, the pot is split equally (rounded up) or not paid (gaps.md #61).
 */
export function sharePrizePot(pot: number, points: Readonly<Record<string, number>>, settings: CampaignSettings): Record<string, number> {
  const teams = Object.keys(points);
  for (const t of teams) {
    const p = points[t]!;
    if (!Number.isInteger(p) || p < 0) throw new Error(`Points must be whole and not negative; ${t} has ${p}.`);
  }
  const all = teams.reduce((sum, t) => sum + points[t]!, 0);
  const shares: Record<string, number> = {};
  for (const t of teams) {
    if (all > 0) shares[t] = Math.ceil((pot * points[t]!) / all);
    else shares[t] = settings.prizeWhenNobodyScores === 'splitEqually' ? Math.ceil(pot / teams.length) : 0;
  }
  return shares;
}

export interface PrizeAward {
  pot: number;
  shares: Record<string, number>;
  roll: RollRecord;
  rule: typeof CAMPAIGN_RULES.prizeMoney;
}

/** Roll the pot for a match and share it by points. `points` has one entry per competing team. */
export function awardPrizeMoney(dice: Dice, points: Readonly<Record<string, number>>, settings: CampaignSettings): PrizeAward {
  const roll = rollPrizePot(dice, Object.keys(points).length);
  return { pot: roll.value, shares: sharePrizePot(roll.value, points, settings), roll, rule: CAMPAIGN_RULES.prizeMoney };
}
