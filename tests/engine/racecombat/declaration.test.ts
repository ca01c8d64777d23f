/** The race-combat declaration (gaps.md #28) through the declaration's own checker, and its registration in the build. */
import { describe, expect, it } from 'vitest';
import { checkDeclaration } from '../../../src-shared/engine/declaration';
import { DEFAULT_RACE_SCORING, racecombatDeclaration } from '../../../src-shared/engine/racecombat';
import { careerEventKinds, registeredRulesets } from '../../../src-shared/engine/registry';

describe('the race-combat declaration', () => {
  it('passes the declaration checker: cars with a driver and up to one gunner, meetings of races, drivers’ and teams’ tables', () => {
    const d = checkDeclaration(racecombatDeclaration);
    expect(d.vehicles.map((v) => v.kind)).toEqual(['car']);
    expect(d.slots.map((s) => [s.vehicle, s.person, s.min, s.max])).toEqual([
      ['car', 'driver', 1, 1],
      ['car', 'gunner', 0, 1],
    ]);
    expect(d.results.round).toEqual({ one: 'race', many: 'races' });
    expect(d.results.rounds).toEqual({ min: 1, max: 8 });
    expect(d.results.entrant).toEqual({ kind: 'person', of: 'driver' });
    expect(d.results.teamsFrom).toBe('entrants');
    expect(d.results.entrants).toEqual(d.standings);
  });
  it('League (gaps.md #24): 10-8-6-5-4-3-2-1, eliminated cars score nothing and go out in order, the countback breaks ties', () => {
    const d = checkDeclaration(racecombatDeclaration);
    expect(d.standings!.scoring).toEqual({ kind: 'placings', points: [...DEFAULT_RACE_SCORING.pointsPerPlace], out: DEFAULT_RACE_SCORING.eliminated });
    expect(d.standings!.tieBreakers).toEqual(DEFAULT_RACE_SCORING.tieBreakers);
    expect(d.results.out).toEqual({ stat: 'eliminations', when: ['outLap', 'outTurn'] });
    expect(d.stats.map((s) => [s.key, s.better])).toEqual([
      ['eliminations', 'less'],
      ['outLap', 'more'],
      ['outTurn', 'more'],
    ]);
  });
  it('a stat breaker naming an undeclared stat is refused by the same checker', () => {
    expect(() =>
      checkDeclaration({ ...racecombatDeclaration, standings: { scoring: { kind: 'placings', points: [10] }, tieBreakers: [{ stat: 'fourths' }] } }),
    ).toThrow('fourths');
  });
  it('is registered in the build once, and its career event kinds are its own', () => {
    expect(registeredRulesets().filter((r) => r.id === 'racecombat')).toHaveLength(1);
    const kinds = careerEventKinds();
    for (const k of racecombatDeclaration.careerEvents) expect(kinds.filter((x) => x === k.kind)).toEqual([k.kind]);
  });
});
