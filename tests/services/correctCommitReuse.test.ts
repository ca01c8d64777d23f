/**
 * A correction's commit reuses its preview's replay (issue 27, services/league/correctKept.ts) when nothing was written
 * to the league since and the corrected input is the same; anything else replays as before. On real Dirty Wheels
 * league files (one season of four teams): the same league copied, corrected with and without a preview first, must
 * give the same file, table by table; a write between the preview and the commit, by this connection or another, must
 * be in the committed league. The replays are counted where they open their scratch league (the real replay host),
 * and the kept scratch file is looked for on disk: released on a write, a new preview, a commit and the league's close.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayHost } from '../../src-main/app/handlers/verify';
import { type LeagueConnection, openLeagueFile } from '../../src-main/db/connection';
import { renameLeague } from '../../src-main/services/league';
import { commitCorrection, previewCorrection } from '../../src-main/services/league/correct';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { ReplayHost } from '../../src-main/services/league/replay/replay';
import type { CorrectionInput } from '../../src-shared/ipc/channels/correct';
import { useTempDir } from '../support/tempLeague';
import { DIRTY_WHEELS, leagueWithTeams, playSeasons } from './correctResultLeague';

const tempDir = useTempDir();

/** The app's replay host, counting the scratch leagues it opens (one per replay). */
function countingHost(): { host: ReplayHost; opened: string[] } {
  const inner = replayHost({ shell: 'browser', version: 'test' }, undefined);
  const opened: string[] = [];
  return {
    opened,
    host: {
      open(file) {
        opened.push(file);
        return inner.open(file);
      },
    },
  };
}

/** Whether a replay's scratch league is still on disk. */
const onDisk = (scratchFile: string | undefined) => scratchFile !== undefined && existsSync(scratchFile);

/** One season recorded with match 1 won by the wrong team; `a` is it, `b` an identical copy; inputs to correct it. */
async function twoCopies() {
  const dir = tempDir();
  const t = await leagueWithTeams(dir, DIRTY_WHEELS, 'a.league');
  const matchId = await playSeasons(t, DIRTY_WHEELS, 1, 0);
  const match = await t.ok('match.get', { matchId });
  const pair = [match.teams[0].franchiseId, match.teams[1].franchiseId] as const;
  const copy = path.join(dir, 'b.league');
  t.session.league.sqlite.prepare('VACUUM INTO ?').run(copy);
  const b = openLeagueFile(copy);
  const input = (winner: 0 | 1 | 'draw', kills = 0): CorrectionInput => ({ matchId, result: { teams: DIRTY_WHEELS.result(pair, winner, kills) } });
  return {
    t,
    a: t.session.league,
    b,
    input,
    close: () => {
      t.session.close();
      b.close();
    },
  };
}

/** The two leagues hold the same content (replay/compare.ts: every table, row and cell), and the same inserted-rows records. */
function expectSameLeague(a: LeagueConnection, b: LeagueConnection) {
  expect(compareFiles(a.sqlite, b.sqlite)).toEqual([]);
  const records = (c: LeagueConnection) => c.sqlite.prepare(`SELECT journal_id, written_by, inserted FROM journal_inserts ORDER BY rowid`).all();
  expect(records(a)).toEqual(records(b));
}

describe("a correction's commit after its preview", () => {
  it('reuses the preview’s replay: one replay for preview and commit, the same file as a commit alone, the scratch league deleted', async () => {
    const { a, b, input, close } = await twoCopies();
    const withPreview = countingHost();
    const preview = await previewCorrection(a, withPreview.host, input(1));
    expect(withPreview.opened).toHaveLength(1);
    expect(onDisk(withPreview.opened[0])).toBe(true);
    const report = await commitCorrection(a, withPreview.host, input(1));
    expect(withPreview.opened).toHaveLength(1);
    expect(onDisk(withPreview.opened[0])).toBe(false);
    expect(report.changes).toEqual(preview.changes);

    const alone = countingHost();
    const reportAlone = await commitCorrection(b, alone.host, input(1));
    expect(alone.opened).toHaveLength(1);
    expect(onDisk(alone.opened[0])).toBe(false);
    expect(report).toEqual(reportAlone);
    expectSameLeague(a, b);
    close();
  });

  it('replays again after a write between the two (this connection’s, then another’s): the committed league keeps that write', async () => {
    const { a, b, input, close } = await twoCopies();
    const replays = countingHost();
    await previewCorrection(a, replays.host, input(1));
    expect(onDisk(replays.opened[0])).toBe(true);
    renameLeague(a, { name: 'Renamed Cup' });
    // The write released the kept replay at once.
    expect(onDisk(replays.opened[0])).toBe(false);
    await commitCorrection(a, replays.host, input(1));
    expect(replays.opened).toHaveLength(2);
    expect(a.sqlite.prepare(`SELECT name FROM league`).get()).toEqual({ name: 'Renamed Cup' });
    renameLeague(b, { name: 'Renamed Cup' });
    await commitCorrection(b, countingHost().host, input(1));
    expectSameLeague(a, b);

    // Another connection to the same file (the `league` command while the app has it open) writes between the two.
    await previewCorrection(a, replays.host, input('draw'));
    expect(replays.opened).toHaveLength(3);
    const other = openLeagueFile(a.path);
    renameLeague(other, { name: 'Renamed Elsewhere' });
    other.close();
    await commitCorrection(a, replays.host, input('draw'));
    expect(replays.opened).toHaveLength(4);
    expect(onDisk(replays.opened[2])).toBe(false);
    expect(a.sqlite.prepare(`SELECT name FROM league`).get()).toEqual({ name: 'Renamed Elsewhere' });
    renameLeague(b, { name: 'Renamed Elsewhere' });
    await commitCorrection(b, countingHost().host, input('draw'));
    expectSameLeague(a, b);
    close();
  });

  it('replays again for another corrected input; a new preview and the league’s close delete the kept scratch league', async () => {
    const { t, a, b, input, close } = await twoCopies();
    const replays = countingHost();
    await previewCorrection(a, replays.host, input(1));
    await previewCorrection(a, replays.host, input('draw'));
    expect(replays.opened.map(onDisk)).toEqual([false, true]);
    // The commit is of the first input, not the one last previewed.
    await commitCorrection(a, replays.host, input(1));
    expect(replays.opened.map(onDisk)).toEqual([false, false, false]);
    await commitCorrection(b, countingHost().host, input(1));
    expectSameLeague(a, b);

    await previewCorrection(a, replays.host, input(0, 1));
    expect(onDisk(replays.opened[3])).toBe(true);
    t.session.close();
    expect(onDisk(replays.opened[3])).toBe(false);
    close();
  });
});
