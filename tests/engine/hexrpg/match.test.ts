/**
 * The match rules through the public index, with the dice given (FixedDice: one value per roll, a 2d6 as its total),
 * each case computed by hand from shared/rules/hex-rpg-vehicle-combat.md; tests are named after the sections.
 */
import { describe, expect, it } from 'vitest';
import {
  actionsPerTurn,
  bash,
  bandDamage,
  breaksHold,
  chicken,
  type ChickenDriver,
  damageBand,
  defaultHexrpgSettings,
  downed,
  dyingTime,
  excessTurnRoll,
  excessTurns,
  explosionRings,
  FixedDice,
  fatigueLimit,
  fatigueRoll,
  fistRatings,
  fuelAndControl,
  grappleCell,
  hitsThePerson,
  keepControl,
  HexRpgRuleError,
  hexrpgSettingsSchema,
  jumpOutDamage,
  loseControl,
  luckBand,
  nextFatiguePenalty,
  personCritical,
  ramDamage,
  turnOrder,
  vehicleCritical,
  vehicleWeapon,
  weaponCombat,
  weaponlessCombat,
  weaponRatings,
} from '../../../src-shared/engine/hexrpg';

const S = defaultHexrpgSettings();
const withRules = (o: object) => hexrpgSettingsSchema.parse(o);

describe('1. Turns and order', () => {
  it('the example of 2e: B (AGI 6), then A (AGI 3), then C (AGI 1)', () => {
    const o = turnOrder([
      { id: 'A', agi: 3, luck: 10 },
      { id: 'B', agi: 6, luck: 10 },
      { id: 'C', agi: 1, luck: 10 },
    ]);
    expect(o.groups).toEqual([['B'], ['A'], ['C']]);
  });
  it('tied agility: the higher LUCK first; both tied: exactly simultaneous', () => {
    const o = turnOrder([
      { id: 'X', agi: 4, luck: 30 },
      { id: 'Y', agi: 4, luck: 55 },
      { id: 'Z', agi: 4, luck: 30 },
    ]);
    expect(o.groups).toEqual([['Y'], ['X', 'Z']]);
    expect(o.text).toBe('Y, X + Z (simultaneous)');
  });
  it('refuses a character listed twice', () => {
    expect(() =>
      turnOrder([
        { id: 'A', agi: 1, luck: 1 },
        { id: 'A', agi: 2, luck: 1 },
      ]),
    ).toThrow(HexRpgRuleError);
  });
});

describe('2e. Movement › General Notes', () => {
  it('a warcar of movement 8 has 8 actions, a sprinter 2, a bike of 4 has 4; getting in costs two', () => {
    expect(actionsPerTurn({ on: 'vehicle', movement: 8 }).actions).toBe(8);
    expect(actionsPerTurn({ on: 'foot', pace: 'sprint' }).actions).toBe(2);
    expect(actionsPerTurn({ on: 'vehicle', movement: 4 }).actions).toBe(4);
    expect(actionsPerTurn({ on: 'vehicle', movement: 8, gotIn: true }).actions).toBe(6);
  });
});

describe('2a. Movement › People (fatigue)', () => {
  it('MUSC 7: sprints 7 turns, runs 14, walks forever', () => {
    expect([fatigueLimit(7, 'sprint'), fatigueLimit(7, 'run'), fatigueLimit(7, 'walk')]).toEqual([7, 14, null]);
  });
  it('a 3 less the penalty 1 is a 2: collapses for d4 = 3 turns; a 3 without a penalty keeps going', () => {
    const c = fatigueRoll(new FixedDice([3, 3]), { penalty: 1 });
    expect([c.total, c.collapsed, c.downTurns]).toEqual([2, true, 3]);
    const k = fatigueRoll(new FixedDice([3]), {});
    expect([k.collapsed, k.downTurns, k.rolls.length]).toEqual([false, 0, 1]);
  });
  it('each regaining −1 more; a turn walking gives 1 back, resting 2, never below 0', () => {
    expect(nextFatiguePenalty(1, 'regained')).toBe(2);
    expect(nextFatiguePenalty(2, 'walked')).toBe(1);
    expect(nextFatiguePenalty(1, 'rested')).toBe(0);
  });
});

