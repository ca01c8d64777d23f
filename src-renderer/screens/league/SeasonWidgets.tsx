import { Anchor, Card, ColorSwatch, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { MatchView } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';
import { Amount } from '../../components/Amount';
import { blockedTeams, useShortfalls } from '../../components/season/Shortfalls';
import { hrefOf } from '../../shell/routes';
import { eventDateText } from '../../components/eventDate';

/**
 * Matches played against the season's length, in words that stay true at the start ("8 matches in a season, none
 * played yet", not "0 of 8 played") and in a league whose season is just what is scheduled.
 */
export function playedWords(s: { matchesPlayed: number; matchesScheduled: number; seasonLength: number }): string {
  const matches = (n: number) => `${n} match${n === 1 ? '' : 'es'}`;
  if (s.matchesPlayed === 0) return s.seasonLength > 0 ? `${matches(s.seasonLength)} in a season, none played yet` : 'No match played yet';
  return `${s.matchesPlayed} of ${matches(s.seasonLength)} played`;
}

/** The season at a glance: matches played of the season's length, and the next event on the schedule. */
/**
 * The next event in a line: its kind and its own fields as stored (Dethmetal's surface and heats). A league whose
 * ruleset keeps none shows what it always has (no surface, 1 heat): known, left for a change of words on screen.
 */
function NextEventWords({ m }: { m: MatchView }) {
  const { surface = '', heats = 1 } = m.fields;
  // The same text nodes as before (one per value): Chromium places a run's glyphs by its text nodes.
  return (
    <>
      {m.kind}, {surface}, {heats} heat{heats === 1 ? '' : 's'}
    </>
  );
}

export function SeasonCard() {
  const season = useQuery('season.current', {});
  const schedule = useQuery('schedule.list', {});
  const short = useShortfalls();
  const s = season.data;
  if (!s) return null;
  const next = (schedule.data ?? []).find((m) => m.status !== 'recorded');
  const blocked = next ? blockedTeams(next, short) : [];
  return (
    <Card withBorder padding="lg" component="section" aria-label="Season">
      <Group justify="space-between" mb={6}>
        <Title order={4}>Season {s.number}</Title>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {playedWords(s)}
        </Text>
      </Group>
      <Progress value={(100 * s.matchesPlayed) / Math.max(1, s.seasonLength)} size="sm" mb="sm" aria-hidden />
      {next ? (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Next
          </Text>
          <Text fw={600}>
            Match {next.number}: {next.track}
          </Text>
          <Text size="sm" c="dimmed">
            <NextEventWords m={next} />
            {next.date ? ` · ${eventDateText(next.date)}` : ''} · {next.teams.length} franchise{next.teams.length === 1 ? '' : 's'} entered ·{' '}
            <Anchor href={hrefOf('match')} size="sm">
              open
            </Anchor>
          </Text>
          {blocked.length > 0 && (
            <Text size="sm" c="orange" fw={600} data-testid="next-match-blocked">
              Not ready: {blocked.map((f) => f.name).join(' and ')} must hire or buy first.
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {s.matchesScheduled === 0 ? 'Nothing on the schedule yet.' : `All ${s.matchesScheduled} scheduled matches are played.`}{' '}
          <Anchor href={hrefOf('season')} size="sm">
            Add the next event on the Season screen
          </Anchor>
          .
        </Text>
      )}
    </Card>
  );
}

/** The top five of the current season (a list, not a table: the dashboard has one table, the franchises). */
export function StandingsCard() {
  const standings = useQuery('standings.get', {});
  const rows = standings.data?.franchises ?? [];
  const played = rows.some((r) => r.matches > 0);
  return (
    <Card withBorder padding="lg" component="section" aria-label="Standings">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Standings</Title>
        <Anchor href={hrefOf('season')} size="sm">
          Full standings
        </Anchor>
      </Group>
      {!played ? (
        <Text size="sm" c="dimmed">
          The table fills in as matches are recorded.
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.slice(0, 5).map((r) => (
            <Group key={r.franchiseId} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Text w={20} ta="right" c="dimmed" size="sm">
                  {r.place}
                </Text>
                <ColorSwatch color={r.colour} size={12} />
                <Text size="sm" fw={r.place === 1 ? 700 : 500} truncate>
                  {r.franchise}
                </Text>
              </Group>
              <Group gap="md" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {r.wins} win{r.wins === 1 ? '' : 's'}
                </Text>
                <Amount value={r.points} unit="pts" fw={700} size="sm" w={60} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
