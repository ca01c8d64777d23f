import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  damagedHazard,
  MATCH_DEFAULTS,
  maneuverHazard,
  MatchRuleError,
  obstacleHazard,
  oilEntry,
  roadHazard,
} from '../../../../src-shared/engine/dethmetal/match';
import { driver, vehicle } from './fixtures';

const targetOf = (r: { checkModifiers: { value: number }[] }) => r.checkModifiers.reduce((s, m) => s + m.value, 0);

describe('Part IV › Hazards › Maneuver Hazards', () => {
  it('-1 per hex short after the first: turn mode 4, 1 hex straight → 3 short → rating 2; driving 4 → check at 2', () => {
    const r = maneuverHazard(new FixedDice([3]), { turnMode: 4, hexesStraight: 1, hazardThisOrPreviousMp: false }, driver(4), vehicle())!;
    expect([r.rating, targetOf(r), r.check?.success, r.handlingLoss]).toEqual([2, 2, false, 1]);
  });

  it('+1 after a hazard in this or the previous MP', () => {
    const r = maneuverHazard(new FixedDice([1]), { turnMode: 4, hexesStraight: 1, hazardThisOrPreviousMp: true }, driver(4), vehicle())!;
    expect([r.rating, r.handlingLoss]).toEqual([3, 0]);
  });

  it('no hazard once the turn mode is met', () => {
    expect(maneuverHazard(new FixedDice([]), { turnMode: 3, hexesStraight: 3, hazardThisOrPreviousMp: false }, driver(4), vehicle())).toBeNull();
  });

  it('Part II › Tire tread › Street: ignores a rating-0 maneuver hazard and reduces others by one', () => {
    const zero = maneuverHazard(new FixedDice([]), { turnMode: 2, hexesStraight: 1, hazardThisOrPreviousMp: false }, driver(3), vehicle({ tread: 'street' }))!;
    expect([zero.ignored, zero.check]).toEqual([true, null]);
    const two = maneuverHazard(new FixedDice([6]), { turnMode: 4, hexesStraight: 1, hazardThisOrPreviousMp: false }, driver(3), vehicle({ tread: 'street' }))!;
    expect(two.rating).toBe(1);
  });

  it('Traction and snow tires double a maneuver hazard, minimum 1; rare tires do not (gaps.md #74)', () => {
    const one = { turnMode: 3, hexesStraight: 1, hazardThisOrPreviousMp: false }; // 2 short → rating 1
    expect(maneuverHazard(new FixedDice([1]), one, driver(3), vehicle({ tread: 'traction' }))!.rating).toBe(2);
    const zero = { turnMode: 2, hexesStraight: 1, hazardThisOrPreviousMp: false };
    expect(maneuverHazard(new FixedDice([1]), zero, driver(3), vehicle({ tread: 'snow' }))!.rating).toBe(1);
    expect(maneuverHazard(new FixedDice([1]), zero, driver(3), vehicle({ tread: 'snow', rareTires: true }))!.rating).toBe(0);
  });

  it('Increased suspension travel -1 on the hazard; Wheel Guards -1 on the check', () => {
    // Rating 1 + 1 (increased travel) = 2; driving 4 - 2 - 1 (guards) = 1.
    const r = maneuverHazard(
      new FixedDice([1]),
      { turnMode: 3, hexesStraight: 1, hazardThisOrPreviousMp: false },
      driver(4),
      vehicle({ tweaks: ['increased-travel'], wheelGuards: true }),
    )!;
    expect([r.rating, targetOf(r)]).toEqual([2, 1]);
  });

  it('Part II › Handling: the suspension breakdown roll adds the hazard rating to the die (gaps.md #26)', () => {
    // Rating 2; breaks on 6: die 4 + 2 = 6 → broken; die 3 + 2 = 5 holds.
    const v = vehicle({ breakdown: { threshold: 6, extension: 'every-10-percent' } });
    const input = { turnMode: 4, hexesStraight: 1, hazardThisOrPreviousMp: false };
    expect(maneuverHazard(new FixedDice([1, 4]), input, driver(4), v)!.breakdown?.broken).toBe(true);
    expect(maneuverHazard(new FixedDice([1, 3]), input, driver(4), v)!.breakdown?.broken).toBe(false);
  });
});

