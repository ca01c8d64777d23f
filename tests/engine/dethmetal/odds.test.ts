/**
 * Dethmetal's calculator odds (issue 23): each calculator of the match assistant run through the core's odds engine
 * on a table of two cars, against a brute-force walk of every die sequence typed into ManualDice (the organizer's
 * dice, with each reading's physical faces counted here), hand-computed values from dethmetal.md, and seeded rolls.
 */
import { describe, expect, it } from 'vitest';
import { type OddsReport, oddsOf, type Question } from '../../../src-shared/engine/core/odds';
import { buildTable, type CarRecord, type Table } from '../../../src-shared/engine/dethmetal/assistant';
import { DETHMETAL_ODDS, type DethmetalRun, dethmetalOdds, dethmetalRunner, defaultDethmetalSettings, driver } from '../../../src-shared/engine/dethmetal';
import { DiceInputNeeded, ManualDice, SeededDice } from '../../../src-shared/engine/dice';
import { ATTACK_STAGE_KEYS, attackOdds, COLLISION_STAGE_KEYS, collisionOdds } from '../../../src-shared/engine/dethmetal/odds';
import type { CalculatorInput, CarState } from '../../../src-shared/ipc/channels/dethmetal/assistant';
import { soloGunCar } from '../../support/testCar';
import { card } from './assistant/card';
import { BACK_SHOT, wholeWalk } from './oddsKit';

const settings = defaultDethmetalSettings();
/** Exactness is what these tests prove: a run budget past the screens' for the largest walks (a count, not a time). */
const SLOW_OK = { budget: 1_000_000 };
const record = (id: number): CarRecord => ({
  vehicleId: id,
  name: id === 1 ? 'Red Rocket' : 'Blue Bomber',
  franchise: { id, name: `Team ${id}`, colour: '#000000' },
  design: soloGunCar(`Car ${id}`),
  carried: { damage: 0, criticals: 0 },
  crew: [{ competitorId: id * 10, role: 'driver', driver: driver.newDriver(`Driver ${id}`) }],
});
const crew = (id: number) => [{ ...card().crew[0]!, competitorId: id * 10 }];
/** Car 1 (Red Rocket) and car 2 (Blue Bomber): a legal 52-DP Machinegun car each, drivers of the starting ratings (3). */
function twoCars(one: Partial<CarState> = {}, two: Partial<CarState> = {}): Table {
  return buildTable((e) => record(e.vehicleId), settings, {
    cars: [card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), ...one }), card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2), ...two })],
    surface: 'asphalt',
    where: { heat: 1, turn: 1, phase: 1 },
  });
}
const q = (r: OddsReport, id: string) => r.questions.find((x) => x.id === id)!;
const table = (r: OddsReport, id: string) => q(r, id).outcomes.map((o) => [o.value, o.fraction]);

/** The physical faces of a notation, written here: each reading with the number of d6 (or dS) combinations showing it. */
function facesOf(notation: string): Map<number, number> {
  const m = /^(\d*)d(\d+)$/.exec(notation);
  if (!m) throw new Error(`The brute force knows no ${notation}`);
  const count = Number(m[1] || 1);
  const sides = Number(m[2]);
  const offD6 = sides === 2 || sides === 3;
  const read = (f: number) => (offD6 ? Math.ceil((f * sides) / 6) : f);
  let sums = new Map([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [s, n] of sums) for (let f = 1; f <= (offD6 ? 6 : sides); f++) next.set(s + read(f), (next.get(s + read(f)) ?? 0) + n);
    sums = next;
  }
  return sums;
}

/**
 * Brute force: every sequence of typed readings fed to the calculator through ManualDice; where it asks for one more
 * roll, every reading of that roll is tried, weighted by its faces over all faces. Float weights: small cases only.
 */
