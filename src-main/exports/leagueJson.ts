/**
 * The whole league as one versioned JSON document, and back into a NEW league file. Generic over the schema: every
 * tracked table (undoTriggers.trackedTables) with its columns and rows in rowid order, plus the migration ledger the
 * rows were written under and a checksum. The format is documented in docs/export-format.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { safeRecord } from '../../src-shared/ipc/fields';
import { openLeagueFile, type LeagueConnection } from '../db/connection';
import { appliedMigrations, applyMigrations, loadMigrations, type Migration } from '../db/migrator';
import { renewLeagueUid } from '../db/leagueUid';
import { dropUndoTriggers, trackedTables } from '../db/undoTriggers';
import { depthProblem } from '../../src-shared/ipc/depth';
import { ServiceError } from '../services/errors';
import { describeViolation, leagueViolations, type Violation } from './leagueInvariants';

export const LEAGUE_EXPORT_FORMAT = 'pitwall-league-export';
/** Raised when the document's own shape changes (not when the league schema does: the ledger says that). */
export const LEAGUE_EXPORT_VERSION = 1;

/** A SQLite value in JSON: numbers, text and null as themselves; BLOBs and integers beyond 2^53 tagged. */
type Cell = number | string | null | { $blob: string } | { $int: string };

const cellSchema = z.union([
  z.number(),
  z.string(),
  z.null(),
  z.object({ $blob: z.string() }).strict(),
  z.object({ $int: z.string().regex(/^-?\d+$/) }).strict(),
]);

const documentSchema = z
  .object({
    format: z.literal(LEAGUE_EXPORT_FORMAT),
    formatVersion: z.literal(LEAGUE_EXPORT_VERSION),
    league: z.string(),
    migrations: z.array(z.object({ idx: z.number().int().min(0), tag: z.string(), hash: z.string() }).strict()),
    tables: safeRecord(z.string(), z.object({ columns: z.array(z.string()).min(1), rows: z.array(z.array(cellSchema)) }).strict()),
    checksum: z.string(),
  })
  .strict();

export type LeagueExportDocument = z.infer<typeof documentSchema>;

/** The column that carries the rowid when a table has no INTEGER PRIMARY KEY of its own to carry it. */
const ROWID = '$rowid';

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

function tableColumns(sqlite: Database.Database, table: string): { columns: string[]; rowidAlias: boolean } {
  const info = sqlite.prepare(`SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid`).all(table) as { name: string; type: string; pk: number }[];
  const pks = info.filter((c) => c.pk > 0);
  const rowidAlias = pks.length === 1 && pks[0]!.type.toUpperCase() === 'INTEGER';
  return { columns: info.map((c) => c.name), rowidAlias };
}

function toCell(v: unknown): Cell {
  if (v === null || typeof v === 'string' || typeof v === 'number') return v;
  if (typeof v === 'bigint') return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : { $int: v.toString() };
  if (Buffer.isBuffer(v)) return { $blob: v.toString('base64') };
  throw new Error(`Unexpected SQLite value ${String(v)}`);
}

function fromCell(c: Cell): unknown {
  if (c === null || typeof c !== 'object') return c;
  return '$blob' in c ? Buffer.from(c.$blob, 'base64') : BigInt(c.$int);
}

function checksumOf(doc: Omit<LeagueExportDocument, 'checksum'>): string {
  return createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
}

/** The league's logical state as an export document; read in one transaction, so it is consistent. */
export function leagueExportDocument(conn: LeagueConnection): LeagueExportDocument {
  const { sqlite } = conn;
  return sqlite.transaction(() => {
    const tables: LeagueExportDocument['tables'] = {};
    for (const table of trackedTables(sqlite).sort()) {
      const { columns, rowidAlias } = tableColumns(sqlite, table);
      const select = `SELECT ${rowidAlias ? '' : 'rowid, '}${columns.map(q).join(', ')} FROM ${q(table)} ORDER BY rowid`;
      const rows = (sqlite.prepare(select).raw(true).safeIntegers(true).all() as unknown[][]).map((r) => r.map(toCell));
      tables[table] = { columns: rowidAlias ? columns : [ROWID, ...columns], rows };
    }
    const name = (sqlite.prepare(`SELECT name FROM league WHERE id = 1`).get() as { name: string } | undefined)?.name ?? '';
    const body = {
      format: LEAGUE_EXPORT_FORMAT,
      formatVersion: LEAGUE_EXPORT_VERSION,
      league: name,
      migrations: appliedMigrations(sqlite).map(({ idx, tag, hash }) => ({ idx, tag, hash })),
      tables,
    } as const;
    return { ...body, checksum: checksumOf(body) };
  })();
}

