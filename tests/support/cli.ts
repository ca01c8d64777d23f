/** The `league` command line in-process, as the CLI tests drive it: its exit code, and what it wrote to each stream. */
import { runCli } from '../../src-main/cli/league';
import { openLeagueFile } from '../../src-main/db/connection';
import { canonicalDump } from './dump';

export async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A league file's whole state (canonicalDump), read and closed: what a refused command must leave as it was. */
export function stateOf(file: string): string {
  const conn = openLeagueFile(file);
  try {
    return canonicalDump(conn.sqlite);
  } finally {
    conn.close();
  }
}
