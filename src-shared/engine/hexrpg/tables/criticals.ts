/** 3e. The d100 critical hit tables for people and vehicles, the longevity of a person's critical, the speed loss. */
import type { VehicleKind } from '../sections';

export type PersonCritical = 'deaf' | 'weapon' | 'arm' | 'leg' | 'blind' | 'unconscious' | 'zero-hp';
export const PERSON_CRITICALS: readonly { range: readonly [number, number]; effect: PersonCritical; text: string }[] = [
  { range: [1, 10], effect: 'deaf', text: 'Deaf (roll d4; 1-3 = one ear; 4 = both)' },
  { range: [11, 35], effect: 'weapon', text: "Person's weapon is hit and damaged or destroyed (up to RM, damage, and weapon)" },
  { range: [36, 55], effect: 'arm', text: 'Random arm hit' },
  { range: [56, 68], effect: 'leg', text: 'Random leg hit' },
  { range: [69, 78], effect: 'blind', text: 'Blind (roll d4; 1-3 = one eye; 4 = both)' },
  { range: [79, 98], effect: 'unconscious', text: 'Unconscious d100 turns' },
  { range: [99, 100], effect: 'zero-hp', text: 'Reduced to 0 Hit Points' },
];

/** Deaf and blind: d4 1-3 one ear (eye), 4 both. */
export const ONE_OR_BOTH: readonly { d4: readonly number[]; both: boolean }[] = [
  { d4: [1, 2, 3], both: false },
  { d4: [4], both: true },
];

export type DurationUnit = 'turns' | 'minutes' | 'days' | 'weeks' | 'permanent';
/** Longevity: d100 → a duration of d100 of a unit, or permanent (a "0 Hit Points" critical: dead at once). */
export const CRITICAL_DURATION: readonly { range: readonly [number, number]; unit: DurationUnit; text: string }[] = [
  { range: [1, 25], unit: 'turns', text: 'd100 turns (seconds)' },
  { range: [26, 75], unit: 'minutes', text: 'd100 minutes' },
  { range: [76, 95], unit: 'days', text: 'd100 days' },
  { range: [96, 99], unit: 'weeks', text: 'd100 weeks' },
  { range: [100, 100], unit: 'permanent', text: 'Permanent (if the result was "reduced to 0 hit points", the character is simply dead immediately)' },
];

/** Each unit in days, for recovery between sessions (a turn is about a second: 2. Movement). */
export const DAYS_PER_UNIT: Record<Exclude<DurationUnit, 'permanent'>, number> = {
  turns: 1 / 86_400,
  minutes: 1 / 1_440,
  days: 1,
  weeks: 7,
};

export type VehicleCritical = 'person-hit' | 'weapon' | 'speed' | 'stall' | 'brakes' | 'fuel-leak' | 'control' | 'lose-hp' | 'steering' | 'dies' | 'explodes';
export const VEHICLE_CRITICALS: readonly { range: readonly [number, number]; effect: VehicleCritical; text: string }[] = [
  { range: [1, 10], effect: 'person-hit', text: 'Person in vehicle is hit for maximal damage; from now on, 10% chance that any hit will hit the person' },
  { range: [11, 25], effect: 'weapon', text: 'Weapon on vehicle hit and malfunctions or breaks' },
  { range: [26, 50], effect: 'speed', text: 'Speed reduced — roll d4' },
  { range: [51, 65], effect: 'stall', text: 'Stall d20 turns' },
  { range: [66, 75], effect: 'brakes', text: 'Brakes gone' },
  { range: [76, 83], effect: 'fuel-leak', text: 'Fuel leak (d10 units/turn)' },
  { range: [84, 90], effect: 'control', text: 'Must roll against skill each turn to control' },
  { range: [91, 94], effect: 'lose-hp', text: 'Lose d20 Hit Points PERMANENTLY' },
  { range: [95, 97], effect: 'steering', text: 'Steering no longer works' },
  { range: [98, 99], effect: 'dies', text: 'Car "dies" (completely stops working)' },
  { range: [100, 100], effect: 'explodes', text: 'Car explodes; driver must make LUCK roll to be thrown clear' },
];

/** The vehicle critical 1-10: "from now on, 10% chance that any hit will hit the person". */
export const PERSON_EXPOSED_PERCENT = 10;

/** Speed reduced (26-50): d4 → hexes of movement lost, by kind. */
export const SPEED_LOSS: readonly { d4: number; loss: Record<VehicleKind, number> }[] = [
  { d4: 1, loss: { bike: 1, car: 1, warcar: 1 } },
  { d4: 2, loss: { bike: 1, car: 2, warcar: 2 } },
  { d4: 3, loss: { bike: 2, car: 2, warcar: 3 } },
  { d4: 4, loss: { bike: 2, car: 3, warcar: 4 } },
];

/** Explosion (100): the surrounding 6 hexes get 1/2 of the car's hit points; halved per hex of radius, 10 at most. */
export const EXPLOSION = { firstRingShare: 0.5, halvedPerRing: 0.5, maxRadius: 10 } as const;
