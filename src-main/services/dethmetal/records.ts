/**
 * Reading and writing the league's campaign rows: franchises, competitors (the engine's driver record as JSON),
 * sponsors and vehicles. Every JSON column is validated by its engine schema on read; a damaged record is reported.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { campaign, car, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { DETHMETAL_CAREER_EVENTS } from '../../../src-shared/engine/dethmetal/declaration';
import type { LeagueConnection } from '../../db/connection';
import { careerEvents, competitors, franchises, dethmetalSponsors, vehicles } from '../../db/schema';
import { addDethmetalCompetitor, selectCompetitors, updateDethmetalCompetitor } from './dethmetalCompetitors';
import { selectFranchises } from './dethmetalFranchises';
import { selectVehicles } from './dethmetalVehicles';
import { ServiceError } from '../errors';
import { prepared, statement } from '../league/prepared';
import type { CampaignContext } from '../league/rolling';

export type FranchiseRow = ReturnType<ReturnType<typeof selectFranchises>['all']>[number];
export type CompetitorRow = ReturnType<ReturnType<typeof selectCompetitors>['all']>[number];
export type VehicleRow = ReturnType<ReturnType<typeof selectVehicles>['all']>[number];
export type SponsorRow = typeof dethmetalSponsors.$inferSelect;
export type Driver = driverRules.Driver;
export type SponsorType = campaign.SponsorType;

export function franchiseRow(conn: LeagueConnection, id: number, path: (string | number)[] = ['franchiseId']): FranchiseRow {
  const row = prepared(conn, 'franchise', (db) =>
    selectFranchises(db)
      .where(eq(franchises.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
  if (row) return row;
  const other = conn.db.select({ name: franchises.name }).from(franchises).where(eq(franchises.id, id)).get();
  if (other)
    throw ServiceError.unavailable(
      `${other.name} has no campaign records (money, mechanics, founding): this league's ruleset has no campaign layer. Its team is shown by team.get (\`league team show\`).`,
    );
  throw ServiceError.validation(`There is no franchise with id ${id}.`, [{ path, message: `No franchise ${id}` }]);
}

/** A franchise that has been founded (has seed money, roster and stables). */
export function foundedFranchise(conn: LeagueConnection, id: number, path: (string | number)[] = ['franchiseId']): FranchiseRow {
  const row = franchiseRow(conn, id, path);
  if (row.foundedSeason === null)
    throw ServiceError.conflict(`${row.name} has not been founded yet (no seed money, roster or stables).`, [{ path, message: 'Found the franchise first' }]);
  return row;
}

export function parseDriver(row: Pick<CompetitorRow, 'id' | 'name' | 'record'>): Driver {
  const parsed = driverRules.driverSchema.safeParse(JSON.parse(row.record));
  if (!parsed.success) throw new Error(`The record of competitor ${row.name} (#${row.id}) is damaged: ${parsed.error.message}`);
  return parsed.data;
}

/** What the roster screens show: retired, free agent, out for the season (barred by a quirk), or active. */
export function competitorStatus(driver: Driver, franchiseId: number | null): CompetitorRow['status'] {
  if (driver.retired) return 'retired';
  if (franchiseId === null) return 'free-agent';
  if (driver.seasonFlags.some((f) => f.kind === 'barred')) return 'out-for-season';
  return 'active';
}

