/**
 * The core's duel chain (issue 23) on a duel written here: each car has one weapon that hits on a 6 and one armour box,
 * so with simultaneous fire the turn a car falls is geometric. The chain against the hand-computed curve, its
 * properties (chances in [0, 1], non-decreasing, the same design on both sides gives the same curves), and whole
 * duels played with seeded dice landing within 4 sigma of it.
 */
import { describe, expect, it } from 'vitest';
import { type DuelRules, duelChain, duelOdds, duelSimulate } from '../../../src-shared/engine/core/odds';

/** Boxes left on each car; each side's one weapon takes a box off the other on `hitOn` or more on 1d6. */
interface Toy {
  a: number;
  b: number;
  firedA: boolean;
  firedB: boolean;
}

function toy(hitOnA = 6, hitOnB = 6): DuelRules<Toy> {
  const fired = (side: 'a' | 'b') => (side === 'a' ? 'firedA' : 'firedB');
  return {
    key: (s) => JSON.stringify(s),
    out: (s, side) => s[side] <= 0,
    parts: 1,
    nextShot(s, side) {
      if (s[fired(side)]) return null;
      const target = side === 'a' ? 'b' : 'a';
      const hitOn = side === 'a' ? hitOnA : hitOnB;
      return {
        memo: `${side}|${JSON.stringify(s)}`,
        roll: (dice) => (dice.roll('1d6', 'to hit').value >= hitOn ? 'hit' : 'miss'),
        apply: (o) => ({ ...s, [target]: s[target] - (o === 'hit' ? 1 : 0), [fired(side)]: true }),
      };
    },
    merge: (_from, a, b) => ({ a: b.a, b: a.b, firedA: a.firedA, firedB: b.firedB }),
    endTurn: (s) => ({ ...s, firedA: false, firedB: false }),
  };
}

const start = (boxes: number): Toy => ({ a: boxes, b: boxes, firedA: false, firedB: false });

describe('the duel chain', () => {
  it('one weapon hitting on a 6 against one armour box: P(a has won by turn n) = 1/6 · Σ (25/36)^(k−1), k = 1..n', () => {
    const curves = duelChain(toy(), start(1), 10);
    expect(curves.method).toBe('exact');
    for (const t of curves.turns) {
      // Both alive before turn k: (5/6)² per turn; a hits in turn k: 1/6 (whether or not b hits back).
      let hand = 0;
      for (let k = 1; k <= t.turn; k++) hand += (1 / 6) * (25 / 36) ** (k - 1);
      expect(t.aWins).toBeCloseTo(hand, 12);
      expect(t.both).toBeCloseTo((1 / 36) * ((1 - (25 / 36) ** t.turn) / (1 - 25 / 36)), 12);
      expect(t.neither).toBeCloseTo((25 / 36) ** t.turn, 12);
    }
    // Turn 1 by hand: 1/6; turn 2: 1/6 + 25/216.
    expect(curves.turns[1]!.aWins).toBeCloseTo(1 / 6 + 25 / 216, 12);
  });

  it('a car that never hits: the other car’s curve is the geometric distribution 1 − (5/6)^n', () => {
    const curves = duelChain(toy(6, 7), start(1), 10);
    for (const t of curves.turns) {
      expect(t.aWins).toBeCloseTo(1 - (5 / 6) ** t.turn, 12);
      expect(t.bWins).toBe(0);
    }
  });

  it('chances lie in [0, 1], never fall from one turn to the next, and the same design on both sides gives the same curves', () => {
    const curves = duelChain(toy(4, 4), start(3), 10);
    let last = { aWins: 0, bWins: 0 };
    for (const t of curves.turns) {
      for (const p of [t.aWins, t.bWins, t.both, t.neither]) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1 + 1e-12);
      }
      expect(t.aWins).toBeGreaterThanOrEqual(last.aWins - 1e-15);
      expect(t.bWins).toBeGreaterThanOrEqual(last.bWins - 1e-15);
      expect(t.aWins).toBeCloseTo(t.bWins, 14);
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
      last = t;
    }
    expect(curves.turns[9]!.aWins).toBeGreaterThan(0.4);
  });

  it('whole duels played with seeded dice land within 4 sigma of the chain, turn by turn', () => {
    const rules = toy(4, 5);
    const exact = duelChain(rules, start(3), 8);
    const runs = 20_000;
    const played = duelSimulate(rules, start(3), 8, runs, 7);
    for (const [i, t] of exact.turns.entries()) {
      for (const k of ['aWins', 'bWins', 'neither'] as const) {
        const sigma = Math.sqrt((t[k] * (1 - t[k])) / runs);
        expect(Math.abs(played[i]![k] - t[k])).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
    }
  });

  it('a shot’s walk stops where the chain’s budget ends (the chain gives up then anyway), not at the shot’s own budget', () => {
    // One shot of ten dice (6^10 paths, past any budget): walked to the shot's own 20,000 nodes it would cost seconds.
    let runs = 0;
    const wide: DuelRules<Toy> = {
      ...toy(),
      nextShot: (s, side) =>
        s[side === 'a' ? 'firedA' : 'firedB']
          ? null
          : {
              memo: side,
              roll: (dice) => {
                runs++;
                return String(Array.from({ length: 10 }, (_, i) => dice.roll('1d6', `die ${i}`).value).reduce((x, y) => x + y));
              },
              apply: () => ({ ...s, firedA: true, firedB: true }),
            },
    };
    const curves = duelOdds(wide, start(1), 1, { chainBudget: 50, runs: 10 });
    expect(curves.method).toBe('sampled');
    // The walk's runs (at most the 50 nodes left, fewer calls with probes) and the 10 whole duels' two shots each.
    expect(runs).toBeLessThanOrEqual(50 + 20);
  });

  it('past its budget of work the duel is played out with seeded dice instead, labelled, each chance with its standard error', () => {
    const curves = duelOdds(toy(4, 5), start(3), 8, { chainBudget: 0, runs: 400 });
    expect(curves.method).toBe('sampled');
    expect(curves.how).toMatch(/^sampled: .*400 whole duels/);
    const exact = duelChain(toy(4, 5), start(3), 8);
    for (const [i, t] of curves.turns.entries()) {
      const se = curves.standardErrors![i]!;
      expect(se.aWins).toBeCloseTo(Math.sqrt((t.aWins * (1 - t.aWins)) / 400), 12);
      expect(Math.abs(t.aWins - exact.turns[i]!.aWins)).toBeLessThanOrEqual(4 * Math.sqrt((exact.turns[i]!.aWins * (1 - exact.turns[i]!.aWins)) / 400) + 1e-12);
    }
  });
});
