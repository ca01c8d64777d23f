/**
 * `league print` of a league as it stands now, while the journey goes on: the e2e specs check that the PDF the app
 * downloads is the very file the command line writes. Run with execFileSync, the command (a node process loading the
 * CLI bundle, the league and the fonts, then laying out the sheet) blocked the test for 5–7 s on a loaded two-core
 * machine with the page and the host idle. Here it prints from a snapshot of the league file taken at that moment
 * (SQLite's online backup: a consistent copy of the last commit, whatever the host writes next), so the test goes on
 * and collects the file at its end.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';

const run = promisify(execFile);

/**
 * Starts `league print <args> <snapshot> <options> --out <out>` on a copy of `leagueFile` as it is now; the promise
 * it returns gives the file written. `args` are the words before the league file, `options` those after it.
 */
export async function printLater(leagueFile: string, args: readonly string[], options: readonly string[], out: string): Promise<() => Promise<Buffer>> {
  const snapshot = `${out}.league`;
  const source = new Database(leagueFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(snapshot);
  } finally {
    source.close();
  }
  const printed = run(process.execPath, ['dist/cli/league.cjs', 'print', ...args, snapshot, ...options, '--out', out]).then(() => readFile(out));
  // A failed print is the test's error where it collects the file, never an unhandled rejection before.
  printed.catch(() => {});
  return () => printed;
}
