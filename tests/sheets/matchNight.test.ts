/**
 * The match-night document (issue 11 item 8): a cover per match with the event, each heat's line-up and a scoring
 * grid to fill in (gaps.md #37, #38), then the sheets of the cars and crews taking part only, on a real league file.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src-main/cli/league';
import type { LeagueConnection } from '../../src-main/db/connection';
import { createLeagueFile } from '../../src-main/services/league';
import { sheetsPdf } from '../../src-main/app/handlers/sheets';
import { matchCoverModel, eventDay, type MatchCoverInput } from '../../src-main/sheets/dethmetal/match/model';
import { greySwatch } from '../../src-main/sheets/pdf/grey';
import { printSheets } from '../../src-main/sheets/service';
import { useTempDir } from '../support/tempLeague';
import { pdfFonts, pdfInfo, pdfPageTexts, pdfPngs } from './pdfTools';
import { seedLeague, seedLineup } from './seed';

const flat = (s: string) => s.replace(/\s+/g, ' ');
const printedAt = new Date('2026-03-01T12:00:00Z');

/** Three franchises of four cars and five competitors; the match on 3 September 2026, two heats on asphalt. */
function league(dir: string): { conn: LeagueConnection; file: string; matchId: number } {
  const file = path.join(dir, 'night.league');
  const conn = createLeagueFile(file, 'Spring Dethmetal League', { seed: 7 });
  const { matchId } = seedLeague(conn.sqlite, { franchises: 3, cars: 4, drivers: 5 });
  conn.sqlite.prepare("UPDATE matches SET date = '2026-09-03' WHERE id = ?").run(matchId);
  conn.sqlite.prepare('UPDATE dethmetal_matches SET heats = 2 WHERE match_id = ?').run(matchId);
  conn.sqlite.prepare("UPDATE franchises SET colour = '#d03030' WHERE name = 'Franchise 02'").run();
  return { conn, file, matchId };
}

/** Heat 1: cars 1 (driver 1, gunner 2) and 2 (driver 3); heat 2: cars 1 (1, 2) and 3 (driver 4). Car 4 and competitor 5 stay on the bench. */
function assignAll(conn: LeagueConnection, matchId: number, franchises = [1, 2, 3]): void {
  for (const f of franchises) {
    seedLineup(conn.sqlite, matchId, f, [
      { heat: 1, car: 1, driver: 1, gunner: 2 },
      { heat: 1, car: 2, driver: 3 },
      { heat: 2, car: 1, driver: 1, gunner: 2 },
      { heat: 2, car: 3, driver: 4 },
    ]);
  }
}

async function night(conn: LeagueConnection, matchId: number, dir: string, name: string, paper: 'a4' | 'letter' = 'a4') {
  const written = await printSheets(conn, { kind: 'match', matchId }, { path: path.join(dir, `${name}.pdf`), paper, overwrite: true, printedAt });
  const pages = (await pdfPageTexts(written.path)).map(flat);
  const covers = pages.filter((p) => p.includes('Match night · Match 1 · Reno · cover')).length;
  return { ...written, pages, covers, text: pages.join('\n') };
}

