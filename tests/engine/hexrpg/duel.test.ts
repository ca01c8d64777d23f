/**
 * The hex RPG's duel (issue 23, gaps.md #40, #41): two vehicles shooting each other through the table's own `shoot`
 * intent. Hand-computed from the rulebook's numbers (3d. Weapon Usage: 7 or less on 2d6, +1 a level of the firing
 * driver, the position-by-target cell): a vehicle one hit wrecks is out by turn n with a geometric chance; each side's
 * chain joined equals the core's joint chain over both cards; the same vehicle on both sides gives the same curves;
 * whole duels with seeded dice land within 4 sigma; bad inputs are refused in words.
 */
import { describe, expect, it } from 'vitest';
import {
  type Character,
  defaultHexrpgSettings,
  type HxDuelSide,
  hexrpgDuel,
  hexrpgDuelJointChain,
  hexrpgDuelSimulate,
  newCharacter,
  stockDuelSide,
  type Vehicle,
  vehicleSchema,
} from '../../../src-shared/engine/hexrpg';

const S = defaultHexrpgSettings();
/** A driver with the driving skill at `level` for every kind (3d: +1 a level of the driver firing). */
const driver = (name: string, level: number): Character => {
  const c = newCharacter(name);
  return { ...c, skills: { ...c.skills, driving: { bike: level, car: level, warcar: level } } };
};
const GUN = { name: 'Gun', minimal: 1, average: 3, maximal: 6, position: 'same' as const };
const vehicle = (name: string, kind: Vehicle['kind'], o: object = {}): Vehicle => vehicleSchema.parse({ version: 1, name, kind, ...o });
const side = (name: string, v: Vehicle, level = 2, from: HxDuelSide['from'] = 'mounted'): HxDuelSide => ({
  name,
  vehicle: v,
  driver: driver(`${name}'s driver`, level),
  from,
});

