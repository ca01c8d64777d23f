/**
 * `league match table`: the match table of any ruleset from the terminal, over the core's `table.*` channels (issue
 * 21), reaching the league's ruleset's table by its id: its state, one intent as one operation (JSON, checked by the
 * ruleset's intent schema; typed dice with --dice), its log in words and its rolls. A ruleset's own table commands
 * (Dirty Wheels' `league table`) print the same table in its own words.
 */
import type { ParsedArgs } from '../args';
import { CliError, withLeague } from '../kit';
import { campaignCall, diceFlag, intFlag, outputFormat, positional, rollsReport, stringFlag, type SubCommand } from './commandKit';

const ACTIONS = ['state', 'act', 'log', 'dice'] as const;
type Action = (typeof ACTIONS)[number];

const USAGE = 'league match table FILE.league --match MATCH_ID [state|act|log|dice] [--intent JSON] [--dice 3,5,11] [--format table|json]';

function actionOf(args: ParsedArgs): Action {
  const a = args.positionals[1] ?? 'state';
  if (!(ACTIONS as readonly string[]).includes(a)) throw new CliError(`Unknown table action “${a}”; one of: ${ACTIONS.join(', ')}.\nUsage: ${USAGE}`, 2);
  if (args.positionals.length > 2) throw new CliError(`Unexpected “${args.positionals[2]}”.\nUsage: ${USAGE}`, 2);
  return a as Action;
}

function intentOf(args: ParsedArgs): unknown {
  const text = stringFlag(args, 'intent', USAGE, true)!;
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`--intent is not valid JSON: ${(e as Error).message}.`, 2);
  }
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

export const matchTableSub: SubCommand = {
  name: 'table',
  usage: USAGE,
  summary:
    "The match's table in any ruleset: its state, one intent as one operation with the league's dice (its rolls in the dice log, `league undo` takes it back), its log in words, its rolls.",
  example: 'league match table toybox.league --match 1 act --intent \'{"kind":"initiative"}\'',
  details: () => [
    '',
    'The intent is the league’s ruleset’s, as JSON; a problem with it is named at its field. Typed dice (a league whose',
    'dice are typed by the organizer): every roll in order with --dice, each checked against its die.',
  ],
  async run(args, io) {
    const file = positional(args, 0, 'FILE', USAGE);
    const matchId = intFlag(args, 'match', USAGE)!;
    const action = actionOf(args);
    const fmt = outputFormat(args);
    const out = await withLeague(file, async (x) => {
      switch (action) {
        case 'state':
          return campaignCall(x, 'table.state', { matchId }, io);
        case 'act': {
          const acted = await campaignCall(x, 'table.act', { matchId, intent: intentOf(args), ...diceFlag(args) }, io);
          return { acted, log: await campaignCall(x, 'table.log', { matchId }, io) };
        }
        case 'log':
          return campaignCall(x, 'table.log', { matchId }, io);
        case 'dice':
          return campaignCall(x, 'table.dice', { matchId }, io);
      }
    });
    if (fmt === 'json') return io.out(json(action === 'act' ? (out as { acted: unknown }).acted : out));
    if (action === 'state') {
      const s = out as { ruleset: string; state: unknown };
      return io.out([`Match ${matchId}'s table (${s.ruleset}):`, json(s.state)].join('\n'));
    }
    if (action === 'act') return io.out((out as { log: { words: string }[] }).log.at(-1)?.words ?? 'Done.');
    if (action === 'log') {
      const log = out as { journalId: number; words: string }[];
      return io.out(log.length ? log.map((l) => `#${l.journalId} ${l.words}`).join('\n') : `Match ${matchId}'s table has no moves yet.`);
    }
    const rolls = out as Parameters<typeof rollsReport>[0];
    io.out(rolls.length ? rollsReport(rolls).join('\n') : `No dice have been rolled at match ${matchId}'s table.`);
  },
};
