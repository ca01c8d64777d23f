/**
 * The engine's calculators on the league's cards, their refusals said as the service's: the table's cards come from
 * the league file (session.ts folds its events); nothing here takes a card from a page.
 */
import { match as matchRules, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import * as assistant from '../../../../src-shared/engine/dethmetal/assistant';
import type { RoadSurface } from '../../../../src-shared/engine/dethmetal/car';
import type { Dice } from '../../../../src-shared/engine/dice';
import type { AssistantCarInfo, CalculatorInput, CarState, Preview, Resolution } from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import type { LeagueConnection } from '../../../db/connection';
import { ServiceError } from '../../errors';
import { readSettings } from '../../settings';
import { assistantCars, buildTable, type Entry } from './table';

export function startingCards(conn: LeagueConnection, entries: readonly Entry[]): AssistantCarInfo[] {
  return guarded(() => assistantCars(conn, readSettings(conn), entries));
}

/** Where the calculators stand: the cards, the road and the moment of the turn. */
export interface OnCards {
  cars: CarState[];
  surface: RoadSurface;
  where: { heat: number; turn: number; phase: 0 | 1 | 2 | 3 };
}

/** The engine's refusals (fuel the car does not have, an obstacle too high, a card the table lacks) as the service's. */
export function guarded<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof matchRules.MatchRuleError) throw ServiceError.conflict(e.message, [{ path: ['calculator'], message: e.message }]);
    if (e instanceof assistant.AssistantInputError) throw ServiceError[e.kind](e.message, e.issues);
    throw e;
  }
}

export function refusal(blockers: readonly { reason: string; rule: string }[]): ServiceError {
  const e = assistant.refusal(blockers);
  return ServiceError.conflict(e.message, e.issues);
}

export function previewOnTable(table: assistant.Table, calculator: CalculatorInput): Preview {
  return guarded(() => assistant.previewOnTable(table, calculator));
}

export function resolveOnTable(table: assistant.Table, dice: Dice, calculator: CalculatorInput, ref: string): Resolution {
  return guarded(() => assistant.resolveOnTable(table, dice, calculator, ref));
}

/** The table of these cards, each car's fixed numbers read from the league file. */
export function tableOn(conn: LeagueConnection, settings: DethmetalSettings, on: OnCards): assistant.Table {
  return guarded(() => buildTable(conn, settings, on));
}

export const actorsOf = assistant.actorsOf;
