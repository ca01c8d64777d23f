/**
 * Issue 24, Proof: two seasons of a Battlecars league of four players through the `league` command line, on a real
 * league file. Each player builds one vehicle of the league's card types with its driver through the core's
 * `league team` (the loading rules refuse in their words: Arming your vehicle), plays a round robin of duels and a
 * four-player melee recorded through the core's `league match outcome` (placings, kills, wrecks), and the standings are
 * checked against numbers worked out by hand: placings 3-2-1-0, then kills, wrecks, head-to-head (gaps.md #23).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src-main/app/dispatch';
import { AppSession } from '../../../src-main/app/session';
import type { LeagueStandings, MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { run as runCli, stateOf } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';
import { BC_PLAYERS } from './league';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}
const json = async <T>(...argv: string[]): Promise<T> => JSON.parse(await ok(...argv, '--format', 'json')) as T;

const [R, B, G, Y] = BC_PLAYERS.map((p) => p.name) as [string, string, string, string];

/** A season's duels, each "winner beats loser" with the winner's stats (the loser's are none), and the melee's placings. */
type Duel = [winner: string, loser: string, stats: string];

async function playSeason(file: string, duels: readonly Duel[], melee?: readonly string[]) {
  expect(await ok('schedule', 'generate', file, '--format', 'round-robin', '--event', 'Grid Duel', '--start', '2026-06-05')).toContain(
    'Generated 6 fixture(s)',
  );
  if (melee) expect(await ok('schedule', 'add', file, '--event', 'Grand Melee', '--date', '2026-07-31')).toContain('4 teams');
  const season = await json<{ number: number }>('season', 'show', file);
  const list = (await json<MatchView[]>('schedule', 'list', file)).filter((m) => m.seasonNumber === season.number);
  const between = (a: string, b: string) =>
    list.find((m) => m.teams.length === 2 && m.teams.some((t) => t.franchise === a) && m.teams.some((t) => t.franchise === b))!;
  for (const [winner, loser, stats] of duels) {
    const m = between(winner, loser);
    expect(await ok('match', 'outcome', file, String(m.id), `${winner}=1${stats ? `,${stats}` : ''}`, `${loser}=2`)).toContain(`Recorded match ${m.number}`);
  }
  if (melee) {
    const m = list.find((x) => x.teams.length === 4)!;
    expect(await ok('match', 'outcome', file, String(m.id), ...melee)).toContain(`Recorded match ${m.number}`);
  }
}

const table = (s: LeagueStandings) => s.rows.map((r) => [r.rank, r.franchise, r.points, r.played, r.wins, r.stats.kills, r.stats.wrecks, r.decidedBy]);

