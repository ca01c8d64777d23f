/**
 * `npm run bench reads`: what the League overview and Season screens read from a league of 20 seasons and 16
 * franchises, in-process, as CPU milliseconds per call. With PITWALL_BASELINE_ROOT (another build's worktree, e.g.
 * `git worktree add /tmp/old <rev>` with node_modules linked), the same reads of that build's own league, each side in
 * its own process (./readsSide.ts), sampled in alternating rounds: build against build under the same load. CPU, not
 * wall time: on the shared machine, wall time is mostly other processes' turns. PITWALL_BENCH_READS_KEEP=dir keeps
 * both leagues (they take minutes to build) for the next run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { percentile, print, type BenchModule, type Figure } from './harness';

const READS: [channel: string, input: Record<string, unknown>][] = [
  ['franchise.list', {}],
  ['franchise.overviews', {}],
  ['franchise.details', { id: 'first franchise' }],
  ['standings.get', {}],
  ['standings.get', { allTime: true }],
  ['season.current', {}],
  ['schedule.list', {}],
  ['journal.recent', { limit: 8 }],
];
const ROUNDS = 16;
const PER_ROUND = 5;

interface Side {
  name: string;
  ask(line: string): Promise<string>;
  stop(): void;
}

function side(name: string, root: string, kept: string): Side {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'readsSide.ts'), root, kept], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (l) => {
    if (l.startsWith('{') || l.startsWith('[')) waiting.shift()?.(l);
  });
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  return {
    name,
    ask: (line) => {
      const answer = next();
      if (line) child.stdin.write(`${line}\n`);
      return answer;
    },
    stop: () => child.kill(),
  };
}

export const bench: BenchModule = {
  title: 'Reads of a 20-season league, CPU per call (this build, and a baseline build side by side)',
  async run() {
    const keep = process.env.PITWALL_BENCH_READS_KEEP;
    const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-reads-'));
    mkdirSync(dir, { recursive: true });
    const baseline = process.env.PITWALL_BASELINE_ROOT;
    const sides = [side('this build', path.resolve(import.meta.dirname, '..'), path.join(dir, 'this.league'))];
    if (baseline) sides.push(side('baseline', path.resolve(baseline), path.join(dir, 'baseline.league')));
    const out: Figure[] = [];
    try {
      await Promise.all(sides.map((s) => s.ask('')));
      const cpu = new Map<string, number[]>();
      for (let round = 0; round < ROUNDS; round++)
        for (const [channel, input] of READS)
          for (const s of round % 2 ? [...sides].reverse() : sides) {
            const times = JSON.parse(await s.ask(JSON.stringify([channel, input, PER_ROUND]))) as number[];
            const key = `${s.name}|${channel} ${JSON.stringify(input)}`;
            // The first round warms each read up (its statements prepared, its code compiled).
            cpu.set(key, [...(cpu.get(key) ?? []), ...(round === 0 ? [] : times)]);
          }
      for (const [channel, input] of READS) {
        const name = `${channel} ${JSON.stringify(input)}`;
        const p50 = (who: string) =>
          percentile(
            [...cpu.get(`${who}|${name}`)!].sort((a, b) => a - b),
            50,
          );
        out.push(print({ name: `${name}, CPU p50`, value: p50('this build'), unit: 'ms' }));
        if (baseline) {
          out.push(print({ name: '  baseline build, CPU p50', value: p50('baseline'), unit: 'ms' }));
          out.push(print({ name: '  ratio', value: p50('this build') / p50('baseline'), unit: 'x' }));
        }
      }
    } finally {
      for (const s of sides) s.stop();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    }
    return out;
  },
};
