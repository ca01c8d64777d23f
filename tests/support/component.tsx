/**
 * Component tests: a screen (or a part of one) rendered in happy-dom with the app's providers, its API calls answered
 * in-process by the real dispatcher over a real league file in a temp folder (the services, the SQLite file and the
 * contract's checks are the app's own; only the window and the wire are left out). A test file opts in with
 * `// @vitest-environment happy-dom` on its first line.
 */
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { ApiProvider } from '../../src-renderer/api/ApiProvider';
import type { Transport } from '../../src-renderer/api/transport';
import { theme } from '../../src-renderer/theme';
import { copyNewLeague } from './leagueTemplate';
import { useTempDir } from './tempLeague';

/** The calls of a page, answered by the dispatcher as the host answers them (the page names its league). */
export const inProcessTransport = (dispatch: Dispatch): Transport => ({
  kind: 'browser',
  invoke: (channel, payload, league) => dispatch(channel, structuredClone(payload), { league }),
});

export interface ComponentLeague {
  dispatch: Dispatch;
  /** A call that must succeed (seeding): its value, or an error naming the channel and the refusal. */
  call<T = unknown>(channel: string, payload: unknown): Promise<T>;
  render(ui: ReactNode): RenderResult;
}

/** Per test: a new league file (`ruleset`, Dethmetal by default) in its own folder, closed and removed after the test. */
/**
 * `wire`: what stands between the page and the dispatcher (default: nothing), for a test of the page's order of calls
 * and answers (an answer held back while the next key is pressed).
 */
export function useComponentLeague(): (options?: { ruleset?: string; name?: string; wire?: (t: Transport) => Transport }) => Promise<ComponentLeague> {
  const tempDir = useTempDir();
  const sessions: AppSession[] = [];
  afterEach(() => {
    cleanup();
    // The toasts' store outlives the rendered tree: the next test (of any file in this process) starts, as a page
    // loaded afresh does, with none on screen.
    notifications.clean();
    for (const s of sessions.splice(0)) s.close();
  });
  return async ({ ruleset, name = 'Component league', wire = (t: Transport) => t } = {}) => {
    const dir = tempDir();
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    sessions.push(session);
    const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } });
    const call = async <T,>(channel: string, payload: unknown): Promise<T> => {
      const r = await dispatch(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as T;
    };
    // A copy of a league made once per test process (tests/support/leagueTemplate.ts): no test here is about making one.
    await call('app.openLeague', { path: copyNewLeague(`${dir}/component.league`, name, ruleset) });
    const transport = wire(inProcessTransport(dispatch));
    const wrap = ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        <DatesProvider settings={{}}>
          <ApiProvider transport={transport}>{children}</ApiProvider>
        </DatesProvider>
      </MantineProvider>
    );
    return { dispatch, call, render: (ui) => render(ui, { wrapper: wrap }) };
  };
}