describe('2f. Movement › Fuel and Skill', () => {
  it('a car at 5 hexes spends 6 fuel; a 2nd-level driver rolls 7 + 1 − 2 = 6 or less', () => {
    const ok = fuelAndControl(new FixedDice([6]), { kind: 'car', speed: 5, driver: { level: 2, driv: 6 } }, S);
    expect([ok.fuel, ok.control!.target, ok.controlled]).toEqual([6, 6, true]);
    expect(fuelAndControl(new FixedDice([7]), { kind: 'car', speed: 5, driver: { level: 2, driv: 6 } }, S).controlled).toBe(false);
  });
  it('a bike at 2 hexes: 1 fuel, no roll; a warcar at 4: 7 fuel, a roll at 0', () => {
    const b = fuelAndControl(new FixedDice([]), { kind: 'bike', speed: 2, driver: { level: 1, driv: 5 } }, S);
    expect([b.fuel, b.control]).toEqual([1, null]);
    const w = fuelAndControl(new FixedDice([7]), { kind: 'warcar', speed: 4, driver: { level: 1, driv: 5 } }, S);
    expect([w.fuel, w.control!.target, w.controlled]).toEqual([7, 7, true]);
  });
  it('without driving skill: 4 or less; the DRIV reading: DRIV 9 at car speed 6 is 9 − 4 = 5 (gaps.md #3)', () => {
    expect(fuelAndControl(new FixedDice([3]), { kind: 'car', speed: 4, driver: { level: 0, driv: 5 } }, S).control!.target).toBe(3);
    expect(
      fuelAndControl(new FixedDice([5]), { kind: 'car', speed: 6, driver: { level: 3, driv: 9 } }, withRules({ controlRoll: 'driv' })).control!.target,
    ).toBe(5);
  });
  it('refuses a speed past the table', () => {
    expect(() => fuelAndControl(new FixedDice([]), { kind: 'car', speed: 14, driver: { level: 1, driv: 5 } }, S)).toThrow('0 to 13');
  });
});

describe('2g. Movement › Turning', () => {
  it('a car allowed 3 turns making 7 has 4 excessive; the 4th at level 3 rolls 7 + 2 − 4 = 5 or less', () => {
    expect(excessTurns(7, 3)).toBe(4);
    const r = excessTurnRoll(new FixedDice([5]), { excess: 4, driver: { level: 3, driv: 5 } }, S);
    expect([r.target, r.success]).toEqual([5, true]);
  });
});

describe('3e. Damage › Damage from vehicles bashing (keeping control)', () => {
  it('the bashed car rolls to keep control: a 2nd-level driver 7 + 1 = 8 or less, no table adjustment', () => {
    const r = keepControl(new FixedDice([8]), { driver: { level: 2, driv: 5 }, why: 'bashed' }, S);
    expect([r.target, r.success]).toEqual([8, true]);
    expect(keepControl(new FixedDice([9]), { driver: { level: 2, driv: 5 }, why: 'critical' }, S).success).toBe(false);
  });
});

describe('3e. Failure to Control Car', () => {
  it('d100 30 over 25%: a skid, d4 3 = 2 hexes', () => {
    const r = loseControl(new FixedDice([30, 3]), { failurePercent: 25 });
    expect([r.kind, r.skidHexes, r.failureTurns, r.nature]).toEqual(['skid', 2, 0, null]);
  });
  it('d100 10: a failure for d4 4 = 3 turns; its nature 100 (explodes) is a stall', () => {
    const r = loseControl(new FixedDice([10, 4, 100]), { failurePercent: 25 });
    expect([r.kind, r.failureTurns, r.nature!.effect]).toEqual(['failure', 3, 'stall']);
  });
});

