/**
 * The hex RPG table of one session on the league's table service (services/league/matchTable.ts): the engine's
 * `hexrpgTableDef` (engine/hexrpg/table: its events, kinds `hx.*`, its calculators, the session's outcome) with what
 * this half reads from the league file: a session's context (its number, the league's settings, the gangs as the
 * session starts) and the gangs' names for the view. Every read replays; every intent is resolved by the engine
 * against the replayed table with the league's dice (rolled from the seed, or typed and checked per die) as one
 * operation of the service, its rolls in the dice log with their purpose, one undo.
 */
import { deriveVehicle, type HexrpgSettings, table as hx } from '../../../src-shared/engine/hexrpg';
import type {
  HxActInput,
  HxActResult,
  HxGangView,
  HxPersonView,
  HxResolution,
  HxTableState,
  HxVehicleView,
} from '../../../src-shared/ipc/channels/hexrpg/table';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { actOnTable, checkEvent, type Folded, foldedTable, type MatchTable, readEvents, type StoredEvent, tableRefusals } from '../league/matchTable';
import { statement } from '../league/prepared';
import { checkStartThenActs, unrolled } from '../league/startedTable';
import { ProbeDice } from '../league/probeDice';
import { matchRow } from '../league/schedule';
import type { TableServices } from '../rulesetHooks';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp } from './tableLineUp';

type Ctx = hx.HxContext;
type Now = hx.HxTableNow;
const { hexrpgTableDef } = hx;

