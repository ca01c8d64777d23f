/**
 * Correcting a recorded result (issue 27, services/league/correct.ts) on real league files through the dispatcher:
 * a result of season 1 of a three-season league corrected, the later seasons replayed with the same dice, must give
 * the league built from scratch with the right result (compared table by table, replay/compare.ts); the preview says
 * what changes in words, each traced to its cause; undo restores the file exactly; Check league folds the corrected
 * history; an operation the corrected state refuses stops the correction with the choice in words, writing nothing.
 * Dirty Wheels, Battlecars, race combat (its meetings' races placed by driver) and the hex RPG (its sessions' stats),
 * each through the core's result channel.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { CorrectionPreview, CorrectionReport } from '../../src-shared/ipc/channels/correct';
import type { JournalCheck } from '../../src-shared/ipc/channels/verify';
import { useTempDir } from '../support/tempLeague';
import { BATTLECARS, DIRTY_WHEELS, HEX_RPG, leagueWithTeams, pairOf, playSeasons, RACE_COMBAT, type RulesetRecipe, snapshot } from './correctResultLeague';

const tempDir = useTempDir();

/** The wrong result (the first team won) corrected to the right one (the second team won). */
async function correctedAndFromScratch(recipe: RulesetRecipe) {
  const dir = tempDir();
  const wrong = await leagueWithTeams(dir, recipe, 'wrong.league');
  const matchId = await playSeasons(wrong, recipe, 3, 0);
  const right = await leagueWithTeams(dir, recipe, 'right.league');
  expect(await playSeasons(right, recipe, 3, 1)).toBe(matchId);
  const match = await wrong.ok('match.get', { matchId });
  return { dir, wrong, right, matchId, result: recipe.outcome(pairOf(wrong, match), 1, 0) };
}

for (const recipe of [DIRTY_WHEELS, BATTLECARS, RACE_COMBAT, HEX_RPG]) {
  describe(`correcting a result of season 1 of a three-season ${recipe.ruleset} league`, () => {
    it('replays the later seasons to the league built from scratch with the right result; the preview names each change and its cause; undo restores the file exactly; Check league folds it', async () => {
      const { dir, wrong, right, matchId, result } = await correctedAndFromScratch(recipe);
      const before = snapshot(wrong, path.join(dir, 'before.league'));
      const entriesBefore = wrong.session.league.sqlite.prepare(`SELECT count(*) AS n FROM journal`).get() as { n: number };

      const preview: CorrectionPreview = await wrong.ok('match.previewCorrection', { matchId, result });
      expect(preview.stopped).toBeNull();
      expect(preview.entry.op).toBe('match.recordOutcome');
      // Every operation after the recording ran again: the rest of three seasons.
      expect(preview.replayed).toBe(entriesBefore.n - preview.entry.journalId);
      // The preview wrote nothing.
      expect(compareFiles(before, wrong.session.league.sqlite)).toEqual([]);
      // In words: the match's result, season 1's table, each traced to an operation.
      const results = preview.changes.filter((c) => c.area === 'results');
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((c) => c.cause !== null)).toBe(true);
      expect(results.some((c) => c.cause?.journalId === preview.entry.journalId)).toBe(true);
      // Season 1's table where the ruleset keeps one (the hex RPG keeps none).
      const table = preview.changes.filter((c) => c.area === 'standings' && c.subject.startsWith('Season 1: '));
      if (recipe.expect.standings) expect(table.map((c) => c.words).join(' ')).toMatch(/points/);
      else expect(preview.changes.filter((c) => c.area === 'standings')).toEqual([]);
      const careers = preview.changes.filter((c) => c.area === 'careers');
      expect(careers.length).toBe(recipe.expect.careers.count);
      for (const c of careers) expect(c.words).toMatch(recipe.expect.careers.words);
      // The dice the league rolled, by operation: those the replay rolls again from the log.
      expect(wrong.session.league.sqlite.prepare(`SELECT DISTINCT op FROM dice_log ORDER BY op`).pluck().all()).toEqual(recipe.expect.rolls);
      recipe.expect.dice(preview.dice);

      const report: CorrectionReport = await wrong.ok('match.correct', { matchId, result });
      expect(report.changes).toEqual(preview.changes);
      const summary = wrong.session.league.sqlite.prepare(`SELECT op, summary FROM journal WHERE id = ?`).get(report.journalId);
      expect(summary).toMatchObject({ op: 'match.correct', summary: expect.stringMatching(/^Corrected the result of match 1 \(was: /) });

      // The corrected league is the one built from scratch with the right result: every table, every row, every
      // cell, but the journal's own row of the correction (the recording keeps its first input and words).
      expect(compareFiles(wrong.session.league.sqlite, right.session.league.sqlite, { correctedBefore: report.journalId })).toEqual([
        { table: 'journal', key: report.journalId, column: '*', stored: expect.any(String), replayed: null },
      ]);
      // Check league folds the corrected history.
      const check: JournalCheck = await wrong.ok('league.verify', {});
      expect({ notReplayed: check.notReplayed, dice: check.dice, differences: check.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });

      // One undo: the file as it was before, table by table.
      await wrong.ok('journal.undo', {});
      expect(compareFiles(before, wrong.session.league.sqlite)).toEqual([]);
      before.close();
      wrong.session.close();
      right.session.close();
    });
  });
}

