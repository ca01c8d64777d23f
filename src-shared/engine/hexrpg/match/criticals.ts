/** 3e. Critical hits: the d100 tables for people (with how long each lasts) and for vehicles, and their sub-rolls. */
import type { Dice, RollRecord } from '../../dice';
import { SECTION, type VehicleKind } from '../sections';
import type { HexrpgSettings } from '../settings';
import {
  CRITICAL_DURATION,
  type DurationUnit,
  ONE_OR_BOTH,
  PERSON_CRITICALS,
  PERSON_EXPOSED_PERCENT,
  type PersonCritical,
  SPEED_LOSS,
  VEHICLE_CRITICALS,
  type VehicleCritical,
} from '../tables/criticals';
import { checkRange } from './rolls';

const inRange = (v: number, r: readonly [number, number]) => v >= r[0] && v <= r[1];

/** The row of each d100 table a reading falls in: the lookups the calculators decide by (the odds group faces by them). */
export const durationRow = (v: number) => CRITICAL_DURATION.find((c) => inRange(v, c.range))!;
export const personCriticalRow = (v: number) => PERSON_CRITICALS.find((c) => inRange(v, c.range))!;
export const vehicleCriticalRow = (v: number) => VEHICLE_CRITICALS.find((c) => inRange(v, c.range))!;
/** The explosion's LUCK roll: thrown clear on the driver's LUCK or less, in the words it decides. */
export const isThrownClear = (v: number, luck: number) => v <= luck;
export const thrownClearWord = (clear: boolean) => (clear ? 'thrown clear' : 'caught in the blast');

export interface Duration {
  unit: DurationUnit;
  /** How many of the unit (d100); null when permanent. */
  count: number | null;
  rolls: RollRecord[];
  text: string;
}

/** 3e. Longevity of a person's critical: d100 on the table, then d100 of its unit (none when permanent). */
export function criticalDuration(dice: Dice): Duration {
  const r = dice.roll('1d100', 'Critical hit: how long it lasts');
  const row = durationRow(r.value);
  dice.decide(r, row.text);
  if (row.unit === 'permanent') return { unit: 'permanent', count: null, rolls: [r], text: 'Permanent' };
  const n = dice.roll('1d100', `Critical hit: ${row.unit}`);
  return { unit: row.unit, count: n.value, rolls: [r, n], text: `${n.value} ${row.unit}` };
}

export interface PersonCriticalResult {
  roll: RollRecord;
  effect: PersonCritical;
  text: string;
  /** Deaf or blind: both ears (eyes). */
  both: boolean | null;
  /** Unconscious: d100 turns. */
  unconsciousTurns: number | null;
  /** Deaf, arm, leg, blind: how long it lasts; "reduced to 0 HP" with a permanent duration is death. */
  duration: Duration | null;
  /** Reduced to 0 Hit Points, and its longevity roll was 100: dead immediately. */
  dead: boolean;
  rolls: RollRecord[];
}

/**
 * 3e. A person's critical hit. Dice: d100 effect; deaf or blind a d4 (1-3 one, 4 both); unconscious a d100 of
 * turns; then for an effect on an area (deaf, arm, leg, blind, reduced to 0 HP) the longevity d100 and its d100 of
 * the unit (gaps.md #17: the weapon's damage is the RM's, so it has no longevity).
 */
export function personCritical(dice: Dice): PersonCriticalResult {
  const roll = dice.roll('1d100', 'Critical hit on a person');
  const row = personCriticalRow(roll.value);
  dice.decide(roll, row.text);
  const rolls = [roll];
  let both: boolean | null = null;
  let unconsciousTurns: number | null = null;
  let duration: Duration | null = null;
  let text: string = row.text;
  if (row.effect === 'deaf' || row.effect === 'blind') {
    const d4 = dice.roll('1d4', row.effect === 'deaf' ? 'Deaf: one ear or both' : 'Blind: one eye or both');
    rolls.push(d4);
    both = ONE_OR_BOTH.find((o) => o.d4.includes(d4.value))!.both;
    text = `${row.effect === 'deaf' ? 'Deaf' : 'Blind'} (${both ? 'both' : row.effect === 'deaf' ? 'one ear' : 'one eye'})`;
  }
  if (row.effect === 'unconscious') {
    const t = dice.roll('1d100', 'Unconscious: turns');
    rolls.push(t);
    unconsciousTurns = t.value;
    text = `Unconscious ${t.value} turns`;
  }
  if (['deaf', 'blind', 'arm', 'leg', 'zero-hp'].includes(row.effect)) {
    duration = criticalDuration(dice);
    rolls.push(...duration.rolls);
    text += `; lasts ${duration.text.toLowerCase()}`;
  }
  const dead = row.effect === 'zero-hp' && duration?.unit === 'permanent';
  if (dead) text = 'Reduced to 0 Hit Points, permanently: dead immediately';
  return { roll, effect: row.effect, text, both, unconsciousTurns, duration, dead, rolls };
}

