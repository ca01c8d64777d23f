/**
 * Every league handle prepares each statement once (db/statements.ts): `prepare` answers the same SQL with the
 * statement it prepared before, reset to better-sqlite3's default modes, and one still stepping is not shared.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachedStatement, cacheStatements } from '../../src-main/db/statements';

describe('statements prepared once per handle', () => {
  it('a plain statement cached before the handle is patched does not leave its prepare uncached', () => {
    const sqlite = new Database(':memory:');
    try {
      const plain = cachedStatement(sqlite, 'SELECT 1 AS one');
      cacheStatements(sqlite);
      expect(sqlite.prepare('SELECT 1 AS one')).toBe(plain);
      const other = sqlite.prepare('SELECT 2 AS two');
      expect(sqlite.prepare('SELECT 2 AS two')).toBe(other);
      // Patched once: a second call wraps nothing again.
      cacheStatements(sqlite);
      expect(sqlite.prepare('SELECT 2 AS two')).toBe(other);
      // Each use starts from the default modes.
      expect(other.pluck().get()).toBe(2);
      expect(sqlite.prepare('SELECT 2 AS two').get()).toEqual({ two: 2 });
    } finally {
      sqlite.close();
    }
  });
});
