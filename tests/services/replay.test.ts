/**
 * Issue 27's foundation, "a check that can fail": the journal folded from the league's creation, with the dice its
 * log kept, reproduces the file (league.verify, services/league/replay). Real league files built through the
 * dispatcher; a season with results in each ruleset, undo and redo in between; then a cell changed behind the
 * services' back is reported exactly, and an entry that cannot run again is reported in words.
 */
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import type { JournalCheck } from '../../src-shared/ipc/channels/verify';
import type { Call, Invoke } from '../support/leagueFiles';
import { tiedSeason } from '../support/leagueRecipes';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

/** A Dethmetal league through the dispatcher: issue 11's season of three races (tiedSeason), with an undo and a redo in it. */
async function dethmetalSeason(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const invoke: Invoke = async (channel, payload) => (await dispatch(channel as never, payload as never)) as never;
  const call: Call = async (channel, payload) => {
    const r = await invoke(channel, payload);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as never;
  };
  session.create('Spring League');
  await tiedSeason.build(call, invoke);
  return { session, call, sql: session.league.sqlite };
}

const verify = (call: Call) => call<JournalCheck>('league.verify', {});

function clean(r: JournalCheck) {
  expect({ notReplayed: r.notReplayed, dice: r.dice, differences: r.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });
  expect(r.reproduces).toBe(true);
}

