import { Stack, Text, Tooltip } from '@mantine/core';
import { organizerText } from '../../../../src-shared/text/rulesText';
import type { Explained } from './characterModel';

/**
 * A derived number with its label: on hover or keyboard focus it says how it was reached and the section it comes
 * from ("Hit points are MUSC (12) — 3e. Damage"). The accessible name carries the same words.
 */
export function ExplainedStat({ item }: { item: Explained }) {
  const tip = (
    <Stack gap={2} maw={300}>
      <Text size="xs">{organizerText(item.why)}</Text>
      <Text size="xs" c="dimmed">
        {organizerText(item.rule)}
      </Text>
    </Stack>
  );
  return (
    <Tooltip label={tip} multiline withArrow openDelay={150} events={{ hover: true, focus: true, touch: true }}>
      <Stack
        gap={0}
        tabIndex={0}
        data-testid={`derived-${item.key}`}
        aria-label={`${item.label} ${item.value}: ${organizerText(item.why)}`}
        style={{ cursor: 'help', minWidth: 0 }}
      >
        <Text size="xs" c="dimmed" truncate>
          {item.label}
        </Text>
        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', borderBottom: '1px dotted var(--mantine-color-dimmed)', width: 'fit-content' }}>
          {item.value}
        </Text>
      </Stack>
    </Tooltip>
  );
}
