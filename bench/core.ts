/**
 * Opening a league file and IPC round-trips, in-process and through the browser host; and what durable commits
 * (synchronous=FULL, see src-main/db/connection.ts) cost per operation against NORMAL, the setting before issue 9.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { startHost } from '../src-main/host/server';
import { openLeagueFile, SYNCHRONOUS } from '../src-main/db/connection';
import { listFranchises } from '../src-main/services/franchises';
import { found, league, readyMatch, timedWithUndo, type Harness } from './campaign';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';

/**
 * The same operation timed under synchronous=FULL and NORMAL on the same connection, in alternating rounds so both
 * see the same disk and load; each round ends with one more undo (untimed), so every sample does the same work.
 */
async function underBoth(h: Harness, run: () => Promise<number[]>): Promise<{ FULL: number[]; NORMAL: number[] }> {
  const out = { FULL: [] as number[], NORMAL: [] as number[] };
  const { sqlite } = h.session.league;
  try {
    for (let round = 0; round < 4; round++) {
      for (const setting of ['FULL', 'NORMAL'] as const) {
        sqlite.pragma(`synchronous = ${setting}`);
        out[setting].push(...(await run()));
        await h.call('journal.undo', {});
      }
    }
  } finally {
    sqlite.pragma(`synchronous = ${SYNCHRONOUS}`);
  }
  out.FULL.sort((a, b) => a - b);
  out.NORMAL.sort((a, b) => a - b);
  return out;
}

async function durability(dir: string): Promise<Figure[]> {
  const h = await league(dir, 'durability');
  const ids = await found(h, 8);
  const record = { ...(await h.answered('match.record', await readyMatch(h, ids, 1))), preview: false };
  const operations = [
    { name: 'hire a competitor', run: () => timedWithUndo(h, 'roster.hire', { franchiseId: ids[0]!, name: 'Bench Hire' }, 1, 10) },
    { name: 'record an 8-franchise match', run: () => timedWithUndo(h, 'match.record', record, 1, 5) },
  ];
  const figures: Figure[] = [];
  for (const op of operations) {
    const t = await underBoth(h, op.run);
    const full = percentile(t.FULL, 50);
    const normal = percentile(t.NORMAL, 50);
    figures.push(print({ name: `${op.name}, sync FULL (now), p50`, value: full, unit: 'ms' }));
    figures.push(print({ name: `${op.name}, sync NORMAL (before), p50`, value: normal, unit: 'ms' }));
    figures.push(print({ name: `${op.name}: durability cost, FULL / NORMAL`, value: full / normal, unit: '×' }));
  }
  h.session.close();
  return figures;
}

export const bench: BenchModule = {
  title: 'League file and IPC',
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-'));
    const figures: Figure[] = [];
    try {
      const session = new AppSession({ dataDir: dir });
      const info = session.openStartupLeague();
      const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
      for (let i = 0; i < 16; i++) await dispatch('franchise.add', { name: `Franchise ${i + 1}`, colour: '#c0392b', owner: `Owner ${i}` });
      session.close();

      const open = await sample(200, () => {
        const conn = openLeagueFile(info.path);
        listFranchises(conn);
        conn.close();
      });
      figures.push(print({ name: 'open league file + list 16 franchises, p50', value: percentile(open, 50), unit: 'ms' }));
      figures.push(print({ name: 'open league file + list 16 franchises, p95', value: percentile(open, 95), unit: 'ms' }));

      const live = new AppSession({ dataDir: dir });
      live.open(info.path);
      const d = createDispatcher({ session: live, hooks: { shell: 'browser', version: 'bench' } });
      const inproc = await sample(1000, () => d('franchise.list', {}));
      figures.push(print({ name: 'IPC round-trip in-process (franchise.list), p50', value: percentile(inproc, 50) * 1000, unit: 'µs' }));
      figures.push(print({ name: 'IPC round-trip in-process (franchise.list), p95', value: percentile(inproc, 95) * 1000, unit: 'µs' }));

      const host = await startHost({ dispatch: d, rendererDir: path.resolve('dist/renderer') });
      const body = JSON.stringify({ channel: 'franchise.list', payload: {} });
      const headers = { 'content-type': 'application/json', 'x-pitwall-token': host.token };
      const http = await sample(1000, async () => {
        const r = await fetch(`${host.origin}/api/invoke`, { method: 'POST', headers, body });
        await r.json();
      });
      figures.push(print({ name: 'IPC round-trip browser host over HTTP (franchise.list), p50', value: percentile(http, 50), unit: 'ms' }));
      figures.push(print({ name: 'IPC round-trip browser host over HTTP (franchise.list), p95', value: percentile(http, 95), unit: 'ms' }));
      await host.close();
      live.close();

      figures.push(...(await durability(dir)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
