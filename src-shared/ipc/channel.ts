import { z } from 'zod';

/**
 * What a channel acts on. `league`: the open league (reads and writes of its rows, sheets and exports of it); a window
 * names the league it means with every call, and a write meant for another league is refused (issue 19). `app`: the
 * app itself (preferences, the recent list, dialogs, opening or creating a league, reading an export): no league to
 * be stale about, and opening a league is how a stale window moves on.
 */
export type ChannelScope = 'league' | 'app';

/**
 * One channel of the IPC contract: its zod input schema and (phantom) result type.
 * `kind` says whether it writes (the services wrap writes in one transaction and journal them; the page refetches).
 */
export interface Channel<I extends z.ZodType, R> {
  kind: 'read' | 'write';
  scope: ChannelScope;
  /** The ruleset whose channel this is (set once, in channels.ts); the dispatcher refuses it on a league of another. */
  ruleset?: string;
  /** A ruleset's channel: what a league of another ruleset uses instead, said when it is refused there. */
  elsewhere?: string;
  input: I;
  /** Phantom: carries the result type only. */
  result?: R;
  /** How long a caller waits before reporting a timeout, in ms. */
  timeoutMs?: number;
}

/** A channel on the open league. */
export const channel = <I extends z.ZodType, R>(kind: 'read' | 'write', input: I, timeoutMs?: number): Channel<I, R> => ({
  kind,
  scope: 'league',
  input,
  timeoutMs,
});

/** A channel on the app, not on the open league (see ChannelScope). */
export const appChannel = <I extends z.ZodType, R>(kind: 'read' | 'write', input: I, timeoutMs?: number): Channel<I, R> => ({
  kind,
  scope: 'app',
  input,
  timeoutMs,
});

/** A ruleset's channel map, each channel tagged with the ruleset's id (the contract does this once per ruleset folder). */
export function forRuleset<M extends Record<string, Channel<z.ZodType, unknown>>>(
  ruleset: string,
  channels: M,
  elsewhere: { readonly [C in keyof M]?: string } = {},
): M {
  return Object.fromEntries(
    Object.entries(channels).map(([name, c]) => [name, { ...c, ruleset, ...(elsewhere[name] ? { elsewhere: elsewhere[name] } : {}) }]),
  ) as M;
}

export const none = z.object({}).strict();