describe('league.verify: the journal reproduces the file', () => {
  it('Dethmetal: a season of three races (pre-match rolls, post-match records), an undo and a redo, verifies clean; one changed cell is reported exactly', async () => {
    const { session, call, sql } = await dethmetalSeason(tempDir());
    // Undo the last result and redo it: the redone entry replays as it first ran (its dice back in the log).
    await call('journal.undo', {});
    await call('journal.redo', {});
    // A rolling operation undone at the end stays undone: redoable, not part of the file's state, skipped.
    const before = sql.prepare(`SELECT count(*) AS n FROM journal`).get() as { n: number };
    await call('schedule.add', { track: 'Track 4', surface: 'dirt', kind: 'arena', heats: 1 });
    await call('match.preMatch', { matchId: 4 });
    await call('journal.undo', {});
    const r = await verify(call);
    clean(r);
    expect(r.replayed).toBe(before.n + 1);
    expect(r.skipped).toBe(1);
    expect(r.creation).toMatchObject({ name: 'Spring League', ruleset: 'dethmetal' });
    expect(sql.prepare(`SELECT count(*) AS n FROM dice_log`).get()).not.toEqual({ n: 0 });

    // Behind the services' back: one competitor's name.
    const crash = sql.prepare(`SELECT id, name FROM competitors WHERE name = 'Crash Ash'`).get() as { id: number; name: string };
    sql.prepare(`UPDATE competitors SET name = 'Crash Ashes' WHERE id = ?`).run(crash.id);
    const tampered = await verify(call);
    expect(tampered.reproduces).toBe(false);
    expect(tampered.notReplayed).toEqual([]);
    expect(tampered.differences).toEqual([{ table: 'competitors', key: crash.id, column: 'name', stored: 'Crash Ashes', replayed: 'Crash Ash' }]);
    session.close();
  });

  it('Dirty Wheels: a game on the table (its shots rolled), the result, the season closed, a second game; undo and redo between; verifies clean, then one changed cell is reported', async () => {
    const t = await dwMatchLeague(tempDir());
    const hauler = (t.rows(`SELECT id FROM vehicles WHERE name = 'Hauler'`)[0] as { id: number }).id;
    const zip = (t.rows(`SELECT id FROM vehicles WHERE name = 'Zip'`)[0] as { id: number }).id;
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    for (let i = 0; i < 3; i++)
      await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 6 } });
    await t.ok('journal.undo', {});
    await t.ok('journal.redo', {});
    const [rats, dogs] = t.teams as [number, number];
    await t.ok('match.recordOutcome', {
      matchId: t.matchId,
      teams: [
        { franchiseId: rats, outcome: 'win', stats: { kills: 1 } },
        { franchiseId: dogs, outcome: 'loss', stats: { kills: 0 } },
      ],
    });
    await t.ok('season.close', {});
    const m2 = await t.ok('schedule.add', { track: 'Quarry', franchiseIds: [rats, dogs] });
    await t.ok('match.recordOutcome', {
      matchId: m2.id,
      teams: [
        { franchiseId: rats, outcome: 'draw', stats: { kills: 0 } },
        { franchiseId: dogs, outcome: 'draw', stats: { kills: 0 } },
      ],
    });
    const r: JournalCheck = await t.ok('league.verify', {});
    clean(r);
    expect(r.creation).toMatchObject({ name: 'Toy Box', ruleset: 'dirtywheels' });
    expect(t.rows(`SELECT DISTINCT op FROM dice_log ORDER BY op`)).toEqual([{ op: 'dwTable.initiative' }, { op: 'dwTable.shoot' }]);

    const key = (t.rows(`SELECT rowid AS k FROM match_teams WHERE match_id = ${m2.id} AND franchise_id = ${dogs}`)[0] as { k: number }).k;
    t.session.league.sqlite.prepare(`UPDATE match_teams SET outcome = 'win' WHERE rowid = ?`).run(key);
    const tampered: JournalCheck = await t.ok('league.verify', {});
    expect(tampered.differences).toEqual([{ table: 'match_teams', key, column: 'outcome', stored: 'win', replayed: 'draw' }]);
    t.session.close();
  });

  it('the dice come from the log, by purpose, not from the seed: a logged roll changed by hand is rolled again as logged', async () => {
    const t = await dwMatchLeague(tempDir());
    const hauler = (t.rows(`SELECT id FROM vehicles WHERE name = 'Hauler'`)[0] as { id: number }).id;
    const zip = (t.rows(`SELECT id FROM vehicles WHERE name = 'Zip'`)[0] as { id: number }).id;
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'shoot', shooter: hauler, weapon: 2, target: zip, distance: 6 } });
    const roll = t.rows(`SELECT id, raw, faces FROM dice_log WHERE notation = '1d6' ORDER BY id LIMIT 1`)[0] as { id: number; raw: number; faces: string };
    expect(roll).toBeDefined();
    const other = roll.raw === 6 ? 1 : roll.raw + 1;
    t.session.league.sqlite.prepare(`UPDATE dice_log SET raw = ?, value = ?, faces = ? WHERE id = ?`).run(other, other, `[${other}]`, roll.id);
    const r: JournalCheck = await t.ok('league.verify', {});
    // Re-seeded, the replay would roll the seed's die here; fed from the log, it rolls the changed one, and what the
    // roll decided is worked out again from it (the stored words still say the old die's); what followed from it
    // (a tie roll-off, the counter) differs too, and is reported.
    const atRoll = r.differences.filter((d) => d.table === 'dice_log' && d.key === roll.id);
    expect(atRoll.map((d) => d.column)).toEqual(['decided']);
    t.session.close();
  });

  it('an entry that cannot run again is reported in words, not crashed on; the rest still replays', async () => {
    const t = await dwMatchLeague(tempDir());
    const sql = t.session.league.sqlite;
    // One operation of no channel, one whose stored input the service now refuses.
    const unknown = Number(sql.prepare(`INSERT INTO journal (op, summary, input) VALUES ('garage.teleport', 'Teleported', '{}')`).run().lastInsertRowid);
    // An app channel's entry (an imported league's first) is never run again: it would write another file.
    const imported = Number(
      sql.prepare(`INSERT INTO journal (op, summary, input) VALUES ('import.league', 'Imported', '{"from":"x.json","path":"x.league"}')`).run().lastInsertRowid,
    );
    // The match scheduled last, its teams now naming one there is not (nothing after it depends on it).
    const refused = (sql.prepare(`SELECT id FROM journal WHERE op = 'schedule.add' ORDER BY id DESC LIMIT 1`).get() as { id: number }).id;
    sql.prepare(`UPDATE journal SET input = json_set(input, '$.franchiseIds[1]', 99) WHERE id = ?`).run(refused);
    const r: JournalCheck = await t.ok('league.verify', {});
    expect(r.reproduces).toBe(false);
    expect(r.notReplayed.map((e) => e.journalId)).toEqual([refused, unknown, imported]);
    expect(r.notReplayed.find((e) => e.journalId === unknown)).toEqual({
      journalId: unknown,
      op: 'garage.teleport',
      reason: '“garage.teleport” is no channel of this build: nothing can run it again.',
    });
    expect(r.notReplayed.find((e) => e.journalId === refused)?.reason).toMatch(/99/);
    expect(r.notReplayed.find((e) => e.journalId === imported)?.reason).toBe(
      'the league was imported from an export, which keeps no journal: what happened before the import cannot be replayed.',
    );
    // What did not replay shows in the files too: the match never scheduled, the season it opened (and the journal's own rows).
    expect([...new Set(r.differences.map((d) => d.table))].sort()).toEqual(['journal', 'match_teams', 'matches', 'seasons']);
    t.session.close();
  });
});
