/**
 * Child process for the crash tests: opens a league, then runs one operation from a JSON file through the
 * dispatcher. With KILL_AT=n it kills itself with SIGKILL just before its n-th SQL statement runs (a real SIGKILL,
 * mid-transaction); with KILL_AFTER_COMMIT=1, right after the operation committed; otherwise it counts the statements
 * and prints the count.
 *   node crashChild.cjs LEAGUE CALL.json (bundled by tests/support/bundledChild.ts)
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';

const [file, callFile] = process.argv.slice(2) as [string, string];
const { channel, input } = JSON.parse(readFileSync(callFile, 'utf8')) as { channel: string; input: unknown };
const killAt = process.env.KILL_AT ? Number(process.env.KILL_AT) : null;

let count = 0;
// Every statement better-sqlite3 runs goes through one of these; count them once the league is open.
let counting = false;
const proto = Database.prototype as unknown as { prepare: (sql: string) => object };
const prepare = proto.prepare;
proto.prepare = function (this: unknown, sql: string) {
  const stmt = prepare.call(this, sql) as Record<string, (...a: unknown[]) => unknown>;
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = stmt[method]!;
    stmt[method] = function (this: unknown, ...args: unknown[]) {
      if (counting && ++count === killAt) process.kill(process.pid, 'SIGKILL');
      return original.apply(this, args);
    };
  }
  return stmt;
};

async function main() {
  const session = new AppSession({ dataDir: process.env.TMPDIR ?? '/tmp', trackRecent: false });
  session.open(file);
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'crash-test' } }, () => {});
  counting = true;
  const result = await dispatch(channel, input);
  counting = false;
  // Committed but not yet checkpointed: the operation lives only in the WAL when the process dies.
  if (process.env.KILL_AFTER_COMMIT) process.kill(process.pid, 'SIGKILL');
  session.close();
  process.stdout.write(JSON.stringify({ ok: result.ok, statements: count, error: result.ok ? undefined : result.error }));
}

void main();
