/**
 * Dethmetal's document, the `dethmetal` entry of the sheets registry (sheets/rulesetDocuments.ts): reads cars, competitors,
 * franchises, matches and their line-ups, derives every number with the engine under the league's house rules, and
 * lays out its car, driver and match-night sheets. Reads only; nothing in the league changes.
 */
import { car, driver as drivers, match as matchRules } from '../../../src-shared/engine/dethmetal';
import type { LeagueConnection } from '../../db/connection';
import { heatCrews, MATCH_JOIN } from '../../services/dethmetal';
import { ServiceError } from '../../services/errors';
import { readSettings } from '../../services/settings';
import { renderSheets, type Progress, type SheetInput } from '../documents';
import { leagueName } from '../leagueName';
import { printTarget, type RulesetDocument, type RulesetDocumentRequest } from '../rulesetDocuments';
import type { CareerLine } from './driver/model';
import type { MatchCoverTeamInput } from './match/model';

interface VehicleRecord {
  id: number;
  franchiseId: number;
  name: string;
  design: string;
  bonusDp: number;
}
interface CompetitorRecord {
  id: number;
  franchiseId: number | null;
  name: string;
  record: string;
}

function franchiseName(conn: LeagueConnection, id: number | null): string {
  if (id === null) return 'Free agent';
  const row = conn.sqlite.prepare('SELECT name FROM franchises WHERE id = ?').get(id) as { name: string } | undefined;
  if (!row) throw ServiceError.notFound('franchise', `There is no franchise with id ${id}.`);
  return row.name;
}

function carSheet(conn: LeagueConnection, v: VehicleRecord, settings: car.CarSettings): SheetInput {
  const upgraded = car.upgradeDesign(JSON.parse(v.design));
  if (!upgraded.ok) throw ServiceError.validation(`The stored design of “${v.name}” cannot be read: ${upgraded.problems.map((p) => p.message).join('; ')}`);
  return {
    kind: 'car',
    car: { franchise: franchiseName(conn, v.franchiseId), design: upgraded.design, derived: car.deriveCar(upgraded.design, settings), bonusDp: v.bonusDp },
  };
}

/** Career lines from the recorded matches: what an organizer quotes when a veteran is hired back. */
function career(conn: LeagueConnection, competitorId: number): CareerLine[] {
  const r = conn.sqlite
    .prepare(
      `SELECT COUNT(DISTINCT m.season_id) AS seasons, COALESCE(SUM(cr.took_part), 0) AS matches,
              COALESCE(SUM(CASE WHEN cr.took_part AND mt.won THEN 1 ELSE 0 END), 0) AS wins,
              COALESCE(SUM(cr.points), 0) AS points, COALESCE(SUM(cr.criticals), 0) AS criticals,
              COALESCE(SUM(cr.out_of_action), 0) AS outOfAction
         FROM dethmetal_competitor_results cr
         JOIN matches m ON m.id = cr.match_id AND m.status = 'recorded'
         LEFT JOIN match_teams mt ON mt.match_id = cr.match_id AND mt.franchise_id = cr.franchise_id
        WHERE cr.competitor_id = ?`,
    )
    .get(competitorId) as { seasons: number; matches: number; wins: number; points: number; criticals: number; outOfAction: number };
  if (r.matches === 0) return [];
  return [
    { label: 'Seasons', value: r.seasons },
    { label: 'Matches', value: r.matches },
    { label: 'Wins', value: r.wins },
    { label: 'Points scored', value: r.points },
    { label: 'Critical hits scored', value: r.criticals },
    { label: 'Out of action (cloned)', value: r.outOfAction },
  ];
}

function driverSheet(conn: LeagueConnection, c: CompetitorRecord, settings: drivers.DriverSettings): SheetInput {
  const parsed = drivers.driverSchema.safeParse(JSON.parse(c.record));
  if (!parsed.success) throw ServiceError.validation(`The stored record of “${c.name}” cannot be read.`);
  return { kind: 'driver', driver: { franchise: franchiseName(conn, c.franchiseId), driver: parsed.data, settings, career: career(conn, c.id) } };
}

