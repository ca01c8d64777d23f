/**
 * Issue 11 in the terminal, against real league files: the season-end preview names the franchises the draft leaves
 * below the minimums (gaps.md #71), as the screens do, and `league franchise show` prints the franchise page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaign } from '../../src-shared/engine/dethmetal';
import { answering, founding, newLeague, type League } from '../campaign/support';
import { useTempDir } from '../support/tempLeague';
import { run, stateOf } from '../support/cli';

const tempDir = useTempDir();

/** Two founded franchises (the Reapers threw a 300k party at founding) and one match recorded: 9 points to 5. */
async function twoTeamsOneMatch(dir: string): Promise<{ league: League; file: string; ids: number[] }> {
  const league = await newLeague(dir, 77);
  const ids = [
    (await answering(league, 'franchise.found', founding('Rust Belt Reapers', '#c0392b', { partySpend: 300 }))).value.franchise.id,
    (await answering(league, 'franchise.found', founding('Ash Valley Angels', '#2980b9'))).value.franchise.id,
  ];
  const m = await league.call('schedule.add', { track: 'Reno', surface: 'asphalt', kind: 'race', heats: 1 });
  await answering(league, 'match.preMatch', { matchId: m.id });
  const teams = [];
  for (const [i, fid] of ids.entries()) {
    const d = await league.call('franchise.details', { id: fid });
    const driver = d.roster.find((c) => c.usable)!.id;
    await league.call('match.assign', { matchId: m.id, franchiseId: fid, heats: [{ heat: 1, cars: [{ vehicleId: d.vehicles[0]!.id, driverId: driver }] }] });
    teams.push({ franchiseId: fid, competitors: [{ competitorId: driver, points: [9, 5][i]! }], vehicles: [{ vehicleId: d.vehicles[0]!.id }] });
  }
  await answering(league, 'match.record', { matchId: m.id, teams });
  return { league, file: path.join(dir, 'test.league'), ids };
}

describe('league season end --preview: franchises left short, by name (gaps.md #71)', () => {
  it('a draft where every pick passes leaves both rosters short: the preview lists each by name with its problem; nothing is written', async () => {
    const dir = tempDir();
    const { league, file } = await twoTeamsOneMatch(dir);
    // The service's own preview with the same answers: what the screens show.
    const { value: report, input } = await answering(league, 'season.end', { preview: true }, (options, at) =>
      at[0] === 'draftPicks' ? 'pass' : options[0]!.value,
    );
    league.close();
    expect(report.shortfalls!.map((s) => s.franchise)).toEqual(['Rust Belt Reapers', 'Ash Valley Angels']);
    const { preview: _, ...choices } = input as Record<string, unknown>;
    const choicesFile = path.join(dir, 'choices.json');
    writeFileSync(choicesFile, JSON.stringify(choices));

    const before = stateOf(file);
    const r = await run('season', 'end', file, choicesFile, '--preview');
    expect(r, r.err).toMatchObject({ code: 0, err: '' });
    const lines = r.out.split('\n');
    const head = lines.indexOf('2 franchises must hire or buy before the next match (Part VI › Create roster; gaps.md #71):');
    expect(head).toBeGreaterThan(0);
    // Each short franchise, then why the draft left it so (issue 19, item 16).
    expect(lines.slice(head + 1, head + 5)).toEqual(report.shortfalls!.flatMap((s) => [`  ${s.franchise}: ${s.problems.join(' ')}`, `    Why: ${s.why}`]));
    expect(lines[head + 2]).toMatch(/^ {4}Why: Ended the season with \d+ competitors: .* into the draft pool; .* 0 on the roster for next season\.$/);
    expect(lines[head + 1]).toContain('Rust Belt Reapers: A roster needs at least 6 competitors (gaps.md #71); this one has 0.');
    expect(stateOf(file)).toBe(before);
  });

  it('where the league does not hold rosters to six (house rule), the same draft leaves nobody short and the preview says nothing of it', async () => {
    const dir = tempDir();
    const { league, file } = await twoTeamsOneMatch(dir);
    await league.call('league.updateSettings', { houseRules: { 'campaign.enforceRosterMinimum': false } });
    const { value: report, input } = await answering(league, 'season.end', { preview: true }, (options, at) =>
      at[0] === 'draftPicks' ? 'pass' : options[0]!.value,
    );
    league.close();
    expect(report.shortfalls ?? []).toEqual([]);
    const { preview: _, ...choices } = input as Record<string, unknown>;
    const choicesFile = path.join(dir, 'choices.json');
    writeFileSync(choicesFile, JSON.stringify(choices));
    const r = await run('season', 'end', file, choicesFile, '--preview');
    expect(r, r.err).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain('PREVIEW (nothing was changed)');
    expect(r.out).not.toContain('must hire or buy');
  });
});

