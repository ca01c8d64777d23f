import { Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One number on a car's card: small label over a right-aligned figure, its explanation on hover. */
export function Stat({
  label,
  value,
  unit,
  explain,
  alert,
  w,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  explain: string;
  alert?: boolean;
  w?: number;
}) {
  return (
    <Tooltip label={explain} multiline w={300} openDelay={250} withArrow>
      <Stack
        gap={0}
        w={w}
        miw={0}
        tabIndex={-1}
        aria-label={`${label}: ${typeof value === 'string' || typeof value === 'number' ? value : ''}${unit ? ` ${unit}` : ''}. ${explain}`}
      >
        <Text
          size="10px"
          tt="uppercase"
          c="dimmed"
          fw={600}
          lh={1.2}
          ta="right"
          style={{ letterSpacing: 0.3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {label}
        </Text>
        <Text size="md" fw={700} ta="right" c={alert ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {value}
          {unit && (
            <Text span size="xs" c="dimmed" fw={500}>
              {' '}
              {unit}
            </Text>
          )}
        </Text>
      </Stack>
    </Tooltip>
  );
}
