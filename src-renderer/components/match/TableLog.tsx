import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TableResolution } from '../../../src-shared/engine/core/tableResolution';
import { organizerText } from '../../../src-shared/text/rulesText';
import { useUndo } from '../../shell/useUndo';
import { ResolutionView } from './ResolutionView';

/**
 * A match table's log, newest first, as the pages of Battlecars, race combat and the hex RPG show it: the last roll
 * open with every modifier and die, the earlier ones as their title and outcome, and Undo for the table's last move
 * (closed once the match is recorded). `title` names it in the ruleset's words (Game log, Session log);
 * `entryTitle` may say more of an entry than its resolution's title (race combat: its race).
 */
export function TableLog<E extends { seq: number; resolution: TableResolution }>({
  title,
  log,
  recorded,
  last,
  empty,
  shown = 12,
  entryTitle = (e) => e.resolution.title,
}: {
  title: string;
  log: readonly E[];
  recorded: boolean;
  last: TableResolution | null;
  /** What to do first, while nothing is resolved. */
  empty: string;
  /** How many earlier entries to list. */
  shown?: number;
  entryTitle?: (entry: E) => ReactNode;
}) {
  const { undo } = useUndo();
  const entries = [...log].reverse();
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{title}</Title>
        <Button size="compact-xs" variant="default" leftSection={<IconArrowBackUp size={14} />} disabled={entries.length === 0 || recorded} onClick={undo}>
          Undo the last
        </Button>
      </Group>
      {last && <ResolutionView resolution={last} label="Last roll" />}
      <Stack gap={2} mt={last ? 'sm' : 0}>
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {entries.slice(last ? 1 : 0, shown).map((e) => (
          <Text key={e.seq} size="xs">
            <b>{entryTitle(e)}</b>: {organizerText(e.resolution.outcome)}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
