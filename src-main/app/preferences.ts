/**
 * The app's own settings (preferences.json in the data folder, beside recent.json): theme, paper size, the franchise
 * last shown per league and the desktop window's bounds. They live here, not in the browser, because the browser host
 * takes a new port (a new origin, so empty storage) at every start.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { preferencesSchema, type Preferences, type PreferencesChange } from '../../src-shared/ipc/channels/core';

/** Enough for every league an organizer keeps; the oldest remembered franchises drop off first. */
const FRANCHISES_MAX = 50;

const DEFAULTS: Preferences = preferencesSchema.parse({});

export class PreferencesFile {
  readonly file: string;
  /** Why the file on disk was not used, until a change replaces it. */
  private damage: string | null = null;
  private warned = false;
  private writes = 0;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'preferences.json');
  }

  /** The saved preferences; defaults when there is no file, or when it is damaged (the file is left as it is). */
  read(): Preferences {
    if (!existsSync(this.file)) {
      this.damage = null;
      return structuredClone(DEFAULTS);
    }
    try {
      const parsed = preferencesSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      if (parsed.success) {
        this.damage = null;
        return parsed.data;
      }
      const [issue] = parsed.error.issues;
      this.damage = issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'not valid';
    } catch (e) {
      this.damage = (e as Error).message;
    }
    if (!this.warned) {
      this.warned = true;
      console.warn(`Pitwall: ${this.file} is damaged (${this.damage}); using default preferences until one is changed.`);
    }
    return structuredClone(DEFAULTS);
  }

  /** A one-line explanation when the saved file could not be used, for the app to show once. */
  get warning(): string | null {
    return this.damage && `Your preferences file could not be read (${this.damage}); defaults are in use until you change a setting.`;
  }

  /**
   * Applies a change to what is on disk now and writes it atomically (temp file + rename). Sync on purpose: calls
   * from one process never interleave, so concurrent changes to different settings are all kept.
   */
  change(change: PreferencesChange): Preferences {
    const current = this.read();
    const next: Preferences = { ...current, ...pick(change, ['theme', 'paper', 'window']) };
    if (change.franchise) {
      const { [change.franchise.league]: _previous, ...others } = current.franchises;
      const kept = Object.entries(others).slice(-(FRANCHISES_MAX - 1));
      next.franchises = { ...Object.fromEntries(kept), [change.franchise.league]: change.franchise.id };
    }
    const valid = preferencesSchema.parse(next);
    mkdirSync(path.dirname(this.file), { recursive: true });
    // The organizer changed something, so the damaged file may go; a copy stays beside it for whoever wants to look.
    if (this.damage && existsSync(this.file)) copyFileSync(this.file, `${this.file}.damaged`);
    const tmp = `${this.file}.${process.pid}.${++this.writes}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(valid, null, 2)}\n`);
    renameSync(tmp, this.file);
    this.damage = null;
    return valid;
  }
}

function pick<T extends object, K extends keyof T>(from: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]])) as Partial<Pick<T, K>>;
}

const open = new Map<string, PreferencesFile>();

/** One instance per data folder, so the damaged-file warning is printed once per start. */
export function preferencesIn(dataDir: string): PreferencesFile {
  const key = path.resolve(dataDir);
  const known = open.get(key);
  if (known) return known;
  const prefs = new PreferencesFile(key);
  open.set(key, prefs);
  return prefs;
}
