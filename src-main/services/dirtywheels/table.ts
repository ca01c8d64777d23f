/**
 * The Dirty Wheels table of one match in the league file: its events (`assistant_events`, kinds `dw.*`, one row
 * each, written in the operation's own transaction so Ctrl+Z takes them back with the journal entry), folded by the
 * engine's card reducer into fresh live cards (gaps.md #9). Every read replays; every intent is resolved by the
 * engine against the replayed table with the league's dice (rolled from the seed, or typed and checked per die),
 * and the rolls land in the dice log with their purpose, in the same operation.
 */
import { applySpec, type Dice, parseNotation, type RollRecord, rawValues } from '../../../src-shared/engine/dice';
import { type DirtyWheelsSettings, dirtyWheelsSettingsSchema, match } from '../../../src-shared/engine/dirtywheels';
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
import { rollingOperation } from '../league/rolling';
import { matchRow } from '../league/schedule';
import { ServiceError } from '../errors';
import { leagueRuleset, readLeagueSettings } from '../settings';
import { lineUp, type TableCar, tableCar } from './tableCars';
import { step, TableResolver, type TableNow } from './tableResolve';

type ActEvent = Extract<DwEvent, { t: 'act' }>;

interface Loaded {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: DirtyWheelsSettings;
  /** The stored events; empty until the first intent. */
  events: { seq: number; event: DwEvent }[];
  start: DwStartCar[];
  now: TableNow;
}

/**
 * Rows already checked, by row id: parsed again only when the text changed (an undo and a new intent reuse an id).
 * Events are never changed in place (the fold copies what it changes), so the parsed objects are shared.
 */
const checkedRows = new WeakMap<LeagueConnection, Map<number, { kind: string; payload: string; event: DwEvent }>>();

/** The match's events in order, each checked against the contract: a damaged row is named, never guessed at. */
export function readTableEvents(conn: LeagueConnection, matchId: number, number: number): { seq: number; event: DwEvent }[] {
  const rows = conn.sqlite.prepare(`SELECT id, seq, kind, payload FROM assistant_events WHERE match_id = ? ORDER BY seq`).all(matchId) as {
    id: number;
    seq: number;
    kind: string;
    payload: string;
  }[];
  const cache = checkedRows.get(conn) ?? new Map<number, { kind: string; payload: string; event: DwEvent }>();
  checkedRows.set(conn, cache);
  return rows.map((r) => {
    const known = cache.get(r.id);
    if (known && known.payload === r.payload && known.kind === r.kind) return { seq: r.seq, event: known.event };
    const event = checkRow(r, number);
    cache.set(r.id, { kind: r.kind, payload: r.payload, event });
    return { seq: r.seq, event };
  });
}

/**
 * One stored event checked against the contract: the event, or what is wrong with it in words. The table's reads
 * and the league import (importChecks.ts) judge a row by this one function.
 */
export function checkTableEvent(r: { kind: unknown; payload: unknown }): { event: DwEvent } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(String(r.payload));
  } catch {
    return { problem: 'its payload is not JSON' };
  }
  const parsed = dwEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'unreadable'}` };
  }
  const kind = parsed.data.t === 'start' ? 'dw.start' : `dw.${parsed.data.intent.kind}`;
  if (kind !== r.kind) return { problem: `its kind says ${String(r.kind)} but its payload is ${kind}` };
  return { event: parsed.data };
}

function checkRow(r: { seq: number; kind: string; payload: string }, number: number): DwEvent {
  const checked = checkTableEvent(r);
  if ('problem' in checked)
    throw ServiceError.conflict(
      `Event ${r.seq} (${r.kind}) of match ${number}'s table is damaged: ${checked.problem}. The table cannot be replayed; undo back past it, or restore the league from a copy.`,
      [{ path: ['matchId'], message: `Event ${r.seq} is damaged` }],
    );
  return checked.event;
}

