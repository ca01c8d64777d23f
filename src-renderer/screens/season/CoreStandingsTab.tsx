import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '../../api/ApiProvider';
import { type Period, PeriodControl } from '../../components/season/PeriodControl';
import { LeagueTable, resultPoints, scoringLine } from '../../components/season/LeagueTable';
import { PointsChart } from '../../components/season/PointsChart';
import { hrefOf } from '../../shell/routes';

/** A league without a campaign layer: this season's table (or all time) through the league core, and the points race. */
export function CoreStandingsTab() {
  const [scope, setScope] = useState<Period>('season');
  const standings = useQuery('standings.league', { allTime: scope === 'all' });
  const schedule = useQuery('schedule.list', {});
  const s = standings.data;
  return (
    <Stack gap="md">
      <PeriodControl value={scope} onChange={setScope} style={{ alignSelf: 'flex-start' }} />
      {standings.error && (
        <Text size="sm" c="red" role="alert">
          {standings.error.message}
        </Text>
      )}
      {s && (
        <Card withBorder padding={s.rows.length ? 0 : 'lg'}>
          {s.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              The league has no teams yet: add them on the League screen and they appear here.
            </Text>
          ) : (
            <LeagueTable standings={s} label={scope === 'all' ? 'All-time standings' : 'Standings'} />
          )}
        </Card>
      )}
      {s && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="scoring-line">
            {scoringLine(s)}
          </Text>
          <Anchor href={hrefOf('league', 'settings')} size="sm">
            Change in League Settings
          </Anchor>
        </Group>
      )}
      {scope === 'season' && s && (
        <Card withBorder padding="lg">
          <Title order={5} mb="sm">
            Points after each match
          </Title>
          <PointsChart matches={schedule.data ?? []} pointsOf={resultPoints(s.scoring)} />
        </Card>
      )}
    </Stack>
  );
}
