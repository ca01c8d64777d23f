/**
 * Between sessions (3e, Recovering damage): the pure part of the step the core runs after a session, over the days the
 * organizer says elapsed: a character's healing, a mechanic's repairs of a vehicle, and critical hits' recovery.
 * Rolls ("successful treatment", "successful hour", "a successful roll by a mechanic") are 2d6 of 7 or less, +1 a
 * level above the first, unless the league makes them automatic (gaps.md #13). No roll is asked once nothing more can
 * be gained that day.
 */
import type { Dice, RollRecord } from '../dice';
import { aboveFirst, checkRange, underRoll } from './match/rolls';
import { HexRpgRuleError, modifier, SECTION, type VehicleKind, withGap } from './sections';
import type { HexrpgSettings } from './settings';
import { DAYS_PER_UNIT, type DurationUnit, type VehicleCritical } from './tables/criticals';
import { CRITICAL_TIME_MULTIPLIER, CRITICAL_WORK_HOURS_PER_DAY, DAILY_REPAIR_CAP, FIELD_REPAIR_SHARE, HEALING, type Tools } from './tables/recovery';

type RecoverySettings = Pick<HexrpgSettings, 'recoveryRoll'>;

/** One success roll, or none when the league makes it automatic. */
function succeeds(dice: Dice, level: number, purpose: string, rule: string, settings: RecoverySettings): { ok: boolean; roll: RollRecord | null } {
  if (settings.recoveryRoll === 'automatic') return { ok: true, roll: null };
  const mods = aboveFirst(level) ? [modifier('Each level above the first', aboveFirst(level), withGap(rule, 13))] : [];
  const r = underRoll(dice, modifier('7 or less', 7, withGap(rule, 13)), mods, purpose, ['success', 'failure']);
  return { ok: r.success, roll: r.roll };
}

export interface DayReport {
  day: number;
  gained: number;
  hp: number;
  words: string;
}

export interface HealingResult {
  hp: number;
  gained: number;
  days: DayReport[];
  rolls: RollRecord[];
  text: string;
}

/**
 * A character's healing over `days`: each day 1 HP naturally, plus 1 HP per successful hour of treatment by a medic,
 * who may attempt as many cures a day as he has levels; never more than 4 HP a day, never above the maximum (MUSC). A
 * dead character heals nothing. Dice: day by day, each cure's 2d6 (while the day can still gain).
 */
export function heal(
  dice: Dice,
  input: { hp: number; maxHp: number; days: number; dead?: boolean; medicLevel?: number },
  settings: RecoverySettings,
): HealingResult {
  checkRange(input.days, 0, 3650, 'Days elapsed', SECTION.healing);
  checkRange(input.maxHp, 1, 1000, 'Maximum hit points', SECTION.healing);
  checkRange(input.hp, 0, input.maxHp, 'Hit points', SECTION.healing);
  const medic = input.medicLevel ?? 0;
  checkRange(medic, 0, 10, "The medic's level", SECTION.healing);
  let hp = input.hp;
  const days: DayReport[] = [];
  const rolls: RollRecord[] = [];
  if (input.dead) return { hp, gained: 0, days, rolls, text: 'Dead: no healing' };
  for (let day = 1; day <= input.days && hp < input.maxHp; day++) {
    const room = Math.min(HEALING.maxPerDay, input.maxHp - hp);
    let gained = Math.min(room, HEALING.naturalPerDay);
    let cures = 0;
    for (let c = 1; c <= medic * HEALING.curesPerLevel && gained < room; c++) {
      const s = succeeds(dice, medic, `Day ${day}: treatment hour ${c}`, SECTION.healing, settings);
      if (s.roll) rolls.push(s.roll);
      if (s.ok) {
        gained += HEALING.perTreatmentHour;
        cures++;
      }
    }
    hp += gained;
    days.push({ day, gained, hp, words: `Day ${day}: +${gained} HP (1 natural${medic ? `, ${cures} of ${medic} cures` : ''}) → ${hp}` });
  }
  const gained = hp - input.hp;
  return { hp, gained, days, rolls, text: `${gained} HP healed over ${input.days} days: ${hp}/${input.maxHp}` };
}

