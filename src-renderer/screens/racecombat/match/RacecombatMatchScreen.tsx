import { Grid, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { resultsOf } from '../../../../src-shared/engine/declaration';
import { racecombatDeclaration } from '../../../../src-shared/engine/racecombat';
import type { RcResolution } from '../../../../src-shared/ipc/channels/racecombat/table';
import { useQuery } from '../../../api/ApiProvider';
import { MatchUnavailable } from '../../../components/match/MatchUnavailable';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { scoringsOf } from '../../match/roundsModel';
import { Calculators } from './Calculators';
import { LiveCards } from './LiveCards';
import { RacePanel } from './RacePanel';
import { TableLog } from '../../../components/match/TableLog';

const RESULTS = resultsOf(racecombatDeclaration);

/** One race meeting at the table: the live cards, the calculators, the race result and the log. Route #/match/<id>. */
export function RacecombatMatchScreen({ matchId }: { matchId: number }) {
  const match = useQuery('match.get', { matchId });
  const table = useQuery('rcTable.state', { matchId });
  const standings = useQuery('standings.league', {});
  const [last, setLast] = useState<RcResolution | null>(null);
  const error = match.error ?? table.error ?? standings.error;
  if (error) return <MatchUnavailable message={error.message} />;
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
            <TableLog
              title="Meeting log"
              log={state.log}
              recorded={state.recorded}
              last={last}
              empty="Nothing resolved yet. Set each car’s gear, then shoot, drop and ram with the calculators; type the finishing order when the race ends."
              entryTitle={(e) => `R${e.race} ${e.resolution.title}`}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
