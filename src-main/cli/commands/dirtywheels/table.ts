/**
 * `league table`: a Dirty Wheels match played from the terminal on the same `dwTable.*` channels as the match screen:
 * the cards, a calculator's preview, one intent per operation (`act`, rolled by the app or typed with `--dice`), the
 * match's log, and undo of the table's last move. Scriptable: `--format json` gives what the channels return.
 */
import type { DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import type { ParsedArgs } from '../../args';
import { CliError, type Command, withLeague } from '../../kit';
import { campaignCall, group, intValue, outputFormat, positional, type SubCommand } from '../commandKit';
import { type CarNames, COMMAND_FLAGS, INTENT_SPECS, intentFromFlags, intentsHelp, typedDice } from './intents';
import { resolutionText, tableText } from './tableText';

const carsOf = (s: DwTableState): CarNames => s.teams.flatMap((t) => t.cars.map((c) => ({ vehicleId: c.vehicleId, name: c.name })));

function matchOf(args: ParsedArgs, usage: string): { file: string; matchId: number } {
  return { file: positional(args, 0, 'FILE', usage), matchId: intValue(positional(args, 1, 'MATCH_ID', usage), 'MATCH_ID') };
}

/** The intent from `KIND --field value …`, or a whole JSON intent in place of KIND. */
function intentOf(args: ParsedArgs, usage: string, state: DwTableState) {
  const kind = positional(args, 2, 'KIND (an intent; `league table intents` lists them)', usage);
  if (kind.trim().startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(kind);
    } catch (e) {
      throw new CliError(`The intent is not valid JSON: ${(e as Error).message}.`, 2);
    }
    const extra = Object.keys(args.flags).filter((f) => !COMMAND_FLAGS.includes(f));
    if (extra.length) throw new CliError(`A JSON intent takes its fields inside the JSON, not as ${extra.map((f) => `--${f}`).join(', ')}.`, 2);
    return json as never;
  }
  if (args.positionals.length > 3) throw new CliError(`Unexpected “${args.positionals[3]}”: an intent's fields are flags (--name value).\nUsage: ${usage}`, 2);
  return intentFromFlags(kind, args.flags, carsOf(state));
}

const PREFIX = 'league table act FILE.league MATCH_ID';

