/**
 * Results through the league core (issue 12): per team of a match of 2..N teams a win, draw or loss (or a placing,
 * for a ruleset scoring by placings) and the ruleset's stats, recorded in one operation with the ruleset's
 * after-result step, if it has one (issue 21: one undo takes both; its rolls are the league's dice, logged). The
 * preview runs the same code, step included, and rolls it back: the match, the season's table with the result in
 * and what the step would change; nothing is written. A ruleset whose after-result step needs an input of its own
 * (Dethmetal's post-match) records through its own channel, and is refused here with the step's words.
 */
import { and, eq } from 'drizzle-orm';
import type { MatchResultInput, Scoring, StandingsConfig } from '../../../src-shared/engine/core/standings';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { LeagueStandings, MatchView, StepReport } from '../../../src-shared/ipc/channels/leagueTypes';
import type { OutcomeInput, OutcomePreview } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { matches, matchTeams, seasons } from '../../db/schema';
import { statement } from './prepared';
import { matchRow, matchView, teamIds } from './schedule';
import { ServiceError } from '../errors';
import { leagueServices } from '../rulesets';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { refuseOwnStep, runCoreStep } from './betweenMatch';
import { resultsDeclaration, resultsTables, standingsConfig } from './layer';
import { rollingOperation } from './rolling';
import { leagueStandings } from './standings';
import { recordMatchCareers } from './careers';

function teamName(conn: LeagueConnection, id: number): string {
  const named = statement(conn, `SELECT name FROM franchises WHERE id = ?`).get(id) as { name: string } | undefined;
  return named?.name ?? `franchise ${id}`;
}

type Entry = { franchiseId: number; outcome?: 'win' | 'draw' | 'loss'; placing?: number };
type Path = (string | number)[];

/**
 * What the scoring needs of each result of one list (a match's or a round's teams, or a round's entrants), checked
 * together: one winner at most, no draw beside a winner, placings in range and each once. `at` is the list's path,
 * `who` names an entry, `what` the list ("Match 3", "Race 2 of match 3").
 */
function scoringIssues(list: readonly Entry[], scoring: Scoring, at: Path, who: (e: Entry) => string, what: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const path = (i: number, field: string) => [...at, i, field];
  const n = list.length;
  if (scoring.kind === 'wdl') {
    list.forEach((t, i) => {
      if (!t.outcome) issues.push({ path: path(i, 'outcome'), message: `${who(t)} needs a win, draw or loss.` });
      if (t.placing !== undefined) issues.push({ path: path(i, 'placing'), message: 'This league scores win/draw/loss, not placings.' });
    });
    if (issues.length) return issues;
    const wins = list.flatMap((t, i) => (t.outcome === 'win' ? [i] : []));
    const draws = list.flatMap((t, i) => (t.outcome === 'draw' ? [i] : []));
    if (wins.length > 1)
      issues.push({
        path: path(wins[1]!, 'outcome'),
        message: `${what} has one winner at most; ${wins.map((i) => who(list[i]!)).join(' and ')} are both marked as winning.`,
      });
    else if (wins.length === 1 && draws.length)
      issues.push({ path: path(draws[0]!, 'outcome'), message: `${what} has a winner, so nobody drew: mark the others as losses.` });
    else if (wins.length === 0 && draws.length < 2)
      issues.push({ path: path(draws[0] ?? 0, 'outcome'), message: `${what} has no winner, so at least two teams drew it.` });
    return issues;
  }
  if (scoring.kind === 'placings') {
    list.forEach((t, i) => {
      if (t.placing === undefined) issues.push({ path: path(i, 'placing'), message: `${who(t)} needs a placing (1 to ${n}).` });
      else if (t.placing > n) issues.push({ path: path(i, 'placing'), message: `${what} has placings 1 to ${n}; ${t.placing} is out of range.` });
      else if (list.findIndex((x) => x.placing === t.placing) !== i)
        issues.push({ path: path(i, 'placing'), message: `${what} has one ${t.placing}${ordinalSuffix(t.placing)} place; ${who(t)} shares it.` });
      if (t.outcome !== undefined) issues.push({ path: path(i, 'outcome'), message: 'This league scores placings, not win/draw/loss.' });
    });
    if (!issues.length && n && !list.some((t) => t.placing === 1)) issues.push({ path: path(0, 'placing'), message: `${what} needs a first place.` });
  }
  return issues;
}

const ordinalSuffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));

