/**
 * The race-combat variant on the core's careers (services/league/careers.ts): a driver's career is his races. A race
 * meeting's result is each driver's place in each race (the core's rounds, entrants the drivers), so his events come
 * from there, one a race: run, won, on the podium (first to third), eliminated (the declared stat `eliminations`,
 * gaps.md #24). The core's game per meeting (a win, draw or loss of the team) is not written: a team does not win a
 * race meeting, its drivers place in each race.
 */
import type { LeagueConnection } from '../../db/connection';
import { vehicleOfPerson } from '../league/crew';
import type { CareerHooks } from '../rulesetHooks';

const ORDINAL = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const rows = conn.sqlite
    .prepare(
      `SELECT mr.number AS race, rr.person_id AS personId, rr.placing AS placing, rr.stats AS stats
         FROM match_rounds mr JOIN round_results rr ON rr.round_id = mr.id
        WHERE mr.match_id = ? AND rr.person_id IS NOT NULL ORDER BY mr.number, rr.id`,
    )
    .all(matchId) as { race: number; personId: number; placing: number | null; stats: string }[];
  const events: ReturnType<CareerHooks['matchCareer']>['events'] = [];
  for (const r of rows) {
    const car = vehicleOfPerson(conn, r.personId)?.name;
    const stats = JSON.parse(r.stats || '{}') as Record<string, number>;
    const inCar = car ? ` in the ${car}` : '';
    const place = r.placing === null ? 'unplaced' : ORDINAL(r.placing);
    events.push({ competitorId: r.personId, kind: 'race-run', text: `race ${r.race}${inCar}: ${place}.` });
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
  return { entrants: [], events };
}

export const racecombatCareers: CareerHooks = {
  person: { one: 'driver', many: 'drivers' },
  vehicle: 'car',
  stats: [
    { kind: 'race-run', label: 'Races', better: 'more' },
    { kind: 'race-won', label: 'Race wins', better: 'more' },
    { kind: 'race-podium', label: 'Podiums', better: 'more' },
    { kind: 'race-eliminated', label: 'Eliminations', better: 'fewer' },
  ],
  vehicleOf: (conn, competitorId) => vehicleOfPerson(conn, competitorId) ?? null,
  matchCareer,
};
