/**
 * The match rules of shared/rules/battlecars-style.md, a test per rule named after its section, with the sheet's
 * numbers and the dice given explicitly (FixedDice: the faces in the order the rule rolls them).
 */
import { describe, expect, it } from 'vitest';
import {
  ammoDetonation,
  applyDamage,
  applyTyreDamage,
  bikeHazard,
  canBailOut,
  canCommandeer,
  capableOfMovement,
  checkSpeed,
  collide,
  coverDamage,
  crashDamage,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  damageRoll,
  defaultBattlecarsSettings,
  drift,
  driverDamage,
  FixedDice,
  finalFacing,
  fire,
  freshState,
  fuelTankCheck,
  fuelTankExplosion,
  mines,
  relativeVelocity,
  shootVehicle,
  skid,
  smokeClears,
  speedDifference,
  spikes,
  toHit,
  type VehicleDesign,
  type VehicleState,
} from '../../../src-shared/engine/battlecars';

const S = defaultBattlecarsSettings();
const dice = (...faces: number[]) => new FixedDice(faces);
const design = (loads: VehicleDesign['loads'] = {}): VehicleDesign => ({ version: 1, name: 'Brute', cardType: 'car', loads });
const car = (loads?: VehicleDesign['loads']) => freshState(design(loads));
const damaged = (state: VehicleState, damage: Record<string, number>): VehicleState => ({ ...state, damage: { ...state.damage, ...damage } });

describe('Firing sequence › Check to Hit: roll ≥ range with the range dice', () => {
  it('MG rounds at range 5: d8 of 5 hits, 4 misses', () => {
    expect(toHit(dice(5), { firearm: { weapon: 'MG rounds' }, range: 5, target: 'car' }).hit).toBe(true);
    expect(toHit(dice(4), { firearm: { weapon: 'MG rounds' }, range: 5, target: 'car' }).hit).toBe(false);
  });
  it('Shell d8+3: a 2 reaches range 5; Rocket 2d8: 3+4 reaches range 7', () => {
    const shell = toHit(dice(2), { firearm: { weapon: 'Shell' }, range: 5, target: 'car' });
    expect([shell.score, shell.hit]).toEqual([5, true]);
    expect(toHit(dice(7), { firearm: { weapon: 'Rocket' }, range: 7, target: 'car' }).hit).toBe(true);
  });
  it('Flame range 3 (gaps.md #12): hits at 3 without a roll, misses at 4; +1 Gunnery Computer reaches 4', () => {
    const r = toHit(dice(), { firearm: { weapon: 'Flame' }, range: 3, target: 'car' });
    expect([r.roll, r.score, r.hit]).toEqual([null, 3, true]);
    expect(toHit(dice(), { firearm: { weapon: 'Flame' }, range: 4, target: 'car' }).hit).toBe(false);
    expect(toHit(dice(), { firearm: { weapon: 'Flame' }, range: 4, target: 'car', gunneryComputer: true }).hit).toBe(true);
  });
  it('+1 with Gunnery Computer: a 4 hits at range 5', () => {
    const r = toHit(dice(4), { firearm: { weapon: 'MG rounds' }, range: 5, target: 'car', gunneryComputer: true });
    expect(r.parts.map((p) => [p.label, p.value])).toEqual([
      ['Range dice 1d8', 4],
      ['Firer has a working Gunnery Computer', 1],
    ]);
    expect(r.hit).toBe(true);
  });
  it('a dropped weapon cannot be fired; a negative range is refused', () => {
    expect(() => toHit(dice(4), { firearm: { weapon: 'Oil' }, range: 1, target: 'car' })).toThrow('Oil is a passive weapon');
    expect(() => toHit(dice(4), { firearm: { weapon: 'MG rounds' }, range: -1, target: 'car' })).toThrow('not -1');
  });
});

describe('Firing › Shooting at pedestrians and bikes; Smoke -4', () => {
  it('a pedestrian is -2, from within the same trees an additional -2, through smoke -4', () => {
    const r = toHit(dice(8), { firearm: { weapon: 'MG rounds' }, range: 1, target: 'pedestrian', sameCover: true, throughSmoke: true });
    expect(r.parts.map((p) => p.value)).toEqual([8, -2, -2, -4]);
    expect([r.score, r.hit]).toEqual([0, false]);
    const bike = toHit(dice(5), { firearm: { weapon: 'MG rounds' }, range: 3, target: 'bike', sameCover: true });
    expect([bike.score, bike.hit]).toEqual([3, true]);
  });
  it('the same-cover -2 is only for a pedestrian or bike target', () => {
    expect(() => toHit(dice(5), { firearm: { weapon: 'MG rounds' }, range: 3, target: 'car', sameCover: true })).toThrow('pedestrian or bike');
  });
});

