import { Accordion, Badge, Card, ColorSwatch, Grid, Group, Loader, SimpleGrid, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconClipboardList, IconDice5, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import type { DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import { useQuery } from '../../../api/ApiProvider';
import { MatchUnavailable } from '../../../components/match/MatchUnavailable';
import { MatchHeading } from '../../../components/match/MatchHeading';
import { DiceLog } from '../../../components/match/DiceLog';
import { Calculators } from './Calculators';
import { LiveCard } from './LiveCard';
import { ResolutionView } from './ResolutionView';
import { ResultPanel } from './ResultPanel';

const PHASE: Record<DwTableState['phase'], string> = {
  start: 'roll initiative to start the round',
  activations: 'cars activate in initiative order',
  shock: 'shock round: bravery tests, then initiative',
};

function Cards({ state }: { state: DwTableState }) {
  const names = new Map(state.teams.flatMap((t) => t.cars.map((c) => [c.vehicleId, c.name])));
  const nameOf = (id: number) => names.get(id) ?? `car ${id}`;
  const position = (id: number) => {
    const i = state.order?.findIndex((o) => o.vehicleId === id) ?? -1;
    return i < 0 ? null : i + 1;
  };
  return (
    <Stack gap="md">
      {state.teams.map((t) => (
        <Stack key={t.franchiseId} gap="xs" aria-label={`${t.name} cars`}>
          <Group gap="xs">
            <ColorSwatch color={t.colour} size={14} />
            <Text fw={700}>{t.name}</Text>
            <Text size="sm" c="dimmed">
              {t.running} of {t.cars.length} running · {t.kills} kill{t.kills === 1 ? '' : 's'}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="sm">
            {t.cars.map((c) => (
              <LiveCard key={c.vehicleId} car={c} colour={t.colour} position={state.phase === 'activations' ? position(c.vehicleId) : null} nameOf={nameOf} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function MatchLog({ state }: { state: DwTableState }) {
  if (state.log.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        Nothing has happened at the table yet. Each calculator you roll lands here, newest first; Ctrl+Z takes the last one back.
      </Text>
    );
  return (
    <Accordion variant="contained" aria-label="Match log" defaultValue={String(state.log.at(-1)!.seq)}>
      {[...state.log].reverse().map((e) => (
        <Accordion.Item key={e.seq} value={String(e.seq)}>
          <Accordion.Control>
            <Text size="sm" fw={600}>
              {e.resolution.title}
            </Text>
            <Text size="xs" c="dimmed">
              {e.resolution.outcome}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <ResolutionView r={e.resolution} label={`Log entry ${e.seq}`} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** A Dirty Wheels match: the teams' cars as live cards beside the calculators, the match and dice logs, and the result. */
export function DirtyWheelsMatchScreen({ matchId }: { matchId: number }) {
  const view = useQuery('match.get', { matchId });
  const table = useQuery('dwTable.state', { matchId });
  const [tab, setTab] = useState<string | null>(null);
  const m = view.data;
  const state = table.data;
  const error = view.error ?? table.error;
  if (error) return <MatchUnavailable message={error.message} />;
  if (!m || !state) return <Loader size="sm" />;
  // The screen stays where the organizer is: a game ending at the table does not move him off it.
  const current = tab ?? (m.status === 'recorded' ? 'result' : 'table');
  return (
    <Stack gap="md">
      <MatchHeading
        match={m}
        teamsJoin=" v "
        actions={
          m.status !== 'recorded' && (
            <Tooltip label={PHASE[state.phase]}>
              <Badge size="lg" variant="outline" color="gray">
                {state.round === 0 ? 'Not started' : `Round ${state.round}`}
              </Badge>
            </Tooltip>
          )
        }
      />
      <Tabs value={current} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="table" leftSection={<IconDice5 size={16} />} disabled={m.status === 'recorded'}>
            Table
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconListDetails size={16} />}>
            Match log ({state.log.length})
          </Tabs.Tab>
          <Tabs.Tab value="result" leftSection={<IconClipboardList size={16} />}>
            Result
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="table" pt="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Cards state={state} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {state.round === 0 ? 'Not started' : `Round ${state.round}`}: {PHASE[state.phase]}
                  {state.result.state === 'over' ? ` · Game over: ${state.result.reason}` : ''}
                </Text>
                <Calculators state={state} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MatchLog state={state} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Card withBorder padding={0}>
                <DiceLog matchId={matchId} />
              </Card>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="result" pt="md">
          <ResultPanel key={state.matchId} state={state} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
