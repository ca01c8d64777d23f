import { describe, expect, it } from 'vitest';
import {
  attacksText,
  CAR_TYPE_TABLE,
  DESTRUCTION_TABLE,
  DIRTY_WHEELS_TABLES,
  HEAVY_WEAPONS,
  LIGHT_WEAPONS,
  MANOEUVRE_TABLE,
  SCENERY_RULES,
  SECTION,
  STAT_TABLE,
  statRowForRoll,
  TERRAIN_TABLE,
  TRAIT_TABLE,
  UPGRADE_TABLE,
} from '../../../src-shared/engine/dirtywheels';

// The numbers below are copied from shared/rules/dirty-wheels.md, table by table, in printed order.

describe('Car types table', () => {
  it('speed, structure, armour and weapon line of Racer, Truck, Standard', () => {
    expect(CAR_TYPE_TABLE.map((r) => [r.type, r.speed, r.structure, r.armour, r.weapons.printed])).toEqual([
      ['Racer', 12, 3, 4, '2 fixed light, or 1 turret light.'],
      ['Truck', 4, 5, 6, '2 fixed light, and 1 turret heavy or light.'],
      ['Standard', 8, 4, 5, '2 fixed light, or 1 turret light or heavy.'],
    ]);
    expect(CAR_TYPE_TABLE.map((r) => [r.weapons.fixed, r.weapons.turret, r.weapons.join])).toEqual([
      [{ count: 2, classes: ['light'] }, { count: 1, classes: ['light'] }, 'or'],
      [{ count: 2, classes: ['light'] }, { count: 1, classes: ['heavy', 'light'] }, 'and'],
      [{ count: 2, classes: ['light'] }, { count: 1, classes: ['light', 'heavy'] }, 'or'],
    ]);
    expect(CAR_TYPE_TABLE.filter((r) => r.ignoresHeavyWeaponSpeed).map((r) => r.type)).toEqual(['Truck']);
  });
});

describe('Weapons › Light weapons table', () => {
  it('range, attacks and strength as printed', () => {
    expect(LIGHT_WEAPONS.map((w) => [w.name, w.range, attacksText(w.attacks), w.strength])).toEqual([
      ['Machine gun', 6, '6', 0],
      ['Light laser', 30, '3', 2],
      ['Small grenade launcher', 10, '2D6', 1],
      ['Flamethrower', 2, 'auto (1 damage)', null],
    ]);
    expect(LIGHT_WEAPONS[3]!.special).toBe('Automatically deals 1 damage to the target.');
  });
});

describe('Weapons › Heavy weapons table', () => {
  it('range, attacks and strength as printed', () => {
    expect(HEAVY_WEAPONS.map((w) => [w.name, w.range, attacksText(w.attacks), w.strength])).toEqual([
      ['Chain gun', 10, '10', 1],
      ['Heavy laser', 40, '5', 3],
      ['Artillery', 15, '3D6', 2],
    ]);
  });
});

describe('Car upgrades table', () => {
  it('twelve upgrades in printed order, with the card effects of those that change a number', () => {
    expect(UPGRADE_TABLE.map((u) => u.name)).toEqual([
      'Extra armour',
      'Ram',
      'Coms booster',
      'Explosive ram',
      'Targeting system',
      'Modded engine',
      'Experimental engine',
      'Special bullets',
      'Gunner',
      'Pipe bombs',
      'Bright lights',
      'Harpoon',
    ]);
    const effects = Object.fromEntries(UPGRADE_TABLE.filter((u) => Object.keys(u.effect).length).map((u) => [u.name, u.effect]));
    expect(effects).toEqual({
      'Extra armour': { armour: 1 },
      Ram: { ramAttacks: 2 },
      'Targeting system': { aim: 1 },
      'Modded engine': { speed: 3 },
      'Special bullets': { shootingStrength: 1 },
    });
    expect(UPGRADE_TABLE.find((u) => u.name === 'Harpoon')!.text).toContain('Hits on a 3+');
  });
});

