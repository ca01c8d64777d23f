/**
 * Two league files compared table by table, row by row (by rowid: every table's key, no AUTOINCREMENT, so a replay
 * that made the same rows in the same order gave them the same ids), cell by cell.
 */
import type Database from 'better-sqlite3';

/** One cell that differs; a row only one side has is `column: '*'` with the whole row (JSON) on its side and null on the other. */
export interface FileDifference {
  table: string;
  key: number;
  column: string;
  stored: unknown;
  replayed: unknown;
}

/**
 * What is not compared, and why: bookkeeping that is by nature different in a file made again, never the league's state.
 * Kept as data so the report can say it (`league.verify` answers it, docs/replay.md lists it).
 */
export const IGNORED_TABLES: Readonly<Record<string, string>> = {
  undo_log: 'the inverse SQL of the last operations: it quotes the rows with their created_at, and keeps only the last 200',
  journal_inserts: "which rows each operation inserted, kept for a later correction's pairing of ids: read from the undo log, which a replay does not keep",
  _migrations: "the file's migration ledger: when and from which version this file was upgraded, not the league",
};

export const IGNORED_COLUMNS: Readonly<Record<string, string>> = {
  created_at: 'the wall clock when a row was written (every table that has it)',
  'journal.at': 'the wall clock when an operation ran',
  'league.uid': "the file's own random id, new for every league file made (a replay is another file)",
};

/**
 * Columns a row written before a migration added them has empty (null) where a replay fills them in: compared only
 * where the stored row has a value. `dice_log.journal_id` (migration 0031): whose roll each is.
 */
const NOT_KEPT_YET: Readonly<Record<string, string>> = { journal_id: 'dice_log' };

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

function tables(db: Database.Database): string[] {
  return (db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map(
    (r) => r.name,
  );
}

function columns(db: Database.Database, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
}

function ignored(table: string, column: string): boolean {
  return column in IGNORED_COLUMNS || `${table}.${column}` in IGNORED_COLUMNS;
}

/** Rows keyed by rowid; `where` narrows a table (the journal's redoable entries are not state yet). */
function rows(db: Database.Database, table: string, where: string): Map<number, Record<string, unknown>> {
  const out = new Map<number, Record<string, unknown>>();
  for (const r of db.prepare(`SELECT rowid AS __key, * FROM ${q(table)} ${where} ORDER BY rowid`).all() as Record<string, unknown>[]) {
    const { __key, ...row } = r;
    out.set(Number(__key), row);
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || (a instanceof Buffer && b instanceof Buffer && a.equals(b));

export interface CompareOptions {
  /**
   * The id of the last committed correction's entry: the journal rows before it keep the input and words they were
   * first recorded with (the Activity list is what happened), while the replay ran the corrected history; only their
   * op and state are compared.
   */
  correctedBefore?: number | null;
}

/** Columns of a journal row a correction leaves as first recorded (see CompareOptions). */
const CORRECTED_JOURNAL_COLUMNS = new Set(['input', 'summary']);

/** Every difference between the stored file and the replayed one, table by table in name order, rows by key. */
export function compareFiles(stored: Database.Database, replayed: Database.Database, options: CompareOptions = {}): FileDifference[] {
  const correctedBefore = options.correctedBefore ?? null;
  const diffs: FileDifference[] = [];
  const all = [...new Set([...tables(stored), ...tables(replayed)])].filter((t) => !(t in IGNORED_TABLES)).sort();
  for (const table of all) {
    // Undone entries are redoable, not part of the file's state: the replay skips them, so the check does too.
    const where = table === 'journal' ? `WHERE state = 'done'` : '';
    const storedRows = tables(stored).includes(table) ? rows(stored, table, where) : new Map();
    const replayedRows = tables(replayed).includes(table) ? rows(replayed, table, where) : new Map();
    const cols = columns(tables(stored).includes(table) ? stored : replayed, table).filter((c) => !ignored(table, c));
    const keys = [...new Set([...storedRows.keys(), ...replayedRows.keys()])].sort((a, b) => a - b);
    for (const key of keys) {
      const s = storedRows.get(key);
      const r = replayedRows.get(key);
      if (!s || !r) {
        const whole = (row: Record<string, unknown> | undefined) => (row ? JSON.stringify(Object.fromEntries(cols.map((c) => [c, row[c]]))) : null);
        diffs.push({ table, key, column: '*', stored: whole(s), replayed: whole(r) });
        continue;
      }
      const asRecorded = table === 'journal' && correctedBefore !== null && key < correctedBefore;
      const skip = (c: string) => (asRecorded && CORRECTED_JOURNAL_COLUMNS.has(c)) || (NOT_KEPT_YET[c] === table && s[c] === null);
      for (const c of cols) if (!skip(c) && !same(s[c], r[c])) diffs.push({ table, key, column: c, stored: s[c], replayed: r[c] });
    }
  }
  return diffs;
}
