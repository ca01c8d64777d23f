import { Alert, Badge, Button, Card, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import type { OutcomePreview } from '../../../../src-shared/ipc/channels/matches';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';

/**
 * The game's result as the table decides it (gaps.md #23: placed by the last vehicle or driver standing, with kills
 * and wrecks), a preview of the standings with it, Commit, and (Ctrl+Z) undo. While the game goes on, it says so.
 */
export function ResultPanel({ state }: { state: BcTableState }) {
  const api = useApi();
  const view = useQuery('match.get', { matchId: state.matchId });
  const [preview, setPreview] = useState<OutcomePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const names = new Map(state.players.map((p) => [p.franchiseId, p]));
  const result = state.result;

  if (view.data?.status === 'recorded')
    return (
      <Card withBorder padding="md" component="section" aria-label="Result">
        <Group gap="xs" mb="xs">
          <IconCheck size={18} color="var(--mantine-color-teal-filled)" />
          <Title order={4}>Recorded</Title>
        </Group>
        <Table aria-label="Recorded result">
          <Table.Tbody>
            {[...view.data.teams]
              .sort((a, b) => (a.placing ?? 9) - (b.placing ?? 9))
              .map((t) => (
                <Table.Tr key={t.franchiseId}>
                  <Table.Td w={40}>{t.placing}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <ColorSwatch color={t.colour} size={12} />
                      {t.franchise}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {t.stats?.kills ?? 0} kills, {t.stats?.wrecks ?? 0} wrecks
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="xs">
          The standings count it. Ctrl+Z undoes the recording.
        </Text>
      </Card>
    );

  if (result.state === 'playing')
    return (
      <Card withBorder padding="md" component="section" aria-label="Result">
        <Title order={4}>Result</Title>
        <Text size="sm" c="dimmed">
          The game goes on: it ends when one driver or none is left standing.
        </Text>
        <Cite>{result.rule}</Cite>
      </Card>
    );

  const input = { matchId: state.matchId, teams: result.outcome.map((t) => ({ franchiseId: t.franchiseId, placing: t.placing, stats: t.stats })) };
  return (
    <Card withBorder padding="md" component="section" aria-label="Result">
      <Stack gap="sm">
        <Title order={4}>The game is over</Title>
        <Text size="sm">{result.reason}</Text>
        <Cite>{result.rule}</Cite>
        <Table aria-label="Placings" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Place</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Kills</Table.Th>
              <Table.Th ta="right">Wrecks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...result.outcome]
              .sort((a, b) => a.placing - b.placing)
              .map((t) => (
                <Table.Tr key={t.franchiseId}>
                  <Table.Td>
                    <Badge variant="light" color={t.placing === 1 ? 'teal' : 'gray'}>
                      {t.placing}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={names.get(t.franchiseId)?.colour ?? '#888'} size={12} />
                      {names.get(t.franchiseId)?.name}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{t.stats.kills}</Table.Td>
                  <Table.Td ta="right">{t.stats.wrecks}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            loading={busy && !preview}
            onClick={async () => {
              setBusy(true);
              setError(null);
              const r = await api.call('match.previewOutcome', input);
              setBusy(false);
              if (r.ok) setPreview(r.value);
              else setError(r.error.message);
            }}
          >
            Preview
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={!preview}
            loading={busy && !!preview}
            onClick={async () => {
              setBusy(true);
              setError(null);
              const r = await api.call('match.recordOutcome', input);
              setBusy(false);
              if (!r.ok) setError(r.error.message);
            }}
          >
            Commit
          </Button>
          {!preview && (
            <Text size="xs" c="dimmed">
              Preview first: Commit records exactly what it shows.
            </Text>
          )}
        </Group>
        {preview && (
          <Stack gap={4} aria-label="Standings preview" role="group">
            <Text size="sm" fw={600}>
              Season {preview.standings.seasonNumber} standings with this result
            </Text>
            <Table verticalSpacing={2} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>#</Table.Th>
                  <Table.Th>Player</Table.Th>
                  <Table.Th ta="right">Pts</Table.Th>
                  {preview.standings.statKeys.map((k) => (
                    <Table.Th key={k} ta="right" tt="capitalize">
                      {k}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.standings.rows.map((s) => (
                  <Table.Tr key={s.franchiseId} fw={names.has(s.franchiseId) ? 700 : undefined}>
                    <Table.Td>{s.rank}</Table.Td>
                    <Table.Td>{s.franchise}</Table.Td>
                    <Table.Td ta="right">{s.points}</Table.Td>
                    {preview.standings.statKeys.map((k) => (
                      <Table.Td key={k} ta="right">
                        {s.stats[k] ?? 0}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              Nothing is written until Commit.
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
