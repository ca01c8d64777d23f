/**
 * `league verify FILE`: "Check league" from the terminal (league.verify). Named apart from the import's checks of a
 * file's invariants: this one replays the journal and compares the files.
 */
import type { JournalCheck, JournalDifference } from '../../../src-shared/ipc/channels/verify';
import { call, CliError, format, needFile, withLeague, type Command } from '../kit';

const USAGE = 'league verify FILE.league [--format table|json]';

const shown = (v: unknown) => (v === null ? 'NULL' : typeof v === 'string' ? JSON.stringify(v) : String(v));
const difference = (d: JournalDifference) =>
  d.column === '*'
    ? `  ${d.table} #${d.key}: ${d.stored === null ? 'only in the replay' : 'only in the file'}: ${String(d.stored ?? d.replayed)}`
    : `  ${d.table} #${d.key} ${d.column}: the file has ${shown(d.stored)}, the replay ${shown(d.replayed)}`;

/** The report in words: nothing but the one line when the journal reproduces the file. */
export function verifyLines(r: JournalCheck): string[] {
  const counted = `${r.replayed} operation${r.replayed === 1 ? '' : 's'} replayed${r.skipped ? `, ${r.skipped} undone skipped` : ''}`;
  if (r.reproduces) return [`The journal reproduces the file (${counted}).`];
  return [
    `The journal does not reproduce the file (${counted}).`,
    ...(r.notReplayed.length ? ['Operations that could not run again:', ...r.notReplayed.map((e) => `  #${e.journalId} ${e.op}: ${e.reason}`)] : []),
    ...(r.dice.length ? ['Dice not from the log:', ...r.dice.map((d) => `  #${d.journalId} ${d.op}: ${d.note}`)] : []),
    ...(r.differences.length ? [`Differences (${r.differences.length}):`, ...r.differences.map(difference)] : []),
  ];
}

export const verifyCommand: Command = {
  name: 'verify',
  usage: USAGE,
  summary: 'Check league: replay the journal from the league’s creation with its logged dice and compare with the file; exit 1 on any difference.',
  example: 'league verify spring.league',
  async run(args, io) {
    const file = needFile(args, USAGE);
    const fmt = format(args);
    const r = await withLeague(file, (s) => call(s, 'league.verify', {}));
    if (fmt === 'json') io.out(JSON.stringify(r, null, 2));
    else io.out(verifyLines(r).join('\n'));
    if (!r.reproduces)
      throw new CliError(
        `${r.differences.length} difference(s), ${r.notReplayed.length} operation(s) not replayed, ${r.dice.length} roll(s) not from the log.`,
      );
  },
};
