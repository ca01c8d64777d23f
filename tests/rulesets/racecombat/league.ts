/**
 * A real race-combat league file through the dispatcher the app and the CLI use: teams of two cars, each car with its
 * driver, built through the core's `team.*` channels (the rulebook's Speedster and a gunship, tests/engine/racecombat/cars.ts).
 */
import path from 'node:path';
import { createDispatcher } from '../../../src-main/app/dispatch';
import { AppSession } from '../../../src-main/app/session';
import { gunship, speedster } from '../../engine/racecombat/cars';
import { canonicalDump } from '../../support/dump';

export const RC_TEAMS = [
  {
    name: 'Red Rockets',
    colour: '#c92a2a',
    cars: [
      ['Red One', 'Ann'],
      ['Red Two', 'Ben'],
    ],
  },
  {
    name: 'Blue Bolts',
    colour: '#1864ab',
    cars: [
      ['Blue One', 'Cy'],
      ['Blue Two', 'Dee'],
    ],
  },
  {
    name: 'Green Gear',
    colour: '#2b8a3e',
    cars: [
      ['Green One', 'Eve'],
      ['Green Two', 'Fay'],
    ],
  },
] as const;

export async function racecombatLeague(dir: string, teamCount: number = RC_TEAMS.length) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'rc.league');
  await ok('app.newLeague', { name: 'Combat Grand Prix', path: file, ruleset: 'racecombat' });
  const teams: number[] = [];
  const vehicles: number[] = [];
  const drivers: number[] = [];
  for (const t of RC_TEAMS.slice(0, teamCount)) {
    const f = await ok('franchise.add', { name: t.name, colour: t.colour, owner: '' });
    teams.push(f.id);
    for (const [i, [car, driver]] of t.cars.entries()) {
      const design = i ? gunship({ name: car }) : speedster({ name: car });
      const added = await ok('team.addCar', { franchiseId: f.id, design, driver: { kind: 'driver', name: driver } });
      vehicles.push(added.car.vehicleId);
      drivers.push(added.car.competitorId);
    }
  }
  const dump = () => canonicalDump(session.league.sqlite);
  return { session, dispatch, call, ok, file, teams, vehicles, drivers, dump };
}