const refuse = (issues: FieldIssue[]): never => {
  throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The result has ${issues.length} problems: ${issues[0]!.message}`, issues);
};

/** The stats a result may carry: those the ruleset declares. */
function statIssues(conn: LeagueConnection, stats: Record<string, number>, at: Path): FieldIssue[] {
  const allowed = leagueRuleset(conn).declaration.stats.map((s) => s.key);
  return Object.keys(stats).flatMap((key) =>
    allowed.includes(key)
      ? []
      : [{ path: [...at, 'stats', key], message: `This league keeps ${allowed.length ? allowed.join(', ') : 'no stats'}; there is no stat “${key}”.` }],
  );
}

/** A meeting recorded as its one round of team results: the shape every league recorded before rounds. */
function checkedTeams(
  conn: LeagueConnection,
  input: OutcomeInput & { teams: NonNullable<OutcomeInput['teams']> },
  row: { id: number; number: number },
  config: StandingsConfig | null,
): FieldIssue[] {
  const playing = teamIds(conn, row.id);
  const issues: FieldIssue[] = [];
  const given = input.teams.map((t) => t.franchiseId);
  // A team listed twice never gets here: the contract's `uniqueList` refuses it at its place (issue 19 #4).
  input.teams.forEach((t, i) => {
    if (!playing.includes(t.franchiseId))
      issues.push({ path: ['teams', i, 'franchiseId'], message: `${teamName(conn, t.franchiseId)} is not taking part in match ${row.number}.` });
    issues.push(...statIssues(conn, t.stats, ['teams', i]));
  });
  const missing = playing.filter((id) => !given.includes(id));
  if (missing.length)
    issues.push({
      path: ['teams'],
      message: `Every team of match ${row.number} needs a result; missing: ${missing.map((id) => teamName(conn, id)).join(', ')}.`,
    });
  if (!issues.length && config)
    issues.push(...scoringIssues(input.teams, config.scoring, ['teams'], (t) => teamName(conn, t.franchiseId), `Match ${row.number}`));
  return issues;
}

/** What the ruleset calls an entrant (“car”, “driver”), or “team”. */
function entrantWord(conn: LeagueConnection): string {
  const entrant = resultsDeclaration(conn).entrant;
  if (entrant.kind === 'team') return 'team';
  const d = leagueRuleset(conn).declaration;
  return (entrant.kind === 'vehicle' ? d.vehicles : d.people).find((k) => k.kind === entrant.of)?.one ?? entrant.of;
}

/** Who an entrant is, by the declared kind: the team it is given for must own it. */
function entrantOwner(conn: LeagueConnection, kind: 'vehicle' | 'person', id: number): { franchiseId: number | null; name: string } | undefined {
  const table = kind === 'vehicle' ? 'vehicles' : 'competitors';
  return conn.sqlite.prepare(`SELECT franchise_id AS franchiseId, name FROM ${table} WHERE id = ?`).get(id) as
    | { franchiseId: number | null; name: string }
    | undefined;
}

type RoundsInput = OutcomeInput & { rounds: NonNullable<OutcomeInput['rounds']> };
type RoundEntrant = RoundsInput['rounds'][number]['entrants'][number];

/**
 * A team enters a round with no more entrants than it may field (its ruleset's team rules: cars per team, a house
 * rule where the rules leave it open); each team over it is refused at its first entrant past the count.
 */
function lineUpIssues(conn: LeagueConnection, entrants: readonly RoundEntrant[], at: Path, what: string): FieldIssue[] {
  const rules = leagueServices(conn).teamRules;
  if (!rules) return [];
  const max = rules.maxCars(readLeagueSettings(conn));
  const seen = new Map<number, number>();
  return entrants.flatMap((e, i) => {
    const n = (seen.get(e.franchiseId) ?? 0) + 1;
    seen.set(e.franchiseId, n);
    return n === max + 1
      ? [
          {
            path: [...at, 'entrants', i, 'franchiseId'],
            message: `${what}: ${teamName(conn, e.franchiseId)} enters ${entrants.filter((x) => x.franchiseId === e.franchiseId).length}; a team of this league enters at most ${max} (${rules.maxCarsRule}).`,
          },
        ]
      : [];
  });
}

/**
 * Entrants out of a round (the ruleset's `results.out` stat above 0) placed after every entrant not out, and among
 * themselves in the order they went out: later (the `when` stats, higher first) ahead. Unplaced entrants are the
 * placings check's.
 */
function outOrderIssues(results: ReturnType<typeof resultsDeclaration>, word: string, entrants: readonly RoundEntrant[], at: Path, what: string): FieldIssue[] {
  const out = results.out;
  if (!out) return [];
  const isOut = (e: RoundEntrant) => (e.stats[out.stat] ?? 0) > 0;
  const placed = entrants.map((e, i) => ({ e, i })).filter((x) => x.e.placing !== undefined);
  const lastIn = Math.max(0, ...placed.filter((x) => !isOut(x.e)).map((x) => x.e.placing!));
  const issues: FieldIssue[] = [];
  const gone = placed.filter((x) => isOut(x.e)).sort((a, b) => a.e.placing! - b.e.placing!);
  for (const x of gone)
    if (x.e.placing! < lastIn)
      issues.push({
        path: [...at, 'entrants', x.i, 'placing'],
        message: `${what}: an eliminated ${word} is placed after every one still running; placing ${x.e.placing} is ahead of placing ${lastIn}.`,
      });
  const when = (e: RoundEntrant) => out.when.map((k) => e.stats[k] ?? 0);
  for (let k = 1; k < gone.length; k++) {
    const [a, b] = [when(gone[k - 1]!.e), when(gone[k]!.e)];
    const d = a.map((v, j) => v - b[j]!).find((v) => v !== 0) ?? 0;
    if (d < 0)
      issues.push({
        path: [...at, 'entrants', gone[k]!.i, 'placing'],
        message: `${what}: the one eliminated later is placed first; placing ${gone[k]!.e.placing} went out later (${out.when.map((w, j) => `${w} ${b[j]}`).join(', ')}) than placing ${gone[k - 1]!.e.placing} (${out.when.map((w, j) => `${w} ${a[j]}`).join(', ')}).`,
      });
  }
  return issues;
}

/**
 * A meeting of rounds (issue 21): the number of rounds the ruleset allows, and in each round every team's and every
 * entrant's result checked together, each problem at its field path: teams and entrants of the meeting, each entrant
 * its team's vehicle or person of the declared kind, stats declared, placings in range and once per
 * list, outcomes as the tables that score them need. (Each listed once: the contract refuses a duplicate before this.)
 */
function checkedRounds(conn: LeagueConnection, input: RoundsInput, row: { id: number; number: number }): FieldIssue[] {
  const results = resultsDeclaration(conn);
  const tables = resultsTables(conn);
  const playing = teamIds(conn, row.id);
  const issues: FieldIssue[] = [];
  const word = results.round;
  const count = input.rounds.length;
  if ('fixed' in results.rounds && count !== results.rounds.fixed)
    issues.push({
      path: ['rounds'],
      message: `A meeting of this league has ${results.rounds.fixed} ${results.rounds.fixed === 1 ? word.one : word.many}; ${count} given.`,
    });
  if ('min' in results.rounds && (count < results.rounds.min || count > results.rounds.max))
    issues.push({ path: ['rounds'], message: `A meeting of this league has ${results.rounds.min} to ${results.rounds.max} ${word.many}; ${count} given.` });
  const entrant = results.entrant;
  const name = (n: number) => `${word.one[0]!.toUpperCase()}${word.one.slice(1)} ${n} of match ${row.number}`;
  input.rounds.forEach((round, r) => {
    const at: Path = ['rounds', r];
    const teamsGiven = round.teams.map((t) => t.franchiseId);
    // A team or an entrant listed twice in a round never gets here: the contract's `uniqueList` refuses it at its place.
    round.teams.forEach((t, i) => {
      if (!playing.includes(t.franchiseId))
        issues.push({ path: [...at, 'teams', i, 'franchiseId'], message: `${teamName(conn, t.franchiseId)} is not taking part in match ${row.number}.` });
      issues.push(...statIssues(conn, t.stats, [...at, 'teams', i]));
    });
    round.entrants.forEach((e, i) => {
      const p: Path = [...at, 'entrants', i];
      if (entrant.kind === 'team') {
        issues.push({ path: p, message: 'In this league the teams themselves enter each round: give team results, not entrants.' });
        return;
      }
      const idField = entrant.kind === 'vehicle' ? 'vehicleId' : 'personId';
      const other = entrant.kind === 'vehicle' ? 'personId' : 'vehicleId';
      if (e[other] !== undefined)
        issues.push({
          path: [...p, other],
          message: `In this league a ${entrant.of} enters each round, not a ${other === 'vehicleId' ? 'vehicle' : 'person'}.`,
        });
      const id = e[idField];
      if (!playing.includes(e.franchiseId))
        issues.push({ path: [...p, 'franchiseId'], message: `${teamName(conn, e.franchiseId)} is not taking part in match ${row.number}.` });
      if (id === undefined) issues.push({ path: [...p, idField], message: `Name the ${entrant.of} (${idField}).` });
      else {
        const owner = entrantOwner(conn, entrant.kind, id);
        if (!owner) issues.push({ path: [...p, idField], message: `There is no ${entrant.of} ${id}.` });
        else if (owner.franchiseId !== e.franchiseId)
          issues.push({ path: [...p, idField], message: `${owner.name} is not a ${entrant.of} of ${teamName(conn, e.franchiseId)}.` });
      }
      issues.push(...statIssues(conn, e.stats, p));
    });
    issues.push(...lineUpIssues(conn, round.entrants, at, name(r + 1)), ...outOrderIssues(results, entrantWord(conn), round.entrants, at, name(r + 1)));
    if (tables.teams?.from === 'teams' && (round.teams.length || !round.entrants.length)) {
      const missing = playing.filter((id) => !teamsGiven.includes(id));
      if (missing.length)
        issues.push({
          path: [...at, 'teams'],
          message: `Every team of match ${row.number} needs a result in ${name(r + 1).toLowerCase()}; missing: ${missing.map((id) => teamName(conn, id)).join(', ')}.`,
        });
    }
  });
  if (issues.length) return issues;
  // Scored as the tables read them: the teams' own results, and the entrants' (for either table that reads them).
  input.rounds.forEach((round, r) => {
    const at: Path = ['rounds', r];
    if (tables.teams?.from === 'teams' && round.teams.length)
      issues.push(...scoringIssues(round.teams, tables.teams.scoring, [...at, 'teams'], (t) => teamName(conn, t.franchiseId), name(r + 1)));
    const entrantScoring = tables.entrants?.scoring ?? (tables.teams?.from === 'entrants' ? tables.teams.scoring : undefined);
    if (entrantScoring && entrant.kind !== 'team')
      issues.push(
        ...scoringIssues(
          round.entrants,
          entrantScoring,
          [...at, 'entrants'],
          (e) =>
            entrantOwner(conn, entrant.kind, (e as { vehicleId?: number; personId?: number })[entrant.kind === 'vehicle' ? 'vehicleId' : 'personId']!)?.name ??
            'An entrant',
          name(r + 1),
        ),
      );
  });
  return issues;
}

/** The match, its teams and the result as the core reads it; every problem at once, with its field path. */
function checked(conn: LeagueConnection, input: OutcomeInput): { number: number; result: MatchResultInput; seasonNumber: number } {
  refuseOwnStep(conn, 'afterResult', 'record a bare outcome');
  const row = matchRow(conn, input.matchId);
  if (row.status === 'recorded')
    throw ServiceError.conflict(`Match ${row.number} has already been recorded; undo that recording to change it.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  const results = resultsDeclaration(conn);
  // A league whose teams score from their entrants reads nothing from a bare team result: its rounds are needed.
  if (input.teams && results.teamsFrom === 'entrants')
    refuse([
      { path: ['teams'], message: `In this league each ${results.round.one} is recorded per ${entrantWord(conn)}: give the meeting’s ${results.round.many}.` },
    ]);
  const issues = input.teams
    ? checkedTeams(conn, { ...input, teams: input.teams }, row, standingsConfig(conn))
    : checkedRounds(conn, input as RoundsInput, row);
  if (issues.length) refuse(issues);
  const seasonNumber = conn.db.select({ number: seasons.number }).from(seasons).where(eq(seasons.id, row.seasonId)).get()!.number;
  const result: MatchResultInput = {
    matchId: row.id,
    teams: (input.teams ?? []).map((t) => ({
      teamId: t.franchiseId,
      ...(t.outcome ? { outcome: t.outcome } : {}),
      ...(t.placing === undefined ? {} : { placing: t.placing }),
      stats: t.stats,
    })),
  };
  return { number: row.number, result, seasonNumber };
}

