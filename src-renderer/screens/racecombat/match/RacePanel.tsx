import { ActionIcon, Badge, Button, Card, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconCheck, IconEye, IconFlag, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Scoring } from '../../../../src-shared/engine/core/standings';
import type { ResultsDeclaration } from '../../../../src-shared/engine/declaration';
import type { OutcomePreview } from '../../../../src-shared/ipc/channels/matches';
import type { RcTableState } from '../../../../src-shared/ipc/channels/racecombat/table';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { useApi } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { useRollingCall } from '../../../components/useRollingCall';
import { placedRace, racePoints, unplaced } from './racePanelModel';
import { RecordedMeeting } from './RecordedMeeting';

const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  state: RcTableState;
  results: ResultsDeclaration;
  scorings: { entrants: Scoring | null; teams: Scoring | null };
}

/** The finishing order of the current race, typed car by car, with the points each car and team would get. */
function FinishingOrder({ state, results, scorings }: Props) {
  const rolling = useRollingCall();
  const [order, setOrder] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const waiting = unplaced(state, order);
  const placed = placedRace(state, order);
  const points = racePoints(state.matchId, placed, results, scorings);
  const colour = new Map(state.teams.map((t) => [t.franchiseId, t]));
  const finish = async () => {
    setError(null);
    const r = await rolling.call('rcTable.act', { matchId: state.matchId, intent: { kind: 'finishRace', order } });
    if (!r.ok) return setError(r.error.message);
    setOrder([]);
    notifications.show({ title: `Race ${state.clock.race} finished`, message: organizerText(r.value.resolution.outcome), color: 'green' });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Click the cars in the order they crossed the line; cars out of the race follow, the one that went out later first.
      </Text>
      {waiting.length > 0 && (
        <Group gap={6} aria-label="Still to place">
          {waiting.map((c) => (
            <Button
              key={c.vehicleId}
              size="compact-sm"
              variant="light"
              leftSection={<IconFlag size={14} />}
              onClick={() => setOrder((o) => [...o, c.vehicleId])}
            >
              {c.name}
            </Button>
          ))}
        </Group>
      )}
      <Table verticalSpacing={4} aria-label={`Race ${state.clock.race} placings`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>Place</Table.Th>
            <Table.Th>Car</Table.Th>
            <Table.Th ta="right">Driver’s points</Table.Th>
            <Table.Th w={36} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placed.map((p) => (
            <Table.Tr key={p.car.vehicleId}>
              <Table.Td style={TABULAR}>{p.placing}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={colour.get(p.franchiseId)?.colour ?? '#888'} size={10} />
                  <Text size="sm">
                    {p.car.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {p.car.driverName}
                    </Text>
                  </Text>
                  {p.out && (
                    <Badge size="xs" color="red" variant="light">
                      out L{p.car.out?.lap} T{p.car.out?.turn}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={TABULAR}>
                {points.cars.get(p.car.vehicleId) ?? 0}
              </Table.Td>
              <Table.Td>
                {!p.out && (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={`Unplace ${p.car.name}`}
                    onClick={() => setOrder((o) => o.filter((v) => v !== p.car.vehicleId))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="md" aria-label="Teams’ points this race">
        {state.teams.map((t) => (
          <Group key={t.franchiseId} gap={6} wrap="nowrap">
            <ColorSwatch color={t.colour} size={10} />
            <Text size="sm">
              {t.name}{' '}
              <Text span fw={700} style={TABULAR}>
                {points.teams.get(t.franchiseId) ?? 0}
              </Text>
            </Text>
          </Group>
        ))}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {organizerText(error)}
        </Text>
      )}
      <Group>
        <Button leftSection={<IconFlag size={16} />} disabled={waiting.length > 0 || state.recorded} onClick={() => void finish()}>
          Finish race {state.clock.race}
        </Button>
      </Group>
      {rolling.dialog}
    </Stack>
  );
}

/** The meeting's races so far, the next race, and the meeting recorded into the championships with a preview first. */
function Between({ state }: { state: RcTableState }) {
  const api = useApi();
  const rolling = useRollingCall();
  const [preview, setPreview] = useState<OutcomePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = { matchId: state.matchId, rounds: state.result.rounds };
  const next = async () => {
    setError(null);
    const r = await rolling.call('rcTable.act', { matchId: state.matchId, intent: { kind: 'nextRace' } });
    if (!r.ok) setError(r.error.message);
  };
  const show = async () => {
    setError(null);
    setBusy(true);
    const r = await api.call('match.previewOutcome', input as never);
    setBusy(false);
    if (!r.ok) return setError(r.error.message);
    setPreview(r.value);
  };
  const commit = async () => {
    setError(null);
    setBusy(true);
    const r = await api.call('rcTable.record', { matchId: state.matchId });
    setBusy(false);
    if (!r.ok) return setError(r.error.message);
    notifications.show({ title: 'Meeting recorded', message: 'The championships count it. Ctrl+Z undoes.', color: 'green' });
  };
  const drivers = preview?.standings.entrants?.rows ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">
        Race {state.clock.race} has its finishing order. Run the next race of the meeting, or record the meeting’s {state.result.races.length} race
        {state.result.races.length > 1 ? 's' : ''} into the championships.
      </Text>
      <Group>
        <Button variant="default" leftSection={<IconArrowRight size={16} />} onClick={() => void next()}>
          Next race
        </Button>
        <Button variant="light" leftSection={<IconEye size={16} />} loading={busy && !preview} onClick={() => void show()}>
          Preview
        </Button>
        <Button leftSection={<IconCheck size={16} />} disabled={!preview} loading={busy && preview !== null} onClick={() => void commit()}>
          Commit
        </Button>
      </Group>
      {preview && (
        <Stack gap={4} role="group" aria-label="Standings preview">
          <Text size="sm" fw={700}>
            The drivers’ championship with this meeting
          </Text>
          <Table verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {drivers.slice(0, 10).map((r) => (
                <Table.Tr key={r.entrantId}>
                  <Table.Td w={40} style={TABULAR}>
                    {r.rank}
                  </Table.Td>
                  <Table.Td>
                    {r.entrant}{' '}
                    <Text span size="xs" c="dimmed">
                      {r.franchise}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={700} style={TABULAR}>
                    {r.points}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={700} mt={4}>
            The teams’ championship
          </Text>
          <Table verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {preview.standings.rows.map((r) => (
                <Table.Tr key={r.franchiseId}>
                  <Table.Td w={40} style={TABULAR}>
                    {r.rank}
                  </Table.Td>
                  <Table.Td>{r.franchise}</Table.Td>
                  <Table.Td ta="right" fw={700} style={TABULAR}>
                    {r.points}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {organizerText(error)}
        </Text>
      )}
      {rolling.dialog}
    </Stack>
  );
}

/** The races of the meeting already placed. */
function FinishedRaces({ state }: { state: RcTableState }) {
  if (state.result.races.length === 0) return null;
  return (
    <Stack gap={4}>
      {state.result.races.map((r) => (
        <Text key={r.race} size="sm" data-testid={`race-${r.race}`}>
          <b>Race {r.race}:</b> {r.placed.map((p) => `${p.placing}. ${p.car}${p.out ? ' (out)' : ''}`).join(', ')}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The meeting's result: each race's finishing order typed by the organizer (the board's movement is the players'),
 * with the points each car's driver and each team would get; then the next race, or the meeting recorded into the
 * core's results (preview, Commit; Ctrl+Z undoes); once recorded, the races as the championships count them and
 * "Correct result" (RecordedMeeting).
 */
export function RacePanel(props: Props) {
  const { state } = props;
  return (
    <Card withBorder padding="md" component="section" aria-label="Result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>
              {state.recorded ? 'Recorded' : state.result.state === 'between' ? `Race ${state.clock.race} finished` : `Race ${state.clock.race}`}
            </Title>
            <Cite>{state.result.rule}</Cite>
          </div>
        </Group>
        {state.recorded ? (
          <RecordedMeeting {...props} />
        ) : (
          <>
            <FinishedRaces state={state} />
            {state.result.state === 'between' ? <Between state={state} /> : <FinishingOrder {...props} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
