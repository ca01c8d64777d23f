/**
 * Multi-season leagues on real files through the dispatcher, for correcting a result (issue 27): four teams of one car
 * each, every season a round robin recorded through the core's `match.recordOutcome` (by teams, or by race-combat
 * races whose entrants are the cars' drivers), then closed (ties roll off, logged). The same recipe builds the league
 * with the wrong result (to correct) and, from scratch, with the right one (what the correction must reproduce), both
 * with one seed. Each recipe says what its correction changes beyond the table, as data (its careers, its dice).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { VehicleDesign } from '../../src-shared/engine/battlecars';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { newCharacter } from '../../src-shared/engine/hexrpg';
import { type CarDesign, defaultRacecombatSettings } from '../../src-shared/engine/racecombat';
import { newCarDesign as newRaceCar } from '../../src-renderer/screens/racecombat/team/carModel';
import type { CorrectionPreview } from '../../src-shared/ipc/channels/correct';

export type TeamResult = { franchiseId: number; outcome?: 'win' | 'draw' | 'loss'; placing?: number; stats: Record<string, number> };

/** A team of the league: its franchise and its one car's driver (a race's entrant). */
export interface Entrant {
  franchiseId: number;
  personId: number;
}

export interface RulesetRecipe {
  ruleset: 'dirtywheels' | 'battlecars' | 'racecombat' | 'hexrpg';
  settings: object;
  car(team: number): object;
  /**
   * `match.recordOutcome`'s input but the match id, for a two-team match: `winner` first (0 or 1), or a draw where the
   * ruleset has them; `kills` the winner's.
   */
  outcome(teams: readonly [Entrant, Entrant], winner: 0 | 1 | 'draw', kills: number): object;
  /** What the league does after recording a match of season `season`, when the ruleset has a step there. */
  after?(t: League, matchId: number, season: number): Promise<void>;
  /** What correcting season 1's first match changes beyond its result and table. */
  expect: {
    /** The career lines that change, in their words. */
    careers: { count: number; words: RegExp };
    /** Whether it keeps a table (standings). */
    standings: boolean;
    /** The operations whose dice the league's log keeps (the same dice the replay must roll). */
    rolls: string[];
    /** The preview's notes on the dice (see correctResult.test.ts). */
    dice(notes: CorrectionPreview['dice']): void;
  };
}

/** A recipe whose results are by team (the core's `teams`): `result` is its recorded teams. */
export interface TeamsRecipe extends RulesetRecipe {
  result(teams: readonly [number, number], winner: 0 | 1 | 'draw', kills: number): TeamResult[];
}

const byTeams = (result: TeamsRecipe['result']) => ({
  result,
  outcome: ([a, b]: readonly [Entrant, Entrant], winner: 0 | 1 | 'draw', kills: number) => ({ teams: result([a.franchiseId, b.franchiseId], winner, kills) }),
});

/** A game's career line, as the core writes it for the two teams' drivers. */
const GAME_CAREER = { count: 2, words: /^now “Match 1 \(Bowl 1\): .*” \(was “Match 1 \(Bowl 1\): .*”\)$/ };
const NO_ROLL_AGAIN = /^its dice log has 1d6 for “Final table tie: roll-off, .*” \(\d\), which the replay did not roll$/;

export const DIRTY_WHEELS: TeamsRecipe = {
  ruleset: 'dirtywheels',
  settings: {},
  car: (i) => ({
    design: { ...newCarDesign(`Car ${i + 1}`), type: 'Standard', weapons: [{ weapon: 'Machine gun', mount: 'fixed' }] },
    driver: newDriver(`Driver ${i + 1}`),
  }),
  ...byTeams(([a, b], winner, kills) =>
    winner === 'draw'
      ? [
          { franchiseId: a, outcome: 'draw', stats: { kills } },
          { franchiseId: b, outcome: 'draw', stats: { kills } },
        ]
      : [
          { franchiseId: winner === 0 ? a : b, outcome: 'win', stats: { kills } },
          { franchiseId: winner === 0 ? b : a, outcome: 'loss', stats: { kills: 0 } },
        ],
  ),
  // Its ties come after the corrected match (seasons 2 and 3, all drawn) and roll again with their logged dice.
  expect: { careers: GAME_CAREER, standings: true, rolls: ['season.close'], dice: (notes) => expect(notes).toEqual([]) },
};

const wasp = (i: number): VehicleDesign => ({
  version: 1,
  name: `Wasp ${i + 1}`,
  cardType: 'bike',
  loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] },
});

export const BATTLECARS: TeamsRecipe = {
  ruleset: 'battlecars',
  settings: {},
  car: (i) => ({ design: wasp(i), driver: { name: `Driver ${i + 1}` } }),
  // Battlecars has no draws (placings): a "draw" is the first team placed first.
  ...byTeams(([a, b], winner, kills) => [
    { franchiseId: winner === 1 ? b : a, placing: 1, stats: { kills, wrecks: kills } },
    { franchiseId: winner === 1 ? a : b, placing: 2, stats: { kills: 0, wrecks: 0 } },
  ]),
  // Its season 1 three-way tie is broken by the corrected result: the logged roll-off is no longer rolled.
  expect: {
    careers: GAME_CAREER,
    standings: true,
    rolls: ['season.close'],
    dice: (notes) => {
      expect(notes).toHaveLength(3);
      for (const n of notes) expect(n.note).toMatch(NO_ROLL_AGAIN);
    },
  },
};

