import { Badge, Card, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { BcTableState } from '../../../../src-shared/ipc/channels/battlecars/table';
import { useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { CorrectResult } from '../../../components/correctResult/CorrectResult';
import { OutcomeCommit } from '../../../components/match/OutcomeCommit';

/**
 * The game's result as the table decides it (gaps.md #23: placed by the last vehicle or driver standing, with kills
 * and wrecks), a preview of the standings with it, Commit, and (Ctrl+Z) undo (components/match/OutcomeCommit). While
 * the game goes on, it says so. Once recorded, “Correct result” (issue 27).
 */
export function ResultPanel({ state }: { state: BcTableState }) {
  const view = useQuery('match.get', { matchId: state.matchId });
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
        <CorrectResult matchId={state.matchId} mt="sm" />
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
        <OutcomeCommit
          input={input}
          title={(preview) => `Season ${preview.standings.seasonNumber} standings with this result`}
          teamWord="Player"
          standingsLabel="Standings with this result"
          highlight={new Set(names.keys())}
        />
      </Stack>
    </Card>
  );
}
