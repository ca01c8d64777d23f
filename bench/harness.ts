/** Tiny benchmark harness: every figure is printed as one line and collected for bench/run.ts's summary. */
import { GCProfiler } from 'node:v8';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Optional target, printed beside the figure (never asserted: benchmarks report, tests decide). */
  target?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Time `fn` `n` times; returns per-call milliseconds, sorted. */
export async function sample(n: number, fn: () => unknown | Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

/**
 * Time `fn` until `n` calls or `budgetMs` spent (the slowest calculators take long per call): per-call ms, sorted.
 * The row starts from a collected heap (`npm run bench` runs node with --expose-gc), as mitata and benchmark.js do:
 * otherwise one row's garbage is collected during the next and billed to it (issue 23's odds bench measured the
 * last duels at twice their cost in a fresh process). `collect` false: no collection first (steadyTimes, below).
 */
export function timed(fn: () => unknown, n: number, budgetMs: number, collect = true): number[] {
  if (collect) globalThis.gc?.();
  const out: number[] = [];
  const start = performance.now();
  while (out.length < n && (out.length < 3 || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

/** What the collector did during timed calls (v8.GCProfiler): pauses by kind, the longest in ms. */
export interface CollectorWork {
  scavenges: number;
  majors: number;
  longestMs: number;
}

/**
 * A calculator's odds at steady state, as a player meets them over a match: the first call (cold: the JIT has not yet
 * compiled the walk; printed apart), a full collection, warm-up calls, then `n` timed calls (as many as fit in
 * `budgetMs`, at least 3), during which the collector's pauses are counted.
 *
 * The full collection comes before the warm-up, not between it and the timed calls. Measured 2026-11-27 (issue 23,
 * `--trace-gc` of the Dethmetal rows): a forced collection (`gc()`, non-incremental) resets V8's allocation-site
 * pretenuring feedback, and the 3-5 scavenges after it took 6-16 ms each against 0.6-2.8 ms at steady state; timed
 * straight after one, those were the p95 of 40 calls (Vulcan gun 35-44 ms, collision 19-24). The app never forces a
 * collection; its own major collections are incremental (3.5 ms final pause) and land among the timed calls at their
 * natural rate (200 calls: the Dethmetal part saw five), which the collector line beside each row shows.
 */
export function steadyTimes<T>(fn: () => T, n = 200, budgetMs = 3000): { first: T; firstMs: number; times: number[]; collector: CollectorWork } {
  const t0 = performance.now();
  const first = fn();
  const firstMs = performance.now() - t0;
  timed(fn, 20, 1000);
  const profiler = new GCProfiler();
  profiler.start();
  const times = timed(fn, n, budgetMs, false);
  const stats = profiler.stop()?.statistics ?? [];
  const collector: CollectorWork = { scavenges: 0, majors: 0, longestMs: 0 };
  for (const s of stats) {
    if (s.gcType === 'Scavenge' || s.gcType === 'MinorMarkSweep') collector.scavenges++;
    else if (s.gcType === 'MarkSweepCompact') collector.majors++;
    collector.longestMs = Math.max(collector.longestMs, s.cost / 1000);
  }
  return { first, firstMs, times, collector };
}

/** The collector's pauses during a row's timed calls, printed under it (its longest pause as the figure). */
export function printCollector(name: string, c: CollectorWork): Figure {
  return print({ name: `  collector in the timed calls: ${name} (${c.scavenges} scavenges, ${c.majors} major)`, value: c.longestMs, unit: 'ms longest' });
}

/** The process's CPU milliseconds (user + system): on a machine shared with other work, wall time counts their turns too. */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms per call of `fn` over `n` calls (after the timed calls warmed it up). */
export function cpuPer(fn: () => unknown, n: number): number {
  const c0 = cpuMs();
  for (let i = 0; i < n; i++) fn();
  return (cpuMs() - c0) / n;
}

export function print(f: Figure): Figure {
  const v = f.value >= 100 ? f.value.toFixed(0) : f.value >= 1 ? f.value.toFixed(2) : f.value.toPrecision(3);
  console.log(`${f.name.padEnd(64)} ${v.padStart(12)} ${f.unit}${f.target ? `   (target ${f.target})` : ''}`);
  return f;
}

/**
 * A bench module. `parts`: what bench/run.ts runs each in a process of its own (a ruleset's rows: a league is one
 * ruleset, so the app's processes run one ruleset's engine, and another's rows first made the shared core code slower).
 */
export type BenchModule = { title: string; parts?: readonly string[]; run: (part?: string) => Promise<Figure[]> };

/**
 * A design's derive + validate (`full`, on its JSON text) beside JSON.parse of the same text, in the same run: p50 of
 * batches of 200, after 20 batches of warm-up (ruleset-done.md: derive + validate per design, beside a raw baseline).
 */
export async function againstParse(name: string, text: string, full: () => unknown): Promise<Figure[]> {
  const raw = () => JSON.parse(text);
  const rounds = 200;
  const batch = (fn: () => unknown) => () => {
    for (let i = 0; i < rounds; i++) fn();
  };
  await sample(20, batch(full));
  const t = (await sample(200, batch(full))).map((x) => x / rounds);
  const r = (await sample(200, batch(raw))).map((x) => x / rounds);
  const p50 = percentile(t, 50);
  return [
    print({ name: `${name}, p50`, value: p50 * 1000, unit: 'µs' }),
    print({ name: '  vs JSON.parse of the same design, p50', value: percentile(r, 50) * 1000, unit: 'µs' }),
    print({ name: '  ratio', value: p50 / percentile(r, 50), unit: 'x' }),
  ];
}
