/**
 * A calculator's odds as a screen draws them and the CLI prints them: for each question the players ask (hit,
 * damage, destroyed, skid …) every outcome with its exact fraction and probability, the expected value and the
 * "at least N" curve of a numeric one, and what the odds leave out. One walk of the dice answers every question
 * (the outcomes are keyed jointly, then each question's is summed out). When the exact walk is over its budget the
 * odds are sampled instead, and say so: `method: 'sampled'`, each probability with its standard error. Both the
 * budget and the sample are counts, never times: the same inputs give the same report on any machine.
 */
import { type Dice, type RollRecord, SeededDice } from '../../dice';
import { type Counts, type Enumerated, type EnumerateOptions, enumerate, OverBudget, UNSETTLED } from './enumerate';
import { enumerateStages, runStages, type StageEnd, type Then } from './stages';
import { type Fraction, fractionText, reduce, toNumber } from './fraction';

export type OutcomeValue = string | number | boolean;

/** One thing the players ask of a roll, read off the calculator's own result. */
export interface Question<R> {
  id: string;
  label: string;
  /** Numeric answers get an expected value and an "at least N" curve. */
  numeric?: boolean;
  of(result: R, log: readonly RollRecord[]): OutcomeValue;
  /** How a value is said (default: the value itself). */
  word?: (value: OutcomeValue) => string;
  /**
   * For a calculator walked in stages that carries its answers so far out of the states' keys (stages.ts `so`): how a
   * whole run's answer is made of the answer so far and the rest's. 'sum': counted or added up over the run (hits,
   * damage points); 'last': read off the state the run ends in (a card after), which the rest's runs end in too.
   */
  across?: 'sum' | 'last';
}

/** What the odds do not cover: a choice left to the players, a house rule with no numbers, a later roll. */
export interface NotModelled {
  what: string;
  rule: string;
}

export interface OutcomeOdds {
  /** null: the paths cut at the roll limit (never settled), shown apart. */
  value: OutcomeValue | null;
  label: string;
  /** Exact, reduced ("5/12"); null when sampled. */
  fraction: string | null;
  probability: number;
  /** Sampled only: the standard error of `probability`. */
  standardError: number | null;
}

export interface QuestionOdds {
  id: string;
  label: string;
  numeric: boolean;
  /** Ascending by value for a numeric question; else most likely first. */
  outcomes: OutcomeOdds[];
  expected: number | null;
  expectedFraction: string | null;
  /** P(value ≥ n) for each value n a numeric question can take, ascending. */
  atLeast: { n: number; fraction: string | null; probability: number }[] | null;
}

export interface OddsReport {
  method: 'exact' | 'sampled';
  /** How the answer was reached, in words. */
  how: string;
  runs: number;
  leaves: number;
  memoHits: number;
  samples: number | null;
  questions: QuestionOdds[];
  notModelled: NotModelled[];
}

export interface OddsOptions extends EnumerateOptions {
  notModelled?: readonly NotModelled[];
  /** Seeded rolls of the sampled fallback (default 4,000, always that many) and their seed. */
  samples?: number;
  seed?: number;
}

const keyOf = (values: readonly OutcomeValue[]) => JSON.stringify(values);

/** The odds of every question about `run`: exact when the walk fits its budget, else sampled and labelled. */
export function oddsOf<R>(run: (dice: Dice) => R, questions: readonly Question<R>[], opts: OddsOptions = {}): OddsReport {
  return report(
    questions,
    opts,
    (key) => enumerate(run, key, opts),
    (key) => (dice) => key(run(dice), dice.log),
  );
}

/**
 * The odds of a calculator walked in stages, each resumed from the state the one before left (stages.ts): exact as
 * `oddsOf`; sampled, each seeded roll runs the stages one after another.
 */
export function stagedOddsOf<S, R>(
  start: S,
  run: (from: S, dice: Dice) => StageEnd<S, R>,
  questions: readonly Question<R>[],
  opts: OddsOptions = {},
): OddsReport {
  const then = acrossStages(questions);
  return report(
    questions,
    opts,
    (key) => enumerateStages(start, run, key, opts, then),
    (key) => runStages(start, run, key, then),
  );
}

/**
 * The answers of a run put together from its answers so far and the rest's (Question.across), for a staged calculator
 * that carries them out of its keys; undefined when a question does not say how (such a calculator is refused then).
 */
function acrossStages<R>(questions: readonly Question<R>[]): Then | undefined {
  if (!questions.every((q) => q.across !== undefined)) return undefined;
  // By the answers so far, then the rest's: a walk puts the same few together thousands of times.
  const known = new Map<string, Map<string, string>>();
  return (so, rest) => {
    let after = known.get(so);
    if (!after) known.set(so, (after = new Map()));
    let out = after.get(rest);
    if (out === undefined) {
      const a = JSON.parse(so) as OutcomeValue[];
      const b = JSON.parse(rest) as OutcomeValue[];
      out = keyOf(questions.map((q, i) => (q.across === 'sum' ? Number(a[i]) + Number(b[i]) : b[i]!)));
      after.set(rest, out);
    }
    return out;
  };
}

