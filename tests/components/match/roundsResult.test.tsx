// @vitest-environment happy-dom
/**
 * The core's result form for a meeting of rounds (issue 21, generic results), on a league of the race meeting test
 * ruleset (tests/rulesets/race/: 1 to 4 races a meeting, a placing per car, points per place 10-8-6-5-4-3-2-1 for the
 * cars' table, the teams' table summed from their cars'): the races chosen per meeting, a duplicate and a missing
 * placing refused beside their boxes in the service's words, the preview of each car's and team's points, Commit, the
 * races as recorded, and one undo. Dirty Wheels and Dethmetal keep their own forms (their declarations say one round of
 * the teams' results).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRulesetServices } from '../../../src-main/services/rulesets';
import { dirtyWheelsRuleset } from '../../../src-shared/engine/dirtywheels';
import { addRuleset, rulesetById } from '../../../src-shared/engine/registry';
import type { LeagueStandings, MeetingRoundsView } from '../../../src-shared/ipc';
import { RoundsMatchPage } from '../../../src-renderer/screens/match/RoundsMatchPage';
import { recordsInRounds } from '../../../src-renderer/screens/match/roundsModel';
import { RACE, raceRuleset } from '../../rulesets/race/engine';
import { raceServices, seedRaceMeeting } from '../../rulesets/race/services';
import { useComponentLeague } from '../../support/component';
import { retype, SLOW, typist } from '../../support/componentScreens';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices));
});
afterAll(() => {
  for (const off of unregister) off();
});

describe('which leagues record through the rounds form', () => {
  it('a race meeting (rounds, an entrants’ table) does; Dirty Wheels’ game and Dethmetal’s match (one round of teams) keep their forms', () => {
    expect(recordsInRounds(raceRuleset.declaration)).toBe(true);
    expect(recordsInRounds(dirtyWheelsRuleset.declaration)).toBe(false);
    expect(recordsInRounds(rulesetById('dethmetal').declaration)).toBe(false);
  });
});

describe('a race meeting’s result by races (component, real services)', () => {
  const league = useComponentLeague();

  it('two races placed per car: a shared and a missing place refused in place, the points previewed, committed, shown by race, undone', async () => {
    const l = await league({ ruleset: RACE, name: 'Grand Prix' });
    const { matchId } = await seedRaceMeeting(l.call);
    const user = typist();
    l.render(<RoundsMatchPage matchId={matchId} />);

    // Its standing crews (the core's `driver` slot, seated by the team builder) take part in the races.
    const crews = await screen.findByRole('region', { name: 'Crews' }, SLOW);
    await waitFor(() => expect(within(crews).getByLabelText('Red One Driver')).toHaveProperty('value', 'Ann Hale'));

    const races = await screen.findByRole('textbox', { name: 'Races in this meeting' }, SLOW);
    expect(screen.getAllByRole('group', { name: /^Race \d$/ })).toHaveLength(1);
    await retype(user, races, '2');
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Race \d$/ })).toHaveLength(2));

    const place = (race: number, car: string) => screen.getByRole('textbox', { name: `Race ${race} ${car} place` });
    // Race 1: Blue Two shares Red Two's third place; race 2: Red Two has no place.
    for (const [car, p] of [
      ['Red One', '1'],
      ['Blue One', '2'],
      ['Blue Two', '3'],
      ['Red Two', '3'],
    ] as const)
      await retype(user, place(1, car), p);
    for (const [car, p] of [
      ['Blue One', '1'],
      ['Red One', '2'],
      ['Blue Two', '3'],
    ] as const)
      await retype(user, place(2, car), p);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const race1 = screen.getByRole('group', { name: 'Race 1' });
    // Each refusal beside the box it names, in the service's words.
    const beside = (box: HTMLElement) => box.closest('td')!.textContent;
    await within(race1).findByText('Race 1 of match 1 has one 3rd place; Blue Two shares it.', {}, SLOW);
    expect(beside(place(1, 'Blue Two'))).toContain('Blue Two shares it');
    expect(beside(place(2, 'Red Two'))).toBe('Red Two needs a placing (1 to 4).');
    const race2 = screen.getByRole('group', { name: 'Race 2' });
    expect(within(race2).getByText('Red Two needs a placing (1 to 4).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commit' })).toHaveProperty('disabled', true);

    await retype(user, place(1, 'Red Two'), '4');
    await retype(user, place(2, 'Red Two'), '4');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Meeting preview' }, SLOW);
    const rows = (name: string) =>
      within(within(preview).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    // Red One 10 + 8, Blue One 8 + 10, Blue Two 6 + 6, Red Two 5 + 5; the teams their cars' sums.
    expect(rows('Cars points')).toEqual([
      ['Red One', '10', '8', '18'],
      ['Blue One', '8', '10', '18'],
      ['Blue Two', '6', '6', '12'],
      ['Red Two', '5', '5', '10'],
    ]);
    expect(rows('Teams points')).toEqual([
      ['Blue Streaks', '14', '16', '30'],
      ['Red Arrows', '15', '13', '28'],
    ]);
    expect(within(preview).getByText(/Blue Streaks leads the teams' table \(30 pts\)/)).toBeTruthy();
    expect(await l.call<LeagueStandings>('standings.league', {})).toMatchObject({ rows: [{ points: 0 }, { points: 0 }] });

    await user.click(screen.getByRole('button', { name: 'Commit' }));
    await screen.findByRole('heading', { name: 'Recorded' }, SLOW);
    const recorded = screen.getByRole('group', { name: 'Race 2' });
    expect(
      within(recorded)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['1stBlue OneBlue Streaks', '2ndRed OneRed Arrows', '3rdBlue TwoBlue Streaks', '4thRed TwoRed Arrows']);
    const standings = await l.call<LeagueStandings>('standings.league', {});
    expect(standings.entrants?.rows.map((r) => [r.entrant, r.points])).toEqual([
      ['Red One', 18],
      ['Blue One', 18],
      ['Blue Two', 12],
      ['Red Two', 10],
    ]);

    await l.call('journal.undo', {});
    expect((await l.call<MeetingRoundsView>('match.rounds', { matchId })).rounds).toEqual([]);
  }, 120_000);
});
