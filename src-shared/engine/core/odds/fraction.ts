/**
 * Exact chances as integer counts over a denominator (bigint: a path of twenty d6 is already 6^20 > 2^53), reduced
 * only when shown. The odds engine never adds floating-point probabilities, so its outcomes sum to exactly 1.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  // Not `[x, y] = [y, x % y]`: an array per step, and the odds reduce every stage walk's counts (issue 23).
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

export const lcm = (a: bigint, b: bigint): bigint => (a === b ? a : (a / gcd(a, b)) * b);

export function reduce(f: Fraction): Fraction {
  if (f.num === 0n) return { num: 0n, den: 1n };
  const g = gcd(f.num, f.den);
  return { num: f.num / g, den: f.den / g };
}

export const fractionText = (f: Fraction): string => {
  const r = reduce(f);
  return `${r.num}/${r.den}`;
};

/** A probability as a float for drawing and sorting; the fraction stays the truth. */
export function toNumber(f: Fraction): number {
  if (f.den <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(f.num) / Number(f.den);
  // Scale both down to keep 15 significant digits without overflowing a double.
  const shift = BigInt(f.den.toString(2).length - 52);
  return Number(f.num >> shift) / Number(f.den >> shift);
}
