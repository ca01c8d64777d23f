/**
 * The race meeting's services (tests/rulesets/race/engine.ts): Dirty Wheels' team building (a car with its driver,
 * seated in the `driver` slot through the core's crews), nothing else; and a league of it seeded through the channels
 * (two teams of two cars, one meeting), as the component and browser tests start from.
 */
import { dirtyWheelsTeamRules } from '../../../src-main/services/dirtywheels/teamRules';
import type { RulesetServices } from '../../../src-main/services/rulesetHooks';
import { newCarDesign, newDriver } from '../../../src-shared/engine/dirtywheels';

export const raceServices: RulesetServices = { teamRules: dirtyWheelsTeamRules };

type Call = <T>(channel: string, input: unknown) => Promise<T>;

/** Red Arrows (Red One, Red Two) and Blue Streaks (Blue One, Blue Two), each car with its driver, and a meeting at Monza. */
export async function seedRaceMeeting(call: Call) {
  const teams: Record<string, { id: number; cars: Record<string, number> }> = {};
  for (const [team, colour, cars] of [
    [
      'Red Arrows',
      '#c92a2a',
      [
        ['Red One', 'Ann Hale'],
        ['Red Two', 'Rex Moss'],
      ],
    ],
    [
      'Blue Streaks',
      '#1864ab',
      [
        ['Blue One', 'Bo Vance'],
        ['Blue Two', 'Cy Lund'],
      ],
    ],
  ] as const) {
    const id = (await call<{ id: number }>('franchise.add', { name: team, colour, owner: '' })).id;
    teams[team] = { id, cars: {} };
    for (const [car, driver] of cars) {
      const added = await call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: id, design: newCarDesign(car), driver: newDriver(driver) });
      teams[team]!.cars[car] = added.car.vehicleId;
    }
  }
  const match = await call<{ id: number }>('schedule.add', { track: 'Monza', franchiseIds: Object.values(teams).map((t) => t.id) });
  return { teams, matchId: match.id };
}
