/**
 * Channel -> service. The ONLY table adapters use: Electron IPC, the browser host, the CLI and tests
 * all reach the services through `createDispatcher`, so they cannot drift apart.
 */
import type { Capabilities, ChannelName, ParsedInputOf, ResultOf } from '../../src-shared/ipc';
import { addFranchise, getFranchise, listFranchises } from '../services/franchises';
import { getLeague, renameLeague } from '../services/league';
import { recentJournal, redoNext, undoLast } from '../services/operation';
import { ServiceError } from '../services/errors';
import type { AppSession } from './session';

export interface ShellHooks {
  shell: Capabilities['shell'];
  version: string;
  /** Native file dialogs, where the shell has them. */
  pickLeagueFile?: (purpose: 'open' | 'save' | 'new') => Promise<string | null>;
  /** Called after the open league changed (Electron updates its title and menu). */
  onLeagueChanged?: () => void;
}

export interface HandlerContext {
  session: AppSession;
  hooks: ShellHooks;
}

type Handlers = { [C in ChannelName]: (ctx: HandlerContext, input: ParsedInputOf<C>) => ResultOf<C> | Promise<ResultOf<C>> };

export const handlers: Handlers = {
  'app.capabilities': ({ session, hooks }) => ({
    nativeDialogs: !!hooks.pickLeagueFile,
    shell: hooks.shell,
    dataDir: session.options.dataDir,
    version: hooks.version,
  }),
  'app.recent': ({ session }) => session.recentLeagues(),
  'app.newLeague': ({ session, hooks }, input) => {
    const info = session.create(input.name, input.path);
    hooks.onLeagueChanged?.();
    return info;
  },
  'app.openLeague': ({ session, hooks }, input) => {
    const info = session.open(input.path);
    hooks.onLeagueChanged?.();
    return info;
  },
  'app.saveCopy': ({ session }, input) => session.saveCopy(input.path),
  'app.pickLeagueFile': async ({ hooks }, input) => {
    if (!hooks.pickLeagueFile) throw ServiceError.unavailable('File dialogs exist only in the desktop window; type a path instead.');
    return { path: await hooks.pickLeagueFile(input.purpose) };
  },

  'league.get': ({ session }) => getLeague(session.league),
  'league.rename': ({ session, hooks }, input) => {
    const info = renameLeague(session.league, input);
    hooks.onLeagueChanged?.();
    return info;
  },

  'franchise.list': ({ session }) => listFranchises(session.league),
  'franchise.add': ({ session }, input) => addFranchise(session.league, input),
  'franchise.get': ({ session }, input) => getFranchise(session.league, input.id),

  'journal.recent': ({ session }, input) => recentJournal(session.league, input.limit),
  'journal.undo': ({ session }) => undoLast(session.league),
  'journal.redo': ({ session }) => redoNext(session.league),
};
