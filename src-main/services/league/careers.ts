/**
 * Careers on the league core (issue 19 #9, issue 21: a core service any ruleset may use): when a match is recorded
 * through the core's results, each person who took part gets a career event of the game (win, draw or loss) and the
 * ruleset's own events of it (Dirty Wheels: a kill, being destroyed), written in the recording's operation so undo
 * takes them back with it. A career is then counted from its events: per season, all time, per person. A ruleset
 * without `careers` hooks keeps no careers here (Dethmetal keeps its own: competitor_results).
 */
import type { CareerColumn, CareerRow, CareerTable, PersonCareer } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import type { CareerHooks } from '../rulesetHooks';
import { leagueServices } from '../rulesets';
import { leagueRuleset } from '../settings';
import { checkCareerKind, GAME_KINDS } from './careerKinds';
import { statement } from './prepared';
import { currentSeason, seasonByNumber } from './seasonRow';

type GameKind = (typeof GAME_KINDS)[number];

const CORE_COLUMNS: readonly CareerColumn[] = [
  { key: 'games', label: 'Games' },
  { key: 'wins', label: 'Wins' },
  { key: 'draws', label: 'Draws' },
  { key: 'losses', label: 'Losses' },
];
const COUNT_OF_KIND: Record<GameKind, string> = { win: 'wins', draw: 'draws', loss: 'losses' };

export function hooksOf(conn: LeagueConnection): CareerHooks {
  const hooks = leagueServices(conn).careers;
  if (!hooks) throw ServiceError.unavailable(`A ${leagueRuleset(conn).name} league keeps no careers on the league core.`);
  return hooks;
}

const columnsOf = (hooks: CareerHooks): CareerColumn[] => [...CORE_COLUMNS, ...hooks.stats.map((s) => ({ key: s.kind, label: s.label }))];

/** A team's result as a game kind: a placing counts first place as a win and any other as a loss (`won`, as the core stores it). */
export function gameKind(outcome: 'win' | 'draw' | 'loss' | null, placing: number | null): GameKind {
  return outcome ?? (placing === 1 ? 'win' : 'loss');
}

const ORDINAL = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const RESULT_WORDS: Record<GameKind, string> = { win: 'won', draw: 'drew', loss: 'lost' };

/**
 * The career events of a match just recorded (match_teams holds its result), inside the recording's operation. A
 * league whose ruleset keeps no careers writes nothing.
 */
export function recordMatchCareers(conn: LeagueConnection, matchId: number): void {
  const hooks = leagueServices(conn).careers;
  if (!hooks) return;
  const match = statement(
    conn,
    `SELECT m.number AS number, m.track AS track, s.number AS season FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.id = ?`,
  ).get(matchId) as { number: number; track: string; season: number };
  const teams = statement(
    conn,
    `SELECT mt.franchise_id AS id, f.name AS name, mt.outcome AS outcome, mt.placing AS placing
       FROM match_teams mt JOIN franchises f ON f.id = mt.franchise_id WHERE mt.match_id = ? ORDER BY mt.id`,
  ).all(matchId) as { id: number; name: string; outcome: 'win' | 'draw' | 'loss' | null; placing: number | null }[];
  const { entrants, events } = hooks.matchCareer(conn, matchId);
  const insert = statement(conn, `INSERT INTO career_events (competitor_id, season_number, match_id, kind, text) VALUES (?, ?, ?, ?, ?)`);
  const at = `Match ${match.number} (${match.track})`;
  for (const e of entrants) {
    const team = teams.find((t) => t.id === e.franchiseId);
    if (!team) continue;
    const kind = gameKind(team.outcome, team.placing);
    const against = teams.filter((t) => t.id !== team.id).map((t) => t.name);
    const how = team.placing !== null && team.outcome === null ? `placed ${ORDINAL(team.placing)}` : RESULT_WORDS[kind];
    insert.run(
      e.competitorId,
      match.season,
      matchId,
      kind,
      `${at}: ${e.role} for ${team.name}${against.length ? ` against ${against.join(', ')}` : ''}: ${how}.`,
    );
  }
  for (const e of events) {
    checkCareerKind(conn, e.kind);
    insert.run(e.competitorId, match.season, matchId, e.kind, `${at}: ${e.text}`);
  }
}

type Counts = Record<string, number>;

function emptyCounts(columns: readonly CareerColumn[]): Counts {
  return Object.fromEntries(columns.map((c) => [c.key, 0]));
}

