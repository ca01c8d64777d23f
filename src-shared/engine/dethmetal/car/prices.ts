/** Money prices, in k, exactly as printed. */

/** Part VI › Assemble stables: "Each basic 60 DPC vehicle costs you 100k while a 75 DPC vehicle costs you 150k". */
export const VEHICLE_PRICE_K = { 60: 100, 75: 150 } as const;

/** Price lists › Stores items. */
export const STORES_ITEMS_K = {
  'Gear-set (+1, 0, or -1 gearing)': 2,
  Machinegun: 15,
  'Heavy Machinegun': 20,
  'Recoilless Rifle': 30,
  'Heavy Recoilless Rifle': 50,
  'Anti-tank Rifle': 30,
  'Heavy Anti-tank Rifle': 55,
} as const;

/** Price lists › Expendable items. */
export const EXPENDABLE_ITEMS_K = {
  'Light rockets': 3,
  Rockets: 4,
  'Heavy rockets': 6,
  'Oil-jet': 2,
  Caltrops: 4,
  'Smoke launchers': 2,
  'Tire-set (light)': 1,
  'Tire-set (heavy)': 2,
  'Tire-set (puncture-resistant)': 4,
  'Tire-set (solid)': 8,
} as const;

export const GEAR_SET_PRICE_K = STORES_ITEMS_K['Gear-set (+1, 0, or -1 gearing)'];

export function listPriceK(list: 'stores' | 'expendable', item: string): number | undefined {
  const table: Readonly<Record<string, number>> = list === 'stores' ? STORES_ITEMS_K : EXPENDABLE_ITEMS_K;
  return table[item];
}
