import { Group, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

/** The rulebook passage (and gaps.md entry) a number or a rule comes from, in one quiet line. */
export function Cite({ children, size = 'xs' }: { children: string; size?: 'xs' | 'sm' }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c="dimmed">
      <IconBook2 size={size === 'xs' ? 13 : 15} stroke={1.6} style={{ flex: 'none', marginTop: 2 }} aria-hidden />
      <Text size={size} c="dimmed" lh={1.35}>
        {children}
      </Text>
    </Group>
  );
}
