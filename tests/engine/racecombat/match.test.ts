/**
 * The race-combat match rules, a test per rule named after its section, with the transcription's numbers; dice are
 * given explicitly (FixedDice) in the order index.ts documents.
 */
import { describe, expect, it } from 'vitest';
import {
  applyHit,
  arcCovers,
  avoidRoll,
  defaultRacecombatSettings,
  eliminatedBy,
  enterDropped,
  FixedDice,
  firingProblems,
  freshState,
  loseWeapon,
  nextRaceState,
  ramDamage,
  ramGear,
  ramModifiers,
  ram,
  rammerMovement,
  ramRoll,
  shoot,
  sideswipePush,
  smokeDissipates,
  spendAmmunition,
  toHit,
  toHitModifiers,
} from '../../../src-shared/engine/racecombat';
import { gunship, speedster } from './cars';

const S = defaultRacecombatSettings();
const mods = (m: { label: string; value: number }[]) => m.map((x) => [x.label, x.value]);

describe('Combat › To-hit roll', () => {
  it('1d20 plus every modifier, hit on the league’s 10+ (gaps.md #1)', () => {
    const r = toHit(new FixedDice([12]), { weapon: 'machineGun', targetGear: 6, rangeInches: 10, firerManoeuvred: true }, S);
    expect(mods(r.parts)).toEqual([
      ['1d20', 12],
      ['Target is in 6th gear', -3],
      ['9-12 inches range', -1],
      ['Has manoeuvred or sideslipped', -1],
    ]);
    expect([r.total, r.target, r.hit]).toEqual([7, 10, false]);
    const h = toHit(new FixedDice([7]), { weapon: 'machineGun', targetGear: 1, rangeInches: 2, adjoining: true }, S);
    expect([h.total, h.hit]).toEqual([10, true]);
    expect(toHit(new FixedDice([7]), { weapon: 'machineGun', targetGear: 1, rangeInches: 2, adjoining: true }, { ...S, toHitTarget: 11 }).hit).toBe(false);
  });
  it('Target is in: 1st +1, 2nd and 3rd nothing, 4th -1, 5th -2, 6th -3', () => {
    expect([1, 2, 3, 4, 5, 6].map((g) => toHitModifiers({ weapon: 'laser', targetGear: g, rangeInches: 5 }, S).reduce((s, m) => s + m.value, 0))).toEqual([
      1, 0, 0, -1, -2, -3,
    ]);
    expect(() => toHitModifiers({ weapon: 'laser', targetGear: 0, rangeInches: 5 }, S)).toThrow("The target's gear is 1st to 6th, not 0");
  });
  it('Target is: 9-12 inches -1 (over 8 inches, gaps.md #7); past the weapon’s range it cannot be hit', () => {
    const at = (rangeInches: number) => toHitModifiers({ weapon: 'laser', targetGear: 2, rangeInches }, S).map((m) => m.value);
    expect([at(8), at(8.5), at(9), at(12)]).toEqual([[], [-1], [-1], [-1]]);
    expect(() => at(12.5)).toThrow(
      "The target is 12.5 inches away, past the Laser's 12 inches: if the target doesn't fall in the weapon's range, then it cannot be hit",
    );
    expect(() => toHitModifiers({ weapon: 'laser', targetGear: 2, rangeInches: 5 }, { ...S, weaponRange: { ...S.weaponRange, laser: 'short' } })).toThrow(
      "past the Laser's 4 inches",
    );
    expect(() => at(0)).toThrow('A range is more than 0 inches, not 0');
  });
  it('Firer Movement: in or just leaving a corner -2, manoeuvred or sideslipped -1', () => {
    expect(mods(toHitModifiers({ weapon: 'machineGun', targetGear: 2, rangeInches: 3, firerCorner: true, firerManoeuvred: true }, S))).toEqual([
      ['Is in a corner, or just left a corner that movement', -2],
      ['Has manoeuvred or sideslipped', -1],
    ]);
  });
  it('Weather: temporary rain -1, rain -2, lasers -1 in changeable weather and an additional -1 in rain (gaps.md #8)', () => {
    const sum = (weapon: 'laser' | 'machineGun', weather: 'dry' | 'changeable' | 'temporary-rain' | 'rain') =>
      toHitModifiers({ weapon, targetGear: 2, rangeInches: 3, weather }, S).reduce((s, m) => s + m.value, 0);
    expect(['dry', 'changeable', 'temporary-rain', 'rain'].map((w) => sum('machineGun', w as 'dry'))).toEqual([0, 0, -1, -2]);
    expect(['dry', 'changeable', 'temporary-rain', 'rain'].map((w) => sum('laser', w as 'dry'))).toEqual([0, -1, -2, -3]);
  });
  it('Other: -2 per square of smoke the combat passes through', () => {
    expect(mods(toHitModifiers({ weapon: 'machineGun', targetGear: 2, rangeInches: 3, smokeSquares: 2 }, S))).toEqual([
      ['Per square of smoke the combat passes through (2 squares)', -4],
    ]);
    expect(() => toHitModifiers({ weapon: 'machineGun', targetGear: 2, rangeInches: 3, smokeSquares: -1 }, S)).toThrow('Squares of smoke');
  });
  it('Special Aim: a targeting computer adds the league’s bonus, +1 by default (gaps.md #3)', () => {
    expect(mods(toHitModifiers({ weapon: 'machineGun', targetGear: 2, rangeInches: 3, targetingComputer: true }, S))).toEqual([
      ['Targeting computer (Special Aim)', 1],
    ]);
    expect(toHitModifiers({ weapon: 'machineGun', targetGear: 2, rangeInches: 3, targetingComputer: true }, { ...S, targetingComputerBonus: 0 })).toEqual([]);
  });
});

