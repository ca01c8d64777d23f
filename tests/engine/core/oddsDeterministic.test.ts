/**
 * The odds engine's answer does not depend on the machine (issue 23): its budgets are counts of work (calculator
 * runs, seeded rolls, volley pairs), never times. The same inputs give the same report, exact or sampled with the same
 * fractions, whether the clock stands still or leaps an hour inside every run of the calculator (a loaded machine
 * at its worst). And no file of the engine reads a clock at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DuelRules, duelOdds, enumerate, oddsOf } from '../../../src-shared/engine/core/odds';
import type { Dice } from '../../../src-shared/engine/dice';

/** Leap the clock an hour: what a run would see on the slowest machine there is. */
const leap = () => vi.setSystemTime(Date.now() + 3_600_000);

/** Eight d6 summed, 28 or more: 6^8 paths without a state, so a small budget sends it to sampling. */
const eightD6 = (onRun: () => void) => (dice: Dice) => {
  onRun();
  return Array.from({ length: 8 }, () => dice.roll('1d6', 'x').value).reduce((s, v) => s + v, 0) >= 28;
};
const q = [{ id: 'x', label: '28+', of: (v: boolean) => v }];

/** Hit on a 5+ then 1d6 damage: a small tree, exact within any budget. */
const shot = (onRun: () => void) => (dice: Dice) => {
  onRun();
  return dice.roll('1d6', 'to hit').value >= 5 ? dice.roll('1d6', 'damage').value : 0;
};
const damageQ = [{ id: 'damage', label: 'Damage', numeric: true, of: (v: number) => v }];

describe('odds do not depend on the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an exact walk stays exact when every run of the calculator takes an hour (19 runs: the root, 6 to-hit faces, 2 × 6 damage faces; 1/3 hits, damage 1..6 at 1/18 each)', () => {
    const still = oddsOf(
      shot(() => {}),
      damageQ,
    );
    const slow = oddsOf(shot(leap), damageQ);
    expect(still.method).toBe('exact');
    expect(slow).toEqual(still);
    expect(still.runs).toBe(19);
    expect(still.questions[0]!.outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [0, '2/3'],
      [1, '1/18'],
      [2, '1/18'],
      [3, '1/18'],
      [4, '1/18'],
      [5, '1/18'],
      [6, '1/18'],
    ]);
  });

  it('a walk over its budget samples a fixed count, the same fractions however long each run takes', () => {
    const opts = { budget: 500, samples: 2_000 };
    const still = oddsOf(
      eightD6(() => {}),
      q,
      opts,
    );
    const slow = oddsOf(eightD6(leap), q, opts);
    expect(still.method).toBe('sampled');
    expect(still.samples).toBe(2_000);
    expect(slow).toEqual(still);
  });

  it('a walk just within its budget is exact on the slow clock too, and one run short of it is not', () => {
    const runs = enumerate(
      shot(() => {}),
      String,
    ).runs;
    expect(oddsOf(shot(leap), damageQ, { budget: runs }).method).toBe('exact');
    expect(oddsOf(shot(leap), damageQ, { budget: runs - 1 }).method).toBe('sampled');
  });

  it('the duel: the same curves exact, and the same sampled curves past its budget of work, whatever the clock', () => {
    const rules = (onRoll: () => void): DuelRules<{ a: number; b: number; fa: boolean; fb: boolean }> => ({
      key: (s) => JSON.stringify(s),
      out: (s, side) => s[side] <= 0,
      parts: 1,
      nextShot(s, side) {
        if (side === 'a' ? s.fa : s.fb) return null;
        return {
          memo: `${side}|${JSON.stringify(s)}`,
          roll: (dice) => {
            onRoll();
            return dice.roll('1d6', 'to hit').value >= 5 ? 'hit' : 'miss';
          },
          apply: (o) => (side === 'a' ? { ...s, b: s.b - (o === 'hit' ? 1 : 0), fa: true } : { ...s, a: s.a - (o === 'hit' ? 1 : 0), fb: true }),
        };
      },
      merge: (_from, a, b) => ({ a: b.a, b: a.b, fa: a.fa, fb: b.fb }),
      endTurn: (s) => ({ ...s, fa: false, fb: false }),
    });
    const start = { a: 2, b: 2, fa: false, fb: false };
    const still = duelOdds(
      rules(() => {}),
      start,
      6,
    );
    const slow = duelOdds(rules(leap), start, 6);
    expect(still.method).toBe('exact');
    expect(slow).toEqual(still);
    const sampledStill = duelOdds(
      rules(() => {}),
      start,
      6,
      { chainBudget: 10, runs: 300 },
    );
    const sampledSlow = duelOdds(rules(leap), start, 6, { chainBudget: 10, runs: 300 });
    expect(sampledStill.method).toBe('sampled');
    expect(sampledSlow).toEqual(sampledStill);
  });
});

describe('the odds engine reads no clock', () => {
  const dir = path.resolve(import.meta.dirname, '../../../src-shared/engine/core/odds');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')))
    it(`${file}: no Date, performance or timer in its code`, () => {
      const code = readFileSync(path.join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code).not.toMatch(/\bDate\b|\bperformance\b|setTimeout|setInterval|hrtime/);
    });
});
