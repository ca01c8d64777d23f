/**
 * Dirty Wheels' table odds (issue 23): every rolling intent's exact distribution through the table's own resolver,
 * checked against brute-force enumerations written here, hand-computed values from the rulebook's numbers
 * (shared/rules/dirty-wheels.md), and 100,000 seeded rolls within 4 sigma.
 */
import { describe, expect, it } from 'vitest';
import { type OddsReport, oddsOf, type RollAsked } from '../../../src-shared/engine/core/odds';
import { type RollRecord, SeededDice } from '../../../src-shared/engine/dice';
import { type CarDesign, DW_ODDS, type DwIntent, dwOdds, dwRunner, table } from '../../../src-shared/engine/dirtywheels';
import { car, driver, settings } from '../../rulesets/dirtywheels/helpers';

const S = settings();
/** Exactness is what these tests prove: a run budget past the screens' for the largest walks (a count, not a time). */
const SLOW_OK = { budget: 1_000_000 };
const start = (designs: CarDesign[]) =>
  designs.map((design, i) => ({ vehicleId: i + 1, franchiseId: i + 1, name: design.name, design, driver: driver({ name: `Driver ${i + 1}` }) }));
/** Two Standard cars (armour 5, structure 4), drivers of the middle stat row (aim 0, skill 4, bravery 4, initiative 2). */
const twoCars = (a: Partial<CarDesign> = {}, b: Partial<CarDesign> = {}) => {
  const fresh = table.freshTable(start([car({ name: 'Rusty', ...a }), car({ name: 'Dusty', ...b })]), S);
  return { ...fresh, phase: 'activations' as const, round: 1 };
};
const q = (r: OddsReport, id: string) => r.questions.find((x) => x.id === id)!;
const fraction = (r: OddsReport, id: string, value: unknown) => q(r, id).outcomes.find((o) => o.value === value)?.fraction;

/** Exact P(at least one of n dice exceeds), written independently: 1 − (misses/6)^n as a reduced fraction. */
function anyExceeds(n: number, hitFaces: number): string {
  const den = 6n ** BigInt(n);
  const num = den - BigInt(6 - hitFaces) ** BigInt(n);
  const g = gcd(num, den);
  return `${num / g}/${den / g}`;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

describe('Shooting: one damage if any attack die exceeds armour less strength', () => {
  it('a Machine gun (6 attacks, strength 0) at armour 5 with aim 0 hits on a 6: 1 − (5/6)^6, from a brute-force walk of all 6^6 dice', () => {
    const now = twoCars();
    const shot: DwIntent = {
      kind: 'shoot',
      shooter: 1,
      weapon: 0,
      target: 2,
      distance: 4,
      targetInFront: true,
      bumpy: false,
      facingBrightLights: false,
      extraShot: false,
    };
    const r = dwOdds(now, shot, S, SLOW_OK);
    expect(r.method).toBe('exact');
    expect(fraction(r, 'damage:2', 1)).toBe(anyExceeds(6, 1));
    expect(fraction(r, 'damage:2', 1)).toBe('31031/46656');
    // Brute force: every sequence of six dice, counted here without the engine.
    let hit = 0;
    for (let n = 0; n < 6 ** 6; n++) {
      let x = n;
      let any = false;
      for (let d = 0; d < 6; d++, x = Math.floor(x / 6)) any ||= (x % 6) + 1 > 5;
      if (any) hit++;
    }
    expect(hit / 46656).toBeCloseTo(q(r, 'damage:2').outcomes.find((o) => o.value === 1)!.probability, 14);
    // Hits: binomial(6, 1/6); one damage cannot destroy a structure-4 car.
    expect(fraction(r, 'hits', 0)).toBe('15625/46656');
    expect(q(r, 'hits').expectedFraction).toBe('1/1');
    expect(fraction(r, 'destroyed:2', false)).toBe('1/1');
  });

  it('the memo of independent attack dice gives what the full walk gives: a Light laser (3 attacks, strength 2) hits on 4+', () => {
    const now = twoCars({ weapons: [{ weapon: 'Light laser', mount: 'fixed' }] });
    const shot: DwIntent = {
      kind: 'shoot',
      shooter: 1,
      weapon: 0,
      target: 2,
      distance: 4,
      targetInFront: true,
      bumpy: false,
      facingBrightLights: false,
      extraShot: false,
    };
    const full = dwOdds(now, shot, S, { state: undefined, ...SLOW_OK });
    const memo = dwOdds(now, shot, S, SLOW_OK);
    expect(full.memoHits).toBe(0);
    expect(memo.memoHits).toBeGreaterThan(0);
    expect(memo.runs).toBeLessThan(full.runs);
    expect(memo.questions).toEqual(full.questions);
    // Each die exceeds 5 − 2 on a 4, 5 or 6: hits are binomial(3, 1/2), damage 1 − 1/8.
    expect(q(memo, 'hits').outcomes.map((o) => o.fraction)).toEqual(['1/8', '3/8', '3/8', '1/8']);
    expect(fraction(memo, 'damage:2', 1)).toBe(anyExceeds(3, 3));
  });

  it('a Small grenade launcher rolls 2D6 attacks at strength 1 (a 5 or 6 exceeds armour 5 − 1): Σ P(2d6 = c)·(1 − (2/3)^c)', () => {
    const now = twoCars({ weapons: [{ weapon: 'Small grenade launcher', mount: 'turret' }] });
    const r = dwOdds(
      now,
      { kind: 'shoot', shooter: 1, weapon: 0, target: 2, distance: 4, targetInFront: true, bumpy: false, facingBrightLights: false, extraShot: false },
      S,
      SLOW_OK,
    );
    let num = 0n;
    const den = 36n * 3n ** 12n;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const c = BigInt(a + b);
        num += 3n ** 12n - 2n ** c * 3n ** (12n - c);
      }
    const g = gcd(num, den);
    expect(r.method).toBe('exact');
    expect(fraction(r, 'damage:2', 1)).toBe(`${num / g}/${den / g}`);
  });
});

