/**
 * The cars of a race-combat meeting as it starts: every team of the match with its active cars, each checked by the
 * ruleset's design schema, with the driver seated in it (slot `carDriver`) and its gunner (`carGunner`) if any (a car
 * built with a gunner whose seat is empty races without one, gaps.md #32). The
 * table stores this line-up in its first event, so a refit or a new driver after the meeting started does not
 * rewrite it.
 */
import { type table as rc, upgradeDesign, withoutGunner } from '../../../src-shared/engine/racecombat';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { statement } from '../league/prepared';
import { teamIds } from '../league/schedule';

const refuse = (message: string, what: string) => ServiceError.conflict(message, [{ path: ['matchId'], message: what }]);

/** The teams' cars as they stand now; a team without a car, a car without a driver, or a design the rules cannot read is named. */
export function lineUp(conn: LeagueConnection, matchId: number, matchNumber: number): rc.RcStartCar[] {
  const out: rc.RcStartCar[] = [];
  const teams = teamIds(conn, matchId);
  for (const franchiseId of teams) {
    const team = statement(conn, `SELECT name FROM franchises WHERE id = ?`).get(franchiseId) as { name: string };
    const cars = statement(conn, `SELECT id, name, design FROM vehicles WHERE franchise_id = ? AND status = 'active' ORDER BY id`).all(franchiseId) as {
      id: number;
      name: string;
      design: string;
    }[];
    if (!cars.length) throw refuse(`${team.name} fields no car: build one before match ${matchNumber} starts.`, `${team.name} has no car`);
    for (const car of cars) {
      let design: ReturnType<typeof upgradeDesign>;
      try {
        design = upgradeDesign(JSON.parse(car.design));
      } catch {
        throw refuse(`${team.name}'s car ${car.name} has a design the rules cannot read; fix it in the garage first.`, `Car ${car.id} is unreadable`);
      }
      const seats = statement(
        conn,
        `SELECT c.slot AS slot, p.id AS id, p.name AS name FROM crew c JOIN competitors p ON p.id = c.person_id WHERE c.vehicle_id = ? ORDER BY c.id`,
      ).all(car.id) as { slot: string; id: number; name: string }[];
      const driver = seats.find((s) => s.slot === 'carDriver');
      const gunner = seats.find((s) => s.slot === 'carGunner') ?? null;
      if (!driver) throw refuse(`${team.name}'s ${car.name} has no driver: seat one before match ${matchNumber} starts.`, `Car ${car.id} has no driver`);
      out.push({
        vehicleId: car.id,
        franchiseId,
        name: car.name,
        driverName: driver.name,
        driverId: driver.id,
        gunnerName: gunner?.name ?? null,
        gunnerId: gunner?.id ?? null,
        // Built with a gunner but nobody in the seat: it races without one (gaps.md #32).
        design: gunner ? design : withoutGunner(design),
      });
    }
  }
  if (out.length < 2) throw refuse(`Match ${matchNumber} has ${out.length} car${out.length === 1 ? '' : 's'}: a race needs two at least.`, 'Too few cars');
  return out;
}
