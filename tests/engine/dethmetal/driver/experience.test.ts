import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XP_LEVEL_TABLE, levelForXp, minXpForLevel, xpForMatch, xpToNextLevel } from '../../../../src-shared/engine/dethmetal/driver';
import { settings, withSettings } from './helpers';

describe('Part I › Experience points → Level', () => {
  it('reads the printed bands at both edges', () => {
    // 0-2 → 1, 3-5 → 2, 6-10 → 3, 11-17 → 4, 18-26 → 5, 27-37 → 6, 38-50 → 7, 51-65 → 8, 66-82 → 9
    const edges: [number, number][] = [
      [0, 1],
      [2, 1],
      [3, 2],
      [5, 2],
      [6, 3],
      [10, 3],
      [11, 4],
      [17, 4],
      [18, 5],
      [26, 5],
      [27, 6],
      [37, 6],
      [38, 7],
      [50, 7],
      [51, 8],
      [65, 8],
      [66, 9],
      [82, 9],
    ];
    for (const [xp, level] of edges) expect(levelForXp(xp, settings), `${xp} xp`).toBe(level);
  });

  it('continues the pattern past level 9 by default (gaps.md #10): 83-101 → 10, 102-122 → 11, 123-145 → 12, 146-170 → 13', () => {
    // (L-1)² + 2: L10 = 83, L11 = 102, L12 = 123, L13 = 146, L14 = 171
    for (const [xp, level] of [
      [83, 10],
      [101, 10],
      [102, 11],
      [122, 11],
      [123, 12],
      [145, 12],
      [146, 13],
      [170, 13],
      [171, 14],
    ] as const) {
      expect(levelForXp(xp, settings), `${xp} xp`).toBe(level);
    }
  });

  it('the extension formula (L-1)²+2 reproduces every printed band from level 2 (gaps.md #10)', () => {
    for (const row of XP_LEVEL_TABLE.slice(1)) expect((row.level - 1) ** 2 + 2).toBe(row.minXp);
  });

  it('house rule levelsPastNine = stop-at-9: level 9 is the last', () => {
    const capped = withSettings({ levelsPastNine: 'stop-at-9' });
    expect(levelForXp(83, capped)).toBe(9);
    expect(levelForXp(10_000, capped)).toBe(9);
    expect(xpToNextLevel(70, capped)).toBeNull();
    expect(xpToNextLevel(60, capped)).toBe(6); // 66 - 60
  });

  it('XP to the next level', () => {
    expect(xpToNextLevel(0, settings)).toBe(3);
    expect(xpToNextLevel(4, settings)).toBe(2); // level 3 from 6
    expect(xpToNextLevel(82, settings)).toBe(1); // level 10 from 83 (gaps.md #10)
  });

  it('refuses XP that cannot exist', () => {
    expect(() => levelForXp(-1, settings)).toThrow(RangeError);
    expect(() => levelForXp(2.5, settings)).toThrow(RangeError);
    expect(() => minXpForLevel(0)).toThrow(RangeError);
  });

  it('property: level is monotonic in XP and each level starts at minXpForLevel', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 200 }), fc.constantFrom('continue-pattern' as const, 'stop-at-9' as const), (xp, extra, rule) => {
        const s = withSettings({ levelsPastNine: rule });
        const level = levelForXp(xp, s);
        expect(levelForXp(xp + extra, s)).toBeGreaterThanOrEqual(level);
        expect(minXpForLevel(level)).toBeLessThanOrEqual(xp);
        if (rule === 'continue-pattern') expect(minXpForLevel(level + 1)).toBeGreaterThan(xp);
      }),
    );
  });

  it('property: every band past 9 is 2 XP wider than the one before (gaps.md #10)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 300 }), (level) => {
        const width = (l: number) => minXpForLevel(l + 1) - minXpForLevel(l);
        expect(width(level) - width(level - 1)).toBe(2);
      }),
    );
  });
});

describe('Part I › Experience events', () => {
  it('took part, won, 2 criticals, scored: 1 + 1 + 2 + 1 = 5 xp', () => {
    const award = xpForMatch({ tookPart: true, won: true, criticals: 2, scored: true });
    expect(award.total).toBe(5);
    expect(award.lines.map((l) => [l.event, l.xp])).toEqual([
      ['Taking part in a match', 1],
      ['Winning the match', 1],
      ['Per critical hit scored', 2],
      ['Scoring for your team', 1],
    ]);
  });

  it('took part and lost with nothing else: 1 xp', () => {
    expect(xpForMatch({ tookPart: true, won: false, criticals: 0, scored: false }).total).toBe(1);
  });

  it('sat out: 0 xp; a competitor who sat out cannot win, score or cause criticals (gaps.md #12)', () => {
    expect(xpForMatch({ tookPart: false, won: false, criticals: 0, scored: false }).total).toBe(0);
    expect(() => xpForMatch({ tookPart: false, won: true, criticals: 0, scored: false })).toThrow(RangeError);
    expect(() => xpForMatch({ tookPart: true, won: false, criticals: -1, scored: false })).toThrow(RangeError);
  });
});
