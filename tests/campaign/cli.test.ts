/** The `league` command line for the campaign: the same services, JSON in, tables/JSON/CSV out, errors on stderr. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../support/tempLeague';
import { founding, gunCar } from './support';
import { run, stateOf } from '../support/cli';

const tempDir = useTempDir();

function json(dir: string, name: string, value: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
}

/** A league with two founded franchises and a first match assigned, built through the CLI. */
async function leagueWithMatch(dir: string) {
  const file = path.join(dir, 'cli.league');
  expect((await run('new', file, '--name', 'CLI League')).code).toBe(0);
  expect(await run('settings', file, '--seed', '31')).toMatchObject({ code: 0, out: expect.stringContaining('seed 31') });
  for (const [n, c] of [
    ['Red Rockets', '#aa0000'],
    ['Blue Bombers', '#0000aa'],
  ] as const) {
    const r = await run('franchise', 'add', file, json(dir, `${n}.json`, founding(n, c)));
    expect(r, r.err).toMatchObject({ code: 0, out: expect.stringContaining(`Founded the franchise “${n}”`) });
  }
  expect((await run('schedule', 'add', file, '--track', 'Denver', '--surface', 'dirt', '--kind', 'race', '--date', '2025-04-12')).out).toBe(
    'Scheduled match 1 (id 1): race at Denver, 2 teams',
  );
  expect((await run('match', 'prematch', file, '1')).code).toBe(0);
  const shown = JSON.parse((await run('franchise', 'show', file, 'Red Rockets', '--format', 'json')).out);
  for (const fid of [1, 2]) {
    const d = JSON.parse((await run('franchise', 'show', file, String(fid), '--format', 'json')).out);
    const assign = {
      matchId: 1,
      franchiseId: fid,
      heats: [1, 2].map((heat) => ({ heat, cars: d.vehicles.map((v: { id: number }, i: number) => ({ vehicleId: v.id, driverId: d.roster[i].id })) })),
    };
    expect((await run('match', 'assign', file, json(dir, `assign-${fid}.json`, assign))).code).toBe(0);
  }
  return { file, red: shown };
}

