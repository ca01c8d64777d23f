import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  breakdownThreshold,
  carSettingsSchema,
  defaultCarSettings,
  deriveCar,
  rollSuspensionBreakdown,
  suspensionBreaks,
  type CarDesign,
} from '../../../../src-shared/engine/dethmetal/car';
import { plainCar } from './fixtures';

const settings = defaultCarSettings();
const derive = (overrides: Partial<CarDesign> = {}) => deriveCar(plainCar(overrides), settings);
/** Armor spread so that the total is `total` (only the total matters for weight). */
const armorTotal = (total: number) => ({ front: total - 2, back: 0, left: 1, right: 1 });

describe('Part II › Design Points › DP cost breakdown', () => {
  it('charges engine 40 → 10, suspension 48 → 8, fuel 32 → 2, armor 20 → 20, Toughness 2 → 6, light fixed mount → 6', () => {
    const { lines, spent, budget } = derive().designPoints;
    expect(lines.map((l) => l.dp)).toEqual([10, 8, 2, 20, 6, 6]);
    // 10 + 8 + 2 + 20 + 6 + 6 = 52
    expect(spent).toBe(52);
    expect(budget).toBe(60);
  });
  it('charges a part step as a whole DP (42 engine power → 11 DP; gaps.md #24)', () => {
    expect(derive({ enginePower: 42 }).designPoints.lines[0]!.dp).toBe(11);
  });
  it('prices each mount by type and arc, and components by the Other components table', () => {
    const d = derive({
      mounts: [
        { type: 'heavy', arc: 'turret', facing: 'front', weapon: null },
        { type: 'rocket', arc: 'swivel', facing: 'rear', weapon: null },
        { type: 'special', arc: 'fixed', facing: 'rear', weapon: 'Oil jet' },
      ],
      components: {
        armoredCrewSeats: 2,
        selfSealingFuelTank: true,
        gunnerStation: true,
        wheelGuards: true,
        adjustableSuspension: { height: 'raised', setting: 'normal' },
      },
    });
    // heavy turret 18, rocket swivel 6, special fixed 3 (gaps.md #27 default); seats 2 × 3, tank 3, adjustable 9, gunner 6, guards 3
    expect(d.designPoints.lines.slice(5).map((l) => l.dp)).toEqual([18, 6, 3, 6, 3, 9, 6, 3]);
  });
  it('prices the special mount from the house rule specialMountDp', () => {
    const custom = carSettingsSchema.parse({ specialMountDp: { fixed: 5, swivel: 8, turret: 14 } });
    const d = deriveCar(plainCar({ mounts: [{ type: 'special', arc: 'swivel', facing: 'front', weapon: 'Smoke launcher' }] }), custom);
    expect(d.designPoints.lines.at(-1)!.dp).toBe(8);
  });
});

describe('Part II › Acceleration (weight per gaps.md #22, #23)', () => {
  it('weight = armor + 2 × toughness: 20 + 4 = 24', () => {
    expect(derive().weight.total).toBe(24);
  });
  it('adds 1 per heavy mount and 1 per Δ weapon: Heavy AT Rifle on a heavy mount → +2 (gaps.md #22)', () => {
    const d = derive({ mounts: [{ type: 'heavy', arc: 'fixed', facing: 'front', weapon: 'Heavy AT Rifle' }] });
    expect(d.weight).toEqual({ armor: 20, toughness: 4, heavyItems: 2, tires: 0, total: 26 });
  });
  it('adds 2 for foam-filled tires, but not for rare ones (gaps.md #74)', () => {
    expect(derive({ tires: { type: 'foam-filled', tread: 'street', rare: false } }).weight.total).toBe(26);
    expect(derive({ tires: { type: 'foam-filled', tread: 'street', rare: true } }).weight.total).toBe(24);
  });
  it('is engine power ÷ weight rounded down: 40 ÷ 24 → 1; 40 ÷ 20 (armor 16) → 2', () => {
    expect(derive().acceleration.fromWeight).toBe(1);
    expect(derive({ armor: armorTotal(16) }).acceleration.fromWeight).toBe(2);
  });
  it('is 0 below 1, and -1 only when weight is MORE than 1.5 × power: power 40, weight 60 → 0, weight 61 → -1', () => {
    // weight 60 = armor 56 + 4: 40 ÷ 60 rounds down to 0; 60 is not more than 1.5 × 40 = 60.
    expect(derive({ armor: armorTotal(56) }).acceleration).toMatchObject({ fromWeight: 0, weightBand: 'within-1.5x-power' });
    expect(derive({ armor: armorTotal(57) }).acceleration).toMatchObject({ fromWeight: -1, weightBand: 'over-1.5x-power' });
  });
  it('is -2 when weight is more than double the power: power 40, weight 80 → -1, weight 81 → -2', () => {
    expect(derive({ armor: armorTotal(76) }).acceleration.fromWeight).toBe(-1);
    expect(derive({ armor: armorTotal(77) }).acceleration).toMatchObject({ fromWeight: -2, weightBand: 'over-2x-power' });
  });
  it('adds gearing after the weight rule (Part II › Transmission Modifications): +1 → 2, -1 → 0', () => {
    expect(derive({ gearing: 1 }).acceleration.rating).toBe(2);
    expect(derive({ gearing: -1 }).acceleration.rating).toBe(0);
    expect(derive({ gearing: 1, armor: armorTotal(77) }).acceleration.rating).toBe(-1);
  });
  it('adds fitted items: Supercharger +1, Dual Turbochargers +1, Applique armor -1 (gaps.md #23)', () => {
    expect(derive({ fittedItems: [{ item: 'Engine Supercharger' }, { item: 'Dual Turbochargers' }] }).acceleration).toMatchObject({ items: 2, rating: 3 });
    expect(derive({ fittedItems: [{ item: 'Applique armor' }] }).acceleration.rating).toBe(0);
  });
});

