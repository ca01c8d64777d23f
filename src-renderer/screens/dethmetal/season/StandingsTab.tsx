import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '../../../api/ApiProvider';
import { type Period, PeriodControl } from '../../../components/season/PeriodControl';
import { HeadToHeadGrid } from './HeadToHeadGrid';
import { Leaderboards } from './Leaderboards';
import { StandingsExportDialog } from '../../../components/season/StandingsExportDialog';
import { PointsChart } from '../../../components/season/PointsChart';
import { StandingsTable } from './StandingsTable';

/** This season's standings (or all time), and the points race after each match. */
export function StandingsTab() {
  const [scope, setScope] = useState<Period>('season');
  const standings = useQuery('standings.get', { allTime: scope === 'all' });
  const schedule = useQuery('schedule.list', {});
  const season = useQuery('season.current', {});
  const [exporting, setExporting] = useState(false);
  const rows = standings.data?.franchises ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PeriodControl value={scope} onChange={setScope} />
        <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => setExporting(true)} disabled={scope === 'season' && !season.data}>
          Export…
        </Button>
      </Group>
      <StandingsExportDialog opened={exporting} onClose={() => setExporting(false)} season={scope === 'all' ? null : (season.data?.number ?? null)} />
      <Card withBorder padding={rows.length ? 0 : 'lg'}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No franchise has been founded yet: found one on the League screen and it appears here.
          </Text>
        ) : (
          <StandingsTable rows={rows} />
        )}
      </Card>
      {rows.length > 1 && standings.data && (
        <Card withBorder padding="lg">
          <Title order={5} mb="sm">
            Who beat whom
          </Title>
          <HeadToHeadGrid grid={standings.data.headToHead} rows={rows} />
        </Card>
      )}
      {standings.data && rows.length > 0 && (
        <Stack gap="xs">
          <Title order={5}>Leaderboards{scope === 'all' ? ', all time' : ', this season'}</Title>
          <Leaderboards boards={standings.data.leaderboards} />
        </Stack>
      )}
      {scope === 'season' && (
        <Card withBorder padding="lg">
          <Title order={5} mb="sm">
            Points after each match
          </Title>
          <PointsChart matches={schedule.data ?? []} />
        </Card>
      )}
    </Stack>
  );
}
