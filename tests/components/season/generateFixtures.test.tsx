// @vitest-environment happy-dom
/**
 * Season › Schedule › Generate fixtures… (issue 12), the dialog's preview, moved from tests/e2e/season-fixtures.spec.ts:
 * nothing until a track is named, everyone together by default, a round robin of four in six matches with their dates
 * a week apart, and a second leg that overruns the season's length said before anything is added.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GenerateFixturesModal } from '../../../src-renderer/screens/season/GenerateFixturesModal';
import { useComponentLeague } from '../../support/component';
import { fourFranchises } from '../../support/leagueRecipes';
import type { Reply } from '../../support/pageApi';

const BOUND = { timeout: 60_000 };

describe('Season › Schedule › Generate fixtures… (component, real services)', () => {
  const league = useComponentLeague();

  it('previews the fixtures: a track first, everyone together, a round robin with its dates, a second leg past the season length refused', async () => {
    const l = await league();
    const invoke = async (channel: string, payload: unknown) => (await l.dispatch(channel as never, payload as never)) as Reply;
    // Rust Belt Reapers, Ash Valley Angels, Chrome Coyotes and Diesel Dukes founded; nothing scheduled.
    await fourFranchises.build(l.call, invoke);
    const user = userEvent.setup();
    l.render(<GenerateFixturesModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generate fixtures' }, BOUND);
    await within(dialog).findByText('Name the track to see the fixtures.', {}, BOUND);
    await user.click(within(dialog).getByLabelText(/^Track/));
    await user.paste('Denver Speedway');
    // Everyone together by default: one match of all four.
    const summary = () => within(dialog).getByTestId('fixtures-summary').textContent;
    await waitFor(() => expect(summary()).toBe('1 match for season 1, numbered from 1'), BOUND);
    await user.click(within(dialog).getByText('Round robin', { exact: true }));
    await waitFor(() => expect(summary()).toBe('6 matches for season 1, numbered from 1'), BOUND);
    const date = within(dialog).getByLabelText(/^Date( \*)?$/);
    await user.click(date);
    await user.paste('2026-09-03');
    fireEvent.blur(date);
    await within(dialog).findByRole('table', { name: 'Fixtures to add' }, BOUND);
    // Read afresh each time: the preview's table is drawn again as the choices change.
    const rows = () => [...within(dialog).getByRole('table', { name: 'Fixtures to add' }).querySelectorAll('tbody tr')].map((r) => r.textContent ?? '');
    await waitFor(() => expect(rows()).toHaveLength(6), BOUND);
    expect(rows()[0]).toContain('Rust Belt Reapers');
    expect(rows()[0]).toContain('Diesel Dukes');
    await waitFor(() => expect(rows()[2]).toContain('Sep 10, 2026'), BOUND);
    // A second leg makes 12: more than the season's 8, said before anything is added.
    const second = within(dialog).getByLabelText('Second leg (home and away swapped)');
    await user.click(second);
    await waitFor(
      () =>
        expect(within(dialog).getByTestId('fixtures-problem').textContent).toBe(
          'Season 1 has room for 8 more matches (house rule “Matches per season”: 8); these fixtures make 12.',
        ),
      BOUND,
    );
    await user.click(second);
    await waitFor(() => expect(within(dialog).queryByTestId('fixtures-problem')).toBeNull(), BOUND);
    await waitFor(() => expect(rows()).toHaveLength(6), BOUND);
    // Nothing is added by a preview.
    expect(await l.call<unknown[]>('schedule.list', {})).toHaveLength(0);
  });
});
