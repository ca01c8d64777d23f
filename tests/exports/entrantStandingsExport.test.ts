/**
 * The standings export of a league that keeps an entrants' championship (issue 21, generic results): a race meeting
 * league (tests/rulesets/race/: the cars' table by points per place 10-8-6-5-4-3-2-1) exports its cars' table beside
 * the teams' and the drivers': in the JSON document (version 2, valid against its schema), as its own CSV
 * (`--table entrants`, through the CLI), in Markdown and on the PDF page. A league that keeps none (Dirty Wheels:
 * tests/exports/dwStandings.test.ts) still writes version 1 and refuses `--table entrants`, naming what it has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { runCli } from '../../src-main/cli/league';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { addRuleset } from '../../src-shared/engine/registry';
import { coreStandingsDocumentSchema } from '../../src-shared/exports/standings';
import { RACE, raceRuleset } from '../rulesets/race/engine';
import { raceServices, seedRaceMeeting } from '../rulesets/race/services';
import { pdfText } from '../sheets/pdfTools';
import { useTempDir } from '../support/tempLeague';

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(raceRuleset), addRulesetServices(RACE, raceServices));
});
afterAll(() => {
  for (const off of unregister) off();
});

const tempDir = useTempDir();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * One meeting of three races, worked by hand: the cars finish Red One 1-2-3, Blue One 2-1-4, Blue Two 3-4-1,
 * Red Two 4-3-2 (Red One a kill in race 2). Points per place 10-8-6-5: Red One 24, Blue One 23, Blue Two 21,
 * Red Two 19; each of the first three won a race; each car played one meeting.
 */
async function raceLeague(ruleset = RACE) {
  const dir = tempDir();
  const file = path.join(dir, 'gp.league');
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const raw = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T = unknown>(channel: string, input: unknown): Promise<T> => {
    const r = await raw(channel as never, input as never);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Grand Prix', path: file, ruleset });
  const { teams, matchId } = await seedRaceMeeting(call);
  const red = teams['Red Arrows']!;
  const blue = teams['Blue Streaks']!;
  const carTeam = new Map([...Object.values(red.cars).map((c) => [c, red.id] as const), ...Object.values(blue.cars).map((c) => [c, blue.id] as const)]);
  const race = (order: string[], kills: Record<string, number> = {}) => ({
    entrants: order.map((name, i) => {
      const vehicleId = red.cars[name] ?? blue.cars[name]!;
      return { franchiseId: carTeam.get(vehicleId)!, vehicleId, placing: i + 1, stats: kills[name] ? { kills: kills[name] } : {} };
    }),
  });
  await call('match.recordOutcome', {
    matchId,
    rounds: [
      race(['Red One', 'Blue One', 'Blue Two', 'Red Two']),
      race(['Blue One', 'Red One', 'Red Two', 'Blue Two'], { 'Red One': 1 }),
      race(['Blue Two', 'Red Two', 'Red One', 'Blue One']),
    ],
  });
  session.close();
  const out = (name: string) => path.join(dir, name);
  return { file, out };
}

describe('the standings export of a league with an entrants’ championship (race meeting: 10-8-6-5-4-3-2-1)', () => {
  it('JSON (version 2), the cars’ CSV through the CLI, Markdown and PDF each carry the cars’ table with the hand-worked points', async () => {
    const l = await raceLeague();
    expect(await cli('standings', l.file, '--season', '1', '--format', 'json', '--out', l.out('s.json'))).toMatchObject({ code: 0, err: '' });
    const doc = coreStandingsDocumentSchema.parse(JSON.parse(readFileSync(l.out('s.json'), 'utf8')));
    expect(doc.version).toBe(2);
    expect(doc.entrants?.words).toEqual({ one: 'car', many: 'cars' });
    expect(doc.entrants?.stats).toEqual([{ key: 'kills', label: 'Kills' }]);
    expect(doc.entrants?.rows).toEqual([
      { place: 1, entrant: 'Red One', team: 'Red Arrows', played: 1, wins: 1, points: 24, stats: { kills: 1 }, decidedBy: null },
      { place: 2, entrant: 'Blue One', team: 'Blue Streaks', played: 1, wins: 1, points: 23, stats: { kills: 0 }, decidedBy: null },
      { place: 3, entrant: 'Blue Two', team: 'Blue Streaks', played: 1, wins: 1, points: 21, stats: { kills: 0 }, decidedBy: null },
      { place: 4, entrant: 'Red Two', team: 'Red Arrows', played: 1, wins: 0, points: 19, stats: { kills: 0 }, decidedBy: null },
    ]);
    // The teams' table is its cars' points: Blue 23 + 21 = 44, Red 24 + 19 = 43.
    expect(doc.teams.map((t) => [t.place, t.team, t.points])).toEqual([
      [1, 'Blue Streaks', 44],
      [2, 'Red Arrows', 43],
    ]);
    // A document claiming version 1 with the cars' table in it is refused: a version 1 reader would miss it.
    expect(coreStandingsDocumentSchema.safeParse({ ...doc, version: 1 }).success).toBe(false);

    expect(await cli('standings', l.file, '--season', '1', '--format', 'csv', '--table', 'entrants', '--out', l.out('cars.csv'))).toMatchObject({
      code: 0,
      err: '',
    });
    const cars = parse(readFileSync(l.out('cars.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(cars).toEqual([
      { Place: '1', Car: 'Red One', Team: 'Red Arrows', Played: '1', Wins: '1', Points: '24', Kills: '1', 'Decided by': 'Points' },
      { Place: '2', Car: 'Blue One', Team: 'Blue Streaks', Played: '1', Wins: '1', Points: '23', Kills: '0', 'Decided by': 'Points' },
      { Place: '3', Car: 'Blue Two', Team: 'Blue Streaks', Played: '1', Wins: '1', Points: '21', Kills: '0', 'Decided by': 'Points' },
      { Place: '4', Car: 'Red Two', Team: 'Red Arrows', Played: '1', Wins: '0', Points: '19', Kills: '0', 'Decided by': 'Points' },
    ]);

    expect(await cli('standings', l.file, '--season', '1', '--format', 'md', '--out', l.out('s.md'))).toMatchObject({ code: 0 });
    const md = readFileSync(l.out('s.md'), 'utf8');
    expect(md).toContain("### Cars' table\n\n| Place | Car | Team | Played | Wins | Points | Kills | Decided by |");
    expect(md).toContain('| 1 | Red One | Red Arrows | 1 | 1 | 24 | 1 | Points |');

    expect(await cli('standings', l.file, '--season', '1', '--format', 'pdf', '--out', l.out('s.pdf'))).toMatchObject({ code: 0 });
    const text = await pdfText(l.out('s.pdf'));
    expect(text).toContain("CARS' TABLE");
    expect(text).toMatch(/Red One\s+Red Arrows\s+1\s+1\s+24\s+1\s+Points/);
  });

  it('a Dirty Wheels league keeps no entrants’ table: the CSV of it is refused naming the tables it has, and nothing is written', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'toy.league');
    expect(await cli('new', file, '--name', 'Toy Box', '--ruleset', 'dirtywheels')).toMatchObject({ code: 0 });
    const r = await cli('standings', file, '--all-time', '--format', 'csv', '--table', 'entrants', '--out', path.join(dir, 'cars.csv'));
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('This league keeps no entrants’ table: export the teams’ (franchises) or the people’s (competitors).');
    expect(() => readFileSync(path.join(dir, 'cars.csv'))).toThrow();
  });
});
