/**
 * What every ruleset's match table prints the same way at the terminal (`league match table`): a signed number, a
 * track of boxes, a resolution of the shape the tables of Battlecars, race combat and the hex RPG share (its title, each
 * step with the facts that went into it, the outcome, the notes) and the table's log, each move numbered. What a step's
 * facts say is the ruleset's: how its book writes a sum.
 */
import type { TableResolution, TableStep } from '../../../src-shared/engine/core/tableResolution';

/** A modifier as the books write it: +2, −1 (a true minus), 0. */
export const signed = (v: number): string => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/** `filled` boxes of `of` (filled ■, the rest □): damage taken, or what is left of a track. */
export const boxes = (filled: number, of: number): string => `${'■'.repeat(Math.max(0, Math.min(filled, of)))}${'□'.repeat(Math.max(0, of - filled))}`;

/** A resolution in lines under its title, each step as `label: facts → result [rule]`; `facts` is the ruleset's words for a step's numbers. */
export function resolutionLines(r: TableResolution, facts: (step: TableStep) => string, indent = ''): string[] {
  const out = [`${indent}${r.title} (${r.rule})`];
  for (const st of r.steps) {
    const f = facts(st);
    out.push(`${indent}  ${st.label}: ${f ? `${f} → ` : ''}${st.result}  [${st.rule}]`);
  }
  out.push(`${indent}  → ${r.outcome}`);
  for (const n of r.notes) out.push(`${indent}  · ${n}`);
  return out;
}

/** The table's log: each move's lines, its first numbered `#seq`, a blank line between moves; null for an empty log. */
export function logLines<E extends { seq: number }>(log: readonly E[], text: (entry: E) => string[]): string[] | null {
  if (!log.length) return null;
  return log.flatMap((e, i) => [...(i ? [''] : []), ...text(e).map((l, n) => (n === 0 ? `#${e.seq} ${l}` : l))]);
}
