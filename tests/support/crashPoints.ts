/**
 * SIGKILL in the middle of one operation (ruleset-done.md, Proof): the child (tests/campaign/crashChild.ts) opens a copy
 * of the league and runs the operation through the dispatcher, killing itself before its n-th SQL statement or right
 * after the commit. Each killed copy must open (integrity ok) with the operation whole or absent: before any statement
 * reached the commit none of it, after the commit all of it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { bundledChild } from './bundledChild';
import { canonicalDump } from './dump';

// The child never prints: built without the PDF reader (a second less per spawn; a print would fail, not pass).
const CHILD = bundledChild('tests/campaign/crashChild.ts', { noPdf: true });

function runChild(file: string, callFile: string, env: Record<string, string>) {
  return new Promise<{ signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [CHILD, file, callFile], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (_code, signal) => resolve({ signal, stdout, stderr }));
  });
}

/** The file opened as the app opens it, checked by SQLite, as its canonical dump. */
export function openedState(file: string): string {
  const conn = openLeagueFile(file);
  try {
    expect(conn.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    return canonicalDump(conn.sqlite);
  } finally {
    conn.close();
  }
}

/**
 * Runs `channel` on copies of `base`: once to the end (counting its statements), then killed at the first, the middle
 * and the last statement and after the commit; each copy is the file before or the file after, nothing between.
 */
export async function killedAtPoints(dir: string, base: string, name: string, channel: string, input: unknown): Promise<void> {
  const callFile = path.join(dir, `${name}.json`);
  writeFileSync(callFile, JSON.stringify({ channel, input }));
  const copy = (to: string) => {
    copyFileSync(base, to);
    return to;
  };
  const before = openedState(copy(path.join(dir, `${name}-before.league`)));
  const cleanFile = copy(path.join(dir, `${name}-clean.league`));
  const clean = await runChild(cleanFile, callFile, {});
  const { ok, statements } = JSON.parse(clean.stdout) as { ok: boolean; statements: number };
  expect(ok, clean.stdout).toBe(true);
  const after = openedState(cleanFile);
  expect(after).not.toBe(before);
  // Three points and the commit: each spawn costs a second of CPU on a shared machine.
  const points = [...new Set([1, Math.max(1, Math.floor(statements / 2)), statements])];
  const kills = [...points.map((k) => ({ KILL_AT: String(k) })), { KILL_AFTER_COMMIT: '1' }];
  const whole: boolean[] = [];
  for (const [i, env] of kills.entries()) {
    const file = copy(path.join(dir, `${name}-kill-${i}.league`));
    const r = await runChild(file, callFile, env);
    expect(r.signal, `${JSON.stringify(env)} ${r.stderr}`).toBe('SIGKILL');
    const state = openedState(file);
    expect([before, after], JSON.stringify(env)).toContain(state);
    whole.push(state === after);
  }
  expect(whole).toEqual([...points.map(() => false), true]);
}
