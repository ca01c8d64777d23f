/** What every `league` command is built from: the session over one file, typed calls, errors. */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeError, type ChannelName, type InputOf, type ResultOf } from '../../src-shared/ipc';
import { createDispatcher } from '../app/dispatch';
import { AppSession } from '../app/session';
import { rulesetById, isRegisteredRuleset } from '../../src-shared/engine/registry';
import { Registry } from '../../src-shared/engine/register';
import { duplicateNames } from '../../src-shared/ipc/join';
import { storedRuleset } from '../services/league';
import { APP_VERSION } from '../version';
import type { ParsedArgs } from './args';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

export interface Command {
  name: string;
  /** The ruleset whose command this is (tagged once, in commands/rulesets.ts); refused on a league of another. */
  ruleset?: string;
  usage: string;
  summary: string;
  example: string;
  /** `league COMMAND SUB --help`: the help of one sub-command, when the command has it. */
  helpFor?(args: ParsedArgs): string | undefined;
  run(args: ParsedArgs, io: Io): Promise<void>;
}

/** The command list, refused at load when two commands share a name (the second would never run). */
export function distinctCommands<T extends { name: string }>(commands: T[], within = 'league'): T[] {
  const twice = duplicateNames(commands.map((c) => c.name));
  if (twice.length) throw new Error(`Two commands of \`${within}\` are named ${twice.map((n) => `“${n}”`).join(', ')}: each name must be defined once.`);
  return commands;
}

/**
 * The `league` command list, each command owned by its ruleset (`ruleset`, tagged by commands/rulesets.ts) or the
 * core: a name two commands share is refused naming both owners (src-shared/engine/register.ts), in the list's order.
 */
export function ownedCommands<T extends { name: string; ruleset?: string }>(commands: readonly T[]): T[] {
  const registry = new Registry<T>('command of `league`');
  for (const c of commands) registry.add(c.ruleset ?? 'core', c.name, c);
  return [...commands];
}

/** A session over one league file (the CLI never touches the app's recent list). */
export function sessionFor(): AppSession {
  return new AppSession({ dataDir: os.tmpdir(), trackRecent: false });
}

export async function call<C extends ChannelName>(session: AppSession, channel: C, payload: InputOf<C>): Promise<ResultOf<C>> {
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: APP_VERSION } }, () => {});
  const result = await dispatch(channel, payload);
  if (!result.ok) throw new CliError(describeError(result.error));
  return result.value as ResultOf<C>;
}

export function needFile(args: ParsedArgs, usage: string): string {
  const file = args.positionals[0];
  if (!file) throw new CliError(`Missing FILE.\nUsage: ${usage}`, 2);
  return file;
}

export function format(args: ParsedArgs): 'table' | 'json' {
  const f = args.flags.format ?? 'table';
  if (f !== 'table' && f !== 'json') throw new CliError(`--format must be table or json, not ${String(f)}`, 2);
  return f;
}

export async function withLeague<T>(file: string, fn: (s: AppSession) => Promise<T>): Promise<T> {
  const session = sessionFor();
  try {
    await call(session, 'app.openLeague', { path: path.resolve(file) });
    return await fn(session);
  } finally {
    session.close();
  }
}

/** The ruleset id a league file plays, read read-only; null when there is no such file or it names none. */
export function leagueRulesetOf(file: string): string | null {
  const absolute = path.resolve(file);
  return existsSync(absolute) ? storedRuleset(absolute) : null;
}

/** The first FILE.league among a command's positionals (a group's sub-command name comes first: `league car sell FILE.league …`). */
export const leagueFileIn = (positionals: readonly string[]): string | undefined => positionals.find((p) => p.toLowerCase().endsWith('.league'));

/** How a refusal names a ruleset: its name when registered, else its id as the file stores it. */
const rulesetName = (id: string) => (isRegisteredRuleset(id) ? rulesetById(id).name : `“${id}”`);

/**
 * A ruleset's command (or sub-command), refused on a league of another ruleset before it runs, in words naming both
 * (issue 19 #7): without this, `league release` on a Dirty Wheels league said there was no competitor 1 although
 * there is. The league is the first FILE.league among its positionals (`car check`, which takes a design only, has
 * none to check). Its channels are refused by the dispatcher all the same. Tagged once, by the CLI's ruleset registry
 * (commands/rulesets.ts), after checking the name against the ruleset's declaration.
 */
export function forRuleset<T extends { name: string; elsewhere?: string; run(args: ParsedArgs, io: Io): Promise<void> }>(
  ruleset: string,
  shownAs: string,
  command: T,
): T & { ruleset: string } {
  if (!isRegisteredRuleset(ruleset)) throw new Error(`league ${shownAs} is tagged with the ruleset “${ruleset}”, which is not registered.`);
  return {
    ...command,
    ruleset,
    async run(args: ParsedArgs, io: Io) {
      const file = leagueFileIn(args.positionals);
      const plays = file === undefined ? null : leagueRulesetOf(file);
      if (plays !== null && plays !== ruleset)
        throw new CliError(
          `league ${shownAs} is a ${rulesetById(ruleset).name} command; ${file} plays ${rulesetName(plays)}. Nothing was changed.${command.elsewhere ? ` ${command.elsewhere}` : ''}`,
        );
      return command.run.call(this, args, io);
    },
  };
}

/**
 * The commands `league --help FILE.league` lists: the core's and those of the league's ruleset, none of another's.
 * Without a league (or a file that names no ruleset), every command.
 */
export function commandsFor<T extends { ruleset?: string }>(commands: readonly T[], plays: string | null): T[] {
  return plays === null ? [...commands] : commands.filter((c) => c.ruleset === undefined || c.ruleset === plays);
}

export { rulesetName };