describe('Weapons: damage is rolled and then the range is subtracted', () => {
  it('MG d8-2 at range 2: a 7 deals 3; a 3 deals 0, never below (gaps.md #13)', () => {
    expect(damageRoll(dice(7), { weapon: 'MG rounds' }, 2).damage).toBe(3);
    expect(damageRoll(dice(3), { weapon: 'MG rounds' }, 2).damage).toBe(0);
  });
  it('Flame d8+3 at range 3: a 4 deals 4; Rocket 2d8 at range 6: 13 deals 7', () => {
    expect(damageRoll(dice(4), { weapon: 'Flame' }, 3).damage).toBe(4);
    expect(damageRoll(dice(13), { weapon: 'Rocket' }, 6).parts.map((p) => p.value)).toEqual([13, -6]);
  });
  it('fire: a miss rolls no damage; a hit rolls it after the range dice', () => {
    expect(fire(dice(2), { firearm: { weapon: 'MG rounds' }, range: 4, target: 'car' }).damage).toBeNull();
    expect(fire(dice(6, 8), { firearm: { weapon: 'MG rounds' }, range: 4, target: 'car' }).damage?.damage).toBe(2);
  });
  it('a hand weapon fires the same way (gaps.md #7): Pistol range d8-2, damage d8-4', () => {
    const pistol = S.handWeapons[0]!;
    const r = fire(dice(5, 8), { firearm: { hand: pistol }, range: 3, target: 'pedestrian' });
    expect([r.toHit.score, r.toHit.hit, r.damage?.damage]).toEqual([1, false, undefined]);
    expect(fire(dice(8, 8), { firearm: { hand: pistol }, range: 2, target: 'car' }).damage?.damage).toBe(2);
  });
});

describe('Damage › Damage to vehicles', () => {
  it('the armour block first: 3 on a fresh front of 4 boxes stays in the armour', () => {
    const r = applyDamage(dice(), { card: DEFAULT_CAR, state: car(), block: 'front', amount: 3 }, S);
    expect(r.armour).toEqual({ block: 'front', boxes: 4, before: 0, took: 3 });
    expect(r.steps).toEqual([]);
  });
  it('surplus carries inside by the section’s table: 6 on the front, d8 3 → front left tyre takes 2 (destroyed), the last rolled again', () => {
    const r = applyDamage(dice(3, 5), { card: DEFAULT_CAR, state: car(), block: 'front', amount: 7 }, S);
    expect(r.armour?.took).toBe(4);
    expect(r.steps.map((s) => [s.roll.value, s.component, s.points, s.destroyed])).toEqual([
      [3, 'tyreFrontLeft', 2, true],
      [5, 'gunneryComputer', 1, false],
    ]);
    expect(r.state.damage).toEqual({ tyreFrontLeft: 2, gunneryComputer: 1 });
  });
  it('empty spaces are hit first in pods; hit weapons are discarded', () => {
    const state: VehicleState = { ...car({ podFront: ['Rocket', 'Rocket'] }), armour: { front: 4 } };
    const r = applyDamage(dice(1), { card: DEFAULT_CAR, state, block: 'front', amount: 2 }, S);
    expect(r.steps[0]).toMatchObject({ component: 'podFront', points: 2, emptySpaces: 1, discarded: ['Rocket'] });
    expect(r.state.loads.podFront).toEqual(['Rocket']);
    expect(r.missileCountersHit).toEqual([{ mount: 'podFront', weapon: 'Rocket' }]);
  });
  it('a destroyed component is rolled again; two listed: the first not destroyed is hit (gaps.md #14)', () => {
    const state = damaged({ ...car(), armour: { front: 4 } }, { podFront: 3 });
    const r = applyDamage(dice(1, 7), { card: DEFAULT_CAR, state, block: 'front', amount: 1 }, S);
    expect(r.steps.map((s) => [s.roll.value, s.component])).toEqual([
      [1, null],
      [7, 'gunneryComputer'],
    ]);
  });
  it('when every component of the section is destroyed the surplus is lost', () => {
    const state = damaged({ ...car(), armour: { rear: 4 } }, { podRear: 3, tyreRearLeft: 2, tyreRearRight: 2, fuelTank: 2 });
    const r = applyDamage(dice(5), { card: DEFAULT_CAR, state, block: 'rear', amount: 4 }, S);
    expect([r.steps.length, r.lost, r.fuelTank]).toEqual([1, 3, { before: 2, after: 3 }]);
  });
  it('a side block carries into its section: left centre to the centre table', () => {
    const r = applyDamage(dice(6), { card: DEFAULT_CAR, state: car(), block: 'leftCentre', amount: 4 }, S);
    expect([r.armour?.boxes, r.section, r.steps[0]?.component, r.steps[0]?.points]).toEqual([3, 'centre', 'driver', 1]);
  });
});

