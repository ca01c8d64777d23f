/**
 * Reading a recorded match's post-match report back (match.report): the report kept at commit is the very one the
 * preview showed (Part VI › Post-match: every change and roll, per franchise), written in the recording's own
 * operation, so undo and redo take it with the rest.
 */
import { describe, expect, it } from 'vitest';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { answering, founding, newLeague } from './support';

const tempDir = useTempDir();

async function leagueWithAssignedMatch(seed: number) {
  const league = await newLeague(tempDir(), seed);
  const red = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
  const blue = (await league.call('franchise.found', founding('Blue Bombers', '#0000aa'))).franchise;
  const m = await league.call('schedule.add', { track: 'Seattle', surface: 'asphalt', kind: 'arena' });
  await league.call('match.preMatch', { matchId: m.id });
  for (const f of [red, blue]) {
    await league.call('match.assign', {
      matchId: m.id,
      franchiseId: f.id,
      heats: [1, 2].map((heat) => ({ heat, cars: f.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: f.roster[i + (heat - 1) * 3]!.id })) })),
    });
  }
  const teams = [
    {
      franchiseId: red.id,
      competitors: [
        { competitorId: red.roster[0]!.id, points: 6, criticals: 2 },
        { competitorId: red.roster[3]!.id, points: 2, outOfAction: true },
      ],
      vehicles: [{ vehicleId: red.vehicles[2]!.id, destroyed: true }],
    },
    {
      franchiseId: blue.id,
      competitors: [{ competitorId: blue.roster[1]!.id, points: 3, criticals: 1 }],
      vehicles: [{ vehicleId: blue.vehicles[0]!.id, criticals: 2 }],
      worldTrade: true,
    },
  ];
  return { league, m, red, blue, teams };
}

describe('match.report: the post-match report read back later', () => {
  it('is exactly what the preview showed, kept in the match row by the same operation; undo removes it, redo brings it back', async () => {
    const { league, m, teams } = await leagueWithAssignedMatch(42);
    const sqlite = league.session.league.sqlite;
    expect(await league.call('match.report', { matchId: m.id })).toMatchObject({ match: { id: m.id, status: 'ready' }, report: null });

    const preview = await answering(league, 'match.record', { matchId: m.id, preview: true, teams });
    expect(sqlite.prepare('SELECT report FROM dethmetal_matches WHERE match_id = ?').get(m.id)).toEqual({ report: null });
    const before = canonicalDump(sqlite);
    const journalBefore = (sqlite.prepare('SELECT count(*) AS n FROM journal').get() as { n: number }).n;

    const committed = await league.call('match.record', { ...preview.input, preview: false });
    expect(committed).toEqual({ ...preview.value, preview: false });
    // One operation: one journal row for the recording and its report.
    expect((sqlite.prepare('SELECT count(*) AS n FROM journal').get() as { n: number }).n).toBe(journalBefore + 1);

    const read = await league.call('match.report', { matchId: m.id });
    expect(read.report).toEqual(committed);
    expect(read.match).toEqual(await league.call('match.get', { matchId: m.id }));
    expect(read.match.status).toBe('recorded');
    // Grouped per franchise with every change and roll: the ledger lines are the ledger's, the rolls the dice log's.
    expect(read.report!.franchises.map((f) => f.franchise)).toEqual(['Red Rockets', 'Blue Bombers']);
    for (const f of read.report!.franchises) {
      const ledger = sqlite.prepare('SELECT amount, reason FROM ledger WHERE match_id = ? AND franchise_id = ? ORDER BY id').all(m.id, f.franchiseId);
      expect(f.lines.map((l) => ({ amount: l.amount, reason: l.reason }))).toEqual(ledger);
    }
    const logged = sqlite.prepare(`SELECT notation, purpose, value FROM dice_log WHERE match_id = ? AND op = 'match.record' ORDER BY id`).all(m.id);
    expect(read.report!.rolls.map((r) => ({ notation: r.notation, purpose: r.purpose, value: r.value }))).toEqual(logged);
    expect(read.report!.rolls.length).toBeGreaterThan(0);
    const after = canonicalDump(sqlite);

    await league.call('journal.undo', {});
    expect(canonicalDump(sqlite)).toBe(before);
    expect(await league.call('match.report', { matchId: m.id })).toMatchObject({ match: { status: 'ready' }, report: null });
    await league.call('journal.redo', {});
    expect(canonicalDump(sqlite)).toBe(after);
    expect((await league.call('match.report', { matchId: m.id })).report).toEqual(committed);
  });

  it('a refused recording keeps no report; an unknown match is refused; a match recorded before reports were kept says so with null', async () => {
    const { league, m, red, blue, teams } = await leagueWithAssignedMatch(7);
    const sqlite = league.session.league.sqlite;
    const before = canonicalDump(sqlite);
    await league.refuse('match.record', {
      matchId: m.id,
      teams: [{ franchiseId: red.id, competitors: [{ competitorId: red.roster[0]!.id, points: -1 }] }, { franchiseId: blue.id }],
    });
    expect(canonicalDump(sqlite)).toBe(before);
    expect(await league.refuse('match.report', { matchId: 404 })).toMatchObject({ kind: 'validation', message: 'There is no match with id 404.' });

    await answering(league, 'match.record', { matchId: m.id, teams });
    // A league file recorded by an earlier Pitwall (before migration 0003) has the column but no report in it.
    sqlite.prepare('UPDATE dethmetal_matches SET report = NULL WHERE match_id = ?').run(m.id);
    expect(await league.call('match.report', { matchId: m.id })).toMatchObject({
      match: { status: 'recorded', teams: [{ points: 8 }, { points: 3 }] },
      report: null,
    });
  });
});
