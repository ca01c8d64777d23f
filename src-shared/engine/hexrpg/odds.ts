/**
 * The exact odds of every hex RPG calculator before the dice are thrown: the core's odds engine runs the very function
 * that resolves the real roll on every path of die results, so the odds can never disagree with the result.
 *
 * Paths share subtrees by what the rolls so far decided. Every roll-under is decided the moment it is rolled (hit or
 * miss), and the calculators read nothing of it but that word, so a path is named by its words (`ordered`). Recovery
 * between sessions reads only how many rolls of each day succeeded, so its path is named by each day's count
 * (`counted`): the order of the hours within a day changes nothing.
 */
import { type FaceClasses, type NotModelled, type OddsOptions, type OddsReport, oddsOf, type Question, type RollAsked } from '../core/odds';
import type { Dice, RollRecord } from '../dice';
import { heal, repair, repairCritical } from './between';
import {
  type BashSide,
  bash,
  bandDamage,
  chicken,
  type ChickenDriver,
  damageBand,
  type Driver,
  dyingTime,
  excessTurnRoll,
  fatigueRoll,
  fuelAndControl,
  hitsThePerson,
  keepControl,
  jumpOutDamage,
  loseControl,
  luckBand,
  personCritical,
  type Ratings,
  type UnderRoll,
  vehicleCritical,
  vehicleWeapon,
  type VehicleWeaponInput,
  weaponCombat,
  type WeaponCombatInput,
  weaponlessCombat,
  type WeaponlessInput,
} from './match';
import { SECTION, type VehicleKind, withGap } from './sections';
import type { HexrpgSettings } from './settings';

const words = (r: RollRecord) => r.decided ?? `${r.purpose}=${r.value}`;

/** A path by its decided words in order. */
export function ordered(log: readonly RollRecord[], next: RollAsked): string {
  return JSON.stringify([log.map(words), next.purpose]);
}

/** A path by each day's decided words, counted without their order (recovery between sessions). */
export function counted(log: readonly RollRecord[], next: RollAsked): string {
  return JSON.stringify([log.map((r) => `${r.purpose.split(':')[0]}=${words(r)}`).sort(), next.purpose]);
}

function odds<R>(run: (dice: Dice) => R, questions: Question<R>[], notModelled: NotModelled[], opts: OddsOptions, state = ordered): OddsReport {
  return oddsOf(run, questions, { state, ...opts, notModelled });
}

const yesNo = (id: string, label: string, of: (r: UnderRoll) => boolean, yes: string, no: string): Question<UnderRoll> => ({
  id,
  label,
  of,
  word: (v) => (v ? yes : no),
});
const hitQ = yesNo('hit', 'Hit', (r) => r.success, 'Hit', 'Miss');

/** 3b. Weapon combat: hit. */
export function weaponCombatOdds(input: WeaponCombatInput, opts: OddsOptions = {}): OddsReport {
  return odds((d) => weaponCombat(d, input), [hitQ], [{ what: 'Damage is its own roll, asked next', rule: SECTION.damage }], opts);
}

/** 3c. Weaponless combat or grappling: hit. */
export function weaponlessOdds(input: WeaponlessInput, opts: OddsOptions = {}): OddsReport {
  return odds((d) => weaponlessCombat(d, input), [hitQ], [{ what: 'Damage is its own roll, asked next', rule: SECTION.damage }], opts);
}

/** 3d. Weapon Usage: hit. */
export function vehicleWeaponOdds(input: VehicleWeaponInput, opts: OddsOptions = {}): OddsReport {
  return odds(
    (d) => vehicleWeapon(d, input),
    [hitQ],
    [{ what: 'A miss continues on to the next hex with something in it: the board’s', rule: SECTION.weaponUsage }],
    opts,
  );
}

/** 3d. Bashing: bashed (not nullified), and whether the victim nullified it. */
export function bashOdds(input: { basher: BashSide; victim: BashSide }, opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof bash>;
  return odds<R>(
    (d) => bash(d, input),
    [
      { id: 'bashed', label: 'Bashed', of: (r) => r.bashed, word: (v) => (v ? 'Bashed' : 'No bash') },
      { id: 'nullified', label: 'Nullified by the victim', of: (r) => r.nullify?.success ?? false, word: (v) => (v ? 'Nullified' : 'Not nullified') },
    ],
    [
      { what: 'Contact with the victim is made on the board', rule: SECTION.bashing },
      { what: 'Damage and the bashed car’s control roll are asked next', rule: SECTION.bashDamage },
    ],
    opts,
  );
}

