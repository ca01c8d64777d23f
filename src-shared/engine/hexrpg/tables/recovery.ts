/** 3e. Recovering damage: healing, mechanics' repair rates and daily caps, the critical-hit repair time multipliers. */
import type { VehicleKind } from '../sections';

/** Characters: 1 HP a day naturally, 1 per hour of successful treatment, cures a day = medic's levels, 4 a day at most. */
export const HEALING = { naturalPerDay: 1, perTreatmentHour: 1, curesPerLevel: 1, maxPerDay: 4 } as const;

/** Mechanics: HP per successful hour = rate × level (the tool grades other than "proper": gaps.md #6). */
export const REPAIR_TOOLS = [
  { tools: 'proper', label: 'Proper though not great tools', printed: '12 times his level', perLevel: 12 },
  { tools: 'some', label: 'Some but not all proper tools', printed: '6 times that', perLevel: null },
  { tools: 'excellent', label: 'Excellent tools', printed: '25 times that', perLevel: null },
] as const;
export type Tools = (typeof REPAIR_TOOLS)[number]['tools'];

/** Daily repair limit in HP per vehicle. */
export const DAILY_REPAIR_CAP: Record<VehicleKind, number> = { warcar: 45, car: 25, bike: 15 };

/** Outside a garage a vehicle recovers at most 75% of the hit points lost in a single battle. */
export const FIELD_REPAIR_SHARE = 0.75;

/** The critical-hit repair time multiplier by mechanic level 1 to 5; 2 hours a day of work on that problem. */
export const CRITICAL_TIME_MULTIPLIER: readonly { level: number; num: number; den: number }[] = [
  { level: 1, num: 3, den: 4 },
  { level: 2, num: 2, den: 3 },
  { level: 3, num: 1, den: 2 },
  { level: 4, num: 1, den: 3 },
  { level: 5, num: 1, den: 4 },
];
export const CRITICAL_WORK_HOURS_PER_DAY = 2;
