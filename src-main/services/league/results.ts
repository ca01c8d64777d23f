/**
 * Results of a league without a campaign layer (issue 12's generic core): per team of a match of 2..N teams a win,
 * draw or loss (or a placing, for a ruleset scoring by placings) and the ruleset's stats, recorded in one operation
 * (one undo). The preview runs the same checks and shows the season's table with the result in; nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import type { MatchResultInput, StandingsConfig } from '../../../src-shared/engine/core/standings';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { OutcomeInput, OutcomePreview } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { franchises, matches, matchTeams, seasons } from '../../db/schema';
import { matchRow, matchView, teamIds } from './schedule';
import { ServiceError } from '../errors';
import { runOperation } from '../operation';
import { requireCore, standingsConfig } from './layer';
import { leagueResults, leagueTable, statKeys } from './standings';
import { recordMatchCareers } from './careers';

const NOT_HERE = 'record it with match.record (`league match record`), which runs the post-match sequence.';

function teamName(conn: LeagueConnection, id: number): string {
  return conn.db.select({ name: franchises.name }).from(franchises).where(eq(franchises.id, id)).get()?.name ?? `franchise ${id}`;
}

/** What the scoring needs of each team, checked together: one winner at most, no draw beside a winner, placings in range. */
function scoringIssues(conn: LeagueConnection, input: OutcomeInput, config: StandingsConfig, number: number): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = (i: number, field: string) => ['teams', i, field];
  const n = input.teams.length;
  if (config.scoring.kind === 'wdl') {
    input.teams.forEach((t, i) => {
      if (!t.outcome) issues.push({ path: at(i, 'outcome'), message: `${teamName(conn, t.franchiseId)} needs a win, draw or loss.` });
      if (t.placing !== undefined) issues.push({ path: at(i, 'placing'), message: 'This league scores win/draw/loss, not placings.' });
    });
    if (issues.length) return issues;
    const wins = input.teams.flatMap((t, i) => (t.outcome === 'win' ? [i] : []));
    const draws = input.teams.flatMap((t, i) => (t.outcome === 'draw' ? [i] : []));
    if (wins.length > 1)
      issues.push({
        path: at(wins[1]!, 'outcome'),
        message: `Match ${number} has one winner at most; ${wins.map((i) => teamName(conn, input.teams[i]!.franchiseId)).join(' and ')} are both marked as winning.`,
      });
    else if (wins.length === 1 && draws.length)
      issues.push({ path: at(draws[0]!, 'outcome'), message: `Match ${number} has a winner, so nobody drew: mark the others as losses.` });
    else if (wins.length === 0 && draws.length < 2)
      issues.push({ path: at(draws[0] ?? 0, 'outcome'), message: `Match ${number} has no winner, so at least two teams drew it.` });
    return issues;
  }
  if (config.scoring.kind === 'placings') {
    input.teams.forEach((t, i) => {
      if (t.placing === undefined) issues.push({ path: at(i, 'placing'), message: `${teamName(conn, t.franchiseId)} needs a placing (1 to ${n}).` });
      else if (t.placing > n) issues.push({ path: at(i, 'placing'), message: `A match of ${n} teams has placings 1 to ${n}; ${t.placing} is out of range.` });
      if (t.outcome !== undefined) issues.push({ path: at(i, 'outcome'), message: 'This league scores placings, not win/draw/loss.' });
    });
    if (!issues.length && !input.teams.some((t) => t.placing === 1)) issues.push({ path: at(0, 'placing'), message: `Match ${number} needs a first place.` });
  }
  return issues;
}

