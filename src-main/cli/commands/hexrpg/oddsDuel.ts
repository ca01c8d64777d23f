/**
 * The hex RPG's part of `league odds duel` (issue 23): two vehicles of the league's gangs (by vehicle id, with the
 * character at their controls) or stock ones (`stock:bike`, `stock:car`, `stock:warcar`: the Gangs screen's new vehicle
 * of that kind, no weapons, a new character driving), at a range in hexes, each side's weapons fired from where they
 * are mounted or from a higher, the same or a lower position (3d. Weapon Usage); through the engine's `hexrpgDuel`.
 */
import {
  characterSchema,
  DUEL_FROM,
  type DuelFrom,
  HEXRPG_STOCK,
  type HexrpgSettings,
  hexrpgDuel,
  stockDuelSide,
  vehicleSchema,
} from '../../../../src-shared/engine/hexrpg';
import type { LeagueConnection } from '../../../db/connection';
import { readLeagueSettings } from '../../../services/settings';
import { teamView } from '../../../services/teams';
import { CliError } from '../../kit';
import { vehicleFranchise } from '../oddsDuelKit';
import { type DuelCli, duelCliReport, type DuelSideArg } from '../oddsKit';

function sideOf(conn: LeagueConnection, arg: DuelSideArg) {
  const from = (arg.facing ?? 'mounted') as DuelFrom;
  if (!DUEL_FROM.includes(from))
    throw new CliError(
      `--facing-${arg.flag} is "${arg.facing}": say where its weapons fire from: mounted (each where its design has it), higher, same or lower.`,
      2,
    );
  const stock = /^stock:(.+)$/i.exec(arg.design);
  if (stock) {
    if (!HEXRPG_STOCK.some((k) => k === stock[1]!.toLowerCase()))
      throw new CliError(
        `--${arg.flag} ${arg.design}: there is no stock ${stock[1]}; the stock vehicles: ${HEXRPG_STOCK.map((k) => `stock:${k}`).join(', ')}.`,
        2,
      );
    return stockDuelSide(stock[1]!, from);
  }
  const franchiseId = vehicleFranchise(conn, arg);
  const car = teamView(conn, franchiseId).cars.find((c) => c.vehicleId === Number(arg.design));
  const vehicle = vehicleSchema.safeParse(car?.design);
  const driver = characterSchema.safeParse(car?.driver);
  if (!car || !vehicle.success || !driver.success)
    throw new CliError(`--${arg.flag} ${arg.design}: the vehicle or the character at its controls cannot be read; fix it on the Gangs screen.`, 2);
  return { name: vehicle.data.name, vehicle: vehicle.data, driver: driver.data, from };
}

const firesFrom = (from: DuelFrom, weapons: number) =>
  weapons === 0
    ? 'running no weapon (a target only)'
    : from === 'mounted'
      ? 'its weapons firing from where each is mounted'
      : `its weapons firing from ${from === 'same' ? 'the same' : `a ${from}`} position`;

export const hexrpgDuelCli: DuelCli = {
  duel(conn, a, b, range, turns) {
    const sa = sideOf(conn, a);
    const sb = sideOf(conn, b);
    const r = hexrpgDuel({ a: sa, b: sb, hexes: range, turns }, readLeagueSettings(conn) as HexrpgSettings);
    return duelCliReport(
      { name: sa.name, facing: sa.from, shows: firesFrom(sa.from, r.weapons.a.length), weapons: r.weapons.a },
      { name: sb.name, facing: sb.from, shows: firesFrom(sb.from, r.weapons.b.length), weapons: r.weapons.b },
      range,
      r,
    );
  },
  range: { word: 'range', unit: 'hexes', min: 1, max: 60, whole: true },
  facings: DUEL_FROM,
  defaultFacing: 'mounted',
  stock: HEXRPG_STOCK.map((k) => `stock:${k}`),
  example: 'league odds duel gangs.league --a 1 --b stock:car --range 4 --facing-a higher',
};
