/**
 * Child process for the create-crash test: runs `league new FILE --name NAME` in-process. With KILL_AT=n it kills
 * itself with SIGKILL just before its n-th step touching the disk (an SQL statement, a pragma, opening or closing the
 * file, a link, rename or removal); otherwise it prints the steps the create took, by name.
 *   node createChild.cjs FILE NAME (bundled by tests/support/bundledChild.ts)
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { runCli } from '../../src-main/cli/league';

const [file, name] = process.argv.slice(2) as [string, string];
const killAt = process.env.KILL_AT ? Number(process.env.KILL_AT) : null;
const steps: string[] = [];

function step(label: string): void {
  steps.push(label);
  if (steps.length === killAt) process.kill(process.pid, 'SIGKILL');
}

function counted<T extends object>(target: T, methods: string[]): void {
  const t = target as Record<string, (...a: unknown[]) => unknown>;
  for (const m of methods) {
    const original = t[m]!;
    t[m] = function (this: unknown, ...args: unknown[]) {
      step(m);
      return original.apply(this, args);
    };
  }
}

const proto = Database.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
const prepare = proto.prepare!;
proto.prepare = function (this: unknown, ...args: unknown[]) {
  const stmt = prepare.apply(this, args) as object;
  counted(stmt, ['run', 'get', 'all', 'iterate']);
  return stmt;
};
counted(proto, ['exec', 'pragma', 'close']);
counted(fs, ['linkSync', 'renameSync', 'rmSync', 'openSync']);

const io = { out: (s: string) => process.stderr.write(`${s}\n`), err: (s: string) => process.stderr.write(`${s}\n`) };
runCli(['new', file, '--name', name], io).then((code) => {
  process.stdout.write(JSON.stringify({ code, steps }));
  process.exit(code);
});