function report<R>(
  questions: readonly Question<R>[],
  opts: OddsOptions,
  walk: (key: (result: R, log: readonly RollRecord[]) => string) => Enumerated,
  sample: (key: (result: R, log: readonly RollRecord[]) => string) => (dice: Dice) => string,
): OddsReport {
  const key = (result: R, log: readonly RollRecord[]) => keyOf(questions.map((q) => q.of(result, log)));
  const notModelled = [...(opts.notModelled ?? [])];
  try {
    const e = walk(key);
    const how = `exact: ${e.leaves} outcome paths, ${e.runs} nodes walked in ${e.calls} runs of the calculator${e.memoHits ? `, ${e.memoHits} states shared` : ''}${e.counts.has(UNSETTLED) ? `; paths longer than ${opts.maxRolls ?? 60} rolls shown as not settled` : ''}`;
    return { method: 'exact', how, runs: e.runs, leaves: e.leaves, memoHits: e.memoHits, samples: null, questions: exactAnswers(questions, e), notModelled };
  } catch (err) {
    if (!(err instanceof OverBudget)) throw err;
    const most = opts.samples ?? 4_000;
    const seed = opts.seed ?? 1;
    const counts = new Map<string, number>();
    const samples = Math.max(1, Math.floor(most));
    const keyed = sample(key);
    for (let i = 0; i < samples; i++) {
      const k = keyed(new SeededDice(seed, i * 1000));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const how = `sampled: the exact walk needs more than ${err.runs.toLocaleString('en')} runs of the calculator (its budget); ${samples.toLocaleString('en')} seeded rolls instead, each chance ± its standard error`;
    return { method: 'sampled', how, runs: samples, leaves: samples, memoHits: 0, samples, questions: sampledAnswers(questions, counts, samples), notModelled };
  }
}

/** Sum the joint counts down to each question's values (each joint key parsed once, not once per question). */
function marginals(joint: Map<string, bigint>, questions: number): Map<string, bigint>[] {
  const out = Array.from({ length: questions }, () => new Map<string, bigint>());
  for (const [k, n] of joint) {
    const values = k === UNSETTLED ? null : (JSON.parse(k) as OutcomeValue[]);
    for (let i = 0; i < questions; i++) {
      const v = values ? JSON.stringify(values[i]) : UNSETTLED;
      out[i]!.set(v, (out[i]!.get(v) ?? 0n) + n);
    }
  }
  return out;
}

const parse = (k: string): OutcomeValue | null => (k === UNSETTLED ? null : (JSON.parse(k) as OutcomeValue));

function label<R>(q: Question<R>, v: OutcomeValue | null): string {
  if (v === null) return 'not settled within the roll limit';
  return q.word ? q.word(v) : String(v);
}

function order(a: OutcomeOdds, b: OutcomeOdds, numeric: boolean): number {
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  if (numeric) return Number(a.value) - Number(b.value);
  return b.probability - a.probability || String(a.value).localeCompare(String(b.value));
}

function exactAnswers<R>(questions: readonly Question<R>[], e: Counts): QuestionOdds[] {
  const each = marginals(e.counts, questions.length);
  return questions.map((q, i) => {
    const numeric = q.numeric === true;
    const of = (n: bigint): Fraction => reduce({ num: n, den: e.den });
    const outcomes = [...each[i]!]
      .map(([k, n]): OutcomeOdds => {
        const value = parse(k);
        return { value, label: label(q, value), fraction: fractionText(of(n)), probability: toNumber(of(n)), standardError: null };
      })
      .sort((a, b) => order(a, b, numeric));
    if (!numeric) return { id: q.id, label: q.label, numeric, outcomes, expected: null, expectedFraction: null, atLeast: null };
    const settled = [...each[i]!].filter(([k]) => k !== UNSETTLED).map(([k, n]) => ({ v: Number(parse(k)), n }));
    // Values are whole numbers (damage, hits, points): the expected value stays an exact fraction.
    const whole = settled.every((s) => Number.isInteger(s.v));
    const ev = whole ? reduce({ num: settled.reduce((s, x) => s + BigInt(x.v) * x.n, 0n), den: e.den }) : null;
    const values = settled.map((s) => s.v).sort((a, b) => a - b);
    const atLeast = values.map((v) => {
      const f = of(settled.filter((s) => s.v >= v).reduce((s, x) => s + x.n, 0n));
      return { n: v, fraction: fractionText(f), probability: toNumber(f) };
    });
    return {
      id: q.id,
      label: q.label,
      numeric,
      outcomes,
      expected: ev ? toNumber(ev) : settled.reduce((s, x) => s + x.v * toNumber(of(x.n)), 0),
      expectedFraction: ev ? fractionText(ev) : null,
      atLeast,
    };
  });
}

function sampledAnswers<R>(questions: readonly Question<R>[], joint: Map<string, number>, samples: number): QuestionOdds[] {
  return questions.map((q, i) => {
    const numeric = q.numeric === true;
    const per = new Map<string, number>();
    for (const [k, n] of joint) {
      const v = JSON.stringify((JSON.parse(k) as OutcomeValue[])[i]);
      per.set(v, (per.get(v) ?? 0) + n);
    }
    const se = (p: number) => Math.sqrt((p * (1 - p)) / samples);
    const outcomes = [...per]
      .map(([k, n]): OutcomeOdds => {
        const value = parse(k);
        const p = n / samples;
        return { value, label: label(q, value), fraction: null, probability: p, standardError: se(p) };
      })
      .sort((a, b) => order(a, b, numeric));
    if (!numeric) return { id: q.id, label: q.label, numeric, outcomes, expected: null, expectedFraction: null, atLeast: null };
    const values = outcomes.map((o) => Number(o.value));
    return {
      id: q.id,
      label: q.label,
      numeric,
      outcomes,
      expected: outcomes.reduce((s, o) => s + Number(o.value) * o.probability, 0),
      expectedFraction: null,
      atLeast: values.map((v) => ({ n: v, fraction: null, probability: outcomes.filter((o) => Number(o.value) >= v).reduce((s, o) => s + o.probability, 0) })),
    };
  });
}
