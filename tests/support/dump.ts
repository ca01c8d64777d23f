import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { trackedTables } from '../../src-main/db/undoTriggers';

/** A canonical dump of the league's logical state: every tracked table, every row, ordered by rowid. */
export function canonicalDump(sqlite: Database.Database): string {
  const out: Record<string, unknown[]> = {};
  for (const t of trackedTables(sqlite).sort()) out[t] = sqlite.prepare(`SELECT rowid AS _rowid, * FROM "${t}" ORDER BY rowid`).all();
  return JSON.stringify(out);
}

/** A league file's own id (`league.uid`, issue 19): 32 random hex digits (src-main/db/leagueUid.ts). */
export const LEAGUE_UID = /^[0-9a-f]{32}$/;

/*
 * Two files can hold the same league state but never the same `league.uid` when one of them was made on its own
 * (`league new`), imported from an export or saved as a copy: by design those are other leagues from then on (issue 19,
 * ARCHITECTURE.md), each with a random id of its own. So comparisons of league state leave out exactly that one cell,
 * and hand it back for the test to check apart (its form, and that the two ids differ). Every other cell still counts.
 */

/** canonicalDump with the league row's `uid` left out, and that uid. */
export function dumpApartFromUid(sqlite: Database.Database): { uid: string; dump: string } {
  const out = JSON.parse(canonicalDump(sqlite)) as Record<string, Record<string, unknown>[]>;
  const [row, ...more] = out.league ?? [];
  if (!row || more.length > 0 || typeof row.uid !== 'string') throw new Error('The league table must hold exactly one row with a uid');
  const { uid, ...rest } = row;
  out.league = [rest];
  return { uid, dump: JSON.stringify(out) };
}

interface ExportDoc {
  format: string;
  formatVersion: number;
  league: string;
  migrations: unknown[];
  tables: Record<string, { columns: string[]; rows: unknown[][] }>;
  checksum?: string;
}

/**
 * An export's text (docs/export-format.md) with the league row's `uid` cell and column left out, and that uid. The
 * checksum covers the uid, so it cannot be compared as it is: it is checked here to be the document's own checksum
 * instead, then left out with the uid.
 */
export function exportApartFromUid(text: string): { uid: string; text: string } {
  const doc = JSON.parse(text) as ExportDoc;
  const checksum = createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
  if (doc.checksum !== checksum) throw new Error(`The export's checksum ${doc.checksum} is not its own (${checksum})`);
  const league = doc.tables.league;
  const at = league?.columns.indexOf('uid') ?? -1;
  if (!league || at < 0 || league.rows.length !== 1 || typeof league.rows[0]![at] !== 'string')
    throw new Error('The export must hold exactly one league row with a uid');
  const uid = league.rows[0]![at] as string;
  const { checksum: _checksum, ...body } = doc;
  const without = <T>(cells: T[]) => cells.filter((_, i) => i !== at);
  const tables = { ...body.tables, league: { columns: without(league.columns), rows: league.rows.map(without) } };
  return { uid, text: JSON.stringify({ ...body, tables }) };
}
