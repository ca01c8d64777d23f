import { Card, SimpleGrid, Table, Text } from '@mantine/core';
import type { Leaderboard } from '../../../../src-shared/ipc';
import { Amount } from '../../../components/Amount';

/** League leaderboards: the top five of each statistic the league records, each saying what it counts. */
export function Leaderboards({ boards }: { boards: readonly Leaderboard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {boards.map((b) => (
        <Card key={b.key} withBorder padding="sm" data-testid={`leaderboard-${b.key}`}>
          <Text fw={700} size="sm">
            {b.title}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {b.counts}
          </Text>
          {b.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody yet.
            </Text>
          ) : (
            <Table aria-label={b.title} verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {b.rows.map((r, i) => (
                  <Table.Tr key={`${r.name}-${i}`}>
                    <Table.Td w={20} c="dimmed">
                      {i + 1}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {r.name}
                      </Text>
                      {r.franchise && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {r.franchise}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount value={r.value} unit={b.key === 'prizeMoney' ? 'k' : undefined} fw={700} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
