import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiceInputInvalid, DiceInputNeeded, FixedDice, ManualDice, SeededDice } from '../../../../src-shared/engine/dice';
import { advancementRoll, applyLevelUps, levelForXp, mechanicSkill, talentCount, type Driver } from '../../../../src-shared/engine/dethmetal/driver';
import { ALL_TALENTS, GENERAL_TALENTS, TRAITS } from '../../../../src-shared/engine/dethmetal/names';
import { driver, settings, withSettings } from './helpers';

function done<T extends { status: string }>(r: T): Extract<T, { status: 'done' }> {
  if (r.status !== 'done') throw new Error(`expected done, got ${r.status}`);
  return r as Extract<T, { status: 'done' }>;
}

const holding = (names: readonly string[], mechanicCopies = 0): Driver['talents'] =>
  names.map((name) => ({ name: name as Driver['talents'][number]['name'], count: name === 'Mechanic' ? mechanicCopies : 1 }));

describe('Part I › Advancement roll (2d6) and Trait improved (1d6)', () => {
  it('7 → +1 Trait point; 1d6 4 → Toughness 3 → 4; level 1 → 2 (gaps.md #8)', () => {
    const r = done(advancementRoll(new FixedDice([7, 4]), driver(), settings));
    expect(r.gain).toEqual({ kind: 'trait', trait: 'toughness', newRank: 4 });
    expect(r.driver.traits).toEqual({ driving: 3, gunnery: 3, initiative: 3, toughness: 4 });
    expect(r.driver.level).toBe(2);
    expect(r.rolls.map((x) => x.decided)).toEqual(['+1 Trait point', '+1 Toughness (now 4)']);
  });

  it('trait table bands: 1-2 Driving, 3 Initiative, 5-6 Gunnery', () => {
    expect(done(advancementRoll(new FixedDice([7, 2]), driver(), settings)).gain).toMatchObject({ trait: 'driving' });
    expect(done(advancementRoll(new FixedDice([7, 3]), driver(), settings)).gain).toMatchObject({ trait: 'initiative' });
    expect(done(advancementRoll(new FixedDice([7, 5]), driver(), settings)).gain).toMatchObject({ trait: 'gunnery' });
  });

  it('talent bands: 2 and 4 General, 5 and 6 Gunnery, 8 and 9 Driving, 10 and 12 Toughness and Agility (gaps.md #6, #7)', () => {
    const gain = (twoD6: number, oneD6: number) => done(advancementRoll(new FixedDice([twoD6, oneD6]), driver(), settings)).gain;
    expect(gain(2, 1)).toEqual({ kind: 'talent', table: 'general', talent: 'Pro', copies: 1 });
    expect(gain(4, 6)).toMatchObject({ table: 'general', talent: 'Bail-Out!' });
    expect(gain(5, 1)).toMatchObject({ table: 'gunnery', talent: 'Crack shot' });
    expect(gain(6, 6)).toMatchObject({ table: 'gunnery', talent: 'Frosty' });
    expect(gain(8, 1)).toMatchObject({ table: 'driving', talent: 'Texas Steer' });
    expect(gain(9, 6)).toMatchObject({ table: 'driving', talent: 'Adept' });
    expect(gain(10, 1)).toMatchObject({ table: 'toughnessAgility', talent: 'Ardent' });
    expect(gain(12, 6)).toMatchObject({ table: 'toughnessAgility', talent: 'Impetuous' });
  });

  it('a trait already at 6 is re-rolled on the 1d6 table (gaps.md #9)', () => {
    const d = driver({ traits: { driving: 6, gunnery: 3, initiative: 3, toughness: 3 } });
    const r = done(advancementRoll(new FixedDice([7, 1, 5]), d, settings));
    expect(r.gain).toMatchObject({ trait: 'gunnery', newRank: 4 });
    expect(r.rolls).toHaveLength(3);
    expect(r.rolls[2]!.rerollOf).toBe(r.rolls[1]!.seq);
    expect(r.driver.traits.driving).toBe(6);
  });

  it('house rule traitCap = 5: a trait at 5 is re-rolled', () => {
    const d = driver({ traits: { driving: 5, gunnery: 3, initiative: 3, toughness: 3 } });
    expect(done(advancementRoll(new FixedDice([7, 2, 3]), d, withSettings({ traitCap: 5 }))).gain).toMatchObject({ trait: 'initiative' });
  });

  it('a talent already held is re-rolled (gaps.md #7)', () => {
    const r = done(advancementRoll(new FixedDice([3, 1, 3]), driver({ talents: holding(['Pro']) }), settings));
    expect(r.gain).toMatchObject({ talent: 'Tinkerer' });
    expect(r.driver.talents).toEqual([
      { name: 'Pro', count: 1 },
      { name: 'Tinkerer', count: 1 },
    ]);
  });

  it('when the talent table named by the 2d6 is exhausted, the 2d6 is re-rolled (gaps.md #7)', () => {
    const d = driver({ level: 7, talents: holding(GENERAL_TALENTS, 4) }); // Mechanic x4 = skill 6, the maximum
    const r = done(advancementRoll(new FixedDice([3, 7, 1]), d, settings));
    expect(r.gain).toMatchObject({ kind: 'trait', trait: 'driving' });
    expect(r.rolls[1]!.rerollOf).toBe(r.rolls[0]!.seq);
  });

  it('when every trait is at 6 and every talent is held there is nothing to gain and no die is rolled', () => {
    const six = Object.fromEntries(TRAITS.map((t) => [t, 6])) as Driver['traits'];
    const d = driver({ traits: six, talents: holding(ALL_TALENTS, 4) });
    const dice = new FixedDice([]);
    const r = done(advancementRoll(dice, d, settings));
    expect(r.gain).toEqual({ kind: 'nothing' });
    expect(r.driver.level).toBe(2);
    expect(dice.log).toHaveLength(0);
  });
});

