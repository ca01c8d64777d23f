/**
 * The table's odds share paths by what a hit-location walk holds and by what the facts ask of a vehicle read no more
 * (engine/battlecars/table/oddsState.ts). Proof that the sharing changes no answer: every fraction equals the walk that
 * keys each path by its rolls' words in order (`decidedState`, itself proven against brute force in odds.test.ts), in
 * fewer runs; and 100,000 seeded resolutions of the real roll land within 4 sigma of each exact chance.
 */
import { describe, expect, it } from 'vitest';
import { type CardType, decidedClasses, decidedState, SeededDice, table } from '../../../src-shared/engine/battlecars';
import { OddsRuns } from '../../../src-shared/engine/battlecars/table/oddsDice';
import { afterWalks, tableClasses, tableState } from '../../../src-shared/engine/battlecars/table/oddsState';
import { oddsOf, type OddsReport, type Question } from '../../../src-shared/engine/core/odds';
import type { Dice } from '../../../src-shared/engine/dice';
import { CTX, LINE_UP, play, S } from './tableLineUp';

const moving = play([
  [
    {
      kind: 'speeds',
      speeds: [
        { vehicle: 1, speed: 2 },
        { vehicle: 2, speed: 2 },
      ],
    },
    [],
  ],
]).now;

const intent = (raw: table.BcIntentIn) => table.bcIntentSchema.parse(raw);

/** The questions of the table's odds of an intent, read off the facts as the table reads them. */
function questionsOf(model: OddsReport): Question<table.BcResolved>[] {
  return model.questions.map((q) => ({
    id: q.id,
    label: q.label,
    numeric: q.numeric,
    of: (r: table.BcResolved) => {
      const f = r.facts;
      if (q.id === 'hit') return f.hit === true;
      if (q.id === 'damage') return f.damage ?? 0;
      if (q.id === 'exploded') return f.exploded;
      const xs = q.id === 'killed' ? f.killed : q.id === 'wrecked' ? f.wrecked : f.stopped;
      return xs.length ? xs.join(', ') : 'none';
    },
  }));
}

/** The same questions, walked with every path keyed by its words in order (no walk notes, no facts-only vehicles). */
function byWords(now: table.BcTableNow, i: table.BcIntent): OddsReport {
  const run = (dice: Dice) => new table.BcResolver(now, S, dice).resolve(i);
  return oddsOf(run, questionsOf(table.bcOdds(now, i, S)), { state: decidedState, classes: decidedClasses, budget: 200_000 });
}

/** The same questions and states, the dice walked in the order the resolver rolls them (no roll drawn early). */
function inDiceOrder(now: table.BcTableNow, i: table.BcIntent): OddsReport {
  const runs = new OddsRuns();
  const run = (dice: Dice) => runs.run(dice, (d) => new table.BcResolver(now, S, d).resolve(i));
  return oddsOf(run, questionsOf(table.bcOdds(now, i, S)), { state: tableState(afterWalks(now, i), runs), classes: tableClasses(runs, afterWalks(now, i)) });
}

const fractions = (r: OddsReport) => r.questions.map((q) => [q.id, q.outcomes.map((o) => [o.value, o.fraction])]);

