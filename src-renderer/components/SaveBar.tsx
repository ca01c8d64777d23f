import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Unsaved edits of a screen: how many, Discard and Save (Ctrl/Cmd+S). Sticks to the bottom of the
 * viewport so the Save button is always in reach, and disappears when there is nothing to save.
 */
export function SaveBar({
  count,
  saving,
  error,
  onSave,
  onDiscard,
  saveLabel = 'Save',
  notice,
}: {
  count: number;
  saving: boolean;
  error?: string | null;
  onSave: () => void;
  onDiscard: () => void;
  saveLabel?: string;
  /** What saving these edits will do that the organizer should know first (a warning), shown above the buttons. */
  notice?: ReactNode;
}) {
  useHotkeys([['mod+s', () => count > 0 && onSave()]], []);
  if (count === 0) return null;
  return (
    <Paper withBorder shadow="md" p="sm" role="region" aria-label="Unsaved changes" style={{ position: 'sticky', bottom: 12, zIndex: 5 }}>
      <Stack gap="sm">
        {notice}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c={error ? 'red' : undefined} role={error ? 'alert' : undefined}>
            {error ?? `${count} unsaved ${count === 1 ? 'change' : 'changes'}`}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            <Button onClick={onSave} loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