describe('3b. Combat › Weapon Combat', () => {
  it('level 3, ACCU 8, AGI 5 target moving 2, attacker moving 3: 7 + 2 + 2 − 2 − 2 − 3 = 4', () => {
    const r = weaponCombat(new FixedDice([4]), { level: 3, accu: 8, targetAgi: 5, targetHexes: 2, attackerHexes: 3 });
    expect([r.target, r.success]).toEqual([4, true]);
    expect(r.parts.map((p) => p.value)).toEqual([7, 2, 2, -2, -2, -3]);
    expect(r.parts.every((p) => p.rule.length > 0)).toBe(true);
  });
  it('alongside the attacker’s moving is −2 at most (5), mounted on a car +2 (7)', () => {
    expect(weaponCombat(new FixedDice([5]), { level: 3, accu: 8, targetAgi: 5, targetHexes: 2, attackerHexes: 3, alongside: true }).target).toBe(5);
    expect(
      weaponCombat(new FixedDice([5]), { level: 3, accu: 8, targetAgi: 5, targetHexes: 2, attackerHexes: 3, alongside: true, mountedOn: 'car' }).target,
    ).toBe(7);
  });
  it('without skill 4 or less, modifiers apply: ACCU 10 and AGI 1 give 4 + 3 + 3 = 10; a 11 misses', () => {
    const r = weaponCombat(new FixedDice([11]), { level: 0, accu: 10, targetAgi: 1 });
    expect([r.target, r.success]).toEqual([10, false]);
  });
  it('refuses an AGI of 7', () => {
    expect(() => weaponCombat(new FixedDice([7]), { level: 1, accu: 5, targetAgi: 7 })).toThrow("opponent's AGI");
  });
});

describe('3c. Combat › Weaponless Combat', () => {
  it('fighting 2, ACCU 6, AGI 3 target, grappling with AGI 5, held (maximal): 7 + 1 + 1 + 1 + 2 − 3 = 9', () => {
    const r = weaponlessCombat(new FixedDice([9]), { level: 2, accu: 6, targetAgi: 3, grappling: { agi: 5 }, hold: { strength: 'maximal', as: 'victim' } });
    expect([r.target, r.success]).toEqual([9, true]);
  });
});

describe('3d. Vehicular Combat › Bashing', () => {
  const basher = { kind: 'car' as const, level: 3, driv: 10 };
  const victim = { kind: 'bike' as const, level: 2, driv: 8 };
  it('car (3, DRIV 10) bashing bike (2, DRIV 8): 7 − 2 + 2 + 2 − 1 + 2 = 10; nullify 7 + 1 − 3 + 1 − 2 = 4, a 5 fails', () => {
    const r = bash(new FixedDice([10, 5]), { basher, victim });
    expect([r.bash.target, r.nullify!.target, r.bashed]).toEqual([10, 4, true]);
  });
  it('a victim without skill cannot nullify; a basher without the driving skill cannot bash', () => {
    const r = bash(new FixedDice([2]), { basher, victim: { ...victim, level: 0 } });
    expect([r.nullify, r.bashed]).toEqual([null, true]);
    expect(() => bash(new FixedDice([2]), { basher: { ...basher, level: 0 }, victim })).toThrow('appropriate driving skill');
  });
  it('warcar bashing bike +4; bike bashing warcar −5', () => {
    const w = bash(new FixedDice([12]), { basher: { kind: 'warcar', level: 1, driv: 5 }, victim: { kind: 'bike', level: 0, driv: 5 } });
    expect(w.bash.target).toBe(11);
    const b = bash(new FixedDice([12]), { basher: { kind: 'bike', level: 1, driv: 5 }, victim: { kind: 'warcar', level: 0, driv: 5 } });
    expect(b.bash.target).toBe(2);
  });
});

describe('3d. Vehicular Combat › Weapon Usage', () => {
  it('driver level 2 at a bike from lower position, its driver level 1, AGI 4: 7 + 2 − 1 − 1 + 0 = 7', () => {
    expect(vehicleWeapon(new FixedDice([7]), { firingLevel: 2, targetDriverLevel: 1, targetAgi: 4, from: 'lower', target: 'bike' }).target).toBe(7);
  });
  it('from higher at a person of AGI 6: 7 − 3 − 4 = 0, nothing hits', () => {
    const r = vehicleWeapon(new FixedDice([2]), { firingLevel: 0, targetAgi: 6, from: 'higher', target: 'person' });
    expect([r.target, r.success]).toEqual([0, false]);
  });
});

