import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { InputOf } from '../../../src-shared/ipc';
import type { OutcomePreview } from '../../../src-shared/ipc/channels/matches';
import { useApi } from '../../api/ApiProvider';

interface Props {
  /** The result to record, as the table decides it. */
  input: InputOf<'match.recordOutcome'>;
  /** The preview's heading (“Season 2 standings with this result”). */
  title: (preview: OutcomePreview) => string;
  /** What a row of the standings is (“Player”, “Gang”). */
  teamWord: string;
  /** The standings' accessible name. */
  standingsLabel: string;
  /** Teams whose standings rows are in bold (this match's), or none. */
  highlight?: ReadonlySet<number>;
  /** Shown between the heading and the standings (the match as it will be recorded). */
  children?: (preview: OutcomePreview) => ReactNode;
}

/**
 * Preview, then Commit, of a match table's result through the core's result channel (`match.previewOutcome`,
 * `match.recordOutcome`: one undo): the standings with it in, the ruleset's after-result step in words, and Commit of
 * exactly what was previewed (a result changed since is previewed again first). The match tables of Battlecars and
 * the hex RPG share it; each says what its result is above it.
 */
export function OutcomeCommit({ input, title, teamWord, standingsLabel, highlight, children }: Props) {
  const api = useApi();
  const [preview, setPreview] = useState<{ key: string; value: OutcomePreview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = JSON.stringify(input);
  const shown = preview?.key === key ? preview.value : null;

  async function call(channel: 'match.previewOutcome' | 'match.recordOutcome') {
    setBusy(true);
    setError(null);
    const r = await api.call(channel, input);
    setBusy(false);
    if (!r.ok) setError(r.error.message);
    else if (channel === 'match.previewOutcome') setPreview({ key, value: r.value as OutcomePreview });
  }

  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" leftSection={<IconEye size={16} />} loading={busy && !shown} onClick={() => void call('match.previewOutcome')}>
          Preview
        </Button>
        <Button leftSection={<IconCheck size={16} />} disabled={!shown} loading={busy && !!shown} onClick={() => void call('match.recordOutcome')}>
          Commit
        </Button>
        {!shown && (
          <Text size="xs" c="dimmed">
            Preview first: Commit records exactly what it shows.
          </Text>
        )}
      </Group>
      {shown && (
        <Stack gap={4} aria-label="Standings preview" role="group">
          <Text size="sm" fw={600}>
            {title(shown)}
          </Text>
          {children?.(shown)}
          {shown.standings.rows.length > 0 && (
            <Table verticalSpacing={2} fz="sm" aria-label={standingsLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>#</Table.Th>
                  <Table.Th>{teamWord}</Table.Th>
                  <Table.Th ta="right">Pts</Table.Th>
                  {shown.standings.statKeys.map((k) => (
                    <Table.Th key={k} ta="right" tt="capitalize">
                      {k}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.standings.rows.map((s) => (
                  <Table.Tr key={s.franchiseId} fw={highlight?.has(s.franchiseId) ? 700 : undefined}>
                    <Table.Td>{s.rank}</Table.Td>
                    <Table.Td>{s.franchise}</Table.Td>
                    <Table.Td ta="right">{s.points}</Table.Td>
                    {shown.standings.statKeys.map((k) => (
                      <Table.Td key={k} ta="right">
                        {s.stats[k] ?? 0}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {shown.step && (
            <Text size="xs" c="dimmed">
              {shown.step.label}: {shown.step.changes.length} change{shown.step.changes.length === 1 ? '' : 's'}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Nothing is written until Commit.
          </Text>
        </Stack>
      )}
    </>
  );
}
