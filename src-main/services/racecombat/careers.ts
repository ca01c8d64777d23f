/**
 * The race-combat variant on the core's careers (services/league/careers.ts): a driver's career is his races. A race
 * meeting's result is each driver's place in each race (the core's rounds, entrants the drivers), so his events come
 * from there, one a race: run, won, on the podium (first to third), eliminated (the declared stat `eliminations`,
 * gaps.md #24), and each car he put out at the match table (`race-kill`). A gunner's career is the races he rode in
 * (`race-run`, his car's place) and the cars his shots put out (`race-kill`); the places and eliminations score the
 * driver (the drivers' championship is the drivers'). The core's game per meeting (a win, draw or loss of the team) is
 * not written: a team does not win a race meeting, its drivers place in each race.
 */

/**
 * Who rode as each driver's gunner: the meeting's line-up where it was played at the table, else his car's standing
 * crew as it is recorded (a car built with a gunner, its seat taken).
 */
function gunnersOf(
  conn: LeagueConnection,
  table: ReturnType<typeof rcMeetingTable>,
  drivers: readonly number[],
): Map<number, { gunnerId: number; car: string }> {
  if (table) return table.gunners;
  const out = new Map<number, { gunnerId: number; car: string }>();
  for (const d of new Set(drivers)) {
    const car = vehicleOfPerson(conn, d);
    if (!car) continue;
    const design = statement(conn, `SELECT design FROM vehicles WHERE id = ?`).get(car.id) as { design: string };
    const gunner = (JSON.parse(design.design) as { gunner?: unknown }).gunner === true ? peopleInSlot(conn, [car.id], 'carGunner').get(car.id) : undefined;
    if (gunner !== undefined) out.set(d, { gunnerId: gunner, car: car.name });
  }
  return out;
}
import type { LeagueConnection } from '../../db/connection';
import { peopleInSlot, vehicleOfPerson } from '../league/crew';
import { statement } from '../league/prepared';
import type { CareerHooks } from '../rulesetHooks';
import { rcMeetingTable } from './table';

const ORDINAL = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const rows = statement(
    conn,
    `SELECT mr.number AS race, rr.person_id AS personId, rr.placing AS placing, rr.stats AS stats
         FROM match_rounds mr JOIN round_results rr ON rr.round_id = mr.id
        WHERE mr.match_id = ? AND rr.person_id IS NOT NULL ORDER BY mr.number, rr.id`,
  ).all(matchId) as { race: number; personId: number; placing: number | null; stats: string }[];
  const events: ReturnType<CareerHooks['matchCareer']>['events'] = [];
  // The table, folded once where the meeting was played there: its kills and its line-up's gunners.
  const table = rcMeetingTable(conn, matchId);
  const gunners = gunnersOf(
    conn,
    table,
    rows.map((r) => r.personId),
  );
  for (const r of rows) {
    const car = vehicleOfPerson(conn, r.personId)?.name;
    const stats = JSON.parse(r.stats || '{}') as Record<string, number>;
    const inCar = car ? ` in the ${car}` : '';
    const place = r.placing === null ? 'unplaced' : ORDINAL(r.placing);
    events.push({ competitorId: r.personId, kind: 'race-run', text: `race ${r.race}${inCar}: ${place}.` });
    const gunner = gunners.get(r.personId);
    if (gunner) events.push({ competitorId: gunner.gunnerId, kind: 'race-run', text: `race ${r.race} as the ${gunner.car}'s gunner: ${place}.` });
    if ((stats.eliminations ?? 0) > 0)
      events.push({
        competitorId: r.personId,
        kind: 'race-eliminated',
        text: `eliminated in race ${r.race}${inCar} (lap ${stats.outLap ?? '?'}, turn ${stats.outTurn ?? '?'}).`,
      });
    else if (r.placing === 1) events.push({ competitorId: r.personId, kind: 'race-won', text: `won race ${r.race}${inCar}.` });
    if ((stats.eliminations ?? 0) === 0 && r.placing !== null && r.placing <= 3)
      events.push({ competitorId: r.personId, kind: 'race-podium', text: `${ORDINAL(r.placing)} in race ${r.race}${inCar}: on the podium.` });
  }
  // The cars each driver put out at the table (its events; none when the meeting was recorded without the table).
  events.push(...(table?.events ?? []).filter((e) => e.kind === 'race-kill'));
  return { entrants: [], events };
}

export const racecombatCareers: CareerHooks = {
  // Drivers and gunners both have careers (issue 25): the word for either.
  person: { one: 'driver or gunner', many: 'drivers and gunners' },
  vehicle: 'car',
  stats: [
    { kind: 'race-run', label: 'Races', better: 'more' },
    { kind: 'race-won', label: 'Race wins', better: 'more' },
    { kind: 'race-podium', label: 'Podiums', better: 'more' },
    { kind: 'race-eliminated', label: 'Eliminations', better: 'fewer' },
    { kind: 'race-kill', label: 'Cars put out', better: 'more' },
  ],
  vehicleOf: (conn, competitorId) => vehicleOfPerson(conn, competitorId) ?? null,
  matchCareer,
};
