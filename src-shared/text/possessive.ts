/**
 * The possessive of a name: "Rust Belt Reapers’ cars" (a name ending in s takes only the apostrophe, not
 * "Reapers’s"), "Widowmaker’s". Franchise names are mostly plurals, so the rule that drops the s after any final s
 * is the one applied.
 */
export function possessive(name: string): string {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}’s`;
}
