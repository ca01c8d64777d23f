/** The race-combat house rules (gaps.md) and the gear dice (gaps.md #4): defaults, refusals and typed rolls. */
import { describe, expect, it } from 'vitest';
import { rollOptions } from '../../../src-shared/engine/core/odds';
import {
  defaultRacecombatSettings,
  FixedDice,
  FORMULA_DE_GEAR_DICE,
  faceLayout,
  gearDieOdds,
  gearDieText,
  racecombatHouseRules,
  racecombatSettingsSchema,
  rollGearDie,
  SeededDice,
} from '../../../src-shared/engine/racecombat';

const S = defaultRacecombatSettings();

describe('house rules (gaps.md)', () => {
  it('{} parses to the documented defaults', () => {
    expect(S.toHitTarget).toBe(10);
    expect(S.ramTarget).toBe(10);
    expect(S.wearPoints).toEqual({ tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 });
    expect(S.wearPointTotal).toBe(20);
    expect(S.carsPerTeam).toBe(2);
    expect(S.carryOver).toBe('fresh');
    expect(S.budget).toBe(30);
    expect(S.gearDice).toEqual(FORMULA_DE_GEAR_DICE);
  });
  it('every house rule cites its gaps entry, its default is the settings default, and a choice has words', () => {
    for (const r of racecombatHouseRules) {
      expect(r.cites).toMatch(/\(gaps\.md #\d+\)$/);
      expect(r.default).toEqual(S[r.key as keyof typeof S]);
      expect(r.schema.safeParse(r.default).success).toBe(true);
    }
    expect(racecombatHouseRules.map((r) => r.key).sort()).toEqual(Object.keys(S).sort());
  });
  it('refuses bad values with words naming them', () => {
    const bad = racecombatSettingsSchema.safeParse({ gearDice: [{ faces: [1, 2] }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('There are six gear dice, 1st to 6th');
    const high = racecombatSettingsSchema.safeParse({ gearDice: [...FORMULA_DE_GEAR_DICE.slice(0, 5), { faces: [31, 30] }] });
    expect(high.error!.issues.map((i) => i.message)).toContain('A d2 gear die shows at most 2, not 31: a typed roll names its face by the number shown');
    // The championships' points and tie-breakers are the core's standings (gaps.md #28), not a house rule here.
    expect(racecombatSettingsSchema.safeParse({ tieBreakers: ['countback'] }).success).toBe(false);
    expect(racecombatSettingsSchema.safeParse({ carsPerTeam: 0 }).success).toBe(false);
    expect(racecombatSettingsSchema.safeParse({ fuelHit: 'tank' }).success).toBe(false);
  });
});

describe('Gear dice (gaps.md #4)', () => {
  it('Formula Dé’s: 1st d4 1-2, 2nd d6 2-4, 3rd d8 4-8, 4th d12 7-12, 5th d20 11-20, 6th d30 21-30', () => {
    expect(FORMULA_DE_GEAR_DICE.map((d, i) => gearDieText(i + 1, d))).toEqual([
      '1st Gear die (d4: 1-2)',
      '2nd Gear die (d6: 2-4)',
      '3rd Gear die (d8: 4-8)',
      '4th Gear die (d12: 7-12)',
      '5th Gear die (d20: 11-20)',
      '6th Gear die (d30: 21-30)',
    ]);
    expect(FORMULA_DE_GEAR_DICE[1]!.faces).toEqual([2, 3, 3, 4, 4, 4]);
    expect(FORMULA_DE_GEAR_DICE[2]!.faces).toEqual([4, 5, 6, 6, 7, 7, 8, 8]);
  });
  it('each number sits on the face of that number, the rest fill in order: a die keeps its faces', () => {
    expect(faceLayout(FORMULA_DE_GEAR_DICE[0]!)).toEqual([1, 2, 1, 2]);
    expect(faceLayout(FORMULA_DE_GEAR_DICE[1]!)).toEqual([3, 2, 3, 4, 4, 4]);
    expect(faceLayout(FORMULA_DE_GEAR_DICE[2]!)).toEqual([6, 7, 8, 4, 5, 6, 7, 8]);
    for (const d of FORMULA_DE_GEAR_DICE) {
      const l = faceLayout(d);
      expect([...l].sort((a, b) => a - b)).toEqual([...d.faces].sort((a, b) => a - b));
      for (const v of new Set(d.faces)) expect(l[v - 1]).toBe(v);
    }
  });
  it('a given roll is the number shown; a number the die does not show is refused', () => {
    expect(rollGearDie(new FixedDice([3]), S.gearDice, 2, 'mines').value).toBe(3);
    expect(rollGearDie(new FixedDice([2]), S.gearDice, 2, 'mines').value).toBe(2);
    expect(rollGearDie(new FixedDice([27]), S.gearDice, 6, 'x').value).toBe(27);
    expect(() => rollGearDie(new FixedDice([1]), S.gearDice, 2, 'mines')).toThrow('The 2nd Gear die (d6: 2-4) shows 2, 3, 4: 1 is not on it');
    expect(() => rollGearDie(new FixedDice([3]), S.gearDice, 7, 'x')).toThrow('A gear is 1st to 6th, not 7');
    const r = rollGearDie(new FixedDice([4]), S.gearDice, 2, 'mines: damage to the tyres');
    expect([r.roll.notation, r.roll.purpose, r.roll.value]).toEqual(['1d6', '2nd Gear die (d6: 2-4): mines: damage to the tyres', 4]);
  });
  it('an app roll reads the face it drew, so every value a die shows comes up', () => {
    const dice = new SeededDice(7);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(rollGearDie(dice, S.gearDice, 3, 'x').value);
    expect([...seen].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8]);
  });
  it('odds weigh the faces: 2nd gear 2 = 1/6, 3 = 1/3, 4 = 1/2', () => {
    expect(rollOptions('1d6').options.length).toBe(6);
    const q = gearDieOdds(2, S).questions[0]!;
    expect(q.outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [2, '1/6'],
      [3, '1/3'],
      [4, '1/2'],
    ]);
    expect(q.expectedFraction).toBe('10/3');
    expect(gearDieOdds(3, S).questions[0]!.outcomes.map((o) => o.fraction)).toEqual(['1/8', '1/8', '1/4', '1/4', '1/4']);
  });
});
