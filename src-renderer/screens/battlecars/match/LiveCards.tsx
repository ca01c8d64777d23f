import { Badge, Card, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BcPlayerView, BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { Boxes, VehicleCardView } from '../card/VehicleCardView';

const DRIVER_STATUS = { aboard: 'aboard', onFoot: 'on foot', dead: 'dead' } as const;

function PlayerCard({ p }: { p: BcPlayerView }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={p.name} opacity={p.standing ? 1 : 0.7}>
      <Group justify="space-between" wrap="wrap" gap={4} mb={6}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ColorSwatch color={p.colour} size={14} />
          <Text fw={700} truncate>
            {p.name}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {p.placing !== null && (
            <Badge size="sm" variant="light" color={p.placing === 1 ? 'teal' : 'gray'}>
              Place {p.placing}
            </Badge>
          )}
          <Badge size="sm" variant="default" tt="none">
            {p.kills} kills · {p.wrecks} wrecks
          </Badge>
        </Group>
      </Group>
      <Stack gap="sm">
        {p.vehicles.map((v) => (
          <VehicleCardView
            key={v.vehicleId}
            card={v.card}
            loads={v.state.loads}
            damage={{ armour: v.state.armour, damage: v.state.damage }}
            header={
              <Group justify="space-between" wrap="nowrap" gap={6} data-vehicle={v.vehicleId}>
                <Text size="sm" fw={600} td={v.wrecked ? 'line-through' : undefined} truncate>
                  {v.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge size="xs" variant="outline" aria-label={`${v.name} speed ${v.speed}`}>
                    Speed {v.speed}
                    {v.reverse ? ' R' : ''}
                  </Badge>
                  {v.stunned && (
                    <Badge size="xs" color="yellow">
                      stunned
                    </Badge>
                  )}
                  {v.cannotFire && (
                    <Badge size="xs" color="yellow">
                      cannot fire
                    </Badge>
                  )}
                  {v.exploded && (
                    <Badge size="xs" color="red">
                      exploded
                    </Badge>
                  )}
                  {v.wrecked && (
                    <Badge size="xs" color="red">
                      wreck
                    </Badge>
                  )}
                </Group>
              </Group>
            }
          />
        ))}
        {p.drivers.map((d) => (
          <Group key={d.driver} justify="space-between" wrap="nowrap" gap={6}>
            <Text size="sm">
              {d.name}{' '}
              <Text span size="xs" c={d.status === 'dead' ? 'red' : 'dimmed'}>
                {DRIVER_STATUS[d.status]}
                {d.hand ? ` · ${d.hand.name} (${d.hand.ammo})` : ''}
              </Text>
            </Text>
            <Boxes of={3} hit={d.hits} label={`Driver ${d.name}`} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Every player's live card: the vehicle's boxes as the table has hit them, its speed and state, the driver's hits. */
export function LiveCards({ state }: { state: BcTableState }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-label="Live cards">
      {state.players.map((p) => (
        <PlayerCard key={p.franchiseId} p={p} />
      ))}
    </SimpleGrid>
  );
}
