import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveTraits, FATIGUE_TRAITS, type Driver } from '../../../../src-shared/engine/dethmetal/driver';
import { QUIRKS, TRAITS } from '../../../../src-shared/engine/dethmetal/names';
import { driver, settings, withSettings } from './helpers';

const values = (d: Driver, s = settings) => {
  const e = effectiveTraits(d, s);
  return Object.fromEntries(TRAITS.map((t) => [t, e[t].value]));
};

describe('Part I › Traits and Skills: effective traits', () => {
  it('a new competitor: every trait 3, explained by the base rank alone', () => {
    const e = effectiveTraits(driver(), settings);
    for (const t of TRAITS) expect(e[t]).toEqual({ value: 3, contributions: [{ source: 'Base rank', amount: 3, rule: expect.any(String) }] });
  });

  it('Part I › Quirks › Poor health: -1 toughness; twice: -2 in total (gaps.md #19)', () => {
    expect(values(driver({ quirks: [{ name: 'Poor health', occurrences: 1 }] })).toughness).toBe(2);
    expect(values(driver({ quirks: [{ name: 'Poor health', occurrences: 2 }] })).toughness).toBe(1);
  });

  it('Part I › Quirks: Arthritic -1 driving, Head injury -1 initiative, Eye problem -1 gunnery', () => {
    const d = driver({
      quirks: [
        { name: 'Arthritic', occurrences: 1 },
        { name: 'Head injury', occurrences: 1 },
        { name: 'Eye problem', occurrences: 1 },
      ],
    });
    expect(values(d)).toEqual({ driving: 2, gunnery: 2, initiative: 2, toughness: 3 });
  });

  it('house rule secondQuirkPenalty = additional: twice is -1 then -2 more, -3 in total (gaps.md #19)', () => {
    const d = driver({ traits: { driving: 5, gunnery: 3, initiative: 3, toughness: 3 }, quirks: [{ name: 'Arthritic', occurrences: 2 }] });
    expect(values(d, withSettings({ secondQuirkPenalty: 'additional' })).driving).toBe(2); // 5 - 3
    expect(values(d).driving).toBe(3); // 5 - 2
  });

  it('quirk penalties stop at 1, and the floor shows as a contribution (gaps.md #9)', () => {
    // Eye problem twice under "additional": 3 - 3 = 0, lifted back to 1
    const d = driver({ quirks: [{ name: 'Eye problem', occurrences: 2 }] });
    const e = effectiveTraits(d, withSettings({ secondQuirkPenalty: 'additional' })).gunnery;
    expect(e.value).toBe(1);
    expect(e.contributions.map((c) => c.amount)).toEqual([3, -3, 1]);
    expect(effectiveTraits(d, withSettings({ secondQuirkPenalty: 'additional', permanentTraitFloor: 0 })).gunnery.value).toBe(0);
  });

  it('Part VI › Driver fatigue: each point -1 to the trait rolled for it', () => {
    expect(values(driver({ fatigue: ['initiative', 'initiative', 'gunnery'] }))).toEqual({ driving: 3, gunnery: 2, initiative: 1, toughness: 3 });
  });

  it('Part V › Damage table › Crew compartment: a flesh wound is -1 D, G and I, not toughness', () => {
    const d = driver({ match: { fleshWounds: 1, woundsSuffered: 1, outOfAction: false, missesMatch: false } });
    expect(values(d)).toEqual({ driving: 2, gunnery: 2, initiative: 2, toughness: 3 });
  });

  it('temporary penalties can reach 0 but not below (gaps.md #9)', () => {
    // initiative 3 - 2 fatigue - 2 wounds = -1 → 0
    const d = driver({ fatigue: ['initiative', 'initiative'], match: { fleshWounds: 2, woundsSuffered: 2, outOfAction: false, missesMatch: false } });
    const e = effectiveTraits(d, settings).initiative;
    expect(e.value).toBe(0);
    expect(e.contributions.map((c) => c.amount)).toEqual([3, -2, -2, 1]);
  });

  it('property: never below 0, quirks alone never below the floor, and the contributions always add up', () => {
    const arbitraryDriver = fc.record({
      traits: fc.record({
        driving: fc.integer({ min: 3, max: 6 }),
        gunnery: fc.integer({ min: 3, max: 6 }),
        initiative: fc.integer({ min: 3, max: 6 }),
        toughness: fc.integer({ min: 3, max: 6 }),
      }),
      quirks: fc.uniqueArray(fc.record({ name: fc.constantFrom(...QUIRKS), occurrences: fc.integer({ min: 1, max: 3 }) }), { selector: (q) => q.name }),
      fatigue: fc.array(fc.constantFrom(...FATIGUE_TRAITS), { maxLength: 8 }),
      fleshWounds: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(arbitraryDriver, fc.constantFrom('total' as const, 'additional' as const), fc.integer({ min: 0, max: 3 }), (g, penalty, floor) => {
        const s = withSettings({ secondQuirkPenalty: penalty, permanentTraitFloor: floor });
        const d = driver({
          traits: g.traits,
          quirks: g.quirks,
          fatigue: g.fatigue,
          match: { fleshWounds: g.fleshWounds, woundsSuffered: g.fleshWounds, outOfAction: false, missesMatch: false },
        });
        const rested = driver({ traits: g.traits, quirks: g.quirks });
        const e = effectiveTraits(d, s);
        const permanent = effectiveTraits(rested, s);
        for (const t of TRAITS) {
          expect(e[t].value).toBeGreaterThanOrEqual(0);
          expect(permanent[t].value).toBeGreaterThanOrEqual(Math.min(g.traits[t], floor));
          expect(e[t].contributions.reduce((sum, c) => sum + c.amount, 0)).toBe(e[t].value);
          expect(e[t].value).toBeLessThanOrEqual(g.traits[t]);
        }
      }),
    );
  });
});
