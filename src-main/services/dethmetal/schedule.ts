/**
 * Dethmetal's part of the league core's schedule (services/league/schedule.ts), as services hooks: only founded
 * franchises are scheduled (gaps.md #59); an event has a road surface, a race or arena kind and heats, kept in
 * `dethmetal_matches` beside the generic row; removing an event lifts the Heart condition strikes rolled for it;
 * Swiss pairs by Dethmetal's own ranking.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { PreMatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { LeagueConnection } from '../../db/connection';
import { dethmetalMatches, dethmetalMatchTeams, matchTeams } from '../../db/schema';
import { ServiceError } from '../errors';
import type { EventFieldsInput, MatchDetails, RulesetEvent, SchedulableTeams } from '../rulesetHooks';
import { readSettings } from '../settings';
import { isFounded } from './dethmetalFranchises';
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

/** Track surface and race or arena are required; 2 heats unless said. */
export function eventFields(input: EventFieldsInput): RulesetEvent {
  const issues: FieldIssue[] = [];
  if (input.surface === undefined) issues.push({ path: ['surface'], message: 'Say the road surface: asphalt, concrete, dirt, snow or ice.' });
  if (input.kind === undefined) issues.push({ path: ['kind'], message: 'Say whether the event is a race or an arena match.' });
  if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
  const values: DethmetalEventValues = { surface: input.surface!, kind: input.kind!, heats: input.heats ?? 2 };
  return { kind: input.kind!, values, words: `${input.kind} at ${input.track} (${input.surface})` };
}

export function eventAdded(conn: LeagueConnection, matchId: number, values: object, matchTeamIds: readonly number[]): void {
  addDethmetalMatch(conn, matchId, values as DethmetalEventValues, matchTeamIds);
}

export function eventChanged(conn: LeagueConnection, matchId: number, patch: Partial<EventFieldsInput>): void {
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

/** Surface, heats and pre-match rolls of each match, and each team's race points and prize: two queries for any number of matches. */
export function matchDetails(conn: LeagueConnection, matchIds: readonly number[]): ReadonlyMap<number, MatchDetails> {
  const out = new Map<number, MatchDetails & { teams: Map<number, { points: number | null; prize: number | null }> }>();
  if (matchIds.length === 0) return out;
  for (const m of conn.db
    .select()
    .from(dethmetalMatches)
    .where(inArray(dethmetalMatches.matchId, [...matchIds]))
    .all())
    out.set(m.matchId, { surface: m.surface, kind: m.kind, heats: m.heats, preMatch: preMatchOf(m.preMatch), teams: new Map() });
  const results = conn.db
    .select({ matchId: matchTeams.matchId, franchiseId: matchTeams.franchiseId, points: dethmetalMatchTeams.points, prize: dethmetalMatchTeams.prize })
    .from(matchTeams)
    .innerJoin(dethmetalMatchTeams, eq(dethmetalMatchTeams.matchTeamId, matchTeams.id))
    .where(inArray(matchTeams.matchId, [...matchIds]))
    .all();
  for (const r of results) out.get(r.matchId)?.teams.set(r.franchiseId, { points: r.points, prize: r.prize });
  return out;
}

/** House rule “Matches per season”. */
export const seasonLength = (conn: LeagueConnection): number => readSettings(conn).campaign.seasonLength;
