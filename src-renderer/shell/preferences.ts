/**
 * The app's preferences in the renderer: read once from the main process before the first render (so the page never
 * shows the wrong theme first), then changed through `prefs.set`. The main process keeps them in preferences.json in
 * the data folder; the browser's storage is not used, because the browser host gets a new origin at every start.
 */
import { notifications } from '@mantine/notifications';
import type { PreferencesChange, PreferencesView, Result } from '../../src-shared/ipc';
import type { Transport } from '../api/transport';

let current: PreferencesView = { version: 1, theme: 'dark', paper: 'a4', franchises: {}, warning: null };
let transport: Transport | null = null;
let openLeague: string | undefined;

/** Before the first render; a damaged file's warning is shown once the page is up. */
export async function loadPreferences(via: Transport): Promise<void> {
  transport = via;
  const r = (await via
    .invoke('prefs.get', {}, null)
    .catch((e: unknown) => ({ ok: false, error: { message: (e as Error).message } }))) as Result<PreferencesView>;
  // Unreachable main process: every screen says so already; the defaults apply meanwhile.
  if (!r.ok) return console.warn(`Pitwall: preferences could not be loaded (${r.error.message}); using defaults.`);
  current = r.value;
  const { warning } = r.value;
  if (warning) queueMicrotask(() => notifications.show({ title: 'Preferences', message: warning, color: 'orange', autoClose: false }));
}

export function preferences(): Readonly<PreferencesView> {
  return current;
}

/** The league file open now, whose franchise the pickers remember. */
export function setOpenLeague(path: string | undefined): void {
  openLeague = path;
}

export function rememberedFranchiseId(): number | undefined {
  return openLeague === undefined ? undefined : current.franchises[openLeague];
}

export function changePreferences(change: PreferencesChange): void {
  const { franchise, ...plain } = change;
  current = { ...current, ...plain, franchises: franchise ? { ...current.franchises, [franchise.league]: franchise.id } : current.franchises };
  void transport?.invoke('prefs.set', change, null).then((r) => {
    if (!r.ok) notifications.show({ title: 'Preference not saved', message: r.error.message, color: 'red' });
  });
}

export function rememberFranchiseId(id: number): void {
  if (openLeague !== undefined) changePreferences({ franchise: { league: openLeague, id } });
}