/** HP a mechanic recovers per successful hour with these tools (the grades other than proper: gaps.md #6). */
export function repairPerHour(level: number, tools: Tools, settings: Pick<HexrpgSettings, 'repairTools'>): number {
  const base = 12 * level;
  if (tools === 'proper') return base;
  const factor = tools === 'some' ? 6 : 25;
  return settings.repairTools === 'as-printed' ? base * factor : factor * level;
}

export interface RepairResult {
  hp: number;
  recovered: number;
  /** Outside a garage: the most this battle's loss still lets it recover (75%, less what was repaired before), null in a garage. */
  fieldLimit: number | null;
  days: DayReport[];
  rolls: RollRecord[];
  text: string;
}

/**
 * A mechanic's repairs over `days`: per successful hour (the league's hours a day, gaps.md #13) 12 × level HP with
 * proper tools (other tools: gaps.md #6); at most 45/25/15 HP a day for a warcar/car/bike; never above the maximum;
 * outside a garage never more than 75% of the hit points lost in the battle, rounded down, counting what earlier
 * stretches repaired of it (`repairedBefore`). Dice: day by day, each
 * hour's 2d6 (while the day can still gain).
 */
export function repair(
  dice: Dice,
  input: {
    kind: VehicleKind;
    hp: number;
    maxHp: number;
    battleLoss: number;
    /** Of the battle's loss, what earlier stretches already repaired outside a garage (it counts against the 75%). */
    repairedBefore?: number;
    inGarage: boolean;
    days: number;
    mechanic: { level: number; tools: Tools };
  },
  settings: Pick<HexrpgSettings, 'recoveryRoll' | 'repairTools' | 'mechanicHoursPerDay'>,
): RepairResult {
  checkRange(input.days, 0, 3650, 'Days elapsed', SECTION.repair);
  checkRange(input.maxHp, 1, 100_000, 'Maximum hit points', SECTION.repair);
  checkRange(input.hp, 0, input.maxHp, 'Hit points', SECTION.repair);
  checkRange(input.battleLoss, 0, input.maxHp, 'Hit points lost in the battle', SECTION.repair);
  checkRange(input.mechanic.level, 0, 10, "The mechanic's level", SECTION.repair);
  if (input.mechanic.level < 1) throw new HexRpgRuleError('Vehicles require a mechanic to recover damage', SECTION.repair);
  const perHour = repairPerHour(input.mechanic.level, input.mechanic.tools, settings);
  const cap = DAILY_REPAIR_CAP[input.kind];
  const before = input.repairedBefore ?? 0;
  checkRange(before, 0, input.battleLoss, 'Hit points of the loss repaired before', SECTION.repair);
  const fieldLimit = input.inGarage ? null : Math.max(0, Math.floor(input.battleLoss * FIELD_REPAIR_SHARE) - before);
  let hp = input.hp;
  let recovered = 0;
  const days: DayReport[] = [];
  const rolls: RollRecord[] = [];
  const room = () => Math.min(input.maxHp - hp, fieldLimit === null ? Number.POSITIVE_INFINITY : fieldLimit - recovered);
  for (let day = 1; day <= input.days && room() > 0; day++) {
    const dayRoom = Math.min(cap, room());
    let gained = 0;
    let hours = 0;
    for (let h = 1; h <= settings.mechanicHoursPerDay && gained < dayRoom; h++) {
      const s = succeeds(dice, input.mechanic.level, `Day ${day}: repair hour ${h}`, SECTION.repair, settings);
      if (s.roll) rolls.push(s.roll);
      if (s.ok) {
        hours++;
        gained = Math.min(dayRoom, gained + perHour);
      }
    }
    hp += gained;
    recovered += gained;
    days.push({ day, gained, hp, words: `Day ${day}: ${hours} successful hours, +${gained} HP (cap ${cap} a day) → ${hp}` });
  }
  return {
    hp,
    recovered,
    fieldLimit,
    days,
    rolls,
    text: `${recovered} HP repaired over ${input.days} days: ${hp}/${input.maxHp}${fieldLimit === null ? '' : ` (outside a garage, at most ${fieldLimit})`}`,
  };
}

