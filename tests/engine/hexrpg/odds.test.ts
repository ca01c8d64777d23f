/**
 * The odds of every hex RPG calculator (src-shared/engine/hexrpg/odds.ts) against a brute-force walk written here:
 * every sequence of physical faces (a 2d6 as its 36 pairs, a d100 1 to 100), no grouping and no memo, run through the
 * calculator and counted. Each report's outcomes sum to exactly 1.
 */
import { describe, expect, it } from 'vitest';
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { BaseDice, type Dice, type DiceSpec, SeededDice } from '../../../src-shared/engine/dice';
import { ordered } from '../../../src-shared/engine/hexrpg/odds';
import {
  bash,
  bashOdds,
  chicken,
  type ChickenDriver,
  chickenOdds,
  damageBand,
  damageOdds,
  defaultHexrpgSettings,
  dyingOdds,
  dyingTime,
  excessTurnOdds,
  excessTurnRoll,
  fatigueOdds,
  fatigueRoll,
  fuelAndControl,
  fuelControlOdds,
  heal,
  hitsThePerson,
  hitsThePersonOdds,
  keepControl,
  keepControlOdds,
  healOdds,
  hexrpgSettingsSchema,
  jumpOutDamage,
  jumpOutOdds,
  loseControl,
  loseControlOdds,
  luckBand,
  luckBandOdds,
  personCriticalOdds,
  repair,
  repairCritical,
  repairCriticalOdds,
  repairOdds,
  vehicleCritical,
  vehicleCriticalOdds,
  vehicleWeapon,
  vehicleWeaponOdds,
  weaponCombat,
  weaponCombatOdds,
  weaponlessCombat,
  weaponlessOdds,
} from '../../../src-shared/engine/hexrpg';

const S = defaultHexrpgSettings();

