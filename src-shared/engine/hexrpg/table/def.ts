/**
 * The hex RPG match table, declared for the league's one table service (issue 26): its events (`hx.*`, checked by
 * `hxEventSchema`), folded by replacing what each intent touched, its intents resolved by the calculators with the
 * league's dice (`HxResolver`), its words. The services read a session's context from the league file (`HxContext`:
 * its number, its settings, its line-up) and hand it in; nothing here reads a file.
 */
import type { TableDef } from '../../core/table';
import type { HexrpgSettings } from '../settings';
import { freshTable, type HxTableNow, reduceTable } from './now';
import { HxResolver } from './resolve';
import { type HxEvent, type HxIntent, type HxResolution, hxEventSchema, hxIntentSchema } from './schema';

export type HxStart = Extract<HxEvent, { t: 'start' }>;

/** What the table reads from the league file for one session. */
export interface HxContext {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: HexrpgSettings;
  /** The gangs' characters and vehicles as they stand now: the line-up of a session nothing has happened in yet. */
  lineUp: () => HxStart;
}

type ActEvent = Extract<HxEvent, { t: 'act' }>;

/** Intents that roll no dice: typed dice are refused for them. */
const NO_DICE = new Set<HxIntent['kind']>(['order', 'board', 'correct', 'endTurn']);

export const hexrpgTableDef: TableDef<HxEvent, HxTableNow, HxContext, HxIntent, HxResolution> = {
  ruleset: 'hexrpg',
  ops: 'hxTable',
  eventSchema: hxEventSchema,
  intentSchema: hxIntentSchema,
  kindOf: (e) => (e.t === 'start' ? 'hx.start' : `hx.${e.intent.kind}`),
  // A stored session starts from its own line-up; the gangs as they stand now are read only for one not started yet.
  fold: (events, ctx) => {
    const first = events[0];
    const fresh = freshTable(first?.t === 'start' ? first : ctx.lineUp(), ctx.settings);
    return events.slice(first?.t === 'start' ? 1 : 0).reduce((now, e) => reduceTable(now, e, ctx.settings), fresh);
  },
  reduce: (now, e, ctx) => reduceTable(now, e, ctx.settings),
  words: (appended, _before, ctx) => {
    const act = appended.find((e): e is ActEvent => e.t === 'act');
    return `Session ${ctx.number}: ${act ? `${act.resolution.title}: ${act.resolution.outcome}` : 'the session starts'}`;
  },
  damaged: (row, problem, ctx) =>
    `Event ${row.seq} (${row.kind}) of session ${ctx.number}'s table is damaged: ${problem}. The table cannot be replayed; undo back past it, or restore the league from a copy.`,
  intentName: (intent) => intent.kind,
  // Moving on foot rolls only once fatigue sets in, a vehicle's turn only at a speed with an adjustment: they may roll.
  rolls: (intent) => !NO_DICE.has(intent.kind) && !(intent.kind === 'bailOut' && !intent.jump),
  resolve: (now, intent, dice, ctx, events) => {
    const r = new HxResolver(now, ctx.settings, dice).resolve(intent);
    const act: ActEvent = { t: 'act', intent, resolution: r.resolution, after: r.after };
    // The session's first intent stores the line-up it starts with: a later edit of a sheet does not rewrite it.
    return { events: events.length ? [act] : [ctx.lineUp(), act], result: r.resolution };
  },
};
