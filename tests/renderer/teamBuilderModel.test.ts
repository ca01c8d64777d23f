/**
 * The Dirty Wheels team builder's choices (src-renderer/screens/dirtywheels/team/teamBuilderModel.ts): every option
 * the editor offers is legal, or carries the engine's reason and rule, under the league's house rules.
 */
import { describe, expect, it } from 'vitest';
import {
  type CarDesign,
  defaultDirtyWheelsSettings,
  type DirtyWheelsSettings,
  dirtyWheelsHouseRules,
  newDriver,
  validateCar,
  validateDriver,
} from '../../src-shared/engine/dirtywheels';
import {
  buyMeter,
  groupClosed,
  newCar,
  problemsAt,
  problemsOn,
  setWeapon,
  settingsFromHouseRules,
  startingDriver,
  statChoices,
  traitChoices,
  typeChoices,
  upgradeChoices,
  upgradeLimit,
  weaponChoices,
  weaponsIn,
} from '../../src-renderer/screens/dirtywheels/team/teamBuilderModel';
import { nextName } from '../../src-renderer/components/team/nextName';

const rules = (over: Partial<DirtyWheelsSettings> = {}): DirtyWheelsSettings => ({ ...defaultDirtyWheelsSettings(), ...over });
const reasonOf = <T>(choices: { value: T; reason: string | null; rule: string | null }[], value: T) => choices.find((c) => c.value === value)!;

