/**
 * `table.odds` (issue 23): the odds of a calculator at a match through the core channel the app and `league odds`
 * call, on real league files, reached by the league's ruleset (Dirty Wheels' table, Dethmetal's match assistant).
 * Bad input is refused at its field under `calc`, in words, and the file is left exactly as it was (odds only read).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OddsReport } from '../../src-shared/engine/core/odds';
import type { AppError } from '../../src-shared/ipc';
import { foundedDuel, newLeague } from '../campaign/support';
import { stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

const issuesOf = (e: AppError) => ('issues' in e ? e.issues : []);

describe('table.odds on a Dirty Wheels match', () => {
  it('Manoeuvres (skill 4+ on a D6, a 1 damages): the Hop at 1/2 performed, 1/3 stays put, 1/6 damaged; nothing written', async () => {
    const t = await dwMatchLeague(tempDir());
    try {
      await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
      const before = stateOf(t.file);
      const report = (await t.ok('table.odds', { matchId: t.matchId, calc: { kind: 'manoeuvre', car: 1, manoeuvre: 'Hop' } })) as OddsReport;
      expect(report.method).toBe('exact');
      expect(report.questions[0]!.outcomes.map((o) => [o.label, o.fraction])).toEqual([
        ['Performed', '1/2'],
        ['Stays put', '1/3'],
        ['Stays put and takes 1 damage', '1/6'],
      ]);
      expect(report.notModelled.length).toBeGreaterThan(0);
      expect(stateOf(t.file)).toBe(before);
    } finally {
      t.session.close();
    }
  });

  it('refuses a calculator of the wrong shape at its field, one that rolls nothing, and a match that is not there; nothing written', async () => {
    const t = await dwMatchLeague(tempDir());
    try {
      const before = stateOf(t.file);
      const bad = await t.call('table.odds', { matchId: t.matchId, calc: { kind: 'manoeuvre', car: 1, manoeuvre: 'Flip' } });
      expect(bad.ok).toBe(false);
      const e = (bad as { error: AppError }).error;
      expect(e.kind).toBe('validation');
      expect(e.message).toMatch(/^The intent is not one of the table's: manoeuvre: One of Hairpin turn, Skid, Hop/);
      expect(issuesOf(e).map((i) => i.path)).toEqual([['calc', 'manoeuvre']]);
      const none = await t.call('table.odds', { matchId: t.matchId, calc: { kind: 'endTurn' } });
      expect(!none.ok && none.error.message).toMatch(/endTurn rolls no dice: there are no odds to give/);
      const missing = await t.call('table.odds', { matchId: 999, calc: { kind: 'initiative' } });
      expect(!missing.ok && missing.error.message).toBe('There is no match with id 999.');
      const extra = await t.call('table.odds', { matchId: t.matchId, calc: { kind: 'initiative' }, dice: [3] });
      expect(!extra.ok && extra.error.kind).toBe('validation');
      expect(stateOf(t.file)).toBe(before);
    } finally {
      t.session.close();
    }
  });
});

describe('table.odds on a Dethmetal match', () => {
  it('Part IV › Movement Points: refused in words before the heat starts, then 0 MP for certain at speed 0; nothing written', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 7, 'odds.league');
    try {
      const { red, blue, match: m } = await foundedDuel(league, { surface: 'asphalt', kind: 'arena' });
      const calc = { kind: 'movement', vehicleId: red.vehicles[0]!.id };
      const early = await league.refuse('table.odds', { matchId: m.id, calc });
      expect(early).toMatchObject({ kind: 'conflict' });
      expect(early.message).toMatch(/No heat of match \d+ has started: start the heat first \(Part III › Turn Sequence\)/);
      await league.call('assistant.act', { matchId: m.id, intent: { kind: 'start-heat', heat: 1 } });
      const file = path.join(dir, 'odds.league');
      const before = stateOf(file);
      const report = await league.call('table.odds', { matchId: m.id, calc });
      expect(report.questions[0]!.outcomes.map((o) => [o.value, o.fraction])).toEqual([[0, '1/1']]);
      // Two cars' initiative (Part III › Initiative): one of them moves first, the two chances sum to one.
      const initiative = await league.call('table.odds', {
        matchId: m.id,
        calc: { kind: 'initiative', vehicleIds: [red.vehicles[0]!.id, blue.vehicles[0]!.id] },
      });
      const first = initiative.questions.find((q) => q.id === 'first')!;
      expect(
        first.outcomes
          .filter((o) => o.value !== null)
          .map((o) => o.value)
          .sort(),
      ).toEqual([blue.vehicles[0]!.name, red.vehicles[0]!.name].sort());
      expect(first.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
      const wrong = await league.refuse('table.odds', { matchId: m.id, calc: { kind: 'movement', vehicleId: 'x' } });
      expect(wrong.kind).toBe('validation');
      expect(issuesOf(wrong).map((i) => i.path)).toEqual([['calc', 'vehicleId']]);
      expect(stateOf(file)).toBe(before);
    } finally {
      league.close();
    }
  });
});
