import { SECTION, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
import type { DestructionResult } from './destruction';
import type { CardOutcome } from './card';

export type GameResult = { state: 'playing' } | { state: 'over'; winner: string | null; reason: string; rule: string };

/**
 * gaps.md #31: the source has no end of game. A game is over when at most one team has a car running; with a turn
 * limit, after that turn the team with more cars running wins, and equal numbers draw.
 */
export function gameResult(running: Readonly<Record<string, number>>, turnsPlayed: number, settings: Pick<DirtyWheelsSettings, 'turnLimit'>): GameResult {
  const rule = withGap(SECTION.rules, 31);
  const teams = Object.entries(running);
  const alive = teams.filter(([, n]) => n > 0);
  if (alive.length === 0) return { state: 'over', winner: null, reason: 'No car is left running: a draw.', rule };
  if (alive.length === 1) return { state: 'over', winner: alive[0]![0], reason: `${alive[0]![0]} has the last cars running.`, rule };
  if (settings.turnLimit === 0 || turnsPlayed < settings.turnLimit) return { state: 'playing' };
  const most = Math.max(...alive.map(([, n]) => n));
  const leaders = alive.filter(([, n]) => n === most);
  if (leaders.length > 1) return { state: 'over', winner: null, reason: `Turn limit reached with ${most} cars running each: a draw.`, rule };
  return { state: 'over', winner: leaders[0]![0], reason: `Turn limit reached: ${leaders[0]![0]} has the most cars running (${most}).`, rule };
}

/** The destruction table's explosion as card outcomes: 1 damage to each car the organizer marks within 3" (gaps.md #30). */
export function explosionOutcomes(result: DestructionResult, carsWithin3: readonly string[]): CardOutcome[] {
  const outcomes: CardOutcome[] = [{ kind: 'destruction-roll', car: result.car, result: result.row.result }];
  const blast = result.row.explosion;
  if (!blast) return outcomes;
  return [
    ...outcomes,
    ...carsWithin3
      .filter((id) => id !== result.car)
      .map((car): CardOutcome => ({ kind: 'damage', car, amount: blast.damage, source: `${result.car} explodes (${withGap(SECTION.destruction, 30)})` })),
  ];
}
