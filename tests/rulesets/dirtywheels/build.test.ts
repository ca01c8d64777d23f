import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice, ManualDice, SeededDice } from '../../../src-shared/engine/dice';
import {
  buyCost,
  CAR_TYPES,
  carDesignSchema,
  deriveCar,
  dirtyWheelsSettingsSchema,
  driverSheetFields,
  carSheetFields,
  rollDriver,
  rollUpgrades,
  shootingAim,
  teamSheetCards,
  TRAIT_NAMES,
  UPGRADE_NAMES,
  upgradeDesign,
  validateCar,
  validateDriver,
  validateTeam,
  WEAPON_NAMES,
} from '../../../src-shared/engine/dirtywheels';
import { car, driver, settings } from './helpers';

const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

describe('Car types › derived values', () => {
  it('a Standard with a turret chain gun: 8" - 2" heavy weapon = 6"', () => {
    const d = deriveCar(car({ weapons: [{ weapon: 'Chain gun', mount: 'turret' }] }));
    expect(d.speed.value).toBe(6);
    expect(d.speed.parts.map((p) => [p.label, p.value])).toEqual([
      ['Standard speed', 8],
      ['Chain gun (heavy weapon)', -2],
    ]);
    expect([d.structure.value, d.armour.value]).toEqual([4, 5]);
  });
  it('a Truck ignores the -2" from its heavy turret: 4"', () => {
    const d = deriveCar(car({ type: 'Truck', weapons: [{ weapon: 'Artillery', mount: 'turret' }] }));
    expect(d.speed.value).toBe(4);
    expect([d.structure.value, d.armour.value]).toEqual([5, 6]);
  });
});

describe('Car upgrades › derived values', () => {
  it('Extra armour +1 armour, Modded engine +3", Targeting system +1 aim, Special bullets +1 strength, Ram +2 ram attacks', () => {
    const d = deriveCar(
      car({
        type: 'Racer',
        weapons: [{ weapon: 'Light laser', mount: 'turret' }],
        upgrades: ['Extra armour', 'Modded engine', 'Targeting system', 'Special bullets', 'Ram'],
      }),
    );
    expect(d.armour.value).toBe(5);
    expect(d.speed.value).toBe(15);
    expect(d.aimBonus.value).toBe(1);
    expect(d.ramAttackBonus.value).toBe(2);
    expect(d.weapons[0]!.strength!.value).toBe(3);
    expect(d.weapons[0]!.strength!.parts.map((p) => p.label)).toEqual(['Light laser strength', 'Special bullets']);
    expect(d.armour.parts.at(-1)).toEqual({ label: 'Extra armour', value: 1, rule: 'Car upgrades' });
  });
  it('shooting aim: driver stat + Targeting system + Sniper', () => {
    const d = deriveCar(car({ upgrades: ['Targeting system'] }));
    expect(shootingAim(driver({ aim: -1, traits: ['Sniper'] }), d).value).toBe(1);
  });
  it('the sheet explains speed and strength', () => {
    const design = car({ weapons: [{ weapon: 'Chain gun', mount: 'turret' }], upgrades: ['Modded engine', 'Special bullets'], upgradeAllowance: 2 });
    const fields = carSheetFields(design, deriveCar(design));
    expect(fields.find((f) => f.label === 'Speed')!.value).toBe('9" (Standard speed 8", Chain gun (heavy weapon) -2", Modded engine +3")');
    expect(fields.find((f) => f.label === 'Chain gun (turret heavy)')!.value).toContain('strength 2 (Chain gun strength 1, Special bullets +1)');
    expect(fields.find((f) => f.label === 'Structure')!.value).toBe('4 ☐☐☐☐');
  });
});

