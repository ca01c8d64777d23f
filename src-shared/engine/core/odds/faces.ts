/**
 * What one roll can show, as the physical dice make it: every raw reading of a notation with the number of face
 * combinations that give it, out of all combinations. d2 and d3 are read off a d6 (gaps.md #4: d2 = ceil(d6/3),
 * d3 = ceil(d6/2)), so a d3's 1 is two faces of six, exactly as SeededDice draws them; D66 is two d6 read as tens
 * and units (36 readings, one combination each).
 */
import { type DiceSpec, parseNotation } from '../../dice';

export interface FaceOption {
  /** What the dice show (the sum, or the D66 reading). */
  raw: number;
  /** How many physical face combinations show it. */
  count: bigint;
  /** One combination that shows it (the first in face order): the log keeps faces, no rule reads them. */
  faces: number[];
}

export interface RollOptions {
  spec: DiceSpec;
  options: FaceOption[];
  /** Every physical combination: the sum of the counts. */
  total: bigint;
}

/** The physical die each die of a spec is, and what a face of it reads as. */
function physical(spec: Extract<DiceSpec, { kind: 'sum' }>): { sides: number; read: (face: number) => number } {
  const offD6 = spec.sides === 2 || spec.sides === 3;
  return offD6 ? { sides: 6, read: (f) => Math.ceil(f / (6 / spec.sides)) } : { sides: spec.sides, read: (f) => f };
}

/** Grouped: one option per raw reading (what the rules read), weighted by its face count. */
function grouped(spec: DiceSpec): FaceOption[] {
  if (spec.kind === 'd66') return physicalCombos(spec);
  const die = physical(spec);
  let sums = new Map<number, FaceOption>([[0, { raw: 0, count: 1n, faces: [] }]]);
  for (let i = 0; i < spec.count; i++) {
    const next = new Map<number, FaceOption>();
    for (const o of sums.values())
      for (let f = 1; f <= die.sides; f++) {
        const raw = o.raw + die.read(f);
        const seen = next.get(raw);
        if (seen) seen.count += o.count;
        else next.set(raw, { raw, count: o.count, faces: [...o.faces, f] });
      }
    sums = next;
  }
  return [...sums.values()].sort((a, b) => a.raw - b.raw);
}

/** Every physical combination on its own (count 1 each): the proof that grouping changes no weight. */
function physicalCombos(spec: DiceSpec): FaceOption[] {
  const dice = spec.kind === 'd66' ? [6, 6] : Array.from({ length: spec.count }, () => physical(spec).sides);
  const read =
    spec.kind === 'd66' ? (faces: number[]) => faces[0]! * 10 + faces[1]! : (faces: number[]) => faces.reduce((s, f) => s + physical(spec).read(f), 0);
  let combos: number[][] = [[]];
  for (const sides of dice) combos = combos.flatMap((c) => Array.from({ length: sides }, (_, f) => [...c, f + 1]));
  return combos.map((faces) => ({ raw: read(faces), count: 1n, faces }));
}

/** Per mode, per notation: every walk asks for the same few notations at every node. */
const cache = { grouped: new Map<string, RollOptions>(), physical: new Map<string, RollOptions>() };

/** The options of one roll; `physical` lists every combination apart (small rolls only: a test's proof). */
export function rollOptions(notation: string, mode: 'grouped' | 'physical' = 'grouped'): RollOptions {
  const hit = cache[mode].get(notation);
  if (hit) return hit;
  const spec = parseNotation(notation);
  const options = mode === 'grouped' ? grouped(spec) : physicalCombos(spec);
  const made = { spec, options, total: options.reduce((s, o) => s + o.count, 0n) };
  cache[mode].set(notation, made);
  return made;
}
