import { Box, Text } from '@mantine/core';
import { Suspense } from 'react';
import type { MatchView } from '../../../src-shared/ipc';
import { lazyScreen } from '../../shell/lazyScreen';

// The chart library (recharts, with @mantine/charts and its styles) is the largest part of the renderer: it loads
// with the first chart, or once the page is idle (shell/lazyScreen.ts).
const LineChart = lazyScreen(() => import('./PointsLineChart').then((m) => m.PointsLineChart));
const CHART_HEIGHT = 240;

type MatchTeam = MatchView['teams'][number];

/** League points after each recorded match of the season, per franchise; `pointsOf` scores a team's result (default: its match points). */
export function PointsChart({ matches, pointsOf = (t) => t.points ?? 0 }: { matches: readonly MatchView[]; pointsOf?: (t: MatchTeam) => number }) {
  const played = matches.filter((m) => m.status === 'recorded');
  if (played.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The points-over-time chart starts with the first recorded match.
      </Text>
    );
  }
  const teams = new Map<number, { name: string; colour: string }>();
  for (const m of played) for (const t of m.teams) teams.set(t.franchiseId, { name: t.franchise, colour: t.colour });
  const running = new Map<number, number>();
  const data = [
    { match: 'Start', ...Object.fromEntries([...teams.values()].map((t) => [t.name, 0])) },
    ...played.map((m) => {
      for (const t of m.teams) running.set(t.franchiseId, (running.get(t.franchiseId) ?? 0) + pointsOf(t));
      return { match: `Match ${m.number}`, ...Object.fromEntries([...teams.entries()].map(([id, t]) => [t.name, running.get(id) ?? 0])) };
    }),
  ];
  return (
    // The chart's own height while its code loads: nothing below it moves when it appears.
    <Suspense fallback={<Box h={CHART_HEIGHT} />}>
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="match"
        series={[...teams.values()].map((t) => ({ name: t.name, color: t.colour }))}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisLabel="Points"
        aria-label="League points after each match"
      />
    </Suspense>
  );
}
