/**
 * A career entry as the competitor page shows it. Quirk entries were written "Combat fatigue (occurrence 1): <effects>",
 * and a quirk whose first occurrence changes nothing at once left "Combat fatigue (occurrence 1):" with nothing after
 * it; league files keep those texts, so they are reworded here on display.
 */
const QUIRK_ENTRY = /^(.+?) \(occurrence (\d+)\):\s*(.*)$/s;
const ORDINAL = ['first', 'second', 'third'];

export function careerText(kind: string, text: string): string {
  const m = kind === 'quirk' ? QUIRK_ENTRY.exec(text) : null;
  if (!m) return text;
  const [, quirk, n, effects] = m;
  const which = ORDINAL[Number(n) - 1] ?? `occurrence ${n}`;
  const head = `Quirk: ${quirk} (${which} time)`;
  return effects!.trim() ? `${head}: ${effects!.trim()}` : `${head}; its lasting effect is listed under Talents and quirks.`;
}
