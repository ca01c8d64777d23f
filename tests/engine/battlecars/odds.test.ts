/**
 * The odds of every battlecars calculator (src-shared/engine/battlecars/odds.ts) against a brute-force walk written
 * here: every sequence of d8 faces, each die read face by face (no grouping, no memo), run through the calculator on
 * FixedDice and counted. Each report's outcomes sum to exactly 1.
 */
import { describe, expect, it } from 'vitest';
import {
  collide,
  collisionOdds,
  DEFAULT_BIKE,
  DEFAULT_CAR,
  damageOdds,
  defaultBattlecarsSettings,
  detonationOdds,
  explosionOdds,
  applyDamage,
  FixedDice,
  fire,
  fireOdds,
  freshState,
  fuelTankExplosion,
  minesOdds,
  shootVehicle,
  shotOdds,
  modifier,
  mines,
  skid,
  skidOdds,
  spikes,
  spikesOdds,
  type CardType,
  type VehicleState,
} from '../../../src-shared/engine/battlecars';
import type { OddsReport } from '../../../src-shared/engine/core/odds';
import { type Dice, DiceInputNeeded } from '../../../src-shared/engine/dice';

const S = defaultBattlecarsSettings();
const SLOW_OK = { budget: 1_000_000 };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const text = (num: bigint, den: bigint) => `${num / gcd(num, den)}/${den / gcd(num, den)}`;

