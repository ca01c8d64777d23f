import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RemovalPreview } from '../../../src-shared/ipc/channels/matches';

/**
 * Removing a match whose table has been played on: the service's own words say what goes with it (the table's events)
 * and what stays (the rolls), before anything is written. A match not yet played is removed at once (Ctrl+Z).
 */
export function RemoveMatchModal({
  preview,
  busy,
  onRemove,
  onClose,
}: {
  preview: RemovalPreview | null;
  busy: boolean;
  onRemove: (matchId: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={preview !== null} onClose={onClose} title={preview ? `Remove match ${preview.number} and its table?` : ''} centered>
      {preview && (
        <Stack gap="sm">
          <Text size="sm" data-testid="remove-match-words">
            {preview.words}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button color="red" leftSection={<IconTrash size={16} />} loading={busy} onClick={() => onRemove(preview.matchId)}>
              Remove the match and its table
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
