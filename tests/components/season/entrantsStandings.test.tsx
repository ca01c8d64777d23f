// @vitest-environment happy-dom
/**
 * Season › Standings with an entrants' championship (issue 21, generic results): a league of the race meeting test
 * ruleset (tests/rulesets/race/: the cars' table by points per place 10-8-6-5-4-3-2-1, first places then kills
 * breaking ties) shows the cars' table beside the teams', each car with its team, and how it is scored; a Dirty Wheels
 * league, which keeps no entrants' table, shows none.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRulesetServices } from '../../../src-main/services/rulesets';
import { addRuleset } from '../../../src-shared/engine/registry';
import { CoreStandingsTab } from '../../../src-renderer/screens/season/CoreStandingsTab';
import { RACE, raceRuleset } from '../../rulesets/race/engine';
import { raceServices, seedRaceMeeting } from '../../rulesets/race/services';
import { useComponentLeague } from '../../support/component';
import { SLOW } from '../../support/componentScreens';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices));
});
afterAll(() => {
  for (const off of unregister) off();
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Season › Standings: the entrants’ table beside the teams’ (component, real services)', () => {
  const league = useComponentLeague();

  it('a race meeting league shows the cars’ table, each car with its team, its points per place and its tie-breakers', async () => {
    const l = await league({ ruleset: RACE, name: 'Grand Prix' });
    const { teams, matchId } = await seedRaceMeeting(l.call);
    const red = teams['Red Arrows']!;
    const blue = teams['Blue Streaks']!;
    const car = (team: typeof red, name: string, placing: number) => ({ franchiseId: team.id, vehicleId: team.cars[name]!, placing, stats: {} });
    await l.call('match.recordOutcome', {
      matchId,
      rounds: [{ entrants: [car(blue, 'Blue Two', 1), car(red, 'Red One', 2), car(blue, 'Blue One', 3), car(red, 'Red Two', 4)] }],
    });
    window.location.hash = '#/season/standings';
    l.render(<CoreStandingsTab />);
    const cars = await screen.findByRole('table', { name: 'Cars this season' }, SLOW);
    // Blue Two 10, Red One 8, Blue One 6, Red Two 5 (P, W, Points, Kills, Decided by).
    expect(cells(cars)).toEqual([
      ['1', 'Blue Two', 'Blue Streaks', '1', '1', '10', '0', 'Points'],
      ['2', 'Red One', 'Red Arrows', '1', '0', '8', '0', 'Points'],
      ['3', 'Blue One', 'Blue Streaks', '1', '0', '6', '0', 'Points'],
      ['4', 'Red Two', 'Red Arrows', '1', '0', '5', '0', 'Points'],
    ]);
    const region = screen.getByRole('region', { name: "Cars' table" });
    // Scored and broken by its own table's settings: points per place, then first places, then kills.
    expect(within(region).getByText(/level cars are separated by/).textContent).toMatch(/10.+8.+6.+level cars are separated by .*wins.*kills/i);
    // The teams' table beside it: their cars' points summed (Blue 16, Red 13).
    expect(cells(screen.getByRole('table', { name: 'Standings' })).map((r) => [r[1], r.at(-3)])).toEqual([
      ['Blue Streaks', '16'],
      ['Red Arrows', '13'],
    ]);
  }, 120_000);

  it('a Dirty Wheels league keeps no entrants’ table: none is shown', async () => {
    const l = await league({ ruleset: 'dirtywheels', name: 'Toy Car Derby' });
    await l.call('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
    window.location.hash = '#/season/standings';
    l.render(<CoreStandingsTab />);
    await screen.findByRole('table', { name: 'Standings' }, SLOW);
    expect(screen.queryByRole('region', { name: /' table$/ })).toBeNull();
  }, 120_000);
});