describe('Combat › Reaction Fire', () => {
  it('an additional -2 to the hit roll', () => {
    const r = toHit(new FixedDice([11]), { weapon: 'machineGun', targetGear: 2, rangeInches: 3, reaction: true }, S);
    expect(mods(r.parts)).toEqual([
      ['1d20', 11],
      ['Reaction Fire: an additional -2 to the hit roll', -2],
    ]);
    expect(r.hit).toBe(false);
  });
  it('only at a target that moved a square or acted; not in the next movement after, unless with a gunner', () => {
    const car = speedster();
    const st = freshState(car, S);
    const base = { by: 'driver' as const, weaponId: 'frontMg', inArc: true, lineOfSight: true };
    expect(firingProblems(car, st, { ...base, reaction: true, targetMovedOrActed: true })).toEqual([]);
    expect(firingProblems(car, st, { ...base, reaction: true }).map((p) => p.message)).toEqual([
      'A vehicle may only use Reaction Fire if the target vehicle has moved at least one square or performed an action',
    ]);
    expect(firingProblems(car, st, { ...base, reactedLastTime: true }).map((p) => p.rule)).toEqual(['Combat › Reaction Fire']);
    const g = gunship();
    expect(firingProblems(g, freshState(g, S), { ...base, reactedLastTime: true })).toEqual([]);
  });
});

