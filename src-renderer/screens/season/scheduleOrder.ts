import type { MatchView } from '../../../src-shared/ipc';

/**
 * Where each match of the season may go, as the service rules it (schedule.move): matches are played in order, so
 * the played ones and the one with its pre-match rolls form the front of the season and keep their places; a match
 * still only scheduled may take any place after them.
 */
export function scheduleOrder(rows: readonly MatchView[]) {
  const firstFree = rows.reduce((n, m) => (m.status === 'scheduled' ? n : Math.max(n, m.number)), 0) + 1;
  return {
    firstFree,
    /** Why this match keeps its place, or null when it may move. */
    fixedReason(m: MatchView): string | null {
      if (m.status === 'recorded') return `Match ${m.number} has been played: it keeps its place.`;
      if (m.status === 'ready') return `Match ${m.number} has its pre-match rolls and is the next to be played: it keeps its place.`;
      return null;
    },
    canGo(m: MatchView, to: number): boolean {
      return m.status === 'scheduled' && to !== m.number && to >= firstFree && to <= rows.length;
    },
  };
}
