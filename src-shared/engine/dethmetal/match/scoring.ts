/**
 * Match points (gaps.md #38: the rulebook has no scoring rules). Points belong to a competitor and his team.
 * Race: finishing places in each heat; both kinds: 1 point for each enemy vehicle destroyed or rolled over by the
 * competitor's attack or collision; arena "flags": 5 for carrying the flag into the team's goal hex.
 */
export const RACE_FINISH_POINTS = [6, 4, 3, 2] as const;
/** Any other finisher. */
export const RACE_OTHER_FINISHER_POINTS = 1;
export const KILL_POINTS = 1;
export const FLAG_POINTS = 5;
export const SCORING_RULE = 'Match points (gaps.md #38)';

/** Points for finishing a race heat in `place` (1-based); null = did not finish. */
export function raceFinishPoints(place: number | null): number {
  if (place === null || place < 1) return 0;
  return RACE_FINISH_POINTS[place - 1] ?? RACE_OTHER_FINISHER_POINTS;
}
