/**
 * ruleset-done.md, Playing: "The CLI runs the same calculators (a match can be played and scripted without the
 * screens)". A race-combat meeting through `league match table` (the core's command, in race combat's words) on a
 * real league file, played to its result and recorded with `league match outcome` as the table prints it: gears, a
 * shot checked against the engine's public index on the league's own seeded dice, a refusal, undo, a retirement, two
 * races' finishing orders; `league odds` for one of its calculators.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { defaultRacecombatSettings, SeededDice, table } from '../../src-shared/engine/racecombat';
import type { RcTableState } from '../../src-shared/ipc/channels/racecombat/table';
import { gunship, speedster } from '../engine/racecombat/cars';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

function read<T>(file: string, fn: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const dice = (file: string) =>
  read(file, (db) => db.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number });
const events = (file: string) =>
  read(file, (db) =>
    (db.prepare('SELECT payload FROM assistant_events ORDER BY match_id, seq').all() as { payload: string }[]).map((r) =>
      table.rcEventSchema.parse(JSON.parse(r.payload)),
    ),
  );

/** Two teams, three cars, one scheduled meeting: set up through the dispatcher, as a league built in the app. */
async function circuit(): Promise<string> {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'circuit.league');
  await call('app.newLeague', { name: 'Circuit', path: file, ruleset: 'racecombat' });
  const reds = (await call('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id;
  const blues = (await call('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id;
  await call('team.addCar', { franchiseId: reds, design: gunship(), driver: { name: 'Ana' } });
  await call('team.addCar', { franchiseId: blues, design: speedster({ name: 'Bolt' }), driver: { name: 'Bo' } });
  await call('team.addCar', { franchiseId: blues, design: speedster({ name: 'Dart' }), driver: { name: 'Cy' } });
  await call('schedule.add', { track: 'Monza', franchiseIds: [reds, blues] });
  session.close();
  return file;
}

describe('league match table: a race-combat meeting from the command line', () => {
  it('plays a meeting of two races on seeded dice, with the cards, a refusal, undo and the result recorded', async () => {
    const file = await circuit();
    const t1 = (...argv: string[]) => ['match', 'table', file, '--match', '1', ...argv];

    const start = await ok(...t1('state'));
    expect(start).toContain('Match 1 (id 1) — not started');
    expect(start).toMatch(/Gunship \[\d+\] · gear not set/);
    expect(start).toContain('Wear Tyres ■■■■■  Brakes ■■■  Gearbox ■■■  Body ■■■  Engine ■■■  Handling ■■■');
    expect(start).toContain('frontMg 10 loads · turretLaser 6 loads · rearMines 3 loads');

    // A shot needs the target's gear (gaps.md #4): refused in the rule's words, nothing written.
    const early = await run(...t1('act', 'shoot', '--firer', 'Gunship', '--weapon', 'frontMg', '--target', 'Bolt', '--arc', 'front', '--rangeInches', '6'));
    expect(early.code).not.toBe(0);
    expect(early.err).toContain("Set Bolt's gear first");
    await ok(...t1('act', 'gear', '--car', 'Bolt', '--gear', '4'));

    // The calculator before the roll: the modifiers known, the die still to roll, nothing written.
    const preview = await ok(
      ...t1('preview', 'shoot', '--firer', 'Gunship', '--weapon', 'frontMg', '--target', 'Bolt', '--arc', 'front', '--rangeInches', '10'),
    );
    expect(preview).toContain('To hit: Target is in 4th gear −1, 9-12 inches range −1, Targeting computer (Special Aim) +1 → to roll: 1d20');

    // The shot as the engine resolves it on the league's seeded dice.
    const d = dice(file);
    const shot = JSON.parse(
      await ok(
        ...t1('act', 'shoot', '--firer', 'Gunship', '--weapon', 'frontMg', '--target', 'Bolt', '--arc', 'front', '--rangeInches', '10', '--format', 'json'),
      ),
    ) as { state: RcTableState; result: table.RcResolution };
    const stored = events(file);
    const settings = defaultRacecombatSettings();
    const first = stored[0] as Extract<table.RcEvent, { t: 'start' }>;
    const before = stored.slice(1, -1).reduce((n, e) => table.reduceTable(n, e, settings), table.freshTable(first.cars, settings));
    const fired = stored.at(-1) as Extract<table.RcEvent, { t: 'act' }>;
    expect(fired.intent).toMatchObject({ kind: 'shoot', weapon: 'frontMg', rangeInches: 10, arc: 'front' });
    expect(shot.result).toEqual(new table.RcResolver(before, settings, new SeededDice(d.seed, d.counter)).resolve(fired.intent).resolution);

    // The log says it in the table's words; undo takes the shot back.
    expect(await ok(...t1('log'))).toContain('Gunship fires the Machine gun at Bolt (Combat)');
    expect(await ok(...t1('undo'))).toContain('Undid: Match 1, race 1: Gunship fires the Machine gun at Bolt');
    expect(await ok(...t1('state'))).toContain('frontMg 10 loads');

    // Dart retires; race 1's finishing order; race 2 and its order; the meeting as `league match outcome` records it.
    await ok(...t1('act', 'retire', '--car', 'Dart', '--reason', 'spun into the gravel'));
    const done1 = await ok(...t1('act', 'finishRace', '--order', 'Bolt,Gunship'));
    expect(done1).toContain('Race 1 finished (League (house rules) (gaps.md #24))');
    expect(done1).toContain('→ 1. Bolt, 2. Gunship, 3. Dart (out)');
    await ok(...t1('act', 'nextRace'));
    const done2 = await ok(...t1('act', 'finishRace', '--order', 'Gunship,Dart,Bolt'));
    const record = done2.split('\n').find((l) => l.startsWith('  league match outcome FILE 1 '))!;
    expect(record).toBe('  league match outcome FILE 1 race "Bo=1" "Ana=2" "Cy=3,eliminations=1,outLap=1,outTurn=1" race "Ana=1" "Cy=2" "Bo=3"');
    const specs = [...record.matchAll(/"([^"]+)"|(race)/g)].map((m) => m[1] ?? m[2]!);
    const recorded = await ok('match', 'outcome', file, '1', ...specs);
    expect(recorded).toContain('Race 2:');
    const rounds = read(file, (db) =>
      db
        .prepare(
          `SELECT mr.number AS race, rr.placing AS placing, p.name AS driver FROM round_results rr JOIN match_rounds mr ON mr.id = rr.round_id JOIN competitors p ON p.id = rr.person_id ORDER BY mr.number, rr.placing`,
        )
        .all(),
    );
    expect(rounds).toEqual([
      { race: 1, placing: 1, driver: 'Bo' },
      { race: 1, placing: 2, driver: 'Ana' },
      { race: 1, placing: 3, driver: 'Cy' },
      { race: 2, placing: 1, driver: 'Ana' },
      { race: 2, placing: 2, driver: 'Cy' },
      { race: 2, placing: 3, driver: 'Bo' },
    ]);
    const closed = await run(...t1('act', 'endTurn'));
    expect(closed.err).toContain('has been recorded; its table is closed');
  });

  it('intents list their flags; league odds gives a calculator’s exact odds', async () => {
    const file = await circuit();
    const intents = await ok('match', 'table', file, '--match', '1', 'intents');
    expect(intents).toContain('shoot: Fire a weapon: 1d20 + every modifier ≥ the to-hit number (10+)');
    expect(intents).toContain('--arc              one of front|left|right|rear, required');
    await ok('match', 'table', file, '--match', '1', 'act', 'gear', '--car', 'Bolt', '--gear', '3');
    const odds = await ok(
      'odds',
      file,
      '--match',
      '1',
      '--calc',
      JSON.stringify({ kind: 'shoot', firer: 1, weapon: 'frontMg', target: 2, arc: 'front', rangeInches: 6 }),
    );
    // 1d20 + the targeting computer 1 ≥ 10: 9 to 20.
    expect(odds).toContain('3/5');
    const bad = await run('match', 'table', file, '--match', '1', 'act', 'shoot', '--firer', 'Gunship');
    expect(bad.err).toContain('shoot needs --weapon');
  });
});
