/**
 * The odds of every calculator of Dethmetal's match assistant (issue 23), before the dice are thrown: the core's odds
 * engine runs the calculator itself (`resolveOnTable`, the code that resolves the real roll) on every path of die
 * results, so the odds can never disagree with the result. Each calculator names the questions the players ask of it
 * (hit, damage, destroyed, skid …), read off the resolution and the cards it leaves, and what the odds leave out.
 */
import {
  type FaceClasses,
  type NotModelled,
  type RollAsked,
  type OddsOptions,
  type OddsReport,
  oddsOf,
  type Question,
  rollOffState,
  type StageEnd,
  stagedOddsOf,
} from '../core/odds';
import { applySpec, type Dice, parseNotation, type RollRecord } from '../dice';
import { resolveOnTable } from './assistant/calculate';
import {
  applyAttackRoll,
  applyCollisionHazard,
  applyCollisionImpact,
  applyCollisionSpeed,
  applyCredit,
  applyDamagedHazard,
  applyFiring,
  attack,
  attackRollKey,
  collision,
  collisionInput,
  firing,
  partyAfterKey,
  partyOf,
  partyStageKey,
} from './assistant/combat';
import { refusal } from './assistant/errors';
import { controlCheckIfDue, Resolver, type Tail } from './assistant/resolver';
import type { Table, TableCar } from './assistant/cars';
import type { CarState } from './assistant/state';
import type { CalculatorInput, CalculatorKind, Resolution } from './assistant/types';
import * as match from './match';
import { SECTION } from './match/sections';

/** One run of a calculator: its resolution and every car's card after it. */
export interface DethmetalRun {
  res: Resolution;
  after: (vehicleId: number) => CarState;
}

type Q = Question<DethmetalRun>;
type Input<K extends CalculatorKind> = Extract<CalculatorInput, { kind: K }>;

const CONTROL_WORDS: Record<string, string> = {
  'in-control': 'In control',
  'minor-skid': 'Minor skid',
  fishtail: 'Fishtail',
  'major-skid': 'Major skid',
  spin: 'Spin',
  rollover: 'Rollover',
};

const name = (t: Table, id: number) => t.car(id, ['calculator', 'vehicleId']).info.name;
const sum = (run: DethmetalRun, id: number, field: string) =>
  run.res.effects.reduce((s, e) => (e.vehicleId === id && e.change.field === field && 'add' in e.change ? s + e.change.add : s), 0);

// The questions, each read off the calculator's own resolution or the cards it leaves.
const ask = {
  damage: (t: Table, id: number): Q => ({
    id: `damage:${id}`,
    label: `Damage points to ${name(t, id)}`,
    numeric: true,
    across: 'sum',
    of: (r) => sum(r, id, 'damage'),
  }),
  criticals: (t: Table, id: number): Q => ({
    id: `criticals:${id}`,
    label: `Critical hits on ${name(t, id)}`,
    numeric: true,
    across: 'sum',
    of: (r) => sum(r, id, 'criticals'),
  }),
  tires: (t: Table, id: number): Q => ({
    id: `tires:${id}`,
    label: `Tire damage to ${name(t, id)}`,
    numeric: true,
    across: 'sum',
    of: (r) => sum(r, id, 'tireDamage'),
  }),
  destroyed: (t: Table, id: number): Q => ({
    id: `destroyed:${id}`,
    label: `${name(t, id)} destroyed`,
    across: 'last',
    of: (r) => r.after(id).destroyed,
    word: (v) => (v ? 'Destroyed' : 'Not destroyed'),
  }),
  control: (t: Table, id: number): Q => ({
    id: `control:${id}`,
    label: `${name(t, id)}'s control after`,
    across: 'last',
    of: (r) => r.after(id).control,
    word: (v) => CONTROL_WORDS[String(v)] ?? String(v),
  }),
  handling: (t: Table, id: number): Q => ({
    id: `handling:${id}`,
    label: `${name(t, id)}'s handling after`,
    numeric: true,
    across: 'last',
    of: (r) => r.after(id).handling,
  }),
  speed: (t: Table, id: number): Q => ({
    id: `speed:${id}`,
    label: `${name(t, id)}'s speed after`,
    numeric: true,
    across: 'last',
    of: (r) => r.after(id).speed,
  }),
  hits: (): Q => ({
    id: 'hits',
    label: 'Attack rolls that hit',
    numeric: true,
    across: 'sum',
    of: (r) => r.res.steps.filter((s) => s.label.startsWith('Attack roll') && s.tone === 'success').length,
  }),
  /** The driving check a hazard calls for: passed, failed, or none taken (ignored, Frosty). */
  check: (label: string): Q => ({
    id: 'check',
    label,
    of: (r) => {
      const s = r.res.steps.find((x) => x.target !== null);
      return s ? (s.tone === 'success' ? 'passed' : 'failed') : 'no check';
    },
    word: (v) => (v === 'passed' ? 'Passed' : v === 'failed' ? 'Failed' : 'No check'),
  }),
};

/** Per calculator: its questions for these inputs, and what its odds leave out (data beside them). */
interface CalculatorOdds<K extends CalculatorKind> {
  questions(table: Table, input: Input<K>): Q[];
  notModelled: readonly NotModelled[];
  /** Rolls of this calculator whose reading none of its questions reads, nor any later roll (see UNREAD), and why. */
  unread?: { purpose: RegExp; why: string };
  /**
   * Rolls of a car already rolling over that, under gaps P7 (it checks control no more until it stops, and nothing
   * takes it out of the rollover), change only what the questions matching `questions` do not read, and why: while
   * every question asked matches, the odds' runs show them their first face (rollingUnread), as UNREAD.
   */
  whileRolling?: { purpose: RegExp; questions: RegExp; why: string };
}