// Dethmetal's DP bonus (dethmetal_vehicles); a car of another ruleset has none.
const VEHICLE =
  'SELECT v.id, v.franchise_id AS franchiseId, v.name, v.design, coalesce(dv.bonus_dp, 0) AS bonusDp FROM vehicles v LEFT JOIN dethmetal_vehicles dv ON dv.vehicle_id = v.id';
const COMPETITOR = 'SELECT id, franchise_id AS franchiseId, name, record FROM competitors';

/** A franchise's stables (active cars), then its roster (competitors not retired), each in name order. */
function franchiseSheets(conn: LeagueConnection, franchiseId: number): SheetInput[] {
  franchiseName(conn, franchiseId);
  const settings = readSettings(conn);
  const cars = conn.sqlite.prepare(`${VEHICLE} WHERE franchise_id = ? AND status = 'active' ORDER BY lower(name), id`).all(franchiseId) as VehicleRecord[];
  const people = conn.sqlite
    .prepare(`${COMPETITOR} WHERE franchise_id = ? AND status <> 'retired' ORDER BY lower(name), id`)
    .all(franchiseId) as CompetitorRecord[];
  return [...cars.map((v) => carSheet(conn, v, settings.car)), ...people.map((c) => driverSheet(conn, c, settings.driver))];
}

interface MatchRecord {
  id: number;
  number: number;
  season: number;
  track: string;
  surface: string;
  kind: 'race' | 'arena';
  date: string;
  heats: number;
  status: 'scheduled' | 'ready' | 'recorded';
}
interface AssignmentRecord {
  franchiseId: number;
  heat: number;
  vehicleId: number;
  car: string;
  driverId: number;
  driver: string;
  gunnerId: number | null;
  gunner: string | null;
}

const inIds = (ids: readonly number[]) => `(${ids.map(() => '?').join(', ') || 'NULL'})`;

/** Competitors who may be put in a car for this match (Part I › Quirks; gaps.md #21, #52), in name order. */
function fitToRace(conn: LeagueConnection, franchiseId: number): CompetitorRecord[] {
  const people = conn.sqlite
    .prepare(`${COMPETITOR} WHERE franchise_id = ? AND status = 'active' ORDER BY lower(name), id`)
    .all(franchiseId) as CompetitorRecord[];
  return people.filter((c) => {
    const parsed = drivers.driverSchema.safeParse(JSON.parse(c.record));
    // A record that cannot be read is printed, so driverSheet says what is wrong with it.
    return !parsed.success || drivers.canBeUsedInMatch(parsed.data).usable;
  });
}

/**
 * A match night: the cover (event, line-up per heat, scoring grid), then for each team taking part the sheets of its
 * cars and crews in the line-up; a team with no line-up yet gets its active cars and every competitor fit to race,
 * and the cover says so.
 */
