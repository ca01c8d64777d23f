/** Founding numbers of Part VI › Starting a new franchise, and the mechanic staff across Part VI. */

export const SEED_MONEY = 1000;

/** Create roster: competitors cost 50k; veterans 50k + 2k per level; 6 to 10 on the roster. */
export const COMPETITOR_WAGE = { base: 50, perVeteranLevel: 2 } as const;
export const ROSTER_SIZE = { min: 6, max: 10 } as const;

/** Assemble stables: 100k for a 60-DP vehicle, 150k for a 75-DP one (overhead penalty); 3 to 5 vehicles. */
export const VEHICLE_PRICE = { normal: 100, overheadPenalty: 150 } as const;
export const STABLE_SIZE = { min: 3, max: 5 } as const;

export const MECHANIC_RATINGS = [1, 2, 3, 4] as const;
export type MechanicRating = (typeof MECHANIC_RATINGS)[number];

/**
 * Mechanic staff by rating. Hire costs from Create roster (rating 4 from the Sponsor effect table), retention
 * from Retirements ("rating 2 costs 12k, rating 3 costs 50k, and rating 4 costs 75k"), size add-on from
 * Overhead costs ("add one … rating 3 … three … rating 4").
 */
export const MECHANIC_STAFF = {
  1: { seasonHire: 0, singleMatchHire: null, printedRetention: 0, sizeAddOn: 0 },
  2: { seasonHire: 25, singleMatchHire: null, printedRetention: 12, sizeAddOn: 0 },
  3: { seasonHire: 100, singleMatchHire: null, printedRetention: 50, sizeAddOn: 1 },
  4: { seasonHire: 300, singleMatchHire: 50, printedRetention: 75, sizeAddOn: 3 },
} as const satisfies Record<MechanicRating, { seasonHire: number; singleMatchHire: number | null; printedRetention: number; sizeAddOn: number }>;

/** Shopping: competitors traded cost each side 10k legal fees; unwanted vehicles sell for half price. */
export const LEGAL_FEE_PER_COMPETITOR = 10;
export const VEHICLE_RESALE_FRACTION = 0.5;

/** Draft sketch: 2 franchise contracts (3 for the top two teams), 3 draft picks (4 for the bottom two). */
export const FRANCHISE_CONTRACTS = { base: 2, topTwo: 3 } as const;
export const DRAFT_PICKS = { base: 3, bottomTwo: 4 } as const;

/** The Metal Cup: "an overall bonus of 1d6x 5k"; "the top two scoring teams" get an extra franchise contract. */
export const METAL_CUP_BONUS = { dice: '1d6', per: 5 } as const;
export const TOP_AND_BOTTOM_PLACES = 2;