/** Every page reads without a NaN or an undefined slipping into it. */
function noHoles(pages: string[]): void {
  for (const [i, p] of pages.entries()) expect(p, `page ${i + 1}`).not.toMatch(/NaN|undefined|null|\[object/);
}

describe('match-night document (gaps.md #37 match format, #38 match points)', () => {
  const temp = useTempDir();
  afterEach(() => vi.useRealTimers());

  it('is the cover, then the sheets of the cars and crews in the line-up only: the bench is not printed', async () => {
    const dir = temp();
    const { conn, matchId } = league(dir);
    assignAll(conn, matchId);
    const doc = await night(conn, matchId, dir, 'assigned');
    // Per franchise: cars 1-3, competitors 1-4; plain cars and new drivers take one page each.
    // Issue 19 #14: the sheets reported are the file's pages (a cover that runs over counts its second page).
    expect(doc.sheets).toBe(doc.pages.length);
    expect(doc.pages).toHaveLength(doc.covers + 3 * (3 + 4));
    expect(doc.covers).toBeGreaterThanOrEqual(1);
    expect(doc.pages).toHaveLength(doc.covers + 3 * (3 + 4));
    expect(doc.pages.slice(0, doc.covers).every((p) => p.includes('· cover'))).toBe(true);
    for (const f of [1, 2, 3]) {
      for (const c of [1, 2, 3]) expect(doc.text).toContain(`Car sheet · Franchise 0${f} · Car ${f}-${c}`);
      for (const d of [1, 2, 3, 4]) expect(doc.text).toContain(`Driver sheet · Franchise 0${f} · Driver ${f}-${d}`);
      expect(doc.text).not.toContain(`Car ${f}-4`);
      expect(doc.text).not.toContain(`Driver ${f}-5`);
    }
    noHoles(doc.pages);
    await pdfPngs(doc.path, 'match-night-assigned');
    conn.close();
  });

  it('cover: track, date, surface, kind, heats, and each heat’s cars and crews, with the grid’s scoring columns', async () => {
    const dir = temp();
    const { conn, matchId } = league(dir);
    assignAll(conn, matchId);
    const cover = (await night(conn, matchId, dir, 'cover')).pages[0]!;
    for (const t of ['Match 1 · Reno', 'Spring Dethmetal League', 'SEASON 1', '3 Sep 2026', 'Thursday', 'Asphalt', 'Race', 'Heats 2', 'Teams 3'])
      expect(cover).toContain(t);
    expect(cover).toContain('Race: standing start');
    expect(cover).not.toContain('gaps.md');
    expect(cover).toContain('Match points: finishing place 1st 6, 2nd 4, 3rd 3, 4th 2, any other finisher 1');
    for (const col of ['Place', 'Finish', 'Kills', 'Crits', 'Points', 'Out', 'Damage', 'Destroyed']) expect(cover).toContain(col);
    expect(cover).not.toContain('NOT ASSIGNED');
    const heat1 = cover.slice(cover.indexOf('HEAT 1'), cover.indexOf('HEAT 2'));
    const heat2 = cover.slice(cover.indexOf('HEAT 2'), cover.indexOf('MATCH POINTS'));
    for (const f of [1, 2, 3]) {
      expect(heat1).toMatch(new RegExp(`Franchise 0${f} Car ${f}-1 D Driver ${f}-1 G Driver ${f}-2`));
      expect(heat1).toMatch(new RegExp(`Car ${f}-2 D Driver ${f}-3 G no gunner`));
      expect(heat1).not.toContain(`Car ${f}-3`);
      expect(heat2).toMatch(new RegExp(`Car ${f}-3 D Driver ${f}-4 G no gunner`));
      expect(heat2).not.toContain(`Car ${f}-2`);
    }
    expect(cover.slice(cover.indexOf('MATCH POINTS'))).toMatch(/Team Heat 1 Heat 2 Match points Won Franchise 01 Franchise 02 Franchise 03/);
    conn.close();
  });

  it('without a line-up the cover says so, leaves blank rows, and the active cars and competitors fit to race follow', async () => {
    const dir = temp();
    const { conn, matchId } = league(dir);
    conn.sqlite.prepare("UPDATE competitors SET status = 'retired' WHERE name = 'Driver 2-5'").run();
    conn.sqlite.prepare("UPDATE vehicles SET status = 'sold' WHERE name = 'Car 3-4'").run();
    const doc = await night(conn, matchId, dir, 'unassigned');
    const cover = doc.pages.slice(0, doc.covers).join(' ');
    expect(cover).toContain('LINE-UP NOT ASSIGNED YET. Write the crews in the blank rows.');
    expect(cover).toContain('line-up not assigned: write the crews in');
    // Three blank car rows per team and heat, each with a driver and a gunner line.
    expect(cover.match(/car D G/g)).toHaveLength(3 * 3 * 2);
    expect(doc.sheets).toBe(doc.pages.length);
    expect(doc.pages).toHaveLength(doc.covers + 25);
    expect(doc.text).not.toContain('Driver 2-5');
    expect(doc.text).not.toContain('Car 3-4');
    noHoles(doc.pages);
    await pdfPngs(doc.path, 'match-night-unassigned');
    conn.close();
  });

  it('a team without a line-up is named on the cover; the others print their crews only', async () => {
    const dir = temp();
    const { conn, matchId } = league(dir);
    assignAll(conn, matchId, [1, 3]);
    const doc = await night(conn, matchId, dir, 'partial', 'letter');
    expect(await pdfInfo(doc.path)).toEqual({ pages: doc.pages.length, size: '612 x 792' });
    expect(doc.text).toContain(
      'LINE-UP NOT ASSIGNED YET for some teams. Write the crews in the blank rows. Franchise 02 has no line-up: the sheets after this cover are its active cars and competitors fit to race, bench included.',
    );
    expect(doc.sheets).toBe(doc.pages.length);
    expect(doc.pages).toHaveLength(doc.covers + 7 + (4 + 5) + 7);
    expect(doc.text).toContain('Driver 2-5');
    expect(doc.text).not.toContain('Driver 1-5');
    noHoles(doc.pages);
    await pdfPngs(doc.path, 'match-night-partial-letter');
    conn.close();
  });

  it('same bytes twice; fonts embedded and subset; an arena match scores flags instead of places', async () => {
    const dir = temp();
    const { conn, matchId } = league(dir);
    assignAll(conn, matchId);
    const a = await night(conn, matchId, dir, 'a');
    const b = await night(conn, matchId, dir, 'b');
    expect(readFileSync(a.path).equals(readFileSync(b.path))).toBe(true);
    for (const f of await pdfFonts(a.path)) expect(f).toMatchObject({ embedded: true, subset: true, name: expect.stringMatching(/^LiberationSans(-Bold)?$/) });
    conn.sqlite.prepare("UPDATE dethmetal_matches SET kind = 'arena', surface = 'dirt', heats = 3 WHERE match_id = ?").run(matchId);
    const arena = (await night(conn, matchId, dir, 'arena')).pages[0]!;
    for (const t of [
      'Arena: cars start',
      'Dirt',
      'Heats 3',
      'Flags',
      '× 5',
      'HEAT 3',
      'Franchise 01, Franchise 02, Franchise 03 have heats without one: the sheets are those of the cars and crews assigned so far.',
    ])
      expect(arena).toContain(t);
    expect(arena).not.toContain('Place');
    await pdfPngs(path.join(dir, 'arena.pdf'), 'match-night-arena');
    conn.close();
  });

  it('the app’s print (sheets.pdf) and `league print match` write the same bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(printedAt);
    const dir = temp();
    const { conn, file, matchId } = league(dir);
    assignAll(conn, matchId);
    const app = Buffer.from((await sheetsPdf(conn, { kind: 'match', matchId }, 'letter')).base64, 'base64');
    conn.close();
    const out: string[] = [];
    const code = await runCli(['print', 'match', file, '--id', String(matchId), '--paper', 'letter', '--out', path.join(dir, 'cli.pdf')], {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Wrote the match cover and 21 sheets to');
    expect(readFileSync(path.join(dir, 'cli.pdf')).equals(app)).toBe(true);
  });
});

describe('match cover model', () => {
  const input = (over: Partial<MatchCoverInput> = {}): MatchCoverInput => ({
    league: 'L',
    season: 2,
    number: 4,
    track: 'Denver',
    date: '3 Sept',
    surface: 'dirt',
    kind: 'race',
    heats: 2,
    status: 'ready',
    carsPerHeat: 3,
    teams: [{ name: 'Reapers', colour: '#ffffff', assignments: [], sheets: { cars: 2, competitors: 6 } }],
    ...over,
  });

  it('shows a date typed before the date picker as typed, and an ISO day written out (never 9/3/2001)', () => {
    expect(eventDay('3 Sept')).toEqual({ day: '3 Sept' });
    expect(eventDay('2026-09-03')).toEqual({ day: '3 Sep 2026', weekday: 'Thursday' });
    expect(eventDay('2026-02-30')).toEqual({ day: '2026-02-30' });
    expect(matchCoverModel(input({ date: '' })).event[0]).toEqual({ label: 'Date', value: 'not set' });
  });

  it('prints franchise colours as greys of their lightness, never white or black', () => {
    expect(greySwatch('#ffffff')).toBe('#e1e1e1');
    expect(greySwatch('#000000')).toBe('#282828');
    expect(greySwatch('#d03030')).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(greySwatch('not a colour')).toMatch(/^#([0-9a-f]{2})\1\1$/);
  });

  it('gives a team with no line-up three blank rows per heat and says what follows the cover', () => {
    const m = matchCoverModel(input());
    expect(m.heats.map((h) => h.teams[0]!.rows)).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(m.lineupComplete).toBe(false);
    expect(m.sheetsNote).toBe(
      'Then 2 car sheets and 6 driver sheets: every active car and every competitor fit to race of each team, team by team in the order above.',
    );
  });
});
