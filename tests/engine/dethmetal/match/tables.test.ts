import { describe, expect, it } from 'vitest';
import {
  AMBIGUOUS_COLLISION_SIDE,
  COLLISION_TABLE,
  COLLISION_TYPES,
  DAMAGE_TABLE,
  ENGINE_DAMAGE_TABLE,
  LOSS_OF_CONTROL_TABLE,
  RANDOM_DIRECTION,
  RANGE_BANDS,
  RANGE_MODIFIERS,
  ROLLOVER_LANDING,
  SITUATIONAL_MODIFIERS,
  TIRE_DAMAGE_MODIFIERS,
  TIRE_DAMAGE_TABLE,
  TURN_SEQUENCE,
  VEER_TABLE,
} from '../../../../src-shared/engine/dethmetal/match';
import { coverage } from './fixtures';

const everyOnce = (counts: number[]) => expect(counts.every((c) => c === 1)).toBe(true);

describe('table shapes', () => {
  it('Part IV › Loss of control table: every modified roll maps to exactly one event, in book order', () => {
    everyOnce(coverage(LOSS_OF_CONTROL_TABLE));
    expect(LOSS_OF_CONTROL_TABLE.map((r) => [r.min, r.max])).toEqual([
      [-Infinity, 3],
      [4, 5],
      [6, 7],
      [8, 9],
      [10, Infinity],
    ]);
    expect(LOSS_OF_CONTROL_TABLE.map((r) => r.label)).toEqual(['Minor skid', 'Fishtail', 'Major skid', 'Spin', 'Rollover']);
  });

  it('Part IV › Loss of control table: double shooting penalty only for spin and rollover; recovery checks only for major skid and spin', () => {
    expect(LOSS_OF_CONTROL_TABLE.filter((r) => r.shootingPenalty === 'double').map((r) => r.event)).toEqual(['spin', 'rollover']);
    expect(LOSS_OF_CONTROL_TABLE.filter((r) => r.recovery !== null).map((r) => r.event)).toEqual(['major-skid', 'spin']);
  });

  it('Part V › Damage table: every 1d6 + criticals result maps once; 1-3 engine … 7+ destroyed', () => {
    everyOnce(coverage(DAMAGE_TABLE));
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((v) => DAMAGE_TABLE.find((r) => v >= r.min && v <= r.max)!.kind)).toEqual([
      'engine',
      'engine',
      'engine',
      'weapon',
      'crew',
      'body',
      'destroyed',
      'destroyed',
    ]);
  });

  it('Part V › Damage table › Engine damage sub-roll covers 1-6 once (1-3 drivetrain, 4-6 fuel tank)', () => {
    everyOnce(coverage(ENGINE_DAMAGE_TABLE, 1, 6));
    expect(ENGINE_DAMAGE_TABLE.map((r) => r.kind)).toEqual(['drivetrain', 'fuel-tank']);
  });

  it('Part V › Tire damage table: every modified roll maps once (1-5 none, 6-7 one, 8+ two)', () => {
    everyOnce(coverage(TIRE_DAMAGE_TABLE));
    expect(TIRE_DAMAGE_TABLE.map((r) => [r.min, r.max, r.points])).toEqual([
      [-Infinity, 5, 0],
      [6, 7, 1],
      [8, Infinity, 2],
    ]);
  });

  it('Part V › Tire damage modifiers as printed', () => {
    expect(Object.values(TIRE_DAMAGE_MODIFIERS).map((m) => [m.label, m.value])).toEqual([
      ['ROF 3', 1],
      ['ROF 3+', 2],
      ['Firepower 1d2', 1],
      ['Firepower 1d3', 2],
      ['Wheel-guards', -1],
      ['Shooting at tires', 2],
    ]);
  });

  it('Part V › Gunnery modifiers: one range modifier per band (+1/0/-1) and six situational -1s', () => {
    expect(RANGE_BANDS.map((b) => RANGE_MODIFIERS[b].value)).toEqual([1, 0, -1]);
    expect(Object.values(SITUATIONAL_MODIFIERS)).toHaveLength(6);
    expect(Object.values(SITUATIONAL_MODIFIERS).every((m) => m.value === -1)).toBe(true);
  });

  it('1d6 tables (veer gaps.md #46, random direction, rollover landing, ambiguous collision side) cover 1-6 once', () => {
    for (const t of [VEER_TABLE, RANDOM_DIRECTION, ROLLOVER_LANDING, AMBIGUOUS_COLLISION_SIDE]) {
      everyOnce(coverage(t, 1, 6));
      expect(
        coverage(t, -5, 0)
          .concat(coverage(t, 7, 12))
          .every((c) => c === 0),
      ).toBe(true);
    }
  });

  it('Part IV › Collisions: one row per collision type with the printed hazard levels', () => {
    expect(Object.keys(COLLISION_TABLE)).toEqual([...COLLISION_TYPES]);
    expect(COLLISION_TYPES.map((t) => COLLISION_TABLE[t].hazard)).toEqual([
      { moving: -1, target: -1 },
      { moving: -1, target: -2 },
      { moving: 0, target: 0 },
      { moving: 1, target: 1 },
    ]);
  });

  it('Part III › Turn Sequence (gaps.md #36): five steps in order', () => {
    expect(TURN_SEQUENCE.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
  });
});
