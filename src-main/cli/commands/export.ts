import path from 'node:path';
import { STANDINGS_FORMATS, type StandingsFormat } from '../../../src-shared/exports/standings';
import type { ParsedArgs } from '../args';
import { call, CliError, needFile, sessionFor, withLeague, type Command, type Io } from '../kit';
import { outFlag, paperFlag } from './print';

const STANDINGS_USAGE =
  'league standings FILE.league --format csv|json|md|pdf --out FILE [--season N | --all-time] [--table franchises|competitors|entrants] [--paper a4|letter] [--force]';

/**
 * Standings written to a file in one of the export formats. The campaign's `league standings` (its table, JSON and
 * CSV on the terminal) hands over to this when it is given --out.
 */
export async function exportStandings(args: ParsedArgs, io: Io): Promise<void> {
  const file = needFile(args, STANDINGS_USAGE);
  const format = args.flags.format;
  if (!STANDINGS_FORMATS.includes(format as StandingsFormat))
    throw new CliError(`--format must be one of ${STANDINGS_FORMATS.join(', ')}.\nUsage: ${STANDINGS_USAGE}`, 2);
  const season = args.flags.season;
  if (season !== undefined && args.flags['all-time']) throw new CliError('Give --season N or --all-time, not both.', 2);
  const scope = season === undefined ? ({ kind: 'all-time' } as const) : ({ kind: 'season', season: Number(season) } as const);
  if (scope.kind === 'season' && (!Number.isInteger(scope.season) || scope.season < 1))
    throw new CliError(`--season must be a season number, not ${String(season)}`, 2);
  const table = args.flags.table ?? 'franchises';
  if (table !== 'franchises' && table !== 'competitors' && table !== 'entrants') throw new CliError('--table must be franchises, competitors or entrants', 2);
  const input = {
    scope,
    format: format as StandingsFormat,
    table,
    paper: paperFlag(args),
    path: outFlag(args, STANDINGS_USAGE),
    overwrite: args.flags.force === true,
  } as const;
  const written = await withLeague(file, (s) => call(s, 'export.standings', input));
  io.out(`Wrote ${scope.kind === 'season' ? `season ${scope.season}` : 'all-time'} standings to ${written.path} (${written.bytes} bytes)`);
}

/** `league export` and `league import`. */
export const exportCommands: Command[] = [
  {
    name: 'export',
    usage: 'league export FILE.league --out FILE.json [--force]',
    summary: 'Export the whole league as one versioned JSON file (for backup or to move it to another computer).',
    example: 'league export spring.league --out spring-backup.json',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const out = outFlag(args, this.usage);
      const r = await withLeague(file, (s) => call(s, 'export.league', { path: out, overwrite: args.flags.force === true }));
      io.out(`Exported ${r.rows} rows from ${r.tables} tables to ${r.path} (${r.bytes} bytes)`);
    },
  },
  {
    name: 'import',
    usage: 'league import EXPORT.json --out NEW.league',
    summary: 'Create a new league file from a league export; refuses damaged, newer or inconsistent exports.',
    example: 'league import spring-backup.json --out spring-restored.league',
    async run(args, io) {
      const from = args.positionals[0];
      if (!from) throw new CliError(`Missing EXPORT.json.\nUsage: ${this.usage}`, 2);
      const out = outFlag(args, this.usage);
      const session = sessionFor();
      try {
        const r = await call(session, 'import.league', { from: path.resolve(from), path: out });
        io.out(`Imported “${r.league}” (${r.rows} rows) into ${r.path}`);
      } finally {
        session.close();
      }
    },
  },
];
