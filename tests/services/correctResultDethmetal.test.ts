/**
 * Correcting a Dethmetal result (issue 27) through its own post-match input (`match.record`): issue 11's season of three
 * races (tiedSeason's points, seed 77) with the first race's points recorded wrong, then corrected: the preview names
 * the money and the people it changes, the commit is folded by Check league, and undo restores the file exactly.
 *
 * Not compared with the season built from scratch with the right points: Dethmetal's post-match sequence rolls more or
 * fewer dice with other points (advancement), so from scratch every later roll comes from another place of the seed,
 * while the correction keeps each later roll's logged dice by purpose (docs/replay.md). The two are different dice.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { CorrectionPreview, CorrectionReport } from '../../src-shared/ipc/channels/correct';
import type { JournalCheck } from '../../src-shared/ipc/channels/verify';
import type { Call, Invoke } from '../support/leagueFiles';
import { FOUR_TEAMS, foundAll, playOneCarEach } from '../support/leagueRecipes';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function season(dir: string, first: number[]) {
  // tiedSeason with the first race's points given.
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const invoke: Invoke = async (channel, payload) => (await dispatch(channel as never, payload as never)) as never;
  const call: Call = async (channel, payload) => {
    const r = await invoke(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as never;
  };
  session.create('Spring League');
  await call('league.updateSettings', { seed: 77 });
  const ids = await foundAll(call, FOUR_TEAMS, 1);
  const matchId = await playOneCarEach(call, invoke, ids, 'Track 1', first);
  await playOneCarEach(call, invoke, ids, 'Track 2', [10, 14, 7, 8]);
  await playOneCarEach(call, invoke, ids, 'Track 3', [11, 10, 13, 8]);
  return { session, call, matchId };
}

describe('correcting a Dethmetal race result (match.record)', () => {
  it('the first race corrected: the preview names money and people with their causes, Check league folds the commit, undo restores the file', async () => {
    const wrong = await season(tempDir(), [12, 11, 5, 9]);
    const sql = wrong.session.league.sqlite;
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    const input = JSON.parse(recorded.input) as { teams: { competitors: { points: number }[] }[] };
    // Reapers and Coyotes swapped: 5 and 12 points.
    input.teams[0]!.competitors[0]!.points = 5;
    input.teams[2]!.competitors[0]!.points = 12;
    const before = path.join(tempDir(), 'before.league');
    sql.prepare('VACUUM INTO ?').run(before);

    const preview: CorrectionPreview = await wrong.call('match.previewCorrection', { matchId: wrong.matchId, result: input });
    expect(preview.stopped).toBeNull();
    expect(preview.entry.op).toBe('match.record');
    expect(preview.changes.some((c) => c.area === 'results')).toBe(true);
    // The race's prize money moves: the Reapers' and the Coyotes' totals, each traced to an operation.
    const money = preview.changes.filter((c) => c.area === 'money');
    expect(money.map((c) => c.subject)).toEqual(expect.arrayContaining(['Rust Belt Reapers', 'Chrome Coyotes']));
    for (const c of money) {
      expect(c.words).toMatch(/(money|cash) -?\d+ → -?\d+|ledger lines changed/);
      expect(c.cause).not.toBeNull();
    }
    expect(preview.changes.some((c) => c.area === 'people')).toBe(true);
    const report: CorrectionReport = await wrong.call('match.correct', { matchId: wrong.matchId, result: input });
    expect(report.changes).toEqual(preview.changes);
    const check: JournalCheck = await wrong.call('league.verify', {});
    expect({ notReplayed: check.notReplayed, dice: check.dice, differences: check.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });
    await wrong.call('journal.undo', {});
    const Database = (await import('better-sqlite3')).default;
    const old = new Database(before, { readonly: true });
    expect(compareFiles(old, sql)).toEqual([]);
    old.close();
    wrong.session.close();
  });
});
