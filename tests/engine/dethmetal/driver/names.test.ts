/** Rookie names (a convenience, not a rule): reproducible from the league's seed, plausible, never a name taken. */
import { describe, expect, it } from 'vitest';
import { FIRST_NAMES, NICKNAMES, SURNAMES, suggestDriverName } from '../../../../src-shared/engine/dethmetal/driver';

describe('suggestDriverName', () => {
  it('gives the same name for the same seed and index, and different names as the index goes on', () => {
    const first = Array.from({ length: 20 }, (_, i) => suggestDriverName(4242, i));
    expect(Array.from({ length: 20 }, (_, i) => suggestDriverName(4242, i))).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(15);
    expect(Array.from({ length: 20 }, (_, i) => suggestDriverName(4243, i))).not.toEqual(first);
  });

  it('builds every name from the lists: first name, an occasional quoted nickname, surname', () => {
    const shape = /^(\S+) (?:“([^”]+)” )?(.+)$/;
    let nicknamed = 0;
    for (let i = 0; i < 400; i++) {
      const m = shape.exec(suggestDriverName(7, i))!;
      expect(FIRST_NAMES).toContain(m[1]);
      expect(SURNAMES).toContain(m[3]);
      if (m[2] !== undefined) {
        expect(NICKNAMES).toContain(m[2]);
        nicknamed++;
      }
      expect(m[0].length).toBeLessThanOrEqual(60);
    }
    // One in four, give or take: some names carry a nickname, most do not.
    expect(nicknamed).toBeGreaterThan(50);
    expect(nicknamed).toBeLessThan(150);
  });

  it('skips names already on the roster, whatever their case', () => {
    const name = suggestDriverName(99, 3);
    const other = suggestDriverName(99, 3, [name.toUpperCase()]);
    expect(other).not.toBe(name);
    expect(suggestDriverName(99, 3, [name.toUpperCase()])).toBe(other);
  });
});
