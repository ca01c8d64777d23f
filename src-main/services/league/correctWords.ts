/**
 * A correction's preview for people: the table diff between the league as it stands and the replayed one
 * (replay/compare.ts) turned into words through the ruleset-neutral tables (franchises, people, cars, results, career
 * events, the ledger, and any ruleset table keyed by one of them), plus each season's standings recomputed on both.
 * Each change names the journal entry that made it: in the replay the entry that last wrote the row (replay/scratch.ts),
 * else in the file the operation whose undo inverses touch it.
 */
import type { CorrectionChange } from '../../../src-shared/ipc/channels/correct';
import type { LeagueStandingRow } from '../../../src-shared/ipc/channels/leagueTypes';
import type { StandingsInput } from '../../../src-shared/ipc/channels/season';
import type { LeagueConnection } from '../../db/connection';
import { careerChanges } from './correctCareers';
import type { FileDifference } from './replay/compare';
import { replayWriters } from './replay/scratch';
import { leagueStandings } from './standings';
import { leagueServices } from '../rulesets';

type Area = CorrectionChange['area'];
type Cause = CorrectionChange['cause'];
type Row = Record<string, unknown>;

/**
 * What each of the core's tables' rows are about (a ruleset names its own: RulesetServices.correctionWords); a table
 * not named is keyed by the first id column it has (SUBJECT_COLUMNS).
 */
const CORE_AREAS: Readonly<Record<string, Area>> = {
  franchises: 'money',
  ledger: 'money',
  competitors: 'people',
  career_events: 'careers',
  vehicles: 'cars',
  crew: 'cars',
  matches: 'results',
  match_teams: 'results',
  match_rounds: 'results',
  round_results: 'results',
  match_crew: 'results',
  seasons: 'standings',
};

/** Bookkeeping, not the league's state as people read it: the dice are listed apart, the league row keeps the dice counter. */
const NOT_SHOWN = new Set(['journal', 'dice_log', 'league', 'assistant_events']);

/** A column that names a trophy rather than the rest of its row's area. */
const TROPHY = /cup|trophy|title|champion/i;

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const shown = (v: unknown) => (v === null || v === undefined ? 'none' : typeof v === 'string' ? v : JSON.stringify(v));

/** A JSON column's change key by key (a person's record: xp 5 → 3, level 2 → 1); else the cells as they are. */
function cellWords(column: string, before: unknown, after: unknown): string {
  const parse = (v: unknown): Row | null => {
    if (typeof v !== 'string' || !v.startsWith('{')) return null;
    try {
      return JSON.parse(v) as Row;
    } catch {
      return null;
    }
  };
  const a = parse(before);
  const b = parse(after);
  if (a && b) return keyWords(a, b);
  return `${column.replaceAll('_', ' ')} ${shown(before)} → ${shown(after)}`;
}

const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of two records that differ, a record within them key by key too (a person's traits: "traits: gunnery 4 → 3"). */
function keyWords(a: Row, b: Row): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return keys
    .map((k) => {
      const [x, y] = [a[k], b[k]];
      return isRecord(x) && isRecord(y) ? `${k}: ${keyWords(x, y)}` : `${k} ${shown(x)} → ${shown(y)}`;
    })
    .join(', ');
}

