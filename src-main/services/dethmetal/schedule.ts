/**
 * Dethmetal's part of the league core's schedule (services/league/schedule.ts), as services hooks: only founded
 * franchises are scheduled (gaps.md #59); an event has a road surface, a race or arena kind and heats, kept in
 * `dethmetal_matches` beside the generic row; removing an event lifts the Heart condition strikes rolled for it;
 * Swiss pairs by Dethmetal's own ranking.
 */
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DethmetalEventInput } from '../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { DethmetalMatchDetails, PreMatchView } from '../../../src-shared/ipc/channels/dethmetal/matchDetails';
import type { LeagueConnection } from '../../db/connection';
import { competitors, dethmetalMatches, dethmetalMatchTeams, matches, matchTeams, vehicles } from '../../db/schema';
import { roundsWithCrew } from '../league/crew';
import { ServiceError } from '../errors';
import type { MatchDetails, OwnEventFields, RulesetEvent, SchedulableTeams } from '../rulesetHooks';
import { readSettings } from '../settings';
import { isFounded } from './dethmetalFranchises';
import { heatCrews } from './heatCrews';
import { addDethmetalMatch, type DethmetalEventValues, removeDethmetalMatch, updateDethmetalMatch } from './dethmetalMatches';
import { rankResults, seasonResults } from './ranking';
import { competitorRow, parseDriver, saveDriver } from './records';

/** A match's pre-match rolls as stored (null before they are made). */
export const preMatchOf = (text: string | null): PreMatchView | null => (text ? (JSON.parse(text) as PreMatchView) : null);

export const schedulableFranchises: SchedulableTeams = {
  where: isFounded,
  refused: (id) => `Franchise ${id} does not exist or has not been founded.`,
  noneYet: 'No founded franchise can take part yet.',
};

/** Track surface and race or arena are required; 2 heats unless said (gaps.md #37). `own` is parsed by its schema (engine/dethmetal/event.ts). */
export function eventFields(track: string, own: OwnEventFields): RulesetEvent {
  const input = own as DethmetalEventInput;
  const issues: FieldIssue[] = [];
  if (input.surface === undefined) issues.push({ path: ['surface'], message: 'Say the road surface: asphalt, concrete, dirt, snow or ice.' });
  if (input.kind === undefined) issues.push({ path: ['kind'], message: 'Say whether the event is a race or an arena match.' });
  if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
  const values: DethmetalEventValues = { surface: input.surface!, kind: input.kind!, heats: input.heats ?? 2 };
  return { kind: input.kind!, values, words: `${input.kind} at ${track} (${input.surface})` };
}

export function eventAdded(conn: LeagueConnection, matchId: number, values: object, matchTeamIds: readonly number[]): void {
  addDethmetalMatch(conn, matchId, values as DethmetalEventValues, matchTeamIds);
}

/** Heats may not drop below a heat that already has cars assigned. */
export function eventChanged(conn: LeagueConnection, matchId: number, own: OwnEventFields): void {
  const patch = own as DethmetalEventInput;
  if (patch.heats !== undefined) {
    const beyondRound = roundsWithCrew(conn, matchId).find((r) => r > patch.heats!);
    const beyond = beyondRound === undefined ? undefined : { heat: beyondRound };
    if (beyond) {
      const { number } = conn.db.select({ number: matches.number }).from(matches).where(eq(matches.id, matchId)).get()!;
      const why = `Heat ${beyond.heat} of match ${number} already has cars assigned; assign the teams again in Setup without that heat before cutting the match to ${patch.heats} heat${patch.heats === 1 ? '' : 's'}.`;
      throw ServiceError.conflict(why, [{ path: ['heats'], message: why }]);
    }
  }
  updateDethmetalMatch(conn, matchId, { surface: patch.surface, kind: patch.kind, heats: patch.heats });
}

/** Heart condition strikes are undone with the match they were rolled for; then the match's Dethmetal rows go. */
export function eventRemoved(conn: LeagueConnection, matchId: number): void {
  const row = conn.db.select({ preMatch: dethmetalMatches.preMatch }).from(dethmetalMatches).where(eq(dethmetalMatches.matchId, matchId)).get();
  for (const c of preMatchOf(row?.preMatch ?? null)?.competitors.filter((x) => x.missesMatch) ?? []) {
    const comp = competitorRow(conn, c.id);
    const d = parseDriver(comp);
    saveDriver(conn, comp.id, { ...d, match: { ...d.match, missesMatch: false } }, comp.franchiseId);
  }
  // The strike is lifted, so his career no longer says he missed the match (the event would name a match that is gone).
  conn.sqlite.prepare(`DELETE FROM career_events WHERE match_id = ? AND kind = 'missed-match'`).run(matchId);
  removeDethmetalMatch(conn, matchId);
}

