import { Anchor, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { resultsOf } from '../../../../src-shared/engine/declaration';
import { racecombatDeclaration } from '../../../../src-shared/engine/racecombat';
import type { RcResolution, RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useQuery } from '../../../api/ApiProvider';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { hrefOf } from '../../../shell/routes';
import { useUndo } from '../../../shell/useUndo';
import { scoringsOf } from '../../match/roundsModel';
import { Calculators } from './Calculators';
import { LiveCards } from './LiveCards';
import { RacePanel } from './RacePanel';
import { ResolutionView } from '../../../components/match/ResolutionView';

const RESULTS = resultsOf(racecombatDeclaration);

/** The meeting so far, newest first: each resolution with its dice, the last one open. */
function MeetingLog({ state, last }: { state: RcTableState; last: RcResolution | null }) {
  const { undo } = useUndo();
  const entries = [...state.log].reverse();
  return (
    <Card withBorder padding="md" component="section" aria-label="Meeting log">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Meeting log</Title>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} />}
          disabled={entries.length === 0 || state.recorded}
          onClick={undo}
        >
          Undo the last
        </Button>
      </Group>
      {last && <ResolutionView resolution={last} label="Last roll" />}
      <Stack gap={2} mt={last ? 'sm' : 0}>
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing resolved yet. Set each car’s gear, then shoot, drop and ram with the calculators; type the finishing order when the race ends.
          </Text>
        )}
        {entries.slice(last ? 1 : 0, 12).map((e) => (
          <Text key={e.seq} size="xs">
            <b>
              R{e.race} {e.resolution.title}
            </b>
            : {organizerText(e.resolution.outcome)}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** One race meeting at the table: the live cards, the calculators, the race result and the log. Route #/match/<id>. */
export function RacecombatMatchScreen({ matchId }: { matchId: number }) {
  const match = useQuery('match.get', { matchId });
  const table = useQuery('rcTable.state', { matchId });
  const standings = useQuery('standings.league', {});
  const [last, setLast] = useState<RcResolution | null>(null);
  const error = match.error ?? table.error ?? standings.error;
  if (error)
    return (
      <Stack>
        <Anchor href={hrefOf('match')}>All matches</Anchor>
        <Text c="red" role="alert">
          {error.message}
        </Text>
      </Stack>
    );
  if (!match.data || !table.data || !standings.data) return <Loader size="sm" />;
  const state = table.data;
  const scorings = scoringsOf(RESULTS, { teams: standings.data.scoring, entrants: standings.data.entrants?.scoring ?? null });
  const racing = !state.recorded && state.result.state === 'racing';
  return (
    <Stack gap="md">
      <MatchHeading match={match.data} teamsJoin=", " />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <LiveCards state={state} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            {racing && <Calculators state={state} onResolved={setLast} />}
            <RacePanel state={state} results={RESULTS} scorings={scorings} />
            <MeetingLog state={state} last={last} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
