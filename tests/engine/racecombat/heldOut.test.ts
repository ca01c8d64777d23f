/**
 * The held-out proof's shape (issue 25): a number worked by hand from the rules, asked of the ruleset's public engine
 * index alone (`src-shared/engine/racecombat`, nothing deeper) with every die given explicitly (`FixedDice`, one value a
 * roll in the order index.ts lists). One case for each kind of number such a set asks: a to-hit total, an internal hit
 * location, ram damage by gear difference with the sideswipe's halving, the avoid roll's failed-by band, and a gear
 * die's range. Each names the section its numbers come from.
 */
import { describe, expect, it } from 'vitest';
import * as rc from '../../../src-shared/engine/racecombat';

const settings = rc.defaultRacecombatSettings();
const car = (over: Partial<rc.CarDesign> = {}): rc.CarDesign => ({
  version: rc.DESIGN_VERSION,
  name: 'Speedster',
  wearPoints: { tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 1, handling: 2 },
  bodyArmour: 0,
  tyreArmour: 0,
  turret: null,
  ramplate: false,
  targetingComputer: { driver: false, gunner: false },
  gunner: false,
  crewArmour: { driver: 0, gunner: 0 },
  weapons: [],
  dropped: [],
  ...over,
});

describe('hand-computed numbers through the public engine index, dice given', () => {
  it('Combat › To-hit roll: a laser at a car in 4th gear, 10 inches, in rain, as reaction fire, with a targeting computer; 1d20 = 15', () => {
    // 15, target in 4th gear -1, 9-12 inches -1, rain -2, lasers an additional -1 in rain, reaction fire -2, computer +1
    // (gaps.md #3) = 9: short of the league's 10+ (gaps.md #1), a miss.
    const r = rc.toHit(
      new rc.FixedDice([15]),
      { weapon: 'laser', targetGear: 4, rangeInches: 10, weather: 'rain', reaction: true, targetingComputer: true },
      settings,
    );
    expect([r.total, r.target, r.hit]).toEqual([9, 10, false]);
    expect(r.parts.map((p) => p.value).sort((a, b) => a - b)).toEqual([-2, -2, -1, -1, -1, 1, 15]);
  });

  it('Combat › Internal hit location: 12 is “Gunner (or Body hit if no Gunner)”; a car without a gunner loses a body wear point', () => {
    expect(rc.hitLocationRow(12).item).toBe('gunner');
    const design = car();
    const hit = rc.applyHit(new rc.FixedDice([12]), { design, state: rc.freshState(design, settings), damage: 1 }, settings);
    expect(hit.state.wear.body).toBe(2);
    expect(hit.state.gunnerHits).toBe(0);
  });

  it('Ramming › Ram damage table and Sideswipes: 5th on 2nd is the 3rd row; a sideswipe halves each car’s damage, at least 1', () => {
    // Gear difference 5 − 2 = 3: the target takes the 1st gear die +1, the rammer the 1st gear die. Dice: the target's
    // 1st gear die shows 2 (2 + 1 = 3), the rammer's shows 1; halved: 3 → 1, 1 → 0 → at least 1.
    const swipe = rc.ramDamage(new rc.FixedDice([2, 1]), { kind: 'sideswipe', rammerGear: 5, targetGear: 2 }, settings);
    expect([swipe.gear, swipe.target.damage, swipe.rammer.damage]).toEqual([3, 1, 1]);
    // The same as a rear-end ram: no halving.
    const rear = rc.ramDamage(new rc.FixedDice([2, 1]), { kind: 'rear-end', rammerGear: 5, targetGear: 2 }, settings);
    expect([rear.target.damage, rear.rammer.damage]).toEqual([3, 1]);
    // "minimum of 1st": a rammer in a lower gear reads the 1st row.
    expect(rc.ramGear(2, 4)).toBe(1);
  });

  it('Dropped weapons › Oil: 1d20 = 5 + handling 2, in a corner −4, against 16: failed by 13, the 11+ band (3 squares, immediate spin-out)', () => {
    const r = rc.avoidRoll(new rc.FixedDice([5]), { weapon: 'oil', handling: 2, oil: 'corner' });
    expect([r.total, r.avoid, r.avoided, r.failedBy]).toEqual([3, 16, false, 13]);
    expect(rc.oilSkidRow(r.failedBy)).toMatchObject({ from: 11, to: null, extraSquares: 3, spinout: 'immediate' });
  });

  it('Missing or undefined (gaps.md #4): the 3rd gear die shows 4 to 8; a 3 is refused in words', () => {
    const die = rc.gearDieOf(settings.gearDice, 3);
    expect(rc.gearDieValues(die)).toEqual([4, 5, 6, 7, 8]);
    expect(rc.gearDieText(3, die)).toBe('3rd Gear die (d8: 4-8)');
    expect(rc.rollGearDie(new rc.FixedDice([7]), settings.gearDice, 3, 'movement').value).toBe(7);
    expect(() => rc.rollGearDie(new rc.FixedDice([3]), settings.gearDice, 3, 'movement')).toThrow(/3/);
  });
});
