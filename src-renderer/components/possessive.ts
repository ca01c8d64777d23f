/**
 * "Rust Belt Reapers’ roster", "Gus Malone’s wage": the possessive of a name, with the typographic apostrophe the app
 * uses everywhere; a name ending in s takes the apostrophe alone (the usual style for plural team names).
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}’s`;
}
