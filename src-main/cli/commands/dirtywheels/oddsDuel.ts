/**
 * Dirty Wheels' part of `league odds duel` (issue 23): two cars of the league's teams (by vehicle id, with their own
 * drivers) or stock ones (`stock:Racer`, `stock:Standard`, `stock:Truck`: the team builder's new car of that type with a
 * new driver), at a distance in inches, each with the other car `ahead` or `aside`; through the engine's `dwDuel`.
 */
import { CAR_TYPES, carDesignSchema, type DirtyWheelsSettings, driverSchema, dwDuel, newCarDesign, newDriver } from '../../../../src-shared/engine/dirtywheels';
import type { LeagueConnection } from '../../../db/connection';
import { readLeagueSettings } from '../../../services/settings';
import { teamView } from '../../../services/teams';
import { vehicleFranchise } from '../oddsDuelKit';
import { CliError } from '../../kit';
import { type DuelCli, duelCliReport, type DuelSideArg } from '../oddsKit';

const FACINGS = ['ahead', 'aside'] as const;

function sideOf(conn: LeagueConnection, arg: DuelSideArg) {
  const facing = arg.facing ?? 'ahead';
  if (!(FACINGS as readonly string[]).includes(facing))
    throw new CliError(`--facing-${arg.flag} is "${facing}": say ahead (the other car dead ahead: fixed guns fire) or aside (turrets only).`, 2);
  const targetInFront = facing === 'ahead';
  const stock = /^stock:(.+)$/i.exec(arg.design);
  if (stock) {
    const type = CAR_TYPES.find((t) => t.toLowerCase() === stock[1]!.toLowerCase());
    if (!type)
      throw new CliError(`--${arg.flag} ${arg.design}: there is no stock ${stock[1]}; the stock cars: ${CAR_TYPES.map((t) => `stock:${t}`).join(', ')}.`, 2);
    return { name: `Stock ${type}`, design: { ...newCarDesign(`Stock ${type}`), type }, driver: newDriver(`Stock ${type}'s driver`), targetInFront, facing };
  }
  const franchiseId = vehicleFranchise(conn, arg);
  const car = teamView(conn, franchiseId).cars.find((c) => c.vehicleId === Number(arg.design));
  const design = carDesignSchema.safeParse(car?.design);
  const driver = driverSchema.safeParse(car?.driver);
  if (!car || !design.success || !driver.success)
    throw new CliError(`--${arg.flag} ${arg.design}: the car's design or driver cannot be read; fix it in the team builder.`, 2);
  return { name: design.data.name, design: design.data, driver: driver.data, targetInFront, facing };
}

export const dirtyWheelsDuelCli: DuelCli = {
  duel(conn, a, b, range, turns) {
    const sa = sideOf(conn, a);
    const sb = sideOf(conn, b);
    const r = dwDuel({ a: sa, b: sb, distance: range, turns }, readLeagueSettings(conn) as DirtyWheelsSettings);
    return duelCliReport({ name: sa.name, facing: sa.facing, weapons: r.weapons.a }, { name: sb.name, facing: sb.facing, weapons: r.weapons.b }, range, r);
  },
  range: { word: 'distance', unit: 'inches', min: 0, max: 200, whole: false },
  facings: FACINGS,
  defaultFacing: 'ahead',
  stock: CAR_TYPES.map((t) => `stock:${t}`),
  example: 'league odds duel toybox.league --a 1 --b stock:Racer --range 6 --facing-b aside',
};
