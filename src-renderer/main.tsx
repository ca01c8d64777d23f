import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from './api/ApiProvider';
import { detectTransport } from './api/transport';
import { localeWeek } from './components/eventDate';
import { App } from './shell/App';
import { loadPreferences, preferences } from './shell/preferences';
import { colorSchemeManager, theme } from './theme';

/** Toasts in view at once; tests/e2e/organizer-polish.spec.ts holds the screen to it. */
const TOASTS_AT_ONCE = 3;

// The preferences come first, so the first frame already has the organizer's theme.
void loadPreferences(detectTransport()).then(() => {
  document.documentElement.setAttribute('data-mantine-color-scheme', preferences().theme);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme={preferences().theme} colorSchemeManager={colorSchemeManager}>
        {/* Top right under the header, three at most (more wait their turn) and narrow: clear of the sticky Save bar at the
            bottom and of the screens' own buttons, which sit below their titles. */}
        <Notifications
          position="top-right"
          limit={TOASTS_AT_ONCE}
          autoClose={5000}
          containerWidth={340}
          styles={{ root: { top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-xs))' } }}
        />
        <DatesProvider settings={localeWeek()}>
          <ApiProvider>
            <App />
          </ApiProvider>
        </DatesProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