describe('a Battlecars league through the CLI: four players, two seasons', () => {
  it('builds through the core’s commands with the loading rules’ refusals, records two seasons, and ranks them as worked by hand', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'grid.league');
    const write = (name: string, value: unknown) => {
      const p = path.join(dir, `${name}.json`);
      writeFileSync(p, JSON.stringify(value));
      return p;
    };
    expect(await ok('rulesets')).toContain('battlecars');
    expect(await ok('new', file, '--name', 'Grid Wars', '--ruleset', 'battlecars')).toContain('(Battlecars)');

    // Setting up (gaps.md #23): a player fields one vehicle (a car or a bike, by its card type) and its driver.
    for (const p of BC_PLAYERS) {
      expect(await ok('franchise', 'add', file, '--name', p.name, '--colour', p.colour)).toContain(`Added ${p.name}`);
      expect(await ok('team', 'add-car', file, p.name, '--design', write(p.design.name, p.design), '--driver', write(p.driver, { name: p.driver }))).toContain(
        'Added car',
      );
    }
    const brute = await ok('team', 'show', file, R);
    expect(brute).toContain('Red Rovers: 1 of 1 cars');
    expect(brute).toContain('Card type: Car (car)');
    expect(brute).toContain('Front pod: 2 × Rocket (2 of 3)');
    expect(brute).toContain('Driver: Kit');

    // Arming your vehicle: each loading rule refuses in its words, in the CLI as on every write; nothing is written.
    const before = stateOf(file);
    const refusals: [object, string][] = [
      [
        { podLeft: ['Rocket'] },
        'Rockets and shells can only be in pods that fire out of the front or rear. The Left pod fires out of the left. (Arming your vehicle)',
      ],
      [{ podFront: ['Oil'] }, 'Passive weapons cannot fire out of the front. The Front pod fires out of the front. (Arming your vehicle)'],
      [{ turret: ['Flame'] }, 'Turrets may only hold MG rounds. The Turret holds Flame. (Arming your vehicle)'],
      [{ podRear: ['Rocket', 'Shell'] }, 'A Pod can only hold one type of missile weapon (rockets, shells, MG rounds and flame) OR a mix of passive weapons.'],
      [{ podRear: ['Mines', 'Mines', 'Mines', 'Mines'] }, 'The Rear pod holds 3 counters; 4 are loaded. (Vehicle cards (gaps.md #4))'],
      [{ sunroof: ['Oil'] }, 'Car has no pod or turret “sunroof”'],
    ];
    const f = await ok('franchise', 'add', file, '--name', 'Late Comers');
    expect(f).toContain('Added Late Comers');
    const late = stateOf(file);
    for (const [loads, words] of refusals) {
      const r = await runCli(
        'team',
        'add-car',
        file,
        'Late Comers',
        '--design',
        write('bad', { version: 1, name: 'Bad', cardType: 'car', loads }),
        '--driver',
        write('ed', { name: 'Ed' }),
      );
      expect(r.code, words).not.toBe(0);
      expect(r.err, words).toContain(words);
    }
    const bikeRocket = await runCli(
      'team',
      'add-car',
      file,
      'Late Comers',
      '--design',
      write('bad', { version: 1, name: 'Zoom', cardType: 'bike', loads: { podFront: ['Rocket'] } }),
      '--driver',
      write('ed', { name: 'Ed' }),
    );
    expect(bikeRocket.err).toContain('Bikes cannot be armed with rockets. The Front pod holds a Rocket. (Arming your vehicle)');
    const unknownCard = await runCli(
      'team',
      'add-car',
      file,
      'Late Comers',
      '--design',
      write('bad', { version: 1, name: 'Rig', cardType: 'truck', loads: {} }),
      '--driver',
      write('ed', { name: 'Ed' }),
    );
    expect(unknownCard.err).toContain('This league has no card type “truck”: its card types are car, bike. (Vehicle cards (gaps.md #4))');
    // No rolls while building: the sheet has no driver generation.
    const rolled = await runCli(
      'team',
      'add-car',
      file,
      'Late Comers',
      '--design',
      write('ok', { version: 1, name: 'Rig', cardType: 'car', loads: {} }),
      '--roll-driver',
    );
    expect(rolled.err).toContain('The battlecars sheet rolls nothing for a driver: a driver is a name (Setting up (gaps.md #23)).');
    // A second vehicle for a player is refused.
    const second = await runCli(
      'team',
      'add-car',
      file,
      R,
      '--design',
      write('ok', { version: 1, name: 'Spare', cardType: 'bike', loads: {} }),
      '--driver',
      write('ed', { name: 'Ed' }),
    );
    expect(second.err).toContain("Red Rovers already fields 1 cars; this league's teams field 1 (Setting up (gaps.md #23)).");
    expect(stateOf(file)).toBe(late);
    // The late comers leave again (one undo), so four players play.
    expect(await ok('undo', file)).toContain('Late Comers');
    expect(stateOf(file)).toBe(before);

    // Vehicle cards (gaps.md #4): the league's card types from the terminal; a change that breaks a vehicle in use is refused.
    const cards = await ok('cards', 'list', file);
    expect(cards).toContain('Car [car], a car: armour front 4, rear 4, sides 3/3/3');
    expect(cards).toContain('Used by: Hornet (Blue Devils), Wasp (Gold Rush)');
    const types = await json<{ id: string; armour: object }[]>('cards', 'list', file);
    const carOnly = await runCli('cards', 'save', file, '--from', write('cars', types.slice(0, 1)));
    expect(carOnly.err).toContain('Hornet (Blue Devils) would break a rule: This league has no card type “bike”');
    expect(stateOf(file)).toBe(before);
    const truck = { ...types[0]!, id: 'truck', name: 'Truck', armour: { front: 6, rear: 6, sideFront: 4, sideCentre: 4, sideRear: 4 } };
    expect(await ok('cards', 'save', file, '--from', write('cards', [...types, truck]))).toContain('Truck [truck], a car: armour front 6, rear 6, sides 4/4/4');
    expect(await ok('undo', file)).toContain('Vehicle card types: added Truck');
    expect(stateOf(file)).toBe(before);

    // Another ruleset's commands are refused naming both rulesets, and write nothing.
    const hire = await runCli('hire', file, R, '--rookie', 'Max');
    expect(hire.code).not.toBe(0);
    expect(hire.err).toMatch(/Dethmetal.*Battlecars|Battlecars.*Dethmetal/);
    expect(stateOf(file)).toBe(before);
    // And Battlecars' own command on a league of another ruleset.
    const dw = path.join(dir, 'toys.league');
    await ok('new', dw, '--name', 'Toy Box', '--ruleset', 'dirtywheels');
    const foreign = await runCli('cards', 'list', dw);
    expect(foreign.code).not.toBe(0);
    expect(foreign.err).toMatch(/Battlecars.*Dirty Wheels|Dirty Wheels.*Battlecars/);

    // Season 1: a round robin of duels and a melee of all four. By hand (placings 3-2-1-0):
    //   Red Rovers 3 + 2 + 3 + 1 (3rd in the melee) = 9, 2 wins, kills 1, wrecks 2;
    //   Blue Devils 2 + 3 + 2 + 2 = 9, 1 win, kills 1 + 1 = 2, wrecks 0;
    //   Green Gang 3 + 2 + 3 + 0 = 8, 2 wins, kills 1, wrecks 1;
    //   Gold Rush 2 + 3 + 2 + 3 = 10, 2 wins (its duel and the melee), kills 1 + 2 = 3, wrecks 1 + 1 = 2.
    // Gold Rush first; Red Rovers and Blue Devils level on 9, split by the first tie-breaker, kills (Blue Devils 2 to 1).
    await playSeason(
      file,
      [
        [R, B, 'kills=1,wrecks=1'],
        [G, R, 'kills=1,wrecks=1'],
        [R, Y, 'wrecks=1'],
        [B, G, 'kills=1'],
        [Y, B, 'kills=1,wrecks=1'],
        [G, Y, ''],
      ],
      [`${Y}=1,kills=2,wrecks=1`, `${B}=2,kills=1`, `${R}=3`, `${G}=4`],
    );
    const s1 = await json<LeagueStandings>('standings', file, '--season', '1');
    expect(s1.scoring).toEqual({ kind: 'placings', points: [3, 2, 1, 0] });
    expect(table(s1)).toEqual([
      [1, Y, 10, 4, 2, 3, 2, null],
      [2, B, 9, 4, 1, 2, 0, { stat: 'kills' }],
      [3, R, 9, 4, 2, 1, 2, { stat: 'kills' }],
      [4, G, 8, 4, 2, 1, 1, null],
    ]);
    expect(await ok('season', 'close', file)).toContain('Closed season 1 (Gold Rush first)');

    // Season 2, duels only. By hand: Red Rovers 3 + 3 + 2 = 8 (kills 1, wrecks 1); Gold Rush 3 + 2 + 3 = 8 (kills 1,
    // wrecks 0): level on points and kills, Red Rovers ahead on wrecks. Green Gang 2 + 3 + 2 = 7 and Blue Devils 2 + 2 +
    // 3 = 7, level on kills (0) and wrecks (1 each): Green Gang beat Blue Devils, so head-to-head (3 to 2) puts them third.
    await playSeason(file, [
      [R, B, 'kills=1'],
      [R, G, 'wrecks=1'],
      [Y, R, ''],
      [G, B, 'wrecks=1'],
      [B, Y, 'wrecks=1'],
      [Y, G, 'kills=1'],
    ]);
    const s2 = await json<LeagueStandings>('standings', file, '--season', '2');
    expect(table(s2)).toEqual([
      [1, R, 8, 3, 2, 1, 1, { stat: 'wrecks' }],
      [2, Y, 8, 3, 2, 1, 0, { stat: 'wrecks' }],
      [3, G, 7, 3, 1, 0, 1, 'head-to-head'],
      [4, B, 7, 3, 1, 0, 1, 'head-to-head'],
    ]);
    // All time: Gold Rush 10 + 8 = 18, Red Rovers 9 + 8 = 17, Blue Devils 9 + 7 = 16, Green Gang 8 + 7 = 15.
    const all = await json<LeagueStandings>('standings', file, '--all-time');
    expect(all.rows.map((r) => [r.franchise, r.points, r.played, r.stats.kills, r.stats.wrecks])).toEqual([
      [Y, 18, 7, 4, 2],
      [R, 17, 7, 2, 3],
      [B, 16, 7, 2, 1],
      [G, 15, 7, 1, 2],
    ]);
    // The standings export (ruleset-done: CSV, JSON, Markdown, PDF) for a Battlecars league: the same order and points.
    for (const format of ['csv', 'md', 'json', 'pdf'] as const) {
      const out = path.join(dir, `all-time.${format}`);
      await ok('standings', file, '--all-time', '--format', format, '--out', out);
      const text = readFileSync(out, format === 'pdf' ? 'latin1' : 'utf8');
      if (format === 'pdf') expect(text.startsWith('%PDF-')).toBe(true);
      else {
        const at = [Y, R, B, G].map((name) => text.indexOf(name));
        expect(at.every((i) => i >= 0) && at.every((i, k) => k === 0 || i > at[k - 1]!), `${format}: ${text.slice(0, 400)}`).toBe(true);
        expect(text).toContain('18');
      }
    }

    // Careers over both seasons (the core's careers, fed by the recordings): games, and each kill and wreck as its event.
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
    expect((await dispatch('app.openLeague', { path: file })).ok).toBe(true);
    const careers = await dispatch('careers.table', { allTime: true } as never);
    expect(careers.ok).toBe(true);
    const rows = (careers.ok ? (careers.value as { rows: { name: string; counts: Record<string, number> }[] }).rows : []).map((r) => [
      r.name,
      r.counts.games,
      r.counts['driver-killed'],
      r.counts['vehicle-wrecked'],
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Di', 7, 4, 2],
        ['Kit', 7, 2, 3],
        ['Bo', 7, 2, 1],
        ['Cy', 7, 1, 2],
      ]),
    );
    session.close();
  });
});