function outcomeOf(result: MatchResultInput, franchiseId: number) {
  const t = result.teams.find((x) => x.teamId === franchiseId)!;
  return { outcome: t.outcome ?? null, placing: t.placing ?? null, stats: t.stats ?? {}, won: t.outcome === 'win' || t.placing === 1 };
}

/**
 * A meeting of rounds written (issue 21): a `match_rounds` row per round, a `round_results` row per team and entrant
 * result; each team's `match_teams` row keeps its stats over the meeting (and, for a meeting of one round, its
 * result in it), so what reads a match's teams reads them as before. The words of the journal's summary.
 */
function writeRounds(conn: LeagueConnection, input: RoundsInput): string[] {
  const playing = teamIds(conn, input.matchId);
  const totals = new Map(playing.map((id) => [id, {} as Record<string, number>]));
  const add = (id: number, stats: Record<string, number>) => {
    const t = totals.get(id)!;
    for (const [k, v] of Object.entries(stats)) t[k] = (t[k] ?? 0) + v;
  };
  const words: string[] = [];
  const roundWord = resultsDeclaration(conn).round.one;
  // Plain statements prepared once: a meeting writes a dozen results or more, each insert built anew by Drizzle.
  const insertRound = statement(conn, `INSERT INTO match_rounds (match_id, number) VALUES (?, ?)`);
  const insertResult = statement(
    conn,
    `INSERT INTO round_results (round_id, franchise_id, vehicle_id, person_id, outcome, placing, stats) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  input.rounds.forEach((round, r) => {
    const roundId = Number(insertRound.run(input.matchId, r + 1).lastInsertRowid);
    const rows = [
      ...round.teams.map((t) => ({ ...t, vehicleId: null, personId: null })),
      ...round.entrants.map((e) => ({ ...e, vehicleId: e.vehicleId ?? null, personId: e.personId ?? null })),
    ];
    for (const x of rows) {
      insertResult.run(roundId, x.franchiseId, x.vehicleId, x.personId, x.outcome ?? null, x.placing ?? null, JSON.stringify(x.stats));
      add(x.franchiseId, x.stats);
    }
    const placed = [...round.entrants]
      .filter((e) => e.placing !== undefined)
      .sort((a, b) => a.placing! - b.placing!)
      .map((e) => `#${e.placing} ${entrantOwner(conn, e.vehicleId !== undefined ? 'vehicle' : 'person', (e.vehicleId ?? e.personId)!)?.name}`);
    const teamWords = round.teams.map((t) => [teamName(conn, t.franchiseId), resultWord(t)].filter(Boolean).join(' '));
    words.push(`${roundWord} ${r + 1}: ${[...teamWords, ...placed].join(', ') || 'no results'}`);
  });
  const one = input.rounds.length === 1 ? input.rounds[0]! : undefined;
  for (const id of playing) {
    const own = one?.teams.find((t) => t.franchiseId === id);
    conn.db
      .update(matchTeams)
      .set({
        outcome: own?.outcome ?? null,
        placing: own?.placing ?? null,
        stats: JSON.stringify(totals.get(id)),
        won: own?.outcome === 'win' || own?.placing === 1,
      })
      .where(and(eq(matchTeams.matchId, input.matchId), eq(matchTeams.franchiseId, id)))
      .run();
  }
  return words;
}

