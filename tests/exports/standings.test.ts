import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { isCoreStandings, standingsDocumentSchema, type StandingsScope, type StandingsTable } from '../../src-shared/exports/standings';
import { standingsCsv } from '../../src-main/exports/standings/csv';
import { standingsJson } from '../../src-main/exports/standings/json';
import { standingsMarkdown } from '../../src-main/exports/standings/markdown';
import { standingsPdf } from '../../src-main/exports/standings/pdf';
import { readStandings as readAny } from '../../src-main/exports/standings/data';
import type { LeagueConnection } from '../../src-main/db/connection';
import { createLeagueFile } from '../../src-main/services/league';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText, writePdf } from '../sheets/pdfTools';

/** Names an organizer really types: commas, quotes, line breaks, pipes, Markdown characters, non-Latin letters. */
const standings: StandingsTable = {
  league: 'Spring Dethmetal League',
  scope: { kind: 'season', season: 2 },
  franchises: [
    { place: 1, franchise: 'Rust Belt Reapers, Inc.', owner: 'Ann "the Hammer" Lee', matches: 4, wins: 3, points: 21, decidedBy: 'Wins' },
    { place: 2, franchise: 'Zoë’s *Ørsted* Crushers', owner: 'Bo\nJones', matches: 4, wins: 1, points: 21, decidedBy: 'Wins' },
    { place: 3, franchise: 'Pipe | Dreams', owner: '', matches: 4, wins: 0, points: 5, decidedBy: 'Points' },
  ],
  competitors: [
    { place: 1, competitor: 'Reginald “Reg” Łukasz', franchise: 'Rust Belt Reapers, Inc.', matches: 4, points: 9, criticals: 3, xp: 11, level: 4 },
    { place: 2, competitor: '=cmd|', franchise: null, matches: 1, points: 0, criticals: 0, xp: 1, level: 1 },
  ],
};

/** A Dethmetal league's own export table (a league on the core's: tests/exports/dwStandings.test.ts). */
function readStandings(conn: LeagueConnection, scope: StandingsScope): StandingsTable {
  const t = readAny(conn, scope);
  if (isCoreStandings(t)) throw new Error('expected a Dethmetal league’s own standings');
  return t;
}

