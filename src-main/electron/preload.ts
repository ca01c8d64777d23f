/**
 * The preload exposes ONE function, `window.pitwall.invoke(channel, payload, league)`, and only for channels of the
 * contract (the allow-list is the contract itself). No Node, no ipcRenderer, no arbitrary channels reach the page.
 * The contract holds the core's channels and those of the build's rulesets (src-shared/rulesets/build.ts), fixed as
 * this script loads in the window's own context: a ruleset registered later in the main process cannot widen it.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS } from '../../src-shared/ipc/channels';
import { INVOKE, MENU_EVENT } from './channels';

const allowed = new Set<string>(CHANNELS);
const MENU_ACTIONS = new Set(['new-league', 'open-league', 'save-copy', 'export-league', 'import-league', 'undo', 'redo']);

contextBridge.exposeInMainWorld('pitwall', {
  /** `league`: the id of the league the page shows (null until it has loaded one); main refuses a write meant for another. */
  invoke(channel: string, payload: unknown, league: string | null) {
    if (!allowed.has(channel))
      return Promise.resolve({ ok: false, error: { kind: 'not-found', entity: 'channel', message: `There is no channel named ${channel}.` } });
    return ipcRenderer.invoke(INVOKE, channel, payload, typeof league === 'string' ? league : null);
  },
  onMenu(listener: (action: string) => void) {
    const wrapped = (_e: unknown, action: string) => {
      if (MENU_ACTIONS.has(action)) listener(action);
    };
    ipcRenderer.on(MENU_EVENT, wrapped);
    return () => ipcRenderer.removeListener(MENU_EVENT, wrapped);
  },
});
