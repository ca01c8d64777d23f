/**
 * A calculator walked in stages (core/odds/stages.ts `enumerateStages`): each stage resumed from the state the one before
 * left, keyed by what the rest reads, gives the whole calculator's exact distribution, walked path by path with no
 * memo (brute force); a key that leaves out something the rest reads gives another, wrong answer; the budget counts
 * the nodes of every stage walk.
 */
import { describe, expect, it } from 'vitest';
import { enumerate, enumerateStages, OverBudget, oddsOf, type Question, type StageEnd, stagedOddsOf } from '../../../src-shared/engine/core/odds';
import type { Dice } from '../../../src-shared/engine/dice';

/** A toy car: a shot that may damage it and cost handling, then a chain of control checks and crashes while handling < 0. */
interface At {
  stage: 'shot' | 'skid' | 'done';
  damage: number;
  handling: number;
}

/** One stage of the toy, from `at`: the same code the whole calculator runs, stage after stage. */
function stage(at: At, dice: Dice): At {
  if (at.stage === 'shot') {
    if (dice.roll('1d6', 'to hit').value > 4) return { ...at, stage: 'done' };
    const d = dice.roll('1d6', 'damage').value;
    return { stage: 'skid', damage: at.damage + d, handling: at.handling - (d >= 5 ? 2 : d >= 3 ? 1 : 0) };
  }
  if (at.handling >= 0 || dice.roll('1d6', 'control').value <= 4 + at.handling) return { ...at, stage: 'done' };
  const crash = dice.roll('1d3', 'crash').value;
  const next = { stage: 'skid' as const, damage: at.damage + crash, handling: at.handling - 1 };
  return next.handling < -2 ? { ...next, stage: 'done' } : next;
}

const START: At = { stage: 'shot', damage: 0, handling: 0 };
const outcome = (at: At) => (at.damage >= 6 ? 'wrecked' : `damage ${at.damage}, handling ${at.handling}`);

/** The whole calculator: every stage in one run. */
function whole(dice: Dice): At {
  let at = START;
  while (at.stage !== 'done') at = stage(at, dice);
  return at;
}

const staged =
  (key: (at: At) => string) =>
  (from: At, dice: Dice): StageEnd<At, At> => {
    const at = stage(from, dice);
    return at.stage === 'done' ? { outcome: at } : { resume: at, key: key(at) };
  };
const fullKey = (at: At) => `${at.stage} ${at.damage} ${at.handling}`;

const fractions = (c: { den: bigint; counts: Map<string, bigint> }) => new Map([...c.counts].map(([k, n]) => [k, `${n}/${c.den}`]));
/** Each outcome's exact chance, reduced, to compare two walks whatever their denominators. */
const exact = (c: { den: bigint; counts: Map<string, bigint> }) =>
  new Map(
    [...c.counts].map(([k, n]) => {
      let [a, b] = [n, c.den];
      while (b !== 0n) [a, b] = [b, a % b];
      return [k, `${n / a}/${c.den / a}`];
    }),
  );

