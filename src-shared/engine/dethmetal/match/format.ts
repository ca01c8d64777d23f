/**
 * The match format (gaps.md #37, Match format: heats, vehicles per team, starts, heat end; the rulebook gives none):
 * each team fields up to three vehicles per heat, from its stables, with drivers from its roster.
 */
export const CARS_PER_HEAT = 3;
