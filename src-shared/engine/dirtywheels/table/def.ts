/**
 * Dirty Wheels' match table, declared for the league's one table service (issue 21): its events (`dw.*`, checked by
 * `dwEventSchema`), folded by the card reducer into fresh live cards (gaps.md #9), its intents resolved by the
 * calculators with the league's dice, its words. The services read a match's context from the league file
 * (`DwContext`: its number, its settings, its line-up) and hand it in; nothing here reads a file.
 */
import type { TableDef } from '../../core/table';
import * as match from '../match';
import type { DirtyWheelsSettings } from '../settings';
import { type TableCar, tableCar } from './cars';
import { step, type TableNow, TableResolver } from './resolve';
import { type DwEvent, type DwIntent, dwEventSchema, dwIntentSchema, type DwResolution, type DwStartCar } from './schema';

type ActEvent = Extract<DwEvent, { t: 'act' }>;

/** What the table reads from the league file for one match. */
export interface DwContext {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: DirtyWheelsSettings;
  /** The teams' cars as they stand now: the line-up of a game nothing has happened in yet (read once, when asked). */
  lineUp: () => DwStartCar[];
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

/** One event on the table: the line-up's fresh cards, or an intent's outcomes through the engine's card reducer. */
const reduce = (now: TableNow, e: DwEvent, ctx: DwContext): TableNow => (e.t === 'start' ? freshTable(e.cars, ctx.settings) : step(now, e));

/** Dirty Wheels' table: its events, its reducer (the engine's cards), its intents and their calculators, its words. */
export const dwTableDef: TableDef<DwEvent, TableNow, DwContext, DwIntent, DwResolution> = {
  ruleset: 'dirtywheels',
  ops: 'dwTable',
  eventSchema: dwEventSchema,
  intentSchema: dwIntentSchema,
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
