import { ColorSwatch, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import type { HeadToHeadGrid as Grid, StandingRow } from '../../../../src-shared/ipc';

/**
 * Who beat whom: each cell reads across, the row team's record against the column team over the matches both
 * took part in (more match points = a win over that team), as won–lost–drawn.
 */
export function HeadToHeadGrid({ grid, rows }: { grid: Grid; rows: readonly StandingRow[] }) {
  const team = (id: number) => rows.find((r) => r.franchiseId === id);
  const short = (name: string) =>
    name
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 4)
      .toUpperCase();
  return (
    <ScrollArea type="auto">
      <Table aria-label="Who beat whom" verticalSpacing={4} horizontalSpacing="xs" withColumnBorders fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row against column</Table.Th>
            {grid.franchiseIds.map((id) => (
              <Tooltip key={id} label={team(id)?.franchise}>
                <Table.Th ta="center" aria-label={team(id)?.franchise}>
                  <Group gap={4} justify="center" wrap="nowrap">
                    <ColorSwatch color={team(id)?.colour ?? '#888'} size={10} />
                    {short(team(id)?.franchise ?? '?')}
                  </Group>
                </Table.Th>
              </Tooltip>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.franchiseIds.map((id, i) => (
            <Table.Tr key={id}>
              <Table.Th scope="row">
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={team(id)?.colour ?? '#888'} size={10} />
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {team(id)?.franchise}
                  </Text>
                </Group>
              </Table.Th>
              {grid.cells[i]!.map((c, j) => {
                if (!c) return <Table.Td key={j} bg="var(--mantine-color-default-hover)" aria-label="—" />;
                const met = c.won + c.lost + c.drawn;
                const colour = met === 0 ? 'dimmed' : c.won > c.lost ? 'teal' : c.won < c.lost ? 'red' : undefined;
                return (
                  <Table.Td
                    key={j}
                    ta="center"
                    aria-label={`${team(id)?.franchise} against ${team(grid.franchiseIds[j]!)?.franchise}: ${c.won} won, ${c.lost} lost, ${c.drawn} drawn`}
                  >
                    <Text size="sm" c={colour} fw={met ? 600 : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {met === 0 ? '—' : `${c.won}–${c.lost}${c.drawn ? `–${c.drawn}` : ''}`}
                    </Text>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        Won–lost(–drawn) of the row team against the column team in the matches both took part in: more match points is a win over that team.
      </Text>
    </ScrollArea>
  );
}
