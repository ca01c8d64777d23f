/** Arming your vehicle (shared/rules/battlecars-style.md) and the league's card types (gaps.md #4). */
import { describe, expect, it } from 'vitest';
import {
  type CardType,
  cardTypeProblems,
  cardTypeSchema,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  parseCardType,
  upgradeDesign,
  type VehicleDesign,
  validate,
} from '../../../src-shared/engine/battlecars';

const car = (loads: VehicleDesign['loads']): VehicleDesign => ({ version: 1, name: 'Brute', cardType: 'car', loads });
const bike = (loads: VehicleDesign['loads']): VehicleDesign => ({ version: 1, name: 'Hornet', cardType: 'bike', loads });
const messages = (d: VehicleDesign, c: CardType = DEFAULT_CAR) => validate(d, c).map((p) => p.message);

describe('Vehicle cards (gaps.md #4): the league’s card types', () => {
  it('the default car and bike parse and have no problems', () => {
    expect(cardTypeSchema.parse(DEFAULT_CAR)).toEqual(DEFAULT_CAR);
    expect(cardTypeSchema.parse(DEFAULT_BIKE)).toEqual(DEFAULT_BIKE);
    expect(cardTypeProblems(DEFAULT_CAR)).toEqual([]);
    expect(cardTypeProblems(DEFAULT_BIKE)).toEqual([]);
  });
  it('a card type naming a missing component, a component in another section, or two drivers is refused in words', () => {
    const broken: CardType = structuredClone(DEFAULT_CAR);
    broken.hitLocation.front[0] = ['podNose'];
    broken.hitLocation.centre[0] = ['fuelTank'];
    broken.components.push({ id: 'driver2', kind: 'driver', label: 'Second driver', section: 'centre', boxes: 3 });
    const words = cardTypeProblems(broken).map((p) => p.message);
    expect(words).toContain('Car: the front hit location 1 names “podNose”, which is not one of its components');
    expect(words).toContain('Car: the centre hit location 1 names “fuelTank”, which sits in the rear');
    expect(words).toContain('Car: a card has exactly one driver, not 2');
    expect(words).toContain('Car: “Second driver” is on no hit-location table, so nothing could ever damage it');
    expect(() => parseCardType(broken)).toThrow('components: Car: a card has exactly one driver, not 2 (Vehicle cards (gaps.md #4)).');
  });
  it('a hit-location table has 8 entries and an armour block 0 to 16 boxes', () => {
    const short = { ...DEFAULT_CAR, hitLocation: { ...DEFAULT_CAR.hitLocation, rear: DEFAULT_CAR.hitLocation.rear.slice(0, 7) } };
    expect(() => parseCardType(short)).toThrow('hitLocation.rear: A hit-location table has 8 entries, one per face of the d8');
    expect(() => parseCardType({ ...DEFAULT_CAR, armour: { ...DEFAULT_CAR.armour, front: 17 } })).toThrow('armour.front: An armour block has at most 16 boxes');
  });
});

describe('Arming your vehicle', () => {
  it('a legal car: MG rounds in the turret, rockets front, mines and oil mixed in the rear pod, flame in a side pod', () => {
    expect(
      validate(car({ turret: ['MG rounds', 'MG rounds'], podFront: ['Rocket', 'Rocket'], podRear: ['Mines', 'Oil'], podLeft: ['Flame'] }), DEFAULT_CAR),
    ).toEqual([]);
  });
  it('“a Pod can only hold one type of missile weapon … OR a mix of passive weapons”', () => {
    const two = validate(car({ podFront: ['Rocket', 'Shell'] }), DEFAULT_CAR);
    expect(two).toEqual([
      {
        path: ['loads', 'podFront'],
        message:
          'A Pod can only hold one type of missile weapon (rockets, shells, MG rounds and flame) OR a mix of passive weapons. The Front pod holds Rocket, Shell.',
        rule: 'Arming your vehicle',
      },
    ]);
    expect(messages(car({ podRear: ['MG rounds', 'Oil'] }))[0]).toMatch(/^A Pod can only hold one type/);
  });
  it('“Rockets and shells can only be in pods that fire out of the front or rear”', () => {
    expect(validate(car({ podLeft: ['Shell'] }), DEFAULT_CAR)).toEqual([
      {
        path: ['loads', 'podLeft', 0],
        message: 'Rockets and shells can only be in pods that fire out of the front or rear. The Left pod fires out of the left.',
        rule: 'Arming your vehicle',
      },
    ]);
  });
  it('“Passive weapons cannot fire out of the front”', () => {
    expect(messages(car({ podFront: ['Smoke'] }))).toEqual(['Passive weapons cannot fire out of the front. The Front pod fires out of the front.']);
  });
  it('“Turrets may only hold MG rounds”', () => {
    expect(messages(car({ turret: ['MG rounds', 'Flame'] }))).toEqual(['Turrets may only hold MG rounds. The Turret holds Flame.']);
  });
  it('“Bikes cannot be armed with rockets”', () => {
    expect(messages(bike({ podFront: ['Rocket'] }), DEFAULT_BIKE)).toEqual(['Bikes cannot be armed with rockets. The Front pod holds a Rocket.']);
    expect(validate(bike({ podFront: ['Shell'], podRear: ['Spikes', 'Oil'] }), DEFAULT_BIKE)).toEqual([]);
  });
  it('a mount holds its capacity; a mount the card lacks is named with the card’s mounts', () => {
    expect(messages(car({ podLeft: ['Flame', 'Flame', 'Flame'] }))).toEqual(['The Left pod holds 2 counters; 3 are loaded.']);
    expect(messages(bike({ turret: ['MG rounds'] }), DEFAULT_BIKE)).toEqual(['Bike has no pod or turret “turret”: its mounts are podFront, podRear.']);
  });
  it('a design from a later version is refused', () => {
    expect(() => upgradeDesign({ ...car({}), version: 2 })).toThrow('design version 2');
  });
});
