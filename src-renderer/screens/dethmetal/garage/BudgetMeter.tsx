import { Group, Progress, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { car } from '../../../../src-shared/engine/dethmetal';

/** The budget's mark, and 75 when it is far enough away to read. */
function marks(available: number, scale: number): number[] {
  return Math.abs(75 - available) >= 0.08 * scale ? [available, 75] : [available];
}

/**
 * Design points spent against the budget: 60 or 75, plus a sponsor's bonus. The bar's scale always shows
 * the 75 DP mark, so a 60 DP design sees what the overhead penalty would buy.
 */
export const BudgetMeter = memo(function BudgetMeter({ spent, budget, bonus }: { spent: number; budget: car.DesignBudget; bonus: number }) {
  const available = car.designPointBudget(budget, bonus);
  const scale = Math.max(spent, 75 + bonus, available);
  const pct = (n: number) => (100 * n) / scale;
  const within = Math.min(spent, budget);
  const fromBonus = Math.max(0, Math.min(spent, available) - budget);
  const over = Math.max(0, spent - available);
  const left = available - spent;
  return (
    <Stack gap={6} aria-label="Design points" role="group">
      <Group justify="space-between" align="baseline">
        <Text size="sm" fw={600}>
          Design points
        </Text>
        <Text fw={800} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="dp-spent">
          {spent} / {available} DP
        </Text>
      </Group>
      <Progress.Root size={14} aria-hidden>
        <Progress.Section value={pct(within)} color={over ? 'red' : 'orange'} />
        <Progress.Section value={pct(fromBonus)} color="teal" />
        <Progress.Section value={pct(over)} color="red" striped />
      </Progress.Root>
      <div style={{ position: 'relative', height: 14 }}>
        {marks(available, scale).map((m) => (
          <Text
            key={m}
            size="xs"
            c="dimmed"
            style={{ position: 'absolute', left: `${pct(m)}%`, transform: 'translateX(-100%)', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {m}
          </Text>
        ))}
      </div>
      <Text size="sm" c={left < 0 ? 'red' : left === 0 ? 'teal' : 'dimmed'} data-testid="dp-left">
        {left < 0 ? `${-left} DP over budget` : left === 0 ? 'Every design point spent' : `${left} DP left`}
        {bonus > 0 && ` · ${budget} + ${bonus} from the Car manufacturer sponsor`}
      </Text>
    </Stack>
  );
});
