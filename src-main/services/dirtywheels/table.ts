/**
 * The Dirty Wheels table of one match on the league's table service (services/league/matchTable.ts): the engine's
 * `dwTableDef` (engine/dirtywheels/table: its events, kinds `dw.*`, folded by the card reducer into fresh live cards,
 * gaps.md #9; its calculators) with what this half reads from the league file, a match's context and the teams'
 * names for the view. Every read replays; every intent is resolved by the engine against the replayed table with the
 * league's dice (rolled from the seed, or typed and checked per die) as one operation of the service, its rolls in the
 * dice log with their purpose.
 */
import { ProbeDice } from '../league/probeDice';
import {
  type DirtyWheelsSettings,
  type DwEvent,
  type DwIntent,
  type DwResolution,
  type DwStartCar,
  match,
  table as dw,
} from '../../../src-shared/engine/dirtywheels';
import type { DwActInput, DwActResult, DwTableState } from '../../../src-shared/ipc/channels/dirtywheels/table';
import type { LeagueConnection } from '../../db/connection';
import { actOnTable, checkEvent, foldedTable, type MatchTable, readEvents, type StoredEvent, tableRefusals } from '../league/matchTable';
import { matchRow } from '../league/schedule';
import { ServiceError } from '../errors';
import type { TableServices } from '../rulesetHooks';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp } from './tableCars';

type DwContext = dw.DwContext;
type TableNow = dw.TableNow;
const { dwTableDef } = dw;

function contextOf(conn: LeagueConnection, matchId: number, purpose: 'read' | 'write'): DwContext {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== 'dirtywheels') throw ServiceError.unavailable(`The Dirty Wheels table plays Dirty Wheels matches; this is a ${ruleset.name} league.`);
  const m = matchRow(conn, matchId);
  const recorded = m.status === 'recorded';
  if (purpose === 'write' && recorded)
    throw ServiceError.conflict(`Match ${m.number} has been recorded; its table is closed. Undo the recording to play on.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  let cars: DwStartCar[] | undefined;
  return {
    matchId,
    number: m.number,
    recorded,
    // Parsed by the league's ruleset's schema, which adds the league's standings to Dirty Wheels' own settings.
    settings: readLeagueSettings(conn) as DirtyWheelsSettings,
    lineUp: () => {
      cars ??= lineUp(conn, matchId, m.number);
      return cars;
    },
  };
}

/** The events of a game are a start and intents after it; anything else is a damaged table, named before it is folded. */
function checkOrder(events: readonly StoredEvent<DwEvent>[], ctx: DwContext): void {
  const first = events[0];
  if (first && first.event.t !== 'start')
    throw ServiceError.conflict(
      `Event ${first.seq} of match ${ctx.number}'s table should start the game but is a ${first.event.intent.kind}; the table is damaged.`,
    );
  if (events.slice(1).some((e) => e.event.t !== 'act')) throw ServiceError.conflict(`Match ${ctx.number}'s table starts twice; the table is damaged.`);
}

/**
 * The service half of the ruleset's table (its `table` hook): a match's context read, its events checked for order
 * before they are folded, and the view the screens and `table.state` show.
 */
export const dwTableServices: TableServices<DwEvent, TableNow, DwContext, DwIntent> = {
  context: contextOf,
  checkLog: checkOrder,
  view: (conn, t) => view(conn, t.context, t.state, t.events),
};

/** The table on the service: both halves. */
export const dwTable: MatchTable<DwEvent, TableNow, DwContext, DwIntent, DwResolution> = { def: dwTableDef, ...dwTableServices };

/** The match's events in order, each checked against the contract: a damaged row is named, never guessed at. */
export function readTableEvents(conn: LeagueConnection, matchId: number, _number?: number): StoredEvent<DwEvent>[] {
  return readEvents(conn, dwTableDef, matchId, contextOf(conn, matchId, 'read'));
}

/**
 * One stored event checked against the contract: the event, or what is wrong with it in words. The table's reads
 * and the league import (importChecks.ts) judge a row by this one function.
 */
export function checkTableEvent(r: { kind: unknown; payload: unknown }): { event: DwEvent } | { problem: string } {
  return checkEvent(dwTableDef, r);
}