/** 2f. Fuel and control at the end of the turn: controlled. */
export function fuelControlOdds(
  input: { kind: VehicleKind; speed: number; driver: Driver },
  settings: Pick<HexrpgSettings, 'controlRoll'>,
  opts: OddsOptions = {},
) {
  type R = ReturnType<typeof fuelAndControl>;
  return odds<R>(
    (d) => fuelAndControl(d, input, settings),
    [
      { id: 'controlled', label: 'In control', of: (r) => r.controlled, word: (v) => (v ? 'In control' : 'Loses control') },
      { id: 'fuel', label: 'Fuel spent', numeric: true, of: (r) => r.fuel },
    ],
    [{ what: 'Losing control is its own roll (skid or failure), asked next', rule: SECTION.failure }],
    opts,
  );
}

/** 2g. A turn beyond the allowed number: controlled. */
export function excessTurnOdds(input: { excess: number; driver: Driver }, settings: Pick<HexrpgSettings, 'controlRoll'>, opts: OddsOptions = {}) {
  return odds((d) => excessTurnRoll(d, input, settings), [yesNo('controlled', 'In control', (r) => r.success, 'In control', 'Loses control')], [], opts);
}

/** 3e. Keeping control after a bash (or each turn after the critical 84-90). */
export function keepControlOdds(input: { driver: Driver; why: 'bashed' | 'critical' }, settings: Pick<HexrpgSettings, 'controlRoll'>, opts: OddsOptions = {}) {
  return odds((d) => keepControl(d, input, settings), [yesNo('controlled', 'In control', (r) => r.success, 'In control', 'Loses control')], [], opts);
}

/** 3e. A hit after the vehicle critical 1-10: whether it hits the person. */
export function hitsThePersonOdds(opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof hitsThePerson>;
  return odds<R>(
    (d) => hitsThePerson(d),
    [{ id: 'person', label: 'Hits the person', of: (r) => r.person, word: (v) => (v ? 'The person' : 'The vehicle') }],
    [],
    opts,
  );
}

/** 2a. The fatigue roll: collapses, and for how many turns. */
export function fatigueOdds(input: { penalty?: number }, opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof fatigueRoll>;
  return odds<R>(
    (d) => fatigueRoll(d, input),
    [
      { id: 'collapsed', label: 'Collapses', of: (r) => r.collapsed, word: (v) => (v ? 'Collapses' : 'Keeps going') },
      { id: 'downTurns', label: 'Turns unable to rise', numeric: true, of: (r) => r.downTurns },
    ],
    [],
    opts,
  );
}

/** Failure to Control Car: skid or failure, how far or how long, and the failure's nature. */
export function loseControlOdds(input: { failurePercent: number }, opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof loseControl>;
  return odds<R>(
    (d) => loseControl(d, input),
    [
      { id: 'kind', label: 'Skid or failure', of: (r) => r.kind, word: (v) => (v === 'skid' ? 'Skid' : 'Mechanical failure') },
      { id: 'skidHexes', label: 'Hexes skidded', numeric: true, of: (r) => r.skidHexes },
      { id: 'failureTurns', label: 'Turns of failure', numeric: true, of: (r) => r.failureTurns },
      { id: 'nature', label: 'Nature of the failure', of: (r) => r.nature?.effect ?? 'none' },
    ],
    [{ what: 'Attempts to end a skid or correct a failure are the driver’s and the mechanic’s rolls', rule: SECTION.failure }],
    opts,
  );
}

/** 3e. A hit's damage band and critical on the d10, and its damage with the weapon's (or vehicle's) ratings. */
export function damageOdds(input: { level: number; ratings?: Ratings }, settings: Pick<HexrpgSettings, 'criticalDamage'>, opts: OddsOptions = {}) {
  type R = ReturnType<typeof damageBand>;
  const qs: Question<R>[] = [
    { id: 'band', label: 'Damage', of: (r) => r.band ?? 'none' },
    { id: 'critical', label: 'Critical hit', of: (r) => r.critical, word: (v) => (v ? 'Critical hit' : 'No critical') },
  ];
  const ratings = input.ratings;
  if (ratings) qs.push({ id: 'damage', label: 'Damage points', numeric: true, of: (r) => bandDamage(ratings, r.band) });
  return odds<R>(
    (d) => damageBand(d, input, settings),
    qs,
    [{ what: 'The critical hit’s effect is its own roll, asked next', rule: SECTION.peopleCriticals }],
    opts,
  );
}

