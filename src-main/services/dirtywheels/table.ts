/**
 * The Dirty Wheels table of one match on the league's table service (services/league/matchTable.ts): its events
 * (`assistant_events`, kinds `dw.*`, checked by `dwEventSchema`), folded by the engine's card reducer into fresh live
 * cards (gaps.md #9). Every read replays; every intent is resolved by the engine against the replayed table with the
 * league's dice (rolled from the seed, or typed and checked per die) as one operation of the service, its rolls in
 * the dice log with their purpose.
 */
import { applySpec, type Dice, parseNotation, type RollRecord, rawValues } from '../../../src-shared/engine/dice';
import type { TableDef } from '../../../src-shared/engine/core/table';
import { type DirtyWheelsSettings, match } from '../../../src-shared/engine/dirtywheels';
import {
  type DwActInput,
  type DwActResult,
  type DwEvent,
  dwEventSchema,
  type DwIntent,
  type DwResolution,
  type DwStartCar,
  type DwTableState,
} from '../../../src-shared/ipc/channels/dirtywheels/table';
import type { LeagueConnection } from '../../db/connection';
import { actOnTable, checkEvent, foldedTable, type MatchTable, readEvents, type StoredEvent } from '../league/matchTable';
import { matchRow } from '../league/schedule';
import { ServiceError } from '../errors';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp, type TableCar, tableCar } from './tableCars';
import { step, TableResolver, type TableNow } from './tableResolve';

type ActEvent = Extract<DwEvent, { t: 'act' }>;

/** What the table reads from the league file for one match. */
interface DwContext {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: DirtyWheelsSettings;
  /** The teams' cars as they stand now: the line-up of a game nothing has happened in yet (read once, when asked). */
  lineUp: () => DwStartCar[];
}

/** One event on the table: the line-up's fresh cards, or an intent's outcomes through the engine's card reducer. */
const reduce = (now: TableNow, e: DwEvent, ctx: DwContext): TableNow => (e.t === 'start' ? freshTable(e.cars, ctx.settings) : step(now, e));

/** Dirty Wheels' table, declared for the table service: its events, its reducer (the engine's cards), its words. */
export const dwTableDef: TableDef<DwEvent, TableNow, DwContext, DwIntent, DwResolution> = {
  ruleset: 'dirtywheels',
  ops: 'dwTable',
  eventSchema: dwEventSchema,
  kindOf: (e) => (e.t === 'start' ? 'dw.start' : `dw.${e.intent.kind}`),
  // A stored game starts from its own line-up; the teams' cars now are read only for a game not started yet.
  fold: (events, ctx) => {
    const started = events[0]?.t === 'start';
    const fresh = freshTable(started ? (events[0] as Extract<DwEvent, { t: 'start' }>).cars : ctx.lineUp(), ctx.settings);
    return events.slice(started ? 1 : 0).reduce((now, e) => reduce(now, e, ctx), fresh);
  },
  reduce,
  words: (appended, _before, ctx) => {
    const act = appended.find((e): e is ActEvent => e.t === 'act');
    return `Match ${ctx.number}: ${act ? `${act.resolution.title}: ${act.resolution.outcome}` : 'the game starts'}`;
  },
  damaged: (row, problem, ctx) =>
    `Event ${row.seq} (${row.kind}) of match ${ctx.number}'s table is damaged: ${problem}. The table cannot be replayed; undo back past it, or restore the league from a copy.`,
  intentName: (intent) => intent.kind,
  resolve: (now, intent, dice, ctx, events) => {
    const r = new TableResolver(now, ctx.settings, dice, false).resolve(intent);
    const act: ActEvent = { t: 'act', intent, ...r };
    // The game's first intent stores the line-up it starts with: a later refit does not rewrite the game (gaps.md #9).
    return { events: events.length ? [act] : [{ t: 'start', cars: ctx.lineUp() }, act], result: r.resolution };
  },
};

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

/** The table on the service: a match's context read, its events checked for order before they are folded. */
export const dwTable: MatchTable<DwEvent, TableNow, DwContext, DwIntent, DwResolution> = {
  def: dwTableDef,
  context: contextOf,
  checkLog: checkOrder,
};

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

/** Car names as the table shows them: a name two cars of the match share gets the car's number. */
function uniqueNames(cars: readonly DwStartCar[]): DwStartCar[] {
  const count = new Map<string, number>();
  for (const c of cars) count.set(c.name, (count.get(c.name) ?? 0) + 1);
  return cars.map((c) => (count.get(c.name)! > 1 ? { ...c, name: `${c.name} #${c.vehicleId}` } : c));
}

/** The table before any event: every car on a fresh card. */
export function freshTable(start: readonly DwStartCar[], settings: DirtyWheelsSettings): TableNow {
  const cars = new Map<number, TableCar>(uniqueNames(start).map((c) => [c.vehicleId, tableCar(c, settings)]));
  const cards = new Map([...cars.values()].map((c) => [c.vehicleId, match.freshCard(String(c.vehicleId), c.derived.structure.value, c.derived.speed.value)]));
  return { cars, cards, phase: 'start', round: 0, turnsPlayed: 0, order: null, attacks: [], shockTested: new Set() };
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

/**
 * Dice for a preview: the faces go round the die's range (so a roll-off settles) and nothing is kept; the preview
 * shows none of them, only what the calculator added and needed.
 */
class ProbeDice implements Dice {
  readonly log: RollRecord[] = [];
  roll(notation: string, purpose: string): RollRecord {
    const spec = parseNotation(notation);
    const faces = rawValues(spec);
    const raw = faces[this.log.length % faces.length]!;
    const r: RollRecord = { seq: this.log.length, notation, purpose, faces: [raw], raw, value: applySpec(spec, raw), mode: 'app' };
    this.log.push(r);
    return r;
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    return { ...this.roll(previous.notation, previous.purpose), rerollOf: previous.seq, rerollReason: reason };
  }
  decide(record: RollRecord, decided: string): RollRecord {
    record.decided = decided;
    return record;
  }
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
  return unrolled(new TableResolver(t.state, t.context.settings, new ProbeDice(), true).resolve(input.intent).resolution);
}

/** Resolve one intent with the league's dice as one operation of the table service: its events, its rolls in the dice log, one undo. */
export function dwAct(conn: LeagueConnection, input: DwActInput): DwActResult {
  const r = actOnTable(conn, dwTable, input);
  return { state: view(conn, r.context, r.state, r.events), resolution: r.result };
}
