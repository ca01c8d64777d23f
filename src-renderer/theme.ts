import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, sans-serif', fontWeight: '700' },
  components: {
    Table: { defaultProps: { highlightOnHover: true, verticalSpacing: 'xs' } },
  },
});
