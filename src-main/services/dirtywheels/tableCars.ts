/**
 * The cars of a Dirty Wheels match as the game starts: every team of the match with its cars and drivers as the
 * team service keeps them, checked by the ruleset's schemas. The table stores this line-up in its first event, so
 * a refit or a new driver after the game started does not rewrite the game (every game starts fresh, gaps.md #9).
 */
import { carDesignSchema, driverSchema, type DwStartCar } from '../../../src-shared/engine/dirtywheels';
import type { LeagueConnection } from '../../db/connection';
import { teamIds } from '../league/schedule';
import { ServiceError } from '../errors';
import { teamView } from '../teams';

/** The teams' cars as they stand now; a team without cars, or a stored car the schemas refuse, is named. */
export function lineUp(conn: LeagueConnection, matchId: number, matchNumber: number): DwStartCar[] {
  const cars: DwStartCar[] = [];
  for (const franchiseId of teamIds(conn, matchId)) {
    const team = teamView(conn, franchiseId);
    if (team.cars.length === 0)
      throw ServiceError.conflict(`${team.name} fields no cars: build its team before match ${matchNumber} starts (Team building).`, [
        { path: ['matchId'], message: `${team.name} has no cars` },
      ]);
    for (const c of team.cars) {
      const design = carDesignSchema.safeParse(c.design);
      const driver = driverSchema.safeParse(c.driver);
      if (!design.success || !driver.success)
        throw ServiceError.conflict(`${team.name}'s car ${c.vehicleId} has a design or driver the rules cannot read; fix it in the team editor first.`, [
          { path: ['matchId'], message: `Car ${c.vehicleId} of ${team.name} is unreadable` },
        ]);
      cars.push({ vehicleId: c.vehicleId, franchiseId, name: design.data.name, design: design.data, driver: driver.data });
    }
  }
  return cars;
}
