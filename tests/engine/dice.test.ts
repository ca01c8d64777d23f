import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  check,
  DiceInputInvalid,
  DiceInputNeeded,
  FixedDice,
  ManualDice,
  parseNotation,
  rawValues,
  rollWithReroll,
  SeededDice,
} from '../../src-shared/engine/dice';

describe('Dice notation (gaps.md #4)', () => {
  it.each([
    ['1d6', { kind: 'sum', count: 1, sides: 6, modifier: 0, multiplier: 1, unit: '' }],
    ['2d6', { kind: 'sum', count: 2, sides: 6, modifier: 0, multiplier: 1, unit: '' }],
    ['1d2', { kind: 'sum', count: 1, sides: 2, modifier: 0, multiplier: 1, unit: '' }],
    ['1d3+3', { kind: 'sum', count: 1, sides: 3, modifier: 3, multiplier: 1, unit: '' }],
    ['2d6 x10k', { kind: 'sum', count: 2, sides: 6, modifier: 0, multiplier: 10, unit: 'k' }],
    ['2d6k', { kind: 'sum', count: 2, sides: 6, modifier: 0, multiplier: 1, unit: 'k' }],
    ['d66', { kind: 'd66' }],
  ])('%s parses', (notation, spec) => expect(parseNotation(notation)).toEqual(spec));

  it.each(['', 'd', '2x6', '0d6', '1d1', 'd66+1'])('%s is refused with the reason', (bad) => {
    expect(() => parseNotation(bad)).toThrow(/Dice notation/);
  });

  it('D66 has exactly 36 results, 11..66, with no 7, 8, 9 or 0 digit (gaps.md #4)', () => {
    const all = rawValues(parseNotation('d66'));
    expect(all).toHaveLength(36);
    expect(all[0]).toBe(11);
    expect(all.at(-1)).toBe(66);
    expect(all.every((v) => /^[1-6][1-6]$/.test(String(v)))).toBe(true);
  });

  it('"2d6 x10k" is worth ten times the dice, in k: 7 on the dice is 70k', () => {
    const r = new FixedDice([7]).roll('2d6 x10k', 'party');
    expect([r.raw, r.value]).toEqual([7, 70]);
    expect(new FixedDice([2]).roll('1d3+3', 'x').value).toBe(5);
  });
});

describe('Seeded dice: reproducible from the league seed and a counter', () => {
  it('the same seed and counter give the same rolls; another counter carries on where the first stopped', () => {
    const a = new SeededDice(1234);
    const first = [a.roll('2d6', 'x'), a.roll('d66', 'y'), a.roll('1d3', 'z')].map((r) => r.raw);
    const b = new SeededDice(1234);
    expect([b.roll('2d6', 'x'), b.roll('d66', 'y'), b.roll('1d3', 'z')].map((r) => r.raw)).toEqual(first);
    // One counter step per physical die: 2d6 = 2, d66 = 2, 1d3 = 1.
    expect(a.counter).toBe(5);
    const resumed = new SeededDice(1234, 2);
    expect(resumed.roll('d66', 'y').raw).toBe(first[1]);
  });

  it('every roll is in range; d2 and d3 are a d6 halved or thirded (gaps.md #4): d2 = ceil(d6/3), d3 = ceil(d6/2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 1e6 }), (seed, counter) => {
        const d = new SeededDice(seed, counter);
        const d2 = d.roll('1d2', 'a');
        const d3 = d.roll('1d3', 'b');
        const d66 = d.roll('d66', 'c');
        return d2.raw === Math.ceil(d2.faces[0]! / 3) && d3.raw === Math.ceil(d3.faces[0]! / 2) && /^[1-6][1-6]$/.test(String(d66.raw));
      }),
    );
  });

  it('faces are close to uniform over 60,000 d6 (each within 5% of 10,000)', () => {
    const d = new SeededDice(42);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[d.roll('1d6', 'u').raw - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe('Manual dice: the organizer types what was rolled at the table', () => {
  it('values are consumed in order; when they run out the next request names the roll', () => {
    const d = new ManualDice([8, 35]);
    expect(d.roll('2d6', 'advancement').value).toBe(8);
    expect(d.roll('d66', 'sponsor').value).toBe(35);
    try {
      d.roll('1d6', 'fatigue trait');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DiceInputNeeded);
      expect((e as DiceInputNeeded).request).toEqual({ index: 2, notation: '1d6', purpose: 'fatigue trait', range: '1 to 6' });
    }
  });

  it('any value the die cannot show is refused, naming the roll and the range', () => {
    fc.assert(
      fc.property(fc.constantFrom('1d2', '1d3', '1d6', '2d6', 'd66'), fc.integer({ min: -100, max: 200 }), (notation, v) => {
        const valid = rawValues(parseNotation(notation)).includes(v);
        try {
          new ManualDice([v]).roll(notation, 'test');
          return valid;
        } catch (e) {
          return !valid && e instanceof DiceInputInvalid && e.message.includes(`${v}`);
        }
      }),
    );
    expect(() => new ManualDice([47]).roll('d66', 'sponsor')).toThrow('The value 47 typed for "sponsor" cannot come from d66');
  });
});

describe('The basic check (gaps.md #2): 1d6 roll-under the modified rating', () => {
  it('a roll equal to the rating succeeds, one above fails', () => {
    expect(check(new FixedDice([3]), 3, 'driving').success).toBe(true);
    expect(check(new FixedDice([4]), 3, 'driving').success).toBe(false);
  });
  it('a rating of 0 or less always fails, 6 or more always succeeds, and no die is rolled', () => {
    const d = new FixedDice([]);
    expect(check(d, 0, 'x')).toMatchObject({ success: false, automatic: true });
    expect(check(d, 6, 'x')).toMatchObject({ success: true, automatic: true });
    expect(d.log).toHaveLength(0);
  });
  it('a re-roll option (e.g. Pro) replaces a failure once, and the log says why', () => {
    const d = new FixedDice([5, 2]);
    const r = check(d, 3, 'driving', [{ source: 'Pro' }]);
    expect(r).toMatchObject({ success: true, rerolledBy: 'Pro' });
    expect(d.log.map((l) => [l.raw, l.decided, l.rerollReason])).toEqual([
      [5, 'failure', undefined],
      [2, 'success', 'Pro'],
    ]);
  });
  it('the second roll stands even when worse (Crack shot)', () => {
    const r = rollWithReroll(new FixedDice([2, 1]), '1d3', 'damage', (x) => x.value < 3, [{ source: 'Crack shot' }]);
    expect([r.firstRoll?.value, r.roll.value, r.rerolledBy]).toEqual([2, 1, 'Crack shot']);
  });
});