/** 3e. An NPC's hit on a player-character: the band off the LUCK roll. */
export function luckBandOdds(input: { luck: number }, settings: Pick<HexrpgSettings, 'luckDie'>, opts: OddsOptions = {}): OddsReport {
  return odds((d) => luckBand(d, input, settings), [{ id: 'band', label: 'Damage', of: (r) => r.band }], [], opts);
}

/** 3d. Jumping out: damage taken and hit points left. */
export function jumpOutOdds(input: { hp: number }, opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof jumpOutDamage>;
  return odds<R>(
    (d) => jumpOutDamage(d, input),
    [
      { id: 'damage', label: 'Damage taken', numeric: true, of: (r) => r.damage },
      { id: 'hp', label: 'Hit points left', numeric: true, of: (r) => r.hp },
    ],
    [],
    opts,
  );
}

/**
 * The game of chicken's swerve and jump rolls (2d6 at N+, the driver's DRIV bonus fixed by the name in the purpose)
 * and a jump's d20 (the damage taken, capped by the jumper's HP): faces that decide alike are walked once
 * (core/odds/enumerate.ts `classes`), so a failed jump asked again at every later question stays exact.
 */
const overRollClasses: FaceClasses = {
  key: (log, next) => {
    if (next.notation === '2d6' && /\(\d+\+\)$/.test(next.purpose)) return next.purpose;
    // A jump's d20 decides the damage taken, which the jumper's HP caps: the jump it follows names him.
    if (next.purpose === 'Jumped out of the car: damage') return `${next.purpose}: ${log.at(-1)?.purpose.split(' jumps out (')[0]}`;
    return undefined;
  },
  decision: (r) => r.decided,
};

/**
 * The game of chicken by where each driver stands, not how he got there: aboard, swerved, failed a jump (so he must
 * jump again), or out with the damage his d20 decided; with the roll asked next (its driver and question, or for a
 * jump's d20 the jump it follows). That is
 * all the rest of the game reads (the order is fixed, a failed swerve changes nothing the questions ask) and all the
 * questions read, so a driver out at the 2nd question and one out at the 4th with the same damage share one walk.
 */
export function chickenState(ids: readonly string[]) {
  const acts = ids.map((id) => ({ id, swerves: `${id} swerves (`, jumps: `${id} jumps out (` }));
  return (log: readonly RollRecord[], next: RollAsked): string => {
    const where = new Map<string, string>();
    let out: string | undefined;
    let last = '';
    for (const r of log) {
      const act = acts.find((a) => r.purpose.startsWith(a.swerves) || r.purpose.startsWith(a.jumps));
      if (act) {
        where.set(act.id, r.decided === 'swerves' ? 'swerved' : r.decided === 'stays in' ? 'must jump' : r.decided === 'gets out' ? 'out' : 'aboard');
        if (r.decided === 'gets out') out = act.id;
        last = r.purpose;
      } else if (out !== undefined) where.set(out, `out, ${words(r)}`);
    }
    // A jump's d20 names no question: the act it follows says where the game stands.
    const at = acts.some((a) => next.purpose.startsWith(a.swerves) || next.purpose.startsWith(a.jumps)) ? next.purpose : `${last} then ${next.purpose}`;
    return JSON.stringify([at, [...where].sort()]);
  };
}

/** 3d. The game of chicken: rammed, and each driver's fate. */
export function chickenOdds(
  input: { drivers: readonly [ChickenDriver, ChickenDriver] },
  settings: Pick<HexrpgSettings, 'jumpOut' | 'swerve'>,
  opts: OddsOptions = {},
): OddsReport {
  type R = ReturnType<typeof chicken>;
  const qs: Question<R>[] = [{ id: 'rammed', label: 'Head-on ram', of: (r) => r.rammed, word: (v) => (v ? 'Ram' : 'Avoided') }];
  input.drivers.forEach((drv, i) => {
    qs.push(
      {
        id: `${i}.fate`,
        label: `${drv.id}`,
        of: (r) => (r.sides[i]!.jumped ? 'jumped' : r.sides[i]!.swerved ? 'swerved' : 'aboard'),
        word: (v) => (v === 'jumped' ? 'Jumped out' : v === 'swerved' ? 'Swerved' : 'Held on'),
      },
      { id: `${i}.damage`, label: `${drv.id}: jump damage`, numeric: true, of: (r) => r.sides[i]!.jumped?.damage ?? 0 },
    );
  });
  return odds<R>((d) => chicken(d, input, settings), qs, [{ what: 'The ram’s damage is the formula, on the hexes travelled', rule: SECTION.ramDamage }], {
    state: chickenState(input.drivers.map((d) => d.id)),
    classes: overRollClasses,
    ...opts,
  });
}

