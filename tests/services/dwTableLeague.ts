/**
 * A real Dirty Wheels league file with two teams of two cars and one scheduled match between them, through the
 * dispatcher the app and the CLI use; upgrades are picked (house rules) so the cars carry the table's upgrades.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { type CarDesign, newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import type { DwCarView, DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';

const design = (name: string, type: CarDesign['type'], weapons: CarDesign['weapons'], upgrades: CarDesign['upgrades'] = []): CarDesign => ({
  ...newCarDesign(name),
  type,
  weapons,
  upgrades,
});

/** Rust Rats: a Truck with a turret Chain gun and a Racer with harpoon and pipe bombs; Mud Dogs: a Racer and a Standard. */
export const DW_TEAMS = [
  {
    name: 'Rust Rats',
    colour: '#c0392b',
    cars: [
      [
        design(
          'Hauler',
          'Truck',
          [
            { weapon: 'Machine gun', mount: 'fixed' },
            { weapon: 'Machine gun', mount: 'fixed' },
            { weapon: 'Chain gun', mount: 'turret' },
          ],
          ['Experimental engine'],
        ),
        'Max',
      ],
      [design('Spike', 'Racer', [{ weapon: 'Machine gun', mount: 'fixed' }], ['Harpoon', 'Pipe bombs']), 'Ada'],
    ],
  },
  {
    name: 'Mud Dogs',
    colour: '#2980b9',
    cars: [
      [design('Zip', 'Racer', [{ weapon: 'Light laser', mount: 'turret' }]), 'Bo'],
      [
        design(
          'Brick',
          'Standard',
          [
            { weapon: 'Machine gun', mount: 'fixed' },
            { weapon: 'Machine gun', mount: 'fixed' },
          ],
          ['Gunner'],
        ),
        'Cy',
      ],
    ],
  },
] as const satisfies readonly { name: string; colour: string; cars: readonly (readonly [CarDesign, string])[] }[];

export async function dwMatchLeague(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const file = path.join(dir, 'dw.league');
  await ok('app.newLeague', { name: 'Toy Box', path: file, ruleset: 'dirtywheels' });
  await ok('league.updateSettings', { houseRules: { upgrades: 'pick', upgradeCount: 'up-to-3' } });
  const teams: number[] = [];
  const designs: Record<string, CarDesign> = {};
  for (const team of DW_TEAMS) {
    const f = await ok('franchise.add', { name: team.name, colour: team.colour, owner: '' });
    teams.push(f.id);
    for (const [d, driver] of team.cars) {
      designs[d.name] = d;
      await ok('team.addCar', { franchiseId: f.id, design: d, driver: newDriver(driver) });
    }
  }
  const m = await ok('schedule.add', { track: 'Backyard', franchiseIds: teams });
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  const leagueRow = () =>
    session.league.sqlite.prepare('SELECT rng_seed AS seed, rng_counter AS counter FROM league').get() as { seed: number; counter: number };
  const car = (s: DwTableState, name: string): DwCarView => {
    const c = s.teams.flatMap((t) => t.cars).find((x) => x.name === name);
    expect(c, name).toBeDefined();
    return c!;
  };
  return {
    session,
    dispatch,
    call,
    ok,
    rows,
    file,
    teams,
    designs,
    matchId: m.id as number,
    seed: () => leagueRow().seed,
    counter: () => leagueRow().counter,
    car,
    nameOf: (s: DwTableState, vehicleId: number) => s.teams.flatMap((t) => t.cars).find((c) => c.vehicleId === vehicleId)?.name,
  };
}
