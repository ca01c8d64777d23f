import { Table, Tooltip } from '@mantine/core';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import type { StandingRow } from '../../../../src-shared/ipc';
import { Amount } from '../../../components/Amount';
import { DecidedByCell, RankCell, TeamCell } from '../../../components/season/StandingsCells';

const DECIDED_BY_HINT: Record<campaign.DecidedBy, string> = {
  points: 'Placed on points alone',
  wins: 'Level on points with another team: more wins placed it',
  headToHead: 'Level on points and the earlier tie-breakers: points scored in the matches against the teams level with it placed it',
  outOfAction: 'Level on points and the earlier tie-breakers: fewer competitors out of action placed it',
  rollOff: 'Level after every tie-breaker: the season end’s 1d6 roll-off placed it (in the dice log)',
  tied: 'Level after every tie-breaker: shares the place (the season end rolls off)',
};

/** The standings: place, points, wins, what broke a tie, money, Metal Cups; every column explained on hover. */
export function StandingsTable({ rows, label = 'Standings' }: { rows: readonly StandingRow[]; label?: string }) {
  return (
    <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} ta="right">
            #
          </Table.Th>
          <Table.Th>Franchise</Table.Th>
          <Tooltip label="League points: the sum of match points (gaps.md #38)">
            <Table.Th ta="right">Points</Table.Th>
          </Tooltip>
          <Table.Th ta="right">Wins</Table.Th>
          <Tooltip label="What placed the team against teams level with it on points (house rule “Standings tie-breakers”, gaps.md #84)">
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Decided by</Table.Th>
          </Tooltip>
          <Table.Th ta="right">Matches</Table.Th>
          <Tooltip label="Money in (ledger credits) over the period">
            <Table.Th ta="right">Income</Table.Th>
          </Tooltip>
          <Tooltip label="Money out (ledger debits) over the period">
            <Table.Th ta="right">Spending</Table.Th>
          </Tooltip>
          <Table.Th ta="right">Cash</Table.Th>
          <Tooltip label="Metal Cups won (Part VI › The Metal Cup)">
            <Table.Th ta="right">Cups</Table.Th>
          </Tooltip>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.franchiseId}>
            <RankCell rank={r.place} />
            <TeamCell name={r.franchise} colour={r.colour} />
            <Table.Td ta="right" fw={700}>
              <Amount value={r.points} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={r.wins} />
            </Table.Td>
            <DecidedByCell
              label={campaign.DECIDED_BY_LABEL[r.decidedBy]}
              hint={DECIDED_BY_HINT[r.decidedBy]}
              tone={r.decidedBy === 'points' ? 'dimmed' : r.decidedBy === 'tied' ? 'orange' : undefined}
            />
            <Table.Td ta="right">
              <Amount value={r.matches} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={r.income} unit="k" c="teal" />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={r.spending} unit="k" c="red" />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={r.cash} unit="k" fw={600} c={r.cash < 0 ? 'red' : undefined} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={r.metalCups} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
