/**
 * The vehicles of a battlecars match as the game starts: every player of the match with his active vehicles, each
 * checked by the ruleset's design schema and read with the league's card type it names, and the driver seated in it
 * (any of the declaration's slots: a car's driver, a bike's rider). The table stores this line-up in its first event,
 * so a refit, a new card type or a new driver after the game started does not rewrite the game.
 */
import { type CardType, designSchema, type table as bc } from '../../../src-shared/engine/battlecars';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { teamIds } from '../league/schedule';
import { statement } from '../league/prepared';

const refuse = (message: string, what: string) => ServiceError.conflict(message, [{ path: ['matchId'], message: what }]);

/** The players' vehicles as they stand now; a player without a vehicle or a driver, or a vehicle the rules cannot read, is named. */
export function lineUp(conn: LeagueConnection, matchId: number, matchNumber: number, cardTypes: readonly CardType[]): bc.BcStartVehicle[] {
  const out: bc.BcStartVehicle[] = [];
  const players = teamIds(conn, matchId);
  if (players.length < 2)
    throw refuse(`Match ${matchNumber} has ${players.length} player${players.length === 1 ? '' : 's'}: a game is 2 to 4 (Setting up).`, 'Too few players');
  for (const franchiseId of players) {
    const team = statement(conn, `SELECT name FROM franchises WHERE id = ?`).get(franchiseId) as { name: string };
    const rows = statement(
      conn,
      `SELECT v.id AS vehicleId, v.design AS design, c.person_id AS personId, p.name AS driverName
         FROM vehicles v LEFT JOIN crew c ON c.vehicle_id = v.id LEFT JOIN competitors p ON p.id = c.person_id
        WHERE v.franchise_id = ? AND v.status = 'active' ORDER BY v.id, c.id`,
    ).all(franchiseId) as { vehicleId: number; design: string; personId: number | null; driverName: string | null }[];
    const seen = new Set<number>();
    for (const r of rows) {
      if (seen.has(r.vehicleId)) continue;
      seen.add(r.vehicleId);
      const design = designSchema.safeParse(JSON.parse(r.design));
      if (!design.success)
        throw refuse(
          `${team.name}'s vehicle ${r.vehicleId} has a design the rules cannot read; fix it in the garage first.`,
          `Vehicle ${r.vehicleId} is unreadable`,
        );
      const card = cardTypes.find((c) => c.id === design.data.cardType);
      if (!card)
        throw refuse(
          `${team.name}'s ${design.data.name} is a “${design.data.cardType}”, which is not one of the league's card types (${cardTypes.map((c) => c.id).join(', ')}) (Vehicle cards, gaps.md #4).`,
          `Vehicle ${r.vehicleId} has no card type`,
        );
      if (r.personId === null || r.driverName === null)
        throw refuse(`${team.name}'s ${design.data.name} has no driver: seat one before match ${matchNumber} starts.`, `Vehicle ${r.vehicleId} has no driver`);
      out.push({ vehicleId: r.vehicleId, franchiseId, name: design.data.name, driverName: r.driverName, competitorId: r.personId, design: design.data, card });
    }
    if (!seen.size) throw refuse(`${team.name} fields no vehicle: build one before match ${matchNumber} starts.`, `${team.name} has no vehicle`);
  }
  return out;
}
