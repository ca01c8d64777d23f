/**
 * The exact distribution of what a calculator decides, through the calculator itself: it is run on dice that replay a
 * path of die results, and the tree of paths is walked depth-first. A node that asks for no roll beyond its path is a
 * leaf (its outcome keyed by the caller), a node that asks for one branches into every reading of that roll, weighted
 * by how many physical faces show it (faces.ts). Counts stay integers over a denominator, so nothing is sampled and
 * nothing rounds.
 *
 * A run does not stop at the end of its path: it goes on with each roll's first reading for as long as the walk would
 * descend into it (a probe), and each node it passes is recorded as the run saw it then (the roll asked, its state and
 * class key read off the log as it stood at that roll). The walk visits a node's first child straight after the node,
 * so one run answers that whole chain: the calculator is run once per chain of first children, not once per node (a
 * third to a half fewer runs), and every node is still exactly what a run cut at it would have seen.
 *
 * Two bounds keep a large tree finite. `state` (the caller's, optional) names what the rest of a run depends on, given
 * the rolls so far: nodes of one state share one subtree (memoised), and a node that comes back to a state still being
 * walked (a tie rolled off and tied again) closes the loop exactly, X = A + qX so X = A / (1 - q). `budget` caps the
 * nodes walked: past it the walk stops with OverBudget, and the caller decides (odds.ts falls back to labelled sampling).
 *
 * `classes` (the caller's, optional) cuts the branches of a roll whose faces the calculator tells apart only by what
 * they decide (a check passed or failed, an attack die that hits or misses): the first roll of a class key is walked
 * face by face and each face's decision learnt off the record the calculator wrote; every later roll of that key is
 * walked once per decision, with the weight of all its faces, and the decision of the face walked is checked against
 * the one learnt (a calculator that decides one face two ways is refused, not miscounted). A calculator that decides a
 * roll off data (a table's rows) may declare each face's decision instead, so its first roll is not walked face by face.
 *
 * The budget is counted in work (nodes walked), never in time: the same inputs give the same answer, exact or not,
 * on an idle machine and on a loaded one (issue 23). Nothing here reads a clock.
 */
import { applySpec, BaseDice, type Dice, type RollRecord } from '../../dice';
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
  /**
   * The decisions learnt per class key (raw reading → decision). Walks of one calculator may share one map
   * (stages.ts does, for its stage walks), so a class learnt in one walk is not walked face by face again in the next.
   */
  learnt?: Map<string, Map<number, string>>;
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
  /**
   * Optional: what each raw reading of a roll of this key decides, when the calculator decides it off data (a table's
   * rows, by the same lookup): the key's first roll is then walked once per decision too, not face by face to learn
   * them. Every face walked is still checked against it, and each ruleset's classes are compared with its walk face
   * by face in its tests. Undefined: learn them.
   */
  declared?(key: string, next: RollAsked): ((raw: number) => string) | undefined;
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
  /** Tree nodes walked (what the budget counts). */
  runs: number;
  /** Runs of the calculator made: one per chain of first children (a probe), so fewer than the nodes. */
  calls: number;
  /** Runs that ended without asking for another roll. */
  leaves: number;
  /** Nodes answered from the memo or closed as a loop. */
  memoHits: number;
}

/** The key of paths cut at `maxRolls` rolls. */
export const UNSETTLED = '\u0000unsettled';
const LOOP = '\u0001';

/**
 * The exact walk's default cap in nodes walked (at most one calculator run each, ~20 µs–0.4 ms), so at most a second or so of work before a
 * calculator too large to walk falls back to sampling; every calculator exact today needs far fewer.
 */
export const DEFAULT_BUDGET = 20_000;

export class OverBudget extends Error {
  constructor(readonly runs: number) {
    super(`The exact walk stopped after ${runs} calculator runs (its budget)`);
    this.name = 'OverBudget';
  }
}

