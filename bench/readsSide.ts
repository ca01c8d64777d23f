/**
 * One build's side of `npm run bench reads` (./reads.ts), run as its own process in that build's tree: builds the
 * 20-season league with that build's own code (./screens.ts `buildLeague`; a kept copy when given one), says
 * `{"ready":…}`, then answers each line `[channel, input, n]` on stdin with the CPU milliseconds of n in-process
 * dispatches (the process's own CPU, so the other side's turns and the machine's load do not count).
 */
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

type Dispatch = (channel: string, payload: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>;

async function main() {
  const [root, kept] = process.argv.slice(2) as [string, string];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-reads-'));
  const file = path.join(dir, 'twenty.league');
  let dispatch: Dispatch;
  let franchiseId: number;
  if (existsSync(kept)) {
    const { AppSession } = await import(path.join(root, 'src-main/app/session.ts'));
    const { createDispatcher } = await import(path.join(root, 'src-main/app/dispatch.ts'));
    copyFileSync(kept, file);
    dispatch = createDispatcher({ session: new AppSession({ dataDir: dir, trackRecent: false }), hooks: { shell: 'browser', version: 'bench' } });
    const opened = await dispatch('app.openLeague', { path: file });
    if (!opened.ok) throw new Error(opened.error!.message);
    franchiseId = ((await dispatch('franchise.list', {})).value as { id: number }[])[0]!.id;
  } else {
    const { buildLeague } = await import(path.join(root, 'bench/screens.ts'));
    const built = await buildLeague(dir);
    dispatch = built.dispatch;
    franchiseId = built.franchiseId;
    copyFileSync(file, kept);
  }
  console.log(JSON.stringify({ ready: true }));
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const [channel, input, n] = JSON.parse(line) as [string, Record<string, unknown>, number];
    const payload = input.id === 'first franchise' ? { ...input, id: franchiseId } : input;
    const cpu: number[] = [];
    for (let i = 0; i < n; i++) {
      const c0 = process.cpuUsage();
      const r = await dispatch(channel, payload);
      const c = process.cpuUsage(c0);
      if (!r.ok) throw new Error(`${channel}: ${r.error!.message}`);
      cpu.push((c.user + c.system) / 1000);
    }
    console.log(JSON.stringify(cpu));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
