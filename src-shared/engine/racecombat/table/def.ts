/**
 * The race-combat match table, declared for the league's one table service (issue 25): its events (`rc.*`, checked
 * by `rcEventSchema`), folded by replacing what each intent touched, its intents resolved by the calculators with the
 * league's dice (`RcResolver`), its words. A meeting is one table: its races run one after the other on it, each
 * closed by the finishing order the organizer types. The services read a meeting's context from the league file
 * (`RcContext`: its number, its settings, its cars) and hand it in; nothing here reads a file.
 */
import type { TableDef } from '../../core/table';
import type { RacecombatSettings } from '../settings';
import { freshTable, type RcTableNow, reduceTable } from './now';
import { RcResolver } from './resolve';
import { type RcEvent, type RcIntent, type RcResolution, type RcStartCar, rcEventSchema, rcIntentSchema } from './schema';

/** What the table reads from the league file for one meeting. */
export interface RcContext {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: RacecombatSettings;
  /** The teams' cars as they stand now: the line-up of a meeting nothing has happened in yet (read once, when asked). */
  lineUp: () => RcStartCar[];
}

type ActEvent = Extract<RcEvent, { t: 'act' }>;

/** Intents that roll no dice: typed dice are refused for them. */
const ROLLS = new Set<RcIntent['kind']>(['shoot', 'hit', 'enterDropped', 'smoke', 'ram', 'rammerMovement']);

export const rcTableDef: TableDef<RcEvent, RcTableNow, RcContext, RcIntent, RcResolution> = {
  ruleset: 'racecombat',
  ops: 'rcTable',
  eventSchema: rcEventSchema,
  intentSchema: rcIntentSchema,
  kindOf: (e) => (e.t === 'start' ? 'rc.start' : `rc.${e.intent.kind}`),
  // A stored meeting starts from its own line-up; the teams' cars now are read only for a meeting not started yet.
  fold: (events, ctx) => {
    const first = events[0];
    const fresh = freshTable(first?.t === 'start' ? first.cars : ctx.lineUp(), ctx.settings);
    return events.slice(first?.t === 'start' ? 1 : 0).reduce((now, e) => reduceTable(now, e, ctx.settings), fresh);
  },
  reduce: (now, e, ctx) => reduceTable(now, e, ctx.settings),
  words: (appended, before, ctx) => {
    const act = appended.find((e): e is ActEvent => e.t === 'act');
    return `Match ${ctx.number}, race ${before.clock.race}: ${act ? `${act.resolution.title}: ${act.resolution.outcome}` : 'the meeting starts'}`;
  },
  damaged: (row, problem, ctx) =>
    `Event ${row.seq} (${row.kind}) of match ${ctx.number}'s table is damaged: ${problem}. The table cannot be replayed; undo back past it, or restore the league from a copy.`,
  intentName: (intent) => intent.kind,
  rolls: (intent) => ROLLS.has(intent.kind),
  resolve: (now, intent, dice, ctx, events) => {
    const r = new RcResolver(now, ctx.settings, dice).resolve(intent);
    const act: ActEvent = { t: 'act', intent, resolution: r.resolution, after: r.after };
    // The meeting's first intent stores the line-up it starts with: a later refit does not rewrite the meeting.
    return { events: events.length ? [act] : [{ t: 'start', cars: ctx.lineUp() }, act], result: r.resolution };
  },
};
