import { Anchor, Table } from '@mantine/core';
import type { CareerTable as CareerTableData } from '../../../src-shared/ipc/channels/season';
import { hrefOf } from '../../shell/routes';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The league core's careers over a season or all time: each person's games, results and the ruleset's stats, linked to his page. */
export function CareerTable({ careers, label }: { careers: CareerTableData; label: string }) {
  const vehicles = careers.rows.some((r) => r.vehicle);
  return (
    <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right" w={56}>
            #
          </Table.Th>
          <Table.Th>{capital(careers.person.one)}</Table.Th>
          <Table.Th>Team</Table.Th>
          {vehicles && <Table.Th>Car</Table.Th>}
          {careers.columns.map((c) => (
            <Table.Th key={c.key} ta="right">
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {careers.rows.map((r) => (
          <Table.Tr key={r.competitorId}>
            <Table.Td ta="right" fw={600}>
              {r.place}
            </Table.Td>
            <Table.Td>
              <Anchor href={hrefOf('season', 'standings', 'driver', r.competitorId)}>{r.name}</Anchor>
            </Table.Td>
            <Table.Td c={r.team ? undefined : 'dimmed'}>{r.team ?? 'left the league'}</Table.Td>
            {vehicles && <Table.Td>{r.vehicle?.name ?? '—'}</Table.Td>}
            {careers.columns.map((c) => (
              <Table.Td key={c.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.counts[c.key] ?? 0}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
