/**
 * Battlecars' part of `league odds duel` (issue 23, gaps.md #28): two vehicles of the league's players (by vehicle id)
 * or stock ones (`stock:car`, `stock:bike`: the new vehicle of one of the league's card types, unloaded, as the Players
 * screen makes it), at a range in points, each showing the other one of its armour blocks; through the engine's `bcDuel`.
 */
import {
  BC_DUEL_FACINGS,
  type BattlecarsSettings,
  type BcDuelFacing,
  type BcDuelSide,
  bcDuel,
  designSchema,
  stockSide,
} from '../../../../src-shared/engine/battlecars';
import type { LeagueConnection } from '../../../db/connection';
import { readLeagueSettings } from '../../../services/settings';
import { teamView } from '../../../services/teams';
import { CliError } from '../../kit';
import { vehicleFranchise } from '../oddsDuelKit';
import { type DuelCli, duelCliReport, type DuelSideArg } from '../oddsKit';

const DEFAULT_FACING: BcDuelFacing = 'leftCentre';

function sideOf(conn: LeagueConnection, settings: BattlecarsSettings, arg: DuelSideArg): BcDuelSide {
  const facing = arg.facing ?? DEFAULT_FACING;
  if (!(BC_DUEL_FACINGS as readonly string[]).includes(facing))
    throw new CliError(
      `--facing-${arg.flag} is "${facing}": say the armour block this vehicle shows the other (the other aims at it), one of ${BC_DUEL_FACINGS.join(', ')}.`,
      2,
    );
  const shows = facing as BcDuelFacing;
  const stock = /^stock:(.+)$/i.exec(arg.design);
  if (stock) {
    try {
      return stockSide(stock[1]!, settings.cardTypes, shows);
    } catch (e) {
      throw new CliError(`--${arg.flag} ${arg.design}: ${(e as Error).message}`, 2);
    }
  }
  const franchiseId = vehicleFranchise(conn, arg);
  const vehicle = teamView(conn, franchiseId).cars.find((c) => c.vehicleId === Number(arg.design));
  const design = designSchema.safeParse(vehicle?.design);
  const card = design.success ? settings.cardTypes.find((c) => c.id === design.data.cardType) : undefined;
  if (!vehicle || !design.success || !card)
    throw new CliError(`--${arg.flag} ${arg.design}: the vehicle's design or card type cannot be read; fix it on the Players screen.`, 2);
  return { name: design.data.name, design: design.data, card, shows };
}

export const battlecarsDuelCli: DuelCli = {
  duel(conn, a, b, range, turns) {
    const settings = readLeagueSettings(conn) as BattlecarsSettings;
    const sa = sideOf(conn, settings, a);
    const sb = sideOf(conn, settings, b);
    const r = bcDuel({ a: sa, b: sb, range, turns }, settings);
    return duelCliReport({ name: sa.name, facing: sa.shows, weapons: r.weapons.a }, { name: sb.name, facing: sb.shows, weapons: r.weapons.b }, range, r);
  },
  range: { word: 'range', unit: 'points', min: 0, max: 40, whole: true },
  facings: BC_DUEL_FACINGS,
  defaultFacing: DEFAULT_FACING,
  stock: ['stock:car', 'stock:bike', 'stock:ID (any card type of the league, League › Settings)'],
  example: 'league odds duel arena.league --a 1 --b stock:car --range 3 --facing-b front',
};