describe('Part II › Handling', () => {
  it('base handling = suspension ÷ weight rounded down: 48 ÷ 24 → 2; 48 ÷ 20 → 2; 30 ÷ 24 → 1', () => {
    expect(derive().handling.base).toBe(2);
    expect(derive({ armor: armorTotal(16) }).handling.base).toBe(2);
    expect(derive({ suspension: 30 }).handling.base).toBe(1);
  });
  it('flags a base handling of 0 as overloaded, even when tweaks lift the total above zero', () => {
    // 18 ÷ 24 → 0; lowered +1 and decreased travel +1 → maximum 2.
    const h = derive({ suspension: 18, suspensionTweaks: ['lowered', 'decreased-travel'] }).handling;
    expect(h).toEqual({ base: 0, overloaded: true, tweaks: 2, items: 0, max: 2 });
  });
  it('counts the adjustable height only when set to adjusted (gaps.md #32)', () => {
    const adjustable = (setting: 'normal' | 'adjusted') =>
      derive({ components: { ...plainCar().components, adjustableSuspension: { height: 'lowered', setting } } });
    expect(adjustable('normal').handling.max).toBe(2);
    expect(adjustable('adjusted').handling.max).toBe(3);
    expect(adjustable('adjusted').tweaks).toEqual(['lowered']);
  });
  it('adds Performance Suspension Parts and Active Suspension (+1 each) to maximum handling (gaps.md #42)', () => {
    expect(derive({ fittedItems: [{ item: 'Performance Suspension Parts' }, { item: 'Active Suspension' }] }).handling.max).toBe(4);
  });
});

describe('Part II › Handling › suspension breakdown thresholds (gaps.md #26)', () => {
  it('never breaks while weight ≤ suspension (60 on 60)', () => {
    expect(breakdownThreshold(60, 60)).toBeNull();
  });
  it('breaks on a 6 when over by less than 10% (61 and 65 on 60)', () => {
    expect([breakdownThreshold(61, 60), breakdownThreshold(65, 60)]).toEqual([6, 6]);
  });
  it('breaks on 5-6 from exactly 110% to under 120% (66 and 71 on 60)', () => {
    expect([breakdownThreshold(66, 60), breakdownThreshold(71, 60)]).toEqual([5, 5]);
  });
  it('extends by one per further 10%: 120% → 4, 150% → 1 (any roll), 160% → 0', () => {
    expect([breakdownThreshold(72, 60), breakdownThreshold(90, 60), breakdownThreshold(96, 60)]).toEqual([4, 1, 0]);
  });
  it('adds the hazard rating to the die: threshold 6, die 4 + hazard 2 breaks, die 4 + hazard 1 holds', () => {
    expect(suspensionBreaks(6, 4, 2, 'every-10-percent')).toBe(true);
    expect(suspensionBreaks(6, 4, 1, 'every-10-percent')).toBe(false);
  });
  it('under "natural-one-holds" a natural 1 never breaks, even at threshold 0', () => {
    expect(suspensionBreaks(0, 1, 0, 'every-10-percent')).toBe(true);
    expect(suspensionBreaks(0, 1, 0, 'natural-one-holds')).toBe(false);
  });
  it('rolls through the Dice and logs what it decided', () => {
    const dice = new FixedDice([5]);
    const result = rollSuspensionBreakdown(dice, 6, 1, 'every-10-percent');
    expect(result?.broken).toBe(true);
    expect(dice.log[0]!.decided).toBe('suspension broken');
    expect(rollSuspensionBreakdown(new FixedDice([]), null, 3, 'every-10-percent')).toBeNull();
  });
  it('derive reports the load and threshold: weight 24 on suspension 18 = 133.3% → breaks on 3', () => {
    expect(derive({ suspension: 18 }).suspensionBreakdown).toEqual({ loadPercent: 133.3, breaksOn: 3 });
  });
});

