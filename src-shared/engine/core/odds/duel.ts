/**
 * One design against another (issue 23): the chance, turn by turn, that each side has put the other out of the fight.
 * A Markov chain over the two cars' cards: each turn is split into the ruleset's firing parts (Dethmetal's three
 * phases, Dirty Wheels' one activation), and in each part both sides fire every shot they can from the same cards
 * (simultaneous fire, so the same design on both sides gives the same curves); each shot's distribution of cards is
 * the odds engine's exact walk of the calculator that resolves the real shot, so the duel agrees with the table.
 * A side out of the fight ends the duel (nothing is left to fire at, or to fire back). Probabilities are floats: the
 * sums over turns of many shots would carry fractions of thousands of digits, and the curves are drawn, not quoted.
 *
 * The chain's budget is work, never time (issue 23): calculator runs of the shots' walks and rolls, plus the pairs of
 * volleys the chain joins. Past it the duel is played out with a fixed count of seeded whole duels, so the same inputs
 * give the same curves, exact or sampled, on an idle machine and on a loaded one. The turns the chain finished within
 * its budget stay exact, and the whole duels start from the states they reached (drawn by their chances) rather than
 * play those turns again: the work spent on them is kept, and the duels' error is only on the mass still in the fight.
 */
import { type Dice, drawDie, SeededDice } from '../../dice';
import { type EnumerateOptions, enumerate, OverBudget, UNSETTLED } from './enumerate';

export type DuelSide = 'a' | 'b';
export const other = (side: DuelSide): DuelSide => (side === 'a' ? 'b' : 'a');

/** What a ruleset tells the duel: its cards as one state, its shots, how two volleys join, how a turn ends. */
export interface DuelRules<S> {
  /** Two states with the same key are the same state (the chain merges them). */
  key(s: S): string;
  /** The side is out of the fight (destroyed, or disabled as the ruleset says). */
  out(s: S, side: DuelSide): boolean;
  /** Firing parts per turn (Dethmetal: three combat phases). */
  parts: number;
  /** The state as a part starts (per-phase flags cleared); default: unchanged. */
  beginPart?(s: S, part: number): S;
  /** The shooter's next shot in this part from `s`; null once it has fired all it can. */
  nextShot(s: S, shooter: DuelSide, part: number): DuelShot<S> | null;
  /** Both sides fired from `from`: the state with the a-side's volley (`aFired`) and the b-side's (`bFired`) joined. */
  merge(from: S, aFired: S, bFired: S): S;
  /**
   * Optional: `key(merge(from, aFired, bFired))` without making the state. The chain joins every pair of volleys and
   * most pairs land on a state it has already made: it then only adds the chance.
   */
  mergeKey?(from: S, aFired: S, bFired: S): string;
  /** The turn's end (per-turn counts reset, handling recovers …). */
  endTurn(s: S, turn: number): S;
  /** The odds engine's state key within one shot (independent attack dice), when the ruleset has one. */
  shotState?: EnumerateOptions['state'];
}

/**
 * One shot. Its outcome is a key (what the shot changed, e.g. the card changes as JSON) so that shots alike share one
 * walk of the dice: two shots with the same `memo` must have the same outcomes with the same chances.
 */
export interface DuelShot<S> {
  memo: string;
  /** The shot resolved with these dice (the calculator's real resolution): its outcome's key. */
  roll(dice: Dice): string;
  /** The state after the shot with this outcome. */
  apply(outcome: string): S;
  /**
   * Optional: the shot resolved with these dice and applied at once, as `apply(roll(dice))` (whole duels play this,
   * without writing the outcome as a key and reading it back).
   */
  play?(dice: Dice): S;
}

/** Cumulative chances at the end of one turn. */
export interface DuelTurn {
  turn: number;
  /** Side a has put side b out by this turn (b out), whether or not a is out too. */
  aWins: number;
  /** Side b has put side a out by this turn. */
  bWins: number;
  /** Both out in the same part of a turn (simultaneous fire). */
  both: number;
  /** Both still in the fight. */
  neither: number;
}

