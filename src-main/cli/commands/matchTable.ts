/**
 * `league match table`: the match table of any ruleset from the terminal, over the core's `table.*` channels (issue
 * 21), reaching the league's ruleset's table by its id: its state, one intent as one operation (typed dice with
 * --dice), its log, its rolls and undo of its last move. A ruleset that gives its table's words for the terminal
 * (`RulesetTableCli`, its main entry's `tableCli`: Dirty Wheels' cards, calculators and intents as `KIND --field
 * value`) is printed in them, and may preview a calculator; any other prints its state as JSON and its log in the
 * journal's words, and takes an intent as JSON (`--intent`).
 */
import type { AppSession } from '../../app/session';
import type { ParsedArgs } from '../args';
import { CliError, type Io, withLeague } from '../kit';
import { campaignCall, intFlag, outputFormat, positional, rollsReport, stringFlag, type SubCommand } from './commandKit';
import { rulesetTableCli, rulesetTableClis } from './rulesets';

/** What `league match table` prints of a ruleset's table, in its words, and how it reads its intents. */
export interface RulesetTableCli {
  /** Its intents as `KIND --field value …`, read off its contract's schemas. */
  intents: {
    /** Every intent with its fields (`intents --format json`). */
    specs: unknown;
    /** Every intent with its fields and an example after `prefix` (`intents`, and the command's help). */
    help(prefix: string): string;
    /** The intent KIND and its flags name (the table's state names what a flag may name, a car by its name). */
    fromFlags(kind: string, flags: Readonly<Record<string, string | true>>, state: unknown): unknown;
  };
  /** The table's state in its words (the match screen's cards). */
  stateText(state: unknown): string[];
  /** An intent's outcome in its words: what `act` resolved (the `table.act` result), or a preview. */
  resolutionText(resolution: unknown): string[];
  /** Its match log in its words, from the table's state; null when no move was made yet. */
  logText(state: unknown): string[] | null;
  /** What the log says before the first move (how to start). */
  emptyLog(state: unknown, matchId: number): string;
  /** A calculator before the roll, through its own channel: nothing rolled or written. */
  preview?(session: AppSession, matchId: number, intent: unknown, io: Io): Promise<unknown>;
}

/** The flags the command takes itself: every other flag is a field of a `KIND --field value` intent. */
export const TABLE_FLAGS = ['match', 'intent', 'dice', 'format', 'help'];

const ACTIONS = ['state', 'intents', 'preview', 'act', 'log', 'dice', 'undo'] as const;
type Action = (typeof ACTIONS)[number];

const USAGE =
  'league match table FILE.league --match MATCH_ID [state|intents|preview|act|log|dice|undo] [KIND --field value … | --intent JSON] [--dice "6 3 5"] [--format table|json]';
const PREFIX = 'league match table FILE.league --match MATCH_ID act';

function actionOf(args: ParsedArgs): Action {
  const a = args.positionals[1] ?? 'state';
  if (!(ACTIONS as readonly string[]).includes(a)) throw new CliError(`Unknown table action “${a}”; one of: ${ACTIONS.join(', ')}.\nUsage: ${USAGE}`, 2);
  const most = a === 'act' || a === 'preview' ? 3 : 2;
  if (args.positionals.length > most)
    throw new CliError(`Unexpected “${args.positionals[most]}”${most === 3 ? ": an intent's fields are flags (--name value)" : ''}.\nUsage: ${USAGE}`, 2);
  return a as Action;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${what} is not valid JSON: ${(e as Error).message}.`, 2);
  }
}

/** The intent: `--intent JSON`, a JSON object in place of KIND, or `KIND --field value …` in the ruleset's words. */
function intentOf(args: ParsedArgs, name: string, words: RulesetTableCli | undefined, state: unknown): unknown {
  if (args.flags.intent !== undefined) return parseJson(stringFlag(args, 'intent', USAGE, true)!, '--intent');
  const kind = args.positionals[2];
  if (kind === undefined) {
    const how = words ? `KIND --field value … (\`league match table FILE --match N intents\` lists them) or ` : '';
    throw new CliError(`Say which intent: ${how}--intent JSON.\nUsage: ${USAGE}`, 2);
  }
  if (kind.trim().startsWith('{')) {
    const extra = Object.keys(args.flags).filter((f) => !TABLE_FLAGS.includes(f));
    if (extra.length) throw new CliError(`A JSON intent takes its fields inside the JSON, not as ${extra.map((f) => `--${f}`).join(', ')}.`, 2);
    return parseJson(kind, 'The intent');
  }
  if (!words) throw new CliError(`${name}'s table takes its intents as JSON: --intent '{"kind": …}'.`, 2);
  const fields = Object.fromEntries(Object.entries(args.flags).filter(([f]) => !TABLE_FLAGS.includes(f))) as Record<string, string | true>;
  return words.intents.fromFlags(kind, fields, state);
}

/**
 * Typed dice as one list, `--dice "6 3 5"` (or commas), in the order the table asks: each a whole number; the service
 * checks each against its die's range and names the die's purpose when one is wrong or missing.
 */
