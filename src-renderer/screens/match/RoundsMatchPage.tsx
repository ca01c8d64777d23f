import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { resultsOf } from '../../../src-shared/engine/declaration';
import { rulesetById } from '../../../src-shared/engine/registry';
import { useQuery } from '../../api/ApiProvider';
import { StandingCrewCard } from '../../components/crew/StandingCrewCard';
import { MatchUnavailable } from '../../components/match/MatchUnavailable';
import { MatchHeading } from '../../components/match/MatchHeading';
import { CorrectResultButton } from '../../components/correctResult/CorrectResultButton';
import { MeetingRounds } from './MeetingRounds';
import { RoundsCorrection } from './RoundsCorrection';
import { RoundsResultForm } from './RoundsResultForm';
import { scoringsOf } from './roundsModel';
import { useMeetingEntrants } from './useMeetingEntrants';

/**
 * The core's page for one meeting (issue 21), for a ruleset that records its meetings in rounds and brings no match
 * page of its own (`matchSlot(RoundsMatchPage, words)` in its screens entry): the meeting's heading, its rounds as
 * recorded with the crews seated in each (and "Correct result": the same form on the recorded rounds), or the rounds
 * result form. Everything it says comes from the declaration.
 */
export function RoundsMatchPage({ matchId }: { matchId: number }) {
  const league = useQuery('league.get', {});
  const view = useQuery('match.get', { matchId });
  const rounds = useQuery('match.rounds', { matchId });
  const table = useQuery('standings.league', {});
  const m = view.data;
  const declaration = league.data ? rulesetById(league.data.ruleset).declaration : undefined;
  const results = declaration ? resultsOf(declaration) : undefined;
  const teamIds = m?.teams.map((t) => t.franchiseId) ?? [];
  const entrants = useMeetingEntrants(teamIds, results ?? { ...resultsOf({}), entrant: { kind: 'team' } });
  const error = view.error ?? rounds.error ?? table.error ?? league.error;
  if (error) return <MatchUnavailable message={error.message} />;
  if (!m || !rounds.data || !table.data || !declaration || !results) return <Loader size="sm" />;
  const colours = new Map(m.teams.map((t) => [t.franchiseId, t.colour]));
  const entrantKinds = results.entrant.kind === 'vehicle' ? declaration.vehicles : results.entrant.kind === 'person' ? declaration.people : [];
  const entrantWords = entrantKinds.find((k) => results.entrant.kind !== 'team' && k.kind === results.entrant.of) ?? declaration.team;
  const recorded = m.status === 'recorded';
  const meeting = rounds.data;
  const scorings = scoringsOf(results, { teams: table.data.scoring, entrants: table.data.entrants?.scoring ?? null });
  const teams = m.teams.map((t) => ({ franchiseId: t.franchiseId, name: t.franchise, colour: t.colour }));
  return (
    <Stack gap="md">
      <MatchHeading match={m} teamsJoin=", " />
      {recorded ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group gap="xs">
              <IconCheck size={18} color="var(--mantine-color-teal-filled)" />
              <Title order={4}>Recorded</Title>
            </Group>
            <MeetingRounds view={rounds.data} results={results} declaration={declaration} colours={colours} />
            <Text size="sm" c="dimmed">
              The standings count it. Ctrl+Z undoes the recording.
            </Text>
            <CorrectResultButton matchNumber={m.number}>
              {(done) => (
                <RoundsCorrection
                  matchId={matchId}
                  declaration={declaration}
                  results={results}
                  scorings={scorings}
                  teams={teams}
                  view={meeting}
                  entrantWords={entrantWords}
                  onCommitted={done}
                />
              )}
            </CorrectResultButton>
          </Stack>
        </Card>
      ) : (
        <>
          {rounds.data.rounds.length > 0 ? (
            <Card component="section" withBorder padding="lg" aria-label="Crews per round">
              <Stack gap="sm">
                <Title order={4}>Crews</Title>
                <MeetingRounds view={rounds.data} results={results} declaration={declaration} colours={colours} />
              </Stack>
            </Card>
          ) : (
            declaration.slots.length > 0 && (
              <Card component="section" withBorder padding="lg" aria-label="Crews">
                <Stack gap="sm">
                  <Title order={4}>Crews</Title>
                  <Text size="sm" c="dimmed">
                    No crews are assigned to this meeting's {results.round.many} itself: each {declaration.team.one}'s standing crew takes part. Change who sits
                    where before the meeting is recorded.
                  </Text>
                  {m.teams.map((t) => (
                    <StandingCrewCard key={t.franchiseId} franchiseId={t.franchiseId} />
                  ))}
                </Stack>
              </Card>
            )
          )}
          {entrants.error ? (
            <Text c="red" role="alert">
              {entrants.error}
            </Text>
          ) : !entrants.entrants ? (
            <Loader size="sm" />
          ) : (
            <RoundsResultForm
              matchId={matchId}
              declaration={declaration}
              results={results}
              scorings={scorings}
              teams={teams}
              entrants={entrants.entrants}
              entrantWords={entrantWords}
            />
          )}
        </>
      )}
    </Stack>
  );
}
