import { describe, expect, it } from 'vitest';
import { accelerationModifier, firingArcs, movementDiceFor, turnMode } from '../../../../src-shared/engine/dethmetal/car';

describe('Part IV › Acceleration Speed Bands › accelerationModifier', () => {
  it('reads the printed bands for gearing 0: 1-2 +2, 3-4 +1, 5-6 0, 7-8 -1, 9-10 -2, 11-12 -3, 13-14 -4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((s) => accelerationModifier(s, 0))).toEqual([2, 2, 1, 1, 0, 0, -1, -1, -2, -2, -3, -3, -4, -4]);
  });
  it('reads the printed bands for gearing +1: 1-2 +2, 3 +1, 4 0, 5 -1, 6 -2, 7 -3, 8 -4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((s) => accelerationModifier(s, 1))).toEqual([2, 2, 1, 0, -1, -2, -3, -4]);
  });
  it('reads the printed bands for gearing -1: four speeds per band, 25-28 -4', () => {
    expect([1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28].map((s) => accelerationModifier(s, -1))).toEqual([
      2, 2, 1, 1, 0, 0, -1, -1, -2, -2, -3, -3, -4, -4,
    ]);
  });
  it('uses the first band at speed 0 (gaps.md #34)', () => {
    expect([accelerationModifier(0, 1), accelerationModifier(0, 0), accelerationModifier(0, -1)]).toEqual([2, 2, 2]);
  });
  it('keeps falling past the table by bands as wide as the last (gaps.md #34: gearing +1 -5 at 9, -6 at 10)', () => {
    expect([accelerationModifier(9, 1), accelerationModifier(10, 1)]).toEqual([-5, -6]);
    // gearing 0 bands are 2 wide: 15-16 → -5, 17-18 → -6.
    expect([15, 16, 17, 18].map((s) => accelerationModifier(s, 0))).toEqual([-5, -5, -6, -6]);
    // gearing -1 bands are 4 wide: 29-32 → -5, 33 → -6.
    expect([29, 32, 33].map((s) => accelerationModifier(s, -1))).toEqual([-5, -5, -6]);
  });
  it('holds -4 past the table under the house rule "hold-last"', () => {
    expect([accelerationModifier(9, 1, 'hold-last'), accelerationModifier(40, 0, 'hold-last')]).toEqual([-4, -4]);
  });
});

describe('Part IV › Movement Points › movementDiceFor', () => {
  it('rolls 1d2 at speed 1-3, 1d3 at 4-6, 1d6 at 7 or more', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 15, 40].map(movementDiceFor)).toEqual(['1d2', '1d2', '1d2', '1d3', '1d3', '1d3', '1d6', '1d6', '1d6']);
  });
  it('rolls nothing at speed 0 (gaps.md #40)', () => {
    expect(movementDiceFor(0)).toBeNull();
  });
});

describe('Part IV › Turn Mode › turnMode', () => {
  it('is speed ÷ maximum handling rounded up: speed 7, handling 2 → 4; speed 6, handling 3 → 2', () => {
    expect(turnMode(7, 2)).toBe(4);
    expect(turnMode(6, 3)).toBe(2);
  });
  it('treats handling 0 or less as 1: speed 5 → 5', () => {
    expect([turnMode(5, 0), turnMode(5, -3)]).toEqual([5, 5]);
  });
  it('adds 1 for a raised suspension (Part II › Suspension Tweaks, gaps.md #32): speed 7, handling 2 → 4 + 1', () => {
    expect(turnMode(7, 2, ['raised'])).toBe(5);
    expect(turnMode(7, 2, ['lowered', 'decreased-travel'])).toBe(4);
  });
});

describe('Part V › Firing and hit arcs › firingArcs (gaps.md #28)', () => {
  it('fixed: its facing; swivel: facing and both neighbours; turret: all six', () => {
    expect(firingArcs('fixed', 'rear')).toEqual(['rear']);
    expect(firingArcs('swivel', 'front').sort()).toEqual(['front', 'left-front', 'right-front']);
    expect(firingArcs('swivel', 'rear').sort()).toEqual(['left-rear', 'rear', 'right-rear']);
    expect(firingArcs('turret', 'front')).toHaveLength(6);
  });
});
