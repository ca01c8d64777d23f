import { parseInput, type ChannelName, type Result, type ResultOf } from '../../src-shared/ipc';
import { ServiceError } from '../services/errors';
import { handlers, type HandlerContext } from './handlers';

/** Typed for known channel names; adapters pass whatever arrived and get a validation error back. */
export interface Dispatch {
  <C extends ChannelName>(channel: C, payload: unknown): Promise<Result<ResultOf<C>>>;
  (channel: unknown, payload: unknown): Promise<Result<unknown>>;
}

/** Validate, run, and answer `{ ok, value | error }`; nothing below this line ever sees an unchecked payload. */
export function createDispatcher(ctx: HandlerContext, log: (e: unknown) => void = (e) => console.error(e)): Dispatch {
  return (async (channel: unknown, payload: unknown): Promise<Result<unknown>> => {
    const parsed = parseInput(channel, payload);
    if (!parsed.ok) return parsed;
    try {
      const handler = handlers[parsed.channel as ChannelName] as (c: HandlerContext, i: unknown) => unknown;
      return { ok: true, value: await handler(ctx, parsed.input) };
    } catch (e) {
      if (e instanceof ServiceError) return { ok: false, error: e.error };
      log(e);
      return { ok: false, error: { kind: 'internal', message: `Something went wrong in ${String(channel)}: ${(e as Error).message ?? String(e)}. Nothing was changed.` } };
    }
  }) as Dispatch;
}
