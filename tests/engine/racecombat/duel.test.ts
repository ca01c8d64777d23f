/**
 * Race combat's duel (issue 23, gaps.md #33): two cars shooting each other through the match table's own `shoot`
 * intent. Hand-computed from the rulebook's numbers (one face of the d20 hits, then the internal hit location table
 * decides): a geometric curve; the same car on both sides gives the same curves; chances in [0, 1] that never fall;
 * whole duels with seeded dice within 4 sigma of the chain; bad inputs refused in words, and a weapon that cannot bear
 * named with the table's reason.
 */
import { describe, expect, it } from 'vitest';
import {
  type CarDesign,
  defaultRacecombatSettings,
  type RacecombatSettings,
  RC_STOCK,
  rcDuel,
  type RcDuelInput,
  rcDuelRules,
  rcDuelSimulate,
  rcStockDesign,
  SeededDice,
} from '../../../src-shared/engine/racecombat';
import { gunship, speedster } from './cars';

const S = defaultRacecombatSettings();
const side = (name: string, design: CarDesign, arc: 'front' | 'left' | 'right' | 'rear' = 'front', gear = 3) => ({ name, design, arc, gear });
const input = (a: CarDesign, b: CarDesign, over: Partial<RcDuelInput> = {}): RcDuelInput => ({
  a: side(a.name, a),
  b: side(b.name, b),
  rangeInches: 6,
  turns: 5,
  ...over,
});