const chains: NotModelled = {
  what: 'Anything the roll sets off later on the map (a drift, a push, a new collision) is the organizer’s next calculator',
  rule: SECTION.collisionPositioning,
};
const lossOfControl = (who: string): NotModelled => ({
  what: `Where ${who} ends up after losing control (the drift and turn are played on the map)`,
  rule: SECTION.lossOfControl,
});

export const DETHMETAL_ODDS: { [K in CalculatorKind]: CalculatorOdds<K> } = {
  initiative: {
    questions: (t, input) => [
      {
        id: 'first',
        label: 'Moves first (highest initiative)',
        of: (r) => name(t, r.res.initiative!.order[0]!),
      },
      ...input.vehicleIds.map(
        (id): Q => ({
          id: `place:${id}`,
          label: `${name(t, id)}'s place in the order`,
          numeric: true,
          of: (r) => r.res.initiative!.order.indexOf(id) + 1,
        }),
      ),
    ],
    notModelled: [{ what: 'Impetuous drivers moving early: the talent is the player’s choice each phase', rule: SECTION.drivingTalents }],
  },
  movement: {
    questions: (t, i) => [{ id: 'mp', label: `${name(t, i.vehicleId)}'s MP this turn`, numeric: true, of: (r) => r.after(i.vehicleId).mp }],
    notModelled: [],
  },
  options: {
    questions: (t, i) => [{ id: 'options', label: `${name(t, i.vehicleId)}'s option points`, numeric: true, of: (r) => r.after(i.vehicleId).optionPoints }],
    notModelled: [{ what: 'How the option points are spent (the driver’s choice)', rule: SECTION.optionPoints }],
  },
  accelerate: {
    questions: (t, i) => [ask.speed(t, i.vehicleId)],
    notModelled: [{ what: 'Whether to buy fuel for a second attempt is an input, not a choice the odds make', rule: SECTION.speed }],
  },
  decelerate: {
    questions: (t, i) => [ask.speed(t, i.vehicleId), ask.control(t, i.vehicleId), ask.damage(t, i.vehicleId), ask.destroyed(t, i.vehicleId)],
    notModelled: [lossOfControl('the car')],
  },
  maneuver: {
    questions: (t, i) => [ask.control(t, i.vehicleId), ask.handling(t, i.vehicleId), ask.damage(t, i.vehicleId), ask.destroyed(t, i.vehicleId)],
    notModelled: [lossOfControl('the car'), { what: 'Which maneuver to make and where (the driver’s choice, an input)', rule: SECTION.maneuvers }],
  },
  hazard: {
    questions: (t, i) => [
      ask.check('Driving check'),
      ask.control(t, i.vehicleId),
      ask.handling(t, i.vehicleId),
      ask.damage(t, i.vehicleId),
      ask.destroyed(t, i.vehicleId),
    ],
    notModelled: [lossOfControl('the car')],
  },
  recovery: {
    questions: (t, i) => [ask.control(t, i.vehicleId), ask.speed(t, i.vehicleId), ask.damage(t, i.vehicleId), ask.destroyed(t, i.vehicleId)],
    notModelled: [lossOfControl('the car')],
  },
  attack: {
    questions: (t, i) => [
      ask.hits(),
      ask.damage(t, i.targetId),
      ask.criticals(t, i.targetId),
      ask.tires(t, i.targetId),
      ask.destroyed(t, i.targetId),
      ask.control(t, i.targetId),
    ],
    notModelled: [
      { what: 'Range, facing and smoke are the table’s facts, given as inputs; moving first to improve them is the player’s choice', rule: SECTION.smoke },
      { what: 'A talent re-roll is taken at the first failure it can replace, as the calculator takes it', rule: SECTION.gunneryTalents },
      lossOfControl('the target'),
    ],
    whileRolling: {
      purpose: /^damaged hazard: driving check|^suspension breakdown /,
      questions: /^(hits|damage:|criticals:|tires:|destroyed:|control:)/,
      why: 'the hazard from being damaged, the attack’s last part on the target (combat.ts applyDamagedHazard): its driving check, the re-rolls it spends and its suspension breakdown change only the target’s handling, suspension and crew’s re-rolls, and nothing after it rolls for the target (the credit is the shooter’s); measured 2026-11-27, the Vulcan gun’s crashes walked each hazard after them, 990 → 902 nodes',
    },
  },
  collision: {
    questions: (t, i) => [
      ask.damage(t, i.vehicleId),
      ask.destroyed(t, i.vehicleId),
      ask.control(t, i.vehicleId),
      ...(i.targetId === null ? [] : [ask.damage(t, i.targetId), ask.destroyed(t, i.targetId), ask.control(t, i.targetId)]),
    ],
    notModelled: [chains, { what: 'The moving car may drift instead of entering the collision hex (the driver’s choice)', rule: SECTION.collisionPositioning }],
    unread: {
      purpose: / loses \d*d\d+ speed and MP$/,
      why: 'the speed and MP a car loses are its last change (combat.ts applies them after its hazard chain) and no question asks its speed',
    },
    whileRolling: {
      purpose: /^tire damage \(collision/,
      questions: /^(damage|destroyed|control):/,
      why: 'its tire damage lowers only its handling, which nothing reads any more (cardRead)',
    },
  },
  veer: {
    questions: (t, i) => [
      {
        id: 'veer',
        label: `Where ${name(t, i.vehicleId)} veers`,
        of: (r) => r.res.steps.find((s) => s.label === 'Veer table')!.outcome.replace(/^\d+: /, ''),
      },
    ],
    notModelled: [chains],
  },
  caltrops: {
    questions: (t, i) => [ask.tires(t, i.vehicleId), ask.handling(t, i.vehicleId), ask.control(t, i.vehicleId)],
    notModelled: [lossOfControl('the car')],
  },
};

/** Deep-freeze a card: a calculator that changed one in place (instead of through applyChange) fails loudly here. */
function freeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) freeze(x);
  }
  return v;
}

