/**
 * Standings per season and all-time, careers and car histories, the seasons and the dice log: read-only SQL over
 * the recorded results. Places follow the league's tie-breakers (gaps.md #84, ranking.ts); each row says which
 * one decided it.
 */
import { asc, eq } from 'drizzle-orm';
import type { campaign } from '../../../src-shared/engine/dethmetal';
import type {
  CareerEventView,
  CompetitorCareer,
  Leaderboard,
  SeasonEndReport,
  StandingRow,
  Standings,
  VehicleHistory,
} from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { StandingsInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { careerEvents, seasons } from '../../db/schema';
import { FRANCHISE_JOIN } from './dethmetalFranchises';
import { MATCH_TEAM_JOIN } from './dethmetalMatches';
import { statement } from '../league/prepared';
import { matchScope } from '../league/matchScope';
import { headToHeadGrid, rankResults, seasonResults, type SeasonResults } from './ranking';
import { currentSeason, seasonByNumber } from '../league/seasonRow';

/**
 * Places with the tie-breakers (gaps.md #84). A closed season keeps the order its season end decided, roll-offs
 * included (its summary); an open season or the all-time table leaves teams level after every tie-breaker tied.
 */
function places(conn: LeagueConnection, seasonNumber: number | null, results: SeasonResults): Map<string, campaign.RankedPlace> {
  const row = seasonNumber === null ? undefined : conn.db.select({ summary: seasons.summary }).from(seasons).where(eq(seasons.number, seasonNumber)).get();
  const ended = row?.summary ? (JSON.parse(row.summary) as SeasonEndReport).standings : [];
  if (ended.length && ended.every((s) => s.decidedBy)) {
    return new Map(ended.map((s) => [String(s.franchiseId), { team: String(s.franchiseId), place: s.place, decidedBy: s.decidedBy! }]));
  }
  return new Map(rankResults(conn, results).map((p) => [p.team, p]));
}

const TOP = 5;

function leaderboards(competitors: CompetitorCareer[], vehicles: VehicleHistory[], franchises: StandingRow[], prize: Map<number, number>): Leaderboard[] {
  const top = <T>(rows: T[], value: (r: T) => number, name: (r: T) => string, franchise: (r: T) => string | null) =>
    rows
      .filter((r) => value(r) > 0)
      .sort((a, b) => value(b) - value(a) || name(a).localeCompare(name(b)))
      .slice(0, TOP)
      .map((r) => ({ name: name(r), franchise: franchise(r), value: value(r) }));
  const c = (key: 'points' | 'criticals' | 'deaths' | 'xp') =>
    top(
      competitors,
      (r) => r[key],
      (r) => r.name,
      (r) => r.franchise,
    );
  return [
    { key: 'points', title: 'Top scorers', counts: 'Match points scored', rows: c('points') },
    { key: 'criticals', title: 'Most criticals', counts: 'Criticals recorded for the competitor', rows: c('criticals') },
    { key: 'outOfAction', title: 'Most times out of action', counts: 'Matches ended out of action (cloned or killed)', rows: c('deaths') },
    { key: 'xp', title: 'Most experienced', counts: 'Experience points held now', rows: c('xp') },
    {
      key: 'carsDestroyed',
      title: 'Most cars lost',
      counts: 'Times a car was destroyed',
      rows: top(
        vehicles,
        (r) => r.destroyed,
        (r) => r.name,
        (r) => r.franchise,
      ),
    },
    {
      key: 'prizeMoney',
      title: 'Most prize money',
      counts: 'Prize money won (k)',
      rows: top(
        franchises,
        (r) => prize.get(r.franchiseId) ?? 0,
        (r) => r.franchise,
        () => null,
      ),
    },
  ];
}

export function standings(conn: LeagueConnection, input: StandingsInput): Standings {
  const numbers = conn.db
    .select({ number: seasons.number })
    .from(seasons)
    .orderBy(asc(seasons.number))
    .all()
    .map((s) => s.number);
  if (input.season !== undefined) seasonByNumber(conn, input.season);
  // Before the first campaign operation the current season is season 1, not yet opened (see currentSeasonView).
  const seasonNumber = input.allTime ? null : (input.season ?? currentSeason(conn)?.number ?? 1);
  const scope = matchScope(seasonNumber);
  const inSeason = seasonNumber === null ? [] : [seasonNumber];

  const teams = statement(
    conn,
    `WITH scoped AS (${scope.where}),
          cups AS (SELECT w.value AS fid, count(*) AS n FROM seasons cs, json_each(cs.summary, '$.metalCup.winnerIds') w
                    ${seasonNumber === null ? '' : 'WHERE cs.number = ?'} GROUP BY w.value)
     SELECT f.id AS franchiseId, f.name AS franchise, f.colour AS colour, d.cash AS cash,
            coalesce(r.points, 0) AS points, coalesce(r.wins, 0) AS wins, coalesce(r.matches, 0) AS matches, coalesce(r.prize, 0) AS prize,
            coalesce(l.income, 0) AS income, coalesce(l.spending, 0) AS spending, coalesce(cups.n, 0) AS metalCups
       FROM ${FRANCHISE_JOIN}
       LEFT JOIN (SELECT mt.franchise_id AS fid, sum(dmt.points) AS points, sum(mt.won) AS wins, count(*) AS matches, sum(dmt.prize) AS prize
                    FROM ${MATCH_TEAM_JOIN} WHERE mt.match_id IN scoped GROUP BY mt.franchise_id) r ON r.fid = f.id
       LEFT JOIN (SELECT franchise_id AS fid, sum(max(amount, 0)) AS income, -sum(min(amount, 0)) AS spending
                    FROM ledger ${seasonNumber === null ? '' : 'WHERE season_number = ?'} GROUP BY franchise_id) l ON l.fid = f.id
       LEFT JOIN cups ON cups.fid = f.id
      WHERE d.founded_season IS NOT NULL`,
  ).all(...scope.args, ...inSeason, ...inSeason) as (Omit<StandingRow, 'place' | 'decidedBy' | 'outOfAction'> & { prize: number })[];
  const results = seasonResults(conn, seasonNumber);
  const ranked = places(conn, seasonNumber, results);
  const out = new Map(results.teams.map((t) => [t.team, t.outOfAction]));
  const order = [...ranked.keys()];
  const franchises: StandingRow[] = teams
    .map(({ prize: _, ...t }) => ({
      ...t,
      outOfAction: out.get(String(t.franchiseId)) ?? 0,
      place: ranked.get(String(t.franchiseId))?.place ?? teams.length,
      decidedBy: ranked.get(String(t.franchiseId))?.decidedBy ?? 'tied',
    }))
    .sort((a, b) => order.indexOf(String(a.franchiseId)) - order.indexOf(String(b.franchiseId)));
  const competitors = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT c.id AS competitorId, c.name AS name, f.name AS franchise, c.status AS status,
            json_extract(c.record, '$.level') AS level, json_extract(c.record, '$.xp') AS xp,
            r.matches AS matches, r.points AS points, r.criticals AS criticals, r.deaths AS deaths,
            (SELECT json_group_array(json_extract(q.value, '$.name') ||
                      CASE WHEN json_extract(q.value, '$.occurrences') > 1 THEN ' x' || json_extract(q.value, '$.occurrences') ELSE '' END)
               FROM json_each(c.record, '$.quirks') q) AS quirks
       FROM (SELECT competitor_id AS cid, count(*) AS matches, sum(points) AS points, sum(criticals) AS criticals, sum(out_of_action) AS deaths
               FROM dethmetal_competitor_results WHERE match_id IN scoped GROUP BY competitor_id) r
       JOIN competitors c ON c.id = r.cid
       LEFT JOIN franchises f ON f.id = c.franchise_id
      ORDER BY r.points DESC, xp DESC, c.name`,
  ).all(...scope.args) as (Omit<CompetitorCareer, 'quirks'> & { quirks: string })[];

  const vehicles = statement(
    conn,
    `WITH scoped AS (${scope.where})
     SELECT v.id AS vehicleId, v.name AS name, f.name AS franchise, v.status AS status,
            r.matches AS matches, r.criticals AS criticals, r.destroyed AS destroyed
       FROM (SELECT vehicle_id AS vid, count(*) AS matches, sum(criticals) AS criticals, sum(destroyed) AS destroyed
               FROM dethmetal_vehicle_results WHERE match_id IN scoped GROUP BY vehicle_id) r
       JOIN vehicles v ON v.id = r.vid JOIN franchises f ON f.id = v.franchise_id
      ORDER BY f.name, v.name`,
  ).all(...scope.args) as VehicleHistory[];

  const careers = competitors.map((c) => ({ ...c, quirks: JSON.parse(c.quirks) as string[] }));
  return {
    seasonNumber,
    seasons: numbers,
    franchises,
    competitors: careers,
    vehicles,
    headToHead: headToHeadGrid(
      results,
      franchises.map((f) => String(f.franchiseId)),
    ),
    leaderboards: leaderboards(careers, vehicles, franchises, new Map(teams.map((t) => [t.franchiseId, t.prize]))),
  };
}

/** One competitor's whole career: totals over every match, and each event in order. */
export function competitorCareer(conn: LeagueConnection, competitorId: number): { career: CompetitorCareer; history: CareerEventView[] } {
  const row = conn.sqlite
    .prepare(
      `SELECT c.id AS competitorId, c.name AS name, f.name AS franchise, c.status AS status,
              json_extract(c.record, '$.level') AS level, json_extract(c.record, '$.xp') AS xp,
              (SELECT count(*) FROM dethmetal_competitor_results WHERE competitor_id = c.id) AS matches,
              (SELECT coalesce(sum(points), 0) FROM dethmetal_competitor_results WHERE competitor_id = c.id) AS points,
              (SELECT coalesce(sum(criticals), 0) FROM dethmetal_competitor_results WHERE competitor_id = c.id) AS criticals,
              (SELECT coalesce(sum(out_of_action), 0) FROM dethmetal_competitor_results WHERE competitor_id = c.id) AS deaths,
              (SELECT json_group_array(json_extract(q.value, '$.name')) FROM json_each(c.record, '$.quirks') q) AS quirks
         FROM competitors c LEFT JOIN franchises f ON f.id = c.franchise_id WHERE c.id = ?`,
    )
    .get(competitorId) as Omit<CompetitorCareer, 'quirks'> & { quirks: string };
  const history = conn.db
    .select({ seasonNumber: careerEvents.seasonNumber, matchId: careerEvents.matchId, kind: careerEvents.kind, text: careerEvents.text })
    .from(careerEvents)
    .where(eq(careerEvents.competitorId, competitorId))
    .orderBy(asc(careerEvents.id))
    .all();
  return { career: { ...row, quirks: JSON.parse(row.quirks) as string[] }, history };
}

export function vehicleHistory(conn: LeagueConnection, vehicleId: number): VehicleHistory {
  return conn.sqlite
    .prepare(
      `SELECT v.id AS vehicleId, v.name AS name, f.name AS franchise, v.status AS status,
              (SELECT count(*) FROM dethmetal_vehicle_results WHERE vehicle_id = v.id) AS matches,
              (SELECT coalesce(sum(criticals), 0) FROM dethmetal_vehicle_results WHERE vehicle_id = v.id) AS criticals,
              (SELECT coalesce(sum(destroyed), 0) FROM dethmetal_vehicle_results WHERE vehicle_id = v.id) AS destroyed
         FROM vehicles v JOIN franchises f ON f.id = v.franchise_id WHERE v.id = ?`,
    )
    .get(vehicleId) as VehicleHistory;
}
