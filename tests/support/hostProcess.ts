/** The browser host as a real process (`npm start`'s fallback), for host tests and the e2e fixture alike. */
import { spawn, type ChildProcess } from 'node:child_process';
import { bundledChild } from './bundledChild';

/**
 * Built (`dist/host/main.cjs`, as npm start runs it), from source (host tests need no build), or another host bundle
 * (a test ruleset's app, tests/rulesets/buildApp.ts). From source is the sources bundled once per test process
 * (tests/support/bundledChild.ts), not run under tsx: tsx compiled the whole app again at every start (~2.5 s of CPU).
 */
export type HostEntry = 'built' | 'source' | { bundle: string };

const ENTRY: Record<'built' | 'source', () => string[]> = {
  built: () => ['dist/host/main.cjs'],
  source: () => [bundledChild('src-main/host/main.ts')],
};

export interface HostProcess {
  child: ChildProcess;
  /** The printed link, token and all. */
  url: string;
  port: number;
  token: string;
}

/** How long a start may take before it counts as a hang (the tests that share one host allow as much in beforeAll). */
export const HOST_START_BOUND = 150_000;

/** Starts the host over `dataDir` and waits for its own "running at" line. */
export async function startHostProcess(entry: HostEntry, dataDir: string): Promise<HostProcess> {
  const args = typeof entry === 'string' ? ENTRY[entry]() : [entry.bundle];
  const child = spawn(process.execPath, [...args, '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    // Only catches a hang: the start ends at the host's own line. Under tsx (as the source host once ran) a start took
    // over 30 s with the machine's two cores shared by many test runs, and the former 30 s bound failed it there.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`host did not start: ${out}`));
    }, HOST_START_BOUND);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code}: ${out}`));
    });
  });
  const link = new URL(url);
  return { child, url, port: Number(link.port), token: link.searchParams.get('token') ?? '' };
}

export function stopHostProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
