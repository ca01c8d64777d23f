import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  controlCheck,
  controlCheckDue,
  fishtailDirections,
  fuelAtEndOfTurn,
  MATCH_DEFAULTS,
  recoverHandling,
  recoveryCheck,
  rolloverLanding,
  skidDirection,
  spinDirection,
  uncontrolledTurn,
  uncontrolledVeer,
} from '../../../../src-shared/engine/dethmetal/match';

describe('Part IV › Loss of Control', () => {
  it('a check is due when handling drops below zero; gaps.md #43: again on every further drop (house rule)', () => {
    expect(controlCheckDue(0, -1, MATCH_DEFAULTS)).toBe(true);
    expect(controlCheckDue(-1, -2, MATCH_DEFAULTS)).toBe(true);
    expect(controlCheckDue(-1, -2, { repeatControlChecks: false })).toBe(false);
    expect(controlCheckDue(-2, -1, MATCH_DEFAULTS)).toBe(false);
    expect(controlCheckDue(2, 0, MATCH_DEFAULTS)).toBe(false);
  });

  it('the check is at -1 per point below -1: handling -3, driving 4 → 2; failure: 1d6 + speed + 2 - driving', () => {
    // Check roll 3 > 2 fails; loss roll 4 + speed 6 + 2 - 4 = 8 → Spin.
    const r = controlCheck(new FixedDice([3, 4]), { handling: -3, speed: 6, driving: 4, rerolls: [] });
    expect(r.check.target).toBe(2);
    expect([r.lossOfControl?.modified, r.lossOfControl?.result.event]).toEqual([8, 'spin']);
  });

  it('handling -1 has no penalty; a low result is a minor skid', () => {
    // Driving 5, roll 6 fails; 1 + 1 + 0 - 5 = -3 → Minor skid.
    const r = controlCheck(new FixedDice([6, 1]), { handling: -1, speed: 1, driving: 5, rerolls: [] });
    expect([r.check.target, r.lossOfControl?.result.event]).toEqual([5, 'minor-skid']);
  });

  it('10+ is a rollover: 3 + speed 10 + 0 - 3 = 10', () => {
    const r = controlCheck(new FixedDice([4, 3]), { handling: -1, speed: 10, driving: 3, rerolls: [] });
    expect(r.lossOfControl?.result.event).toBe('rollover');
  });

  it('a success keeps control and rolls nothing more', () => {
    const r = controlCheck(new FixedDice([2]), { handling: -2, speed: 9, driving: 3, rerolls: [] });
    expect(r.lossOfControl).toBeNull();
  });

  it('Spin recovery at -1, -2 faster than speed 6; Wheel Guards -1 more; major skid recovers at plain driving', () => {
    expect(recoveryCheck(new FixedDice([1]), { event: 'spin', speed: 6, driving: 4, wheelGuards: false, rerolls: [] }).check.target).toBe(3);
    expect(recoveryCheck(new FixedDice([1]), { event: 'spin', speed: 7, driving: 4, wheelGuards: true, rerolls: [] }).check.target).toBe(1);
    expect(recoveryCheck(new FixedDice([1]), { event: 'major-skid', speed: 9, driving: 3, wheelGuards: false, rerolls: [] }).check.target).toBe(3);
  });

  it('skid direction: as the last drift, opposite the last turn, away from a collision, else random (odd right)', () => {
    const none = new FixedDice([]);
    expect(skidDirection(none, { lastManeuver: { kind: 'drift', side: 'left' } }).side).toBe('left');
    expect(skidDirection(none, { lastManeuver: { kind: 'turn', side: 'left' } }).side).toBe('right');
    expect(skidDirection(none, { collisionFrom: 'right' }).side).toBe('left');
    expect(skidDirection(new FixedDice([3]), {}).side).toBe('right');
    expect(skidDirection(new FixedDice([4]), {}).side).toBe('left');
  });

  it('fishtail: the hex-side turn is opposite the drift', () => {
    const r = fishtailDirections(new FixedDice([]), { lastManeuver: { kind: 'drift', side: 'left' } });
    expect([r.drift.side, r.turn]).toEqual(['left', 'right']);
  });

  it('spin: toward the last turn or the collision ("spin right if hit from the right"), else random', () => {
    expect(spinDirection(new FixedDice([]), { lastManeuver: { kind: 'turn', side: 'right' } }).side).toBe('right');
    expect(spinDirection(new FixedDice([]), { collisionFrom: 'right' }).side).toBe('right');
    expect(spinDirection(new FixedDice([2]), { lastManeuver: { kind: 'drift', side: 'right' } }).side).toBe('left');
  });

  it('rollover: 1-3 lands on its wheels', () => {
    expect(rolloverLanding(new FixedDice([3])).onWheels).toBe(true);
    expect(rolloverLanding(new FixedDice([4])).onWheels).toBe(false);
  });
});

describe('Part IV › Maneuvers and Handling › recovery', () => {
  it('recovers its maximum handling each turn, never above it', () => {
    expect(recoverHandling(-2, 2, 5).handling).toBe(0);
    expect(recoverHandling(1, 3, 5).handling).toBe(3);
  });

  it('gaps.md #42: at least 1 point per turn even with maximum handling 0 or less', () => {
    expect(recoverHandling(-3, 0, 4).handling).toBe(-2);
  });

  it('at speed 0 it recovers fully', () => {
    expect(recoverHandling(-4, 3, 0).handling).toBe(3);
  });
});

describe('Part II › Fuel Points › use every 3 turns (gaps.md #35)', () => {
  it('deducts 1 at the end of turns 3, 6, 9', () => {
    expect(fuelAtEndOfTurn(3, 5)).toMatchObject({ fuel: 4, used: 1 });
    expect(fuelAtEndOfTurn(4, 5)).toMatchObject({ fuel: 5, used: 0 });
  });

  it('a deduction due with an empty tank leaves the engine dry', () => {
    expect(fuelAtEndOfTurn(6, 0).engineDry).toBe(true);
  });
});

describe('Part IV › Uncontrolled vehicle (gaps.md #46)', () => {
  it('moves MP = speed and loses 1 speed a turn', () => {
    expect(uncontrolledTurn(4)).toMatchObject({ mp: 4, speedNextTurn: 3 });
    expect(uncontrolledTurn(0).speedNextTurn).toBe(0);
  });

  it('veers by the gaps.md table: 1 turn left, 3-4 straight, 6 turn right', () => {
    expect([1, 3, 4, 6].map((v) => uncontrolledVeer(new FixedDice([v])).veer)).toEqual(['turn-left', 'straight', 'straight', 'turn-right']);
  });
});
