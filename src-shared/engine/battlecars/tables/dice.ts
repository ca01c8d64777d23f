/**
 * A roll as the sheet prints it: a number of d8s plus a modifier ("2d8+1", "d8-2", or a flat "3" with no die).
 * Every die of the game is a d8 (the sheet names no other).
 */
export interface D8Roll {
  /** How many d8s (0: a flat number, as Flame's range "3"). */
  d8: number;
  mod: number;
}

export const d8 = (count: number, mod = 0): D8Roll => ({ d8: count, mod });

/** How the sheet writes it: "d8", "2d8+1", "d8-2", "3". */
export function rollText(r: D8Roll): string {
  if (r.d8 === 0) return String(r.mod);
  const dice = r.d8 === 1 ? 'd8' : `${r.d8}d8`;
  return r.mod === 0 ? dice : `${dice}${r.mod > 0 ? '+' : ''}${r.mod}`;
}

/** The notation the `Dice` interface rolls for the dice part alone (the modifier is shown as its own line). */
export const diceNotation = (r: D8Roll): string => `${r.d8}d8`;
