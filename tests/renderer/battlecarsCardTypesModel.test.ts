/**
 * The card types editor's model (src-renderer/screens/battlecars/cards/cardTypesModel.ts): the draft checked with the
 * engine's card schema at each field's path (Vehicle cards, gaps.md #4), and a type in use held to its vehicles.
 */
import { describe, expect, it } from 'vitest';
import { type CardType, DEFAULT_BIKE, DEFAULT_CAR, type VehicleDesign } from '../../src-shared/engine/battlecars';
import {
  addableKinds,
  cardTypesIssues,
  inUseProblems,
  issuesAt,
  newCardType,
  newComponent,
  removalBlocked,
  typeRemovalBlocked,
  withComponent,
  withHitLocation,
  withoutComponent,
} from '../../src-renderer/screens/battlecars/cards/cardTypesModel';

const types = (): CardType[] => [structuredClone(DEFAULT_CAR), structuredClone(DEFAULT_BIKE)];
const brute: VehicleDesign = { version: 1, name: 'Brute', cardType: 'car', loads: { podFront: ['Rocket'], turret: ['MG rounds'] } };
const inPlay = [{ name: 'Brute', team: 'Reapers', design: brute }];

describe('Vehicle cards (gaps.md #4): the card types as drafted', () => {
  it('the defaults have no issue; an armour block over 16, a table of 7 entries and a duplicate id each at its path', () => {
    expect(cardTypesIssues(types())).toEqual([]);
    const t = types();
    t[0]!.armour.front = 17;
    t[0]!.hitLocation.rear = t[0]!.hitLocation.rear.slice(0, 7);
    t[1]!.id = 'car';
    const issues = cardTypesIssues(t);
    expect(issuesAt(issues, 0, 'armour', 'front')).toEqual(['An armour block has at most 16 boxes']);
    expect(issuesAt(issues, 0, 'hitLocation', 'rear')).toEqual(['A hit-location table has 8 entries, one per face of the d8']);
    expect(issuesAt(issues, 1, 'id')).toEqual(['The card type id “car” is used twice']);
  });

  it('a component taken off leaves its hit locations empty, each named at its face until filled', () => {
    const car = withoutComponent(structuredClone(DEFAULT_CAR), 'gunneryComputer');
    const issues = cardTypesIssues([car]);
    expect(issuesAt(issues, 0, 'hitLocation', 'front', 4)).toEqual(['A hit location names a component']);
    expect(car.hitLocation.front[6]).toEqual(['podFront']);
    const filled = withHitLocation(withHitLocation(car, 'front', 4, ['podFront']), 'front', 5, ['tyreFrontLeft']);
    expect(cardTypesIssues([filled])).toEqual([]);
  });

  it('a new component gets a free id and must be put on its section’s table; renaming it renames its hit locations', () => {
    const car = structuredClone(DEFAULT_CAR);
    const pod = newComponent(car, 'pod', 'centre');
    expect(pod).toMatchObject({ id: 'pod', kind: 'pod', section: 'centre', capacity: 2 });
    const added = { ...car, components: [...car.components, pod] };
    expect(issuesAt(cardTypesIssues([added]), 0, 'components', 13)).toEqual(['Car: “Centre pod” is on no hit-location table, so nothing could ever damage it']);
    const renamed = withComponent(car, 0, { ...car.components[0]!, id: 'noseGun' });
    expect(renamed.hitLocation.front[0]).toEqual(['noseGun']);
    expect(cardTypesIssues([renamed])).toEqual([]);
  });

  it('a second driver, fuel tank, extinguisher or computer is not offered, with the reason', () => {
    const kinds = Object.fromEntries(addableKinds(DEFAULT_BIKE).map((k) => [k.kind, k.reason]));
    expect(kinds.pod).toBeNull();
    expect(kinds.fireExtinguisher).toBeNull();
    expect(kinds.driver).toBe('Bike has its driver: a card has exactly one (Vehicle cards (gaps.md #4)).');
    expect(kinds.fuelTank).toBe('Bike has its fuel tank: a card has at most one (Vehicle cards (gaps.md #4)).');
  });

  it('a new card type is a copy of the default car or bike under a free id', () => {
    expect(newCardType('car', types())).toMatchObject({ id: 'car-2', name: 'Car 2', kind: 'car' });
    expect(newCardType('bike', [structuredClone(DEFAULT_CAR)])).toMatchObject({ id: 'bike', name: 'Bike', kind: 'bike' });
  });
});

describe('Vehicle cards (gaps.md #4): a card type in use', () => {
  it('cannot lose a pod a vehicle is loaded in: the reason names the vehicle and the pod', () => {
    const draft = types();
    draft[0] = withoutComponent(draft[0]!, 'podFront');
    expect(inUseProblems(types(), draft, inPlay)).toEqual([
      {
        cardType: 'car',
        component: 'podFront',
        message:
          'Brute (Reapers) is loaded in the Front pod: a card type in use cannot lose a pod or turret a vehicle is loaded in (Vehicle cards (gaps.md #4)).',
      },
    ]);
    expect(removalBlocked('car', 'podFront', inPlay)).toBe(
      'Brute (Reapers) is loaded in it: a card type in use cannot lose a pod a vehicle is loaded in (Vehicle cards (gaps.md #4)).',
    );
    expect(removalBlocked('car', 'podRear', inPlay)).toBeNull();
  });

  it('a loaded pod turned to the side or made a bike is held to the loading rules; an unloaded pod may change', () => {
    const turned = types();
    turned[0]!.components = turned[0]!.components.map((c) => (c.id === 'podFront' ? { ...c, facing: 'left' as const } : c));
    expect(inUseProblems(types(), turned, inPlay).map((p) => p.message)).toEqual([
      'Brute (Reapers): Rockets and shells can only be in pods that fire out of the front or rear. The Front pod fires out of the left. (Arming your vehicle)',
    ]);
    const bike = types();
    bike[0]!.kind = 'bike';
    expect(inUseProblems(types(), bike, inPlay).map((p) => p.message)).toEqual([
      'Brute (Reapers): Bikes cannot be armed with rockets. The Front pod holds a Rocket. (Arming your vehicle)',
    ]);
    const rear = types();
    rear[0]!.components = rear[0]!.components.map((c) => (c.id === 'podRear' ? { ...c, capacity: 1 } : c));
    expect(inUseProblems(types(), rear, inPlay)).toEqual([]);
  });

  it('a card type vehicles are built on cannot be removed; the last card type neither', () => {
    expect(inUseProblems(types(), [structuredClone(DEFAULT_BIKE)], inPlay).map((p) => p.message)).toEqual([
      'The card type “Car” cannot be removed: Brute (Reapers) is built on it (Vehicle cards (gaps.md #4)).',
    ]);
    expect(typeRemovalBlocked(types(), 'car', inPlay)).toBe('Brute (Reapers) is built on it (Vehicle cards (gaps.md #4)).');
    expect(typeRemovalBlocked(types(), 'bike', inPlay)).toBeNull();
    expect(typeRemovalBlocked([structuredClone(DEFAULT_BIKE)], 'bike', [])).toBe(
      'A league keeps at least one card type: every vehicle is one of them (Vehicle cards (gaps.md #4)).',
    );
  });
});
