import { Anchor, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { HxResolution, HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useQuery } from '../../../api/ApiProvider';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { hrefOf } from '../../../shell/routes';
import { useUndo } from '../../../shell/useUndo';
import { BetweenSessions } from '../between/BetweenSessions';
import { Calculators } from './Calculators';
import { LiveCards } from './LiveCards';
import { ResolutionView } from '../../../components/match/ResolutionView';
import { ResultPanel } from './ResultPanel';

/** The session so far, newest first: each resolution with its dice, the last one open. */
function SessionLog({ state, last }: { state: HxTableState; last: HxResolution | null }) {
  const { undo } = useUndo();
  const entries = [...state.log].reverse();
  return (
    <Card withBorder padding="md" component="section" aria-label="Session log">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Session log</Title>
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
            Nothing resolved yet. Ask the turn order, then move, shoot, bash and ram with the calculators.
          </Text>
        )}
        {entries.slice(last ? 1 : 0, 14).map((e) => (
          <Text key={e.seq} size="xs">
            <b>{e.resolution.title}</b>: {organizerText(e.resolution.outcome)}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** One session at the table: the gangs' live cards, the calculators, the log and the outcome. Route #/match/<id>. */
export function HexrpgMatchScreen({ matchId }: { matchId: number }) {
  const match = useQuery('match.get', { matchId });
  const table = useQuery('hxTable.state', { matchId });
  const [last, setLast] = useState<HxResolution | null>(null);
  const error = match.error ?? table.error;
  if (error)
    return (
      <Stack>
        <Anchor href={hrefOf('match')}>All sessions</Anchor>
        <Text c="red" role="alert">
          {error.message}
        </Text>
      </Stack>
    );
  if (!match.data || !table.data) return <Loader size="sm" />;
  const state = table.data;
  return (
    <Stack gap="md">
      <MatchHeading match={match.data} teamsJoin=" vs " />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <LiveCards state={state} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {!state.recorded && <Calculators state={state} onResolved={setLast} />}
            <ResultPanel state={state} />
            {match.data.status === 'recorded' && <BetweenSessions matchId={matchId} gangs={state.gangs} />}
            <SessionLog state={state} last={last} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
