/**
 * Dirty Wheels (ruleset-done.md, Proof): derive + validate per design, against a plain JSON parse of the same design
 * text in the same run; and recording one match (its table's intents, each one operation with its events and dice log
 * rows, then the outcome) through the dispatcher, against raw SQLite inserts of the same rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { SYNCHRONOUS } from '../src-main/db/connection';
import { type CarDesign, defaultDirtyWheelsSettings, dirtyWheelsRuleset, newCarDesign, newDriver } from '../src-shared/engine/dirtywheels';
import type { ChannelName, InputOf, ResultOf } from '../src-shared/ipc';
import type { DwIntentIn, DwTableState } from '../src-shared/ipc/channels/dirtywheels/table';
import { againstParse, percentile, print, sample, type BenchModule, type Figure } from './harness';

const car = (name: string, type: CarDesign['type'], weapons: CarDesign['weapons'], upgrades: CarDesign['upgrades'] = []): CarDesign => ({
  ...newCarDesign(name),
  type,
  weapons,
  upgrades,
  upgradeAllowance: 3,
});

/** One design of each type, with weapons and upgrades that change derived values. */
const DESIGNS: CarDesign[] = [
  car('Racer', 'Racer', [{ weapon: 'Light laser', mount: 'turret' }], ['Modded engine', 'Targeting system']),
  car(
    'Truck',
    'Truck',
    [
      { weapon: 'Machine gun', mount: 'fixed' },
      { weapon: 'Flamethrower', mount: 'fixed' },
      { weapon: 'Artillery', mount: 'turret' },
    ],
    ['Extra armour', 'Special bullets', 'Ram'],
  ),
  car(
    'Standard',
    'Standard',
    [
      { weapon: 'Machine gun', mount: 'fixed' },
      { weapon: 'Small grenade launcher', mount: 'fixed' },
    ],
    ['Gunner'],
  ),
];

async function designFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const settings = defaultDirtyWheelsSettings();
  const v = dirtyWheelsRuleset.vehicle;
  for (const d of DESIGNS) {
    const text = JSON.stringify(d);
    const full = () => {
      const up = v.upgradeDesign(JSON.parse(text));
      if (!up.ok) throw new Error(`${d.name}: ${up.problems[0]?.message}`);
      return [v.derive(up.design, settings), v.validate(up.design, settings)];
    };
    out.push(...(await againstParse(`DW derive + validate, ${d.name} (${d.weapons.length} weapons, ${d.upgrades.length} upgrades)`, text, full)));
  }
  return out;
}

