/** The three untitled price lists at the end of Part VI (gaps.md #1, #65, #72). Prices in k. */

/** Repair, replacement and cloning costs. "w overhead penalty" = a 75-DP vehicle. Criticals capped per vehicle per match. */
export const REPAIR_COSTS = {
  cloning: 5,
  replacement: { normal: 5, overheadPenalty: 8 },
  perCritical: { normal: 1, overheadPenalty: 2 },
  criticalsMax: { normal: 4, overheadPenalty: 7 },
} as const;

/** Stores items; `weapon` marks what the Gun manufacturer discounts. */
export const STORES_ITEMS = {
  'Gear-set': { cost: 2, weapon: false },
  Machinegun: { cost: 15, weapon: true },
  'Heavy Machinegun': { cost: 20, weapon: true },
  'Recoilless Rifle': { cost: 30, weapon: true },
  'Heavy Recoilless Rifle': { cost: 50, weapon: true },
  'Anti-tank Rifle': { cost: 30, weapon: true },
  'Heavy Anti-tank Rifle': { cost: 55, weapon: true },
} as const satisfies Record<string, { cost: number; weapon: boolean }>;
export type StoresItemName = keyof typeof STORES_ITEMS;

/**
 * Expendable items. Each price buys one full, loaded device (gaps.md #72). Tire-sets are kept like stores items
 * unless fitted to a destroyed vehicle (gaps.md #33), so `usedUp` is false for them.
 */
export const EXPENDABLE_ITEMS = {
  'Light rockets': { cost: 3, usedUp: true },
  Rockets: { cost: 4, usedUp: true },
  'Heavy rockets': { cost: 6, usedUp: true },
  'Oil-jet': { cost: 2, usedUp: true },
  Caltrops: { cost: 4, usedUp: true },
  'Smoke launchers': { cost: 2, usedUp: true },
  'Tire-set (light)': { cost: 1, usedUp: false },
  'Tire-set (heavy)': { cost: 2, usedUp: false },
  'Tire-set (puncture-resistant)': { cost: 4, usedUp: false },
  'Tire-set (solid)': { cost: 8, usedUp: false },
} as const satisfies Record<string, { cost: number; usedUp: boolean }>;
export type ExpendableItemName = keyof typeof EXPENDABLE_ITEMS;
