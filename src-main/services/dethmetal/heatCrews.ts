/**
 * Dethmetal's crews of a match as its services think of them: per heat, each car with its driver and its gunner, read
 * from the core's crews per round (services/league/crew.ts; a heat is a round, `driver` and `gunner` its declared slots).
 */
import type { LeagueConnection } from '../../db/connection';
import { roundCrews } from '../league/crew';

export interface HeatCrew {
  franchiseId: number;
  heat: number;
  vehicleId: number;
  driverId: number;
  gunnerId: number | null;
}

/** A match's cars per heat, in heat order and each heat's cars in the order their team assigned them. */
export function heatCrews(conn: LeagueConnection, matchId: number, where: { heat?: number; upTo?: number } = {}): HeatCrew[] {
  return roundCrews(conn, matchId, { round: where.heat, upTo: where.upTo }).map((v) => ({
    franchiseId: v.franchiseId,
    heat: v.round,
    vehicleId: v.vehicleId,
    driverId: v.slots.driver?.[0] ?? 0,
    gunnerId: v.slots.gunner?.[0] ?? null,
  }));
}
