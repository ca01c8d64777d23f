/**
 * Issue 25, Proof: two seasons of a race-combat league of four teams of two cars through the `league` command line, on
 * a real league file. Each car is built through the core's `league team add-car` with its driver, the league's limits
 * refusing in their words (wear points, budget, turret, cars per team: gaps.md #6, #23, #30). Each season is one race
 * meeting of two races recorded through the core's `league match outcome` (a place per driver; eliminated cars with
 * when they went out, placed after the finishers: gaps.md #24, #28), and both championships are checked against
 * numbers worked out by hand (10-8-6-5-4-3-2-1, eliminated cars score nothing, countback), and against the engine's
 * own reading of the same rules (`championships`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src-main/app/dispatch';
import { AppSession } from '../../../src-main/app/session';
import { championships, DEFAULT_RACE_SCORING, type RaceResult } from '../../../src-shared/engine/racecombat';
import type { LeagueStandings, MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import { gunship, speedster } from '../../engine/racecombat/cars';
import { run as runCli, stateOf } from '../../support/cli';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await runCli(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}
const json = async <T>(...argv: string[]): Promise<T> => JSON.parse(await ok(...argv, '--format', 'json')) as T;

/** The four teams, each two cars with their drivers. */
const TEAMS = [
  {
    name: 'Red Rockets',
    colour: '#c92a2a',
    cars: [
      ['Red One', 'Ann'],
      ['Red Two', 'Ben'],
    ],
  },
  {
    name: 'Blue Bolts',
    colour: '#1864ab',
    cars: [
      ['Blue One', 'Cy'],
      ['Blue Two', 'Dee'],
    ],
  },
  {
    name: 'Green Gear',
    colour: '#2b8a3e',
    cars: [
      ['Green One', 'Eve'],
      ['Green Two', 'Fay'],
    ],
  },
  {
    name: 'Gold Grid',
    colour: '#e67700',
    cars: [
      ['Gold One', 'Gus'],
      ['Gold Two', 'Hal'],
    ],
  },
] as const;
const TEAM_OF: Record<string, string> = Object.fromEntries(TEAMS.flatMap((t) => t.cars.map(([, d]) => [d, t.name])));

/** A race as typed: finishers in order, then the eliminated as [driver, lap, turn], the one out later first. */
type Race = { finished: string[]; out: [string, number, number][] };
const typed = (r: Race): string[] => [
  'race',
  ...r.finished.map((d, i) => `${d}=${i + 1}`),
  ...r.out.map(([d, lap, turn], i) => `${d}=${r.finished.length + i + 1},eliminations=1,outLap=${lap},outTurn=${turn}`),
];
const engineRace = (r: Race): RaceResult => ({
  cars: [
    ...r.finished.map((driver, i) => ({ driver, team: TEAM_OF[driver]!, finished: i + 1 })),
    ...r.out.map(([driver, lap, turn]) => ({ driver, team: TEAM_OF[driver]!, eliminated: { lap, turn } })),
  ],
});

const S1: Race[] = [
  {
    finished: ['Ann', 'Cy', 'Eve', 'Gus', 'Ben', 'Dee'],
    out: [
      ['Fay', 5, 2],
      ['Hal', 3, 1],
    ],
  },
  { finished: ['Eve', 'Gus', 'Ben', 'Hal', 'Cy', 'Fay', 'Dee', 'Ann'], out: [] },
];
const S2: Race[] = [
  { finished: ['Gus', 'Hal', 'Ann', 'Cy', 'Dee', 'Eve', 'Ben'], out: [['Fay', 4, 3]] },
  {
    finished: ['Cy', 'Ann', 'Dee', 'Eve', 'Fay', 'Ben'],
    out: [
      ['Gus', 6, 1],
      ['Hal', 2, 2],
    ],
  },
];

const drivers = (s: LeagueStandings) => s.entrants!.rows.map((r) => [r.rank, r.entrant, r.points, r.decidedBy]);
const teams = (s: LeagueStandings) => s.rows.map((r) => [r.rank, r.franchise, r.points, r.decidedBy]);

