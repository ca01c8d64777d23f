import { Card, ColorSwatch, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import type { LeagueStandings } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { LeagueTable, scoringLine } from '../../components/season/LeagueTable';
import { SeasonPointsChart } from '../../components/season/PointsChart';

/** One closed season's champions: the teams ranked first in its final table. */
function Champions({ number }: { number: number }) {
  const s = useQuery('standings.league', { season: number });
  const first = (s.data?.rows ?? []).filter((r) => r.rank === 1);
  return (
    <Table.Tr>
      <Table.Td fw={600}>Season {number}</Table.Td>
      <Table.Td>
        <Group gap="md">
          {first.map((r) => (
            <Group key={r.franchiseId} gap={6} wrap="nowrap">
              <ColorSwatch color={r.colour} size={12} />
              <Text size="sm" fw={600}>
                {r.franchise}
              </Text>
              <Text size="xs" c="dimmed">
                {r.points} pts
              </Text>
            </Group>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function SeasonTable({ standings, label }: { standings: LeagueStandings; label: string }) {
  return (
    <>
      <Card withBorder padding={0}>
        <LeagueTable standings={standings} label={label} />
      </Card>
      <Text size="sm" c="dimmed">
        {scoringLine(standings)}
      </Text>
    </>
  );
}

/**
 * A league without a campaign layer: the seasons closed by season.close, read-only (each final table as its close
 * decided it, roll-offs included), the champions of every season and the all-time table.
 */
export function CorePastSeasonsTab() {
  const current = useQuery('standings.league', {});
  const seasons = current.data?.seasons ?? [];
  const open = current.data?.seasonNumber ?? null;
  const closed = seasons.filter((n) => n !== open);
  const [picked, setPicked] = useState<string | null>(null);
  const view = picked ?? (closed.length ? String(closed.at(-1)) : 'all');
  const season = useQuery('standings.league', view === 'all' ? { allTime: true } : { season: Number(view) });
  if (current.data && closed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No season has been closed yet. When this one is (Close season tab), its final table stays here to browse, read-only.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Group gap="xs" mb="sm">
          <IconTrophy size={18} />
          <Title order={5}>Champions</Title>
        </Group>
        <Table aria-label="Champions" verticalSpacing={4}>
          <Table.Tbody>
            {closed.map((n) => (
              <Champions key={n} number={n} />
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <SegmentedControl
        aria-label="Past season"
        value={view}
        onChange={setPicked}
        data={[...closed.map((n) => ({ value: String(n), label: `Season ${n}` })), { value: 'all', label: 'All time' }]}
        style={{ alignSelf: 'flex-start' }}
      />
      {season.data && <SeasonTable standings={season.data} label={view === 'all' ? 'All-time standings' : `Season ${view} final table`} />}
      {view !== 'all' && season.data && (
        <Card withBorder padding="lg">
          <Title order={5} mb="sm">
            Points after each match
          </Title>
          <SeasonPointsChart season={Number(view)} />
        </Card>
      )}
    </Stack>
  );
}