describe('3d. Vehicular Combat › Ramming (the game of chicken)', () => {
  const A: ChickenDriver = { id: 'A', agi: 5, luck: 20, driv: 12, hp: 12, plan: [] };
  const B: ChickenDriver = { id: 'B', agi: 3, luck: 20, driv: 7, hp: 10, plan: [] };
  it('B fails to jump at the 1st question (7 against 8+) and must try again; A swerves at the 2nd: 4 + 3 ≥ 7, the ram is avoided', () => {
    const r = chicken(
      new FixedDice([7, 4]),
      {
        drivers: [
          { ...A, plan: ['hold', 'swerve'] },
          { ...B, plan: ['jump'] },
        ],
      },
      S,
    );
    expect(r.order).toEqual(['A', 'B']);
    expect(r.attempts.map((a) => [a.question, a.driver, a.choice, a.success])).toEqual([
      [1, 'B', 'jump', false],
      [2, 'A', 'swerve', true],
    ]);
    expect(r.rammed).toBe(false);
    expect(r.sides[0]!.firstSwerve).toBe(2);
  });
  it('a failed jump is forced at every later question', () => {
    const r = chicken(new FixedDice([7, 6, 2, 2, 2, 9, 4]), { drivers: [A, { ...B, plan: ['jump'] }] }, S);
    expect(r.attempts.map((a) => [a.question, a.forced, a.success])).toEqual([
      [1, false, false],
      [2, true, false],
      [3, true, false],
      [4, true, false],
      [5, true, false],
      [6, true, true],
    ]);
    expect([r.sides[1]!.jumped!.damage, r.rammed, r.undriven]).toEqual([4, true, ['B']]);
  });
  it('B jumps out at the 1st (9 ≥ 8): d20 15 against 10 HP leaves 1 HP; his car rams undriven', () => {
    const r = chicken(new FixedDice([9, 15]), { drivers: [A, { ...B, plan: ['jump'] }] }, S);
    expect(r.sides[1]!.jumped).toMatchObject({ damage: 9, hp: 1 });
    expect([r.rammed, r.undriven, r.sides[1]!.aboard]).toEqual([true, ['B'], false]);
  });
  it('house rules: a swerve that still rams (gaps.md #5), a jump that always succeeds (gaps.md #10)', () => {
    const still = chicken(new FixedDice([5]), { drivers: [{ ...A, plan: ['swerve'] }, B] }, withRules({ swerve: 'still-rams' }));
    expect([still.sides[0]!.swerved, still.rammed]).toEqual([true, true]);
    const auto = chicken(new FixedDice([3]), { drivers: [A, { ...B, plan: ['jump'] }] }, withRules({ jumpOut: 'automatic' }));
    expect(auto.sides[1]!.jumped!.damage).toBe(3);
  });
});

describe('3d. Ramming: jumping out', () => {
  it('d20 damage, not below 1 HP: 15 on 10 HP takes 9; on 30 HP takes 15', () => {
    expect(jumpOutDamage(new FixedDice([15]), { hp: 10 })).toMatchObject({ damage: 9, hp: 1 });
    expect(jumpOutDamage(new FixedDice([15]), { hp: 30 })).toMatchObject({ damage: 15, hp: 15 });
  });
});

describe('3e. Damage › Damage from vehicles ramming', () => {
  const carA = { straightHexes: 6, firstSwerve: 3, driverAboard: true, hp: 100, maxHp: 100 };
  const carB = { straightHexes: 4, firstSwerve: null, driverAboard: false, hp: 100, maxHp: 100 };
  it('A, swerved first at the 3rd question, B’s driver jumped: 6 + (7 − 2) − 3 = 8; × 1/2 + 100/100 = 5 → 50% and a critical', () => {
    const r = ramDamage(carA, carB, S);
    expect([r.exact, r.points, r.percent, r.hpLost, r.criticals]).toEqual([5, 5, 50, 50, 1]);
  });
  it('A with a driver in B too: 6 + 5 − 3 + 3 = 11; 5.5 + 1 = 6.5 → 7 (drop the fraction and add one): 70% of 100 = 70 HP', () => {
    const r = ramDamage(carA, { ...carB, driverAboard: true }, S);
    expect([r.exact, r.points, r.percent, r.hpLost]).toEqual([6.5, 7, 70, 70]);
  });
  it('B, never swerved (7 − 6 = 1), driver jumped: 4 + 1 + 3 = 8; 4 + 1 = 5 exactly, no fraction: 50%', () => {
    const r = ramDamage(carB, carA, S);
    expect([r.exact, r.points, r.percent, r.hpLost]).toEqual([5, 5, 50, 50]);
  });
  it('the other car’s current HP 80: 4 + 0.8 = 4.8 → 5; its maximum by the house rule: 5 (gaps.md #4)', () => {
    expect(ramDamage(carB, { ...carA, hp: 80 }, S).exact).toBe(4.8);
    expect(ramDamage(carB, { ...carA, hp: 80 }, withRules({ ramOtherHp: 'maximum' })).exact).toBe(5);
  });
  it('never swerved: the term omitted gives 4.5 → 5; the full seven 8 → 80% (gaps.md #4)', () => {
    expect(ramDamage(carB, carA, withRules({ ramNeverSwerved: 'term-omitted' })).exact).toBe(4.5);
    expect(ramDamage(carB, carA, withRules({ ramNeverSwerved: 'full-seven' })).percent).toBe(80);
  });
  it('never more than the vehicle has, never below 0 (gaps.md #16)', () => {
    expect(ramDamage({ ...carA, straightHexes: 20, hp: 30 }, carB, S).hpLost).toBe(30);
    expect(ramDamage({ straightHexes: 0, firstSwerve: 6, driverAboard: true, hp: 50, maxHp: 50 }, { ...carB, hp: 0 }, S).percent).toBe(0);
  });
});

