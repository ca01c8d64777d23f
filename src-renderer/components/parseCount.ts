/** What a number box holds: a value, nothing (where blank is allowed), or the reason the text is not a usable number. */
export type ParsedCount = { value: number | null } | { error: string };

/**
 * Reads what the organizer typed into a count box, exactly as typed: nothing is inserted, clamped or dropped, so
 * "32" is 32 and "7.5" is refused with a reason instead of read as 75. Every count the app asks for is a whole number
 * (a design's counts: Part II › Design Points prices whole units; stores, points, damage).
 */
export function parseCount(text: string, { min = 0, max, allowEmpty = false }: { min?: number; max: number; allowEmpty?: boolean }): ParsedCount {
  const t = text.trim();
  if (t === '') return allowEmpty ? { value: null } : { error: 'Enter a number' };
  // A minus sign only where the box takes negatives (a trade's price paid the other way); typed as '-' or '−'.
  if (/^[-−]/.test(t) && min >= 0) return { error: `Cannot be negative: enter ${min} or more` };
  if (/^[-−]?\d*[.,]\d*$/.test(t) && /\d/.test(t)) return { error: `Whole numbers only: ${t} has a fraction` };
  if (!/^[-−]?\d+$/.test(t)) return { error: 'Enter a number' };
  const value = Number(t.replace('−', '-'));
  if (value < min) return { error: `At least ${min}` };
  if (value > max) return { error: `At most ${max}` };
  return { value };
}