function matchNight(conn: LeagueConnection, matchId: number): { title: string; sheets: SheetInput[] } {
  const m = conn.sqlite
    .prepare(
      `SELECT m.id, m.number, s.number AS season, m.track, dm.surface, dm.kind, m.date, dm.heats, m.status
         FROM ${MATCH_JOIN} JOIN seasons s ON s.id = m.season_id WHERE m.id = ?`,
    )
    .get(matchId) as MatchRecord | undefined;
  if (!m) throw ServiceError.notFound('match', `There is no match with id ${matchId}.`);
  const teams = conn.sqlite
    .prepare('SELECT f.id, f.name, f.colour FROM match_teams mt JOIN franchises f ON f.id = mt.franchise_id WHERE mt.match_id = ? ORDER BY lower(f.name), f.id')
    .all(m.id) as { id: number; name: string; colour: string }[];
  if (teams.length === 0) throw ServiceError.conflict(`Match ${m.number} of season ${m.season} has no franchises taking part yet.`);
  const name = (table: 'vehicles' | 'competitors', id: number) =>
    (conn.sqlite.prepare(`SELECT name FROM ${table} WHERE id = ?`).get(id) as { name: string } | undefined)?.name ?? '';
  const assignments: AssignmentRecord[] = heatCrews(conn, m.id, { upTo: m.heats }).map((a) => ({
    ...a,
    car: name('vehicles', a.vehicleId),
    driver: name('competitors', a.driverId),
    gunner: a.gunnerId === null ? null : name('competitors', a.gunnerId),
  }));
  const settings = readSettings(conn);
  const covers: MatchCoverTeamInput[] = [];
  const sheets: SheetInput[] = [];
  for (const t of teams) {
    const own = assignments.filter((a) => a.franchiseId === t.id);
    const vehicleIds = own.map((a) => a.vehicleId);
    const crewIds = own.flatMap((a) => (a.gunnerId === null ? [a.driverId] : [a.driverId, a.gunnerId]));
    const cars = own.length
      ? (conn.sqlite.prepare(`${VEHICLE} WHERE id IN ${inIds(vehicleIds)} ORDER BY lower(name), id`).all(...vehicleIds) as VehicleRecord[])
      : (conn.sqlite.prepare(`${VEHICLE} WHERE franchise_id = ? AND status = 'active' ORDER BY lower(name), id`).all(t.id) as VehicleRecord[]);
    const people = own.length
      ? (conn.sqlite.prepare(`${COMPETITOR} WHERE id IN ${inIds(crewIds)} ORDER BY lower(name), id`).all(...crewIds) as CompetitorRecord[])
      : fitToRace(conn, t.id);
    sheets.push(...cars.map((v) => carSheet(conn, v, settings.car)), ...people.map((c) => driverSheet(conn, c, settings.driver)));
    covers.push({
      name: t.name,
      colour: t.colour,
      assignments: own.map((a) => ({ heat: a.heat, car: a.car, driver: a.driver, gunner: a.gunner })),
      sheets: { cars: cars.length, competitors: people.length },
    });
  }
  const cover: SheetInput = {
    kind: 'match-cover',
    cover: {
      league: leagueName(conn),
      season: m.season,
      number: m.number,
      track: m.track,
      date: m.date,
      surface: m.surface,
      kind: m.kind,
      heats: m.heats,
      status: m.status,
      teams: covers,
      carsPerHeat: matchRules.CARS_PER_HEAT,
    },
  };
  return { title: `Match night — season ${m.season}, match ${m.number}, ${m.track}`, sheets: [cover, ...sheets] };
}

/** The sheets a print request makes in a Dethmetal league, in print order, with the document's title. */
export function sheetsFor(conn: LeagueConnection, request: RulesetDocumentRequest): { title: string; sheets: SheetInput[] } {
  const settings = readSettings(conn);
  switch (request.kind) {
    case 'car': {
      const vehicleId = printTarget(request, 'vehicleId', 'car');
      const v = conn.sqlite.prepare(`${VEHICLE} WHERE id = ?`).get(vehicleId) as VehicleRecord | undefined;
      if (!v) throw ServiceError.notFound('car', `There is no car with id ${vehicleId}.`);
      return { title: `Car sheet — ${v.name}`, sheets: [carSheet(conn, v, settings.car)] };
    }
    case 'driver': {
      const competitorId = printTarget(request, 'competitorId', 'driver');
      const c = conn.sqlite.prepare(`${COMPETITOR} WHERE id = ?`).get(competitorId) as CompetitorRecord | undefined;
      if (!c) throw ServiceError.notFound('competitor', `There is no competitor with id ${competitorId}.`);
      return { title: `Driver sheet — ${c.name}`, sheets: [driverSheet(conn, c, settings.driver)] };
    }
    case 'franchise': {
      const franchiseId = printTarget(request, 'franchiseId', 'franchise');
      return { title: `Sheets — ${franchiseName(conn, franchiseId)}`, sheets: franchiseSheets(conn, franchiseId) };
    }
    case 'match':
      return matchNight(conn, printTarget(request, 'matchId', 'match'));
    default:
      // The registry hands this document only the kinds its declaration lists (sheets/rulesetDocuments.ts).
      throw new Error(`Dethmetal's document has no “${request.kind}” sheets.`);
  }
}

/** A print request in a Dethmetal league: one car, one driver, a franchise, or a match night. */
export function dethmetalDocument(conn: LeagueConnection, request: RulesetDocumentRequest, progress?: Progress): RulesetDocument {
  const { title, sheets } = sheetsFor(conn, request);
  return { title, count: sheets.length, render: (meta) => renderSheets({ title, ...meta }, sheets, progress) };
}
