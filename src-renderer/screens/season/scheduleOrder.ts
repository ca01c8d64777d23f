import type { MatchView } from '../../../src-shared/ipc';

/**
 * Where each match of the season may go, as the service rules it (schedule.move). A campaign league (Dethmetal) plays
 * its matches in order, so the played ones and the one with its pre-match rolls form the front of the season and keep
 * their places; a match still only scheduled may take any place after them. The generic league core records results
 * in any order (`inOrder` false): recorded matches keep their places, and a scheduled one moves among the scheduled
 * ones without passing a recorded one.
 */
export function scheduleOrder(rows: readonly MatchView[], inOrder = true) {
  const frontEnd = rows.reduce((n, m) => (m.status === 'scheduled' ? n : Math.max(n, m.number)), 0) + 1;
  const recorded = rows.filter((m) => m.status === 'recorded').map((m) => m.number);
  /** The first recorded match between place `from` (excluded) and `to` (included), in either direction. */
  const passed = (from: number, to: number) => recorded.find((n) => (to < from ? n >= to && n < from : n <= to && n > from));
  /** The earliest place a scheduled match `m` may take. */
  const firstFree = (m: MatchView) => (inOrder ? frontEnd : Math.max(0, ...recorded.filter((n) => n < m.number)) + 1);
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
    if (inOrder && to < frontEnd) return `Match ${m.number} cannot go before match ${frontEnd - 1}, which has been played or has its pre-match rolls.`;
    if (to < 1) return `Match ${m.number} is already the first match.`;
    if (to > rows.length) return `Match ${m.number} is already the last match.`;
    const over = inOrder ? undefined : passed(m.number, to);
    if (over !== undefined) return `Match ${m.number} cannot pass match ${over}, which has been recorded: recorded matches keep their places.`;
    return null;
  };
  /** The last place a scheduled match `m` may take. */
  const lastFree = (m: MatchView) => (inOrder ? rows.length : Math.min(rows.length + 1, ...recorded.filter((n) => n > m.number)) - 1);
  return { firstFree, lastFree, fixedReason, whyNot, canGo: (m: MatchView, to: number) => whyNot(m, to) === null };
}
