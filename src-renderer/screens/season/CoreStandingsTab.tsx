import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '../../api/ApiProvider';
import { CareerTable } from '../../components/season/CareerTable';
import { EntrantTable, entrantScoringLine, LeagueTable, scoringLine } from '../../components/season/LeagueTable';
import { type Period, PeriodControl } from '../../components/season/PeriodControl';
import { SeasonPointsChart } from '../../components/season/PointsChart';
import { StandingsExportDialog } from '../../components/season/StandingsExportDialog';
import { hrefOf, useRoute } from '../../shell/routes';
import { PersonCareerPage } from './PersonCareerPage';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A league without a campaign layer: this season's table (or all time) through the league core, its entrants' table
 * where the ruleset keeps one (issue 21: a drivers' or cars' championship), its people's careers
 * where the ruleset keeps them (each linked to his page, #/season/standings/driver/<id>), the points race, the export.
 */
export function CoreStandingsTab() {
  const { rest } = useRoute();
  const person = rest[1] === 'driver' ? Number(rest[2]) : Number.NaN;
  if (Number.isInteger(person) && person > 0) return <PersonCareerPage competitorId={person} />;
  return <StandingsView />;
}

function StandingsView() {
  const [scope, setScope] = useState<Period>('season');
  const [exporting, setExporting] = useState(false);
  const standings = useQuery('standings.league', { allTime: scope === 'all' });
  const careers = useQuery('careers.table', { allTime: scope === 'all' });
  const s = standings.data;
  // A ruleset without careers answers `unavailable`: the table of people is simply not there.
  const people = careers.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PeriodControl value={scope} onChange={setScope} />
        <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => setExporting(true)} disabled={!s}>
          Export…
        </Button>
      </Group>
      <StandingsExportDialog
        opened={exporting}
        onClose={() => setExporting(false)}
        season={scope === 'all' ? null : (s?.seasonNumber ?? null)}
        labels={{
          franchises: 'Teams',
          competitors: capital(people?.person.many ?? 'people'),
          ...(s?.entrants ? { entrants: `${capital(s.entrants.words.many)}' table` } : {}),
        }}
      />
      {standings.error && (
        <Text size="sm" c="red" role="alert">
          {standings.error.message}
        </Text>
      )}
      {s && (
        <Card withBorder padding={s.rows.length ? 0 : 'lg'}>
          {s.scoring === null ? (
            <Text size="sm" c="dimmed">
              This league keeps no standings: its ruleset ranks no one.
            </Text>
          ) : s.rows.length === 0 ? (
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
      {s?.entrants && (
        <Card withBorder padding={s.entrants.rows.length ? 0 : 'lg'} component="section" aria-label={`${capital(s.entrants.words.many)}' table`}>
          {s.entrants.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No {s.entrants.words.one} has a recorded result {scope === 'all' ? 'yet' : 'this season'}: record a meeting on the Match screen.
            </Text>
          ) : (
            <>
              <Title order={5} px="md" pt="md">
                {capital(s.entrants.words.many)}
                {scope === 'all' ? ' — all time' : ''}
              </Title>
              <EntrantTable
                entrants={s.entrants}
                statKeys={s.statKeys}
                label={`${capital(s.entrants.words.many)} ${scope === 'all' ? 'all time' : 'this season'}`}
              />
              <Text size="sm" c="dimmed" px="md" pb="md">
                {entrantScoringLine(s.entrants)}
              </Text>
            </>
          )}
        </Card>
      )}
      {people && (
        <Card withBorder padding={people.rows.length ? 0 : 'lg'}>
          {people.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No {people.person.one} has a recorded game {scope === 'all' ? 'yet' : 'this season'}: record a result on the Match screen.
            </Text>
          ) : (
            <>
              <Title order={5} px="md" pt="md">
                {capital(people.person.many)}
                {scope === 'all' ? ' — all time' : ''}
              </Title>
              <CareerTable careers={people} label={`${capital(people.person.many)} ${scope === 'all' ? 'all time' : 'this season'}`} />
            </>
          )}
        </Card>
      )}
      {scope === 'season' && s && (
        <Card withBorder padding="lg">
          <Title order={5} mb="sm">
            Points after each match
          </Title>
          <SeasonPointsChart />
        </Card>
      )}
    </Stack>
  );
}
