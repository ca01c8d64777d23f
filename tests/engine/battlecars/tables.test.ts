/** Every table of shared/rules/battlecars-style.md as typed data: the numbers below are copied from it, table by table. */
import { describe, expect, it } from 'vitest';
import {
  BATTLECARS_TABLES,
  COLLISIONS,
  CRASH_DAMAGE_TABLE,
  crashDamageRow,
  DRIFT_TABLE,
  DRIVER_DEATH_DAMAGE,
  driftRow,
  EXPLOSION,
  FINAL_FACING_RESULT,
  FIRING_LIMITS,
  facingModifier,
  MINE_SECTION,
  PEDESTRIAN_MAX_SPEED,
  rollText,
  SIDE_DAMAGE,
  SMOKE_CLEARS_ON,
  SPEED_DIFFERENCE,
  TERRAIN_CAPACITIES,
  TO_HIT_MODIFIERS,
  WEAPONS,
} from '../../../src-shared/engine/battlecars';

const text = (r: { d8: number; mod: number } | null) => (r ? rollText(r) : '—');

describe('Weapons', () => {
  it('range dice, damage and per-tyre damage as printed', () => {
    expect(WEAPONS.map((w) => [w.name, w.kind, text(w.range), text(w.damage), text(w.perTyre)])).toEqual([
      ['MG rounds', 'missile', 'd8', 'd8-2', '—'],
      ['Flame', 'missile', '3', 'd8+3', '—'],
      ['Shell', 'missile', 'd8+3', 'd8', '—'],
      ['Rocket', 'missile', '2d8', '2d8', '—'],
      ['Mines', 'passive', '—', 'd8-2', 'd8-3'],
      ['Spikes', 'passive', '—', '—', 'd8-3'],
      ['Oil', 'passive', '—', '—', '—'],
      ['Smoke', 'passive', '—', '—', '—'],
    ]);
  });
  it('Arming your vehicle: rockets and shells end pods only, turrets MG rounds only, bikes no rockets', () => {
    expect(WEAPONS.filter((w) => w.endPodsOnly).map((w) => w.name)).toEqual(['Shell', 'Rocket']);
    expect(WEAPONS.filter((w) => w.turret).map((w) => w.name)).toEqual(['MG rounds']);
    expect(WEAPONS.filter((w) => !w.bike).map((w) => w.name)).toEqual(['Rocket']);
  });
  it('Oil, Smoke, Spikes: skid with SD 5, 3 and 2 or the speed if greater', () => {
    expect(WEAPONS.filter((w) => w.skidSD !== null).map((w) => [w.name, w.skidSD])).toEqual([
      ['Spikes', 2],
      ['Oil', 5],
      ['Smoke', 3],
    ]);
  });
  it('Smoke: removed on a d8 of 5+; Flame and Rocket: 7+ explodes or detonates, +1 per tank damage, -2 for a shell or rocket', () => {
    expect(SMOKE_CLEARS_ON).toBe(5);
    expect([EXPLOSION.fuelTankExplodesOn, EXPLOSION.ammoDetonatesOn, EXPLOSION.perTankDamage, EXPLOSION.shellOrRocket]).toEqual([7, 7, 1, -2]);
  });
});

describe('Firing › Shooting at pedestrians and bikes', () => {
  it('Gunnery Computer +1, pedestrian -2, same building/trees -2, smoke -4', () => {
    expect(TO_HIT_MODIFIERS.map((m) => [m.situation, m.value])).toEqual([
      ['gunneryComputer', 1],
      ['pedestrian', -2],
      ['sameCover', -2],
      ['smoke', -4],
    ]);
  });
  it('Firing: 2 targets a turn, 3 with a Gunnery Computer, one round at any one target', () => {
    expect([FIRING_LIMITS.targets, FIRING_LIMITS.targetsWithGunneryComputer, FIRING_LIMITS.roundsPerTarget]).toEqual([2, 3, 1]);
  });
});

describe('Weapons › Mines hit location and Skidding › Side damage (d8)', () => {
  it('1-2 front, 3-6 centre, 7-8 rear', () => {
    const bands = (t: typeof MINE_SECTION) => t.map((r) => [r.from, r.to, r.result]);
    expect(bands(MINE_SECTION)).toEqual([
      [1, 2, 'front'],
      [3, 6, 'centre'],
      [7, 8, 'rear'],
    ]);
    expect(bands(SIDE_DAMAGE)).toEqual(bands(MINE_SECTION));
  });
});

