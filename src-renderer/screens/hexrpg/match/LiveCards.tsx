import { Badge, Card, ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBike, IconCar, IconTruck, IconWalk } from '@tabler/icons-react';
import type { HxGangView, HxPersonView, HxTableState, HxVehicleView } from '../../../../src-shared/ipc/channels/hexrpg/table';

const KIND_ICON = { bike: IconBike, car: IconCar, warcar: IconTruck } as const;
const STATUS_COLOUR = { up: 'teal', unconscious: 'yellow', dying: 'orange', dead: 'red' } as const;

/** A track of hit points (or fuel): the number over its maximum and a bar, red when low. */
function Track({ label, value, of, unit }: { label: string; value: number; of: number; unit: string }) {
  const share = of > 0 ? value / of : 0;
  return (
    <Stack gap={1} w={110} aria-label={`${label} ${value} of ${of}`}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="10px" c="dimmed" tt="uppercase">
          {unit}
        </Text>
        <Text size="xs" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}/{of}
        </Text>
      </Group>
      <Progress size={4} value={100 * share} color={share <= 0.25 ? 'red' : share <= 0.5 ? 'orange' : 'teal'} />
    </Stack>
  );
}

function PersonRow({ p }: { p: HxPersonView }) {
  const where = p.vehicleName ? `${p.seat === 'driver' ? 'driving' : 'riding in'} ${p.vehicleName}` : 'on foot';
  return (
    <Group justify="space-between" wrap="nowrap" gap={6} data-person={p.personId} aria-label={p.name} role="group">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          {!p.vehicleName && <IconWalk size={13} aria-hidden />}
          <Text size="sm" fw={600} td={p.status === 'dead' ? 'line-through' : undefined} truncate>
            {p.name}
          </Text>
          {p.status !== 'up' && (
            <Badge size="xs" color={STATUS_COLOUR[p.status]}>
              {p.status}
              {p.status === 'dying' && p.dyingMinutes !== null ? ` · ${p.dyingMinutes} min` : ''}
            </Badge>
          )}
          {p.npc && (
            <Badge size="xs" variant="outline" color="gray">
              NPC
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {where}
          {p.fatiguePenalty > 0 ? ` · fatigue −${p.fatiguePenalty}` : ''}
          {p.downTurns > 0 ? ` · down ${p.downTurns} turns` : ''}
          {p.heldBy ? ` · held (${p.heldBy.strength})` : ''}
          {p.criticals.length ? ` · ${p.criticals.map((c) => c.text).join('; ')}` : ''}
        </Text>
      </Stack>
      <Track label={`${p.name} hit points`} value={p.hp} of={p.maxHp} unit="HP" />
    </Group>
  );
}

function VehicleRow({ v, people }: { v: HxVehicleView; people: Map<number, string> }) {
  const Icon = KIND_ICON[v.kind];
  const driver = v.driver === null ? 'undriven' : `driven by ${people.get(v.driver) ?? '?'}`;
  return (
    <Stack
      gap={4}
      data-vehicle={v.vehicleId}
      aria-label={v.name}
      role="group"
      p={6}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={16} aria-hidden />
          <Text size="sm" fw={700} td={v.wrecked ? 'line-through' : undefined} truncate>
            {v.name}
          </Text>
          {v.wrecked && (
            <Badge size="xs" color="red">
              wrecked
            </Badge>
          )}
          {v.stallTurns > 0 && (
            <Badge size="xs" color="yellow">
              stalled {v.stallTurns}
            </Badge>
          )}
        </Group>
        <Badge size="xs" variant="outline" tt="none">
          {v.movement} hexes · {v.turns} turns
        </Badge>
      </Group>
      <Group gap="md" wrap="wrap">
        <Track label={`${v.name} hit points`} value={v.hp} of={v.maxHp} unit="HP" />
        <Track label={`${v.name} fuel`} value={v.fuel} of={v.maxFuel} unit="Fuel" />
      </Group>
      <Text size="xs" c="dimmed">
        {driver}
        {v.passengers.length ? `, with ${v.passengers.map((p) => people.get(p) ?? '?').join(', ')}` : ''}
        {v.leakPerTurn ? ` · leaking ${v.leakPerTurn} a turn` : ''}
        {v.controlEachTurn ? ' · control roll each turn' : ''}
        {v.exposed ? ' · 10% of hits hit a person' : ''}
        {v.weapons.length ? ` · ${v.weapons.map((w) => w.name).join(', ')}` : ''}
      </Text>
      {v.criticals.length > 0 && (
        <Text size="xs" c="orange">
          {v.criticals.map((c) => c.text).join('; ')}
        </Text>
      )}
    </Stack>
  );
}

function GangCard({ g }: { g: HxGangView }) {
  const names = new Map(g.people.map((p) => [p.personId, p.name]));
  return (
    <Card withBorder padding="sm" component="article" aria-label={g.name}>
      <Group justify="space-between" wrap="wrap" gap={4} mb={6}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ColorSwatch color={g.colour} size={14} />
          <Text fw={700} truncate>
            {g.name}
          </Text>
        </Group>
        <Badge size="sm" variant="default" tt="none">
          {g.survived} standing · {g.kills} kills
        </Badge>
      </Group>
      <Stack gap={6}>
        {g.vehicles.map((v) => (
          <VehicleRow key={v.vehicleId} v={v} people={names} />
        ))}
        {g.people.map((p) => (
          <PersonRow key={p.personId} p={p} />
        ))}
      </Stack>
    </Card>
  );
}

/** Every gang's live card: its vehicles (HP, fuel, movement after criticals, who drives) and characters (HP, state, where). */
export function LiveCards({ state }: { state: HxTableState }) {
  return (
    <Stack gap="sm" aria-label="Live cards">
      {state.gangs.map((g) => (
        <GangCard key={g.franchiseId} g={g} />
      ))}
    </Stack>
  );
}