describe('Weapons › Flame and Rocket: the fuel tank', () => {
  const before = car();
  it('flame on a previously undamaged Fuel Tank: d8 +1 per point of damage; 7+ explodes', () => {
    const after = damaged(before, { fuelTank: 2 });
    const c = fuelTankCheck({ card: DEFAULT_CAR, before, after, weapon: 'Flame', section: 'rear', tankHit: true }, S);
    expect([c.due, c.parts.map((p) => p.value)]).toEqual([true, [2]]);
    expect(fuelTankExplosion(dice(5), c.parts).explodes).toBe(true);
    expect(fuelTankExplosion(dice(4), c.parts).explodes).toBe(false);
  });
  it('flame on the section of a damaged tank with no working extinguisher rolls, without reaching the tank', () => {
    const b = damaged(before, { fuelTank: 1, fireExtinguisher: 2 });
    expect(fuelTankCheck({ card: DEFAULT_CAR, before: b, after: b, weapon: 'Flame', section: 'rear', tankHit: false }, S).due).toBe(true);
    const withFE = damaged(before, { fuelTank: 1 });
    expect(fuelTankCheck({ card: DEFAULT_CAR, before: withFE, after: withFE, weapon: 'Flame', section: 'rear', tankHit: false }, S).due).toBe(false);
    expect(fuelTankCheck({ card: DEFAULT_CAR, before: b, after: b, weapon: 'Flame', section: 'front', tankHit: false }, S).due).toBe(false);
  });
  it('a shell or rocket on the tank with no working extinguisher: as flame, -2', () => {
    const b = damaged(before, { fireExtinguisher: 2 });
    const a = damaged(b, { fuelTank: 3 });
    const c = fuelTankCheck({ card: DEFAULT_CAR, before: b, after: a, weapon: 'Rocket', section: 'rear', tankHit: true }, S);
    expect(c.parts.map((p) => p.value)).toEqual([3, -2]);
    expect(fuelTankExplosion(dice(6), c.parts).score).toBe(7);
    expect(fuelTankCheck({ card: DEFAULT_CAR, before, after: damaged(before, { fuelTank: 1 }), weapon: 'Shell', section: 'rear', tankHit: true }, S).due).toBe(
      false,
    );
  });
  it('tank damage before the hit only, as the house rule allows (gaps.md #15)', () => {
    const c = fuelTankCheck(
      { card: DEFAULT_CAR, before, after: damaged(before, { fuelTank: 2 }), weapon: 'Flame', section: 'rear', tankHit: true },
      { fuelTankDamage: 'before-hit' },
    );
    expect(c.parts[0]!.value).toBe(0);
  });
});

describe('Weapons › Rocket: ammo detonation', () => {
  it('no working Gunnery Computer: a d8 per round, 7+ detonates; a pod fires off along its facing', () => {
    const state = damaged(car(), { gunneryComputer: 2 });
    const r = ammoDetonation(dice(7, 6), {
      card: DEFAULT_CAR,
      state,
      weapon: 'Rocket',
      countersHit: [
        { mount: 'podLeft', weapon: 'Flame' },
        { mount: 'podLeft', weapon: 'Flame' },
      ],
    });
    expect(r.rounds.map((x) => [x.detonates, x.direction])).toEqual([
      [true, "left (90º to the pod's side or end)"],
      [false, null],
    ]);
  });
  it('a turret’s round fires off in a d8 direction; a working Gunnery Computer rolls nothing', () => {
    const state = damaged(car(), { gunneryComputer: 2 });
    const r = ammoDetonation(dice(8, 3), { card: DEFAULT_CAR, state, weapon: 'Shell', countersHit: [{ mount: 'turret', weapon: 'MG rounds' }] });
    expect(r.rounds[0]!.direction).toBe('right');
    expect(ammoDetonation(dice(), { card: DEFAULT_CAR, state: car(), weapon: 'Shell', countersHit: [{ mount: 'turret', weapon: 'MG rounds' }] }).rolled).toBe(
      false,
    );
  });
});

