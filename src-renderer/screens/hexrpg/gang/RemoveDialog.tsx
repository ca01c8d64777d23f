import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FieldProblems } from '../../../components/FieldProblems';

/** What leaving the gang means for one character or vehicle, in words, and the write that does it. */
export interface RemovePlan {
  /** The dialog's title: `Remove Max?` */
  title: string;
  /** What happens, in words (who leaves, who stays, what is kept). */
  text: string;
  /** The confirm button's words. */
  confirm: string;
  /** Why it cannot leave now, in the service's words (the confirm button is disabled); the service refuses the same. */
  blocked?: string;
  /** A vehicle's driver: stays on foot (checked) or leaves with it. */
  keepDriver?: { label: string };
  /** The write: the refusal's words, or none when done. */
  run(keepDriver: boolean): Promise<string[]>;
  /** After it is done (the notification, the route). */
  done(keepDriver: boolean): void;
}

/**
 * Asks before a character or a vehicle leaves the gang (issue 26): the rows stay for the careers and the matches played,
 * one Ctrl+Z brings them back. A refusal (a driver at the controls, a session open at the table) stays in the dialog in
 * the service's words.
 */
export function RemoveDialog({ plan, onClose }: { plan: RemovePlan | null; onClose: () => void }) {
  const [keep, setKeep] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const close = () => {
    setProblems([]);
    setKeep(true);
    onClose();
  };
  return (
    <Modal opened={plan !== null} onClose={close} title={plan?.title} centered>
      {plan && (
        <Stack gap="sm">
          <Text size="sm">{plan.text}</Text>
          {plan.keepDriver && <Checkbox label={plan.keepDriver.label} checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />}
          <Text size="xs" c="dimmed">
            Sessions already played keep the names; Ctrl+Z brings everything back.
          </Text>
          <FieldProblems messages={plan.blocked ? [plan.blocked, ...problems] : problems} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep
            </Button>
            <Button
              color="red"
              loading={busy}
              disabled={Boolean(plan.blocked)}
              onClick={async () => {
                const keepDriver = Boolean(plan.keepDriver) && keep;
                setBusy(true);
                const refused = await plan.run(keepDriver);
                setBusy(false);
                if (refused.length) return setProblems(refused);
                plan.done(keepDriver);
                close();
              }}
            >
              {plan.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