/** Race combat's smallest legal car: a new car as the Teams screen makes one (its wear points, nothing bought). */
const kart = (i: number): CarDesign => newRaceCar(`Kart ${i + 1}`, defaultRacecombatSettings());

/**
 * Race combat records a meeting in races (`rounds`) whose entrants are the drivers, placed; a meeting of one race, no
 * draws: a "draw" is the first team's driver first, like Battlecars. Eliminations are its only stats (none here), so
 * `kills` changes nothing.
 */
export const RACE_COMBAT: RulesetRecipe = {
  ruleset: 'racecombat',
  settings: {},
  car: (i) => ({ design: kart(i), driver: { kind: 'driver', name: `Driver ${i + 1}` } }),
  outcome: ([a, b], winner) => ({
    rounds: [
      {
        entrants: [
          { ...(winner === 1 ? b : a), placing: 1, stats: {} },
          { ...(winner === 1 ? a : b), placing: 2, stats: {} },
        ],
      },
    ],
  }),
  // Each driver's lines of the meeting change: his place in race 1 swapped, then his win or podium, each of Match 1.
  expect: {
    careers: {
      count: 2,
      words:
        /^now “Match 1 \(Bowl 1\): race 1 in the Kart \d: (1st|2nd)\.” \(was “Match 1 \(Bowl 1\): race 1 in the Kart \d: (?!\1)(1st|2nd)\.”\)(; (now “Match 1 \(Bowl 1\): [^”]*” \(was “Match 1 \(Bowl 1\): [^”]*”\)|no longer: “Match 1 \(Bowl 1\): [^”]*”|now: “Match 1 \(Bowl 1\): [^”]*”))+$/,
    },
    // Level on points, the countback (gaps.md #24): no roll-off, no dice.
    standings: true,
    rolls: [],
    dice: (notes) => expect(notes).toEqual([]),
  },
};

/**
 * The hex RPG records a session by its stats (no win, draw or loss, no standings): the winner's one character survived
 * and killed the other's (`kills` more), a draw both survived. A character's session career says neither, so no
 * career changes; no table, no roll-off. Its dice are its recovery's (3e): each bike starts a battle's 40 HP down and
 * its rider, a mechanic, repairs it an hour at a time (a roll each) in the day after each session of season 1.
 */
export const HEX_RPG: RulesetRecipe = {
  ruleset: 'hexrpg',
  settings: {},
  car: (i) => ({
    design: { version: 1, name: `Bike ${i + 1}`, kind: 'bike', condition: { damage: 40, battleLoss: 40 } },
    driver: { ...newCharacter(`Rider ${i + 1}`), skills: { mechanic: 1 } },
  }),
  after: async (t, matchId, season) => {
    if (season === 1) await t.ok('hexrpg.recover', { matchId, days: 1 });
  },
  ...byTeams(([a, b], winner, kills) =>
    winner === 'draw'
      ? [
          { franchiseId: a, stats: { survived: 1, kills } },
          { franchiseId: b, stats: { survived: 1, kills } },
        ]
      : [
          { franchiseId: winner === 0 ? a : b, stats: { survived: 1, kills: kills + 1 } },
          { franchiseId: winner === 0 ? b : a, stats: { survived: 0, kills: 0 } },
        ],
  ),
  expect: { careers: { count: 0, words: /^$/ }, standings: false, rolls: ['hexrpg.recover'], dice: (notes) => expect(notes).toEqual([]) },
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

export type League = Awaited<ReturnType<typeof openLeague>> & { teams: number[]; entrants: Map<number, Entrant> };

/** A league with four teams, one car each, and a fixed seed. */
export async function leagueWithTeams(dir: string, recipe: RulesetRecipe, name?: string): Promise<League> {
  const t = await openLeague(dir, name);
  await t.ok('app.newLeague', { name: 'Correction Cup', path: t.file, ruleset: recipe.ruleset });
  await t.ok('league.updateSettings', { seed: 4242, ...recipe.settings });
  const teams: number[] = [];
  const entrants = new Map<number, Entrant>();
  for (const [i, team] of TEAM_NAMES.entries()) {
    const f = await t.ok('franchise.add', { name: team, colour: ['#c0392b', '#2980b9', '#27ae60', '#8e44ad'][i], owner: '' });
    teams.push(f.id);
    const { car } = await t.ok('team.addCar', { franchiseId: f.id, ...recipe.car(i) });
    entrants.set(f.id, { franchiseId: f.id, personId: car.competitorId });
  }
  return { ...t, teams, entrants };
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
      const winner = s === 1 && k === 0 ? first : plannedWinner(s, k);
      if (s === 1 && k === 0) firstMatch = m.id;
      await t.ok('match.recordOutcome', { matchId: m.id, ...recipe.outcome(pairOf(t, m), winner, s > 1 ? 0 : k % 2) });
      await recipe.after?.(t, m.id, s);
    }
    await t.ok('season.close', {});
  }
  return firstMatch;
}

/** A two-team match's teams as entrants, in the match's order. */
export const pairOf = (t: League, m: { teams: { franchiseId: number }[] }): readonly [Entrant, Entrant] => [
  t.entrants.get(m.teams[0]!.franchiseId)!,
  t.entrants.get(m.teams[1]!.franchiseId)!,
];

/** A copy of the league file as it stands (VACUUM INTO: one consistent file), opened read-only to compare with. */
export function snapshot(t: Pick<League, 'session'>, to: string): Database.Database {
  t.session.league.sqlite.prepare('VACUUM INTO ?').run(to);
  return new Database(to, { readonly: true });
}
