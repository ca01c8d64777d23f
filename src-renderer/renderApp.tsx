import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from './api/ApiProvider';
import { detectTransport } from './api/transport';
import { localeWeek } from './components/eventDate';
import { Toasts } from './components/Toasts';
import { addRendererRulesets, type RendererRulesetEntry } from './rulesets';
import { App } from './shell/App';
import { loadPreferences, preferences } from './shell/preferences';
import { colorSchemeManager, theme } from './theme';

/**
 * Draw the app in the page: the build's entry (main.tsx) with its rulesets alone; a test's bundle
 * (tests/rulesets/fixture/) passes the page's entry of its fixture ruleset, registered before anything is drawn.
 */
export function renderApp(options: { rulesets?: readonly RendererRulesetEntry[] } = {}): void {
  addRendererRulesets(options.rulesets ?? []);
  // The preferences come first, so the first frame already has the organizer's theme.
  void loadPreferences(detectTransport()).then(() => {
    document.documentElement.setAttribute('data-mantine-color-scheme', preferences().theme);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme={preferences().theme} colorSchemeManager={colorSchemeManager}>
          <Toasts />
          <DatesProvider settings={localeWeek()}>
            <ApiProvider>
              <App />
            </ApiProvider>
          </DatesProvider>
        </MantineProvider>
      </StrictMode>,
    );
  });
}