describe('3e. Damage › d10 damage by skill level', () => {
  it('1st level: 10 is maximal and a second d10 of 7-10 is a critical; a 6 is not', () => {
    expect(damageBand(new FixedDice([10, 7]), { level: 1 }, S)).toMatchObject({ band: 'maximal', critical: true });
    expect(damageBand(new FixedDice([10, 6]), { level: 1 }, S)).toMatchObject({ band: 'maximal', critical: false });
  });
  it('no level: 1-2 minimal, 3-5 average; a 10 needs a second 10', () => {
    expect(damageBand(new FixedDice([2]), { level: 0 }, S).band).toBe('minimal');
    expect(damageBand(new FixedDice([5]), { level: 0 }, S).band).toBe('average');
    expect(damageBand(new FixedDice([10, 9]), { level: 0 }, S).critical).toBe(false);
  });
  it('3rd level: 10 is a critical with maximal damage, or the critical only (gaps.md #11); 4th: 9 a critical; 10th: 3 maximal', () => {
    expect(damageBand(new FixedDice([10]), { level: 3 }, S)).toMatchObject({ band: 'maximal', critical: true });
    expect(damageBand(new FixedDice([10]), { level: 3 }, withRules({ criticalDamage: 'none' }))).toMatchObject({ band: null, critical: true });
    expect(damageBand(new FixedDice([9]), { level: 4 }, S).critical).toBe(true);
    expect(damageBand(new FixedDice([3]), { level: 10 }, S).band).toBe('maximal');
    expect(damageBand(new FixedDice([2]), { level: 5 }, S).band).toBe('average');
  });
  it('a shotgun’s bands: 1, 3, 6', () => {
    expect(['minimal', 'average', 'maximal'].map((b) => bandDamage(weaponRatings('shotgun'), b as 'minimal'))).toEqual([1, 3, 6]);
  });
});

describe('3e. Damage › NPC hits a player-character (LUCK)', () => {
  it('LUCK 40: 20 minimal, 21 and 40 average, 41 maximal (gaps.md #2)', () => {
    expect([20, 21, 40, 41].map((v) => luckBand(new FixedDice([v]), { luck: 40 }, S).band)).toEqual(['minimal', 'average', 'average', 'maximal']);
  });
});

describe('3e. Damage › Bare fists and Grappling', () => {
  it('MUSC 15: 1/3/4; MUSC 1: 0/1/2; MUSC 25: 2/3/6', () => {
    expect(fistRatings(15)).toEqual({ minimal: 1, average: 3, maximal: 4 });
    expect(fistRatings(1)).toEqual({ minimal: 0, average: 1, maximal: 2 });
    expect(fistRatings(25)).toEqual({ minimal: 2, average: 3, maximal: 6 });
  });
  it('(10+4) − (8+2) = 4: average is 1 damage and an average hold, broken by average or maximal damage', () => {
    const c = grappleCell({ attacker: { musc: 10, agi: 4 }, defender: { musc: 8, agi: 2 }, band: 'average' });
    expect([c.diff, c.damage, c.hold]).toEqual([4, 1, 'average']);
    expect([breaksHold('average', 'minimal'), breaksHold('average', 'average'), breaksHold('average', 'maximal')]).toEqual([false, true, true]);
    expect(grappleCell({ attacker: { musc: 2, agi: 1 }, defender: { musc: 12, agi: 6 }, band: 'maximal' })).toMatchObject({
      diff: -15,
      damage: 1,
      hold: 'minimal',
    });
  });
});