describe('Part II › Fuel Points', () => {
  it('is fuel capacity ÷ engine power rounded up: 32 ÷ 40 → 1; 48 ÷ 40 → 2; 80 ÷ 40 → 2', () => {
    expect([32, 48, 80].map((fuelCapacity) => derive({ fuelCapacity }).fuelPoints.total)).toEqual([1, 2, 2]);
  });
  it('adds the 1d3 rolled for Super efficient injectors', () => {
    expect(derive({ fittedItems: [{ item: 'Super efficient injectors', bonusFuelPoints: 2 }] }).fuelPoints).toEqual({ fromCapacity: 1, items: 2, total: 3 });
  });
});

describe('Top speed and speed chart (Part IV, gaps.md #34)', () => {
  it('stops where the modified acceleration reaches 0: ACC 1, gearing 0 → speed 7 (band -1), 9 with the fuel +1 (band -2)', () => {
    // At 5-6 the modifier is 0, so 1 + 0 = 1 still passes on a 1; at 7 it is 1 - 1 = 0. With fuel: 2 - 2 = 0 at 9.
    const d = derive();
    expect([d.topSpeed, d.topSpeedWithFuel]).toEqual([7, 9]);
  });
  it('charts acceleration, turn mode and MP die for every speed up to the top speed with fuel', () => {
    const chart = derive().speedChart;
    // ACC 1 + modifier (gearing 0): speeds 0-2 → 3, 3-4 → 2, 5-6 → 1, 7-8 → 0, 9 → -1; handling 2: turn mode ceil(speed / 2).
    expect(chart.map((r) => r.acceleration)).toEqual([3, 3, 3, 2, 2, 1, 1, 0, 0, -1]);
    expect(chart.map((r) => r.turnMode)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(chart.map((r) => r.movementDice)).toEqual([null, '1d2', '1d2', '1d2', '1d3', '1d3', '1d3', '1d6', '1d6', '1d6']);
  });
  it('cannot move at all when the acceleration is -2 or less', () => {
    expect(derive({ armor: armorTotal(77) }).topSpeed).toBe(0);
  });
  it('has no top speed under "hold-last" when ACC ≥ 5 keeps a roll possible past the table', () => {
    const hold = carSettingsSchema.parse({ speedBandsBeyondTable: 'hold-last' });
    const fast = plainCar({ enginePower: 200, armor: armorTotal(12) });
    expect(deriveCar(fast, hold).topSpeed).toBeNull();
    expect(deriveCar(fast, settings).topSpeed).not.toBeNull();
  });
});

describe('Money (Part VI › Assemble stables, Price lists; gaps.md #25, #33, #34)', () => {
  it('prices the vehicle, the weapons and the tires; light-duty tires and the first gear-set are free', () => {
    const d = derive({
      mounts: [
        { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Heavy Machinegun' },
        { type: 'rocket', arc: 'fixed', facing: 'front', weapon: 'Heavy Rocket-pack' },
      ],
    });
    // 100k + 20k + 6k + 0 (tires) + 0 (gear-set)
    expect(d.money.lines.map((l) => l.k)).toEqual([100, 20, 6, 0, 0]);
    expect(d.money.totalK).toBe(126);
  });
  it('charges a 75-DP vehicle 150k and a foam-filled set 8k', () => {
    expect(derive({ budget: 75, mounts: [], tires: { type: 'foam-filled', tread: 'street', rare: false } }).money.totalK).toBe(158);
  });
  it('charges the light-duty set too when freeStartingTires is off', () => {
    const paid = carSettingsSchema.parse({ freeStartingTires: false });
    expect(deriveCar(plainCar({ mounts: [] }), paid).money.totalK).toBe(101);
  });
  it('uses the recorded price of found weapons, and counts unrecorded ones as unpriced', () => {
    const d = derive({
      mounts: [
        { type: 'heavy', arc: 'fixed', facing: 'front', weapon: 'Autocannon', weaponPriceK: 44 },
        { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Laser' },
      ],
    });
    expect(d.money).toMatchObject({ totalK: 144, unpricedItems: 1 });
  });
});
