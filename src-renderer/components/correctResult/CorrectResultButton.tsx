import { Button, Group, type MantineSpacing, Modal, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

/**
 * "Correct result" on a recorded match (issue 27), for every ruleset: the button, and the dialog around the ruleset's
 * own correction form (`children`, mounted afresh at each opening so it starts from the result as recorded; given
 * `done` to close it once committed). The form ends with the shared Preview / Commit (CorrectionCommit).
 */
export function CorrectResultButton({
  matchNumber,
  mt,
  children,
}: {
  matchNumber: number;
  /** Space above the button, in a card that is no Stack. */
  mt?: MantineSpacing;
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group mt={mt}>
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setOpen(true)}>
          Correct result
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Correct the result of match ${matchNumber}`} size="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Everything recorded after this match is run again on the corrected result, with the same dice. Nothing is written until Commit; one undo takes it
            back.
          </Text>
          {open && children(() => setOpen(false))}
        </Stack>
      </Modal>
    </>
  );
}
