import { Table, Tooltip } from '@mantine/core';
import { scoringWords } from '../../../src-shared/engine/core/standingsConfig';
import { breakerHelp, breakerLabel, breakerList } from '../../../src-shared/engine/breakerWords';
import type { LeagueEntrantStandings, LeagueStandingRow, LeagueStandings } from '../../../src-shared/ipc';
import { DecidedByCell, RankCell, TeamCell } from './StandingsCells';

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The line under a table: how it is scored and broken, as the league's settings say. */
export function scoringLine(s: Pick<LeagueStandings, 'scoring' | 'tieBreakers'>): string {
  if (!s.scoring) return 'This league keeps no standings: its ruleset ranks no one.';
  return `${capital(scoringWords(s.scoring))}; level teams are separated by ${breakerList(s.tieBreakers)}.`;
}

function decided(r: Pick<LeagueStandingRow, 'decidedBy'>, shared: boolean, one = 'team'): { label: string; hint: string; tone?: string } {
  if (shared)
    return { label: 'Tied', hint: 'Level after every tie-breaker: shares the place (closing the season rolls off where the league says so)', tone: 'orange' };
  if (r.decidedBy === null) return { label: 'Points', hint: 'Placed on points alone', tone: 'dimmed' };
  return { label: breakerLabel(r.decidedBy), hint: `Level on points with another ${one}: ${breakerHelp(r.decidedBy).replace(/\.$/, '')} placed it.` };
}

/** Whether a rank is shared by more than one row (its tie is then said in "Decided by"). */
const sharedRank =
  (rows: readonly { rank: number }[]) =>
  (rank: number): boolean =>
    rows.filter((r) => r.rank === rank).length > 1;

/** A column per declared stat, each explained on hover (the teams' and the entrants' tables alike). */
function StatHeads({ statKeys }: { statKeys: readonly string[] }) {
  return statKeys.map((k) => (
    <Tooltip key={k} label={`${capital(k)} over the period, from the recorded results`}>
      <Table.Th ta="right">{capital(k)}</Table.Th>
    </Tooltip>
  ));
}

/** A row's points, then its value of each declared stat (none recorded reads 0). */
function PointsAndStats({ points, stats, statKeys }: { points: number; stats: Readonly<Record<string, number>>; statKeys: readonly string[] }) {
  return (
    <>
      <Table.Td ta="right" fw={700}>
        {points}
      </Table.Td>
      {statKeys.map((k) => (
        <Table.Td key={k} ta="right">
          {stats[k] ?? 0}
        </Table.Td>
      ))}
    </>
  );
}

/**
 * The generic league core's table: rank, team, played, wins, draws, losses (or first places), points, the ruleset's
 * stats and what broke each tie; every column explained on hover.
 */
export function LeagueTable({ standings, label = 'Standings' }: { standings: LeagueStandings; label?: string }) {
  const wdl = standings.scoring?.kind === 'wdl';
  const shared = sharedRank(standings.rows);
  return (
    <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} ta="right">
            #
          </Table.Th>
          <Table.Th>Team</Table.Th>
          <Tooltip label="Matches played">
            <Table.Th ta="right">P</Table.Th>
          </Tooltip>
          <Tooltip label={wdl ? 'Wins' : 'First places'}>
            <Table.Th ta="right">W</Table.Th>
          </Tooltip>
          {wdl && (
            <>
              <Tooltip label="Draws">
                <Table.Th ta="right">D</Table.Th>
              </Tooltip>
              <Tooltip label="Losses">
                <Table.Th ta="right">L</Table.Th>
              </Tooltip>
            </>
          )}
          <Tooltip label={standings.scoring ? capital(scoringWords(standings.scoring)) : 'No standings'}>
            <Table.Th ta="right">Points</Table.Th>
          </Tooltip>
          <StatHeads statKeys={standings.statKeys} />
          <Tooltip label={`What placed the team against teams level with it on points: the league's tie-breakers, ${breakerList(standings.tieBreakers)}`}>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Decided by</Table.Th>
          </Tooltip>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {standings.rows.map((r) => {
          const d = decided(r, shared(r.rank));
          return (
            <Table.Tr key={r.franchiseId} data-testid={`league-row-${r.franchiseId}`}>
              <RankCell rank={r.rank} />
              <TeamCell name={r.franchise} colour={r.colour} />
              <Table.Td ta="right">{r.played}</Table.Td>
              <Table.Td ta="right">{r.wins}</Table.Td>
              {wdl && (
                <>
                  <Table.Td ta="right">{r.draws}</Table.Td>
                  <Table.Td ta="right">{r.losses}</Table.Td>
                </>
              )}
              <PointsAndStats points={r.points} stats={r.stats} statKeys={standings.statKeys} />
              <DecidedByCell label={d.label} hint={d.hint} tone={d.tone} wrapHint />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The line under the entrants' table: how it is scored and broken (its own scoring, issue 21). */
export function entrantScoringLine(e: LeagueEntrantStandings): string {
  return `${capital(scoringWords(e.scoring))}; level ${e.words.many} are separated by ${breakerList(e.tieBreakers)}.`;
}

/**
 * The entrants' championship (issue 21: a drivers' or cars' table, where the ruleset keeps one), as the teams' table
 * reads: rank, the entrant and its team, played, wins (first places), points, the stats and what broke each tie.
 */
export function EntrantTable({ entrants, statKeys, label }: { entrants: LeagueEntrantStandings; statKeys: readonly string[]; label: string }) {
  const wdl = entrants.scoring.kind === 'wdl';
  const shared = sharedRank(entrants.rows);
  return (
    <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} ta="right">
            #
          </Table.Th>
          <Table.Th>{capital(entrants.words.one)}</Table.Th>
          <Table.Th>Team</Table.Th>
          <Tooltip label="Meetings entered">
            <Table.Th ta="right">P</Table.Th>
          </Tooltip>
          <Tooltip label={wdl ? 'Wins' : 'First places'}>
            <Table.Th ta="right">W</Table.Th>
          </Tooltip>
          <Tooltip label={capital(scoringWords(entrants.scoring))}>
            <Table.Th ta="right">Points</Table.Th>
          </Tooltip>
          <StatHeads statKeys={statKeys} />
          <Tooltip label={`What placed the ${entrants.words.one} against those level with it on points: ${breakerList(entrants.tieBreakers)}`}>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Decided by</Table.Th>
          </Tooltip>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entrants.rows.map((r) => {
          const d = decided(r, shared(r.rank), entrants.words.one);
          return (
            <Table.Tr key={r.entrantId}>
              <RankCell rank={r.rank} />
              <Table.Td fw={600}>{r.entrant}</Table.Td>
              <TeamCell name={r.franchise} colour={r.colour} />
              <Table.Td ta="right">{r.played}</Table.Td>
              <Table.Td ta="right">{r.wins}</Table.Td>
              <PointsAndStats points={r.points} stats={r.stats} statKeys={statKeys} />
              <DecidedByCell label={d.label} hint={d.hint} tone={d.tone} wrapHint />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
