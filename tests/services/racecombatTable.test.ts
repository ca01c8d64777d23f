/**
 * The race-combat table of a meeting (services/racecombat/table.ts) on a real league file, through the dispatcher the
 * app and the CLI use: a meeting of two races with seeded dice (each roll the engine's own numbers, in the dice log
 * with its purpose), its races recorded into the core's results with the careers, typed dice checked per die (a gear
 * die's missing face), one undo per intent, the odds and the preview, and the table refused on another ruleset's
 * league in words naming both.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { exportLeagueFile, importLeagueFile, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { rcMeetingCareer } from '../../src-main/services/racecombat/table';
import { type CarDesign, defaultRacecombatSettings, SeededDice, table } from '../../src-shared/engine/racecombat';
import type { RcActResult, RcTableState } from '../../src-shared/ipc/channels/racecombat/table';
import { gunship, speedster } from '../engine/racecombat/cars';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function league(dir: string, ruleset = 'racecombat') {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  await ok('app.newLeague', { name: 'Circuit', path: path.join(dir, 'circuit.league'), ruleset });
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  const leagueRow = () =>
    session.league.sqlite.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  return { session, call, ok, rows, seed: () => leagueRow().seed, counter: () => leagueRow().counter };
}

async function meeting(dir: string) {
  const t = await league(dir);
  const reds = (await t.ok('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id as number;
  const blues = (await t.ok('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id as number;
  const addCar = async (franchiseId: number, design: CarDesign, driver: string) =>
    (await t.ok('team.addCar', { franchiseId, design, driver: { name: driver } })).car.vehicleId as number;
  const gun = await addCar(reds, gunship(), 'Ana');
  const bolt = await addCar(blues, speedster({ name: 'Bolt' }), 'Bo');
  const dart = await addCar(blues, speedster({ name: 'Dart' }), 'Cy');
  const matchId = (await t.ok('schedule.add', { track: 'Monza', franchiseIds: [reds, blues] })).id as number;
  const act = async (intent: object, dice?: number[]): Promise<RcActResult> => {
    const r: RcActResult = await t.ok('rcTable.act', { matchId, intent, ...(dice ? { dice } : {}) });
    expect(await t.ok('rcTable.state', { matchId })).toEqual(r.state);
    return r;
  };
  return { ...t, reds, blues, gun, bolt, dart, matchId, act };
}

/** The table's stored events, read back and checked by the contract's schema. */
function stored(t: Awaited<ReturnType<typeof meeting>>): table.RcEvent[] {
  return (t.rows(`SELECT payload FROM assistant_events WHERE match_id = ${t.matchId} ORDER BY seq`) as { payload: string }[]).map((r) =>
    table.rcEventSchema.parse(JSON.parse(r.payload)),
  );
}

/** The last stored intent resolved again by the engine on the table before it, with the seeded dice it was rolled from. */
function replayLast(t: Awaited<ReturnType<typeof meeting>>, seed: number, counter: number): table.RcResolution {
  const events = stored(t);
  const settings = defaultRacecombatSettings();
  const start = events[0] as Extract<table.RcEvent, { t: 'start' }>;
  const before = events.slice(1, -1).reduce((n, e) => table.reduceTable(n, e, settings), table.freshTable(start.cars, settings));
  const last = events.at(-1) as Extract<table.RcEvent, { t: 'act' }>;
  return new table.RcResolver(before, settings, new SeededDice(seed, counter)).resolve(last.intent).resolution;
}

const carOf = (s: RcTableState, id: number) => s.teams.flatMap((x) => x.cars).find((c) => c.vehicleId === id)!;

