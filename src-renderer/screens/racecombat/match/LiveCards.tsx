import { Badge, Card, ColorSwatch, Group, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { COMPONENT_LABELS, COMPONENTS, droppedWeaponRow, weaponRow } from '../../../../src-shared/engine/racecombat';
import type { RcCarView, RcTableState, RcTeamView } from '../../../../src-shared/ipc/channels/racecombat/table';

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/** Left of what it started with: “4/6”, a thin bar under it, red once at 0. */
function Track({ label, left, of }: { label: string; left: number; of: number }) {
  return (
    <Stack gap={1} style={{ minWidth: 0 }} aria-label={`${label}: ${left} of ${of} left`}>
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text size="10px" c="dimmed" tt="uppercase" fw={600} truncate>
          {label}
        </Text>
        <Text size="xs" fw={700} c={left === 0 && of > 0 ? 'red' : undefined} style={TABULAR}>
          {left}/{of}
        </Text>
      </Group>
      <Progress size={3} value={of === 0 ? 0 : (100 * left) / of} color={left === 0 ? 'red' : left < of ? 'orange' : 'teal'} />
    </Stack>
  );
}

/** One car's live card: wear points per component, armour, weapons and loads left, crew hits, gear, out and when. */
export function LiveCar({ car }: { car: RcCarView }) {
  const s = car.state;
  const d = car.design;
  const out = car.out;
  return (
    <Stack gap={6} data-vehicle={car.vehicleId} aria-label={car.name} role="group" opacity={out ? 0.6 : 1}>
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={700} td={out ? 'line-through' : undefined} truncate>
            {car.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {car.driverName}
            {car.gunnerName ? ` · gunner ${car.gunnerName}` : ''}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Badge size="sm" variant="outline" aria-label={`${car.name} gear`}>
            {car.gear === null ? 'Gear –' : `Gear ${car.gear}`}
          </Badge>
          {car.spun && (
            <Badge size="sm" color="yellow">
              spun
            </Badge>
          )}
          {s.weaponHitsToChoose > 0 && (
            <Tooltip label="The owner chooses which weapon a weapon hit takes: Lose a weapon.">
              <Badge size="sm" color="orange">
                {s.weaponHitsToChoose} weapon hit{s.weaponHitsToChoose > 1 ? 's' : ''} to choose
              </Badge>
            </Tooltip>
          )}
          {out && (
            <Tooltip label={out.why} multiline w={260}>
              <Badge size="sm" color="red">
                Out L{out.lap} T{out.turn}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={3} spacing={8} verticalSpacing={6} aria-label={`${car.name} wear points`}>
        {COMPONENTS.map((k) => (
          <Track key={k} label={COMPONENT_LABELS[k]} left={s.wear[k]} of={d.wearPoints[k]} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={3} spacing={8} verticalSpacing={6}>
        <Track label="Body armour" left={s.bodyArmour} of={d.bodyArmour} />
        <Track label="Tyre armour" left={s.tyreArmour} of={d.tyreArmour} />
        {d.turret && <Track label="Turret armour" left={s.turretArmour ?? 0} of={d.turret.armour} />}
        <Track label={`Driver ${car.driverName}`} left={car.crewCapacity.driver - s.driverHits} of={car.crewCapacity.driver} />
        {car.crewCapacity.gunner !== null && (
          <Track label={`Gunner ${car.gunnerName ?? ''}`.trim()} left={car.crewCapacity.gunner - s.gunnerHits} of={car.crewCapacity.gunner} />
        )}
      </SimpleGrid>
      {(d.weapons.length > 0 || d.dropped.length > 0) && (
        <Table fz="xs" verticalSpacing={1} horizontalSpacing={4} withRowBorders={false} aria-label={`${car.name} weapons`}>
          <Table.Tbody>
            {d.weapons.map((w) => {
              const lost = !s.weapons.includes(w.id);
              return (
                <Table.Tr key={w.id} c={lost ? 'dimmed' : undefined} td={lost ? 'line-through' : undefined}>
                  <Table.Td>
                    {weaponRow(w.weapon).label}{' '}
                    <Text span size="xs" c="dimmed">
                      ({w.mount})
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    {lost ? 'lost' : `${s.ammunition[w.id] ?? 0} loads`}
                    {car.firedWeapons.includes(w.id) ? ' · fired' : ''}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {d.dropped.map((w) => {
              const lost = !s.dropped.includes(w.id);
              return (
                <Table.Tr key={w.id} c={lost ? 'dimmed' : undefined} td={lost ? 'line-through' : undefined}>
                  <Table.Td>
                    {droppedWeaponRow(w.weapon).label}{' '}
                    <Text span size="xs" c="dimmed">
                      (drops {w.facing})
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    {lost ? 'lost' : `${s.ammunition[w.id] ?? 0} loads`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function TeamCard({ team }: { team: RcTeamView }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={team.name}>
      <Group gap={6} wrap="nowrap" mb={8}>
        <ColorSwatch color={team.colour} size={14} />
        <Text fw={700} truncate>
          {team.name}
        </Text>
      </Group>
      <Stack gap="md">
        {team.cars.map((c) => (
          <LiveCar key={c.vehicleId} car={c} />
        ))}
      </Stack>
    </Card>
  );
}

/** Every team's cars as the table has left them. */
export function LiveCards({ state }: { state: RcTableState }) {
  return (
    <Stack gap="sm" aria-label="Live cards">
      {state.teams.map((t) => (
        <TeamCard key={t.franchiseId} team={t} />
      ))}
    </Stack>
  );
}
