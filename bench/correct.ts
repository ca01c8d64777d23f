/**
 * Correcting a result (issue 27): a Dirty Wheels league of 16 teams over three seasons (a round robin each, 120
 * matches, recorded through the core's result channel, then closed) built from scratch through the dispatcher, beside
 * the preview (the replay of the whole history on a temporary copy, season 1's first result corrected), the commit after
 * it (the preview's replay kept, services/league/correctKept.ts, only the copy written in one operation) and the commit
 * alone (its own replay, then the copy), in the same run. Target: the replay under 2 s.
 * Each step prints its wall clock and its CPU time: on a machine shared with other work the wall clock is the CPU time
 * plus the time spent waiting for a core, and the CPU time is what the step itself costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import { newCarDesign, newDriver } from '../src-shared/engine/dirtywheels';
import { print, type BenchModule, type Figure } from './harness';

const TEAMS = 16;
const SEASONS = 3;

async function build(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } }, () => {});
  const ok = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  await ok('app.newLeague', { name: 'Bench Cup', path: path.join(dir, 'bench.league'), ruleset: 'dirtywheels' });
  await ok('league.updateSettings', { seed: 7 });
  for (let i = 0; i < TEAMS; i++) {
    const f = await ok('franchise.add', { name: `Team ${i + 1}`, colour: '#c0392b', owner: '' });
    await ok('team.addCar', {
      franchiseId: f.id,
      design: { ...newCarDesign(`Car ${i + 1}`), type: 'Standard', weapons: [{ weapon: 'Machine gun', mount: 'fixed' }] },
      driver: newDriver(`Driver ${i + 1}`),
    });
  }
  let first: { id: number; teams: { franchiseId: number }[] } | undefined;
  for (let s = 1; s <= SEASONS; s++) {
    const fixtures = (await ok('schedule.generate', { format: 'round-robin', track: `Bowl ${s}` })) as { id: number; teams: { franchiseId: number }[] }[];
    first ??= fixtures[0];
    for (const [k, m] of fixtures.entries()) {
      const [a, b] = [m.teams[0]!.franchiseId, m.teams[1]!.franchiseId];
      const draw = (s + k) % 3 === 2;
      await ok('match.recordOutcome', {
        matchId: m.id,
        teams: [
          { franchiseId: a, outcome: draw ? 'draw' : 'win', stats: { kills: k % 2 } },
          { franchiseId: b, outcome: draw ? 'draw' : 'loss', stats: { kills: 0 } },
        ],
      });
    }
    await ok('season.close', {});
  }
  return { session, ok, first: first! };
}

/** `fn`'s wall clock and this process's CPU time (user + system) while it ran, both printed. */
async function timed(figures: Figure[], name: string, fn: () => Promise<unknown>, target?: string): Promise<void> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  figures.push(print({ name, value: wall, unit: 'ms', ...(target ? { target } : {}) }));
  figures.push(print({ name: '  CPU time of it', value: (used.user + used.system) / 1000, unit: 'ms' }));
}

export const bench: BenchModule = {
  title: `Correct a result: ${SEASONS} seasons of ${TEAMS} Dirty Wheels teams replayed after season 1's first result`,
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-correct-'));
    const figures: Figure[] = [];
    try {
      let built!: Awaited<ReturnType<typeof build>>;
      await timed(figures, 'build from scratch', async () => {
        built = await build(dir);
      });
      const { session, ok, first } = built;
      const operations = (session.league.sqlite.prepare(`SELECT count(*) AS n FROM journal`).get() as { n: number }).n;
      console.log(`  (${operations} operations)`);
      const [a, b] = [first.teams[0]!.franchiseId, first.teams[1]!.franchiseId];
      const input = {
        matchId: first.id,
        result: {
          teams: [
            { franchiseId: a, outcome: 'loss', stats: { kills: 0 } },
            { franchiseId: b, outcome: 'win', stats: { kills: 1 } },
          ],
        },
      };
      let replayed = 0;
      await timed(
        figures,
        'preview: replay the later operations, diff in words',
        async () => {
          replayed = (await ok('match.previewCorrection', input)).replayed;
        },
        '< 2000 ms',
      );
      console.log(`  (${replayed} operations replayed)`);
      await timed(figures, "commit after preview: the preview's replay kept, written in one operation", () => ok('match.correct', input));
      await timed(figures, 'undo the correction', () => ok('journal.undo', {}));
      // The undo wrote to the league: no preview is kept for this state, so the commit replays on its own.
      await timed(figures, 'commit alone: replay and write the copy in one operation', () => ok('match.correct', input), '< 2000 ms');
      await ok('journal.undo', {});
      session.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