function teamsOf(conn: LeagueConnection, franchiseIds: number[]): Map<number, { name: string; colour: string }> {
  const out = new Map<number, { name: string; colour: string }>();
  const get = conn.sqlite.prepare(`SELECT name, colour FROM franchises WHERE id = ?`);
  for (const id of franchiseIds) out.set(id, (get.get(id) as { name: string; colour: string } | undefined) ?? { name: `team ${id}`, colour: '#888888' });
  return out;
}

function view(conn: LeagueConnection, l: DwContext, now: TableNow, events: readonly StoredEvent<DwEvent>[]): DwTableState {
  const franchiseIds = [...new Set([...now.cars.values()].map((c) => c.franchiseId))];
  const names = teamsOf(conn, franchiseIds);
  const teams = franchiseIds.map((franchiseId) => {
    const cars = [...now.cars.values()]
      .filter((c) => c.franchiseId === franchiseId)
      .map((c) => {
        const against = now.attacks.filter((a) => a.on === c.vehicleId);
        return {
          vehicleId: c.vehicleId,
          franchiseId,
          name: c.name,
          driver: c.driver,
          derived: c.derived,
          aim: c.aim,
          card: now.cards.get(c.vehicleId)!,
          turn: { attackedBy: [...new Set(against.map((a) => a.by))], rammed: against.some((a) => a.ram), shockTested: now.shockTested.has(c.vehicleId) },
        };
      });
    return {
      franchiseId,
      ...names.get(franchiseId)!,
      running: cars.filter((c) => !c.card.destroyed).length,
      kills: cars.reduce((s, c) => s + c.card.kills, 0),
      cars,
    };
  });
  const result = match.gameResult(Object.fromEntries(teams.map((t) => [String(t.franchiseId), t.running])), now.turnsPlayed, l.settings);
  return {
    matchId: l.matchId,
    number: l.number,
    recorded: l.recorded,
    started: events.length > 0,
    round: now.round,
    turnsPlayed: now.turnsPlayed,
    phase: now.phase,
    order: now.order,
    teams,
    log: events.flatMap(({ seq, event }) => (event.t === 'act' ? [{ seq, kind: event.intent.kind, resolution: event.resolution }] : [])),
    result:
      result.state === 'playing'
        ? result
        : {
            ...result,
            winner: result.winner === null ? null : Number(result.winner),
            reason: result.winner === null ? result.reason : result.reason.replace(result.winner, names.get(Number(result.winner))?.name ?? result.winner),
          },
  };
}

export function dwTableState(conn: LeagueConnection, matchId: number): DwTableState {
  const t = foldedTable(conn, dwTable, matchId);
  return view(conn, t.context, t.state, t.events);
}

/** What a die still to be rolled is: its count (as the rule says it) and its dice. */
function unrolled(r: DwResolution): DwResolution {
  return {
    ...r,
    steps: r.steps.map((s) => {
      const d = s.dice[0];
      if (!d) return s;
      const firstSet = s.dice.filter((x) => !x.rerolled);
      return { ...s, dice: [], result: `to roll: ${s.count?.text ?? firstSet.length} × ${d.notation}` };
    }),
    // A resolution with no dice at all (a measurement, a ram between equal armours) is already its outcome.
    outcome: r.steps.some((s) => s.dice.length) ? 'Nothing rolled yet' : r.outcome,
  };
}

/** Every modifier and the target of a calculator on the table as it stands, refusals included; nothing rolled or written. */
export function dwPreview(conn: LeagueConnection, input: { matchId: number; intent: DwIntent }): DwResolution {
  const t = foldedTable(conn, dwTable, input.matchId, 'write');
  return tableRefusals(() => unrolled(new dw.TableResolver(t.state, t.context.settings, new ProbeDice(), true).resolve(input.intent).resolution));
}

/** Resolve one intent with the league's dice as one operation of the table service: its events, its rolls in the dice log, one undo. */
export function dwAct(conn: LeagueConnection, input: DwActInput): DwActResult {
  const r = actOnTable(conn, dwTable, input);
  return { state: view(conn, r.context, r.state, r.events), resolution: r.result };
}
