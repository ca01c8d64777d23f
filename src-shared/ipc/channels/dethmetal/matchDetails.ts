/**
 * Dethmetal's part of a match's view (MatchView.details, issue 21): its event (road surface, race or arena, heats),
 * the pre-match rolls, and per franchise the race points' prize, whether it won and its line-up per heat (driver and
 * gunner in each car). Typed by its zod schema, which a test holds every view the services give to (strict), so the
 * type and the services cannot drift apart; the core's MatchView names none of it.
 */
import { z } from 'zod';
import { car, EVENT_KINDS } from '../../../engine/dethmetal';
import type { MatchView } from '../leagueTypes';

const named = { id: z.number().int(), name: z.string(), franchiseId: z.number().int(), explanation: z.array(z.string()) };

/** The pre-match rolls (Heart condition, temperamental devices) as made: who misses the match, which car breaks down. */
export const preMatchViewSchema = z
  .object({
    competitors: z.array(z.object({ ...named, missesMatch: z.boolean() }).strict()),
    vehicles: z.array(z.object({ ...named, brokenDown: z.boolean() }).strict()),
  })
  .strict();
export type PreMatchView = z.output<typeof preMatchViewSchema>;

/** Who sits where in one heat: a car, its driver and its gunner, if any. */
export const assignmentViewSchema = z
  .object({
    heat: z.number().int(),
    vehicleId: z.number().int(),
    vehicle: z.string(),
    driverId: z.number().int(),
    driver: z.string(),
    gunnerId: z.number().int().nullable(),
    gunner: z.string().nullable(),
  })
  .strict();

export const dethmetalTeamDetailsSchema = z
  .object({
    franchiseId: z.number().int(),
    /** The prize the post-match paid it (Part VI › Post-match › Prize money); null before. */
    prize: z.number().nullable(),
    won: z.boolean(),
    assignments: z.array(assignmentViewSchema),
  })
  .strict();
export type DethmetalTeamDetails = z.output<typeof dethmetalTeamDetailsSchema>;

export const dethmetalMatchDetailsSchema = z
  .object({
    ruleset: z.literal('dethmetal'),
    surface: z.enum(car.ROAD_SURFACES),
    kind: z.enum(EVENT_KINDS),
    heats: z.number().int().min(1),
    preMatch: preMatchViewSchema.nullable(),
    /** One per franchise of the match, in the view's team order. */
    teams: z.array(dethmetalTeamDetailsSchema),
  })
  .strict();
export type DethmetalMatchDetails = z.output<typeof dethmetalMatchDetailsSchema>;

declare module '../leagueTypes' {
  interface MatchDetailsViews {
    dethmetal: DethmetalMatchDetails;
  }
}

/** A Dethmetal match's own part; a match of another ruleset reaching a Dethmetal screen is a bug, said so. */
export function dethmetalDetails(m: Pick<MatchView, 'id' | 'details'>): DethmetalMatchDetails {
  if (m.details?.ruleset !== 'dethmetal') throw new Error(`Match ${m.id} is not a Dethmetal match: it has no surface, heats or line-ups.`);
  return m.details;
}

/** A franchise's own part of a Dethmetal match (no prize, no win and no line-up for one not in it). */
export function dethmetalTeam(m: Pick<MatchView, 'id' | 'details'>, franchiseId: number): DethmetalTeamDetails {
  return dethmetalDetails(m).teams.find((t) => t.franchiseId === franchiseId) ?? { franchiseId, prize: null, won: false, assignments: [] };
}

/** The match's teams, each with its Dethmetal part (prize, won, line-up) beside the core's: what Dethmetal's screens list. */
export function dethmetalTeams(m: Pick<MatchView, 'id' | 'teams' | 'details'>): (MatchView['teams'][number] & DethmetalTeamDetails)[] {
  return m.teams.map((t) => ({ ...t, ...dethmetalTeam(m, t.franchiseId) }));
}
