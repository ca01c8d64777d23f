/**
 * The match assistant's calculators on a set of cards: what a calculator rolls against, and the resolution itself
 * with the league's dice. The table's cards come from the league file (session.ts folds its events); nothing here
 * takes a card from a page.
 */
import { match as matchRules } from '../../../src-shared/engine/dethmetal';
import type { RoadSurface } from '../../../src-shared/engine/dethmetal/car';
import type { Dice } from '../../../src-shared/engine/dice';
import type { AssistantCarInfo, CalculatorInput, CalculatorKind, CarState, Preview, Resolution } from '../../../src-shared/ipc/channels/assistant';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { readSettings } from '../settings';
import type { DethmetalSettings } from '../../../src-shared/engine/dethmetal';
import type { Calculator, Calculators } from './calculator';
import { attack, collision } from './combat';
import { hazard, maneuver, recovery, veer } from './driving';
import { Resolver } from './resolver';
import { assistantCars, buildTable, type Entry, type Table } from './table';
import { accelerate, decelerate, initiative, movement, options } from './turn';

const CALCULATORS: Calculators = { initiative, movement, options, accelerate, decelerate, maneuver, hazard, recovery, attack, collision, veer };

function calculatorOf<K extends CalculatorKind>(kind: K): Calculator<K> {
  return CALCULATORS[kind] as Calculator<K>;
}

export function startingCards(conn: LeagueConnection, entries: readonly Entry[]): AssistantCarInfo[] {
  return assistantCars(conn, readSettings(conn), entries);
}

/** Where the calculators stand: the cards, the road and the moment of the turn. */
export interface OnCards {
  cars: CarState[];
  surface: RoadSurface;
  where: { heat: number; turn: number; phase: 0 | 1 | 2 | 3 };
}

/** Engine refusals (fuel the car does not have, an obstacle too high …) become a conflict naming the rule. */
function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof matchRules.MatchRuleError) throw ServiceError.conflict(e.message, [{ path: ['calculator'], message: e.message }]);
    throw e;
  }
}

/** A refusal naming every rule that forbids the action. */
export function refusal(blockers: readonly { reason: string; rule: string }[]): ServiceError {
  return ServiceError.conflict(
    blockers.length === 1 ? `${blockers[0]!.reason} (${blockers[0]!.rule}).` : `The rules do not allow this: ${blockers.map((b) => b.reason).join('; ')}.`,
    blockers.map((b) => ({ path: ['calculator'], message: `${b.reason} (${b.rule})` })),
  );
}

/** The cars whose action a calculator is (every car of an initiative roll). */
export function actorsOf(calculator: CalculatorInput): number[] {
  return calculator.kind === 'initiative' ? [...calculator.vehicleIds] : [calculator.vehicleId];
}

export function previewOnTable(table: Table, calculator: CalculatorInput): Preview {
  const calc = calculatorOf(calculator.kind);
  return guarded(() => ({
    title: calc.title(table, calculator as never),
    blockers: calc.blockers(table, calculator as never),
    ...calc.preview(table, calculator as never),
  }));
}

/** Roll one calculator on the table (its working cards change as the rolls go on); refused while any rule blocks it. */
export function resolveOnTable(table: Table, dice: Dice, calculator: CalculatorInput, ref: string): Resolution {
  const calc = calculatorOf(calculator.kind);
  const blockers = calc.blockers(table, calculator as never);
  if (blockers.length) throw refusal(blockers);
  const r = new Resolver(dice, table);
  const title = calc.title(table, calculator as never);
  const before = dice.log.length;
  const summary = guarded(() => calc.resolve(r, calculator as never));
  return {
    ref,
    kind: calculator.kind,
    title,
    actors: actorsOf(calculator),
    steps: r.steps,
    effects: r.effects,
    initiative: r.initiative,
    notes: r.notes,
    rolls: dice.log.slice(before),
    summary,
  };
}

export function tableOn(conn: LeagueConnection, settings: DethmetalSettings, on: OnCards): Table {
  return buildTable(conn, settings, on);
}
