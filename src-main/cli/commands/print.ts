import path from 'node:path';
import { rulesetById } from '../../../src-shared/engine/registry';
import { PAPER_SIZES } from '../../../src-shared/ipc/channels/sheets';
import type { ParsedArgs } from '../args';
import { call, CliError, leagueRulesetOf, withLeague, type Command } from '../kit';

/**
 * `league print KIND`: the same PDF the app's Print button writes, for any print kind the league's ruleset declares
 * (issue 21: its declaration's `print.kinds`, each naming the id it prints by), through `sheets.write`. Dethmetal's
 * `match` prints the match night: its cover (event, line-up per heat, scoring grid), then the sheets of the cars and
 * crews taking part.
 */
export function paperFlag(args: ParsedArgs): (typeof PAPER_SIZES)[number] {
  const p = args.flags.paper ?? 'a4';
  if (!PAPER_SIZES.includes(p as (typeof PAPER_SIZES)[number])) throw new CliError(`--paper must be a4 or letter, not ${String(p)}`, 2);
  return p as (typeof PAPER_SIZES)[number];
}

export function outFlag(args: ParsedArgs, usage: string): string {
  const out = args.flags.out;
  if (typeof out !== 'string') throw new CliError(`Missing --out FILE.\nUsage: ${usage}`, 2);
  return path.resolve(out);
}

/** The league's ruleset's print kinds, read from the file read-only (before it is opened for the print). */
function printKinds(file: string) {
  const id = leagueRulesetOf(file);
  return id === null ? null : rulesetById(id).declaration.print;
}

export const printCommands: Command[] = [
  {
    name: 'print',
    usage: 'league print KIND FILE.league [--id ID] --out FILE.pdf [--paper a4|letter] [--force]',
    summary:
      'Print sheets to a PDF, any kind the league’s ruleset prints: one car, one driver, a franchise, or a match night (cover with line-up and scoring grid, then the crews taking part); another ruleset’s own kinds by their names.',
    example: 'league print franchise spring.league --id 2 --paper letter --out reapers.pdf',
    async run(args, io) {
      const [kind, file] = args.positionals;
      if (!kind) throw new CliError(`Say what to print: a print kind of the league’s ruleset (car, driver, franchise, match…).\nUsage: ${this.usage}`, 2);
      if (!file) throw new CliError(`Missing FILE.league.\nUsage: ${this.usage}`, 2);
      const print = printKinds(file);
      const k = print?.kinds.find((x) => x.kind === kind);
      if (print && !k) {
        // A kind the league's ruleset does not print: its own words, or the kinds it prints (as sheets.write says it).
        const kinds = print.kinds.map((x) => x.kind).join(', ');
        throw new CliError(`${print.otherwise ?? `This league prints ${kinds || 'no sheets'}; it has no ${kind} sheets.`}\nKinds: ${kinds || 'none'}.`, 2);
      }
      const idFlag = Number(args.flags.id);
      const ids: Record<string, number> = {};
      if (k?.by) {
        if (!Number.isInteger(idFlag) || idFlag < 1) throw new CliError(`Missing --id ID (the ${k.by.what}'s id).\nUsage: ${this.usage}`, 2);
        ids[k.by.id] = idFlag;
      } else if (k && args.flags.id !== undefined) throw new CliError(`A ${k.label.toLowerCase()} prints without an id: leave out --id.`, 2);
      const input = { kind, ...ids, paper: paperFlag(args), path: outFlag(args, this.usage), overwrite: args.flags.force === true };
      // No such file: opening it says so.
      const written = await withLeague(file, (s) => call(s, 'sheets.write', input));
      // A match night's first sheet is its cover.
      const sheets = kind === 'match' ? written.sheets - 1 : written.sheets;
      const what = `${sheets} sheet${sheets === 1 ? '' : 's'}`;
      io.out(`Wrote ${kind === 'match' ? `the match cover and ${what}` : what} to ${written.path} (${written.bytes} bytes)`);
    },
  },
];
