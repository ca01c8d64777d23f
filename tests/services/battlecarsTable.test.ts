/**
 * The battlecars table of a match (services/battlecars/table.ts) on a real league file, through the dispatcher the app
 * and the CLI use: a whole game with seeded dice (each roll the engine's own numbers), its result recorded through the
 * core's results, typed dice checked per die, one undo per intent, the odds and the preview, and the table refused on
 * another ruleset's league in words naming both.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { readBcEvents } from '../../src-main/services/battlecars/table';
import { defaultBattlecarsSettings, SeededDice, table, type VehicleDesign } from '../../src-shared/engine/battlecars';
import type { BcActResult, BcTableState } from '../../src-shared/ipc/channels/battlecars/table';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

const BRUTE: VehicleDesign = {
  version: 1,
  name: 'Brute',
  cardType: 'car',
  loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podRear: ['Mines'] },
};
const WASP: VehicleDesign = { version: 1, name: 'Wasp', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Oil'] } };

async function arena(dir: string, ruleset = 'battlecars') {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  await ok('app.newLeague', { name: 'Arena', path: path.join(dir, 'arena.league'), ruleset });
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  const leagueRow = () =>
    session.league.sqlite.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  return { session, call, ok, rows, seed: () => leagueRow().seed, counter: () => leagueRow().counter };
}

async function game(dir: string) {
  const t = await arena(dir);
  const reds = (await t.ok('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id as number;
  const blues = (await t.ok('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id as number;
  const brute = (await t.ok('team.addCar', { franchiseId: reds, design: BRUTE, driver: { name: 'Ada' } })).car.vehicleId as number;
  const wasp = (await t.ok('team.addCar', { franchiseId: blues, design: WASP, driver: { name: 'Bo' } })).car.vehicleId as number;
  const matchId = (await t.ok('schedule.add', { track: 'Quarry', franchiseIds: [reds, blues] })).id as number;
  const act = async (intent: object, dice?: number[]): Promise<BcActResult> => {
    const r: BcActResult = await t.ok('bcTable.act', { matchId, intent, ...(dice ? { dice } : {}) });
    expect(await t.ok('bcTable.state', { matchId })).toEqual(r.state);
    return r;
  };
  return { ...t, reds, blues, brute, wasp, matchId, act };
}

/** The last stored intent resolved again by the engine on the table before it, with the seeded dice it was rolled from. */
function replayLast(t: Awaited<ReturnType<typeof game>>, seed: number, counter: number): table.BcResolution {
  const events = readBcEvents(t.session.league, t.matchId).map((e) => e.event);
  const start = events[0] as Extract<table.BcEvent, { t: 'start' }>;
  const before = events.slice(1, -1).reduce(table.reduceTable, table.freshTable(start.vehicles));
  const last = events.at(-1) as Extract<table.BcEvent, { t: 'act' }>;
  return new table.BcResolver(before, defaultBattlecarsSettings(), new SeededDice(seed, counter)).resolve(last.intent).resolution;
}

