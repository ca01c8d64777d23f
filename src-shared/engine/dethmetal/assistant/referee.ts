/**
 * The referee's view of a turn: which actions belong to which step of the turn sequence, and how often a car may
 * take each (Part III › Turn Sequence; Part IV › Speed, Movement Points, Driver's Option Points, Loss of Control).
 * An action the turn does not allow is refused with the rule's words; what a car has done is marked on its card.
 * Where the rulebook leaves the referee a choice, the league's house rules decide (docs/rulesets/dethmetal/gaps.md).
 */
import { SECTION } from '../match/sections';
import { MATCH_DEFAULTS, type MatchSettings } from '../match/settings';
import { AssistantInputError, refusal } from './errors';
import { allowance, movementOrder, STEP_LABEL, type Acted, type Move, type Step, type TableState } from './reducer';
import { isDriverless } from './state';

/** The house rules the referee reads. */
export type RefereeSettings = Pick<MatchSettings, 'oneSpeedChangePerTurn' | 'hazardChecksOnlyInPhases' | 'optionChecksAt'>;

export interface TurnBlocker {
  reason: string;
  rule: string;
}

export interface ActionRule {
  /** The step of the turn it belongs to; null: any step while the heat is on. */
  step: Step | null;
  /** Actions sharing a group count as one: a car changes speed once a turn, up or down. */
  group: string;
  per: 'turn' | 'phase' | 'unlimited';
  /** "has already …" */
  done: string;
  rule: string;
}

/** What each action is allowed under the league's house rules. */
export function actionRules(settings: RefereeSettings): Record<string, ActionRule> {
  const oneSpeedChange = settings.oneSpeedChangePerTurn;
  const speedHouseRule = oneSpeedChange ? '; one speed change a turn, up or down (house rule oneSpeedChangePerTurn)' : '';
  return {
    initiative: {
      step: 'initiative',
      group: 'initiative',
      per: 'turn',
      done: 'rolled initiative this turn',
      rule: `${SECTION.turnSequence}: each team manager rolls one die for each vehicle`,
    },
    accelerate: {
      step: 'speed',
      group: oneSpeedChange ? 'speed' : 'accelerate',
      per: 'turn',
      done: oneSpeedChange ? 'changed speed this turn' : 'tried to accelerate this turn',
      rule: `${SECTION.turnSequence}: vehicles alter their speeds by speeding up, slowing down, or staying at the same speed${speedHouseRule}`,
    },
    decelerate: {
      step: 'speed',
      group: oneSpeedChange ? 'speed' : 'decelerate',
      per: 'turn',
      done: oneSpeedChange ? 'changed speed this turn' : 'slowed down this turn',
      rule: `${SECTION.speed}: speed can be safely reduced up to one point per turn; two checks to shed more${speedHouseRule}`,
    },
    movement: {
      step: 'movement',
      group: 'movement',
      per: 'turn',
      done: 'rolled its movement points this turn',
      rule: `${SECTION.movementPoints}: the vehicle's movement points for the turn`,
    },
    options: {
      step: settings.optionChecksAt,
      group: 'options',
      per: 'turn',
      done: "made its driver's option checks this turn",
      rule: `${SECTION.optionPoints}: earned with a successful driving check at the beginning of the turn (house rule optionChecksAt: ${settings.optionChecksAt})`,
    },
    recovery: {
      step: 'phase',
      group: 'recovery',
      per: 'phase',
      done: 'checked for recovery this phase',
      rule: `${SECTION.lossOfControl}: one recovery check each phase`,
    },
    maneuver: { step: 'phase', group: 'maneuver', per: 'unlimited', done: '', rule: `${SECTION.phases}: vehicles move during the three combat phases` },
    hazard: {
      step: settings.hazardChecksOnlyInPhases ? 'phase' : null,
      group: 'hazard',
      per: 'unlimited',
      done: '',
      rule: `${SECTION.turnSequence}: hazard checks are made at the moment the hazard is encountered, while moving (house rule hazardChecksOnlyInPhases)`,
    },
    attack: { step: 'phase', group: 'attack', per: 'unlimited', done: '', rule: `${SECTION.turnSequence}: vehicles fire at any point during their move` },
    collision: {
      step: 'phase',
      group: 'collision',
      per: 'unlimited',
      done: '',
      rule: `${SECTION.collisionTypes}: whenever one vehicle moves into a hex occupied by another`,
    },
    veer: { step: 'phase', group: 'veer', per: 'unlimited', done: '', rule: `${SECTION.uncontrolled}` },
    caltrops: { step: 'phase', group: 'caltrops', per: 'unlimited', done: '', rule: `${SECTION.oilAndCaltrops}: caltrops are hit while moving` },
  };
}

