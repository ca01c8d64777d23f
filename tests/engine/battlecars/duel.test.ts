/**
 * Battlecars' duel (issue 23, gaps.md #28): two vehicles firing at each other through the table's own `fire` intent.
 * Hand-computed from the sheet's numbers on a card whose centre holds only its driver; properties (chances in [0, 1],
 * never falling, the same design on both sides gives the same curves); whole duels with seeded dice within 4 sigma of
 * the exact chain; bad inputs refused in words.
 */
import { describe, expect, it } from 'vitest';
import {
  BC_DUEL_BUDGET,
  type BcDuelSide,
  battlecarsSettingsSchema,
  bcDuel,
  bcDuelSimulate,
  type CardType,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  DEFAULT_CARD_TYPES,
  stockSide,
  type VehicleDesign,
} from '../../../src-shared/engine/battlecars';

const S = battlecarsSettingsSchema.parse({});

/** A card whose centre section holds only the driver, behind no side armour: every point a round carries hits him. */
const OPEN: CardType = {
  id: 'open',
  name: 'Open buggy',
  kind: 'car',
  armour: { front: 2, rear: 2, sideFront: 1, sideCentre: 0, sideRear: 1 },
  components: [
    { id: 'driver', kind: 'driver', label: 'Driver', section: 'centre', boxes: 3 },
    { id: 'tyreFront', kind: 'tyre', label: 'Front tyre', section: 'front', boxes: 2 },
    { id: 'tyreRear', kind: 'tyre', label: 'Rear tyre', section: 'rear', boxes: 2 },
  ],
  hitLocation: {
    front: Array.from({ length: 8 }, () => ['tyreFront']),
    centre: Array.from({ length: 8 }, () => ['driver']),
    rear: Array.from({ length: 8 }, () => ['tyreRear']),
  },
};

const design = (name: string, cardType: string, loads: VehicleDesign['loads']): VehicleDesign => ({ version: 1, name, cardType, loads });
const car = (name: string, loads: VehicleDesign['loads'], shows: BcDuelSide['shows'] = 'leftCentre'): BcDuelSide => ({
  name,
  design: design(name, 'car', loads),
  card: DEFAULT_CAR,
  shows,
});
const MG3 = ['MG rounds', 'MG rounds', 'MG rounds'] as const;

