/**
 * The franchises' standing over a set of recorded matches, ranked with the league's tie-breakers (gaps.md #84):
 * one reading shared by the standings tables, the exports and the season end, so all of them place teams alike.
 */
import { campaign } from '../../../src-shared/engine/dethmetal';
import type { Dice } from '../../../src-shared/engine/dice';
import type { HeadToHeadGrid } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { readSettings } from '../settings';
import { FRANCHISE_JOIN } from './dethmetalFranchises';
import { matchScope } from '../league/matchScope';
import { MATCH_TEAM_JOIN } from './dethmetalMatches';
import { statement } from '../league/prepared';

export interface SeasonResults {
  teams: campaign.RankedTeam[];
  matches: campaign.MatchPoints[];
}

/** Every founded franchise's points, wins and competitors out of action, and each match's points, in scope. */
export function seasonResults(conn: LeagueConnection, seasonNumber: number | null): SeasonResults {
  const scope = matchScope(seasonNumber);
  const rows = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT f.id AS id, coalesce(r.points, 0) AS points, coalesce(r.wins, 0) AS wins, coalesce(o.out, 0) AS outOfAction
       FROM ${FRANCHISE_JOIN}
       LEFT JOIN (SELECT mt.franchise_id AS fid, sum(dmt.points) AS points, sum(mt.won) AS wins FROM ${MATCH_TEAM_JOIN} WHERE mt.match_id IN scoped GROUP BY mt.franchise_id) r ON r.fid = f.id
       LEFT JOIN (SELECT franchise_id AS fid, sum(out_of_action) AS out FROM dethmetal_competitor_results WHERE match_id IN scoped GROUP BY franchise_id) o ON o.fid = f.id
      WHERE d.founded_season IS NOT NULL ORDER BY f.id`,
  ).all(...scope.args) as { id: number; points: number; wins: number; outOfAction: number }[];
  const perMatch = statement(
    conn,
    `WITH scoped AS (${scope.where}) SELECT mt.match_id AS m, mt.franchise_id AS f, coalesce(dmt.points, 0) AS p FROM ${MATCH_TEAM_JOIN} WHERE mt.match_id IN scoped ORDER BY mt.match_id`,
  ).all(...scope.args) as { m: number; f: number; p: number }[];
  const byMatch = new Map<number, Map<string, number>>();
  for (const r of perMatch) (byMatch.get(r.m) ?? byMatch.set(r.m, new Map()).get(r.m)!).set(String(r.f), r.p);
  return { teams: rows.map((r) => ({ team: String(r.id), points: r.points, wins: r.wins, outOfAction: r.outOfAction })), matches: [...byMatch.values()] };
}

/** Rank the results with the league's tie-breakers; with dice, the teams still level roll off (the season end). */
export function rankResults(conn: LeagueConnection, results: SeasonResults, dice?: Dice, label?: (team: string) => string): campaign.RankedPlace[] {
  return campaign.rankTeams(results.teams, results.matches, readSettings(conn).campaign, dice, label);
}

/** Who beat whom: for each pair, the matches both took part in where the row team scored more points than the column team. */
export function headToHeadGrid(results: SeasonResults, order: readonly string[]): HeadToHeadGrid {
  const cells = order.map((a) =>
    order.map((b) => {
      const cell = { won: 0, lost: 0, drawn: 0 };
      if (a === b) return null;
      for (const m of results.matches) {
        if (!m.has(a) || !m.has(b)) continue;
        const d = m.get(a)! - m.get(b)!;
        if (d > 0) cell.won++;
        else if (d < 0) cell.lost++;
        else cell.drawn++;
      }
      return cell;
    }),
  );
  return { franchiseIds: order.map(Number), cells };
}
