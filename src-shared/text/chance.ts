/**
 * A chance as the organizer reads it, the same on a screen and in `league odds`: a percentage to one decimal (three
 * below 0.1%, so a rare outcome never reads as 0.0%), and a sampled chance with its standard error.
 */
export const percent = (p: number): string => `${(p * 100).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%`;

export const chanceText = (p: number, standardError: number | null): string =>
  standardError === null ? percent(p) : `${percent(p)} ± ${percent(standardError)}`;
