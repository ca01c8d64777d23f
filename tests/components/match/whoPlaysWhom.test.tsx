// @vitest-environment happy-dom
/**
 * Issue 19 #12, who plays whom, moved from tests/e2e/organizer-fixes.spec.ts (issue 22): the match list and the
 * schedule name each game's teams, and a game whose table has its first roll is In progress (on its own page too),
 * the others Scheduled. Dirty Wheels' Match and Season screens over the Toy Box league with a round robin generated;
 * Ctrl+Z of that roll (the shell's key) stays in the spec.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComponentLeague } from '../../support/component';
import { renderScreen, SLOW } from '../../support/componentScreens';
import { toyBox } from '../../support/leagueRecipes';

const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('who plays whom (issue 19 #12) (component, real services)', () => {
  const league = useComponentLeague();

  it('the match list and the schedule name the teams; a game under way is In progress, on its page too', async () => {
    const l = await league({ ruleset: 'dirtywheels' });
    // A round robin generated; initiative rolled on the first game's table.
    const recipe = toyBox('toy-box-round-robin', {}, async (call) => {
      await call('schedule.generate', { format: 'round-robin', track: 'Backyard Brawl', startDate: '', daysBetween: 0 });
      const list = await call<{ id: number }[]>('schedule.list', {});
      await call('dwTable.act', { matchId: list[0]!.id, intent: { kind: 'initiative' } });
      return list.map((m) => m.id);
    });
    await recipe.build(l.call, () => Promise.reject(new Error('not used')));
    const list = await l.call<{ id: number; teams: { franchise: string }[] }[]>('schedule.list', {});
    const teams = (i: number) => list[i]!.teams.map((t) => t.franchise).join(' v ');

    renderScreen(l, '#/match', 'dirtywheels');
    const matches = await screen.findByRole('table', { name: 'Matches' }, SLOW);
    const rows = await waitFor(() => {
      const r = within(matches).getAllByRole('row');
      expect(r.length).toBeGreaterThanOrEqual(3);
      return r;
    }, SLOW);
    within(rows[1]!).getByRole('group', { name: teams(0) });
    expect(text(rows[1])).toContain('In progress');
    expect(text(within(rows[1]!).getByRole('link'))).toBe('Continue playing');
    within(rows[2]!).getByRole('group', { name: teams(1) });
    expect(text(rows[2])).toContain('Scheduled');
    expect(text(within(rows[2]!).getByRole('link'))).toBe('Play it');

    cleanup();
    renderScreen(l, '#/season/schedule', 'dirtywheels');
    const first = await screen.findByTestId(`schedule-row-${list[0]!.id}`, {}, SLOW);
    within(first).getByRole('group', { name: teams(0) });
    expect(text(first)).toContain('In progress');
    expect(text(screen.getByTestId(`schedule-row-${list[1]!.id}`))).toContain('Scheduled');

    cleanup();
    renderScreen(l, `#/match/${list[0]!.id}`, 'dirtywheels');
    await screen.findByText('In progress', { exact: true }, SLOW);
  });
});