interface Recorded {
  match: MatchView;
  /** A preview's: the season's table with this result in, read before the rollback. */
  standings?: LeagueStandings;
  step: StepReport | null;
}

/** The recording and the ruleset's after-result step, in one operation; a preview rolls all of it back. */
function record(conn: LeagueConnection, input: OutcomeInput, preview: boolean): Recorded & { rolls: OutcomePreview['rolls'] } {
  return rollingOperation(conn, 'match.recordOutcome', input, { preview, matchId: input.matchId }, (ctx) => {
    const { number, result, seasonNumber } = checked(conn, input);
    const roundWords = input.rounds ? writeRounds(conn, input as RoundsInput) : [];
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
    const teamWords = result.teams.map((t) => {
      const o = outcomeOf(result, t.teamId);
      const stats = Object.entries(o.stats).map(([k, v]) => `${v} ${k}`);
      return `${[teamName(conn, t.teamId), resultWord(o)].filter(Boolean).join(' ')}${stats.length ? ` (${stats.join(', ')})` : ''}`;
    });
    const words = [...teamWords, ...roundWords];
    const match = matchView(conn, matchRow(conn, result.matchId));
    const stepWords = step ? `; ${step.label}: ${step.changes.length ? step.changes.join('; ') : 'nothing to do'}` : '';
    return {
      value: { match, step, rolls: [...ctx.dice.log], ...(preview ? { standings: leagueStandings(conn, { season: seasonNumber, allTime: false }) } : {}) },
      summary: `Recorded match ${number}: ${words.join(input.rounds ? '; ' : ', ')}${stepWords}`,
    };
  });
}

/** A team's result in the journal's words: its outcome, or its placing; nothing for a stats-only result (the hex RPG's). */
function resultWord(r: { outcome?: string | null; placing?: number | null }): string {
  return r.outcome ?? (r.placing === undefined || r.placing === null ? '' : `#${r.placing}`);
}

export function previewOutcome(conn: LeagueConnection, input: OutcomeInput): OutcomePreview {
  const { match, standings, step, rolls } = record(conn, input, true);
  return { match, standings: standings!, ...(step ? { step, rolls: rolls ?? [] } : {}) };
}

export function recordOutcome(conn: LeagueConnection, input: OutcomeInput): MatchView {
  return record(conn, input, false).match;
}
