import { Card, Divider, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import type { car } from '../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../src-shared/engine/ruleset';
import { Amount } from '../../components/Amount';
import { Cite } from '../../components/Cite';
import { BudgetMeter } from './BudgetMeter';
import { pathKey } from './designerModel';
import type { Stat } from './explain';

/** Move the keyboard to the control a problem is about: the deepest element whose data-path covers it. */
export function focusProblem(path: readonly (string | number)[]) {
  for (let n = path.length; n >= 0; n--) {
    const el = document.querySelector<HTMLElement>(`[data-path="${pathKey(path.slice(0, n))}"]`);
    if (!el) continue;
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), textarea')?.focus({ preventScroll: true });
    return;
  }
}

export const StatTile = memo(function StatTile({ stat }: { stat: Stat }) {
  return (
    <Tooltip
      multiline
      w={320}
      position="left"
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={4}>
          {stat.lines.map((l) => (
            <Text key={l} size="xs">
              {l}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {stat.rule}
          </Text>
        </Stack>
      }
    >
      <UnstyledButton data-stat={stat.id} aria-label={`${stat.label} ${stat.value}${stat.unit ?? ''}: ${stat.lines.join(' ')}`} style={{ borderRadius: 4 }} px={4} py={2}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text size="sm" c="dimmed" style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>
            {stat.label}
          </Text>
          <Amount value={stat.value} unit={stat.unit} fw={700} size="md" data-testid={`stat-${stat.id}`} c={stat.warning ? 'red' : undefined} />
        </Group>
        {stat.warning && (
          <Text size="xs" c="red" ta="right">
            {stat.warning}
          </Text>
        )}
      </UnstyledButton>
    </Tooltip>
  );
});

export const DesignSummary = memo(function DesignSummary({ derived, stats, problems, bonus, action, moneyNote, refit }: {
  derived: car.CarDerived;
  refit: boolean;
  stats: Stat[];
  problems: Problem[];
  bonus: number;
  action: ReactNode;
  moneyNote?: string;
}) {
  // A refit pays for kit only: the car itself was paid for when it was bought.
  const lines = refit ? derived.money.lines.slice(1) : derived.money.lines;
  const money = { ...derived.money, lines, totalK: lines.reduce((s, l) => s + (l.k ?? 0), 0) };
  return (
    <Stack gap="sm">
      {action}
      <Card withBorder padding="md">
        <BudgetMeter spent={derived.designPoints.spent} budget={derived.designPoints.budget} bonus={bonus} />
        <Divider my="sm" />
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2} aria-label="Performance">
          {stats.map((s) => (
            <StatTile key={s.id} stat={s} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={4}>
          Hover or focus a number to see how it is worked out.
        </Text>
      </Card>

      <Card withBorder padding="md" aria-label="Rules check" component="section" data-testid="design-problems">
        {problems.length === 0 ? (
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
            <Text size="sm" fw={600} c="teal">
              Legal: the design meets every rule.
            </Text>
          </Group>
        ) : (
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" />
              <Text size="sm" fw={600} c="red">
                {problems.length === 1 ? 'One rule is broken' : `${problems.length} rules are broken`}
              </Text>
            </Group>
            <ScrollArea.Autosize mah={220} type="auto">
              <Stack gap={6}>
                {problems.map((p, i) => (
                  <UnstyledButton key={`${p.code}-${i}`} onClick={() => focusProblem(p.path)} style={{ borderRadius: 4 }}>
                    <Text size="sm">{p.message}</Text>
                    <Cite>{p.rule}</Cite>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </Card>

      <Card withBorder padding="md" aria-label="Price" component="section">
        <Group justify="space-between" mb={4}>
          <Title order={5}>{refit ? 'Kit at list prices' : 'Price list'}</Title>
          <Amount value={money.totalK} unit="k" fw={800} size="lg" data-testid="money-total" />
        </Group>
        <Table verticalSpacing={2} horizontalSpacing={0} withRowBorders={false} highlightOnHover={false}>
          <Table.Tbody>
            {money.lines.map((l, i) => (
              <Table.Tr key={`${l.item}-${i}`}>
                <Table.Td>
                  <Tooltip label={l.rule} position="left" openDelay={300}>
                    <Text size="xs">{l.item}</Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={l.k === null ? 'rolled' : l.k} unit={l.k === null ? undefined : 'k'} size="xs" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {(money.unpricedItems > 0 || moneyNote) && (
          <Text size="xs" c="dimmed" mt={4}>
            {money.unpricedItems > 0 && `${money.unpricedItems} found item(s) at the price paid when found. `}
            {moneyNote}
          </Text>
        )}
      </Card>
    </Stack>
  );
});

export const SpeedChartCard = memo(function SpeedChartCard({ chart, gearing }: { chart: car.SpeedRow[]; gearing: number }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Speed chart">
      <Group justify="space-between" mb={4}>
        <Title order={4}>Speed chart</Title>
        <Text size="xs" c="dimmed">
          gearing {gearing > 0 ? '+1' : gearing < 0 ? '−1' : '0'} · Part IV
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Acceleration roll target (rating + speed band), turn mode and movement die at each speed, up to the top speed with a fuel point.
      </Text>
      <ScrollArea.Autosize mah={260} type="auto">
        <Table striped verticalSpacing={2} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Speed</Table.Th>
              <Table.Th ta="right">Band</Table.Th>
              <Table.Th ta="right">Acceleration</Table.Th>
              <Table.Th ta="right">Turn mode</Table.Th>
              <Table.Th ta="right">MP die</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.map((r) => (
              <Table.Tr key={r.speed}>
                <Table.Td ta="right">{r.speed}</Table.Td>
                <Table.Td ta="right">{r.accelerationModifier > 0 ? `+${r.accelerationModifier}` : r.accelerationModifier}</Table.Td>
                <Table.Td ta="right" c={r.acceleration <= 0 ? 'dimmed' : undefined}>
                  {r.acceleration}
                </Table.Td>
                <Table.Td ta="right">{r.turnMode}</Table.Td>
                <Table.Td ta="right">{r.movementDice ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Card>
  );
});
