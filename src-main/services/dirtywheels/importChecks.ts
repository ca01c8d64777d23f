/**
 * What the import checks of a Dirty Wheels league beyond every ruleset's rules (exports/leagueInvariants.ts runs
 * each car's and driver's validate; issue 19 #2): the pairing the team service keeps (teams.ts: one driver per car,
 * on the car's team, seated in the core's crew; `league team show` and a match's line-up read the pair), and the table's events, each by the
 * contract's schema in order (a start, then the intents), so no match's table is unreadable after an import.
 */
import type Database from 'better-sqlite3';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { checkTableEvents } from '../league/matchTable';
import { checkTableEvent } from './table';

const TEAM_BUILDING = 'Team building: every car has one driver, on its team';

interface Car {
  id: number;
  franchiseId: number;
}

/** Each active driver's seat in the core's standing crew (services/league/crew.ts), in his car's `driver` slot. */
function pairing(sqlite: Database.Database, out: Violation[]): void {
  const cars = new Map((sqlite.prepare(`SELECT id, franchise_id AS franchiseId FROM vehicles WHERE status = 'active'`).all() as Car[]).map((c) => [c.id, c]));
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
      problem('competitors', d.id, 'id', 'has no car he drives');
      continue;
    }
    if (d.slot !== 'driver') {
      problem('crew', d.seatId, 'slot', `seats him as “${d.slot}”; a Dirty Wheels car has one slot, its driver`);
      continue;
    }
    const car = cars.get(d.vehicleId);
    if (!car) {
      problem('crew', d.seatId, 'vehicle_id', `seats him in car ${d.vehicleId}, which is not a car of any team`);
      continue;
    }
    const other = driverOf.get(d.vehicleId);
    if (other !== undefined) {
      problem('crew', d.seatId, 'vehicle_id', `claims car ${d.vehicleId}, which competitor ${other} drives already`);
      continue;
    }
    driverOf.set(d.vehicleId, d.id);
    if (d.franchiseId !== car.franchiseId)
      out.push({
        table: 'competitors',
        rowid: d.id,
        field: 'franchise_id',
        problem: `is team ${d.franchiseId ?? 'none'}, but his car ${d.vehicleId} is team ${car.franchiseId}'s (${TEAM_BUILDING})`,
      });
  }
  for (const car of cars.values())
    if (!driverOf.has(car.id)) out.push({ table: 'vehicles', rowid: car.id, field: 'id', problem: `has no driver (${TEAM_BUILDING})` });
}

export const dirtyWheelsImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    pairing(sqlite, out);
    checkTableEvents(sqlite, out, checkTableEvent, 'the Dirty Wheels table');
  },
};
