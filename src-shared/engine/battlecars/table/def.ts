/**
 * The battlecars match table, declared for the league's one table service (issue 24): its events (`bc.*`, checked by
 * `bcEventSchema`), folded by replacing what each intent touched, its intents resolved by the calculators with the
 * league's dice (`BcResolver`), its words. The services read a match's context from the league file (`BcContext`:
 * its number, its settings, its line-up) and hand it in; nothing here reads a file.
 */
import type { TableDef } from '../../core/table';
import type { BattlecarsSettings } from '../settings';
import { type BcTableNow, freshTable, reduceTable } from './now';
import { BcResolver } from './resolve';
import { type BcEvent, type BcIntent, type BcResolution, type BcStartVehicle, bcEventSchema, bcIntentSchema } from './schema';

/** What the table reads from the league file for one match. */
export interface BcContext {
  matchId: number;
  number: number;
  recorded: boolean;
  settings: BattlecarsSettings;
  /** The players' vehicles as they stand now: the line-up of a game nothing has happened in yet (read once, when asked). */
  lineUp: () => BcStartVehicle[];
}

type ActEvent = Extract<BcEvent, { t: 'act' }>;

/** Intents that roll no dice: typed dice are refused for them. */
const NO_DICE = new Set<BcIntent['kind']>(['speeds', 'drop', 'runOver', 'bailOut', 'commandeer', 'correct']);

export const bcTableDef: TableDef<BcEvent, BcTableNow, BcContext, BcIntent, BcResolution> = {
  ruleset: 'battlecars',
  ops: 'bcTable',
  eventSchema: bcEventSchema,
  intentSchema: bcIntentSchema,
  kindOf: (e) => (e.t === 'start' ? 'bc.start' : `bc.${e.intent.kind}`),
  // A stored game starts from its own line-up; the players' vehicles now are read only for a game not started yet.
  fold: (events, ctx) => {
    const first = events[0];
    const fresh = first?.t === 'start' ? freshTable(first.vehicles) : freshTable(ctx.lineUp());
    return events.slice(first?.t === 'start' ? 1 : 0).reduce(reduceTable, fresh);
  },
  reduce: (now, e) => reduceTable(now, e),
  words: (appended, _before, ctx) => {
    const act = appended.find((e): e is ActEvent => e.t === 'act');
    return `Match ${ctx.number}: ${act ? `${act.resolution.title}: ${act.resolution.outcome}` : 'the game starts'}`;
  },
  damaged: (row, problem, ctx) =>
    `Event ${row.seq} (${row.kind}) of match ${ctx.number}'s table is damaged: ${problem}. The table cannot be replayed; undo back past it, or restore the league from a copy.`,
  intentName: (intent) => intent.kind,
  rolls: (intent) => !NO_DICE.has(intent.kind) && !(intent.kind === 'endTurn' && intent.smokeMarkers === 0),
  resolve: (now, intent, dice, ctx, events) => {
    const r = new BcResolver(now, ctx.settings, dice).resolve(intent);
    const act: ActEvent = { t: 'act', intent, resolution: r.resolution, after: r.after };
    // The game's first intent stores the line-up it starts with: a later refit does not rewrite the game.
    return { events: events.length ? [act] : [{ t: 'start', vehicles: ctx.lineUp() }, act], result: r.resolution };
  },
};
