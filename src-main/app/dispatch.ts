import path from 'node:path';
import { parseInput, type ChannelName, type Result, type ResultOf } from '../../src-shared/ipc';
import { ServiceError } from '../services/errors';
import { handlers, type HandlerContext } from './handlers';

/** Typed for known channel names; adapters pass whatever arrived and get a validation error back. */
export interface Dispatch {
  <C extends ChannelName>(channel: C, payload: unknown): Promise<Result<ResultOf<C>>>;
  (channel: unknown, payload: unknown): Promise<Result<unknown>>;
}

/**
 * The input fields of each channel that name a file the main process reads or writes. tests/ipc checks that every
 * channel with a `path` or `from` field is listed here, so a new file channel cannot skip the resolution below.
 */
export const FILE_FIELDS: { readonly [C in ChannelName]?: readonly string[] } = {
  'app.newLeague': ['path'],
  'app.openLeague': ['path'],
  'app.saveCopy': ['path'],
  'sheets.car': ['path'],
  'sheets.driver': ['path'],
  'sheets.franchise': ['path'],
  'sheets.match': ['path'],
  'export.standings': ['path'],
  'export.league': ['path'],
  'import.league': ['from', 'path'],
  'import.inspect': ['from'],
  'import.upload': ['path'],
};

/**
 * A relative path arriving through the API is resolved against the DATA FOLDER, never the process's working folder:
 * under `npm start` that is the checkout, and `package.json` typed into a save box would overwrite the project's own
 * file. Electron's dialogs and the CLI send absolute paths (the CLI resolves against the shell's folder itself, as a
 * shell user expects), so only typed paths from the renderer or a direct API call are affected.
 */
export function resolveFileFields<T>(channel: ChannelName, input: T, dataDir: string): T {
  const fields = FILE_FIELDS[channel];
  if (!fields || input === null || typeof input !== 'object') return input;
  const out = { ...input } as Record<string, unknown>;
  for (const f of fields) {
    const v = out[f];
    if (typeof v === 'string') out[f] = path.isAbsolute(v) ? path.normalize(v) : path.resolve(dataDir, v);
  }
  return out as T;
}

/** Validate, run, and answer `{ ok, value | error }`; nothing below this line ever sees an unchecked payload. */
export function createDispatcher(ctx: HandlerContext, log: (e: unknown) => void = (e) => console.error(e)): Dispatch {
  return (async (channel: unknown, payload: unknown): Promise<Result<unknown>> => {
    const parsed = parseInput(channel, payload);
    if (!parsed.ok) return parsed;
    try {
      const handler = handlers[parsed.channel as ChannelName] as (c: HandlerContext, i: unknown) => unknown;
      const input = resolveFileFields(parsed.channel as ChannelName, parsed.input, ctx.session.options.dataDir);
      return { ok: true, value: await handler(ctx, input) };
    } catch (e) {
      if (e instanceof ServiceError) return { ok: false, error: e.error };
      log(e);
      return {
        ok: false,
        error: { kind: 'internal', message: `Something went wrong in ${String(channel)}: ${(e as Error).message ?? String(e)}. Nothing was changed.` },
      };
    }
  }) as Dispatch;
}