/** Every way N d8 can sum, counted one face combination at a time. */
function sums(n: number): Map<number, bigint> {
  let m = new Map<number, bigint>([[0, 1n]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, bigint>();
    for (const [s, c] of m) for (let f = 1; f <= 8; f++) next.set(s + f, (next.get(s + f) ?? 0n) + c);
    m = next;
  }
  return m;
}

/**
 * The exact distribution of `key` over every path of rolls, each as a reduced fraction. A hit location that decides
 * "roll again" changes nothing and is asked again, so the walk conditions on the other faces (the faces that roll
 * again are left out and the rest weighed over what remains), found by running each face, not by the engine's memo.
 */
function brute<R>(run: (dice: Dice) => R, key: (r: R) => unknown): Map<string, string> {
  const acc = new Map<string, { num: bigint; den: bigint }>();
  const attempt = (faces: number[]) => {
    const dice = new FixedDice(faces);
    try {
      return { result: run(dice), dice, asked: null };
    } catch (e) {
      if (!(e instanceof DiceInputNeeded)) throw e;
      return { result: null, dice, asked: e.request.notation };
    }
  };
  const walk = (prefix: number[], num: bigint, den: bigint) => {
    const a = attempt(prefix);
    if (a.asked === null) {
      const k = JSON.stringify(key(a.result as R));
      const was = acc.get(k) ?? { num: 0n, den: 1n };
      acc.set(k, { num: was.num * den + num * was.den, den: was.den * den });
      return;
    }
    const n = Number(/^(\d+)d8$/.exec(a.asked)![1]);
    const options = [...sums(n)].filter(([s]) => attempt([...prefix, s]).dice.log[prefix.length]?.decided !== 'already destroyed: roll again');
    const total = options.reduce((t, [, c]) => t + c, 0n);
    for (const [s, c] of options) walk([...prefix, s], num * c, den * total);
  };
  walk([], 1n, 1n);
  return new Map([...acc].map(([k, f]) => [k, text(f.num, f.den)]));
}

const answer = (r: OddsReport, id: string) =>
  new Map(r.questions.find((q) => q.id === id)!.outcomes.map((o) => [JSON.stringify(o.value), o.fraction!] as const));

function sumsToOne(r: OddsReport) {
  expect(r.method).toBe('exact');
  for (const q of r.questions) {
    let num = 0n;
    let den = 1n;
    for (const o of q.outcomes) {
      const [a, b] = o.fraction!.split('/').map(BigInt) as [bigint, bigint];
      num = num * b + a * den;
      den *= b;
    }
    expect(text(num, den), q.id).toBe('1/1');
  }
}

const car = (loads = {}): VehicleState => freshState({ version: 1, name: 'Brute', cardType: 'car', loads });

describe('Firing sequence odds', () => {
  it('MG rounds at range 3 with a Gunnery Computer: hit 7/8, damage as brute force', () => {
    const input = { firearm: { weapon: 'MG rounds' as const }, range: 3, target: 'car' as const, gunneryComputer: true };
    const r = fireOdds(input);
    sumsToOne(r);
    expect(answer(r, 'hit').get('true')).toBe('7/8');
    expect(answer(r, 'damage')).toEqual(
      brute(
        (d) => fire(d, input),
        (x) => x.damage?.damage ?? 0,
      ),
    );
  });
  it('Rocket at range 9 (2d8): hit 36/64 as brute force over 64 face pairs', () => {
    const input = { firearm: { weapon: 'Rocket' as const }, range: 9, target: 'car' as const };
    const r = fireOdds(input);
    sumsToOne(r);
    expect(answer(r, 'hit')).toEqual(
      brute(
        (d) => fire(d, input),
        (x) => x.toHit.hit,
      ),
    );
    expect(answer(r, 'hit').get('true')).toBe('9/16');
  });
});

describe('Damage › Damage to vehicles odds', () => {
  it('3 through a covered front: counters discarded and components destroyed as brute force', () => {
    const state: VehicleState = { ...car({ podFront: ['Rocket'] }), armour: { front: 4 }, damage: { gunneryComputer: 1 } };
    const input = { card: DEFAULT_CAR, state, block: 'front' as const, amount: 3 };
    const r = damageOdds(input, S, SLOW_OK);
    sumsToOne(r);
    const run = (d: Dice) => applyDamage(d, input, S);
    expect(answer(r, 'countersLost')).toEqual(brute(run, (x) => x.steps.reduce((n, y) => n + y.discarded.length, 0)));
    expect(answer(r, 'destroyed')).toEqual(
      brute(
        run,
        (x) =>
          DEFAULT_CAR.components
            .filter((c) => (x.state.damage[c.id] ?? 0) >= ('capacity' in c ? c.capacity : c.boxes))
            .map((c) => c.label)
            .join(', ') || 'none',
      ),
    );
  });
  it('a destroyed front pod is rolled again: the loop closed exactly, front left tyre 2/6 (faces 3 and 8 of 3-8), Gunnery Computer 3/6 (5, 6, 7)', () => {
    const state: VehicleState = { ...car(), armour: { front: 4 }, damage: { podFront: 3 } };
    const r = damageOdds({ card: DEFAULT_CAR, state, block: 'front', amount: 2 }, S);
    sumsToOne(r);
    expect(answer(r, 'destroyed').get(JSON.stringify('Front left tyre'))).toBe('1/3');
    expect(answer(r, 'destroyed').get(JSON.stringify('Front right tyre'))).toBe('1/6');
    expect(answer(r, 'destroyed').get(JSON.stringify('Gunnery Computer'))).toBe('1/2');
    expect(answer(r, 'destroyed').has(JSON.stringify('none'))).toBe(false);
    expect(answer(r, 'destroyed')).toEqual(
      brute(
        (d) => applyDamage(d, { card: DEFAULT_CAR, state, block: 'front', amount: 2 }, S),
        (x) =>
          DEFAULT_CAR.components
            .filter((c) => c.id !== 'podFront' && (x.state.damage[c.id] ?? 0) >= ('capacity' in c ? c.capacity : c.boxes))
            .map((c) => c.label)
            .join(', ') || 'none',
      ),
    );
  });
});

describe('Firing sequence odds, whole shot', () => {
  it('MG rounds at range 1 on a covered front: hit, damage and what is destroyed as brute force', () => {
    const state: VehicleState = { ...car({ podFront: ['MG rounds'] }), armour: { front: 4 } };
    const input = { firearm: { weapon: 'MG rounds' as const }, range: 1, card: DEFAULT_CAR, state, block: 'front' as const };
    const r = shotOdds(input, S, SLOW_OK);
    sumsToOne(r);
    const run = (d: Dice) => shootVehicle(d, input, S);
    expect(answer(r, 'damage')).toEqual(brute(run, (x) => x.fire.damage?.damage ?? 0));
    expect(answer(r, 'destroyed')).toEqual(
      brute(
        run,
        (x) =>
          DEFAULT_CAR.components
            .filter((c) => (x.state.damage[c.id] ?? 0) >= ('capacity' in c ? c.capacity : c.boxes))
            .map((c) => c.label)
            .join(', ') || 'none',
      ),
    );
  });
});

describe('Skidding odds', () => {
  it('oil at speed 5 (SD 5): drift d8-4, facing d8+2 stops on 3+ (6/8), as brute force', () => {
    const input = { speed: 5, oil: true };
    const r = skidOdds(input, S);
    sumsToOne(r);
    expect(answer(r, 'distance')).toEqual(
      brute(
        (d) => skid(d, input, S),
        (x) => x.drift?.distance ?? 0,
      ),
    );
    expect(answer(r, 'stops').get('true')).toBe('3/4');
  });
  it('a bike at speed 7 (SD 7): slides over from 7 with a side d8, as brute force', () => {
    const input = { speed: 7, smoke: true, bike: true };
    const r = skidOdds(input, S);
    sumsToOne(r);
    expect(answer(r, 'slidesOver')).toEqual(
      brute(
        (d) => skid(d, input, S),
        (x) => x.finalFacing?.slidesOver?.section ?? 'no',
      ),
    );
    expect(answer(r, 'slidesOver').get(JSON.stringify('no'))).toBe('3/8');
  });
});

describe('Crashing and ramming odds', () => {
  it('a side ram at speed 9 (2d8+1): both damages and the target block as brute force', () => {
    const input = { collision: 'side' as const, rammer: { speed: 9 }, target: { speed: 1 }, targetSide: 'right' as const };
    const r = collisionOdds(input, S);
    sumsToOne(r);
    const run = (d: Dice) => collide(d, input, S);
    expect(answer(r, 'rammer')).toEqual(brute(run, (x) => x.rammer!.damage));
    expect(answer(r, 'target')).toEqual(brute(run, (x) => x.target!.damage));
    expect(answer(r, 'block')).toEqual(brute(run, (x) => x.target!.block));
  });
  it('a head-on ram at RV 14: always stunned', () => {
    const r = collisionOdds({ collision: 'headOn', rammer: { speed: 7 }, target: { speed: 7 } }, S);
    sumsToOne(r);
    expect(answer(r, 'stunned').get('true')).toBe('1/1');
  });
});

describe('Flame and Rocket odds: explosion and detonation', () => {
  it('d8 +3 for tank damage -2: explodes on a 6+, 3/8', () => {
    const parts = [modifier('tank damage', 3, 'x'), modifier('rocket', -2, 'x')];
    const r = explosionOdds(parts);
    sumsToOne(r);
    expect(answer(r, 'explodes')).toEqual(
      brute(
        (d) => fuelTankExplosion(d, parts),
        (x) => x.explodes,
      ),
    );
    expect(answer(r, 'explodes').get('true')).toBe('3/8');
  });
  it('two rounds hit with no working Gunnery Computer: 0, 1, 2 detonate at 9/16, 6/16, 1/16', () => {
    const state: VehicleState = { ...car(), damage: { gunneryComputer: 2 } };
    const r = detonationOdds({
      card: DEFAULT_CAR,
      state,
      weapon: 'Rocket',
      countersHit: [
        { mount: 'podLeft', weapon: 'Flame' },
        { mount: 'podLeft', weapon: 'Flame' },
      ],
    });
    sumsToOne(r);
    expect([...answer(r, 'detonations')]).toEqual([
      ['0', '9/16'],
      ['1', '3/8'],
      ['2', '1/16'],
    ]);
  });
});

describe('Mines and Spikes odds', () => {
  it('spikes on a bike: tyre damage as brute force over 64 face pairs', () => {
    const input = { card: DEFAULT_BIKE, state: freshState({ version: 1, name: 'Hornet', cardType: 'bike', loads: {} }), speed: 3 };
    const r = spikesOdds(input);
    sumsToOne(r);
    expect(answer(r, 'tyreDamage')).toEqual(
      brute(
        (d) => spikes(d, input),
        (x) => x.tyres.reduce((s, t) => s + t.took, 0),
      ),
    );
  });
  it('mines: tyres by d8-3, damage d8-2 (0 on 1-2, then 1/8 each) on the default bike', () => {
    const input = { card: DEFAULT_BIKE, state: freshState({ version: 1, name: 'Hornet', cardType: 'bike', loads: { podRear: ['Oil'] } }) };
    const r = minesOdds(input, S, SLOW_OK);
    sumsToOne(r);
    expect([...answer(r, 'damage')]).toEqual([['0', '1/4'], ...[1, 2, 3, 4, 5, 6].map((n) => [String(n), '1/8'])]);
  });
  it('a tyre’s d8-3, the d8-2 damage and the section walked once per word they decide: the same fractions as face by face, in fewer runs', () => {
    const input = { card: DEFAULT_BIKE, state: freshState({ version: 1, name: 'Hornet', cardType: 'bike', loads: { podRear: ['Oil'] } }) };
    const grouped = minesOdds(input, S, SLOW_OK);
    const faces = minesOdds(input, S, { ...SLOW_OK, classes: undefined });
    expect(grouped.questions).toEqual(faces.questions);
    expect(grouped.runs).toBeLessThan(faces.runs);
    const spiked = { card: DEFAULT_BIKE, state: freshState({ version: 1, name: 'Hornet', cardType: 'bike', loads: {} }), speed: 3 };
    const spikesGrouped = spikesOdds(spiked);
    const spikesFaces = spikesOdds(spiked, { classes: undefined });
    expect(spikesGrouped.questions).toEqual(spikesFaces.questions);
    expect(spikesGrouped.runs).toBeLessThan(spikesFaces.runs);
  });
  it('mines under a one-tyre card, as brute force over every path', () => {
    const card: CardType = {
      id: 'trike',
      name: 'Trike',
      kind: 'car',
      armour: { front: 1, rear: 1, sideFront: 1, sideCentre: 1, sideRear: 1 },
      components: [
        { id: 'tyre', kind: 'tyre', label: 'Tyre', section: 'front', boxes: 3 },
        { id: 'driver', kind: 'driver', label: 'Driver', section: 'centre', boxes: 3 },
        { id: 'fuelTank', kind: 'fuelTank', label: 'Fuel Tank', section: 'rear', boxes: 16 },
      ],
      hitLocation: { front: Array(8).fill(['tyre']), centre: Array(8).fill(['driver']), rear: Array(8).fill(['fuelTank']) },
    };
    const input = { card, state: { armour: {}, damage: {}, loads: {} } };
    const r = minesOdds(input, S);
    sumsToOne(r);
    const run = (d: Dice) => mines(d, input, S);
    expect(answer(r, 'tyres')).toEqual(brute(run, (x) => ((x.state.damage.tyre ?? 0) >= 3 ? 1 : 0)));
    expect(answer(r, 'driverDead')).toEqual(brute(run, (x) => (x.state.damage.driver ?? 0) >= 3));
    expect(answer(r, 'destroyed')).toEqual(
      brute(
        run,
        (x) =>
          card.components
            .filter((c) => (x.state.damage[c.id] ?? 0) >= (c as { boxes: number }).boxes)
            .map((c) => c.label)
            .join(', ') || 'none',
      ),
    );
  });
});
