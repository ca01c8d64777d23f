/**
 * One client, two transports. Screens call `api.call(channel, input)` and never learn whether the
 * Electron preload or the browser host answered. Every call has a timeout and resolves to a Result.
 */
import { contract, type ChannelName, type InputOf, type LeagueIdentity, type Reply, type Result, type ResultOf } from '../../src-shared/ipc';

/** A reply, with the league's revision it was read at where the transport knows it (see ./queryCache.ts). */
export type RevisedReply = Reply<unknown> & { revision?: string | null };

export interface Transport {
  kind: 'electron' | 'browser';
  /** `league`: the id of the league this page shows (null before it has loaded one); the reply says which is open. */
  invoke(channel: string, payload: unknown, league: string | null): Promise<RevisedReply>;
  /** The open league's revision now (null: unknown); a transport without it has every read made afresh. */
  revision?(): Promise<string | null>;
  onMenu?(listener: (action: string) => void): () => void;
}

interface PitwallBridge {
  invoke(channel: string, payload: unknown, league: string | null): Promise<Reply<unknown>>;
  onMenu(listener: (action: string) => void): () => void;
}

declare global {
  interface Window {
    pitwall?: PitwallBridge;
  }
}

export function electronTransport(bridge: PitwallBridge): Transport {
  return { kind: 'electron', invoke: (c, p, league) => bridge.invoke(c, p, league), onMenu: (l) => bridge.onMenu(l) };
}

/**
 * The browser host lets a tab in by a cookie it set when the printed link was opened (HttpOnly: this code never sees
 * it); a same-origin fetch sends it. A refusal comes back in the Result shape with the host's own reason.
 */
export function httpTransport(): Transport {
  return {
    kind: 'browser',
    async invoke(channel, payload, league) {
      const res = await fetch('/api/invoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel, payload, league }),
      });
      const isJson = res.headers.get('content-type')?.startsWith('application/json');
      const body = isJson ? ((await res.json().catch(() => null)) as Reply<unknown> | null) : null;
      if (body && typeof body.ok === 'boolean') return { ...body, revision: res.headers.get('x-pitwall-revision') };
      return { ok: false, error: { kind: 'internal', message: `The Pitwall host answered ${res.status}.` } };
    },
    async revision() {
      const res = await fetch('/api/revision').catch(() => null);
      const body = res?.ok ? ((await res.json().catch(() => null)) as { revision?: unknown } | null) : null;
      return typeof body?.revision === 'string' ? body.revision : null;
    },
  };
}

export function detectTransport(): Transport {
  return window.pitwall ? electronTransport(window.pitwall) : httpTransport();
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** This page shows `shown`, but another window or tab has opened `open` since (issue 19). */
export interface StaleLeague {
  shown: LeagueIdentity;
  open: LeagueIdentity;
}

/** An answer with the league's revision it was read at (null: unknown, so not to be kept). */
export interface Answer<T> {
  result: Result<T>;
  revision: string | null;
}

export interface Api {
  kind: Transport['kind'];
  call<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Result<ResultOf<C>>>;
  /** As `call`, with the revision the answer was read at: what the read cache keeps. */
  read<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Answer<ResultOf<C>>>;
  /** The open league's revision now; null where the transport cannot tell (nothing is then kept). */
  revision(): Promise<string | null>;
  onMenu(listener: (action: string) => void): () => void;
}

/**
 * Which league this page shows, learnt from the answers: the first league an answer names, then the one this page
 * opens or creates itself. Every call sends its id, so the main process refuses a write meant for it once another
 * window has opened another league; any answer naming another league tells the page it is stale (`onStale`).
 */
function leagueTracker(onStale: (s: StaleLeague) => void) {
  let shown: LeagueIdentity | null = null;
  /** Calls in flight that open or create a league: answers racing them may name the new league already. */
  let switching = 0;
  return {
    get id() {
      return shown?.id ?? null;
    },
    async around<T extends Reply<unknown>>(channel: ChannelName, run: () => Promise<T>): Promise<T> {
      const switches = contract[channel].scope === 'app' && contract[channel].kind === 'write';
      if (switches) switching++;
      let reply: T;
      try {
        reply = await run();
      } finally {
        if (switches) switching--;
      }
      const open = reply.league;
      if (!reply.ok && reply.error.kind === 'stale-league') onStale({ shown: shown ?? reply.error.shown ?? reply.error.open, open: reply.error.open });
      else if (open) {
        if (shown === null || shown.id === open.id || (switches && reply.ok)) shown = open;
        else if (switching === 0) onStale({ shown, open });
      }
      return reply;
    },
  };
}

export function createApi(transport: Transport, onWrite: (channel: ChannelName) => void, onStale: (s: StaleLeague) => void = () => {}): Api {
  const league = leagueTracker(onStale);
  async function read<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Answer<ResultOf<C>>> {
    const timeoutMs = contract[channel].timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const timeout = new Promise<RevisedReply>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve({ ok: false, error: { kind: 'unavailable', message: `No answer from Pitwall after ${timeoutMs / 1000} s (${channel}).` } });
      }, timeoutMs);
    });
    try {
      const reply = await Promise.race([
        league.around(channel, () =>
          transport.invoke(channel, input, league.id).catch(
            (e: unknown): RevisedReply => ({
              ok: false as const,
              error: { kind: 'unavailable' as const, message: `Pitwall is not reachable: ${(e as Error).message}` },
            }),
          ),
        ),
        timeout,
      ]);
      // A write whose answer did not come in time may still be made: the screens read the league again either way.
      if ((reply.ok || timedOut) && contract[channel].kind === 'write') onWrite(channel);
      // The reply's `league` is the transport's business; screens get the Result alone.
      const result = (reply.ok ? { ok: true, value: reply.value } : { ok: false, error: reply.error }) as Result<ResultOf<C>>;
      return { result, revision: reply.revision ?? null };
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    kind: transport.kind,
    read,
    call: async (channel, input) => (await read(channel, input)).result,
    revision: () => transport.revision?.() ?? Promise.resolve(null),
    onMenu: (listener) => transport.onMenu?.(listener) ?? (() => {}),
  };
}
