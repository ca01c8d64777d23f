import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { LeagueFileError, openLeagueFile } from '../../src-main/db/connection';
import { appliedMigrations, applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** A league file as the very first release wrote it: only migration 0000 applied, with some data. */
function firstReleaseFile(dir: string): string {
  const file = path.join(dir, 'old.league');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  applyMigrations(sqlite, loadMigrations().slice(0, 1));
  sqlite.prepare(`INSERT INTO league (id, name, rng_seed) VALUES (1, 'Old League', 42)`).run();
  sqlite.prepare(`INSERT INTO franchises (name, colour, owner) VALUES ('Veterans', '#123456', 'Bob')`).run();
  sqlite.close();
  return file;
}

describe('migrations', () => {
  it('migrations/ holds at least two generated migrations, in order, each with SQL', () => {
    const all = loadMigrations();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.map((m) => m.idx)).toEqual(all.map((_, i) => i));
    for (const m of all) expect(m.statements.length).toBeGreaterThan(0);
  });

  it('a league file created by the first migration opens and upgrades under the latest, keeping its data', () => {
    const dir = tempDir();
    const file = firstReleaseFile(dir);
    const conn = openLeagueFile(file);
    expect(appliedMigrations(conn.sqlite).map((m) => m.tag)).toEqual(loadMigrations().map((m) => m.tag));
    expect(conn.sqlite.prepare('SELECT name, owner FROM franchises').all()).toEqual([{ name: 'Veterans', owner: 'Bob' }]);
    // The newest tables exist and work (the journal, from 0001).
    expect(conn.sqlite.prepare('SELECT count(*) AS n FROM journal').get()).toEqual({ n: 0 });
    expect(conn.backupPath).toBeDefined();
    conn.close();
  });

  it('a backup copy is taken before migrating an existing league, and it is the old file', () => {
    const dir = tempDir();
    const file = firstReleaseFile(dir);
    const conn = openLeagueFile(file);
    const backup = conn.backupPath!;
    conn.close();
    expect(existsSync(backup)).toBe(true);
    const old = new Database(backup, { readonly: true });
    expect(old.prepare('SELECT tag FROM _migrations').all()).toEqual([{ tag: loadMigrations()[0]!.tag }]);
    expect(old.prepare('SELECT name FROM franchises').all()).toEqual([{ name: 'Veterans' }]);
    old.close();
  });

  it('opening an up-to-date league takes no backup', () => {
    const dir = tempDir();
    const file = path.join(dir, 'new.league');
    openLeagueFile(file, { create: true }).close();
    const again = openLeagueFile(file);
    expect(again.backupPath).toBeUndefined();
    again.close();
    expect(readdirSync(dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
  });

  it('a file from a newer Pitwall fails hard, with the reason, and is not changed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'future.league');
    openLeagueFile(file, { create: true }).close();
    const raw = new Database(file);
    raw.prepare(`INSERT INTO _migrations (idx, tag, hash, applied_at) VALUES (99, '0099_from_the_future', 'x', 'now')`).run();
    raw.close();
    const bytes = readFileSync(file);
    expect(() => openLeagueFile(file)).toThrow(/newer version of Pitwall .*0099_from_the_future/);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('a migration edited after it was applied fails hard (the ledger is out of sync)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'edited.league');
    openLeagueFile(file, { create: true }).close();
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, hash: 'edited' } : m));
    expect(() => openLeagueFile(file, { migrations: edited })).toThrow(/differs from the one applied/);
  });

  it("a league whose ledger differs from this build fails hard on every open, though the build's migrations are read once per process", () => {
    const dir = tempDir();
    const file = path.join(dir, 'ledger.league');
    openLeagueFile(file, { create: true }).close();
    const raw = new Database(file);
    raw.prepare(`UPDATE _migrations SET hash = 'edited' WHERE idx = 3`).run();
    raw.close();
    const tag = loadMigrations()[3]!.tag;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => openLeagueFile(file)).toThrow(new RegExp(`Migration ${tag} in this build differs from the one applied`));
    }
    // What a caller gets is its own list: changing it changes neither the next caller's list nor the check.
    const mine = loadMigrations();
    mine.pop();
    expect(loadMigrations().length).toBe(mine.length + 1);
    expect(() => {
      (loadMigrations()[0] as { hash: string }).hash = 'changed';
    }).toThrow(TypeError);
    expect(() => openLeagueFile(file)).toThrow(/differs from the one applied/);
  });

  it('the Drizzle schema and migrations/ are in sync (drizzle-kit generates nothing new)', () => {
    const dir = tempDir();
    cpSync('migrations', path.join(dir, 'migrations'), { recursive: true });
    const out = execFileSync(process.execPath, ['node_modules/drizzle-kit/bin.cjs', 'generate', '--config', 'drizzle.config.ts'], {
      env: { ...process.env, DRIZZLE_OUT: path.relative(process.cwd(), path.join(dir, 'migrations')) },
      encoding: 'utf8',
    });
    expect(out).toMatch(/No schema changes/);
    expect(readdirSync(path.join(dir, 'migrations')).filter((f) => f.endsWith('.sql')).length).toBe(loadMigrations().length);
  });

  it('a crash during a migration leaves the file at its old version (one transaction)', () => {
    const dir = tempDir();
    const file = firstReleaseFile(dir);
    const broken = loadMigrations().map((m, i) => (i === 1 ? { ...m, statements: [...m.statements, 'THIS IS NOT SQL'] } : m));
    expect(() => openLeagueFile(file, { migrations: broken })).toThrow();
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare('SELECT count(*) AS n FROM _migrations').get()).toEqual({ n: 1 });
    expect(raw.prepare(`SELECT count(*) AS n FROM sqlite_schema WHERE name = 'journal'`).get()).toEqual({ n: 0 });
    raw.close();
    writeFileSync(path.join(dir, 'ok'), '');
  });

  it('a failed migration says which migration failed and why, through the app, and leaves no backup behind, however often it is tried', async () => {
    const dir = tempDir();
    const file = firstReleaseFile(dir);
    const migrations = loadMigrations();
    const broken = migrations.map((m, i) => (i === 1 ? { ...m, statements: [...m.statements, 'THIS IS NOT SQL'] } : m));
    const tag = migrations[1]!.tag;
    for (let attempt = 0; attempt < 3; attempt++) {
      let error: unknown;
      try {
        openLeagueFile(file, { migrations: broken });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(LeagueFileError);
      expect((error as LeagueFileError).code).toBe('migration-failed');
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Could not upgrade ${file} to this version of Pitwall: migration ${tag} failed \\(SQLite says: near "THIS": syntax error\\)\\. The file was not changed`,
        ),
      );
      expect(readdirSync(dir).sort()).toEqual(['old.league']);
    }
  });

  it('a migration that fails on disk reaches the user as that message (not "Something went wrong")', async () => {
    const dir = tempDir();
    const file = firstReleaseFile(dir);
    const migrationsDir = path.join(dir, 'migrations');
    cpSync('migrations', migrationsDir, { recursive: true });
    const second = loadMigrations()[1]!;
    appendFileSync(path.join(migrationsDir, `${second.tag}.sql`), '\n--> statement-breakpoint\nTHIS IS NOT SQL;');
    process.env.PITWALL_MIGRATIONS_DIR = migrationsDir;
    try {
      const session = new AppSession({ dataDir: path.join(dir, 'data'), trackRecent: false });
      const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
      const result = await dispatch('app.openLeague', { path: file });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'validation', message: expect.stringContaining(`migration ${second.tag} failed (SQLite says: near "THIS": syntax error)`) },
      });
      session.close();
    } finally {
      delete process.env.PITWALL_MIGRATIONS_DIR;
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
  });
});
