/**
 * ruleset-done.md, Playing: "The CLI runs the same calculators (a match can be played and scripted without the
 * screens)". A battlecars game through `league match table` (the core's command, in battlecars' words) on a real
 * league file, played to its result and recorded with `league match outcome`: speed counters, a shot checked against
 * the engine's public index on the league's own seeded dice, a refused acceleration, undo, the bail out and the run
 * over that end it; `league odds` for one of its calculators.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { defaultBattlecarsSettings, SeededDice, table } from '../../src-shared/engine/battlecars';
import type { BcTableState } from '../../src-shared/ipc/channels/battlecars/table';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function ok(...argv: string[]): Promise<string> {
  const r = await run(...argv);
  expect(r, argv.join(' ')).toMatchObject({ code: 0, err: '' });
  return r.out;
}

function dice(file: string): { seed: number; counter: number } {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  } finally {
    db.close();
  }
}

/** The table's events as the league file stores them, each checked by the contract's schema. */
function events(file: string): table.BcEvent[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('SELECT payload FROM assistant_events ORDER BY match_id, seq').all() as { payload: string }[];
    return rows.map((r) => table.bcEventSchema.parse(JSON.parse(r.payload)));
  } finally {
    db.close();
  }
}

/** Two players, a car and a bike, one scheduled game: set up through the dispatcher, as a league built in the app. */
async function arena(): Promise<string> {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'arena.league');
  await call('app.newLeague', { name: 'Arena', path: file, ruleset: 'battlecars' });
  const reds = (await call('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id;
  const blues = (await call('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id;
  const brute = { version: 1, name: 'Brute', cardType: 'car', loads: { turret: ['MG rounds', 'MG rounds', 'MG rounds'], podRear: ['Mines'] } };
  const wasp = { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'] } };
  await call('team.addCar', { franchiseId: reds, design: brute, driver: { name: 'Ada' } });
  await call('team.addCar', { franchiseId: blues, design: wasp, driver: { name: 'Bo' } });
  await call('schedule.add', { track: 'Quarry', franchiseIds: [reds, blues] });
  session.close();
  return file;
}

describe('league match table: a battlecars game from the command line', () => {
  it('plays a game to its result on seeded dice, with the cards, a refusal, undo and the result recorded', async () => {
    const file = await arena();
    const table1 = (...argv: string[]) => ['match', 'table', file, '--match', '1', ...argv];

    const start = await ok(...table1('state'));
    expect(start).toContain('Match 1 (id 1) — not started');
    expect(start).toContain('Reds — standing; 0 kills, 0 wrecks');
    expect(start).toMatch(/Brute \[\d+\] Car/);
    expect(start).toContain('turret: MG rounds, MG rounds, MG rounds');
    expect(start).toContain('Driver Bo [2]: aboard, hits □□□');

    // Game turn (gaps.md #2): from 0 a vehicle accelerates by 2 at most.
    const fast = await run(...table1('act', 'speeds', '--speeds', 'Brute=3'));
    expect(fast.code).not.toBe(0);
    expect(fast.err).toContain('Brute: From 0 a vehicle accelerates by 2 at most: 3 is 3 more');
    await ok(...table1('act', 'speeds', '--speeds', 'Brute=2,Wasp=1'));

    // The calculator before the roll: the modifiers known, the die still to roll, nothing written.
    const preview = await ok(...table1('preview', 'fire', '--shooter', 'Brute', '--mount', 'turret', '--target', 'Wasp', '--block', 'front', '--range', '2'));
    expect(preview).toContain('PREVIEW (nothing rolled or written):');
    expect(preview).toContain('To hit: Firer has a working Gunnery Computer 1 → to roll: 1d8');
    expect(preview).toContain('→ Nothing rolled yet');

    // Firing sequence: the shot as the engine resolves it on the league's seeded dice.
    const d = dice(file);
    const shot = JSON.parse(
      await ok(...table1('act', 'fire', '--shooter', 'Brute', '--mount', 'turret', '--target', 'Wasp', '--block', 'front', '--range', '2', '--format', 'json')),
    ) as { state: BcTableState; result: table.BcResolution };
    const stored = events(file);
    const first = stored[0] as Extract<table.BcEvent, { t: 'start' }>;
    const before = stored.slice(1, -1).reduce(table.reduceTable, table.freshTable(first.vehicles));
    const fired = stored.at(-1) as Extract<table.BcEvent, { t: 'act' }>;
    expect(fired.intent).toMatchObject({ kind: 'fire', mount: 'turret', range: 2, target: { kind: 'vehicle', block: 'front' } });
    const engine = new table.BcResolver(before, defaultBattlecarsSettings(), new SeededDice(d.seed, d.counter)).resolve(fired.intent);
    expect(shot.result).toEqual(engine.resolution);

    // The log says it in the table's words; undo takes the shot back.
    expect(await ok(...table1('log'))).toContain('Brute fires MG rounds at the Wasp (Firing › Firing sequence)');
    expect(await ok(...table1('undo'))).toContain('Undid: Match 1: Brute fires MG rounds at the Wasp');
    expect(await ok(...table1('state'))).toContain('turret: MG rounds, MG rounds, MG rounds');

    // The bike stops, its rider bails out and is run over: the game is over.
    await ok(...table1('act', 'endTurn'));
    await ok(...table1('act', 'speeds', '--speeds', 'Wasp=0'));
    await ok(...table1('act', 'bailOut', '--driver', 'Bo'));
    const end = await ok(...table1('act', 'runOver', '--vehicle', 'Brute', '--driver', 'Bo'));
    expect(end).toContain('Brute runs over Bo (Pedestrians)');
    expect(end).toContain('Game over: Reds: the last driver standing');
    expect(end).toContain('Result to record: #1 Reds (1 kills, 0 wrecks), #2 Blues (0 kills, 0 wrecks)');

    // The result into the core's results, as the table gives it.
    await ok('match', 'outcome', file, '1', 'Reds=1,kills=1,wrecks=0', 'Blues=2,kills=0,wrecks=0');
    const closed = await run(...table1('act', 'endTurn'));
    expect(closed.err).toContain('has been recorded; its table is closed');
  });

  it('intents list their flags; league odds gives a calculator’s exact odds', async () => {
    const file = await arena();
    const intents = await ok('match', 'table', file, '--match', '1', 'intents');
    expect(intents).toContain('fire: Fire one counter from a pod or turret');
    expect(intents).toContain('--block            one of front|rear|leftFront|leftCentre|leftRear|rightFront|rightCentre|rightRear');
    const odds = await ok(
      'odds',
      file,
      '--match',
      '1',
      '--calc',
      JSON.stringify({ kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 5 }),
    );
    expect(odds).toContain('5/8');
    const bad = await run('match', 'table', file, '--match', '1', 'act', 'fire', '--shooter', 'Brute', '--mount', 'turret', '--range', '2');
    expect(bad.err).toContain('fire shoots at one target');
  });
});
