/**
 * Rules text as an organizer reads it. The engine cites its interpretations by our own file ("Part IV › Turn Mode,
 * gaps.md #32"), which is for whoever checks the code against docs/rulesets/<id>/gaps.md, not for the table: screens
 * and printed sheets show the passage and keep the gaps reference for a tooltip. Dice notation is written one way
 * everywhere ("d3", "2d6+1", "D3−1" with a real minus sign), whoever wrote the text.
 */

/** "gaps.md #32, #39", "Pitwall's gaps P1", "docs/rulesets/dethmetal/gaps.md P1–P3", "no gaps.md entry". */
const REF = String.raw`(?:(?:[\w./-]*gaps\.md|Pitwall['’]s gaps)(?:\s+(?:#\d+|P\d+(?:[–-]P?\d+)?)(?:\s*(?:,|and)\s*(?:#\d+|P\d+(?:[–-]P?\d+)?))*)?|no gaps\.md entry|not covered by gaps\.md)`;

/** A reference with what joins it to the text around it: "(gaps.md #3)", "; gaps.md #24", ", gaps.md #32, #39", "gaps.md #37: ". */
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\s*\(\s*(${REF})\s*\)`, 'g'), // "Shooting (gaps.md #36)" → "Shooting"
  new RegExp(String.raw`\s*[;,]\s*(${REF})(?=\s*[).;:]|\s*$)`, 'g'), // "(Part IV › Turn Mode, gaps.md #32)" → "(Part IV › Turn Mode)"
  new RegExp(String.raw`^\s*(${REF})\s*[:;,]\s*`, 'g'), // "gaps.md #37: two" → "two"
  new RegExp(String.raw`\s*(${REF})`, 'g'), // anything left
];

export interface RulesText {
  /** The text without our file's references. */
  text: string;
  /** The references taken out ("gaps.md #32, #39"), for a tooltip. */
  refs: string[];
}

/** `text` without its gaps.md references, and the references. */
export function splitGapRefs(text: string): RulesText {
  const refs: string[] = [];
  let out = text;
  for (const pattern of PATTERNS)
    out = out.replace(pattern, (_all, ref: string) => {
      refs.push(ref.trim());
      return '';
    });
  // "(Part I › Quirks; )" or "()" left by a reference that was the whole parenthesis.
  out = out
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,;:)]|\.(?!\.))/g, '$1')
    .replace(/ {2,}/g, ' ');
  return { text: out.trim(), refs };
}

const MINUS = '−';

/** "d 3-1", "D3 - 1", "2d6+1": dice notation written one way ("d3−1", "D3−1", "2d6+1"), the d's case as given. */
export function diceNotation(notation: string): string {
  return notation.replace(DICE, formatDice);
}

// A count, d or D, the sides, and a modifier; "d6" inside a word ("roll-d3") is still dice after the hyphen.
const DICE = /(?<![A-Za-z0-9])(\d*)\s?([dD])\s?(\d+|%)(?:\s?([+\-−])\s?(\d+))?(?![A-Za-z0-9])/g;

function formatDice(_all: string, count: string, d: string, sides: string, sign?: string, mod?: string): string {
  const modifier = sign && mod ? `${sign === '+' ? '+' : MINUS}${mod}` : '';
  return `${count}${d}${sides}${modifier}`;
}

/** What a screen or a sheet shows of a rules text: no gaps.md references, dice written one way. */
export function organizerText(text: string): string {
  return diceNotation(splitGapRefs(text).text);
}
