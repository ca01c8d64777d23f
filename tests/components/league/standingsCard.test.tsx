// @vitest-environment happy-dom
/**
 * League Settings › Standings (issue 12's league core, a Dirty Wheels league), moved from
 * tests/e2e/league-core-season.spec.ts: the tie-breakers removed, added before the roll-off, a roll-off put before
 * another breaker refused where it stands, reordered, the points per win changed, and saved as the league's own.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from '../../../src-renderer/screens/league/SettingsPanel';
import { useComponentLeague } from '../../support/component';

const BOUND = { timeout: 60_000 };

describe('League Settings › Standings (component, real services)', () => {
  const league = useComponentLeague();

  it('tie-breakers removed, added before the roll-off, a roll-off not last refused in place, reordered; win points changed and saved as the league’s own', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Car Derby' });
    const user = userEvent.setup();
    l.render(
      <>
        <Notifications />
        <SettingsPanel />
      </>,
    );
    const card = await screen.findByRole('region', { name: 'Standings' }, BOUND);
    const items = () =>
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim());
    await waitFor(() => expect(items()).toEqual(['1.Head-to-head', '2.Kills', '3.Roll-off']), BOUND);
    await user.click(within(card).getByRole('button', { name: 'Remove Kills' }));
    expect(items()).toEqual(['1.Head-to-head', '2.Roll-off']);
    // The roll-off settles the rest: what is added goes before it.
    await user.click(within(card).getByLabelText(/^Add a tie-breaker/));
    await user.click(await screen.findByRole('option', { name: /^Wins/, hidden: true }, BOUND));
    await waitFor(() => expect(items()).toEqual(['1.Head-to-head', '2.Wins', '3.Roll-off']), BOUND);
    // A roll-off before another breaker is refused where it stands, before anything is sent.
    await user.click(within(card).getByRole('button', { name: 'Move Roll-off up' }));
    await waitFor(() =>
      expect(within(card).getAllByRole('listitem')[1]!.textContent).toContain(
        'The roll-off settles whatever is still level, so nothing can come after it: put it last.',
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Move Roll-off down' }));
    await user.click(within(card).getByRole('button', { name: 'Move Wins up' }));
    await waitFor(() => expect(items()).toEqual(['1.Wins', '2.Head-to-head', '3.Roll-off']));
    const win = within(card).getByLabelText(/^Win( \*)?$/);
    await user.clear(win);
    await user.type(win, '2');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved', {}, BOUND);
    await within(card).findByText('This league’s own', {}, BOUND);
    const saved = await l.call<{ standings: { own: boolean; current: { scoring: unknown; tieBreakers: string[] } } }>('league.settings', {});
    expect(saved.standings.own).toBe(true);
    expect(saved.standings.current).toMatchObject({ scoring: { kind: 'wdl', win: 2, draw: 1, loss: 0 }, tieBreakers: ['wins', 'head-to-head', 'roll-off'] });
  });
});
