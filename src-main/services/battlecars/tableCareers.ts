/**
 * Battlecars on the core's careers (services/league/careers.ts): who took part in a game and what the table says they
 * did there. Each player's driver drove the vehicle he started in (the table's line-up); a driver killed by another
 * player is a `driver-killed` event of that player's driver, a vehicle wrecked by another player a `vehicle-wrecked`
 * one (the results' kills and wrecks, gaps.md #23). A game recorded without the table credits it to the driver
 * seated in each vehicle the players field, with nothing known of kills or wrecks.
 */
import type { LeagueConnection } from '../../db/connection';
import { vehicleOfPerson } from '../league/crew';
import { statement } from '../league/prepared';
import type { CareerEntrant, CareerHooks } from '../rulesetHooks';
import { bcFolded } from './table';

type Events = ReturnType<CareerHooks['matchCareer']>['events'];

function withoutTable(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const rows = statement(
    conn,
    `SELECT v.name AS name, v.franchise_id AS franchiseId, c.person_id AS competitorId FROM vehicles v JOIN crew c ON c.vehicle_id = v.id
      WHERE v.status = 'active' AND v.franchise_id IN (SELECT franchise_id FROM match_teams WHERE match_id = ?) ORDER BY v.id, c.id`,
  ).all(matchId) as { name: string; franchiseId: number; competitorId: number }[];
  return { entrants: rows.map((r) => ({ ...r, role: `drove the ${r.name} (recorded without the table)` })), events: [] };
}

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const { state: now, events: stored } = bcFolded(conn, matchId);
  if (stored.length === 0) return withoutTable(conn, matchId);
  const start = [...now.start.values()];
  const team = (franchiseId: number) => (statement(conn, `SELECT name FROM franchises WHERE id = ?`).get(franchiseId) as { name: string } | undefined)?.name;
  // A player's driver: the one who started in his (first) vehicle.
  const driverOf = (franchiseId: number) => start.find((s) => s.franchiseId === franchiseId && s.competitorId !== null)?.competitorId ?? undefined;
  const entrants: CareerEntrant[] = start.flatMap((s) =>
    s.competitorId === null ? [] : [{ competitorId: s.competitorId, franchiseId: s.franchiseId, role: `drove the ${s.name}` }],
  );
  const events: Events = [];
  for (const d of now.drivers.values()) {
    const victim = now.start.get(d.driver)!;
    const killer = d.killedBy === null ? undefined : driverOf(d.killedBy);
    if (d.status === 'dead' && killer !== undefined)
      events.push({ competitorId: killer, kind: 'driver-killed', text: `killed ${victim.driverName} (${team(victim.franchiseId)}).` });
  }
  for (const v of now.vehicles.values()) {
    const wreck = now.start.get(v.vehicleId)!;
    const by = v.wrecked && v.wreckedBy !== null ? driverOf(v.wreckedBy) : undefined;
    if (by !== undefined) events.push({ competitorId: by, kind: 'vehicle-wrecked', text: `wrecked the ${wreck.name} (${team(wreck.franchiseId)}).` });
  }
  return { entrants, events };
}

export const battlecarsCareers: CareerHooks = {
  person: { one: 'driver', many: 'drivers' },
  vehicle: 'vehicle',
  stats: [
    { kind: 'driver-killed', label: 'Drivers killed', better: 'more' },
    { kind: 'vehicle-wrecked', label: 'Vehicles wrecked', better: 'more' },
  ],
  vehicleOf: (conn, competitorId) => vehicleOfPerson(conn, competitorId) ?? null,
  matchCareer,
};
