import { Alert, Badge, Button, Card, ColorSwatch, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { DwTableState } from '../../../../src-shared/ipc/channels/dirtywheels/table';
import type { OutcomePreview } from '../../../../src-shared/ipc/channels/matches';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { CorrectResult } from '../../../components/correctResult/CorrectResult';
import { NumberField } from '../../../components/NumberField';

type Outcome = 'win' | 'draw' | 'loss';
interface Row {
  franchiseId: number;
  outcome: Outcome | null;
  kills: number | null;
}

/** The result the table suggests: the engine's gameResult when the game is over (gaps.md #31), and the table's kills. */
function suggested(state: DwTableState): Row[] {
  const r = state.result;
  return state.teams.map((t) => ({
    franchiseId: t.franchiseId,
    outcome: r.state === 'playing' ? null : r.winner === null ? 'draw' : r.winner === t.franchiseId ? 'win' : 'loss',
    kills: t.kills,
  }));
}

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'win', label: 'Win' },
  { value: 'draw', label: 'Draw' },
  { value: 'loss', label: 'Loss' },
];

/** Win/draw/loss and kills per team, prefilled from the table; a preview of the standings before Commit. */
export function ResultPanel({ state }: { state: DwTableState }) {
  const api = useApi();
  const view = useQuery('match.get', { matchId: state.matchId });
  const [rows, setRows] = useState<Row[]>(() => suggested(state));
  const [preview, setPreview] = useState<{ key: string; value: OutcomePreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = {
    matchId: state.matchId,
    teams: rows.map((r) => ({ franchiseId: r.franchiseId, ...(r.outcome ? { outcome: r.outcome } : {}), stats: { kills: r.kills ?? 0 } })),
  };
  const key = JSON.stringify(input);
  const edit = (i: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setPreview(null);
  };
  const names = new Map(state.teams.map((t) => [t.franchiseId, t]));

  if (view.data?.status === 'recorded') {
    return (
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCheck size={18} color="var(--mantine-color-teal-filled)" />
            <Title order={4}>Recorded</Title>
          </Group>
          <Table aria-label="Recorded result" maw={520}>
            <Table.Tbody>
              {view.data.teams.map((t) => (
                <Table.Tr key={t.franchiseId}>
                  <Table.Td>
                    <Group gap="xs">
                      <ColorSwatch color={t.colour} size={12} />
                      {t.franchise}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={t.outcome === 'win' ? 'teal' : t.outcome === 'draw' ? 'gray' : 'red'}>
                      {t.outcome}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {t.stats?.kills ?? 0} kill{(t.stats?.kills ?? 0) === 1 ? '' : 's'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            The standings count it. Ctrl+Z undoes the recording.
          </Text>
          <CorrectResult matchId={state.matchId} />
        </Stack>
      </Card>
    );
  }

  async function doPreview() {
    setError(null);
    setBusy(true);
    const r = await api.call('match.previewOutcome', input);
    setBusy(false);
    if (r.ok) setPreview({ key, value: r.value });
    else setError(r.error.message);
  }
  async function commit() {
    setError(null);
    setBusy(true);
    const r = await api.call('match.recordOutcome', input);
    setBusy(false);
    if (!r.ok) setError(r.error.message);
  }

  const result = state.result;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text size="sm">
            {result.state === 'over' ? (
              <>
                <b>The game is over:</b> {result.reason}
              </>
            ) : (
              'The game is still on at the table (no team is out of cars); choose each outcome as the players agree.'
            )}
          </Text>
          <Cite>The Rules (gaps.md #31): a game ends when one team has no car left; kills are the league's stat and a tie-breaker.</Cite>
          <Table aria-label="Result" maw={640} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th w={140}>Kills</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => {
                const t = names.get(r.franchiseId)!;
                return (
                  <Table.Tr key={r.franchiseId}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={t.colour} size={12} />
                        <Text size="sm" fw={600}>
                          {t.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t.running} of {t.cars.length} running
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        aria-label={`${t.name} outcome`}
                        size="xs"
                        data={OUTCOMES}
                        value={r.outcome ?? ''}
                        onChange={(v) => edit(i, { outcome: v as Outcome })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberField
                        aria-label={`${t.name} kills`}
                        name={`${t.name} kills`}
                        path={`kills.${i}`}
                        size="xs"
                        min={0}
                        max={99}
                        value={r.kills}
                        onValue={(v) => edit(i, { kills: v })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button variant="default" leftSection={<IconEye size={16} />} loading={busy && !preview} onClick={() => void doPreview()}>
              Preview
            </Button>
            <Button leftSection={<IconCheck size={16} />} disabled={preview?.key !== key} loading={busy && !!preview} onClick={() => void commit()}>
              Commit
            </Button>
            {preview?.key !== key && (
              <Text size="xs" c="dimmed">
                Preview first: Commit records exactly what the preview showed.
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
      {preview?.key === key && (
        <Card withBorder padding="lg" aria-label="Standings preview">
          <Stack gap="xs">
            <Title order={5}>Season {preview.value.standings.seasonNumber} standings with this result</Title>
            <Table verticalSpacing={4} fz="sm" maw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>#</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th ta="right">Pts</Table.Th>
                  <Table.Th ta="right">W</Table.Th>
                  <Table.Th ta="right">D</Table.Th>
                  <Table.Th ta="right">L</Table.Th>
                  {preview.value.standings.statKeys.map((k) => (
                    <Table.Th key={k} ta="right" tt="capitalize">
                      {k}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.value.standings.rows.map((s) => (
                  <Table.Tr key={s.franchiseId} fw={names.has(s.franchiseId) ? 700 : undefined}>
                    <Table.Td>{s.rank}</Table.Td>
                    <Table.Td>{s.franchise}</Table.Td>
                    <Table.Td ta="right">{s.points}</Table.Td>
                    <Table.Td ta="right">{s.wins}</Table.Td>
                    <Table.Td ta="right">{s.draws}</Table.Td>
                    <Table.Td ta="right">{s.losses}</Table.Td>
                    {preview.value.standings.statKeys.map((k) => (
                      <Table.Td key={k} ta="right">
                        {s.stats[k] ?? 0}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              Teams of this match in bold. Nothing is written until Commit.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
