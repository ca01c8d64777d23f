/**
 * An import check for a ruleset whose vehicles each carry one driver and no one else (Dirty Wheels, Battlecars): the
 * pairing its team builder keeps in the core's standing crew (services/league/crew.ts), read back from an imported
 * file. Every active competitor sits in one vehicle's `driver` slot, a vehicle of a team, which no one else drives,
 * and on the vehicle's team; every active vehicle has its driver. Each break is a violation at the row and field
 * that hold it, in the ruleset's words.
 */
import type Database from 'better-sqlite3';
import type { Violation } from '../rulesetHooks';

export interface SoleDriverWords {
  /** What the ruleset calls a vehicle (`car`) and the one who fields it (`team`, `player`). */
  vehicle: string;
  owner: string;
  /** Why another slot is wrong: “a Dirty Wheels car has one slot, its driver”. */
  oneSeat: string;
  /** The rule broken, after every problem: “Team building: every car has one driver, on its team”. */
  rule: string;
}

export function soleDriverChecks(sqlite: Database.Database, out: Violation[], words: SoleDriverWords): void {
  const { vehicle, owner, oneSeat, rule } = words;
  const vehicles = new Map(
    (
      sqlite.prepare(`SELECT id, franchise_id AS franchiseId FROM vehicles WHERE status = 'active' ORDER BY id`).all() as { id: number; franchiseId: number }[]
    ).map((v) => [v.id, v]),
  );
  const drivers = sqlite
    .prepare(
      `SELECT p.id, p.franchise_id AS franchiseId, c.id AS seatId, c.vehicle_id AS vehicleId, c.slot FROM competitors p
        LEFT JOIN crew c ON c.person_id = p.id WHERE p.status = 'active' ORDER BY p.id`,
    )
    .all() as { id: number; franchiseId: number | null; seatId: number | null; vehicleId: number | null; slot: string | null }[];
  const problem = (table: string, rowid: number, field: string, text: string) => out.push({ table, rowid, field, problem: `${text} (${rule})` });
  const driverOf = new Map<number, number>();
  for (const d of drivers) {
    if (d.seatId === null || d.vehicleId === null) {
      problem('competitors', d.id, 'id', `has no ${vehicle} he drives`);
      continue;
    }
    if (d.slot !== 'driver') {
      problem('crew', d.seatId, 'slot', `seats him as “${d.slot}”; ${oneSeat}`);
      continue;
    }
    const v = vehicles.get(d.vehicleId);
    if (!v) {
      problem('crew', d.seatId, 'vehicle_id', `seats him in ${vehicle} ${d.vehicleId}, which is not a ${vehicle} of any ${owner}`);
      continue;
    }
    const other = driverOf.get(d.vehicleId);
    if (other !== undefined) {
      problem('crew', d.seatId, 'vehicle_id', `claims ${vehicle} ${d.vehicleId}, which competitor ${other} drives already`);
      continue;
    }
    driverOf.set(d.vehicleId, d.id);
    if (d.franchiseId !== v.franchiseId)
      problem('competitors', d.id, 'franchise_id', `is team ${d.franchiseId ?? 'none'}, but his ${vehicle} ${d.vehicleId} is team ${v.franchiseId}'s`);
  }
  for (const v of vehicles.values()) if (!driverOf.has(v.id)) problem('vehicles', v.id, 'id', 'has no driver');
}
