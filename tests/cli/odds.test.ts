/**
 * `league odds` (issue 23): the exact odds of a calculator at a match on a real league file, reached through the
 * league's ruleset (Dirty Wheels' table, Dethmetal's match assistant), as a table and as JSON; bad input refused in
 * words with the file unchanged (odds only read).
 */
import { describe, expect, it } from 'vitest';
import type { OddsReport } from '../../src-shared/engine/core/odds';
import { foundedDuel, newLeague } from '../campaign/support';
import { dwMatchLeague } from '../services/dwTableLeague';
import { run, stateOf } from '../support/cli';
import { useTempDir } from '../support/tempLeague';
import path from 'node:path';

const tempDir = useTempDir();

async function dwLeague() {
  const t = await dwMatchLeague(tempDir());
  t.session.close();
  return { file: t.file, id: String(t.matchId) };
}

describe('league odds on a Dirty Wheels match', () => {
  it('a manoeuvre at skill 4+ (Manoeuvres): performed 1/2, stays put 1/3, stays put and damaged 1/6, as a table and as JSON', async () => {
    const { file, id } = await dwLeague();
    // Cars activate in initiative order: the round starts before a manoeuvre (The Rules).
    expect((await run('match', 'table', file, '--match', id, 'act', 'initiative')).code).toBe(0);
    const before = stateOf(file);
    const calc = JSON.stringify({ kind: 'manoeuvre', car: 1, manoeuvre: 'Hop' });
    const text = await run('odds', file, '--match', id, '--calc', calc);
    expect(text.err).toBe('');
    expect(text.out).toMatch(/^Odds \(exact: /);
    expect(text.out).toMatch(/Performed\s+50\.0%\s+1\/2/);
    expect(text.out).toMatch(/Stays put\s+33\.3%\s+1\/3/);
    expect(text.out).toMatch(/Stays put and takes 1 damage\s+16\.7%\s+1\/6/);
    expect(text.out).toContain('Not in these odds:');
    const json = await run('odds', file, '--match', id, '--calc', calc, '--format', 'json');
    const report = JSON.parse(json.out) as OddsReport;
    expect(report.method).toBe('exact');
    expect(report.questions[0]!.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/3', '1/6']);
    expect(stateOf(file)).toBe(before);
  });

  it('refuses bad input in words naming the field, and an intent that rolls nothing, changing nothing', async () => {
    const { file, id } = await dwLeague();
    const before = stateOf(file);
    const bad = await run('odds', file, '--match', id, '--calc', JSON.stringify({ kind: 'manoeuvre', car: 1, manoeuvre: 'Flip' }));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/manoeuvre: One of Hairpin turn, Skid, Hop/);
    const none = await run('odds', file, '--match', id, '--calc', JSON.stringify({ kind: 'endTurn' }));
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/endTurn rolls no dice/);
    const notJson = await run('odds', file, '--match', id, '--calc', '{kind');
    expect(notJson.err).toMatch(/--calc is not valid JSON/);
    expect(stateOf(file)).toBe(before);
  });
});

describe('league odds on a Dethmetal match', () => {
  it("Part IV › Movement Points: a car's MP once the heat has started; refused before it starts", async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 7, 'odds.league');
    const { red, blue, match: m } = await foundedDuel(league, { surface: 'asphalt', kind: 'arena' });
    league.close();
    const file = path.join(dir, 'odds.league');
    const id = String(m.id);
    const calc = JSON.stringify({ kind: 'movement', vehicleId: red.vehicles[0]!.id });
    const early = await run('odds', file, '--match', id, '--calc', calc);
    expect(early.code).toBe(2);
    expect(early.err).toMatch(/No heat of match \d+ has started/);
    expect((await run('match', 'act', file, id, JSON.stringify({ kind: 'start-heat', heat: 1 }))).code).toBe(0);
    const before = stateOf(file);
    const r = await run('odds', file, '--match', id, '--calc', calc, '--format', 'json');
    expect(r.err).toBe('');
    const report = JSON.parse(r.out) as OddsReport;
    // Speed 0 at the start of a heat: no die, 0 MP for certain.
    expect(report.questions[0]!.outcomes.map((o) => [o.value, o.fraction])).toEqual([[0, '1/1']]);
    const initiative = await run(
      'odds',
      file,
      '--match',
      id,
      '--calc',
      JSON.stringify({ kind: 'initiative', vehicleIds: [red.vehicles[0]!.id, blue.vehicles[0]!.id] }),
    );
    expect(initiative.out).toMatch(/Moves first \(highest initiative\)/);
    const wrong = await run('odds', file, '--match', id, '--calc', JSON.stringify({ kind: 'movement', vehicleId: 'x' }));
    expect(wrong.err).toMatch(/vehicleId/);
    expect(stateOf(file)).toBe(before);
  });
});
