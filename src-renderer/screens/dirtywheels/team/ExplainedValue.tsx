import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Explained } from '../../../../src-shared/engine/dirtywheels';
import { explainLines } from './teamBuilderModel';

/**
 * A derived number that says, on hover or keyboard focus, every part that made it and the rule each comes from
 * ("Standard speed 8 — Car types; Chain gun (heavy weapon) -2 — Weapons › Heavy weapons (gaps.md #35)").
 */
export function ExplainedValue({ value, label, unit = '', testId }: { value: Explained; label: string; unit?: string; testId?: string }) {
  const lines = explainLines(value, unit);
  const tip = (
    <Stack gap={4} maw={340}>
      <Text size="xs" fw={700}>
        {label}: {value.value}
        {unit}
      </Text>
      {lines.length === 0 ? (
        <Text size="xs">Nothing changes it on this car.</Text>
      ) : (
        lines.map((l, i) => (
          <div key={`${l.label}-${i}`}>
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="xs">{l.label}</Text>
              <Text size="xs" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {l.value}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" lh={1.2}>
              {l.rule}
            </Text>
          </div>
        ))
      )}
    </Stack>
  );
  return (
    <Tooltip label={tip} multiline withArrow openDelay={150} events={{ hover: true, focus: true, touch: true }}>
      <Text
        component="span"
        fw={700}
        tabIndex={0}
        data-testid={testId}
        aria-label={`${label} ${value.value}${unit}: ${lines.map((l) => `${l.label} ${l.value}`).join(', ')}`}
        style={{ fontVariantNumeric: 'tabular-nums', cursor: 'help', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}
      >
        {value.value}
        {unit}
      </Text>
    </Tooltip>
  );
}