class Need {
  constructor(
    readonly sides: number,
    readonly count: number,
  ) {}
}
/** Replays a path of physical faces: a roll of n dice takes the next n faces and sums them. */
class Replay extends BaseDice {
  private at = 0;
  constructor(private readonly path: readonly number[]) {
    super();
  }
  protected readRaw(spec: DiceSpec) {
    if (spec.kind !== 'sum') throw new Error('sums only');
    const faces = this.path.slice(this.at, this.at + spec.count);
    if (faces.length < spec.count) throw new Need(spec.sides, spec.count - faces.length);
    this.at += spec.count;
    return { raw: faces.reduce((a, b) => a + b, 0), faces, mode: 'app' as const };
  }
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = (n: bigint, d: bigint) => `${n / gcd(n, d)}/${d / gcd(n, d)}`;

/** Every question's exact distribution by brute force: value → reduced fraction. */
function brute<R>(run: (dice: Dice) => R, questions: Record<string, (r: R) => unknown>): Record<string, Record<string, string>> {
  const acc: Record<string, Map<string, { n: bigint; d: bigint }>> = Object.fromEntries(Object.keys(questions).map((k) => [k, new Map()]));
  const walk = (path: number[], den: bigint) => {
    let r: R;
    try {
      r = run(new Replay(path));
    } catch (e) {
      if (!(e instanceof Need)) throw e;
      for (let f = 1; f <= e.sides; f++) walk([...path, f], den * BigInt(e.sides));
      return;
    }
    for (const [id, of] of Object.entries(questions)) {
      const k = String(of(r));
      const m = acc[id]!;
      const was = m.get(k) ?? { n: 0n, d: 1n };
      m.set(k, { n: was.n * den + was.d, d: was.d * den });
    }
  };
  walk([], 1n);
  return Object.fromEntries(Object.entries(acc).map(([id, m]) => [id, Object.fromEntries([...m].map(([k, f]) => [k, reduced(f.n, f.d)]))]));
}

function fromReport(report: OddsReport, ids: readonly string[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    ids.map((id) => {
      const q = report.questions.find((x) => x.id === id)!;
      return [id, Object.fromEntries(q.outcomes.map((o) => [String(o.value), o.fraction!]))];
    }),
  );
}

/** Exact, agrees with brute force, and each question's outcomes sum to exactly 1. */
function agrees<R>(report: OddsReport, run: (dice: Dice) => R, questions: Record<string, (r: R) => unknown>) {
  expect(report.method).toBe('exact');
  expect(fromReport(report, Object.keys(questions))).toEqual(brute(run, questions));
  for (const q of report.questions) {
    const [n, d] = q.outcomes.reduce(
      ([an, ad], o) => {
        const [on, od] = o.fraction!.split('/').map(BigInt) as [bigint, bigint];
        return [an * (od ?? 1n) + (on ?? 0n) * ad, ad * (od ?? 1n)] as [bigint, bigint];
      },
      [0n, 1n] as [bigint, bigint],
    );
    expect(n, `${q.id} sums to 1`).toBe(d);
  }
}

describe('odds of the to-hit rolls (3b, 3c, 3d)', () => {
  it('weapon combat: 4 or less on 2d6 is 6/36 = 1/6', () => {
    const input = { level: 3, accu: 8, targetAgi: 5, targetHexes: 2, attackerHexes: 3 };
    const r = weaponCombatOdds(input);
    agrees(r, (d) => weaponCombat(d, input), { hit: (x) => x.success });
    expect(r.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/6');
  });
  it('weaponless, vehicle weapons', () => {
    const w = { level: 2, accu: 6, targetAgi: 3, grappling: { agi: 5 } };
    agrees(weaponlessOdds(w), (d) => weaponlessCombat(d, w), { hit: (x) => x.success });
    const v = { firingLevel: 2, targetDriverLevel: 1, targetAgi: 4, from: 'lower' as const, target: 'bike' as const };
    agrees(vehicleWeaponOdds(v), (d) => vehicleWeapon(d, v), { hit: (x) => x.success });
  });
  it('bashing: 10 or less (33/36), then nullify on 4 or less (6/36): bashed 33/36 × 30/36 = 55/72', () => {
    const input = { basher: { kind: 'car' as const, level: 3, driv: 10 }, victim: { kind: 'bike' as const, level: 2, driv: 8 } };
    const r = bashOdds(input);
    agrees(r, (d) => bash(d, input), { bashed: (x) => x.bashed, nullified: (x) => x.nullify?.success ?? false });
    expect(r.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('55/72');
  });
});

describe('odds of movement (2a, 2f, 2g, Failure to Control Car)', () => {
  it('control at speed, an excessive turn, fatigue', () => {
    const f = { kind: 'car' as const, speed: 5, driver: { level: 2, driv: 6 } };
    agrees(fuelControlOdds(f, S), (d) => fuelAndControl(d, f, S), { controlled: (x) => x.controlled, fuel: (x) => x.fuel });
    const t = { excess: 4, driver: { level: 3, driv: 5 } };
    agrees(excessTurnOdds(t, S), (d) => excessTurnRoll(d, t, S), { controlled: (x) => x.success });
    const fr = fatigueOdds({ penalty: 2 });
    agrees(fr, (d) => fatigueRoll(d, { penalty: 2 }), { collapsed: (x) => x.collapsed, downTurns: (x) => x.downTurns });
    // 2d6 − 2 ≤ 2: 4 or less, 6/36.
    expect(fr.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/6');
  });
  it('keeping control after a bash: 8 or less is 13/18; a hit after the critical 1-10 hits the person 1/10', () => {
    const k = { driver: { level: 2, driv: 5 }, why: 'bashed' as const };
    const r = keepControlOdds(k, S);
    agrees(r, (d) => keepControl(d, k, S), { controlled: (x) => x.success });
    expect(r.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('13/18');
    const p = hitsThePersonOdds();
    agrees(p, (d) => hitsThePerson(d), { person: (x) => x.person });
    expect(p.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/10');
  });
  it('losing control: 25% failure, then the d4 and the nature', () => {
    agrees(loseControlOdds({ failurePercent: 25 }), (d) => loseControl(d, { failurePercent: 25 }), {
      kind: (x) => x.kind,
      skidHexes: (x) => x.skidHexes,
      failureTurns: (x) => x.failureTurns,
      nature: (x) => x.nature?.effect ?? 'none',
    });
  });
});

describe('odds of damage (3d, 3e)', () => {
  it('the d10 band at 1st level with a shotgun: a critical is 1/10 × 4/10 = 1/25', () => {
    const input = { level: 1, ratings: { minimal: 1, average: 3, maximal: 6 } };
    const r = damageOdds(input, S);
    agrees(r, (d) => damageBand(d, input, S), { band: (x) => x.band ?? 'none', critical: (x) => x.critical });
    expect(r.questions.find((q) => q.id === 'critical')!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/25');
    // 2/10 × 1 + 3/10 × 3 + 5/10 × 6 = 41/10.
    expect(r.questions.find((q) => q.id === 'damage')!.expectedFraction).toBe('41/10');
  });
  it('the LUCK band, jumping out, dying', () => {
    agrees(luckBandOdds({ luck: 40 }, S), (d) => luckBand(d, { luck: 40 }, S), { band: (x) => x.band });
    agrees(jumpOutOdds({ hp: 8 }), (d) => jumpOutDamage(d, { hp: 8 }), { damage: (x) => x.damage, hp: (x) => x.hp });
    agrees(dyingOdds({ luck: 30, treatedBy: 1 }), (d) => dyingTime(d, { luck: 30, treatedBy: 1 }), { minutes: (x) => x.minutes });
  });
  it('a vehicle critical on a bike with the driver’s LUCK', () => {
    const input = { kind: 'bike' as const, driverLuck: 50 };
    agrees(vehicleCriticalOdds(input, S), (d) => vehicleCritical(d, input, S), {
      effect: (x) => x.effect,
      speedLoss: (x) => x.speedLoss ?? 0,
      hpLostForever: (x) => x.hpLostForever ?? 0,
      thrownClear: (x) => x.thrownClear ?? 'n/a',
    });
  });
  it('a person’s critical: each effect at its printed share, death 2/100 × 1/100', () => {
    const r = personCriticalOdds();
    expect(r.method).toBe('exact');
    const effect = Object.fromEntries(r.questions.find((q) => q.id === 'effect')!.outcomes.map((o) => [o.value, o.fraction]));
    expect(effect).toEqual({ deaf: '1/10', weapon: '1/4', arm: '1/5', leg: '13/100', blind: '1/10', unconscious: '1/5', 'zero-hp': '1/50' });
    expect(r.questions.find((q) => q.id === 'dead')!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/5000');
  });
});

describe('odds of the game of chicken (3d)', () => {
  it('A tries to swerve at the 1st, B jumps at the 6th (a failed jump at the last question has no later one), by brute force', () => {
    const A: ChickenDriver = { id: 'A', agi: 5, luck: 20, driv: 8, hp: 12, plan: ['swerve'] };
    const B: ChickenDriver = { id: 'B', agi: 3, luck: 20, driv: 7, hp: 6, plan: ['hold', 'hold', 'hold', 'hold', 'hold', 'jump'] };
    const input = { drivers: [A, B] as const };
    agrees(chickenOdds(input, S), (d) => chicken(d, input, S), {
      rammed: (x) => x.rammed,
      '0.fate': (x) => (x.sides[0]!.jumped ? 'jumped' : x.sides[0]!.swerved ? 'swerved' : 'aboard'),
      '1.fate': (x) => (x.sides[1]!.jumped ? 'jumped' : x.sides[1]!.swerved ? 'swerved' : 'aboard'),
      '1.damage': (x) => x.sides[1]!.jumped?.damage ?? 0,
    });
  });
});

describe('odds of the game of chicken: by where each driver stands (chickenState), the swerve and jump 2d6 by decision', () => {
  const drivers = (a: ChickenDriver['plan'], b: ChickenDriver['plan']) =>
    ({
      drivers: [
        { id: 'Ace', agi: 4, luck: 60, driv: 10, hp: 12, plan: a },
        { id: 'Brute', agi: 3, luck: 40, driv: 8, hp: 15, plan: b },
      ],
    }) as const;
  it('both hold to the end and jump late: the same exact fractions as the path kept whole, face by face, in fewer nodes', () => {
    const input = drivers(['hold', 'hold', 'hold', 'hold', 'jump'], ['hold', 'hold', 'hold', 'jump']);
    const fast = chickenOdds(input, S);
    const whole = chickenOdds(input, S, { state: ordered, classes: undefined, budget: 1_000_000 });
    expect([fast.method, whole.method]).toEqual(['exact', 'exact']);
    expect(fast.questions).toEqual(whole.questions);
    expect(fast.runs).toBeLessThan(whole.runs / 2);
  });

  it('both jump at the 1st, a failed jump asked again at every later question: exact, and 100,000 seeded games within 4 sigma', () => {
    const input = drivers(['jump'], ['jump']);
    const r = chickenOdds(input, S);
    expect(r.method).toBe('exact');
    const N = 100_000;
    const seen = r.questions.map(() => new Map<unknown, number>());
    const of: Record<string, (x: ReturnType<typeof chicken>) => unknown> = {
      rammed: (x) => x.rammed,
      '0.fate': (x) => (x.sides[0]!.jumped ? 'jumped' : x.sides[0]!.swerved ? 'swerved' : 'aboard'),
      '0.damage': (x) => x.sides[0]!.jumped?.damage ?? 0,
      '1.fate': (x) => (x.sides[1]!.jumped ? 'jumped' : x.sides[1]!.swerved ? 'swerved' : 'aboard'),
      '1.damage': (x) => x.sides[1]!.jumped?.damage ?? 0,
    };
    for (let i = 0; i < N; i++) {
      const x = chicken(new SeededDice(41, i * 100), input, S);
      r.questions.forEach((q, j) => seen[j]!.set(of[q.id]!(x), (seen[j]!.get(of[q.id]!(x)) ?? 0) + 1));
    }
    r.questions.forEach((q, j) => {
      for (const o of q.outcomes) {
        const sigma = Math.sqrt((o.probability * (1 - o.probability)) / N);
        expect(Math.abs((seen[j]!.get(o.value) ?? 0) / N - o.probability)).toBeLessThanOrEqual(4 * sigma + 1e-12);
      }
      expect([...seen[j]!.keys()].every((v) => q.outcomes.some((o) => o.value === v))).toBe(true);
    });
  });
});

describe('odds between sessions (3e, Recovering damage)', () => {
  it('healing over 2 days with a level 1 medic', () => {
    const input = { hp: 1, maxHp: 10, days: 2, medicLevel: 1 };
    agrees(healOdds(input, S), (d) => heal(d, input, S), { gained: (x) => x.gained });
  });
  it('a day of repairs of 2 hours by level 2 (24 an hour, capped at 25 a day), and a critical under repair', () => {
    const T = hexrpgSettingsSchema.parse({ mechanicHoursPerDay: 2 });
    const input = { kind: 'car' as const, hp: 10, maxHp: 100, battleLoss: 40, inGarage: false, days: 1, mechanic: { level: 2, tools: 'proper' as const } };
    const r = repairOdds(input, T);
    agrees(r, (d) => repair(d, input, T), { recovered: (x) => x.recovered });
    // 8 or less on 2d6 is 26/36 = 13/18; none of two hours: (5/18)², one: 2 × 13/18 × 5/18, two: capped at 25.
    expect(Object.fromEntries(r.questions[0]!.outcomes.map((o) => [o.value, o.fraction]))).toEqual({ 0: '25/324', 24: '65/162', 25: '169/324' });
    const c = { effect: 'steering' as const, mechanicLevel: 2, days: 4 };
    agrees(repairCriticalOdds(c, S), (d) => repairCritical(d, c, S), { repaired: (x) => x.repaired, onDay: (x) => x.onDay ?? 'not yet' });
  });
});
