/**
 * A Dethmetal competitor is a generic `competitors` row and its `dethmetal_competitors` row (franchise contract,
 * the season's wage: issue 12). The SQL that joins, creates and changes the pair is here.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, LeagueConnection } from '../../db/connection';
import { competitors, dethmetalCompetitors } from '../../db/schema';
import { statement } from '../league/prepared';

const { competitorId: _key, ...dethmetalColumns } = getTableColumns(dethmetalCompetitors);

/** Both rows' columns, named as the services use them (`contracted`, `wage`, `wageSeason`). */
export const competitorColumns = { ...getTableColumns(competitors), ...dethmetalColumns };

export type DethmetalCompetitorValues = Omit<typeof dethmetalCompetitors.$inferInsert, 'competitorId'>;

/** Every competitor with his Dethmetal row (a Dethmetal league has one for each; see addDethmetalCompetitor). */
export const selectCompetitors = (db: Db) =>
  db.select(competitorColumns).from(competitors).innerJoin(dethmetalCompetitors, eq(dethmetalCompetitors.competitorId, competitors.id));

/** The Dethmetal row made with the competitor, in the same operation. */
export function addDethmetalCompetitor(conn: LeagueConnection, competitorId: number, values: DethmetalCompetitorValues): void {
  conn.db
    .insert(dethmetalCompetitors)
    .values({ ...values, competitorId })
    .run();
}

/** Changes what is given of his contract and wage; what is not given stays. */
export function updateDethmetalCompetitor(conn: LeagueConnection, competitorId: number, set: DethmetalCompetitorValues): void {
  statement(
    conn,
    `UPDATE dethmetal_competitors SET contracted = coalesce(?, contracted), wage = coalesce(?, wage), wage_season = coalesce(?, wage_season) WHERE competitor_id = ?`,
  ).run(set.contracted === undefined ? null : set.contracted ? 1 : 0, set.wage ?? null, set.wageSeason ?? null, competitorId);
}

/** For raw SQL: `c` is the competitor, `dc` his Dethmetal row. */
export const COMPETITOR_JOIN = 'competitors c JOIN dethmetal_competitors dc ON dc.competitor_id = c.id';
