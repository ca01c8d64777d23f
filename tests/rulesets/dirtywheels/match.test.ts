import { describe, expect, it } from 'vitest';
import { FixedDice, ManualDice } from '../../../src-shared/engine/dice';
import { deriveCar, match, modifier, shootingAim, type UpgradeName, type WeaponName } from '../../../src-shared/engine/dirtywheels';
import { car, driver, settings } from './helpers';

const weapon = (name: WeaponName, mount: 'fixed' | 'turret' = 'turret', upgrades: UpgradeName[] = []) =>
  deriveCar(car({ type: 'Truck', weapons: [{ weapon: name, mount }], upgrades })).weapons[0]!;
const aim = (n: number) => [modifier('aim', n, 'Drivers › Stat table')];
const shot = (over: Partial<match.ShotInput>): match.ShotInput => ({
  shooter: 'A',
  target: 'B',
  weapon: weapon('Machine gun'),
  aim: aim(0),
  targetArmour: 5,
  distance: 3,
  targetInFront: true,
  ...over,
});

describe('The Rules › initiative', () => {
  it('d6 + driver initiative, highest first', () => {
    const order = match.rollInitiative(
      new FixedDice([2, 5, 1]),
      [
        { id: 'A', initiative: 3 },
        { id: 'B', initiative: 1 },
        { id: 'C', initiative: 2 },
      ],
      settings(),
    );
    expect(order.map((e) => [e.id, e.total])).toEqual([
      ['B', 6],
      ['A', 5],
      ['C', 3],
    ]);
  });
  it('ties (gaps.md #11): the higher initiative stat first by default, else a roll-off', () => {
    const entrants = [
      { id: 'A', initiative: 1 },
      { id: 'B', initiative: 3 },
    ];
    // A 4+1 = 5, B 2+3 = 5: B has the higher stat
    expect(match.rollInitiative(new FixedDice([4, 2]), entrants, settings()).map((e) => e.id)).toEqual(['B', 'A']);
    // roll-off: A 6, B 3
    const r = match.rollInitiative(new FixedDice([4, 2, 6, 3]), entrants, settings({ initiativeTies: 'roll-off' }));
    expect(r.map((e) => [e.id, e.rollOffs])).toEqual([
      ['A', [6]],
      ['B', [3]],
    ]);
  });
  it('Shock round initiative loss lowers the score', () => {
    const [e] = match.rollInitiative(new FixedDice([4]), [{ id: 'A', initiative: 2, shockLoss: -2 }], settings());
    expect(e!.total).toBe(4);
    expect(e!.modifiers.map((m) => m.label)).toEqual(['Initiative die', 'Driver initiative', 'Shock round']);
  });
  it("deployment in the drivers' initiative order, ties rolled off", () => {
    const r = match.deploymentOrder(
      new FixedDice([2, 5]),
      [
        { id: 'A', initiative: 2 },
        { id: 'B', initiative: 3 },
        { id: 'C', initiative: 2 },
      ],
      settings(),
    );
    expect(r.map((e) => e.id)).toEqual(['B', 'C', 'A']);
  });
});