function contextOf(conn: LeagueConnection, matchId: number, purpose: 'read' | 'write'): Ctx {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== 'hexrpg') throw ServiceError.unavailable(`The hex RPG table plays hex RPG sessions; this is a ${ruleset.name} league.`);
  const m = matchRow(conn, matchId);
  const recorded = m.status === 'recorded';
  if (purpose === 'write' && recorded)
    throw ServiceError.conflict(`Session ${m.number} has been recorded; its table is closed. Undo the recording to play on.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  const settings = readLeagueSettings(conn) as HexrpgSettings;
  let start: hx.HxStart | undefined;
  return {
    matchId,
    number: m.number,
    recorded,
    settings,
    lineUp: () => {
      start ??= lineUp(conn, matchId, m.number, settings);
      return start;
    },
  };
}

function gangsOf(conn: LeagueConnection, ids: number[]): Map<number, { name: string; colour: string }> {
  const get = statement(conn, `SELECT name, colour FROM franchises WHERE id = ?`);
  return new Map(ids.map((id) => [id, (get.get(id) as { name: string; colour: string } | undefined) ?? { name: `gang ${id}`, colour: '#888888' }]));
}

function view(conn: LeagueConnection, ctx: Ctx, now: Now, events: readonly StoredEvent<hx.HxEvent>[]): HxTableState {
  const outcome = hx.sessionOutcome(now);
  const names = gangsOf(
    conn,
    outcome.gangs.map((g) => g.franchiseId),
  );
  const live = [...now.livePeople.values()];
  const personView = (id: number): HxPersonView => {
    const s = now.people.get(id)!;
    const p = now.livePeople.get(id)!;
    return {
      ...p,
      franchiseId: s.franchiseId,
      name: s.character.name,
      npc: s.character.npc,
      maxHp: s.character.musc,
      character: s.character,
      vehicleName: p.in === null ? null : (now.vehicles.get(p.in)?.vehicle.name ?? null),
    };
  };
  const vehicleView = (id: number): HxVehicleView => {
    const s = now.vehicles.get(id)!;
    const v = now.liveVehicles.get(id)!;
    const d = deriveVehicle(s.vehicle, ctx.settings);
    const aboard = live.filter((p) => p.in === id && p.status !== 'dead');
    return {
      ...v,
      franchiseId: s.franchiseId,
      name: s.vehicle.name,
      kind: s.vehicle.kind,
      maxHp: d.hp,
      maxFuel: d.fuel,
      movement: Math.max(0, d.movement - v.speedLoss),
      turns: d.turns,
      weapons: s.vehicle.weapons,
      driver: aboard.find((p) => p.seat === 'driver')?.personId ?? null,
      passengers: aboard.filter((p) => p.seat === 'passenger').map((p) => p.personId),
    };
  };
  const gangs = outcome.gangs.map(
    (g): HxGangView => ({
      franchiseId: g.franchiseId,
      ...names.get(g.franchiseId)!,
      survived: g.survived,
      kills: g.kills,
      people: [...now.people.values()].filter((p) => p.franchiseId === g.franchiseId).map((p) => personView(p.personId)),
      vehicles: [...now.vehicles.values()].filter((v) => v.franchiseId === g.franchiseId).map((v) => vehicleView(v.vehicleId)),
    }),
  );
  return {
    matchId: ctx.matchId,
    number: ctx.number,
    recorded: ctx.recorded,
    started: events.length > 0,
    turn: now.turn,
    gangs,
    log: events.flatMap(({ seq, event }) => (event.t === 'act' ? [{ seq, kind: event.intent.kind, resolution: event.resolution }] : [])),
    outcome: {
      rule: outcome.rule,
      teams: outcome.gangs.map((g) => ({ franchiseId: g.franchiseId, stats: { survived: g.survived, kills: g.kills } })),
      people: outcome.people,
    },
  };
}

/** The service half of the ruleset's table (its `table` hook): a session's context, its log's order, its view. */
export const hxTableServices: TableServices<hx.HxEvent, Now, Ctx, hx.HxIntent> = {
  context: contextOf,
  checkLog: (events, ctx) => checkStartThenActs(events, ctx.number, { match: 'session', starts: 'session' }),
  view: (conn, t: Folded<hx.HxEvent, Now, Ctx>) => view(conn, t.context, t.state, t.events),
};

/** The table on the service: both halves. */
export const hxTable: MatchTable<hx.HxEvent, Now, Ctx, hx.HxIntent, HxResolution> = { def: hexrpgTableDef, ...hxTableServices };

/** The session's events in order, each checked against the contract: a damaged row is named, never guessed at. */
export function readHxEvents(conn: LeagueConnection, matchId: number): StoredEvent<hx.HxEvent>[] {
  return readEvents(conn, hexrpgTableDef, matchId, contextOf(conn, matchId, 'read'));
}

/** One stored event checked against the contract: the event, or what is wrong with it in words (the import's check too). */
export function checkHxEvent(r: { kind: unknown; payload: unknown }): { event: hx.HxEvent } | { problem: string } {
  return checkEvent(hexrpgTableDef, r);
}

export function hxTableState(conn: LeagueConnection, matchId: number): HxTableState {
  const t = foldedTable(conn, hxTable, matchId);
  return view(conn, t.context, t.state, t.events);
}

/** The table folded as the league file holds it, for the odds and the careers. */
export const hxFolded = (conn: LeagueConnection, matchId: number, purpose: 'read' | 'write' = 'read') => foldedTable(conn, hxTable, matchId, purpose);

/**
 * A session's outcome as the table holds it (for the careers: each character's kills and death), or null when the
 * session was played without the table (the organizer's result alone).
 */
export function hxSessionOutcome(conn: LeagueConnection, matchId: number): hx.SessionOutcome | null {
  const t = hxFolded(conn, matchId);
  return t.events.length ? hx.sessionOutcome(t.state) : null;
}

/**
 * What a played session leaves on its characters and vehicles, as their conditions (engine `sessionConditions`), for
 * the recording to write; null when the session was played without the table.
 */
export function hxSessionConditions(conn: LeagueConnection, matchId: number): ReturnType<typeof hx.sessionConditions> | null {
  const t = hxFolded(conn, matchId);
  return t.events.length ? hx.sessionConditions(t.state, t.context.settings) : null;
}

/** Every modifier of a calculator on the table as it stands, refusals included; nothing rolled or written. */
export function hxPreview(conn: LeagueConnection, input: { matchId: number; intent: hx.HxIntent }): HxResolution {
  const t = hxFolded(conn, input.matchId, 'write');
  return tableRefusals(() => unrolled(new hx.HxResolver(t.state, t.context.settings, new ProbeDice()).resolve(input.intent).resolution));
}

/** Resolve one intent with the league's dice as one operation of the table service: its events, its rolls in the dice log, one undo. */
export function hxAct(conn: LeagueConnection, input: HxActInput): HxActResult {
  const r = actOnTable(conn, hxTable, input);
  return { state: view(conn, r.context, r.state, r.events), resolution: r.result };
}
