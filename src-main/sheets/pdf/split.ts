/**
 * Cuts a run of items (kept in order) into at most `maxParts` contiguous parts of about equal weight, each at least
 * `minWeight` unless there is only one: [start, end) index pairs. Depends on nothing but the weights, so a document
 * is split the same way on every machine whatever its number of cores.
 */
export function splitByWeight(weights: readonly number[], maxParts: number, minWeight: number): [number, number][] {
  const total = weights.reduce((a, w) => a + w, 0);
  const parts = Math.max(1, Math.min(maxParts, weights.length, Math.floor(total / minWeight)));
  const before = [0];
  for (const w of weights) before.push(before.at(-1)! + w);
  const cuts = [0];
  for (let k = 1; k < parts; k++) {
    const target = (k * total) / parts;
    // The boundary nearest the target, leaving at least one item for each part still to come.
    let best = cuts.at(-1)! + 1;
    for (let j = best + 1; j <= weights.length - (parts - k); j++) {
      if (Math.abs(before[j]! - target) < Math.abs(before[best]! - target)) best = j;
    }
    cuts.push(best);
  }
  cuts.push(weights.length);
  return cuts.slice(1).map((end, i) => [cuts[i]!, end]);
}
