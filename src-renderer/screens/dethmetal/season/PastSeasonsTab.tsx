import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '../../../api/ApiProvider';
import { SeasonEndReportView } from './SeasonEndReportView';
import { PointsChart } from '../../../components/season/PointsChart';
import { StandingsTable } from './StandingsTable';

/** Closed seasons, read-only: their standings, the points race and how the season ended. */
export function PastSeasonsTab() {
  const seasons = useQuery('season.list', {});
  const closed = (seasons.data ?? []).filter((s) => s.status === 'closed');
  const [picked, setPicked] = useState<string | null>(null);
  const number = picked ?? (closed.length ? String(closed[closed.length - 1]!.number) : null);
  const standings = useQuery('standings.get', { season: Number(number ?? 1) });
  const schedule = useQuery('schedule.list', { season: Number(number ?? 1) });
  const season = closed.find((s) => String(s.number) === number);
  if (closed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No season has ended yet. When this one ends (Season end tab), it stays here to browse, read-only.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Past season"
        value={number ?? undefined}
        onChange={setPicked}
        data={closed.map((s) => ({ value: String(s.number), label: `Season ${s.number}` }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Card withBorder padding={0}>
        {standings.data && <StandingsTable rows={standings.data.franchises} label={`Season ${number} standings`} />}
      </Card>
      <Card withBorder padding="lg">
        <Title order={5} mb="sm">
          Points after each match
        </Title>
        <PointsChart matches={schedule.data ?? []} />
      </Card>
      {season?.summary && (
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={5}>How season {season.number} ended</Title>
          </Group>
          <SeasonEndReportView report={season.summary} />
        </Card>
      )}
    </Stack>
  );
}