/** The match, its teams and the result as the core reads it; every problem at once, with its field path. */
function checked(conn: LeagueConnection, input: OutcomeInput): { number: number; result: MatchResultInput; config: StandingsConfig; seasonNumber: number } {
  requireCore(conn, 'record a bare outcome', NOT_HERE);
  const row = matchRow(conn, input.matchId);
  if (row.status === 'recorded')
    throw ServiceError.conflict(`Match ${row.number} has already been recorded; undo that recording to change it.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  const config = standingsConfig(conn);
  const playing = teamIds(conn, row.id);
  const issues: FieldIssue[] = [];
  const given = input.teams.map((t) => t.franchiseId);
  const allowed = statKeys(conn);
  input.teams.forEach((t, i) => {
    if (!playing.includes(t.franchiseId))
      issues.push({ path: ['teams', i, 'franchiseId'], message: `${teamName(conn, t.franchiseId)} is not taking part in match ${row.number}.` });
    else if (given.indexOf(t.franchiseId) !== i)
      issues.push({ path: ['teams', i, 'franchiseId'], message: `${teamName(conn, t.franchiseId)} is listed twice.` });
    for (const key of Object.keys(t.stats))
      if (!allowed.includes(key))
        issues.push({
          path: ['teams', i, 'stats', key],
          message: `This league keeps ${allowed.length ? allowed.join(', ') : 'no stats'}; there is no stat “${key}”.`,
        });
  });
  const missing = playing.filter((id) => !given.includes(id));
  if (missing.length)
    issues.push({
      path: ['teams'],
      message: `Every team of match ${row.number} needs a result; missing: ${missing.map((id) => teamName(conn, id)).join(', ')}.`,
    });
  if (!issues.length) issues.push(...scoringIssues(conn, input, config, row.number));
  if (issues.length)
    throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The result has ${issues.length} problems: ${issues[0]!.message}`, issues);
  const seasonNumber = conn.db.select({ number: seasons.number }).from(seasons).where(eq(seasons.id, row.seasonId)).get()!.number;
  const result: MatchResultInput = {
    matchId: row.id,
    teams: input.teams.map((t) => ({
      teamId: t.franchiseId,
      ...(t.outcome ? { outcome: t.outcome } : {}),
      ...(t.placing === undefined ? {} : { placing: t.placing }),
      stats: t.stats,
    })),
  };
  return { number: row.number, result, config, seasonNumber };
}

export function previewOutcome(conn: LeagueConnection, input: OutcomeInput): OutcomePreview {
  const { result, config, seasonNumber } = checked(conn, input);
  const before = matchView(conn, matchRow(conn, input.matchId));
  const rows = leagueTable(conn, [...leagueResults(conn, seasonNumber), result], config);
  const seasonsList = conn.db
    .select({ number: seasons.number })
    .from(seasons)
    .all()
    .map((s) => s.number);
  return {
    match: { ...before, status: 'recorded', teams: before.teams.map((t) => ({ ...t, ...outcomeOf(result, t.franchiseId) })) },
    standings: { seasonNumber, seasons: seasonsList, final: false, scoring: config.scoring, tieBreakers: config.tieBreakers, statKeys: statKeys(conn), rows },
  };
}

function outcomeOf(result: MatchResultInput, franchiseId: number) {
  const t = result.teams.find((x) => x.teamId === franchiseId)!;
  return { outcome: t.outcome ?? null, placing: t.placing ?? null, stats: t.stats ?? {}, won: t.outcome === 'win' || t.placing === 1 };
}

export function recordOutcome(conn: LeagueConnection, input: OutcomeInput): MatchView {
  return runOperation(conn, 'match.recordOutcome', input, () => {
    const { number, result } = checked(conn, input);
    for (const t of result.teams) {
      const o = outcomeOf(result, t.teamId);
      conn.db
        .update(matchTeams)
        .set({ outcome: o.outcome, placing: o.placing, stats: JSON.stringify(o.stats), won: o.won })
        .where(and(eq(matchTeams.matchId, result.matchId), eq(matchTeams.franchiseId, t.teamId)))
        .run();
    }
    conn.db.update(matches).set({ status: 'recorded' }).where(eq(matches.id, result.matchId)).run();
    // The careers of those who took part (a ruleset on the core's careers), in this operation: undo takes them back too.
    recordMatchCareers(conn, result.matchId);
    const words = result.teams.map((t) => {
      const o = outcomeOf(result, t.teamId);
      const stats = Object.entries(o.stats).map(([k, v]) => `${v} ${k}`);
      return `${teamName(conn, t.teamId)} ${o.outcome ?? `#${o.placing}`}${stats.length ? ` (${stats.join(', ')})` : ''}`;
    });
    return { value: matchView(conn, matchRow(conn, result.matchId)), summary: `Recorded match ${number}: ${words.join(', ')}` };
  });
}