export interface DuelCurves {
  turns: DuelTurn[];
  /** Distinct states the chain walked, and shots walked exactly (alike shots share one walk). */
  states: number;
  shotsWalked: number;
  /** Shots whose exact walk was over its budget: rolled with seeded dice instead. */
  shotsSampled: number;
  method: 'exact' | 'partly sampled' | 'sampled';
  /** Whole duels played instead of the chain: each turn's standard error of aWins and bWins. */
  standardErrors: { turn: number; aWins: number; bWins: number }[] | null;
  /** How the curves were reached, in words. */
  how: string;
}

/** A side fires while it is in the fight and its target is too (a volley stops at the kill). */
const canFire = <S>(rules: DuelRules<S>, s: S, side: DuelSide) => !rules.out(s, side) && !rules.out(s, other(side));

type Dist<S> = Map<string, { s: S; p: number }>;

function add<S>(d: Dist<S>, key: string, s: S, p: number) {
  const at = d.get(key);
  if (at) at.p += p;
  else d.set(key, { s, p });
}

/** The default work of the whole chain (`chainBudget`): every duel exact today needs a small part of it. */
export const DEFAULT_CHAIN_BUDGET = 50_000;
/** The default cap on one shot's exact walk, in calculator runs. */
const SHOT_BUDGET = 20_000;

/** The exact duel: the chain over the cards, `turns` turns. */
export interface DuelOptions extends EnumerateOptions {
  /** Seeded rolls of a shot whose exact walk is over its budget (default 2,000). */
  samples?: number;
  /**
   * Most work the whole chain may do (default DEFAULT_CHAIN_BUDGET): calculator runs of the shots' walks and sampled
   * rolls, plus the volley pairs joined. Past it `duelOdds` plays whole duels instead. A count, so never the clock's.
   */
  chainBudget?: number;
  /** Whole duels of the fallback: always this many (default 2,000). */
  runs?: number;
  seed?: number;
}

/**
 * How far the chain got: its curve for the turns it finished, the distribution of states after the last of them, and,
 * when it stopped at its budget, where (the turn it was in is lost; the finished turns are exact).
 */
interface ChainWalk<S> {
  curve: DuelTurn[];
  dist: Dist<S>;
  states: number;
  shotsWalked: number;
  shotsSampled: number;
  samples: number;
  stopped: OverBudget | null;
  /** Each shot walked exactly: its outcomes and their chances. */
  shots: Map<string, [string, number][]>;
}

/** The exact duel: the chain over the cards, `turns` turns; OverBudget past its budget of work. */
export function duelChain<S>(rules: DuelRules<S>, start: S, turns: number, opts: DuelOptions = {}): DuelCurves {
  const walk = walkChain(rules, start, turns, opts);
  if (walk.stopped) throw walk.stopped;
  return chainCurves(walk);
}

