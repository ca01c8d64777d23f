/**
 * Correcting a race meeting raced at the race-combat table (issue 27): recorded through the table's channel
 * (`rcTable.record`), whose service (`rcRecord`) runs the core's recording with the table's finished races as rounds,
 * so its journal entry is the core's `match.recordOutcome` and the correction replays it with the corrected rounds,
 * the table's own entries (its acts, in the meeting and after it) running again as they were. Two teams, a meeting of two races raced at the table in season 1,
 * a second meeting, season 1 closed and a meeting of season 2: `match.recording` gives the table's rounds as the core's
 * input, the preview lists the drivers' and teams' tables that change, the commit changes them, Check league folds the
 * corrected history clean, and one undo gives back the file table by table. A meeting not recorded is still refused
 * in the same words.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../src-main/services/league/replay/compare';
import type { CorrectionPreview, RecordingView } from '../../src-shared/ipc/channels/correct';
import type { LeagueStandings } from '../../src-shared/ipc/channels/leagueTypes';
import type { RcTableState } from '../../src-shared/ipc/channels/racecombat/table';
import type { JournalCheck } from '../../src-shared/ipc/channels/verify';
import { gunship, speedster } from '../engine/racecombat/cars';
import { useTempDir } from '../support/tempLeague';
import { openLeague, snapshot } from './correctResultLeague';

const tempDir = useTempDir();

/** The Reds (Ana in the gunship) and the Blues (Bo in Bolt, Cy in Dart), seed 2525. */
async function raceLeague(dir: string) {
  const t = await openLeague(dir, 'table.league');
  await t.ok('app.newLeague', { name: 'Circuit', path: t.file, ruleset: 'racecombat' });
  await t.ok('league.updateSettings', { seed: 2525 });
  const reds = (await t.ok('franchise.add', { name: 'Reds', colour: '#c0392b', owner: '' })).id as number;
  const blues = (await t.ok('franchise.add', { name: 'Blues', colour: '#2980b9', owner: '' })).id as number;
  await t.ok('team.addCar', { franchiseId: reds, design: gunship(), driver: { name: 'Ana' } });
  await t.ok('team.addCar', { franchiseId: blues, design: speedster({ name: 'Bolt' }), driver: { name: 'Bo' } });
  await t.ok('team.addCar', { franchiseId: blues, design: speedster({ name: 'Dart' }), driver: { name: 'Cy' } });
  const schedule = async (track: string) => (await t.ok('schedule.add', { track, franchiseIds: [reds, blues] })).id as number;
  /** A meeting raced at the table: each race's finishing order by driver, then recorded through rcTable.record. */
  const atTable = async (track: string, races: string[][]) => {
    const matchId = await schedule(track);
    const state: RcTableState = await t.ok('rcTable.state', { matchId });
    const car = new Map(state.teams.flatMap((team) => team.cars.map((c) => [c.driverName, c.vehicleId] as const)));
    for (const [i, order] of races.entries()) {
      if (i > 0) await t.ok('rcTable.act', { matchId, intent: { kind: 'nextRace' } });
      await t.ok('rcTable.act', { matchId, intent: { kind: 'finishRace', order: order.map((d) => car.get(d)!) } });
    }
    await t.ok('rcTable.record', { matchId });
    return matchId;
  };
  const rows = (sql: string) => t.session.league.sqlite.prepare(sql).all();
  return { ...t, teams: [reds, blues], reds, blues, schedule, atTable, rows };
}

const table = (s: LeagueStandings) => ({
  drivers: s.entrants?.rows.map((r) => [r.entrant, r.points]),
  teams: s.rows.map((r) => [r.franchise, r.points]),
});

/** A round of the recording's input as the drivers placed (by name), each with its recorded stats. */
const placings = (r: RecordingView, names: Map<number, string>) =>
  (r.input.rounds as { entrants: { personId: number; placing: number }[] }[]).map((round) =>
    [...round.entrants].sort((a, b) => a.placing - b.placing).map((e) => names.get(e.personId)),
  );

