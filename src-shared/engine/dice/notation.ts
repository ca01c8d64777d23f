/**
 * Dice notation used by the rulebooks: "1d6", "2d6", "d66", "1d2", "1d3", "1d3+3", "2d6 x10k", "2d6 k".
 * A parsed spec separates what lies on the table (the raw dice) from what the rule does with it
 * (modifier, multiplier, unit), because in manual mode the organizer types the raw dice.
 */
export type DiceSpec = { kind: 'sum'; count: number; sides: number; modifier: number; multiplier: number; unit: '' | 'k' } | { kind: 'd66' };

export class DiceNotationError extends Error {
  constructor(
    readonly notation: string,
    reason: string,
  ) {
    super(`Dice notation "${notation}" is not valid: ${reason}`);
    this.name = 'DiceNotationError';
  }
}

const SUM = /^(\d*)d(\d+)\s*(?:([+-])\s*(\d+))?\s*(?:x\s*(\d+))?\s*(k)?$/i;

export function parseNotation(notation: string): DiceSpec {
  const text = notation.trim().toLowerCase();
  if (text === 'd66' || text === '1d66') return { kind: 'd66' };
  const m = SUM.exec(text);
  if (!m) throw new DiceNotationError(notation, 'expected the form NdS[+M][ xK][k], or d66');
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  if (count < 1 || count > 100) throw new DiceNotationError(notation, 'dice count must be 1 to 100');
  if (sides < 2 || sides > 100) throw new DiceNotationError(notation, 'a die has 2 to 100 sides');
  // D66 is two d6 read as tens and units, not a 66-sided die: it takes no count, modifier or multiplier.
  if (sides === 66) throw new DiceNotationError(notation, 'D66 is written alone, as "d66"');
  const modifier = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  const multiplier = m[5] ? Number(m[5]) : 1;
  return { kind: 'sum', count, sides, modifier, multiplier, unit: m[6] ? 'k' : '' };
}

/** Every raw value the dice of a spec can show, ascending. For d66: 11..16, 21..26, ..., 61..66. */
export function rawValues(spec: DiceSpec): number[] {
  if (spec.kind === 'd66') {
    const out: number[] = [];
    for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) out.push(t * 10 + u);
    return out;
  }
  const out: number[] = [];
  for (let v = spec.count; v <= spec.count * spec.sides; v++) out.push(v);
  return out;
}

export function isValidRaw(spec: DiceSpec, raw: number): boolean {
  if (!Number.isInteger(raw)) return false;
  if (spec.kind === 'd66') {
    const t = Math.floor(raw / 10),
      u = raw % 10;
    return t >= 1 && t <= 6 && u >= 1 && u <= 6;
  }
  return raw >= spec.count && raw <= spec.count * spec.sides;
}

/** The number the rule uses: (raw + modifier) x multiplier. For "k" units the value is in thousands. */
export function applySpec(spec: DiceSpec, raw: number): number {
  if (spec.kind === 'd66') return raw;
  return (raw + spec.modifier) * spec.multiplier;
}

export function describeRange(spec: DiceSpec): string {
  if (spec.kind === 'd66') return 'a D66 result: tens 1-6 and units 1-6 (11 to 66)';
  return `${spec.count} to ${spec.count * spec.sides}`;
}
