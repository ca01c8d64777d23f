import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TeamCarView, TeamView } from '../../../src-shared/ipc/channels/teams';
import { useApi } from '../../api/ApiProvider';

/**
 * Asks before a vehicle leaves its team with its driver (`team.removeCar`, one undoable write): Keep it changes
 * nothing. `vehicle` is the ruleset's word for it (car, vehicle), `played` what has been played with it (“Games
 * already played”), `others` what becomes of anyone else seated in it (a race-combat gunner stays with the team);
 * `onRemoved` runs once it is gone (a screen showing it goes back to the team).
 */
export function RemoveVehicleModal({
  car,
  team,
  vehicle,
  played,
  others,
  onClose,
  onRemoved,
}: {
  car: TeamCarView | null;
  team: TeamView;
  vehicle: string;
  played: string;
  others?: string;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const api = useApi();
  // Every ruleset's design and driver carry a name; the rest of them is the ruleset's.
  const name = car ? (car.design as { name: string }).name : '';
  const driver = car ? (car.driver as { name: string }).name : '';
  return (
    <Modal opened={car !== null} onClose={onClose} title={`Remove ${name}?`} centered>
      <Stack gap="sm">
        <Text size="sm">
          {name} leaves {team.name} with its driver {driver}
          {others ? `; ${others}` : ''}. {played} keep their names. Ctrl+Z brings {others ? 'them' : 'both'} back.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            onClick={async () => {
              if (!car) return;
              const r = await api.call('team.removeCar', { vehicleId: car.vehicleId });
              onClose();
              if (!r.ok) return notifications.show({ title: 'Not removed', message: r.error.message, color: 'red' });
              notifications.show({ title: `${name} removed`, message: `${driver} left ${team.name} with it. Ctrl+Z undoes.`, color: 'gray' });
              onRemoved?.();
            }}
          >
            Remove the {vehicle} and its driver
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