function walkChain<S>(rules: DuelRules<S>, start: S, turns: number, opts: DuelOptions): ChainWalk<S> {
  const volleys = new Map<string, Dist<S>>();
  const shots = new Map<string, [string, number][]>();
  /** The shots walked exactly (not sampled), by memo key: whole duels after the chain draw their outcomes from these. */
  const exactShots = new Map<string, [string, number][]>();
  const seen = new Set<string>();
  let shotsWalked = 0;
  let shotsSampled = 0;
  const samples = opts.samples ?? 2_000;
  const chainBudget = opts.chainBudget ?? DEFAULT_CHAIN_BUDGET;
  let work = 0;
  /** Count `n` units of work; past the chain's budget the chain gives up (duelOdds then plays whole duels). */
  const spend = (n: number) => {
    work += n;
    if (work > chainBudget) throw new OverBudget(chainBudget);
  };

  /**
   * One shot's outcomes and their chances (once per memo key): by the calculator's exact walk, or, past the walk's
   * budget, by `samples` seeded rolls of the same calculator (counted, and said in the report).
   */
  function outcomes(shot: DuelShot<S>): [string, number][] {
    const known = shots.get(shot.memo);
    if (known) return known;
    let out: [string, number][] = [];
    const { budget, ...walk } = opts;
    try {
      // A shot's walk may not outrun the chain's budget: the chain would give up once it ended anyway.
      const e = enumerate(shot.roll, (k) => k, {
        ...(rules.shotState ? { state: rules.shotState } : {}),
        ...walk,
        budget: Math.min(budget ?? SHOT_BUDGET, Math.max(0, chainBudget - work)),
      });
      spend(e.runs);
      const den = Number(e.den);
      for (const [k, n] of e.counts) {
        if (k === UNSETTLED) throw new Error('A duel shot was cut at the roll limit: its outcome is not known');
        out.push([k, Number(n) / den]);
      }
      shotsWalked++;
      exactShots.set(shot.memo, out);
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      // The walk that gave up was work too, and so is each roll of the sample.
      spend(err.runs + 1 + samples);
      const counts = new Map<string, number>();
      for (let i = 0; i < samples; i++) {
        const k = shot.roll(new SeededDice(shotsSampled + 1, i * 1000));
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      out = [...counts].map(([k, n]) => [k, n / samples]);
      shotsSampled++;
    }
    shots.set(shot.memo, out);
    return out;
  }

  /** Every shot the side fires in this part from `s`, one after the other: the distribution after the volley. */
  function volley(s: S, key: string, shooter: DuelSide, part: number): Dist<S> {
    const memoKey = `${shooter}|${part}|${key}`;
    const known = volleys.get(memoKey);
    if (known) return known;
    const done: Dist<S> = new Map();
    let open: Dist<S> = new Map([[key, { s, p: 1 }]]);
    while (open.size) {
      const next: Dist<S> = new Map();
      for (const [k, { s: at, p }] of open) {
        const run = canFire(rules, at, shooter) ? rules.nextShot(at, shooter, part) : null;
        if (!run) {
          add(done, k, at, p);
          continue;
        }
        for (const [o, q] of outcomes(run)) {
          const after = run.apply(o);
          add(next, rules.key(after), after, p * q);
        }
      }
      open = next;
    }
    volleys.set(memoKey, done);
    return done;
  }

  /** One turn from `dist`: the distribution at its end (OverBudget if the turn is past the budget). */
  function playTurn(dist: Dist<S>, turn: number): Dist<S> {
    for (let part = 1; part <= rules.parts; part++) {
      // Every state's volleys first, then their joins: the pairs are counted before any is joined, so a part past the
      // budget stops before its joins, most of its work, and as soon as the pairs counted pass it (the same work in
      // all, so the same chains end exact).
      const todo: { k: string; s: S; p: number; va?: Dist<S>; vb?: Dist<S> }[] = [];
      let pairs = 0;
      for (const [k, { s, p }] of dist) {
        seen.add(k);
        if (rules.out(s, 'a') || rules.out(s, 'b')) {
          todo.push({ k, s, p });
          continue;
        }
        const from = rules.beginPart ? rules.beginPart(s, part) : s;
        // The state's key is known (the chain's own); a part's start that changed the state is keyed anew.
        const fromKey = from === s ? k : rules.key(from);
        const va = volley(from, fromKey, 'a', part);
        const vb = volley(from, fromKey, 'b', part);
        pairs += va.size * vb.size;
        // Past the budget already with the joins counted so far: the part cannot end within it, so stop here.
        if (work + pairs > chainBudget) spend(pairs);
        todo.push({ k, s: from, p, va, vb });
      }
      spend(pairs);
      const next: Dist<S> = new Map();
      for (const { k, s, p, va, vb } of todo) {
        if (!va || !vb) {
          add(next, k, s, p);
          continue;
        }
        for (const a of va.values())
          for (const b of vb.values()) {
            const q = p * a.p * b.p;
            if (rules.mergeKey) {
              const key = rules.mergeKey(s, a.s, b.s);
              const at = next.get(key);
              if (at) at.p += q;
              else next.set(key, { s: rules.merge(s, a.s, b.s), p: q });
              continue;
            }
            const joined = rules.merge(s, a.s, b.s);
            add(next, rules.key(joined), joined, q);
          }
      }
      dist = next;
    }
    const ended: Dist<S> = new Map();
    for (const { s, p } of dist.values()) {
      const live = !rules.out(s, 'a') && !rules.out(s, 'b');
      const t = live ? rules.endTurn(s, turn) : s;
      add(ended, rules.key(t), t, p);
    }
    return ended;
  }

  let dist: Dist<S> = new Map([[rules.key(start), { s: start, p: 1 }]]);
  const curve: DuelTurn[] = [];
  let stopped: OverBudget | null = null;
  // The states and shots of the finished turns (a turn stopped at the budget is not in the curves).
  let finished = { states: 0, shotsWalked: 0, shotsSampled: 0 };
  for (let turn = 1; turn <= turns; turn++) {
    // A turn joins at least one pair of volleys per state still in the fight: with fewer units left than those states,
    // it cannot end within the budget, so it is not begun (the same answer as running into the budget, without the work).
    let live = 0;
    for (const { s } of dist.values()) if (!rules.out(s, 'a') && !rules.out(s, 'b')) live++;
    if (live > chainBudget - work) {
      stopped = new OverBudget(chainBudget);
      break;
    }
    try {
      dist = playTurn(dist, turn);
    } catch (err) {
      if (!(err instanceof OverBudget)) throw err;
      stopped = err;
      break;
    }
    curve.push(tally(rules, dist.values(), turn));
    finished = { states: seen.size, shotsWalked, shotsSampled };
  }
  return { curve, dist, ...finished, samples, stopped, shots: exactShots };
}

function chainCurves<S>(walk: ChainWalk<S>): DuelCurves {
  const { curve, states, shotsWalked, shotsSampled, samples } = walk;
  return {
    turns: curve,
    states,
    shotsWalked,
    shotsSampled,
    method: shotsSampled ? 'partly sampled' : 'exact',
    standardErrors: null,
    how: shotsSampled
      ? `${shotsWalked} kinds of shot walked exactly; ${shotsSampled} too large to walk within the budget, each rolled ${samples.toLocaleString('en')} times with seeded dice instead (their chances carry a sampling error)`
      : `exact: ${shotsWalked} kinds of shot walked over every die result, ${states} states of the two cars`,
  };
}

function tally<S>(rules: DuelRules<S>, states: Iterable<{ s: S; p: number }>, turn: number): DuelTurn {
  const t: DuelTurn = { turn, aWins: 0, bWins: 0, both: 0, neither: 0 };
  for (const { s, p } of states) {
    const a = rules.out(s, 'a');
    const b = rules.out(s, 'b');
    if (b) t.aWins += p;
    if (a) t.bWins += p;
    if (a && b) t.both += p;
    if (!a && !b) t.neither += p;
  }
  return t;
}

/**
 * Whole duels played with seeded dice through the same shots (the proof of the chain): the share of `runs` duels
 * in which each side has won by each turn.
 */
export function duelSimulate<S>(rules: DuelRules<S>, start: S, turns: number, runs: number, seed = 1): DuelTurn[] {
  return playDuels(rules, () => start, 1, turns, runs, seed).map((w) => ({
    turn: w.turn,
    aWins: w.aWins / runs,
    bWins: w.bWins / runs,
    both: w.both / runs,
    neither: w.neither / runs,
  }));
}

/** Shots whose outcomes' chances are known exactly, and the seed of the uniform draws that pick an outcome. */
interface KnownShots {
  shots: Map<string, { outcomes: string[]; upTo: number[] }>;
  seed: number;
}

/**
 * `runs` duels with seeded dice, duel `i` from `startOf(i)` at turn `first`: per turn from `first`, how many ended each
 * way. A shot in `known` draws its outcome by its exact chances (one uniform draw) instead of being resolved anew:
 * the same law as its roll, since its chances are the exact walk of that roll (shots of one memo key are alike).
 */
function playDuels<S>(
  rules: DuelRules<S>,
  startOf: (i: number) => S,
  first: number,
  turns: number,
  runs: number,
  seed: number,
  known?: KnownShots,
): DuelTurn[] {
  const wins = Array.from({ length: turns - first + 1 }, (_, i): DuelTurn => ({ turn: first + i, aWins: 0, bWins: 0, both: 0, neither: 0 }));
  let draw = 0;
  const shoot = (run: DuelShot<S>, dice: Dice): S => {
    const k = known?.shots.size ? known.shots.get(run.memo) : undefined;
    if (!k) return run.play ? run.play(dice) : run.apply(run.roll(dice));
    const u = (drawDie(known!.seed, draw++, 0x1_0000_0000) - 1) / 0x1_0000_0000;
    let at = 0;
    // The last outcome takes what the floats' sum leaves short of 1.
    while (at < k.upTo.length - 1 && k.upTo[at]! <= u) at++;
    return run.apply(k.outcomes[at]!);
  };
  const fire = (s: S, side: DuelSide, part: number, dice: Dice): S => {
    let at = s;
    for (
      let run = canFire(rules, at, side) ? rules.nextShot(at, side, part) : null;
      run;
      run = canFire(rules, at, side) ? rules.nextShot(at, side, part) : null
    )
      at = shoot(run, dice);
    return at;
  };
  for (let i = 0; i < runs; i++) {
    const dice = new SeededDice(seed, i * 100_000);
    draw = i * 100_000;
    let s = startOf(i);
    for (let turn = first; turn <= turns; turn++) {
      for (let part = 1; part <= rules.parts && !rules.out(s, 'a') && !rules.out(s, 'b'); part++) {
        const from = rules.beginPart ? rules.beginPart(s, part) : s;
        s = rules.merge(from, fire(from, 'a', part, dice), fire(from, 'b', part, dice));
      }
      if (!rules.out(s, 'a') && !rules.out(s, 'b')) s = rules.endTurn(s, turn);
      const w = wins[turn - first]!;
      const a = rules.out(s, 'a');
      const b = rules.out(s, 'b');
      if (b) w.aWins++;
      if (a) w.bWins++;
      if (a && b) w.both++;
      if (!a && !b) w.neither++;
    }
  }
  return wins;
}

/**
 * The duel's curves: the exact chain when it ends within its budget of work, else a fixed count of whole duels with
 * seeded dice (labelled `sampled`, each chance with its standard error): a design whose shots branch too much to walk
 * still gets an answer, and the same one on any machine.
 *
 * The turns the chain finished before its budget ran out are exact, and so is the mass of the duels already decided
 * by then (an out side stays out). The whole duels then go on from the states still in the fight, each drawn by its
 * chance (so each duel is one whole duel of the same law, its first turns drawn from the chain's exact distribution
 * instead of played): a later chance is the decided mass plus the live mass L times the share of duels, its error
 * L·√(q(1−q)/runs). Turns the chain walked with sampled shots are not exact: then every turn is played as whole duels.
 */
export function duelOdds<S>(rules: DuelRules<S>, start: S, turns: number, opts: DuelOptions = {}): DuelCurves {
  const chainBudget = opts.chainBudget ?? DEFAULT_CHAIN_BUDGET;
  const walk = walkChain(rules, start, turns, opts);
  if (!walk.stopped) return chainCurves(walk);
  const runs = Math.max(1, Math.floor(opts.runs ?? 2_000));
  const seed = (opts.seed ?? 1) * 100_003;
  const over = `sampled: the exact chain needs more than ${chainBudget.toLocaleString('en')} units of work (its budget); `;
  const done = walk.shotsSampled ? 0 : walk.curve.length;
  if (done === 0) {
    const curve = duelSimulate(rules, start, turns, runs, seed);
    const se = (p: number) => Math.sqrt((p * (1 - p)) / runs);
    return {
      turns: curve,
      states: 0,
      shotsWalked: 0,
      shotsSampled: 0,
      method: 'sampled',
      standardErrors: curve.map((t) => ({ turn: t.turn, aWins: se(t.aWins), bWins: se(t.bWins) })),
      how: `${over}${runs.toLocaleString('en')} whole duels played with seeded dice through the same calculators, each chance ± its standard error`,
    };
  }
  // The decided mass (exact from here on) and the states still in the fight, by cumulative chance.
  const decided = tally(rules, [], done);
  const live: { s: S; upTo: number }[] = [];
  let mass = 0;
  for (const { s, p } of walk.dist.values()) {
    const a = rules.out(s, 'a');
    const b = rules.out(s, 'b');
    if (a || b) {
      if (b) decided.aWins += p;
      if (a) decided.bWins += p;
      if (a && b) decided.both += p;
    } else live.push({ s, upTo: (mass += p) });
  }
  // A uniform draw per duel, apart from its dice (another seed), picks the state it starts from.
  const startOf = (i: number) => {
    const u = ((drawDie(seed ^ 0x5bd1e995, i, 0x1_0000_0000) - 1) / 0x1_0000_0000) * mass;
    let lo = 0;
    let hi = live.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (live[mid]!.upTo > u) hi = mid;
      else lo = mid + 1;
    }
    return live[lo]!.s;
  };
  // The shots the chain walked exactly: each duel draws their outcomes by those chances rather than resolve them anew.
  const known: KnownShots = { shots: new Map(), seed: seed ^ 0x27d4eb2f };
  for (const [memo, outcomes] of walk.shots) {
    let sum = 0;
    known.shots.set(memo, { outcomes: outcomes.map(([o]) => o), upTo: outcomes.map(([, p]) => (sum += p)) });
  }
  // No duel left in the fight (the turn that stopped the chain had nothing to do): every later turn is the decided mass.
  const played = playDuels(rules, startOf, done + 1, turns, live.length ? runs : 0, seed, known);
  const later = played.map(
    (w): DuelTurn => ({
      turn: w.turn,
      aWins: decided.aWins + (mass * w.aWins) / runs,
      bWins: decided.bWins + (mass * w.bWins) / runs,
      both: decided.both + (mass * w.both) / runs,
      neither: (mass * w.neither) / runs,
    }),
  );
  const se = (n: number) => mass * Math.sqrt(((n / runs) * (1 - n / runs)) / runs);
  const last = done === 1 ? 'turn 1' : `turns 1 to ${done}`;
  return {
    turns: [...walk.curve, ...later],
    states: walk.states,
    shotsWalked: walk.shotsWalked,
    shotsSampled: 0,
    method: 'sampled',
    standardErrors: [
      ...walk.curve.map((t) => ({ turn: t.turn, aWins: 0, bWins: 0 })),
      ...played.map((w) => ({ turn: w.turn, aWins: se(w.aWins), bWins: se(w.bWins) })),
    ],
    how: `${over}${last} exact (${walk.states.toLocaleString('en')} state${walk.states === 1 ? '' : 's'} of the two cars), then ${runs.toLocaleString('en')} whole duels played on from turn ${done}'s states through the same calculators (a shot the chain walked drawn by its exact chances, any other rolled with seeded dice), each later chance ± its standard error`,
  };
}
