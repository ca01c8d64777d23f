/** Tiny benchmark harness: every figure is printed as one line and collected for bench/run.ts's summary. */
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
 * last duels at twice their cost in a fresh process).
 */
export function timed(fn: () => unknown, n: number, budgetMs: number): number[] {
  globalThis.gc?.();
  const out: number[] = [];
  const start = performance.now();
  while (out.length < n && (out.length < 3 || performance.now() - start < budgetMs)) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

/**
 * A calculator's odds at steady state, as a player meets them over a match: the first call (cold: the JIT has not yet
 * compiled the walk; printed apart), then warm-up calls, then `n` timed calls. Measured 2026-11-27, the Dethmetal
 * collision's first dozen calls take 15-30 ms before it settles at 4-8: timed after a single call, the p95 of 40 calls
 * was the warm-up's.
 */
export function steadyTimes<T>(fn: () => T, n = 40, budgetMs = 3000): { first: T; firstMs: number; times: number[] } {
  const t0 = performance.now();
  const first = fn();
  const firstMs = performance.now() - t0;
  timed(fn, 20, 1000);
  return { first, firstMs, times: timed(fn, n, budgetMs) };
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