describe('The table’s odds share a hit-location walk by what it holds: the same fractions as the rolls’ words in order', () => {
  const cases: [string, table.BcIntentIn][] = [
    [
      'a Rocket at the bike’s left centre (the walk, then the fuel tank’s roll)',
      { kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'leftCentre' }, range: 3 },
    ],
    ['mines under the bike (tyres, then a walk inside)', { kind: 'mines', vehicle: 2 }],
    [
      'a side ram (two vehicles walked, the first read as facts after its walk)',
      { kind: 'collide', collision: 'side', rammer: 2, target: 1, targetSide: 'right' },
    ],
    ['a bike through mines', { kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' }],
    [
      'MG rounds at the car’s front (no fuel tank roll: the car read as facts after)',
      { kind: 'fire', shooter: 2, mount: 'podFront', target: { kind: 'vehicle', vehicle: 1, block: 'front' }, range: 1 },
    ],
  ];
  for (const [name, raw] of cases)
    it(name, () => {
      const i = intent(raw);
      const shared = table.bcOdds(moving, i, S);
      const words = byWords(moving, i);
      expect(shared.method).toBe('exact');
      expect(words.method).toBe('exact');
      expect(fractions(shared)).toEqual(fractions(words));
      expect(shared.runs).toBeLessThan(words.runs);
    });

  it('a damaged bike (its rear tyre at 1, its rider hit twice): mines, the same fractions as the words in order', () => {
    const bike = moving.vehicles.get(2)!;
    const hurt: table.BcTableNow = {
      ...moving,
      vehicles: new Map(moving.vehicles).set(2, { ...bike, state: { ...bike.state, damage: { tyreRear: 1, driver: 2, fuelTank: 1 } } }),
      drivers: new Map(moving.drivers).set(2, { ...moving.drivers.get(2)!, hits: 2 }),
    };
    const i = intent({ kind: 'mines', vehicle: 2 });
    expect(fractions(table.bcOdds(hurt, i, S))).toEqual(fractions(byWords(hurt, i)));
  });
});

describe('A Rocket at a car whose front pod holds Rockets: the walk discards missile counters, the ammo rolls for them', () => {
  it('the same fractions as the rolls’ words in order', () => {
    const twoCars: table.BcStartVehicle[] = [
      LINE_UP[0]!,
      { ...LINE_UP[0]!, vehicleId: 2, franchiseId: 20, name: 'Tank', driverName: 'Bo', competitorId: 2, design: { ...LINE_UP[0]!.design, name: 'Tank' } },
    ];
    const now = table.bcTableDef.fold([], { ...CTX, lineUp: () => twoCars });
    const i = intent({ kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'front' }, range: 8 });
    const shared = table.bcOdds(now, i, S);
    const words = byWords(now, i);
    expect(fractions(shared)).toEqual(fractions(words));
    expect(shared.runs).toBeLessThan(words.runs);
  });
});

describe('A card whose driver shares a section with a tyre: a walk there stays live after a wreck', () => {
  // The centre holds the driver and a tyre: once the front tyre is destroyed the front walks are inert, the centre's are not.
  const sidecar: CardType = {
    id: 'sidecar',
    name: 'Sidecar',
    kind: 'car',
    armour: { front: 1, rear: 1, sideFront: 1, sideCentre: 1, sideRear: 1 },
    components: [
      { id: 'tyreFront', kind: 'tyre', label: 'Front tyre', section: 'front', boxes: 2 },
      { id: 'podFront', kind: 'pod', label: 'Front pod', section: 'front', facing: 'front', capacity: 1 },
      { id: 'driver', kind: 'driver', label: 'Driver', section: 'centre', boxes: 3 },
      { id: 'tyreSide', kind: 'tyre', label: 'Side tyre', section: 'centre', boxes: 2 },
      { id: 'fuelTank', kind: 'fuelTank', label: 'Fuel Tank', section: 'rear', boxes: 2 },
    ],
    hitLocation: {
      front: [['tyreFront'], ['tyreFront'], ['podFront'], ['podFront'], ['tyreFront', 'podFront'], ['podFront', 'tyreFront'], ['tyreFront'], ['podFront']],
      centre: [['driver'], ['tyreSide'], ['driver', 'tyreSide'], ['tyreSide', 'driver'], ['driver'], ['tyreSide'], ['tyreSide'], ['driver']],
      rear: Array(8).fill(['fuelTank']),
    },
  };
  const lineUp: table.BcStartVehicle[] = [
    { ...LINE_UP[0]!, card: sidecar, design: { version: 1, name: 'Brute', cardType: 'sidecar', loads: { podFront: ['MG rounds'] } } },
    LINE_UP[1]!,
  ];
  const fresh = table.bcTableDef.fold([], { ...CTX, lineUp: () => lineUp });
  const car = fresh.vehicles.get(1)!;
  const at = (damage: Record<string, number>): table.BcTableNow => ({
    ...fresh,
    vehicles: new Map(fresh.vehicles).set(1, { ...car, speed: 2, state: { ...car.state, damage } }),
  });
  for (const [name, damage] of [
    ['fresh', {}],
    ['its front tyre destroyed (a wreck already), its side tyre at 1', { tyreFront: 2, tyreSide: 1 }],
    ['its driver hit twice', { driver: 2 }],
  ] as const)
    it(`mines under it, ${name}: the same fractions as the words in order`, () => {
      const now = at(damage);
      const i = intent({ kind: 'mines', vehicle: 1 });
      const shared = table.bcOdds(now, i, S);
      expect(fractions(shared)).toEqual(fractions(byWords(now, i)));
      expect(shared.runs).toBeLessThan(byWords(now, i).runs);
    });
});

