// @vitest-environment happy-dom
/**
 * Issue 10's preferences in the renderer, moved from tests/e2e/preferences.spec.ts (issue 22): what the page reads
 * before its first render (`loadPreferences`, as renderApp does) and what the theme switch (Mantine's colour scheme
 * manager, `colorSchemeManager`) and the print dialog's paper (`rememberPaper`) write, through the real dispatcher to
 * preferences.json in a real data folder. The browser keeps a host restart (a new origin) and the first frame's theme.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { PreferencesView } from '../../../src-shared/ipc';
import { rememberedPaper, rememberPaper } from '../../../src-renderer/components/print/printing';
import { Toasts } from '../../../src-renderer/components/Toasts';
import { loadPreferences, preferences } from '../../../src-renderer/shell/preferences';
import { colorSchemeManager } from '../../../src-renderer/theme';
import { inProcessTransport, useComponentLeague } from '../../support/component';
import { SLOW } from '../../support/componentScreens';

const DEFAULTS: PreferencesView = { version: 1, theme: 'dark', paper: 'a4', franchises: {}, warning: null };

describe('preferences in the renderer (component, real preferences file)', () => {
  const league = useComponentLeague();
  const prefsFile = async (l: Awaited<ReturnType<typeof league>>) =>
    path.join((await l.call<{ dataDir: string }>('app.capabilities', {})).dataDir, 'preferences.json');
  const saved = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

  // The module keeps what it read for the page's life, and the toasts' store its warning: the next test files in this
  // process start from the defaults again, with a transport that keeps nothing (as before any page loaded them).
  afterAll(async () => {
    notifications.clean();
    await loadPreferences({ kind: 'browser', invoke: async () => ({ ok: true, value: DEFAULTS }) as never });
  });

  it('dark and A4 saved over light and Letter are what the next page reads (the defaults are not simply what was left)', async () => {
    const l = await league();
    const file = await prefsFile(l);
    writeFileSync(file, JSON.stringify({ version: 1, theme: 'light', paper: 'letter', franchises: {} }));
    await loadPreferences(inProcessTransport(l.dispatch));
    expect([colorSchemeManager.get('dark'), rememberedPaper()]).toEqual(['light', 'letter']);

    colorSchemeManager.set('dark');
    rememberPaper('a4');
    await waitFor(() => expect(saved(file)).toMatchObject({ theme: 'dark', paper: 'a4' }), SLOW);
    // The next page load reads them back from the file.
    await loadPreferences(inProcessTransport(l.dispatch));
    expect(preferences()).toMatchObject({ theme: 'dark', paper: 'a4', warning: null });
  });

  it('a damaged preferences file (it would say light) gives the defaults and says so once; the file stays until a setting changes', async () => {
    const l = await league();
    const file = await prefsFile(l);
    writeFileSync(file, '{"theme": "light", ');
    l.render(<Toasts />);
    await loadPreferences(inProcessTransport(l.dispatch));
    const said = await screen.findAllByText(/^Your preferences file could not be read/, {}, SLOW);
    expect(said).toHaveLength(1);
    expect(colorSchemeManager.get('light')).toBe('dark');
    expect(rememberedPaper()).toBe('a4');
    expect(readFileSync(file, 'utf8')).toBe('{"theme": "light", ');

    // The theme switched: the file is written whole (until then it is still the damaged one).
    colorSchemeManager.set('light');
    await waitFor(() => expect(saved(file)).toMatchObject({ theme: 'light', paper: 'a4' }), SLOW);
    expect(screen.getAllByText(/^Your preferences file could not be read/)).toHaveLength(1);
  });
});
