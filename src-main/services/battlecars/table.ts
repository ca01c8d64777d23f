/**
 * The battlecars table of one match on the league's table service (services/league/matchTable.ts): the engine's
 * `bcTableDef` (engine/battlecars/table: its events, kinds `bc.*`, its calculators, its result) with what this half
 * reads from the league file: a match's context (its number, the league's settings and card types, the players'
 * vehicles as the game starts) and the players' names for the view. Every read replays; every intent is resolved
 * by the engine against the replayed table with the league's dice (rolled from the seed, or typed and checked per
 * die) as one operation of the service, its rolls in the dice log with their purpose, one undo.
 */
import { type BattlecarsSettings, destroyed, table as bc } from '../../../src-shared/engine/battlecars';
import { ProbeDice } from '../league/probeDice';
import type { BcActInput, BcActResult, BcPlayerView, BcResolution, BcTableState } from '../../../src-shared/ipc/channels/battlecars/table';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { actOnTable, checkEvent, type Folded, foldedTable, type MatchTable, readEvents, type StoredEvent, tableRefusals } from '../league/matchTable';
import { statement } from '../league/prepared';
import { checkStartThenActs, unrolled } from '../league/startedTable';
import { matchRow } from '../league/schedule';
import type { TableServices } from '../rulesetHooks';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp } from './tableVehicles';

type Ctx = bc.BcContext;
type Now = bc.BcTableNow;
const { bcTableDef } = bc;

