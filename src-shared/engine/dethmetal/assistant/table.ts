/**
 * The match assistant's table, declared for the league's one table service (issue 21): its events (checked by
 * `tableEventSchema`), the reducer's fold into the cards, the organizer's intents, and what an operation appended in
 * words. Its turn walk (a heat's start follows the crews assigned until its first roll) is the services' (Dethmetal's
 * session), which read the match and its cars from the league file and hand them in as the context.
 */
import type { z } from 'zod';
import type { TableDef } from '../../core/table';
import type { Entry } from './cars';
import { type CarFacts, fold, positionLabel, type TableEvent, type TableState } from './reducer';
import { type IntentOut, intentSchema, tableEventSchema } from './schemas';
import type { Resolution } from './types';

type Event = TableEvent<Resolution>;
type State = TableState<Resolution>;

/** What the table reads from the league file for one match. */
export interface AssistantTableContext {
  /** The match's number, as the journal names it. */
  number: number;
  /** Each car's fixed numbers, for the cars the events start heats with. */
  facts(events: readonly Event[]): Map<number, CarFacts>;
  /** A car's name, by the crew it races with. */
  carName(entry: Entry): string;
}

const nameOf = (ctx: AssistantTableContext, state: State, id: number): string => {
  const card = state.cards.find((x) => x.vehicleId === id);
  return card ? ctx.carName(card) : `car ${id}`;
};

/** What an operation appended, in words, at the place of the turn before it: the journal's line. */
function summaryOf(ctx: AssistantTableContext, before: State, events: readonly Event[]): string {
  const where = positionLabel(before.position, before.over);
  const what = events.map((e) => {
    switch (e.t) {
      case 'heat':
        return `${e.restart ? 'restarted' : 'started'} heat ${e.heat} with ${e.starts.length} car${e.starts.length === 1 ? '' : 's'}`;
      case 'roll':
        return e.res.summary;
      case 'apply':
        return 'outcome applied to the cards';
      case 'edit':
        return e.why;
      case 'order':
        return `initiative order typed: ${e.order.map((id) => nameOf(ctx, before, id)).join(', ')}`;
      case 'move':
        return `${nameOf(ctx, before, e.vehicleId)} spends ${e.move.generated} MP${e.move.option ? ` (option point: ${e.move.option})` : ''}`;
      case 'advance':
        return 'next step';
      case 'finish':
        return `heat ${before.position.heat} ended`;
    }
  });
  return `Match ${ctx.number}, ${where}: ${[...new Set(what)].join('; ')}`;
}

/** The assistant's table: its events, the engine's fold, its intents, its words. */
export const assistantTableDef: TableDef<Event, State, AssistantTableContext, IntentOut> = {
  ruleset: 'dethmetal',
  ops: 'assistant',
  // The schema checks exactly the engine's shapes (schemas.ts); its resolution steps and rolls are kept as written.
  eventSchema: tableEventSchema as unknown as z.ZodType<Event>,
  intentSchema,
  kindOf: (e) => e.t,
  fold: (events, ctx) => fold(events, ctx.facts(events)),
  words: (appended, before, ctx) => summaryOf(ctx, before, appended),
  damaged: (row, problem) => `The assistant's event ${row.seq} of this match is damaged: ${problem}.`,
  intentName: (intent) => (intent.kind === 'roll' ? intent.calculator.kind : intent.kind),
  rolls: (intent) => intent.kind === 'roll' || intent.kind === 'roll-every-car',
};
