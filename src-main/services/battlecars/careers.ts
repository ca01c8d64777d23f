/**
 * Battlecars on the core's careers (services/league/careers.ts): a driver drives his player's one vehicle for good
 * (the team builder seats him in it and retires him with it), so his career is the vehicle's history too. Each game
 * counts for the driver of every player in it (the core writes the win, draw or loss from the placing), and the
 * player's recorded stats become his events: each kill an enemy driver killed (`driver-killed`), each wreck an enemy
 * vehicle wrecked (`vehicle-wrecked`); gaps.md #23.
 */
import type { LeagueConnection } from '../../db/connection';
import { peopleInSlot, vehicleOfPerson } from '../league/crew';
import type { CareerEntrant, CareerHooks } from '../rulesetHooks';

const STAT_EVENTS = [
  { stat: 'kills', kind: 'driver-killed', one: 'killed an enemy driver' },
  { stat: 'wrecks', kind: 'vehicle-wrecked', one: 'wrecked an enemy vehicle' },
] as const;

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const rows = conn.sqlite
    .prepare(
      `SELECT v.id AS vehicleId, v.name AS name, mt.franchise_id AS franchiseId, mt.stats AS stats
         FROM match_teams mt JOIN vehicles v ON v.franchise_id = mt.franchise_id AND v.status = 'active'
        WHERE mt.match_id = ? ORDER BY mt.id, v.id`,
    )
    .all(matchId) as { vehicleId: number; name: string; franchiseId: number; stats: string | null }[];
  const drivers = peopleInSlot(
    conn,
    rows.map((r) => r.vehicleId),
    'driver',
  );
  const entrants: CareerEntrant[] = [];
  const events: ReturnType<CareerHooks['matchCareer']>['events'] = [];
  for (const r of rows) {
    const competitorId = drivers.get(r.vehicleId);
    if (competitorId === undefined) continue;
    entrants.push({ competitorId, franchiseId: r.franchiseId, role: `drove the ${r.name}` });
    const stats = (r.stats ? JSON.parse(r.stats) : {}) as Record<string, unknown>;
    for (const s of STAT_EVENTS) {
      const n = Number(stats[s.stat] ?? 0);
      for (let i = 0; i < n; i++) events.push({ competitorId, kind: s.kind, text: `${s.one} with the ${r.name}${n > 1 ? ` (${i + 1} of ${n})` : ''}.` });
    }
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