function addKind(counts: Counts, kind: string, n: number): void {
  if ((GAME_KINDS as readonly string[]).includes(kind)) {
    counts.games = (counts.games ?? 0) + n;
    const key = COUNT_OF_KIND[kind as GameKind];
    counts[key] = (counts[key] ?? 0) + n;
  } else if (kind in counts) counts[kind] = (counts[kind] ?? 0) + n;
}

interface Person {
  id: number;
  name: string;
  team: string | null;
  status: string;
}

function personRow(conn: LeagueConnection, competitorId: number): Person | undefined {
  return statement(
    conn,
    `SELECT c.id AS id, c.name AS name, f.name AS team, c.status AS status FROM competitors c LEFT JOIN franchises f ON f.id = c.franchise_id WHERE c.id = ?`,
  ).get(competitorId) as Person | undefined;
}

/** Rank by wins, then each of the ruleset's stats its way; those level on all of them share a place. */
function rank(hooks: CareerHooks, rows: Omit<CareerRow, 'place'>[]): CareerRow[] {
  const keys: { key: string; sign: number }[] = [{ key: 'wins', sign: -1 }, ...hooks.stats.map((s) => ({ key: s.kind, sign: s.better === 'more' ? -1 : 1 }))];
  const compare = (a: Counts, b: Counts) => {
    for (const { key, sign } of keys) if (a[key] !== b[key]) return sign * ((a[key] ?? 0) - (b[key] ?? 0));
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(a.counts, b.counts) || b.counts.games! - a.counts.games! || a.name.localeCompare(b.name));
  let place = 0;
  return sorted.map((r, i) => {
    if (i === 0 || compare(sorted[i - 1]!.counts, r.counts) !== 0) place = i + 1;
    return { ...r, place };
  });
}

/** Every person who played in the season (or ever, all time), with his games, results and the ruleset's stats. */
export function careerTable(conn: LeagueConnection, input: { season?: number; allTime?: boolean }): CareerTable {
  const hooks = hooksOf(conn);
  if (input.season !== undefined) seasonByNumber(conn, input.season);
  const seasonNumber = input.allTime ? null : (input.season ?? currentSeason(conn)?.number ?? 1);
  const columns = columnsOf(hooks);
  const counted = statement(
    conn,
    `SELECT competitor_id AS id, kind, count(*) AS n FROM career_events WHERE (? IS NULL OR season_number = ?) GROUP BY competitor_id, kind`,
  ).all(seasonNumber, seasonNumber) as { id: number; kind: string; n: number }[];
  const byPerson = new Map<number, Counts>();
  for (const c of counted) {
    const counts = byPerson.get(c.id) ?? byPerson.set(c.id, emptyCounts(columns)).get(c.id)!;
    addKind(counts, c.kind, c.n);
  }
  const rows = [...byPerson.entries()]
    // Who took part: a game, or an event of the ruleset's own (a race-combat driver's career is his races, no games).
    .filter(([, counts]) => Object.values(counts).some((n) => n > 0))
    .map(([id, counts]) => {
      const p = personRow(conn, id)!;
      return { competitorId: id, name: p.name, team: p.team, status: p.status, vehicle: hooks.vehicleOf?.(conn, id) ?? null, counts };
    });
  return { seasonNumber, person: hooks.person, columns, rows: rank(hooks, rows) };
}

/** One person's career: each season he played, the total and every event in order. */
export function personCareer(conn: LeagueConnection, competitorId: number): PersonCareer {
  const hooks = hooksOf(conn);
  const p = personRow(conn, competitorId);
  if (!p) throw ServiceError.notFound('competitor', `There is no ${hooks.person.one} with id ${competitorId}.`);
  const columns = columnsOf(hooks);
  const events = statement(
    conn,
    `SELECT id, season_number AS seasonNumber, match_id AS matchId, kind, text FROM career_events WHERE competitor_id = ? ORDER BY id`,
  ).all(competitorId) as PersonCareer['events'];
  const bySeason = new Map<number, Counts>();
  const total = emptyCounts(columns);
  for (const e of events) {
    const counts = bySeason.get(e.seasonNumber) ?? bySeason.set(e.seasonNumber, emptyCounts(columns)).get(e.seasonNumber)!;
    addKind(counts, e.kind, 1);
    addKind(total, e.kind, 1);
  }
  return {
    competitorId,
    name: p.name,
    team: p.team,
    status: p.status,
    vehicle: hooks.vehicleOf?.(conn, competitorId) ?? null,
    person: hooks.person,
    columns,
    seasons: [...bySeason.entries()].sort(([a], [b]) => a - b).map(([seasonNumber, counts]) => ({ seasonNumber, counts })),
    total,
    events,
  };
}
