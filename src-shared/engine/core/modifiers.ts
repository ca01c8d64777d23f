/**
 * The sum behind a ruleset's number: each modifier with the rule it comes from, so a calculator shows the whole sum
 * and a player can check it against the book. Shared by the rulesets whose engines list their modifiers this way.
 */

/** One number that went into a result, with its section. */
export interface Modifier {
  label: string;
  value: number;
  rule: string;
}

export const modifier = (label: string, value: number, rule: string): Modifier => ({ label, value, rule });

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((sum, m) => sum + m.value, 0);

/** A citation of an interpretation: the section and the gaps.md entry that resolves it. */
export function withGap(section: string, gap: number): string {
  return `${section} (gaps.md #${gap})`;
}