describe('Race-combat table (a race meeting)', () => {
  it('a meeting of two races through the channels: seeded rolls give the engine’s numbers, each race placed and recorded, the table’s career events', async () => {
    const t = await meeting(tempDir());
    const before: RcTableState = await t.ok('rcTable.state', { matchId: t.matchId });
    expect(before).toMatchObject({ started: false, clock: { race: 1, lap: 1, turn: 1 }, result: { state: 'racing', races: [] } });
    expect(before.teams.map((x) => [x.name, x.cars.map((c) => [c.name, c.driverName, c.state.wear.tyres, c.state.ammunition.frontMg])])).toEqual([
      ['Reds', [['Gunship', 'Ana', 5, 10]]],
      [
        'Blues',
        [
          ['Bolt', 'Bo', 6, 10],
          ['Dart', 'Cy', 6, 10],
        ],
      ],
    ]);

    // Race 1: a shot on the league's seeded dice, as the engine resolves it; every die in the dice log with its purpose.
    await t.act({ kind: 'gear', car: t.bolt, gear: 3 });
    const seed = t.seed();
    const counter = t.counter();
    const shot = await t.act({ kind: 'shoot', firer: t.gun, weapon: 'frontMg', target: t.bolt, arc: 'front', rangeInches: 6 });
    expect(shot.resolution).toEqual(replayLast(t, seed, counter));
    expect(carOf(shot.state, t.gun).state.ammunition.frontMg).toBe(9);
    const logged = t.rows(`SELECT purpose, value FROM dice_log WHERE match_id = ${t.matchId} AND op = 'rcTable.shoot' ORDER BY id`);
    expect(logged).toEqual(shot.resolution.steps.flatMap((s) => s.dice.map((d) => ({ purpose: d.purpose, value: d.value }))));
    // Dart retires; the finishing order of the cars still racing; Dart placed after them.
    await t.act({ kind: 'retire', car: t.dart, reason: 'spun into the gravel' });
    const finish1 = await t.act({ kind: 'finishRace', order: [t.bolt, t.gun] });
    expect(finish1.state.result.state).toBe('between');
    expect(finish1.state.result.races[0]!.placed.map((p) => [p.car, p.placing, p.out?.why ?? null])).toEqual([
      ['Bolt', 1, null],
      ['Gunship', 2, null],
      ['Dart', 3, 'retired: spun into the gravel'],
    ]);

    // Race 2 starts fresh (the league's default, gaps.md #25); two hits on Dart's driver put it out, credited to the Gunship.
    const race2 = await t.act({ kind: 'nextRace' });
    expect(carOf(race2.state, t.gun).state.ammunition.frontMg).toBe(10);
    expect(race2.state.clock).toEqual({ race: 2, lap: 1, turn: 1 });
    await t.act({ kind: 'endTurn', lap: 2 });
    await t.act({ kind: 'crewHit', car: t.dart, who: 'driver', by: t.gun });
    const out = await t.act({ kind: 'crewHit', car: t.dart, who: 'driver', by: t.gun });
    expect(carOf(out.state, t.dart).out).toEqual({ race: 2, lap: 2, turn: 2, act: 8, why: 'the driver is dead', by: t.gun });
    const finish2 = await t.act({ kind: 'finishRace', order: [t.gun, t.bolt] });
    const placed2 = finish2.state.result.races[1]!.placed;
    expect(placed2.map((p) => [p.car, p.placing])).toEqual([
      ['Gunship', 1],
      ['Bolt', 2],
      ['Dart', 3],
    ]);
    expect(placed2[2]!.out).toMatchObject({ by: 'Gunship' });

    // The meeting into the core's results: each race's drivers placed with the declared stats, and the careers.
    const recorded = await t.ok('rcTable.record', { matchId: t.matchId });
    expect(recorded.status).toBe('recorded');
    const rounds = t.rows(
      `SELECT mr.number AS race, p.name AS driver, rr.placing AS placing, rr.stats AS stats FROM round_results rr
         JOIN match_rounds mr ON mr.id = rr.round_id JOIN competitors p ON p.id = rr.person_id ORDER BY mr.number, rr.placing`,
    );
    expect(rounds).toEqual([
      { race: 1, driver: 'Bo', placing: 1, stats: '{}' },
      { race: 1, driver: 'Ana', placing: 2, stats: '{}' },
      { race: 1, driver: 'Cy', placing: 3, stats: '{"eliminations":1,"outLap":1,"outTurn":1}' },
      { race: 2, driver: 'Ana', placing: 1, stats: '{}' },
      { race: 2, driver: 'Bo', placing: 2, stats: '{}' },
      { race: 2, driver: 'Cy', placing: 3, stats: '{"eliminations":1,"outLap":2,"outTurn":2}' },
    ]);
    // The table's part of the careers: each elimination, and the one credited to another car as a kill of its driver.
    expect(rcMeetingCareer(t.session.league, t.matchId)).toEqual([
      { competitorId: expect.any(Number), kind: 'race-eliminated', text: 'race 1: Dart out on lap 1, turn 1 (retired: spun into the gravel)' },
      { competitorId: expect.any(Number), kind: 'race-eliminated', text: 'race 2: Dart out on lap 2, turn 2 (the driver is dead)' },
      { competitorId: expect.any(Number), kind: 'race-kill', text: 'race 2: put Dart (Cy) out (the driver is dead)' },
    ]);
    const closed = await t.call('rcTable.act', { matchId: t.matchId, intent: { kind: 'endTurn' } });
    expect(closed).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('has been recorded; its table is closed') } });
    t.session.close();
  });

  it('the meeting is recorded only once its race has a finishing order', async () => {
    const t = await meeting(tempDir());
    await t.act({ kind: 'gear', car: t.bolt, gear: 2 });
    const r = await t.call('rcTable.record', { matchId: t.matchId });
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('Race 1 of match 1 has no finishing order yet') } });
    expect(t.rows('SELECT count(*) AS n FROM round_results')).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('Dice (ruleset-done): a typed die not on its gear die is refused naming the die, and nothing is written', async () => {
    const t = await meeting(tempDir());
    await t.ok('league.updateSettings', { diceMode: 'manual' });
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    // Spikes: avoid 1d20 + handling 2 against 12+; 5 fails, then the 2nd gear die (d6: 2, 3, 4) on the tyres.
    const intent = { kind: 'enterDropped', car: t.bolt, weapon: 'spikes' };
    const noFace = await t.call('rcTable.act', { matchId: t.matchId, intent, dice: [5, 1] });
    expect(noFace).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!noFace.ok) expect(noFace.error.message).toContain('The 2nd Gear die (d6: 2-4) shows 2, 3, 4: 1 is not on it');
    const range = await t.call('rcTable.act', { matchId: t.matchId, intent, dice: [21] });
    expect(range).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (!range.ok) expect(range.error.message).toContain('cannot come from 1d20: expected 1 to 20');
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(await t.call('rcTable.act', { matchId: t.matchId, intent, dice: [5] })).toMatchObject({
      ok: false,
      error: { kind: 'dice-needed', request: { notation: '1d6' } },
    });
    const typed = await t.act(intent, [5, 4]);
    expect(carOf(typed.state, t.bolt).state.wear.tyres).toBe(2);
    expect(t.rows(`SELECT DISTINCT mode FROM dice_log`)).toEqual([{ mode: 'manual' }]);
    // An intent that rolls nothing refuses typed dice.
    expect(await t.call('rcTable.act', { matchId: t.matchId, intent: { kind: 'gear', car: t.bolt, gear: 2 }, dice: [3] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'This step rolls no dice.' },
    });
    t.session.close();
  });

  it('Undo: Ctrl+Z takes an intent back with its events, its dice log rows and the seed’s counter', async () => {
    const t = await meeting(tempDir());
    await t.act({ kind: 'gear', car: t.bolt, gear: 3 });
    const mid: RcTableState = await t.ok('rcTable.state', { matchId: t.matchId });
    const counter = t.counter();
    const dice = t.rows('SELECT count(*) AS n FROM dice_log');
    await t.act({ kind: 'shoot', firer: t.gun, weapon: 'frontMg', target: t.bolt, arc: 'front', rangeInches: 2 });
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 3 }]);
    const undone = await t.ok('journal.undo', {});
    expect(undone.op).toBe('rcTable.shoot');
    expect(await t.ok('rcTable.state', { matchId: t.matchId })).toEqual(mid);
    expect(t.counter()).toBe(counter);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual(dice);
    await t.ok('journal.undo', {});
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(await t.ok('rcTable.state', { matchId: t.matchId })).toMatchObject({ started: false });
    t.session.close();
  });

  it('refusals cite the rule at the intent’s field and write nothing', async () => {
    const t = await meeting(tempDir());
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const noGear = await t.call('rcTable.act', {
      matchId: t.matchId,
      intent: { kind: 'shoot', firer: t.gun, weapon: 'frontMg', target: t.bolt, arc: 'front', rangeInches: 2 },
    });
    expect(noGear).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['intent', 'target'] }] } });
    if (!noGear.ok) expect(noGear.error.message).toBe("Set Bolt's gear first: this calculator reads it (Missing or undefined (gaps.md #4)).");
    const order = await t.call('rcTable.act', { matchId: t.matchId, intent: { kind: 'finishRace', order: [t.gun] } });
    expect(order).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    if (!order.ok) expect(order.error.message).toContain('The finishing order of race 1 lacks Bolt, Dart: every car still racing is placed');
    const shape = await t.call('rcTable.act', { matchId: t.matchId, intent: { kind: 'gear', car: t.gun, gear: 7 } });
    expect(shape).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('the odds (table.odds) and the preview read the table and write nothing', async () => {
    const t = await meeting(tempDir());
    await t.act({ kind: 'gear', car: t.bolt, gear: 3 });
    const calc = { kind: 'shoot', firer: t.gun, weapon: 'frontMg', target: t.bolt, arc: 'front', rangeInches: 6 };
    const odds = await t.ok('table.odds', { matchId: t.matchId, calc });
    // 1d20 + the targeting computer 1 ≥ 10: 9 to 20.
    expect(odds.questions.find((q: { id: string }) => q.id === 'hit').outcomes.find((o: { value: unknown }) => o.value === true).fraction).toBe('3/5');
    const preview = await t.ok('rcTable.preview', { matchId: t.matchId, intent: calc });
    expect(preview.steps).toEqual([
      {
        label: 'To hit',
        parts: [{ label: 'Targeting computer (Special Aim)', value: 1, rule: 'Combat › To-hit roll (gaps.md #3)' }],
        dice: [],
        result: 'to roll: 1d20',
        rule: 'Combat › To-hit roll',
      },
    ]);
    expect(t.rows("SELECT count(*) AS n FROM journal WHERE op LIKE 'rcTable.%' AND op <> 'rcTable.gear'")).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('another ruleset’s league: the race-combat table is refused in words naming both rulesets', async () => {
    const t = await league(tempDir(), 'dirtywheels');
    const r = await t.call('rcTable.state', { matchId: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('Race combat');
      expect(r.error.message).toContain('Dirty Wheels');
    }
    t.session.close();
  });

  it('the import runs the table’s event schema: a played table imports whole; an edited event is refused naming its row', async () => {
    const dir = tempDir();
    const t = await meeting(dir);
    await t.act({ kind: 'gear', car: t.bolt, gear: 3 });
    await t.act({ kind: 'shoot', firer: t.gun, weapon: 'frontMg', target: t.bolt, arc: 'front', rangeInches: 3 });
    const { path: file } = exportLeagueFile(t.session.league, path.join(dir, 'export.json'));
    t.session.close();
    importLeagueFile(file, path.join(dir, 'whole.league'));
    const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
    const events = doc.tables.assistant_events!;
    const payload = events.columns.indexOf('payload');
    // A field the event schema does not know, added by hand to the shot's event.
    const rows = events.rows.map((r, i) => (i === 2 ? r.map((c, k) => (k === payload ? String(c).replace('"t":"act"', '"t":"act","extra":1') : c)) : r));
    const tables = { ...doc.tables, assistant_events: { ...events, rows } };
    const checksum = createHash('sha256')
      .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, tables]))
      .digest('hex');
    const edited = path.join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify({ ...doc, tables, checksum }));
    const target = path.join(dir, 'imported.league');
    expect(() => importLeagueFile(edited, target)).toThrow(
      /table “assistant_events”, row with id \d+, field “payload”.*the race-combat table cannot replay it/,
    );
    expect(existsSync(target)).toBe(false);
  });
});