/** Thrown through the calculator where a probe stops; not an Error, so no stack is captured per run. */
class StopProbe {}
const STOP = new StopProbe();

interface Step {
  notation: string;
  option: FaceOption;
}

/**
 * What one node of the tree is, as a probe run saw it when it got there: the roll it asks (with its state and class key,
 * computed then, on the log as it stood then), or its outcome's key (a leaf), or the paths cut at `maxRolls`, or what
 * the calculator threw. `said` is the decision of the path's last roll as written by then: a parent's class reads it.
 */
interface Frame {
  said: string | undefined;
  asked?: RollAsked;
  state?: string | undefined;
  classKey?: string | undefined;
  leaf?: string;
  unsettled?: true;
  threw?: { error: unknown };
  /** The frame of the first child (the roll's first option), when the probe went on into it. */
  next?: Frame;
}

/**
 * Dice that replay a path of readings, then go on with each roll's first option while the walk would descend into it
 * (`onAsk` says), and stop the run where it would not. The walk visits a node's first child straight after the node,
 * so one run answers that whole chain of first children: a run per leaf of the chain, not per node.
 */
class ProbeDice extends BaseDice {
  constructor(
    private readonly path: readonly Step[],
    private readonly onAsk: (at: number, asked: RollAsked, log: readonly RollRecord[]) => FaceOption | undefined,
  ) {
    super();
  }
  /** BaseDice's roll, its notation parsed once per walk (rollOptions keeps it), not once per roll of every run. */
  override roll(notation: string, purpose: string): RollRecord {
    const i = this.log.length;
    const step = this.path[i];
    let option: FaceOption | undefined;
    if (step === undefined) {
      option = this.onAsk(i, { notation, purpose }, this.log);
      if (option === undefined) throw STOP;
    } else {
      // The same inputs must ask for the same roll at the same place: otherwise the tree is not the calculator's.
      if (step.notation !== notation)
        throw new Error(`The calculator is not deterministic: roll ${i + 1} was ${step.notation} on one run and ${notation} on the next`);
      option = step.option;
    }
    const spec = rollOptions(notation).spec;
    const record: RollRecord = { seq: i, notation, purpose, faces: option.faces, raw: option.raw, value: applySpec(spec, option.raw), mode: 'app' };
    this.log.push(record);
    return record;
  }
  protected readRaw(): never {
    throw new Error('ProbeDice reads its rolls in roll()');
  }
}

