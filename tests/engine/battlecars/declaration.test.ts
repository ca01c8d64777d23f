/** The battlecars declaration (gaps.md #23) through the declaration's own checker; not registered in any build list. */
import { describe, expect, it } from 'vitest';
import { BATTLECARS_PLAYERS, battlecarsDeclaration } from '../../../src-shared/engine/battlecars';
import { checkDeclaration } from '../../../src-shared/engine/declaration';
import { careerEventKinds, registeredRulesets } from '../../../src-shared/engine/registry';

describe('the battlecars declaration', () => {
  it('passes the declaration checker: a vehicle (car or bike by its card type) with a driver, kills and wrecks, placings by last standing', () => {
    const d = checkDeclaration(battlecarsDeclaration);
    expect(d.vehicles.map((v) => v.kind)).toEqual(['vehicle']);
    expect(d.people.map((p) => p.kind)).toEqual(['driver']);
    expect(d.slots.map((s) => [s.vehicle, s.person, s.min, s.max])).toEqual([['vehicle', 'driver', 1, 1]]);
    expect(d.stats.map((s) => s.key)).toEqual(['kills', 'wrecks']);
    expect(d.standings?.scoring).toEqual({ kind: 'placings', points: [3, 2, 1, 0] });
    expect(BATTLECARS_PLAYERS).toEqual({ min: 2, max: 4 });
    expect(d.standings!.scoring.kind === 'placings' && d.standings!.scoring.points.length).toBe(BATTLECARS_PLAYERS.max);
  });
  it('a slot naming an undeclared kind is refused by the same checker', () => {
    expect(() =>
      checkDeclaration({ ...battlecarsDeclaration, slots: [{ id: 'gunner', label: 'Gunner', vehicle: 'truck', person: 'driver', min: 0, max: 1 }] }),
    ).toThrow('names the vehicle kind “truck”, which it does not declare');
  });
  it('is registered in the build, and its career event kinds are its own (no other ruleset declares them)', () => {
    expect(registeredRulesets().map((r) => r.id)).toContain('battlecars');
    const others = registeredRulesets()
      .filter((r) => r.id !== 'battlecars')
      .flatMap((r) => r.declaration.careerEvents.map((k) => k.kind));
    expect(battlecarsDeclaration.careerEvents.filter((k) => others.includes(k.kind))).toEqual([]);
    expect(careerEventKinds()).toEqual(expect.arrayContaining(['driver-killed', 'vehicle-wrecked']));
  });
});
