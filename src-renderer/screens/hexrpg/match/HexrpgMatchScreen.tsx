import { Grid, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import type { HxResolution } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { useQuery } from '../../../api/ApiProvider';
import { MatchUnavailable } from '../../../components/match/MatchUnavailable';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { BetweenSessions } from '../between/BetweenSessions';
import { Calculators } from './Calculators';
import { LiveCards } from './LiveCards';
import { TableLog } from '../../../components/match/TableLog';
import { ResultPanel } from './ResultPanel';

/** One session at the table: the gangs' live cards, the calculators, the log and the outcome. Route #/match/<id>. */
export function HexrpgMatchScreen({ matchId }: { matchId: number }) {
  const match = useQuery('match.get', { matchId });
  const table = useQuery('hxTable.state', { matchId });
  const [last, setLast] = useState<HxResolution | null>(null);
  const error = match.error ?? table.error;
  if (error) return <MatchUnavailable message={error.message} back="All sessions" />;
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
            <TableLog
              title="Session log"
              log={state.log}
              recorded={state.recorded}
              last={last}
              empty="Nothing resolved yet. Ask the turn order, then move, shoot, bash and ram with the calculators."
              shown={14}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