describe('Manoeuvres: a skill test at 4+; failed by 1 or 2 the car stays put, by more it also takes 1 damage', () => {
  it('skill 4: performed 1/2, stays put 1/3 (a 3 or a 2), stays put and damaged 1/6 (a 1)', () => {
    const r = dwOdds(twoCars(), { kind: 'manoeuvre', car: 1, manoeuvre: 'Hop', mud: false }, S, SLOW_OK);
    expect(q(r, 'result').outcomes.map((o) => [o.value, o.fraction])).toEqual([
      ['performed', '1/2'],
      ['stays put', '1/3'],
      ['stays put, 1 damage', '1/6'],
    ]);
  });
});

describe('Shock round: a bravery test, −1 if rammed; the initiative lost is what it failed by', () => {
  it('bravery 4, rammed: passes on a 5 or 6 (1/3); a 4, 3, 2, 1 lose 1, 2, 3, 4 initiative', () => {
    const now = { ...twoCars(), phase: 'shock' as const, attacks: [{ by: 2, on: 1, ram: true }] };
    const r = dwOdds(now, { kind: 'shock', car: 1 }, S, SLOW_OK);
    expect(q(r, 'initiative').outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [0, '1/3'],
      [1, '1/6'],
      [2, '1/6'],
      [3, '1/6'],
      [4, '1/6'],
    ]);
    expect(q(r, 'initiative').expectedFraction).toBe('5/3');
  });
});

describe('Car upgrades', () => {
  it('Experimental engine: D3+3" (4, 5, 6 at 1/3 each, read off a d6) and 1 damage on a 4+ (1/2)', () => {
    const r = dwOdds(twoCars({ upgrades: ['Experimental engine'] }), { kind: 'engine', car: 1 }, settings({ upgradeAllowance: 1 } as never));
    expect(q(r, 'boost').outcomes.map((o) => [o.value, o.fraction])).toEqual([
      [4, '1/3'],
      [5, '1/3'],
      [6, '1/3'],
    ]);
    expect(fraction(r, 'damage:1', 1)).toBe('1/2');
  });

  it('Harpoon hits on a 3+ (2/3); the Gunner hits tires on a 4+ (1/2) and the driver on a 6 (1/6), destroying the car', () => {
    const h = dwOdds(twoCars({ upgrades: ['Harpoon'] }), { kind: 'harpoon', car: 1, target: 2 }, S, SLOW_OK);
    expect(fraction(h, 'damage:2', 1)).toBe('2/3');
    const g = dwOdds(twoCars({ upgrades: ['Gunner'] }), { kind: 'gunner', car: 1, target: 2, aimAt: 'driver', distance: 3 }, S, SLOW_OK);
    expect(fraction(g, 'destroyed:2', true)).toBe('1/6');
  });
});

