/** Part V › Firing and hit arcs (figure lost; gaps.md #28) and range (gaps.md #47) on a pointy-topped axial hex map. */
import { describe, expect, it } from 'vitest';
import { firingArcs } from '../../../../src-shared/engine/dethmetal/car';
import { arcsToward, hexDistance } from '../../../../src-shared/engine/dethmetal/match';

const at = (q: number, r: number, facing = 0) => ({ q, r, facing });

describe('gaps.md #47: range counts the target hex, not the shooter hex', () => {
  it('next hex 1, three east 3, two south-west and one west 3', () => {
    expect([hexDistance(at(0, 0), at(1, 0)), hexDistance(at(0, 0), at(3, 0)), hexDistance(at(0, 0), at(-3, 2))]).toEqual([1, 3, 3]);
  });
});

describe('gaps.md #28: six 60° arcs, clockwise from the front', () => {
  it('facing east (0): east is front, south-east right-front, west rear, north-east left-front', () => {
    expect(arcsToward(at(0, 0, 0), at(3, 0))).toEqual(['front']);
    expect(arcsToward(at(0, 0, 0), at(0, 2))).toEqual(['right-front']);
    expect(arcsToward(at(0, 0, 0), at(-2, 0))).toEqual(['rear']);
    expect(arcsToward(at(0, 0, 0), at(2, -2))).toEqual(['left-front']);
  });

  it('the arcs turn with the car: facing south-west (2), south-west is front, north-east rear, east left-rear', () => {
    expect(arcsToward(at(0, 0, 2), at(-1, 1))).toEqual(['front']);
    expect(arcsToward(at(0, 0, 2), at(2, -2))).toEqual(['rear']);
    expect(arcsToward(at(0, 0, 2), at(4, 0))).toEqual(['left-rear']);
  });

  it('a target on the line between two arcs lies in both (2 east, 1 south-east: 30° off the front)', () => {
    expect(arcsToward(at(0, 0, 0), at(1, 1))).toEqual(['front', 'right-front']);
  });

  it('a fixed front mount reaches only the front arc; a front swivel the two front quarters too', () => {
    const behind = arcsToward(at(0, 0, 0), at(-2, 1));
    expect(behind.some((a) => firingArcs('fixed', 'front').includes(a))).toBe(false);
    const aside = arcsToward(at(0, 0, 0), at(0, 2));
    expect(aside.some((a) => firingArcs('swivel', 'front').includes(a))).toBe(true);
  });
});
