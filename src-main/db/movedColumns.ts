/**
 * Columns a migration moved from a generic table into a ruleset's own table (issue 12), and the rewrite of the undo
 * log that goes with each move. The undo log holds SQL text written by the undo triggers (undoTriggers.ts) under the
 * old schema: `UPDATE "franchises" SET …, "cash" = 758, … WHERE rowid = 1` no longer runs once `cash` lives in
 * dethmetal_franchises. So right after the migration that copies the rows, every undo and redo statement naming the
 * generic table is split in two, the moved columns going to the ruleset's row with the same id, and Ctrl+Z of an
 * operation done before the move still restores everything it changed.
 */
import type Database from 'better-sqlite3';
import { rewriteDriverSeats, rewriteHeatCrews } from './crewMoves';

export interface ColumnMove {
  /** The generic table the columns left. */
  from: string;
  /** The ruleset's table they went to; its INTEGER PRIMARY KEY is the generic row's id (so its rowid is that id). */
  to: string;
  key: string;
  columns: readonly string[];
  /** Only a league of this ruleset got rows in `to`; any other league's values were unused defaults and are dropped. */
  ruleset: string;
}

/** The migration (by tag) after which each move's undo log rewrite runs: the one that copied the rows. */
export const COLUMN_MOVES: Readonly<Record<string, ColumnMove>> = {
  '0008_dethmetal_franchises_copy': {
    from: 'franchises',
    to: 'dethmetal_franchises',
    key: 'franchise_id',
    columns: ['cash', 'mechanic_rating', 'founded_season', 'expansion', 'cup_won_season', 'cup_bonus_due', 'party_season'],
    ruleset: 'dethmetal',
  },
  '0011_dethmetal_vehicles_copy': {
    from: 'vehicles',
    to: 'dethmetal_vehicles',
    key: 'vehicle_id',
    columns: ['budget', 'bonus_dp', 'criticals', 'damage', 'purchase_price'],
    ruleset: 'dethmetal',
  },
  '0014_dethmetal_competitors_copy': {
    from: 'competitors',
    to: 'dethmetal_competitors',
    key: 'competitor_id',
    columns: ['contracted', 'wage', 'wage_season'],
    ruleset: 'dethmetal',
  },
  '0017_dethmetal_matches_copy': {
    from: 'matches',
    to: 'dethmetal_matches',
    key: 'match_id',
    columns: ['surface', 'heats', 'pre_match', 'report'],
    ruleset: 'dethmetal',
  },
  '0020_dethmetal_match_teams_copy': {
    from: 'match_teams',
    to: 'dethmetal_match_teams',
    key: 'match_team_id',
    columns: ['points', 'prize', 'world_trade'],
    ruleset: 'dethmetal',
  },
};

/** A whole table a migration moved into a ruleset's own (issue 21): same columns, every row keeping its id. */
export interface TableMove {
  from: string;
  to: string;
}

/** Issue 21: the tables only Dethmetal has, out of the core schema (0025 copies them, 0026 drops the old ones). */
export const DETHMETAL_TABLE_MOVES: readonly TableMove[] = [
  { from: 'stores', to: 'dethmetal_stores' },
  { from: 'sponsors', to: 'dethmetal_sponsors' },
  { from: 'design_templates', to: 'dethmetal_design_templates' },
  { from: 'competitor_results', to: 'dethmetal_competitor_results' },
  { from: 'vehicle_results', to: 'dethmetal_vehicle_results' },
];

/**
 * Issue 21: Dethmetal's event kind (race or arena) leaves the core's matches for dethmetal_matches, whose rows already
 * exist (0016): the undo log's own statements on dethmetal_matches carry the row, so the kind joins them instead of
 * making rows of its own (rewriteIntoExistingRows).
 */
export const EVENT_KIND_MOVE: ColumnMove = { from: 'matches', to: 'dethmetal_matches', key: 'match_id', columns: ['kind'], ruleset: 'dethmetal' };

