/**
 * The raw baseline of a write: the league rows an operation changed (read back from its undo log), written again with
 * plain prepared statements in one transaction, with or without the league's undo capture. Shared by every bench that
 * puts an operation beside "raw SQLite" (the campaign's, each ruleset's recorded match).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { openLeagueFile, SYNCHRONOUS } from '../src-main/db/connection';
import { capturing } from '../src-main/db/undoTriggers';
import { type Figure, percentile, print } from './harness';

export type Change = { kind: 'insert' | 'update' | 'delete'; table: string; rowid: number };

/** The league rows an operation changed, from the inverse statements its undo log holds. */
export function changesOf(sqlite: Database.Database): Change[] {
  const journal = (sqlite.prepare(`SELECT max(id) AS id FROM journal WHERE state = 'done'`).get() as { id: number }).id;
  const rows = sqlite.prepare(`SELECT statement FROM undo_log WHERE journal_id = ? AND direction = 'undo' ORDER BY id`).all(journal) as { statement: string }[];
  return rows.map(({ statement }) => {
    const table = /^(?:DELETE FROM|UPDATE|INSERT INTO) "([^"]+)"/.exec(statement)![1]!;
    if (statement.startsWith('DELETE')) return { kind: 'insert' as const, table, rowid: Number(/rowid = (\d+)$/.exec(statement)![1]) };
    if (statement.startsWith('UPDATE')) return { kind: 'update' as const, table, rowid: Number(/rowid = (\d+)$/.exec(statement)![1]) };
    return { kind: 'delete' as const, table, rowid: Number(/VALUES \((\d+),/.exec(statement)![1]) };
  });
}

/**
 * The raw cost of writing the same rows: the after-image of each changed row, written with prepared statements in
 * one transaction on a plain connection (no undo triggers, no journal), then put back (untimed) for the next sample.
 */
export async function rawWriteCost(file: string, after: Database.Database, changes: Change[], n: number, withUndo = false): Promise<number[]> {
  const columns = new Map(
    [...new Set(changes.map((c) => c.table))].map((t) => [
      t,
      (after.prepare(`SELECT name FROM pragma_table_info(?)`).all(t) as { name: string }[]).map((c) => c.name),
    ]),
  );
  const cols = (t: string) => columns.get(t)!;
  const images = changes.map((c) => ({
    ...c,
    values: c.kind === 'delete' ? [] : Object.values(after.prepare(`SELECT * FROM "${c.table}" WHERE rowid = ?`).get(c.rowid) as object),
  }));
  // With `withUndo`, the same writes also record their inverse through the league's undo triggers (what any
  // operation pays for undo), to show how much of an operation's cost is the undo log itself.
  const conn = withUndo ? openLeagueFile(file) : null;
  const raw = conn ? conn.sqlite : new Database(file);
  raw.pragma('journal_mode = WAL');
  // The same durability as the app's own connections, so the ratio compares like with like.
  raw.pragma(`synchronous = ${SYNCHRONOUS}`);
  const journal = conn ? Number(raw.prepare(`INSERT INTO journal (op, summary, input) VALUES ('bench', '', '{}')`).run().lastInsertRowid) : 0;
  const before = new Map(
    images.map((c) => [`${c.table}:${c.rowid}`, raw.prepare(`SELECT * FROM "${c.table}" WHERE rowid = ?`).get(c.rowid) as object | undefined]),
  );
  const stmt = new Map<string, Database.Statement>();
  const prepared = (key: string, sql: string) => stmt.get(key) ?? stmt.set(key, raw.prepare(sql)).get(key)!;
  const writeRows = () => {
    for (const c of images) {
      const names = cols(c.table);
      if (c.kind === 'insert')
        prepared(
          `i:${c.table}`,
          `INSERT OR REPLACE INTO "${c.table}" (${names.map((x) => `"${x}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        ).run(...c.values);
      else if (c.kind === 'update')
        prepared(`u:${c.table}`, `UPDATE "${c.table}" SET ${names.map((x) => `"${x}" = ?`).join(', ')} WHERE rowid = ?`).run(...c.values, c.rowid);
      else prepared(`d:${c.table}`, `DELETE FROM "${c.table}" WHERE rowid = ?`).run(c.rowid);
    }
  };
  const write = raw.transaction(() => (conn ? capturing(raw, journal, 'undo', writeRows) : writeRows()));
  const restore = raw.transaction(() => {
    raw.prepare(`DELETE FROM undo_log WHERE journal_id = ?`).run(journal);
    for (const c of [...images].reverse()) {
      const old = before.get(`${c.table}:${c.rowid}`);
      raw.prepare(`DELETE FROM "${c.table}" WHERE rowid = ?`).run(c.rowid);
      if (old) {
        const names = Object.keys(old);
        raw
          .prepare(`INSERT INTO "${c.table}" (${names.map((x) => `"${x}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
          .run(...Object.values(old));
      }
    }
  });
  raw.pragma('foreign_keys = OFF');
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    write();
    times.push(performance.now() - t0);
    restore();
  }
  raw.close();
  return times.sort((a, b) => a - b);
}

/**
 * The write's p50 (its times sorted) beside raw writes of the rows it changed (its undo log), without and with the undo
 * capture, on the file as it was before the last write (undone, copied, redone).
 */
export async function againstRaw(
  name: string,
  times: number[],
  sqlite: Database.Database,
  call: (c: 'journal.undo' | 'journal.redo') => Promise<unknown>,
  dir: string,
): Promise<Figure[]> {
  const changes = changesOf(sqlite);
  const before = path.join(dir, `before-${changes.length}-${Date.now()}.league`);
  await call('journal.undo');
  await sqlite.backup(before);
  await call('journal.redo');
  const raw = percentile(await rawWriteCost(before, sqlite, changes, 50), 50);
  const rawUndo = percentile(await rawWriteCost(before, sqlite, changes, 50, true), 50);
  const p50 = percentile(times, 50);
  return [
    print({ name: `${name} (${changes.length} rows), p50`, value: p50, unit: 'ms' }),
    print({ name: '  vs raw SQLite writes of the same rows in one transaction, p50', value: raw, unit: 'ms' }),
    print({ name: '  ratio', value: p50 / raw, unit: 'x' }),
    print({ name: '  vs the same raw writes with the undo capture, p50', value: rawUndo, unit: 'ms' }),
    print({ name: '  ratio with undo capture (target ≤ 5×)', value: p50 / rawUndo, unit: 'x' }),
  ];
}
