import { createTheme, type MantineColorSchemeManager } from '@mantine/core';
import { changePreferences, preferences } from './shell/preferences';

export const theme = createTheme({
  primaryColor: 'orange',
  // An organizer who asks the system for reduced motion gets no transitions (modals, menus, popovers appear at once).
  respectReducedMotion: true,
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif', fontWeight: '700' },
  components: {
    Table: { defaultProps: { highlightOnHover: true, verticalSpacing: 'xs' } },
  },
});

/** The colour scheme lives in the app's preferences file (read before the first render), not in the browser. */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: () => preferences().theme,
  set: (value) => {
    if ((value === 'dark' || value === 'light') && value !== preferences().theme) changePreferences({ theme: value });
  },
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
