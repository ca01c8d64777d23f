/**
 * The match assistant on a 16-car table (six franchises): one event's round-trip through the dispatcher
 * (an `advance` written as an operation, the table replayed from the league file and returned), the table read
 * (`assistant.state`), and "roll MP for every car" as one operation. A heat of play is replayed underneath: every
 * figure is taken after a few turns of events, not on an empty table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import type { ChannelName, InputOf, ResultOf } from '../src-shared/ipc';
import { soloGunCar } from '../tests/support/testCar';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';

/** 16 cars on the track: a team fields at most 3 a heat (gaps.md #37), so six teams, the last with one. */
const TOTAL = 16;
const PER_TEAM = 3;
const FRANCHISES = Math.ceil(TOTAL / PER_TEAM);

async function setup(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
  const call = async <C extends ChannelName>(channel: C, payload: InputOf<C>) => {
    const r = await dispatch(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as ResultOf<C>;
  };
  await call('app.newLeague', { name: 'bench', path: path.join(dir, 'assistant.league') });
  const ids: number[] = [];
  for (let f = 0; f < FRANCHISES; f++) {
    const r = await call('franchise.found', {
      name: `Team ${f + 1}`,
      colour: '#336699',
      owner: '',
      competitors: Array.from({ length: 6 }, (_, i) => ({ name: `Driver ${f + 1}-${i + 1}` })),
      mechanicRating: 2,
      vehicles: Array.from({ length: PER_TEAM }, (_, i) => ({ design: soloGunCar(`Car ${f + 1}-${i + 1}`) })),
    });
    ids.push(r.franchise.id);
  }
  const m = await call('schedule.add', { track: 'Bench Oval', surface: 'asphalt', kind: 'race' });
  await call('match.preMatch', { matchId: m.id });
  for (const [f, id] of ids.entries()) {
    const d = await call('franchise.details', { id });
    const usable = d.roster.filter((c) => c.usable);
    const cars = d.vehicles.slice(0, Math.min(PER_TEAM, TOTAL - f * PER_TEAM));
    await call('match.assign', {
      matchId: m.id,
      franchiseId: id,
      heats: [{ heat: 1, cars: cars.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) }],
    });
  }
  const act = (intent: InputOf<'assistant.act'>['intent']) => call('assistant.act', { matchId: m.id, intent });
  await act({ kind: 'start-heat', heat: 1 });
  return { session, call, act, matchId: m.id };
}

/** Play one turn: initiative, speed (everyone tries to accelerate), MP and options for every car, three phases, the end. */
async function turn(h: Awaited<ReturnType<typeof setup>>) {
  const s = await h.call('assistant.state', { matchId: h.matchId });
  await h.act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: s.cards.map((c) => c.vehicleId) }, apply: true });
  await h.act({ kind: 'advance' });
  for (const c of s.cards)
    await h.act({ kind: 'roll', calculator: { kind: 'accelerate', vehicleId: c.vehicleId, fuelBonus: 'none', secondAttemptWithFuel: false }, apply: true });
  await h.act({ kind: 'advance' });
  await h.act({ kind: 'roll-every-car', calculator: 'movement' });
  await h.act({ kind: 'roll-every-car', calculator: 'options' });
  for (let i = 0; i < 4; i++) await h.act({ kind: 'advance' });
  await h.act({ kind: 'advance' });
}

export const bench: BenchModule = {
  title: `Match assistant: a ${TOTAL}-car table in the league file`,
  async run(): Promise<Figure[]> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-assistant-'));
    try {
      const h = await setup(dir);
      for (let t = 0; t < 3; t++) await turn(h);
      const events = (await h.call('assistant.state', { matchId: h.matchId })).events;
      const read = await sample(30, () => h.call('assistant.state', { matchId: h.matchId }));
      // Walk to the MP step of a new turn, then time "every car" once per turn (it may be rolled once a turn).
      const mp: number[] = [];
      const advance: number[] = [];
      for (let t = 0; t < 8; t++) {
        const s = await h.call('assistant.state', { matchId: h.matchId });
        await h.act({ kind: 'roll', calculator: { kind: 'initiative', vehicleIds: s.cards.map((c) => c.vehicleId) }, apply: true });
        let t0 = performance.now();
        await h.act({ kind: 'advance' });
        advance.push(performance.now() - t0);
        await h.act({ kind: 'advance' });
        t0 = performance.now();
        await h.act({ kind: 'roll-every-car', calculator: 'movement' });
        mp.push(performance.now() - t0);
        for (let i = 0; i < 5; i++) await h.act({ kind: 'advance' });
      }
      mp.sort((a, b) => a - b);
      advance.sort((a, b) => a - b);
      h.session.close();
      return [
        print({ name: `assistant: events replayed for each figure (at least)`, value: events, unit: 'events' }),
        print({ name: 'assistant: table read (assistant.state) p50', value: percentile(read, 50), unit: 'ms' }),
        print({ name: 'assistant: one event round-trip (advance: write + replay) p50', value: percentile(advance, 50), unit: 'ms', target: '< 50 ms' }),
        print({ name: 'assistant: one event round-trip p95', value: percentile(advance, 95), unit: 'ms' }),
        print({ name: `assistant: roll MP for every car (${TOTAL} cars, one operation) p50`, value: percentile(mp, 50), unit: 'ms', target: '< 50 ms' }),
        print({ name: 'assistant: roll MP for every car p95', value: percentile(mp, 95), unit: 'ms' }),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
