/**
 * The odds of every race-combat calculator (src-shared/engine/racecombat/odds.ts) against a brute-force walk written
 * here: every sequence of physical faces (a gear die face by face, a d20 1 to 20), no grouping and no memo, run
 * through the calculator and counted. Each report's outcomes sum to exactly 1.
 */
import { describe, expect, it } from 'vitest';
import type { FaceClasses, OddsReport } from '../../../src-shared/engine/core/odds';
import { BaseDice, type Dice, type DiceSpec } from '../../../src-shared/engine/dice';
import {
  applyHit,
  avoidOdds,
  avoidRoll,
  defaultRacecombatSettings,
  droppedOdds,
  eliminated,
  enterDropped,
  freshState,
  gearDieOdds,
  hitLocationClasses,
  hitLocationRow,
  hitOdds,
  ram,
  rammerMovement,
  rammerMovementOdds,
  ramOdds,
  shoot,
  shotOdds,
  smokeDissipates,
  smokeOdds,
  toHit,
  toHitOdds,
} from '../../../src-shared/engine/racecombat';
import { gunship, speedster } from './cars';

const S = defaultRacecombatSettings();

class Need {
  constructor(readonly sides: number) {}
}
/** Replays a path of faces as app rolls (a gear die's face is read through its layout, as a seeded roll is). */
class Replay extends BaseDice {
  constructor(private readonly path: readonly number[]) {
    super();
  }
  protected readRaw(spec: DiceSpec) {
    if (spec.kind !== 'sum' || spec.count !== 1) throw new Error('one die a roll');
    const face = this.path[this.log.length];
    if (face === undefined) throw new Need(spec.sides);
    return { raw: face, faces: [face], mode: 'app' as const };
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

function sumsToOne(report: OddsReport) {
  expect(report.method).toBe('exact');
  for (const q of report.questions) {
    let n = 0n;
    let d = 1n;
    for (const o of q.outcomes) {
      const [a, b] = o.fraction!.split('/').map(BigInt) as [bigint, bigint];
      n = n * (b ?? 1n) + (a ?? 0n) * d;
      d = d * (b ?? 1n);
    }
    expect(n).toBe(d);
  }
}

function agrees<R>(report: OddsReport, run: (dice: Dice) => R, questions: Record<string, (r: R) => unknown>) {
  sumsToOne(report);
  expect(fromReport(report, Object.keys(questions))).toEqual(brute(run, questions));
}

const car = speedster({ bodyArmour: 1 });
const st = freshState(car, S);
const wearLost = (before: typeof st) => (s: typeof st) => Object.keys(before.wear).reduce((t, k) => t + before.wear[k as 'body'] - s.wear[k as 'body'], 0);

describe('odds of each calculator = the brute-force walk', () => {
  it('to hit: laser at a 5th-gear target in rain, 15 of 20 faces miss', () => {
    const input = { weapon: 'laser' as const, targetGear: 5, rangeInches: 10, weather: 'rain' as const };
    const rep = toHitOdds(input, S);
    agrees(rep, (d) => toHit(d, input, S), { hit: (r) => r.hit });
    // 1d20 − 2 − 1 − 2 − 1 ≥ 10: 16 or more, 5 faces of 20.
    expect(rep.questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/4');
  });
  it('a heavy rocket at the body (armour 2): hit, a hit location, elimination and wear lost', () => {
    const input = { weapon: 'heavyRocket' as const, targetGear: 2, rangeInches: 3, design: car, state: { ...st, bodyArmour: 2 } };
    agrees(shotOdds(input, S), (d) => shoot(d, input, S), {
      hit: (r) => r.toHit.hit,
      eliminated: (r) => eliminated(car, r.state),
      wearLost: (r) => wearLost(st)(r.state),
      crewHits: (r) => r.state.driverHits + r.state.gunnerHits,
      weaponHits: (r) => r.state.weaponHitsToChoose,
    });
  });
  it('three internal points on a car with a gunner: the sets of hit locations shared, same answer', () => {
    const g = gunship({ bodyArmour: 0 });
    const gs = freshState(g, S);
    const input = { design: g, state: gs, damage: 3 };
    const rep = hitOdds(input, S);
    expect(rep.memoHits).toBeGreaterThan(0);
    agrees(rep, (d) => applyHit(d, input, S), {
      eliminated: (r) => eliminated(g, r.state),
      wearLost: (r) => wearLost(gs)(r.state),
      crewHits: (r) => r.state.driverHits + r.state.gunnerHits,
      weaponHits: (r) => r.state.weaponHitsToChoose,
    });
  });
  it('avoid roll on oil in a corner', () => {
    const input = { weapon: 'oil' as const, handling: 2, oil: 'corner' as const };
    agrees(avoidOdds(input), (d) => avoidRoll(d, input), { avoided: (r) => r.avoided, failedBy: (r) => r.failedBy });
  });
  it('mines: the gear dice face by face, then the body’s hit locations', () => {
    const input = { weapon: 'mines' as const, handling: 2, design: car, state: st };
    agrees(droppedOdds(input, S), (d) => enterDropped(d, input, S), {
      avoided: (r) => r.avoid.avoided,
      tyresLost: (r) => r.tyresLost,
      eliminated: (r) => eliminated(car, r.state),
      wearLost: (r) => wearLost(st)(r.state),
    });
  });
  it('oil: skid squares and the spin-out roll', () => {
    const input = { weapon: 'oil' as const, handling: 0, oil: 'straightManoeuvre' as const, design: car, state: st };
    agrees(droppedOdds(input, S), (d) => enterDropped(d, input, S), {
      skid: (r) => r.oil?.row.extraSquares ?? 0,
      spinout: (r) => r.oil?.spinout ?? false,
    });
  });
  it('a rear-end ram with a ramplate (gear dice for both cars)', () => {
    const input = { kind: 'rear-end' as const, rammerGear: 6, targetGear: 2, rammerHandling: 2, targetHandling: 3, ramplate: true };
    agrees(ramOdds(input, S), (d) => ram(d, input, S), {
      rammed: (r) => r.ramRoll.rammed,
      targetDamage: (r) => r.targetDamage,
      rammerDamage: (r) => r.rammerDamage,
    });
  });
  it('a sideswipe at the track’s side on the cards', () => {
    const bare = speedster({ bodyArmour: 1 });
    const input = {
      kind: 'sideswipe' as const,
      rammerGear: 3,
      targetGear: 2,
      rammerHandling: 2,
      targetHandling: 1,
      atTrackEdge: true,
      target: { design: bare, state: freshState(bare, S) },
    };
    agrees(ramOdds(input, S), (d) => ram(d, input, S), {
      rammed: (r) => r.ramRoll.rammed,
      targetDamage: (r) => r.targetDamage,
      pushed: (r) => r.push?.pushed ?? false,
      'target.eliminated': (r) => eliminated(bare, r.target!),
      'target.wearLost': (r) => wearLost(freshState(bare, S))(r.target!),
    });
  });
  it('the rammer’s movement, the gear dice and smoke', () => {
    const input = { rammerGear: 6, targetGear: 3, movementLeft: 7 };
    agrees(rammerMovementOdds(input, S), (d) => rammerMovement(d, input, S), { movementLeft: (r) => r.movementLeft, ended: (r) => r.ended });
    agrees(smokeOdds(), (d) => smokeDissipates(d), { dissipates: (r) => r.dissipates });
    expect(smokeOdds().questions[0]!.outcomes.find((o) => o.value === true)!.fraction).toBe('1/4');
    for (const g of [1, 4, 5, 6]) sumsToOne(gearDieOdds(g, S));
    expect(gearDieOdds(6, S).questions[0]!.outcomes.map((o) => o.fraction)).toEqual(Array(10).fill('1/10'));
  });
  it('a bigger hit stays exact through the shared sets (6 internal points on a car with a gunner and 3 weapons)', () => {
    const g = gunship({ bodyArmour: 0 });
    const rep = hitOdds({ design: g, state: freshState(g, S), damage: 6 }, S, { budget: 1_000_000 });
    sumsToOne(rep);
    // Without the shared sets the walk would be 20^6 paths; with them it is a few thousand runs.
    expect(rep.runs).toBeLessThan(20_000);
    expect(rep.questions.find((q) => q.id === 'wearLost')!.outcomes.at(-1)!.value).toBe(6);
  });
});

describe('hit locations walked once per item their row names (hitLocationClasses)', () => {
  /** The card questions hitOdds answers, read straight off the brute-force run's card. */
  const cardOf = (design: typeof car, before: ReturnType<typeof freshState>) => ({
    eliminated: (r: ReturnType<typeof applyHit>) => eliminated(design, r.state),
    wearLost: (r: ReturnType<typeof applyHit>) => wearLost(before)(r.state),
    crewHits: (r: ReturnType<typeof applyHit>) => r.state.driverHits + r.state.gunnerHits - before.driverHits - before.gunnerHits,
    weaponHits: (r: ReturnType<typeof applyHit>) => r.state.weaponHitsToChoose - before.weaponHitsToChoose,
  });
  const bare = speedster({ name: 'Bare', bodyArmour: 0, tyreArmour: 0, weapons: [], dropped: [] });
  const g = gunship({ bodyArmour: 0 });
  // Cards on which one item has several effects: a component with one point or none left, a wounded driver or gunner,
  // no weapon left to take a hit, each reading of a Fuel hit.
  const cases: [string, typeof car, ReturnType<typeof freshState>, typeof S][] = [
    ['the bench’s bare Speedster (no weapon, no gunner)', bare, freshState(bare, S), S],
    [
      'a worn Speedster (brakes gone, engine 1, driver hit once), Fuel on the body',
      car,
      { ...freshState(car, S), bodyArmour: 0, wear: { ...freshState(car, S).wear, brakes: 0, handling: 1 }, driverHits: 1 },
      { ...S, fuelHit: 'body' },
    ],
    [
      'a Gunship with its gunner hit once and a weapon hit waiting, Fuel lost',
      g,
      { ...freshState(g, S), gunnerHits: 1, weaponHitsToChoose: 3, weapons: ['frontMg', 'turretLaser'] },
      { ...S, fuelHit: 'lost' },
    ],
  ];
  for (const [what, design, state, settings] of cases)
    it(`3 internal points on ${what}: the brute-force walk's fractions, in fewer nodes than face by face`, () => {
      const input = { design, state, damage: 3 };
      const classed = hitOdds(input, settings);
      const faceByFace = hitOdds(input, settings, { classes: undefined });
      agrees(classed, (d) => applyHit(d, input, settings), cardOf(design, state));
      expect(classed.questions).toEqual(faceByFace.questions);
      expect(classed.runs).toBeLessThan(faceByFace.runs);
    });

  it('a class coarser than the rows (Weapon and Engine as one) is caught: its odds differ from the brute-force walk', () => {
    const merged = (raw: number) => (hitLocationRow(raw).item === 'weapon' ? 'engine' : hitLocationRow(raw).item);
    const wrong: FaceClasses = {
      ...hitLocationClasses,
      decision: (r) => (hitLocationClasses.decision(r) === undefined ? undefined : merged(r.value)),
      declared: (key) => (hitLocationClasses.declared!(key, { notation: '1d20', purpose: key }) ? merged : undefined),
    };
    const input = { design: g, state: freshState(g, S), damage: 2 };
    const questions = cardOf(g, input.state);
    const right = brute((d) => applyHit(d, input, S), questions);
    expect(fromReport(hitOdds(input, S), Object.keys(questions))).toEqual(right);
    expect(fromReport(hitOdds(input, S, { classes: wrong }), Object.keys(questions))).not.toEqual(right);
  });
});
