import { Badge, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '../../api/ApiProvider';
import { organizerText } from '../../../src-shared/text/rulesText';

const OP_LABEL: Record<string, string> = {
  'match.preMatch': 'Pre-match',
  'match.record': 'Post-match',
  'assistant.roll-every-car': 'Every car',
};

function opLabel(op: string): string {
  if (OP_LABEL[op]) return OP_LABEL[op];
  const prefix = ['assistant.', 'dwTable.'].find((p) => op.startsWith(p));
  if (prefix) return op.slice(prefix.length).replace(/^./, (c) => c.toUpperCase());
  return op;
}

/** Every roll of this match, as the league's dice log keeps it: newest first. */
export function DiceLog({ matchId }: { matchId: number }) {
  const log = useQuery('dice.log', { matchId, limit: 500 });
  const rows = log.data ?? [];
  if (!log.loading && rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        No dice rolled for this match yet. Pre-match rolls and every roll the assistant makes appear here.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360}>
      <Table aria-label="Dice log" stickyHeader fz="xs" verticalSpacing={3}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={1}>Step</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right" w={64}>
              Dice
            </Table.Th>
            <Table.Th ta="right" w={44}>
              Roll
            </Table.Th>
            <Table.Th>Decided</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} opacity={rows.some((x) => x.rerollOf === r.seq && x.batch === r.batch) ? 0.5 : 1}>
              <Table.Td>
                {/* The step's name in full: the badge sizes its column rather than being cut. */}
                <Badge
                  size="xs"
                  variant="light"
                  color={r.mode === 'manual' ? 'grape' : 'gray'}
                  styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                >
                  {opLabel(r.op)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {organizerText(r.purpose)}
                {r.rerollReason ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (re-roll: {r.rerollReason})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {r.notation}
              </Table.Td>
              <Tooltip label={`Faces ${r.faces.join(', ')}${r.mode === 'manual' ? ', typed at the table' : ', rolled by the app from the league seed'}`}>
                <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {r.value}
                </Table.Td>
              </Tooltip>
              <Table.Td c="dimmed">{r.decided ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
