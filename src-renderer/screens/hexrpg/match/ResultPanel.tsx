import { Button, Card, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { HxTableState } from '../../../../src-shared/ipc/channels/hexrpg/table';
import { useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { CorrectResult } from '../../../components/correctResult/CorrectResult';
import { OutcomeCommit } from '../../../components/match/OutcomeCommit';
import { useUndo } from '../../../shell/useUndo';

/** The gangs' outcome as a table: who is still standing and the kills, each gang's line. */
function OutcomeTable({ state, rows }: { state: HxTableState; rows: { franchiseId: number; stats: { survived?: number; kills?: number } }[] }) {
  const gangs = new Map(state.gangs.map((g) => [g.franchiseId, g]));
  return (
    <Table aria-label="Session outcome" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Gang</Table.Th>
          <Table.Th ta="right">Survived</Table.Th>
          <Table.Th ta="right">Kills</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((t) => {
          const g = gangs.get(t.franchiseId);
          return (
            <Table.Tr key={t.franchiseId}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={g?.colour ?? '#888'} size={12} />
                  {g?.name}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {t.stats.survived ?? 0}
                {g ? ` of ${g.people.length}` : ''}
              </Table.Td>
              <Table.Td ta="right">{t.stats.kills ?? 0}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The session's outcome as the table counts it (gaps.md #19: no winner; each gang's characters who survived and its
 * kills), a preview of what recording it changes, Commit, and (Ctrl+Z) undo (components/match/OutcomeCommit). The
 * standings are the core's, by the league's own scoring of those stats. Once recorded, “Correct result” (issue 27).
 */
export function ResultPanel({ state }: { state: HxTableState }) {
  const { undo } = useUndo();
  const view = useQuery('match.get', { matchId: state.matchId });

  if (view.data?.status === 'recorded')
    return (
      <Card withBorder padding="md" component="section" aria-label="Result">
        <Group gap="xs" mb="xs" justify="space-between">
          <Group gap="xs">
            <IconCheck size={18} color="var(--mantine-color-teal-filled)" />
            <Title order={4}>Recorded</Title>
          </Group>
          <Button size="compact-xs" variant="default" onClick={undo}>
            Undo the recording
          </Button>
        </Group>
        {/* The table as it ended is what was recorded (the form records the table's outcome as it stands). */}
        <OutcomeTable state={state} rows={state.outcome.teams} />
        <Text size="sm" c="dimmed" mt="xs">
          Each character’s kills and death are in his career. The days until the next session heal and repair below.
        </Text>
        <CorrectResult matchId={state.matchId} mt="sm" />
      </Card>
    );

  const input = { matchId: state.matchId, teams: state.outcome.teams.map((t) => ({ franchiseId: t.franchiseId, stats: t.stats })) };
  return (
    <Card withBorder padding="md" component="section" aria-label="Result">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>Session outcome</Title>
            <Cite>{state.outcome.rule}</Cite>
          </div>
          <Text size="xs" c="dimmed" maw={260} ta="right">
            The chapter has no winner: a session is recorded by who survived and the kills, as the table stands.
          </Text>
        </Group>
        <OutcomeTable state={state} rows={input.teams} />
        <OutcomeCommit
          input={input}
          title={(preview) => `Session ${preview.match.number} as it will be recorded`}
          teamWord="Gang"
          standingsLabel="Standings with this session"
        >
          {(preview) => <OutcomeTable state={state} rows={preview.match.teams.map((t) => ({ franchiseId: t.franchiseId, stats: t.stats ?? {} }))} />}
        </OutcomeCommit>
      </Stack>
    </Card>
  );
}
