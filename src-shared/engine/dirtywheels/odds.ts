/**
 * The odds of every rolling intent of Dirty Wheels' table (issue 23), before the dice are thrown: the core's odds
 * engine runs the table's own resolver (`TableResolver`, the code that rolls for real) on every path of die results
 * and the card reducer on its outcomes, so the odds can never disagree with the result. Each intent names the
 * questions the players ask of it and what its odds leave out.
 */
import { type FaceClasses, type NotModelled, type OddsOptions, type OddsReport, oddsOf, type Question, type RollAsked, rollOffState } from '../core/odds';
import { TableRefusal } from '../core/table';
import type { Dice, RollRecord } from '../dice';
import * as match from './match';
import { SECTION, withGap } from './sections';
import type { DirtyWheelsSettings } from './settings';
import { type Resolved, type TableNow, TableResolver } from './table/resolve';
import type { DwIntent } from './table/schema';

/** One run of an intent: what the resolver gave and the cards after its outcomes. */
export interface DwRun {
  resolved: Resolved;
  after: Map<string, match.CarCard>;
}

type Q = Question<DwRun>;
/** The intents that roll dice (a move is measured, a correction typed, the end of a turn declared). */
export const DW_ROLLING = ['initiative', 'shoot', 'ram', 'manoeuvre', 'shock', 'destruction', 'gunner', 'pipeBombs', 'harpoon', 'engine'] as const;
export type DwRollingKind = (typeof DW_ROLLING)[number];
type Intent<K extends DwRollingKind> = Extract<DwIntent, { kind: K }>;

const carName = (now: TableNow, id: number) => now.cars.get(id)?.name ?? `car ${id}`;
const damageTo = (r: DwRun, id: number) => r.resolved.outcomes.reduce((s, o) => (o.kind === 'damage' && o.car === String(id) ? s + o.amount : s), 0);

const ask = {
  damage: (now: TableNow, id: number): Q => ({ id: `damage:${id}`, label: `Damage to ${carName(now, id)}`, numeric: true, of: (r) => damageTo(r, id) }),
  destroyed: (now: TableNow, id: number): Q => ({
    id: `destroyed:${id}`,
    label: `${carName(now, id)} destroyed`,
    of: (r) => r.after.get(String(id))!.destroyed,
    word: (v) => (v ? 'Destroyed' : 'Not destroyed'),
  }),
  /** Attack dice over armour less strength, counted off the resolution's steps. */
  hits: (label = 'Attack dice that exceed armour less strength'): Q => ({
    id: 'hits',
    label,
    numeric: true,
    of: (r) => r.resolved.resolution.steps.reduce((s, st) => s + (st.count ? st.dice.filter((d) => d.ok === true).length : 0), 0),
  }),
  outcome: (label: string): Q => ({ id: 'outcome', label, of: (r) => r.resolved.resolution.outcome }),
};

interface IntentOdds<K extends DwRollingKind> {
  questions(now: TableNow, intent: Intent<K>): Q[];
  notModelled: readonly NotModelled[];
}

const oneDamage: NotModelled = {
  what: 'A weapon deals one damage at most, however many dice exceed (the rule, not a bound of the odds)',
  rule: withGap(SECTION.shooting, 2),
};
const destructionLater: NotModelled = { what: 'A destroyed car’s destruction table is its own roll, asked next', rule: SECTION.destruction };
const shockLater: NotModelled = { what: 'The target’s bravery test comes in the shock round, asked then', rule: SECTION.shock };