describe('Combat: firing once per turn, arcs, ammunition, spins', () => {
  it('a weapon once per turn, a person once per turn, in arc, with line of sight, not after a spin', () => {
    const car = speedster();
    const st = freshState(car, S);
    const p = firingProblems(car, st, {
      by: 'driver',
      weaponId: 'frontMg',
      weaponsFired: ['frontMg'],
      peopleFired: ['driver'],
      spun: true,
      inArc: false,
      lineOfSight: false,
    });
    expect(p.map((x) => x.message)).toEqual([
      'A given weapon (or linked set) may fire once per turn',
      'A given person may fire once per turn',
      'If a car spins then it may not conduct combat and may not use Reaction fire until it has moved off',
      'The target has to be in the arc of fire of the weapon',
      'If the ruler would leave the circuit, there is no line of sight',
    ]);
  });
  it('cross off one ammunition load; none left, the weapon cannot fire', () => {
    const car = speedster();
    let st = freshState(car, S);
    expect(st.ammunition).toEqual({ frontMg: 10, rearOil: 3 });
    st = spendAmmunition(car, st, 'frontMg');
    expect(st.ammunition.frontMg).toBe(9);
    st = { ...st, ammunition: { ...st.ammunition, frontMg: 0 } };
    expect(() => spendAmmunition(car, st, 'frontMg')).toThrow('has no ammunition left');
    expect(firingProblems(car, st, { by: 'driver', weaponId: 'frontMg', inArc: true, lineOfSight: true }).map((x) => x.message)).toEqual([
      'The weapon has to have some ammunition left',
    ]);
  });
});

describe('Combat › Fire arcs', () => {
  it('a weapon fires into its own arc; a turret all round until it is destroyed', () => {
    const g = gunship();
    const st = freshState(g, S);
    expect((['front', 'left', 'right', 'rear'] as const).map((a) => arcCovers(g, st, 'frontMg', a))).toEqual([true, false, false, false]);
    expect((['front', 'left', 'right', 'rear'] as const).map((a) => arcCovers(g, st, 'turretLaser', a))).toEqual([true, true, true, true]);
    const gone = applyHit(new FixedDice([]), { design: g, state: st, aim: 'turret', damage: 2 }, S).state;
    expect(arcCovers(g, gone, 'turretLaser', 'front')).toBe(false);
    expect(() => arcCovers(g, st, 'nose', 'front')).toThrow('Gunship has no weapon “nose”');
  });
});

describe('Combat › Gunners', () => {
  it('a gunner fires another weapon; without a living gunner the gunner cannot fire', () => {
    const g = gunship();
    const base = {
      by: 'gunner' as const,
      weaponId: 'turretLaser',
      inArc: true,
      lineOfSight: true,
      peopleFired: ['driver' as const],
      weaponsFired: ['frontMg'],
    };
    expect(firingProblems(g, freshState(g, S), base)).toEqual([]);
    expect(firingProblems(g, { ...freshState(g, S), gunnerHits: 2 }, base).map((p) => p.message)).toEqual(['Gunship has no living gunner']);
    expect(firingProblems(speedster(), freshState(speedster(), S), { ...base, weaponId: 'frontMg', weaponsFired: [] }).map((p) => p.message)).toEqual([
      'Speedster has no living gunner',
    ]);
  });
});

describe('Combat › Effects of a hit › Body: the Speedster example', () => {
  it('machine gun 1 (armour 4 → 3), laser 2 (→ 1), heavy rocket 3 (→ 0, two internal points: 4 engine, 13 bodywork): eliminated', () => {
    const car = speedster();
    let st = freshState(car, S);
    const at = { targetGear: 2, rangeInches: 3 };
    const mg = shoot(new FixedDice([15]), { weapon: 'machineGun', ...at, design: car, state: st }, S);
    expect(mg.hit!.armour).toEqual({ before: 4, took: 1 });
    st = mg.state;
    const laser = shoot(new FixedDice([15]), { weapon: 'laser', ...at, design: car, state: st }, S);
    expect(laser.state.bodyArmour).toBe(1);
    st = laser.state;
    const rocket = shoot(new FixedDice([15, 4, 13]), { weapon: 'heavyRocket', ...at, design: car, state: st }, S);
    expect(rocket.hit!.armour).toEqual({ before: 1, took: 1 });
    expect(rocket.hit!.through).toBe(2);
    expect(rocket.hit!.steps.map((s) => [s.roll.value, s.item, s.effect])).toEqual([
      [4, 'engine', 'Engine -1'],
      [13, 'gunner', 'Body (no gunner) -1'],
    ]);
    expect(rocket.state.wear).toEqual({ tyres: 6, brakes: 3, gearbox: 3, body: 2, engine: 0, handling: 2 });
    expect(rocket.hit!.eliminatedBy).toEqual(['no engine wear points left']);
    expect(eliminatedBy(car, rocket.state)).toEqual(['no engine wear points left']);
  });
  it('a miss rolls nothing more and changes nothing; no target specified is the body', () => {
    const car = speedster();
    const st = freshState(car, S);
    const miss = shoot(new FixedDice([2]), { weapon: 'heavyRocket', targetGear: 2, rangeInches: 3, design: car, state: st }, S);
    expect([miss.toHit.hit, miss.hit, miss.state]).toEqual([false, null, st]);
    expect(applyHit(new FixedDice([]), { design: car, state: st, damage: 2 }, S).aim).toBe('body');
  });
});