describe('Shooting › Destruction table (1d6)', () => {
  it('a wreck on a 1 (1/6); every other row explodes for 1 damage on each car within 3" (5/6)', () => {
    const now = table.freshTable(start([car({ name: 'Rusty' }), car({ name: 'Dusty' })]), S);
    const cards = new Map(now.cards);
    cards.set(1, { ...cards.get(1)!, damage: 4, destroyed: true });
    const r = dwOdds({ ...now, cards }, { kind: 'destruction', car: 1, within3: [2] }, S, SLOW_OK);
    expect(fraction(r, 'damage:2', 1)).toBe('5/6');
    expect(q(r, 'outcome').outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
  });
});

describe('The Rules › initiative: a die plus the stat, ties by the stat then roll-offs (gaps.md #11)', () => {
  it('two drivers of equal initiative each go first 1/2: the roll-offs are closed exactly, nothing is left unsettled', () => {
    const now = table.freshTable(start([car({ name: 'Rusty' }), car({ name: 'Dusty' })]), S);
    const r = dwOdds(now, { kind: 'initiative' }, S, SLOW_OK);
    expect(r.method).toBe('exact');
    expect(q(r, 'first').outcomes.map((o) => [o.value, o.fraction])).toEqual([
      ['Dusty', '1/2'],
      ['Rusty', '1/2'],
    ]);
  });

  it('three drivers alike: each goes first, second and third exactly 1/3 (three-way and two-way roll-offs closed)', () => {
    const now = table.freshTable(start([car({ name: 'Rusty' }), car({ name: 'Dusty' }), car({ name: 'Zip' })]), S);
    const r = dwOdds(now, { kind: 'initiative' }, S, SLOW_OK);
    expect(r.method).toBe('exact');
    expect(q(r, 'first').outcomes.map((o) => o.fraction)).toEqual(['1/3', '1/3', '1/3']);
    for (const id of [1, 2, 3])
      expect(q(r, `place:${id}`).outcomes.map((o) => [o.value, o.fraction])).toEqual([
        [1, '1/3'],
        [2, '1/3'],
        [3, '1/3'],
      ]);
  });

  for (const ties of ['stat-then-roll-off', 'roll-off'] as const)
    it(`three cars, ties by ${ties}: the closed roll-offs agree with the walk without them (each chance between the walk cut at 8 rolls and it plus the unsettled share)`, () => {
      const s = { ...S, initiativeTies: ties };
      const cars = start([car({ name: 'Rusty' }), car({ name: 'Dusty' }), car({ name: 'Zip' })]);
      cars[2]!.driver = driver({ name: 'Driver 3', initiative: 3 });
      const now = table.freshTable(cars, s);
      const fast = dwOdds(now, { kind: 'initiative' }, s, SLOW_OK);
      expect(fast.method).toBe('exact');
      expect(fast.memoHits).toBeGreaterThan(0);
      const slow = oddsOf(dwRunner(now, { kind: 'initiative' }, s), DW_ODDS.initiative.questions(now, { kind: 'initiative' }), {
        maxRolls: 8,
        budget: 1e6,
      });
      expect(slow.method).toBe('exact');
      for (const question of fast.questions) {
        const cut = slow.questions.find((x) => x.id === question.id)!.outcomes;
        const unsettled = cut.find((o) => o.value === null)!.probability;
        expect(question.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 14);
        for (const o of question.outcomes) {
          const lower = cut.find((c) => c.value === o.value)?.probability ?? 0;
          expect(o.probability).toBeGreaterThanOrEqual(lower - 1e-12);
          expect(o.probability).toBeLessThanOrEqual(lower + unsettled + 1e-12);
        }
      }
    });
});

/**
 * The reference the ordered groups are checked against (core/odds/rollOff.ts): each car's key kept whole, its score,
 * its stat and every roll-off it rolled, with only a round a whole tied group rolled alike folded away (so a loop
 * still closes). Nothing is ranked or shared across histories: a pair split on its first roll and the same pair split
 * out of a three-way roll-off are walked apart.
 */
const wholeKeys =
  (withStat: boolean) =>
  (log: readonly RollRecord[], next: RollAsked): string | undefined => {
    const keys = new Map<string, { base: number; rolls: number[] }>();
    for (const r of log) {
      const first = /^initiative: (.*)$/.exec(r.purpose)?.[1];
      const score = /^initiative score (-?\d+)$/.exec(r.decided ?? '')?.[1];
      if (first !== undefined && score !== undefined) {
        keys.set(first, withStat ? { base: 2, rolls: [Number(score), Number(score) - r.value] } : { base: 1, rolls: [Number(score)] });
        continue;
      }
      const id = /^initiative tie roll-off: (.*?) \(/.exec(r.purpose)?.[1];
      const k = id === undefined ? undefined : keys.get(id);
      if (!k) return undefined;
      k.rolls.push(r.value);
    }
    const fold = (group: { base: number; rolls: number[] }[], at: number): void => {
      if (group.length < 2) return;
      if (at >= group[0]!.base && group.every((e) => e.rolls.length > at && e.rolls[at] === group[0]!.rolls[at])) {
        for (const e of group) e.rolls.splice(at, 1);
        fold(group, at);
        return;
      }
      const by = new Map<number, typeof group>();
      for (const e of group) if (e.rolls.length > at) by.set(e.rolls[at]!, [...(by.get(e.rolls[at]!) ?? []), e]);
      for (const same of by.values()) fold(same, at + 1);
    };
    fold([...keys.values()], 0);
    return JSON.stringify([next.purpose, [...keys].map(([id, k]) => [id, k.rolls]).sort()]);
  };

describe('initiative: roll-offs keyed by the ordered groups the keys give (core/odds/rollOff.ts)', () => {
  const carsOf = (stats: number[]) =>
    start(stats.map((_, i) => car({ name: `Car ${i + 1}` }))).map((c, i) => ({ ...c, driver: driver({ name: `Driver ${i + 1}`, initiative: stats[i]! }) }));
  for (const [stats, ties] of [
    [[2, 2, 3], 'stat-then-roll-off'],
    [[2, 2, 3], 'roll-off'],
  ] as const)
    it(`stats ${stats.join(', ')}, ties by ${ties}: the same exact fractions as the keys kept whole, in fewer nodes`, () => {
      const s = { ...S, initiativeTies: ties };
      const now = table.freshTable(carsOf([...stats]), s);
      const fast = dwOdds(now, { kind: 'initiative' }, s, SLOW_OK);
      const whole = oddsOf(dwRunner(now, { kind: 'initiative' }, s), DW_ODDS.initiative.questions(now, { kind: 'initiative' }), {
        state: wholeKeys(ties === 'stat-then-roll-off'),
        ...SLOW_OK,
      });
      expect([fast.method, whole.method]).toEqual(['exact', 'exact']);
      expect(fast.questions).toEqual(whole.questions);
      expect(fast.runs).toBeLessThan(whole.runs);
      for (const question of fast.questions) expect(question.outcomes.every((o) => o.value !== null)).toBe(true);
    });

  it('100,000 seeded initiative rolls (stats 2, 2, 3) land within 4 sigma of every chance', () => {
    const now = table.freshTable(carsOf([2, 2, 3]), S);
    const exact = dwOdds(now, { kind: 'initiative' }, S);
    const run = dwRunner(now, { kind: 'initiative' }, S);
    const questions = DW_ODDS.initiative.questions(now, { kind: 'initiative' });
    const N = 100_000;
    const seen = questions.map(() => new Map<unknown, number>());
    for (let i = 0; i < N; i++) {
      const dice = new SeededDice(23, i * 100);
      const r = run(dice);
      questions.forEach((question, j) => {
        const v = question.of(r, dice.log);
        seen[j]!.set(v, (seen[j]!.get(v) ?? 0) + 1);
      });
    }
    questions.forEach((question, j) => {
      const odds = q(exact, question.id).outcomes;
      expect(odds.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 14);
      for (const o of odds) {
        const sigma = Math.sqrt((o.probability * (1 - o.probability)) / N);
        expect(Math.abs((seen[j]!.get(o.value) ?? 0) / N - o.probability)).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
      expect([...seen[j]!.keys()].every((v) => odds.some((o) => o.value === v))).toBe(true);
    });
  });
});

describe('what rolls no dice has no odds', () => {
  it('a move is refused in words naming the intents that roll', () => {
    expect(() => dwOdds(twoCars(), { kind: 'endTurn' }, S, SLOW_OK)).toThrow(/An? endTurn rolls no dice.*shoot, ram/);
  });
});

describe('seeded rolls agree with the exact odds', () => {
  it('100,000 seeded manoeuvres land within 4 sigma of each outcome (and the outcomes sum to exactly 1)', () => {
    const now = twoCars();
    const intent: DwIntent = { kind: 'manoeuvre', car: 1, manoeuvre: 'Skid', mud: true };
    const exact = q(dwOdds(now, intent, S, SLOW_OK), 'result');
    // Terrain › Thick mud: −1 to the skill test, so a 5 or 6 passes, a 4 or 3 stays put, a 2 or 1 also damages.
    expect(exact.outcomes.map((o) => [o.value, o.fraction])).toEqual([
      ['performed', '1/3'],
      ['stays put', '1/3'],
      ['stays put, 1 damage', '1/3'],
    ]);
    const run = dwRunner(now, intent, S);
    const N = 100_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const res = run(new SeededDice(7, i)).resolved;
      const k = res.resolution.steps[0]!.result === 'passed' ? 'performed' : res.outcomes.length ? 'stays put, 1 damage' : 'stays put';
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    let total = 0;
    for (const o of exact.outcomes) {
      total += o.probability;
      expect(Math.abs((seen.get(o.value as string) ?? 0) / N - o.probability)).toBeLessThan(4 * Math.sqrt((o.probability * (1 - o.probability)) / N));
    }
    expect(total).toBeCloseTo(1, 14);
  });
});

describe('Shooting and Ramming: attack dice walked once per (dice left, hits), whatever count was rolled', () => {
  /** The state before (issue 23's first walk, proved against brute force): the die's place, hits per pool, every other roll. */
  const ATTACK = /^(.*): attack \d+ of \d+ \(/;
  function byCountRolled(log: readonly RollRecord[], next: RollAsked): string | undefined {
    if (!ATTACK.test(next.purpose)) return undefined;
    const hits = new Map<string, number>();
    const other: number[] = [];
    for (const r of log) {
      const pool = ATTACK.exec(r.purpose)?.[1];
      if (pool === undefined) other.push(r.value);
      else hits.set(pool, (hits.get(pool) ?? 0) + (r.decided?.endsWith(': hit') ? 1 : 0));
    }
    return `${next.purpose}|${JSON.stringify([...hits])}|${other.join(',')}`;
  }
  const s = { ...S, upgradeAllowance: 3 };
  const fresh = table.freshTable(
    start([
      car({
        name: 'Hauler',
        type: 'Truck',
        weapons: [
          { weapon: 'Small grenade launcher', mount: 'fixed' },
          { weapon: 'Artillery', mount: 'turret' },
        ],
      }),
      car({ name: 'Zip', type: 'Racer', upgrades: ['Pipe bombs', 'Explosive ram'] }),
      car({ name: 'Brick' }),
    ]),
    s,
  );
  const now = { ...fresh, phase: 'activations' as const, round: 1 };
  const shoot = (weapon: number): DwIntent => ({
    kind: 'shoot',
    shooter: 1,
    weapon,
    target: 3,
    distance: 5,
    targetInFront: true,
    bumpy: false,
    facingBrightLights: false,
    extraShot: false,
  });
  const cases: [string, DwIntent][] = [
    ['Small grenade launcher, 2D6 attacks', shoot(0)],
    ['Artillery, 3D6 attacks', shoot(1)],
    ['Explosive ram, D3+2 attacks each way', { kind: 'ram', rammer: 2, target: 3, backwards: false }],
    // Pipe bombs' D3 sizes every car's pool, so it stays in the state whole: the same walk, the same answer.
    ['Pipe bombs, D3 attacks at each car behind', { kind: 'pipeBombs', car: 2, targets: [1, 3] }],
  ];
  for (const [what, intent] of cases)
    it(`${what}: the same exact fractions as the walk by count rolled, in no more runs`, () => {
      const fast = dwOdds(now, intent, s, SLOW_OK);
      const spec = DW_ODDS[intent.kind as 'shoot'];
      const slow = oddsOf(dwRunner(now, intent, s), spec.questions(now, intent as never), { state: byCountRolled, budget: 1e6 });
      expect([fast.method, slow.method]).toEqual(['exact', 'exact']);
      expect(fast.questions).toEqual(slow.questions);
      expect(fast.runs).toBeLessThanOrEqual(intent.kind === 'pipeBombs' ? slow.runs : slow.runs / 3);
    });
});
