import { MECHANIC_STAFF, type MechanicRating } from './tables/franchise';
import { OVERHEAD_INCOME_BANDS, OVERHEAD_SIZE_BANDS } from './tables/overhead';

/** What the overhead and founding rules need to know about a franchise. */
export interface FranchiseSummary {
  /** Competitors on the roster, including those unavailable (gaps.md #63). */
  competitors: number;
  /** Vehicles in the stables. */
  vehicles: number;
  /** How many of those were built with the overhead penalty (75 DP). */
  overheadPenaltyVehicles: number;
  /** Mechanic staff rating for this match; a single-match rating-4 hire counts (gaps.md #63). */
  mechanicRating: MechanicRating;
}

/**
 * Size of franchise (Overhead costs): competitors + vehicles + 1 per 75-DP vehicle (which counts as two vehicles,
 * Part II › Design Points) + 1 for rating-3 or 3 for rating-4 mechanic staff (gaps.md #63).
 */
export function franchiseSize(f: FranchiseSummary): number {
  return f.competitors + f.vehicles + f.overheadPenaltyVehicles + MECHANIC_STAFF[f.mechanicRating].sizeAddOn;
}

export interface OverheadResult {
  /** The profit actually banked (the table cell, gaps.md #62). */
  profit: number;
  incomeBand: string;
  sizeBand: string;
}

/** Franchise Overhead Table lookup. Net income is banded in whole k, fractions rounded down (gaps.md #62). */
export function overheadProfit(netIncome: number, size: number): OverheadResult {
  const income = Math.floor(netIncome);
  const row = OVERHEAD_INCOME_BANDS.find((b) => income >= b.min && income <= b.max);
  const col = OVERHEAD_SIZE_BANDS.findIndex((b) => size >= b.min && size <= b.max);
  if (!row || col < 0) throw new Error(`No overhead entry for net income ${netIncome}k and franchise size ${size}.`);
  return { profit: row.profit[col]!, incomeBand: row.printed, sizeBand: OVERHEAD_SIZE_BANDS[col]!.printed };
}
