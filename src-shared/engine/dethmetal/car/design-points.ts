/** Part II › Design Points: the budget and the Base Characteristics table. */
export const DESIGN_BUDGETS = [60, 75] as const;
export type DesignBudget = (typeof DESIGN_BUDGETS)[number];

/** "Per 4 Engine Power 1 D.P.", "Per 6 Suspension Strength", "Per 16 Fuel Capacity", "Per Armor Points". */
export const UNITS_PER_DP = { enginePower: 4, suspension: 6, fuelCapacity: 16, armor: 1 } as const;

/**
 * "Toughness 1 3 D.P. … Toughness 4 18 D.P.". Index = toughness. Toughness 0 is not in the table: it costs nothing
 * and is illegal under the default minimums (gaps.md #24), but a design may hold it while being drawn up.
 */
export const TOUGHNESS_DP = [0, 3, 6, 12, 18] as const;
export const MAX_TOUGHNESS = 4;

/** Part II › Other components, cost column. The armored crew seat is bought per crew position. */
export const COMPONENT_DP = {
  armoredCrewSeat: 3,
  selfSealingFuelTank: 3,
  adjustableSuspensionHeight: 9,
  gunnerStation: 6,
  wheelGuards: 3,
} as const;

/** Sponsor effect table › Car manufacturer: "+3 DPC bonus (+6 if you take the overhead penalty)". */
export const CAR_MANUFACTURER_BONUS_DP = { 60: 3, 75: 6 } as const satisfies Record<DesignBudget, number>;