describe('Car types › weapon slots (gaps.md #7)', () => {
  it('a Racer takes 2 fixed light or 1 turret light; not both, no heavy', () => {
    expect(validateCar(car({ type: 'Racer' }), settings())).toEqual([]);
    const both = car({
      type: 'Racer',
      weapons: [
        { weapon: 'Machine gun', mount: 'fixed' },
        { weapon: 'Light laser', mount: 'turret' },
      ],
    });
    const ps = validateCar(both, settings());
    expect(codes(ps)).toEqual(['fixed-or-turret']);
    expect(ps[0]!.message).toContain('"2 fixed light, or 1 turret light."');
    expect(ps[0]!.rule).toBe('Car types (gaps.md #7)');
    expect(validateCar(both, settings({ weaponSlots: 'both-groups' }))).toEqual([]);
    expect(codes(validateCar(car({ type: 'Racer', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] }), settings()))).toEqual(['turret-class']);
  });
  it('a Truck takes 2 fixed light and 1 turret heavy', () => {
    const truck = car({
      type: 'Truck',
      weapons: [
        { weapon: 'Machine gun', mount: 'fixed' },
        { weapon: 'Flamethrower', mount: 'fixed' },
        { weapon: 'Heavy laser', mount: 'turret' },
      ],
    });
    expect(validateCar(truck, settings())).toEqual([]);
    expect(codes(validateCar({ ...truck, weapons: [...truck.weapons, { weapon: 'Machine gun', mount: 'fixed' }] }, settings()))).toEqual(['too-many-fixed']);
  });
  it('fixed weapons are light only; a Standard takes 1 turret light or heavy', () => {
    expect(codes(validateCar(car({ weapons: [{ weapon: 'Chain gun', mount: 'fixed' }] }), settings()))).toEqual(['fixed-class']);
    expect(validateCar(car({ weapons: [{ weapon: 'Artillery', mount: 'turret' }] }), settings())).toEqual([]);
    expect(
      codes(
        validateCar(
          car({
            weapons: [
              { weapon: 'Artillery', mount: 'turret' },
              { weapon: 'Light laser', mount: 'turret' },
            ],
          }),
          settings(),
        ),
      ),
    ).toEqual(['too-many-turret']);
  });
});

describe('Car upgrades › D3 per car (gaps.md #5, #15)', () => {
  it('no more upgrades than the D3 gave; rolled before any is taken', () => {
    expect(codes(validateCar(car({ upgrades: ['Ram'] }), settings()))).toEqual(['upgrade-allowance-missing']);
    expect(validateCar(car({ upgrades: ['Ram', 'Gunner'], upgradeAllowance: 2 }), settings())).toEqual([]);
    const over = validateCar(car({ upgrades: ['Ram', 'Gunner', 'Harpoon'], upgradeAllowance: 2 }), settings());
    expect(over.map((p) => p.message)).toEqual(['"Each car may take D3 of the following upgrades": the D3 gave 2, and this car has 3.']);
  });
  it('picking up to 3 needs no D3; never 4', () => {
    const s = settings({ upgrades: 'pick', upgradeCount: 'up-to-3' });
    expect(validateCar(car({ upgrades: ['Ram', 'Gunner', 'Harpoon'] }), s)).toEqual([]);
    expect(codes(validateCar(car({ upgrades: ['Ram', 'Gunner', 'Harpoon', 'Coms booster'] }), s))).toEqual(['too-many-upgrades']);
  });
  it('duplicates are refused by default and allowed (and added up) by the house rule', () => {
    const twice = car({ upgrades: ['Extra armour', 'Extra armour'], upgradeAllowance: 2 });
    expect(codes(validateCar(twice, settings()))).toEqual(['duplicate-upgrade']);
    expect(validateCar(twice, settings({ upgradeDuplicates: 'allowed' }))).toEqual([]);
    expect(deriveCar(twice).armour.value).toBe(7);
  });
  it('randomised: D3 for the count, then two d6 per upgrade (half, entry), duplicates re-rolled', () => {
    // D3 3; (1,1) Extra armour; (4,6) Harpoon (12th); (2,1) Extra armour again → re-rolled; (4,2) the 8th, Special bullets
    const dice = new FixedDice([3, 1, 1, 4, 6, 2, 1, 4, 2]);
    const rolled = rollUpgrades(dice, car(), settings());
    expect(rolled.upgradeAllowance).toBe(3);
    expect(rolled.upgrades).toEqual(['Extra armour', 'Harpoon', 'Special bullets']);
    expect(dice.log.filter((r) => r.decided?.includes('re-rolled')).length).toBe(1);
  });
  it('picked with a rolled D3: the allowance is rolled, the list left to the player', () => {
    const rolled = rollUpgrades(new FixedDice([2]), car(), settings({ upgrades: 'pick' }));
    expect([rolled.upgradeAllowance, rolled.upgrades]).toEqual([2, []]);
  });
});

