/** The shape every calculator has: what it is called, what blocks it, what it shows before rolling, and the roll. */
import type { CalculatorInput, CalculatorKind, Preview } from './types';
import type { Resolver } from './resolver';
import type { Table } from './cars';

export interface Blocker {
  reason: string;
  rule: string;
}

export interface Calculator<K extends CalculatorKind> {
  title(table: Table, input: Extract<CalculatorInput, { kind: K }>): string;
  /** What the rules forbid right now; a resolve with any blocker is refused. */
  blockers(table: Table, input: Extract<CalculatorInput, { kind: K }>): Blocker[];
  /** The numbers the roll will be against (no dice). */
  preview(table: Table, input: Extract<CalculatorInput, { kind: K }>): Pick<Preview, 'steps' | 'notes'>;
  /** Roll and explain; returns the one-line summary for the activity list. */
  resolve(r: Resolver, input: Extract<CalculatorInput, { kind: K }>): string;
}

export type Calculators = { [K in CalculatorKind]: Calculator<K> };
