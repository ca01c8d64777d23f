import { TWEAK_TABLE, type SuspensionTweak } from './suspension';

export type MovementDice = '1d2' | '1d3' | '1d6';

/** Part IV › Movement Points: "1d2 if speed is 1 - 3, 1d3 if speed is 4 - 6, 1d6 if speed is 7 or greater". */
export const MOVEMENT_DICE = [
  { from: 1, to: 3, dice: '1d2' },
  { from: 4, to: 6, dice: '1d3' },
  { from: 7, to: Number.POSITIVE_INFINITY, dice: '1d6' },
] as const satisfies readonly { from: number; to: number; dice: MovementDice }[];

/** The MP die at `speed`; `null` at speed 0, which rolls no die (gaps.md #40). */
export function movementDiceFor(speed: number): MovementDice | null {
  for (const band of MOVEMENT_DICE) if (speed >= band.from && speed <= band.to) return band.dice;
  return null;
}

/**
 * Part IV › Turn Mode: current speed ÷ maximum handling, rounded up, "handling rating of '0' or less as having a '1'";
 * plus each tweak's turn-mode change (Raised suspension "+1 Turn mode", gaps.md #32).
 */
export function turnMode(speed: number, maxHandling: number, tweaks: readonly SuspensionTweak[] = []): number {
  let extra = 0;
  for (const tweak of tweaks) extra += TWEAK_TABLE[tweak].turnMode;
  return Math.ceil(speed / Math.max(1, maxHandling)) + extra;
}
