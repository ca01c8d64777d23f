/**
 * The match table of any ruleset (issue 21), reached by the league's ruleset id: the core's channels, untagged, over
 * the one table service (src-main/services/league/matchTable.ts). A league whose ruleset has no table is refused in
 * words naming the ruleset. The intent is checked by the league's ruleset's intent schema in the service (this
 * contract cannot know every ruleset's), each problem at its path under `intent`; a ruleset's screens keep their own
 * typed channels (Dirty Wheels' `dwTable.*`, Dethmetal's `assistant.*`), which answer the same.
 */
import { z } from 'zod';
import type { OddsReport } from '../../engine/core/odds';
import { channel } from '../channel';
import { id, typedDice } from '../fields';
import type { DiceLogEntry } from './leagueTypes';

const matchInput = z.object({ matchId: id }).strict();
const actInput = z
  .object({
    matchId: id,
    /** One intent of the league's ruleset's table, checked by its schema (the ruleset's `table.intentSchema`). */
    intent: z.unknown(),
    dice: typedDice,
  })
  .strict();
export type TableActInput = z.output<typeof actInput>;
const oddsInput = z
  .object({
    matchId: id,
    /** One calculator of the league's ruleset's table (Dethmetal's assistant calculator, a Dirty Wheels intent), checked by its schema in the service. */
    calc: z.unknown(),
  })
  .strict();
export type TableOddsInput = z.output<typeof oddsInput>;

/** The table of one match, as its ruleset's table shows it (Dirty Wheels' cards, Dethmetal's assistant, any other's fold). */
export interface TableStateReply {
  /** The league's ruleset, whose table this is: the shape of `state` is that ruleset's. */
  ruleset: string;
  matchId: number;
  state: unknown;
}

/** The table after one intent, and what the intent gave (a resolution, the rolls made). */
export interface TableActReply extends TableStateReply {
  result: unknown;
}

/** One operation still standing at the match's table, as its journal line says it. */
export interface TableLogEntry {
  journalId: number;
  op: string;
  words: string;
  at: string;
}

export const tableChannels = {
  'table.state': channel<typeof matchInput, TableStateReply>('read', matchInput),
  /** One intent as one operation: its events, its rolls in the dice log (typed with `dice` in manual mode), one undo. */
  'table.act': channel<typeof actInput, TableActReply>('write', actInput),
  /**
   * The odds of one calculator before the dice are thrown (issue 23): each outcome's chance, the expected value, "at
   * least N", what the odds leave out. Reads only; a calculator of the wrong shape is refused at its path under `calc`.
   */
  'table.odds': channel<typeof oddsInput, OddsReport>('read', oddsInput),
  /** The match's table in words, oldest first. */
  'table.log': channel<typeof matchInput, TableLogEntry[]>('read', matchInput),
  /** The rolls made at the match's table, newest first. */
  'table.dice': channel<typeof matchInput, DiceLogEntry[]>('read', matchInput),
};
