import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  collisionImpact,
  collisionSpeed,
  MATCH_DEFAULTS,
  postCollisionPositioning,
  resolveCollision,
  type CollisionParty,
} from '../../../../src-shared/engine/dethmetal/match';
import { crewman, driver, vehicle } from './fixtures';

const party = (speed: number, armor: number, driving: number, toughness: number): CollisionParty => ({
  speed,
  armor,
  state: { damage: 0, toughness, criticals: 0 },
  tireDamage: 0,
  tireToughness: 2,
  critical: { sideHit: 'front', weapons: [], crew: [crewman()], selfSealingTank: false },
  driver: driver(driving),
  vehicle: vehicle(),
});

describe('Part IV › Collisions', () => {
  it('head-on: speeds added (5 + 4 = 9), PEN 9/3 = 3, hazard -1 each, each loses 1d3 speed', () => {
    // Moving (armor 4, T2, driving 3): pen 2 + 3 = 5 > 4 penetrates → 9/3 = 3 damage → 1 critical (6: body);
    //   tire roll 5 → 0 points, and no +1 for 3+ damage on a roll of no damage (gaps.md #89); check at 3 - 1 = 2, roll 2 ok → handling ceil(9/4) - 1 = 2; 1d3 = 2.
    // Target (armor 6, T3, driving 4): pen 3 + 3 = 6 = 6 graze → 9/6 = 1 damage, no critical; tire roll 6 → 1 point;
    //   check at 4 - 1 = 3, roll 5 fails → handling 3; 1d3 = 1. Side: front/front is ambiguous → roll 5 → right.
    const r = resolveCollision(
      new FixedDice([2, 6, 5, 2, 2, 3, 6, 5, 1, 5]),
      { type: 'head-on', moving: party(5, 4, 3, 2), target: party(4, 6, 4, 3), targetSideHit: 'front', movingSideHit: 'front' },
      MATCH_DEFAULTS,
    );
    expect([r.speed, r.pen.value, r.handlingLoss.value]).toEqual([9, 3, 3]);
    expect([
      r.moving.penetration.outcome,
      r.moving.damagePoints.value,
      r.moving.damage.criticals[0]?.effect.kind,
      r.moving.tire?.points,
      r.moving.hazard.handlingLoss,
      r.moving.speedLoss,
    ]).toEqual(['penetrate', 3, 'body', 0, 2, 2]);
    expect([r.target?.penetration.outcome, r.target?.damagePoints.value, r.target?.tire?.points, r.target?.hazard.handlingLoss, r.target?.speedLoss]).toEqual([
      'graze',
      1,
      1,
      3,
      1,
    ]);
    expect(r.positioning).toMatchObject({ side: 'right', target: { kind: 'pushed', turn: 'right' }, moving: { kind: 'enters-collision-hex' } });
  });

  it('T-bone: the moving speed; hazard -1 moving, -2 target; only the moving vehicle loses 1 speed', () => {
    // Speed 6, PEN 2. Moving armor 9: pen 1 + 2 = 3 deflect → 6/6 = 1 damage, no tire roll; check 3 - 1 = 2, roll 1 ok.
    // Target armor 9: pen 1 deflect → 1 damage; check 4 - 2 = 2, roll 1 ok. Target's left side hit → left.
    const r = resolveCollision(
      new FixedDice([1, 1, 1, 1]),
      { type: 't-bone', moving: party(6, 9, 3, 4), target: party(2, 9, 4, 4), targetSideHit: 'left', movingSideHit: 'front' },
      MATCH_DEFAULTS,
    );
    expect([r.speed, r.pen.value, r.moving.speedLoss, r.target?.speedLoss]).toEqual([6, 2, 1, 0]);
    expect([r.moving.hazard.check?.target, r.target?.hazard.check?.target]).toEqual([2, 2]);
    expect([r.moving.tire, r.moving.damagePoints.value]).toEqual([null, 1]);
    expect(r.positioning).toMatchObject({ side: 'left', target: { kind: 'stays' }, moving: { kind: 'may-drift' } });
  });

  it('rear-end: moving speed minus target speed (7 - 4 = 3), hazard 0', () => {
    expect(collisionSpeed('rear-end', 7, 4, MATCH_DEFAULTS).reduce((s, m) => s + m.value, 0)).toBe(3);
  });

  it('swipe (gaps.md #45): the difference of the speeds, minimum 1; PEN always -1; hazard +1', () => {
    expect(collisionSpeed('swipe', 6, 6, MATCH_DEFAULTS).reduce((s, m) => s + m.value, 0)).toBe(1);
    expect(collisionSpeed('swipe', 6, 6, { swipeCollisionSpeed: 'moving' }).reduce((s, m) => s + m.value, 0)).toBe(6);
    const r = resolveCollision(
      new FixedDice([1, 3, 1, 3]),
      { type: 'swipe', moving: party(6, 3, 3, 4), target: party(5, 3, 3, 4), targetSideHit: 'left', movingSideHit: 'right' },
      MATCH_DEFAULTS,
    );
    expect([r.pen.value, r.moving.hazard.check?.target, r.moving.speedLoss]).toEqual([-1, 4, 0]);
  });

  it('a fixed object: the moving speed, no damage to the object, and it always "succeeds" for positioning', () => {
    // Speed 4, PEN 1; armor 9 deflect; 4/6 = 0 damage; check 3 - 1 = 2, roll 3 fails → drift and turn; 1d3 = 1.
    const r = resolveCollision(
      new FixedDice([1, 3, 1, 4]),
      { type: 'head-on', moving: party(4, 9, 3, 4), target: 'object', targetSideHit: 'front', movingSideHit: 'front' },
      MATCH_DEFAULTS,
    );
    expect([r.speed, r.target, r.moving.damagePoints.value]).toEqual([4, null, 0]);
    expect(r.positioning).toMatchObject({ target: { kind: 'stays' }, moving: { kind: 'drift-and-turn', side: 'right' } });
  });
});

describe('Part IV › Post-collision positioning', () => {
  it('front or back struck: the opposite of the moving vehicle\'s side ("drifting to the right … left-side collision")', () => {
    const r = postCollisionPositioning(new FixedDice([]), { movingSuccess: false, targetSuccess: false, targetSideHit: 'back', movingSideHit: 'right' });
    expect(r).toMatchObject({ side: 'left', target: { kind: 'pushed', turn: 'left' }, moving: { kind: 'drift-and-turn', side: 'left' } });
  });

  it('completely ambiguous: 1-3 left, 4-6 right', () => {
    expect(
      postCollisionPositioning(new FixedDice([3]), { movingSuccess: true, targetSuccess: true, targetSideHit: 'front', movingSideHit: 'front' }).side,
    ).toBe('left');
  });
});

describe('Part IV › Loss of control table › Rollover damage (gaps.md #44)', () => {
  it('as a collision with a stationary object at full speed: speed 10 → PEN 3, 3 damage if penetrated', () => {
    // Armor 4: die 2 + 3 = 5 > 4 → 10/3 = 3 damage; Toughness 4 → no critical; tire die 4 → 0 points, no +1 on no damage (gaps.md #89).
    const r = collisionImpact(new FixedDice([2, 4]), party(10, 4, 3, 4), 10, 3, false, MATCH_DEFAULTS);
    expect([r.penetration.outcome, r.damagePoints.value, r.damage.criticals.length, r.tire?.points]).toEqual(['penetrate', 3, 0, 0]);
  });
});
