/**
 * The match assistant's service: the starting cards, a preview of what a calculator rolls against, and the
 * resolution itself — one journaled operation with the league's dice (seeded, or typed by the organizer), its rolls
 * in the dice log under the match, the counter advanced in the same transaction so undo restores it.
 */
import { and, eq } from 'drizzle-orm';
import { match as matchRules } from '../../../src-shared/engine/dethmetal';
import type { AssistantCarInfo, AssistantRefs, CalculatorInput, CalculatorKind, Preview, PreviewInput, Resolution, ResolveInput } from '../../../src-shared/ipc/channels/assistant';
import type { LeagueConnection } from '../../db/connection';
import { matchAssignments, matches } from '../../db/schema';
import { rollingOperation } from '../campaign/rolling';
import { ServiceError } from '../errors';
import { readSettings } from '../settings';
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

/** The match must be on the schedule and not recorded yet. */
function playableMatch(conn: LeagueConnection, matchId: number): { id: number; number: number } {
  const row = conn.db.select({ id: matches.id, number: matches.number, status: matches.status }).from(matches).where(eq(matches.id, matchId)).get();
  if (!row) throw ServiceError.validation(`There is no match with id ${matchId}.`, [{ path: ['matchId'], message: `No match ${matchId}` }]);
  if (row.status === 'recorded') throw ServiceError.conflict(`Match ${row.number} has been recorded; its rolls can no longer change.`, [{ path: ['matchId'], message: 'Already recorded' }]);
  return row;
}

/** Every card must be a car assigned to this heat of the match, with the crew assigned to it (match.assign). */
function requireAssigned(conn: LeagueConnection, matchId: number, input: Pick<ResolveInput, 'cars' | 'where'>): void {
  const rows = conn.db.select().from(matchAssignments).where(and(eq(matchAssignments.matchId, matchId), eq(matchAssignments.heat, input.where.heat))).all();
  input.cars.forEach((c, i) => {
    const a = rows.find((r) => r.vehicleId === c.vehicleId);
    if (!a) throw ServiceError.validation(`Car ${c.vehicleId} is not assigned to heat ${input.where.heat} of this match.`, [{ path: ['cars', i, 'vehicleId'], message: 'Not in this heat' }]);
    if (a.driverId !== c.driverId || (a.gunnerId ?? null) !== c.gunnerId) {
      throw ServiceError.validation(`The crew on car ${c.vehicleId}'s card is not the crew assigned to heat ${input.where.heat}.`, [{ path: ['cars', i, 'driverId'], message: 'Not the assigned crew' }]);
    }
  });
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

function refuseBlocked(table: Table, input: CalculatorInput): void {
  const blockers = calculatorOf(input.kind).blockers(table, input as never);
  if (blockers.length === 0) return;
  throw ServiceError.conflict(blockers.length === 1 ? `${blockers[0]!.reason} (${blockers[0]!.rule}).` : `The rules do not allow this: ${blockers.map((b) => b.reason).join('; ')}.`, blockers.map((b) => ({ path: ['calculator'], message: `${b.reason} (${b.rule})` })));
}

export function previewCalculation(conn: LeagueConnection, input: PreviewInput): Preview {
  playableMatch(conn, input.matchId);
  requireAssigned(conn, input.matchId, input);
  const table = buildTable(conn, readSettings(conn), input);
  const calc = calculatorOf(input.calculator.kind);
  return guarded(() => ({
    title: calc.title(table, input.calculator as never),
    blockers: calc.blockers(table, input.calculator as never),
    ...calc.preview(table, input.calculator as never),
  }));
}

export function resolveCalculation(conn: LeagueConnection, input: ResolveInput): Resolution {
  const m = playableMatch(conn, input.matchId);
  requireAssigned(conn, m.id, input);
  const calc = calculatorOf(input.calculator.kind);
  return rollingOperation(conn, `assistant.${input.calculator.kind}`, input, { matchId: m.id }, (ctx) => {
    const table = buildTable(conn, ctx.settings, input);
    refuseBlocked(table, input.calculator);
    const r = new Resolver(ctx.dice, table);
    const title = calc.title(table, input.calculator as never);
    const summary = guarded(() => calc.resolve(r, input.calculator as never));
    const where = `heat ${input.where.heat}, turn ${input.where.turn}${input.where.phase ? `, phase ${input.where.phase}` : ''}`;
    return {
      value: { ref: input.ref, kind: input.calculator.kind, title, steps: r.steps, effects: r.effects, initiative: r.initiative, notes: r.notes, rolls: [...ctx.dice.log], summary },
      summary: `Match ${m.number}, ${where}: ${summary}`,
    };
  });
}

export function assistantRefs(conn: LeagueConnection, matchId: number): AssistantRefs {
  const refs = conn.sqlite
    .prepare(`SELECT json_extract(input, '$.ref') AS ref FROM journal WHERE op LIKE 'assistant.%' AND state = 'done' AND json_extract(input, '$.matchId') = ?`)
    .all(matchId) as { ref: string | null }[];
  return { activeRefs: refs.flatMap((r) => (r.ref ? [r.ref] : [])) };
}
