/**
 * The campaign: record + post-process one 8-franchise match; end a 16-franchise season; standings over 20 seasons.
 * Each as p50/p95 and as a ratio to the raw SQLite cost of the same rows, measured in the same run: the rows the
 * operation changed in the league tables (read back from its undo log), written with plain prepared statements in
 * one transaction on a connection without undo triggers; for standings, the rows it aggregates, read the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { type ChannelName, dethmetalDetails, type InputOf, type ResultOf } from '../src-shared/ipc';
import type { CarDesign } from '../src-shared/engine/dethmetal/car';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';
import { changesOf, rawWriteCost } from './rawWrites';

const design = (name: string, rockets = false): CarDesign => ({
  version: 1,
  name,
  budget: 60,
  enginePower: 40,
  suspension: 48,
  fuelCapacity: 32,
  toughness: 2,
  armor: { front: 6, back: 4, left: 5, right: 5 },
  mounts: [
    { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' },
    ...(rockets ? [{ type: 'rocket' as const, arc: 'fixed' as const, facing: 'front' as const, weapon: 'Rocket-pack' as const }] : []),
  ],
  components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: !rockets, wheelGuards: false, adjustableSuspension: null },
  tires: { type: 'light-duty', tread: 'mud-and-snow', rare: false },
  gearing: 0,
  suspensionTweaks: [],
  fittedItems: [],
});

export interface Harness {
  session: AppSession;
  dispatch: Dispatch;
  call<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<ResultOf<C>>;
  /** Answer every choice with its first option (the draft: the first competitor offered). */
  answered<C extends ChannelName>(channel: C, payload: InputOf<C>): Promise<InputOf<C>>;
}

