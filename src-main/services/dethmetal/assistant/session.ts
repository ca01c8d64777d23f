/**
 * The match assistant's table on the league's table service (services/league/matchTable.ts): the engine's
 * `assistantTableDef` (its events, one row each, checked by its schema, written in the operation's own transaction, so
 * Ctrl+Z takes them back with the journal entry and the dice, folded by the engine's reducer into the cards). Every read replays; every intent is
 * checked against the replayed table (the turn, the calculators' rules) and appended as events. The page sends
 * intents only.
 */
import { randomUUID } from 'node:crypto';
import { car as carRules, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { RoadSurface } from '../../../../src-shared/engine/dethmetal/car';
import * as tableRules from '../../../../src-shared/engine/dethmetal/assistant';
import type {
  ActInput,
  ActResult,
  AssistantCarInfo,
  AssistantState,
  CardEffect,
  CarState,
  PreviewInput,
  Preview,
  Resolution,
} from '../../../../src-shared/ipc/channels/dethmetal/assistant';
import type { LeagueConnection } from '../../../db/connection';
import { roundsWithCrew } from '../../league/crew';
import { appendEvents, readEvents, replaceEvent, tableOperation } from '../../league/matchTable';
import { heatCrews } from '../heatCrews';
import { ServiceError } from '../../errors';
import type { TableServices } from '../../rulesetHooks';
import { readSettings } from '../../settings';
import { MATCH_JOIN } from '../dethmetalMatches';
import { actorsOf, guarded, previewOnTable, refusal, resolveOnTable, tableOn } from './calculate';
import { loadCar, type Entry } from './table';

type Event = tableRules.TableEvent<Resolution>;
type State = tableRules.TableState<Resolution>;

interface MatchRow {
  id: number;
  number: number;
  status: string;
  heats: number;
  surface: string;
}

function matchRow(conn: LeagueConnection, matchId: number): MatchRow {
  const row = conn.sqlite.prepare(`SELECT m.id, m.number, m.status, dm.heats, dm.surface FROM ${MATCH_JOIN} WHERE m.id = ?`).get(matchId) as
    | MatchRow
    | undefined;
  if (!row) throw ServiceError.validation(`There is no match with id ${matchId}.`, [{ path: ['matchId'], message: `No match ${matchId}` }]);
  return row;
}

const surfaceOf = (m: MatchRow): RoadSurface => ((carRules.ROAD_SURFACES as readonly string[]).includes(m.surface) ? (m.surface as RoadSurface) : 'asphalt');

function entriesOf(conn: LeagueConnection, matchId: number, heat: number): Entry[] {
  return heatCrews(conn, matchId, { heat }).map(({ vehicleId, driverId, gunnerId }) => ({ vehicleId, driverId, gunnerId }));
}

/** What the assistant reads from the league file for one match: the match row, and its cars' fixed numbers. */
interface Context extends tableRules.AssistantTableContext {
  m: MatchRow;
  cars: Cars;
}

const contextOf = (m: MatchRow, cars: Cars): Context => ({
  m,
  cars,
  number: m.number,
  facts: (events) => cars.facts(events),
  carName: (entry) => cars.info(entry).name,
});

/** The assistant's table, declared in the engine (engine/dethmetal/assistant/table.ts): its events, fold, intents, words. */
const assistantTable = tableRules.assistantTableDef;

/**
 * What the league holds apart from the assistant's own events: the cars' fixed numbers change only with another
 * operation (a refit, a hire, a house rule), or with an undo or redo of one.
 */
function leagueVersion(conn: LeagueConnection): string {
  const r = conn.sqlite
    .prepare(
      `SELECT max(CASE WHEN state = 'done' THEN id END) AS done, count(CASE WHEN state = 'undone' THEN 1 END) AS undone FROM journal WHERE op NOT LIKE 'assistant.%'`,
    )
    .get() as { done: number | null; undone: number };
  return `${r.done ?? 0}:${r.undone}`;
}

const carCache = new WeakMap<LeagueConnection, { version: string; loaded: Map<string, AssistantCarInfo> }>();

/** Each car's fixed numbers, loaded once for as long as nothing but the assistant has written. */
class Cars {
  private readonly loaded: Map<string, AssistantCarInfo>;
  constructor(
    private readonly conn: LeagueConnection,
    private readonly settings: DethmetalSettings,
  ) {
    const version = leagueVersion(conn);
    const kept = carCache.get(conn);
    const cached = kept && kept.version === version ? kept : { version, loaded: new Map<string, AssistantCarInfo>() };
    carCache.set(conn, cached);
    this.loaded = cached.loaded;
  }
  info(e: Entry): AssistantCarInfo {
    const key = `${e.vehicleId}:${e.driverId}:${e.gunnerId ?? ''}`;
    let info = this.loaded.get(key);
    if (!info) {
      info = loadCar(this.conn, this.settings, e, ['entries']).info;
      this.loaded.set(key, info);
    }
    return info;
  }
  facts(events: readonly Event[]): Map<number, tableRules.CarFacts> {
    const out = new Map<number, tableRules.CarFacts>();
    for (const e of events) if (e.t === 'heat') for (const c of e.starts) out.set(c.vehicleId, this.info(c));
    return out;
  }
}

interface Computed {
  m: MatchRow;
  context: Context;
  events: Event[];
  cars: Cars;
  state: State;
  /** The index of the current heat's start event when nothing has happened since (the table follows the assignments). */
  freshAt: number | null;
}

/** The cards a heat starts with, from the crews assigned now and what earlier heats left on the cars. */
function liveStarts(cars: Cars, conn: LeagueConnection, matchId: number, heat: number, before: State, restart: boolean): CarState[] {
  const finished = restart || before.cards.length === 0 ? before.finished : [...before.finished, { heat: before.position.heat, cards: before.cards }];
  return tableRules.heatStarts(
    finished.filter((f) => f.heat !== heat),
    entriesOf(conn, matchId, heat).map((e) => cars.info(e)),
  );
}

/** Replay the events; a heat nothing has happened in yet takes the crews assigned by now. */
function compute(conn: LeagueConnection, matchId: number, settings: DethmetalSettings = readSettings(conn)): Computed {
  const m = matchRow(conn, matchId);
  const cars = new Cars(conn, settings);
  // Each row checked against the contract: a damaged one is named, not guessed at.
  const context = contextOf(m, cars);
  const events = readEvents(conn, assistantTable, matchId, context).map((e) => e.event);
  const lastHeat = events.findLastIndex((e) => e.t === 'heat');
  let freshAt: number | null = null;
  if (lastHeat >= 0 && lastHeat === events.length - 1 && m.status !== 'recorded') {
    const start = events[lastHeat] as Extract<Event, { t: 'heat' }>;
    const before = tableRules.fold(events.slice(0, lastHeat), cars.facts(events.slice(0, lastHeat)));
    events[lastHeat] = { ...start, starts: liveStarts(cars, conn, matchId, start.heat, before, start.restart) };
    freshAt = lastHeat;
  }
  const state = assistantTable.fold(events, context);
  return { m, context, events, cars, state, freshAt };
}

function toState(conn: LeagueConnection, c: Computed): AssistantState {
  const s = c.state;
  const infos = s.cards.map((card) => c.cars.info(card));
  const assigned = new Set(roundsWithCrew(conn, c.m.id));
  const nextHeat = !s.started ? 1 : s.over ? s.position.heat + 1 : null;
  const startable =
    nextHeat !== null && nextHeat <= c.m.heats && assigned.has(nextHeat) ? { heat: nextHeat, cars: entriesOf(conn, c.m.id, nextHeat).length } : null;
  return {
    ...s,
    matchId: c.m.id,
    matchNumber: c.m.number,
    heats: c.m.heats,
    surface: surfaceOf(c.m),
    infos,
    startable,
    assignedNow: s.started ? entriesOf(conn, c.m.id, s.position.heat).length : 0,
    result: tableRules.matchTotals(c.events, s),
    events: c.events.length,
  };
}

export function assistantState(conn: LeagueConnection, matchId: number): AssistantState {
  return toState(conn, compute(conn, matchId));
}

function nameOf(c: Pick<Computed, 'cars' | 'state'>, id: number): string {
  const card = c.state.cards.find((x) => x.vehicleId === id);
  return card ? c.cars.info(card).name : `car ${id}`;
}

function tableFor(conn: LeagueConnection, settings: DethmetalSettings, c: Computed) {
  const p = c.state.position;
  return tableOn(conn, settings, { cars: c.state.cards, surface: surfaceOf(c.m), where: { heat: p.heat, turn: p.turn, phase: p.phase } });
}

/** The check for being damaged is taken when hit, in the shooter's slot; everything else a car does, in its own. */
const inSlot = (calculator: PreviewInput['calculator']) => !(calculator.kind === 'hazard' && calculator.hazard.type === 'damaged');

/** The turn's rules under the league's house rules. */
const rulesOf = (settings: DethmetalSettings) => tableRules.actionRules(settings.match);

export function previewCalculation(conn: LeagueConnection, input: PreviewInput): Preview {
  const settings = readSettings(conn);
  const c = compute(conn, input.matchId, settings);
  if (!c.state.started) throw ServiceError.conflict('No heat has started: start the heat first (Part III › Turn Sequence).');
  guarded(() => tableRules.requireOnTrack(c.state, actorsOf(input.calculator)));
  const preview = previewOnTable(tableFor(conn, settings, c), input.calculator);
  const turn = tableRules.turnBlockers(
    c.state,
    input.calculator.kind,
    actorsOf(input.calculator),
    (id) => nameOf(c, id),
    rulesOf(settings),
    inSlot(input.calculator),
  );
  return { ...preview, blockers: [...turn, ...preview.blockers] };
}

const requireCards = (c: Computed, effects: readonly CardEffect[]) =>
  tableRules.requireOnTrack(
    c.state,
    effects.map((e) => e.vehicleId),
  );

/** The start (or restart) of a heat, from the crews assigned to it by now. */
function startEvents(conn: LeagueConnection, c: Computed, heat: number, restart: boolean): Event[] {
  tableRules.checkHeatStart(c.state, { heat, restart, heats: c.m.heats, matchNumber: c.m.number, assigned: entriesOf(conn, c.m.id, heat).length });
  const cut = restart ? c.events.findLastIndex((e) => e.t === 'heat' && e.heat === heat) : c.events.length;
  const before = tableRules.fold(c.events.slice(0, Math.max(0, cut)), c.cars.facts(c.events.slice(0, Math.max(0, cut))));
  return [{ t: 'heat', heat, restart, starts: liveStarts(c.cars, conn, c.m.id, heat, before, restart) }];
}

/** The events an intent that rolls nothing appends, once checked against the table. */
function plainEvents(conn: LeagueConnection, settings: DethmetalSettings, c: Computed, intent: ActInput['intent']): Event[] {
  const s = c.state;
  switch (intent.kind) {
    case 'start-heat':
      return startEvents(conn, c, intent.heat, false);
    case 'restart-heat':
      return startEvents(conn, c, intent.heat, true);
    case 'apply':
      tableRules.requirePlaying(s);
      if (!s.pending.some((p) => p.ref === intent.ref))
        throw ServiceError.conflict('That roll is not waiting to be applied (already applied, undone, or from another heat).', [
          { path: ['intent', 'ref'], message: 'Not pending' },
        ]);
      return [{ t: 'apply', ref: intent.ref }];
    case 'edit':
      tableRules.requirePlaying(s);
      requireCards(c, intent.effects);
      return [{ t: 'edit', effects: intent.effects, why: intent.why }];
    case 'order':
      tableRules.checkOrder(s, intent.order, (id) => nameOf(c, id), rulesOf(settings));
      return [{ t: 'order', order: intent.order }];
    case 'move':
      tableRules.checkMove(s, intent.vehicleId, intent.move, (id) => nameOf(c, id));
      return [{ t: 'move', vehicleId: intent.vehicleId, move: intent.move }];
    case 'advance':
      tableRules.requirePlaying(s);
      return [{ t: 'advance' }];
    case 'finish': {
      tableRules.requirePlaying(s);
      requireCards(c, intent.effects);
      const out: Event[] = [{ t: 'finish', effects: intent.effects }];
      if (!intent.startNext) return out;
      const after: Computed = { ...c, events: [...c.events, ...out], state: tableRules.fold([...c.events, ...out], c.cars.facts(c.events)) };
      return [...out, ...startEvents(conn, after, s.position.heat + 1, false)];
    }
    case 'roll':
    case 'roll-every-car':
      throw new Error('rolls go through rollEvents');
  }
}

/** The events of a roll (and its outcome applied), checked against the turn and the calculator's rules. */
function rollEvents(
  conn: LeagueConnection,
  settings: DethmetalSettings,
  c: Computed,
  dice: Parameters<typeof resolveOnTable>[1],
  intent: Extract<ActInput['intent'], { kind: 'roll' | 'roll-every-car' }>,
): { events: Event[]; resolutions: Resolution[] } {
  tableRules.requirePlaying(c.state);
  const s = c.state;
  const rules = rulesOf(settings);
  const calculators = intent.kind === 'roll' ? [intent.calculator] : tableRules.everyCar(s, intent.calculator, rules);
  const events: Event[] = [];
  const resolutions: Resolution[] = [];
  // One table for the lot: each car's roll touches its own card only (movement points, option checks).
  const table = tableFor(conn, settings, c);
  for (const calculator of calculators) {
    const actors = actorsOf(calculator);
    tableRules.requireOnTrack(s, actors);
    const turn = tableRules.turnBlockers(s, calculator.kind, actors, (id) => nameOf(c, id), rules, inSlot(calculator));
    if (turn.length) throw refusal(turn);
    const res = resolveOnTable(table, dice, calculator, randomUUID());
    resolutions.push(res);
    events.push({ t: 'roll', res });
    if (intent.kind === 'roll-every-car' || intent.apply) events.push({ t: 'apply', ref: res.ref });
  }
  return { events, resolutions };
}

/** One intent, one operation: checked against the replayed table, appended as events, the new table returned. */
export function act(conn: LeagueConnection, input: ActInput): ActResult {
  const m = matchRow(conn, input.matchId);
  if (m.status === 'recorded')
    throw ServiceError.conflict(`Match ${m.number} has been recorded; its table can no longer change.`, [{ path: ['matchId'], message: 'Already recorded' }]);
  const intent = input.intent;
  const name = assistantTable.intentName!(intent);
  const write = (c: Computed, events: Event[]) => {
    // The heat nothing had happened in is kept with the crews it was played with.
    if (c.freshAt !== null) replaceEvent(conn, assistantTable, m.id, c.freshAt + 1, c.events[c.freshAt]!);
    appendEvents(conn, assistantTable, m.id, events);
  };
  // The table after the operation: the events read in its transaction and the ones it appended, folded once.
  const after = (c: Computed, events: Event[]): Computed => {
    const all = [...c.events, ...events];
    return { ...c, events: all, state: assistantTable.fold(all, c.context), freshAt: null };
  };
  const rolls = assistantTable.rolls!(intent);
  return tableOperation(conn, assistantTable, { name, matchId: m.id, input, rolls }, (dice) => {
    const settings = readSettings(conn);
    const c = compute(conn, m.id, settings);
    const r =
      intent.kind === 'roll' || intent.kind === 'roll-every-car'
        ? guarded(() => rollEvents(conn, settings, c, dice!, intent))
        : { events: guarded(() => plainEvents(conn, settings, c, intent)), resolutions: [] };
    write(c, r.events);
    return { value: { state: toState(conn, after(c, r.events)), resolutions: r.resolutions }, summary: assistantTable.words(r.events, c.state, c.context) };
  });
}

/**
 * The service half of the ruleset's table (its `table` hook): the assistant answers `table.state` and `table.act` with
 * its own turn walk (a heat nothing has happened in follows the crews assigned), the same as `assistant.state` and
 * `assistant.act`.
 */
export const assistantTableServices: TableServices<Event, State, Context, ActInput['intent']> = {
  context: (conn, matchId) => contextOf(matchRow(conn, matchId), new Cars(conn, readSettings(conn))),
  state: (conn, matchId) => assistantState(conn, matchId),
  act: (conn, input) => {
    const r = act(conn, input);
    return { state: r.state, result: r.resolutions };
  },
};