export function serializeLeagueExport(doc: LeagueExportDocument): string {
  return `${JSON.stringify(doc)}\n`;
}

/** Writes the export to `target` (the caller decides whether an existing file may be replaced). */
export function exportLeagueFile(conn: LeagueConnection, target: string): { path: string; bytes: number; tables: number; rows: number } {
  const absolute = path.resolve(target);
  const doc = leagueExportDocument(conn);
  const text = serializeLeagueExport(doc);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  const rows = Object.values(doc.tables).reduce((n, t) => n + t.rows.length, 0);
  return { path: absolute, bytes: Buffer.byteLength(text), tables: Object.keys(doc.tables).length, rows };
}

const localDate = (d = new Date()) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const refuse = (message: string) => ServiceError.validation(message, [{ path: ['from'], message }]);

/** Parses and checks a document before anything is written: format, version, checksum and the migration ledger. */
export function readLeagueExport(text: string, migrations: Migration[] = loadMigrations()): { doc: LeagueExportDocument; known: Migration[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // Never the parser's own message: it quotes the file's first bytes, and the API may be pointed at any file.
    throw refuse('This is not a complete league export: it is not valid JSON. The file may be cut short, or it is not an export at all.');
  }
  const tooDeep = depthProblem(raw);
  if (tooDeep) throw refuse(`This is not a league export: its JSON is nested too deeply (${tooDeep}).`);
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(raw);
  if (!head.success || head.data.format !== LEAGUE_EXPORT_FORMAT) throw refuse('This file is not a Pitwall league export.');
  if (head.data.formatVersion > LEAGUE_EXPORT_VERSION) {
    throw refuse(
      `This export was written by a newer version of Pitwall (export format ${head.data.formatVersion}; this version reads up to ${LEAGUE_EXPORT_VERSION}). Update Pitwall to import it.`,
    );
  }
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refuse(`This league export is damaged: ${issue.path.join('.') || 'document'}: ${issue.message}.`);
  }
  const doc = parsed.data;
  // Corruption detection only: the checksum is a plain SHA-256 anyone can recompute after editing the file. What stops
  // an edited export is leagueViolations (the services' own rules), run on the imported rows before they are kept.
  if (checksumOf(doc) !== doc.checksum)
    throw refuse('This league export has been changed or damaged since it was written (its checksum does not match). Nothing was imported.');
  const known: Migration[] = [];
  for (const [i, m] of doc.migrations.entries()) {
    const ours = migrations.find((x) => x.idx === m.idx);
    if (!ours || ours.tag !== m.tag) {
      throw refuse(
        `This export comes from a newer version of Pitwall (its league has migration ${m.tag}, which this version does not know). Update Pitwall to import it.`,
      );
    }
    if (ours.hash !== m.hash) throw refuse(`Migration ${m.tag} in this export differs from this version's; the export cannot be read safely.`);
    if (m.idx !== i) throw refuse('This export’s migration list has gaps; it is damaged.');
    known.push(ours);
  }
  return { doc, known };
}