/** The critical-hit repair time multiplier for a mechanic's level (1 = 3/4 … 5 = 1/4; above 5 as 5: gaps.md #14). */
export function criticalTimeMultiplier(level: number): { num: number; den: number } {
  checkRange(level, 1, 10, "The mechanic's level", SECTION.criticalRecovery);
  const row = CRITICAL_TIME_MULTIPLIER[Math.min(level, 5) - 1]!;
  return { num: row.num, den: row.den };
}

export interface CriticalRepairResult {
  /** Days of work (2 hours each) before the mechanic may roll: the league's days × the level's multiplier, rounded up. */
  requiredDays: number | null;
  worked: number;
  repaired: boolean;
  /** The day (1-based, of this stretch) it was repaired on. */
  onDay: number | null;
  rolls: RollRecord[];
  text: string;
}

/**
 * A vehicle's critical hit under repair over `days` (2 hours a day on that problem): once the appropriate time is
 * worked (the league's days for the critical, gaps.md #14, × the level's multiplier, rounded up, at least 1), a
 * mechanic's roll each day until it succeeds. `workedBefore`: days already worked in earlier stretches. Dice: one 2d6
 * a day from the day the time is reached.
 */
export function repairCritical(
  dice: Dice,
  input: { effect: VehicleCritical; mechanicLevel: number; days: number; workedBefore?: number },
  settings: Pick<HexrpgSettings, 'recoveryRoll' | 'vehicleCriticalDays'>,
): CriticalRepairResult {
  checkRange(input.days, 0, 3650, 'Days elapsed', SECTION.criticalRecovery);
  const before = input.workedBefore ?? 0;
  checkRange(before, 0, 3650, 'Days already worked', SECTION.criticalRecovery);
  const base = settings.vehicleCriticalDays[input.effect];
  if (base === null) return { requiredDays: null, worked: before, repaired: false, onDay: null, rolls: [], text: 'Cannot be repaired' };
  const m = criticalTimeMultiplier(input.mechanicLevel);
  const requiredDays = Math.max(1, Math.ceil((base * m.num) / m.den));
  const rolls: RollRecord[] = [];
  for (let day = 1; day <= input.days; day++) {
    const worked = before + day;
    if (worked < requiredDays) continue;
    const s = succeeds(dice, input.mechanicLevel, `Day ${day}: critical repair roll`, SECTION.criticalRecovery, settings);
    if (s.roll) rolls.push(s.roll);
    if (s.ok)
      return {
        requiredDays,
        worked,
        repaired: true,
        onDay: day,
        rolls,
        text: `Repaired on day ${day} (${requiredDays} days needed, ${CRITICAL_WORK_HOURS_PER_DAY} hours a day)`,
      };
  }
  const worked = before + input.days;
  return { requiredDays, worked, repaired: false, onDay: null, rolls, text: `Not yet repaired: ${worked} of ${requiredDays} days worked` };
}

/** A person's critical over `days`: what is left of its duration in days (permanent: never over). No dice. */
export function personCriticalLeft(input: { unit: DurationUnit; count: number | null; elapsedDays: number }): {
  leftDays: number | null;
  over: boolean;
  text: string;
} {
  if (input.unit === 'permanent' || input.count === null) return { leftDays: null, over: false, text: 'Permanent' };
  checkRange(input.count, 1, 100, 'A duration', SECTION.criticalDuration);
  if (!(input.elapsedDays >= 0)) throw new HexRpgRuleError(`Days elapsed are 0 or more, not ${input.elapsedDays}`, SECTION.criticalDuration);
  const total = input.count * DAYS_PER_UNIT[input.unit];
  const leftDays = Math.max(0, total - input.elapsedDays);
  return { leftDays, over: leftDays === 0, text: leftDays === 0 ? 'Recovered' : `${Number.isInteger(leftDays) ? leftDays : leftDays.toFixed(2)} days left` };
}