export function competitorRow(conn: LeagueConnection, id: number, path: (string | number)[] = ['competitorId']): CompetitorRow {
  const row = prepared(conn, 'competitor', (db) =>
    selectCompetitors(db)
      .where(eq(competitors.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
  if (!row) throw ServiceError.validation(`There is no competitor with id ${id}.`, [{ path, message: `No competitor ${id}` }]);
  return row;
}

/** Save a driver record (and where he plays); the status column follows from both. One write per competitor. */
export function saveDriver(
  conn: LeagueConnection,
  id: number,
  driver: Driver,
  franchiseId: number | null,
  extra: Partial<Pick<CompetitorRow, 'contracted' | 'wage' | 'wageSeason'>> = {},
): void {
  statement(conn, `UPDATE competitors SET record = ?, name = ?, franchise_id = ?, status = ? WHERE id = ?`).run(
    JSON.stringify(driver),
    driver.name,
    franchiseId,
    competitorStatus(driver, franchiseId),
    id,
  );
  if (extra.contracted !== undefined || extra.wage !== undefined || extra.wageSeason !== undefined) updateDethmetalCompetitor(conn, id, extra);
}

export function insertCompetitor(conn: LeagueConnection, driver: Driver, franchiseId: number, wage: number, season: number): number {
  const { id } = conn.db
    .insert(competitors)
    .values({ franchiseId, name: driver.name, record: JSON.stringify(driver), status: competitorStatus(driver, franchiseId) })
    .returning({ id: competitors.id })
    .get();
  addDethmetalCompetitor(conn, id, { wage, wageSeason: season });
  return id;
}

/** Everyone on a franchise's roster (not retired), in hiring order. */
export function rosterRows(conn: LeagueConnection, franchiseId: number): CompetitorRow[] {
  return prepared(conn, 'roster', (db) =>
    selectCompetitors(db)
      .where(and(eq(competitors.franchiseId, sql.placeholder('franchiseId')), ne(competitors.status, 'retired')))
      .orderBy(asc(competitors.id))
      .prepare(),
  ).all({ franchiseId });
}

/** The kinds of career event Dethmetal writes: those its declaration lists (career_events.kind is open text, issue 21). */
export type DethmetalCareerKind = (typeof DETHMETAL_CAREER_EVENTS)[number]['kind'];

export function careerEvent(ctx: CampaignContext, competitorId: number, kind: DethmetalCareerKind, text: string, matchId: number | null = null): void {
  prepared(ctx.conn, 'careerEvent', (db) =>
    db
      .insert(careerEvents)
      .values({
        competitorId: sql.placeholder('competitorId'),
        seasonNumber: sql.placeholder('seasonNumber'),
        matchId: sql.placeholder('matchId'),
        kind: sql.placeholder('kind'),
        text: sql.placeholder('text'),
      })
      .prepare(),
  ).run({ competitorId, seasonNumber: ctx.season.number, matchId, kind, text });
}

export function heldSponsorRows(conn: LeagueConnection, franchiseId: number): SponsorRow[] {
  return prepared(conn, 'heldSponsors', (db) =>
    db
      .select()
      .from(dethmetalSponsors)
      .where(and(eq(dethmetalSponsors.franchiseId, sql.placeholder('franchiseId')), eq(dethmetalSponsors.status, 'held')))
      .orderBy(asc(dethmetalSponsors.id))
      .prepare(),
  ).all({ franchiseId });
}

export function heldSponsors(conn: LeagueConnection, franchiseId: number): SponsorType[] {
  return heldSponsorRows(conn, franchiseId).map((s) => asSponsorType(s.type));
}

export function asSponsorType(type: string): SponsorType {
  if (!(campaign.SPONSOR_TYPES as readonly string[]).includes(type)) throw new Error(`Unknown sponsor type “${type}” in the league file.`);
  return type as SponsorType;
}

export function addSponsorRow(ctx: CampaignContext, franchiseId: number, type: SponsorType, came: SponsorRow['came']): void {
  statement(ctx.conn, `INSERT INTO dethmetal_sponsors (franchise_id, type, status, came, from_season, safe_seasons) VALUES (?, ?, 'held', ?, ?, '[]')`).run(
    franchiseId,
    type,
    came,
    ctx.season.number,
  );
}

/** A sponsor leaves: the first held row of that type. */
export function endSponsor(ctx: CampaignContext, franchiseId: number, type: SponsorType, status: Exclude<SponsorRow['status'], 'held'>): void {
  const row = heldSponsorRows(ctx.conn, franchiseId).find((s) => s.type === type);
  if (!row) throw new Error(`${type} is not held by franchise ${franchiseId}.`);
  statement(ctx.conn, `UPDATE dethmetal_sponsors SET status = ?, to_season = ? WHERE id = ?`).run(status, ctx.season.number, row.id);
}

export function vehicleRow(conn: LeagueConnection, id: number, path: (string | number)[] = ['vehicleId']): VehicleRow {
  const row = prepared(conn, 'vehicle', (db) =>
    selectVehicles(db)
      .where(eq(vehicles.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
  if (!row) throw ServiceError.validation(`There is no vehicle with id ${id}.`, [{ path, message: `No vehicle ${id}` }]);
  return row;
}

export function activeVehicles(conn: LeagueConnection, franchiseId: number): VehicleRow[] {
  return prepared(conn, 'activeVehicles', (db) =>
    selectVehicles(db)
      .where(and(eq(vehicles.franchiseId, sql.placeholder('franchiseId')), eq(vehicles.status, 'active')))
      .orderBy(asc(vehicles.id))
      .prepare(),
  ).all({ franchiseId });
}

export function parseDesign(row: Pick<VehicleRow, 'id' | 'name' | 'design'>): car.CarDesign {
  const parsed = car.carDesignSchema.safeParse(JSON.parse(row.design));
  if (!parsed.success) throw new Error(`The design of vehicle ${row.name} (#${row.id}) is damaged: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * What the overhead table needs (gaps.md #63): roster incl. unavailable, cars, 75-DP cars, mechanic staff. A caller
 * that has just read the roster and the active cars passes them, so the post-match does not read them twice.
 */
export function franchiseSummary(
  conn: LeagueConnection,
  franchise: FranchiseRow,
  roster: readonly CompetitorRow[] = rosterRows(conn, franchise.id),
  cars: readonly VehicleRow[] = activeVehicles(conn, franchise.id),
): campaign.FranchiseSummary {
  return {
    competitors: roster.length,
    vehicles: cars.length,
    overheadPenaltyVehicles: cars.filter((v) => v.budget === 75).length,
    mechanicRating: franchise.mechanicRating as campaign.MechanicRating,
  };
}
