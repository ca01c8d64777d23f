/**
 * Counter-based PRNG: the n-th number depends only on (seed, n). The league stores just the seed and
 * a counter, so undo restores the dice exactly by restoring the counter, and a replay gives the same rolls.
 */
function mix32(x: number): number {
  // lowbias32 (Chris Wellons): a well-tested 32-bit integer hash.
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Uniform integer in [1, sides] for draw number `counter` of league `seed`. */
export function drawDie(seed: number, counter: number, sides: number): number {
  const h = mix32(mix32(seed >>> 0) ^ mix32((counter + 0x9e3779b9) >>> 0) ^ Math.floor(counter / 0x100000000));
  // Rejection-free mapping: 2^32 mod 6 bias is < 1e-9, negligible for a tabletop game.
  return (h % sides) + 1;
}