/** Append events checked against the contract; returns their seq numbers. */
function appendEvents(conn: LeagueConnection, matchId: number, events: readonly DwEvent[]): number[] {
  const last = (conn.sqlite.prepare(`SELECT coalesce(max(seq), 0) AS s FROM assistant_events WHERE match_id = ?`).get(matchId) as { s: number }).s;
  const insert = conn.sqlite.prepare(`INSERT INTO assistant_events (match_id, seq, kind, payload) VALUES (?, ?, ?, ?)`);
  return events.map((e, i) => {
    const checked = dwEventSchema.parse(e);
    insert.run(matchId, last + i + 1, checked.t === 'start' ? 'dw.start' : `dw.${checked.intent.kind}`, JSON.stringify(checked));
    return last + i + 1;
  });
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

function load(conn: LeagueConnection, matchId: number): Loaded {
  const ruleset = leagueRuleset(conn);
  if (ruleset.id !== 'dirtywheels') throw ServiceError.unavailable(`The Dirty Wheels table plays Dirty Wheels matches; this is a ${ruleset.name} league.`);
  const m = matchRow(conn, matchId);
  const settings = dirtyWheelsSettingsSchema.parse(readLeagueSettings(conn));
  const events = readTableEvents(conn, matchId, m.number);
  const first = events[0]?.event;
  if (first && first.t !== 'start')
    throw ServiceError.conflict(
      `Event ${events[0]!.seq} of match ${m.number}'s table should start the game but is a ${first.intent.kind}; the table is damaged.`,
    );
  const start = first?.t === 'start' ? first.cars : lineUp(conn, matchId, m.number);
  let now = freshTable(start, settings);
  for (const { event } of events.slice(1)) {
    if (event.t !== 'act') throw ServiceError.conflict(`Match ${m.number}'s table starts twice; the table is damaged.`);
    now = step(now, event);
  }
  return { matchId, number: m.number, recorded: m.status === 'recorded', settings, events, start, now };
}

function teamsOf(conn: LeagueConnection, franchiseIds: number[]): Map<number, { name: string; colour: string }> {
  const out = new Map<number, { name: string; colour: string }>();
  const get = conn.sqlite.prepare(`SELECT name, colour FROM franchises WHERE id = ?`);
  for (const id of franchiseIds) out.set(id, (get.get(id) as { name: string; colour: string } | undefined) ?? { name: `team ${id}`, colour: '#888888' });
  return out;
}

function view(conn: LeagueConnection, l: Loaded, now: TableNow, events: readonly { seq: number; event: DwEvent }[]): DwTableState {
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
  const l = load(conn, matchId);
  return view(conn, l, l.now, l.events);
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

function refuseRecorded(l: Loaded): void {
  if (l.recorded)
    throw ServiceError.conflict(`Match ${l.number} has been recorded; its table is closed. Undo the recording to play on.`, [
      { path: ['matchId'], message: 'Recorded' },
    ]);
}

/** Every modifier and the target of a calculator on the table as it stands, refusals included; nothing rolled or written. */
export function dwPreview(conn: LeagueConnection, input: { matchId: number; intent: DwIntent }): DwResolution {
  const l = load(conn, input.matchId);
  refuseRecorded(l);
  return unrolled(new TableResolver(l.now, l.settings, new ProbeDice(), true).resolve(input.intent).resolution);
}

/** Resolve one intent with the league's dice as one operation: its events, its rolls in the dice log, one undo. */
export function dwAct(conn: LeagueConnection, input: DwActInput): DwActResult {
  return rollingOperation(conn, `dwTable.${input.intent.kind}`, input, { matchId: input.matchId }, (ctx) => {
    const l = load(conn, input.matchId);
    refuseRecorded(l);
    const r = new TableResolver(l.now, l.settings, ctx.dice, false).resolve(input.intent);
    const act: ActEvent = { t: 'act', intent: input.intent, ...r };
    const fresh: DwEvent[] = l.events.length ? [act] : [{ t: 'start', cars: l.start }, act];
    const seqs = appendEvents(conn, input.matchId, fresh);
    const events = [...l.events, ...fresh.map((event, i) => ({ seq: seqs[i]!, event }))];
    return {
      value: { state: view(conn, l, step(l.now, act), events), resolution: r.resolution },
      summary: `Match ${l.number}: ${r.resolution.title}: ${r.resolution.outcome}`,
    };
  });
}
