/**
 * The race-combat table of one meeting on the league's table service (services/league/matchTable.ts): the engine's
 * `rcTableDef` (engine/racecombat/table: its events, kinds `rc.*`, its calculators, the meeting's result) with what
 * this half reads from the league file: a meeting's context (its number, the league's settings, the teams' cars as
 * the meeting starts) and the teams' names for the view. Every read replays; every intent is resolved by the engine
 * against the replayed table with the league's dice (rolled from the seed, or typed and checked per die) as one
 * operation of the service, its rolls in the dice log with their purpose, one undo. The meeting's finished races go
 * to the core's results through `match.recordOutcome`'s own service (`rcRecord`).
 */
import { crewCapacity, type RacecombatSettings, table as rc } from '../../../src-shared/engine/racecombat';
import type { MatchView } from '../../../src-shared/ipc/channels/leagueTypes';
import type { RcActInput, RcActResult, RcResolution, RcTableState, RcTeamView } from '../../../src-shared/ipc/channels/racecombat/table';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { actOnTable, checkEvent, type Folded, foldedTable, type MatchTable, type StoredEvent, tableRefusals } from '../league/matchTable';
import { statement } from '../league/prepared';
import { checkStartThenActs, unrolled } from '../league/startedTable';
import { ProbeDice } from '../league/probeDice';
import { recordOutcome } from '../league/results';
import { matchRow } from '../league/schedule';
import type { TableServices } from '../rulesetHooks';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp } from './tableCars';

type Ctx = rc.RcContext;
type Now = rc.RcTableNow;
const { rcTableDef } = rc;

