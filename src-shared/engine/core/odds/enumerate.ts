/**
 * The exact distribution of what a calculator decides, through the calculator itself: it is run again for every
 * path of die results on dice that replay the path and stop at the first roll past it. The tree is walked
 * depth-first, each node one run: a run that asks for no roll beyond its path is a leaf (its outcome keyed by the
 * caller), a run that asks for one branches into every reading of that roll, weighted by how many physical faces
 * show it (faces.ts). Counts stay integers over a denominator, so nothing is sampled and nothing rounds.
 *
 * Two bounds keep a large tree finite. `state` (the caller's, optional) names what the rest of a run depends on, given
 * the rolls so far: nodes of one state share one subtree (memoised), and a node that comes back to a state still being
 * walked (a tie rolled off and tied again) closes the loop exactly, X = A + qX so X = A / (1 - q). `budget` caps the
 * runs: past it the walk stops with OverBudget, and the caller decides (odds.ts falls back to labelled sampling).
 *
 * `classes` (the caller's, optional) cuts the branches of a roll whose faces the calculator tells apart only by what
 * they decide (a check passed or failed, an attack die that hits or misses): the first roll of a class key is walked
 * face by face and each face's decision learnt off the record the calculator wrote; every later roll of that key is
 * walked once per decision, with the weight of all its faces, and the decision of the face walked is checked against
 * the one learnt (a calculator that decides one face two ways is refused, not miscounted).
 *
 * The budget is counted in work (calculator runs), never in time: the same inputs give the same answer, exact or not,
 * on an idle machine and on a loaded one (issue 23). Nothing here reads a clock.
 */
import { BaseDice, type Dice, type DiceSpec, type RollRecord } from '../../dice';
import { type FaceOption, rollOptions } from './faces';
import { gcd, lcm } from './fraction';

export interface EnumerateOptions {
  /** Most calculator runs (tree nodes) before the exact walk gives up (default DEFAULT_BUDGET). */
  budget?: number;
  /** Most rolls on one path: a longer path is counted as UNSETTLED with its exact weight (a loop with no state). */
  maxRolls?: number;
  /** 'physical' branches on every face combination apart (tests prove it gives the grouped answer). */
  faces?: 'grouped' | 'physical';
  /** What the rest of the run depends on, given the rolls so far and the roll asked next; undefined: not memoised. */
  state?: (log: readonly RollRecord[], next: RollAsked) => string | undefined;
  /** Opt-in: rolls whose faces matter only by what they decide (see the file's comment). */
  classes?: FaceClasses;
}

/**
 * A calculator's promise about some of its rolls: every roll with the same `key` decides each face the same way, and
 * nothing after it (the rest of the run, the outcome's key) reads more of the face than that decision.
 */
export interface FaceClasses {
  /** The class key of the roll asked next, or undefined to branch on every face. */
  key(log: readonly RollRecord[], next: RollAsked): string | undefined;
  /** What a roll of such a key decided, read off its record once the calculator has written it. */
  decision(record: RollRecord): string | undefined;
}

export interface RollAsked {
  notation: string;
  purpose: string;
}

/** A distribution as integer counts over one denominator. */
export interface Counts {
  den: bigint;
  counts: Map<string, bigint>;
}

export interface Enumerated extends Counts {
  /** Calculator runs made (tree nodes walked). */
  runs: number;
  /** Runs that ended without asking for another roll. */
  leaves: number;
  /** Nodes answered from the memo or closed as a loop. */
  memoHits: number;
}

/** The key of paths cut at `maxRolls` rolls. */
export const UNSETTLED = '\u0000unsettled';
const LOOP = '\u0001';

/**
 * The exact walk's default cap in calculator runs: ~20 µs–0.4 ms a run, so at most a second or so of work before a
 * calculator too large to walk falls back to sampling; every calculator exact today needs far fewer.
 */
export const DEFAULT_BUDGET = 20_000;

export class OverBudget extends Error {
  constructor(readonly runs: number) {
    super(`The exact walk stopped after ${runs} calculator runs (its budget)`);
    this.name = 'OverBudget';
  }
}

/** Thrown through the calculator at the first roll past the path; not an Error, so no stack is captured per node. */
class NeedRoll {
  constructor(readonly asked: RollAsked) {}
}

interface Step {
  notation: string;
  option: FaceOption;
}

/** Dice that replay a path of readings and stop at the first roll beyond it. */
class PathDice extends BaseDice {
  constructor(private readonly path: readonly Step[]) {
    super();
  }
  protected readRaw(_spec: DiceSpec, notation: string, purpose: string) {
    const i = this.log.length;
    const step = this.path[i];
    if (step === undefined) throw new NeedRoll({ notation, purpose });
    // The same inputs must ask for the same roll at the same place: otherwise the tree is not the calculator's.
    if (step.notation !== notation)
      throw new Error(`The calculator is not deterministic: roll ${i + 1} was ${step.notation} on one run and ${notation} on the next`);
    return { raw: step.option.raw, faces: step.option.faces, mode: 'app' as const };
  }
}