describe('Combat › Effects of a hit › Tyres', () => {
  it('tyre armour first, then the tyres; no tyres left eliminates', () => {
    const car = speedster();
    const st = freshState(car, S);
    const laser = applyHit(new FixedDice([]), { design: car, state: st, aim: 'tyres', damage: 2 }, S);
    expect([laser.state.tyreArmour, laser.state.wear.tyres]).toEqual([0, 6]);
    const rocket = applyHit(new FixedDice([]), { design: car, state: st, aim: 'tyres', damage: 3 }, S);
    expect([rocket.state.tyreArmour, rocket.state.wear.tyres, rocket.tyresLost]).toEqual([0, 5, 1]);
    const last = applyHit(new FixedDice([]), { design: car, state: { ...st, tyreArmour: 0, wear: { ...st.wear, tyres: 1 } }, aim: 'tyres', damage: 3 }, S);
    expect([last.state.wear.tyres, last.lost, last.eliminatedBy]).toEqual([0, 2, ['no tyres wear points left']]);
  });
});

describe('Combat › Effects of a hit › Turret', () => {
  it('turret armour first; one point past it destroys the turret and its weapons, further damage is lost', () => {
    const g = gunship();
    const st = freshState(g, S);
    const mg = applyHit(new FixedDice([]), { design: g, state: st, aim: 'turret', damage: 1 }, S);
    expect([mg.state.turretArmour, mg.turretDestroyed]).toEqual([0, false]);
    const rocket = applyHit(new FixedDice([]), { design: g, state: st, aim: 'turret', damage: 3 }, S);
    expect([rocket.turretDestroyed, rocket.weaponsDestroyed, rocket.lost, rocket.state.turretArmour]).toEqual([true, ['turretLaser'], 1, null]);
    expect(rocket.state.weapons).toEqual(['frontMg']);
    expect(() => applyHit(new FixedDice([]), { design: g, state: rocket.state, aim: 'turret', damage: 1 }, S)).toThrow('Gunship has no turret to aim at');
    expect(() =>
      shoot(new FixedDice([15]), { weapon: 'laser', targetGear: 2, rangeInches: 3, design: speedster(), state: freshState(speedster(), S), aim: 'turret' }, S),
    ).toThrow('no turret to aim at');
  });
});

