import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  driverOptionChecks,
  maneuverCost,
  MATCH_DEFAULTS,
  MatchRuleError,
  movementPoints,
  phaseAllowance,
  talentRerolls,
  turnModeOnSurface,
  type Phase,
} from '../../../../src-shared/engine/dethmetal/match';

describe('Part IV › Movement Points', () => {
  it('speed + 1d2 at speed 1-3, 1d3 at 4-6, 1d6 at 7+', () => {
    // 2 + 2 = 4; 5 + 3 = 8; 7 + 6 = 13.
    expect(movementPoints(new FixedDice([2]), 2).mp).toBe(4);
    expect(movementPoints(new FixedDice([3]), 5).mp).toBe(8);
    const fast = movementPoints(new FixedDice([6]), 7);
    expect([fast.mp, fast.roll?.notation]).toEqual([13, '1d6']);
  });

  it('gaps.md #40: speed 0 rolls no die and has 0 MP', () => {
    const dice = new FixedDice([]);
    expect(movementPoints(dice, 0).mp).toBe(0);
    expect(dice.log).toHaveLength(0);
  });
});

describe('Part IV › Phases and Movement points', () => {
  it('10 MP: one third (3) each phase, the remainder optional in phase 1', () => {
    expect(phaseAllowance(10, 1, 0)).toMatchObject({ base: 3, min: 3, max: 4, remainderRequired: 0 });
  });

  it('"two remainder points and does not spend one during phase one … forced to spend one point in each of phases two and three"', () => {
    // 11 MP = 3 × 3 + 2; 3 spent in phase 1.
    expect(phaseAllowance(11, 2, 3)).toMatchObject({ min: 4, max: 4 });
    expect(phaseAllowance(11, 3, 7)).toMatchObject({ min: 4, max: 4 });
  });

  it('"one remainder point that does not spend it during phase one or two must spend it in phase three"', () => {
    expect(phaseAllowance(10, 3, 6)).toMatchObject({ min: 4, max: 4, remainderRequired: 1 });
  });

  it('only one remainder point per phase: 11 MP, remainder used in phase 1, phase 2 may still use the second', () => {
    expect(phaseAllowance(11, 2, 4)).toMatchObject({ min: 3, max: 4 });
    expect(phaseAllowance(11, 3, 8)).toMatchObject({ min: 3, max: 3 });
  });

  it('option points: one extra MP or one cancelled MP per phase; none at speed 0 (gaps.md #40)', () => {
    expect(phaseAllowance(9, 1, 0, 1)).toMatchObject({ optionExtra: 1, optionCancel: 1 });
    expect(phaseAllowance(0, 1, 0, 2)).toMatchObject({ min: 0, max: 0, optionExtra: 0, optionCancel: 0 });
  });

  it('refuses more MP spent earlier than the phases allowed', () => {
    expect(() => phaseAllowance(9, 2, 5)).toThrow(MatchRuleError);
  });

  it('property: any choice inside the allowance spends exactly all MP, at most one remainder per phase', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), (mp, wantsRemainder) => {
        let used = 0;
        for (const phase of [1, 2, 3] as Phase[]) {
          const a = phaseAllowance(mp, phase, used);
          expect(a.max - a.min).toBeLessThanOrEqual(1);
          expect(a.min).toBeGreaterThanOrEqual(Math.floor(mp / 3));
          expect(a.max).toBeLessThanOrEqual(Math.floor(mp / 3) + 1);
          used += wantsRemainder[phase - 1] ? a.max : a.min;
        }
        expect(used).toBe(mp);
      }),
    );
  });
});

describe("Part IV › Driver's Option Points", () => {
  it('one check; a second when the tread matches the surface (street on asphalt); a third with Autobahn', () => {
    // Driving 3: rolls 2 (point), 5 (no), 3 (point) → 2 points.
    const r = driverOptionChecks(new FixedDice([2, 5, 3]), { driving: 3, tread: 'street', surface: 'asphalt', talents: ['Autobahn'], rerolls: [] });
    expect([r.checks.length, r.points]).toEqual([3, 2]);
  });

  it('gaps.md #33: mud & snow never matches; traction matches dirt', () => {
    expect(driverOptionChecks(new FixedDice([1]), { driving: 3, tread: 'mud-and-snow', surface: 'dirt', talents: [], rerolls: [] }).checks).toHaveLength(1);
    expect(driverOptionChecks(new FixedDice([1, 1]), { driving: 3, tread: 'traction', surface: 'dirt', talents: [], rerolls: [] }).checks).toHaveLength(2);
  });

  it('Part I › Smooth Driver re-rolls every failed option check', () => {
    const rerolls = talentRerolls(['Smooth Driver'], { heat: [], turn: [] });
    const r = driverOptionChecks(new FixedDice([5, 2, 6, 1]), { driving: 3, tread: 'snow', surface: 'ice', talents: ['Smooth Driver'], rerolls });
    expect([r.points, r.rerollsUsed]).toEqual([2, ['Smooth Driver', 'Smooth Driver']]);
  });
});

describe('Part IV › Maneuvers and Handling', () => {
  it('gaps.md #41: a hex-side turn costs 1 at speed 1-6, 2 at 7-12, 3 at 13-18; a drift always 1', () => {
    expect([1, 6, 7, 12, 13].map((s) => maneuverCost('turn', s, MATCH_DEFAULTS).value)).toEqual([1, 1, 2, 2, 3]);
    expect(maneuverCost('drift', 20, MATCH_DEFAULTS).value).toBe(1);
    expect(maneuverCost('turn', 7, { turnCostSpeedStep: 4 }).value).toBe(2);
  });

  it('gaps.md #32/#39: turn mode doubles on ice; Dog-sledder one-and-a-half, rounded up', () => {
    expect(turnModeOnSurface(3, 'ice', [], MATCH_DEFAULTS).turnMode).toBe(6);
    expect(turnModeOnSurface(3, 'ice', ['Dog-sledder'], MATCH_DEFAULTS).turnMode).toBe(5);
    expect(turnModeOnSurface(3, 'asphalt', [], MATCH_DEFAULTS).turnMode).toBe(3);
  });
});
