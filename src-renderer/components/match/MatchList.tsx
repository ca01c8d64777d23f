import { Anchor, Button, Card, EmptyState, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFlag3 } from '@tabler/icons-react';
import { useQuery } from '../../api/ApiProvider';
import { hrefOf, navigate } from '../../shell/routes';
import { MatchStatusBadge, MatchTeams } from './MatchTeams';
import { type MatchState, eventDetail, eventLabel, matchState } from './matchText';

/** What a ruleset's match list says: an empty schedule's hint, and each status's link. */
export interface MatchListWords {
  empty: string;
  action: Record<MatchState, string>;
}

/** The season's matches, each opening its page (`#/match/<id>`): the Match screen of every ruleset without an id. */
export function MatchList({ words }: { words: MatchListWords }) {
  const schedule = useQuery('schedule.list', {});
  const season = useQuery('season.current', {});
  const rows = schedule.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Matches{season.data ? ` — season ${season.data.number}` : ''}</Title>
        <Button variant="default" leftSection={<IconCalendarPlus size={16} />} component="a" href={hrefOf('season', 'schedule')}>
          Schedule an event
        </Button>
      </Group>
      {schedule.loading && !schedule.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Card withBorder padding="xl">
          <EmptyState icon={<IconFlag3 size={28} />} title="No matches on the schedule" description={words.empty}>
            <Button mt="sm" onClick={() => navigate('season', 'schedule')}>
              Go to the schedule
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <Table aria-label="Matches" verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} ta="right">
                  #
                </Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Teams</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th w={150} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id} style={{ cursor: 'pointer' }} onClick={() => navigate('match', m.id)}>
                  <Table.Td ta="right" fw={700}>
                    {m.number}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {eventLabel(m)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {eventDetail(m)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <MatchTeams match={m} />
                  </Table.Td>
                  <Table.Td>
                    <MatchStatusBadge match={m} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor href={hrefOf('match', m.id)} size="sm" onClick={(e) => e.stopPropagation()}>
                      {words.action[matchState(m)]}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