describe('Weapons › Mines and Spikes', () => {
  it('Mines: d8-3 per tyre (excess not carried), then d8-2 inside the section of a d8, armour or not', () => {
    const r = mines(dice(8, 1, 4, 3, 6, 4, 5, 6), { card: DEFAULT_CAR, state: car() }, S);
    expect(r.tyres.map((t) => [t.rolled, t.took])).toEqual([
      [5, 2],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
    expect([r.damage, r.section]).toEqual([4, 'centre']);
    expect(r.interior.armour).toBeNull();
    expect(r.interior.steps.map((s) => [s.component, s.points])).toEqual([
      ['fireExtinguisher', 2],
      ['driver', 2],
    ]);
  });
  it('Spikes: d8-3 per tyre and a skid at SD 2 or the speed if greater', () => {
    expect(spikes(dice(4, 4, 4, 4), { card: DEFAULT_CAR, state: car(), speed: 1 }).skidSD).toBe(2);
    const r = spikes(dice(4, 5, 6, 3), { card: DEFAULT_CAR, state: car(), speed: 5 });
    expect([r.skidSD, r.tyres.map((t) => t.took)]).toEqual([5, [1, 2, 2, 0]]);
  });
  it('Movement: a bike through mines rolls a d8; equal to or less than its speed, the weapon takes effect', () => {
    expect(bikeHazard(dice(4), { speed: 4, hazard: 'Mines' }).effect).toBe(true);
    expect(bikeHazard(dice(5), { speed: 4, hazard: 'trees' }).effect).toBe(false);
  });
  it('Smoke: removed on a 5+', () => {
    expect([smokeClears(dice(5)).removed, smokeClears(dice(4)).removed]).toEqual([true, false]);
  });
});

describe('Skidding › Speed Difference (SD)', () => {
  it('oil at speed 3 is SD 5; smoke at speed 6 is SD 6; the greatest of the causes counts', () => {
    expect(speedDifference({ speed: 3, oil: true }, S).sd).toBe(5);
    expect(speedDifference({ speed: 6, smoke: true }, S).sd).toBe(6);
    const both = speedDifference({ speed: 3, oil: true, spikes: true, corner: 90 }, S);
    expect(both.causes.map((c) => [c.cause, c.sd])).toEqual([
      ['cornering', 0],
      ['oil', 5],
      ['spikes', 3],
    ]);
    expect([both.sd, both.greatest]).toEqual([5, 'oil']);
  });
  it('cornering: the excess over the safe speed (gaps.md #6: 90º safe at 4); driver killed: the speed', () => {
    expect(speedDifference({ speed: 7, corner: 90 }, S).sd).toBe(3);
    expect(speedDifference({ speed: 7, driverKilled: true }, S).sd).toBe(7);
  });
});

describe('Skidding › Drift table', () => {
  it('SD 1 drifts 0 with no roll; SD 5: d8-4 and 1 per tyre; SD 9+: d8 and 3 per tyre; below 0 is 0', () => {
    expect(drift(dice(), 1)).toMatchObject({ roll: null, distance: 0, damagePerTyre: 0 });
    expect(drift(dice(7), 5)).toMatchObject({ distance: 3, damagePerTyre: 1 });
    expect(drift(dice(6), 12)).toMatchObject({ distance: 6, damagePerTyre: 3 });
    expect(drift(dice(3), 2).distance).toBe(0);
  });
});

describe('Skidding › Final facing', () => {
  it('d8 + speed modifier: 4 at speed 4 → 5, speed to 0 and the turn ends; 3 at speed 2 continues', () => {
    const stop = finalFacing(dice(4), { speed: 4 }, S);
    expect([stop.result, stop.stops, stop.turn]).toEqual([5, true, 45]);
    const go = finalFacing(dice(3), { speed: 2 }, S);
    expect([go.result, go.stops, go.turn]).toEqual([3, false, 0]);
  });
  it('a bike slides over from 7 (gaps.md #8): damage in the side of a d8; in trees it crashes into a tree', () => {
    const r = finalFacing(dice(5, 8), { speed: 7, bike: true, inTrees: true }, S);
    expect([r.result, r.crashesIntoTree, r.slidesOver?.section, r.slidesOver?.damage]).toEqual([8, true, 'rear', 1]);
    expect(finalFacing(dice(5), { speed: 2, bike: true }, S).slidesOver).toBeNull();
  });
  it('the skid: SD, drift, facing in that order; the driver killed ends at speed 0', () => {
    const r = skid(dice(6, 2), { speed: 6, driverKilled: true }, S);
    expect([r.speedDifference.sd, r.drift?.distance, r.finalFacing?.result, r.speedAfter]).toEqual([6, 3, 4, 0]);
    expect(skid(dice(), { speed: 3, corner: 45 }, S).drift).toBeNull();
  });
});

describe('Crashing and ramming', () => {
  it('RV: crash the speed, head-on the sum, side the rammer’s speed, shunt the fastest minus the slowest', () => {
    expect(relativeVelocity('crash', 6).rv).toBe(6);
    expect(relativeVelocity('headOn', 6, 5).rv).toBe(11);
    expect(relativeVelocity('side', 4, 9).rv).toBe(4);
    expect(relativeVelocity('shunt', 3, 8).rv).toBe(5);
  });
  it('Crash/ram damage table: RV 9 is 2d8+1; RV 14 3d8+1 and the driver stunned; RV 20 is 4d8', () => {
    expect(crashDamage(dice(10), 9).damage).toBe(11);
    expect(crashDamage(dice(12), 14)).toMatchObject({ damage: 13, driverStunned: true });
    expect(crashDamage(dice(4), 20).damage).toBe(4);
    expect(crashDamage(dice(1), 1).damage).toBe(0);
  });
  it('a crash: full damage to the vehicle’s front, speed 0, the obstruction takes 1', () => {
    const r = collide(dice(5), { collision: 'crash', rammer: { speed: 4 } }, S);
    expect([r.rv.rv, r.rammer?.damage, r.rammer?.block, r.rammer?.speedAfter, r.obstructionDamage]).toEqual([4, 6, 'front', 0, 1]);
  });
  it('a side ram: target full in the side of a d8, rammer half rounded down', () => {
    const r = collide(dice(12, 3), { collision: 'side', rammer: { speed: 9 }, target: { speed: 2 }, targetSide: 'left' }, S);
    expect([r.rv.rv, r.target?.damage, r.target?.block, r.rammer?.damage, r.rammer?.block]).toEqual([9, 13, 'leftCentre', 6, 'front']);
  });
  it('a head-on ram at RV 14: both full damage, both drivers stunned; a bike slides over', () => {
    const r = collide(dice(9), { collision: 'headOn', rammer: { speed: 8 }, target: { speed: 6, bike: true } }, S);
    expect([r.rv.rv, r.rammer?.damage, r.target?.damage, r.rammer?.driverStunned, r.target?.driverStunned, r.target?.slidesOver]).toEqual([
      14,
      10,
      10,
      true,
      true,
      true,
    ]);
  });
  it('a shunt: target’s rear full, rammer half; a roll per vehicle as the house rule allows (gaps.md #17)', () => {
    const r = collide(dice(7, 8), { collision: 'shunt', rammer: { speed: 7 }, target: { speed: 2 } }, { ramDamage: 'each-vehicle' });
    expect([r.rv.rv, r.target?.damage, r.target?.block, r.rammer?.damage]).toEqual([5, 9, 'rear', 5]);
  });
  it('equal speeds in a shunt: RV 0, no damage and no roll', () => {
    expect(collide(dice(), { collision: 'shunt', rammer: { speed: 4 }, target: { speed: 4 } }, S).rolls).toEqual([]);
  });
});

describe('Damage › The driver, Pedestrians', () => {
  it('a driver is dead after three points of damage', () => {
    expect(driverDamage(2, 1).dead).toBe(true);
    expect(driverDamage(0, 2)).toMatchObject({ damage: 2, dead: false });
  });
  it('a driver leaves only at speed 0; a pedestrian commandeers a stationary vehicle capable of movement', () => {
    expect(canBailOut(0).allowed).toBe(true);
    expect(canBailOut(2).why).toBe('A Driver can only leave a vehicle when the Speed is 0; it is 2.');
    expect(canCommandeer({ speed: 0, capableOfMovement: true, driver: 'dead' }).allowed).toBe(true);
    expect(canCommandeer({ speed: 0, capableOfMovement: true, driver: 'aboard' }).allowed).toBe(false);
    expect(capableOfMovement(DEFAULT_CAR, damaged(car(), { tyreRearLeft: 2 })).capable).toBe(false);
  });
  it('pedestrians move at most 2; bikes cannot reverse; speed counters within the house rules (gaps.md #2)', () => {
    expect(checkSpeed({ from: 0, to: 3, who: 'pedestrian' }, S).allowed).toBe(false);
    expect(checkSpeed({ from: 0, to: 1, who: 'bike', reverse: true }, S).why).toBe('Bikes cannot reverse.');
    expect(checkSpeed({ from: 2, to: 1, who: 'car', reverse: true }, S).allowed).toBe(false);
    expect(checkSpeed({ from: 4, to: 7, who: 'car' }, S).allowed).toBe(false);
    expect(checkSpeed({ from: 4, to: 6, who: 'car' }, S).allowed).toBe(true);
  });
  it('terrain: markers until covered, then damage to the pedestrian in cover', () => {
    expect(coverDamage({ capacity: 4, markers: 3, amount: 3 })).toMatchObject({ markers: 4, toPedestrian: 2 });
  });
  it('the bike card: no rockets, two tyres', () => {
    expect(DEFAULT_BIKE.components.filter((c) => c.kind === 'tyre')).toHaveLength(2);
  });
});

describe('Firing sequence, whole: a rocket at the rear of a car', () => {
  it('2d8 9 hits at range 4; 2d8 12 − 4 = 8: rear armour 4, the Fuel Tank 3 (destroyed), an empty rear pod space 1; d8 6 + 3 − 2 = 7 explodes', () => {
    const state = damaged(car({ podRear: ['Oil'] }), { fireExtinguisher: 2 });
    const r = shootVehicle(dice(9, 12, 5, 1, 6), { firearm: { weapon: 'Rocket' }, range: 4, card: DEFAULT_CAR, state, block: 'rear' }, S);
    expect(r.fire.damage?.damage).toBe(8);
    expect(r.damage?.armour?.took).toBe(4);
    expect(r.damage?.steps.map((s) => [s.component, s.points, s.emptySpaces])).toEqual([
      ['fuelTank', 3, 0],
      ['podRear', 1, 1],
    ]);
    expect(r.fuelTank?.check.parts.map((p) => p.value)).toEqual([3, -2]);
    expect([r.fuelTank?.roll?.score, r.destroyed, r.detonation?.rolled]).toEqual([7, true, false]);
  });
  it('a miss changes nothing', () => {
    const r = shootVehicle(dice(3), { firearm: { weapon: 'Rocket' }, range: 4, card: DEFAULT_CAR, state: car(), block: 'rear' }, S);
    expect([r.damage, r.state]).toEqual([null, car()]);
  });
});

describe('Skidding › Drift table: damage per tyre', () => {
  it('SD 7 deals 2 to every tyre, a tyre taking only what it has left', () => {
    const r = applyTyreDamage(DEFAULT_CAR, damaged(car(), { tyreFrontLeft: 1 }), 2);
    expect(r.took).toEqual({ tyreFrontLeft: 1, tyreFrontRight: 2, tyreRearLeft: 2, tyreRearRight: 2 });
  });
});

describe('Skidding › Final facing: the house rules (gaps.md #1, #8)', () => {
  it('facing unchanged keeps the facing; a bike slides over from 5 under five-plus', () => {
    expect(finalFacing(dice(8), { speed: 10 }, { ...S, finalFacing: 'unchanged' }).turn).toBe(0);
    expect(finalFacing(dice(8), { speed: 10 }, S).turn).toBe(180);
    expect(finalFacing(dice(5, 1), { speed: 2, bike: true }, { ...S, bikeSlidesOver: 'five-plus' }).slidesOver?.section).toBe('front');
  });
  it('a speed over the top speed is refused (gaps.md #2)', () => {
    expect(() => finalFacing(dice(1), { speed: 11 }, S)).toThrow('over the top speed 10');
  });
});