describe('Drivers › 8-point buy (gaps.md #8)', () => {
  it('the middle row on every stat costs 8; two best and two worst cost 8', () => {
    expect(buyCost(driver())).toBe(8);
    expect(buyCost(driver({ initiative: 3, bravery: 3, aim: -1, skill: 5 }))).toBe(8);
  });
  it("refuses an allocation over 8 points, with the rule's words", () => {
    const ps = validateDriver(driver({ initiative: 3, aim: 1 }), settings({ driverStats: 'buy' }));
    expect(codes(ps)).toEqual(['over-buy']);
    expect(ps[0]!.message).toContain('these stats cost 10 points, 2 over the 8');
    expect(ps[0]!.rule).toBe('Drivers › 8-point buy');
  });
  it('unspent points: allowed by default, refused by the house rule; not checked when stats are rolled', () => {
    const cheap = driver({ initiative: 1 });
    expect(validateDriver(cheap, settings({ driverStats: 'buy' }))).toEqual([]);
    expect(codes(validateDriver(cheap, settings({ driverStats: 'buy', unspentBuyPoints: 'must-spend-all' })))).toEqual(['unspent-buy']);
    expect(validateDriver(driver({ initiative: 3, aim: 1 }), settings())).toEqual([]);
  });
});

describe('Drivers › Traits (gaps.md #5, #16)', () => {
  it('no more than the D3-1 gave; duplicates refused by default', () => {
    expect(codes(validateDriver(driver({ traits: ['Crazy'] }), settings()))).toEqual(['trait-allowance-missing']);
    expect(codes(validateDriver(driver({ traits: ['Crazy', 'Hunter'], traitAllowance: 1 }), settings()))).toEqual(['trait-count']);
    expect(codes(validateDriver(driver({ traits: ['Crazy', 'Crazy'], traitAllowance: 2 }), settings()))).toEqual(['duplicate-trait']);
    expect(validateDriver(driver({ traits: ['Crazy', 'Crazy'], traitAllowance: 2 }), settings({ traitDuplicates: 'allowed' }))).toEqual([]);
  });
  it('"or an equal amount per player": a fixed number, exactly', () => {
    const s = settings({ traitCount: 'fixed', fixedTraitCount: 1 });
    expect(validateDriver(driver({ traits: ['Sniper'] }), s)).toEqual([]);
    expect(codes(validateDriver(driver(), s))).toEqual(['trait-count']);
  });
});

describe('Drivers › random generation', () => {
  it('one d6 per stat on the stat table, then D3-1 traits on 1d6 with duplicates re-rolled', () => {
    // stats 1 → row 1, 4 → row 2, 6 → row 3, 3 → row 2; D3 typed 3 → 2 traits; 5 Crazy, 5 again (re-rolled), 1 Trigger happy
    const dice = new ManualDice([1, 4, 6, 3, 3, 5, 5, 1]);
    const d = rollDriver(dice, 'Furiosa', settings());
    expect([d.initiative, d.bravery, d.aim, d.skill]).toEqual([1, 4, 1, 4]);
    expect(d.traitAllowance).toBe(2);
    expect(d.traits).toEqual(['Crazy', 'Trigger happy']);
    expect(dice.log.map((r) => r.purpose)[0]).toBe('Furiosa: initiative (Drivers › Stat table)');
    expect(validateDriver(d, settings())).toEqual([]);
  });
  it('a typed roll outside the die is refused', () => {
    expect(() => rollDriver(new ManualDice([7]), 'X', settings())).toThrow(/cannot come from 1d6/);
  });
  it('bought stats are not rolled; picked traits are left to the player', () => {
    const d = rollDriver(new FixedDice([2]), 'Y', settings({ driverStats: 'buy', traits: 'pick' }));
    expect([d.initiative, d.traits, d.traitAllowance]).toEqual([2, [], 1]);
  });
  it('the driver card shows bravery and skill as tests and aim signed', () => {
    const f = driverSheetFields(driver({ aim: 0, traits: ['Hunter'] }));
    expect(f.map((x) => [x.label, x.value])).toEqual([
      ['Name', 'Max'],
      ['Initiative', '2'],
      ['Bravery', '4+'],
      ['Aim', '+0'],
      ['Skill', '4+'],
      ['Hunter', 'May immediately move 4" after destroying a car.'],
    ]);
  });
});