describe('standings exports', () => {
  const temp = useTempDir();

  it('CSV (RFC 4180, UTF-8, header) parsed back with a real CSV parser equals the standings', () => {
    for (const which of ['franchises', 'competitors'] as const) {
      const text = standingsCsv(standings, which);
      expect(text.endsWith('\r\n')).toBe(true);
      const rows = parse(text, {
        columns: true,
        cast: (v, ctx) => (ctx.header ? v : /^\d+$/.test(v) ? Number(v) : v === '' && ctx.column === 'Franchise' ? null : v),
      }) as Record<string, unknown>[];
      // The one name that a spreadsheet would run as a formula comes back with its neutralising quote (OWASP).
      const expected = standings[which].map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === '=cmd|' ? "'=cmd|" : v])));
      expect(rows.map((r) => Object.values(r))).toEqual(expected.map((r) => Object.values(r)));
    }
    expect(standingsCsv(standings, 'franchises').split('\r\n')[0]).toBe('Place,Franchise,Owner,Matches,Wins,Points,Decided by');
  });

  it('JSON validates against its schema and carries the format and version', () => {
    const doc = JSON.parse(standingsJson(standings));
    expect(standingsDocumentSchema.parse(doc)).toEqual({ format: 'pitwall-standings', version: 2, ...standings });
    expect(() => standingsJson({ ...standings, franchises: [{ ...standings.franchises[0]!, points: -1 }] })).toThrow();
  });

  it('Markdown escapes what would break a table and keeps one row per line', () => {
    const md = standingsMarkdown(standings);
    expect(md).toContain('## Spring Dethmetal League — Season 2 standings');
    expect(md).toContain('| 2 | Zoë’s \\*Ørsted\\* Crushers | Bo Jones | 4 | 1 | 21 | Wins |');
    expect(md).toContain('| 3 | Pipe \\| Dreams |  | 4 | 0 | 5 | Points |');
    expect(md).toContain('| 2 | =cmd\\| | — | 1 | 0 | 0 | 1 | 1 |');
    expect(md.split('\n').filter((l) => l.startsWith('|')).length).toBe(2 + 3 + 2 + 2);
  });

  it('PDF: one page with both tables', async () => {
    const file = writePdf(temp(), 'standings.pdf', await standingsPdf(standings, { paper: 'letter', printedAt: new Date('2026-03-01T00:00:00Z') }));
    expect(await pdfInfo(file)).toEqual({ pages: 1, size: '612 x 792' });
    const text = (await pdfText(file)).replace(/\s+/g, ' ');
    expect(text).toContain('Season 2');
    expect(text).toContain('Rust Belt Reapers, Inc.');
    expect(text).toContain('Reginald “Reg” Łukasz');
  });

  it('Part VI › The Metal Cup (gaps.md #38, #77): season points are summed match points; ties share a place', () => {
    const conn = createLeagueFile(path.join(temp(), 's.league'), 'Cup League', { seed: 1 });
    const db = conn.sqlite;
    db.exec(`
      INSERT INTO franchises (id, name, colour, owner) VALUES (1, 'Alpha', '#000000', 'A'), (2, 'Bravo', '#000000', 'B'), (3, 'Charlie', '#000000', 'C');
      INSERT INTO dethmetal_franchises (franchise_id, founded_season) SELECT id, 1 FROM franchises;
      INSERT INTO seasons (id, number) VALUES (1, 1), (2, 2);
      INSERT INTO matches (id, season_id, number, track, status) VALUES
        (1, 1, 1, 'Reno', 'recorded'), (2, 1, 2, 'Reno', 'recorded'),
        (3, 1, 3, 'Reno', 'scheduled'), (4, 2, 1, 'Denver', 'recorded');
      INSERT INTO dethmetal_matches (match_id, surface, kind) VALUES (1, 'asphalt', 'race'), (2, 'asphalt', 'race'), (3, 'asphalt', 'race'), (4, 'dirt', 'arena');
      INSERT INTO match_teams (id, match_id, franchise_id, won) VALUES
        (1, 1, 1, 1), (2, 1, 2, 0), (3, 2, 1, 0), (4, 2, 2, 1), (5, 3, 3, 1), (6, 4, 3, 1);
      INSERT INTO dethmetal_match_teams (match_team_id, points) VALUES (1, 6), (2, 4), (3, 2), (4, 4), (5, 99), (6, 5);
    `);
    const season1 = readStandings(conn, { kind: 'season', season: 1 });
    expect(season1.franchises).toEqual([
      // Level on points, wins (1 each), head-to-head points (8 each, the same two matches) and out of action (none).
      { place: 1, franchise: 'Alpha', owner: 'A', matches: 2, wins: 1, points: 8, decidedBy: 'Tied' },
      { place: 1, franchise: 'Bravo', owner: 'B', matches: 2, wins: 1, points: 8, decidedBy: 'Tied' },
      { place: 3, franchise: 'Charlie', owner: 'C', matches: 0, wins: 0, points: 0, decidedBy: 'Points' },
    ]);
    expect(readStandings(conn, { kind: 'all-time' }).franchises.map((f) => [f.place, f.franchise, f.points])).toEqual([
      [1, 'Alpha', 8],
      [1, 'Bravo', 8],
      [3, 'Charlie', 5],
    ]);
    expect(() => readStandings(conn, { kind: 'season', season: 9 })).toThrow(/no season 9/);
    conn.close();
  });

  it('gaps.md #84 (issue 11): 25 points and 1 win ranks above 25 points and 0 wins, in all four exports alike', async () => {
    const conn = createLeagueFile(path.join(temp(), 't.league'), 'Tie League', { seed: 1 });
    conn.sqlite.exec(`
      INSERT INTO franchises (id, name, colour, owner) VALUES
        (1, 'Alpha', '#000000', 'A'), (2, 'Bravo', '#000000', 'B'), (3, 'Charlie', '#000000', 'C'), (4, 'Delta', '#000000', 'D');
      INSERT INTO dethmetal_franchises (franchise_id, founded_season) SELECT id, 1 FROM franchises;
      INSERT INTO seasons (id, number) VALUES (1, 1);
      INSERT INTO matches (id, season_id, number, track, status) VALUES
        (1, 1, 1, 'Reno', 'recorded'), (2, 1, 2, 'Reno', 'recorded'), (3, 1, 3, 'Reno', 'recorded');
      INSERT INTO dethmetal_matches (match_id, surface, kind) SELECT id, 'asphalt', 'race' FROM matches;
      INSERT INTO match_teams (id, match_id, franchise_id, won) VALUES
        (1, 1, 1, 1), (2, 1, 2, 0), (3, 1, 3, 0), (4, 1, 4, 0),
        (5, 2, 1, 0), (6, 2, 2, 1), (7, 2, 3, 0), (8, 2, 4, 0),
        (9, 3, 1, 0), (10, 3, 2, 0), (11, 3, 3, 0), (12, 3, 4, 1);
      INSERT INTO dethmetal_match_teams (match_team_id, points) VALUES
        (1, 20), (2, 10), (3, 5), (4, 6), (5, 10), (6, 12), (7, 10), (8, 8), (9, 10), (10, 8), (11, 10), (12, 11);
    `);
    // Alpha 40, Bravo 30; Charlie 25 with no win, Delta 25 with one.
    const t = readStandings(conn, { kind: 'season', season: 1 });
    expect(t.franchises.map((f) => [f.place, f.franchise, f.points, f.wins, f.decidedBy])).toEqual([
      [1, 'Alpha', 40, 1, 'Points'],
      [2, 'Bravo', 30, 1, 'Points'],
      [3, 'Delta', 25, 1, 'Wins'],
      [4, 'Charlie', 25, 0, 'Wins'],
    ]);
    const csv = parse(standingsCsv(t, 'franchises'), { columns: true }) as Record<string, string>[];
    expect(csv.map((r) => [r.Place, r.Franchise, r['Decided by']])).toEqual([
      ['1', 'Alpha', 'Points'],
      ['2', 'Bravo', 'Points'],
      ['3', 'Delta', 'Wins'],
      ['4', 'Charlie', 'Wins'],
    ]);
    expect(JSON.parse(standingsJson(t)).franchises.map((f: { place: number; decidedBy: string }) => [f.place, f.decidedBy])).toEqual([
      [1, 'Points'],
      [2, 'Points'],
      [3, 'Wins'],
      [4, 'Wins'],
    ]);
    const md = standingsMarkdown(t);
    expect(md).toContain('| 3 | Delta | D | 3 | 1 | 25 | Wins |');
    expect(md).toContain('| 4 | Charlie | C | 3 | 0 | 25 | Wins |');
    const pdf = (await pdfText(writePdf(temp(), 'tie.pdf', await standingsPdf(t, { paper: 'a4', printedAt: new Date('2026-03-01T00:00:00Z') })))).replace(
      /\s+/g,
      ' ',
    );
    expect(pdf).toContain('Decided by');
    expect(pdf).toMatch(/3 Delta D 3 1 25 Wins/);
    expect(pdf).toMatch(/4 Charlie C 3 0 25 Wins/);
    conn.close();
  });
});