function insertAll(sqlite: Database.Database, doc: LeagueExportDocument): void {
  const schemaTables = trackedTables(sqlite).sort();
  const missing = schemaTables.filter((t) => !(t in doc.tables));
  if (missing.length) throw refuse(`This league export is incomplete: it has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''}.`);
  for (const [table, data] of Object.entries(doc.tables)) {
    if (!schemaTables.includes(table)) throw refuse(`This league export has a table “${table}” that its league version does not have.`);
    const { columns, rowidAlias } = tableColumns(sqlite, table);
    const expected = rowidAlias ? columns : [ROWID, ...columns];
    if (expected.length !== data.columns.length || expected.some((c) => !data.columns.includes(c))) {
      throw refuse(`Table “${table}” in this export has columns ${data.columns.join(', ')}; its league version has ${expected.join(', ')}.`);
    }
    const names = data.columns.map((c) => (c === ROWID ? 'rowid' : q(c)));
    const insert = sqlite.prepare(`INSERT INTO ${q(table)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
    data.rows.forEach((row, i) => {
      if (row.length !== data.columns.length) throw refuse(`Row ${i + 1} of table “${table}” has ${row.length} values for ${data.columns.length} columns.`);
      try {
        insert.run(...row.map(fromCell));
      } catch (e) {
        throw refuse(`Row ${i + 1} of table “${table}” cannot be stored: ${(e as Error).message}.`);
      }
    });
  }
  const broken = sqlite.prepare('PRAGMA foreign_key_check').all() as { table: string; rowid: number; parent: string }[];
  if (broken.length) {
    const first = broken.slice(0, 3).map((b) => `${b.table} row ${b.rowid} points to a missing ${b.parent} row`);
    throw refuse(
      `This league export has broken references: ${first.join('; ')}${broken.length > 3 ? ` (and ${broken.length - 3} more)` : ''}. Nothing was imported.`,
    );
  }
  const leagues = (sqlite.prepare('SELECT COUNT(*) AS n FROM league WHERE id = 1').get() as { n: number }).n;
  if (leagues !== 1) throw refuse('This league export has no league record.');
}

/** The first few broken rules, named by table, row and field; a league that breaks any is not imported. */
function refuseViolations(violations: Violation[]): void {
  if (violations.length === 0) return;
  const shown = violations.slice(0, 3).map(describeViolation);
  const more = violations.length > 3 ? ` (and ${violations.length - 3} more)` : '';
  const message = `This league export breaks rules Pitwall keeps for every league: ${shown.join('; ')}${more}. It was edited or damaged; nothing was imported.`;
  throw ServiceError.validation(
    message,
    violations.slice(0, 20).map((v) => ({ path: [v.table, v.rowid, v.field], message: v.problem })),
  );
}

/**
 * Imports an export into a NEW league file, in one transaction: the file is created at the export's league version,
 * filled, checked (`PRAGMA foreign_key_check`), then brought up to this version's migrations. Any refusal removes the
 * new file again, so a failed import leaves nothing behind.
 */
export function importLeagueFile(source: string, target: string, options: { nativeBinding?: string } = {}): { path: string; league: string; rows: number } {
  const from = path.resolve(source);
  const absolute = path.resolve(target);
  if (!existsSync(from)) throw ServiceError.notFound('export file', `No file at ${from}.`);
  if (existsSync(absolute))
    throw ServiceError.conflict(`${absolute} already exists; choose a new file for the imported league.`, [
      { path: ['path'], message: 'A file with this name already exists' },
    ]);
  const migrations = loadMigrations();
  const { doc, known } = readLeagueExport(readFileSync(from, 'utf8'), migrations);
  mkdirSync(path.dirname(absolute), { recursive: true });
  let conn: LeagueConnection | null = null;
  try {
    conn = openLeagueFile(absolute, { create: true, migrations: known, ...options });
    const { sqlite } = conn;
    sqlite.transaction(() => {
      // Rows arrive table by table in name order; references are checked once everything is in.
      sqlite.pragma('defer_foreign_keys = ON');
      insertAll(sqlite, doc);
      // Nothing here is undoable, and the triggers of the export's schema would stop a migration dropping a column.
      dropUndoTriggers(sqlite);
      applyMigrations(
        sqlite,
        migrations.filter((m) => !known.some((k) => k.idx === m.idx)),
      );
      // At this version's schema, so the checks are the ones today's services hold the rows to.
      refuseViolations(leagueViolations(sqlite));
      // The journal is not exported; the new league's activity starts with where it came from (not undoable).
      sqlite
        .prepare(`INSERT INTO journal (op, summary, input) VALUES ('import.league', ?, ?)`)
        .run(`Imported from ${path.basename(from)} on ${localDate()}`, JSON.stringify({ from: path.basename(from) }));
    })();
    // Another league from now on, though made from the same export (issue 19): a new id, so a window still showing the
    // exported league cannot write into this one.
    renewLeagueUid(sqlite);
    conn.close();
    conn = null;
    const rows = Object.values(doc.tables).reduce((n, t) => n + t.rows.length, 0);
    return { path: absolute, league: doc.league, rows };
  } catch (e) {
    conn?.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(absolute + suffix, { force: true });
    throw e;
  }
}
