/** What every `league` command is built from: the session over one file, typed calls, errors. */
import os from 'node:os';
import path from 'node:path';
import { describeError, type ChannelName, type InputOf, type ResultOf } from '../../src-shared/ipc';
import { createDispatcher } from '../app/dispatch';
import { AppSession } from '../app/session';
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
  usage: string;
  summary: string;
  example: string;
  /** `league COMMAND SUB --help`: the help of one sub-command, when the command has it. */
  helpFor?(args: ParsedArgs): string | undefined;
  run(args: ParsedArgs, io: Io): Promise<void>;
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