export interface VehicleCriticalResult {
  roll: RollRecord;
  effect: VehicleCritical;
  text: string;
  /** Speed reduced: hexes of movement lost (d4 by kind). */
  speedLoss: number | null;
  /** Stall: d20 turns. */
  stallTurns: number | null;
  /** Fuel leak: d10 units a turn. */
  leakPerTurn: number | null;
  /** Lose d20 Hit Points PERMANENTLY. */
  hpLostForever: number | null;
  /** Explodes: whether the driver's LUCK roll threw him clear with no damage (null: no driver aboard). */
  thrownClear: boolean | null;
  rolls: RollRecord[];
}

/**
 * 3e. A vehicle's critical hit. Dice: d100 effect; speed reduced a d4; stall a d20; fuel leak a d10; lose HP a d20;
 * explodes: the driver's LUCK roll on the league's LUCK die (gaps.md #2), when a driver's LUCK is given.
 */
export function vehicleCritical(
  dice: Dice,
  /** `hp`: the vehicle's hit points now, named in the d20's purpose (the table's odds group its faces by what they leave). */
  input: { kind: VehicleKind; driverLuck?: number; hp?: number },
  settings: Pick<HexrpgSettings, 'luckDie'>,
): VehicleCriticalResult {
  const roll = dice.roll('1d100', `Critical hit on a ${input.kind}`);
  const row = vehicleCriticalRow(roll.value);
  dice.decide(roll, row.text);
  const rolls = [roll];
  const out: VehicleCriticalResult = {
    roll,
    effect: row.effect,
    text: row.text,
    speedLoss: null,
    stallTurns: null,
    leakPerTurn: null,
    hpLostForever: null,
    thrownClear: null,
    rolls,
  };
  const sub = (notation: string, purpose: string) => {
    const r = dice.roll(notation, purpose);
    rolls.push(r);
    return r.value;
  };
  if (row.effect === 'speed') {
    const d4 = sub('1d4', `Speed reduced (${input.kind})`);
    out.speedLoss = SPEED_LOSS.find((s) => s.d4 === d4)!.loss[input.kind];
    out.text = `Speed reduced by ${out.speedLoss}`;
  } else if (row.effect === 'stall') {
    out.stallTurns = sub('1d20', 'Stall: turns');
    out.text = `Stall ${out.stallTurns} turns`;
  } else if (row.effect === 'fuel-leak') {
    out.leakPerTurn = sub('1d10', 'Fuel leak: units a turn');
    out.text = `Fuel leak, ${out.leakPerTurn} units a turn`;
  } else if (row.effect === 'lose-hp') {
    out.hpLostForever = sub('1d20', `Hit points lost permanently${input.hp === undefined ? '' : ` (${input.hp} HP left)`}`);
    out.text = `Loses ${out.hpLostForever} Hit Points permanently`;
  } else if (row.effect === 'explodes' && input.driverLuck !== undefined) {
    checkRange(input.driverLuck, 1, 100, "The driver's LUCK", SECTION.vehicleCriticals);
    const r = dice.roll(settings.luckDie, `Explosion: thrown clear on LUCK ${input.driverLuck} or less`);
    rolls.push(r);
    out.thrownClear = isThrownClear(r.value, input.driverLuck);
    dice.decide(r, thrownClearWord(out.thrownClear));
    out.text = `Car explodes; the driver is ${out.thrownClear ? 'thrown clear, unhurt' : 'caught in it'}`;
  }
  return out;
}

/** 3e. The explosion's damage ring by ring: the surrounding 6 hexes get 1/2 of the car's hit points, halved per ring out, to 10 rings. */
export function explosionRings(carHp: number): { ring: number; damage: number }[] {
  checkRange(carHp, 0, 100_000, "The car's hit points", SECTION.vehicleCriticals);
  const out: { ring: number; damage: number }[] = [];
  let dmg = carHp / 2;
  for (let ring = 1; ring <= 10; ring++, dmg /= 2) out.push({ ring, damage: Math.floor(dmg) });
  return out;
}

/** 3e. After a vehicle critical of 1-10: "from now on, 10% chance that any hit will hit the person". Dice: one d100. */
export function hitsThePerson(dice: Dice): { roll: RollRecord; person: boolean; text: string } {
  const roll = dice.roll('1d100', `Does the hit hit the person? (${PERSON_EXPOSED_PERCENT} or less)`);
  const person = roll.value <= PERSON_EXPOSED_PERCENT;
  dice.decide(roll, person ? 'hits the person' : 'hits the vehicle');
  return { roll, person, text: person ? 'The hit hits the person in the vehicle' : 'The hit hits the vehicle' };
}
