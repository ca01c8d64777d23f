/**
 * Dirty Wheels on the core's careers (services/league/careers.ts): a driver drives one car for good (the team
 * service seats him in it when the car is built and retires him with it), so his career is the car's history too.
 * Who took part and who destroyed whom come from the match's table (its line-up and the folded cards); a match
 * recorded without the table credits the game to every car the team fields, and no kills (none were kept per car).
 */
import type { LeagueConnection } from '../../db/connection';
import { peopleInSlot, vehicleOfPerson } from '../league/crew';
import { teamIds } from '../league/schedule';
import type { CareerEntrant, CareerHooks } from '../rulesetHooks';
import { dwTableState, readTableEvents } from './table';
import { matchRow } from '../league/schedule';

/** The driver seated in each car (the core's standing crew), whatever his status now (a removed car keeps its driver). */
function driverOfCar(conn: LeagueConnection, vehicleId: number): number | undefined {
  return peopleInSlot(conn, [vehicleId], 'driver').get(vehicleId);
}

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const m = matchRow(conn, matchId);
  const entrants: CareerEntrant[] = [];
  const events: ReturnType<CareerHooks['matchCareer']>['events'] = [];
  if (readTableEvents(conn, matchId, m.number).length === 0) {
    // No table: the cars each team fields now took part; nothing is known of kills per car.
    const cars = conn.sqlite
      .prepare(
        `SELECT v.id AS id, v.name AS name, v.franchise_id AS franchiseId FROM vehicles v
          WHERE v.status = 'active' AND v.franchise_id IN (SELECT franchise_id FROM match_teams WHERE match_id = ?) ORDER BY v.id`,
      )
      .all(matchId) as { id: number; name: string; franchiseId: number }[];
    for (const c of cars) {
      const competitorId = driverOfCar(conn, c.id);
      if (competitorId !== undefined) entrants.push({ competitorId, franchiseId: c.franchiseId, role: `drove the ${c.name} (recorded without the table)` });
    }
    return { entrants, events };
  }
  const state = dwTableState(conn, matchId);
  const cars = new Map(state.teams.flatMap((t) => t.cars.map((c) => [c.vehicleId, { ...c, team: t.name }] as const)));
  const teams = new Set(teamIds(conn, matchId));
  for (const c of cars.values()) {
    const competitorId = driverOfCar(conn, c.vehicleId);
    if (competitorId === undefined || !teams.has(c.franchiseId)) continue;
    entrants.push({ competitorId, franchiseId: c.franchiseId, role: `drove the ${c.name}` });
    if (!c.card.destroyed) continue;
    const killer = c.card.destroyedBy === null ? undefined : cars.get(Number(c.card.destroyedBy));
    // The card credits no kill for a car that destroyed itself (card.ts `destroy`): neither does the career.
    if (killer && killer.vehicleId !== c.vehicleId) {
      const killerDriver = driverOfCar(conn, killer.vehicleId);
      if (killerDriver !== undefined)
        events.push({ competitorId: killerDriver, kind: 'kill', text: `destroyed the ${c.name} (${c.team}) with the ${killer.name}.` });
      events.push({ competitorId, kind: 'destroyed', text: `the ${c.name} was destroyed by the ${killer.name} (${killer.team}).` });
    } else events.push({ competitorId, kind: 'destroyed', text: `the ${c.name} was destroyed.` });
  }
  return { entrants, events };
}

export const dirtyWheelsCareers: CareerHooks = {
  person: { one: 'driver', many: 'drivers' },
  vehicle: 'car',
  stats: [
    { kind: 'kill', label: 'Kills', better: 'more' },
    { kind: 'destroyed', label: 'Destroyed', better: 'fewer' },
  ],
  vehicleOf: (conn, competitorId) => vehicleOfPerson(conn, competitorId) ?? null,
  matchCareer,
};
