import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from './api/ApiProvider';
import { App } from './shell/App';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'pitwall-color-scheme' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      <Notifications position="bottom-right" />
      <ApiProvider>
        <App />
      </ApiProvider>
    </MantineProvider>
  </StrictMode>,
);