describe('Drivers › Stat table', () => {
  it('rows 1-2, 3-4, 5-6 with the buy costs 1, 2, 3', () => {
    expect(STAT_TABLE.map((r) => [r.roll, r.initiative, r.bravery, r.aim, r.skill, r.buyCost])).toEqual([
      [[1, 2], 1, 5, -1, 5, 1],
      [[3, 4], 2, 4, 0, 4, 2],
      [[5, 6], 3, 3, 1, 3, 3],
    ]);
    expect([1, 2, 3, 4, 5, 6].map((f) => statRowForRoll(f).initiative)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(() => statRowForRoll(7)).toThrow(/one d6/);
  });
});

describe('Drivers › Traits table', () => {
  it('numbered 1 to 6 on 1d6', () => {
    expect(TRAIT_TABLE.map((t) => [t.roll, t.name])).toEqual([
      [1, 'Trigger happy'],
      [2, 'Speed demon'],
      [3, 'Expert driver'],
      [4, 'Sniper'],
      [5, 'Crazy'],
      [6, 'Hunter'],
    ]);
    expect(TRAIT_TABLE[3]!.text).toBe('+1 aim, but gets 1 less shot with each weapon.');
  });
});

describe('Shooting › Destruction table', () => {
  it('1 wreck, 2-3 explodes, 4-5 rolls then explodes, 6 drives on then explodes; explosions 1 damage within 3"', () => {
    expect(DESTRUCTION_TABLE.map((r) => [r.roll, r.result, r.explosion])).toEqual([
      [[1, 1], 'wreck', null],
      [[2, 3], 'explodes', { damage: 1, radius: 3 }],
      [[4, 5], 'rolls-then-explodes', { damage: 1, radius: 3 }],
      [[6, 6], 'drives-on-then-explodes', { damage: 1, radius: 3 }],
    ]);
  });
});

describe('Manoeuvres table', () => {
  it('Hairpin turn, Skid, Hop', () => {
    expect(MANOEUVRE_TABLE.map((m) => m.name)).toEqual(['Hairpin turn', 'Skid', 'Hop']);
    expect(MANOEUVRE_TABLE[1]!.text).toBe('Move 3" in a sideways direction (this can count as a ram).');
  });
});

describe('Terrain table', () => {
  it('smooth roads nothing, thick mud -1" and -1 skill, bumpy -1 aim', () => {
    expect(TERRAIN_TABLE.map((t) => [t.name, t.speed, t.skill, t.aim])).toEqual([
      ['Smooth Roads', 0, 0, 0],
      ['Thick mud', -1, -1, 0],
      ['Bumpy terrain', 0, 0, -1],
    ]);
  });
});

describe('Terrain › Scenery', () => {
  it('stats of a Standard or Truck, one heavy or two light weapons, all turrets', () => {
    expect(SCENERY_RULES.statsAs).toEqual(['Standard', 'Truck']);
    expect(SCENERY_RULES.weapons).toEqual([
      { count: 1, class: 'heavy' },
      { count: 2, class: 'light' },
    ]);
    expect(SCENERY_RULES.mount).toBe('turret');
  });
});

describe('every table names its section', () => {
  it('ten tables, each citing a section of the rules', () => {
    const sections = Object.values(SECTION) as string[];
    expect(DIRTY_WHEELS_TABLES.map((t) => t.id)).toEqual([
      'destruction',
      'manoeuvres',
      'terrain',
      'scenery',
      'driver-stats',
      'traits',
      'car-types',
      'light-weapons',
      'heavy-weapons',
      'upgrades',
    ]);
    for (const t of DIRTY_WHEELS_TABLES) {
      expect(sections).toContain(t.section);
      expect(t.rows.length).toBeGreaterThan(0);
    }
  });
});

describe('Shooting › Destruction table read one row at a time (issue 19, item 17)', () => {
  it('a row shown alone says what explodes and how much, never "as above"', () => {
    for (const row of DESTRUCTION_TABLE) {
      expect(row.alone).not.toContain('as above');
      if (row.explosion) expect(row.alone).toContain(`dealing ${row.explosion.damage} automatic damage to any cars within ${row.explosion.radius}"`);
    }
    expect(DESTRUCTION_TABLE.find((r) => r.result === 'rolls-then-explodes')!.alone).toBe(
      'The car rolls over 3" away from the car that destroyed it, and then explodes, dealing 1 automatic damage to any cars within 3".',
    );
  });
});
