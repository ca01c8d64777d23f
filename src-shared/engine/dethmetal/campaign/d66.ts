/**
 * D66 ranges (gaps.md #4): "ab - cd" is every D66 result from ab to cd in D66 order, so "46 - 51" is {46, 51}
 * and "55 - 61" is {55, 56, 61}. Tables store the explicit sets; this expands a printed range to check them.
 */
export const D66_RESULTS: readonly number[] = [1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u));

export function isD66(n: number): boolean {
  return D66_RESULTS.includes(n);
}

/** Expand a printed range such as "46 - 51" (spaces optional). */
export function d66Range(printed: string): number[] {
  const m = /^\s*(\d\d)\s*-\s*(\d\d)\s*$/.exec(printed);
  if (!m) throw new Error(`"${printed}" is not a D66 range`);
  const from = Number(m[1]),
    to = Number(m[2]);
  if (!isD66(from) || !isD66(to) || from > to) throw new Error(`"${printed}" is not a D66 range`);
  return D66_RESULTS.filter((r) => r >= from && r <= to);
}
