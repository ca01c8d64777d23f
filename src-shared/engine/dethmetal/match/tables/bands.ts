/** A row of a rulebook table read by a (modified) die roll: `min`..`max` inclusive; open ends are ±Infinity. */
export interface Band {
  min: number;
  max: number;
}

export function lookupBand<T extends Band>(table: readonly T[], value: number): T {
  const row = table.find((r) => value >= r.min && value <= r.max);
  // Every table is shape-tested to cover all integers, so a miss is a programming error.
  if (!row) throw new Error(`No table row for ${value}`);
  return row;
}
