/**
 * Crash safety: a process is killed with SIGKILL in the middle of post-match processing and of season end, again and
 * again at different points (before the n-th SQL statement of the operation, and right after it commits). The file
 * always opens, passes PRAGMA integrity_check, and holds either the whole operation or none of it.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import type { ChannelName } from '../../src-shared/ipc';
import { bundledChild } from '../support/bundledChild';
import { canonicalDump } from '../support/dump';
import { answering, founding, newLeague } from './support';

// It records matches and ends seasons: no PDF is drawn, so pdfkit is left out of its start (bundledChild's noPdf).
const CHILD = bundledChild('tests/campaign/crashChild.ts', { noPdf: true });

function runChild(
  file: string,
  callFile: string,
  env: Record<string, string>,
): Promise<{ signal: NodeJS.Signals | null; code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CHILD, file, callFile], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code, signal) => resolve({ signal, code, stdout, stderr }));
  });
}

/** The logical state of a league file as the app opens it (recovering the WAL), after an integrity check. */
function openedState(file: string): string {
  const conn = openLeagueFile(file);
  try {
    expect(conn.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    return canonicalDump(conn.sqlite);
  } finally {
    conn.close();
  }
}

interface Scenario {
  base: string;
  callFile: string;
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

/** Kill the operation at many points; each copy of the file must end up exactly before or exactly after it. */
async function crashRepeatedly(dir: string, scenario: Scenario, name: string): Promise<{ statements: number; before: number; after: number }> {
  const before = openedState(copy(scenario.base, path.join(dir, `${name}-before.league`)));
  const cleanFile = copy(scenario.base, path.join(dir, `${name}-clean.league`));
  const clean = await runChild(cleanFile, scenario.callFile, {});
  expect(clean.code, clean.stderr).toBe(0);
  const { ok, statements } = JSON.parse(clean.stdout) as { ok: boolean; statements: number };
  expect(ok).toBe(true);
  const after = openedState(cleanFile);
  expect(after).not.toBe(before);

  const points = [
    ...new Set([
      1,
      2,
      3,
      5,
      8,
      13,
      ...[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((f) => Math.max(1, Math.floor(statements * f))),
      statements - 1,
      statements,
    ]),
  ];
  const kills = [
    ...points.map((k) => ({ env: { KILL_AT: String(k) }, label: `before statement ${k} of ${statements}` })),
    { env: { KILL_AFTER_COMMIT: '1' }, label: 'right after the commit' },
  ];
  const outcomes = await inPool(
    kills.map((kill, i) => async () => {
      const file = copy(scenario.base, path.join(dir, `${name}-kill-${i}.league`));
      const run = await runChild(file, scenario.callFile, kill.env);
      expect(run.signal, `${kill.label}: ${run.stderr}`).toBe('SIGKILL');
      const state = openedState(file);
      expect([before, after], kill.label).toContain(state);
      return { label: kill.label, whole: state === after };
    }),
    4,
  );
  // Killed before its last statement, nothing of the operation is there; killed after the commit, all of it is.
  expect(outcomes.filter((o) => !o.whole).map((o) => o.label)).toEqual(kills.slice(0, -1).map((k) => k.label));
  expect(outcomes.at(-1)!.whole).toBe(true);
  return { statements, before: outcomes.filter((o) => !o.whole).length, after: outcomes.filter((o) => o.whole).length };
}

function copy(from: string, to: string): string {
  copyFileSync(from, to);
  return to;
}

let postMatch: Scenario;
let seasonEnd: Scenario;
let dir: string;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  // Shared by both tests, so not a per-test temp folder.
  dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-crash-'));
  const league = await newLeague(dir, 77, 'crash.league');
  const ids: number[] = [];
  for (const [i, n] of ['Red Rockets', 'Blue Bombers', 'Green Goblins', 'Grey Ghosts'].entries()) {
    ids.push((await league.call('franchise.found', founding(n, ['#aa0000', '#0000aa', '#00aa00', '#777777'][i]!, { partySpend: 20 }))).franchise.id);
  }
  const match = await league.call('schedule.add', { track: 'Denver', surface: 'dirt', kind: 'race' });
  await league.call('match.preMatch', { matchId: match.id });
  const teams = [];
  for (const fid of ids) {
    const d = await league.call('franchise.details', { id: fid });
    await league.call('match.assign', {
      matchId: match.id,
      franchiseId: fid,
      heats: [1, 2].map((heat) => ({
        heat,
        cars: d.vehicles.map((v, j) => ({
          vehicleId: v.id,
          driverId: d.roster[j]!.id,
          ...(v.design.components.gunnerStation ? { gunnerId: d.roster[j + 3]!.id } : {}),
        })),
      })),
    });
    teams.push({
      franchiseId: fid,
      competitors: d.roster.slice(0, 3).map((c, j) => ({ competitorId: c.id, points: (fid + j) % 4, criticals: j % 2, outOfAction: j === fid % 3 })),
      vehicles: d.vehicles.map((v, j) => ({ vehicleId: v.id, criticals: j + 1, destroyed: j === 2 && fid % 2 === 0 })),
      worldTrade: true,
    });
  }
  const record = await answering(league, 'match.record', { matchId: match.id, preview: true, teams });
  const recordInput = { ...(record.input as object), preview: false };
  const file = league.session.league.path;
  league.close();
  postMatch = { base: copy(file, path.join(dir, 'post-match-base.league')), callFile: writeCall(dir, 'post-match', 'match.record', recordInput) };

  // The season-end base: the same league with the match recorded.
  const reopened = await newLeague(dir, 1, 'scratch.league');
  await reopened.call('app.openLeague', { path: file });
  await reopened.call('match.record', recordInput as never);
  const end = await answering(reopened, 'season.end', { preview: true });
  reopened.close();
  seasonEnd = {
    base: copy(file, path.join(dir, 'season-end-base.league')),
    callFile: writeCall(dir, 'season-end', 'season.end', { ...(end.input as object), preview: false }),
  };
}, 120_000);

function writeCall(d: string, name: string, channel: ChannelName, input: unknown): string {
  const p = path.join(d, `${name}.json`);
  writeFileSync(p, JSON.stringify({ channel, input }));
  return p;
}

describe('crash safety (SIGKILL)', () => {
  it('in the middle of post-match processing: always the whole operation or none of it', async () => {
    const r = await crashRepeatedly(dir, postMatch, 'post-match');
    expect(r.statements).toBeGreaterThan(100);
    expect(r.before).toBeGreaterThanOrEqual(15);
  }, 300_000);

  it('in the middle of season end: always the whole operation or none of it', async () => {
    const r = await crashRepeatedly(dir, seasonEnd, 'season-end');
    expect(r.statements).toBeGreaterThan(100);
    expect(r.after).toBe(1);
  }, 300_000);
});