const subs: SubCommand[] = [
  {
    name: 'state',
    usage: 'league table state FILE.league MATCH_ID [--format table|json]',
    summary: 'The live cards of every car, the round, its activation order and the result so far.',
    example: 'league table state toybox.league 1',
    async run(args, io) {
      const { file, matchId } = matchOf(args, this.usage);
      const fmt = outputFormat(args);
      const s = await withLeague(file, (x) => campaignCall(x, 'dwTable.state', { matchId }, io));
      io.out(fmt === 'json' ? JSON.stringify(s, null, 2) : tableText(s).join('\n'));
    },
  },
  {
    name: 'intents',
    usage: 'league table intents [--format table|json]',
    summary: 'Every intent the table takes, with its fields, their types and an example (read off the contract).',
    example: 'league table intents',
    async run(args, io) {
      const fmt = outputFormat(args);
      io.out(fmt === 'json' ? JSON.stringify(INTENT_SPECS, null, 2) : `Intents (league table act FILE MATCH_ID KIND --field value …):\n${intentsHelp(PREFIX)}`);
    },
  },
  {
    name: 'preview',
    usage: 'league table preview FILE.league MATCH_ID KIND [--field value …] [--format table|json]',
    summary: 'A calculator before the roll: every modifier, the target, the dice to roll and why; nothing is rolled or written.',
    example: 'league table preview toybox.league 1 ram --rammer Brick --target Spike --remaining 7',
    async run(args, io) {
      const { file, matchId } = matchOf(args, this.usage);
      const fmt = outputFormat(args);
      const r = await withLeague(file, async (x) => {
        const state = await campaignCall(x, 'dwTable.state', { matchId }, io);
        return campaignCall(x, 'dwTable.preview', { matchId, intent: intentOf(args, this.usage, state) }, io);
      });
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : ['PREVIEW (nothing rolled or written):', ...resolutionText(r)].join('\n'));
    },
  },
  {
    name: 'act',
    usage: `${PREFIX} KIND [--field value …] [--dice "6 3 5"] [--format table|json]`,
    summary:
      "Resolve one intent with the league's dice as one operation (its rolls in the dice log, `league table undo` takes it back). Typed dice (a league whose dice are typed by the organizer): all of them in one --dice list, in the order the calculator asks (see `league table preview`); each is checked against its die's range, and a missing one is asked for by its purpose.",
    example: 'league table act toybox.league 1 shoot --shooter Hauler --weapon 2 --target Zip --distance 8',
    async run(args, io) {
      const { file, matchId } = matchOf(args, this.usage);
      const fmt = outputFormat(args);
      const dice = typedDice(args.flags.dice);
      const r = await withLeague(file, async (x) => {
        const state = await campaignCall(x, 'dwTable.state', { matchId }, io);
        return campaignCall(x, 'dwTable.act', { matchId, intent: intentOf(args, this.usage, state), ...dice }, io);
      });
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : [...resolutionText(r.resolution), '', ...tableText(r.state)].join('\n'));
    },
  },
  {
    name: 'log',
    usage: 'league table log FILE.league MATCH_ID [--format table|json]',
    summary: 'The match log: every intent resolved at the table, in order, with its dice and outcome (the dice log has each roll: league dice log --match ID).',
    example: 'league table log toybox.league 1',
    async run(args, io) {
      const { file, matchId } = matchOf(args, this.usage);
      const fmt = outputFormat(args);
      const s = await withLeague(file, (x) => campaignCall(x, 'dwTable.state', { matchId }, io));
      if (fmt === 'json') return io.out(JSON.stringify(s.log, null, 2));
      io.out(
        s.log.length
          ? s.log.flatMap((e, i) => [...(i ? [''] : []), ...resolutionText(e.resolution).map((l, n) => (n === 0 ? `#${e.seq} ${l}` : l))]).join('\n')
          : `Match ${s.number}'s table has no moves yet: start with \`league table act FILE ${matchId} initiative\`.`,
      );
    },
  },
  {
    name: 'undo',
    usage: 'league table undo FILE.league MATCH_ID [--format table|json]',
    summary: "Take back the table's last move of this match (with its dice, the counter included); refused when the league's last operation is something else.",
    example: 'league table undo toybox.league 1',
    async run(args, io) {
      const { file, matchId } = matchOf(args, this.usage);
      const fmt = outputFormat(args);
      const r = await withLeague(file, async (x) => {
        const before = await campaignCall(x, 'dwTable.state', { matchId }, io);
        const last = (await campaignCall(x, 'journal.recent', { limit: 50 }, io)).find((e) => e.state === 'done');
        if (!last?.op.startsWith('dwTable.') || !last.summary.startsWith(`Match ${before.number}:`))
          throw new CliError(
            `The league's last operation is not a move at match ${before.number}'s table${last ? ` but “${last.summary}”` : ''}: nothing was undone. Use \`league undo\` to undo it.`,
          );
        const entry = await campaignCall(x, 'journal.undo', {}, io);
        return { undone: entry, state: await campaignCall(x, 'dwTable.state', { matchId }, io) };
      });
      io.out(fmt === 'json' ? JSON.stringify(r, null, 2) : [`Undid: ${r.undone.summary}`, '', ...tableText(r.state)].join('\n'));
    },
  },
];

const table = group('table', 'Dirty Wheels: play a match at the table — live cards, calculators (preview, act with app or typed dice), the log, undo.', subs);

/** The group's help ends with every intent, read off the contract's schemas. */
export const tableCommand: Command = {
  ...table,
  usage: `${table.usage}\n\n  Intents (KIND and its --fields):\n${intentsHelp(PREFIX)}`,
};
