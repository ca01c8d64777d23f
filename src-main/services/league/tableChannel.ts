/**
 * The match table of the league's ruleset, whichever it is (issue 21): the engine's half from the ruleset module
 * (`Ruleset.table`, a TableDef), the services' half from its hooks (`RulesetServices.table`: how a match is read), both
 * asked by the league's ruleset id, never by name. What the core's `table.*` channels and `league match table` run; a
 * ruleset's own channels (Dirty Wheels' `dwTable.*`, Dethmetal's `assistant.*`) answer the same through the same halves.
 */
import type { AnyTableDef } from '../../../src-shared/engine/core/table';
import type { AnyRuleset } from '../../../src-shared/engine/registry';
import { zodIssues } from '../../../src-shared/ipc';
import type { DiceLogEntry } from '../../../src-shared/ipc/channels/leagueTypes';
import type { TableActInput, TableActReply, TableLogEntry, TableStateReply } from '../../../src-shared/ipc/channels/table';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import type { TableServices } from '../rulesetHooks';
import { rulesetServices } from '../rulesets';
import { leagueRuleset } from '../settings';
import { actOnTable, foldedTable, matchLog, tableDice } from './matchTable';
import { matchRow } from './schedule';

export interface LeagueTable extends TableServices {
  ruleset: AnyRuleset;
  def: AnyTableDef;
}

/** The league's ruleset's table, both halves; a ruleset without one is refused in words naming it. */
export function leagueTable(conn: LeagueConnection): LeagueTable {
  const ruleset = leagueRuleset(conn);
  const def = ruleset.table;
  if (!def) throw ServiceError.unavailable(`${ruleset.name} has no match table: its matches are recorded as results only. Nothing was changed.`);
  const half = rulesetServices(ruleset.id).table;
  // The services' registry refuses a ruleset with one half only; a ruleset with no services at all ends here.
  if (!half) throw new Error(`The ruleset “${ruleset.id}” carries a match table, but its services do not say how to read a match for it.`);
  return { ...half, ruleset, def };
}

/** The table as the ruleset shows it: its own answer, or the core's fold through its view. */
function stateOf(conn: LeagueConnection, t: LeagueTable, matchId: number): unknown {
  if (t.state) return t.state(conn, matchId);
  const folded = foldedTable(conn, t, matchId);
  return t.view ? t.view(conn, folded) : folded.state;
}

export function tableState(conn: LeagueConnection, matchId: number): TableStateReply {
  const t = leagueTable(conn);
  return { ruleset: t.ruleset.id, matchId, state: stateOf(conn, t, matchId) };
}

/**
 * One intent on the league's table: checked by the ruleset's intent schema (each problem at its path under `intent`,
 * nothing written), then the ruleset's own act or the engine's `resolve` as one operation of the table service.
 */
export function tableAct(conn: LeagueConnection, input: TableActInput): TableActReply {
  const t = leagueTable(conn);
  const schema = t.def.intentSchema;
  if (!schema || (!t.act && !t.def.resolve))
    throw ServiceError.unavailable(`${t.ruleset.name}'s match table takes no intents through the table channel. Nothing was changed.`);
  const parsed = schema.safeParse(input.intent);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error).map((i) => ({ ...i, path: ['intent', ...i.path] }));
    throw ServiceError.validation(
      issues.length === 1 ? `The ${t.ruleset.name} intent is not valid: ${issues[0]!.message}` : `The ${t.ruleset.name} intent is not valid.`,
      issues,
    );
  }
  const asked = { matchId: input.matchId, intent: parsed.data, ...(input.dice ? { dice: input.dice } : {}) };
  if (t.act) {
    const r = t.act(conn, asked);
    return { ruleset: t.ruleset.id, matchId: input.matchId, state: r.state, result: r.result };
  }
  const r = actOnTable(conn, t, asked);
  return { ruleset: t.ruleset.id, matchId: input.matchId, state: t.view ? t.view(conn, r) : r.state, result: r.result };
}

/** The match's table in words, oldest first (its operations still standing, as the journal says them). */
export function tableLog(conn: LeagueConnection, matchId: number): TableLogEntry[] {
  const t = leagueTable(conn);
  matchRow(conn, matchId);
  return matchLog(conn, t.def, matchId);
}

/** The rolls made at the match's table, newest first. */
export function tableDiceLog(conn: LeagueConnection, matchId: number): DiceLogEntry[] {
  const t = leagueTable(conn);
  matchRow(conn, matchId);
  return tableDice(conn, t.def, matchId);
}
