/**
 * Child process for the locking tests: a second, real connection in another process that holds a write transaction
 * on a league file (it renames the league to "Held" and does not commit). It prints "holding" once it has the write lock;
 * on SIGUSR1 it commits a moment later (the other process is blocked in its own write by then) and prints "committed".
 *   node --import tsx tests/db/lockHolder.ts FILE
 */
import Database from 'better-sqlite3';

/** Long enough that a write which does not wait for the lock has certainly failed before this commits. */
const MOMENT_MS = 300;

const sqlite = new Database(process.argv[2]!, { fileMustExist: true });
sqlite.exec('BEGIN IMMEDIATE');
sqlite.prepare(`UPDATE league SET name = 'Held'`).run();
const keepAlive = setInterval(() => {}, 1 << 30);
process.on('SIGUSR1', () => {
  setTimeout(() => {
    sqlite.exec('COMMIT');
    sqlite.close();
    clearInterval(keepAlive);
    process.stdout.write('committed\n');
  }, MOMENT_MS);
});
process.stdout.write('holding\n');