/** Row key → the journal entry (its id in the file) whose undo inverses last touched it (the replay keeps its own: replay/scratch.ts). */
function writers(conn: LeagueConnection): Map<string, number> {
  const out = new Map<string, number>();
  const rows = conn.sqlite.prepare(`SELECT journal_id AS j, statement AS s FROM undo_log WHERE direction = 'undo' ORDER BY id`).all() as {
    j: number;
    s: string;
  }[];
  for (const { j, s } of rows) {
    const m =
      /^(?:DELETE FROM|UPDATE) "((?:[^"]|"")+)" .*WHERE rowid = (\d+)$/s.exec(s) ?? /^INSERT INTO "((?:[^"]|"")+)" \(rowid, .*?\) VALUES \((\d+),/s.exec(s);
    if (m) out.set(`${m[1]}#${m[2]}`, j);
  }
  return out;
}

class Names {
  private readonly cache = new Map<string, string>();
  constructor(private readonly files: readonly LeagueConnection[]) {}
  private one(sql: string, id: unknown, fallback: string): string {
    const key = `${sql}|${String(id)}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    let name = fallback;
    for (const f of this.files) {
      const r = f.sqlite.prepare(sql).get(id) as { name: string } | undefined;
      if (r) {
        name = r.name;
        break;
      }
    }
    this.cache.set(key, name);
    return name;
  }
  franchise = (id: unknown) => this.one(`SELECT name FROM franchises WHERE id = ?`, id, `team ${String(id)}`);
  person = (id: unknown) => this.one(`SELECT name FROM competitors WHERE id = ?`, id, `person ${String(id)}`);
  car = (id: unknown) => `car ${this.one(`SELECT name FROM vehicles WHERE id = ?`, id, String(id))}`;
  match = (id: unknown) =>
    this.one(
      `SELECT 'Season ' || s.number || ', match ' || m.number || ' (' || m.track || ')' AS name FROM matches m JOIN seasons s ON s.id = m.season_id WHERE m.id = ?`,
      id,
      `match ${String(id)}`,
    );
  /** A team's row of a match, named as the core's match_teams rows are (one subject for the same team's match). */
  matchTeam = (id: unknown) => {
    for (const f of this.files) {
      const r = f.sqlite.prepare(`SELECT franchise_id AS team, match_id AS match FROM match_teams WHERE id = ?`).get(id) as
        | { team: number; match: number }
        | undefined;
      if (r) return this.inMatch(this.franchise(r.team), r.match);
    }
    return `a team's match ${String(id)}`;
  };
  inMatch = (who: string, matchId: unknown) => `${who} in ${this.match(matchId)}`;
  season = (id: unknown) => this.one(`SELECT 'Season ' || number AS name FROM seasons WHERE id = ?`, id, `season ${String(id)}`);
}

/** Whom a row is about, by the first id column it has (a table's own id where the table is the thing itself). */
function subjectOf(names: Names, areas: Readonly<Record<string, Area>>, table: string, key: number, row: Row): string {
  const own: Record<string, (id: unknown) => string> = {
    franchises: names.franchise,
    competitors: names.person,
    vehicles: names.car,
    matches: names.match,
    seasons: names.season,
  };
  if (own[table]) return own[table](key);
  if (table === 'match_teams') return names.inMatch(names.franchise(row.franchise_id), row.match_id);
  // A person's or a car's row of a match (its result) is about them in that match.
  const of = (who: string) => (areas[table] === 'results' && row.match_id !== null && row.match_id !== undefined ? names.inMatch(who, row.match_id) : who);
  if ('competitor_id' in row || 'person_id' in row) {
    const p = row.competitor_id ?? row.person_id;
    if (p !== null && p !== undefined) return of(names.person(p));
  }
  if ('vehicle_id' in row && row.vehicle_id !== null) return of(names.car(row.vehicle_id));
  if ('franchise_id' in row) return names.franchise(row.franchise_id);
  if ('match_team_id' in row) return names.matchTeam(row.match_team_id);
  if ('match_id' in row) return names.match(row.match_id);
  return `${table} #${key}`;
}

function rowOf(conn: LeagueConnection, table: string, key: number): Row | undefined {
  return conn.sqlite.prepare(`SELECT * FROM "${table.replaceAll('"', '""')}" WHERE rowid = ?`).get(key) as Row | undefined;
}

/** A whole row added or gone, in words: its text where it has one (a career event, a ledger line), else its cells. */
function rowWords(row: Row): string {
  for (const c of ['text', 'reason', 'name']) if (typeof row[c] === 'string') return `“${row[c] as string}”`;
  const cells = Object.entries(row).filter(([k, v]) => k !== 'id' && k !== 'created_at' && !k.endsWith('_id') && v !== null);
  return cells.map(([k, v]) => `${k.replaceAll('_', ' ')} ${shown(v)}`).join(', ');
}

/**
 * The changes in words, grouped by area, subject and cause. `replayIds` maps each file entry to the journal row its
 * replay wrote; `corrected` is the entry whose input was replaced (the cause of a standings change).
 */
export function describeChanges(
  stored: LeagueConnection,
  replay: LeagueConnection,
  differences: readonly FileDifference[],
  replayIds: ReadonlyMap<number, number>,
  corrected: { journalId: number; summary: string },
): CorrectionChange[] {
  const names = new Names([replay, stored]);
  const own = leagueServices(stored).correctionWords;
  const areas: Readonly<Record<string, Area>> = { ...CORE_AREAS, ...own?.areas };
  const saidElsewhere = new Set(own?.saidElsewhere);
  const fileIdOf = new Map([...replayIds].map(([file, rep]) => [rep, file]));
  const inReplay = replayWriters(replay.sqlite);
  const inFile = writers(stored);
  const summary = (conn: LeagueConnection, id: number) =>
    (conn.sqlite.prepare(`SELECT summary FROM journal WHERE id = ?`).get(id) as { summary: string } | undefined)?.summary ?? `operation #${id}`;
  /** The entry that last wrote the replay's row, named by the file's entry id. */
  const replayCause = (table: string, key: number): Cause => {
    const rep = inReplay.get(`${table}#${key}`);
    const file = rep === undefined ? undefined : fileIdOf.get(rep);
    return rep !== undefined && file !== undefined ? { journalId: file, summary: summary(replay, rep) } : null;
  };
  /** The entry whose undo inverses last touched the file's row. */
  const fileCause = (table: string, key: number): Cause => {
    const old = inFile.get(`${table}#${key}`);
    return old === undefined ? null : { journalId: old, summary: summary(stored, old) };
  };
  const causeOf = (table: string, key: number): Cause => replayCause(table, key) ?? fileCause(table, key);

  const groups = new Map<string, CorrectionChange>();
  const add = (area: Area, subject: string, words: string, cause: Cause) => {
    if (!words) return;
    const k = `${area}|${subject}|${cause?.journalId ?? ''}`;
    const g = groups.get(k);
    if (g) g.words = `${g.words}; ${words}`;
    else groups.set(k, { area, subject, words, cause });
  };

  // Money: the ledger's lines summed per team, old total beside new.
  const money = new Map<unknown, Cause>();
  // A row's cells together: a row with its own words (a career event's text) says them once, old beside new.
  const byRow = new Map<string, FileDifference[]>();
  for (const d of differences) {
    if (NOT_SHOWN.has(d.table) || saidElsewhere.has(`${d.table}.${d.column}`)) continue;
    const k = `${d.table}#${d.key}`;
    byRow.set(k, [...(byRow.get(k) ?? []), d]);
  }
  // Careers: the people the differing rows name, compared event by event (correctCareers.ts), not row by row.
  const careerPeople: number[] = [];
  for (const cells of byRow.values()) {
    const { table, key } = cells[0]!;
    const before = rowOf(stored, table, key);
    const after = rowOf(replay, table, key);
    const row = after ?? before;
    if (!row) continue;
    if (table === 'career_events') {
      for (const r of [before, after]) if (r) careerPeople.push(Number(r.competitor_id));
      continue;
    }
    const cause = causeOf(table, key);
    if (table === 'ledger') {
      money.set(row.franchise_id, money.get(row.franchise_id) ?? cause);
      continue;
    }
    const subject = subjectOf(names, areas, table, key, row);
    const area = areas[table] ?? 'other';
    if (cells[0]!.column === '*') {
      add(area, subject, `${after ? 'now' : 'no longer'}: ${rowWords(row)}`, cause);
      continue;
    }
    const json = (v: unknown) => typeof v === 'string' && (v.startsWith('[') || v.startsWith('{'));
    // A season's close report (JSON) says its final table: shown as the standings below, not as cells.
    if (table === 'seasons') cells.splice(0, cells.length, ...cells.filter((c) => !json(c.stored)));
    const own = cells.find((c) => (c.column === 'text' || c.column === 'summary') && !json(c.stored));
    if (own) {
      add(area, subject, `now “${String(own.replayed)}” (was “${String(own.stored)}”)`, cause);
      continue;
    }
    for (const d of cells) {
      // A list kept as JSON (a closed season's final table) is shown as the standings below, not as cells.
      if (typeof d.stored === 'string' && d.stored.startsWith('[')) continue;
      add(TROPHY.test(d.column) ? 'trophies' : area, subject, cellWords(d.column, d.stored, d.replayed), cause);
    }
  }
  for (const c of careerChanges(stored, replay, careerPeople)) {
    const who = names.person(c.personId);
    for (const { now, was } of c.replaced) add('careers', who, `now “${now.text}” (was “${was.text}”)`, replayCause('career_events', now.id));
    for (const e of c.added) add('careers', who, `now: “${e.text}”`, replayCause('career_events', e.id));
    for (const e of c.gone) add('careers', who, `no longer: “${e.text}”`, fileCause('career_events', e.id));
  }
  const total = (conn: LeagueConnection, franchise: unknown) =>
    (conn.sqlite.prepare(`SELECT coalesce(sum(amount), 0) AS n FROM ledger WHERE franchise_id = ?`).get(franchise) as { n: number }).n;
  for (const [franchise, cause] of money) {
    const [a, b] = [total(stored, franchise), total(replay, franchise)];
    add('money', names.franchise(franchise), a === b ? 'ledger lines changed, the same total' : `money ${a} → ${b}`, cause);
  }

  // Standings: each season's table recomputed on both files (a league that keeps none, or its own, shows none here).
  const seasons = (replay.sqlite.prepare(`SELECT number FROM seasons ORDER BY number`).all() as { number: number }[]).map((s) => s.number);
  for (const season of seasons) {
    const table = (conn: LeagueConnection): Map<number, LeagueStandingRow> => {
      try {
        return new Map(leagueStandings(conn, { season, allTime: false } as StandingsInput).rows.map((r) => [r.franchiseId, r]));
      } catch {
        return new Map();
      }
    };
    const [a, b] = [table(stored), table(replay)];
    for (const [franchiseId, after] of b) {
      const before = a.get(franchiseId);
      const parts: string[] = [];
      if (!before) parts.push(`now ${ordinal(after.rank)}, ${after.points} points`);
      else {
        if (before.rank !== after.rank) parts.push(`${ordinal(before.rank)} → ${ordinal(after.rank)}`);
        if (before.points !== after.points) parts.push(`${before.points} → ${after.points} points`);
        const wdl = (r: LeagueStandingRow) => `${r.wins}-${r.draws}-${r.losses}`;
        if (wdl(before) !== wdl(after)) parts.push(`won-drawn-lost ${wdl(before)} → ${wdl(after)}`);
      }
      if (parts.length) add('standings', `Season ${season}: ${after.franchise}`, parts.join(', '), corrected);
    }
  }
  const order: Area[] = ['results', 'standings', 'money', 'people', 'cars', 'careers', 'trophies', 'other'];
  return [...groups.values()].sort((x, y) => order.indexOf(x.area) - order.indexOf(y.area) || x.subject.localeCompare(y.subject));
}