describe('Skidding › Speed Difference (SD)', () => {
  it('cornering: excess over safe speed; oil 5, smoke 3, spikes 2, or speed if greater; driver killed: speed', () => {
    expect(SPEED_DIFFERENCE.map((r) => [r.cause, r.atLeast])).toEqual([
      ['cornering', null],
      ['oil', 5],
      ['smoke', 3],
      ['spikes', 2],
      ['driverKilled', 0],
    ]);
  });
});

describe('Skidding › Drift table', () => {
  it('distance drifted and damage per tyre for SD 1 to 9+', () => {
    expect(DRIFT_TABLE.map((r) => [r.sd, r.distance ? rollText(r.distance) : '0', r.damagePerTyre])).toEqual([
      [1, '0', 0],
      [2, 'd8-7', 0],
      [3, 'd8-6', 0],
      [4, 'd8-5', 0],
      [5, 'd8-4', 1],
      [6, 'd8-3', 1],
      [7, 'd8-2', 2],
      [8, 'd8-1', 2],
      [9, 'd8', 3],
    ]);
    expect(driftRow(12)).toBe(driftRow(9));
    expect(() => driftRow(0)).toThrow('Drift table');
  });
});

describe('Skidding › Final facing', () => {
  it('speed modifier: 4 +1, 5-6 +2, 7-10 +3 (1-3 +0)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(facingModifier)).toEqual([0, 0, 0, 1, 2, 2, 3, 3, 3, 3]);
    expect(() => facingModifier(11)).toThrow('Final facing');
  });
  it('1-4 continue move; 5+ reduce speed to 0, turn ends', () => {
    expect(FINAL_FACING_RESULT.map((r) => [r.from, r.to, r.stops])).toEqual([
      [1, 4, false],
      [5, 11, true],
    ]);
  });
});

describe('Crashing and ramming', () => {
  it('who takes damage and the RV by collision', () => {
    expect(COLLISIONS.map((c) => [c.name, c.rammerShare, c.rv])).toEqual([
      ['Crash', null, "vehicle's speed"],
      ['Head-On Ram', 1, 'sum of speeds'],
      ['Side Ram', 0.5, "rammer's speed"],
      ['Shunt Ram', 0.5, 'fastest speed minus slowest'],
    ]);
  });
});

describe('Crashing and ramming › Crash/ram damage table', () => {
  it('RV 1 to 18+ as printed, driver stunned from 14', () => {
    expect(CRASH_DAMAGE_TABLE.map((r) => `${r.rv}${r.rv === 18 ? '+' : ''}: ${rollText(r.damage)}${r.driverStunned ? ' driver stunned' : ''}`)).toEqual([
      '1: d8-2',
      '2: d8-1',
      '3: d8',
      '4: d8+1',
      '5: d8+2',
      '6: d8+3',
      '7: d8+4',
      '8: 2d8',
      '9: 2d8+1',
      '10: 2d8+2',
      '11: 2d8+3',
      '12: 2d8+4',
      '13: 3d8',
      '14: 3d8+1 driver stunned',
      '15: 3d8+2 driver stunned',
      '16: 3d8+3 driver stunned',
      '17: 3d8+4 driver stunned',
      '18+: 4d8 driver stunned',
    ]);
    expect(crashDamageRow(25).rv).toBe(18);
  });
});

describe('Damage, Pedestrians', () => {
  it('the driver dies at 3 damage; pedestrians move 2 at most; terrain takes 2, 4, 8 or 16 markers', () => {
    expect(DRIVER_DEATH_DAMAGE).toBe(3);
    expect(PEDESTRIAN_MAX_SPEED).toBe(2);
    expect(TERRAIN_CAPACITIES).toEqual([2, 4, 8, 16]);
  });
});

describe('every table cites its section', () => {
  it('ids are distinct and each names a section', () => {
    expect(new Set(BATTLECARS_TABLES.map((t) => t.id)).size).toBe(BATTLECARS_TABLES.length);
    for (const t of BATTLECARS_TABLES) expect(t.section.length, t.id).toBeGreaterThan(0);
  });
});