describe('Part IV › Hazards › Road Hazards', () => {
  it('gaps.md #39 defaults: mud rating 1; driving 3 → check at 2; failure costs one handling', () => {
    const r = roadHazard(new FixedDice([3]), { kind: 'mud', surface: 'dirt' }, driver(3), vehicle(), MATCH_DEFAULTS);
    expect([r.rating, targetOf(r), r.handlingLoss]).toEqual([1, 2, 1]);
  });

  it('Street doubles mud (1 → 2); Traction reduces it (1 → 0) and ignores a track-rated 0', () => {
    expect(roadHazard(new FixedDice([1]), { kind: 'mud', surface: 'dirt' }, driver(3), vehicle({ tread: 'street' }), MATCH_DEFAULTS).rating).toBe(2);
    expect(roadHazard(new FixedDice([1]), { kind: 'mud', surface: 'dirt' }, driver(3), vehicle({ tread: 'traction' }), MATCH_DEFAULTS).rating).toBe(0);
    expect(roadHazard(new FixedDice([]), { kind: 'mud', rating: 0, surface: 'dirt' }, driver(3), vehicle({ tread: 'traction' }), MATCH_DEFAULTS).ignored).toBe(
      true,
    );
  });

  it('Snow tires reduce ice (2 → 1); Dog-sledder reduces snow by one; Decreased travel adds one', () => {
    expect(roadHazard(new FixedDice([1]), { kind: 'ice', surface: 'ice' }, driver(3), vehicle({ tread: 'snow' }), MATCH_DEFAULTS).rating).toBe(1);
    expect(roadHazard(new FixedDice([1]), { kind: 'snow', surface: 'snow' }, driver(3, ['Dog-sledder']), vehicle(), MATCH_DEFAULTS).rating).toBe(0);
    expect(
      roadHazard(new FixedDice([1]), { kind: 'debris', surface: 'asphalt' }, driver(3), vehicle({ tweaks: ['decreased-travel'] }), MATCH_DEFAULTS).rating,
    ).toBe(2);
  });

  it('Part V › Oil: rating 2 on asphalt (Street: 4); on dirt rating 0 and no check', () => {
    expect(roadHazard(new FixedDice([1]), { kind: 'oil', surface: 'asphalt' }, driver(3), vehicle(), MATCH_DEFAULTS).rating).toBe(2);
    expect(roadHazard(new FixedDice([1]), { kind: 'oil', surface: 'asphalt' }, driver(3), vehicle({ tread: 'street' }), MATCH_DEFAULTS).rating).toBe(4);
    const dirt = roadHazard(new FixedDice([]), { kind: 'oil', surface: 'dirt' }, driver(3), vehicle(), MATCH_DEFAULTS);
    expect([dirt.check, dirt.handlingLoss]).toEqual([null, 0]);
  });
});

