/** Cars (gaps.md #6, #10, #14, #23): the design schema, derive and validate with the rule's words and section. */
import { describe, expect, it } from 'vitest';
import { defaultRacecombatSettings, derive, designSchema, upgradeDesign, validate } from '../../../src-shared/engine/racecombat';
import { speedster } from './cars';

const S = defaultRacecombatSettings();

describe('Cars: derive', () => {
  it('the Speedster: 18 wear points, costs item by item, 2 driver hits, one attack a turn', () => {
    const d = derive(speedster(), S);
    expect(d.wearPointTotal).toBe(18);
    expect(d.costs).toEqual([
      { label: 'Body armour 4', points: 4 },
      { label: 'Tyre armour 2', points: 2 },
      { label: 'Targeting computer (driver)', points: 2 },
      { label: 'Machine gun', points: 2 },
      { label: 'Oil', points: 1 },
    ]);
    expect(d.cost).toBe(11);
    expect(d.crewHits).toEqual({ driver: 2, gunner: null });
    expect(d.attacksPerTurn).toBe(1);
    expect(d.weapons).toEqual([{ id: 'frontMg', label: 'Machine gun', damage: 1, ammunition: 10, rangeInches: 12, arc: 'front arc' }]);
    expect(d.dropped).toEqual([{ id: 'rearOil', label: 'Oil', ammunition: 3, avoid: 16, facing: 'rear' }]);
  });
  it('a gunner: two attacks a turn, 2 hits plus armour', () => {
    const d = derive(speedster({ gunner: true, crewArmour: { driver: 1, gunner: 2 } }), S);
    expect(d.attacksPerTurn).toBe(2);
    expect(d.crewHits).toEqual({ driver: 3, gunner: 4 });
  });
});

describe('Cars: validate', () => {
  it('a legal car has no problems', () => {
    expect(validate(speedster(), S)).toEqual([]);
  });
  it('each problem in the rule’s words, with its section and path', () => {
    const car = speedster({
      wearPoints: { tyres: 14, brakes: 3, gearbox: 3, body: 3, engine: 0, handling: 2 },
      weapons: [
        { id: 'top', weapon: 'laser', mount: 'turret' },
        { id: 'top', weapon: 'heavyRocket', mount: 'front' },
      ],
      targetingComputer: { driver: false, gunner: true },
      crewArmour: { driver: 0, gunner: 1 },
    });
    expect(validate(car, S).map((p) => [p.code, p.path.join('.'), p.message, p.rule, p.measure])).toEqual([
      ['wear-min', 'wearPoints.engine', 'Each component has at least 1 wear point. Engine has 0.', 'Combat › Damage effects (gaps.md #6)', undefined],
      ['wear-total', 'wearPoints', 'A car shares out at most 20 wear points. Speedster has 25.', 'Combat › Damage effects (gaps.md #6)', 5],
      [
        'turret-weapon',
        'weapons.0.mount',
        'Turrets, of course, have a full 360 degree arc of fire: a turret weapon needs a turret. Speedster has no turret for its Laser.',
        'Combat › Fire arcs',
        undefined,
      ],
      [
        'gunner-computer',
        'targetingComputer.gunner',
        'Both a gunner and driver must have a targeting computer to gain the effects: a gunner’s computer needs a gunner. Speedster has no gunner.',
        'Combat › Gunners (gaps.md #14)',
        undefined,
      ],
      [
        'gunner-armour',
        'crewArmour.gunner',
        'Each driver or gunner has 2 hits (plus armour): gunner’s armour needs a gunner. Speedster has no gunner.',
        'Combat › Driver/Gunner (gaps.md #10)',
        undefined,
      ],
      ['duplicate-id', 'weapons.1.id', 'Each weapon and dropped weapon has its own id. “top” is used twice.', 'Combat', undefined],
    ]);
  });
  it('the budget: over it by how much, none without a limit', () => {
    const rich = speedster({ bodyArmour: 20, tyreArmour: 10 });
    expect(derive(rich, S).cost).toBe(35);
    expect(validate(rich, S)).toEqual([
      {
        path: ['budget'],
        code: 'budget',
        message: 'A car spends at most 30 equipment points. Speedster spends 35.',
        rule: 'League (house rules) (gaps.md #23)',
        measure: 5,
      },
    ]);
    expect(validate(rich, { ...S, budget: null })).toEqual([]);
  });
  it('the schema refuses a bad shape with words; a later version is refused', () => {
    const r = designSchema.safeParse({ ...speedster(), weapons: [{ id: 'x', weapon: 'flamer', mount: 'front' }] });
    expect(r.error!.issues[0]!.message).toBe('A weapon is one of machineGun, laser, heavyRocket');
    expect(designSchema.safeParse({ ...speedster(), name: ' ' }).error!.issues[0]!.message).toBe('A car needs a name');
    expect(() => upgradeDesign({ ...speedster(), version: 2 })).toThrow('saved by a later Pitwall (design version 2');
    expect(upgradeDesign(speedster())).toEqual(speedster());
  });
});
