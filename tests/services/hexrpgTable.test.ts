/**
 * The hex RPG table of a session (services/hexrpg/table.ts) on a real league file, through the dispatcher the app and
 * the CLI use: a session with seeded dice (each roll the engine's own numbers), its outcome recorded through the core's
 * results, typed dice checked per die, one undo per intent, the odds and the preview, refusals at their field, and the
 * table refused on another ruleset's league in words naming both.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { exportLeagueFile, importLeagueFile, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { readHxEvents } from '../../src-main/services/hexrpg/table';
import { defaultHexrpgSettings, SeededDice, table } from '../../src-shared/engine/hexrpg';
import type { HxActResult, HxTableState } from '../../src-shared/ipc/channels/hexrpg/table';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

const character = (name: string, o: object) => ({ version: 1, name, skills: {}, ...o });
const ACE = character('Ace', { musc: 12, agi: 4, accu: 7, driv: 10, luck: 60, skills: { weapons: { pistol: 3 }, driving: { car: 2 }, fighting: 1 } });
const BRUTE = character('Brute', { musc: 15, agi: 3, accu: 5, driv: 8, luck: 40, skills: { driving: { warcar: 1 }, fighting: 2 } });
const INTERCEPTOR = { version: 1, name: 'Interceptor', kind: 'car', weapons: [{ name: 'MG', minimal: 2, average: 5, maximal: 9 }] };
const RHINO = { version: 1, name: 'Rhino', kind: 'warcar' };

async function league(dir: string, ruleset = 'hexrpg') {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  await ok('app.newLeague', { name: 'Wasteland', path: path.join(dir, 'wasteland.league'), ruleset });
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  const leagueRow = () =>
    session.league.sqlite.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  return { session, call, ok, rows, seed: () => leagueRow().seed, counter: () => leagueRow().counter };
}

/**
 * A vehicle and the character at its controls, as rows of the league file (the gang building services are the
 * ruleset's module's, wired beside this table; until they land the rows are written here as they would write them).
 */
