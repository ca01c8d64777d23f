/**
 * A real Battlecars league file through the dispatcher the app and the CLI use: players, each with one vehicle of the
 * league's card types and its driver, built through the core's `team.*` channels.
 */
import path from 'node:path';
import { createDispatcher } from '../../../src-main/app/dispatch';
import { AppSession } from '../../../src-main/app/session';
import type { VehicleDesign } from '../../../src-shared/engine/battlecars';
import { canonicalDump } from '../../support/dump';

/** Four players: two cars and two bikes, each loaded to the loading rules (Arming your vehicle). */
export const BC_PLAYERS = [
  {
    name: 'Red Rovers',
    colour: '#c0392b',
    driver: 'Kit',
    design: { version: 1, name: 'Brute', cardType: 'car', loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds'] } },
  },
  {
    name: 'Blue Devils',
    colour: '#2980b9',
    driver: 'Bo',
    design: { version: 1, name: 'Hornet', cardType: 'bike', loads: { podFront: ['MG rounds'], podRear: ['Spikes', 'Oil'] } },
  },
  {
    name: 'Green Gang',
    colour: '#27ae60',
    driver: 'Cy',
    design: { version: 1, name: 'Tank', cardType: 'car', loads: { podRear: ['Shell'], podLeft: ['Mines'] } },
  },
  { name: 'Gold Rush', colour: '#f1c40f', driver: 'Di', design: { version: 1, name: 'Wasp', cardType: 'bike', loads: {} } },
] as const satisfies readonly { name: string; colour: string; driver: string; design: VehicleDesign }[];

export async function battlecarsLeague(dir: string, players: number = BC_PLAYERS.length) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'bc.league');
  await ok('app.newLeague', { name: 'Grid Wars', path: file, ruleset: 'battlecars' });
  const teams: number[] = [];
  const vehicles: number[] = [];
  for (const p of BC_PLAYERS.slice(0, players)) {
    const f = await ok('franchise.add', { name: p.name, colour: p.colour, owner: '' });
    teams.push(f.id);
    const added = await ok('team.addCar', { franchiseId: f.id, design: p.design, driver: { name: p.driver } });
    vehicles.push(added.car.vehicleId);
  }
  const dump = () => canonicalDump(session.league.sqlite);
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  return { session, dispatch, call, ok, file, teams, vehicles, dump, rows };
}
