/** Read models: franchises, competitors, cars, stores and sponsors as the screens and the CLI show them. */
import { and, asc, eq } from 'drizzle-orm';
import { campaign, car, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type {
  CompetitorView,
  FranchiseDetail,
  FranchiseOverview,
  LedgerEntry,
  SponsorView,
  StoreItemView,
  VehicleView,
} from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { competitors, ledger, dethmetalSponsors, dethmetalStores, vehicles } from '../../db/schema';
import { ServiceError } from '../errors';
import { readSettings } from '../settings';
import { rowDetail, type StoreRow } from './kit';
import { selectCompetitors } from './dethmetalCompetitors';
import { FRANCHISE_JOIN } from './dethmetalFranchises';
import { MATCH_JOIN } from './dethmetalMatches';
import { selectVehicles, VEHICLE_JOIN } from './dethmetalVehicles';
import { statement } from '../league/prepared';
import {
  activeVehicles,
  asSponsorType,
  franchiseRow,
  franchiseSummary,
  parseDesign,
  parseDriver,
  rosterRows,
  type CompetitorRow,
  type SponsorRow,
  type VehicleRow,
} from './records';

type Settings = ReturnType<typeof readSettings>;

export function competitorView(
  conn: LeagueConnection,
  row: CompetitorRow,
  settings: Settings = readSettings(conn),
  franchiseName?: string | null,
): CompetitorView {
  const driver = parseDriver(row);
  const availability = driverRules.canBeUsedInMatch(driver);
  const name = franchiseName !== undefined ? franchiseName : row.franchiseId === null ? null : franchiseRow(conn, row.franchiseId).name;
  return {
    id: row.id,
    name: row.name,
    franchiseId: row.franchiseId,
    franchiseName: name,
    status: row.status,
    contracted: row.contracted,
    wage: row.wage,
    wageSeason: row.wageSeason,
    driver,
    sheet: driverRules.driverSheetFields(driver, settings.driver),
    usable: availability.usable,
    unavailable: availability.usable ? [] : availability.reasons.map((r) => r.message),
    retiresAtSeasonEnd: driver.seasonFlags.some((f) => f.kind === 'retires'),
    veteranWage: campaign.competitorWage(driver.level),
  };
}

function storeItemView(row: StoreRow, vehicleName: string | null): StoreItemView {
  return {
    id: row.id,
    franchiseId: row.franchiseId,
    category: row.category,
    item: row.item,
    detail: rowDetail(row),
    price: row.price,
    origin: row.origin,
    vehicleId: row.vehicleId,
    vehicleName,
    status: row.status,
    acquiredSeason: row.acquiredSeason,
  };
}

/** A vehicle broken down by a pre-match roll for a match not yet recorded. */
function brokenDownFor(conn: LeagueConnection, vehicleId: number): number | null {
  const pending = statement(conn, `SELECT m.id AS id, dm.pre_match AS preMatch FROM ${MATCH_JOIN} WHERE m.status <> 'recorded'`).all() as {
    id: number;
    preMatch: string | null;
  }[];
  for (const m of pending) {
    if (!m.preMatch) continue;
    const pre = JSON.parse(m.preMatch) as { vehicles: { id: number; brokenDown: boolean }[] };
    if (pre.vehicles.some((v) => v.id === vehicleId && v.brokenDown)) return m.id;
  }
  return null;
}

export function vehicleView(conn: LeagueConnection, row: VehicleRow, settings: Settings = readSettings(conn)): VehicleView {
  const design = parseDesign(row);
  const derived = JSON.parse(row.derived) as car.CarDerived;
  const kit = conn.db
    .select()
    .from(dethmetalStores)
    .where(and(eq(dethmetalStores.vehicleId, row.id), eq(dethmetalStores.status, 'held')))
    .orderBy(asc(dethmetalStores.id))
    .all();
  return {
    id: row.id,
    franchiseId: row.franchiseId,
    name: row.name,
    budget: row.budget,
    bonusDp: row.bonusDp,
    status: row.status,
    criticals: row.criticals,
    damage: row.damage,
    purchasePrice: row.purchasePrice,
    boughtSeason: row.boughtSeason,
    soldSeason: row.soldSeason,
    design,
    derived,
    sheet: car.carSheetFields(design, derived, row.bonusDp),
    problems: car.validateCar(design, settings.car, { sponsorBonusDp: row.bonusDp }, derived),
    kit: kit.map((k) => storeItemView(k, row.name)),
    brokenDownFor: brokenDownFor(conn, row.id),
  };
}

function sponsorView(row: SponsorRow): SponsorView {
  const type = asSponsorType(row.type);
  const effect = campaign.sponsorEffect(type);
  return {
    id: row.id,
    franchiseId: row.franchiseId,
    type,
    status: row.status,
    came: row.came,
    fromSeason: row.fromSeason,
    toSeason: row.toSeason,
    safeSeasons: JSON.parse(row.safeSeasons) as number[],
    income: `${effect.income.dice} × ${effect.income.per}k`,
    effect: effect.text,
  };
}

export function franchiseDetail(conn: LeagueConnection, id: number): FranchiseDetail {
  const f = franchiseRow(conn, id, ['id']);
  const settings = readSettings(conn);
  const roster = rosterRows(conn, id).map((r) => competitorView(conn, r, settings, f.name));
  const cars = activeVehicles(conn, id);
  const stock = conn.db
    .select()
    .from(dethmetalStores)
    .where(and(eq(dethmetalStores.franchiseId, id), eq(dethmetalStores.status, 'held')))
    .orderBy(asc(dethmetalStores.id))
    .all();
  const allSponsors = conn.db.select().from(dethmetalSponsors).where(eq(dethmetalSponsors.franchiseId, id)).orderBy(asc(dethmetalSponsors.id)).all();
  const summary = franchiseSummary(conn, f);
  return {
    id: f.id,
    name: f.name,
    colour: f.colour,
    owner: f.owner,
    createdAt: f.createdAt,
    cash: f.cash,
    mechanicRating: f.mechanicRating,
    foundedSeason: f.foundedSeason,
    expansion: f.expansion,
    cupBonusDue: f.cupBonusDue,
    partySeason: f.partySeason,
    roster,
    vehicles: cars.map((c) => vehicleView(conn, c, settings)),
    stores: stock.filter((s) => s.vehicleId === null).map((s) => storeItemView(s, null)),
    sponsors: allSponsors.filter((s) => s.status === 'held').map(sponsorView),
    formerSponsors: allSponsors.filter((s) => s.status !== 'held').map(sponsorView),
    size: campaign.franchiseSize(summary),
    problems: f.foundedSeason === null ? [] : campaign.franchiseLimitProblems(summary.competitors, summary.vehicles, settings.campaign),
  };
}

/** Counted in SQL, one row per franchise: the same counts franchiseDetail makes from the rows it reads. */
const OVERVIEW = `
  SELECT f.id, f.name, f.colour, f.owner, f.created_at AS createdAt, d.founded_season AS foundedSeason, d.expansion,
         d.cash, d.mechanic_rating AS mechanicRating,
         (SELECT count(*) FROM competitors c WHERE c.franchise_id = f.id AND c.status <> 'retired') AS roster,
         (SELECT count(*) FROM competitors c WHERE c.franchise_id = f.id AND c.status = 'active') AS rosterActive,
         (SELECT count(*) FROM vehicles v WHERE v.franchise_id = f.id AND v.status = 'active') AS vehicles,
         (SELECT count(*) FROM ${VEHICLE_JOIN} WHERE v.franchise_id = f.id AND v.status = 'active' AND dv.budget = 75) AS overheadPenaltyVehicles,
         (SELECT count(*) FROM dethmetal_sponsors s WHERE s.franchise_id = f.id AND s.status = 'held') AS sponsors,
         (SELECT count(*) FROM dethmetal_stores st WHERE st.franchise_id = f.id AND st.status = 'held' AND st.vehicle_id IS NULL) AS stores
    FROM ${FRANCHISE_JOIN}
   ORDER BY lower(f.name), f.id`;

type OverviewRow = Omit<FranchiseOverview, 'expansion' | 'size' | 'problems'> & { expansion: number };

/** Every franchise at a glance, for the League overview: one query instead of one franchiseDetail per franchise. */
export function franchiseOverviews(conn: LeagueConnection): FranchiseOverview[] {
  const settings = readSettings(conn);
  return (statement(conn, OVERVIEW).all() as OverviewRow[]).map((r) => ({
    ...r,
    expansion: r.expansion === 1,
    size: campaign.franchiseSize({
      competitors: r.roster,
      vehicles: r.vehicles,
      overheadPenaltyVehicles: r.overheadPenaltyVehicles,
      mechanicRating: r.mechanicRating as campaign.MechanicRating,
    }),
    problems: r.foundedSeason === null ? [] : campaign.franchiseLimitProblems(r.roster, r.vehicles, settings.campaign),
  }));
}

export function ledgerEntries(conn: LeagueConnection, franchiseId: number, seasonNumber?: number): LedgerEntry[] {
  franchiseRow(conn, franchiseId, ['id']);
  const rows = conn.db.select().from(ledger).where(eq(ledger.franchiseId, franchiseId)).orderBy(asc(ledger.id)).all();
  let balance = 0;
  const out: LedgerEntry[] = [];
  for (const r of rows) {
    balance += r.amount;
    if (seasonNumber === undefined || r.seasonNumber === seasonNumber) out.push({ ...r, balance });
  }
  return out;
}

export function freeAgents(conn: LeagueConnection): CompetitorView[] {
  const settings = readSettings(conn);
  return selectCompetitors(conn.db)
    .where(eq(competitors.status, 'free-agent'))
    .orderBy(asc(competitors.name))
    .all()
    .map((r) => competitorView(conn, r, settings, null));
}

export function vehicleById(conn: LeagueConnection, id: number): VehicleView {
  const row = selectVehicles(conn.db).where(eq(vehicles.id, id)).get();
  if (!row) throw ServiceError.notFound('vehicle', `There is no vehicle with id ${id}.`);
  return vehicleView(conn, row);
}
