import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCarGarage } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { FieldIssue, Result, ResultOf } from '../../../src-shared/ipc';
import type { TeamView } from '../../../src-shared/ipc/channels/teams';
import { organizerText } from '../../../src-shared/text/rulesText';
import { FieldProblems } from '../FieldProblems';
import { nextName } from './nextName';

/** The service's issues of the fields under `path` (`design.name`), in the organizer's words. */
const under = (issues: readonly FieldIssue[], ...path: (string | number)[]) =>
  issues.filter((i) => path.every((p, k) => i.path[k] === p)).map((i) => organizerText(i.message));

/**
 * A new car of a team: its name (the next free “Car N”), the ruleset's own fields (`fields`, beside the name) and its
 * driver's name, written by the ruleset's `add` (`team.addCar`, one operation); the service's issues shown at the
 * fields they name. Once added, it says what comes next (`next`) and `onAdded` opens the car. Mount it to open it:
 * each opening starts from a fresh form. `children` is drawn inside (a rolling call's dice dialog).
 */
export function AddCarModal({
  team,
  add,
  onAdded,
  onClose,
  words,
  fields,
  size,
  children,
}: {
  team: TeamView;
  add: (name: string, driver: string) => Promise<Result<ResultOf<'team.addCar'>>>;
  onAdded: (vehicleId: number) => void;
  onClose: () => void;
  words: {
    /** The driver field's label. */
    driver: string;
    /** The issues' roots that belong to the driver field (`driver`, Dirty Wheels' `rollDriver`). */
    driverPaths?: string[];
    /** Under the form: what the new car starts with. */
    starts: string;
    /** The toast's words once added. */
    next: string;
  };
  fields?: ReactNode;
  size?: string;
  children?: ReactNode;
}) {
  const [name, setName] = useState(() =>
    nextName(
      'Car',
      team.cars.map((c) => (c.design as { name: string }).name),
    ),
  );
  const [driverName, setDriverName] = useState('');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const r = await add(name, driverName);
    setBusy(false);
    if (!r.ok) return setIssues('issues' in r.error && r.error.issues.length ? r.error.issues : [{ path: [], message: r.error.message }]);
    onClose();
    notifications.show({ title: `${name} added to ${team.name}`, message: words.next, color: 'green' });
    onAdded(r.value.car.vehicleId);
  };
  return (
    <Modal opened onClose={onClose} title={`Add a car to ${team.name}`} centered size={size}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Car name"
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={under(issues, 'design', 'name').join(' ') || undefined}
          />
          {fields}
          <TextInput
            label={words.driver}
            placeholder="e.g. Mad Maxine"
            value={driverName}
            onChange={(e) => setDriverName(e.currentTarget.value)}
            error={(words.driverPaths ?? ['driver']).flatMap((p) => under(issues, p)).join(' ') || undefined}
          />
          <FieldProblems messages={issues.filter((i) => i.path.length === 0 || i.path[0] === 'franchiseId').map((i) => i.message)} />
          <Text size="xs" c="dimmed">
            {words.starts}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconCarGarage size={16} />}>
              Add the car
            </Button>
          </Group>
        </Stack>
      </form>
      {children}
    </Modal>
  );
}