/**
 * One run of the calculator on the table as it stands: every card back to where it was, then the real resolution.
 * Blocked inputs throw the calculator's own refusal, exactly as resolving would.
 */
export function dethmetalRunner(table: Table, calculator: CalculatorInput): (dice: Dice) => DethmetalRun {
  const start = new Map(table.all().map((c) => [c.info.vehicleId, freeze(c.state)]));
  return (dice) => {
    for (const c of table.all()) c.state = start.get(c.info.vehicleId)!;
    const res = resolveOnTable(table, dice, calculator, 'odds');
    const after = new Map(table.all().map((c) => [c.info.vehicleId, c.state]));
    for (const c of table.all()) c.state = start.get(c.info.vehicleId)!;
    return { res, after: (id) => after.get(id)! };
  };
}

/**
 * The rolls whose faces matter only by what they decide, and why (core/odds/enumerate.ts `classes`). Each roll's
 * purpose names every number that decides its faces (the check's target, the PEN and armor, the modifier on the die,
 * the criticals already taken), so rolls of one purpose decide each face alike; what the calculator reads after one
 * is its decision, the face only to print it. The decision is the roll's `decided` without the arithmetic before ": ".
 */
const FACE_CLASSES: readonly { purpose: RegExp; why: string }[] = [
  { purpose: /\(need -?\d+ or less\)$/, why: 'a check (dice/check.ts, gaps.md #2) is passed or failed, its re-roll too' },
  { purpose: /^armor penetration.*: PEN -?\d+ vs armor -?\d+$/, why: 'deflected, grazed or penetrating (Part V › Armor protection)' },
  { purpose: /^tire damage \(.* on the die.*\)$/, why: 'the tire damage points the row gives, with a collision’s bonus (Part V › Tire damage)' },
  { purpose: /^critical hit \(\+\d+ for criticals already taken(; a swipe re-rolls a 7\+)?\)$/, why: 'the damage table’s row (Part V)' },
  { purpose: /^loss of control \([+-]\d+ on the die\)$/, why: 'the loss of control table’s row (Part IV)' },
  { purpose: /direction \(odd right, even left\)$/, why: 'left or right' },
  { purpose: /^engine damage: /, why: 'drivetrain or fuel tank' },
  { purpose: /^rollover: lands on its wheels/, why: 'on its wheels or not' },
  { purpose: /^armored crew seat: /, why: 'the injury ignored or not' },
  { purpose: /^self-sealing fuel tank/, why: 'the point sealed or lost' },
  { purpose: /^collision side /, why: 'left or right' },
];

/**
 * Rolls whose reading changes nothing any question of the calculators' odds reads, nor anything a later roll of a
 * calculator reads: for the odds' questions every face of one decides the same, so the odds' runs show it its first
 * face (unreadBy, FirstFaceDice) instead of walking it. Not for the duel, whose outcome is every card change.
 */
const UNREAD: readonly { purpose: RegExp; why: string }[] = [
  {
    purpose: /^weapon damaged: |^engine damage: |^fuel tank damaged: fuel points lost$|^self-sealing fuel tank/,
    why: 'which weapon a critical damages, the ammunition or fuel lost, a drivetrain or a tank: read before a roll (acceleration, fire), never during one, and by no question',
  },
  {
    purpose: /^vehicle destroyed: .* toughness check/,
    why: 'the crew’s checks as their car is destroyed: a destroyed car rolls nothing more (driverless) and no question asks its crew',
  },
  {
    purpose: /direction \(odd right, even left\)$|^collision side /,
    why: 'the way a car skids, spins or rolls and the side of a collision are played on the map (notes): no card changes',
  },
];

/**
 * Decisions the questions cannot tell apart, for the same reason as UNREAD: a critical's engine damage and weapon damage
 * change only a drivetrain, fuel or ammunition (their sub-rolls are UNREAD).
 */
