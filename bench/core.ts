/** Opening a league file and IPC round-trips, in-process and through the browser host. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { startHost } from '../src-main/host/server';
import { openLeagueFile } from '../src-main/db/connection';
import { listFranchises } from '../src-main/services/franchises';
import { percentile, print, sample, type BenchModule, type Figure } from './harness';

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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