function bruteForce(t: Table, calculator: CalculatorInput, key: (run: ReturnType<ReturnType<typeof dethmetalRunner>>) => string): Map<string, number> {
  const run = dethmetalRunner(t, calculator);
  const out = new Map<string, number>();
  const walk = (typed: number[], weight: number) => {
    try {
      const k = key(run(new ManualDice(typed)));
      out.set(k, (out.get(k) ?? 0) + weight);
    } catch (e) {
      if (!(e instanceof DiceInputNeeded)) throw e;
      const faces = facesOf(e.request.notation);
      const all = [...faces.values()].reduce((s, n) => s + n, 0);
      for (const [reading, n] of faces) walk([...typed, reading], (weight * n) / all);
    }
  };
  walk([], 1);
  return out;
}

/** Every question of the calculator's odds against one brute-force walk (all questions read on each path). */
function expectSame(t: Table, calculator: CalculatorInput) {
  const report = dethmetalOdds(t, calculator, SLOW_OK);
  const ids = report.questions.map((x) => x.id);
  const brute = bruteForce(t, calculator, (r) => JSON.stringify(ids.map((id) => questionValue(t, calculator, id, r))));
  expect([...brute.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  ids.forEach((id, i) => {
    const marginal = new Map<string, number>();
    for (const [k, p] of brute) {
      const v = JSON.stringify((JSON.parse(k) as unknown[])[i]);
      marginal.set(v, (marginal.get(v) ?? 0) + p);
    }
    const outcomes = q(report, id).outcomes;
    expect(outcomes.length).toBe(marginal.size);
    for (const o of outcomes) expect(marginal.get(JSON.stringify(o.value))).toBeCloseTo(o.probability, 12);
  });
  return report;
}

/** A question's value on one run, read through the calculator's own question (the odds module's data). */
function questionValue(t: Table, calculator: CalculatorInput, id: string, r: ReturnType<ReturnType<typeof dethmetalRunner>>) {
  const spec = DETHMETAL_ODDS[calculator.kind] as { questions: (t: Table, i: CalculatorInput) => { id: string; of: (r: unknown, log: never[]) => unknown }[] };
  return spec
    .questions(t, calculator)
    .find((x) => x.id === id)!
    .of(r, []);
}

describe('Part IV › Movement Points: speed plus a die by speed band (1–3: 1d2, 4–6: 1d3, 7+: 1d6)', () => {
  it('speed 4 rolls 1d3 read off a d6: 5, 6 and 7 MP at 1/3 each; the brute force agrees', () => {
    const t = twoCars();
    const r = expectSame(t, { kind: 'movement', vehicleId: 1 });
    expect(table(r, 'mp')).toEqual([
      [5, '1/3'],
      [6, '1/3'],
      [7, '1/3'],
    ]);
    expect(q(r, 'mp').expectedFraction).toBe('6/1');
    expect(q(r, 'mp').atLeast!.map((a) => a.fraction)).toEqual(['1/1', '2/3', '1/3']);
  });
});

describe("Part IV › Driver's Option Points: a driving check (roll under driving 3 on 1d6)", () => {
  it('one option point at 1/2 on asphalt', () => {
    const r = expectSame(twoCars(), { kind: 'options', vehicleId: 1 });
    expect(table(r, 'options')).toEqual([
      [0, '1/2'],
      [1, '1/2'],
    ]);
  });
});

describe('Part IV › Speed: the acceleration roll', () => {
  it('from speed 4 the car accelerates with the chance the check gives; the brute force agrees', () => {
    const r = expectSame(twoCars(), { kind: 'accelerate', vehicleId: 1, fuelBonus: 'none', secondAttemptWithFuel: false });
    expect(table(r, 'speed:1')).toEqual([
      [4, '2/3'],
      [5, '1/3'],
    ]);
  });
});

describe('Part IV › Uncontrolled vehicle › veer table (1d6, gaps.md #46)', () => {
  it('1 turn left, 2 drift left, 3–4 straight, 5 drift right, 6 turn right: straight 1/3, the others 1/6', () => {
    const t = twoCars({ crew: [{ ...crew(1)[0]!, outOfAction: true }] });
    const r = expectSame(t, { kind: 'veer', vehicleId: 1 });
    expect(q(r, 'veer').outcomes[0]!.fraction).toBe('1/3');
    expect(
      q(r, 'veer')
        .outcomes.map((o) => o.fraction)
        .sort(),
    ).toEqual(['1/3', '1/6', '1/6', '1/6', '1/6']);
  });
});

describe('Part V › Hitting the target and Armor protection: the Machinegun at the back of a car', () => {
  it('hits, damage, tire damage and destruction equal the brute force over every die sequence', () => {
    const t = twoCars();
    const r = dethmetalOdds(t, BACK_SHOT, SLOW_OK);
    expect(r.method).toBe('exact');
    expectSame(t, BACK_SHOT);
    expect(q(r, 'hits').outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
  });

  it('a blocked shot is refused as resolving would refuse it (the car cannot shoot at itself)', () => {
    expect(() =>
      dethmetalOdds(twoCars(), {
        kind: 'attack',
        vehicleId: 1,
        role: 'driver',
        weaponId: 'm1',
        targetId: 1,
        sideHit: 'back',
        hexes: 2,
        smoke: false,
        shootingForTires: false,
      }),
    ).toThrow(/cannot shoot at itself/);
  });

  it('the cards are left as they were', () => {
    const t = twoCars();
    const before = structuredClone(t.all().map((c) => c.state));
    dethmetalOdds(t, BACK_SHOT);
    expect(t.all().map((c) => c.state)).toEqual(before);
  });
});

describe('Part I › the basic check (1d6 under the rating, gaps.md #2): walked as passed or failed', () => {
  const cases: [string, CalculatorInput, Partial<CarState>?][] = [
    ['the Machinegun at the back (attack roll, then the damaged hazard’s driving check)', BACK_SHOT],
    ['deceleration by 3 (a check per MPH shed past the safe amount)', { kind: 'decelerate', vehicleId: 2, shed: 3 }],
    [
      'an obstacle of 3 (a driving check, then the loss of control)',
      { kind: 'hazard', vehicleId: 2, hazard: { type: 'obstacle', rating: 3, maneuvering: false } },
    ],
    ['recovery from a major skid', { kind: 'recovery', vehicleId: 1 }, { control: 'major-skid' }],
  ];
  for (const [what, calc, one] of cases)
    it(`${what}: the same exact fractions as face by face, in fewer runs`, () => {
      const t = twoCars(one);
      const grouped = dethmetalOdds(t, calc, SLOW_OK);
      // Face by face: no classes, and no decision states (they share a subtree by the same classes).
      const faces = dethmetalOdds(t, calc, { ...SLOW_OK, classes: undefined, state: undefined });
      expect([grouped.method, faces.method]).toEqual(['exact', 'exact']);
      expect(grouped.questions).toEqual(faces.questions);
      expect(grouped.runs).toBeLessThanOrEqual(faces.runs);
      if (calc.kind === 'attack') expect(grouped.runs).toBeLessThan(faces.runs / 2);
    });
});

describe('Part III › Turn Sequence: initiative 1d6 + initiative, ties broken by a straight roll', () => {
  it('two drivers of initiative 3 each move first 1/2: the roll-offs are closed exactly, nothing is left unsettled', () => {
    const r = dethmetalOdds(twoCars(), { kind: 'initiative', vehicleIds: [1, 2] }, SLOW_OK);
    expect(r.method).toBe('exact');
    expect(table(r, 'first')).toEqual([
      ['Blue Bomber', '1/2'],
      ['Red Rocket', '1/2'],
    ]);
    expect(q(r, 'place:1').expectedFraction).toBe('3/2');
  });

  /** Three cars: initiative 3, 4 (Sharp-witted: a 7 on the first tie-break, Part I › Talents) and 3 (Sharp-witted). */
  function threeCars(): Table {
    const sharp = (id: number, initiative: number, talents: string[]): CarRecord => {
      const r = record(id);
      const d = r.crew[0]!.driver;
      return {
        ...r,
        crew: [{ ...r.crew[0]!, driver: { ...d, traits: { ...d.traits, initiative }, talents: talents.map((name) => ({ name, count: 1 })) } as never }],
      };
    };
    const records = new Map([
      [1, record(1)],
      [2, sharp(2, 4, ['Sharp-witted'])],
      [3, sharp(3, 3, ['Sharp-witted'])],
    ]);
    return buildTable((e) => records.get(e.vehicleId)!, settings, {
      cars: [1, 2, 3].map((id) => card({ vehicleId: id, driverId: id * 10, crew: crew(id) })),
      surface: 'asphalt',
      where: { heat: 1, turn: 1, phase: 1 },
    });
  }

  it('the closed roll-offs agree with the walk without them: each chance lies between the walk cut at 8 rolls and it plus the unsettled share', () => {
    const t = threeCars();
    const calc: CalculatorInput = { kind: 'initiative', vehicleIds: [1, 2, 3] };
    const fast = dethmetalOdds(t, calc, SLOW_OK);
    expect(fast.method).toBe('exact');
    expect(fast.memoHits).toBeGreaterThan(0);
    const questions = DETHMETAL_ODDS.initiative.questions(t, calc as never);
    const slow = oddsOf(dethmetalRunner(t, calc), questions, { maxRolls: 8, budget: 1e6 });
    expect(slow.method).toBe('exact');
    for (const question of fast.questions) {
      const cut = slow.questions.find((x) => x.id === question.id)!.outcomes;
      const unsettled = cut.find((o) => o.value === null)!.probability;
      expect(unsettled).toBeGreaterThan(0);
      expect(question.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
      for (const o of question.outcomes) {
        const lower = cut.find((c) => c.value === o.value)?.probability ?? 0;
        expect(o.probability).toBeGreaterThanOrEqual(lower - 1e-12);
        expect(o.probability).toBeLessThanOrEqual(lower + unsettled + 1e-12);
      }
    }
  });

  it('a Sharp-witted driver tied with a plain one always wins the tie-break: hand-computed from the dice', () => {
    // Car 2 (4 + d6, Sharp-witted) against car 1 (3 + d6): car 1 is ahead only when its die is 2 or more higher,
    // 10/36 of the rolls; every tie (5/36) goes to the 7; so car 2 moves first 26/36 = 13/18. Two cars named Blue
    // Bomber are in the league: the dice log names car 2 with its team, and the odds follow it.
    const t = threeCars();
    const r = dethmetalOdds(t, { kind: 'initiative', vehicleIds: [1, 2] }, SLOW_OK);
    expect(table(r, 'first')).toEqual([
      ['Blue Bomber', '13/18'],
      ['Red Rocket', '5/18'],
    ]);
  });
});

describe('Part IV › Collisions: each car’s dice walked apart (they are independent), exact', () => {
  const collision = (type: 'swipe' | 't-bone'): CalculatorInput => ({
    kind: 'collision',
    type,
    vehicleId: 1,
    targetId: 2,
    targetSideHit: 'left',
    movingSideHit: type === 'swipe' ? 'right' : 'front',
  });
  for (const type of ['swipe', 't-bone'] as const)
    it(`a ${type}: the same exact fractions as the walk of both cars' dice together, face by face, in a fraction of its runs${type === 'swipe' ? ', and as the brute force' : ''}`, () => {
      const t = twoCars();
      const calc = collision(type);
      const apart = dethmetalOdds(t, calc, SLOW_OK);
      const joint = oddsOf(dethmetalRunner(t, calc), DETHMETAL_ODDS.collision.questions(t, calc as never), SLOW_OK);
      expect([apart.method, joint.method]).toEqual(['exact', 'exact']);
      expect(apart.questions).toEqual(joint.questions);
      expect(apart.runs * 20).toBeLessThan(joint.runs);
      expect(apart.how).toMatch(/^each car's dice walked apart/);
      // The swipe's tree is small enough for the brute force over every typed die sequence (ManualDice), outside the engine.
      if (type === 'swipe') expectSame(t, calc);
    });

  it('every roll of a collision says whose it is, but the side of the collision', () => {
    const run = dethmetalRunner(twoCars(), { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' });
    for (let i = 0; i < 200; i++)
      for (const r of run(new SeededDice(3, i * 100)).res.rolls) expect(r.purpose).toMatch(/^(moving vehicle: |target vehicle: |collision side )/);
  });
});

/** The walk of the whole resolution (dethmetalRunner, every card change's classes) for the questions `ids` name. */
function wholeWalkOf(t: Table, calc: CalculatorInput, ids: string[], firstFaces = '') {
  const questions = (DETHMETAL_ODDS[calc.kind] as { questions: (t: Table, i: CalculatorInput) => Question<DethmetalRun>[] })
    .questions(t, calc)
    .filter((x) => ids.includes(x.id));
  return wholeWalk(t, calc, questions, firstFaces);
}

describe('issue 23: a calculator walked in stages, each resumed from the state it leaves (the card), equals the whole resolution walked', () => {
  const linkedPair = soloGunCar('Linked', {
    mounts: [
      { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun', link: 'guns' },
      { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun', link: 'guns' },
    ],
  });
  /** Car 1 fires a linked pair of Machineguns (two attack rolls, gaps.md #29) at car 2's back. */
  function linkedTable(two: Partial<CarState> = {}): Table {
    const records = new Map([
      [1, { ...record(1), design: linkedPair }],
      [2, record(2)],
    ]);
    const guns = ['m1', 'm2'].map((id) => ({ id, ammo: 10, firedPhases: [], firedLastPhasePrevTurn: false }));
    return buildTable((e) => records.get(e.vehicleId)!, settings, {
      cars: [
        card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), weapons: guns }),
        card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2), ...two }),
      ],
      surface: 'asphalt',
      where: { heat: 1, turn: 1, phase: 1 },
    });
  }
  /** Car 2 already at handling 0 with a tire damage point: the first roll's tire damage can start a control chain. */
  const worn: Partial<CarState> = { handling: 0, tireDamage: 1 };

  it('a linked pair of Machineguns (two attack rolls, each resumed from the target they left): exact, the same fractions', () => {
    for (const t of [linkedTable(), linkedTable(worn)]) {
      const staged = dethmetalOdds(t, BACK_SHOT);
      expect(staged.method).toBe('exact');
      expect(q(staged, 'hits').outcomes.map((o) => o.fraction)).toEqual(['1/4', '1/2', '1/4']);
      expect(staged.questions).toEqual(
        wholeWalkOf(
          t,
          BACK_SHOT,
          staged.questions.map((x) => x.id),
        ),
      );
    }
  });

  it('a wrong stage key fails that comparison: forget the target as the first attack roll left it, and the second is walked wrong', () => {
    const t = linkedTable(worn);
    const right = dethmetalOdds(t, BACK_SHOT).questions;
    expect(attackOdds(t, BACK_SHOT, {}, { ...ATTACK_STAGE_KEYS, carry: () => null }).questions).not.toEqual(right);
  });

  /** Car 1 fires a Vulcan gun (ROF 3+: two attack rolls whose hits can roll car 2 over before its damaged hazard). */
  function vulcanTable(match = settings.match): Table {
    const vulcan = soloGunCar('Vulcan', { mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Vulcan gun' }] });
    const records = new Map([
      [1, { ...record(1), design: vulcan }],
      [2, record(2)],
    ]);
    return buildTable(
      (e) => records.get(e.vehicleId)!,
      { ...settings, match },
      {
        cars: [
          card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), weapons: [{ id: 'm1', ammo: 10, firedPhases: [], firedLastPhasePrevTurn: false }] }),
          card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2) }),
        ],
        surface: 'asphalt',
        where: { heat: 1, turn: 1, phase: 1 },
      },
    );
  }
  /** A question the calculator's odds do not ask: with it, no roll is left unwalked for the questions' sake. */
  const handlingAfter: Question<DethmetalRun> = {
    id: 'handling:2',
    label: 'Blue Bomber’s handling after',
    numeric: true,
    across: 'last',
    of: (r) => r.after(2).handling,
  };

  it('gaps P7: the hazard from being damaged of a target rolling over changes none of the attack’s answers, so it is not walked (the Vulcan gun)', () => {
    const t = vulcanTable();
    const questions = DETHMETAL_ODDS.attack.questions(t, BACK_SHOT);
    const fixed = dethmetalOdds(t, BACK_SHOT);
    const walked = attackOdds(t, BACK_SHOT, {}, ATTACK_STAGE_KEYS, [...questions, handlingAfter]);
    expect(fixed.method).toBe('exact');
    expect(walked.questions.slice(0, -1)).toEqual(fixed.questions);
    expect(fixed.runs).toBeLessThan(walked.runs);
    // The target rolls over in some paths: those whose hazard is left unwalked.
    expect(q(fixed, 'control:2').outcomes.some((o) => o.value === 'rollover')).toBe(true);
    // Under the house rule that lets a car rolling over check again, the hazard can start a chain: it is walked.
    const checksAgain = vulcanTable({ ...settings.match, controlChecksWhileRolling: true });
    const all = attackOdds(checksAgain, BACK_SHOT, {}, ATTACK_STAGE_KEYS, [...questions, handlingAfter]);
    expect(dethmetalOdds(checksAgain, BACK_SHOT).runs).toBe(all.runs);
  });

  const headOn: CalculatorInput = { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' };
  it('a head-on collision (stage 1 the match’s collision, stage 2 each car’s result on its card): each car’s odds equal its whole resolution walked', () => {
    const t = twoCars();
    const staged = dethmetalOdds(t, headOn);
    expect(staged.method).toBe('exact');
    const mine = (id: number) => staged.questions.filter((x) => x.id.endsWith(`:${id}`));
    expect(mine(1)).toEqual(
      wholeWalkOf(
        t,
        headOn,
        mine(1).map((x) => x.id),
        'target vehicle: ',
      ),
    );
    expect(mine(2)).toEqual(
      wholeWalkOf(
        t,
        headOn,
        mine(2).map((x) => x.id),
        'moving vehicle: ',
      ),
    );
  });

  it('a wrong stage key fails it: forget the card a stage resumes from, and the chains of different cards are joined', () => {
    const t = twoCars();
    const right = dethmetalOdds(t, headOn).questions;
    expect(collisionOdds(t, headOn as never, {}, { ...COLLISION_STAGE_KEYS, card: () => null }).questions).not.toEqual(right);
  });
});

