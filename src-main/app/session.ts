/**
 * What is open right now: the data folder, the recent list and the current league connection.
 * One per process; every adapter (Electron, browser host, CLI, tests) talks to it through the dispatcher.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LeagueIdentity, LeagueInfo, RecentLeague } from '../../src-shared/ipc';
import { LeagueFileError, openLeagueFile, type LeagueConnection } from '../db/connection';
import { renewLeagueUid } from '../db/leagueUid';
import { ServiceError } from '../services/errors';
import { checkRulesetId, checkStoredRuleset, createLeagueFile, getLeague } from '../services/league';
import { RecentList } from './recent';

export interface SessionOptions {
  dataDir: string;
  /** The CLI works on one named file and leaves the app's recent list alone. */
  trackRecent?: boolean;
  nativeBinding?: string;
}

function fileError(e: unknown): never {
  if (e instanceof LeagueFileError) {
    if (e.code === 'not-found') throw ServiceError.notFound('league file', e.message);
    if (e.code === 'exists') throw ServiceError.conflict(e.message, [{ path: ['path'], message: 'A file with this name already exists' }]);
    throw ServiceError.validation(e.message, [{ path: ['path'], message: e.message }]);
  }
  throw e;
}

export class AppSession {
  readonly recent: RecentList;
  private conn: LeagueConnection | null = null;
  /** Every league open in this process so far, by id: a stale window's refusal names the league it was showing. */
  private readonly seen = new Map<string, LeagueIdentity>();

  constructor(readonly options: SessionOptions) {
    mkdirSync(options.dataDir, { recursive: true });
    this.recent = new RecentList(options.dataDir);
  }

  get leaguesDir(): string {
    return path.join(this.options.dataDir, 'leagues');
  }

  /** The open league, or a clear refusal when none is open. */
  get league(): LeagueConnection {
    if (!this.conn) throw ServiceError.unavailable('No league is open. Create or open a league first.');
    return this.conn;
  }

  get isOpen(): boolean {
    return this.conn !== null;
  }

  /** First start: reopen the last league; otherwise create "My League" in the data folder. */
  openStartupLeague(): LeagueInfo {
    const last = this.recent.read().find((r) => existsSync(r.path));
    if (last) {
      try {
        return this.open(last.path);
      } catch {
        // The last league could not be opened (moved, damaged, newer); fall through to a fresh default.
      }
    }
    const file = this.freePath('My League');
    return this.create('My League', file);
  }

  /** A file name in the leagues folder derived from the league name that does not exist yet. */
  freePath(name: string): string {
    mkdirSync(this.leaguesDir, { recursive: true });
    const base =
      name
        .replace(/[^\p{L}\p{N} _-]+/gu, '')
        .trim()
        .replace(/\s+/g, '-') || 'league';
    for (let i = 1; ; i++) {
      const candidate = path.join(this.leaguesDir, `${base}${i === 1 ? '' : `-${i}`}.league`);
      if (!existsSync(candidate)) return candidate;
    }
  }

  /** A new league playing `ruleset` (a registered id; Dethmetal when none is named). */
  create(name: string, file?: string, ruleset?: string): LeagueInfo {
    if (ruleset !== undefined) checkRulesetId(ruleset);
    const target = file ?? this.freePath(name);
    let conn: LeagueConnection;
    try {
      try {
        mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      } catch (e) {
        throw new LeagueFileError(`Cannot create ${path.resolve(target)}: ${(e as Error).message}`, 'read-only');
      }
      conn = createLeagueFile(target, name, { nativeBinding: this.options.nativeBinding, ...(ruleset ? { ruleset } : {}) });
    } catch (e) {
      fileError(e);
    }
    return this.switchTo(conn);
  }

  open(file: string): LeagueInfo {
    if (this.conn && path.resolve(file) === this.conn.path) return getLeague(this.conn);
    // Before the open, which may upgrade the file and always journals beside it: a league of an unknown ruleset stays untouched.
    checkStoredRuleset(path.resolve(file), this.options.nativeBinding);
    let conn: LeagueConnection;
    try {
      conn = openLeagueFile(file, { nativeBinding: this.options.nativeBinding });
    } catch (e) {
      fileError(e);
    }
    return this.switchTo(conn);
  }

  recentLeagues(): RecentLeague[] {
    return this.recent.read().map((r) => ({ ...r, exists: existsSync(r.path) }));
  }

  async saveCopy(target: string): Promise<{ path: string; bytes: number }> {
    const absolute = path.resolve(target);
    if (absolute === this.league.path)
      throw ServiceError.conflict('A copy cannot replace the open league file.', [{ path: ['path'], message: 'Choose another file' }]);
    if (existsSync(absolute)) throw ServiceError.conflict(`${absolute} already exists.`, [{ path: ['path'], message: 'A file with this name already exists' }]);
    mkdirSync(path.dirname(absolute), { recursive: true });
    // SQLite's online backup: consistent even while the league stays open and in use.
    await this.league.sqlite.backup(absolute);
    // The copy is another league from now on: its own id, so a window showing one never writes into the other.
    const copy = openLeagueFile(absolute, { nativeBinding: this.options.nativeBinding });
    try {
      renewLeagueUid(copy.sqlite);
    } finally {
      copy.close();
    }
    return { path: absolute, bytes: statSync(absolute).size };
  }

  close(): void {
    this.conn?.close();
    this.conn = null;
  }

  /**
   * The league a request was meant for, when a window names one (`LeagueInfo.id`): null when that is the open league
   * (or none is open, which the handler reports), else what to tell the caller; `shown` is what this process knows of the
   * league the caller names (it was open here earlier), so the words can name it.
   */
  staleFor(meantFor: string): { shown: LeagueIdentity | null; open: LeagueIdentity } | null {
    if (!this.conn) return null;
    const open = this.identity();
    if (open === null || open.id === meantFor) return null;
    return { shown: this.seen.get(meantFor) ?? null, open };
  }

  /** The open league's id, name and file; null when none is open. */
  identity(): LeagueIdentity | null {
    if (!this.conn) return null;
    const { id, name, path: file } = getLeague(this.conn);
    this.seen.set(id, { id, name, path: file });
    return { id, name, path: file };
  }

  private switchTo(conn: LeagueConnection): LeagueInfo {
    const info = getLeague(conn);
    this.seen.set(info.id, { id: info.id, name: info.name, path: info.path });
    this.conn?.close();
    this.conn = conn;
    if (this.options.trackRecent !== false) this.recent.touch({ path: conn.path, name: info.name });
    return info;
  }
}