async function setup(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
  const call = async <C extends ChannelName>(channel: C, payload: InputOf<C>) => {
    const r = await dispatch(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as ResultOf<C>;
  };
  await call('app.newLeague', { name: 'bench', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
  await call('league.updateSettings', { seed: 2026 });
  const teams: number[] = [];
  for (const name of ['Rust Rats', 'Mud Dogs']) {
    const f = await call('franchise.add', { name, colour: '#336699', owner: '' });
    teams.push(f.id);
    for (const [i, d] of DESIGNS.entries())
      await call('team.addCar', { franchiseId: f.id, design: { ...d, name: `${name} ${i + 1}` }, driver: newDriver(`${name} driver ${i + 1}`) });
  }
  return { session, call, teams };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** One game played to its end at the table (every running car shoots its first weapon at the other team each round), then recorded. */
async function playMatch(h: Setup, matchId: number): Promise<number> {
  const act = (intent: DwIntentIn) => h.call('dwTable.act', { matchId, intent });
  let s: DwTableState = await h.call('dwTable.state', { matchId });
  let intents = 0;
  for (let round = 0; round < 12 && s.result.state === 'playing'; round++) {
    s = (await act({ kind: 'initiative' })).state;
    intents++;
    for (const o of s.order!) {
      const me = s.teams.flatMap((t) => t.cars).find((c) => c.vehicleId === o.vehicleId)!;
      const foe = s.teams.find((t) => t.franchiseId !== me.franchiseId)!.cars.find((c) => !c.card.destroyed);
      if (me.card.destroyed || !foe) continue;
      s = (await act({ kind: 'shoot', shooter: me.vehicleId, weapon: 0, target: foe.vehicleId, distance: 1 })).state;
      intents++;
    }
    s = (await act({ kind: 'endTurn' })).state;
    intents++;
  }
  const r = s.result;
  await h.call('match.recordOutcome', {
    matchId,
    teams: s.teams.map((t) => ({
      franchiseId: t.franchiseId,
      outcome: r.state === 'playing' || r.winner === null ? ('draw' as const) : r.winner === t.franchiseId ? ('win' as const) : ('loss' as const),
      stats: { kills: t.kills },
    })),
  });
  return intents + 1;
}

/**
 * The rows one recorded match wrote (events, dice log, a journal row per operation), inserted again with prepared
 * statements into a file of its own with the league's journal mode and sync level: one transaction per operation, as
 * the app commits them.
 */
function rawBaseline(h: Setup, matchId: number, dir: string): () => void {
  const sqlite = h.session.league.sqlite;
  const events = sqlite.prepare('SELECT seq, kind, payload FROM assistant_events WHERE match_id = ? ORDER BY seq').all(matchId) as {
    seq: number;
    kind: string;
    payload: string;
  }[];
  const dice = sqlite
    .prepare('SELECT batch, seq, op, notation, purpose, faces, raw, value, decided, mode FROM dice_log WHERE match_id = ? ORDER BY id')
    .all(matchId) as Record<string, unknown>[];
  const db = new Database(path.join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${SYNCHRONOUS}`);
  db.exec(`CREATE TABLE events (id INTEGER PRIMARY KEY, match_id INTEGER, seq INTEGER, kind TEXT, payload TEXT);
    CREATE TABLE dice (id INTEGER PRIMARY KEY, batch INTEGER, seq INTEGER, op TEXT, match_id INTEGER, notation TEXT, purpose TEXT, faces TEXT, raw INTEGER, value INTEGER, decided TEXT, mode TEXT);
    CREATE TABLE journal (id INTEGER PRIMARY KEY, op TEXT, summary TEXT);`);
  const ev = db.prepare('INSERT INTO events (match_id, seq, kind, payload) VALUES (?, ?, ?, ?)');
  const di = db.prepare(
    'INSERT INTO dice (batch, seq, op, match_id, notation, purpose, faces, raw, value, decided, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const jo = db.prepare('INSERT INTO journal (op, summary) VALUES (?, ?)');
  const byBatch = new Map<unknown, Record<string, unknown>[]>();
  for (const d of dice) byBatch.set(d.batch, [...(byBatch.get(d.batch) ?? []), d]);
  const batches = [...byBatch.values()];
  // The first operation also wrote the start event: it shares the first operation's transaction.
  const ops = events.slice(1).map((e, i) => ({ events: i === 0 ? [events[0]!, e] : [e], dice: [] as Record<string, unknown>[] }));
  let b = 0;
  for (const [i, o] of ops.entries()) {
    const steps = (JSON.parse(o.events.at(-1)!.payload) as { resolution: { steps: { dice: unknown[] }[] } }).resolution.steps;
    if (steps.some((st) => st.dice.length)) ops[i]!.dice = batches[b++] ?? [];
  }
  const one = db.transaction((o: (typeof ops)[number]) => {
    jo.run(o.events.at(-1)!.kind, 'bench');
    for (const e of o.events) ev.run(1, e.seq, e.kind, e.payload);
    for (const d of o.dice) di.run(d.batch, d.seq, d.op, 1, d.notation, d.purpose, d.faces, d.raw, d.value, d.decided, d.mode);
  });
  const outcome = db.transaction(() => jo.run('match.recordOutcome', 'bench'));
  return () => {
    for (const o of ops) one(o);
    outcome();
  };
}

async function matchFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-dw-'));
  const out: Figure[] = [];
  try {
    const h = await setup(dir);
    const n = 8;
    const ids: number[] = [];
    for (let i = 0; i < n + 1; i++) ids.push((await h.call('schedule.add', { track: `Yard ${i + 1}`, franchiseIds: h.teams })).id);
    let ops = 0;
    await playMatch(h, ids[0]!);
    let next = 1;
    const times = await sample(n, async () => {
      ops = await playMatch(h, ids[next++]!);
    });
    const first = ids[1]!;
    const rows = (h.session.league.sqlite.prepare('SELECT count(*) AS n FROM assistant_events WHERE match_id = ?').get(first) as { n: number }).n;
    const rolls = (h.session.league.sqlite.prepare('SELECT count(*) AS n FROM dice_log WHERE match_id = ?').get(first) as { n: number }).n;
    const raw = rawBaseline(h, first, dir);
    raw();
    const r = await sample(50, raw);
    const p50 = percentile(times, 50);
    out.push(print({ name: `DW record one match: ${ops} operations, ${rows} events, ${rolls} rolls + outcome, p50`, value: p50, unit: 'ms' }));
    out.push(print({ name: '  per operation (intent or outcome), p50', value: p50 / ops, unit: 'ms' }));
    out.push(print({ name: '  vs raw SQLite inserts of the same rows, a transaction per operation, p50', value: percentile(r, 50), unit: 'ms' }));
    out.push(print({ name: '  ratio', value: p50 / percentile(r, 50), unit: 'x' }));
    h.session.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export const bench: BenchModule = {
  title: 'Dirty Wheels: designs and one match',
  async run() {
    return [...(await designFigures()), ...(await matchFigures())];
  },
};
