/**
 * The core odds engine (issue 23) on small calculators written here: its exact distribution against a brute-force
 * enumeration of every die sequence written independently in the test, hand-computed values, the physical faces of
 * d3/d66 (gaps.md #4), loops closed exactly, its bounds, and seeded rolls landing within 4 sigma.
 */
import { describe, expect, it } from 'vitest';
import { enumerate, oddsOf, rollOptions, UNSETTLED } from '../../../src-shared/engine/core/odds';
import { check, type Dice, SeededDice } from '../../../src-shared/engine/dice';

const twoD6AtLeast8 = (dice: Dice) => dice.roll('2d6', 'test').value >= 8;

/** Every sequence of d6 faces of a given length, written out: the brute force the engine is checked against. */
function* sequences(length: number): Generator<number[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(length - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

/** A check at 3 with one re-roll, then 1d6 damage on a success (a hit-and-damage calculator in miniature). */
const shot = (dice: Dice) => {
  const hit = check(dice, 3, 'to hit', [{ source: 'Crack shot' }]);
  return hit.success ? dice.roll('1d6', 'damage').value : 0;
};

describe('the odds engine: exact distributions through the calculator', () => {
  it('2d6 ≥ 8 is 15/36 (the 2d6 sums 8 to 12: 5+4+3+2+1 of 36)', () => {
    const r = oddsOf(twoD6AtLeast8, [{ id: 'pass', label: '8+', of: (v) => v }]);
    expect(r.method).toBe('exact');
    const yes = r.questions[0]!.outcomes.find((o) => o.value === true)!;
    expect(yes.fraction).toBe('5/12');
    expect(yes.probability).toBeCloseTo(15 / 36, 12);
  });

  it('a check with a re-roll then damage equals a brute-force walk of every face sequence', () => {
    // Brute force: three d6 suffice for every path (hit, re-roll, damage); weight each path by 1/6^3.
    const brute = new Map<number, number>();
    for (const [a, b, c] of sequences(3)) {
      const hit = a! <= 3 || b! <= 3;
      const dmg = hit ? (a! <= 3 ? b! : c!) : 0;
      brute.set(dmg, (brute.get(dmg) ?? 0) + 1);
    }
    const e = enumerate(shot, (v) => String(v));
    for (const [dmg, n] of brute) expect(Number(e.counts.get(String(dmg))!) / Number(e.den)).toBeCloseTo(n / 216, 14);
    // Hand-computed: P(hit) = 1 − (1/2)^2 = 3/4, each damage 1..6 at 3/4 · 1/6 = 1/8, none at 1/4.
    const r = oddsOf(shot, [{ id: 'dmg', label: 'damage', numeric: true, of: (v) => v }]);
    const q = r.questions[0]!;
    expect(q.outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [0, '1/4'],
      [1, '1/8'],
      [2, '1/8'],
      [3, '1/8'],
      [4, '1/8'],
      [5, '1/8'],
      [6, '1/8'],
    ]);
    expect(q.expectedFraction).toBe('21/8');
    expect(q.atLeast!.map((a) => a.fraction)).toEqual(['1/1', '3/4', '5/8', '1/2', '3/8', '1/4', '1/8']);
  });

  it('probabilities sum to exactly 1 (counts over one denominator)', () => {
    const e = enumerate(shot, (v) => String(v));
    expect([...e.counts.values()].reduce((s, n) => s + n, 0n)).toBe(e.den);
  });

  it('d2, d3 and D66 are read off physical d6 faces: grouping by reading gives the weights of every face apart (gaps.md #4)', () => {
    for (const notation of ['1d3', '2d3', '1d2', 'd66', '3d6', '1d3+3']) {
      const by = (mode: 'grouped' | 'physical') => {
        const e = enumerate(
          (d) => d.roll(notation, 't').value,
          (v) => String(v),
          { faces: mode },
        );
        return new Map([...e.counts].map(([k, n]) => [k, Number(n) / Number(e.den)]));
      };
      const grouped = by('grouped');
      const physical = by('physical');
      expect([...grouped.keys()].sort()).toEqual([...physical.keys()].sort());
      for (const [k, p] of grouped) expect(p).toBeCloseTo(physical.get(k)!, 14);
    }
    // A d3 is ceil(d6/2): each reading is two faces of six.
    expect(rollOptions('1d3').options.map((o) => [o.raw, o.count])).toEqual([
      [1, 2n],
      [2, 2n],
      [3, 2n],
    ]);
    expect(rollOptions('1d3').total).toBe(6n);
  });

  it('a roll-off repeated until untied closes its loop exactly: each side wins 1/2; without a state it is cut and the rest shown', () => {
    const rollOff = (dice: Dice) => {
      for (;;) {
        const a = dice.roll('1d6', 'roll-off A').value;
        const b = dice.roll('1d6', 'roll-off B').value;
        if (a !== b) return a > b ? 'A' : 'B';
      }
    };
    // The state when A is about to roll is always the same: the walk comes back to it after a tie.
    const e = enumerate(rollOff, (v) => v, { state: (_log, next) => (next.purpose === 'roll-off A' ? 'start' : undefined) });
    expect(e.counts.get('A')! * 2n).toBe(e.den);
    expect(e.counts.get('B')).toBe(e.counts.get('A'));
    const cut = enumerate(rollOff, (v) => v, { maxRolls: 4 });
    // Two rounds tied: (1/6)^2 of the paths are not settled, exactly.
    expect(Number(cut.counts.get(UNSETTLED)!) / Number(cut.den)).toBeCloseTo(1 / 36, 14);
  });

  it('over its budget the answer is sampled and says so, each chance with its standard error', () => {
    const many = (dice: Dice) => Array.from({ length: 8 }, () => dice.roll('1d6', 'x').value).reduce((s, v) => s + v, 0) >= 28;
    const r = oddsOf(many, [{ id: 'x', label: '28+', of: (v) => v }], { budget: 1000, samples: 4000 });
    expect(r.method).toBe('sampled');
    expect(r.how).toMatch(/^sampled: the exact walk needs more than 1,000 runs of the calculator \(its budget\); 4,000 seeded rolls/);
    for (const o of r.questions[0]!.outcomes) {
      expect(o.fraction).toBeNull();
      expect(o.standardError).toBeCloseTo(Math.sqrt((o.probability * (1 - o.probability)) / 4000), 12);
    }
  });

  it('a calculator that asks for a different roll on the same path is refused: its tree would not be its own', () => {
    let n = 0;
    expect(() =>
      enumerate(
        (d) => d.roll(n++ % 2 ? '1d6' : '2d6', 'x'),
        () => 'k',
      ),
    ).toThrow(/not deterministic/);
  });

  it('100,000 seeded rolls land within 4 sigma of every exact chance', () => {
    const exact = oddsOf(shot, [{ id: 'dmg', label: 'damage', numeric: true, of: (v) => v }]).questions[0]!.outcomes;
    const N = 100_000;
    const seen = new Map<number, number>();
    for (let i = 0; i < N; i++) {
      const v = shot(new SeededDice(23, i * 8));
      seen.set(v, (seen.get(v) ?? 0) + 1);
    }
    for (const o of exact) {
      const sigma = Math.sqrt((o.probability * (1 - o.probability)) / N);
      expect(Math.abs((seen.get(o.value as number) ?? 0) / N - o.probability)).toBeLessThan(4 * sigma);
    }
  });
});