describe('Part IV › Hazards › Obstacle Hazards', () => {
  it('one handling per two points, rounded up: rating 3 → 2; a success (driving 4 - 3 = 1, roll 1) saves one', () => {
    expect(obstacleHazard(new FixedDice([1]), { rating: 3, maneuvering: false }, driver(4), vehicle()).handlingLoss).toBe(1);
    expect(obstacleHazard(new FixedDice([2]), { rating: 3, maneuvering: false }, driver(4), vehicle()).handlingLoss).toBe(2);
  });

  it('minimum one before the check: rating 1 → 1, a success → 0', () => {
    expect(obstacleHazard(new FixedDice([6]), { rating: 1, maneuvering: false }, driver(4), vehicle()).handlingLoss).toBe(1);
    expect(obstacleHazard(new FixedDice([1]), { rating: 1, maneuvering: false }, driver(4), vehicle()).handlingLoss).toBe(0);
  });

  it('Texas Steer -1; Lowered +1 (not with Hydraulics); Raised -1; minimum 0', () => {
    const rating = (d: ReturnType<typeof driver>, v: ReturnType<typeof vehicle>, r = 3) =>
      obstacleHazard(new FixedDice([6]), { rating: r, maneuvering: false }, d, v).rating;
    expect(rating(driver(3, ['Texas Steer']), vehicle())).toBe(2);
    expect(rating(driver(3), vehicle({ tweaks: ['lowered'] }))).toBe(4);
    expect(rating(driver(3), vehicle({ tweaks: ['lowered'], hydraulics: true }))).toBe(3);
    expect(rating(driver(3, ['Texas Steer']), vehicle({ tweaks: ['raised'] }), 1)).toBe(0);
  });

  it('maneuvering on an obstacle is also a road hazard at the same rating; Increased travel ignores that penalty', () => {
    // Rating 2: obstacle check at 4 - 2 = 2 (roll 1 ok), road check at 2 (roll 3 fails → 1 more handling).
    const r = obstacleHazard(new FixedDice([1, 3]), { rating: 2, maneuvering: true }, driver(4), vehicle());
    expect([r.handlingLoss, r.maneuverCheck?.handlingLoss, r.maneuverCheck ? targetOf(r.maneuverCheck) : null]).toEqual([0, 1, 2]);
    // Increased travel: rating 3 - 1 = 2; road check without the penalty: 4.
    const inc = obstacleHazard(new FixedDice([1, 4]), { rating: 3, maneuvering: true }, driver(4), vehicle({ tweaks: ['increased-travel'] }));
    expect([inc.maneuverCheck?.rating, inc.maneuverCheck?.handlingLoss]).toEqual([0, 0]);
  });

  it('gaps.md #39: rating 5+ is too high to drive over', () => {
    expect(() => obstacleHazard(new FixedDice([]), { rating: 5, maneuvering: false }, driver(3), vehicle())).toThrow(MatchRuleError);
  });
});

describe('Part V › Oil and Caltrops › entering oil', () => {
  it('on asphalt: an obstacle check at rating 0 (lose 1, or 0 on a success)', () => {
    expect(oilEntry(new FixedDice([4]), 'asphalt', driver(3), vehicle())!.handlingLoss).toBe(1);
    expect(oilEntry(new FixedDice([3]), 'asphalt', driver(3), vehicle())!.handlingLoss).toBe(0);
  });

  it('"suspension modifications do not assist": Raised does not lower it, Lowered still raises it', () => {
    expect(oilEntry(new FixedDice([1]), 'concrete', driver(3), vehicle({ tweaks: ['raised'] }))!.rating).toBe(0);
    expect(oilEntry(new FixedDice([1]), 'concrete', driver(3), vehicle({ tweaks: ['lowered'] }))!.rating).toBe(1);
  });

  it('on dirt: no check', () => {
    expect(oilEntry(new FixedDice([]), 'dirt', driver(3), vehicle())).toBeNull();
  });
});

describe('Part V › Hazard from being damaged', () => {
  it('a driving check or lose 1 handling, once per phase', () => {
    expect(damagedHazard(new FixedDice([4]), false, driver(3), vehicle())!.handlingLoss).toBe(1);
    expect(damagedHazard(new FixedDice([]), true, driver(3), vehicle())).toBeNull();
  });

  it('Part I › Frosty never tests (gaps.md #16)', () => {
    const r = damagedHazard(new FixedDice([]), false, driver(3, ['Frosty']), vehicle())!;
    expect([r.check, r.handlingLoss]).toEqual([null, 0]);
  });
});