export const DW_ODDS: { [K in DwRollingKind]: IntentOdds<K> } = {
  initiative: {
    questions: (now) => {
      const running = [...now.cars.values()].filter((c) => !now.cards.get(c.vehicleId)?.destroyed);
      return [
        { id: 'first', label: 'Activates first', of: (r) => carName(now, r.resolved.order![0]!.vehicleId) },
        ...running.map(
          (c): Q => ({
            id: `place:${c.vehicleId}`,
            label: `${c.name}'s place in the order`,
            numeric: true,
            of: (r) => r.resolved.order!.findIndex((o) => o.vehicleId === c.vehicleId) + 1,
          }),
        ),
      ];
    },
    notModelled: [],
  },
  shoot: {
    questions: (now, i) => [ask.hits(), ask.damage(now, i.target), ask.destroyed(now, i.target)],
    notModelled: [
      oneDamage,
      destructionLater,
      shockLater,
      { what: 'Distance, facing and terrain are the table’s facts, given as inputs', rule: SECTION.shooting },
    ],
  },
  ram: {
    questions: (now, i) => [ask.damage(now, i.target), ask.destroyed(now, i.target), ask.damage(now, i.rammer), ask.destroyed(now, i.rammer)],
    notModelled: [
      destructionLater,
      shockLater,
      { what: 'Where the two cars end up: the carried movement is measured at the table', rule: withGap(SECTION.ramming, 37) },
    ],
  },
  manoeuvre: {
    questions: (now, i) => [
      {
        id: 'result',
        label: `${carName(now, i.car)}'s ${i.manoeuvre}`,
        of: (r) => {
          const passed = r.resolved.resolution.steps[0]!.result === 'passed';
          return passed ? 'performed' : damageTo(r, i.car) > 0 ? 'stays put, 1 damage' : 'stays put';
        },
        word: (v) => (v === 'performed' ? 'Performed' : v === 'stays put' ? 'Stays put' : 'Stays put and takes 1 damage'),
      },
      ask.destroyed(now, i.car),
    ],
    notModelled: [{ what: 'Where the car goes when the manoeuvre succeeds is measured at the table', rule: SECTION.manoeuvres }],
  },
  shock: {
    questions: (now, i) => [
      {
        id: 'initiative',
        label: `Initiative ${now.cars.get(i.car)?.driver.name ?? 'the driver'} loses`,
        numeric: true,
        of: (r) => r.resolved.outcomes.reduce((s, o) => (o.kind === 'initiative-loss' ? s + o.amount : s), 0),
      },
    ],
    notModelled: [{ what: 'How long the loss lasts is the house rule, not a roll', rule: withGap(SECTION.shock, 27) }],
  },
  destruction: {
    questions: (now, i) => [ask.outcome('Destruction table'), ...i.within3.flatMap((id) => [ask.damage(now, id), ask.destroyed(now, id)])],
    notModelled: [{ what: 'Which cars are within 3" when it explodes is measured at the table (an input)', rule: withGap(SECTION.destruction, 30) }],
  },
  gunner: {
    questions: (now, i) => [ask.outcome(`The gunner at ${carName(now, i.target)}'s ${i.aimAt}`), ask.destroyed(now, i.target)],
    notModelled: [shockLater],
  },
  pipeBombs: {
    questions: (now, i) => [ask.hits('Attack dice that exceed, over every car'), ...i.targets.flatMap((id) => [ask.damage(now, id), ask.destroyed(now, id)])],
    notModelled: [oneDamage, destructionLater, shockLater],
  },
  harpoon: {
    questions: (now, i) => [ask.damage(now, i.target), ask.destroyed(now, i.target)],
    notModelled: [{ what: 'The tether’s drag is measured at the table', rule: SECTION.upgrades }, shockLater],
  },
  engine: {
    questions: (now, i) => [
      { id: 'boost', label: 'Boost (inches)', numeric: true, of: (r) => Number(/\+(\d+)"/.exec(r.resolved.resolution.steps[0]!.result)![1]) },
      ask.damage(now, i.car),
      ask.destroyed(now, i.car),
    ],
    notModelled: [{ what: 'How far the car then moves is the driver’s choice, up to the allowance', rule: SECTION.rules }],
  },
};

const ATTACK_DIE = /^(.*): attack (\d+) of (\d+) (\(.*)$/;
/** What a roll for a number of attacks decides ("13 attacks"): its value lives on only as the pool's size. */
const COUNT = /^\d+ attacks$/;

/**
 * Attack dice are independent: what the rest of a run depends on is where it stands (the next die's pool and how
 * many of its dice are left to roll) and how many dice of each pool have hit so far; the roll for a number of attacks
 * is already in the dice left, and the few other rolls (a D3 for each car behind) are kept whole. Nodes with the same
 * state share one subtree, so pools of 3D6 attacks are walked once per (dice left, hits), not once per count rolled.
 */
export function attackPoolState(log: readonly RollRecord[], next: RollAsked): string | undefined {
  const die = ATTACK_DIE.exec(next.purpose);
  if (!die) return undefined;
  const hits = new Map<string, number>();
  const other: number[] = [];
  for (const r of log) {
    const pool = ATTACK_DIE.exec(r.purpose)?.[1];
    if (pool !== undefined) hits.set(pool, (hits.get(pool) ?? 0) + (r.decided?.endsWith(': hit') ? 1 : 0));
    else if (!COUNT.test(r.decided ?? '')) other.push(r.value);
  }
  const left = Number(die[3]) - Number(die[2]) + 1;
  return `${die[1]}: ${left} left ${die[4]}|${JSON.stringify([...hits])}|${other.join(',')}`;
}

/**
 * An attack die matters only by whether it hits (match/attack.ts: one damage at most, the dice counted by `exceeds`,
 * nothing reads the face after it): the dice of one pool against one armour less strength share their faces'
 * decisions, so each die is walked as hit or miss with the weight of its faces (core/odds/enumerate.ts `classes`).
 */
export const attackDieClasses: FaceClasses = {
  key: (_log, next) => {
    const die = ATTACK_DIE.exec(next.purpose);
    return die ? `${die[1]} ${die[4]}` : undefined;
  },
  decision: (r) => /: (hit|miss)$/.exec(r.decided ?? '')?.[1],
};

function isRolling(intent: DwIntent): intent is Intent<DwRollingKind> {
  return (DW_ROLLING as readonly string[]).includes(intent.kind);
}

/** One run of the intent on the table as it stands (the table is not changed: the resolver only reads it). */
export function dwRunner(now: TableNow, intent: DwIntent, settings: DirtyWheelsSettings): (dice: Dice) => DwRun {
  return (dice) => new Run(now, new TableResolver(now, settings, dice, false).resolve(intent));
}

/**
 * A run's result. The cards after are read only by the questions that ask (destroyed): built on the first read, not on
 * every run of the walk. A class, not an object literal with a getter: V8 builds such a literal on its slow path,
 * anew on every run (measured 2026-11-27: a run of the initiative ~20 µs with the literal, ~5 µs with the class).
 */
class Run implements DwRun {
  #after: Map<string, match.CarCard> | undefined;
  constructor(
    private readonly now: TableNow,
    readonly resolved: Resolved,
  ) {}
  get after(): Map<string, match.CarCard> {
    this.#after ??= new Map(match.applyOutcomes([...this.now.cards.values()], this.resolved.outcomes).map((c) => [c.id, c]));
    return this.#after;
  }
}

/** The odds of one intent on the table as it stands; an intent that rolls nothing is refused in words. */
export function dwOdds(now: TableNow, intent: DwIntent, settings: DirtyWheelsSettings, opts: OddsOptions = {}): OddsReport {
  if (!isRolling(intent))
    throw new TableRefusal(`A ${intent.kind} rolls no dice: there are no odds to give. The intents that roll: ${DW_ROLLING.join(', ')}.`, SECTION.rules, [
      'kind',
    ]);
  const spec = DW_ODDS[intent.kind] as IntentOdds<DwRollingKind>;
  const questions = spec.questions(now, intent);
  return oddsOf(dwRunner(now, intent, settings), questions, {
    ...(intent.kind === 'initiative' ? { state: initiativeState(settings) } : { state: attackPoolState, classes: attackDieClasses }),
    ...opts,
    notModelled: spec.notModelled,
  });
}

/** A first roll's purpose, `initiative: NAME`, and its decision, `initiative score N` (match/initiative.ts). */
const FIRST = 'initiative: ';
const SCORE = 'initiative score ';
/** A roll-off's purpose: `initiative tie roll-off: NAME (RULE)` (match/initiative.ts), the name read between the two. */
const ROLL_OFF = { before: 'initiative tie roll-off: ', after: ` (${withGap(SECTION.rules, 11)})` };

/**
 * Initiative's roll-offs closed exactly (core/odds/rollOff.ts): a car sorts by its score, then (house rule, gaps.md
 * #11) by its initiative stat as it counts this round, the score less the die, then by the roll-offs it rolled. The
 * words are read by prefix, not by pattern: the state is asked at every node of the walk, over every roll so far.
 */
function initiativeState(settings: DirtyWheelsSettings) {
  const withStat = settings.initiativeTies === 'stat-then-roll-off';
  return rollOffState({
    first: (r) => {
      if (!r.purpose.startsWith(FIRST) || !r.decided?.startsWith(SCORE)) return null;
      const total = Number(r.decided.slice(SCORE.length));
      if (!Number.isInteger(total)) return null;
      return { id: r.purpose.slice(FIRST.length), key: withStat ? [total, total - r.value] : [total] };
    },
    rollOff: (purpose) =>
      purpose.startsWith(ROLL_OFF.before) && purpose.endsWith(ROLL_OFF.after) ? purpose.slice(ROLL_OFF.before.length, -ROLL_OFF.after.length) : null,
  });
}
