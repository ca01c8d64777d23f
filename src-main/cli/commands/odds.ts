/**
 * `league odds FILE.league --match N --calc JSON`: the exact odds of one calculator of the league's ruleset at a match,
 * on the table as it stands, before anything is rolled (issue 23). A thin adapter over the app's `table.odds` (the
 * service services/league/odds.ts); the league's ruleset's words for `--help` come through the CLI's registry
 * (`rulesetOdds`, by the id the file stores). Each outcome with its fraction and chance, the expected value and
 * "at least N" of a numeric one, and what the odds leave out. Reads only.
 */
import type { OddsReport, QuestionOdds } from '../../../src-shared/engine/core/odds';
import { rulesetById } from '../../../src-shared/engine/registry';
import { chanceText, percent } from '../../../src-shared/text/chance';
import { possessive } from '../../../src-shared/text/possessive';
import type { ParsedArgs } from '../args';
import { createDispatcher } from '../../app/dispatch';
import { APP_VERSION } from '../../version';
import { CliError, type Command, leagueRulesetOf, withLeague } from '../kit';
import { intFlag, outputFormat, positional, stringFlag } from './commandKit';
import { DUEL_USAGE, duelHelp, runDuel } from './oddsDuel';
import { rulesetOdds } from './rulesets';

const USAGE = 'league odds FILE.league --match MATCH_ID --calc JSON [--format table|json]';

function calcOf(args: ParsedArgs): unknown {
  const text = stringFlag(args, 'calc', USAGE, true)!;
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`--calc is not valid JSON: ${(e as Error).message}.`, 2);
  }
}

function questionText(q: QuestionOdds): string[] {
  const width = Math.max(...q.outcomes.map((o) => o.label.length));
  const lines = [q.label];
  for (const o of q.outcomes)
    lines.push(`  ${o.label.padEnd(width)}  ${chanceText(o.probability, o.standardError).padStart(8)}${o.fraction ? `  ${o.fraction}` : ''}`);
  if (q.expected !== null) lines.push(`  expected ${Number(q.expected.toFixed(3))}${q.expectedFraction ? ` (${q.expectedFraction})` : ''}`);
  if (q.atLeast && q.atLeast.length > 1)
    lines.push(
      `  at least: ${q.atLeast
        .slice(1)
        .map((a) => `${a.n}+ ${percent(a.probability)}`)
        .join(', ')}`,
    );
  return lines;
}

export function oddsText(r: OddsReport): string {
  const out = [`Odds (${r.how}):`, ''];
  for (const q of r.questions) out.push(...questionText(q), '');
  if (r.notModelled.length) {
    out.push('Not in these odds:');
    for (const n of r.notModelled) out.push(`  - ${n.what} (${n.rule})`);
  }
  return out.join('\n').trimEnd();
}

export const oddsCommand: Command = {
  name: 'odds',
  usage: USAGE,
  summary: "The exact odds of one calculator at a match before rolling (the league's ruleset's calculators): each outcome, expected value, at least N.",
  example: `league odds toybox.league --match 1 --calc '{"kind":"manoeuvre","car":1,"manoeuvre":"Hop"}'`,
  helpFor(args) {
    if (args.positionals[0] === 'duel') return duelHelp(args.positionals[1]);
    const file = args.positionals[0];
    const id = file ? leagueRulesetOf(file) : null;
    const part = id ? rulesetOdds(id) : null;
    if (!part) return undefined;
    return [
      `Usage: ${USAGE}`,
      '',
      `${possessive(rulesetById(id!).name)} calculators (--calc):`,
      ...part.help.map((h) => `  ${h}`),
      '',
      `Example: ${part.example}`,
      '',
      `One design against another: ${DUEL_USAGE}`,
    ].join('\n');
  },
  async run(args, io) {
    if (args.positionals[0] === 'duel') return runDuel(args, (t) => io.out(t));
    const file = positional(args, 0, 'FILE', USAGE);
    const matchId = intFlag(args, 'match', USAGE)!;
    const fmt = outputFormat(args);
    const calc = calcOf(args);
    // The same service as the app's `table.odds`, through the dispatcher; a refusal (the input, the rules, a heat not
    // started) is said in its words with exit 2, and nothing was written (odds only read).
    const report = await withLeague(file, async (s) => {
      const dispatch = createDispatcher({ session: s, hooks: { shell: 'browser', version: APP_VERSION } }, () => {});
      const r = await dispatch('table.odds', { matchId, calc });
      if (!r.ok) throw new CliError(r.error.message, r.error.kind === 'internal' ? 1 : 2);
      return r.value as OddsReport;
    });
    io.out(fmt === 'json' ? JSON.stringify(report, null, 2) : oddsText(report));
  },
};
