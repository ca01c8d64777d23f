import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLeagueFile } from '../../src-main/db/connection';
import { trackedTables } from '../../src-main/db/undoTriggers';
import { exportLeagueFile, importLeagueFile, LEAGUE_EXPORT_VERSION, type LeagueExportDocument } from '../../src-main/exports/leagueJson';
import { addFranchise } from '../../src-main/services/franchises';
import { createLeagueFile } from '../../src-main/services/league';
import { updateSettings } from '../../src-main/services/settings';
import { dumpApartFromUid, exportApartFromUid, LEAGUE_UID } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

/** A league with rows in several tables, including text that JSON must carry exactly. */
function seededLeague(dir: string) {
  const conn = createLeagueFile(path.join(dir, 'source.league'), 'Spring “Dethmetal” League', { seed: 1234 });
  addFranchise(conn, { name: 'Rust Belt Reapers', colour: '#c0392b', owner: 'Ann' });
  addFranchise(conn, { name: 'Zoë’s Ørsted Crushers, Inc.', colour: '#2980b9', owner: 'Bo "the Hammer"\nJones' });
  updateSettings(conn, { diceMode: 'manual', seed: 42 });
  return conn;
}

/** The checksum as the format defines it (docs/export-format.md), to build deliberately edited exports. */
function resign(doc: LeagueExportDocument): LeagueExportDocument {
  const checksum = createHash('sha256')
    .update(JSON.stringify([doc.format, doc.formatVersion, doc.league, doc.migrations, doc.tables]))
    .digest('hex');
  return { ...doc, checksum };
}

describe('league export and import', () => {
  const temp = useTempDir();

  it('export → import → export is identical, and the imported league has the same logical state', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    const first = exportLeagueFile(conn, path.join(dir, 'a.json'));
    const imported = importLeagueFile(first.path, path.join(dir, 'copy.league'));
    expect(imported.league).toBe('Spring “Dethmetal” League');
    const copy = openLeagueFile(imported.path);
    const second = exportLeagueFile(copy, path.join(dir, 'b.json'));
    // The imported league is another league with the same state (issue 19): everything but its own id is identical.
    const a = exportApartFromUid(readFileSync(first.path, 'utf8'));
    const b = exportApartFromUid(readFileSync(second.path, 'utf8'));
    expect(b.text).toBe(a.text);
    const source = dumpApartFromUid(conn.sqlite);
    const restored = dumpApartFromUid(copy.sqlite);
    expect(restored.dump).toBe(source.dump);
    // A new id of its own, not the exported league's: a window still showing that one cannot write into this one.
    expect(source.uid).toMatch(LEAGUE_UID);
    expect(restored.uid).toMatch(LEAGUE_UID);
    expect(restored.uid).not.toBe(source.uid);
    expect([a.uid, b.uid]).toEqual([source.uid, restored.uid]);
    expect(first.tables).toBe(trackedTables(conn.sqlite).length);
    copy.close();
    conn.close();
  });

  it('refuses a truncated export with the reason, and creates no file', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    const { path: file } = exportLeagueFile(conn, path.join(dir, 'a.json'));
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, Math.floor(text.length * 0.6)));
    const target = path.join(dir, 'copy.league');
    expect(() => importLeagueFile(file, target)).toThrow(/not a complete league export.*cut short/);
    expect(existsSync(target)).toBe(false);
    conn.close();
  });

  it('refuses a tampered export (a value changed, checksum kept)', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    const { path: file } = exportLeagueFile(conn, path.join(dir, 'a.json'));
    writeFileSync(file, readFileSync(file, 'utf8').replace('Rust Belt Reapers', 'Rust Belt Reaperz'));
    const target = path.join(dir, 'copy.league');
    expect(() => importLeagueFile(file, target)).toThrow(/changed or damaged since it was written/);
    expect(existsSync(target)).toBe(false);
    conn.close();
  });

  it('refuses an export from a future version: a newer format, or a migration this version does not know', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    const { path: file } = exportLeagueFile(conn, path.join(dir, 'a.json'));
    const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;

    const newer = path.join(dir, 'newer.json');
    writeFileSync(newer, JSON.stringify({ ...doc, formatVersion: LEAGUE_EXPORT_VERSION + 1 }));
    expect(() => importLeagueFile(newer, path.join(dir, 'n.league'))).toThrow(/newer version of Pitwall \(export format 2; this version reads up to 1\)/);

    const future = path.join(dir, 'future.json');
    const idx = doc.migrations.length;
    writeFileSync(
      future,
      JSON.stringify(resign({ ...doc, migrations: [...doc.migrations, { idx, tag: `${String(idx).padStart(4, '0')}_from_the_future`, hash: 'x' }] })),
    );
    expect(() => importLeagueFile(future, path.join(dir, 'f.league'))).toThrow(/newer version of Pitwall \(its league has migration \d+_from_the_future/);
    expect(existsSync(path.join(dir, 'f.league'))).toBe(false);
    conn.close();
  });

  it('refuses broken references (PRAGMA foreign_key_check) with the table and row, and leaves no file', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    // Any tracked table whose rows must point at a franchise: give it one row pointing at a franchise that is not there.
    const fk = trackedTables(conn.sqlite)
      .map((t) => ({
        table: t,
        keys: conn.sqlite.prepare('SELECT "from" AS col, "table" AS parent FROM pragma_foreign_key_list(?)').all(t) as { col: string; parent: string }[],
      }))
      .filter((t) => t.keys.length > 0 && t.keys.every((k) => k.parent === 'franchises'))
      .map((t) => ({
        ...t,
        columns: conn.sqlite.prepare('SELECT name, type, "notnull" AS nn, dflt_value AS dflt, pk FROM pragma_table_info(?)').all(t.table) as {
          name: string;
          type: string;
          nn: number;
          dflt: string | null;
          pk: number;
        }[],
      }))
      .sort((a, b) => a.columns.length - b.columns.length)[0];
    expect(fk, 'the schema has a table referencing franchises').toBeDefined();
    const { path: file } = exportLeagueFile(conn, path.join(dir, 'a.json'));
    const doc = JSON.parse(readFileSync(file, 'utf8')) as LeagueExportDocument;
    const table = doc.tables[fk!.table]!;
    const row = table.columns.map((name) => {
      const col = fk!.columns.find((c) => c.name === name)!;
      if (fk!.keys.some((k) => k.col === name && k.parent === 'franchises')) return 999;
      if (col.pk) return 1;
      return /INT/i.test(col.type) ? 1 : '{}';
    });
    const broken = resign({ ...doc, tables: { ...doc.tables, [fk!.table]: { ...table, rows: [...table.rows, row] } } });
    const bad = path.join(dir, 'broken.json');
    writeFileSync(bad, JSON.stringify(broken));
    const target = path.join(dir, 'copy.league');
    expect(() => importLeagueFile(bad, target)).toThrow(new RegExp(`broken references: ${fk!.table} row 1 points to a missing franchises row`));
    expect(existsSync(target)).toBe(false);
    conn.close();
  });

  it('refuses to import over an existing file or from a file that is not an export', () => {
    const dir = temp();
    const conn = seededLeague(dir);
    const { path: file } = exportLeagueFile(conn, path.join(dir, 'a.json'));
    expect(() => importLeagueFile(file, conn.path)).toThrow(/already exists/);
    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ hello: 'world' }));
    expect(() => importLeagueFile(other, path.join(dir, 'x.league'))).toThrow(/not a Pitwall league export/);
    conn.close();
  });
});
