/**
 * A meeting's number of teams, where the ruleset declares it (declaration `results.teams`): Battlecars' "2 to 4 player
 * game" (Setting up) refuses a game of five players, added by hand or generated, in its own words and writing
 * nothing; a ruleset that declares nothing (Dirty Wheels) keeps the core's bounds, so five teams in one match are fine.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { checkDeclaration } from '../../src-shared/engine/declaration';
import { battlecarsDeclaration } from '../../src-shared/engine/battlecars';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function leagueOfFive(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const made = await dispatch('app.newLeague', { name: 'Crossroads', path: path.join(dataDir, `${ruleset}.league`), ruleset });
  if (!made.ok) throw new Error(JSON.stringify(made));
  for (const name of ['A', 'B', 'C', 'D', 'E']) {
    const r = await dispatch('franchise.add', { name, colour: '#808080', owner: '' });
    if (!r.ok) throw new Error(JSON.stringify(r));
  }
  const matches = () => session.league.sqlite.prepare('SELECT count(*) AS n FROM matches').get() as { n: number };
  return { dispatch, matches, close: () => session.close() };
}

describe('results.teams: how many teams one meeting may have', () => {
  it('Battlecars › Setting up: a game has 2 to 4 players; five, by hand or generated all together, are refused', async () => {
    const l = await leagueOfFive('battlecars');
    const five = await l.dispatch('schedule.add', { track: 'Crossroads Diner' });
    expect(five).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'A Battlecars game has 2 to 4 players: this one has 5.', issues: [{ path: ['franchiseIds'] }] },
    });
    const everyone = await l.dispatch('schedule.generate', { format: 'everyone', rounds: 1, track: 'Crossroads Diner', startDate: '', daysBetween: 7 });
    expect(everyone).toMatchObject({ ok: false, error: { message: "A Battlecars game has 2 to 4 players: round 1's fixture has 5." } });
    expect(l.matches().n).toBe(0);
    // Four players, and a round robin of pairs, are games of the rules.
    expect(await l.dispatch('schedule.add', { track: 'Crossroads Diner', franchiseIds: [1, 2, 3, 4] })).toMatchObject({ ok: true });
    expect(await l.dispatch('schedule.add', { track: 'Crossroads Diner', franchiseIds: [5] })).toMatchObject({
      ok: false,
      error: { message: 'A Battlecars game has 2 to 4 players: this one has 1.' },
    });
    expect(await l.dispatch('schedule.generate', { format: 'round-robin', track: 'Crossroads Diner', startDate: '', daysBetween: 7 })).toMatchObject({
      ok: true,
    });
    expect(l.matches().n).toBe(1 + 10);
    l.close();
  });

  it('a ruleset that declares no bounds (Dirty Wheels) keeps the core’s: five teams in one match', async () => {
    const l = await leagueOfFive('dirtywheels');
    expect(await l.dispatch('schedule.add', { track: 'Backyard' })).toMatchObject({ ok: true, value: { teams: { length: 5 } } });
    l.close();
  });

  it('a declaration whose fewest teams are more than its most is refused', () => {
    const results = { ...battlecarsDeclaration.results!, teams: { min: 5, max: 4 } };
    expect(() => checkDeclaration({ ...battlecarsDeclaration, results })).toThrow(/fewest teams are at most its most/);
  });
});
