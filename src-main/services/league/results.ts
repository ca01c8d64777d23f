/**
 * Results through the league core (issue 12): per team of a match of 2..N teams a win, draw or loss (or a placing,
 * for a ruleset scoring by placings) and the ruleset's stats, recorded in one operation with the ruleset's
 * after-result step, if it has one (issue 21: one undo takes both; its rolls are the league's dice, logged). The
 * preview runs the same code, step included, and rolls it back: the match, the season's table with the result in
 * and what the step would change; nothing is written. A ruleset whose after-result step needs an input of its own
 * (Dethmetal's post-match) records through its own channel, and is refused here with the step's words.
 */
import { and, eq } from 'drizzle-orm';
import type { MatchResultInput, StandingsConfig } from '../../../src-shared/engine/core/standings';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { MatchView, StepReport } from '../../../src-shared/ipc/channels/leagueTypes';
import type { OutcomeInput, OutcomePreview } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { franchises, matches, matchTeams, seasons } from '../../db/schema';
import { matchRow, matchView, teamIds } from './schedule';
import { ServiceError } from '../errors';
import { refuseOwnStep, runCoreStep } from './betweenMatch';
import { standingsConfig } from './layer';
import { rollingOperation } from './rolling';
import { leagueResults, leagueTable, statKeys } from './standings';
import { recordMatchCareers } from './careers';

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
  refuseOwnStep(conn, 'afterResult', 'record a bare outcome');
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

function outcomeOf(result: MatchResultInput, franchiseId: number) {
  const t = result.teams.find((x) => x.teamId === franchiseId)!;
  return { outcome: t.outcome ?? null, placing: t.placing ?? null, stats: t.stats ?? {}, won: t.outcome === 'win' || t.placing === 1 };
}

interface Recorded {
  match: MatchView;
  result: MatchResultInput;
  config: StandingsConfig;
  seasonNumber: number;
  step: StepReport | null;
}

/** The recording and the ruleset's after-result step, in one operation; a preview rolls all of it back. */
function record(conn: LeagueConnection, input: OutcomeInput, preview: boolean): Recorded & { rolls: OutcomePreview['rolls'] } {
  return rollingOperation(conn, 'match.recordOutcome', input, { preview, matchId: input.matchId }, (ctx) => {
    const { number, result, config, seasonNumber } = checked(conn, input);
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
    // The ruleset's between-match step sees the result written (issue 21).
    const step = runCoreStep(ctx, 'afterResult', { matchId: result.matchId, seasonNumber });
    const words = result.teams.map((t) => {
      const o = outcomeOf(result, t.teamId);
      const stats = Object.entries(o.stats).map(([k, v]) => `${v} ${k}`);
      return `${teamName(conn, t.teamId)} ${o.outcome ?? `#${o.placing}`}${stats.length ? ` (${stats.join(', ')})` : ''}`;
    });
    const match = matchView(conn, matchRow(conn, result.matchId));
    const stepWords = step ? `; ${step.label}: ${step.changes.length ? step.changes.join('; ') : 'nothing to do'}` : '';
    return {
      value: { match, result, config, seasonNumber, step, rolls: [...ctx.dice.log] },
      summary: `Recorded match ${number}: ${words.join(', ')}${stepWords}`,
    };
  });
}

export function previewOutcome(conn: LeagueConnection, input: OutcomeInput): OutcomePreview {
  const { match, result, config, seasonNumber, step, rolls } = record(conn, input, true);
  // The table is read after the rollback: the season's recorded results with this one laid in.
  const rows = leagueTable(conn, [...leagueResults(conn, seasonNumber), result], config);
  const seasonsList = conn.db
    .select({ number: seasons.number })
    .from(seasons)
    .all()
    .map((s) => s.number);
  return {
    match,
    standings: { seasonNumber, seasons: seasonsList, final: false, scoring: config.scoring, tieBreakers: config.tieBreakers, statKeys: statKeys(conn), rows },
    ...(step ? { step, rolls: rolls ?? [] } : {}),
  };
}

export function recordOutcome(conn: LeagueConnection, input: OutcomeInput): MatchView {
  return record(conn, input, false).match;
}
