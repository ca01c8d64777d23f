import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { renameLeague } from '../../src-main/services/league';
import { UNDO_DEPTH } from '../../src-main/services/operation';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function boot() {
  const session = new AppSession({ dataDir: tempDir() });
  session.openStartupLeague();
  return { session, dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) };
}

describe('undo and redo', () => {
  it('undo restores the exact logical state, in reverse order; redo re-applies', async () => {
    const { session, dispatch } = await boot();
    const s0 = canonicalDump(session.league.sqlite);
    await dispatch('franchise.add', { name: 'One', colour: '#111111' });
    const s1 = canonicalDump(session.league.sqlite);
    await dispatch('league.rename', { name: 'Renamed' });
    const s2 = canonicalDump(session.league.sqlite);
    expect(s2).not.toBe(s1);

    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true, value: { op: 'league.rename', state: 'undone' } });
    expect(canonicalDump(session.league.sqlite)).toBe(s1);
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true, value: { op: 'franchise.add' } });
    expect(canonicalDump(session.league.sqlite)).toBe(s0);
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'There is nothing to undo.' } });

    await dispatch('journal.redo', {});
    expect(canonicalDump(session.league.sqlite)).toBe(s1);
    await dispatch('journal.redo', {});
    expect(canonicalDump(session.league.sqlite)).toBe(s2);
    session.close();
  });

  it('a new operation after an undo drops the redo history', async () => {
    const { session, dispatch } = await boot();
    await dispatch('franchise.add', { name: 'One', colour: '#111111' });
    await dispatch('journal.undo', {});
    await dispatch('franchise.add', { name: 'Two', colour: '#222222' });
    expect(await dispatch('journal.redo', {})).toMatchObject({ ok: false, error: { message: 'There is nothing to redo.' } });
    const journal = await dispatch('journal.recent', {});
    expect(journal.ok && journal.value.map((j) => j.summary)).toEqual(['Added the franchise “Two”']);
    session.close();
  });

  it('undo survives closing and reopening the file (the undo log is in the league)', async () => {
    const { session, dispatch } = await boot();
    const s0 = canonicalDump(session.league.sqlite);
    await dispatch('franchise.add', { name: 'Persisted', colour: '#333333' });
    const file = session.league.path;
    session.close();
    const again = new AppSession({ dataDir: session.options.dataDir });
    again.open(file);
    const d2 = createDispatcher({ session: again, hooks: { shell: 'browser', version: 'test' } }, () => {});
    expect(await d2('journal.undo', {})).toMatchObject({ ok: true });
    expect(canonicalDump(again.league.sqlite)).toBe(s0);
    again.close();
  });

  it(`keeps the statements of the newest ${UNDO_DEPTH} operations and no more; the oldest of them still undoes`, async () => {
    const { session, dispatch } = await boot();
    const { sqlite } = session.league;
    for (let i = 1; i <= UNDO_DEPTH + 3; i++) renameLeague(session.league, { name: `League ${i}` });
    const ids = (sqlite.prepare(`SELECT id FROM journal ORDER BY id DESC LIMIT ?`).all(UNDO_DEPTH) as { id: number }[]).map((r) => r.id);
    const logged = (sqlite.prepare(`SELECT DISTINCT journal_id AS id FROM undo_log ORDER BY id DESC`).all() as { id: number }[]).map((r) => r.id);
    expect(logged).toEqual(ids);
    for (let i = 0; i < UNDO_DEPTH; i++) expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true });
    expect(sqlite.prepare(`SELECT name FROM league`).get()).toEqual({ name: 'League 3' });
    session.close();
  });

  it('finds the undone entries, an entry’s statements and a person’s events of a kind by index, not by a scan of the league’s whole history', async () => {
    const { session } = await boot();
    const plan = (sql: string, ...args: unknown[]) =>
      (session.league.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail).join('; ');
    for (const sql of [
      `DELETE FROM journal WHERE state = 'undone'`,
      `SELECT id FROM journal WHERE state = 'undone' ORDER BY id ASC LIMIT 1`,
      `SELECT id, statement FROM undo_log WHERE journal_id = 1 AND direction = 'undo' ORDER BY id DESC`,
    ])
      expect(plan(sql), sql).not.toMatch(/SCAN (journal|undo_log)\b(?! USING)/);
    // The trim: the log by its index from the oldest entry kept, found by reading the journal newest first (it stops
    // at the UNDO_DEPTH-th row: SQLite's plan says SCAN for a walk in rowid order with a LIMIT).
    const trim = `DELETE FROM undo_log WHERE journal_id < (SELECT id FROM journal WHERE state = 'done' ORDER BY id DESC LIMIT 1 OFFSET ?)`;
    expect(plan(trim, UNDO_DEPTH - 1)).toMatch(/^SEARCH undo_log USING (COVERING )?INDEX undo_log_journal \(journal_id<\?\)/);
    // Whether a person has an event of a kind (the hex RPG's death, services/hexrpg/careers.ts): not all his events read.
    expect(plan(`SELECT 1 FROM career_events e WHERE e.competitor_id = 1 AND e.kind = 'hexrpg-died'`)).toMatch(
      /SEARCH e USING (COVERING )?INDEX career_events_competitor_kind \(competitor_id=\? AND kind=\?\)/,
    );
    session.close();
  });
});