/** Every path of `run`'s dice, its outcomes keyed by `key`, as exact counts. Throws what the calculator throws. */
export function enumerate<T>(run: (dice: Dice) => T, key: (result: T, log: readonly RollRecord[]) => string, opts: EnumerateOptions = {}): Enumerated {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  const maxRolls = opts.maxRolls ?? 60;
  const mode = opts.faces ?? 'grouped';
  const path: Step[] = [];
  const memo = new Map<string, Counts>();
  const walking = new Set<string>();
  /** Per class key, each raw reading's decision, learnt on the key's first roll. */
  const learnt = new Map<string, Map<number, string>>();
  /** The record each node's run wrote for its last roll of the path, by depth: what a parent reads a decision off. */
  const written: (RollRecord | undefined)[] = [];
  let runs = 0;
  let leaves = 0;
  let memoHits = 0;

  const single = (k: string): Counts => ({ den: 1n, counts: new Map([[k, 1n]]) });

  function node(): Counts {
    if (++runs > budget) throw new OverBudget(budget);
    const dice = new PathDice(path);
    let asked: RollAsked;
    try {
      const result = run(dice);
      written[path.length - 1] = dice.log[path.length - 1];
      leaves++;
      return single(key(result, dice.log));
    } catch (e) {
      if (!(e instanceof NeedRoll)) throw e;
      asked = e.asked;
    }
    written[path.length - 1] = dice.log[path.length - 1];
    if (path.length >= maxRolls) return single(UNSETTLED);
    const state = opts.state?.(dice.log, asked);
    if (state !== undefined) {
      const known = memo.get(state);
      if (known) {
        memoHits++;
        return known;
      }
      if (walking.has(state)) {
        memoHits++;
        return single(LOOP + state);
      }
      walking.add(state);
    }
    const { options, total } = rollOptions(asked.notation, mode);
    const classKey = opts.classes?.key(dice.log, asked);
    const known = classKey === undefined ? undefined : learnt.get(classKey);
    const children: { count: bigint; dist: Counts }[] = [];
    if (known) {
      // One branch per decision: its first face walked, with the weight of every face that decides the same.
      const branches = new Map<string, { option: FaceOption; count: bigint }>();
      for (const option of options) {
        const d = known.get(option.raw)!;
        const b = branches.get(d);
        if (b) b.count += option.count;
        else branches.set(d, { option, count: option.count });
      }
      for (const [decision, b] of branches) {
        path.push({ notation: asked.notation, option: b.option });
        const dist = node();
        const said = opts.classes!.decision(written[path.length - 1]!);
        path.pop();
        if (said !== decision)
          throw new Error(`The calculator decided ${asked.purpose} = ${b.option.raw} as "${said}", not "${decision}" as before: its face classes are wrong`);
        children.push({ count: b.count, dist });
      }
    } else {
      const decisions = classKey === undefined ? undefined : new Map<number, string>();
      for (const option of options) {
        path.push({ notation: asked.notation, option });
        children.push({ count: option.count, dist: node() });
        const said = decisions && opts.classes!.decision(written[path.length - 1]!);
        if (decisions && said !== undefined) decisions.set(option.raw, said);
        path.pop();
      }
      if (classKey !== undefined && decisions!.size === options.length) {
        // A deeper roll of the same key may have been learnt first (its subtree is walked before this loop ends).
        const before = learnt.get(classKey);
        for (const [raw, d] of decisions!)
          if (before && before.get(raw) !== d)
            throw new Error(`The calculator decided ${asked.purpose} = ${raw} as "${d}" and as "${before.get(raw)}": its face classes are wrong`);
        learnt.set(classKey, decisions!);
      }
    }
    let common = 1n;
    for (const c of children) common = lcm(common, c.dist.den);
    const counts = new Map<string, bigint>();
    for (const c of children) {
      const scale = c.count * (common / c.dist.den);
      for (const [k, n] of c.dist.counts) counts.set(k, (counts.get(k) ?? 0n) + n * scale);
    }
    let dist: Counts = { den: total * common, counts };
    if (state !== undefined) {
      walking.delete(state);
      dist = closeLoop(dist, LOOP + state);
      if (![...dist.counts.keys()].some((k) => k.startsWith(LOOP))) memo.set(state, dist);
    }
    return dist;
  }

  const root = node();
  return { ...shrink(root), runs, leaves, memoHits };
}

/** X = A + qX: the mass that came back to this state is spread over the rest, X = A / (1 − q). */
function closeLoop(d: Counts, token: string): Counts {
  const q = d.counts.get(token);
  if (q === undefined) return d;
  const den = d.den - q;
  if (den === 0n) throw new Error('Every path comes back to the same state: the calculator never ends');
  const counts = new Map(d.counts);
  counts.delete(token);
  return shrink({ den, counts });
}

/** Divide counts and denominator by their common factor (the loop's denominators are no longer powers of 6). */
function shrink(d: Counts): Counts {
  let g = d.den;
  for (const n of d.counts.values()) if (n !== 0n) g = gcd(g, n);
  if (g <= 1n) return d;
  return { den: d.den / g, counts: new Map([...d.counts].map(([k, n]) => [k, n / g])) };
}
