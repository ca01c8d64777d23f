/**
 * The `league` command line: the same dispatcher and services as the app, for scripts and organizers
 * who live in a terminal. Errors go to stderr with a non-zero exit and change nothing.
 */
import path from 'node:path';
import { describeError, type ChannelName, type InputOf, type ResultOf } from '../../src-shared/ipc';
import { createDispatcher } from '../app/dispatch';
import { AppSession } from '../app/session';
import { APP_VERSION } from '../version';
import { parseArgs, type ParsedArgs } from './args';
import { table } from './output';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';

export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

interface Command {
  name: string;
  usage: string;
  summary: string;
  example: string;
  run(args: ParsedArgs, io: Io): Promise<void>;
}

/** A session over one league file (the CLI never touches the app's recent list). */
function sessionFor(): AppSession {
  return new AppSession({ dataDir: process.env.PITWALL_CLI_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'pitwall-cli-')) });
}

async function call<C extends ChannelName>(session: AppSession, channel: C, payload: InputOf<C>): Promise<ResultOf<C>> {
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: APP_VERSION } }, () => {});
  const result = await dispatch(channel, payload);
  if (!result.ok) throw new CliError(describeError(result.error));
  return result.value as ResultOf<C>;
}

function needFile(args: ParsedArgs, usage: string): string {
  const file = args.positionals[0];
  if (!file) throw new CliError(`Missing FILE.\nUsage: ${usage}`, 2);
  return file;
}

function format(args: ParsedArgs): 'table' | 'json' {
  const f = args.flags.format ?? 'table';
  if (f !== 'table' && f !== 'json') throw new CliError(`--format must be table or json, not ${String(f)}`, 2);
  return f;
}

async function withLeague<T>(file: string, fn: (s: AppSession) => Promise<T>): Promise<T> {
  const session = sessionFor();
  try {
    await call(session, 'app.openLeague', { path: path.resolve(file) });
    return await fn(session);
  } finally {
    session.close();
  }
}

const commands: Command[] = [
  {
    name: 'new',
    usage: 'league new FILE.league --name NAME',
    summary: 'Create a new league file.',
    example: 'league new spring.league --name "Spring Dethmetal League"',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const name = args.flags.name;
      if (typeof name !== 'string') throw new CliError(`Missing --name NAME.\nUsage: ${this.usage}`, 2);
      const session = sessionFor();
      try {
        const info = await call(session, 'app.newLeague', { name, path: path.resolve(file) });
        io.out(`Created league “${info.name}” in ${info.path}`);
      } finally {
        session.close();
      }
    },
  },
  {
    name: 'franchises',
    usage: 'league franchises FILE.league [--format table|json]',
    summary: 'List the franchises of a league.',
    example: 'league franchises spring.league --format json',
    async run(args, io) {
      const file = needFile(args, this.usage);
      const fmt = format(args);
      const list = await withLeague(file, (s) => call(s, 'franchise.list', {}));
      io.out(
        fmt === 'json'
          ? JSON.stringify(list, null, 2)
          : table(list, [
              { key: 'id', label: 'ID', align: 'right' },
              { key: 'name', label: 'Franchise' },
              { key: 'owner', label: 'Owner' },
              { key: 'colour', label: 'Colour' },
            ]),
      );
    },
  },
];

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `league ${APP_VERSION}: run a Pitwall league from the terminal.`,
    '',
    'Usage: league COMMAND [ARGS] [--help]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `league COMMAND --help` for its arguments and an example.',
  ].join('\n');
}

export async function runCli(argv: string[], io: Io = { out: (s) => process.stdout.write(s + '\n'), err: (s) => process.stderr.write(s + '\n') }): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name ? 0 : 2;
  }
  if (name === '--version') {
    io.out(APP_VERSION);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command “${name}”.\n\n${help()}`);
    return 2;
  }
  const args = parseArgs(rest);
  if (args.flags.help) {
    io.out(`${command.summary}\n\nUsage: ${command.usage}\n\nExample:\n  ${command.example}`);
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
