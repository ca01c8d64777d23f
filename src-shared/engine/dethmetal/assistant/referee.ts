/**
 * The referee's view of a turn: which actions belong to which step of the turn sequence, and how often a car may
 * take each (Part III › Turn Sequence; Part IV › Speed, Movement Points, Driver's Option Points, Loss of Control).
 * An action the turn does not allow is refused with the rule's words; what a car has done is marked on its card.
 */
import { SECTION } from '../match/sections';
import { STEP_LABEL, type Acted, type Step, type TableState } from './reducer';

export interface TurnBlocker {
  reason: string;
  rule: string;
}

interface ActionRule {
  step: Step;
  /** Actions sharing a group count as one: a car changes speed once a turn, up or down. */
  group: string;
  per: 'turn' | 'phase' | 'unlimited';
  /** "has already …" */
  done: string;
  rule: string;
}

export const ACTION_RULES: Record<string, ActionRule> = {
  initiative: {
    step: 'initiative',
    group: 'initiative',
    per: 'turn',
    done: 'rolled initiative this turn',
    rule: `${SECTION.turnSequence}: each team manager rolls one die for each vehicle`,
  },
  accelerate: {
    step: 'speed',
    group: 'speed',
    per: 'turn',
    done: 'changed speed this turn',
    rule: `${SECTION.turnSequence}: vehicles alter their speeds by speeding up, slowing down, or staying at the same speed`,
  },
  decelerate: {
    step: 'speed',
    group: 'speed',
    per: 'turn',
    done: 'changed speed this turn',
    rule: `${SECTION.speed}: speed can be safely reduced up to one point per turn; two checks to shed more`,
  },
  movement: {
    step: 'movement',
    group: 'movement',
    per: 'turn',
    done: 'rolled its movement points this turn',
    rule: `${SECTION.movementPoints}: the vehicle's movement points for the turn`,
  },
  options: {
    step: 'movement',
    group: 'options',
    per: 'turn',
    done: "made its driver's option checks this turn",
    rule: `${SECTION.optionPoints}: earned with a successful driving check at the beginning of the turn`,
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
    step: 'phase',
    group: 'hazard',
    per: 'unlimited',
    done: '',
    rule: `${SECTION.turnSequence}: hazard checks are made at the moment the hazard is encountered, while moving`,
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
};

const STEP_NAME: Record<Step, string> = { ...STEP_LABEL, phase: 'the combat phases' };

/** Has this car done an action of `kind`'s group within its limit (this turn, or this phase)? */
export function hasActed(acted: readonly Acted[] | undefined, kind: string, phase: 0 | 1 | 2 | 3): boolean {
  const r = ACTION_RULES[kind];
  if (!r || r.per === 'unlimited') return false;
  return (acted ?? []).some((a) => ACTION_RULES[a.kind]?.group === r.group && (r.per === 'turn' || a.phase === phase));
}

/** What the turn forbids for `kind` by these cars right now. `name` turns a vehicle id into its name. */
export function turnBlockers(
  s: Pick<TableState, 'started' | 'over' | 'position' | 'acted'>,
  kind: string,
  actors: readonly number[],
  name: (id: number) => string,
): TurnBlocker[] {
  const r = ACTION_RULES[kind];
  if (!r) return [];
  if (!s.started) return [{ reason: 'No heat has started: start the heat first', rule: SECTION.turnSequence }];
  if (s.over) return [{ reason: `Heat ${s.position.heat} is over`, rule: SECTION.turnSequence }];
  const out: TurnBlocker[] = [];
  if (s.position.step !== r.step) {
    const now = s.position.step === 'phase' ? `phase ${s.position.phase}` : STEP_LABEL[s.position.step].toLowerCase();
    out.push({ reason: `This is done during ${STEP_NAME[r.step].toLowerCase()}, and the turn is at ${now}`, rule: r.rule });
  }
  for (const id of actors) if (hasActed(s.acted[id], kind, s.position.phase)) out.push({ reason: `${name(id)} has already ${r.done}`, rule: r.rule });
  return out;
}