describe('Battlecars duel (Firing, gaps.md #28)', () => {
  it('hand-computed: a turret’s 3 MG rounds at range 2 into an open driver (d8 + 1 ≥ 2 always hits; d8 − 2 − 2 damage)', () => {
    // Firing sequence: MG d8 to hit, +1 for the Gunnery Computer, against range 2: every roll hits. Damage d8-2 minus
    // range 2: 0 on 1–4 (half), 1, 2, 3, 4 on 5–8 (an eighth each). The driver is dead after three points.
    const shot = new Map([
      [0, 4 / 8],
      [1, 1 / 8],
      [2, 1 / 8],
      [3, 1 / 8],
      [4, 1 / 8],
    ]);
    let sums = new Map([[0, 1]]);
    const dead: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const next = new Map<number, number>();
      for (const [s, p] of sums) for (const [d, q] of shot) next.set(Math.min(3, s + d), (next.get(Math.min(3, s + d)) ?? 0) + p * q);
      sums = next;
      dead.push(sums.get(3) ?? 0);
    }
    expect(dead[0]).toBe(2 / 8);
    const target = stockSide('open', [OPEN], 'leftCentre');
    const r = bcDuel({ a: car('Gunner', { turret: [...MG3] }), b: target, range: 2, turns: 5 }, S);
    expect(r.method).toBe('exact');
    // One round a turn (the target never fires, so there is no return fire); three rounds, then the turret is empty.
    const expected = [dead[0]!, dead[1]!, dead[2]!, dead[2]!, dead[2]!];
    r.turns.forEach((t, i) => {
      expect(t.aWins).toBeCloseTo(expected[i]!, 12);
      expect(t.bWins).toBe(0);
    });
    expect(r.weapons.a).toEqual([{ mount: 'turret', name: 'Turret (3 × MG rounds)', fires: true, why: null }]);
    expect(r.weapons.b).toEqual([]);
  });

  it('a pod facing away never fires, and the duel says why in the rule’s words; a mount named to fire that cannot is refused', () => {
    const a = car('A', { podFront: ['Rocket', 'Rocket'], podLeft: ['MG rounds'] }, 'leftCentre');
    const r = bcDuel({ a, b: stockSide('car', DEFAULT_CARD_TYPES, 'front'), range: 3, turns: 2 }, S);
    expect(r.weapons.a.map((w) => [w.mount, w.fires])).toEqual([
      ['podLeft', true],
      ['podFront', false],
    ]);
    expect(r.weapons.a[1]!.why).toBe(
      'the Front pod faces front: pods may only fire along the line of their barrel and 45º to either side, and the Stock Car is off the left (Firing)',
    );
    expect(() => bcDuel({ a: { ...a, mounts: ['podFront'] }, b: stockSide('car', DEFAULT_CARD_TYPES, 'front'), range: 3, turns: 2 }, S)).toThrow(
      'A (A): the Front pod faces front: pods may only fire along the line of their barrel',
    );
    expect(() => bcDuel({ a: { ...a, mounts: ['podTop'] }, b: stockSide('car', DEFAULT_CARD_TYPES, 'front'), range: 3, turns: 2 }, S)).toThrow(
      'A (A) has no pod or turret “podTop”: its mounts are podFront, turret, podLeft, podRight, podRear',
    );
  });

  it('Flame beyond its flat range 3 never fires, nor does a pod of mines (Weapons, gaps.md #12)', () => {
    const bike: BcDuelSide = {
      name: 'Torch',
      design: design('Torch', 'bike', { podFront: ['Flame'], podRear: ['Mines'] }),
      card: DEFAULT_BIKE,
      shows: 'front',
    };
    const r = bcDuel({ a: bike, b: stockSide('car', DEFAULT_CARD_TYPES, 'front'), range: 5, turns: 1 }, S);
    expect(r.weapons.a.map((w) => w.why)).toEqual([
      "the Front pod's Flame never hits at range 5: its range is a flat 3 +1 (Gunnery Computer) (Firing › Firing sequence)",
      'the Rear pod holds Mines, a passive weapon: dropped onto a point, not fired (Firing)',
    ]);
    expect(r.turns[0]!.aWins).toBe(0);
  });

  it('the same design on both sides gives the same curves; chances lie in [0, 1] and never fall', () => {
    const side = car('Twin', { turret: [...MG3], podLeft: ['MG rounds', 'MG rounds'] });
    const r = bcDuel({ a: side, b: { ...side, name: 'Twin 2' }, range: 3, turns: 10 }, S);
    expect(r.method).toBe('sampled');
    let last = { a: 0, b: 0 };
    for (const [i, t] of r.turns.entries()) {
      // Sampled: the two sides alike, within 4 sigma of each other (each chance carries its standard error).
      const se = r.standardErrors![i]!;
      expect(Math.abs(t.aWins - t.bWins)).toBeLessThanOrEqual(4 * Math.hypot(se.aWins, se.bWins) + 1e-12);
      for (const k of ['aWins', 'bWins', 'both', 'neither'] as const) {
        expect(t[k]).toBeGreaterThanOrEqual(0);
        expect(t[k]).toBeLessThanOrEqual(1);
      }
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
      expect(t.aWins).toBeGreaterThanOrEqual(last.a);
      expect(t.bWins).toBeGreaterThanOrEqual(last.b);
      last = { a: t.aWins, b: t.bWins };
    }
    // Exact when the chain may run its course (one turn): the same design, the same chance to the last digit.
    const one = bcDuel({ a: side, b: { ...side, name: 'Twin 2' }, range: 3, turns: 1 }, S, { chainBudget: 1e6 });
    expect(one.method).toBe('exact');
    expect(one.turns[0]!.aWins).toBeGreaterThan(0);
    expect(one.turns[0]!.aWins).toBeCloseTo(one.turns[0]!.bWins, 14);
    expect(r.standardErrors).toHaveLength(10);
    expect(r.how).toContain(`${BC_DUEL_BUDGET.runs} whole duels`);
  });

  it('whole duels played with seeded dice through the same rounds land within 4 sigma of the exact chain', () => {
    const input = {
      a: car('Gunner', { turret: [...MG3] }),
      b: { name: 'Buggy', design: design('Buggy', 'open', {}), card: OPEN, shows: 'leftCentre' as const },
      range: 2,
      turns: 4,
    };
    const exact = bcDuel(input, S, { chainBudget: 1e6 });
    expect(exact.method).toBe('exact');
    const runs = 2000;
    const played = bcDuelSimulate(input, S, runs, 7);
    for (const [i, t] of exact.turns.entries()) {
      const sigma = Math.sqrt((t.aWins * (1 - t.aWins)) / runs);
      expect(Math.abs(played[i]!.aWins - t.aWins)).toBeLessThanOrEqual(4 * sigma + 1e-12);
    }
    // And with return fire both ways, one turn of two cars, exact against 2,000 whole duels.
    const both = { a: car('A', { turret: [...MG3] }), b: car('B', { turret: [...MG3], podLeft: ['MG rounds', 'MG rounds'] }), range: 2, turns: 1 };
    const chain = bcDuel(both, S, { chainBudget: 1e6 });
    const sim = bcDuelSimulate(both, S, runs, 3);
    for (const k of ['aWins', 'bWins'] as const) {
      const p = chain.turns[0]![k];
      expect(p).toBeGreaterThan(0);
      expect(Math.abs(sim[0]![k] - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs));
    }
  });

  it('refuses bad inputs in words: the range, the turns, a stock name, a block, a design its card cannot hold', () => {
    const a = car('A', { turret: [...MG3] });
    const b = stockSide('car', DEFAULT_CARD_TYPES, 'front');
    expect(() => bcDuel({ a, b, range: -1, turns: 3 }, S)).toThrow('The range is a whole number of points from 0 to 40 (Firing › Firing sequence), not -1');
    expect(() => bcDuel({ a, b, range: 2.5, turns: 3 }, S)).toThrow('not 2.5');
    expect(() => bcDuel({ a, b, range: 3, turns: 0 }, S)).toThrow('A duel runs 1 to 20 turns, not 0');
    expect(() => bcDuel({ a, b, range: 3, turns: 21 }, S)).toThrow('A duel runs 1 to 20 turns, not 21');
    expect(() => stockSide('tank', DEFAULT_CARD_TYPES, 'front')).toThrow(
      'There is no stock “tank”: the stock vehicles are the league’s card types, car, bike (Vehicle cards (gaps.md #4)).',
    );
    expect(() => bcDuel({ a: { ...a, shows: 'top' as never }, b, range: 3, turns: 3 }, S)).toThrow('A shows the other “top”: say one of its armour blocks');
    expect(() => bcDuel({ a: car('A', { turret: ['Rocket'] }), b, range: 3, turns: 3 }, S)).toThrow('A: Turrets may only hold MG rounds.');
  });

  it('lists what it does not model, each with its rule', () => {
    const r = bcDuel({ a: car('A', { turret: [...MG3] }), b: stockSide('bike', DEFAULT_CARD_TYPES, 'front'), range: 2, turns: 1 }, S);
    expect(r.notModelled.map((n) => n.rule)).toContain('Movement (gaps.md #28)');
    expect(r.notModelled.every((n) => n.what.length > 10 && n.rule.length > 3)).toBe(true);
  });
});