describe('team builder model (Dirty Wheels)', () => {
  it('reads the league settings from the house rules league.settings lists (flat keys)', () => {
    const listed = dirtyWheelsHouseRules.map((r) => ({ key: r.key, value: r.key === 'teamSize' ? 5 : r.default }));
    expect(settingsFromHouseRules(listed)).toEqual(rules({ teamSize: 5 }));
  });

  it('Car types (gaps.md #7): a Racer’s turret is closed while it carries fixed weapons, as printed; open with both groups', () => {
    const racer = newCar('Zippy', 'Racer');
    const closed = groupClosed(racer, rules(), 'turret');
    expect(closed?.reason).toMatch(/fixed weapons or a turret weapon, not both/);
    expect(closed?.rule).toBe('Car types (gaps.md #7)');
    expect(groupClosed(racer, rules({ weaponSlots: 'both-groups' }), 'turret')).toBeNull();
    // A Truck takes both, as printed.
    expect(groupClosed(newCar('Rig', 'Truck'), rules(), 'turret')).toBeNull();
  });

  it('Car types: a heavy weapon is never offered fixed, nor in a Racer’s turret; a Truck’s or Standard’s turret takes one', () => {
    const racer = newCar('Zippy', 'Racer');
    expect(reasonOf(weaponChoices(racer, rules(), 'fixed', 0), 'Chain gun').reason).toBe(
      'A Racer takes "2 fixed light, or 1 turret light.": the Chain gun is a heavy weapon and cannot be fixed.',
    );
    expect(reasonOf(weaponChoices(racer, rules(), 'fixed', 0), 'Flamethrower').reason).toBeNull();
    const bare: CarDesign = { ...racer, weapons: [] };
    expect(reasonOf(weaponChoices(bare, rules(), 'turret', 0), 'Artillery').reason).toMatch(/its turret cannot carry the heavy Artillery/);
    const truck = newCar('Rig', 'Truck');
    expect(reasonOf(weaponChoices(truck, rules(), 'turret', 0), 'Heavy laser').reason).toBeNull();
    expect(reasonOf(weaponChoices({ ...truck, type: 'Standard', weapons: [] }, rules(), 'turret', 0), 'Heavy laser').reason).toBeNull();
  });

  it('every option judged legal gives a car the engine finds legal, and every refused one a car it refuses', () => {
    for (const type of ['Racer', 'Truck', 'Standard'] as const)
      for (const start of [newCar('A', type), { ...newCar('B', type), weapons: [] }])
        for (const mount of ['fixed', 'turret'] as const)
          for (const c of weaponChoices(start, rules(), mount, weaponsIn(start, mount).length)) {
            const next = setWeapon(start, mount, weaponsIn(start, mount).length, c.value);
            expect(validateCar(next, rules()).length === 0, `${type} ${mount} ${c.value}`).toBe(c.reason === null);
          }
  });

  it('setWeapon fills, replaces and empties a slot, fixed weapons first', () => {
    const car = newCar('Rig', 'Truck');
    const turret = setWeapon(car, 'turret', 0, 'Chain gun');
    expect(turret.weapons).toEqual([
      { weapon: 'Machine gun', mount: 'fixed' },
      { weapon: 'Machine gun', mount: 'fixed' },
      { weapon: 'Chain gun', mount: 'turret' },
    ]);
    expect(weaponsIn(setWeapon(turret, 'fixed', 1, 'Light laser'), 'fixed')).toEqual(['Machine gun', 'Light laser']);
    expect(weaponsIn(setWeapon(turret, 'fixed', 0, null), 'fixed')).toEqual(['Machine gun']);
  });

  it('Car types: a type is refused while the weapons do not fit it, with the reason', () => {
    const truck = setWeapon(newCar('Rig', 'Truck'), 'turret', 0, 'Chain gun');
    expect(reasonOf(typeChoices(truck, rules()), 'Racer').reason).toMatch(/A Racer takes/);
    expect(reasonOf(typeChoices(truck, rules()), 'Standard').reason).toMatch(/fixed weapons or a turret weapon, not both/);
    expect(reasonOf(typeChoices(truck, rules({ weaponSlots: 'both-groups' })), 'Standard').reason).toBeNull();
  });

  it('Car upgrades (gaps.md #5, #15): a duplicate is refused while the league re-rolls them; the limit is the D3 rolled or 3', () => {
    const s = rules({ upgrades: 'pick' });
    const car: CarDesign = { ...newCar('Zippy', 'Racer'), upgradeAllowance: 2, upgrades: ['Modded engine'] };
    expect(reasonOf(upgradeChoices(car, s), 'Modded engine').reason).toBe(
      'Modded engine is taken twice; this league re-rolls duplicate upgrades (house rule "Duplicate upgrades").',
    );
    expect(reasonOf(upgradeChoices(car, rules({ upgrades: 'pick', upgradeDuplicates: 'allowed' })), 'Modded engine').reason).toBeNull();
    const full = { ...car, upgrades: ['Modded engine', 'Ram'] as CarDesign['upgrades'] };
    expect(reasonOf(upgradeChoices(full, s), 'Gunner').reason).toMatch(/the D3 gave 2, and this car has 3/);
    expect(upgradeLimit(newCar('Z', 'Racer'), s)).toBeNull();
    expect(upgradeLimit(newCar('Z', 'Racer'), rules({ upgrades: 'pick', upgradeCount: 'up-to-3' }))).toBe(3);
  });

  it('Drivers › 8-point buy (gaps.md #8): a row that overspends is off with the rule’s words; the meter counts what is spent', () => {
    const s = rules({ driverStats: 'buy' });
    const middle = newDriver('Dora');
    expect(buyMeter(middle, s)).toEqual({ spent: 8, of: 8, left: 0, mustSpendAll: false });
    const skill = statChoices(middle, 'skill', s);
    expect(skill.map((c) => [c.label, c.row.buyCost, c.reason === null])).toEqual([
      ['5+', 1, true],
      ['4+', 2, true],
      ['3+', 3, false],
    ]);
    expect(skill[2]!.reason).toMatch(/"every player has 8 points per driver to spend on stats.*": these stats cost 9 points, 1 over the 8\./);
    expect(skill[2]!.rule).toBe('Drivers › 8-point buy');
    // Bought down first, the dearer row opens; with "must spend all" a step towards 8 is never closed.
    const cheap = { ...middle, initiative: 1 };
    expect(buyMeter(cheap, s).left).toBe(1);
    expect(statChoices(cheap, 'skill', s)[2]!.reason).toBeNull();
    expect(statChoices(cheap, 'aim', rules({ driverStats: 'buy', unspentBuyPoints: 'must-spend-all' }))[0]!.reason).toBeNull();
  });

  it('Drivers › 8-point buy (issue 19 #11): a driver over the budget can be lowered stat by stat, never raised', () => {
    const s = rules({ driverStats: 'buy' });
    // Rolled before the league bought its stats: the top row everywhere costs 12 points, 4 over the 8.
    const rolled = { ...newDriver('Rex'), initiative: 3, bravery: 3, aim: 1, skill: 3 };
    expect(buyMeter(rolled, s)).toMatchObject({ spent: 12, left: -4 });
    for (const stat of ['initiative', 'bravery', 'aim', 'skill'] as const) {
      const choices = statChoices(rolled, stat, s);
      // Every cheaper row is open although the driver stays over (11 or 10 points), and the current one too.
      expect(
        choices.map((c) => c.reason),
        stat,
      ).toEqual([null, null, null]);
    }
    // One step down (11 points, 3 over): going back up to the dearer row is refused with the new overspend.
    const lowered = { ...rolled, skill: 4 };
    const skill = statChoices(lowered, 'skill', s);
    expect(skill.map((c) => c.reason === null)).toEqual([true, true, false]);
    expect(skill[2]!.reason).toMatch(/these stats cost 12 points, 4 over the 8\./);
    expect(skill[2]!.rule).toBe('Drivers › 8-point buy');
    // Lowered to 9 points (1 over): raising initiative again, even by one row (10 points), is refused.
    const cheapInitiative = { ...lowered, initiative: 1 };
    expect(buyMeter(cheapInitiative, s).spent).toBe(9);
    expect(statChoices(cheapInitiative, 'initiative', s).map((c) => c.reason === null)).toEqual([true, false, false]);
    expect(statChoices(rolled, 'initiative', s)[2]!.reason).toBeNull();
  });

  it('Drivers › Traits (gaps.md #5, #16): a duplicate is refused; with a fixed number the list closes only past it', () => {
    const s = rules({ traits: 'pick', traitCount: 'fixed', fixedTraitCount: 2 });
    const one = { ...newDriver('Ray'), traits: ['Sniper'] as const };
    const driver = { ...one, traits: [...one.traits] };
    expect(reasonOf(traitChoices(driver, s), 'Sniper').reason).toMatch(/Sniper is taken twice/);
    expect(reasonOf(traitChoices(driver, s), 'Crazy').reason).toBeNull();
    const two = { ...driver, traits: [...driver.traits, 'Crazy' as const] };
    expect(reasonOf(traitChoices(two, s), 'Hunter').reason).toMatch(/this league gives every driver 2, and this driver has 3/);
  });

  it('a new car starts legal under every setting: the middle row, and fixed picked traits filled in; rolled fixed traits asked of the service', () => {
    const car = newCar('Car 1', 'Truck');
    for (const s of [
      rules(),
      rules({ driverStats: 'buy', unspentBuyPoints: 'must-spend-all' }),
      rules({ traits: 'pick', traitCount: 'fixed', fixedTraitCount: 2 }),
    ]) {
      const start = startingDriver('Ray', s);
      expect('driver' in start).toBe(true);
      if ('driver' in start) expect(validateDriver(start.driver, s)).toEqual([]);
      expect(validateCar(car, s)).toEqual([]);
    }
    expect(startingDriver('Ray', rules({ traitCount: 'fixed', fixedTraitCount: 1 }))).toEqual({ rollDriver: { name: 'Ray' } });
  });

  it('names the next car after the team’s cars; places the service’s problems at their fields', () => {
    expect(nextName('Car', ['Car 1', 'Big Rig'])).toBe('Car 3');
    expect(nextName('Car', ['Car 1', 'car 2'])).toBe('Car 3');
    const problems = [
      { path: ['design', 'weapons', 1], message: 'Too heavy.', rule: 'Car types (gaps.md #7)' },
      { path: ['driver'], message: 'Driver name is required' },
      { path: ['driver', 'stats'], message: 'Over 8 (Drivers › 8-point buy)', rule: 'Drivers › 8-point buy' },
    ];
    expect(problemsAt(problems, 'design', 'weapons')).toEqual(['Too heavy. (Car types)']);
    expect(problemsAt(problems, 'driver', 'stats')).toEqual(['Over 8 (Drivers › 8-point buy)']);
    expect(problemsOn(problems, 'driver')).toEqual(['Driver name is required']);
  });
});