export async function league(dir: string, name: string, rules: Record<string, unknown> = {}): Promise<Harness> {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
  const call = async <C extends ChannelName>(channel: C, payload: InputOf<C>) => {
    const r = await dispatch(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as ResultOf<C>;
  };
  await call('app.newLeague', { name, path: path.join(dir, `${name}.league`) });
  await call('league.updateSettings', { seed: 4242, houseRules: rules });
  return {
    session,
    dispatch,
    call,
    async answered(channel, payload) {
      const input = structuredClone(payload) as Record<string, unknown>;
      for (;;) {
        const r = await dispatch(channel, { ...input, preview: true });
        if (r.ok) return input as InputOf<typeof channel>;
        if (r.error.kind !== 'choice-needed') throw new Error(`${channel}: ${r.error.message}`);
        const { path: at, mode, options } = r.error.choice;
        let target = input;
        for (const k of at.slice(0, -1)) target = (target[k] ??= {}) as Record<string, unknown>;
        const last = at.at(-1)!;
        target[last] = mode === 'set' ? options[0]!.value : [...((target[last] as unknown[]) ?? []), options[0]!.value];
      }
    },
  };
}

export async function found(h: Harness, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Franchise ${String(i + 1).padStart(2, '0')}`;
    const r = await h.call('franchise.found', {
      name,
      colour: '#c0392b',
      owner: `Owner ${i}`,
      competitors: Array.from({ length: 7 }, (_, j) => ({ name: `${name} Driver ${j + 1}` })),
      mechanicRating: 2,
      vehicles: [{ design: design(`${name} A`) }, { design: design(`${name} B`) }, { design: design(`${name} C`, true) }],
    });
    ids.push(r.franchise.id);
  }
  return ids;
}

/** Schedule a match for everyone, roll the pre-match dice, assign three cars per team; returns the result to record. */
export async function readyMatch(h: Harness, ids: number[], n: number): Promise<InputOf<'match.record'>> {
  const m = await h.call('schedule.add', { track: `Track ${n}`, surface: 'dirt', kind: 'race' });
  const pre = await h.call('match.preMatch', { matchId: m.id });
  const teams: InputOf<'match.record'>['teams'] = [];
  for (const [k, fid] of ids.entries()) {
    let d = await h.call('franchise.details', { id: fid });
    if (d.roster.filter((c) => c.usable).length < 6 && d.roster.length < 10) {
      for (let i = d.roster.length; i < 8; i++) await h.call('roster.hire', { franchiseId: fid, name: `Rookie ${fid}-${n}-${i}` });
      d = await h.call('franchise.details', { id: fid });
    }
    const people = d.roster.filter((c) => c.usable);
    const cars = d.vehicles
      .filter((v) => !dethmetalDetails(pre).preMatch!.vehicles.some((x) => x.id === v.id && x.brokenDown))
      .slice(0, Math.min(3, people.length));
    const seats = cars.map((v, i) => ({
      vehicleId: v.id,
      driverId: people[i]!.id,
      ...(v.design.components.gunnerStation && people[3 + i] ? { gunnerId: people[3 + i]!.id } : {}),
    }));
    await h.call('match.assign', { matchId: m.id, franchiseId: fid, heats: [1, 2].map((heat) => ({ heat, cars: seats })) });
    teams.push({
      franchiseId: fid,
      competitors: seats.map((s, i) => ({ competitorId: s.driverId, points: (k + i + n) % 5, criticals: (k + i) % 3, outOfAction: (k + i + n) % 7 === 0 })),
      vehicles: seats.map((s, i) => ({ vehicleId: s.vehicleId, criticals: (k + i + n) % 4, destroyed: (k + i + n) % 11 === 0 })),
      worldTrade: k % 2 === 0,
    });
  }
  return { matchId: m.id, teams };
}

/** Time `channel` with `input` `n` times after `warm` runs, undoing it (untimed) after each run but the last. */
export async function timedWithUndo<C extends ChannelName>(h: Harness, channel: C, input: InputOf<C>, warm: number, n: number): Promise<number[]> {
  for (let i = 0; i < warm; i++) {
    await h.call(channel, input);
    await h.call('journal.undo', {});
  }
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await h.call(channel, input);
    times.push(performance.now() - t0);
    if (i < n - 1) await h.call('journal.undo', {});
  }
  return times.sort((a, b) => a - b);
}

/**
 * Issue 11 point 4: what the organizer waits for at each draft or sponsor-pool pick (the season end asked again
 * with one more answer, up to the next question), and for Preview and Commit, with 16 franchises.
 */
async function seasonEndPicks(h: Harness, end: InputOf<'season.end'>): Promise<Figure[]> {
  const draft = end.draftPicks ?? [];
  const sponsors = end.sponsorPicks ?? [];
  const asks: InputOf<'season.end'>[] = [
    ...draft.map((_, i) => ({ ...end, preview: true, draftPicks: draft.slice(0, i), sponsorPicks: [] })),
    ...sponsors.map((_, i) => ({ ...end, preview: true, sponsorPicks: sponsors.slice(0, i) })),
  ];
  const pick = async (input: InputOf<'season.end'>) => {
    const t0 = performance.now();
    const r = await h.dispatch('season.end', input);
    if (r.ok || r.error.kind !== 'choice-needed') throw new Error(`season.end did not ask the next question: ${r.ok ? 'it answered' : r.error.message}`);
    return performance.now() - t0;
  };
  for (const a of asks.slice(0, 5)) await pick(a);
  const picks: number[] = [];
  for (const a of asks) picks.push(await pick(a));
  picks.sort((a, b) => a - b);
  const preview = await sample(20, () => h.call('season.end', { ...end, preview: true }));
  return [
    print({ name: `season end, one pick (16 franchises, ${asks.length} picks), p50`, value: percentile(picks, 50), unit: 'ms', target: '< 200 ms' }),
    print({ name: 'season end, one pick, p95', value: percentile(picks, 95), unit: 'ms', target: '< 200 ms' }),
    print({ name: 'season end, every pick of the season end in turn, total', value: picks.reduce((a, b) => a + b, 0), unit: 'ms' }),
    print({ name: 'season end Preview (16 franchises, all answered), p50', value: percentile(preview, 50), unit: 'ms', target: '< 500 ms' }),
    print({ name: 'season end Preview, p95', value: percentile(preview, 95), unit: 'ms', target: '< 500 ms' }),
  ];
}

/** The raw cost of reading the rows standings aggregate: every result and ledger row, prepared, in one transaction. */
function rawReadCost(sqlite: Database.Database, n: number): { times: number[]; rows: number } {
  const tables = ['match_teams', 'dethmetal_match_teams', 'dethmetal_competitor_results', 'dethmetal_vehicle_results', 'ledger', 'competitors'];
  const stmts = tables.map((t) => sqlite.prepare(`SELECT * FROM "${t}"`));
  let rows = 0;
  const read = sqlite.transaction(() => {
    rows = 0;
    for (const s of stmts) rows += s.all().length;
  });
  for (let i = 0; i < 20; i++) read();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    read();
    times.push(performance.now() - t0);
  }
  return { times: times.sort((a, b) => a - b), rows };
}

function figures(name: string, times: number[], raw: number[], rows: number, target: string, rawWithUndo?: number[]): Figure[] {
  const p50 = percentile(times, 50);
  return [
    print({ name: `${name}, p50`, value: p50, unit: 'ms', target }),
    print({ name: `${name}, p95`, value: percentile(times, 95), unit: 'ms' }),
    print({ name: `${name}: raw SQLite, same ${rows} rows, p50`, value: percentile(raw, 50), unit: 'ms' }),
    print({ name: `${name}: ratio to raw SQLite (p50 / p50)`, value: p50 / percentile(raw, 50), unit: '×', target: '≤ 5×' }),
    ...(rawWithUndo
      ? [
          print({ name: `${name}: raw SQLite + undo capture, same rows, p50`, value: percentile(rawWithUndo, 50), unit: 'ms' }),
          print({ name: `${name}: ratio to raw SQLite + undo capture`, value: p50 / percentile(rawWithUndo, 50), unit: '×' }),
        ]
      : []),
  ];
}

export const bench: BenchModule = {
  title: 'Campaign: post-match, season end, standings',
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-campaign-'));
    const out: Figure[] = [];
    try {
      // Record + post-process one 8-franchise match (then undo it, untimed, so every sample records the same match).
      const eight = await league(dir, 'eight');
      const eightIds = await found(eight, 8);
      const result = await eight.answered('match.record', await readyMatch(eight, eightIds, 1));
      const record = { ...result, preview: false };
      const recordTimes = await timedWithUndo(eight, 'match.record', record, 5, 40);
      const changes = changesOf(eight.session.league.sqlite);
      const copy = path.join(dir, 'eight-before.league');
      await eight.call('journal.undo', {});
      await eight.session.league.sqlite.backup(copy);
      await eight.call('journal.redo', {});
      const rawRecord = await rawWriteCost(copy, eight.session.league.sqlite, changes, 40);
      const rawRecordUndo = await rawWriteCost(copy, eight.session.league.sqlite, changes, 40, true);
      out.push(...figures('record + post-process one 8-franchise match', recordTimes, rawRecord, changes.length, '< 20 ms', rawRecordUndo));
      eight.session.close();

      // End a 16-franchise season (two matches played), every choice answered; undone (untimed) between samples.
      const sixteen = await league(dir, 'sixteen');
      const sixteenIds = await found(sixteen, 16);
      for (let n = 1; n <= 2; n++) await sixteen.call('match.record', await sixteen.answered('match.record', await readyMatch(sixteen, sixteenIds, n)));
      const end = { ...(await sixteen.answered('season.end', {})), preview: false };
      out.push(...(await seasonEndPicks(sixteen, end)));
      const endTimes = await timedWithUndo(sixteen, 'season.end', end, 3, 20);
      const endChanges = changesOf(sixteen.session.league.sqlite);
      const endCopy = path.join(dir, 'sixteen-before.league');
      await sixteen.call('journal.undo', {});
      await sixteen.session.league.sqlite.backup(endCopy);
      await sixteen.call('journal.redo', {});
      out.push(
        ...figures(
          'end a 16-franchise season',
          endTimes,
          await rawWriteCost(endCopy, sixteen.session.league.sqlite, endChanges, 20),
          endChanges.length,
          '< 100 ms',
          await rawWriteCost(endCopy, sixteen.session.league.sqlite, endChanges, 20, true),
        ),
      );
      sixteen.session.close();

      // Standings over 20 seasons of 8 matches, 8 franchises (the draft off, so 20 season ends stay quick to build).
      const twenty = await league(dir, 'twenty', { 'campaign.draftEnabled': false });
      const twentyIds = await found(twenty, 8);
      for (let season = 1; season <= 20; season++) {
        for (let n = 1; n <= 8; n++)
          await twenty.call('match.record', await twenty.answered('match.record', await readyMatch(twenty, twentyIds, season * 10 + n)));
        await twenty.call('season.end', { ...(await twenty.answered('season.end', {})), preview: false });
      }
      for (let i = 0; i < 20; i++) await twenty.call('standings.get', { allTime: true });
      const allTime = await sample(200, () => twenty.call('standings.get', { allTime: true }));
      const oneSeason = await sample(200, () => twenty.call('standings.get', { season: 10 }));
      const rawRead = rawReadCost(twenty.session.league.sqlite, 200);
      out.push(...figures('standings, all-time over 20 seasons', allTime, rawRead.times, rawRead.rows, '< 10 ms'));
      out.push(print({ name: 'standings, one season of 20, p50', value: percentile(oneSeason, 50), unit: 'ms', target: '< 10 ms' }));
      out.push(print({ name: 'standings, one season of 20, p95', value: percentile(oneSeason, 95), unit: 'ms' }));
      twenty.session.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return out;
  },
};
