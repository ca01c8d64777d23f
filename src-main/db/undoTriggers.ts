/**
 * Automatic undo/redo (the technique from sqlite.org's "Automatic Undo/Redo Using SQLite"): temporary
 * triggers on every league table write the inverse SQL of each change into undo_log while an operation
 * runs. They are TEMP, so they live in this connection only and never in the file.
 */
import type Database from 'better-sqlite3';
import { cachedStatement } from './statements';

/** Tables whose changes are part of the league's logical state (everything but bookkeeping). */
const UNTRACKED = new Set(['journal', 'undo_log', 'journal_inserts', '_migrations', 'sqlite_sequence']);

export function trackedTables(sqlite: Database.Database): string[] {
  const rows = sqlite.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[];
  return rows.map((r) => r.name).filter((n) => !UNTRACKED.has(n));
}

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

export function installUndoTriggers(sqlite: Database.Database): void {
  sqlite.exec(`CREATE TEMP TABLE IF NOT EXISTS undo_capture (journal_id INTEGER, direction TEXT)`);
  for (const table of trackedTables(sqlite)) {
    const cols = (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
    const t = q(table);
    const capture = (statementExpr: string) =>
      `INSERT INTO main.undo_log (journal_id, direction, statement) SELECT journal_id, direction, ${statementExpr} FROM temp.undo_capture;`;
    const insertInverse = `'DELETE FROM ${t.replaceAll("'", "''")} WHERE rowid = ' || new.rowid`;
    const updateInverse = `'UPDATE ${t.replaceAll("'", "''")} SET ' || ${cols.map((c) => `'${q(c).replaceAll("'", "''")} = ' || quote(old.${q(c)})`).join(` || ', ' || `)} || ' WHERE rowid = ' || old.rowid`;
    const deleteInverse = `'INSERT INTO ${t.replaceAll("'", "''")} (rowid, ${cols.map((c) => q(c).replaceAll("'", "''")).join(', ')}) VALUES (' || old.rowid || ', ' || ${cols.map((c) => `quote(old.${q(c)})`).join(` || ', ' || `)} || ')'`;
    sqlite.exec(`
      DROP TRIGGER IF EXISTS temp.${q(`undo_${table}_insert`)};
      DROP TRIGGER IF EXISTS temp.${q(`undo_${table}_update`)};
      DROP TRIGGER IF EXISTS temp.${q(`undo_${table}_delete`)};
      CREATE TEMP TRIGGER ${q(`undo_${table}_insert`)} AFTER INSERT ON main.${t} BEGIN ${capture(insertInverse)} END;
      CREATE TEMP TRIGGER ${q(`undo_${table}_update`)} AFTER UPDATE ON main.${t} BEGIN ${capture(updateInverse)} END;
      CREATE TEMP TRIGGER ${q(`undo_${table}_delete`)} BEFORE DELETE ON main.${t} BEGIN ${capture(deleteInverse)} END;
    `);
  }
}

/**
 * Removes this connection's undo triggers: they name the columns of the schema they were made for, and SQLite refuses
 * to drop a column a trigger reads (an import migrating the rows it just wrote past a column move, leagueJson.ts).
 */
export function dropUndoTriggers(sqlite: Database.Database): void {
  const triggers = sqlite.prepare(`SELECT name FROM sqlite_temp_schema WHERE type = 'trigger' AND substr(name, 1, 5) = 'undo_'`).all() as { name: string }[];
  for (const { name } of triggers) sqlite.exec(`DROP TRIGGER temp.${q(name)}`);
}

/** While `fn` runs, every change to a tracked table records its inverse under (journalId, direction). */
export function capturing<T>(sqlite: Database.Database, journalId: number, direction: 'undo' | 'redo', fn: () => T): T {
  cachedStatement(sqlite, `INSERT INTO temp.undo_capture (journal_id, direction) VALUES (?, ?)`).run(journalId, direction);
  try {
    return fn();
  } finally {
    sqlite.exec(`DELETE FROM temp.undo_capture`);
  }
}
