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

/**
 * What each Toughness level is called and means, for pickers: Part II › Design Points names them "Toughness 1" to
 * "Toughness 4"; Part V › Damage table: "Every time the vehicle accumulates damage points equal to its toughness then
 * roll a critical hit"; Part II › Acceleration/Handling: each point counts double in the weight.
 */
export const TOUGHNESS_NAMES = [
  'No toughness (not legal: a car needs Toughness 1 to 4)',
  'Toughness 1: a critical hit every damage point',
  'Toughness 2: a critical hit every 2 damage points',
  'Toughness 3: a critical hit every 3 damage points',
  'Toughness 4: a critical hit every 4 damage points',
] as const satisfies readonly string[] & { length: typeof TOUGHNESS_DP.length };

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

/**
 * The design points a car may spend: its budget (60, or 75 with the overhead penalty) plus the sponsor bonus it was
 * bought with. Part II › Design Points: "Certain sponsors can also increase available design points to new
 * vehicles"; Sponsor effect table › Car manufacturer: "+3 DPC bonus (+6 if you take the overhead penalty)". The one
 * figure the designer, the garage, the founding plan and the printed sheet show as "spent / available".
 */
export function designPointBudget(budget: DesignBudget, sponsorBonusDp = 0): number {
  return budget + sponsorBonusDp;
}