describe('league CLI: campaign commands', () => {
  it('--help lists the campaign commands; each has help with its sub-commands and an example', async () => {
    const help = await run('--help');
    for (const name of [
      'franchise',
      'hire',
      'release',
      'trade',
      'car',
      'stores',
      'mechanic',
      'party',
      'settings',
      'schedule',
      'match',
      'season',
      'standings',
      'dice',
      'undo',
      'redo',
    ]) {
      expect(help.out).toMatch(new RegExp(`\\n  ${name}\\s+\\S`));
    }
    const car = await run('car', '--help');
    expect(car.out).toContain('league car check DESIGN.json');
    expect(car.out).toContain('league car buy FILE.league --franchise F DESIGN.json');
    expect(car.out).toContain('Example:\n  league car check brawler.json\n  league car buy spring.league');
    const match = await run('match', 'record', '--help');
    expect(match.out).toContain('league match record FILE.league RESULT.json [--preview]');
  });

  it('car check DESIGN.json needs no league file: derived stats, or the problems with a non-zero exit', async () => {
    const dir = tempDir();
    const ok = await run('car', 'check', json(dir, 'ok.json', gunCar('Brawler')));
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/Design points\s+58 of 60 DP/);
    expect(ok.out).toContain('No problems: the car is legal.');
    const bad = await run('car', 'check', json(dir, 'bad.json', gunCar('Lopsided', { armor: { front: 20, back: 2, left: 5, right: 5 } })));
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('armor.front: Front armor 20 is more than half of the total 32 (at most 16). (Part II › Armor Arcs)');
    const future = await run('car', 'check', json(dir, 'future.json', { ...gunCar('Tomorrow'), version: 9 }), '--format', 'json');
    expect(JSON.parse(future.out)).toMatchObject({ ok: false, problems: [{ code: 'future-version' }] });
  });

  it('a match through the CLI: record --preview changes nothing, record commits; standings as CSV; the dice log; undo', async () => {
    const dir = tempDir();
    const { file, red } = await leagueWithMatch(dir);
    const result = json(dir, 'result.json', {
      matchId: 1,
      teams: [
        { franchiseId: 1, competitors: [{ competitorId: red.roster[0].id, points: 6, criticals: 1 }], worldTrade: true },
        { franchiseId: 2, competitors: [], vehicles: [{ vehicleId: 4, destroyed: true }] },
      ],
    });
    const before = stateOf(file);
    const preview = await run('match', 'record', file, result, '--preview');
    expect(preview.code, preview.err).toBe(0);
    expect(preview.out).toMatch(/^PREVIEW \(nothing was changed\): Recorded match 1 of season 1 \(race at Denver\): won by Red Rockets; prize pot \d+k/);
    expect(preview.out).toContain('Vehicle replacement: Blue Bombers One: 5k');
    expect(stateOf(file)).toBe(before);
    const recorded = await run('match', 'record', file, result);
    expect(recorded.out.replace(/^PREVIEW \(nothing was changed\): /, '')).toBe(recorded.out);
    expect(recorded.out.split('\n').slice(1)).toEqual(preview.out.split('\n').slice(1));

    const csv = parse((await run('standings', file, '--format', 'csv')).out, { columns: true }) as Record<string, string>[];
    expect(csv.map((r) => [r.Place, r.Franchise, r.Points, r.Wins, r.Matches])).toEqual([
      ['1', 'Red Rockets', '6', '1', '1'],
      ['2', 'Blue Bombers', '0', '0', '1'],
    ]);
    const dice = JSON.parse((await run('dice', 'log', file, '--match', '1', '--format', 'json')).out) as { op: string; purpose: string }[];
    expect(dice.length).toBeGreaterThan(5);
    expect(dice.at(-1)).toMatchObject({ op: 'match.record', purpose: 'Prize pot (2 teams)' });
    const table = (await run('dice', 'log', file, '--limit', '3')).out;
    expect(table.split('\n')).toHaveLength(5);

    const undo = await run('undo', file);
    expect(undo.out).toMatch(/^Undid: Recorded match 1 of season 1/);
    expect(stateOf(file)).toBe(before);
    expect((await run('redo', file)).out).toMatch(/^Redid: Recorded match 1/);
  });

  it('errors go to stderr with a non-zero exit and change nothing; a choice the CLI cannot ask names its options', async () => {
    const dir = tempDir();
    const { file, red } = await leagueWithMatch(dir);
    const before = stateOf(file);
    const negative = await run(
      'match',
      'record',
      file,
      json(dir, 'neg.json', { matchId: 1, teams: [{ franchiseId: 1, competitors: [{ competitorId: red.roster[0].id, points: -3 }] }, { franchiseId: 2 }] }),
    );
    expect(negative).toMatchObject({ code: 1, out: '', err: 'Points cannot be negative\n  teams.0.competitors.0.points: Points cannot be negative' });
    expect(await run('match', 'record', file)).toMatchObject({ code: 2, err: expect.stringContaining('Missing RESULT.json.') });
    expect(await run('car', 'sell', file, 'four')).toMatchObject({ code: 2, err: 'VEHICLE_ID must be a whole number, not “four”.' });
    expect(await run('franchise', 'show', file, 'Nobody')).toMatchObject({
      code: 1,
      err: 'There is no franchise named “Nobody” (franchises: Blue Bombers, Red Rockets).',
    });
    expect(await run('car', 'fly', file)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown “league car” sub-command “fly”; one of: check, buy, sell, refit.'),
    });
    expect(await run('match', 'record', file, path.join(dir, 'missing.json'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read match result'),
    });
    expect(stateOf(file)).toBe(before);

    await run('match', 'record', file, json(dir, 'ok.json', { matchId: 1, teams: [{ franchiseId: 1 }, { franchiseId: 2 }] }));
    const recorded = stateOf(file);
    const end = await run('season', 'end', file);
    expect(end.code).toBe(3);
    expect(end.err).toMatch(/^Draft pick 1 \(round 1\): \w+ \w+ to choose\.\nDraft pick 1, round 1: whom does/);
    expect(end.err).toContain('"pass"  Pass (no further picks)');
    expect(end.err).toContain('Put the answer in the input at draftPicks (a list, in order), or run on a terminal to be asked.');
    expect(stateOf(file)).toBe(recorded);
    const sponsors = await run('season', 'end', file, json(dir, 'draft.json', { draftPicks: ['pass', 'pass'] }), '--preview');
    expect(sponsors.code).toBe(3);
    expect(sponsors.err).toMatch(/picks a sponsor from the pool\./);
    const pick = /Options:\n {2}"([^"]+)"/.exec(sponsors.err)![1]!;
    const passing = await run('season', 'end', file, json(dir, 'choices.json', { draftPicks: ['pass', 'pass'], sponsorPicks: [pick] }), '--preview');
    expect(passing.code, passing.err).toBe(0);
    expect(passing.out).toMatch(/^PREVIEW \(nothing was changed\): Ended season 1/);
    expect(stateOf(file)).toBe(recorded);
  });

  it('manual dice through the CLI: --dice supplies the rolls; without enough of them the exit code is 3 with the next roll named', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'typed.league');
    await run('new', file, '--name', 'Typed');
    expect((await run('settings', file, '--dice', 'manual', '--rules', '{"campaign.startingSponsors": "rollD66"}')).code).toBe(0);
    const plan = json(dir, 'plan.json', founding('Red Rockets', '#aa0000'));
    const short = await run('franchise', 'add', file, plan, '--dice', '11,21');
    expect(short.code).toBe(3);
    expect(short.err).toContain('Roll d66 for "Starting sponsor 3 of 3"');
    expect(short.err).toContain('--dice 11,21,…');
    const done = await run('franchise', 'add', file, plan, '--dice', '11,21,31');
    expect(done.out).toContain('Starting sponsors: Oil company, Medical services, Gun manufacturer');
  });

  describe('the built binary (dist/cli/league.cjs)', () => {
    it('runs the campaign commands under plain Node', () => {
      const bin = path.resolve('dist/cli/league.cjs');
      if (!existsSync(bin)) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
      const dir = tempDir();
      const r = spawnSync(process.execPath, [bin, 'car', 'check', json(dir, 'car.json', gunCar('Brawler')), '--format', 'json'], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, derived: { designPoints: { spent: 58 } } });
    });
  });
});
