/**
 * The standings table a Dethmetal league's exports print (exports/standings reaches it through the registry), adapted
 * from the campaign's standings service (the one place standings are computed: season points = summed match points,
 * gaps.md #38; places after the league's tie-breakers with what decided each, #84). Competitors are ranked by points
 * ("1, 1, 3", #77); the owner comes from the franchise record.
 */
import { campaign } from '../../../src-shared/engine/dethmetal';
import type { StandingsScope, StandingsTable } from '../../../src-shared/exports/standings';
import type { LeagueConnection } from '../../db/connection';
import { standings } from './standings';

export function standingsExport(conn: LeagueConnection, scope: StandingsScope): StandingsTable {
  const s = standings(conn, scope.kind === 'season' ? { season: scope.season, allTime: false } : { allTime: true });
  const league = (conn.sqlite.prepare('SELECT name FROM league WHERE id = 1').get() as { name: string }).name;
  const owner = conn.sqlite.prepare('SELECT owner FROM franchises WHERE id = ?');
  const places = campaign.standingPlaces(s.competitors.map((c) => ({ team: String(c.competitorId), points: c.points })));
  return {
    league,
    scope,
    franchises: s.franchises.map((f) => ({
      place: f.place,
      franchise: f.franchise,
      owner: (owner.get(f.franchiseId) as { owner: string } | undefined)?.owner ?? '',
      matches: f.matches,
      wins: f.wins,
      points: f.points,
      decidedBy: campaign.DECIDED_BY_LABEL[f.decidedBy],
    })),
    competitors: s.competitors.map((c) => ({
      place: places.get(String(c.competitorId))!,
      competitor: c.name,
      franchise: c.franchise,
      matches: c.matches,
      points: c.points,
      criticals: c.criticals,
      xp: c.xp,
      level: c.level,
    })),
  };
}