describe('3e. Critical hits › People', () => {
  it('5: deaf, d4 4 both ears; longevity 30 → d100 minutes, 7 minutes', () => {
    const r = personCritical(new FixedDice([5, 4, 30, 7]));
    expect([r.effect, r.both, r.duration!.unit, r.duration!.count, r.dead]).toEqual(['deaf', true, 'minutes', 7, false]);
  });
  it('85: unconscious d100 = 40 turns, no longevity; 20: the weapon, no further roll', () => {
    expect(personCritical(new FixedDice([85, 40]))).toMatchObject({ effect: 'unconscious', unconsciousTurns: 40, duration: null });
    expect(personCritical(new FixedDice([20])).rolls.length).toBe(1);
  });
  it('99 then longevity 100: reduced to 0 HP permanently, dead immediately', () => {
    expect(personCritical(new FixedDice([99, 100]))).toMatchObject({ effect: 'zero-hp', dead: true });
  });
});

describe('3e. Critical hits › Vehicles', () => {
  it('30 on a car, d4 4: speed −3; on a bike −2', () => {
    expect(vehicleCritical(new FixedDice([30, 4]), { kind: 'car' }, S).speedLoss).toBe(3);
    expect(vehicleCritical(new FixedDice([30, 4]), { kind: 'bike' }, S).speedLoss).toBe(2);
  });
  it('60: stall d20 = 13 turns; 92: d20 = 8 HP permanently; 80: leak d10 = 6', () => {
    expect(vehicleCritical(new FixedDice([60, 13]), { kind: 'car' }, S).stallTurns).toBe(13);
    expect(vehicleCritical(new FixedDice([92, 8]), { kind: 'car' }, S).hpLostForever).toBe(8);
    expect(vehicleCritical(new FixedDice([80, 6]), { kind: 'car' }, S).leakPerTurn).toBe(6);
  });
  it('100: explodes; the driver (LUCK 40) rolls 35 and is thrown clear; the rings 50, 25, 12 … for a 100 HP car', () => {
    expect(vehicleCritical(new FixedDice([100, 35]), { kind: 'warcar', driverLuck: 40 }, S).thrownClear).toBe(true);
    expect(
      explosionRings(100)
        .slice(0, 4)
        .map((r) => r.damage),
    ).toEqual([50, 25, 12, 6]);
    expect(explosionRings(100)).toHaveLength(10);
  });
});

describe('3e. Critical hits › Vehicles (1-10: the person exposed)', () => {
  it('from now on a hit hits the person on 10 or less of d100', () => {
    expect([10, 11].map((v) => hitsThePerson(new FixedDice([v])).person)).toEqual([true, false]);
  });
});

describe('3e. Dying', () => {
  it('LUCK 60, d100 20: 40 × 15 = 600 minutes; d100 70: the minimum 15; treated by level 2 within 15: ×3 = 45', () => {
    expect(dyingTime(new FixedDice([20]), { luck: 60 }).minutes).toBe(600);
    expect(dyingTime(new FixedDice([70]), { luck: 60 }).minutes).toBe(15);
    expect(dyingTime(new FixedDice([70]), { luck: 60, treatedBy: 2 }).minutes).toBe(45);
    expect(dyingTime(new FixedDice([59]), { luck: 60, treatedBy: 1 }).minutes).toBe(30);
  });
  it('fighting damage 8 counts 2 (1/4): 5 HP − 3 − 2 = 0, unconscious and may die; an NPC dies (gaps.md #12)', () => {
    expect(downed({ hp: 5, weaponDamage: 3, fightingDamage: 8, npc: false }, S)).toMatchObject({ counted: 5, atZero: true, dead: false });
    expect(downed({ hp: 6, weaponDamage: 3, fightingDamage: 8, npc: true }, S)).toMatchObject({ hp: 1, dead: false });
    expect(downed({ hp: 6, weaponDamage: 3, fightingDamage: 8, npc: true }, withRules({ fightingDamage: 'real' }))).toMatchObject({ hp: 0, dead: true });
  });
});

describe('dice', () => {
  it('a typed value a die cannot show is refused', () => {
    expect(() => weaponCombat(new FixedDice([13]), { level: 1, accu: 5, targetAgi: 3 })).toThrow('cannot come from 2d6');
  });
});
