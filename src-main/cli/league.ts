/**
 * The `league` command line: the same dispatcher and services as the app, for scripts and organizers
 * who live in a terminal. Errors go to stderr with a non-zero exit and change nothing.
 * Commands live in commands/, one file per area, listed in `commandList` below; a ruleset's own through commands/rulesets.ts
 * (read off the build list, src-main/rulesets/build.ts).
 */
import { addMainRulesets, type MainRulesetEntry } from '../rulesets';
import { APP_VERSION } from '../version';
import { parseArgs } from './args';
import { CliError, commandsFor, leagueFileIn, leagueRulesetOf, ownedCommands, rulesetName, type Command, type Io } from './kit';
import { coreCommands } from './commands/core';
import { exportCommands } from './commands/export';
import { oddsCommand } from './commands/odds';
import { printCommands } from './commands/print';
import { rulesetCommands } from './commands/rulesets';
import { seasonCommands } from './commands/season';
import { settingsCommand } from './commands/settings';
import { teamCommands } from './commands/team';
import { verifyCommand } from './commands/verify';

export { CliError } from './kit';

/** Every command, checked for a name two owners share; read per run, so a ruleset added after load (`cliWith`) is in it. */
const commandList = (): Command[] =>
  ownedCommands([
    ...coreCommands,
    settingsCommand,
    ...rulesetCommands(),
    oddsCommand,
    ...seasonCommands(),
    ...teamCommands,
    ...printCommands,
    ...exportCommands,
    verifyCommand,
  ]);

/**
 * `league --help`: every command. `league --help FILE.league`: the core's and the league's ruleset's only, so an
 * organizer of a Dirty Wheels league is not offered Dethmetal's hiring and stores.
 */
function help(file?: string): string {
  const plays = file === undefined ? null : leagueRulesetOf(file);
  const shown = commandsFor(commandList(), plays);
  const width = Math.max(...shown.map((c) => c.name.length));
  return [
    `league ${APP_VERSION}: run a Pitwall league from the terminal.`,
    '',
    'Usage: league COMMAND [ARGS] [--help]',
    '',
    plays === null ? 'Commands:' : `Commands for ${file} (${rulesetName(plays)}):`,
    ...shown.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `league COMMAND --help` for its arguments and an example.',
  ].join('\n');
}

export async function runCli(
  argv: string[],
  io: Io = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    const file = leagueFileIn(rest);
    if (file !== undefined && leagueRulesetOf(file) === null) {
      io.err(`There is no league file ${file} (or it names no ruleset): its commands cannot be listed.`);
      return 2;
    }
    io.out(help(file));
    return name ? 0 : 2;
  }
  if (name === '--version') {
    io.out(APP_VERSION);
    return 0;
  }
  const command = commandList().find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command “${name}”.\n\n${help()}`);
    return 2;
  }
  const args = parseArgs(rest);
  if (args.flags.help) {
    // `league match --help FILE.league`: the parser took the file as the flag's value; it is the league asked about.
    if (typeof args.flags.help === 'string') args.positionals.push(args.flags.help);
    io.out(command.helpFor?.(args) ?? `${command.summary}\n\nUsage: ${command.usage}\n\nExample:\n  ${command.example}`);
    return 0;
  }
  try {
    await command.run(args, io);
    return 0;
  } catch (e) {
    io.err(e instanceof CliError ? e.message : `league: ${(e as Error).message}`);
    return e instanceof CliError ? e.exitCode : 1;
  }
}

/**
 * The command line with rulesets of its own besides the build's (issue 21: a test's bundle adds its fixture ruleset,
 * tests/rulesets/fixture/): each is registered once, in every registry of the process (src-main/rulesets/), and
 * refused if its id or any name it brings is registered already. Returns `runCli` over them, and the way to take them
 * off again (a test's process goes on to other tests).
 */
export function cliWith(options: { rulesets: readonly MainRulesetEntry[] }): { run: typeof runCli; off: () => void } {
  return { run: runCli, off: addMainRulesets(options.rulesets) };
}
