/**
 * One client, two transports. Screens call `api.call(channel, input)` and never learn whether the
 * Electron preload or the browser host answered. Every call has a timeout and resolves to a Result.
 */
import { contract, type ChannelName, type InputOf, type Result, type ResultOf } from '../../src-shared/ipc';

export interface Transport {
  kind: 'electron' | 'browser';
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  onMenu?(listener: (action: string) => void): () => void;
}

interface PitwallBridge {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  onMenu(listener: (action: string) => void): () => void;
}

declare global {
  interface Window {
    pitwall?: PitwallBridge;
  }
}

const TOKEN_KEY = 'pitwall.token';

export function electronTransport(bridge: PitwallBridge): Transport {
  return { kind: 'electron', invoke: (c, p) => bridge.invoke(c, p), onMenu: (l) => bridge.onMenu(l) };
}

/**
 * The browser host's token arrives in the URL once; it is kept for this tab only (a session credential, not league
 * data: a reload keeps working, a new start prints a new token) and removed from the address bar.
 */
export function httpTransport(): Transport {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
  return {
    kind: 'browser',
    async invoke(channel, payload) {
      const res = await fetch('/api/invoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Pitwall-Token': token },
        body: JSON.stringify({ channel, payload }),
      });
      if (res.status === 401)
        return { ok: false, error: { kind: 'unavailable', message: 'This page has no valid Pitwall token. Open the URL printed by npm start.' } };
      if (!res.ok && res.status !== 200) return { ok: false, error: { kind: 'internal', message: `The Pitwall host answered ${res.status}.` } };
      return (await res.json()) as Result<unknown>;
    },
  };
}

export function detectTransport(): Transport {
  return window.pitwall ? electronTransport(window.pitwall) : httpTransport();
}

const DEFAULT_TIMEOUT_MS = 15_000;

export interface Api {
  kind: Transport['kind'];
  call<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Result<ResultOf<C>>>;
  onMenu(listener: (action: string) => void): () => void;
}

export function createApi(transport: Transport, onWrite: (channel: ChannelName) => void): Api {
  return {
    kind: transport.kind,
    async call(channel, input) {
      const timeoutMs = contract[channel].timeoutMs ?? DEFAULT_TIMEOUT_MS;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<Result<never>>((resolve) => {
        timer = setTimeout(
          () => resolve({ ok: false, error: { kind: 'unavailable', message: `No answer from Pitwall after ${timeoutMs / 1000} s (${channel}).` } }),
          timeoutMs,
        );
      });
      try {
        const result = (await Promise.race([
          transport.invoke(channel, input).catch((e: unknown) => ({
            ok: false as const,
            error: { kind: 'unavailable' as const, message: `Pitwall is not reachable: ${(e as Error).message}` },
          })),
          timeout,
        ])) as Result<ResultOf<typeof channel>>;
        if (result.ok && contract[channel].kind === 'write') onWrite(channel);
        return result;
      } finally {
        clearTimeout(timer);
      }
    },
    onMenu: (listener) => transport.onMenu?.(listener) ?? (() => {}),
  };
}