function typedDice(raw: string | true | undefined): { dice?: number[] } {
  if (raw === undefined) return {};
  if (raw === true) throw new CliError('--dice needs the rolls in the order the table asks for them, e.g. --dice "6 3 5".', 2);
  const dice = raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((p, i) => {
      if (!/^\d+$/.test(p)) throw new CliError(`--dice: die ${i + 1} is “${p}”, not a whole number.`, 2);
      return Number(p);
    });
  return { dice };
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** Each ruleset's intents in the help, for those whose table has words for the terminal. */
function intentsHelp(): string[] {
  return rulesetTableClis().flatMap(({ name, words }) => ['', `  Intents at a ${name} table (KIND and its --fields):`, words.intents.help(PREFIX)]);
}

export const matchTableSub: SubCommand = {
  name: 'table',
  usage: USAGE,
  summary:
    "The match's table in any ruleset: its state, one intent as one operation with the league's dice (its rolls in the dice log; `undo` takes the table's last move back), a calculator's preview, its log, its rolls.",
  example: 'league match table toybox.league --match 1 act initiative',
  details: () => [
    '',
    'The intent is the league’s ruleset’s: KIND --field value … where its table lists them (`intents`), or JSON with',
    '--intent; a problem with it is named at its field. Typed dice (a league whose dice are typed by the organizer):',
    'every roll in one --dice list ("6 3 5"), in the order the table asks, each checked against its die.',
    ...intentsHelp(),
  ],
  async run(args, io) {
    const file = positional(args, 0, 'FILE', USAGE);
    const action = actionOf(args);
    const fmt = outputFormat(args);
    const matchId = action === 'intents' ? 0 : intFlag(args, 'match', USAGE)!;
    const out = await withLeague(file, async (x) => {
      const league = await campaignCall(x, 'league.get', {}, io);
      const words = rulesetTableCli(league.ruleset);
      const name = league.rulesetName;
      const state = () => campaignCall(x, 'table.state', { matchId }, io);
      switch (action) {
        case 'intents':
          if (!words) throw new CliError(`${name}'s table lists no intents for the terminal: give one as JSON with --intent.`, 2);
          return { kind: 'intents' as const, words };
        case 'state':
          return { kind: 'state' as const, words, state: await state() };
        case 'preview': {
          const s = await state();
          if (!words?.preview) throw new CliError(`${name}'s table has no calculator to preview from the terminal.`, 2);
          return { kind: 'preview' as const, words, preview: await words.preview(x, matchId, intentOf(args, name, words, s.state), io) };
        }
        case 'act': {
          const s = await state();
          const acted = await campaignCall(x, 'table.act', { matchId, intent: intentOf(args, name, words, s.state), ...typedDice(args.flags.dice) }, io);
          return { kind: 'acted' as const, words, acted, log: words ? [] : await campaignCall(x, 'table.log', { matchId }, io) };
        }
        case 'log':
          return { kind: 'log' as const, words, state: words ? await state() : undefined, log: await campaignCall(x, 'table.log', { matchId }, io) };
        case 'dice':
          return { kind: 'rolls' as const, words, rolls: await campaignCall(x, 'table.dice', { matchId }, io) };
        case 'undo': {
          // Only this table's last move: the league's last operation must be the last one its log still holds.
          const last = (await campaignCall(x, 'journal.recent', { limit: 50 }, io)).find((e) => e.state === 'done');
          const moves = await campaignCall(x, 'table.log', { matchId }, io);
          if (!last || moves.at(-1)?.journalId !== last.id) {
            const number = (await campaignCall(x, 'match.get', { matchId }, io)).number;
            throw new CliError(
              `The league's last operation is not a move at match ${number}'s table${last ? ` but “${last.summary}”` : ''}: nothing was undone. Use \`league undo\` to undo it.`,
            );
          }
          const undone = await campaignCall(x, 'journal.undo', {}, io);
          return { kind: 'undone' as const, words, undone, state: await state() };
        }
      }
    });
    const { words } = out;
    if (out.kind === 'intents')
      return io.out(fmt === 'json' ? json(words!.intents.specs) : `Intents (${PREFIX} KIND --field value …):\n${words!.intents.help(PREFIX)}`);
    if (out.kind === 'preview')
      return io.out(fmt === 'json' ? json(out.preview) : ['PREVIEW (nothing rolled or written):', ...words!.resolutionText(out.preview)].join('\n'));
    if (out.kind === 'acted') {
      if (fmt === 'json') return io.out(json(out.acted));
      if (words) return io.out([...words.resolutionText(out.acted.result), '', ...words.stateText(out.acted.state)].join('\n'));
      return io.out(out.log.at(-1)?.words ?? 'Done.');
    }
    if (out.kind === 'undone') {
      if (fmt === 'json') return io.out(json({ undone: out.undone, state: out.state }));
      const table = words ? words.stateText(out.state.state) : [json(out.state.state)];
      return io.out([`Undid: ${out.undone.summary}`, '', ...table].join('\n'));
    }
    if (out.kind === 'rolls') {
      if (fmt === 'json') return io.out(json(out.rolls));
      return io.out(
        out.rolls.length ? rollsReport(out.rolls as Parameters<typeof rollsReport>[0]).join('\n') : `No dice have been rolled at match ${matchId}'s table.`,
      );
    }
    if (out.kind === 'log') {
      if (fmt === 'json') return io.out(json(out.log));
      if (words && out.state) return io.out(words.logText(out.state.state)?.join('\n') ?? words.emptyLog(out.state.state, matchId));
      return io.out(out.log.length ? out.log.map((l) => `#${l.journalId} ${l.words}`).join('\n') : `Match ${matchId}'s table has no moves yet.`);
    }
    if (fmt === 'json') return io.out(json(out.state));
    if (words) return io.out(words.stateText(out.state.state).join('\n'));
    io.out([`Match ${matchId}'s table (${out.state.ruleset}):`, json(out.state.state)].join('\n'));
  },
};
