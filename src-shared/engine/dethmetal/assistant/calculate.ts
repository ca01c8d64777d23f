/**
 * The match assistant's calculators on a table of cars: what a calculator rolls against, and the resolution itself
 * with the dice handed in. The table's cards come from the caller's replay of the recorded events; nothing here
 * keeps state.
 */
import type { Dice } from '../../dice';
import type { CalculatorInput, CalculatorKind, Preview, Resolution } from './types';
import type { Blocker, Calculator, Calculators } from './calculator';
import type { Table } from './cars';
import { attack, collision } from './combat';
import { caltrops, hazard, maneuver, recovery, veer } from './driving';
import { refusal } from './errors';
import { Resolver } from './resolver';
import { accelerate, decelerate, initiative, movement, options } from './turn';

const CALCULATORS: Calculators = { initiative, movement, options, accelerate, decelerate, maneuver, hazard, recovery, attack, collision, veer, caltrops };

function calculatorOf<K extends CalculatorKind>(kind: K): Calculator<K> {
  return CALCULATORS[kind] as Calculator<K>;
}

/** The cars whose action a calculator is (every car of an initiative roll). */
export function actorsOf(calculator: CalculatorInput): number[] {
  return calculator.kind === 'initiative' ? [...calculator.vehicleIds] : [calculator.vehicleId];
}

export function previewOnTable(table: Table, calculator: CalculatorInput): Preview {
  const calc = calculatorOf(calculator.kind);
  return {
    title: calc.title(table, calculator as never),
    blockers: calc.blockers(table, calculator as never),
    ...calc.preview(table, calculator as never),
  };
}

/** What stops the calculator on the table as it stands (none: it may be rolled), without its preview. */
export function blockersOnTable(table: Table, calculator: CalculatorInput): Blocker[] {
  return calculatorOf(calculator.kind).blockers(table, calculator as never);
}

/**
 * Roll one calculator on the table (its working cards change as the rolls go on); refused while any rule blocks it.
 * `words` false: no steps' words nor notes (Resolver.words), the same rolls and card changes.
 */
export function resolveOnTable(table: Table, dice: Dice, calculator: CalculatorInput, ref: string, words = true): Resolution {
  const calc = calculatorOf(calculator.kind);
  const blockers = calc.blockers(table, calculator as never);
  if (blockers.length) throw refusal(blockers);
  const r = new Resolver(dice, table, words);
  const title = calc.title(table, calculator as never);
  const before = dice.log.length;
  const summary = calc.resolve(r, calculator as never);
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