describe('a league whose dice log keeps no journal ids (written before migration 0031)', () => {
  it('finds each entry’s rolls by its undo inverses: the same preview, and Check league still folds it', async () => {
    const t = await leagueWithTeams(tempDir(), DIRTY_WHEELS);
    const matchId = await playSeasons(t, DIRTY_WHEELS, 3, 0);
    const match = await t.ok('match.get', { matchId });
    const result = { teams: DIRTY_WHEELS.result([match.teams[0].franchiseId, match.teams[1].franchiseId], 1, 0) };
    const withIds: CorrectionPreview = await t.ok('match.previewCorrection', { matchId, result });
    const sql = t.session.league.sqlite;
    // Season 1 closed without a roll, seasons 2 and 3 rolled off: by batch order alone season 1 would take season 2's.
    expect(sql.prepare(`SELECT count(DISTINCT batch) AS n FROM dice_log`).get()).toEqual({ n: 2 });
    sql.prepare(`UPDATE dice_log SET journal_id = NULL`).run();
    const without: CorrectionPreview = await t.ok('match.previewCorrection', { matchId, result });
    expect(without).toEqual(withIds);
    expect(without.dice).toEqual([]);
    const check: JournalCheck = await t.ok('league.verify', {});
    expect({ dice: check.dice, differences: check.differences }).toEqual({ dice: [], differences: [] });
    t.session.close();
  });
});

describe('a correction that a later operation no longer fits stops, and says what to choose', () => {
  for (const recipe of [DIRTY_WHEELS, BATTLECARS]) {
    it(`${recipe.ruleset}: a Swiss round paired by the wrong result, its game recorded: correcting round 1 re-pairs round 2, whose recorded game names the old pairs; nothing is written`, async () => {
      const dir = tempDir();
      const t = await leagueWithTeams(dir, recipe);
      const round1 = (await t.ok('schedule.generate', { format: 'swiss', track: 'Pit' })) as { id: number; teams: { franchiseId: number }[] }[];
      for (const m of round1)
        await t.ok('match.recordOutcome', { matchId: m.id, teams: recipe.result([m.teams[0]!.franchiseId, m.teams[1]!.franchiseId], 0, 1) });
      const round2 = (await t.ok('schedule.generate', { format: 'swiss', track: 'Pit' })) as { id: number; teams: { franchiseId: number }[] }[];
      const [game] = round2;
      await t.ok('match.recordOutcome', { matchId: game!.id, teams: recipe.result([game!.teams[0]!.franchiseId, game!.teams[1]!.franchiseId], 0, 0) });
      const recorded = t.session.league.sqlite.prepare(`SELECT id, summary FROM journal ORDER BY id DESC LIMIT 1`).get() as { id: number; summary: string };
      const before = snapshot(t, path.join(dir, 'before.league'));

      const first = round1[0]!;
      const result = { teams: recipe.result([first.teams[0]!.franchiseId, first.teams[1]!.franchiseId], 1, 1) };
      const preview: CorrectionPreview = await t.ok('match.previewCorrection', { matchId: first.id, result });
      expect(preview.stopped).toMatchObject({ journalId: recorded.id, op: 'match.recordOutcome', summary: recorded.summary });
      expect(preview.stopped!.reason.length).toBeGreaterThan(0);
      expect(preview.stopped!.choice).toMatch(/correct the result differently/);
      expect(preview.stopped!.choice).toMatch(/undo back to before it \(1 operation from the last\)/);
      expect(preview.changes).toEqual([]);

      const commit = await t.call('match.correct', { matchId: first.id, result });
      expect(commit.ok).toBe(false);
      if (!commit.ok) expect(commit.error.message).toMatch(/^Nothing was changed: .* is refused on the corrected league/);
      expect(compareFiles(before, t.session.league.sqlite)).toEqual([]);
      before.close();
      t.session.close();
    });
  }

  it('bad input is refused in words and changes nothing: a match not recorded, a result its channel refuses, the same result', async () => {
    const dir = tempDir();
    const t = await leagueWithTeams(dir, DIRTY_WHEELS);
    const [m1, m2] = (await t.ok('schedule.generate', { format: 'round-robin', track: 'Pit' })) as { id: number; teams: { franchiseId: number }[] }[];
    const pair = [m1!.teams[0]!.franchiseId, m1!.teams[1]!.franchiseId] as const;
    const recorded = DIRTY_WHEELS.result(pair, 0, 1);
    await t.ok('match.recordOutcome', { matchId: m1!.id, teams: recorded });
    const before = snapshot(t, path.join(dir, 'before.league'));
    const refused = async (input: object, words: RegExp) => {
      const r = await t.call('match.correct', input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(words);
    };
    await refused({ matchId: m2!.id, result: { teams: recorded } }, /Match 2 has no recorded result in the league's journal to correct/);
    await refused({ matchId: 999, result: { teams: recorded } }, /There is no match with id 999/);
    await refused({ matchId: m1!.id, result: { teams: [{ franchiseId: pair[0], outcome: 'victory', stats: {} }] } }, /not a result match\.recordOutcome takes/);
    await refused({ matchId: m1!.id, result: { teams: recorded } }, /is the one recorded: there is nothing to correct/);
    expect(compareFiles(before, t.session.league.sqlite)).toEqual([]);
    before.close();
    t.session.close();
  });
});
