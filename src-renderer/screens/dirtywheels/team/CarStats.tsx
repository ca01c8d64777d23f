import { Badge, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  type CarDesign,
  type CarDerived,
  type Driver,
  deriveCar,
  type DirtyWheelsSettings,
  explain,
  SECTION,
  STATS,
  shootingAim,
  traitRow,
  upgradeRow,
} from '../../../../src-shared/engine/dirtywheels';
import { ExplainedValue } from './ExplainedValue';
import { statText } from './teamBuilderModel';

const STAT_LABEL = { initiative: 'Initiative', bravery: 'Bravery', aim: 'Aim', skill: 'Skill' } as const;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} align="center" style={{ minWidth: 0 }}>
      <Text fz={10} c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="xl" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A car with its driver as the table reads them: speed, structure, armour and the aim it shoots with (each
 * explaining itself on hover), the weapons with range, attacks and strength, upgrades and the driver's stats and
 * traits. Derived here by the same engine the service uses, so an edit shows at once.
 */
export function CarStats({
  design,
  driver,
  settings,
  compact = false,
}: {
  design: CarDesign;
  driver: Driver;
  settings: DirtyWheelsSettings;
  compact?: boolean;
}) {
  const derived: CarDerived = deriveCar(design, settings);
  const aim = shootingAim(driver, derived);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={4} spacing={4}>
        <Figure label="Speed">
          <ExplainedValue value={derived.speed} label="Speed" unit={'"'} testId="derived-speed" />
        </Figure>
        <Figure label="Structure">
          <ExplainedValue value={derived.structure} label="Structure" testId="derived-structure" />
        </Figure>
        <Figure label="Armour">
          <ExplainedValue value={derived.armour} label="Armour" testId="derived-armour" />
        </Figure>
        <Figure label="Aim">
          <ExplainedValue value={aim} label="Aim when shooting" testId="derived-aim" />
        </Figure>
      </SimpleGrid>
      {derived.weapons.length === 0 ? (
        <Text size="sm" c="dimmed">
          No weapons
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={2} horizontalSpacing={6} aria-label="Weapons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Weapon</Table.Th>
              <Table.Th ta="right">Range</Table.Th>
              <Table.Th ta="right">Attacks</Table.Th>
              <Table.Th ta="right">Str.</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {derived.weapons.map((w, i) => (
              <Table.Tr key={`${w.weapon}-${i}`}>
                <Table.Td>
                  <Text size="sm" span>
                    {w.weapon}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {w.mount} {w.class}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{w.range}"</Table.Td>
                <Table.Td ta="right">
                  {w.special ? (
                    <Tooltip label={w.special}>
                      <span>auto</span>
                    </Tooltip>
                  ) : (
                    w.attacksText
                  )}
                </Table.Td>
                <Table.Td ta="right">{w.strength ? <ExplainedValue value={w.strength} label={`${w.weapon} strength`} /> : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {derived.ramAttackBonus.value > 0 && (
        <Text size="xs" c="dimmed">
          Ramming: {explain(derived.ramAttackBonus)} attacks ({SECTION.ramming})
        </Text>
      )}
      {design.upgrades.length > 0 && (
        <Group gap={4}>
          {design.upgrades.map((u, i) => (
            <Tooltip key={`${u}-${i}`} label={`${upgradeRow(u).text} (${SECTION.upgrades})`} multiline maw={320}>
              <Badge variant="light" color="orange" radius="sm" tt="none">
                {u}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      )}
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm" fw={600}>
          {driver.name}
        </Text>
        <Group gap={compact ? 6 : 10} wrap="nowrap" ml="auto">
          {STATS.map((s) => (
            <Tooltip key={s} label={`${STAT_LABEL[s]} (${SECTION.statTable})`}>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {compact ? STAT_LABEL[s].slice(0, 3) : STAT_LABEL[s]}{' '}
                <Text span fw={700} c="var(--mantine-color-text)" size="sm">
                  {statText(s, driver[s])}
                </Text>
              </Text>
            </Tooltip>
          ))}
        </Group>
      </Group>
      {driver.traits.length > 0 && (
        <Group gap={4}>
          {driver.traits.map((t, i) => (
            <Tooltip key={`${t}-${i}`} label={`${traitRow(t).text} (${SECTION.traits})`} multiline maw={320}>
              <Badge variant="light" color="blue" radius="sm" tt="none">
                {t}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      )}
    </Stack>
  );
}