describe('Shooting', () => {
  it('machine gun (6 attacks, str 0), aim +1, at armour 5: one die over 5 deals the one damage', () => {
    const r = match.shoot(new FixedDice([1, 2, 3, 5, 4, 6]), shot({ aim: aim(1) }), settings());
    expect(r.attack!.needsOver).toBe(5);
    expect(r.attack!.dice.map((d) => [d.roll.value, d.total, d.exceeds])).toEqual([
      [1, 2, false],
      [2, 3, false],
      [3, 4, false],
      [5, 6, true],
      [4, 5, false],
      [6, 7, true],
    ]);
    expect(r.damage).toBe(1);
  });
  it('a total equal to armour - strength does not exceed it: no damage', () => {
    const r = match.shoot(new FixedDice([5, 5, 5, 5, 5, 5]), shot({}), settings());
    expect(r.damage).toBe(0);
  });
  it('strength lowers the value to beat: heavy laser (str 3) vs armour 6 needs over 3; Special bullets over 2', () => {
    expect(match.shoot(new FixedDice([3, 3, 3, 3, 3]), shot({ weapon: weapon('Heavy laser'), targetArmour: 6, distance: 40 }), settings()).damage).toBe(0);
    const r = match.shoot(new FixedDice([3, 1, 1, 1, 1]), shot({ weapon: weapon('Heavy laser', 'turret', ['Special bullets']), targetArmour: 6 }), settings());
    expect([r.attack!.needsOver, r.damage]).toEqual([2, 1]);
  });
  it('2D6 and 3D6 weapons roll their number of attacks first', () => {
    const r = match.shoot(new FixedDice([3, 1, 1, 6]), shot({ weapon: weapon('Small grenade launcher') }), settings());
    expect(r.attacksRoll!.notation).toBe('2d6');
    expect(r.attackCount.value).toBe(3);
    expect(r.attack!.dice.length).toBe(3);
    const a = match.shoot(new FixedDice([4, 1, 1, 1, 1]), shot({ weapon: weapon('Artillery') }), settings());
    expect([a.attacksRoll!.notation, a.attackCount.value]).toEqual(['3d6', 4]);
    expect(() => match.shoot(new ManualDice([1]), shot({ weapon: weapon('Small grenade launcher') }), settings())).toThrow(
      /cannot come from 2d6: expected 2 to 12/,
    );
  });
  it('the Flamethrower deals 1 automatic damage without a roll, within 2"', () => {
    const dice = new FixedDice([]);
    const r = match.shoot(dice, shot({ weapon: weapon('Flamethrower', 'fixed'), distance: 2 }), settings());
    expect([r.automatic, r.damage, dice.log.length]).toEqual([true, 1, 0]);
    expect(() => match.shoot(dice, shot({ weapon: weapon('Flamethrower', 'fixed'), distance: 3 }), settings())).toThrow(/reaches 2"/);
  });
  it('fixed weapons only at targets directly in front; turrets any direction', () => {
    expect(() => match.shoot(new FixedDice([]), shot({ weapon: weapon('Machine gun', 'fixed'), targetInFront: false }), settings())).toThrow(
      /directly in front/,
    );
    expect(match.shoot(new FixedDice([1, 1, 1, 1, 1, 1]), shot({ targetInFront: false }), settings()).damage).toBe(0);
  });
  it('Sniper: +1 aim from the card, 1 less shot with each weapon', () => {
    const d = deriveCar(car({ upgrades: [] }));
    const a = shootingAim(driver({ aim: 0, traits: ['Sniper'] }), d).parts;
    const r = match.shoot(new FixedDice([5, 1, 1, 1, 1]), shot({ aim: a, sniper: true }), settings());
    expect(r.attackCount.value).toBe(5);
    expect(r.attack!.dice[0]!.total).toBe(6);
    expect(r.damage).toBe(1);
  });
  it('Trigger happy -1 aim on the extra shot only by default (gaps.md #21); bumpy terrain and bright lights -1 each', () => {
    const labels = (over: Partial<match.ShotInput>, s = settings()) =>
      match.shoot(new FixedDice([1, 1, 1, 1, 1, 1]), shot(over), s).attack!.modifiers.map((m) => [m.label, m.value]);
    expect(labels({ triggerHappy: true })).toEqual([['aim', 0]]);
    expect(labels({ triggerHappy: true, extraShot: true })).toEqual([
      ['aim', 0],
      ['Trigger happy', -1],
    ]);
    expect(labels({ triggerHappy: true }, settings({ triggerHappyPenalty: 'all-shots' }))).toEqual([
      ['aim', 0],
      ['Trigger happy', -1],
    ]);
    expect(labels({ bumpy: true, facingBrightLights: true })).toEqual([
      ['aim', 0],
      ['Bumpy terrain', -1],
      ['Bright lights', -1],
    ]);
  });
});

describe('Ramming', () => {
  it('a Truck (6) rams a Racer (4): 2 attacks at d6+2, needing over 4; the Racer makes none', () => {
    const r = match.ram(new FixedDice([2, 3]), { id: 'Truck', armour: 6 }, { id: 'Racer', armour: 4 });
    expect(r.attacks.map((a) => [a.attacker, a.count.value, a.attack.needsOver])).toEqual([['Truck', 2, 4]]);
    expect(r.attacks[0]!.attack.dice.map((d) => d.total)).toEqual([4, 5]);
    expect(r.damage).toEqual({ Truck: 0, Racer: 1 });
  });
  it('the rammed car with the higher armour makes the attacks; equal armour, none', () => {
    const r = match.ram(new FixedDice([6]), { id: 'Standard', armour: 5 }, { id: 'Truck', armour: 6 });
    expect(r.attacks.map((a) => [a.attacker, a.defender, a.count.value])).toEqual([['Truck', 'Standard', 1]]);
    expect(r.damage).toEqual({ Standard: 1, Truck: 0 });
    expect(match.ram(new FixedDice([]), { id: 'A', armour: 5 }, { id: 'B', armour: 5 }).attacks).toEqual([]);
  });
  it('Ram: +2 attacks for the ramming car, even with the lower armour (gaps.md #19)', () => {
    const r = match.ram(new FixedDice([1, 1, 1]), { id: 'Racer', armour: 4, ramAttackBonus: 2 }, { id: 'Standard', armour: 5 });
    expect(r.attacks.map((a) => [a.attacker, a.count.value])).toEqual([
      ['Racer', 2],
      ['Standard', 1],
    ]);
  });
  it('Explosive ram: D3+2 attacks whatever the armour, and D3+2 against itself', () => {
    // D3 2 → 4 attacks on the Truck (need over 6): 5,1,1,1 → 7 hits; the Truck's 2 (armour 2 higher, need over 4): 1,1 miss;
    // D3 1 → 3 attacks on itself (need over 4): 1,1,3 → 5 hits
    const r = match.ram(new FixedDice([2, 5, 1, 1, 1, 1, 1, 1, 1, 1, 3]), { id: 'Racer', armour: 4, explosiveRam: true }, { id: 'Truck', armour: 6 });
    expect(r.attacks.map((a) => [a.attacker, a.defender, a.count.value])).toEqual([
      ['Racer', 'Truck', 4],
      ['Truck', 'Racer', 2],
      ['Racer', 'Racer', 3],
    ]);
    expect(r.damage).toEqual({ Racer: 1, Truck: 1 });
  });
});

describe('Manoeuvres', () => {
  it('skill 4+: a 4 performs it; a 3 or 2 stays put; a 1 stays put and takes one damage', () => {
    const go = (roll: number, mud = false) => match.manoeuvre(new FixedDice([roll]), { car: 'A', manoeuvre: 'Skid', skill: 4, mud });
    expect(go(4).outcome).toBe('performed');
    expect([go(3).outcome, go(3).test.failedBy]).toEqual(['stays-put', 1]);
    expect(go(2).outcome).toBe('stays-put');
    expect([go(1).outcome, go(1).damage]).toEqual(['stays-put-and-damaged', 1]);
  });
  it('Thick mud: -1 to skill tests', () => {
    const r = match.manoeuvre(new FixedDice([4]), { car: 'A', manoeuvre: 'Hop', skill: 4, mud: true });
    expect([r.test.total, r.outcome]).toEqual([3, 'stays-put']);
  });
});

describe('Shock round', () => {
  it('bravery 4+ rolled 2: failed by 2, -2 initiative; rammed -1 more', () => {
    expect(match.shockTest(new FixedDice([2]), { driver: 'A', bravery: 4, rammed: false, attackersAllDestroyed: false }).initiativeChange).toBe(-2);
    const r = match.shockTest(new FixedDice([2]), { driver: 'A', bravery: 4, rammed: true, attackersAllDestroyed: false });
    expect([r.test!.total, r.initiativeChange]).toEqual([1, -3]);
  });
  it('no test if the attacker has since died; Crazy re-rolls a failure and the second roll stands', () => {
    expect(match.shockTest(new FixedDice([]), { driver: 'A', bravery: 4, rammed: false, attackersAllDestroyed: true }).tested).toBe(false);
    const r = match.shockTest(new FixedDice([1, 5]), { driver: 'A', bravery: 4, rammed: false, attackersAllDestroyed: false, crazy: true });
    expect([r.test!.firstRoll!.value, r.test!.roll.value, r.test!.roll.rerollReason?.startsWith('Crazy'), r.initiativeChange]).toEqual([1, 5, true, -0]);
  });
});

describe('Shooting › Destruction table', () => {
  it('destroyed at as much or more damage than structure; the d6 gives the result', () => {
    expect([match.isDestroyed(2, 3), match.isDestroyed(3, 3), match.isDestroyed(4, 3)]).toEqual([false, true, true]);
    expect([1, 2, 3, 4, 5, 6].map((f) => match.rollDestruction(new FixedDice([f]), 'A').row.result)).toEqual([
      'wreck',
      'explodes',
      'explodes',
      'rolls-then-explodes',
      'rolls-then-explodes',
      'drives-on-then-explodes',
    ]);
  });
});

describe('Terrain › Thick mud movement', () => {
  it('a Standard at 8" with 1 damage in mud moves 6"', () => {
    expect(match.movementAllowance({ speed: 7, mud: true }).value).toBe(6);
  });
});

describe('Car upgrades in play', () => {
  it('Gunner: within 3", tires on 4+ (-2" speed), driver on 6+ (destroyed)', () => {
    expect(match.gunner(new FixedDice([4]), { car: 'A', target: 'B', aimAt: 'tires', distance: 2 }).speedLoss).toBe(2);
    expect(match.gunner(new FixedDice([5]), { car: 'A', target: 'B', aimAt: 'driver', distance: 2 }).destroysCar).toBe(false);
    expect(match.gunner(new FixedDice([6]), { car: 'A', target: 'B', aimAt: 'driver', distance: 2 }).destroysCar).toBe(true);
    expect(() => match.gunner(new FixedDice([6]), { car: 'A', target: 'B', aimAt: 'driver', distance: 4 })).toThrow(/within 3"/);
  });
  it('Pipe bombs: one D3, that many strength-1 attacks against each car behind', () => {
    const r = match.pipeBombs(
      new FixedDice([2, 5, 1, 1, 1]),
      {
        car: 'A',
        aim: aim(0),
        targets: [
          { id: 'B', armour: 5 },
          { id: 'C', armour: 4 },
        ],
      },
      settings(),
    );
    expect(r.perTarget.map((t) => [t.target, t.attack.needsOver, t.attack.dice.length, t.attack.damage])).toEqual([
      ['B', 4, 2, 1],
      ['C', 3, 2, 0],
    ]);
  });
  it('Harpoon: hits on 3+, once per game', () => {
    expect(match.harpoon(new FixedDice([3]), { car: 'A', target: 'B', alreadyFired: false }).damage).toBe(1);
    expect(match.harpoon(new FixedDice([2]), { car: 'A', target: 'B', alreadyFired: false }).damage).toBe(0);
    expect(() => match.harpoon(new FixedDice([3]), { car: 'A', target: 'B', alreadyFired: true })).toThrow(/once per game/);
  });
  it('Experimental engine: D3+3" boost, 1 damage on a 4+', () => {
    const r = match.experimentalEngine(new FixedDice([2, 4]), 'A');
    expect([r.inches, r.damage]).toEqual([5, 1]);
    expect(match.experimentalEngine(new FixedDice([1, 3]), 'A').damage).toBe(0);
  });
});

describe('live car cards (gaps.md #9, #29)', () => {
  it('each damage costs 1" of speed; structure reached destroys and credits the kill; a new game starts fresh', () => {
    const start = [match.freshCard('Racer', 3, 12), match.freshCard('Truck', 5, 4)];
    const cards = match.applyOutcomes(start, [
      { kind: 'damage', car: 'Racer', amount: 1, by: 'Truck', source: 'Shooting' },
      { kind: 'speed-loss', car: 'Racer', inches: 2, source: 'Gunner' },
      { kind: 'damage', car: 'Racer', amount: 2, by: 'Truck', source: 'Ramming' },
      { kind: 'destruction-roll', car: 'Racer', result: 'explodes' },
      { kind: 'damage', car: 'Truck', amount: 1, source: 'explosion' },
    ]);
    expect(cards.map((c) => [c.id, c.damage, c.speed, c.destroyed, c.kills])).toEqual([
      ['Racer', 3, 7, true, 0],
      ['Truck', 1, 3, false, 1],
    ]);
    expect(cards[0]!.destroyedBy).toBe('Truck');
    expect(start[0]!.damage).toBe(0);
  });
  it('speed never drops below 0 (gaps.md #3); a next-round initiative loss ends with the turn', () => {
    const [c] = match.applyOutcomes(
      [match.freshCard('T', 5, 4)],
      [
        { kind: 'damage', car: 'T', amount: 4, source: 'x' },
        { kind: 'speed-loss', car: 'T', inches: 2, source: 'Gunner' },
        { kind: 'initiative-loss', car: 'T', amount: 2, lasts: 'next-round' },
        { kind: 'initiative-loss', car: 'T', amount: 1, lasts: 'rest-of-game' },
        { kind: 'turn-ended' },
      ],
    );
    expect([c!.speed, c!.initiativeLossNextRound, c!.initiativeLoss]).toEqual([0, 0, 1]);
  });
  it('refuses an unknown car, negative damage and a second harpoon', () => {
    const start = [match.freshCard('A', 3, 12)];
    expect(() => match.applyOutcomes(start, [{ kind: 'damage', car: 'Z', amount: 1, source: 'x' }])).toThrow(/No car "Z"/);
    expect(() => match.applyOutcomes(start, [{ kind: 'damage', car: 'A', amount: -1, source: 'x' }])).toThrow(/whole number/);
    expect(() =>
      match.applyOutcomes(start, [
        { kind: 'harpoon-fired', car: 'A' },
        { kind: 'harpoon-fired', car: 'A' },
      ]),
    ).toThrow(/once per game/);
  });
});

describe('The Rules › end of game (gaps.md #31)', () => {
  it('over when one team has cars running; all gone at once is a draw', () => {
    expect(match.gameResult({ A: 2, B: 1 }, 5, settings())).toEqual({ state: 'playing' });
    expect(match.gameResult({ A: 1, B: 0 }, 5, settings())).toMatchObject({ state: 'over', winner: 'A' });
    expect(match.gameResult({ A: 0, B: 0 }, 5, settings())).toMatchObject({ state: 'over', winner: null });
  });
  it('with a turn limit, more cars running wins and equal draws', () => {
    const s = settings({ turnLimit: 6 });
    expect(match.gameResult({ A: 2, B: 1 }, 5, s)).toEqual({ state: 'playing' });
    expect(match.gameResult({ A: 2, B: 1 }, 6, s)).toMatchObject({ winner: 'A' });
    expect(match.gameResult({ A: 2, B: 2 }, 6, s)).toMatchObject({ state: 'over', winner: null });
  });
});

describe('Shooting › Destruction table › explosions (gaps.md #30)', () => {
  it('a 2-3 explodes: 1 damage to every other car within 3"; a 1 leaves a wreck and hurts nobody', () => {
    const boom = match.rollDestruction(new FixedDice([3]), 'A');
    expect(match.explosionOutcomes(boom, ['A', 'B', 'C']).map((o) => [o.kind, 'car' in o ? o.car : null])).toEqual([
      ['destruction-roll', 'A'],
      ['damage', 'B'],
      ['damage', 'C'],
    ]);
    expect(match.explosionOutcomes(match.rollDestruction(new FixedDice([1]), 'A'), ['B'])).toEqual([{ kind: 'destruction-roll', car: 'A', result: 'wreck' }]);
  });
});