describe('league franchise show: the franchise page', () => {
  it('prints the treasury, sponsors with their terms, the party, trophies and history by name or id; --json is the page itself', async () => {
    const dir = tempDir();
    const { league, file, ids } = await twoTeamsOneMatch(dir);
    const page = await league.call('franchise.page', { id: ids[0]! });
    league.close();
    expect(page.parties).toHaveLength(1);

    const r = await run('franchise', 'show', file, 'rust belt reapers');
    expect(r, r.err).toMatchObject({ code: 0, err: '' });
    expect(r.out.split('\n')[0]).toBe(
      `Rust Belt Reapers (#${ids[0]}): owner Rust Belt Reapers owner, founded in season 1; colour #c0392b; mechanic staff rating 2`,
    );
    expect(r.out).toContain(`Treasury: ${page.treasury.cash}k in the bank`);
    expect(r.out).toContain(`Sponsors (${page.sponsors.length}):`);
    for (const s of page.sponsors) {
      const terms = campaign.sponsorEffect(s.type);
      expect(r.out).toContain(`  ${s.type}: income ${terms.income.dice} × ${terms.income.per}k;`);
    }
    const party = page.parties[0]!;
    expect(r.out).toContain(
      `  Season 1, at founding: spent 300k; ${party.attracted.length ? `attracted ${party.attracted.map((a) => a.type).join(' and ')}.` : 'no new sponsor came.'}`,
    );
    expect(r.out).toContain('Trophies: none yet');
    const history = r.out.split('\n').find((l) => /^\s*1\s+so far\s+1 of 2\s+9\s+1\s+1\s/.test(l));
    expect(history, r.out).toBeDefined();
    // Roster, stables and stores follow the page.
    expect(r.out).toMatch(/Roster:\n.*Competitor/);
    expect(r.out).toContain('Ace Rust');

    const byId = await run('franchise', 'show', file, String(ids[0]));
    expect(byId.out).toBe(r.out);
    const json = await run('franchise', 'show', file, 'Rust Belt Reapers', '--json');
    expect(json).toMatchObject({ code: 0, err: '' });
    expect(JSON.parse(json.out)).toEqual(page);
    // --format json keeps giving the roster, stables and stores that scripts read.
    const detail = JSON.parse((await run('franchise', 'show', file, 'Rust Belt Reapers', '--format', 'json')).out);
    expect(detail.vehicles).toHaveLength(3);
  });

  it('an unknown franchise, or --json with --format, is refused with what is wrong', async () => {
    const dir = tempDir();
    const { league, file } = await twoTeamsOneMatch(dir);
    league.close();
    expect(await run('franchise', 'show', file, 'Nobody', '--json')).toMatchObject({
      code: 1,
      err: 'There is no franchise named “Nobody” (franchises: Ash Valley Angels, Rust Belt Reapers).',
    });
    expect(await run('franchise', 'show', file, 'Rust Belt Reapers', '--json', '--format', 'table')).toMatchObject({
      code: 2,
      err: 'Give --json or --format, not both.',
    });
    expect(await run('franchise', 'show', file)).toMatchObject({ code: 2, err: expect.stringContaining('Missing NAME|ID.') });
  });
});
