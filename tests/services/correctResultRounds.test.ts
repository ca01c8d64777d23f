/**
 * Correcting a race meeting's placings (issue 27) through the core's result channel in rounds (`match.recordOutcome`
 * with `rounds`, issue 21), on a real race-combat league file through the dispatcher: two teams, a meeting of two races
 * in season 1, a second meeting, season 1 closed and a meeting of season 2. The first meeting's first race corrected
 * (its first two drivers swapped): `match.recording` gives the input as recorded (then as corrected), the preview names
 * the drivers' and teams' tables of season 1 that change, the commit changes them (10-8-6… per place, gaps.md #24),
 * Check league folds the corrected history, and one undo restores the file table by table.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { CorrectionPreview, CorrectionReport, RecordingView } from '../../src-shared/ipc/channels/correct';
import type { LeagueStandings } from '../../src-shared/ipc/channels/leagueTypes';
import type { JournalCheck } from '../../src-shared/ipc/channels/verify';
import { gunship, speedster } from '../engine/racecombat/cars';
import { useTempDir } from '../support/tempLeague';
import { openLeague, snapshot } from './correctResultLeague';

const tempDir = useTempDir();

/** The Reds (Ana in the gunship) and the Blues (Bo in Bolt, Cy in Dart), seed 2525; each driver's person id by name. */
async function raceLeague(dir: string) {
  const t = await openLeague(dir, 'circuit.league');
  await t.ok('app.newLeague', { name: 'Circuit', path: t.file, ruleset: 'racecombat' });
  await t.ok('league.updateSettings', { seed: 2525 });
  const reds = (await t.ok('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id as number;
  const blues = (await t.ok('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id as number;
  await t.ok('team.addCar', { franchiseId: reds, design: gunship(), driver: { name: 'Ana' } });
  await t.ok('team.addCar', { franchiseId: blues, design: speedster({ name: 'Bolt' }), driver: { name: 'Bo' } });
  await t.ok('team.addCar', { franchiseId: blues, design: speedster({ name: 'Dart' }), driver: { name: 'Cy' } });
  const drivers = new Map<string, { franchiseId: number; personId: number }>();
  for (const franchiseId of [reds, blues]) {
    const crew = (await t.ok('crew.list', { franchiseId })) as { people: { personId: number; name: string; kind: string }[] };
    for (const p of crew.people) if (p.kind === 'driver') drivers.set(p.name, { franchiseId, personId: p.personId });
  }
  /** A race's finishing order by driver: 1st, 2nd, 3rd. */
  const race = (...order: string[]) => ({ entrants: order.map((name, i) => ({ ...drivers.get(name)!, placing: i + 1, stats: {} })) });
  const meeting = async (track: string, rounds: ReturnType<typeof race>[]) => {
    const m = (await t.ok('schedule.add', { track, franchiseIds: [reds, blues] })).id as number;
    await t.ok('match.recordOutcome', { matchId: m, rounds });
    return m;
  };
  return { ...t, teams: [reds, blues], reds, blues, race, meeting };
}

const table = (s: LeagueStandings) => ({
  drivers: s.entrants?.rows.map((r) => [r.entrant, r.points]),
  teams: s.rows.map((r) => [r.franchise, r.points]),
});

describe('correcting a race meeting’s placings (match.recordOutcome in rounds)', () => {
  it('season 1’s first meeting corrected: the recording as recorded, the preview, the tables after the commit, Check league, one undo', async () => {
    const dir = tempDir();
    const l = await raceLeague(dir);
    // Recorded wrong: Ana won race 1; Bo did.
    const first = await l.meeting('Monza', [l.race('Ana', 'Bo', 'Cy'), l.race('Cy', 'Ana', 'Bo')]);
    await l.meeting('Imola', [l.race('Bo', 'Cy', 'Ana')]);
    await l.ok('season.close', {});
    await l.meeting('Spa', [l.race('Ana', 'Cy', 'Bo')]);
    // Race 1: Ana 10, Bo 8, Cy 6; race 2: Cy 10, Ana 8, Bo 6; Imola: Bo 10, Cy 8, Ana 6. The Blues sum Bo's and Cy's.
    expect(table(await l.ok('standings.league', { season: 1 }))).toEqual({
      drivers: [
        ['Ana', 24],
        ['Bo', 24],
        ['Cy', 24],
      ],
      teams: [
        ['Blues', 48],
        ['Reds', 24],
      ],
    });

    const recording: RecordingView = await l.ok('match.recording', { matchId: first });
    expect(recording.op).toBe('match.recordOutcome');
    expect(recording.input.rounds).toEqual([l.race('Ana', 'Bo', 'Cy'), l.race('Cy', 'Ana', 'Bo')].map((r) => ({ teams: [], ...r })));
    const result = { ...recording.input, rounds: [l.race('Bo', 'Ana', 'Cy'), l.race('Cy', 'Ana', 'Bo')] };
    const before = snapshot(l, path.join(dir, 'before.league'));

    const preview: CorrectionPreview = await l.ok('match.previewCorrection', { matchId: first, result });
    expect(preview.stopped).toBeNull();
    expect(preview.entry).toMatchObject({ journalId: recording.journalId, op: 'match.recordOutcome' });
    // The later meetings and the season's close ran again.
    expect(preview.replayed).toBe(5);
    const standings = preview.changes.filter((c) => c.area === 'standings' && c.subject.startsWith('Season 1: '));
    expect(standings.map((c) => c.words).join(' ')).toMatch(/points/);
    expect(preview.changes.some((c) => c.area === 'results' && c.cause?.journalId === recording.journalId)).toBe(true);
    expect(compareFiles(before, l.session.league.sqlite)).toEqual([]);

    const report: CorrectionReport = await l.ok('match.correct', { matchId: first, result });
    expect(report.changes).toEqual(preview.changes);
    // Race 1 now: Bo 10, Ana 8: Bo 26 and Ana 22 in season 1; the Blues 50 (Bo 26 + Cy 24).
    expect(table(await l.ok('standings.league', { season: 1 }))).toEqual({
      drivers: [
        ['Bo', 26],
        ['Cy', 24],
        ['Ana', 22],
      ],
      teams: [
        ['Blues', 50],
        ['Reds', 22],
      ],
    });
    expect(((await l.ok('match.recording', { matchId: first })) as RecordingView).input.rounds).toEqual(result.rounds.map((r) => ({ teams: [], ...r })));
    const check: JournalCheck = await l.ok('league.verify', {});
    expect({ notReplayed: check.notReplayed, dice: check.dice, differences: check.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });

    await l.ok('journal.undo', {});
    expect(compareFiles(before, l.session.league.sqlite)).toEqual([]);
    before.close();
    l.session.close();
  });

  it('a meeting not recorded has no recording to correct: refused in words naming it', async () => {
    const l = await raceLeague(tempDir());
    const m = (await l.ok('schedule.add', { track: 'Monza', franchiseIds: [l.reds, l.blues] })).id as number;
    const r = await l.call('match.recording', { matchId: m });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        "Match 1 has no recorded result in the league's journal to correct: it is not recorded yet, or it was recorded before the league was imported.",
      );
    l.session.close();
  });
});
