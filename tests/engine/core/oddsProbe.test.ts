/**
 * The walk's probes (core/odds/enumerate.ts): a run of the calculator goes on down the chain of first children, so the
 * calculator is run once per chain, not once per node, and every node is still what a run cut at it would have seen:
 * the same counts, nodes, leaves, states and class keys, the calculator's errors and the budget met at the same node.
 */
import { describe, expect, it } from 'vitest';
import { enumerate, OverBudget } from '../../../src-shared/engine/core/odds';
import type { Dice } from '../../../src-shared/engine/dice';

/** Three d6 summed, one at a time. */
const threeD6 = (dice: Dice) => [1, 2, 3].reduce((s, i) => s + dice.roll('1d6', `die ${i}`).value, 0);

describe('probes: one calculator run per chain of first children', () => {
  it('three d6: 259 nodes (1 + 6 + 36 + 216) in 216 runs (the root, then each non-first child: 5 + 30 + 180)', () => {
    const e = enumerate(threeD6, String);
    expect([e.runs, e.leaves, e.calls]).toEqual([259, 216, 1 + 5 + 30 + 180]);
    // The sums of 3d6 counted by hand: 3 and 18 one way each, 10 and 11 twenty-seven ways, of 216.
    expect(e.den).toBe(216n);
    expect([3, 10, 11, 18].map((s) => e.counts.get(String(s)))).toEqual([1n, 27n, 27n, 1n]);
    expect([...e.counts.values()].reduce((s, n) => s + n, 0n)).toBe(216n);
  });

  it('an error the calculator throws deep in the first chain is thrown when the walk reaches that node, after the budget is met before it', () => {
    // (1, 1, then anything) throws: the root's own run meets it, but the walk reaches it only as its 3rd node.
    const broken = (dice: Dice) => {
      const a = dice.roll('1d6', 'a').value;
      const b = dice.roll('1d6', 'b').value;
      if (a + b === 2) throw new Error('snake eyes');
      return a + b;
    };
    expect(() => enumerate(broken, String, { budget: 2 })).toThrow(OverBudget);
    expect(() => enumerate(broken, String, { budget: 3 })).toThrow('snake eyes');
  });

  it('a node’s state is read off the log as it stood when its roll was asked, not as the run left it', () => {
    // The calculator decides roll a only after roll b is rolled: a run cut at b's node never saw that decision.
    const late = (dice: Dice) => {
      const a = dice.roll('1d6', 'a');
      const b = dice.roll('1d6', 'b');
      dice.decide(a, a.value > b.value ? 'a won' : 'a did not win');
      return a.decided!;
    };
    const seen = new Set<string>();
    const e = enumerate(late, String, {
      state: (log, next) => {
        seen.add(`${next.purpose}: ${log.map((r) => r.decided ?? 'undecided').join(', ')}`);
        return `${next.purpose}: ${log.map((r) => r.value).join(', ')}`;
      },
    });
    expect([...seen]).toEqual(['a: ', 'b: undecided']);
    // And the answer is the run's own: a beats b in 15 of 36, 5/12.
    expect([e.den, e.counts.get('a won')]).toEqual([12n, 5n]);
  });

  it('a walk with a roll-off loop closes it as before: each side wins 1/2, the probe stopping at the state being walked', () => {
    const rollOff = (dice: Dice) => {
      for (;;) {
        const a = dice.roll('1d6', 'roll-off A').value;
        const b = dice.roll('1d6', 'roll-off B').value;
        if (a !== b) return a > b ? 'A' : 'B';
      }
    };
    const e = enumerate(rollOff, (v) => v, { state: (_log, next) => (next.purpose === 'roll-off A' ? 'start' : undefined) });
    expect(e.counts.get('A')! * 2n).toBe(e.den);
    expect(e.counts.get('B')).toBe(e.counts.get('A'));
    // 1 + 6 + 36 nodes; the first chain (1, 1) comes back to the state being walked and stops there.
    expect([e.runs, e.calls]).toEqual([43, 1 + 5 + 30]);
  });
});