describe('A mine’s section drawn with its first tyre (table/oddsDice.ts): the same fractions as the dice in order', () => {
  const car = moving.vehicles.get(1)!;
  const damaged: table.BcTableNow = {
    ...moving,
    vehicles: new Map(moving.vehicles).set(1, {
      ...car,
      state: { ...car.state, damage: { tyreFrontLeft: 1, tyreRearRight: 1, gunneryComputer: 2, fuelTank: 2, driver: 1 } },
    }),
  };
  const cases: [string, table.BcTableNow, table.BcIntentIn][] = [
    ['mines under the car', moving, { kind: 'mines', vehicle: 1 }],
    ['mines under the damaged car', damaged, { kind: 'mines', vehicle: 1 }],
    ['mines under the bike', moving, { kind: 'mines', vehicle: 2 }],
    ['a bike through mines', moving, { kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' }],
  ];
  for (const [name, now, raw] of cases)
    it(`${name}, in fewer nodes`, () => {
      const i = intent(raw);
      const early = table.bcOdds(now, i, S);
      const inOrder = inDiceOrder(now, i);
      expect(fractions(early)).toEqual(fractions(inOrder));
      expect(early.runs).toBeLessThan(inOrder.runs);
    });

  it('mines under the damaged car (tyres at 1, the driver hit, components destroyed): the same fractions as the words in order', () => {
    // The car's walks keyed by what they hold, inert once the damage left can destroy no tyre or driver, the section first.
    const i = intent({ kind: 'mines', vehicle: 1 });
    expect(fractions(table.bcOdds(damaged, i, S))).toEqual(fractions(byWords(damaged, i)));
  });
});

describe('A hit location’s faces that leave the walk read alike share one branch (table/oddsState.ts `tableClasses`)', () => {
  it('mines under the car: the same fractions as the words in order, in 506 nodes (709 with a branch per component hit, per damage and per tyre damage)', () => {
    const i = intent({ kind: 'mines', vehicle: 1 });
    const shared = table.bcOdds(moving, i, S);
    expect(fractions(shared)).toEqual(fractions(byWords(moving, i)));
    expect(shared.runs).toBeLessThanOrEqual(506);
  });
});

describe('Mines under the car, exact within the walk’s budget', () => {
  it('100,000 seeded mines under the car land within 4 sigma of every exact chance', () => {
    const i = intent({ kind: 'mines', vehicle: 1 });
    const odds = table.bcOdds(moving, i, S);
    expect(odds.method).toBe('exact');
    const N = 100_000;
    const seen = new Map<string, Map<string, number>>();
    for (let n = 0; n < N; n++) {
      // 64 dice apart: no two resolutions share a die (four tyres, the damage, the section and the walk use fewer).
      const r = new table.BcResolver(moving, S, new SeededDice(29, n * 64)).resolve(i);
      const values: [string, unknown][] = [
        ['killed', r.facts.killed.join(', ') || 'none'],
        ['wrecked', r.facts.wrecked.join(', ') || 'none'],
        ['exploded', r.facts.exploded],
      ];
      for (const [q, v] of values) {
        const m = seen.get(q) ?? new Map<string, number>();
        m.set(JSON.stringify(v), (m.get(JSON.stringify(v)) ?? 0) + 1);
        seen.set(q, m);
      }
    }
    for (const q of odds.questions) {
      let total = 0;
      for (const o of q.outcomes) {
        total += o.probability;
        const got = (seen.get(q.id)!.get(JSON.stringify(o.value)) ?? 0) / N;
        expect(Math.abs(got - o.probability), `${q.id} = ${o.label}`).toBeLessThanOrEqual(4 * Math.sqrt((o.probability * (1 - o.probability)) / N));
      }
      expect(total).toBeCloseTo(1, 12);
      // Every outcome the dice gave is one the odds name.
      expect([...seen.get(q.id)!.keys()].every((k) => q.outcomes.some((o) => JSON.stringify(o.value) === k))).toBe(true);
    }
  });
});
