/**
 * Correcting a Dethmetal result (issue 27) through its own post-match input (`match.record`): issue 11's season of three
 * races (tiedSeason's points, seed 77) with the first race's points recorded wrong, then corrected: the preview names
 * the money and the people it changes, the commit is folded by Check league, and undo restores the file exactly. And
 * the stop and ask: a car bought with prize money the corrected result does not pay stops the correction.
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
import { machinegunCar } from '../support/pageApi';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function season(dir: string, first: number[]) {
  // tiedSeason with the first race's points given.
  const { session, call, invoke } = league(dir);
  session.create('Spring League');
  await call('league.updateSettings', { seed: 77 });
  const ids = await foundAll(call, FOUR_TEAMS, 1);
  const matchId = await playOneCarEach(call, invoke, ids, 'Track 1', first);
  await playOneCarEach(call, invoke, ids, 'Track 2', [10, 14, 7, 8]);
  await playOneCarEach(call, invoke, ids, 'Track 3', [11, 10, 13, 8]);
  return { session, call, matchId };
}

function league(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const invoke: Invoke = async (channel, payload) => (await dispatch(channel as never, payload as never)) as never;
  const call: Call = async (channel, payload) => {
    const r = await invoke(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as never;
  };
  return { session, call, invoke };
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

/** A 60-DP car with a Heavy AT Rifle in a heavy front mount (Part VI › Price lists: 100k the car, 55k the rifle). */
const atCar = (name: string) => ({ ...machinegunCar(name), mounts: [{ type: 'heavy', arc: 'fixed', facing: 'front', weapon: 'Heavy AT Rifle' }] });
/** The same with a Heavy Recoilless Gun in a heavy rear mount and less armour to stay in 60 DP: 205k with its stores items. */
const dearCar = (name: string) => ({
  ...atCar(name),
  armor: { front: 4, back: 4, left: 4, right: 4 },
  mounts: [...atCar(name).mounts, { type: 'heavy', arc: 'fixed', facing: 'rear', weapon: 'Heavy Recoilless Gun' }],
});

describe('a correction that takes away the money a later purchase was made with (Part VI › Price lists; the garage)', () => {
  it('stops at the purchase with the garage’s words and the choice, and writes nothing; Commit refuses the same', async () => {
    const dir = tempDir();
    const { session, call, invoke } = league(dir);
    session.create('Spring League');
    await call('league.updateSettings', { seed: 77 });
    // The Reapers found with four rifle cars (4 × 155k of their 700k: 80k left), the others as usual.
    const reapers = await call<{ franchise: { id: number } }>('franchise.found', {
      name: FOUR_TEAMS[0]![0],
      colour: FOUR_TEAMS[0]![1],
      owner: '',
      competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} Rust` })),
      mechanicRating: 1,
      vehicles: [1, 2, 3, 4].map((i) => ({ design: atCar(`Rust ${i}`) })),
    });
    const ids = [reapers.franchise.id, ...(await foundAll(call, FOUR_TEAMS.slice(1), 1))];
    const cash = () => (session.league.sqlite.prepare(`SELECT cash FROM dethmetal_franchises WHERE franchise_id = ?`).get(ids[0]) as { cash: number }).cash;
    expect(cash()).toBe(80);
    // Recorded wrong: the Reapers' driver scored 12 (the race's prize: 210k in the bank), bought a 205k car with it.
    const matchId = await playOneCarEach(call, invoke, ids, 'Track 1', [12, 11, 5, 9]);
    expect(cash()).toBe(210);
    await call('garage.buy', { franchiseId: ids[0], design: dearCar('Dear') });
    await playOneCarEach(call, invoke, ids, 'Track 2', [10, 14, 7, 8]);

    const sql = session.league.sqlite;
    const recorded = sql.prepare(`SELECT input FROM journal WHERE op = 'match.record' ORDER BY id LIMIT 1`).get() as { input: string };
    const input = JSON.parse(recorded.input) as { teams: { competitors: { points: number }[] }[] };
    // The right points: 5 (a smaller share of the prize pot: 190k in the bank after the race), 12 to the Coyotes.
    input.teams[0]!.competitors[0]!.points = 5;
    input.teams[2]!.competitors[0]!.points = 12;
    const purchase = sql.prepare(`SELECT id, summary FROM journal WHERE op = 'garage.buy'`).get() as { id: number; summary: string };
    const later = (sql.prepare(`SELECT count(*) AS n FROM journal WHERE id >= ?`).get(purchase.id) as { n: number }).n;
    const before = path.join(tempDir(), 'before.league');
    sql.prepare('VACUUM INTO ?').run(before);

    const preview: CorrectionPreview = await call('match.previewCorrection', { matchId, result: input });
    expect(preview.stopped).toEqual({
      journalId: purchase.id,
      op: 'garage.buy',
      summary: purchase.summary,
      reason: 'Rust Belt Reapers has 190k in the bank; this costs 205k.',
      choice: `“${purchase.summary}” (#${purchase.id}) no longer holds once match 1's result is corrected. Either correct the result differently so that it still holds, or undo back to before it (${later} operations from the last), record match 1 again and redo by hand what still applies.`,
    });
    expect(preview.changes).toEqual([]);
    const refused = await invoke('match.correct', { matchId, result: input });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('Rust Belt Reapers has 190k in the bank; this costs 205k.');
    const Database = (await import('better-sqlite3')).default;
    const old = new Database(before, { readonly: true });
    expect(compareFiles(old, sql)).toEqual([]);
    old.close();
    session.close();
  });
});
