import path from 'node:path';
import { rulesetById } from '../../src-shared/engine/registry';
import {
  clipError,
  contract,
  isChannel,
  parseInput,
  type AppError,
  type ChannelName,
  type Reply,
  type Result,
  type ResultOf,
  unknownChannel,
} from '../../src-shared/ipc';
import { ServiceError } from '../services/errors';
import { getLeague } from '../services/league';
import { handlers, type HandlerContext } from './handlers';

/** Typed for known channel names; adapters pass whatever arrived and get a validation error back. */
export interface Dispatch {
  <C extends ChannelName>(channel: C, payload: unknown, caller?: Caller): Promise<Reply<ResultOf<C>>>;
  (channel: unknown, payload: unknown, caller?: Caller): Promise<Reply<unknown>>;
}

/**
 * The input fields of each channel that name a file the main process reads or writes. tests/ipc checks that every
 * channel with a `path` or `from` field is listed here, so a new file channel cannot skip the resolution below.
 */
export const FILE_FIELDS: { readonly [C in ChannelName]?: readonly string[] } = {
  'app.newLeague': ['path'],
  'app.openLeague': ['path'],
  'app.saveCopy': ['path'],
  'sheets.write': ['path'],
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

/**
 * What an adapter knows of its caller: the league the window means (`LeagueInfo.id` as it last loaded it; null before
 * it has loaded one). The browser host and Electron pass it for every page call; in-process callers (the CLI, tests)
 * pass none and act on whatever league their session has open, which they opened themselves.
 */
export interface Caller {
  league: string | null;
}

/**
 * The caller an adapter read off the wire: a request without `league` is an in-process style call (no check); with it,
 * the league id as the window knows it (null: none loaded yet). Anything else is not a league id: an error to show.
 */
export function callerFrom(request: object): Caller | undefined | string {
  if (!Object.hasOwn(request, 'league')) return undefined;
  const league = (request as { league?: unknown }).league;
  if (league === null) return { league: null };
  if (typeof league === 'string' && league.length > 0 && league.length <= 64) return { league };
  return 'The request names its league with something that is not a league id (league.get gives it as `id`).';
}

/** Validate, run, and answer `{ ok, value | error }`; nothing below this line ever sees an unchecked payload. */
export function createDispatcher(ctx: HandlerContext, log: (e: unknown) => void = (e) => console.error(e)): Dispatch {
  const answer = async (channel: unknown, payload: unknown, caller?: Caller): Promise<Result<unknown>> => {
    if (!isChannel(channel)) return { ok: false, error: unknownChannel(channel) };
    const refused = staleRefusal(ctx.session, channel, payload, caller) ?? rulesetRefusal(ctx.session, channel);
    if (refused) return { ok: false, error: refused };
    const parsed = parseInput(channel, payload);
    if (!parsed.ok) return parsed;
    try {
      const handler = handlers()[parsed.channel as ChannelName] as (c: HandlerContext, i: unknown) => unknown;
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
  };
  return (async (channel: unknown, payload: unknown, caller?: Caller): Promise<Reply<unknown>> => {
    const result = await answer(channel, payload, caller);
    // One place for every refusal: however long the input it echoes, the words stay readable.
    const reply: Reply<unknown> = result.ok ? result : { ok: false, error: clipError(result.error) };
    // A window that names its league learns which one is open with every answer (after a switch: the new one).
    return caller ? { ...reply, league: ctx.session.identity() } : reply;
  }) as Dispatch;
}

const fileName = (p: string) => path.basename(p);

/**
 * A write meant for another league than the open one (a stale window: another window or tab opened a league since)
 * is refused before anything runs; so is a read that writes a file of the open league (a copy, a sheet, an export),
 * which the window would take for its own league's. Other reads are answered: the reply's `league` tells the window.
 */
function staleRefusal(session: HandlerContext['session'], channel: ChannelName, payload: unknown, caller?: Caller): AppError | null {
  const c = contract[channel];
  if (!caller?.league || c.scope !== 'league') return null;
  const writesFile = (FILE_FIELDS[channel] ?? []).some((f) => payload !== null && typeof payload === 'object' && Object.hasOwn(payload, f));
  if (c.kind !== 'write' && !writesFile) return null;
  const stale = session.staleFor(caller.league);
  if (!stale) return null;
  const { shown, open } = stale;
  const showing = shown ? `This window is showing ${shown.name} (${fileName(shown.path)})` : 'This window is showing another league';
  return {
    kind: 'stale-league',
    message: `${showing}, but ${open.name} (${fileName(open.path)}) is open now: another window or tab opened it. Nothing was changed; reload this window to work on ${open.name}.`,
    shown,
    open,
  };
}

/** A ruleset's channel (tagged in the contract) on a league of another ruleset: refused in words naming both. */
function rulesetRefusal(session: HandlerContext['session'], channel: ChannelName): AppError | null {
  const { ruleset: owner, elsewhere } = contract[channel] as { ruleset?: string; elsewhere?: string };
  if (owner === undefined || !session.isOpen) return null;
  const league = getLeague(session.league);
  if (league.ruleset === owner) return null;
  return {
    kind: 'unavailable',
    message: `This is a ${rulesetById(owner).name} command (${channel}); this league (${league.name}) plays ${league.rulesetName}. Nothing was changed.${elsewhere ? ` ${elsewhere}` : ''}`,
  };
}
