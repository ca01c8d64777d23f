/**
 * Dirty Wheels' duel (issue 23, gaps.md #40): two cars of the team builder shooting each other through the table's
 * own `shoot` intent. Hand-computed from the shot's odds (the table's, `dwOdds`): a car that cannot shoot back is
 * destroyed by turn n when its structure's worth of hits has landed in n turns (a binomial tail); the same car on
 * both sides gives the same curves; whole duels with seeded dice land within 4 sigma.
 */
import { describe, expect, it } from 'vitest';
import { type CarDesign, dwDuel, dwDuelSimulate, dwOdds, table } from '../../../src-shared/engine/dirtywheels';
import { car, driver, settings } from '../../rulesets/dirtywheels/helpers';

const S = settings();
/** Car types: a Standard car, structure 4, two fixed Machine guns (the builder's new design). */
const standard = (name: string, over: Partial<CarDesign> = {}) => car({ name, ...over });
const side = (name: string, targetInFront: boolean, over: Partial<CarDesign> = {}) => ({
  name,
  design: standard(name, over),
  driver: driver({ name: `${name}'s driver` }),
  targetInFront,
});

/** The chance one Machine gun shot damages the other car, by the table's own odds (the calculator the duel runs). */
function shotChance(distance: number): number {
  const now = {
    ...table.freshTable(
      [side('A', true), side('B', true)].map((s, i) => ({ vehicleId: i + 1, franchiseId: i + 1, ...s })),
      S,
    ),
    phase: 'activations' as const,
    round: 1,
  };
  const r = dwOdds(
    now,
    { kind: 'shoot', shooter: 1, weapon: 0, target: 2, distance, targetInFront: true, bumpy: false, facingBrightLights: false, extraShot: false },
    S,
  );
  return r.questions.find((q) => q.id === 'damage:2')!.outcomes.find((o) => o.value === 1)!.probability;
}

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

describe('Dirty Wheels duel (Shooting, gaps.md #40)', () => {
  it('a car whose fixed guns do not face the other never fires, and the duel says why in the table’s words', () => {
    const r = dwDuel({ a: side('A', true), b: side('B', false), distance: 6, turns: 3 }, S);
    expect(r.weapons.a.every((w) => w.fires)).toBe(true);
    expect(r.weapons.b.map((w) => w.why)).toEqual([
      'Fixed weapons may only be fired at targets directly in front of the car (Shooting).',
      'Fixed weapons may only be fired at targets directly in front of the car (Shooting).',
    ]);
    expect(r.turns.every((t) => t.bWins === 0)).toBe(true);
  });

  it('against a car that cannot shoot back: destroyed by turn n = P(at least 4 of 2n shots damage), structure 4 (Car types: Standard)', () => {
    const p = shotChance(6);
    expect(p).toBeGreaterThan(0);
    const r = dwDuel({ a: side('A', true), b: side('B', false), distance: 6, turns: 10 }, S);
    expect(r.method).toBe('exact');
    for (const t of r.turns) {
      const shots = 2 * t.turn;
      let hand = 0;
      for (let k = 4; k <= shots; k++) hand += choose(shots, k) * p ** k * (1 - p) ** (shots - k);
      expect(t.aWins).toBeCloseTo(hand, 12);
    }
  });

  it('the same car on both sides gives the same curves; chances lie in [0, 1] and never fall', () => {
    const r = dwDuel({ a: side('A', true), b: side('B', true), distance: 6, turns: 10 }, S);
    let last = 0;
    for (const t of r.turns) {
      expect(t.aWins).toBeCloseTo(t.bWins, 14);
      expect(t.aWins).toBeGreaterThanOrEqual(last - 1e-15);
      expect(t.aWins).toBeLessThanOrEqual(1);
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
      last = t.aWins;
    }
  });

  it('whole duels played with seeded dice through the same shots land within 4 sigma of the chain', () => {
    const input = { a: side('A', true), b: side('B', true, { type: 'Racer', weapons: [{ weapon: 'Machine gun', mount: 'turret' }] }), distance: 8, turns: 6 };
    const exact = dwDuel(input, S);
    const runs = 3000;
    const played = dwDuelSimulate(input, S, runs, 11);
    for (const [i, t] of exact.turns.entries())
      for (const k of ['aWins', 'bWins'] as const) {
        const sigma = Math.sqrt((t[k] * (1 - t[k])) / runs);
        expect(Math.abs(played[i]![k] - t[k])).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
  });

  it('lists what it does not model, each with its rule', () => {
    const r = dwDuel({ a: side('A', true), b: side('B', true), distance: 6, turns: 1 }, S);
    expect(r.notModelled.map((n) => n.rule)).toContain('The Rules (gaps.md #40)');
  });
});