describe('Race combat duel (Combat, gaps.md #33)', () => {
  it('one Machine gun that hits only on a 20 against a car that cannot shoot back: a geometric curve, 1 − (1 − 1/20 × 14/20)^n', () => {
    // To hit on 20+ (house rule #1): one face. A hit's one point past no armour kills on 14 of the 20 locations:
    // engine 3-5, fuel 6-7 (the engine, #9), gunner 12-13 (bodywork: no gunner), bodywork 14-20, each part 1 wear point.
    // Weapon 1-2 (none), brakes 8, handling 9, driver 10-11 do not; the driver has 12 hits, more than 10 turns give.
    const settings: RacecombatSettings = { ...S, toHitTarget: 20 };
    const target: CarDesign = {
      ...rcStockDesign(S),
      name: 'Target',
      wearPoints: { tyres: 1, brakes: 1, gearbox: 1, body: 1, engine: 1, handling: 1 },
      crewArmour: { driver: 10, gunner: 0 },
    };
    const shooter = speedster({ name: 'Shooter', targetingComputer: { driver: false, gunner: false } });
    const r = rcDuel(input(shooter, target, { turns: 10 }), settings);
    expect(r.method).toBe('exact');
    const q = (1 / 20) * (14 / 20);
    for (const t of r.turns) {
      expect(t.aWins).toBeCloseTo(1 - (1 - q) ** t.turn, 12);
      expect(t.bWins).toBe(0);
    }
  });

  it('a car against the stock car, which cannot shoot back, stays exact within the duel’s budget (RC_DUEL_BUDGET)', () => {
    // The e2e journey's car: the Teams screen's new car, a tyre point moved, body armour 1, a turret Laser and a front
    // Machine gun, its driver alone. Its chain needs more than 1,000 units of work and less than the budget's 4,000.
    const stock = rcStockDesign(S);
    const widowmaker: CarDesign = {
      ...stock,
      name: 'Widowmaker',
      wearPoints: { ...stock.wearPoints, tyres: stock.wearPoints.tyres - 1 },
      bodyArmour: 1,
      turret: { armour: 0 },
      weapons: [
        { id: 'turretLaser', weapon: 'laser', mount: 'turret' },
        { id: 'frontMg', weapon: 'machineGun', mount: 'front' },
      ],
    };
    const duel = input(widowmaker, stock, { turns: 10 });
    expect(rcDuel(duel, S).method).toBe('exact');
    expect(rcDuel(duel, S, { chainBudget: 1_000 }).method).toBe('sampled');
  });

  it('the same car on both sides gives the same curves; chances lie in [0, 1], add up, and never fall', () => {
    const r = rcDuel(input(speedster({ name: 'A' }), speedster({ name: 'B' }), { turns: 6 }), S, { chainBudget: 50_000 });
    expect(r.method).toBe('exact');
    let last = 0;
    for (const t of r.turns) {
      expect(t.aWins).toBeCloseTo(t.bWins, 12);
      expect(t.aWins).toBeGreaterThanOrEqual(last - 1e-15);
      expect(t.aWins).toBeGreaterThanOrEqual(0);
      expect(t.aWins).toBeLessThanOrEqual(1);
      expect(t.aWins + t.bWins - t.both + t.neither).toBeCloseTo(1, 12);
      last = t.aWins;
    }
    expect(r.turns.at(-1)!.aWins).toBeGreaterThan(0.05);
  });

  it('who fires first: the first car alone wins the turns where both would have gone out at once', () => {
    const a = speedster({ name: 'A' });
    const b = speedster({ name: 'B' });
    const opts = { chainBudget: 50_000 };
    const first = rcDuel(input(a, b, { turns: 6, first: 'a' }), S, opts);
    const swapped = rcDuel(input(a, b, { turns: 6, first: 'b' }), S, opts);
    for (const [i, t] of first.turns.entries()) {
      expect(t.both).toBe(0);
      expect(t.aWins).toBeGreaterThanOrEqual(t.bWins);
      expect(t.aWins).toBeCloseTo(swapped.turns[i]!.bWins, 12);
    }
    expect(first.turns.at(-1)!.aWins).toBeGreaterThan(first.turns.at(-1)!.bWins);
  });

  it('whole duels played with seeded dice through the same shots land within 4 sigma of the chain', () => {
    const duel = input(speedster({ name: 'Speedster' }), gunship({ name: 'Gunship' }), { turns: 3 });
    const exact = rcDuel(duel, S, { chainBudget: 50_000 });
    expect(exact.method).toBe('exact');
    const runs = 800;
    const played = rcDuelSimulate(duel, S, runs, 7);
    for (const [i, t] of exact.turns.entries())
      for (const k of ['aWins', 'bWins'] as const) {
        const sigma = Math.sqrt((t[k] * (1 - t[k])) / runs);
        expect(Math.abs(played[i]![k] - t[k]), `turn ${t.turn} ${k}`).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
    expect(exact.turns.at(-1)!.bWins).toBeGreaterThan(exact.turns.at(-1)!.aWins);
  });

  it('past its budget of work the duel plays whole duels, labelled, each chance with its standard error', () => {
    const r = rcDuel(input(gunship({ name: 'A' }), gunship({ name: 'B' }), { turns: 10 }), S);
    expect(r.method).toBe('sampled');
    expect(r.standardErrors).toHaveLength(10);
    expect(r.how).toMatch(/^sampled: .* 200 whole duels/);
  });

  it('past its budget, the turns the chain finished stay exact and whole duels go on from their states (two Speedsters, 10 turns)', () => {
    const a = speedster({ name: 'A' });
    const b = speedster({ name: 'B' });
    const r = rcDuel(input(a, b, { turns: 10 }), S);
    expect(r.method).toBe('sampled');
    // Seven turns fit in RC_DUEL_BUDGET (3,680 units of work), the eighth does not.
    expect(r.how).toMatch(/^sampled: .*turns 1 to 7 exact .*then 200 whole duels played on from turn 7's states/);
    const six = rcDuel(input(a, b, { turns: 6 }), S);
    expect(six.method).toBe('exact');
    for (const [i, t] of six.turns.entries()) {
      for (const k of ['aWins', 'bWins', 'both', 'neither'] as const) expect(r.turns[i]![k]).toBeCloseTo(t[k], 12);
      expect(r.standardErrors![i]).toEqual({ turn: t.turn, aWins: 0, bWins: 0 });
    }
    for (const e of r.standardErrors!.slice(7)) expect(e.aWins).toBeGreaterThan(0);
  });

  it('a whole duel’s shot played straight onto the cards leaves the state the chain’s shot leaves (apply of its roll), hit or not', () => {
    const { rules, start } = rcDuelRules(input(gunship({ name: 'A' }), speedster({ name: 'B' }), { turns: 10 }), S);
    let changed = 0;
    for (let duel = 0; duel < 40; duel++) {
      let s = start;
      for (let step = 0; step < 16 && !rules.out(s, 'a') && !rules.out(s, 'b'); step++) {
        const side = step % 2 === 0 ? 'a' : 'b';
        const shot = rules.nextShot(s, side, 1);
        if (!shot) {
          s = rules.endTurn(s, 1);
          continue;
        }
        const played = shot.play!(new SeededDice(duel, step * 100));
        expect(played).toEqual(shot.apply(shot.roll(new SeededDice(duel, step * 100))));
        if (JSON.stringify(played[side === 'a' ? 'b' : 'a']) !== JSON.stringify(s[side === 'a' ? 'b' : 'a'])) changed++;
        s = played;
      }
    }
    expect(changed).toBeGreaterThan(40);
  });

  it('names each weapon that cannot bear with the table’s reason: out of its arc, past its range; a reserve weapon fires later', () => {
    const a = speedster({
      name: 'A',
      weapons: [
        { id: 'rearMg', weapon: 'machineGun', mount: 'rear' },
        { id: 'frontLaser', weapon: 'laser', mount: 'front' },
        { id: 'frontMg', weapon: 'machineGun', mount: 'front' },
      ],
    });
    const r = rcDuel(input(a, rcStockDesign(S), { turns: 1 }), S);
    expect(r.weapons.a).toEqual([
      { id: 'rearMg', name: 'Machine gun', fires: false, why: 'The target has to be in the arc of fire of the weapon (Combat › Fire arcs).' },
      { id: 'frontLaser', name: 'Laser', fires: true, why: null },
      { id: 'frontMg', name: 'Machine gun', fires: true, why: expect.stringMatching(/^Fires once a stronger weapon .* its driver alone/) },
    ]);
    expect(r.weapons.b).toEqual([]);
    const far = rcDuel(input(a, rcStockDesign(S), { turns: 1 }), { ...S, weaponRange: { ...S.weaponRange, laser: 'short' } });
    expect(far.weapons.a[1]!.fires).toBe(false);
    expect(far.weapons.a[1]!.why).toMatch(/The target is 6 inches away, past the Laser's 4 inches/);
  });

  it('the stock car is the Teams screen’s new car: the league’s wear points, nothing bought', () => {
    expect(RC_STOCK.key).toBe('new-car');
    const stock = rcStockDesign({ ...S, wearPoints: { tyres: 5, brakes: 3, gearbox: 3, body: 4, engine: 3, handling: 2 } });
    expect(stock).toMatchObject({ name: RC_STOCK.name, bodyArmour: 0, weapons: [], dropped: [], gunner: false, wearPoints: { body: 4, tyres: 5 } });
  });

  it('refuses bad inputs in words naming what is wrong', () => {
    const a = speedster({ name: 'A' });
    const b = speedster({ name: 'B' });
    expect(() => rcDuel(input(a, b, { rangeInches: 0 }), S)).toThrow("The range is more than 0 and at most 48 inches (the table's longest), not 0");
    expect(() => rcDuel(input(a, b, { rangeInches: 49 }), S)).toThrow(/at most 48 inches/);
    expect(() => rcDuel(input(a, b, { turns: 0 }), S)).toThrow('A duel runs 1 to 20 turns, not 0');
    expect(() => rcDuel(input(a, b, { turns: 21 }), S)).toThrow('A duel runs 1 to 20 turns, not 21');
    expect(() => rcDuel({ ...input(a, b), a: side('A', a, 'front', 7) }, S)).toThrow('A: a gear is 1st to 6th, not 7');
    expect(() => rcDuel({ ...input(a, b), b: { ...side('B', b), arc: 'up' as 'front' } }, S)).toThrow(
      'B: the arc the other car is in is one of front, left, right, rear, not “up”',
    );
  });

  it('lists what it leaves out, each with its rule', () => {
    const r = rcDuel(input(speedster({ name: 'A' }), speedster({ name: 'B' }), { turns: 1 }), S);
    expect(r.notModelled.map((n) => n.rule)).toContain('Combat (gaps.md #33)');
    expect(r.notModelled.map((n) => n.rule)).toContain('Combat › Reaction Fire');
  });
});