/** The actions under the default house rules (what a league that never changed them plays). */
export const ACTION_RULES: Record<string, ActionRule> = actionRules(MATCH_DEFAULTS);

const STEP_NAME: Record<Step, string> = { ...STEP_LABEL, phase: 'the combat phases' };

/** Has this car done an action of `kind`'s group within its limit (this turn, or this phase)? */
export function hasActed(acted: readonly Acted[] | undefined, kind: string, phase: 0 | 1 | 2 | 3, rules: Record<string, ActionRule> = ACTION_RULES): boolean {
  const r = rules[kind];
  if (!r || r.per === 'unlimited') return false;
  return (acted ?? []).some((a) => rules[a.kind]?.group === r.group && (r.per === 'turn' || a.phase === phase));
}

/** What a car does in its own slot of a phase: moving, maneuvering, meeting hazards, shooting, ramming, recovering. */
const IN_SLOT = new Set(['move', 'maneuver', 'hazard', 'attack', 'collision', 'recovery', 'veer', 'caltrops']);

export const ORDER_RULE = `${SECTION.turnSequence}: when moving, vehicles are moved in reverse initiative order, and fire during their move`;

/**
 * Part III › Turn Sequence: in a phase each car moves and fires in its slot, lowest initiative first. Once a car later
 * in that order has acted in the phase, a car before it has had its slot and is refused. Only with an initiative order
 * (typed or rolled); `inSlot` false for what happens to a car out of its slot (the check for being damaged, when hit).
 */
export function orderBlockers(
  s: Pick<TableState, 'position' | 'acted' | 'order' | 'cards'>,
  kind: string,
  actors: readonly number[],
  name: (id: number) => string,
  inSlot = true,
): TurnBlocker[] {
  if (s.position.step !== 'phase' || s.order === null || !inSlot || !IN_SLOT.has(kind)) return [];
  const order = movementOrder(s);
  const out: TurnBlocker[] = [];
  for (const id of actors) {
    const later = order
      .slice(order.indexOf(id) + 1)
      .find((other) => (s.acted[other] ?? []).some((a) => a.step === 'phase' && a.phase === s.position.phase && IN_SLOT.has(a.kind)));
    if (later !== undefined && order.includes(id))
      out.push({
        reason: `${name(id)} moves before ${name(later)} in phase ${s.position.phase}, and ${name(later)} has already acted: its slot is over`,
        rule: ORDER_RULE,
      });
  }
  return out;
}

