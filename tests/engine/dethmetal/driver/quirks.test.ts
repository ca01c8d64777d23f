import { describe, expect, it } from 'vitest';
import { DiceInputInvalid, FixedDice, ManualDice } from '../../../../src-shared/engine/dice';
import {
  canBeUsedInMatch,
  correctQuirk,
  effectiveTraits,
  endSeason,
  gainQuirk,
  inMatchQuirkRolls,
  preMatchRolls,
  quirkCheck,
  quirkOccurrences,
  type Driver,
} from '../../../../src-shared/engine/dethmetal/driver';
import type { QuirkName } from '../../../../src-shared/engine/dethmetal/names';
import { driver, settings, withSettings } from './helpers';

const noSponsors = { sponsorBonuses: [] };
const medical = { source: 'Medical services', bonus: 1 };
const cloning = { source: 'Cloning services', bonus: 1 };
const stable: Partial<Driver> = { talents: [{ name: 'Stable', count: 1 }] };

function twice(quirk: QuirkName, s = settings, d: Driver = driver()): Driver {
  return gainQuirk(gainQuirk(d, quirk, s).driver, quirk, s).driver;
}

describe('Part I › Quirks: the toughness check after going out of action', () => {
  it('1d6 3 ≤ toughness 3: no new quirk', () => {
    const r = quirkCheck(new FixedDice([3]), driver(), noSponsors, settings);
    expect(r.check.success).toBe(true);
    expect(r.quirk).toBeUndefined();
    expect(r.driver.quirks).toEqual([]);
  });

  it('1d6 4 > 3: roll 2d6 on the quirk table; 8 → Poor health, toughness 3 → 2', () => {
    const r = quirkCheck(new FixedDice([4, 8]), driver(), noSponsors, settings);
    expect(r.quirk).toMatchObject({ quirk: 'Poor health', occurrence: 1 });
    expect(effectiveTraits(r.driver, settings).toughness.value).toBe(2);
  });

  it('Stable: +1, so a 4 passes (target 3 + 1 = 4) (gaps.md #3)', () => {
    const r = quirkCheck(new FixedDice([4]), driver(stable), noSponsors, settings);
    expect(r.target.value).toBe(4);
    expect(r.check.success).toBe(true);
  });

  it('Stable, Medical services and Cloning services stack: 3 + 1 + 1 + 1 = 6, an automatic success (gaps.md #2, #18)', () => {
    const dice = new FixedDice([]);
    const r = quirkCheck(dice, driver(stable), { sponsorBonuses: [medical, cloning] }, settings);
    expect(r.target.value).toBe(6);
    expect(r.target.contributions.map((c) => c.source)).toEqual(['Toughness', 'Stable', 'Medical services', 'Cloning services']);
    expect(r.check.automatic).toBe(true);
    expect(dice.log).toHaveLength(0);
  });

  it('house rule quirkBonusesStack off: only the best single bonus, 3 + 1 = 4', () => {
    const r = quirkCheck(new FixedDice([5, 7]), driver(stable), { sponsorBonuses: [medical, cloning] }, withSettings({ quirkBonusesStack: false }));
    expect(r.target.value).toBe(4);
    expect(r.quirk?.quirk).toBe('Combat fatigue');
  });

  it('Poor health lowers the toughness the check is made against: 3 - 1 = 2, a 3 fails', () => {
    const d = gainQuirk(driver(), 'Poor health', settings).driver;
    expect(quirkCheck(new FixedDice([3, 2]), d, noSponsors, settings).quirk?.quirk).toBe('Stupid');
  });

  it('results 4 and 10 are the same Heart condition: 4 then 10 is the second occurrence (gaps.md #19)', () => {
    const first = quirkCheck(new FixedDice([6, 4]), driver(), noSponsors, settings).driver;
    const second = quirkCheck(new FixedDice([6, 10]), first, noSponsors, settings);
    expect(second.quirk).toMatchObject({ quirk: 'Heart condition', occurrence: 2 });
    expect(quirkOccurrences(second.driver, 'Heart condition')).toBe(2);
  });

  it('typed rolls are validated: a 2d6 of 1 is rejected', () => {
    expect(() => quirkCheck(new ManualDice([6, 1]), driver(), noSponsors, settings)).toThrow(DiceInputInvalid);
  });
});

