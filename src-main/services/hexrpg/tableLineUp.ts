/**
 * The gangs of a hex RPG session as it starts: every gang of the match with its active characters (each read by the
 * ruleset's character schema) and its active vehicles (by its vehicle schema), each character where his standing crew
 * seats him (a slot of the declaration: a driver's or a passenger's) or on foot, each with the hit points his condition
 * leaves him (what earlier sessions took, less what was healed and repaired between them); the dead and the destroyed
 * stay home. The table stores this line-up in its
 * first event, so an edit of a sheet after the session started does not rewrite it.
 */
import { characterSchema, deriveVehicle, type HexrpgSettings, type table as hx, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { statement } from '../league/prepared';
import { teamIds } from '../league/schedule';

const refuse = (message: string, what: string) => ServiceError.conflict(message, [{ path: ['matchId'], message: what }]);

/** A slot id of the declaration (`carDriver`, `warcarPassengers`, `bikeDriver`) as a seat. */
const seatOf = (slot: string): 'driver' | 'passenger' => (/Driver$/.test(slot) ? 'driver' : 'passenger');

export function lineUp(conn: LeagueConnection, matchId: number, matchNumber: number, settings: HexrpgSettings): hx.HxStart {
  const gangs = teamIds(conn, matchId);
  if (!gangs.length) throw refuse(`Session ${matchNumber} has no gangs: add them to the session first.`, 'No gangs');
  const people: hx.HxStart['people'] = [];
  const vehicles: hx.HxStart['vehicles'] = [];
  for (const franchiseId of gangs) {
    const gang = statement(conn, `SELECT name FROM franchises WHERE id = ?`).get(franchiseId) as { name: string };
    const vs = statement(conn, `SELECT id, design FROM vehicles WHERE franchise_id = ? AND status = 'active' ORDER BY id`).all(franchiseId) as {
      id: number;
      design: string;
    }[];
    for (const v of vs) {
      const parsed = vehicleSchema.safeParse(JSON.parse(v.design));
      if (!parsed.success) throw refuse(`${gang.name}'s vehicle ${v.id} has a design the rules cannot read; fix it first.`, `Vehicle ${v.id} is unreadable`);
      // What earlier sessions left on it (its condition, healed and repaired between sessions): a destroyed vehicle stays home.
      if (parsed.data.condition.destroyed) continue;
      vehicles.push({
        vehicleId: v.id,
        franchiseId,
        vehicle: parsed.data,
        hp: Math.max(0, deriveVehicle(parsed.data, settings).hp - parsed.data.condition.damage),
      });
    }
    const ps = statement(
      conn,
      `SELECT p.id, p.record, c.vehicle_id AS vehicleId, c.slot FROM competitors p LEFT JOIN crew c ON c.person_id = p.id
        WHERE p.franchise_id = ? AND p.status = 'active' ORDER BY p.id`,
    ).all(franchiseId) as { id: number; record: string; vehicleId: number | null; slot: string | null }[];
    for (const p of ps) {
      const parsed = characterSchema.safeParse(JSON.parse(p.record));
      if (!parsed.success) throw refuse(`${gang.name}'s character ${p.id} has a sheet the rules cannot read; fix it first.`, `Character ${p.id} is unreadable`);
      if (parsed.data.condition.dead) continue;
      // A seat in a vehicle the gang no longer fields (sold, destroyed) is on foot.
      const seated = p.vehicleId !== null && vehicles.some((v) => v.vehicleId === p.vehicleId);
      people.push({
        personId: p.id,
        franchiseId,
        character: parsed.data,
        hp: Math.max(0, parsed.data.musc - parsed.data.condition.damage),
        in: seated ? p.vehicleId : null,
        seat: seated && p.slot ? seatOf(p.slot) : null,
      });
    }
  }
  if (!people.length) throw refuse(`No gang of session ${matchNumber} has a character: build one first.`, 'No characters');
  return { t: 'start', gangs, people, vehicles };
}
