/**
 * A calculator walked in stages, each resumed from the state the stage before it left instead of re-run from the start
 * (issue 23). enumerate.ts runs the calculator from its first roll at every node, so a node deep in a late stage pays
 * for every stage before it on every run. Here a run starts from a state and goes until the calculator reaches a
 * boundary it names (or its end): it hands back the state the rest resumes from and that state's key, what the rest
 * reads of it. Each stage is walked by enumerate.ts, its leaves keyed by the state they reach; the walk then goes on
 * from one state per key (the first one met stands for them all), weighted by the count of the paths that reached it.
 * A key met again (from another path, in another stage walk) is answered from the memo: the rest is walked once per
 * distinct state, as enumerate.ts's `state` shares a subtree, but no run repeats the stages before.
 *
 * Exact when each key names everything the rest of the calculator (and the outcome's key) reads of its state: two
 * states of one key must go on alike. A key that leaves out something read joins states that differ, and the answer
 * is wrong (tests/engine/core/oddsStages.test.ts shows such a key failing against brute force).
 *
 * A calculator may carry what its run has answered so far out of the key (`so`): states that differ only there (the
 * damage dealt so far, when the rest reads only the card) then share one walk of the rest, and `then` puts each answer
 * so far together with each answer of the rest. The rest's runs answer for themselves alone, from the state they resume.
 *
 * One budget, counted in nodes walked, across every stage walk; the class decisions learnt are shared by them all.
 */
import type { Dice, RollRecord } from '../../dice';
import { type Counts, DEFAULT_BUDGET, type Enumerated, type EnumerateOptions, enumerate, OverBudget, shrink, UNSETTLED } from './enumerate';
import { lcm } from './fraction';

/**
 * How one run of a stage ends: the calculator's result, or the state the next stage resumes from and its key, with
 * what the run has answered so far when the key leaves that out (`so`: the run's result up to here).
 */
export type StageEnd<S, R> = { outcome: R } | { resume: S; key: string; so?: R };

/** The outcome key of a run whose stages so far answered `so` (a key of `key`) and whose rest answered `rest`. */
export type Then = (so: string, rest: string) => string;

const OUTCOME = 'o';
const RESUME = 'r';
/** Between a resumed state's key and its answers so far, in a stage walk's leaf key (never in a key: a control character). */
const SO = '\u0003';

/**
 * The exact distribution of a calculator run in stages, its results keyed by `key` (on the last stage's log):
 * `run(from, dice)` runs it from state `from` until a boundary (or its end). `opts` are each stage walk's (the state
 * memo and classes apply within a stage); the budget is the whole walk's.
 */
export function enumerateStages<S, R>(
  start: S,
  run: (from: S, dice: Dice) => StageEnd<S, R>,
  key: (result: R, log: readonly RollRecord[]) => string,
  opts: EnumerateOptions = {},
  then?: Then,
): Enumerated {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  const learnt = opts.learnt ?? new Map<string, Map<number, string>>();
  /** By the state's short name (`named`): the rest from each state met, and those being walked. */
  const memo = new Map<string, Counts>();
  const walking = new Set<string>();
  const total = { runs: 0, calls: 0, leaves: 0, memoHits: 0 };
  /**
   * Each state key met, by a short name for the leaf keys, maps and memo: a key runs to hundreds of characters (a card),
   * and every new string made of it (a leaf key, a slice of one) is hashed again (issue 23).
   */
  const names = new Map<string, string>();
  const keys: string[] = [];
  const named = (k: string): string => {
    let n = names.get(k);
    if (n === undefined) {
      n = keys.length.toString(36);
      names.set(k, n);
      keys.push(k);
    }
    return n;
  };
  // One options object for every stage walk, its budget what the walks before left.
  const each: EnumerateOptions = { ...opts, learnt };

  function walk(from: S): Counts {
    const states = new Map<string, S>();
    let e: Enumerated;
    each.budget = budget - total.runs;
    try {
      e = enumerate(
        (dice) => run(from, dice),
        (end, log) => {
          if ('outcome' in end) return OUTCOME + key(end.outcome, log);
          const name = named(end.key);
          if (!states.has(name)) states.set(name, end.resume);
          if (end.so === undefined) return RESUME + name;
          if (!then) throw new Error('A stage carried its answers so far, but the walk was given no way to add them to the rest');
          return RESUME + name + SO + key(end.so, log);
        },
        each,
      );
    } catch (err) {
      if (err instanceof OverBudget) throw new OverBudget(budget);
      throw err;
    }
    total.runs += e.runs;
    total.calls += e.calls;
    total.leaves += e.leaves;
    total.memoHits += e.memoHits;
    // The rest, from each state reached: walked once per key across the whole walk. Each resumed leaf is read once:
    // its state's short name and what it answered so far.
    const rest = new Map<string, Counts>();
    const resumedLeaves: { name: string; so: string | null; n: bigint }[] = [];
    for (const [k, n] of e.counts) {
      if (n === 0n || k === UNSETTLED || k.startsWith(OUTCOME)) continue;
      const at = k.indexOf(SO);
      const name = at < 0 ? k.slice(RESUME.length) : k.slice(RESUME.length, at);
      resumedLeaves.push({ name, so: at < 0 ? null : k.slice(at + SO.length), n });
      if (!rest.has(name)) rest.set(name, resumed(name, states.get(name)!));
    }
    let common = 1n;
    for (const d of rest.values()) common = lcm(common, d.den);
    const counts = new Map<string, bigint>();
    const add = (k: string, n: bigint) => counts.set(k, (counts.get(k) ?? 0n) + n);
    for (const [k, n] of e.counts) {
      if (k === UNSETTLED) add(UNSETTLED, n * common);
      else if (k.startsWith(OUTCOME)) add(k.slice(OUTCOME.length), n * common);
    }
    for (const { name, so, n } of resumedLeaves) {
      const d = rest.get(name)!;
      const scale = n * (common / d.den);
      if (so === null) for (const [o, m] of d.counts) add(o, m * scale);
      else for (const [o, m] of d.counts) add(o === UNSETTLED ? o : then!(so, o), m * scale);
    }
    return shrink({ den: e.den * common, counts });
  }

  function resumed(name: string, state: S): Counts {
    const known = memo.get(name);
    if (known) {
      total.memoHits++;
      return known;
    }
    // A state that leads back to itself through other stages is not closed here (enumerate.ts closes loops within one).
    if (walking.has(name))
      throw new Error(`The calculator's stages came back to a state still being walked (${keys[Number.parseInt(name, 36)]}): a stage key must not loop`);
    walking.add(name);
    const d = walk(state);
    walking.delete(name);
    memo.set(name, d);
    return d;
  }

  const { den, counts } = walk(start);
  return { den, counts, ...total };
}

/**
 * The stages run one after another on the same dice: one whole run of the calculator (for sampling it), its outcome's
 * key with the answers each stage carried put together (`then`).
 */
export function runStages<S, R>(
  start: S,
  run: (from: S, dice: Dice) => StageEnd<S, R>,
  key: (result: R, log: readonly RollRecord[]) => string,
  then?: Then,
): (dice: Dice) => string {
  return (dice) => {
    let at = start;
    const carried: string[] = [];
    for (;;) {
      const end = run(at, dice);
      if ('outcome' in end) return carried.reduceRight((rest, so) => then!(so, rest), key(end.outcome, dice.log));
      if (end.so !== undefined) {
        if (!then) throw new Error('A stage carried its answers so far, but the run was given no way to add them to the rest');
        carried.push(key(end.so, dice.log));
      }
      at = end.resume;
    }
  };
}
