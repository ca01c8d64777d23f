import type { MatchView } from '../../../src-shared/ipc';

/**
 * Where each match of the season may go, as the service rules it (schedule.move): matches are played in order, so
 * the played ones and the one with its pre-match rolls form the front of the season and keep their places; a match
 * still only scheduled may take any place after them.
 */
export function scheduleOrder(rows: readonly MatchView[]) {
  const firstFree = rows.reduce((n, m) => (m.status === 'scheduled' ? n : Math.max(n, m.number)), 0) + 1;
  /** Why this match keeps its place, or null when it may move. */
  const fixedReason = (m: MatchView): string | null => {
    if (m.status === 'recorded') return `Match ${m.number} has been played: it keeps its place.`;
    if (m.status === 'ready') return `Match ${m.number} has its pre-match rolls and is the next to be played: it keeps its place.`;
    return null;
  };
  /** Why match `m` cannot take place `to`, or null when it can. */
  const whyNot = (m: MatchView, to: number): string | null => {
    const fixed = fixedReason(m);
    if (fixed) return fixed;
    if (to === m.number) return `Match ${m.number} is already in place ${to}.`;
    if (to < firstFree) return `Match ${m.number} cannot go before match ${firstFree - 1}, which has been played or has its pre-match rolls.`;
    if (to > rows.length) return `Match ${m.number} is already the last match.`;
    return null;
  };
  return { firstFree, fixedReason, whyNot, canGo: (m: MatchView, to: number) => whyNot(m, to) === null };
}