/** Every rewrite of the undo log, by the migration after which it runs. */
export type UndoRewrite =
  | { kind: 'columns'; move: ColumnMove }
  | { kind: 'columns-into-existing'; move: ColumnMove }
  | { kind: 'table'; move: TableMove }
  | { kind: 'heat-crews' }
  | { kind: 'driver-seats' };

export const UNDO_REWRITES: Readonly<Record<string, readonly UndoRewrite[]>> = {
  ...Object.fromEntries(Object.entries(COLUMN_MOVES).map(([tag, move]) => [tag, [{ kind: 'columns', move }]])),
  '0025_dethmetal_tables_copy': [
    ...DETHMETAL_TABLE_MOVES.map((move): UndoRewrite => ({ kind: 'table', move })),
    { kind: 'columns-into-existing', move: EVENT_KIND_MOVE },
  ],
  // Issue 21, generic entities: crews as core relations (0029 copies them; see crewMoves.ts).
  '0029_crew_copy': [{ kind: 'heat-crews' }, { kind: 'driver-seats' }],
};

/** One statement the triggers write: a deleted insert, a restored update, or a re-inserted delete. */
export type Statement =
  | { kind: 'delete'; table: string; rowid: string }
  | { kind: 'update'; table: string; rowid: string; set: [column: string, literal: string][] }
  | { kind: 'insert'; table: string; rowid: string; values: [column: string, literal: string][] };

// What quote() writes: NULL, a number, 'text' with '' for a quote, X'hex'.
const LITERAL = String.raw`NULL|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|'(?:[^']|'')*'|X'[0-9A-F]*'`;
const IDENT = '"(?:[^"]|"")+"';

export const unquote = (ident: string) => ident.slice(1, -1).replaceAll('""', '"');
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const compiled = new Map<string, RegExp>();
function sticky(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) compiled.set(pattern, (re = new RegExp(pattern, 'iy')));
  return re;
}

/** Reads the statements of one undo_log row (the triggers write one; a rewrite may have joined several with `; `). */
export function parseUndoStatements(text: string): Statement[] {
  const out: Statement[] = [];
  let at = 0;
  const take = (pattern: string): RegExpExecArray | null => {
    const re = sticky(pattern);
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) at = re.lastIndex;
    return m;
  };
  const pairs = (separator: string): string[] => {
    const items: string[] = [];
    do {
      const m = take(`(${LITERAL})`);
      if (!m) throw new Error(`unreadable value in undo statement: ${text.slice(0, 200)}`);
      items.push(m[1]!);
    } while (take(separator));
    return items;
  };
  while (at < text.length) {
    let m: RegExpExecArray | null;
    if ((m = take(`DELETE FROM (${IDENT}) WHERE rowid = (-?\\d+)`))) {
      out.push({ kind: 'delete', table: unquote(m[1]!), rowid: m[2]! });
    } else if ((m = take(`UPDATE (${IDENT}) SET `))) {
      const table = unquote(m[1]!);
      const set: [string, string][] = [];
      do {
        const col = take(`(${IDENT}) = (${LITERAL})`);
        if (!col) throw new Error(`unreadable assignment in undo statement: ${text.slice(0, 200)}`);
        set.push([unquote(col[1]!), col[2]!]);
      } while (take(', '));
      const where = take(' WHERE rowid = (-?\\d+)');
      if (!where) throw new Error(`undo statement without its row: ${text.slice(0, 200)}`);
      out.push({ kind: 'update', table, rowid: where[1]!, set });
    } else if ((m = take(`INSERT INTO (${IDENT}) \\(rowid, `))) {
      const table = unquote(m[1]!);
      const columns: string[] = [];
      do {
        const col = take(`(${IDENT})`);
        if (!col) throw new Error(`unreadable column in undo statement: ${text.slice(0, 200)}`);
        columns.push(unquote(col[1]!));
      } while (take(', '));
      if (!take('\\) VALUES \\(')) throw new Error(`undo statement without values: ${text.slice(0, 200)}`);
      const [rowid, ...values] = pairs(', ');
      if (!take('\\)') || values.length !== columns.length) throw new Error(`undo statement with unmatched values: ${text.slice(0, 200)}`);
      out.push({ kind: 'insert', table, rowid: rowid!, values: columns.map((c, i) => [c, values[i]!]) });
    } else {
      throw new Error(`unreadable undo statement: ${text.slice(0, 200)}`);
    }
    take(';\\s*');
  }
  return out;
}

