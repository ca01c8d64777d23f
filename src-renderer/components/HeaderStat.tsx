import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure in a screen header ("In the bank 350k", "Stables 3 / 5"), right-aligned. */
export function HeaderStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A count out of a limit, in tabular figures so the header does not shift as it changes. */
export function CountOf({ count, max }: { count: number; max: number }) {
  return (
    <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {count} / {max}
    </Text>
  );
}
