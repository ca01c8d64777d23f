import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { MATCH_DEFAULTS, movementOrder, rollInitiative } from '../../../../src-shared/engine/dethmetal/match';

describe('Part III › Turn Sequence › initiative', () => {
  it('1d6 + initiative, highest first; a tie is broken by a straight die roll', () => {
    // A 4+3 = 7, B 2+4 = 6, C 5+2 = 7; tie A/C: A rolls 3, C rolls 5 → C, A, B.
    const order = rollInitiative(new FixedDice([4, 2, 5, 3, 5]), [
      { id: 'A', initiative: 3, talents: [] },
      { id: 'B', initiative: 4, talents: [] },
      { id: 'C', initiative: 2, talents: [] },
    ]);
    expect(order.map((e) => [e.id, e.total])).toEqual([
      ['C', 7],
      ['A', 7],
      ['B', 6],
    ]);
    expect(order[0]!.tieBreaks).toEqual([5]);
  });

  it('ties in the tie-break are rolled again among those still tied', () => {
    // A 3+3, B 3+3: tie-break 4/4, then 2/6 → B, A.
    const order = rollInitiative(new FixedDice([3, 3, 4, 4, 2, 6]), [
      { id: 'A', initiative: 3, talents: [] },
      { id: 'B', initiative: 3, talents: [] },
    ]);
    expect(order.map((e) => e.id)).toEqual(['B', 'A']);
    expect(order[0]!.tieBreaks).toEqual([4, 6]);
  });

  it('Sharp-witted always rolls a 7 for the tie-break (no die), beating any die', () => {
    // A (Sharp-witted) 2+4 = 6, B 3+3 = 6; A takes 7 without rolling, B rolls 6 → A first.
    const dice = new FixedDice([2, 3, 6]);
    const order = rollInitiative(dice, [
      { id: 'A', initiative: 4, talents: ['Sharp-witted'] },
      { id: 'B', initiative: 3, talents: [] },
    ]);
    expect(order.map((e) => e.id)).toEqual(['A', 'B']);
    expect(dice.log).toHaveLength(3);
  });

  it('two Sharp-witted drivers still take a tie-breaker between them', () => {
    // Both 7 in round 1, then straight dice 1 and 5 → B first.
    const order = rollInitiative(new FixedDice([3, 3, 1, 5]), [
      { id: 'A', initiative: 3, talents: ['Sharp-witted'] },
      { id: 'B', initiative: 3, talents: ['Sharp-witted'] },
    ]);
    expect(order.map((e) => [e.id, e.tieBreaks])).toEqual([
      ['B', [7, 5]],
      ['A', [7, 1]],
    ]);
  });

  it('vehicles move in reverse initiative order, lowest first', () => {
    expect(movementOrder(['C', 'A', 'B'], [], MATCH_DEFAULTS).map((s) => s.id)).toEqual(['B', 'A', 'C']);
  });

  it('Impetuous (gaps.md #17): moves before anyone without firing, and fires without moving in its own slot', () => {
    expect(movementOrder(['C', 'A', 'B'], ['A'], MATCH_DEFAULTS).map((s) => [s.id, s.kind])).toEqual([
      ['A', 'impetuous-move'],
      ['B', 'move'],
      ['A', 'fire-only'],
      ['C', 'move'],
    ]);
  });

  it('two Impetuous drivers: normal (reverse) initiative order between them by default; house rule flips it', () => {
    const early = (order: 'reverse-initiative' | 'initiative') =>
      movementOrder(['C', 'A', 'B'], ['A', 'C'], { impetuousOrder: order })
        .filter((s) => s.kind === 'impetuous-move')
        .map((s) => s.id);
    expect(early('reverse-initiative')).toEqual(['A', 'C']);
    expect(early('initiative')).toEqual(['C', 'A']);
  });
});