/** Every path of `run`'s dice, its outcomes keyed by `key`, as exact counts. Throws what the calculator throws. */
export function enumerate<T>(run: (dice: Dice) => T, key: (result: T, log: readonly RollRecord[]) => string, opts: EnumerateOptions = {}): Enumerated {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  const maxRolls = opts.maxRolls ?? 60;
  const mode = opts.faces ?? 'grouped';
  const classes = opts.classes;
  const path: Step[] = [];
  const memo = new Map<string, Counts>();
  const walking = new Set<string>();
  /** Per class key, each raw reading's decision, learnt on the key's first roll (or declared by the calculator). */
  const learnt = opts.learnt ?? new Map<string, Map<number, string>>();
  /** The decision each node's run wrote for the last roll of its path, by depth: what a parent's class reads. */
  const saidAt: (string | undefined)[] = [];
  let runs = 0;
  let calls = 0;
  let leaves = 0;
  let memoHits = 0;

  /** One outcome for sure: shared by every leaf of that key (counts are never changed once made). */
  const singles = new Map<string, Counts>();
  const single = (k: string): Counts => {
    let c = singles.get(k);
    if (!c) singles.set(k, (c = { den: 1n, counts: new Map([[k, 1n]]) }));
    return c;
  };
  const said = (log: readonly RollRecord[], at: number) => (classes && at > 0 ? classes.decision(log[at - 1]!) : undefined);

  /**
   * One run of the calculator on the path so far, going on down the chain of first children: the frame of the node at
   * the path's end, linked to those below it. A frame's state is computed when the run reaches it, exactly as a run
   * cut there would see its log; the probe stops where the walk would not descend (a state already walked or being
   * walked, the roll limit), so every frame it makes is one the walk visits next.
   */
  function probe(): Frame {
    calls++;
    let first: Frame | undefined;
    let last: Frame | undefined;
    const chain = new Set<string>();
    const link = (f: Frame) => {
      if (last) last.next = f;
      else first = f;
      last = f;
    };
    const dice = new ProbeDice(path, (at, asked, log) => {
      const frame: Frame = { said: said(log, at), asked };
      link(frame);
      if (at >= maxRolls) {
        frame.unsettled = true;
        return undefined;
      }
      const state = opts.state?.(log, asked);
      frame.state = state;
      if (state !== undefined) {
        if (memo.has(state) || walking.has(state) || chain.has(state)) return undefined;
        chain.add(state);
      }
      frame.classKey = classes?.key(log, asked);
      return rollOptions(asked.notation, mode).options[0];
    });
    try {
      const result = run(dice);
      link({ said: said(dice.log, dice.log.length), leaf: key(result, dice.log) });
    } catch (e) {
      if (e !== STOP) link({ said: undefined, threw: { error: e } });
    }
    return first!;
  }

  function node(given: Frame | undefined): Counts {
    if (++runs > budget) throw new OverBudget(budget);
    const frame = given ?? probe();
    if (frame.threw) throw frame.threw.error;
    saidAt[path.length - 1] = frame.said;
    if (frame.leaf !== undefined) {
      leaves++;
      return single(frame.leaf);
    }
    if (frame.unsettled) return single(UNSETTLED);
    const asked = frame.asked!;
    const state = frame.state;
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
    const classKey = frame.classKey;
    let known = classKey === undefined ? undefined : learnt.get(classKey);
    if (classKey !== undefined && !known) {
      const declared = classes!.declared?.(classKey, asked);
      if (declared) {
        known = new Map(options.map((o) => [o.raw, declared(o.raw)]));
        learnt.set(classKey, known);
      }
    }
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
      let first = true;
      for (const [decision, b] of branches) {
        path.push({ notation: asked.notation, option: b.option });
        const dist = node(first ? frame.next : undefined);
        const said = saidAt[path.length - 1];
        path.pop();
        first = false;
        if (said !== decision)
          throw new Error(`The calculator decided ${asked.purpose} = ${b.option.raw} as "${said}", not "${decision}" as before: its face classes are wrong`);
        children.push({ count: b.count, dist });
      }
    } else {
      const decisions = classKey === undefined ? undefined : new Map<number, string>();
      for (let i = 0; i < options.length; i++) {
        const option = options[i]!;
        path.push({ notation: asked.notation, option });
        children.push({ count: option.count, dist: node(i === 0 ? frame.next : undefined) });
        const said = decisions && saidAt[path.length - 1];
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
      if (!hasLoop(dist)) memo.set(state, dist);
    }
    return dist;
  }

  // Fields spelt out, not `...shrink(root)`: a stage walk ends here hundreds of times a call (issue 23).
  const { den, counts } = shrink(node(undefined));
  return { den, counts, runs, calls, leaves, memoHits };
}

function hasLoop(d: Counts): boolean {
  for (const k of d.counts.keys()) if (k.startsWith(LOOP)) return true;
  return false;
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
export function shrink(d: Counts): Counts {
  let g = d.den;
  // Most walks share no factor: stop at the first count that says so, not after the gcd of every one.
  for (const n of d.counts.values()) {
    if (n === 0n) continue;
    g = gcd(g, n);
    if (g === 1n) return d;
  }
  if (g <= 1n) return d;
  return { den: d.den / g, counts: new Map([...d.counts].map(([k, n]) => [k, n / g])) };
}