const ALIKE: readonly { purpose: RegExp; decisions: ReadonlySet<string>; as: string }[] = [
  { purpose: /^critical hit \(/, decisions: new Set(['Engine damage', 'Weapon damaged']), as: 'engine or weapon damage' },
];

/** A collision party's rolls open with whose they are (match/collision.ts partyDice): the class is the roll's own. */
const PARTY = new RegExp(`^(${Object.values(match.COLLISION_PARTY).join('|')}): `);
const own = (purpose: string) => purpose.replace(PARTY, '');

/** The decision of a classed roll, or undefined for a roll walked face by face. */
type Decide = (record: RollRecord) => string | undefined;

interface Classes {
  classes: FaceClasses;
  state: (log: readonly RollRecord[], next: RollAsked) => string;
  /** The rolls of `log` from `from` on, each a classed roll's decision or else its reading. */
  history: (log: readonly RollRecord[], from?: number) => string;
}

/** A roll's decision without the arithmetic before ": " (`decided.replace(/^[^:]*: /, '')`, without a regex per node). */
function decision(decided: string): string {
  const colon = decided.indexOf(':');
  return colon >= 0 && decided[colon + 1] === ' ' ? decided.slice(colon + 2) : decided;
}

function faceClasses(alike: typeof ALIKE): Classes {
  const decide = memoByPurpose((notation: string, purpose: string): Decide | null => {
    const p = own(purpose);
    if (notation !== '1d6' || !FACE_CLASSES.some((c) => c.purpose.test(p))) return null;
    const merge = alike.find((a) => a.purpose.test(p));
    return (r) => {
      const d = r.decided === undefined ? undefined : decision(r.decided);
      return d !== undefined && merge?.decisions.has(d) ? merge.as : d;
    };
  });
  const classes: FaceClasses = {
    key: (_log, next) => (decide(next.notation, next.purpose) ? next.purpose : undefined),
    decision: (r) => decide(r.notation, r.purpose)?.(r),
  };
  /**
   * What the rest of a run depends on: the rolls so far, each a classed roll's decision or else its reading. The
   * calculator is a function of its inputs (fixed for one walk) and its dice, and reads a classed roll only through
   * its decision, so two paths with the same decisions go on alike: the faces of one decision share one subtree
   * (core/odds/enumerate.ts `state`), the first roll of a purpose too, before its classes are learnt.
   */
  // A run asks its rolls in order: its history so far is extended, not written again, at each roll (same log, longer).
  let last: { log: readonly RollRecord[]; from: number; upTo: number; end: RollRecord | undefined; key: string } | null = null;
  const history = (log: readonly RollRecord[], from = 0): string => {
    const known = last && last.log === log && last.from === from && last.upTo <= log.length && log[last.upTo - 1] === last.end ? last : null;
    let key = known ? known.key : '';
    for (let i = known ? known.upTo : from; i < log.length; i++) {
      const r = log[i]!;
      key += `${rollCode(r.notation, r.purpose)}=${decide(r.notation, r.purpose)?.(r) ?? r.raw}|`;
    }
    last = { log, from, upTo: log.length, end: log[log.length - 1], key };
    return key;
  };
  const state = (log: readonly RollRecord[], next: RollAsked): string => `${history(log)}${rollCode(next.notation, next.purpose)}`;
  return { classes, state, history };
}

/** The classes of every card change (the duel's shots): checks, penetration, tire points, table rows. */
export const checkClasses = (({ classes, state }: Classes) => ({ classes, state }))(faceClasses([]));
/** The classes of a calculator's questions: those, with the decisions no question tells apart as one (ALIKE). */
const questionClasses = (({ classes, state }: Classes) => ({ classes, state }))(faceClasses(ALIKE));

/**
 * The rolls of a calculator none of its questions reads (UNREAD and its own): the walk need not branch on them at all,
 * so the odds' runs show them their first face (FirstFaceDice) and only the others are walked.
 */
function unreadBy(spec: CalculatorOdds<CalculatorKind>): (purpose: string) => boolean {
  const unread = [...UNREAD, ...(spec.unread ? [spec.unread] : [])].map((u) => u.purpose);
  const read = memoByPurpose((_notation: string, purpose: string) => unread.some((u) => u.test(own(purpose))));
  return (purpose) => read('', purpose);
}

/**
 * A short name for a roll's notation and purpose in a walk's states: the walk hashes and keeps every state it meets,
 * and a purpose is most of a state's length (a history of ten rolls ran to a kilobyte). One name per roll for the
 * process's life, so a state names the same rolls in every walk; past the table's bound the purpose names itself.
 */
const codes = new Map<string, { notation: string; code: string }>();
function rollCode(notation: string, purpose: string): string {
  const known = codes.get(purpose);
  if (known !== undefined && known.notation === notation) return known.code;
  if (known !== undefined || codes.size >= 50_000) return `${notation} ${purpose}`;
  const code = `\u0002${codes.size.toString(36)}`;
  codes.set(purpose, { notation, code });
  return code;
}

/**
 * A rule read off a roll's notation and purpose, worked out once per purpose: a walk asks the same few purposes at every
 * node, and the patterns are many. Bounded: a table's purposes are few, but a purpose names numbers (a target, a PEN).
 */
function memoByPurpose<T>(of: (notation: string, purpose: string) => T): (notation: string, purpose: string) => T {
  const known = new Map<string, { notation: string; value: T }>();
  return (notation, purpose) => {
    const hit = known.get(purpose);
    if (hit !== undefined && hit.notation === notation) return hit.value;
    const value = of(notation, purpose);
    if (known.size < 10_000) known.set(purpose, { notation, value });
    return value;
  };
}

/** The odds of one calculator with its inputs on the table as it stands (the cards are left as they were). */
export function dethmetalOdds(table: Table, calculator: CalculatorInput, opts: OddsOptions = {}): OddsReport {
  const spec = DETHMETAL_ODDS[calculator.kind] as CalculatorOdds<CalculatorKind>;
  const questions = spec.questions(table, calculator as never);
  if (calculator.kind === 'collision' && calculator.targetId !== null) return collisionOdds(table, calculator, opts);
  if (calculator.kind === 'attack') return attackOdds(table, calculator, opts);
  const state = calculator.kind === 'initiative' ? initiativeState(table, calculator.vehicleIds) : undefined;
  const run = dethmetalRunner(table, calculator);
  const unread = unreadBy(spec);
  return oddsOf((dice) => run(new FirstFaceDice(dice, unread)), questions, {
    ...(state ? { state } : questionClasses),
    ...opts,
    notModelled: spec.notModelled,
  });
}

/** The keys of a collision's stages (combat.ts): what the rest of the walk reads at each stage boundary. */
export interface CollisionStageKeys {
  /** What stage 2 reads of a party's result (combat.ts partyStageKey). */
  stage: (res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY) => unknown;
  /** What stage 2's second part reads of it (the driving check's handling lost, the speed lost). */
  after: (res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY) => unknown;
  /** The car's card as stage 2 has left it so far (what the rest reads of it, under the match's house rules). */
  card: (state: CarState, settings: match.MatchSettings) => unknown;
}

/**
 * A card's fields no later roll of a calculator and no question reads (as UNREAD: the drivetrain, fuel and ammunition
 * a critical costs, the MP and speed lost for later): left out of a stage's state, so the cards that differ only there
 * share their rest. While a car rolls over and gaps P7 keeps it from checking again (resolver.ts controlCheckIfDue),
 * its handling is read by nothing more: no roll of the collision or the attack reads it but the control check, and
 * no question asks it; nor its tire damage and maximum handling lost, read only to lower its handling (the tire
 * damage the questions ask is the sum of the changes, not the card's). Those go too: the crashes of cars that differ
 * only there share one walk.
 *
 * How the rest reads each field (exhaustive: a new field must say): `read`; `unread`; only while the car is not
 * rolling over under gaps P7 (`controlling`); the front armor alone (`front`: stage 2 rolls no armor but a rollover's
 * crash, on the front, resolver.ts rolloverCrash; the other sides' losses are read by nothing after).
 */
const CARD_READ = {
  vehicleId: 'read',
  driverId: 'read',
  gunnerId: 'read',
  speed: 'read',
  handling: 'controlling',
  maxHandlingLoss: 'controlling',
  damage: 'read',
  criticals: 'read',
  armorLoss: 'front',
  tireDamage: 'controlling',
  fuel: 'unread',
  drivetrain: 'unread',
  engineDry: 'read',
  fuelBonus: 'read',
  mp: 'read',
  mpLost: 'unread',
  mpUsed: 'read',
  optionPoints: 'read',
  optionUsed: 'read',
  control: 'read',
  lastManeuver: 'read',
  damagedCheckThisPhase: 'read',
  lostHandlingToObstacleThisTurn: 'read',
  speedLossNextTurn: 'unread',
  suspensionBroken: 'read',
  destroyed: 'read',
  outOfHeat: 'read',
  weapons: 'unread',
  crew: 'read',
} as const satisfies Record<keyof CarState, 'read' | 'unread' | 'controlling' | 'front'>;
const READ = (Object.keys(CARD_READ) as (keyof CarState)[]).filter((k) => CARD_READ[k] === 'read');
const CONTROLLING = (Object.keys(CARD_READ) as (keyof CarState)[]).filter((k) => CARD_READ[k] === 'controlling');

/** What the rest reads of a card (CARD_READ), as a list: a stage's key is made at every cut (no rest and spread: slow). */
function cardRead(s: CarState, settings: match.MatchSettings): unknown {
  const out: unknown[] = [s.armorLoss.front];
  for (const k of READ) out.push(s[k]);
  if (s.control !== 'rollover' || settings.controlChecksWhileRolling) for (const k of CONTROLLING) out.push(s[k]);
  return out;
}

/**
 * The rolls of `car` its questions cannot read while it rolls over under gaps P7 (CalculatorOdds.whileRolling), read
 * off its card as each roll is made; none when a question asks more, or under the house rule that lets it check again.
 */
function rollingUnread(spec: CalculatorOdds<CalculatorKind>, questions: readonly Q[], settings: match.MatchSettings, car: TableCar) {
  const w = spec.whileRolling;
  if (!w || settings.controlChecksWhileRolling || !questions.every((q) => w.questions.test(q.id))) return () => false;
  return (purpose: string) => car.state.control === 'rollover' && w.purpose.test(own(purpose));
}

export const COLLISION_STAGE_KEYS: CollisionStageKeys = { stage: partyStageKey, after: partyAfterKey, card: cardRead };

/**
 * A collision of two cars, each car's questions walked apart. Every die of a collision is one car's own (its armor,
 * criticals, tires, driving check, speed lost and the control chains they set off: match/collision.ts partyDice) but
 * the side of the collision, which both walks roll. One car's answers read only its own card, which only its own dice
 * and the side change (combat.ts applies each car's results to its card alone), so they do not depend on the other
 * car's dice: each car's walk runs the collision with the other car's dice showing their first face, and its odds are
 * exact. Each question is about one car, so both walks together answer every question; the product of the two trees
 * (hundreds of thousands of runs) becomes their sum.
 *
 * Each car's walk runs the collision in stages, each resumed from where the one before left it (Staged): stage 1, the
 * match's collision (both parties' rolls), walked by its decisions, ends keyed by what stage 2 reads of it
 * (`keys.stage`, combat.ts partyStageKey); stage 2, this car's
 * result on its card in three parts (applyCollisionImpact, applyCollisionHazard, applyCollisionSpeed), each control
 * chain cut where it begins and resumed from the card it begins on. `questions`: the calculator's (a test may ask more
 * of the cards after, each about one car, its id last as theirs).
 */
export function collisionOdds(
  table: Table,
  calculator: Extract<CalculatorInput, { kind: 'collision' }>,
  opts: OddsOptions = {},
  keys: CollisionStageKeys = COLLISION_STAGE_KEYS,
  questions: readonly Q[] = DETHMETAL_ODDS.collision.questions(table, calculator),
): OddsReport {
  const blockers = collision.blockers(table, calculator);
  if (blockers.length) throw refusal(blockers);
  const spec = DETHMETAL_ODDS.collision as CalculatorOdds<CalculatorKind>;
  const { notModelled } = spec;
  const unread = unreadBy(spec);
  const input = collisionInput(table, calculator);
  const walk = (role: keyof typeof match.COLLISION_PARTY, id: number): OddsReport => {
    const other = `${match.COLLISION_PARTY[role === 'moving' ? 'target' : 'moving']}: `;
    const car = table.car(id, ['calculator', role === 'moving' ? 'vehicleId' : 'targetId']);
    const mine = questions.filter((q) => q.id.endsWith(`:${id}`));
    const rolling = rollingUnread(spec, mine, table.settings.match, car);
    const fixed = (purpose: string) => purpose.startsWith(other) || unread(purpose) || rolling(purpose);
    const staged = new Staged<match.CollisionResult | null>({
      kind: 'collision',
      cars: [car],
      card: (state) => keys.card(state, table.settings.match),
      questions: mine,
      // The car's own dice from the start (as combat.ts applyCollisionParty's rollingWith, without the copy).
      resolver: (own) => new Resolver(match.partyDice(own, role), table, false),
      stage1: (own, at) => {
        // No stage 1 state but its result: the match's collision rolls all of stage 1 in one go.
        if (at.data) return null;
        return { ...at, data: match.resolveCollision(own, input, table.settings.match), part: 0 };
      },
      parts: (data) => {
        const res = data!;
        return [
          {
            reads: () => ['impact', keys.stage(res, role)],
            run: (r) => applyCollisionImpact(r, calculator, res, role, car),
          },
          {
            reads: () => ['hazard', keys.after(res, role)],
            run: (r) => applyCollisionHazard(r, calculator, res, role, car),
          },
          {
            reads: () => ['speed', partyOf(res, role).speedLoss],
            run: (r) => applyCollisionSpeed(r, calculator, res, role, car),
          },
        ];
      },
      fixed,
    });
    return stagedOddsOf(staged.start(null), staged.run, mine, { ...questionClasses, ...opts, notModelled });
  };
  const parts = [walk('moving', calculator.vehicleId), walk('target', calculator.targetId!)];
  const exact = parts.every((p) => p.method === 'exact');
  const byId = new Map(parts.flatMap((p) => p.questions.map((q) => [q.id, q] as const)));
  const total = (f: 'runs' | 'leaves' | 'memoHits') => parts[0]![f] + parts[1]![f];
  return {
    method: exact ? 'exact' : 'sampled',
    how: `each car's dice walked apart, in stages (independent: ${parts.map((p) => p.how).join('; ')})`,
    runs: total('runs'),
    leaves: total('leaves'),
    memoHits: total('memoHits'),
    samples: exact ? null : parts.reduce((n, p) => n + (p.samples ?? 0), 0),
    questions: questions.map((q) => byId.get(q.id)!),
    notModelled: [...notModelled],
  };
}

/** Each car's card among `cards` (in the order of `cars`), by vehicle id: two cars, so no map. */
const cardsOf =
  (cars: readonly TableCar[], cards: readonly CarState[]) =>
  (id: number): CarState =>
    cards[cars.findIndex((c) => c.info.vehicleId === id)]!;

/** A run of a calculator's stages as the questions read it: the steps and card changes its resolver wrote, the cards after. */
function stagedRun(r: Resolver, kind: 'attack' | 'collision', after: (vehicleId: number) => CarState): DethmetalRun {
  const res: Resolution = { ref: 'odds', kind, title: '', actors: [], steps: r.steps, effects: r.effects, initiative: null, notes: [], rolls: [], summary: '' };
  return { res, after };
}

/**
 * Where a staged run of a calculator resumes (core/odds/stages.ts): stage 1 still rolling from `data` (part −1), or
 * stage 2 from part `part` on, stage 1's result in `data`; the cards of the cars the stages change, as the stages
 * before left them; and a control chain cut where it began, resumed first. Not the steps and changes written so far:
 * a run's answers so far go out with its cut (`so`), and the rest's runs answer for themselves.
 */
interface At<D> {
  data: D;
  part: number;
  cards: readonly CarState[];
  chain: Resumed | null;
}

/**
 * Where a car's chain was cut: `rest` runs the rest of it (a control check from the card, with the handling before and
 * the cause that led there; or a rollover's crash), reading `reads` beyond the card; then its tails, innermost last. A
 * control check's rest begins at Resolver.chainAt again (`reenters`): that one is let run.
 */
interface Resumed {
  car: number;
  rest: Tail;
  reads: unknown;
  reenters: boolean;
  tails: readonly Tail[];
}

/** One part of stage 2: what it and the parts after it read of stage 1's result, and the part itself. */
interface Part {
  reads: () => unknown;
  run: (r: Resolver) => void;
}

interface StagedSpec<D> {
  kind: 'attack' | 'collision';
  /** The cars the stages change; the questions read the first one's card (the target), beside their own answers. */
  cars: TableCar[];
  card: (state: CarState) => unknown;
  questions: readonly Q[];
  /** Stage 2's resolver, rolling with a run's dice (those a walk fixes showing their first face). */
  resolver: (own: Dice) => Resolver;
  /**
   * Stage 1, one step from `at` (part −1): the state after it (part −1 while it still rolls, else 0 with its result
   * in `data`), or null when `at` is already past it. Its key is what stage 2 reads: `parts(data)[0].reads()` once
   * done, else the step's own (`stage1Key`).
   */
  stage1: (own: Dice, at: At<D>) => At<D> | null;
  stage1Key?: (data: D) => unknown;
  parts: (data: D) => Part[];
  fixed: (purpose: string) => boolean;
}

/**
 * The rest of a control chain cut where it began: its check from the card, with the handling before and the cause. Made
 * here, not in the run: a state keeps it until the walk ends, and a closure made in the run would keep the run's
 * resolver, dice and log alive with it (the garbage collector's work grows with what survives).
 */
function controlRest(car: TableCar, before: number, cause: match.DirectionCause): Tail {
  return { what: 'control check', run: (rr) => controlCheckIfDue(rr, car, before, car.state.handling, cause) };
}

/** Thrown where a staged run stops (a boundary met once the run has rolled): the state the rest resumes from. */
class Cut<D> {
  constructor(
    readonly at: At<D>,
    readonly so: DethmetalRun,
  ) {}
}

/**
 * A calculator run in stages for the odds (core/odds/stages.ts), each resumed from the state the one before left,
 * not re-run from the start: stage 1 (the match module's rolls, pure), then stage 2's parts on the cards, the same
 * functions the real resolution calls in the same order. A run stops at the first boundary it meets: after a step of
 * stage 1 that rolled a die of the walk, or where a control chain begins (Resolver.chainAt), but the chain it resumes.
 * A chain is always the last thing its part does but the part's tails (Resolver.tails), so the rest is the chain
 * (controlCheckIfDue from the card it began on, with the handling before and the cause that led there), its tails,
 * then the next parts. Chains that begin on cards alike (from different results of stage 1) share one walk.
 *
 * A state's key names what the rest reads (core/odds/stages.ts): stage 1's state or what the parts still to run read
 * of its result, the chain's car, cause and tails, and the first car's card (`card`). Not the questions' answers so
 * far: a cut carries them out (`so`), and each answer of a whole run is its answer so far and the rest's (Question
 * `across`: the damage, criticals, tire points and hits added up, the card after the rest's). States that differ only
 * in what they have answered share one walk (the Vulcan gun's 1,150 nodes became 990, 2026-11-27). The one thing the
 * rest reads of the steps and changes before it, the criticals a crewman is credited with (resolver.ts
 * creditCriticals), goes on the shooter's card, which no question reads and no key holds.
 */
class Staged<D> {
  constructor(private readonly spec: StagedSpec<D>) {}

  /** Stage 2's parts of one result of stage 1, made once: every run resumed from it (hundreds) runs the same parts. */
  private readonly partsOf = new WeakMap<object, Part[]>();
  private parts(data: D): Part[] {
    if (typeof data !== 'object' || data === null) return this.spec.parts(data);
    let parts = this.partsOf.get(data);
    if (!parts) this.partsOf.set(data, (parts = this.spec.parts(data)));
    return parts;
  }

  start(data: D): At<D> {
    return { data, part: -1, cards: this.spec.cars.map((c) => freeze(c.state)), chain: null };
  }

  readonly run = (at: At<D>, walk: Dice): StageEnd<At<D>, DethmetalRun> => {
    const { spec } = this;
    const own = new FirstFaceDice(walk, spec.fixed);
    const cut = (next: At<D>, so?: DethmetalRun): StageEnd<At<D>, DethmetalRun> => ({ resume: next, key: this.key(next), so });
    let now = at;
    if (now.part < 0) {
      for (let next = spec.stage1(own, now); next; next = spec.stage1(own, now)) {
        now = next;
        if (walk.log.length > 0) return cut(now);
      }
    }
    const { cars } = spec;
    const start = cars.map((c) => c.state);
    cars.forEach((c, i) => (c.state = now.cards[i]!));
    const r = spec.resolver(own);
    const parts = this.parts(now.data);
    let part = now.part;
    let carried: readonly Tail[] = now.chain?.tails ?? [];
    const stop = (car: TableCar, rest: Tail, reads: unknown, reenters: boolean): never => {
      const cards = cars.map((c) => c.state);
      throw new Cut<D>(
        { data: now.data, part: part + 1, cards, chain: { car: cars.indexOf(car), rest, reads, reenters, tails: [...carried, ...r.tails] } },
        stagedRun(r, spec.kind, cardsOf(cars, cards)),
      );
    };
    // The control chain this run resumes begins here again: it runs; every other chain is cut where it begins.
    let reentering = now.chain?.reenters === true;
    r.chainAt = (car) => {
      if (reentering) {
        reentering = false;
        return;
      }
      const { before, cause } = r.fall!;
      stop(car, controlRest(car, before, cause), cause, true);
    };
    r.resumeAt = (car, rest) => stop(car, rest, null, false);
    try {
      const chain = now.chain;
      if (chain) {
        // The chain's rest, then its tails, innermost first.
        part = now.part - 1;
        chain.rest.run(r);
        for (let i = chain.tails.length - 1; i >= 0; i--) chain.tails[i]!.run(r);
        carried = [];
      }
      for (part = now.part; part < parts.length; part++) parts[part]!.run(r);
      const cards = cars.map((c) => c.state);
      return { outcome: stagedRun(r, spec.kind, cardsOf(cars, cards)) };
    } catch (e) {
      if (e instanceof Cut) return cut(e.at as At<D>, e.so);
      throw e;
    } finally {
      cars.forEach((c, i) => (c.state = start[i]!));
    }
  };

  /** What the rest of the calculator reads of a state (see the class's comment). */
  private key(at: At<D>): string {
    const { spec } = this;
    if (at.part < 0) return JSON.stringify(['stage 1', spec.stage1Key!(at.data)]);
    const parts = this.parts(at.data);
    const chain = at.chain && [at.chain.car, at.chain.rest.what, at.chain.reads, at.chain.tails.map((t) => t.what)];
    return JSON.stringify([chain, at.part, at.part < parts.length ? parts[at.part]!.reads() : null, spec.card(at.cards[0]!)]);
  }
}

/** The keys of an attack's stages (combat.ts): what the rest of the walk reads at each stage boundary. */
export interface AttackStageKeys {
  /** What stage 2 reads of one attack roll (null: it changes no card). */
  roll: (roll: match.AttackRoll) => unknown;
  /** The target as the attack rolls so far left it, beyond their results (match attackRoll's carry). */
  carry: (carry: match.AttackCarry) => unknown;
  /** The target's card as stage 2 has left it so far (what the rest reads of it, under the match's house rules). */
  card: (state: CarState, settings: match.MatchSettings) => unknown;
}

export const ATTACK_STAGE_KEYS: AttackStageKeys = {
  roll: attackRollKey,
  carry: ({ rolls: _rolls, ...rest }) => rest,
  card: cardRead,
};

/**
 * An attack walked in stages (combat.ts resolve), each resumed from the state the one before left (Staged), named by
 * what the rest reads, not by the dice that led there: stage 1, the match's attack rolls one at a time (match
 * attackRoll), each from the target as the rolls before left it (its carry); stage 2, the results on the cards, roll by
 * roll (applyAttackRoll), then the damaged hazard (applyDamagedHazard) and the crew's credit (applyCredit), each control
 * chain resumed from the target's card it begins on. Every state also holds what is still to come (the results of the
 * later rolls that change a card, in order): attack rolls, and hits, that leave the target alike share one walk.
 * `questions`: the calculator's (a test may ask more of the target's card after).
 */
export function attackOdds(
  table: Table,
  calculator: Extract<CalculatorInput, { kind: 'attack' }>,
  opts: OddsOptions = {},
  keys: AttackStageKeys = ATTACK_STAGE_KEYS,
  questions: readonly Q[] = DETHMETAL_ODDS.attack.questions(table, calculator),
): OddsReport {
  const blockers = attack.blockers(table, calculator);
  if (blockers.length) throw refusal(blockers);
  const spec = DETHMETAL_ODDS.attack as CalculatorOdds<CalculatorKind>;
  const f = firing(table, calculator);
  const settings = table.settings.match;
  const unread = unreadBy(spec);
  const rolling = rollingUnread(spec, questions, settings, f.s.target);
  const hits = (rolls: readonly match.AttackRoll[]) => rolls.filter((x) => x.hit.success).length;
  const writes = (rolls: readonly match.AttackRoll[]) => rolls.map(keys.roll).filter((k) => k !== null);
  const staged = new Staged<{ carry: match.AttackCarry; res: match.AttackResult | null }>({
    kind: 'attack',
    cars: [f.s.target, f.s.shooter],
    card: (state) => keys.card(state, table.settings.match),
    questions,
    resolver: (own) => new Resolver(own, table, false),
    stage1: (own, at) => {
      if (at.part >= 0) return null;
      const { carry } = at.data;
      if (match.attackRollsLeft(f.attack, settings, carry))
        return { ...at, data: { carry: match.attackRoll(own, f.attack, settings, carry, carry.rolls.length), res: null } };
      return { ...at, data: { carry, res: match.endAttack(f.attack, settings, carry) }, part: 0 };
    },
    stage1Key: ({ carry }) => ['roll', carry.rolls.length, hits(carry.rolls), writes(carry.rolls), keys.carry(carry)],
    parts: ({ res }) => {
      const done = res!;
      const all = hits(done.rolls);
      return [
        { reads: () => ['firing', all, writes(done.rolls), done.targetSufferedHazard], run: (r) => applyFiring(r, f, done) },
        ...done.rolls.map(
          (_, i): Part => ({
            reads: () => ['apply', all, writes(done.rolls.slice(i)), done.targetSufferedHazard],
            run: (r) => applyAttackRoll(r, f, done, i),
          }),
        ),
        { reads: () => ['hazard', all, done.targetSufferedHazard], run: (r) => applyDamagedHazard(r, f, done) },
        { reads: () => ['credit', all], run: (r) => void applyCredit(r, f, done) },
      ];
    },
    fixed: (purpose) => unread(purpose) || rolling(purpose),
  });
  return stagedOddsOf(staged.start({ carry: match.startAttack(f.attack), res: null }), staged.run, questions, {
    ...questionClasses,
    ...opts,
    notModelled: spec.notModelled,
  });
}

/**
 * Dice that roll through `dice` (the walk's) but show the first face on every roll `fixed` names (the other car's in a
 * collision, those no question reads): a real roll of the calculator, whose answers those rolls do not change.
 */
class FirstFaceDice implements Dice {
  readonly log: RollRecord[] = [];
  constructor(
    private readonly dice: Dice,
    private readonly fixed: (purpose: string) => boolean,
  ) {}
  roll(notation: string, purpose: string): RollRecord {
    const record = this.fixed(purpose) ? firstFace(notation, purpose, this.log.length) : this.dice.roll(notation, purpose);
    this.log.push(record);
    return record;
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    if (!this.fixed(previous.purpose)) {
      const record = this.dice.reroll(previous, reason);
      this.log.push(record);
      return record;
    }
    const record = { ...firstFace(previous.notation, previous.purpose, this.log.length), rerollOf: previous.seq, rerollReason: reason };
    this.log.push(record);
    return record;
  }
  decide(record: RollRecord, decided: string): RollRecord {
    record.decided = decided;
    return record;
  }
}

/** A notation's spec, parsed once: a walk shows the first face of thousands of rolls of a few notations. */
const specs = new Map<string, ReturnType<typeof parseNotation>>();
function firstFace(notation: string, purpose: string, seq: number): RollRecord {
  let spec = specs.get(notation);
  if (!spec) {
    spec = parseNotation(notation);
    if (specs.size < 100) specs.set(notation, spec);
  }
  const faces = spec.kind === 'd66' ? [1, 1] : Array.from({ length: spec.count }, () => 1);
  const raw = spec.kind === 'd66' ? 11 : spec.count;
  return { seq, notation, purpose, faces, raw, value: applySpec(spec, raw), mode: 'app' };
}

const FIRST = /^initiative: (.*)$/;
const TIE_BREAK = /^initiative tie-break: (.*)$/;
const TOTAL = /^initiative total (-?\d+)$/;

/**
 * Initiative's roll-offs closed exactly (core/odds/rollOff.ts): a car sorts by its total, then by Sharp-witted's 7 on
 * the first tie-break (Part I › Talents: it wins that round without a roll), then by the tie-breaks it rolled. The
 * dice log names a car as the calculator does, by its name or, when two share one, its name and team.
 */
function initiativeState(table: Table, ids: readonly number[]) {
  const sharp = new Set<string>();
  for (const id of ids) {
    const c = table.car(id, ['calculator', 'vehicleIds']);
    if (c.driver().talents.includes('Sharp-witted')) sharp.add(c.info.name).add(`${c.info.name} (${c.info.franchise})`);
  }
  return rollOffState({
    first: (r) => {
      const id = FIRST.exec(r.purpose)?.[1];
      const total = TOTAL.exec(r.decided ?? '')?.[1];
      return id === undefined || total === undefined ? null : { id, key: [Number(total), sharp.has(id) ? 1 : 0] };
    },
    rollOff: (purpose) => TIE_BREAK.exec(purpose)?.[1] ?? null,
  });
}
