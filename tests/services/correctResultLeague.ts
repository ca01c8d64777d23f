/**
 * Multi-season leagues on real files through the dispatcher, for correcting a result (issue 27): four teams of one car
 * each, every season a round robin recorded through the core's `match.recordOutcome`, then closed (ties roll off,
 * logged). The same recipe builds the league with the wrong result (to correct) and, from scratch, with the right one
 * (what the correction must reproduce), both with one seed.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { VehicleDesign } from '../../src-shared/engine/battlecars';

export type TeamResult = { franchiseId: number; outcome?: 'win' | 'draw' | 'loss'; placing?: number; stats: Record<string, number> };

export interface RulesetRecipe {
  ruleset: 'dirtywheels' | 'battlecars';
  settings: object;
  car(team: number): object;
  /** The recorded result of a two-team match: `winner` first (0 or 1), or a draw where the ruleset has them. */
  result(teams: readonly [number, number], winner: 0 | 1 | 'draw', kills: number): TeamResult[];
}

export const DIRTY_WHEELS: RulesetRecipe = {
  ruleset: 'dirtywheels',
  settings: {},
  car: (i) => ({
    design: { ...newCarDesign(`Car ${i + 1}`), type: 'Standard', weapons: [{ weapon: 'Machine gun', mount: 'fixed' }] },
    driver: newDriver(`Driver ${i + 1}`),
  }),
  result: ([a, b], winner, kills) =>
    winner === 'draw'
      ? [
          { franchiseId: a, outcome: 'draw', stats: { kills } },
          { franchiseId: b, outcome: 'draw', stats: { kills } },
        ]
      : [
          { franchiseId: winner === 0 ? a : b, outcome: 'win', stats: { kills } },
          { franchiseId: winner === 0 ? b : a, outcome: 'loss', stats: { kills: 0 } },
        ],
};

const wasp = (i: number): VehicleDesign => ({
  version: 1,
  name: `Wasp ${i + 1}`,
  cardType: 'bike',
  loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] },
});

export const BATTLECARS: RulesetRecipe = {
  ruleset: 'battlecars',
  settings: {},
  car: (i) => ({ design: wasp(i), driver: { name: `Driver ${i + 1}` } }),
  // Battlecars has no draws (placings): a "draw" is the first team placed first.
  result: ([a, b], winner, kills) => [
    { franchiseId: winner === 1 ? b : a, placing: 1, stats: { kills, wrecks: kills } },
    { franchiseId: winner === 1 ? a : b, placing: 2, stats: { kills: 0, wrecks: 0 } },
  ],
};

export const TEAM_NAMES = ['Rust Rats', 'Mud Dogs', 'Scrap Cats', 'Oil Owls'];

export async function openLeague(dir: string, name = 'corrected.league') {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  return { session, dispatch, call, ok, file: path.join(dir, name) };
}

export type League = Awaited<ReturnType<typeof openLeague>> & { teams: number[] };

/** A league with four teams, one car each, and a fixed seed. */
export async function leagueWithTeams(dir: string, recipe: RulesetRecipe, name?: string): Promise<League> {
  const t = await openLeague(dir, name);
  await t.ok('app.newLeague', { name: 'Correction Cup', path: t.file, ruleset: recipe.ruleset });
  await t.ok('league.updateSettings', { seed: 4242, ...recipe.settings });
  const teams: number[] = [];
  for (const [i, team] of TEAM_NAMES.entries()) {
    const f = await t.ok('franchise.add', { name: team, colour: ['#c0392b', '#2980b9', '#27ae60', '#8e44ad'][i], owner: '' });
    teams.push(f.id);
    await t.ok('team.addCar', { franchiseId: f.id, ...recipe.car(i) });
  }
  return { ...t, teams };
}

/**
 * Who wins match k (0-based, in the league's order) of season s: season 1 varied, with draws; later seasons all level
 * (draws, or Battlecars' first-named team first: each team first as often as second), so their tables tie and roll off.
 */
export const plannedWinner = (s: number, k: number): 0 | 1 | 'draw' =>
  s > 1 ? 'draw' : (((s + k) % 3) as 0 | 1 | 2) === 2 ? 'draw' : (((s + k) % 3) as 0 | 1);

/**
 * `seasons` round robins, each recorded and closed; `first` overrides season 1's first match's winner (the wrong
 * result, or the right one in the league built from scratch). Returns the first match's id.
 */
export async function playSeasons(t: League, recipe: RulesetRecipe, seasons: number, first: 0 | 1 | 'draw'): Promise<number> {
  let firstMatch = 0;
  for (let s = 1; s <= seasons; s++) {
    const fixtures = (await t.ok('schedule.generate', { format: 'round-robin', track: `Bowl ${s}` })) as { id: number; teams: { franchiseId: number }[] }[];
    for (const [k, m] of fixtures.entries()) {
      const pair = [m.teams[0]!.franchiseId, m.teams[1]!.franchiseId] as const;
      const winner = s === 1 && k === 0 ? first : plannedWinner(s, k);
      if (s === 1 && k === 0) firstMatch = m.id;
      await t.ok('match.recordOutcome', { matchId: m.id, teams: recipe.result(pair, winner, s > 1 ? 0 : k % 2) });
    }
    await t.ok('season.close', {});
  }
  return firstMatch;
}

/** A copy of the league file as it stands (VACUUM INTO: one consistent file), opened read-only to compare with. */
export function snapshot(t: League, to: string): Database.Database {
  t.session.league.sqlite.prepare('VACUUM INTO ?').run(to);
  return new Database(to, { readonly: true });
}