export function writeUndoStatement(s: Statement): string {
  if (s.kind === 'delete') return `DELETE FROM ${quote(s.table)} WHERE rowid = ${s.rowid}`;
  if (s.kind === 'update') return `UPDATE ${quote(s.table)} SET ${s.set.map(([c, v]) => `${quote(c)} = ${v}`).join(', ')} WHERE rowid = ${s.rowid}`;
  return `INSERT INTO ${quote(s.table)} (rowid, ${s.values.map(([c]) => quote(c)).join(', ')}) VALUES (${s.rowid}, ${s.values.map(([, v]) => v).join(', ')})`;
}

/**
 * One statement on the generic table, split by the move: the generic part, and (when the league keeps the ruleset's
 * rows) the same change to the ruleset's row, ordered so a reference never points at a missing row (the ruleset's
 * row is deleted first and inserted last).
 */
function split(s: Statement, move: ColumnMove, keep: boolean): Statement[] {
  if (s.table !== move.from) return [s];
  const moved = (c: string) => move.columns.includes(c);
  if (s.kind === 'delete') return keep ? [{ kind: 'delete', table: move.to, rowid: s.rowid }, s] : [s];
  if (s.kind === 'update') {
    const own: Statement = { ...s, set: s.set.filter(([c]) => !moved(c)) };
    const theirs = s.set.filter(([c]) => moved(c));
    return keep && theirs.length ? [own, { kind: 'update', table: move.to, rowid: s.rowid, set: theirs }] : [own];
  }
  const own: Statement = { ...s, values: s.values.filter(([c]) => !moved(c)) };
  const theirs = s.values.filter(([c]) => moved(c));
  return keep ? [own, { kind: 'insert', table: move.to, rowid: s.rowid, values: [[move.key, s.rowid], ...theirs] }] : [own];
}

/** Rewrites every undo and redo statement naming the moved columns' table; run inside the migration's transaction. */
export function rewriteUndoLog(sqlite: Database.Database, move: ColumnMove): void {
  const exists = sqlite.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'undo_log'`).get();
  if (!exists) return;
  const ruleset = (sqlite.prepare(`SELECT ruleset FROM league WHERE id = 1`).get() as { ruleset: string } | undefined)?.ruleset;
  const keep = ruleset === move.ruleset;
  const rows = sqlite.prepare(`SELECT id, statement FROM undo_log WHERE instr(statement, ?) > 0`).all(quote(move.from)) as { id: number; statement: string }[];
  const update = sqlite.prepare(`UPDATE undo_log SET statement = ? WHERE id = ?`);
  for (const row of rows) {
    const statements = parseUndoStatements(row.statement);
    if (!statements.some((s) => s.table === move.from)) continue;
    update.run(
      statements
        .flatMap((s) => split(s, move, keep))
        .map(writeUndoStatement)
        .join('; '),
      row.id,
    );
  }
}

export const hasUndoLog = (sqlite: Database.Database) => !!sqlite.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'undo_log'`).get();

/** Rewrites every undo and redo statement naming a moved table to name its new one (same columns, same rowid). */
export function rewriteUndoLogTable(sqlite: Database.Database, move: TableMove): void {
  if (!hasUndoLog(sqlite)) return;
  const rows = sqlite.prepare(`SELECT id, statement FROM undo_log WHERE instr(statement, ?) > 0`).all(quote(move.from)) as { id: number; statement: string }[];
  const update = sqlite.prepare(`UPDATE undo_log SET statement = ? WHERE id = ?`);
  for (const row of rows) {
    const statements = parseUndoStatements(row.statement);
    if (!statements.some((s) => s.table === move.from)) continue;
    update.run(statements.map((s) => writeUndoStatement(s.table === move.from ? { ...s, table: move.to } : s)).join('; '), row.id);
  }
}