describe('a race-combat league through the CLI: four teams of two cars, two seasons', () => {
  it('builds through the core’s commands with the rules’ refusals, records two race meetings, and ranks both championships as worked by hand', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'grid.league');
    const write = (name: string, value: unknown) => {
      const p = path.join(dir, `${name}.json`);
      writeFileSync(p, JSON.stringify(value));
      return p;
    };
    expect(await ok('rulesets')).toContain('racecombat');
    expect(await ok('new', file, '--name', 'Combat Grand Prix', '--ruleset', 'racecombat')).toContain('(Race combat)');

    // Cars per team (gaps.md #30: 2 by default); each car its design and its driver, through the core's team builder.
    for (const [t, team] of TEAMS.entries()) {
      expect(await ok('franchise', 'add', file, '--name', team.name, '--colour', team.colour)).toContain(`Added ${team.name}`);
      if (t === 0) {
        // Nothing is rolled while building (gaps.md #10, #23): a rolled driver is refused in the rule's words.
        const rolled = await runCli('team', 'add-car', file, team.name, '--design', write('ok', speedster({ name: 'Spare' })), '--roll-driver');
        expect(rolled.err).toContain('The race-combat rules roll nothing for a driver or a gunner: each is a name (Combat › Driver/Gunner (gaps.md #10)).');
      }
      for (const [c, [car, driver]] of team.cars.entries()) {
        const design = (t + c) % 2 ? gunship({ name: car }) : speedster({ name: car });
        expect(
          await ok('team', 'add-car', file, team.name, '--design', write(car, design), '--driver', write(driver, { kind: 'driver', name: driver })),
        ).toContain('Added car');
      }
    }
    const red = await ok('team', 'show', file, 'Red Rockets');
    expect(red).toContain('Red Rockets: 2 of 2 cars');
    expect(red).toContain('Equipment: 11 points');

    // The league's limits refuse in their words, in the CLI as on every write; nothing is written.
    const before = stateOf(file);
    const refusals: [object, string][] = [
      [
        speedster({ name: 'Overworn', wearPoints: { tyres: 9, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 } }),
        'A car shares out at most 20 wear points. Overworn has 23. (Combat › Damage effects (gaps.md #6))',
      ],
      [speedster({ name: 'Tank', bodyArmour: 30 }), 'A car spends at most 30 equipment points. Tank spends 37. (League (house rules) (gaps.md #23))'],
      [
        speedster({ name: 'Topless', weapons: [{ id: 'gun', weapon: 'laser', mount: 'turret' }] }),
        'Turrets, of course, have a full 360 degree arc of fire: a turret weapon needs a turret. Topless has no turret for its Laser. (Combat › Fire arcs)',
      ],
      [
        speedster({ name: 'Twins', weapons: [{ id: 'gun', weapon: 'laser', mount: 'front' }], dropped: [{ id: 'gun', weapon: 'oil', facing: 'rear' }] }),
        'Each weapon and dropped weapon has its own id. “gun” is used twice. (Combat)',
      ],
      [speedster({ name: 'Third' }), "Red Rockets already fields 2 cars; this league's teams field 2 (League (house rules) (gaps.md #30))."],
    ];
    for (const [design, words] of refusals) {
      const r = await runCli('team', 'add-car', file, 'Red Rockets', '--design', write('bad', design), '--driver', write('ed', { kind: 'driver', name: 'Ed' }));
      expect(r.code, words).not.toBe(0);
      expect(r.err, words).toContain(words);
    }
    expect(stateOf(file)).toBe(before);
    // Another ruleset's commands are refused naming both rulesets, and write nothing.
    const hire = await runCli('hire', file, 'Red Rockets', '--rookie', 'Max');
    expect(hire.code).not.toBe(0);
    expect(hire.err).toMatch(/Dethmetal.*Race combat|Race combat.*Dethmetal/);
    expect(stateOf(file)).toBe(before);

    // A gunner is a person (Combat › Gunners): `league team add-person` seats him straight in a gunship's Gunner slot;
    // Red One, built without a gunner, refuses him in the rule's words and nothing is written.
    const gil = write('gil', { kind: 'gunner', name: 'Gil' });
    const noSeat = await runCli('team', 'add-person', file, 'Red Rockets', '--person', gil, '--seat', 'Red One');
    expect(noSeat.code).not.toBe(0);
    expect(noSeat.err).toContain('Red One is built without a gunner: its Gunner slot seats nobody (Combat › Gunners); 1 is seated.');
    expect(stateOf(file)).toBe(before);
    expect(await ok('team', 'add-person', file, 'Red Rockets', '--person', gil, '--seat', 'Red Two')).toMatch(
      /^Added Gil \(person \d+\) as the Gunner of Red Two\.\n {4}Seat: Gunner\n {4}Hits: 2 plus the car’s crew armour$/,
    );
    expect(await ok('team', 'crew', file, 'Red Rockets')).toBe('Red Rockets’s crew:\n  Red One: Driver: Ann\n  Red Two: Driver: Ben; Gunner: Gil');
    expect(await ok('team', 'show', file, 'Red Rockets')).toMatch(/Car \d+: Red Two\n[\s\S]* {2}Driver: Ben\n[\s\S]* {2}Gunner: Gil \(\d+\)$/);

    const meeting = async (event: string, date: string) => {
      expect(await ok('schedule', 'add', file, '--event', event, '--date', date)).toContain('4 teams');
      const season = await json<{ number: number }>('season', 'show', file);
      return (await json<MatchView[]>('schedule', 'list', file)).find((m) => m.seasonNumber === season.number)!;
    };

    // Season 1 (by hand, 10-8-6-5-4-3-2-1; Fay and Hal out of race 1, Fay later, so placed 7th and 8th with no points):
    //   Ann 10 + 1 = 11, Cy 8 + 4 = 12, Eve 6 + 10 = 16, Gus 5 + 8 = 13, Ben 4 + 6 = 10, Dee 3 + 2 = 5, Fay 0 + 3 = 3, Hal 0 + 5 = 5.
    //   Hal and Dee level on 5: countback, Hal's one 4th place beats Dee's best, a 6th.
    //   Teams: Red 14 + 7 = 21, Blue 11 + 6 = 17, Green 6 + 13 = 19, Gold 5 + 13 = 18.
    const m1 = await meeting('Monza Sprint', '2026-05-02');
    const scheduled = stateOf(file);
    // An eliminated car placed ahead of a finisher, or ahead of one that went out later, is refused; nothing written.
    const wrong = await runCli(
      'match',
      'outcome',
      file,
      String(m1.id),
      ...typed(S1[1]!),
      'race',
      'Ann=1',
      'Cy=2',
      'Eve=3',
      'Gus=4',
      'Ben=5',
      'Dee=8',
      'Fay=7,eliminations=1,outLap=3,outTurn=1',
      'Hal=6,eliminations=1,outLap=5,outTurn=2',
    );
    expect(wrong.err).toContain('Race 2 of match 1: an eliminated driver is placed after every one still running; placing 6 is ahead of placing 8.');
    const late = await runCli(
      'match',
      'outcome',
      file,
      String(m1.id),
      'race',
      ...typed(S1[0]!).slice(1, 7),
      'Fay=8,eliminations=1,outLap=5,outTurn=2',
      'Hal=7,eliminations=1,outLap=3,outTurn=1',
      ...typed(S1[1]!),
    );
    expect(late.err).toContain(
      'Race 1 of match 1: the one eliminated later is placed first; placing 8 went out later (outLap 5, outTurn 2) than placing 7 (outLap 3, outTurn 1).',
    );
    expect(stateOf(file)).toBe(scheduled);
    expect(await ok('match', 'outcome', file, String(m1.id), ...S1.flatMap(typed))).toContain('Recorded match 1');
    const s1 = await json<LeagueStandings>('standings', file, '--season', '1');
    expect(s1.entrants!.scoring).toEqual({ kind: 'placings', points: [10, 8, 6, 5, 4, 3, 2, 1], out: 'no-points' });
    expect(drivers(s1)).toEqual([
      [1, 'Eve', 16, null],
      [2, 'Gus', 13, null],
      [3, 'Cy', 12, null],
      [4, 'Ann', 11, null],
      [5, 'Ben', 10, null],
      [6, 'Hal', 5, 'countback'],
      [7, 'Dee', 5, 'countback'],
      [8, 'Fay', 3, null],
    ]);
    expect(teams(s1)).toEqual([
      [1, 'Red Rockets', 21, null],
      [2, 'Green Gear', 19, null],
      [3, 'Gold Grid', 18, null],
      [4, 'Blue Bolts', 17, null],
    ]);
    expect(await ok('season', 'close', file)).toContain('Closed season 1 (Red Rockets first)');

    // Season 2: Ann 6 + 8 = 14, Cy 5 + 10 = 15, Gus 10 + 0 = 10, Dee 4 + 6 = 10, Hal 8 + 0 = 8, Eve 3 + 5 = 8, Ben 2 + 3 = 5,
    //   Fay 0 + 4 = 4. Gus (a first) ahead of Dee; Hal (a second) ahead of Eve: both on countback.
    //   Teams: Red 8 + 11 = 19, Blue 9 + 16 = 25, Green 3 + 9 = 12, Gold 18 + 0 = 18.
    const m2 = await meeting('Spa Showdown', '2027-05-01');
    expect(await ok('match', 'outcome', file, String(m2.id), ...S2.flatMap(typed))).toContain(`Recorded match ${m2.number}`);
    const s2 = await json<LeagueStandings>('standings', file, '--season', '2');
    expect(drivers(s2)).toEqual([
      [1, 'Cy', 15, null],
      [2, 'Ann', 14, null],
      [3, 'Gus', 10, 'countback'],
      [4, 'Dee', 10, 'countback'],
      [5, 'Hal', 8, 'countback'],
      [6, 'Eve', 8, 'countback'],
      [7, 'Ben', 5, null],
      [8, 'Fay', 4, null],
    ]);
    expect(teams(s2)).toEqual([
      [1, 'Blue Bolts', 25, null],
      [2, 'Red Rockets', 19, null],
      [3, 'Gold Grid', 18, null],
      [4, 'Green Gear', 12, null],
    ]);

    // All time: Cy 27, Ann 25, Eve 24, Gus 23, Ben 15 and Dee 15 (both 3rd, 5th, 6th, 7th: level on countback, one rank),
    //   Hal 13, Fay 7. Teams: Blue 42, Red 40, Gold 36, Green 31.
    const all = await json<LeagueStandings>('standings', file, '--all-time');
    expect(drivers(all).map(([rank, who, points]) => [rank, who, points])).toEqual([
      [1, 'Cy', 27],
      [2, 'Ann', 25],
      [3, 'Eve', 24],
      [4, 'Gus', 23],
      [5, 'Ben', 15],
      [5, 'Dee', 15],
      [7, 'Hal', 13],
      [8, 'Fay', 7],
    ]);
    expect(teams(all).map(([rank, who, points]) => [rank, who, points])).toEqual([
      [1, 'Blue Bolts', 42],
      [2, 'Red Rockets', 40],
      [3, 'Gold Grid', 36],
      [4, 'Green Gear', 31],
    ]);
    // The engine's reading of the same rules ranks the same drivers and teams with the same points.
    const engine = championships([...S1, ...S2].map(engineRace), DEFAULT_RACE_SCORING);
    expect(engine.drivers.map((r) => [r.rank, r.who, r.points])).toEqual(drivers(all).map(([rank, who, points]) => [rank, who, points]));
    expect(engine.teams.map((r) => [r.rank, r.who, r.points])).toEqual(teams(all).map(([rank, who, points]) => [rank, who, points]));

    // The standings export (CSV, JSON, Markdown, PDF): the same order and points.
    for (const format of ['csv', 'md', 'json', 'pdf'] as const) {
      const out = path.join(dir, `all-time.${format}`);
      await ok('standings', file, '--all-time', '--format', format, '--out', out);
      const text = readFileSync(out, format === 'pdf' ? 'latin1' : 'utf8');
      if (format === 'pdf') expect(text.startsWith('%PDF-')).toBe(true);
      else {
        const at = ['Blue Bolts', 'Red Rockets', 'Gold Grid', 'Green Gear'].map((name) => text.indexOf(name));
        expect(at.every((i) => i >= 0) && at.every((i, k) => k === 0 || i > at[k - 1]!), `${format}: ${text.slice(0, 400)}`).toBe(true);
        expect(text).toContain('42');
      }
    }

    // The journal replays from the league's creation to the file as it is (`league verify`, the check of a league file).
    expect(await ok('verify', file)).toContain('The journal reproduces the file');

    // Careers (the core's, fed by the recordings): each driver's races, wins, podiums and eliminations.
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
    expect((await dispatch('app.openLeague', { path: file })).ok).toBe(true);
    const careers = await dispatch('careers.table', { allTime: true } as never);
    expect(careers.ok).toBe(true);
    const rows = (careers.ok ? (careers.value as { rows: { name: string; counts: Record<string, number> }[] }).rows : []).map((r) => [
      r.name,
      r.counts['race-run'],
      r.counts['race-won'],
      r.counts['race-podium'],
      r.counts['race-eliminated'],
    ]);
    // Gus: 4th, 2nd, 1st, out; Hal: out, 4th, 2nd, out; Fay: out, 6th, out, 5th. Gil rode in Red Two (Ben's) in all
    // four races: his races are counted, the wins and places are the driver's.
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Gil', 4, 0, 0, 0],
        ['Gus', 4, 1, 2, 1],
        ['Hal', 4, 0, 1, 2],
        ['Fay', 4, 0, 0, 2],
        ['Eve', 4, 1, 2, 0],
      ]),
    );
    // The organizer's one place for points and tie-breakers (the core's standings, league.updateSettings): the latest
    // race splits Ben and Dee (Dee 3rd, Ben 6th in the last race both ran).
    const changed = await dispatch('league.updateSettings', { entrantStandings: { tieBreakers: ['countback', 'latest-round'] } } as never);
    expect(changed.ok).toBe(true);
    const split = await dispatch('standings.league', { allTime: true } as never);
    expect(split.ok && drivers(split.value as LeagueStandings).slice(4, 6)).toEqual([
      [5, 'Dee', 15, 'latest-round'],
      [6, 'Ben', 15, 'latest-round'],
    ]);
    session.close();
  });
});
