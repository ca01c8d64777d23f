/**
 * What the import checks of a Battlecars league beyond every ruleset's rules (exports/leagueInvariants.ts runs each
 * vehicle's loading rules against the league's card types, and each driver's schema, under the league's settings):
 * the pairing the team builder keeps (services/teams.ts: one driver per vehicle, on its team, in its `driver` seat)
 * and one vehicle per player (gaps.md #23), so `league team show`, a match's line-up and the careers read them whole.
 */
import type Database from 'better-sqlite3';
import { SECTION, withGap } from '../../../src-shared/engine/battlecars';
import type { ImportChecks, Violation } from '../rulesetHooks';

const TEAM_BUILDING = `every vehicle has one driver, on its player’s team; a player fields one vehicle (${withGap(SECTION.setup, 23)})`;

interface Vehicle {
  id: number;
  franchiseId: number;
}

function pairing(sqlite: Database.Database, out: Violation[]): void {
  const list = sqlite.prepare(`SELECT id, franchise_id AS franchiseId FROM vehicles WHERE status = 'active' ORDER BY id`).all() as Vehicle[];
  const vehicles = new Map(list.map((v) => [v.id, v]));
  const seen = new Map<number, number>();
  for (const v of list) {
    const first = seen.get(v.franchiseId);
    if (first !== undefined)
      out.push({
        table: 'vehicles',
        rowid: v.id,
        field: 'franchise_id',
        problem: `is a second vehicle of team ${v.franchiseId}, which fields vehicle ${first} (${TEAM_BUILDING})`,
      });
    else seen.set(v.franchiseId, v.id);
  }
  const drivers = sqlite
    .prepare(
      `SELECT p.id, p.franchise_id AS franchiseId, c.id AS seatId, c.vehicle_id AS vehicleId, c.slot FROM competitors p
        LEFT JOIN crew c ON c.person_id = p.id WHERE p.status = 'active' ORDER BY p.id`,
    )
    .all() as { id: number; franchiseId: number | null; seatId: number | null; vehicleId: number | null; slot: string | null }[];
  const driverOf = new Map<number, number>();
  for (const d of drivers) {
    const problem = (table: string, rowid: number, field: string, words: string) => out.push({ table, rowid, field, problem: `${words} (${TEAM_BUILDING})` });
    if (d.seatId === null || d.vehicleId === null) {
      problem('competitors', d.id, 'id', 'has no vehicle he drives');
      continue;
    }
    if (d.slot !== 'driver') {
      problem('crew', d.seatId, 'slot', `seats him as “${d.slot}”; a Battlecars vehicle has one seat, its driver’s`);
      continue;
    }
    const v = vehicles.get(d.vehicleId);
    if (!v) {
      problem('crew', d.seatId, 'vehicle_id', `seats him in vehicle ${d.vehicleId}, which is not a vehicle of any player`);
      continue;
    }
    const other = driverOf.get(d.vehicleId);
    if (other !== undefined) {
      problem('crew', d.seatId, 'vehicle_id', `claims vehicle ${d.vehicleId}, which competitor ${other} drives already`);
      continue;
    }
    driverOf.set(d.vehicleId, d.id);
    if (d.franchiseId !== v.franchiseId)
      problem('competitors', d.id, 'franchise_id', `is team ${d.franchiseId ?? 'none'}, but his vehicle ${d.vehicleId} is team ${v.franchiseId}'s`);
  }
  for (const v of vehicles.values())
    if (!driverOf.has(v.id)) out.push({ table: 'vehicles', rowid: v.id, field: 'id', problem: `has no driver (${TEAM_BUILDING})` });
}

export const battlecarsImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    pairing(sqlite, out);
  },
};
