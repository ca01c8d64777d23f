/**
 * Dethmetal's part of `league odds duel` (issue 23): two car designs, each a car of the league (by vehicle id, its
 * design as the garage holds it) or a stock design (`stock:machinegun-gunner-60` …), with stock crews of the starting
 * ratings, at a range in hexes, each showing the other one of its six hex sides (gaps.md #28); through the engine's
 * `dethmetalDuel`.
 */
import { car, dethmetalDuel } from '../../../../src-shared/engine/dethmetal';
import type { LeagueConnection } from '../../../db/connection';
import { parseDesign, vehicleRow } from '../../../services/dethmetal/records';
import { readSettings } from '../../../services/settings';
import { CliError } from '../../kit';
import { vehicleFranchise } from '../oddsDuelKit';
import { type DuelCli, duelCliReport, type DuelSideArg } from '../oddsKit';

function sideOf(conn: LeagueConnection, arg: DuelSideArg) {
  const facing = arg.facing ?? 'front';
  if (!(car.FACINGS as readonly string[]).includes(facing))
    throw new CliError(`--facing-${arg.flag} is "${facing}": the side this car shows the other is one of ${car.FACINGS.join(', ')} (gaps.md #28).`, 2);
  const stock = /^stock:(.+)$/i.exec(arg.design);
  if (stock) {
    const found = car.STOCK_DESIGNS.find((d) => d.id === stock[1]!.toLowerCase());
    if (!found)
      throw new CliError(
        `--${arg.flag} ${arg.design}: there is no such stock design; the stock designs: ${car.STOCK_DESIGNS.map((d) => `stock:${d.id}`).join(', ')}.`,
        2,
      );
    return { name: found.design.name, design: found.design, facing: facing as car.Facing };
  }
  vehicleFranchise(conn, arg);
  const row = vehicleRow(conn, Number(arg.design));
  return { name: row.name, design: parseDesign(row), facing: facing as car.Facing };
}

export const dethmetalDuelCli: DuelCli = {
  duel(conn, a, b, range, turns) {
    const sa = sideOf(conn, a);
    const sb = sideOf(conn, b);
    const r = dethmetalDuel({ a: sa, b: sb, hexes: range, turns }, readSettings(conn));
    const weapons = (ws: typeof r.weapons.a) => ws.map((w) => ({ name: `${w.name} (${w.id})`, fires: w.fires, why: w.why }));
    return duelCliReport(
      { name: sa.name, facing: sa.facing, weapons: weapons(r.weapons.a) },
      { name: sb.name, facing: sb.facing, weapons: weapons(r.weapons.b) },
      range,
      r,
    );
  },
  range: { word: 'range', unit: 'hexes', min: 1, max: 60, whole: true },
  facings: car.FACINGS,
  defaultFacing: 'front',
  stock: car.STOCK_DESIGNS.map((d) => `stock:${d.id}`),
  example: 'league odds duel spring.league --a 3 --b stock:twin-rockets-60 --range 4 --facing-b left-front',
};
