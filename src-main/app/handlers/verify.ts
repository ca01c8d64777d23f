/**
 * `league.verify`: the journal replayed on a temporary league through this process's own dispatcher (the same
 * handlers and services the app runs), compared with the open league (services/league/replay).
 */
import path from 'node:path';
import type { HandlersFor } from './types';
import type { verifyChannels } from '../../../src-shared/ipc/channels/verify';
import { verifyJournal, type ReplayHost } from '../../services/league/replay/replay';
import { createDispatcher } from '../dispatch';
import { AppSession } from '../session';
import type { ShellHooks } from './types';

/** Opens the replay's file in a session of its own (never the app's: the open league stays open), dispatching as the app does. */
export function replayHost(hooks: ShellHooks, nativeBinding: string | undefined): ReplayHost {
  return {
    open(file) {
      const session = new AppSession({ dataDir: path.dirname(file), trackRecent: false, ...(nativeBinding ? { nativeBinding } : {}) });
      session.open(file);
      // No shell of its own: a replayed operation never opens a dialog or tells a window the league changed.
      const dispatch = createDispatcher({ session, hooks: { shell: hooks.shell, version: hooks.version } }, () => {});
      return {
        conn: session.league,
        async run(channel, input) {
          const r = await dispatch(channel, input);
          return r.ok ? { ok: true } : { ok: false, message: r.error.message };
        },
        close: () => session.close(),
      };
    },
  };
}

export const verifyHandlers: HandlersFor<typeof verifyChannels> = {
  'league.verify': ({ session, hooks }) => verifyJournal(session.league, replayHost(hooks, session.options.nativeBinding)),
};
