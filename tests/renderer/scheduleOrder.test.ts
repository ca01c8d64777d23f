/**
 * The Schedule tab's move rules (scheduleOrder) as the service rules them (schedule.move): a campaign league plays in
 * order (played and pre-rolled matches form the front); the generic league core records in any order, so a recorded
 * match keeps its place and nothing moves past it.
 */
import { describe, expect, it } from 'vitest';
import { scheduleOrder } from '../../src-renderer/screens/season/scheduleOrder';
import type { MatchView } from '../../src-shared/ipc';

const season = (statuses: MatchView['status'][]) => statuses.map((status, i) => ({ id: 10 + i, number: i + 1, status }) as MatchView);

describe('scheduleOrder', () => {
  it('a campaign league: nothing goes to or before the last played or pre-rolled match', () => {
    const rows = season(['recorded', 'ready', 'scheduled', 'scheduled']);
    const order = scheduleOrder(rows);
    expect(order.firstFree(rows[3]!)).toBe(3);
    expect(order.whyNot(rows[3]!, 2)).toBe('Match 4 cannot go before match 2, which has been played or has its pre-match rolls.');
    expect(order.canGo(rows[3]!, 3)).toBe(true);
    expect(order.whyNot(rows[1]!, 3)).toMatch(/pre-match rolls and is the next to be played/);
  });

  it('the generic league core: a scheduled match moves up to, never past, a recorded one, wherever it is', () => {
    const rows = season(['scheduled', 'scheduled', 'recorded', 'scheduled', 'scheduled']);
    const order = scheduleOrder(rows, false);
    expect(order.canGo(rows[0]!, 2)).toBe(true);
    expect(order.whyNot(rows[1]!, 3)).toBe('Match 2 cannot pass match 3, which has been recorded: recorded matches keep their places.');
    expect(order.whyNot(rows[4]!, 1)).toBe('Match 5 cannot pass match 3, which has been recorded: recorded matches keep their places.');
    expect(order.canGo(rows[4]!, 4)).toBe(true);
    expect([order.firstFree(rows[1]!), order.lastFree(rows[1]!)]).toEqual([1, 2]);
    expect([order.firstFree(rows[4]!), order.lastFree(rows[4]!)]).toEqual([4, 5]);
    expect(order.whyNot(rows[2]!, 1)).toBe('Match 3 has been played: it keeps its place.');
  });
});
