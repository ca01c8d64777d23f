import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import {
  applyDamage,
  crewHit,
  criticalsDue,
  destroyedVehicleCrewCheck,
  fuelTankLoss,
  MATCH_DEFAULTS,
  rollCritical,
  type CriticalContext,
} from '../../../../src-shared/engine/dethmetal/match';
import { crewman } from './fixtures';

const ctx = (over: Partial<CriticalContext> = {}): CriticalContext => ({
  sideHit: 'left',
  weapons: ['mg'],
  crew: [crewman()],
  selfSealingTank: false,
  ...over,
});

describe('Part V › Damage table › critical hits', () => {
  it('gaps.md #50: one critical for every multiple of Toughness reached (Toughness 2: damage 3 → 7 crosses 4 and 6)', () => {
    expect(criticalsDue(3, 7, 2)).toBe(2);
    expect(criticalsDue(0, 1, 2)).toBe(0);
  });

  it('adds one for every critical already taken: 4 + 2 = 6 → Body damage off the side hit', () => {
    const r = rollCritical(new FixedDice([4]), 2, ctx(), MATCH_DEFAULTS);
    expect([r.modified, r.effect]).toEqual([6, { kind: 'body', side: 'left', armorLoss: 1 }]);
  });

  it('1-3 Engine damage: sub-roll 1-3 drivetrain (-1 acceleration)', () => {
    expect(rollCritical(new FixedDice([2, 2]), 0, ctx(), MATCH_DEFAULTS).effect.kind).toBe('drivetrain');
  });

  it('Engine damage 4-6: fuel tank -1d3; Self-sealing fuel tank ignores each point on 5-6', () => {
    // 1d3 = 3; seal rolls 5, 2, 6 → 2 sealed, 1 lost.
    expect(fuelTankLoss(new FixedDice([3, 5, 2, 6]), true)).toMatchObject({ fuelLost: 1, sealed: 2 });
    expect(rollCritical(new FixedDice([1, 5, 2]), 0, ctx(), MATCH_DEFAULTS).effect).toMatchObject({ kind: 'fuel-tank', fuelLost: 2 });
  });

  it('4 Weapon damaged: a random weapon loses 1d6 ammo', () => {
    const r = rollCritical(new FixedDice([4, 2, 4]), 0, ctx({ weapons: ['mg', 'rockets'] }), MATCH_DEFAULTS);
    expect(r.effect).toMatchObject({ kind: 'weapon', weaponId: 'rockets', ammoLost: 4 });
  });

  it('7+ Vehicle destroyed: every crewman makes a toughness check', () => {
    // 4 + 3 = 7; crew toughness 3 rolls 4 → out of action.
    const r = rollCritical(new FixedDice([4, 4]), 3, ctx(), MATCH_DEFAULTS);
    expect(r.effect).toMatchObject({ kind: 'destroyed', crew: [{ result: 'out-of-action' }] });
  });

  it('gaps.md #45: a swipe cannot destroy — a 7+ is re-rolled; with 6 criticals it is held at Body damage', () => {
    // 5 + 3 = 8 → re-rolled 2 + 3 = 5 → crew hit (the crewman's check rolls 1).
    const r = rollCritical(new FixedDice([5, 2, 1]), 3, ctx({ cannotDestroy: true }), MATCH_DEFAULTS);
    expect([r.modified, r.effect.kind]).toEqual([5, 'crew']);
    expect(rollCritical(new FixedDice([1, 6]), 6, ctx({ cannotDestroy: true }), MATCH_DEFAULTS).effect.kind).toBe('body');
  });

  it('applyDamage rolls each critical with the growing bonus and stops at Vehicle destroyed', () => {
    // Toughness 1, 0 criticals, 3 damage: 1st 6 → body; 2nd 6 + 1 = 7 → destroyed (crew 1 passes); no 3rd.
    const r = applyDamage(new FixedDice([6, 6, 1]), { damage: 0, toughness: 1, criticals: 0 }, 3, ctx(), MATCH_DEFAULTS);
    expect([r.criticals.length, r.destroyed, r.criticalsAfter]).toEqual([2, true, 2]);
  });
});

describe('Part V › Damage table › Crew compartment', () => {
  it('toughness check: failure out of action, success a flesh wound (-1 D, G and I)', () => {
    expect(crewHit(new FixedDice([4]), crewman()).result).toBe('out-of-action');
    const wound = crewHit(new FixedDice([3]), crewman());
    expect([wound.result, wound.after.driving, wound.after.gunnery, wound.after.initiative]).toEqual(['flesh-wound', 2, 2, 2]);
  });

  it('a flesh wound that drops a characteristic to 0 is out of action', () => {
    expect(crewHit(new FixedDice([1]), crewman({ initiative: 1 })).result).toBe('out-of-action');
  });

  it('Part II › Armored crew seat: 4-6 ignores the injury, rolled before the check (gaps.md #51)', () => {
    expect(crewHit(new FixedDice([4]), crewman({ armoredSeat: true })).result).toBe('ignored-by-seat');
    expect(crewHit(new FixedDice([3, 1]), crewman({ armoredSeat: true })).result).toBe('flesh-wound');
  });

  it('Part I › Ornery: the first flesh wound is ignored; a first-wound out of action becomes a flesh wound', () => {
    expect(crewHit(new FixedDice([1]), crewman({ talents: ['Ornery'] })).result).toBe('ignored-by-ornery');
    expect(crewHit(new FixedDice([6]), crewman({ talents: ['Ornery'] })).result).toBe('flesh-wound');
    expect(crewHit(new FixedDice([6]), crewman({ talents: ['Ornery'], woundsThisMatch: 1 })).result).toBe('out-of-action');
  });

  it('Heavy Body Armor style toughness bonus is added to the check', () => {
    const r = crewHit(new FixedDice([4]), crewman({ toughnessModifiers: [{ label: 'Heavy Body Armor', value: 1, rule: 'World Trade' }] }));
    expect([r.check?.target, r.result]).toEqual([4, 'flesh-wound']);
  });
});

describe('Part V › Damage table › Vehicle destroyed crew checks', () => {
  it('gaps.md #52: Bail-Out! and a Fireproof Suit each re-roll a failure, and stack', () => {
    const c = crewman({
      rerolls: [
        { source: 'Bail-Out!', per: 'unlimited', covers: ['destroyed-vehicle'] },
        { source: 'Fireproof Suit', per: 'unlimited', covers: ['destroyed-vehicle'] },
      ],
    });
    const r = destroyedVehicleCrewCheck(new FixedDice([5, 6, 2]), c, MATCH_DEFAULTS);
    expect([r.result, r.rerollsUsed]).toEqual(['unharmed', ['Bail-Out!', 'Fireproof Suit']]);
  });

  it('gaps.md #51: the armored seat protects here too unless the house rule is off; Ornery does not help', () => {
    expect(destroyedVehicleCrewCheck(new FixedDice([5]), crewman({ armoredSeat: true }), MATCH_DEFAULTS).result).toBe('ignored-by-seat');
    expect(destroyedVehicleCrewCheck(new FixedDice([5]), crewman({ armoredSeat: true }), { armoredSeatOnDestroyed: false }).result).toBe('out-of-action');
    expect(destroyedVehicleCrewCheck(new FixedDice([5]), crewman({ talents: ['Ornery'] }), MATCH_DEFAULTS).result).toBe('out-of-action');
  });
});
