import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AppError, ChannelName, InputOf, Result, ResultOf } from '../../src-shared/ipc';
import { organizerText } from '../../src-shared/text/rulesText';
import { QueryCache, queryKey } from './queryCache';
import { createApi, detectTransport, type Api, type StaleLeague, type Transport } from './transport';

interface ApiState {
  api: Api;
  /** The reads kept by the league's revision, shared by every useQuery of this page (./queryCache.ts). */
  cache: QueryCache;
  /** Bumped after every successful write: reads refetch on it. */
  version: number;
  /**
   * The successful writes so far, counted the moment each answer comes (`version` follows at the next render): a read
   * asked before a write is dropped when it answers after it, for it may hold the table from before that write.
   */
  writes: { readonly current: number };
  /** Set once an answer says another league is open than the one this page shows. */
  stale: StaleLeague | null;
}

const ApiContext = createContext<ApiState | null>(null);

/** `transport`: where calls go (the component tests answer them in-process, through the real services); the window's own by default. */
export function ApiProvider({ children, api: given, transport }: { children: ReactNode; api?: Api; transport?: Transport }) {
  const [version, setVersion] = useState(0);
  const [stale, setStale] = useState<StaleLeague | null>(null);
  const writes = useRef(0);
  const api = useMemo(
    () =>
      inOrganizersWords(
        given ??
          createApi(
            transport ?? detectTransport(),
            () => {
              writes.current++;
              setVersion((v) => v + 1);
            },
            (s) => setStale((before) => before ?? s),
          ),
      ),
    [given, transport],
  );
  const cache = useMemo(() => new QueryCache(api), [api]);
  const value = useMemo(() => ({ api, cache, version, writes, stale }), [api, cache, version, stale]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/**
 * Refusals reach the screen in the organizer's words: the engine cites its readings of the rules by our gaps file
 * ("… (gaps.md #71)"), which the screens leave out (the CLI and the logs keep it).
 */
function inOrganizersWords(api: Api): Api {
  return {
    ...api,
    call: async (channel, input) => inWords(await api.call(channel, input)),
    read: async (channel, input) => {
      const a = await api.read(channel, input);
      return { ...a, result: inWords(a.result) };
    },
  };
}

function inWords<T>(r: Result<T>): Result<T> {
  if (r.ok) return r;
  const error = { ...r.error, message: organizerText(r.error.message) };
  if ('issues' in error) error.issues = error.issues.map((i) => ({ ...i, message: organizerText(i.message) }));
  return { ok: false, error };
}

export function useApi(): Api {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error('useApi outside ApiProvider');
  return ctx.api;
}

/** The league this page is stale about, if another window or tab opened another since (null: all is well). */
export function useStaleLeague(): StaleLeague | null {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error('useStaleLeague outside ApiProvider');
  return ctx.stale;
}

export interface Query<T> {
  data: T | undefined;
  error: AppError | undefined;
  loading: boolean;
  reload: () => void;
}

type QueryState<T> = { data?: T; error?: AppError; loading: boolean };

const settled = <T,>(r: Result<T>): QueryState<T> => (r.ok ? { data: r.value, loading: false } : { error: r.error, loading: false, data: undefined });

/**
 * Read a channel; refetches after any write anywhere in the app, so every screen stays true. A screen opened again
 * shows what it read last time at once, while the league's revision says nothing changed since (./queryCache.ts).
 */
export function useQuery<C extends ChannelName>(channel: C, input: InputOf<C>): Query<ResultOf<C>> {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error('useQuery outside ApiProvider');
  const key = queryKey(channel, input);
  const { cache, version, writes } = ctx;
  // The answer the state shows (by identity): showing the same answer again would only render again.
  const shown = useRef<Result<unknown> | undefined>(undefined);
  const [state, setState] = useState<QueryState<ResultOf<C>>>(() => {
    shown.current = cache.peek(key);
    return shown.current ? settled(shown.current as Result<ResultOf<C>>) : { loading: true };
  });
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  // What the last run read for: a write (version) or a reload (nonce) since means read again, never from what is kept.
  const last = useRef({ version, nonce });
  useEffect(() => {
    const ticket = ++latest.current;
    // A write answered since this read was asked: its answer may be from before the write, and this effect runs again
    // for the write (version) with a read of its own.
    const asked = writes.current;
    const settle = (r: Result<unknown>) => {
      if (ticket !== latest.current || asked !== writes.current || r === shown.current) return;
      shown.current = r;
      setState(settled(r as Result<ResultOf<C>>));
    };
    const reload = nonce !== last.current.nonce;
    const afterWrite = version !== last.current.version;
    last.current = { version, nonce };
    const read = (fresh: boolean) => void cache.read(key, channel, JSON.parse(key.slice(channel.length + 1)), asked, fresh).then(settle);
    const kept = reload || afterWrite ? undefined : cache.peek(key);
    if (!kept) {
      shown.current = undefined;
      setState((s) => (s.loading ? s : { ...s, loading: true }));
      read(reload);
      return;
    }
    // Shown at once (the first render already has it when the screen opens); read again if the league changed since.
    settle(kept);
    void cache.confirm(key).then((same) => {
      if (!same && ticket === latest.current) read(true);
    });
  }, [cache, channel, key, version, nonce, writes]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
