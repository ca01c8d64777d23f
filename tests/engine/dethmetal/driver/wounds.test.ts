import { describe, expect, it } from 'vitest';
import { clearMatchState, effectiveTraits, healFleshWound, sufferInjury, type Driver } from '../../../../src-shared/engine/dethmetal/driver';
import { driver, settings } from './helpers';

const crewHit = { result: 'flesh-wound', fromDestroyedVehicle: false } as const;
const killed = { result: 'out-of-action', fromDestroyedVehicle: false } as const;
const destroyed = { result: 'out-of-action', fromDestroyedVehicle: true } as const;
const ornery: Partial<Driver> = { talents: [{ name: 'Ornery', count: 1 }] };

describe('Part V › Damage table › Crew compartment: flesh wounds', () => {
  it('a flesh wound: -1 D, G, I; out of action when the third takes them from 3 to 0', () => {
    let d = driver();
    d = sufferInjury(d, crewHit, settings).driver;
    expect(effectiveTraits(d, settings).driving.value).toBe(2);
    const second = sufferInjury(d, crewHit, settings);
    expect(second.suffered).toBe('flesh-wound');
    const third = sufferInjury(second.driver, crewHit, settings);
    expect(third.suffered).toBe('out-of-action');
    expect(third.driver.match).toMatchObject({ fleshWounds: 3, outOfAction: true });
  });

  it('a wound that takes a fatigued trait to 0 puts him out of action: initiative 3 - 2 fatigue - 1 wound = 0', () => {
    const r = sufferInjury(driver({ fatigue: ['initiative', 'initiative'] }), crewHit, settings);
    expect(r.suffered).toBe('out-of-action');
    expect(r.explanation.at(-1)).toContain('Initiative');
  });

  it('a failed toughness check: out of action', () => {
    const r = sufferInjury(driver(), killed, settings);
    expect(r.suffered).toBe('out-of-action');
    expect(r.driver.match.fleshWounds).toBe(0);
  });

  it('nothing more can happen to a competitor already out of action; a destroyed vehicle gives no flesh wound', () => {
    const dead = sufferInjury(driver(), killed, settings).driver;
    expect(() => sufferInjury(dead, crewHit, settings)).toThrow();
    expect(() => sufferInjury(driver(), { result: 'flesh-wound', fromDestroyedVehicle: true }, settings)).toThrow(RangeError);
  });

  it('Medical Kit heals one flesh wound between heats', () => {
    const wounded = sufferInjury(driver(), crewHit, settings).driver;
    expect(effectiveTraits(healFleshWound(wounded), settings).driving.value).toBe(3);
    expect(() => healFleshWound(driver())).toThrow(RangeError);
  });
});

describe('Part I › Toughness and Agility Talents › Ornery', () => {
  it('ignores the first flesh wound of the match; the second counts', () => {
    const first = sufferInjury(driver(ornery), crewHit, settings);
    expect(first.suffered).toBe('nothing');
    expect(first.driver.match.fleshWounds).toBe(0);
    const second = sufferInjury(first.driver, crewHit, settings);
    expect(second.suffered).toBe('flesh-wound');
    expect(second.driver.match.fleshWounds).toBe(1);
  });

  it('a first wound that is out of action becomes a flesh wound with full penalties; a later one is out of action', () => {
    const first = sufferInjury(driver(ornery), killed, settings);
    expect(first.suffered).toBe('flesh-wound');
    expect(effectiveTraits(first.driver, settings).gunnery.value).toBe(2);
    expect(sufferInjury(first.driver, killed, settings).suffered).toBe('out-of-action');
  });

  it('has no effect on an injury from a destroyed vehicle', () => {
    expect(sufferInjury(driver(ornery), destroyed, settings).suffered).toBe('out-of-action');
  });

  it('works once per match: cleared match state gives him a fresh first wound', () => {
    const used = sufferInjury(driver(ornery), crewHit, settings).driver;
    const nextMatch = clearMatchState(used);
    expect(sufferInjury(nextMatch, crewHit, settings).suffered).toBe('nothing');
  });
});
