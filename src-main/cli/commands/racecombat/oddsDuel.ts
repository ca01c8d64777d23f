/**
 * Race combat's part of `league odds duel` (issue 23, gaps.md #33): two cars of the league's teams (by vehicle id) or
 * the stock car (`stock:new-car`: the Teams screen's new car, nothing bought), at a range in inches, each with the
 * other car in one of its arcs (front, left, right, rear); through the engine's `rcDuel`. Like the team page's duel
 * card, it sets each car's gear (`--gear-a`, `--gear-b`; 3rd by default, `RC_DUEL_GEAR`: no to-hit modifier) and who
 * fires first each turn (`--first`: both at once by default).
 */
import {
  designSchema,
  FACINGS,
  type Facing,
  GEARS,
  RC_DUEL_FIRST,
  RC_DUEL_GEAR,
  type RcDuelFirst,
  RC_STOCK,
  type RacecombatSettings,
  rcDuel,
  rcStockDesign,
} from '../../../../src-shared/engine/racecombat';
import type { LeagueConnection } from '../../../db/connection';
import { readLeagueSettings } from '../../../services/settings';
import { teamView } from '../../../services/teams';
import { CliError } from '../../kit';
import { vehicleFranchise } from '../oddsDuelKit';
import { type DuelCli, duelCliReport, type DuelSideArg } from '../oddsKit';

const STOCK = `stock:${RC_STOCK.key}`;
const GEAR_VALUES = GEARS.map(String);

function sideOf(conn: LeagueConnection, arg: DuelSideArg, settings: RacecombatSettings, gear: number) {
  const arc = (arg.facing ?? 'front') as Facing;
  if (!FACINGS.includes(arc))
    throw new CliError(`--facing-${arg.flag} is "${arg.facing}": the arc of this car the other car is in is one of ${FACINGS.join(', ')}.`, 2);
  const stock = /^stock:(.+)$/i.exec(arg.design);
  if (stock) {
    if (stock[1]!.toLowerCase() !== RC_STOCK.key) throw new CliError(`--${arg.flag} ${arg.design}: there is no stock ${stock[1]}; the stock car: ${STOCK}.`, 2);
    return { name: RC_STOCK.name, design: rcStockDesign(settings), arc, gear };
  }
  const franchiseId = vehicleFranchise(conn, arg);
  const car = teamView(conn, franchiseId).cars.find((c) => c.vehicleId === Number(arg.design));
  const design = designSchema.safeParse(car?.design);
  if (!car || !design.success) throw new CliError(`--${arg.flag} ${arg.design}: the car's design cannot be read; fix it on the Teams screen.`, 2);
  return { name: design.data.name, design: design.data, arc, gear };
}

export const racecombatDuelCli: DuelCli = {
  duel(conn, a, b, range, turns, options) {
    const settings = readLeagueSettings(conn) as RacecombatSettings;
    const sa = sideOf(conn, a, settings, Number(options['gear-a']));
    const sb = sideOf(conn, b, settings, Number(options['gear-b']));
    const r = rcDuel({ a: sa, b: sb, rangeInches: range, turns, first: options.first as RcDuelFirst }, settings);
    return duelCliReport({ name: sa.name, facing: sa.arc, weapons: r.weapons.a }, { name: sb.name, facing: sb.arc, weapons: r.weapons.b }, range, r);
  },
  // More than 0 inches as the table takes it; a whole duel under an inch is the adjoining square, which it leaves out.
  range: { word: 'range', unit: 'inches', min: 1, max: 48, whole: false },
  options: [
    ...(['a', 'b'] as const).map((side) => ({
      flag: `gear-${side}`,
      help: `the gear car ${side.toUpperCase()} holds`,
      values: GEAR_VALUES,
      default: String(RC_DUEL_GEAR),
    })),
    { flag: 'first', help: 'who fires first each turn: both at once, or car a or b, then the other if still racing', values: RC_DUEL_FIRST, default: 'both' },
  ],
  facings: FACINGS,
  defaultFacing: 'front',
  stock: [STOCK],
  example: 'league odds duel race.league --a 1 --b 3 --range 6 --facing-b rear',
};