describe('Part I › General Talents › Mechanic taken again (gaps.md #7)', () => {
  const hasMechanic = driver({ level: 2, talents: holding(['Mechanic'], 1) });

  it('asks instead of deciding, and changes nothing', () => {
    const r = advancementRoll(new FixedDice([2, 2]), hasMechanic, settings);
    expect(r.status).toBe('choice-needed');
    if (r.status !== 'choice-needed') return;
    expect(r.choice.kind).toBe('mechanic-again');
    expect(r.choice.options.map((o) => o.answer)).toEqual(['take-mechanic-again', 'reroll']);
    expect(r.choice.question).toContain('repair skill 3');
  });

  it('re-run with "take-mechanic-again": Mechanic x2, repair skill 3 → 4', () => {
    const r = done(advancementRoll(new FixedDice([2, 2]), hasMechanic, settings, ['take-mechanic-again']));
    expect(r.gain).toEqual({ kind: 'talent', table: 'general', talent: 'Mechanic', copies: 2 });
    expect(talentCount(r.driver, 'Mechanic')).toBe(2);
    expect(mechanicSkill(2)).toBe(4);
  });

  it('re-run with "reroll": the General Talents die is rolled again', () => {
    const r = done(advancementRoll(new FixedDice([2, 2, 4]), hasMechanic, settings, ['reroll']));
    expect(r.gain).toMatchObject({ talent: 'Face' });
    expect(talentCount(r.driver, 'Mechanic')).toBe(1);
  });

  it('declining the only talent left on the table re-rolls the 2d6', () => {
    const d = driver({ level: 7, talents: holding(GENERAL_TALENTS, 1) });
    const r = done(advancementRoll(new FixedDice([4, 2, 7, 3]), d, settings, ['reroll']));
    expect(r.gain).toMatchObject({ kind: 'trait', trait: 'initiative' });
  });

  it('at repair skill 6 (Mechanic x4) Mechanic is re-rolled without asking', () => {
    const d = driver({ level: 5, talents: holding(['Mechanic'], 4) });
    expect(done(advancementRoll(new FixedDice([2, 2, 5]), d, settings)).gain).toMatchObject({ talent: 'Iron-man' });
  });
});

