/**
 * `league match correct FILE --match N "TEAM=win|draw|loss|PLACING[,STAT=N…]"… [--commit]` (issue 27): the match's
 * result corrected and everything after it replayed (match.previewCorrection); shown by default, written with
 * --commit (match.correct, one undo). A correction a later operation no longer fits stops with that operation and the
 * choice, in words, and exit 1; nothing is written. The result is typed as `match outcome` takes it (the core's result
 * channel), or given whole as JSON with --result (any ruleset's recording input, Dethmetal's post-match one included).
 */
import type { CorrectionChange, CorrectionPreview } from '../../../src-shared/ipc/channels/correct';
import { CliError, withLeague } from '../kit';
import { campaignCall, flag, intFlag, outputFormat, positional, stringFlag, type SubCommand } from './commandKit';
import { roundsOutcome, teamOutcome } from './results';

const USAGE = 'league match correct FILE.league --match ID ("TEAM=win|draw|loss|PLACING[,STAT=N…]"… | --result JSON) [--commit] [--format table|json]';

const AREAS: Record<CorrectionChange['area'], string> = {
  results: 'Results',
  standings: 'Standings',
  money: 'Money',
  people: 'People',
  cars: 'Cars',
  careers: 'Careers',
  trophies: 'Trophies',
  other: 'Other',
};

/** The preview (or what was written) in words: each change under its area, with the operation it comes from. */
export function correctionLines(p: CorrectionPreview, committed: boolean): string[] {
  const head = `Match ${p.matchId}: correcting “${p.entry.summary}” (#${p.entry.journalId})`;
  if (p.stopped) return [head, `Stopped at #${p.stopped.journalId} “${p.stopped.summary}”: ${p.stopped.reason}`, p.stopped.choice, 'Nothing was changed.'];
  const lines = [head, `${p.replayed} later operation${p.replayed === 1 ? '' : 's'} replayed${committed ? ' and written (one undo takes it all back)' : ''}.`];
  for (const [area, label] of Object.entries(AREAS)) {
    const changes = p.changes.filter((c) => c.area === area);
    if (!changes.length) continue;
    lines.push('', `${label}:`);
    for (const c of changes) lines.push(`  ${c.subject}: ${c.words}${c.cause ? ` [#${c.cause.journalId} ${c.cause.summary}]` : ''}`);
  }
  if (p.dice.length) lines.push('', 'Dice not from the log:', ...p.dice.map((d) => `  #${d.journalId} ${d.op}: ${d.note}`));
  if (!committed) lines.push('', 'Nothing was changed: add --commit to write it.');
  return lines;
}

export const correctSub: SubCommand = {
  name: 'correct',
  usage: USAGE,
  summary:
    'Correct a recorded result at any point of the league’s history: everything after it is replayed with the same dice; shows what changes (add --commit to write it, one undo), or where a later operation no longer fits.',
  example: 'league match correct dw.league --match 1 "Rust Buckets=loss,kills=0" "Mud Dogs=win,kills=2"',
  async run(args, io) {
    const file = positional(args, 0, 'FILE', USAGE);
    const matchId = intFlag(args, 'match', USAGE)!;
    const commit = flag(args, 'commit');
    const fmt = outputFormat(args);
    const json = stringFlag(args, 'result', USAGE, false);
    const specs = args.positionals.slice(1);
    if (json === undefined && specs.length === 0)
      throw new CliError(`Give each team’s corrected result, or the whole result with --result.\nUsage: ${USAGE}`, 2);
    const out = await withLeague(file, async (s) => {
      let result: Record<string, unknown>;
      if (json !== undefined) {
        try {
          result = JSON.parse(json) as Record<string, unknown>;
        } catch (e) {
          throw new CliError(`--result is not JSON: ${(e as Error).message}`, 2);
        }
      } else {
        const rounds = await roundsOutcome(s, matchId, specs, io);
        result = rounds ? { rounds: rounds.rounds } : { teams: await Promise.all(specs.map((t) => teamOutcome(s, t))) };
      }
      const preview = await campaignCall(s, 'match.previewCorrection', { matchId, result }, io);
      if (!commit || preview.stopped) return preview;
      return campaignCall(s, 'match.correct', { matchId, result }, io);
    });
    io.out(fmt === 'json' ? JSON.stringify(out, null, 2) : correctionLines(out, commit && !out.stopped).join('\n'));
    if (out.stopped) throw new CliError(`The correction stopped at #${out.stopped.journalId}: ${out.stopped.choice}`);
  },
};