describe('Battlecars table (match play)', () => {
  it('a whole game through the channels: seeded rolls give the engine’s numbers, the last driver standing is placed first and recorded', async () => {
    const t = await game(tempDir());
    const before: BcTableState = await t.ok('bcTable.state', { matchId: t.matchId });
    expect(before).toMatchObject({ started: false, turn: 1, result: { state: 'playing' } });
    expect(before.players.map((p) => [p.name, p.vehicles.map((v) => [v.name, v.card.name, v.state.loads.podFront])])).toEqual([
      ['Reds', [['Brute', 'Car', ['Rocket', 'Rocket']]]],
      ['Blues', [['Wasp', 'Bike', ['MG rounds', 'MG rounds']]]],
    ]);

    await t.act({ kind: 'speeds', speeds: [{ vehicle: t.brute, speed: 2 }] });
    const seed = t.seed();
    let counter = t.counter();
    const shot = await t.act({ kind: 'fire', shooter: t.brute, mount: 'turret', target: { kind: 'vehicle', vehicle: t.wasp, block: 'front' }, range: 2 });
    expect(shot.resolution).toEqual(replayLast(t, seed, counter));
    expect(shot.state.players[0]!.vehicles[0]!.state.loads.turret).toEqual(['MG rounds', 'MG rounds']);
    // Every die of the shot is in the dice log under the match, with its purpose.
    const logged = t.rows(`SELECT purpose, value FROM dice_log WHERE match_id = ${t.matchId} AND op = 'bcTable.fire' ORDER BY id`);
    expect(logged).toEqual(shot.resolution.steps.flatMap((s) => s.dice.map((d) => ({ purpose: d.purpose, value: d.value }))));

    counter = t.counter();
    const mines = await t.act({ kind: 'mines', vehicle: t.wasp, by: t.brute });
    expect(mines.resolution).toEqual(replayLast(t, seed, counter));
    await t.act({ kind: 'endTurn' });

    // Bo bails out at speed 0 and is run over: the game is over, the Reds placed first with the kill.
    await t.act({ kind: 'speeds', speeds: [{ vehicle: t.wasp, speed: 0 }] });
    await t.act({ kind: 'bailOut', driver: t.wasp });
    const end = await t.act({ kind: 'runOver', vehicle: t.brute, driver: t.wasp });
    expect(end.state.result).toMatchObject({ state: 'over', winner: t.reds });
    if (end.state.result.state !== 'over') return;
    const wrecks = end.state.players[1]!.vehicles[0]!.wrecked && end.state.players[1]!.vehicles[0]!.wreckedBy === t.reds ? 1 : 0;
    expect(end.state.result.outcome).toEqual([
      { franchiseId: t.reds, placing: 1, stats: { kills: 1, wrecks } },
      { franchiseId: t.blues, placing: 2, stats: { kills: 0, wrecks: 0 } },
    ]);
    const refused = await t.call('bcTable.act', { matchId: t.matchId, intent: { kind: 'endTurn' } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!refused.ok) expect(refused.error.message).toContain('The game is over');

    // The result goes to the core's results: its preview, its commit; the table is then closed.
    const recorded = await t.ok('match.recordOutcome', { matchId: t.matchId, teams: end.state.result.outcome });
    expect(recorded.teams.map((x: { franchiseId: number; placing: number }) => [x.franchiseId, x.placing])).toEqual([
      [t.reds, 1],
      [t.blues, 2],
    ]);
    const closed = await t.call('bcTable.act', {
      matchId: t.matchId,
      intent: { kind: 'correct', vehicle: t.wasp, change: 'speed', value: 0, reason: 'late fix' },
    });
    expect(closed).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('has been recorded; its table is closed') } });
    t.session.close();
  });

  it('Dice (ruleset-done): a typed die out of its range is refused naming the die, and nothing is written', async () => {
    const t = await game(tempDir());
    await t.ok('league.updateSettings', { diceMode: 'manual' });
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const intent = { kind: 'fire', shooter: t.brute, mount: 'turret', target: { kind: 'vehicle', vehicle: t.wasp, block: 'front' }, range: 2 };
    const refused = await t.call('bcTable.act', { matchId: t.matchId, intent, dice: [9] });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (!refused.ok) expect(refused.error.message).toBe('The value 9 typed for "MG rounds: range dice (d8) at range 2" cannot come from 1d8: expected 1 to 8.');
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(await t.call('bcTable.act', { matchId: t.matchId, intent, dice: [5] })).toMatchObject({
      ok: false,
      error: { kind: 'dice-needed', request: { notation: '1d8', range: '1 to 8' } },
    });
    // d8 5 + 1 hits; d8 6 - 2 - 2 = 2 damage on the bike's front (2 boxes).
    const typed = await t.act(intent, [5, 6]);
    expect(typed.state.players[1]!.vehicles[0]!.state.armour.front).toBe(2);
    expect(t.rows(`SELECT DISTINCT mode FROM dice_log`)).toEqual([{ mode: 'manual' }]);
    // An intent that rolls nothing refuses typed dice.
    expect(await t.call('bcTable.act', { matchId: t.matchId, intent: { kind: 'bailOut', driver: t.wasp }, dice: [3] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'This step rolls no dice.' },
    });
    t.session.close();
  });

  it('Undo: Ctrl+Z takes an intent back with its events, its dice log rows and the seed’s counter', async () => {
    const t = await game(tempDir());
    await t.act({ kind: 'speeds', speeds: [{ vehicle: t.brute, speed: 1 }] });
    const mid: BcTableState = await t.ok('bcTable.state', { matchId: t.matchId });
    const counter = t.counter();
    const dice = t.rows('SELECT count(*) AS n FROM dice_log');
    await t.act({ kind: 'fire', shooter: t.brute, mount: 'podFront', target: { kind: 'vehicle', vehicle: t.wasp, block: 'leftCentre' }, range: 3 });
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 3 }]);
    const undone = await t.ok('journal.undo', {});
    expect(undone.op).toBe('bcTable.fire');
    expect(await t.ok('bcTable.state', { matchId: t.matchId })).toEqual(mid);
    expect(t.counter()).toBe(counter);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual(dice);
    await t.ok('journal.undo', {});
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(await t.ok('bcTable.state', { matchId: t.matchId })).toMatchObject({ started: false });
    t.session.close();
  });

  it('refusals cite the rule at the intent’s field and write nothing', async () => {
    const t = await game(tempDir());
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const fast = await t.call('bcTable.act', { matchId: t.matchId, intent: { kind: 'speeds', speeds: [{ vehicle: t.brute, speed: 5 }] } });
    expect(fast).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['intent', 'speeds', 0, 'speed'] }] } });
    if (!fast.ok) expect(fast.error.message).toBe('Brute: From 0 a vehicle accelerates by 2 at most: 5 is 5 more (Game turn (gaps.md #2)).');
    const oil = await t.call('bcTable.act', {
      matchId: t.matchId,
      intent: { kind: 'fire', shooter: t.wasp, mount: 'podRear', target: { kind: 'vehicle', vehicle: t.brute, block: 'front' }, range: 1 },
    });
    expect(oil).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['intent', 'mount'] }] } });
    const shape = await t.call('bcTable.act', { matchId: t.matchId, intent: { kind: 'fire', shooter: t.brute } });
    expect(shape).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('the odds (table.odds) and the preview read the table and write nothing', async () => {
    const t = await game(tempDir());
    const calc = { kind: 'fire', shooter: t.brute, mount: 'turret', target: { kind: 'vehicle', vehicle: t.wasp, block: 'front' }, range: 5 };
    const odds = await t.ok('table.odds', { matchId: t.matchId, calc });
    // d8 + 1 (the Gunnery Computer) ≥ 5: faces 4 to 8.
    expect(odds.questions.find((q: { id: string }) => q.id === 'hit').outcomes.find((o: { value: unknown }) => o.value === true).fraction).toBe('5/8');
    const preview = await t.ok('bcTable.preview', { matchId: t.matchId, intent: calc });
    expect(preview.steps).toEqual([
      {
        label: 'To hit',
        parts: [{ label: 'Firer has a working Gunnery Computer', value: 1, rule: expect.any(String) }],
        dice: [],
        result: 'to roll: 1d8',
        rule: 'Firing › Firing sequence',
      },
    ]);
    expect(preview.outcome).toBe('Nothing rolled yet');
    expect(t.rows("SELECT count(*) AS n FROM journal WHERE op LIKE 'bcTable.%'")).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('another ruleset’s league: the battlecars table is refused in words naming both rulesets', async () => {
    const t = await arena(tempDir(), 'dirtywheels');
    const r = await t.call('bcTable.state', { matchId: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('Battlecars');
      expect(r.error.message).toContain('Dirty Wheels');
    }
    t.session.close();
  });
});