function contextOf(conn: LeagueConnection, matchId: number, purpose: 'read' | 'write'): Ctx {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== 'battlecars') throw ServiceError.unavailable(`The Battlecars table plays Battlecars matches; this is a ${ruleset.name} league.`);
  const m = matchRow(conn, matchId);
  const recorded = m.status === 'recorded';
  if (purpose === 'write' && recorded)
    throw ServiceError.conflict(`Match ${m.number} has been recorded; its table is closed. Undo the recording to play on.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  // Parsed by the league's ruleset's schema: the house rules, the card types and hand weapons.
  const settings = readLeagueSettings(conn) as BattlecarsSettings;
  let vehicles: bc.BcStartVehicle[] | undefined;
  return {
    matchId,
    number: m.number,
    recorded,
    settings,
    lineUp: () => {
      vehicles ??= lineUp(conn, matchId, m.number, settings.cardTypes);
      return vehicles;
    },
  };
}

function playersOf(conn: LeagueConnection, ids: number[]): Map<number, { name: string; colour: string }> {
  const get = statement(conn, `SELECT name, colour FROM franchises WHERE id = ?`);
  return new Map(ids.map((id) => [id, (get.get(id) as { name: string; colour: string } | undefined) ?? { name: `player ${id}`, colour: '#888888' }]));
}

function view(conn: LeagueConnection, ctx: Ctx, now: Now, events: readonly StoredEvent<bc.BcEvent>[]): BcTableState {
  const franchiseIds = [...new Set([...now.start.values()].map((v) => v.franchiseId))];
  const names = playersOf(conn, franchiseIds);
  const result = bc.gameResult(now);
  const at = (vehicleId: number) => [...now.drivers.values()].find((d) => d.status === 'aboard' && d.in === vehicleId)?.driver ?? null;
  const players = franchiseIds.map((franchiseId): BcPlayerView => {
    const mine = [...now.start.values()].filter((s) => s.franchiseId === franchiseId);
    const r = result.players.find((p) => p.franchiseId === franchiseId)!;
    return {
      franchiseId,
      ...names.get(franchiseId)!,
      standing: r.standing,
      placing: r.placing,
      kills: r.kills,
      wrecks: r.wrecks,
      vehicles: mine.map((s) => {
        const v = now.vehicles.get(s.vehicleId)!;
        return {
          ...v,
          franchiseId,
          name: s.name,
          card: s.card,
          at: at(s.vehicleId),
          destroyed: s.card.components.filter((c) => destroyed(s.card, v.state, c)).map((c) => c.id),
        };
      }),
      drivers: mine.map((s) => {
        const d = now.drivers.get(s.vehicleId)!;
        const weapon = d.hand ? (ctx.settings.handWeapons.find((w) => w.name === d.hand!.name) ?? null) : null;
        return { ...d, franchiseId, name: s.driverName, competitorId: s.competitorId, weapon };
      }),
    };
  });
  return {
    matchId: ctx.matchId,
    number: ctx.number,
    recorded: ctx.recorded,
    started: events.length > 0,
    turn: now.turn,
    players,
    log: events.flatMap(({ seq, event }) => (event.t === 'act' ? [{ seq, kind: event.intent.kind, resolution: event.resolution }] : [])),
    result:
      result.state === 'playing'
        ? { state: 'playing', rule: result.rule }
        : {
            state: 'over',
            winner: result.winner,
            reason: result.winner === null ? result.reason : `${names.get(result.winner)?.name}: ${result.reason}`,
            rule: result.rule,
            outcome: result.players.map((p) => ({ franchiseId: p.franchiseId, placing: p.placing!, stats: { kills: p.kills, wrecks: p.wrecks } })),
          },
  };
}

/** The service half of the ruleset's table (its `table` hook): a match's context, its log's order, its view. */
export const bcTableServices: TableServices<bc.BcEvent, Now, Ctx, bc.BcIntent> = {
  context: contextOf,
  checkLog: (events, ctx) => checkStartThenActs(events, ctx.number, { match: 'match', starts: 'game' }),
  view: (conn, t: Folded<bc.BcEvent, Now, Ctx>) => view(conn, t.context, t.state, t.events),
};

/** The table on the service: both halves. */
export const bcTable: MatchTable<bc.BcEvent, Now, Ctx, bc.BcIntent, BcResolution> = { def: bcTableDef, ...bcTableServices };

/** The match's events in order, each checked against the contract: a damaged row is named, never guessed at. */
export function readBcEvents(conn: LeagueConnection, matchId: number): StoredEvent<bc.BcEvent>[] {
  return readEvents(conn, bcTableDef, matchId, contextOf(conn, matchId, 'read'));
}

/** One stored event checked against the contract: the event, or what is wrong with it in words (the import's check too). */
export function checkBcEvent(r: { kind: unknown; payload: unknown }): { event: bc.BcEvent } | { problem: string } {
  return checkEvent(bcTableDef, r);
}

export function bcTableState(conn: LeagueConnection, matchId: number): BcTableState {
  const t = foldedTable(conn, bcTable, matchId);
  return view(conn, t.context, t.state, t.events);
}

/** The table folded as the league file holds it, for the odds and the careers. */
export const bcFolded = (conn: LeagueConnection, matchId: number, purpose: 'read' | 'write' = 'read') => foldedTable(conn, bcTable, matchId, purpose);

/** A die's own part of a sum (“Range dice 2d8”, “d8”, “3d8”): what a preview leaves out. */
const DIE_PART = /(^|\s)\d*d8$/;

/** Every modifier of a calculator on the table as it stands, refusals included; nothing rolled or written. */
export function bcPreview(conn: LeagueConnection, input: { matchId: number; intent: bc.BcIntent }): BcResolution {
  const t = bcFolded(conn, input.matchId, 'write');
  return tableRefusals(() =>
    unrolled(new bc.BcResolver(t.state, t.context.settings, new ProbeDice()).resolve(input.intent).resolution, (label) => DIE_PART.test(label)),
  );
}

/** Resolve one intent with the league's dice as one operation of the table service: its events, its rolls in the dice log, one undo. */
export function bcAct(conn: LeagueConnection, input: BcActInput): BcActResult {
  const r = actOnTable(conn, bcTable, input);
  return { state: view(conn, r.context, r.state, r.events), resolution: r.result };
}
