import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AppError, ChannelName, InputOf, ResultOf } from '../../src-shared/ipc';
import { organizerText } from '../../src-shared/text/rulesText';
import { createApi, detectTransport, type Api, type StaleLeague, type Transport } from './transport';

interface ApiState {
  api: Api;
  /** Bumped after every successful write: reads refetch on it. */
  version: number;
  /** Set once an answer says another league is open than the one this page shows. */
  stale: StaleLeague | null;
}

const ApiContext = createContext<ApiState | null>(null);

/** `transport`: where calls go (the component tests answer them in-process, through the real services); the window's own by default. */
export function ApiProvider({ children, api: given, transport }: { children: ReactNode; api?: Api; transport?: Transport }) {
  const [version, setVersion] = useState(0);
  const [stale, setStale] = useState<StaleLeague | null>(null);
  const api = useMemo(
    () =>
      inOrganizersWords(
        given ??
          createApi(
            transport ?? detectTransport(),
            () => setVersion((v) => v + 1),
            (s) => setStale((before) => before ?? s),
          ),
      ),
    [given, transport],
  );
  const value = useMemo(() => ({ api, version, stale }), [api, version, stale]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/**
 * Refusals reach the screen in the organizer's words: the engine cites its readings of the rules by our gaps file
 * ("… (gaps.md #71)"), which the screens leave out (the CLI and the logs keep it).
 */
function inOrganizersWords(api: Api): Api {
  return {
    ...api,
    async call(channel, input) {
      const r = await api.call(channel, input);
      if (r.ok) return r;
      const error = { ...r.error, message: organizerText(r.error.message) };
      if ('issues' in error) error.issues = error.issues.map((i) => ({ ...i, message: organizerText(i.message) }));
      return { ok: false, error };
    },
  };
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

/** Read a channel; refetches after any write anywhere in the app, so every screen stays true. */
export function useQuery<C extends ChannelName>(channel: C, input: InputOf<C>): Query<ResultOf<C>> {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error('useQuery outside ApiProvider');
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ data?: ResultOf<C>; error?: AppError; loading: boolean }>({ loading: true });
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is compared by its JSON (key); version and nonce are refetch triggers
  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    void ctx.api.call(channel, JSON.parse(key) as InputOf<C>).then((r) => {
      if (ticket !== latest.current) return;
      setState(r.ok ? { data: r.value, loading: false } : { error: r.error, loading: false, data: undefined });
    });
  }, [ctx.api, channel, key, ctx.version, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
