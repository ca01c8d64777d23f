import { Button, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TeamCarView } from '../../../src-shared/ipc/channels/teams';
import { hrefOf } from '../../shell/routes';
import { PrintRemoveButtons } from './PrintRemoveButtons';

/** What a ruleset draws on its vehicle's card; the card's frame, name, problems and buttons are the core's. */
export interface VehicleCardParts {
  /** Under the name: the vehicle's type, its driver and crew. */
  sub: ReactNode;
  /** Beside the name, on the right: a headline figure (race combat's equipment spent). */
  aside?: ReactNode;
  /** The vehicle's figures. */
  body: ReactNode;
  /** The vehicle's problems, each in the organizer's words. */
  problems: string[];
}

/**
 * One vehicle of a team, as a card in the team's grid: its name, the ruleset's parts, what is wrong with it, and its
 * driver's History, Print (where its sheet prints), Remove and Edit. Every ruleset's design and driver carry a name.
 */
export function VehicleCard({
  car,
  parts,
  onPrint,
  onRemove,
  onEdit,
}: {
  car: TeamCarView;
  parts: VehicleCardParts;
  onPrint: (() => void) | null;
  onRemove: () => void;
  onEdit: () => void;
}) {
  const name = (car.design as { name: string }).name;
  const driver = (car.driver as { name: string }).name;
  return (
    <Card withBorder padding="md" component="article" aria-label={name} data-vehicle={car.vehicleId}>
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            {name}
          </Text>
          {parts.sub}
        </div>
        {parts.aside}
      </Group>
      {parts.body}
      {parts.problems.length > 0 && (
        <Group gap={6} mt={8} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" style={{ flex: 'none' }} />
          <Text size="xs" c="red">
            {parts.problems.join(' ')}
          </Text>
        </Group>
      )}
      <Group justify="flex-end" gap={6} mt="sm">
        <Button
          size="compact-sm"
          variant="subtle"
          component="a"
          href={hrefOf('season', 'standings', 'driver', car.competitorId)}
          leftSection={<IconHistory size={14} />}
          aria-label={`History of ${name} and ${driver}`}
        >
          History
        </Button>
        <PrintRemoveButtons name={name} onPrint={onPrint} onRemove={onRemove} />
        <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      </Group>
    </Card>
  );
}