describe('The Rules › team size (gaps.md #12)', () => {
  it('a team over the league size is refused; car problems carry their path', () => {
    const c = { design: car(), driver: driver() };
    const ps = validateTeam({ name: 'Scrappers', cars: [c, c, c, { ...c, design: car({ upgrades: ['Ram'] }) }] }, settings());
    expect(codes(ps)).toEqual(['team-size', 'upgrade-allowance-missing']);
    expect(ps[1]!.path).toEqual(['cars', 3, 'design', 'upgradeAllowance']);
  });
});

describe('settings and saved designs', () => {
  it('an empty settings object takes every default; a stray key is refused', () => {
    expect(dirtyWheelsSettingsSchema.parse({}).weaponSlots).toBe('as-printed');
    expect(dirtyWheelsSettingsSchema.safeParse({ nonsense: 1 }).success).toBe(false);
  });
  it('a design from a future version is refused with its version named', () => {
    const r = upgradeDesign({ ...car(), version: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toContain('version 9');
    expect(upgradeDesign(car()).ok).toBe(true);
  });
});

describe('property: derive and validate never throw', () => {
  const design = fc.record({
    version: fc.constant(1 as const),
    name: fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim().length > 0),
    type: fc.constantFrom(...CAR_TYPES),
    weapons: fc.array(fc.record({ weapon: fc.constantFrom(...WEAPON_NAMES), mount: fc.constantFrom('fixed' as const, 'turret' as const) }), { maxLength: 6 }),
    upgrades: fc.array(fc.constantFrom(...UPGRADE_NAMES), { maxLength: 6 }),
    upgradeAllowance: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  });
  const anySettings = fc.record({
    weaponSlots: fc.constantFrom('as-printed' as const, 'both-groups' as const),
    upgrades: fc.constantFrom('randomise' as const, 'pick' as const),
    upgradeCount: fc.constantFrom('roll-d3' as const, 'up-to-3' as const),
    upgradeDuplicates: fc.constantFrom('reroll' as const, 'allowed' as const),
  });
  it('on generated designs under any reading, and speed is the sum of its parts', () => {
    fc.assert(
      fc.property(design, anySettings, (d, s) => {
        expect(carDesignSchema.safeParse(d).success).toBe(true);
        const derived = deriveCar(d);
        expect(derived.speed.value).toBe(derived.speed.parts.reduce((a, p) => a + p.value, 0));
        const problems = validateCar(d, settings(s));
        for (const p of problems) expect(p.message.length).toBeGreaterThan(0);
      }),
    );
  });
  it('randomised upgrades on a legal car always validate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        expect(validateCar(rollUpgrades(new SeededDice(seed), car(), settings()), settings())).toEqual([]);
      }),
    );
  });
  it('on generated drivers, and a rolled driver is always legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.constantFrom(...TRAIT_NAMES), { maxLength: 6 }), (seed, traits) => {
        const rolled = rollDriver(new SeededDice(seed), 'R', settings());
        expect(validateDriver(rolled, settings())).toEqual([]);
        expect(() => validateDriver({ ...rolled, traits }, settings({ driverStats: 'buy' }))).not.toThrow();
      }),
    );
  });
});

describe('team sheet', () => {
  it('one card per car: the car fields then the driver fields', () => {
    const sheet = teamSheetCards({
      name: 'Scrappers',
      cars: [
        { design: car({ type: 'Racer', weapons: [{ weapon: 'Flamethrower', mount: 'fixed' }] }), driver: driver({ traits: ['Crazy'], traitAllowance: 1 }) },
      ],
    });
    expect(sheet.cards.length).toBe(1);
    expect(sheet.cards[0]!.car.find((f) => f.label === 'Flamethrower (fixed light)')!.value).toBe(
      'range 2", attacks auto (1 damage), strength - — Automatically deals 1 damage to the target.',
    );
    expect(sheet.cards[0]!.driver.at(-1)).toEqual({ label: 'Crazy', value: 'May re-roll bravery tests.', rule: 'Drivers › Traits' });
  });
});