function seat(t: Awaited<ReturnType<typeof league>>, franchiseId: number, design: object, slot: string, driver: object): number {
  const db = t.session.league.sqlite;
  const v = db
    .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, status, bought_season) VALUES (?, ?, ?, '{}', 'active', 1)`)
    .run(franchiseId, (design as { name: string }).name, JSON.stringify(design)).lastInsertRowid;
  const p = db
    .prepare(`INSERT INTO competitors (franchise_id, name, status, record) VALUES (?, ?, 'active', ?)`)
    .run(franchiseId, (driver as { name: string }).name, JSON.stringify(driver)).lastInsertRowid;
  db.prepare(`INSERT INTO crew (vehicle_id, slot, person_id) VALUES (?, ?, ?)`).run(v, slot, p);
  return Number(v);
}

/** Two gangs: the Roadkings' Ace drives the Interceptor, the Dust Devils' Brute the Rhino; session 1 between them. */
async function session(dir: string) {
  const t = await league(dir);
  const kings = (await t.ok('franchise.add', { name: 'Roadkings', colour: '#c0392b', owner: '' })).id as number;
  const devils = (await t.ok('franchise.add', { name: 'Dust Devils', colour: '#2980b9', owner: '' })).id as number;
  const car = { vehicleId: seat(t, kings, INTERCEPTOR, 'carDriver', ACE) };
  const warcar = { vehicleId: seat(t, devils, RHINO, 'warcarDriver', BRUTE) };
  const matchId = (await t.ok('schedule.add', { track: 'Dead Highway', franchiseIds: [kings, devils] })).id as number;
  const state = (): Promise<HxTableState> => t.ok('hxTable.state', { matchId });
  const ace = (await state()).gangs[0]!.people[0]!.personId;
  const brute = (await state()).gangs[1]!.people[0]!.personId;
  const act = async (intent: object, dice?: number[]): Promise<HxActResult> => {
    const r: HxActResult = await t.ok('hxTable.act', { matchId, intent, ...(dice ? { dice } : {}) });
    expect(await state()).toEqual(r.state);
    return r;
  };
  return { ...t, kings, devils, interceptor: car.vehicleId as number, rhino: warcar.vehicleId as number, ace, brute, matchId, state, act };
}

/** The last stored intent resolved again by the engine on the table before it, with the seeded dice it was rolled from. */
function replayLast(t: Awaited<ReturnType<typeof session>>, seed: number, counter: number): table.HxResolution {
  const settings = defaultHexrpgSettings();
  const events = readHxEvents(t.session.league, t.matchId).map((e) => e.event);
  const start = events[0] as table.HxStart;
  const before = events.slice(1, -1).reduce((now, e) => table.reduceTable(now, e, settings), table.freshTable(start, settings));
  const last = events.at(-1) as Extract<table.HxEvent, { t: 'act' }>;
  return new table.HxResolver(before, settings, new SeededDice(seed, counter)).resolve(last.intent).resolution;
}

describe('Hex RPG table (a session)', () => {
  it('a session through the channels: seeded rolls give the engine’s numbers, every die logged; its outcome recorded closes the table', async () => {
    const t = await session(tempDir());
    const before = await t.state();
    expect(before).toMatchObject({ started: false, turn: 1 });
    expect(
      before.gangs.map((g) => [g.name, g.people.map((p) => [p.name, p.hp, p.vehicleName, p.seat]), g.vehicles.map((v) => [v.name, v.hp, v.fuel])]),
    ).toEqual([
      ['Roadkings', [['Ace', 12, 'Interceptor', 'driver']], [['Interceptor', 100, 180]]],
      ['Dust Devils', [['Brute', 15, 'Rhino', 'driver']], [['Rhino', 200, 400]]],
    ]);

    expect((await t.act({ kind: 'order' })).resolution.outcome).toBe('Ace, Brute');
    const seed = t.seed();
    let counter = t.counter();
    const shot = await t.act({ kind: 'shoot', vehicle: t.interceptor, weapon: 'MG', target: { kind: 'vehicle', vehicle: t.rhino }, from: 'same' });
    expect(shot.resolution).toEqual(replayLast(t, seed, counter));
    const logged = t.rows(`SELECT purpose, value FROM dice_log WHERE match_id = ${t.matchId} AND op = 'hxTable.shoot' ORDER BY id`);
    expect(logged).toEqual(shot.resolution.steps.flatMap((s) => s.dice.map((d) => ({ purpose: d.purpose, value: d.value }))));
    // 7 +2 (Ace's car level 2) −1 (Brute's warcar level 1) +2 (same position at a warcar) = 10 or less.
    expect(shot.resolution.steps[0]!.parts.map((p) => p.value).slice(0, 4)).toEqual([7, 2, -1, 2]);

    counter = t.counter();
    const bash = await t.act({ kind: 'bash', basher: t.rhino, victim: t.interceptor });
    expect(bash.resolution).toEqual(replayLast(t, seed, counter));
    await t.act({ kind: 'endTurn' });
    expect((await t.state()).turn).toBe(2);

    // Brute is shot down by the referee's correction and dies: a session's outcome is who survived and the kills.
    await t.act({ kind: 'correct', target: { kind: 'person', person: t.brute }, change: 'status', value: 3, reason: 'fell from the overpass' });
    const end = await t.state();
    expect(end.outcome.teams).toEqual([
      { franchiseId: t.kings, stats: { survived: 1, kills: 0 } },
      { franchiseId: t.devils, stats: { survived: 0, kills: 0 } },
    ]);
    expect(end.outcome.people).toEqual([
      { personId: t.ace, franchiseId: t.kings, kills: 0, died: false },
      { personId: t.brute, franchiseId: t.devils, kills: 0, died: true },
    ]);
    // The outcome goes to the core's results; the table is then closed.
    const recorded = await t.ok('match.recordOutcome', { matchId: t.matchId, teams: end.outcome.teams });
    expect(recorded.status).toBe('recorded');
    expect(t.rows(`SELECT franchise_id AS f, stats FROM match_teams WHERE match_id = ${t.matchId} ORDER BY franchise_id`)).toEqual([
      { f: t.kings, stats: JSON.stringify({ survived: 1, kills: 0 }) },
      { f: t.devils, stats: JSON.stringify({ survived: 0, kills: 0 }) },
    ]);
    // What the session left is written with its recording (recoveryStep.atRecording): Brute dead, each vehicle's
    // damage as its live card ended, the recovery between sessions then starting from it.
    const summary = (t.rows(`SELECT summary FROM journal WHERE op = 'match.recordOutcome' ORDER BY id DESC LIMIT 1`)[0] as { summary: string }).summary;
    expect(summary).toContain('; What the session left: Brute: dead');
    const record = (table: string, column: string, id: number) =>
      JSON.parse((t.rows(`SELECT ${column} AS j FROM ${table} WHERE id = ${id}`)[0] as { j: string }).j) as { condition?: { damage?: number; dead?: boolean } };
    expect(record('competitors', 'record', t.brute).condition).toMatchObject({ dead: true });
    for (const g of end.gangs)
      for (const v of g.vehicles) {
        const max = v.name === 'Interceptor' ? 100 : 200;
        // An undamaged vehicle's design is left as it was (no condition written).
        expect(record('vehicles', 'design', v.vehicleId).condition?.damage ?? 0, v.name).toBe(max - v.hp);
      }
    const closed = await t.call('hxTable.act', { matchId: t.matchId, intent: { kind: 'endTurn' } });
    expect(closed).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('has been recorded; its table is closed') } });
    t.session.close();
  });

  it('the line-up reads each one’s condition: HP less what earlier sessions took; the dead and the destroyed stay home', async () => {
    const t = await session(tempDir());
    const db = t.session.league.sqlite;
    db.prepare('UPDATE competitors SET record = ? WHERE id = ?').run(JSON.stringify({ ...ACE, condition: { damage: 2 } }), t.ace);
    db.prepare('UPDATE vehicles SET design = ? WHERE id = ?').run(JSON.stringify({ ...RHINO, condition: { damage: 40, battleLoss: 40 } }), t.rhino);
    const s = await t.state();
    expect(s.gangs[0]!.people[0]).toMatchObject({ name: 'Ace', hp: 10, maxHp: 12 });
    expect(s.gangs[1]!.vehicles[0]).toMatchObject({ name: 'Rhino', hp: 160, maxHp: 200 });
    db.prepare('UPDATE competitors SET record = ? WHERE id = ?').run(JSON.stringify({ ...BRUTE, condition: { dead: true } }), t.brute);
    db.prepare('UPDATE vehicles SET design = ? WHERE id = ?').run(JSON.stringify({ ...RHINO, condition: { destroyed: true } }), t.rhino);
    const after = await t.state();
    expect(after.gangs[1]!.people).toEqual([]);
    expect(after.gangs[1]!.vehicles).toEqual([]);
    t.session.close();
  });

  it('Dice (ruleset-done): a typed die out of its range is refused naming the die, and nothing is written', async () => {
    const t = await session(tempDir());
    await t.ok('league.updateSettings', { diceMode: 'manual' });
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const intent = { kind: 'attack', attacker: t.ace, target: t.brute, weapon: 'pistol' };
    const refused = await t.call('hxTable.act', { matchId: t.matchId, intent, dice: [13] });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (!refused.ok) expect(refused.error.message).toBe('The value 13 typed for "Weapon combat (11 or less)" cannot come from 2d6: expected 2 to 12.');
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual([{ n: 0 }]);
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(await t.call('hxTable.act', { matchId: t.matchId, intent, dice: [5] })).toMatchObject({
      ok: false,
      error: { kind: 'dice-needed', request: { notation: '1d10' } },
    });
    // 7 +2 (level 3) +1 (ACCU 7) +1 (Brute's AGI 3) = 11: a 5 hits; the 3rd-level d10 5 is maximal, the pistol's 5.
    const typed = await t.act(intent, [5, 5]);
    expect(typed.state.gangs[1]!.people[0]!.hp).toBe(10);
    expect(t.rows('SELECT DISTINCT mode FROM dice_log')).toEqual([{ mode: 'manual' }]);
    expect(await t.call('hxTable.act', { matchId: t.matchId, intent: { kind: 'endTurn' }, dice: [3] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'This step rolls no dice.' },
    });
    t.session.close();
  });

  it('Undo: Ctrl+Z takes an intent back with its events, its dice log rows and the seed’s counter', async () => {
    const t = await session(tempDir());
    await t.act({ kind: 'order' });
    const mid = await t.state();
    const counter = t.counter();
    const dice = t.rows('SELECT count(*) AS n FROM dice_log');
    await t.act({ kind: 'attack', attacker: t.ace, target: t.brute, weapon: 'pistol' });
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 3 }]);
    const undone = await t.ok('journal.undo', {});
    expect(undone.op).toBe('hxTable.attack');
    expect(await t.state()).toEqual(mid);
    expect(t.counter()).toBe(counter);
    expect(t.rows('SELECT count(*) AS n FROM dice_log')).toEqual(dice);
    await t.ok('journal.undo', {});
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    expect(await t.state()).toMatchObject({ started: false });
    t.session.close();
  });

  it('refusals cite the rule at the intent’s field and write nothing', async () => {
    const t = await session(tempDir());
    const journal = t.rows('SELECT count(*) AS n FROM journal');
    const fast = await t.call('hxTable.act', { matchId: t.matchId, intent: { kind: 'drive', vehicle: t.interceptor, hexes: 9 } });
    expect(fast).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['intent', 'hexes'] }] } });
    if (!fast.ok) expect(fast.error.message).toBe('The Interceptor moves at most 5 hexes a turn (2e. Movement › General Notes).');
    const seat = await t.call('hxTable.act', { matchId: t.matchId, intent: { kind: 'board', person: t.ace, vehicle: t.rhino, seat: 'driver' } });
    expect(seat).toMatchObject({ ok: false, error: { kind: 'conflict', issues: [{ path: ['intent', 'person'] }] } });
    const shape = await t.call('hxTable.act', { matchId: t.matchId, intent: { kind: 'attack', attacker: t.ace } });
    expect(shape).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(t.rows('SELECT count(*) AS n FROM journal')).toEqual(journal);
    expect(t.rows('SELECT count(*) AS n FROM assistant_events')).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('the odds (table.odds) and the preview read the table and write nothing', async () => {
    const t = await session(tempDir());
    const calc = { kind: 'attack', attacker: t.ace, target: t.brute, weapon: 'pistol' };
    const odds = await t.ok('table.odds', { matchId: t.matchId, calc });
    // 7 +2 (level 3) +1 (ACCU 7) +1 (Brute's AGI 3) = 11 or less on 2d6: all but the 12, 35/36.
    expect(odds.questions.find((q: { id: string }) => q.id === 'hit').outcomes.find((o: { value: unknown }) => o.value === true).fraction).toBe('35/36');
    const preview = await t.ok('hxTable.preview', { matchId: t.matchId, intent: calc });
    expect(preview.steps).toEqual([
      {
        label: 'To hit',
        parts: [
          { label: 'With skill: 7 or less', value: 7, rule: '3b. Combat › Weapon Combat' },
          { label: 'Skill level 3: +1 each level above the first', value: 2, rule: '3b. Combat › Weapon Combat' },
          { label: 'ACCU 7', value: 1, rule: '3b. Combat › Weapon Combat' },
          { label: "Opponent's AGI 3", value: 1, rule: '3b. Combat › Weapon Combat' },
        ],
        dice: [],
        result: 'to roll: 2d6',
        rule: '3b. Combat › Weapon Combat',
      },
    ]);
    expect(t.rows("SELECT count(*) AS n FROM journal WHERE op LIKE 'hxTable.%'")).toEqual([{ n: 0 }]);
    t.session.close();
  });

  it('another ruleset’s league: the hex RPG table is refused in words naming both rulesets', async () => {
    const t = await league(tempDir(), 'dirtywheels');
    const r = await t.call('hxTable.state', { matchId: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('Hex RPG');
      expect(r.error.message).toContain('Dirty Wheels');
    }
    t.session.close();
  });

  it('fault injection: hundreds of invalid requests on its channels write nothing', async () => {
    const t = await session(tempDir());
    await t.act({ kind: 'order' });
    const before = canonicalDump(t.session.league.sqlite);
    const person = fc.oneof(fc.constantFrom(0, -1, 999, 1.5), fc.string(), fc.constant(null));
    const vehicle = fc.oneof(fc.constantFrom(0, 999, -3), fc.string());
    const intent = fc.oneof(
      fc.record({
        kind: fc.constant('attack'),
        attacker: person,
        target: person,
        weapon: fc.oneof(fc.constantFrom('pistol', 'laser', '__proto__'), fc.string()),
      }),
      fc.record({ kind: fc.constant('drive'), vehicle: fc.constantFrom(t.interceptor, t.rhino), hexes: fc.integer({ min: 14, max: 99 }) }),
      fc.record({ kind: fc.constantFrom('bash', 'chicken', 'shoot'), basher: vehicle, victim: vehicle, vehicle, sides: fc.anything() }),
      fc.record({ kind: fc.constantFrom('board', 'bailOut', 'dying', 'move'), person, vehicle, seat: fc.string(), pace: fc.string() }),
      fc.record({
        kind: fc.constant('correct'),
        target: fc.anything(),
        change: fc.string(),
        value: fc.integer({ min: -5, max: 5000 }),
        reason: fc.string({ maxLength: 2 }),
      }),
      fc.anything(),
    );
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(intent, fc.option(fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 4 })), async (i, dice) => {
        const r = await t.call('hxTable.act', { matchId: t.matchId, intent: i, ...(dice ? { dice } : {}) });
        expect(r.ok).toBe(false);
        refused++;
      }),
      { numRuns: 300, seed: 26 },
    );
    expect(refused).toBe(300);
    expect(canonicalDump(t.session.league.sqlite)).toBe(before);
    t.session.close();
  });

  it('the import runs the table’s event schema: a played table imports whole; an edited event is refused naming its row', async () => {
    const dir = tempDir();
    const t = await session(dir);
    await t.act({ kind: 'order' });
    await t.act({ kind: 'attack', attacker: t.ace, target: t.brute, weapon: 'pistol' });
    const { path: file } = exportLeagueFile(t.session.league, path.join(dir, 'export.json'));
    t.session.close();
    importLeagueFile(file, path.join(dir, 'whole.league'));
    const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
    const events = doc.tables.assistant_events!;
    const payload = events.columns.indexOf('payload');
    const rows = events.rows.map((r, i) => (i === 2 ? r.map((c, k) => (k === payload ? String(c).replace('"t":"act"', '"t":"act","extra":1') : c)) : r));
    const tables = { ...doc.tables, assistant_events: { ...events, rows } };
    const checksum = createHash('sha256')
      .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, tables]))
      .digest('hex');
    const edited = path.join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify({ ...doc, tables, checksum }));
    const target = path.join(dir, 'imported.league');
    expect(() => importLeagueFile(edited, target)).toThrow(/table “assistant_events”, row with id \d+, field “payload”.*the hex RPG table cannot replay it/);
    expect(existsSync(target)).toBe(false);
  });
});