/**
 * Moves columns into a ruleset's table whose rows already exist and have undo statements of their own (the event kind
 * into dethmetal_matches). Within one operation's undo (or redo), the restored generic row's moved values join the
 * statement that restores the ruleset's row with the same id, instead of a second insert of that row; an update sets
 * them on the ruleset's row; a delete needs nothing (the ruleset's row has its own). In a league of another ruleset the
 * moved values were unused and are dropped.
 */
export function rewriteIntoExistingRows(sqlite: Database.Database, move: ColumnMove): void {
  if (!hasUndoLog(sqlite)) return;
  const ruleset = (sqlite.prepare(`SELECT ruleset FROM league WHERE id = 1`).get() as { ruleset: string } | undefined)?.ruleset;
  const keep = ruleset === move.ruleset;
  const moved = (c: string) => move.columns.includes(c);
  const rows = sqlite
    .prepare(`SELECT id, journal_id AS journalId, direction, statement FROM undo_log WHERE instr(statement, ?) > 0 OR instr(statement, ?) > 0 ORDER BY id`)
    .all(quote(move.from), quote(move.to)) as { id: number; journalId: number; direction: string; statement: string }[];
  const groups = new Map<string, { id: number; statements: Statement[]; changed: boolean }[]>();
  for (const row of rows) {
    const key = `${row.journalId} ${row.direction}`;
    const parsed = { id: row.id, statements: parseUndoStatements(row.statement), changed: false };
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(parsed);
  }
  const update = sqlite.prepare(`UPDATE undo_log SET statement = ? WHERE id = ?`);
  for (const group of groups.values()) {
    // The moved values of each generic row this operation's statements restore, by rowid.
    const restored = new Map<string, [string, string][]>();
    for (const row of group) {
      for (const s of row.statements)
        if (s.kind === 'insert' && s.table === move.from)
          restored.set(
            s.rowid,
            s.values.filter(([c]) => moved(c)),
          );
    }
    const joined = new Set<string>();
    for (const row of group) {
      row.statements = row.statements.flatMap((s): Statement[] => {
        if (s.table === move.to && s.kind === 'insert' && keep && restored.has(s.rowid)) {
          joined.add(s.rowid);
          row.changed = true;
          const have = new Set(s.values.map(([c]) => c));
          return [{ ...s, values: [...s.values, ...restored.get(s.rowid)!.filter(([c]) => !have.has(c))] }];
        }
        if (s.table !== move.from || s.kind === 'delete') return [s];
        row.changed = true;
        if (s.kind === 'update') {
          const theirs = s.set.filter(([c]) => moved(c));
          const own: Statement = { ...s, set: s.set.filter(([c]) => !moved(c)) };
          return keep && theirs.length ? [own, { kind: 'update', table: move.to, rowid: s.rowid, set: theirs }] : [own];
        }
        return [{ ...s, values: s.values.filter(([c]) => !moved(c)) }];
      });
    }
    // A generic row restored without its ruleset's row in the same operation (none in a league that always writes
    // both): the ruleset's row is made with the moved values, after the generic one.
    if (keep) {
      for (const row of group) {
        row.statements = row.statements.flatMap((s): Statement[] =>
          s.kind === 'insert' && s.table === move.from && !joined.has(s.rowid)
            ? [s, { kind: 'insert', table: move.to, rowid: s.rowid, values: [[move.key, s.rowid], ...restored.get(s.rowid)!] }]
            : [s],
        );
      }
    }
    for (const row of group) if (row.changed) update.run(row.statements.map(writeUndoStatement).join('; '), row.id);
  }
}

/** Runs one rewrite of the undo log, inside the migration's transaction. */
export function rewriteUndo(sqlite: Database.Database, rewrite: UndoRewrite): void {
  if (rewrite.kind === 'table') rewriteUndoLogTable(sqlite, rewrite.move);
  else if (rewrite.kind === 'columns') rewriteUndoLog(sqlite, rewrite.move);
  else if (rewrite.kind === 'columns-into-existing') rewriteIntoExistingRows(sqlite, rewrite.move);
  else if (rewrite.kind === 'heat-crews') rewriteHeatCrews(sqlite);
  else rewriteDriverSeats(sqlite);
}