/** What the turn forbids for `kind` by these cars right now. `name` turns a vehicle id into its name. */
export function turnBlockers(
  s: Pick<TableState, 'started' | 'over' | 'position' | 'acted'> & Partial<Pick<TableState, 'order' | 'cards'>>,
  kind: string,
  actors: readonly number[],
  name: (id: number) => string,
  rules: Record<string, ActionRule>,
  inSlot = true,
): TurnBlocker[] {
  const r = rules[kind];
  if (!r) return [];
  if (!s.started) return [{ reason: 'No heat has started: start the heat first', rule: SECTION.turnSequence }];
  if (s.over) return [{ reason: `Heat ${s.position.heat} is over`, rule: SECTION.turnSequence }];
  const out: TurnBlocker[] = [];
  if (r.step !== null && s.position.step !== r.step) {
    const now = s.position.step === 'phase' ? `phase ${s.position.phase}` : STEP_LABEL[s.position.step].toLowerCase();
    out.push({ reason: `This is done during ${STEP_NAME[r.step].toLowerCase()}, and the turn is at ${now}`, rule: r.rule });
  }
  for (const id of actors) if (hasActed(s.acted[id], kind, s.position.phase, rules)) out.push({ reason: `${name(id)} has already ${r.done}`, rule: r.rule });
  if (s.order !== undefined && s.cards) out.push(...orderBlockers({ ...s, order: s.order, cards: s.cards }, kind, actors, name, inSlot));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The intents that roll nothing, checked against the table (the service records what passes).

type Playing = Pick<TableState, 'started' | 'over' | 'position' | 'acted' | 'cards' | 'order' | 'played'>;

/** Something is being played: a heat has started and is not over. */
export function requirePlaying(s: Pick<TableState, 'started' | 'over' | 'position'>): void {
  if (!s.started) throw AssistantInputError.conflict('No heat has started: start the heat first (Part III › Turn Sequence).');
  if (s.over) throw AssistantInputError.conflict(`Heat ${s.position.heat} is over: start the next heat, or restart this one.`);
}

/** Every car named is on the track in this heat. */
export function requireOnTrack(s: Pick<TableState, 'cards' | 'position'>, ids: readonly number[]): void {
  for (const id of ids) {
    if (!s.cards.some((x) => x.vehicleId === id))
      throw AssistantInputError.validation(`Car ${id} is not on the track in heat ${s.position.heat}.`, [
        { path: ['intent', 'vehicleId'], message: 'Not in this heat' },
      ]);
  }
}

/** An initiative order typed at the table: in the initiative step, each car once, none that has rolled. */
export function checkOrder(s: Playing, order: readonly number[], name: (id: number) => string, rules: Record<string, ActionRule>): void {
  requirePlaying(s);
  const blockers = turnBlockers(s, 'initiative', order, name, rules);
  if (blockers.length) throw refusal(blockers);
  if (new Set(order).size !== order.length)
    throw AssistantInputError.validation('A car appears twice in the order.', [{ path: ['intent', 'order'], message: 'Duplicate car' }]);
  requireOnTrack(s, order);
}

/** MP spent in a phase: within the phase's allowance, one option point a phase (Part IV › Phases and Movement points). */
export function checkMove(s: Playing, vehicleId: number, move: Move, name: (id: number) => string): void {
  requirePlaying(s);
  requireOnTrack(s, [vehicleId]);
  const card = s.cards.find((x) => x.vehicleId === vehicleId)!;
  if (s.position.step !== 'phase') throw AssistantInputError.conflict(`MP are spent during the phases (${STEP_LABEL.phase}s 1–3 of ${SECTION.phases}).`);
  const late = orderBlockers(s, 'move', [vehicleId], name);
  if (late.length) throw refusal(late);
  const a = allowance(card, s.position.phase as 1 | 2 | 3);
  if (move.generated < a.min || move.generated > a.max) {
    throw AssistantInputError.validation(`${name(vehicleId)} spends ${a.min === a.max ? a.min : `${a.min} to ${a.max}`} MP this phase (${SECTION.phases}).`, [
      { path: ['intent', 'move', 'generated'], message: `Between ${a.min} and ${a.max}` },
    ]);
  }
  if (move.option && !(move.option === 'extra' ? a.optionExtra : a.optionCancel)) {
    throw AssistantInputError.conflict(`${name(vehicleId)} has no option point to use this phase (${SECTION.optionPoints}: one per phase).`, [
      { path: ['intent', 'move', 'option'], message: 'No option point' },
    ]);
  }
}

/** "Roll for every car": each car, in movement order, that has not yet done it this turn (a driverless car makes no option checks). */
export function everyCar(s: Playing, kind: 'movement' | 'options', rules: Record<string, ActionRule>): { kind: 'movement' | 'options'; vehicleId: number }[] {
  requirePlaying(s);
  const out = movementOrder(s)
    .map((id) => s.cards.find((x) => x.vehicleId === id)!)
    .filter((card) => !hasActed(s.acted[card.vehicleId], kind, s.position.phase, rules) && !(kind === 'options' && isDriverless(card)))
    .map((card) => ({ kind, vehicleId: card.vehicleId }));
  if (out.length === 0) throw AssistantInputError.conflict(`Every car has already ${rules[kind]!.done}.`);
  return out;
}

/** A heat starts once the one before is over (or nothing of it has happened), with crews assigned to it; a restart is of the heat at the table. */
export function checkHeatStart(
  s: Pick<TableState, 'started' | 'over' | 'position' | 'played'>,
  start: { heat: number; restart: boolean; heats: number; matchNumber: number; assigned: number },
): void {
  const { heat, heats } = start;
  if (heat > heats)
    throw AssistantInputError.validation(`Match ${start.matchNumber} has ${heats} heat${heats === 1 ? '' : 's'}.`, [
      { path: ['intent', 'heat'], message: 'No such heat' },
    ]);
  if (start.assigned === 0)
    throw AssistantInputError.conflict(`No crews are assigned to heat ${heat}: assign them in Setup first.`, [
      { path: ['intent', 'heat'], message: 'Nobody assigned' },
    ]);
  if (start.restart) {
    if (!s.started || s.position.heat !== heat)
      throw AssistantInputError.conflict(`Heat ${heat} is not the heat at the table${s.started ? ` (heat ${s.position.heat} is)` : ''}.`, [
        { path: ['intent', 'heat'], message: 'Not the current heat' },
      ]);
  } else if (s.started) {
    if (heat <= s.position.heat)
      throw AssistantInputError.conflict(`Heat ${heat} has already started: restart it instead.`, [{ path: ['intent', 'heat'], message: 'Already started' }]);
    if (!s.over && s.played.includes(s.position.heat))
      throw AssistantInputError.conflict(`Heat ${s.position.heat} is still being played: end it first.`, [
        { path: ['intent', 'heat'], message: 'Current heat not over' },
      ]);
  }
}