/** Swiss pairs by Dethmetal's own ranking of the season (gaps.md #84's tie-breakers). */
export function pairingOrder(conn: LeagueConnection, seasonNumber: number): number[] {
  return rankResults(conn, seasonResults(conn, seasonNumber)).map((p) => Number(p.team));
}

type Assignment = DethmetalMatchDetails['teams'][number]['assignments'][number];

/** Who sits in which car in each heat of each match, by match and franchise, named: one query for the rows, one for the names. */
function lineUps(conn: LeagueConnection, matchIds: readonly number[]): Map<string, Assignment[]> {
  const rows = matchIds.flatMap((matchId) => heatCrews(conn, matchId).map((c) => ({ ...c, matchId })));
  const people = new Map(
    conn.db
      .select({ id: competitors.id, name: competitors.name })
      .from(competitors)
      .where(inArray(competitors.id, [0, ...rows.flatMap((a) => (a.gunnerId ? [a.driverId, a.gunnerId] : [a.driverId]))]))
      .all()
      .map((c) => [c.id, c.name]),
  );
  const cars = new Map(
    conn.db
      .select({ id: vehicles.id, name: vehicles.name })
      .from(vehicles)
      .where(inArray(vehicles.id, [0, ...rows.map((a) => a.vehicleId)]))
      .all()
      .map((v) => [v.id, v.name]),
  );
  const out = new Map<string, Assignment[]>();
  for (const a of rows) {
    const key = `${a.matchId}:${a.franchiseId}`;
    if (!out.has(key)) out.set(key, []);
    out.get(key)!.push({
      heat: a.heat,
      vehicleId: a.vehicleId,
      vehicle: cars.get(a.vehicleId) ?? `#${a.vehicleId}`,
      driverId: a.driverId,
      driver: people.get(a.driverId) ?? `#${a.driverId}`,
      gunnerId: a.gunnerId,
      gunner: a.gunnerId === null ? null : (people.get(a.gunnerId) ?? `#${a.gunnerId}`),
    });
  }
  return out;
}

/**
 * Each match's Dethmetal part: its event (surface, race or arena, heats) and how the screens name it, the pre-match
 * rolls, and per franchise its race points, prize, win and line-up. A few queries for any number of matches.
 */
export function matchDetails(conn: LeagueConnection, matchIds: readonly number[]): ReadonlyMap<number, MatchDetails> {
  const out = new Map<number, MatchDetails>();
  if (matchIds.length === 0) return out;
  const results = conn.db
    .select({
      matchId: matchTeams.matchId,
      franchiseId: matchTeams.franchiseId,
      won: matchTeams.won,
      points: dethmetalMatchTeams.points,
      prize: dethmetalMatchTeams.prize,
    })
    .from(matchTeams)
    .leftJoin(dethmetalMatchTeams, eq(dethmetalMatchTeams.matchTeamId, matchTeams.id))
    .where(inArray(matchTeams.matchId, [...matchIds]))
    .orderBy(asc(matchTeams.franchiseId))
    .all();
  const seated = lineUps(conn, matchIds);
  for (const m of conn.db
    .select({ ...getTableColumns(dethmetalMatches), track: matches.track })
    .from(dethmetalMatches)
    .innerJoin(matches, eq(matches.id, dethmetalMatches.matchId))
    .where(inArray(dethmetalMatches.matchId, [...matchIds]))
    .all()) {
    const teams = results.filter((r) => r.matchId === m.matchId);
    out.set(m.matchId, {
      kind: m.kind,
      fields: { surface: m.surface, kind: m.kind, heats: m.heats },
      title: `${m.kind === 'race' ? 'Race' : 'Arena'} at ${m.track} (${m.surface})`,
      facts: [`${m.heats} heat${m.heats === 1 ? '' : 's'}`],
      points: new Map(teams.map((t) => [t.franchiseId, t.points ?? null])),
      view: {
        ruleset: 'dethmetal',
        // The column is text; the schedule writes only what the event schema let through.
        surface: m.surface as DethmetalMatchDetails['surface'],
        kind: m.kind,
        heats: m.heats,
        preMatch: preMatchOf(m.preMatch),
        teams: teams.map((t) => ({
          franchiseId: t.franchiseId,
          prize: t.prize ?? null,
          won: t.won,
          assignments: seated.get(`${m.matchId}:${t.franchiseId}`) ?? [],
        })),
      },
    });
  }
  return out;
}

/** House rule “Matches per season”. */
export const seasonLength = (conn: LeagueConnection): number => readSettings(conn).campaign.seasonLength;
