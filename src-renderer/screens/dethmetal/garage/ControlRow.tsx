import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Amount } from '../../../components/Amount';
import { FieldProblems } from '../../../components/FieldProblems';

/**
 * One line of the designer: what the control is and does, the control, what it costs (DP, and money where
 * it has a price), and right under it whatever rule it breaks. `path` ties it to the engine's problem paths.
 */
export function ControlRow({
  label,
  hint,
  control,
  dp,
  money,
  problems = [],
  path,
  locked,
  labelId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  control: ReactNode;
  dp?: number | null;
  money?: string | null;
  problems?: readonly string[];
  path: string;
  locked?: string;
  labelId?: string;
}) {
  return (
    <Stack gap={4} data-path={path} py={6}>
      <Group wrap="nowrap" align="center" gap="sm">
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} id={labelId}>
              {label}
            </Text>
            {locked && (
              <Tooltip label={locked} multiline w={260}>
                <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label={locked} />
              </Tooltip>
            )}
          </Group>
          {hint && (
            <Text size="xs" c="dimmed" lh={1.35}>
              {hint}
            </Text>
          )}
        </Stack>
        {control}
        {money !== undefined && <Amount value={money} size="sm" c="dimmed" w={44} />}
        {dp !== undefined && <Amount value={dp ?? null} unit="DP" size="sm" fw={600} w={52} />}
      </Group>
      <FieldProblems messages={problems} />
    </Stack>
  );
}
