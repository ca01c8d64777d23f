import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../../src-shared/engine/dice';
import { driverPostMatch, sufferInjury, type DriverMatchReport } from '../../../../src-shared/engine/dethmetal/driver';
import { driver, settings } from './helpers';

const raced: DriverMatchReport = { tookPart: true, won: false, criticals: 0, scored: false, role: 'driver' };
const idle: DriverMatchReport = { tookPart: false, won: false, criticals: 0, scored: false, role: 'driver' };
const noSponsors = { sponsorBonuses: [] };

describe('Part VI › Post-match: the driver part (gaps.md #11, #52, #70)', () => {
  it('killed in the match: cloned, quirk check (3 ≤ 3 passes), +1 xp, one fatigue point (5 → Gunnery), match state cleared', () => {
    const dead = sufferInjury(driver(), { result: 'out-of-action', fromDestroyedVehicle: false }, settings).driver;
    const r = driverPostMatch(new FixedDice([3, 5]), dead, raced, noSponsors, settings);
    expect(r.status).toBe('done');
    if (r.status !== 'done') return;
    expect(r.cloned).toBe(true);
    expect(r.quirkCheck?.check.success).toBe(true);
    expect(r.xp.total).toBe(1);
    expect(r.driver.xp).toBe(1);
    expect(r.driver.fatigue).toEqual(['gunnery']);
    expect(r.driver.match).toEqual({ fleshWounds: 0, woundsSuffered: 0, outOfAction: false, missesMatch: false });
  });

  it('2 xp + took part and won (+2) = 4 xp: level 2, one advancement roll (7, 4 → Toughness), then fatigue (1 → Initiative)', () => {
    const r = driverPostMatch(new FixedDice([7, 4, 1]), driver({ xp: 2 }), { ...raced, won: true }, noSponsors, settings);
    if (r.status !== 'done') throw new Error(r.status);
    expect(r.cloned).toBe(false);
    expect(r.quirkCheck).toBeUndefined();
    expect(r.driver).toMatchObject({ xp: 4, level: 2, traits: { toughness: 4 }, fatigue: ['initiative'] });
  });

  it('a match spent idle: no XP, all fatigue lost', () => {
    const r = driverPostMatch(new FixedDice([]), driver({ xp: 5, level: 2, fatigue: ['driving', 'driving'] }), idle, noSponsors, settings);
    if (r.status !== 'done') throw new Error(r.status);
    expect(r.driver).toMatchObject({ xp: 5, fatigue: [] });
  });

  it('a match missed to Heart condition counts as idle (gaps.md #21); it cannot also have been raced', () => {
    const missed = driver({ fatigue: ['gunnery'], match: { fleshWounds: 0, woundsSuffered: 0, outOfAction: false, missesMatch: true } });
    const r = driverPostMatch(new FixedDice([]), missed, idle, noSponsors, settings);
    if (r.status !== 'done') throw new Error(r.status);
    expect(r.driver.fatigue).toEqual([]);
    expect(r.driver.match.missesMatch).toBe(false);
    expect(() => driverPostMatch(new FixedDice([]), missed, raced, noSponsors, settings)).toThrow(RangeError);
  });

  it('a choice in the advancement stops before fatigue; the re-run with the answer finishes', () => {
    const d = driver({ xp: 2, talents: [{ name: 'Mechanic', count: 1 }] });
    const values = [3, 2, 6];
    const first = driverPostMatch(new FixedDice(values), d, raced, noSponsors, settings);
    expect(first.status).toBe('choice-needed');
    const second = driverPostMatch(new FixedDice(values), d, raced, noSponsors, settings, ['take-mechanic-again']);
    if (second.status !== 'done') throw new Error(second.status);
    expect(second.driver.talents).toEqual([{ name: 'Mechanic', count: 2 }]);
    expect(second.driver.fatigue).toEqual(['gunnery']);
  });
});
