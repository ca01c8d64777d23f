/**
 * The replay's scratch connection (services/league/replay/scratch.ts, issue 27's speed) on a real league file: no
 * durability, no undo capture but each row's last writer, one outer transaction in which an operation still rolls back
 * alone, and statements prepared once that behave as freshly prepared ones.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { capturing } from '../../src-main/db/undoTriggers';
import { replayWriters, scratch } from '../../src-main/services/league/replay/scratch';
import { runOperation } from '../../src-main/services/operation';
import { createLeagueFile } from '../../src-main/services/league';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function scratchLeague() {
  const file = path.join(tempDir(), 'scratch.league');
  createLeagueFile(file, 'Scratch', { ruleset: 'dirtywheels', seed: 1 }).close();
  const conn = openLeagueFile(file);
  scratch(conn.sqlite);
  return conn;
}

const addFranchise = (conn: ReturnType<typeof scratchLeague>, name: string) =>
  runOperation(conn, 'franchise.add', { name }, () => {
    const id = Number(conn.sqlite.prepare(`INSERT INTO franchises (name, colour, owner) VALUES (?, '#000000', '')`).run(name).lastInsertRowid);
    return { value: id, summary: `Added ${name}` };
  });

describe('the replay scratch connection', () => {
  it('syncs nothing, writes no undo log, and keeps the entry that last wrote each row', () => {
    const conn = scratchLeague();
    try {
      expect(conn.sqlite.pragma('journal_mode', { simple: true })).toBe('memory');
      expect(conn.sqlite.pragma('synchronous', { simple: true })).toBe(0);
      const a = addFranchise(conn, 'Alpha');
      const b = addFranchise(conn, 'Bravo');
      runOperation(conn, 'franchise.rename', {}, () => {
        conn.sqlite.prepare(`UPDATE franchises SET name = 'Alpha Two' WHERE id = ?`).run(a);
        return { value: null, summary: 'Renamed' };
      });
      const journal = conn.sqlite.prepare(`SELECT id FROM journal ORDER BY id`).all() as { id: number }[];
      expect(journal).toHaveLength(3);
      expect((conn.sqlite.prepare(`SELECT count(*) AS n FROM undo_log`).get() as { n: number }).n).toBe(0);
      const writers = replayWriters(conn.sqlite);
      // Alpha last written by the rename (the third entry), Bravo by its own addition (the second).
      expect(writers.get(`franchises#${a}`)).toBe(journal[2]!.id);
      expect(writers.get(`franchises#${b}`)).toBe(journal[1]!.id);
    } finally {
      conn.close();
    }
  });

  it('runs inside one outer transaction, where a refused operation rolls back alone and the others stay', () => {
    const conn = scratchLeague();
    try {
      expect(conn.sqlite.inTransaction).toBe(true);
      addFranchise(conn, 'Alpha');
      expect(() =>
        runOperation(conn, 'franchise.add', {}, () => {
          conn.sqlite.prepare(`INSERT INTO franchises (name, colour, owner) VALUES ('Gone', '#000000', '')`).run();
          throw new Error('refused');
        }),
      ).toThrow('refused');
      addFranchise(conn, 'Charlie');
      const names = (conn.sqlite.prepare(`SELECT name FROM franchises ORDER BY id`).all() as { name: string }[]).map((r) => r.name);
      expect(names).toEqual(['Alpha', 'Charlie']);
      expect((conn.sqlite.prepare(`SELECT count(*) AS n FROM journal`).get() as { n: number }).n).toBe(2);
      expect(conn.sqlite.inTransaction).toBe(true);
    } finally {
      conn.close();
    }
  });

  it('hands the same SQL its prepared statement, reset to the default modes; one still stepping is not shared', () => {
    const conn = scratchLeague();
    try {
      addFranchise(conn, 'Alpha');
      addFranchise(conn, 'Bravo');
      const sql = `SELECT id, name FROM franchises ORDER BY id`;
      const first = conn.sqlite.prepare(sql);
      expect(first.raw().all()).toEqual([
        [1, 'Alpha'],
        [2, 'Bravo'],
      ]);
      const again = conn.sqlite.prepare(sql);
      expect(again).toBe(first);
      // Drizzle left it raw: the next user asked for rows as objects and gets objects.
      expect(again.get()).toEqual({ id: 1, name: 'Alpha' });
      expect(conn.sqlite.prepare(sql).pluck().all()).toEqual([1, 2]);
      expect(conn.sqlite.prepare(sql).all()).toEqual([
        { id: 1, name: 'Alpha' },
        { id: 2, name: 'Bravo' },
      ]);
      // While an iterator steps the cached statement, the same SQL gets a statement of its own.
      const iterator = first.iterate();
      iterator.next();
      const other = conn.sqlite.prepare(sql);
      expect(other).not.toBe(first);
      expect(other.all()).toHaveLength(2);
      iterator.return?.();
      expect(conn.sqlite.prepare(sql)).toBe(first);
    } finally {
      conn.close();
    }
  });
});

describe('capturing on the scratch connection', () => {
  it('names the entry for the writers as the undo log would', () => {
    const conn = scratchLeague();
    try {
      capturing(conn.sqlite, 41, 'undo', () => conn.sqlite.prepare(`INSERT INTO franchises (name, colour, owner) VALUES ('Delta', '#000000', '')`).run());
      expect([...replayWriters(conn.sqlite)]).toEqual([['franchises#1', 41]]);
    } finally {
      conn.close();
    }
  });
});
