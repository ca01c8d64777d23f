/**
 * The standings export of a league on the league core (any ruleset without its own `exportStandings`): the teams'
 * table as `standings.league` ranks it (a closed season's final table, roll-offs included) and, where the ruleset
 * keeps careers, its people's games, results and stats over the same scope, and its entrants' championship where it
 * keeps one (the same `standings.league` answer's `entrants`).
 */
import { breakerLabel } from '../../../src-shared/engine/breakerWords';
import type { CoreStandingsTable, StandingsScope } from '../../../src-shared/exports/standings';
import type { LeagueConnection } from '../../db/connection';
import { careerTable } from '../../services/league/careers';
import { leagueStandings } from '../../services/league/standings';
import { leagueServices } from '../../services/rulesets';
import { leagueRuleset } from '../../services/settings';

export function coreStandingsTable(conn: LeagueConnection, scope: StandingsScope): CoreStandingsTable {
  const ruleset = leagueRuleset(conn);
  const which = scope.kind === 'season' ? { season: scope.season, allTime: false } : { allTime: true };
  const s = leagueStandings(conn, which);
  const careers = leagueServices(conn).careers;
  const people = careers ? careerTable(conn, which) : null;
  const league = (conn.sqlite.prepare('SELECT name FROM league WHERE id = 1').get() as { name: string }).name;
  // A stat's column says what the ruleset's declaration calls it.
  const statColumns = s.statKeys.map((k) => ({ key: k, label: ruleset.declaration.stats.find((d) => d.key === k)?.label ?? k }));
  const personStats = people?.columns.filter((c) => !['games', 'wins', 'draws', 'losses'].includes(c.key)) ?? [];
  return {
    league,
    ruleset: { id: ruleset.id, name: ruleset.name },
    scope,
    people: careers?.person ?? { one: 'person', many: 'people' },
    vehicle: careers?.vehicle ?? null,
    teamStats: statColumns,
    personStats,
    teams: s.rows.map((r) => ({
      place: r.rank,
      team: r.franchise,
      played: r.played,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      points: r.points,
      stats: r.stats,
      decidedBy: r.decidedBy === null ? null : breakerLabel(r.decidedBy),
    })),
    persons: (people?.rows ?? []).map((r) => ({
      place: r.place,
      person: r.name,
      team: r.team,
      vehicle: r.vehicle?.name ?? null,
      games: r.counts.games ?? 0,
      wins: r.counts.wins ?? 0,
      draws: r.counts.draws ?? 0,
      losses: r.counts.losses ?? 0,
      stats: Object.fromEntries(personStats.map((c) => [c.key, r.counts[c.key] ?? 0])),
    })),
    ...(s.entrants
      ? {
          entrants: {
            words: s.entrants.words,
            stats: statColumns,
            rows: s.entrants.rows.map((r) => ({
              place: r.rank,
              entrant: r.entrant,
              team: r.franchise,
              played: r.played,
              wins: r.wins,
              points: r.points,
              stats: r.stats,
              decidedBy: r.decidedBy === null ? null : breakerLabel(r.decidedBy),
            })),
          },
        }
      : {}),
  };
}
