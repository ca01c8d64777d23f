// @vitest-environment happy-dom
/**
 * League Settings › the entrants' table (issue 21, generic results, with issue 12's per-league standings): a league of
 * the race meeting test ruleset (tests/rulesets/race/: the cars' table by points per place 10-8-6-5-4-3-2-1, ties by
 * wins then kills) edits its cars' table beside the teams' Standings card: a tie-breaker reordered, a roll-off put
 * before another refused where it stands, the points of first place changed, saved as the league's own. A Dirty
 * Wheels league, which keeps no entrants' table, has no such card.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRulesetServices } from '../../../src-main/services/rulesets';
import { addRuleset } from '../../../src-shared/engine/registry';
import type { LeagueSettingsView } from '../../../src-shared/ipc';
import { SettingsPanel } from '../../../src-renderer/screens/league/SettingsPanel';
import { RACE, raceRuleset } from '../../rulesets/race/engine';
import { raceServices } from '../../rulesets/race/services';
import { useComponentLeague } from '../../support/component';

const BOUND = { timeout: 60_000 };

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices));
});
afterAll(() => {
  for (const off of unregister) off();
});

const panel = () => (
  <>
    <Notifications />
    <SettingsPanel />
  </>
);

describe('League Settings › the entrants’ table (component, real services)', () => {
  const league = useComponentLeague();

  it('the cars’ table beside the teams’: a breaker reordered, a roll-off before another refused in place, 1st place’s points changed, saved as the league’s own', async () => {
    const l = await league({ ruleset: RACE, name: 'Grand Prix' });
    const user = userEvent.setup();
    l.render(panel());
    const card = await screen.findByRole('region', { name: "Cars' table" }, BOUND);
    expect(screen.getByRole('region', { name: 'Standings' })).toBeTruthy();
    expect(within(card).getByText(/How the table ranks the cars/).textContent).toContain(
      'The default of Race meeting (test): placing points 10/8/6/5/4/3/2/1; tie-breakers wins, kills.',
    );
    const items = () =>
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim());
    await waitFor(() => expect(items()).toEqual(['1.Wins', '2.Kills']), BOUND);
    await user.click(within(card).getByRole('button', { name: 'Move Kills up' }));
    expect(items()).toEqual(['1.Kills', '2.Wins']);
    await within(card).findByText('This league’s own');
    // A roll-off before another breaker is refused where it stands, before anything is sent.
    const add = within(card).getByLabelText(/^Add a tie-breaker/);
    await user.click(add);
    // The teams' card has a chooser of its own: the option is taken from this one's list.
    const list = await waitFor(() => document.getElementById(add.getAttribute('aria-controls') ?? '')!, BOUND);
    await user.click(await within(list).findByRole('option', { name: /^Roll-off/, hidden: true }, BOUND));
    await waitFor(() => expect(items()).toEqual(['1.Kills', '2.Wins', '3.Roll-off']), BOUND);
    await user.click(within(card).getByRole('button', { name: 'Move Roll-off up' }));
    await waitFor(() =>
      expect(within(card).getAllByRole('listitem')[1]!.textContent).toContain(
        'The roll-off settles whatever is still level, so nothing can come after it: put it last.',
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Remove Roll-off' }));
    const first = within(card).getByLabelText(/^1st( \*)?$/);
    await user.clear(first);
    await user.type(first, '12');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved', {}, BOUND);
    const saved = await l.call<LeagueSettingsView>('league.settings', {});
    expect(saved.entrantStandings).toMatchObject({
      own: true,
      current: { scoring: { kind: 'placings', points: [12, 8, 6, 5, 4, 3, 2, 1] }, tieBreakers: [{ stat: 'kills' }, 'wins'] },
    });
    // The teams' table is not touched by the cars'.
    expect(saved.standings?.own).toBe(false);
  });

  it('a Dirty Wheels league keeps no entrants’ table: only the teams’ Standings card', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Car Derby' });
    l.render(panel());
    await screen.findByRole('region', { name: 'Standings' }, BOUND);
    expect(screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label'))).not.toContainEqual(expect.stringMatching(/' table$/));
  });
});
