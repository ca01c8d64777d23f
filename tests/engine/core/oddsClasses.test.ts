/**
 * Face classes (core/odds/enumerate.ts `classes`, issue 23's speed): a roll whose faces matter only by what they decide
 * is walked once per decision with the weight of its faces. The same exact fractions as the walk face by face and as
 * the binomial by hand, in the runs counted by hand; a calculator that decides one face two ways under one key is
 * refused, not miscounted.
 */
import { describe, expect, it } from 'vitest';
import { enumerate, type FaceClasses, oddsOf } from '../../../src-shared/engine/core/odds';
import { check, type Dice } from '../../../src-shared/engine/dice';

/** Three checks at 4 (1d6 roll-under, dice/check.ts): how many pass. */
const threeChecks = (dice: Dice) => [1, 2, 3].filter(() => check(dice, 4, 'check').success).length;
const passes = [{ id: 'passes', label: 'Checks passed', numeric: true, of: (n: number) => n }];

/** A check's class: its purpose (the target is in it), its decision the word check() writes. */
const checks: FaceClasses = {
  key: (_log, next) => (/\(need \d+ or less\)$/.test(next.purpose) ? next.purpose : undefined),
  decision: (r) => r.decided,
};

describe('face classes: a roll walked once per decision', () => {
  it('three checks at 4: the binomial of 2/3 by hand (1/27, 2/9, 4/9, 8/27), the same as face by face, in 59 runs, not 259', () => {
    const plain = oddsOf(threeChecks, passes);
    const grouped = oddsOf(threeChecks, passes, { classes: checks });
    expect(grouped.questions).toEqual(plain.questions);
    expect(grouped.questions[0]!.outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [0, '1/27'],
      [1, '2/9'],
      [2, '4/9'],
      [3, '8/27'],
    ]);
    // Face by face: 1 + 6 + 36 + 216 runs. Grouped (depth first, so the key is learnt on the first third check): the
    // root and its 6 faces; under face 1, 6 second checks, then 6 third checks under (1, 1) (the key is learnt there)
    // and 2 under each of its 5 siblings; under faces 2-6, 2 second checks each and 2 third checks under each of those.
    expect(plain.runs).toBe(259);
    expect(grouped.runs).toBe(1 + 6 + (6 + 6 + 5 * 2) + 5 * (2 + 2 * 2));
  });

  it('a roll with no class key (the damage after a hit) still branches on every face', () => {
    const shot = (dice: Dice) => (check(dice, 3, 'to hit').success ? dice.roll('1d6', 'damage').value : 0);
    const q = [{ id: 'damage', label: 'Damage', numeric: true, of: (n: number) => n }];
    const grouped = oddsOf(shot, q, { classes: checks });
    expect(grouped.questions).toEqual(oddsOf(shot, q).questions);
    // 1/2 miss; 1..6 at 1/12 each. Runs: the root, six faces of the check, then one hit branch of six damage faces.
    expect(grouped.questions[0]!.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/12', '1/12', '1/12', '1/12', '1/12', '1/12']);
  });

  it('declared decisions (the lookup the calculator decides by): even the first check is walked once per decision, 1 + 2 + 4 + 8 runs', () => {
    const declared: FaceClasses = { ...checks, declared: (key) => (raw) => (raw <= Number(/need (\d+)/.exec(key)![1]) ? 'success' : 'failure') };
    const plain = oddsOf(threeChecks, passes);
    const grouped = oddsOf(threeChecks, passes, { classes: declared });
    expect(grouped.questions).toEqual(plain.questions);
    expect(grouped.runs).toBe(1 + 2 + 4 + 8);
  });

  it('a declared decision a walked face contradicts is refused, not trusted', () => {
    // It says a check at 4 fails on a 4: the face walked for "failure" is the first it names so, the 4, which the
    // calculator decides as a success. (A lie on a face not walked is the ruleset's to rule out, as for learnt keys.)
    const lying: FaceClasses = { ...checks, declared: () => (raw) => (raw <= 3 ? 'success' : 'failure') };
    expect(() => enumerate(threeChecks, String, { classes: lying })).toThrow(/face classes are wrong/);
  });

  it('a calculator that decides a face two ways under one key is refused', () => {
    // Under one key the first roll passes on 1-4 and the second on 1-5: the two maps learnt disagree on face 5. (A lie
    // no walked face shows is the ruleset's to rule out: each ruleset's classes are compared with its walk face by face.)
    const liar = (dice: Dice) => {
      const first = dice.roll('1d6', 'x (need 4 or less)');
      dice.decide(first, first.value <= 4 ? 'success' : 'failure');
      const second = dice.roll('1d6', 'x (need 4 or less)');
      dice.decide(second, second.value <= 5 ? 'success' : 'failure');
      return second.value;
    };
    expect(() => enumerate(liar, String, { classes: checks })).toThrow(/face classes are wrong/);
  });
});
