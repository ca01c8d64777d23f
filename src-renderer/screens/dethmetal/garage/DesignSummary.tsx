import { Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type { car } from '../../../../src-shared/engine/dethmetal';
import type { Problem } from '../../../../src-shared/engine/ruleset';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
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

const NUM: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/** A derived number; its parts on hover or focus. Re-renders only when its own content changes. */
const StatTile = memo(
  function StatTile({ stat }: { stat: Stat }) {
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
        <UnstyledButton
          data-stat={stat.id}
          aria-label={`${stat.label} ${stat.value}${stat.unit ?? ''}: ${stat.lines.join(' ')}`}
          style={{ borderRadius: 4 }}
          px={4}
          py={2}
        >
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="sm" c="dimmed" style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>
              {stat.label}
            </Text>
            <span data-testid={`stat-${stat.id}`} style={{ ...NUM, fontWeight: 700, color: stat.warning ? 'var(--mantine-color-red-6)' : undefined }}>
              {stat.value}
              {stat.unit ?? ''}
            </span>
          </Group>
          {stat.warning && (
            <Text size="xs" c="red" ta="right">
              {stat.warning}
            </Text>
          )}
        </UnstyledButton>
      </Tooltip>
    );
  },
  (a, b) => JSON.stringify(a.stat) === JSON.stringify(b.stat),
);

const ProblemsCard = memo(function ProblemsCard({ problems }: { problems: Problem[] }) {
  return (
    <Card withBorder padding="md" aria-label="Rules check" component="section" data-testid="design-problems" style={{ contain: 'content' }}>
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
          <Stack gap={6} mah={220} style={{ overflowY: 'auto' }}>
            {problems.map((p, i) => (
              <UnstyledButton key={`${p.code}-${i}`} onClick={() => focusProblem(p.path)} style={{ borderRadius: 4 }}>
                <Text size="sm">{p.message}</Text>
                <Cite>{p.rule}</Cite>
              </UnstyledButton>
            ))}
          </Stack>
        </Stack>
      )}
    </Card>
  );
});

const PriceCard = memo(function PriceCard({ money, refit, note }: { money: car.CarDerived['money']; refit: boolean; note?: string }) {
  // A refit pays for kit only: the car itself was paid for when it was bought.
  const lines = refit ? money.lines.slice(1) : money.lines;
  const total = lines.reduce((s, l) => s + (l.k ?? 0), 0);
  return (
    <Card withBorder padding="md" aria-label="Price" component="section" style={{ contain: 'content' }}>
      <Group justify="space-between" mb={4}>
        <Title order={5}>{refit ? 'Kit at list prices' : 'Price list'}</Title>
        <Amount value={total} unit="k" fw={800} size="lg" data-testid="money-total" />
      </Group>
      <Table verticalSpacing={2} horizontalSpacing={0} withRowBorders={false} highlightOnHover={false}>
        <Table.Tbody>
          {lines.map((l, i) => (
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
      {(money.unpricedItems > 0 || note) && (
        <Text size="xs" c="dimmed" mt={4}>
          {money.unpricedItems > 0 && `${money.unpricedItems} found item(s) at the price paid when found. `}
          {note}
        </Text>
      )}
    </Card>
  );
});

/**
 * The designer's right-hand column: action, budget meter, derived numbers, rules check and price. Each part is
 * memoized on its own data, so a keystroke redraws only the figures it changed.
 */
export function DesignSummary({
  designPoints,
  money,
  stats,
  problems,
  bonus,
  action,
  quote,
  moneyNote,
  refit,
}: {
  designPoints: car.CarDerived['designPoints'];
  money: car.CarDerived['money'];
  stats: Stat[];
  problems: Problem[];
  bonus: number;
  action: ReactNode;
  /** The exact price of this buy or refit (QuoteCard), where there is a franchise to quote for. */
  quote?: ReactNode;
  moneyNote?: string;
  refit: boolean;
}) {
  return (
    <Stack gap="sm">
      {action}
      <Card withBorder padding="md" style={{ contain: 'content' }}>
        <BudgetMeter spent={designPoints.spent} budget={designPoints.budget} bonus={bonus} />
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
      <ProblemsCard problems={problems} />
      {quote}
      <PriceCard money={money} refit={refit} note={moneyNote} />
    </Stack>
  );
}

// Narrow padding: at 1024 px the designer's column is ~380 px wide and five columns must fit in it unclipped.
const CELL: CSSProperties = { ...NUM, textAlign: 'right', padding: '2px 6px' };

/** Plain table cells: up to ~30 rows redraw on a keystroke that changes acceleration or handling. */
export const SpeedChartCard = memo(function SpeedChartCard({ chart, gearing }: { chart: car.SpeedRow[]; gearing: number }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Speed chart" style={{ contain: 'content' }}>
      <Group justify="space-between" mb={4}>
        <Title order={4}>Speed chart</Title>
        <Text size="xs" c="dimmed">
          gearing {gearing > 0 ? '+1' : gearing < 0 ? '−1' : '0'} · Part IV
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Acceleration roll target (rating + speed band), turn mode and movement die at each speed, up to the top speed with a fuel point.
      </Text>
      <div style={{ maxHeight: 260, overflowY: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
          <thead style={{ position: 'sticky', top: 0, background: 'var(--mantine-color-body)' }}>
            <tr>
              {['Speed', 'Band', 'Acceleration', 'Turn mode', 'MP die'].map((h) => (
                <th key={h} style={{ ...CELL, whiteSpace: 'normal', fontWeight: 700, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.map((r) => (
              <tr key={r.speed} style={{ background: r.speed % 2 ? 'var(--mantine-color-default-hover)' : undefined }}>
                <td style={CELL}>{r.speed}</td>
                <td style={CELL}>{r.accelerationModifier > 0 ? `+${r.accelerationModifier}` : r.accelerationModifier}</td>
                <td style={{ ...CELL, color: r.acceleration <= 0 ? 'var(--mantine-color-dimmed)' : undefined }}>{r.acceleration}</td>
                <td style={CELL}>{r.turnMode}</td>
                <td style={CELL}>{r.movementDice ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
});