function contextOf(conn: LeagueConnection, matchId: number, purpose: 'read' | 'write'): Ctx {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== 'racecombat')
    throw ServiceError.unavailable(`The race-combat table plays race-combat meetings; this is a ${ruleset.name} league. Nothing was changed.`);
  const m = matchRow(conn, matchId);
  const recorded = m.status === 'recorded';
  if (purpose === 'write' && recorded)
    throw ServiceError.conflict(`Match ${m.number} has been recorded; its table is closed. Undo the recording to race on.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
  const settings = readLeagueSettings(conn) as RacecombatSettings;
  let cars: rc.RcStartCar[] | undefined;
  return {
    matchId,
    number: m.number,
    recorded,
    settings,
    lineUp: () => {
      cars ??= lineUp(conn, matchId, m.number);
      return cars;
    },
  };
}

function teamsOf(conn: LeagueConnection, ids: number[]): Map<number, { name: string; colour: string }> {
  const get = statement(conn, `SELECT name, colour FROM franchises WHERE id = ?`);
  return new Map(ids.map((id) => [id, (get.get(id) as { name: string; colour: string } | undefined) ?? { name: `team ${id}`, colour: '#888888' }]));
}

function view(conn: LeagueConnection, ctx: Ctx, now: Now, events: readonly StoredEvent<rc.RcEvent>[]): RcTableState {
  const starts = [...now.start.values()];
  const ids = [...new Set(starts.map((s) => s.franchiseId))];
  const names = teamsOf(conn, ids);
  const teams = ids.map(
    (franchiseId): RcTeamView => ({
      franchiseId,
      ...names.get(franchiseId)!,
      cars: starts
        .filter((s) => s.franchiseId === franchiseId)
        .map((s) => ({
          ...now.cars.get(s.vehicleId)!,
          franchiseId,
          name: s.name,
          driverName: s.driverName,
          driverId: s.driverId,
          gunnerName: s.gunnerName,
          design: s.design,
          crewCapacity: { driver: crewCapacity(s.design, 'driver'), gunner: s.design.gunner ? crewCapacity(s.design, 'gunner') : null },
        })),
    }),
  );
  const m = rc.meetingResult(now);
  const outOf = (race: number, car: number) => now.outs.find((o) => o.race === race && o.car === car) ?? null;
  // The race each act was resolved in: the clock before it (a nextRace's own line belongs to the race it starts).
  let race = 1;
  const log = events.flatMap(({ seq, event }) => {
    if (event.t !== 'act') return [];
    race = event.after.clock.race;
    return [{ seq, kind: event.intent.kind, race, resolution: event.resolution }];
  });
  return {
    matchId: ctx.matchId,
    number: ctx.number,
    recorded: ctx.recorded,
    started: events.length > 0,
    clock: now.clock,
    teams,
    log,
    result: {
      state: m.state,
      rule: m.rule,
      races: m.races.map((r) => ({
        race: r.race,
        placed: r.entrants.map((e) => {
          const s = now.start.get(e.vehicleId)!;
          const o = e.out ? outOf(r.race, e.vehicleId) : null;
          return {
            vehicleId: e.vehicleId,
            car: s.name,
            driver: s.driverName,
            franchiseId: e.franchiseId,
            placing: e.placing,
            out: o ? { lap: o.lap, turn: o.turn, why: o.why, by: o.by === null ? null : (now.start.get(o.by)?.name ?? null) } : null,
            stats: e.stats,
          };
        }),
      })),
      rounds: m.races.map((r) => ({
        teams: [],
        entrants: r.entrants.map((e) => ({ franchiseId: e.franchiseId, personId: e.personId, placing: e.placing, stats: e.stats })),
      })),
    },
  };
}

/** The service half of the ruleset's table (its `table` hook): a meeting's context, its log's order, its view. */
export const rcTableServices: TableServices<rc.RcEvent, Now, Ctx, rc.RcIntent> = {
  context: contextOf,
  checkLog: (events, ctx) => checkStartThenActs(events, ctx.number, { match: 'match', starts: 'meeting' }),
  view: (conn, t: Folded<rc.RcEvent, Now, Ctx>) => view(conn, t.context, t.state, t.events),
};

/** The table on the service: both halves. */
export const rcTable: MatchTable<rc.RcEvent, Now, Ctx, rc.RcIntent, RcResolution> = { def: rcTableDef, ...rcTableServices };

/** One stored event checked against the contract: the event, or what is wrong with it in words (the import's check too). */
export function checkRcEvent(r: { kind: unknown; payload: unknown }): { event: rc.RcEvent } | { problem: string } {
  return checkEvent(rcTableDef, r);
}

/** The table folded as the league file holds it, for the odds, the record and the careers. */
export const rcFolded = (conn: LeagueConnection, matchId: number, purpose: 'read' | 'write' = 'read') => foldedTable(conn, rcTable, matchId, purpose);

export function rcTableState(conn: LeagueConnection, matchId: number): RcTableState {
  const t = rcFolded(conn, matchId);
  return view(conn, t.context, t.state, t.events);
}

/** Every modifier of a calculator on the table as it stands, refusals included; nothing rolled or written. */
export function rcPreview(conn: LeagueConnection, input: { matchId: number; intent: rc.RcIntent }): RcResolution {
  const t = rcFolded(conn, input.matchId, 'write');
  return tableRefusals(() =>
    unrolled(new rc.RcResolver(t.state, t.context.settings, new ProbeDice()).resolve(input.intent).resolution, (label) => label === '1d20'),
  );
}

/** Resolve one intent with the league's dice as one operation of the table service: its events, its rolls in the dice log, one undo. */
export function rcAct(conn: LeagueConnection, input: RcActInput): RcActResult {
  const r = actOnTable(conn, rcTable, input);
  return { state: view(conn, r.context, r.state, r.events), resolution: r.result };
}

/**
 * The meeting into the core's results: its finished races as rounds, each car's driver placed with the declared stats,
 * through the core's recording (one operation with the careers and the ruleset's after-result step; one undo).
 */
export function rcRecord(conn: LeagueConnection, matchId: number): MatchView {
  const t = rcFolded(conn, matchId, 'write');
  const m = rc.meetingResult(t.state);
  if (m.state !== 'between')
    throw ServiceError.conflict(
      `Race ${m.race} of match ${t.context.number} has no finishing order yet: type it (finishRace) before recording the meeting. Nothing was changed.`,
      [{ path: ['matchId'], message: `Race ${m.race} is not finished` }],
    );
  const rounds = m.races.map((r) => ({
    teams: [],
    entrants: r.entrants.map((e) => ({ franchiseId: e.franchiseId, personId: e.personId, placing: e.placing, stats: e.stats })),
  }));
  return recordOutcome(conn, { matchId, rounds });
}

/**
 * The table's part of the careers of a recorded meeting (for the ruleset's careers hook): each elimination, and each
 * car put out by another's act as a kill of that car's driver. Read from the table's events: a correction's taking
 * an elimination back is taken back here too.
 */
export interface RcCareerEvent {
  competitorId: number;
  kind: 'race-eliminated' | 'race-kill';
  text: string;
}

export function rcMeetingCareer(conn: LeagueConnection, matchId: number): RcCareerEvent[] {
  return rcMeetingTable(conn, matchId)?.events ?? [];
}

/**
 * What the careers read of a meeting played at the table, folded once: its career events (above), and each car's
 * gunner by its driver (the line-up as the meeting started). Null for a meeting recorded without the table (nothing
 * is folded: a recording pays for no table it did not use).
 */
export function rcMeetingTable(
  conn: LeagueConnection,
  matchId: number,
): { events: RcCareerEvent[]; gunners: Map<number, { gunnerId: number; car: string }> } | null {
  if (!statement(conn, `SELECT 1 FROM assistant_events WHERE match_id = ? LIMIT 1`).get(matchId)) return null;
  const t = rcFolded(conn, matchId);
  const now = t.state;
  const acts = t.events.filter((e) => e.event.t === 'act');
  const events = now.outs.flatMap((o) => {
    const car = now.start.get(o.car)!;
    const out: RcCareerEvent[] = [
      { competitorId: car.driverId, kind: 'race-eliminated', text: `race ${o.race}: ${car.name} out on lap ${o.lap}, turn ${o.turn} (${o.why})` },
    ];
    const by = o.by === null ? null : now.start.get(o.by);
    if (by) {
      // The act that put it out: a shot the gunner fired is the gunner's kill, anything else the driver's.
      const act = acts[o.act - 1]?.event;
      const gunner = act?.t === 'act' && act.intent.kind === 'shoot' && act.intent.by === 'gunner' && by.gunnerId !== null;
      out.push({
        competitorId: gunner ? by.gunnerId! : by.driverId,
        kind: 'race-kill',
        text: `race ${o.race}: put ${car.name} (${car.driverName}) out${gunner ? ` as the ${by.name}'s gunner` : ''} (${o.why})`,
      });
    }
    return out;
  });
  const gunners = new Map<number, { gunnerId: number; car: string }>();
  for (const s of now.start.values()) if (s.gunnerId !== null) gunners.set(s.driverId, { gunnerId: s.gunnerId, car: s.name });
  return { events, gunners };
}
