/**
 * Typed dice (manual dice mode): the organizer types every die of a roll in one field, "6 3 5 1 …", in the order the
 * operation uses them. The page reads the numbers; the service checks each die against the roll it lands on (its
 * notation and range) and says which one cannot be, or that more are needed, or that some were not.
 */
import { isValidRaw, parseNotation } from '../../../src-shared/engine/dice';
import type { FieldIssue } from '../../../src-shared/ipc';

export type TypedDice = { ok: true; dice: number[] } | { ok: false; problem: string };

/** The numbers of the field, separated by spaces or commas; a word that is no whole number is named by its place. */
export function parseTypedDice(text: string): TypedDice {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return { ok: false, problem: 'Type what the dice show, e.g. 6 3 5.' };
  const dice: number[] = [];
  for (const [i, w] of words.entries()) {
    if (!/^-?\d{1,4}$/.test(w)) return { ok: false, problem: `Die ${i + 1} (“${w.slice(0, 12)}”) is not a whole number.` };
    dice.push(Number(w));
  }
  return { ok: true, dice };
}

/** Whether a typed value can come from the roll asked for (its notation), as the service will check it. */
export function fitsRoll(notation: string, value: number): boolean {
  try {
    return isValidRaw(parseNotation(notation), value);
  } catch {
    // A notation the page cannot read is left to the service to judge.
    return true;
  }
}

/**
 * What the service's refusal of the typed dice says: die `index` (0-based, in the operation's whole list) cannot come
 * from its roll, or only the first `used` dice were needed. Null when the refusal is about something else.
 */
export type DiceRefusal = { kind: 'invalid'; index: number; message: string } | { kind: 'extra'; used: number };

export function diceRefusal(issues: readonly FieldIssue[], typed: number): DiceRefusal | null {
  const issue = issues.find((i) => i.path[0] === 'dice');
  if (!issue) return null;
  const at = typeof issue.path[1] === 'number' ? issue.path[1] : typed - 1;
  if (issue.message === 'Not needed') return { kind: 'extra', used: at };
  return { kind: 'invalid', index: Math.max(0, Math.min(at, typed - 1)), message: issue.message };
}
