/**
 * The core's duel chain (issue 23) on a duel written here: each car has one weapon that hits on a 6 and one armour box,
 * so with simultaneous fire the turn a car falls is geometric. The chain against the hand-computed curve, its
 * properties (chances in [0, 1], non-decreasing, the same design on both sides gives the same curves), and whole
 * duels played with seeded dice landing within 4 sigma of it.
 */
import { describe, expect, it } from 'vitest';
import { type DuelRules, duelChain, duelOdds, duelSimulate, OverBudget } from '../../../src-shared/engine/core/odds';

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

/**
 * Past its budget in the middle of a duel (issue 23, rcperf): the turns the chain finished stay exact, and the whole
 * duels go on from the states those turns reached, each drawn by its chance, instead of playing them again. The toy's
 * chain (hit on 4+ and 5+, three boxes each) needs 200 units for its first three turns and more for the fourth.
 */
describe('the duel past its budget, from the turns the chain finished', () => {
  const rules = toy(4, 5);
  const exact = duelChain(rules, start(3), 8);

  it('keeps the finished turns exact (no error) and plays the rest on from their states, within 4 sigma of the chain', () => {
    const runs = 4_000;
    const r = duelOdds(rules, start(3), 8, { chainBudget: 200, runs });
    expect(r.method).toBe('sampled');
    expect(r.how).toMatch(/^sampled: .*turns 1 to 3 exact \(9 states of the two cars\), then 4,000 whole duels played on from turn 3's states/);
    for (const [i, t] of r.turns.entries()) {
      const e = exact.turns[i]!;
      const se = r.standardErrors![i]!;
      if (t.turn <= 3) {
        for (const k of ['aWins', 'bWins', 'both', 'neither'] as const) expect(t[k]).toBeCloseTo(e[k], 12);
        expect(se).toEqual({ turn: t.turn, aWins: 0, bWins: 0 });
        continue;
      }
      // The decided mass is exact, so each later chance errs less than a whole duel's would.
      for (const k of ['aWins', 'bWins'] as const) {
        expect(se[k]).toBeGreaterThan(0);
        expect(se[k]).toBeLessThan(Math.sqrt((t[k] * (1 - t[k])) / runs));
        expect(Math.abs(t[k] - e[k]), `turn ${t.turn} ${k}`).toBeLessThanOrEqual(4 * se[k]);
      }
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
    }
    // The same inputs, the same curves.
    expect(duelOdds(rules, start(3), 8, { chainBudget: 200, runs }).turns).toEqual(r.turns);
  });

  it('a part past the budget makes none of its joins, and a turn with more live states than units left is not begun', () => {
    let merges = 0;
    let begun = 0;
    const counted: DuelRules<Toy> = {
      ...rules,
      // Each state still in the fight begins the part (its volleys are walked or read from the memo).
      beginPart: (s) => {
        begun++;
        return s;
      },
      merge: (from, a, b) => {
        merges++;
        return rules.merge(from, a, b);
      },
    };
    const count = (turns: number, chainBudget?: number) => {
      merges = begun = 0;
      try {
        duelChain(counted, start(3), turns, chainBudget === undefined ? {} : { chainBudget });
      } catch (err) {
        if (!(err instanceof OverBudget)) throw err;
      }
      return { merges, begun };
    };
    // Three turns take 182 units; the fourth, 36 more pairs of volleys from the states still in the fight.
    const three = count(3);
    expect(count(4).merges).toBe(three.merges + 36);
    // 210: turn 4 is begun, and the pairs counted pass the budget before any is joined.
    const past = count(8, 210);
    expect(past.merges).toBe(three.merges);
    expect(past.begun).toBeGreaterThan(three.begun);
    // 185: 3 units left, fewer than the states still in the fight after turn 3: turn 4 is not begun.
    expect(count(8, 185)).toEqual(three);
    expect(duelOdds(rules, start(3), 8, { chainBudget: 185, runs: 10 }).how).toMatch(/turns 1 to 3 exact/);
  });

  it('draws each shot the chain walked by its exact chances, not rolled again per duel', () => {
    // One memo per side (a shot's chances do not depend on the cards): the chain walks two shots, and no duel rolls.
    let rolls = 0;
    const alike: DuelRules<Toy> = {
      ...rules,
      nextShot(s, side, part) {
        const shot = rules.nextShot(s, side, part);
        return (
          shot && {
            ...shot,
            memo: side,
            roll: (dice) => {
              rolls++;
              return shot.roll(dice);
            },
          }
        );
      },
    };
    const runs = 4_000;
    const r = duelOdds(alike, start(3), 8, { chainBudget: 100, runs });
    expect(r.how).toMatch(/turns 1 to 3 exact/);
    expect(rolls).toBeLessThanOrEqual(2 * 6);
    for (const [i, t] of r.turns.entries())
      for (const k of ['aWins', 'bWins'] as const)
        expect(Math.abs(t[k] - exact.turns[i]![k]), `turn ${t.turn} ${k}`).toBeLessThanOrEqual(4 * r.standardErrors![i]![k] + 1e-12);
  });
});