/** `n` seeded rolls of the calculator land within 4 sigma of every outcome of every question of its exact odds. */
function expectSeededAgree(t: Table, calc: CalculatorInput, n: number) {
  const exact = dethmetalOdds(t, calc);
  expect(exact.method).toBe('exact');
  const run = dethmetalRunner(t, calc);
  const questions = (DETHMETAL_ODDS[calc.kind] as { questions: (t: Table, i: CalculatorInput) => Question<DethmetalRun>[] }).questions(t, calc);
  const seen = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const r = run(new SeededDice(17, i * 1000));
    for (const question of questions) {
      const k = `${question.id}=${JSON.stringify(question.of(r, []))}`;
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
  }
  for (const question of exact.questions)
    for (const o of question.outcomes) {
      const share = (seen.get(`${question.id}=${JSON.stringify(o.value)}`) ?? 0) / n;
      expect(Math.abs(share - o.probability), `${question.id} = ${String(o.value)}`).toBeLessThanOrEqual(
        4 * Math.sqrt((o.probability * (1 - o.probability)) / n) + 1e-12,
      );
    }
}

describe('seeded rolls agree with the exact odds', () => {
  it('100,000 seeded Machinegun shots land within 4 sigma of each outcome of each question', () => {
    expectSeededAgree(twoCars(), BACK_SHOT, 100_000);
  });

  it('100,000 seeded head-on collisions land within 4 sigma of each outcome of each question (both cars, walked apart)', () => {
    expectSeededAgree(twoCars(), { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' }, 100_000);
  });

  it('100,000 seeded veer rolls land within 4 sigma of each outcome', () => {
    const t = twoCars({ crew: [{ ...crew(1)[0]!, outOfAction: true }] });
    const calc: CalculatorInput = { kind: 'veer', vehicleId: 1 };
    const exact = q(dethmetalOdds(t, calc), 'veer');
    const run = dethmetalRunner(t, calc);
    const N = 100_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const v = questionValue(t, calc, 'veer', run(new SeededDice(11, i))) as string;
      seen.set(v, (seen.get(v) ?? 0) + 1);
    }
    for (const o of exact.outcomes)
      expect(Math.abs((seen.get(o.value as string) ?? 0) / N - o.probability)).toBeLessThan(4 * Math.sqrt((o.probability * (1 - o.probability)) / N));
  });
});
