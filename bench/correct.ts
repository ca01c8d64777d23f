/**
 * Correcting a result (issue 27): a Dirty Wheels league of 16 teams over three seasons (a round robin each, 120
 * matches, recorded through the core's result channel, then closed) built from scratch through the dispatcher, beside
 * the preview (the replay of the whole history on a temporary copy, season 1's first result corrected) and the commit
 * (the same replay, then the copy written in one operation), in the same run. Target: the replay under 2 s.
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

export const bench: BenchModule = {
  title: `Correct a result: ${SEASONS} seasons of ${TEAMS} Dirty Wheels teams replayed after season 1's first result`,
  async run() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-correct-'));
    const figures: Figure[] = [];
    try {
      const t0 = performance.now();
      const { session, ok, first } = await build(dir);
      const operations = (session.league.sqlite.prepare(`SELECT count(*) AS n FROM journal`).get() as { n: number }).n;
      figures.push(print({ name: `build from scratch (${operations} operations)`, value: performance.now() - t0, unit: 'ms' }));
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
      const t1 = performance.now();
      const preview = await ok('match.previewCorrection', input);
      figures.push(
        print({ name: `preview: replay ${preview.replayed} later operations, diff in words`, value: performance.now() - t1, unit: 'ms', target: '< 2000 ms' }),
      );
      const t2 = performance.now();
      await ok('match.correct', input);
      figures.push(print({ name: 'commit: replay again and write the copy in one operation', value: performance.now() - t2, unit: 'ms' }));
      const t3 = performance.now();
      await ok('journal.undo', {});
      figures.push(print({ name: 'undo the correction', value: performance.now() - t3, unit: 'ms' }));
      session.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