describe('correcting a meeting raced at the race-combat table (rcTable.record)', () => {
  it('season 1’s table meeting corrected: the recording as the core’s rounds, the preview, the commit, Check league clean, one undo', async () => {
    const dir = tempDir();
    const l = await raceLeague(dir);
    // Raced at the table and recorded wrong: Ana won race 1; Bo did.
    const first = await l.atTable('Monza', [
      ['Ana', 'Bo', 'Cy'],
      ['Cy', 'Ana', 'Bo'],
    ]);
    await l.atTable('Imola', [['Bo', 'Cy', 'Ana']]);
    await l.ok('season.close', {});
    await l.atTable('Spa', [['Ana', 'Cy', 'Bo']]);
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
    // The table's recording, given as the core channel its correction runs as, with the rounds it recorded.
    expect(recording.op).toBe('match.recordOutcome');
    expect(l.rows(`SELECT op FROM journal WHERE id = ${recording.journalId}`)).toEqual([{ op: 'match.recordOutcome' }]);
    const people = l.rows(`SELECT id, name FROM competitors`) as { id: number; name: string }[];
    const names = new Map(people.map((p) => [p.id, p.name]));
    expect(placings(recording, names)).toEqual([
      ['Ana', 'Bo', 'Cy'],
      ['Cy', 'Ana', 'Bo'],
    ]);
    // Bo and Ana swapped in race 1.
    const rounds = recording.input.rounds as { entrants: { personId: number; placing: number }[] }[];
    const swap = (p: number) => (p === 1 ? 2 : p === 2 ? 1 : p);
    const result = {
      ...recording.input,
      rounds: rounds.map((r, i) => (i === 0 ? { ...r, entrants: r.entrants.map((e) => ({ ...e, placing: swap(e.placing) })) } : r)),
    };
    const before = snapshot(l, path.join(dir, 'before.league'));

    const preview: CorrectionPreview = await l.ok('match.previewCorrection', { matchId: first, result });
    expect(preview.stopped).toBeNull();
    expect(preview.entry).toMatchObject({ journalId: recording.journalId, op: 'match.recordOutcome' });
    const standings = preview.changes.filter((c) => c.area === 'standings' && c.subject.startsWith('Season 1: '));
    expect(standings.map((c) => c.words).join(' ')).toMatch(/points/);
    expect(preview.changes.some((c) => c.area === 'results' && c.cause?.journalId === recording.journalId)).toBe(true);
    expect(compareFiles(before, l.session.league.sqlite)).toEqual([]);

    await l.ok('match.correct', { matchId: first, result });
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
    // The journal keeps the table's recording as it happened; the recording now reads as corrected.
    expect(l.rows(`SELECT op FROM journal WHERE id = ${recording.journalId}`)).toEqual([{ op: 'match.recordOutcome' }]);
    const corrected: RecordingView = await l.ok('match.recording', { matchId: first });
    expect(placings(corrected, names)).toEqual([
      ['Bo', 'Ana', 'Cy'],
      ['Cy', 'Ana', 'Bo'],
    ]);
    const raced: RcTableState = await l.ok('rcTable.state', { matchId: first });
    expect(raced.result.races[0]?.placed.map((p) => p.driver)).toEqual(['Ana', 'Bo', 'Cy']);
    const check: JournalCheck = await l.ok('league.verify', {});
    expect({ notReplayed: check.notReplayed, dice: check.dice, differences: check.differences }).toEqual({ notReplayed: [], dice: [], differences: [] });

    await l.ok('journal.undo', {});
    expect(compareFiles(before, l.session.league.sqlite)).toEqual([]);
    before.close();
    l.session.close();
  });

  it('a meeting not recorded (raced at the table or not) has no recording to correct: refused in words naming it', async () => {
    const l = await raceLeague(tempDir());
    const m = await l.schedule('Monza');
    const state: RcTableState = await l.ok('rcTable.state', { matchId: m });
    const order = state.teams.flatMap((team) => team.cars.map((c) => c.vehicleId));
    await l.ok('rcTable.act', { matchId: m, intent: { kind: 'finishRace', order } });
    const r = await l.call('match.recording', { matchId: m });
    expect(r).toMatchObject({
      ok: false,
      error: {
        message:
          "Match 1 has no recorded result in the league's journal to correct: it is not recorded yet, or it was recorded before the league was imported.",
      },
    });
    const c = await l.call('match.previewCorrection', { matchId: m, result: { rounds: [] } });
    expect(c).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    l.session.close();
  });
});