describe('Combat › Internal hit location and Damage effects', () => {
  const car = gunship({ bodyArmour: 0 });
  const st = freshState(car, S);
  const hit = (rolls: number[], settings = S, state = st) => applyHit(new FixedDice(rolls), { design: car, state, damage: rolls.length }, settings);
  it('each point crosses off one wear point of the item hit: engine 3-5, brakes 8, handling 9, bodywork 14-20', () => {
    const r = hit([3, 5, 8, 9, 14, 20]);
    expect(r.state.wear).toEqual({ tyres: 5, brakes: 2, gearbox: 3, body: 1, engine: 1, handling: 2 });
  });
  it('Fuel (6-7) has no wear points: the engine by default, the body or nothing by house rule (gaps.md #9)', () => {
    expect(hit([6]).state.wear.engine).toBe(2);
    expect(hit([7], { ...S, fuelHit: 'body' }).state.wear.body).toBe(2);
    const lost = hit([7], { ...S, fuelHit: 'lost' });
    expect([lost.state.wear, lost.steps[0]!.effect]).toEqual([st.wear, 'Fuel: no effect']);
  });
  it('Weapon (1-2): the owner chooses the weapon destroyed, a dropped weapon if desired (gaps.md #11)', () => {
    const r = hit([1, 2]);
    expect(r.state.weaponHitsToChoose).toBe(2);
    let s = loseWeapon(car, r.state, 'rearMines');
    s = loseWeapon(car, s, 'turretLaser');
    expect([s.weapons, s.dropped, s.weaponHitsToChoose]).toEqual([['frontMg'], [], 0]);
    expect(() => loseWeapon(car, s, 'frontMg')).toThrow('Gunship has no weapon hit waiting for a choice');
    expect(() => loseWeapon(car, r.state, 'nothing')).toThrow('Gunship has no working weapon “nothing”');
    const bare = { ...st, weapons: [], dropped: [] };
    expect(hit([2], S, bare).steps[0]!.effect).toBe('Weapon: none left, no effect');
  });
  it('Driver/Gunner: 2 hits, dead on the second; a dead driver eliminates; a dead gunner’s hits are body hits', () => {
    const d = hit([10, 11]);
    expect([d.state.driverHits, d.eliminatedBy]).toEqual([2, ['the driver is dead']]);
    const g = hit([12, 13, 12]);
    expect([g.state.gunnerHits, g.state.wear.body, g.steps.map((s) => s.effect)]).toEqual([2, 2, ['Gunner hit', 'Gunner hit', 'Body (no gunner) -1']]);
  });
  it('Driver/Gunner: plus armour, one more hit per point (gaps.md #10)', () => {
    const armoured = gunship({ bodyArmour: 0, crewArmour: { driver: 1, gunner: 0 } });
    const r = applyHit(new FixedDice([10, 10]), { design: armoured, state: freshState(armoured, S), damage: 2 }, S);
    expect(r.eliminatedBy).toEqual([]);
    const r3 = applyHit(new FixedDice([10]), { design: armoured, state: r.state, damage: 1 }, S);
    expect(r3.eliminatedBy).toEqual(['the driver is dead']);
  });
  it('a component at 0 takes no more; the rolls go on for every point (the example rolls both, gaps.md #15)', () => {
    const r = hit([3, 3, 3, 3, 14]);
    expect(r.steps.map((s) => s.effect)).toEqual(['Engine -1', 'Engine -1', 'Engine -1', 'Engine: none left, no effect', 'Body -1']);
    expect(r.eliminatedBy).toEqual(['no engine wear points left']);
  });
  it('refuses damage that is not a whole number', () => {
    expect(() => applyHit(new FixedDice([]), { design: car, state: st, damage: -1 }, S)).toThrow('Damage is a whole number of 0 or more, not -1');
  });
});

describe('Combat › Elimination', () => {
  it('the loss of all Tyres, Engine, Body or Driver eliminates; brakes, gearbox or handling at 0 do not (gaps.md #16)', () => {
    const car = speedster();
    const st = freshState(car, S);
    expect(eliminatedBy(car, { ...st, wear: { ...st.wear, brakes: 0, gearbox: 0, handling: 0 } })).toEqual([]);
    expect(eliminatedBy(car, { ...st, wear: { ...st.wear, tyres: 0, body: 0 }, driverHits: 2 })).toEqual([
      'no tyres wear points left',
      'no body wear points left',
      'the driver is dead',
    ]);
  });
});

describe('League: between races (gaps.md #25)', () => {
  it('fresh by default; carried over: wear and damage stay, the working weapons are loaded again', () => {
    const car = speedster();
    const worn = { ...freshState(car, S), bodyArmour: 1, wear: { ...freshState(car, S).wear, engine: 0 }, ammunition: { frontMg: 2, rearOil: 0 }, dropped: [] };
    expect(nextRaceState(car, worn, S)).toEqual(freshState(car, S));
    const carried = nextRaceState(car, worn, { ...S, carryOver: 'carry' });
    expect([carried.bodyArmour, carried.wear.engine, carried.ammunition, carried.dropped]).toEqual([1, 0, { frontMg: 10 }, []]);
  });
});