describe('a calculator walked in stages, each resumed from its state', () => {
  const brute = enumerate(whole, outcome, { budget: 100_000 });

  it('gives the whole calculator’s exact distribution, walked path by path', () => {
    const e = enumerateStages(START, staged(fullKey), outcome);
    expect(exact(e)).toEqual(exact(brute));
    // By hand: missed (5 or 6 to hit) 1/3; hit for 1 or 2 damage (handling stays 0, no check) 4/6 × 1/6 each.
    expect(exact(e).get('damage 0, handling 0')).toBe('1/3');
    expect(exact(e).get('damage 2, handling 0')).toBe('1/9');
    const sum = [...e.counts.values()].reduce((s, n) => s + n, 0n);
    expect(sum).toBe(e.den);
  });

  it('walks each state once and runs no stage again for the stages after it: fewer runs than the whole walk', () => {
    const asked: string[] = [];
    const e = enumerateStages(
      START,
      (from, dice) => {
        const spy: Dice = {
          log: dice.log,
          roll: (n, p) => {
            asked.push(`${from.stage} ${p}`);
            return dice.roll(n, p);
          },
          reroll: (r, why) => dice.reroll(r, why),
          decide: (r, d) => dice.decide(r, d),
        };
        return staged(fullKey)(from, spy);
      },
      outcome,
    );
    // A run from a skid never rolls the shot again.
    expect(asked.filter((a) => a.startsWith('skid') && !/control|crash/.test(a))).toEqual([]);
    expect(e.calls).toBeLessThan(brute.calls);
    expect(e.memoHits).toBeGreaterThan(0);
  });

  it('a key that leaves out what the rest reads (the handling) joins states that differ: the answer is wrong', () => {
    const coarse = enumerateStages(
      START,
      staged((at) => `${at.stage} ${at.damage}`),
      outcome,
    );
    expect(exact(coarse)).not.toEqual(exact(brute));
    expect([...coarse.counts.values()].reduce((s, n) => s + n, 0n)).toBe(coarse.den);
  });

  it('counts one budget across every stage walk', () => {
    const first = enumerate((dice) => stage(START, dice), fullKey);
    const all = enumerateStages(START, staged(fullKey), outcome);
    expect(all.runs).toBeGreaterThan(first.runs);
    expect(() => enumerateStages(START, staged(fullKey), outcome, { budget: first.runs })).toThrow(OverBudget);
    expect(() => enumerateStages(START, staged(fullKey), outcome, { budget: all.runs - 1 })).toThrow(OverBudget);
    expect(fractions(enumerateStages(START, staged(fullKey), outcome, { budget: all.runs }))).toEqual(fractions(all));
  });

  it('refuses a key that comes back to a state still being walked, rather than miscount it', () => {
    const loop = (from: At, dice: Dice): StageEnd<At, string> => {
      const v = dice.roll('1d6', 'again').value;
      return v === 6 ? { outcome: 'out' } : { resume: from, key: 'the same' };
    };
    expect(() => enumerateStages(START, loop, String)).toThrow('came back to a state still being walked');
  });

  describe('answers so far carried out of the key (`so`), put together with the rest’s (Question.across)', () => {
    const questions: Question<At>[] = [
      { id: 'damage', label: 'Damage', numeric: true, across: 'sum', of: (at) => at.damage },
      { id: 'handling', label: 'Handling after', numeric: true, across: 'last', of: (at) => at.handling },
    ];
    /** The rest reads the handling, never the damage: each cut carries the damage dealt so far and the rest starts at 0. */
    const carrying = (from: At, dice: Dice): StageEnd<At, At> => {
      const at = stage(from, dice);
      if (at.stage === 'done') return { outcome: at };
      return { resume: { ...at, damage: 0 }, key: `${at.stage} ${at.handling}`, so: at };
    };

    it('gives the whole calculator’s answers, in fewer nodes than keying the damage', () => {
      const whole_ = oddsOf(whole, questions, { budget: 100_000 });
      const carried = stagedOddsOf(START, carrying, questions);
      const keyed = stagedOddsOf(START, staged(fullKey), questions);
      expect(carried.method).toBe('exact');
      expect(carried.questions).toEqual(whole_.questions);
      expect(keyed.questions).toEqual(whole_.questions);
      expect(carried.runs).toBeLessThan(keyed.runs);
      // By hand: a miss (5 or 6 to hit, 1/3) deals nothing; a hit for 1 or 2 (4/6 × 1/6 each) is all there is.
      expect(carried.questions[0]!.outcomes.find((o) => o.value === 0)!.fraction).toBe('1/3');
    });

    it('sampled past the budget, each seeded run puts its stages’ answers together the same way', () => {
      const sampled = stagedOddsOf(START, carrying, questions, { budget: 3, samples: 20_000, seed: 7 });
      const exactly = stagedOddsOf(START, carrying, questions);
      expect(sampled.method).toBe('sampled');
      for (const [i, q] of sampled.questions.entries())
        for (const o of q.outcomes) {
          const p = exactly.questions[i]!.outcomes.find((x) => x.value === o.value)!.probability;
          expect(Math.abs(o.probability - p)).toBeLessThanOrEqual(4 * o.standardError! + 1e-9);
        }
    });

    it('refuses to carry answers for a question that does not say how they add up, rather than miscount them', () => {
      const unsaid = [questions[0]!, { ...questions[1]!, across: undefined }];
      expect(() => stagedOddsOf(START, carrying, unsaid)).toThrow('no way to add them to the rest');
    });
  });
});
