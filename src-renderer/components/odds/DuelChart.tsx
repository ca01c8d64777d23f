import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import type { DuelCurves } from '../../../src-shared/engine/core/odds';
import { lazyScreen } from '../../shell/lazyScreen';

// The chart library loads with the first chart (shell/lazyScreen.ts), as the season's points chart does.
const LineChart = lazyScreen(() => import('../season/PointsLineChart').then((m) => m.PointsLineChart));
const CHART_HEIGHT = 220;

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * One design against another (issue 23): each side's "has won by turn N" curve overlaid, and the same figures as a
 * table (for screen readers, and for reading the exact numbers); a sampled duel shows each chance's standard error.
 */
export function DuelChart({ curves, a, b }: { curves: DuelCurves; a: { name: string; colour: string }; b: { name: string; colour: string } }) {
  const aLabel = `${a.name} has won`;
  const bLabel = `${b.name} has won`;
  const data = curves.turns.map((t) => ({ turn: `Turn ${t.turn}`, [aLabel]: Math.round(t.aWins * 1000) / 10, [bLabel]: Math.round(t.bWins * 1000) / 10 }));
  // A turn the chain finished before the duel was sampled on is exact: no error to show.
  const se = (i: number, k: 'aWins' | 'bWins') => {
    const e = curves.standardErrors?.[i]?.[k];
    return e ? ` ± ${percent(e)}` : '';
  };
  return (
    <Box>
      <Suspense fallback={<Box h={CHART_HEIGHT} />}>
        <LineChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="turn"
          series={[
            { name: aLabel, color: a.colour },
            { name: bLabel, color: b.colour },
          ]}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          yAxisProps={{ domain: [0, 100] }}
          unit="%"
          yAxisLabel="Chance"
          aria-hidden
        />
      </Suspense>
      <Text size="xs" c="dimmed" mt={4}>
        {curves.how}
      </Text>
      <VisuallyHidden>
        <Table aria-label="Chance each car has won, by turn">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Turn</Table.Th>
              <Table.Th>{aLabel}</Table.Th>
              <Table.Th>{bLabel}</Table.Th>
              <Table.Th>Both still running</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {curves.turns.map((t, i) => (
              <Table.Tr key={t.turn}>
                <Table.Td>{t.turn}</Table.Td>
                <Table.Td>
                  {percent(t.aWins)}
                  {se(i, 'aWins')}
                </Table.Td>
                <Table.Td>
                  {percent(t.bWins)}
                  {se(i, 'bWins')}
                </Table.Td>
                <Table.Td>{percent(t.neither)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