describe('the hex RPG duel (3d. Weapon Usage, gaps.md #40)', () => {
  it('a 1 HP bike that cannot shoot back is wrecked by turn n with chance 1 − (5/18)^n: 2d6 ≤ 7 + 2 (level 2) − 1 (same position at a bike)', () => {
    const r = hexrpgDuel(
      { a: side('A', vehicle('A', 'car', { weapons: [GUN] })), b: side('B', vehicle('B', 'bike', { stats: { hp: 1 } }), 0), hexes: 4, turns: 10 },
      S,
    );
    expect(r.method).toBe('exact');
    expect(r.weapons.a).toEqual([{ name: 'Gun', fires: true, why: null }]);
    expect(r.weapons.b).toEqual([]);
    for (const t of r.turns) {
      expect(t.aWins).toBeCloseTo(1 - (5 / 18) ** t.turn, 12);
      expect(t.bWins).toBe(0);
    }
  });

  it('two 1 HP cars, each hit on 2d6 ≤ 8 (7 + 2 firing − 2 target driver + 1 at a car, same position): both fire each turn, both may go out at once', () => {
    const car = (n: string) => vehicle(n, 'car', { weapons: [GUN], stats: { hp: 1 } });
    const r = hexrpgDuel({ a: side('A', car('A')), b: side('B', car('B')), hexes: 4, turns: 6 }, S);
    const p = 26 / 36;
    const miss2 = (1 - p) ** 2;
    for (const t of r.turns) {
      const series = (1 - miss2 ** t.turn) / (1 - miss2);
      expect(t.aWins).toBeCloseTo(p * series, 12);
      expect(t.bWins).toBeCloseTo(p * series, 12);
      expect(t.both).toBeCloseTo(p * p * series, 12);
      expect(t.neither).toBeCloseTo(miss2 ** t.turn, 12);
    }
  });

  it('each side’s own chain, joined, is the core’s joint chain over both cards (two bikes worn down by hits and criticals)', () => {
    const input = {
      a: side('A', vehicle('A', 'bike', { weapons: [GUN], stats: { hp: 7 } }), 3),
      b: side('B', vehicle('B', 'bike', { weapons: [GUN, { ...GUN, name: 'Spike', minimal: 0, average: 1, maximal: 2 }], stats: { hp: 5 } }), 1),
      hexes: 3,
      turns: 3,
    };
    const joined = hexrpgDuel(input, S);
    const joint = hexrpgDuelJointChain(input, S, { chainBudget: 10_000_000 });
    expect(joined.method).toBe('exact');
    expect(joint.method).toBe('exact');
    for (const [i, t] of joint.turns.entries())
      for (const k of ['aWins', 'bWins', 'both', 'neither'] as const) expect(joined.turns[i]![k]).toBeCloseTo(t[k], 12);
  });

  it('the same vehicle on both sides gives the same curves; chances lie in [0, 1], add up and never fall', () => {
    const car = (n: string) => vehicle(n, 'car', { weapons: [GUN] });
    const r = hexrpgDuel({ a: side('A', car('A')), b: side('B', car('B')), hexes: 6, turns: 10 }, S);
    expect(r.method).toBe('exact');
    let last = 0;
    for (const t of r.turns) {
      expect(t.aWins).toBeCloseTo(t.bWins, 14);
      expect(t.aWins).toBeGreaterThanOrEqual(last - 1e-15);
      expect(t.aWins).toBeGreaterThanOrEqual(0);
      expect(t.aWins).toBeLessThanOrEqual(1);
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
      last = t.aWins;
    }
    // A 100 HP car outlasts ten turns of one gun's hits: only criticals (dies, explodes, the driver hit) put it out.
    expect(r.turns[9]!.aWins).toBeGreaterThan(0.001);
    expect(r.turns[9]!.aWins).toBeLessThan(0.1);
  });

  it('whole duels played with seeded dice at the cards’ own hit points land within 4 sigma of the chain', () => {
    const input = {
      a: side('A', vehicle('A', 'bike', { weapons: [GUN], stats: { hp: 10 } }), 2),
      b: side('B', vehicle('B', 'car', { weapons: [{ ...GUN, position: 'lower' as const }], stats: { hp: 14 } }), 1),
      hexes: 5,
      turns: 5,
    };
    const exact = hexrpgDuel(input, S);
    const runs = 2000;
    const played = hexrpgDuelSimulate(input, S, runs, 7);
    for (const [i, t] of exact.turns.entries())
      for (const k of ['aWins', 'bWins'] as const) {
        const sigma = Math.sqrt((t[k] * (1 - t[k])) / runs);
        expect(Math.abs(played[i]![k] - t[k]), `turn ${t.turn} ${k}`).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
    expect(exact.turns[4]!.aWins).toBeGreaterThan(0.2);
    expect(exact.turns[4]!.bWins).toBeGreaterThan(0.2);
  });

  it('past its budget of work a side’s chain gives way to whole duels with seeded dice, labelled, each chance with its error', () => {
    const input = {
      a: side('A', vehicle('A', 'bike', { weapons: [GUN], stats: { hp: 10 } }), 2),
      b: side('B', vehicle('B', 'bike', { weapons: [GUN], stats: { hp: 10 } }), 2),
      hexes: 5,
      turns: 4,
    };
    const r = hexrpgDuel(input, S, { chainBudget: 50, runs: 300 });
    expect(r.method).toBe('sampled');
    expect(r.how).toMatch(/^sampled: a side's chain needs more than 50 units of work \(its budget\); 300 whole duels/);
    expect(r.standardErrors).toHaveLength(4);
    const exact = hexrpgDuel(input, S);
    for (const [i, t] of exact.turns.entries()) {
      const sigma = Math.sqrt((t.aWins * (1 - t.aWins)) / 300);
      expect(Math.abs(r.turns[i]!.aWins - t.aWins)).toBeLessThanOrEqual(4 * sigma + 1e-12);
      expect(r.standardErrors![i]!.aWins).toBeCloseTo(Math.sqrt((r.turns[i]!.aWins * (1 - r.turns[i]!.aWins)) / 300), 12);
    }
    // The same inputs, the same figures: the dice are seeded, the budget is work, not time.
    expect(hexrpgDuel(input, S, { chainBudget: 50, runs: 300 }).turns).toEqual(r.turns);
  });

  it('a weapon that stores no position fires only when the side says where it fires from (gaps.md #35), in the table’s words', () => {
    const bare = vehicle('Bare', 'car', { weapons: [{ ...GUN, position: undefined }] });
    const target = side('B', stockDuelSide('car').vehicle);
    const mounted = hexrpgDuel({ a: side('A', bare), b: target, hexes: 2, turns: 2 }, S);
    expect(mounted.weapons.a).toEqual([
      {
        name: 'Gun',
        fires: false,
        why: "Say whether the Bare's Gun fires from a higher, the same or a lower position: its design stores none (gaps.md #35) (3d. Vehicular Combat › Weapon Usage).",
      },
    ]);
    expect(mounted.turns.every((t) => t.aWins === 0)).toBe(true);
    const higher = hexrpgDuel({ a: side('A', bare, 2, 'higher'), b: target, hexes: 2, turns: 2 }, S);
    expect(higher.weapons.a[0]!.fires).toBe(true);
    expect(higher.turns[1]!.aWins).toBeGreaterThan(0);
  });

  it('a stock vehicle is the Gangs screen’s new one: the league’s typical numbers, no weapons, a new character at the controls', () => {
    const s = stockDuelSide('Warcar');
    expect(s.vehicle).toMatchObject({ kind: 'warcar', weapons: [], stats: {} });
    expect(s.driver).toMatchObject({ musc: 10, agi: 3 });
    expect(() => stockDuelSide('tank')).toThrow('There is no stock “tank”: the stock vehicles are bike, car, warcar');
  });

  it('refuses a bad range, turns or position in words', () => {
    const a = side('A', vehicle('A', 'car', { weapons: [GUN] }));
    const b = side('B', vehicle('B', 'car'));
    expect(() => hexrpgDuel({ a, b, hexes: 0, turns: 5 }, S)).toThrow('The range is a whole number of hexes from 1 to 60, not 0');
    expect(() => hexrpgDuel({ a, b, hexes: 2.5, turns: 5 }, S)).toThrow('not 2.5');
    expect(() => hexrpgDuel({ a, b, hexes: 3, turns: 21 }, S)).toThrow('A duel runs 1 to 20 turns, not 21');
    expect(() => hexrpgDuel({ a: { ...a, from: 'above' as never }, b, hexes: 3, turns: 5 }, S)).toThrow(
      'A fires from mounted, higher, same, lower, not “above”',
    );
  });

  it('lists what it leaves out, each with its rule', () => {
    const r = hexrpgDuel({ a: side('A', vehicle('A', 'car', { weapons: [GUN] })), b: side('B', vehicle('B', 'car')), hexes: 3, turns: 1 }, S);
    expect(r.notModelled.map((n) => n.rule)).toContain('2. Movement (gaps.md #40)');
    expect(r.notModelled.map((n) => n.rule)).toContain('3e. Critical hits › People (gaps.md #41)');
  });
});