/** 3e. A person's critical hit: the effect and whether it kills. */
export function personCriticalOdds(opts: OddsOptions = {}): OddsReport {
  type R = ReturnType<typeof personCritical>;
  return odds<R>(
    (d) => personCritical(d),
    [
      { id: 'effect', label: 'Effect', of: (r) => r.effect },
      { id: 'dead', label: 'Dead', of: (r) => r.dead, word: (v) => (v ? 'Dead' : 'Alive') },
      { id: 'duration', label: 'Lasts', of: (r) => r.duration?.unit ?? 'none' },
    ],
    [{ what: 'Which arm or leg, and the weapon’s damage, are the RM’s', rule: SECTION.peopleCriticals }],
    opts,
  );
}

/** 3e. A vehicle's critical hit: the effect and its numbers. */
export function vehicleCriticalOdds(input: { kind: VehicleKind; driverLuck?: number }, settings: Pick<HexrpgSettings, 'luckDie'>, opts: OddsOptions = {}) {
  type R = ReturnType<typeof vehicleCritical>;
  return odds<R>(
    (d) => vehicleCritical(d, input, settings),
    [
      { id: 'effect', label: 'Effect', of: (r) => r.effect },
      { id: 'speedLoss', label: 'Speed lost', numeric: true, of: (r) => r.speedLoss ?? 0 },
      { id: 'hpLostForever', label: 'Hit points lost permanently', numeric: true, of: (r) => r.hpLostForever ?? 0 },
      { id: 'thrownClear', label: 'Driver thrown clear', of: (r) => r.thrownClear ?? 'n/a' },
    ],
    [{ what: 'Which weapon is hit, and the explosion’s spread, are on the board', rule: SECTION.vehicleCriticals }],
    opts,
  );
}

/** 3e. Dying: minutes to reach a medic of level 3. */
export function dyingOdds(input: { luck: number; treatedBy?: 0 | 1 | 2 }, opts: OddsOptions = {}): OddsReport {
  return odds((d) => dyingTime(d, input), [{ id: 'minutes', label: 'Minutes to live', numeric: true, of: (r) => r.minutes }], [], opts);
}

/** Between sessions: hit points a character heals. */
export function healOdds(input: Parameters<typeof heal>[1], settings: Pick<HexrpgSettings, 'recoveryRoll'>, opts: OddsOptions = {}): OddsReport {
  return odds((d) => heal(d, input, settings), [{ id: 'gained', label: 'Hit points healed', numeric: true, of: (r) => r.gained }], [], opts, counted);
}

/** Between sessions: hit points a mechanic repairs. */
export function repairOdds(
  input: Parameters<typeof repair>[1],
  settings: Pick<HexrpgSettings, 'recoveryRoll' | 'repairTools' | 'mechanicHoursPerDay'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds((d) => repair(d, input, settings), [{ id: 'recovered', label: 'Hit points repaired', numeric: true, of: (r) => r.recovered }], [], opts, counted);
}

/** Between sessions: whether a vehicle's critical is repaired, and on which day. */
export function repairCriticalOdds(
  input: { effect: Parameters<typeof repairCritical>[1]['effect']; mechanicLevel: number; days: number; workedBefore?: number },
  settings: Pick<HexrpgSettings, 'recoveryRoll' | 'vehicleCriticalDays'>,
  opts: OddsOptions = {},
): OddsReport {
  type R = ReturnType<typeof repairCritical>;
  return odds<R>(
    (d) => repairCritical(d, input, settings),
    [
      { id: 'repaired', label: 'Repaired', of: (r) => r.repaired, word: (v) => (v ? 'Repaired' : 'Not yet') },
      { id: 'onDay', label: 'On day', of: (r) => r.onDay ?? 'not yet' },
    ],
    [{ what: 'Scavenged parts are the RM’s', rule: withGap(SECTION.criticalRecovery, 14) }],
    opts,
  );
}