describe('Part I › Traits and Skills: one advancement roll per level earned (gaps.md #11)', () => {
  it('0 → 11 xp is level 1 → 4: three rolls, in order', () => {
    const r = done(applyLevelUps(new FixedDice([7, 4, 3, 1, 9, 6]), driver(), 11, settings));
    expect(r.driver.xp).toBe(11);
    expect(r.driver.level).toBe(4);
    expect(r.advancements.map((a) => [a.level, a.gain])).toEqual([
      [2, { kind: 'trait', trait: 'toughness', newRank: 4 }],
      [3, { kind: 'talent', table: 'general', talent: 'Pro', copies: 1 }],
      [4, { kind: 'talent', table: 'driving', talent: 'Adept', copies: 1 }],
    ]);
  });

  it('XP inside the same level: no roll', () => {
    const dice = new FixedDice([]);
    const r = done(applyLevelUps(dice, driver({ xp: 3, level: 2 }), 5, settings));
    expect(r.driver).toMatchObject({ xp: 5, level: 2 });
    expect(dice.log).toHaveLength(0);
  });

  it('a choice in the second of two level-ups stops there; the re-run with the answer completes both', () => {
    const d = driver({ xp: 2, talents: holding(['Mechanic'], 1), level: 1 });
    const values = [7, 1, 2, 2];
    const first = applyLevelUps(new FixedDice(values), d, 6, settings);
    expect(first.status).toBe('choice-needed');
    if (first.status === 'choice-needed') {
      expect(first.advancements).toHaveLength(1);
      expect(first.pending.level).toBe(3);
    }
    const second = done(applyLevelUps(new FixedDice(values), d, 6, settings, ['take-mechanic-again']));
    expect(second.driver.level).toBe(3);
    expect(second.driver.traits.driving).toBe(4);
    expect(talentCount(second.driver, 'Mechanic')).toBe(2);
  });

  it('XP never goes down', () => {
    expect(() => applyLevelUps(new FixedDice([]), driver({ xp: 10, level: 3 }), 9, settings)).toThrow(RangeError);
  });

  it('typed rolls out of range are rejected, missing ones asked for', () => {
    expect(() => advancementRoll(new ManualDice([13]), driver(), settings)).toThrow(DiceInputInvalid);
    expect(() => advancementRoll(new ManualDice([1]), driver(), settings)).toThrow(DiceInputInvalid);
    expect(() => advancementRoll(new ManualDice([7, 0]), driver(), settings)).toThrow(DiceInputInvalid);
    expect(() => advancementRoll(new ManualDice([7, 7]), driver(), settings)).toThrow(DiceInputInvalid);
    expect(() => advancementRoll(new ManualDice([7]), driver(), settings)).toThrow(DiceInputNeeded);
    expect(done(advancementRoll(new ManualDice([7, 6]), driver(), settings)).gain).toMatchObject({ trait: 'gunnery' });
  });

  it('property: level follows XP; no trait passes the cap; only Mechanic is held twice, up to skill 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 400 }), (seed, xp) => {
        const answers = Array.from({ length: 100 }, () => 'take-mechanic-again' as const);
        const r = done(applyLevelUps(new SeededDice(seed), driver(), xp, settings, answers));
        expect(r.driver.level).toBe(levelForXp(xp, settings));
        for (const t of TRAITS) expect(r.driver.traits[t]).toBeLessThanOrEqual(settings.traitCap);
        for (const t of r.driver.talents) {
          if (t.name === 'Mechanic') expect(mechanicSkill(t.count)).toBeLessThanOrEqual(settings.mechanicSkillMax);
          else expect(t.count).toBe(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