describe('Dropped weapons', () => {
  const car = speedster();
  const st = freshState(car, S);
  it('the avoid roll: 1d20 + handling, equal or greater than the Avoid Number passes', () => {
    const pass = avoidRoll(new FixedDice([13]), { weapon: 'spikes', handling: 2 });
    expect([pass.total, pass.avoid, pass.avoided, pass.failedBy]).toEqual([15, 15, true, 0]);
    const fail = avoidRoll(new FixedDice([13]), { weapon: 'mines', handling: 2 });
    expect([fail.total, fail.avoid, fail.avoided, fail.failedBy]).toEqual([15, 16, false, 1]);
  });
  it('Mines (16+): the 2nd gear die to the tyres (tyre armour unused), the 1st gear die to the body; the counter removed', () => {
    const r = enterDropped(new FixedDice([13, 4, 2]), { weapon: 'mines', handling: 2, design: car, state: st }, S);
    expect(r.damageRolls.map((g) => [g.gear, g.value])).toEqual([
      [2, 4],
      [1, 2],
    ]);
    expect([r.tyresLost, r.state.wear.tyres, r.state.tyreArmour, r.state.bodyArmour, r.removed]).toEqual([4, 2, 2, 2, true]);
  });
  it('Mines: body damage past the body armour rolls hit locations (gaps.md #20)', () => {
    const bare = { ...st, bodyArmour: 1 };
    const r = enterDropped(new FixedDice([1, 2, 2, 3]), { weapon: 'mines', handling: 2, design: car, state: bare }, S);
    expect([r.body!.through, r.state.wear.engine, r.eliminatedBy]).toEqual([1, 0, ['no engine wear points left']]);
  });
  it('Spikes (15+): the 2nd gear die to the tyres; the spikes stay', () => {
    const r = enterDropped(new FixedDice([5, 3]), { weapon: 'spikes', handling: 2, design: car, state: st }, S);
    expect([r.tyresLost, r.state.wear.tyres, r.state.tyreArmour, r.removed, r.body]).toEqual([3, 3, 2, false, null]);
  });
  it('Oil (16+): in a corner -4; failed by 8: skid 3 extra squares, spin-out on 1-8 on 1D20', () => {
    const r = enterDropped(new FixedDice([10, 8]), { weapon: 'oil', handling: 2, oil: 'corner', design: car, state: st }, S);
    expect(mods(r.avoid.parts)).toEqual([
      ['1d20', 10],
      ['Handling', 2],
      ['In a corner', -4],
    ]);
    expect([r.avoid.failedBy, r.oil!.row.extraSquares, r.oil!.spinout, r.state]).toEqual([8, 3, true, st]);
    expect(enterDropped(new FixedDice([10, 9]), { weapon: 'oil', handling: 2, oil: 'corner', design: car, state: st }, S).oil!.spinout).toBe(false);
  });
  it('Oil: failed by 1-3 one square, 4-6 two, 11+ three and an immediate spin-out (no roll)', () => {
    const oil = (d20: number, oilSituation: 'straightManoeuvre' | null = null) =>
      enterDropped(new FixedDice([d20]), { weapon: 'oil', handling: 0, oil: oilSituation, design: car, state: st }, S).oil!;
    expect([oil(15).row.extraSquares, oil(13).row.extraSquares, oil(12).row.extraSquares, oil(12, 'straightManoeuvre').row.extraSquares]).toEqual([1, 1, 2, 2]);
    const eleven = oil(5);
    expect([eleven.row.extraSquares, eleven.spinout, eleven.spinoutRoll]).toEqual([3, true, null]);
    expect(() => avoidRoll(new FixedDice([5]), { weapon: 'mines', handling: 0, oil: 'corner' })).toThrow('for running over oil');
  });
  it('Smoke: dissipates on a 16+ on a 1d20', () => {
    expect([15, 16, 20].map((v) => smokeDissipates(new FixedDice([v])).dissipates)).toEqual([false, true, true]);
  });
});

