/**
 * `league new` killed with SIGKILL at many points of the create (issue 9, point 5): afterwards there is either no
 * file at the target or a complete league that opens, and `league new` works again at the same path.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppSession } from '../../src-main/app/session';
import { openLeagueFile } from '../../src-main/db/connection';
import { getLeague } from '../../src-main/services/league';
import { bundledChild } from '../support/bundledChild';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
// `league new` draws no PDF, so pdfkit is left out of each spawn's start (bundledChild's noPdf).
const CHILD = bundledChild('tests/db/createChild.ts', { noPdf: true });

function runChild(file: string, env: Record<string, string>): Promise<{ signal: NodeJS.Signals | null; code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CHILD, file, 'Killed League'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code, signal) => resolve({ signal, code, stdout, stderr }));
  });
}

async function inPool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

describe('league new, killed midway', () => {
  it('leaves no file or a whole league at the target, and league new works again afterwards', async () => {
    const dir = tempDir();
    const clean = await runChild(path.join(dir, 'clean.league'), {});
    expect(clean.code, clean.stderr).toBe(0);
    const { steps } = JSON.parse(clean.stdout) as { steps: string[] };
    expect(readdirSync(dir)).toEqual(['clean.league']);

    // A spread over the whole create, every step around the moment the finished file gets its name, and the last.
    const link = steps.indexOf('linkSync') + 1;
    expect(link).toBeGreaterThan(0);
    const around = Array.from({ length: 7 }, (_, i) => link - 3 + i);
    const points = [...new Set([1, 3, 8, 21, 55, ...around, steps.length])].filter((k) => k >= 1 && k <= steps.length).sort((a, b) => a - b);
    const outcomes = await inPool(
      points.map((k) => async () => {
        const label = `killed before step ${k} of ${steps.length} (${steps[k - 1]})`;
        const target = path.join(dir, `kill-${k}.league`);
        const run = await runChild(target, { KILL_AT: String(k) });
        expect(run.signal, `${label}: ${run.stderr}`).toBe('SIGKILL');
        if (!existsSync(target)) return 'none';
        const conn = openLeagueFile(target);
        try {
          expect(conn.sqlite.pragma('integrity_check', { simple: true }), label).toBe('ok');
          expect(getLeague(conn).name, label).toBe('Killed League');
        } finally {
          conn.close();
        }
        return 'whole';
      }),
      3,
    );
    // Both outcomes really happen: the kills before the link leave nothing, those after it a whole league.
    expect(new Set(outcomes)).toEqual(new Set(['none', 'whole']));

    // `league new` again at every path that was left empty: it works, and the killed attempts' hidden files are swept.
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    for (const [i, k] of points.entries()) {
      const target = path.join(dir, `kill-${k}.league`);
      if (outcomes[i] === 'none') expect(session.create('Again', target).name).toBe('Again');
    }
    session.close();
    expect(readdirSync(dir).filter((f) => f.startsWith('.') || f.endsWith('-wal') || f.endsWith('-shm'))).toEqual([]);
  }, 600_000);

  it('refuses when a file took the name while the league was being built, and leaves that file alone', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'taken.league');
    const { buildLeagueFile } = await import('../../src-main/db/create');
    const { writeFileSync, readFileSync } = await import('node:fs');
    expect(() =>
      buildLeagueFile(target, {}, () => {
        writeFileSync(target, 'someone else was faster');
      }),
    ).toThrow(/already exists/);
    expect(readFileSync(target, 'utf8')).toBe('someone else was faster');
    expect(readdirSync(dir)).toEqual(['taken.league']);
  });
});
