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

export function electronTransport(bridge: PitwallBridge): Transport {
  return { kind: 'electron', invoke: (c, p) => bridge.invoke(c, p), onMenu: (l) => bridge.onMenu(l) };
}

/**
 * The browser host lets a tab in by a cookie it set when the printed link was opened (HttpOnly: this code never sees
 * it); a same-origin fetch sends it. A refusal comes back in the Result shape with the host's own reason.
 */
export function httpTransport(): Transport {
  return {
    kind: 'browser',
    async invoke(channel, payload) {
      const res = await fetch('/api/invoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel, payload }),
      });
      const isJson = res.headers.get('content-type')?.startsWith('application/json');
      const body = isJson ? ((await res.json().catch(() => null)) as Result<unknown> | null) : null;
      if (body && typeof body.ok === 'boolean') return body;
      return { ok: false, error: { kind: 'internal', message: `The Pitwall host answered ${res.status}.` } };
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
