import { Anchor, Badge, Breadcrumbs, Button, Card, ColorSwatch, EmptyState, Group, Loader, Stack, Table, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconClipboardList, IconFlag3, IconPrinter, IconSteeringWheel, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '../../api/ApiProvider';
import { eventDateText } from '../../components/eventDate';
import { AssistantPanel } from '../../components/match/AssistantPanel';
import { SheetsPrintDialog } from '../../components/print/SheetsPrintDialog';
import { STATUS, eventLabel } from '../../components/match/matchText';
import { hrefOf, navigate, useRoute } from '../../shell/routes';
import { ResultTab } from './ResultTab';
import { SetupTab } from './SetupTab';

/** Match: the season's events, and for one of them its setup, the match assistant and the result. */
export function MatchScreen() {
  const { rest } = useRoute();
  const id = Number(rest[0]);
  return Number.isInteger(id) && id > 0 ? <MatchDetail matchId={id} tab={rest[1]} /> : <MatchList />;
}

function MatchList() {
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
          <EmptyState
            icon={<IconFlag3 size={28} />}
            title="No matches on the schedule"
            description="Add the season's events on the Season screen (track, surface, race or arena); each then appears here to set up, play with the assistant and record."
          >
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
                      {m.heats} heat{m.heats === 1 ? '' : 's'}
                      {m.date ? ` · ${eventDateText(m.date)}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {m.teams.map((t) => (
                        <Tooltip key={t.franchiseId} label={`${t.franchise}${t.points !== null ? `: ${t.points} pts` : ''}`}>
                          <ColorSwatch color={t.colour} size={14} />
                        </Tooltip>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={STATUS[m.status].hint}>
                      <Badge color={STATUS[m.status].colour} variant="light">
                        {STATUS[m.status].label}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor href={hrefOf('match', m.id)} size="sm" onClick={(e) => e.stopPropagation()}>
                      {m.status === 'recorded' ? 'See the result' : m.status === 'ready' ? 'Play it' : 'Set it up'}
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

function MatchDetail({ matchId, tab }: { matchId: number; tab: string | undefined }) {
  const view = useQuery('match.get', { matchId });
  const league = useQuery('league.get', {});
  const table = useQuery('assistant.state', { matchId });
  const [printing, setPrinting] = useState(false);
  // Once the match was shown recorded, its Result tab stays the screen's default: Ctrl+Z of the recording must
  // leave the organizer on the result he committed, not move him to Setup.
  const [seenRecorded, setSeenRecorded] = useState(false);
  const m = view.data;
  if (m?.status === 'recorded' && !seenRecorded) setSeenRecorded(true);
  if (view.error) {
    return (
      <Stack>
        <Anchor href={hrefOf('match')}>All matches</Anchor>
        <Text c="red" role="alert">
          {view.error.message}
        </Text>
      </Stack>
    );
  }
  if (!m || !league.data) return <Loader size="sm" />;
  const assigned = m.teams.some((t) => t.assignments.some((a) => a.heat === 1));
  // The screen stays where the organizer is: it opens on the Assistant only once a heat has been started there.
  const current = tab ?? (m.status === 'recorded' || seenRecorded ? 'result' : table.data?.started ? 'assistant' : 'setup');
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor href={hrefOf('match')} size="sm">
          Matches
        </Anchor>
        <Text size="sm">Match {m.number}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>
            Match {m.number}: {eventLabel(m)}
          </Title>
          <Text size="sm" c="dimmed">
            Season {m.seasonNumber} · {m.heats} heat{m.heats === 1 ? '' : 's'}
            {m.date ? ` · ${eventDateText(m.date)}` : ''} · {m.teams.map((t) => t.franchise).join(', ')}
          </Text>
        </Stack>
        <Group gap="sm">
          {m.status !== 'recorded' && (
            <Tooltip label="Car and driver sheets of every franchise taking part, to take to the table">
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
                Print sheets
              </Button>
            </Tooltip>
          )}
          <Badge size="lg" color={STATUS[m.status].colour} variant="light">
            {STATUS[m.status].label}
          </Badge>
        </Group>
      </Group>
      <SheetsPrintDialog
        request={printing ? { kind: 'match', matchId: m.id } : null}
        label={`Sheets — match ${m.number}: ${eventLabel(m)}`}
        onClose={() => setPrinting(false)}
      />
      <Tabs value={current} onChange={(v) => v && navigate('match', m.id, v)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="setup" leftSection={<IconTool size={16} />}>
            Setup
          </Tabs.Tab>
          <Tabs.Tab value="assistant" leftSection={<IconSteeringWheel size={16} />} disabled={m.status === 'recorded'}>
            Assistant
          </Tabs.Tab>
          <Tabs.Tab value="result" leftSection={<IconClipboardList size={16} />}>
            Result
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="setup" pt="md">
          <SetupTab view={m} />
        </Tabs.Panel>
        <Tabs.Panel value="assistant" pt="md">
          {assigned ? (
            <AssistantPanel view={m} />
          ) : (
            <Card withBorder padding="xl">
              <EmptyState
                icon={<IconSteeringWheel size={28} />}
                title="No cars on the track yet"
                description="Make the pre-match rolls and assign each team's cars and competitors to heat 1 in Setup; the assistant then puts them on the track."
              >
                <Button mt="sm" onClick={() => navigate('match', m.id, 'setup')}>
                  Go to Setup
                </Button>
              </EmptyState>
            </Card>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="result" pt="md">
          <ResultTab view={m} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