describe('Part I › Quirks: second occurrences', () => {
  it('Arthritic twice: -2 driving in total, may not be used in matches (off-match talents still work), retires at season end', () => {
    const d = twice('Arthritic');
    expect(effectiveTraits(d, settings).driving.value).toBe(1);
    const a = canBeUsedInMatch(d);
    expect(a.usable).toBe(false);
    expect(d.seasonFlags.map((f) => [f.kind, f.offMatchTalentsUsable])).toEqual([
      ['barred', true],
      ['retires', false],
    ]);
  });

  it('Eye problem twice: -2 gunnery, barred from matches, retires', () => {
    const d = twice('Eye problem');
    expect(effectiveTraits(d, settings).gunnery.value).toBe(1);
    expect(canBeUsedInMatch(d).usable).toBe(false);
    expect(endSeason(d).retires).toBe(true);
  });

  it.each(['Head injury', 'Poor health', 'Combat fatigue', 'Heart condition'] as const)(
    '%s twice: may be used normally until the season ends, then retires',
    (quirk) => {
      const d = twice(quirk);
      expect(canBeUsedInMatch(d).usable).toBe(true);
      const end = endSeason(d);
      expect(end.retires).toBe(true);
      expect(end.driver.retired).toBe(true);
      expect(canBeUsedInMatch(end.driver).usable).toBe(false);
    },
  );

  it.each(['Stupid', 'Unhinged'] as const)('%s twice: may not be used in the current season, and retires at its end (gaps.md #20)', (quirk) => {
    const d = twice(quirk);
    expect(canBeUsedInMatch(d)).toMatchObject({ usable: false, reasons: [{ code: 'barred' }] });
    expect(endSeason(d).retires).toBe(true);
  });

  it('house rule stupidUnhingedRetire off: Stupid twice sits out the season, then comes back', () => {
    const s = withSettings({ stupidUnhingedRetire: false });
    const d = twice('Stupid', s);
    expect(canBeUsedInMatch(d).usable).toBe(false);
    const end = endSeason(d);
    expect(end.retires).toBe(false);
    expect(canBeUsedInMatch(end.driver).usable).toBe(true);
  });

  it('a first occurrence imposes nothing for the season', () => {
    const d = gainQuirk(driver(), 'Arthritic', settings).driver;
    expect(d.seasonFlags).toEqual([]);
    expect(canBeUsedInMatch(d).usable).toBe(true);
  });

  it('third occurrence: may not be used for the rest of the season and retires (gaps.md #19); "as-second" adds nothing', () => {
    const three = gainQuirk(twice('Head injury'), 'Head injury', settings).driver;
    expect(canBeUsedInMatch(three).usable).toBe(false);
    expect(effectiveTraits(three, settings).initiative.value).toBe(1); // still -2 in total
    const lenient = withSettings({ thirdQuirkOccurrence: 'as-second' });
    const threeLenient = gainQuirk(twice('Head injury', lenient), 'Head injury', lenient).driver;
    expect(canBeUsedInMatch(threeLenient).usable).toBe(true);
  });

  it('quirkCheck reports the effects of what was rolled', () => {
    const d = gainQuirk(driver(), 'Poor health', settings).driver;
    const r = quirkCheck(new FixedDice([6, 8]), d, noSponsors, settings);
    expect(r.quirk?.occurrence).toBe(2);
    expect(r.quirk?.effects).toEqual(['Toughness -2 in total.', 'Must retire at the end of the season.']);
  });
});

describe('World Trade › Medical Tech: correcting a quirk (gaps.md #19)', () => {
  it('Performance Artificial Limbs on Arthritic x2: back to one occurrence, usable, retirement cancelled', () => {
    const d = correctQuirk(twice('Arthritic'), 'Arthritic');
    expect(quirkOccurrences(d, 'Arthritic')).toBe(1);
    expect(effectiveTraits(d, settings).driving.value).toBe(2);
    expect(canBeUsedInMatch(d).usable).toBe(true);
    expect(endSeason(d).retires).toBe(false);
  });

  it('correcting the only occurrence removes the quirk; correcting one he lacks is refused', () => {
    const d = correctQuirk(gainQuirk(driver(), 'Eye problem', settings).driver, 'Eye problem');
    expect(d.quirks).toEqual([]);
    expect(() => correctQuirk(driver(), 'Eye problem')).toThrow(RangeError);
  });
});

describe('Part I › Quirks › Heart condition: the pre-match roll (gaps.md #21)', () => {
  const heart = gainQuirk(driver(), 'Heart condition', settings).driver;

  it('no Heart condition: no die', () => {
    const dice = new FixedDice([]);
    expect(preMatchRolls(dice, driver()).missesMatch).toBe(false);
    expect(dice.log).toHaveLength(0);
  });

  it("first occurrence: misses the match on a '1' only", () => {
    const r = preMatchRolls(new FixedDice([1]), heart);
    expect(r.missesMatch).toBe(true);
    expect(canBeUsedInMatch(r.driver)).toMatchObject({ usable: false, reasons: [{ code: 'misses-match' }] });
    expect(preMatchRolls(new FixedDice([2]), heart).missesMatch).toBe(false);
  });

  it("second occurrence: misses on a '1' or '2'", () => {
    const d = twice('Heart condition');
    expect(preMatchRolls(new FixedDice([2]), d).missesMatch).toBe(true);
    expect(preMatchRolls(new FixedDice([3]), d).missesMatch).toBe(false);
  });

  it('it is not a death: no out of action, no cloning', () => {
    expect(preMatchRolls(new FixedDice([1]), heart).driver.match.outOfAction).toBe(false);
  });

  it('no roll for a competitor who could not be used anyway', () => {
    const dice = new FixedDice([]);
    preMatchRolls(dice, { ...twice('Stupid', settings, heart) });
    expect(dice.log).toHaveLength(0);
  });
});

describe('canBeUsedInMatch and in-match quirk rolls', () => {
  it('a retired competitor, and one already out of action this match, may not be used', () => {
    expect(canBeUsedInMatch(driver({ retired: true }))).toMatchObject({ usable: false, reasons: [{ code: 'retired' }] });
    const dead = driver({ match: { fleshWounds: 0, woundsSuffered: 1, outOfAction: true, missesMatch: false } });
    expect(canBeUsedInMatch(dead)).toMatchObject({ usable: false, reasons: [{ code: 'out-of-action' }] });
  });

  it("Stupid: 1d6 at the start of each movement phase, '6' = no turning or firing; Unhinged: firing phase, '6'", () => {
    const d = gainQuirk(gainQuirk(gainQuirk(driver(), 'Stupid', settings).driver, 'Poor health', settings).driver, 'Unhinged', settings).driver;
    expect(inMatchQuirkRolls(d).map((r) => [r.quirk, r.when, r.on])).toEqual([
      ['Stupid', 'beginning of each movement phase', [6]],
      ['Unhinged', 'beginning of the firing phase', [6]],
    ]);
  });
});
