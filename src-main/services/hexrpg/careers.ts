/**
 * The hex RPG on the core's careers (services/league/careers.ts). A session has no win, draw or loss (gaps.md #19), so
 * the core's game kinds would count every session as a loss: each character of a gang in the session gets the
 * ruleset's own `hexrpg-session` event instead (the core writes no game for it), and a character whose condition says
 * dead, and who has not died before, a `hexrpg-died`. Kills are the gang's recorded stat; a character's own kills come
 * from the match table, which knows who hit whom (`hexrpg-kill`, written by it).
 */
import { characterSchema } from '../../../src-shared/engine/hexrpg';
import type { LeagueConnection } from '../../db/connection';
import { vehicleOfPerson } from '../league/crew';
import type { CareerHooks } from '../rulesetHooks';

function matchCareer(conn: LeagueConnection, matchId: number): ReturnType<CareerHooks['matchCareer']> {
  const rows = conn.sqlite
    .prepare(
      `SELECT c.id AS id, c.name AS name, c.record AS record, f.name AS team,
              EXISTS (SELECT 1 FROM career_events e WHERE e.competitor_id = c.id AND e.kind = 'hexrpg-died') AS diedBefore
         FROM match_teams mt JOIN competitors c ON c.franchise_id = mt.franchise_id AND c.status = 'active'
         JOIN franchises f ON f.id = mt.franchise_id
        WHERE mt.match_id = ? ORDER BY mt.id, c.id`,
    )
    .all(matchId) as { id: number; name: string; record: string; team: string; diedBefore: number }[];
  const events: ReturnType<CareerHooks['matchCareer']>['events'] = [];
  for (const r of rows) {
    if (r.diedBefore) continue;
    const c = characterSchema.parse(JSON.parse(r.record));
    events.push({ competitorId: r.id, kind: 'hexrpg-session', text: `played the session for ${r.team}.` });
    if (c.condition.dead) events.push({ competitorId: r.id, kind: 'hexrpg-died', text: `${r.name} died.` });
  }
  return { entrants: [], events };
}

export const hexrpgCareers: CareerHooks = {
  person: { one: 'character', many: 'characters' },
  vehicle: 'vehicle',
  stats: [
    { kind: 'hexrpg-session', label: 'Sessions', better: 'more' },
    { kind: 'hexrpg-kill', label: 'Kills', better: 'more' },
    { kind: 'hexrpg-died', label: 'Died', better: 'fewer' },
  ],
  vehicleOf: (conn, competitorId) => vehicleOfPerson(conn, competitorId) ?? null,
  matchCareer,
};
