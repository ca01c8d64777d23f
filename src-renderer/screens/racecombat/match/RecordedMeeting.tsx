import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Scoring } from '../../../../src-shared/engine/core/standings';
import type { ResultsDeclaration } from '../../../../src-shared/engine/declaration';
import { racecombatDeclaration } from '../../../../src-shared/engine/racecombat';
import type { RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { useQuery } from '../../../api/ApiProvider';
import { CorrectResultButton } from '../../../components/correctResult/CorrectResultButton';
import { MeetingRounds } from '../../match/MeetingRounds';
import { RoundsCorrection } from '../../match/RoundsCorrection';

const DRIVERS = racecombatDeclaration.people.find((p) => p.kind === 'driver')!;

interface Props {
  state: RcTableState;
  results: ResultsDeclaration;
  scorings: { entrants: Scoring | null; teams: Scoring | null };
}

/**
 * A recorded meeting: its races as the championships count them (`match.rounds`: as recorded, or as corrected since,
 * where the table's log keeps the races as they were raced), and "Correct result" (issue 27): the core's rounds form
 * in its correcting mode on the recorded placings, with the correction's Preview / Commit.
 */
export function RecordedMeeting({ state, results, scorings }: Props) {
  const rounds = useQuery('match.rounds', { matchId: state.matchId });
  if (rounds.error)
    return (
      <Text size="sm" c="red" role="alert">
        {rounds.error.message}
      </Text>
    );
  if (!rounds.data) return <Loader size="sm" />;
  const colours = new Map(state.teams.map((t) => [t.franchiseId, t.colour]));
  const teams = state.teams.map((t) => ({ franchiseId: t.franchiseId, name: t.name, colour: t.colour }));
  return (
    <Stack gap="sm">
      <MeetingRounds view={rounds.data} results={results} declaration={racecombatDeclaration} colours={colours} />
      <Alert color="teal" icon={<IconCheck size={16} />}>
        The championships count this meeting. Ctrl+Z undoes the recording.
      </Alert>
      <CorrectResultButton matchNumber={state.number}>
        {(done) => (
          <RoundsCorrection
            matchId={state.matchId}
            declaration={racecombatDeclaration}
            results={results}
            scorings={scorings}
            teams={teams}
            view={rounds.data!}
            entrantWords={DRIVERS}
            onCommitted={done}
          />
        )}
      </CorrectResultButton>
    </Stack>
  );
}
