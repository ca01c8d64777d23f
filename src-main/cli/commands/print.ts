import path from 'node:path';
import { PAPER_SIZES } from '../../../src-shared/ipc/channels/sheets';
import type { ParsedArgs } from '../args';
import { call, CliError, withLeague, type Command } from '../kit';

/**
 * `league print car|driver|franchise|match`: the same PDF the app's Print button writes. `match` prints the match
 * night: its cover (event, line-up per heat, scoring grid), then the sheets of the cars and crews taking part.
 */
const KINDS = {
  car: { channel: 'sheets.car', key: 'vehicleId', what: 'car' },
  driver: { channel: 'sheets.driver', key: 'competitorId', what: 'competitor' },
  franchise: { channel: 'sheets.franchise', key: 'franchiseId', what: 'franchise' },
  match: { channel: 'sheets.match', key: 'matchId', what: 'match' },
} as const;

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

export const printCommands: Command[] = [
  {
    name: 'print',
    usage: 'league print car|driver|franchise|match FILE.league --id ID --out FILE.pdf [--paper a4|letter] [--force]',
    summary: 'Print sheets to a PDF: one car, one driver, a franchise, or a match night (cover with line-up and scoring grid, then the crews taking part).',
    example: 'league print franchise spring.league --id 2 --paper letter --out reapers.pdf',
    async run(args, io) {
      const [kind, file] = args.positionals;
      if (!kind || !(kind in KINDS)) throw new CliError(`Say what to print: car, driver, franchise or match.\nUsage: ${this.usage}`, 2);
      if (!file) throw new CliError(`Missing FILE.league.\nUsage: ${this.usage}`, 2);
      const k = KINDS[kind as keyof typeof KINDS];
      const idFlag = Number(args.flags.id);
      if (!Number.isInteger(idFlag) || idFlag < 1) throw new CliError(`Missing --id ID (the ${k.what}'s id).\nUsage: ${this.usage}`, 2);
      const input = { [k.key]: idFlag, paper: paperFlag(args), path: outFlag(args, this.usage), overwrite: args.flags.force === true };
      const written = await withLeague(file, (s) => call(s, k.channel, input as never));
      // A match night's first sheet is its cover.
      const sheets = kind === 'match' ? written.sheets - 1 : written.sheets;
      const what = `${sheets} sheet${sheets === 1 ? '' : 's'}`;
      io.out(`Wrote ${kind === 'match' ? `the match cover and ${what}` : what} to ${written.path} (${written.bytes} bytes)`);
    },
  },
];
