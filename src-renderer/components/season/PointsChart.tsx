import { Box, Text } from '@mantine/core';
import { Suspense } from 'react';
import type { MatchView, MeetingPoints } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { lazyScreen } from '../../shell/lazyScreen';

// The chart library (recharts, with @mantine/charts and its styles) is the largest part of the renderer: it loads
// with the first chart, or once the page is idle (shell/lazyScreen.ts).
const LineChart = lazyScreen(() => import('./PointsLineChart').then((m) => m.PointsLineChart));
const CHART_HEIGHT = 240;

/**
 * The chart's rows: from the start, each recorded match of `matches` in their order with every team's running total,
 * adding what `points` (the service's `standings.points`, as the teams' table scores each meeting, rounds included)
 * gives the team for it, or where no `points` are given the match's own points (a ruleset scoring its matches
 * itself: Dethmetal's race points); and the teams drawn, as the matches name and colour them.
 */
export function pointsRace(matches: readonly MatchView[], points?: readonly MeetingPoints[]) {
  const played = matches.filter((m) => m.status === 'recorded');
  const teams = new Map<number, { name: string; colour: string }>();
  for (const m of played) for (const t of m.teams) teams.set(t.franchiseId, { name: t.franchise, colour: t.colour });
  const scored = new Map(
    points ? points.map((m) => [m.matchId, m.points]) : played.map((m) => [m.id, m.teams.map((t) => ({ franchiseId: t.franchiseId, points: t.points ?? 0 }))]),
  );
  const running = new Map<number, number>();
  const data = [
    { match: 'Start', ...Object.fromEntries([...teams.values()].map((t) => [t.name, 0])) },
    ...played.map((m) => {
      for (const t of scored.get(m.id) ?? []) running.set(t.franchiseId, (running.get(t.franchiseId) ?? 0) + t.points);
      return { match: `Match ${m.number}`, ...Object.fromEntries([...teams.entries()].map(([id, t]) => [t.name, running.get(id) ?? 0])) };
    }),
  ];
  return { played: played.length, teams: [...teams.values()], data };
}

/** League points after each recorded match of the season, per team: as `points` scores each meeting, else the match's own. */
export function PointsChart({ matches, points }: { matches: readonly MatchView[]; points?: readonly MeetingPoints[] }) {
  const { played, teams, data } = pointsRace(matches, points);
  if (played === 0) {
    return (
      <Text size="sm" c="dimmed">
        The points-over-time chart starts with the first recorded match.
      </Text>
    );
  }
  return (
    // The chart's own height while its code loads: nothing below it moves when it appears.
    <Suspense fallback={<Box h={CHART_HEIGHT} />}>
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="match"
        series={teams.map((t) => ({ name: t.name, color: t.colour }))}
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisLabel="Points"
        aria-label="League points after each match"
      />
    </Suspense>
  );
}

/**
 * A season's chart (the current one where `season` is not given): its matches and each meeting's points, asked of
 * the services together; the chart's height is kept while they load, so nothing below it moves.
 */
export function SeasonPointsChart({ season }: { season?: number }) {
  const input = season === undefined ? {} : { season };
  const schedule = useQuery('schedule.list', input);
  const points = useQuery('standings.points', input);
  if (!schedule.data || !points.data) return <Box h={CHART_HEIGHT} />;
  return <PointsChart matches={schedule.data} points={points.data} />;
}