describe('Ramming', () => {
  it('the ram roll: 1d20 + rammer’s handling − target’s handling + (gear difference × 2), rams on the league’s 10+ (gaps.md #2)', () => {
    const r = ramRoll(new FixedDice([7]), { rammerGear: 5, targetGear: 3, rammerHandling: 3, targetHandling: 2 }, S);
    expect(mods(r.parts)).toEqual([
      ['1d20', 7],
      ["Rammer's handling", 3],
      ["Target's handling", -2],
      ["(Rammer's gear 5 − target's gear 3) × 2", 4],
    ]);
    expect([r.total, r.rammed]).toEqual([12, true]);
    expect(ramRoll(new FixedDice([7]), { rammerGear: 2, targetGear: 6, rammerHandling: 3, targetHandling: 2 }, S).total).toBe(0);
    expect(() => ramModifiers({ rammerGear: 7, targetGear: 1, rammerHandling: 0, targetHandling: 0 })).toThrow("The rammer's gear is 1st to 6th, not 7");
  });
  it('the gear: rammer’s − target’s, minimum of 1st: 6th on 4th uses 2nd, 2nd on 6th uses 1st', () => {
    expect([ramGear(6, 4), ramGear(2, 6), ramGear(3, 3)]).toEqual([2, 1, 1]);
  });
  it('Ram damage table: 2nd gear row, without and with a ramplate', () => {
    const plain = ramDamage(new FixedDice([2]), { kind: 'rear-end', rammerGear: 5, targetGear: 3 }, S);
    expect([plain.gear, plain.target.cellText, plain.target.damage, plain.rammer.damage]).toEqual([2, '1st Gear', 2, 1]);
    const plated = ramDamage(new FixedDice([]), { kind: 'rear-end', rammerGear: 5, targetGear: 3, ramplate: true }, S);
    expect([plated.ramplate, plated.target.damage, plated.rammer.damage]).toEqual([true, 2, 0]);
  });
  it('Ram damage table: a gear and a bonus roll that gear’s die and add (4th row with a ramplate: 2nd Gear +2, 1st Gear)', () => {
    const r = ramDamage(new FixedDice([3, 1]), { kind: 'rear-end', rammerGear: 5, targetGear: 1, ramplate: true }, S);
    expect(mods(r.target.parts)).toEqual([
      ['2nd Gear +2: gear die', 3],
      ['2nd Gear +2: +2', 2],
    ]);
    expect([r.target.damage, r.rammer.damage]).toEqual([5, 1]);
  });
  it('Sideswipes: no ramplate bonuses, then halve any damage (minimum of 1 point; none stays none, gaps.md #18)', () => {
    const r = ramDamage(new FixedDice([3, 2]), { kind: 'sideswipe', rammerGear: 5, targetGear: 1, ramplate: true }, S);
    expect([r.ramplate, r.target.cellText, r.target.damage, r.rammer.cellText, r.rammer.damage]).toEqual([false, '2nd Gear', 1, '1st Gear +1', 1]);
    const one = ramDamage(new FixedDice([]), { kind: 'sideswipe', rammerGear: 2, targetGear: 2 }, S);
    expect([one.target.damage, one.rammer.damage]).toEqual([1, 0]);
    const big = ramDamage(new FixedDice([4, 2]), { kind: 'sideswipe', rammerGear: 6, targetGear: 2 }, S);
    expect([big.gear, big.target.damage, big.rammer.damage]).toEqual([4, 2, 1]);
  });
  it('Sideswipes: the target’s handling roll, 14+ holds, else pushed; at the track’s side a 1 on 1D20 is a further point', () => {
    expect(sideswipePush(new FixedDice([12]), { targetHandling: 2 })).toMatchObject({ total: 14, held: true, pushed: false });
    expect(sideswipePush(new FixedDice([11]), { targetHandling: 2 })).toMatchObject({ total: 13, held: false, pushed: true, edgeRoll: null });
    expect(sideswipePush(new FixedDice([11, 1]), { targetHandling: 2, atTrackEdge: true })).toMatchObject({ pushed: false, edgeDamage: 1 });
    expect(sideswipePush(new FixedDice([11, 2]), { targetHandling: 2, atTrackEdge: true }).edgeDamage).toBe(0);
  });
  it('a whole sideswipe on the cards: ram roll, gear dice, push, then each car’s hit locations', () => {
    const rammer = { design: gunship(), state: freshState(gunship(), S) };
    const target = { design: speedster({ bodyArmour: 0 }), state: freshState(speedster({ bodyArmour: 0 }), S) };
    // Ram 15; 3rd row (rammer 4th, target 1st): target 1st Gear +1 (die 2: 3, halved 1), rammer 1st Gear (die 2, halved 1);
    // push 3 + 2 = 5 fails at the track's side; 1: a further point (2 in all); target locations 3 (engine), 14 (body);
    // the rammer's 1 point is taken by its body armour 2.
    const r = ram(
      new FixedDice([15, 2, 2, 3, 1, 3, 14]),
      { kind: 'sideswipe', rammerGear: 4, targetGear: 1, rammerHandling: 3, targetHandling: 2, atTrackEdge: true, rammer, target },
      S,
    );
    expect([r.ramRoll.rammed, r.targetDamage, r.rammerDamage, r.push!.edgeDamage]).toEqual([true, 2, 1, 1]);
    expect(r.target!.wear.engine).toBe(0);
    expect(r.target!.wear.body).toBe(2);
    expect(r.rammer!.bodyArmour).toBe(1);
    expect(r.targetHit!.eliminatedBy).toEqual(['no engine wear points left']);
    expect(r.noFurtherManoeuvres).toBe(true);
  });
  it('a missed ram: the rammer passes through, the target blocking; nothing more rolled', () => {
    const r = ram(new FixedDice([1]), { kind: 'rear-end', rammerGear: 3, targetGear: 3, rammerHandling: 1, targetHandling: 4 }, S);
    expect([r.ramRoll.rammed, r.damage, r.targetDamage, r.ramRoll.text]).toEqual([
      false,
      null,
      0,
      'Ram: -2 against 10+: missed: the target is blocking, the rammer passes through',
    ]);
  });
  it('ram damage to the bodywork instead of a body hit (house rule, gaps.md #17)', () => {
    const target = { design: speedster(), state: freshState(speedster(), S) };
    const r = ram(
      new FixedDice([15]),
      { kind: 'rear-end', rammerGear: 4, targetGear: 3, rammerHandling: 0, targetHandling: 0, ramplate: false, target },
      {
        ...S,
        ramDamageTo: 'bodywork',
      },
    );
    expect([r.targetDamage, r.target!.bodyArmour, r.target!.wear.body]).toEqual([1, 4, 2]);
  });
  it('Rammer movement: the target in the same or higher gear ends it; lower, the gear difference’s die comes off', () => {
    expect(rammerMovement(new FixedDice([]), { rammerGear: 3, targetGear: 3, movementLeft: 5 }, S)).toMatchObject({ ended: true, gearRoll: null });
    const r = rammerMovement(new FixedDice([4]), { rammerGear: 5, targetGear: 3, movementLeft: 6 }, S);
    expect([r.gearRoll!.gear, r.gearRoll!.value, r.movementLeft, r.ended]).toEqual([2, 4, 2, false]);
    expect(rammerMovement(new FixedDice([4]), { rammerGear: 5, targetGear: 3, movementLeft: 4 }, S)).toMatchObject({ movementLeft: 0, ended: true });
  });
});
