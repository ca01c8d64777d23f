/**
 * A Dethmetal match is a generic `matches` row and its `dethmetal_matches` row (road surface, race or arena, heats,
 * pre-match rolls, the recorded report), and each franchise in it a `match_teams` row and its `dethmetal_match_teams` row (race points,
 * prize money, the World Trade spin: issue 12). The SQL that joins, creates, changes and removes the pairs is here.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, LeagueConnection } from '../../db/connection';
import { dethmetalMatches, dethmetalMatchTeams, matches } from '../../db/schema';
import { ServiceError } from '../errors';
import { statement } from '../league/prepared';

const { matchId: _match, ...eventColumns } = getTableColumns(dethmetalMatches);

/** Both rows' columns, named as the services use them (`surface`, `kind`, `heats`, `preMatch`, `report`). */
const matchColumns = { ...getTableColumns(matches), ...eventColumns };

export type DethmetalEventValues = Pick<typeof dethmetalMatches.$inferInsert, 'surface' | 'kind' | 'heats'>;

/** Every Dethmetal match with its Dethmetal row (a Dethmetal league has one for each; see addDethmetalMatch). */
export const selectDethmetalMatches = (db: Db) => db.select(matchColumns).from(matches).innerJoin(dethmetalMatches, eq(dethmetalMatches.matchId, matches.id));
export type DethmetalMatchRow = NonNullable<ReturnType<ReturnType<typeof selectDethmetalMatches>['get']>>;

/** One Dethmetal match, or the error a caller of a Dethmetal-only operation sees. */
export function dethmetalMatchRow(conn: LeagueConnection, id: number): DethmetalMatchRow {
  const row = selectDethmetalMatches(conn.db).where(eq(matches.id, id)).get();
  if (!row) throw ServiceError.validation(`There is no match with id ${id}.`, [{ path: ['matchId'], message: `No match ${id}` }]);
  return row;
}

/** The Dethmetal rows made with the match and its franchises' places in it, in the same operation. */
export function addDethmetalMatch(conn: LeagueConnection, matchId: number, event: DethmetalEventValues, matchTeamIds: readonly number[]): void {
  conn.db
    .insert(dethmetalMatches)
    .values({ ...event, matchId })
    .run();
  if (matchTeamIds.length)
    conn.db
      .insert(dethmetalMatchTeams)
      .values(matchTeamIds.map((matchTeamId) => ({ matchTeamId })))
      .run();
}

/** Changes what is given of the event, the pre-match rolls or the report; what is not given stays. */
export function updateDethmetalMatch(conn: LeagueConnection, matchId: number, set: Partial<Omit<typeof dethmetalMatches.$inferInsert, 'matchId'>>): void {
  const given = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) return;
  conn.db.update(dethmetalMatches).set(given).where(eq(dethmetalMatches.matchId, matchId)).run();
}

/** A franchise's result of a match: won (generic), its race points, prize money and whether it spun the World Trade table. */
export function recordDethmetalResult(
  conn: LeagueConnection,
  matchId: number,
  franchiseId: number,
  result: { points: number; won: boolean; prize: number; worldTrade: boolean },
): void {
  const place = statement(conn, `UPDATE match_teams SET won = ? WHERE match_id = ? AND franchise_id = ? RETURNING id`).get(
    result.won ? 1 : 0,
    matchId,
    franchiseId,
  ) as { id: number };
  statement(conn, `UPDATE dethmetal_match_teams SET points = ?, prize = ?, world_trade = ? WHERE match_team_id = ?`).run(
    result.points,
    result.prize,
    result.worldTrade ? 1 : 0,
    place.id,
  );
}

/** The Dethmetal rows of a match removed from the schedule, before the generic rows they point at. */
export function removeDethmetalMatch(conn: LeagueConnection, matchId: number): void {
  statement(conn, `DELETE FROM dethmetal_match_teams WHERE match_team_id IN (SELECT id FROM match_teams WHERE match_id = ?)`).run(matchId);
  statement(conn, `DELETE FROM dethmetal_matches WHERE match_id = ?`).run(matchId);
}

/** For raw SQL: `m` is the match, `dm` its Dethmetal row. */
export const MATCH_JOIN = 'matches m JOIN dethmetal_matches dm ON dm.match_id = m.id';
/** For raw SQL: `mt` is a franchise's place in a match, `dmt` its Dethmetal result. */
export const MATCH_TEAM_JOIN = 'match_teams mt JOIN dethmetal_match_teams dmt ON dmt.match_team_id = mt.id';
