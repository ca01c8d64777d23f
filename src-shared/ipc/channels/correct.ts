/**
 * Correcting a recorded result (issue 27): the match's recording run again with the corrected input, and every later
 * operation after it, on a temporary copy with the same dice by purpose; `match.previewCorrection` shows what would
 * change (nothing is written), `match.correct` writes the corrected history in one operation (one undo).
 */
import { z } from 'zod';
import { channel } from '../channel';
import { id, safeCatchall } from '../fields';
import { matchInput } from './matches';
import type { DiceNote } from './verify';

/**
 * The match and its corrected result: the input of the channel that recorded it (the core's `match.recordOutcome`,
 * Dethmetal's `match.record`), its `matchId` left out or the same. It is checked with that channel's own schema.
 */
const correctionInput = z
  .object({
    matchId: id,
    result: safeCatchall({}, z.unknown()),
  })
  .strict();

export type CorrectionInput = z.output<typeof correctionInput>;

/**
 * What a recorded match was recorded with, as the league stands on it (a committed correction's input in place of the
 * one it corrected): the recording channel and its input, without `matchId` (and Dethmetal's `preview`). A correction
 * form starts from it and sends back, as recorded, what it does not show.
 */
export interface RecordingView {
  matchId: number;
  /** The journal entry that recorded it. */
  journalId: number;
  /** `match.recordOutcome` or `match.record`. */
  op: string;
  input: Record<string, unknown>;
}

/** Where the replay stopped: an operation its service refuses on the corrected state, and what the organizer can do. */
export interface CorrectionStop {
  journalId: number;
  op: string;
  summary: string;
  /** The service's refusal, in its words. */
  reason: string;
  /** The choice the organizer must make, in words. */
  choice: string;
}

/** One change to the league the correction makes, for people: whose, what, and the operation it comes from. */
export interface CorrectionChange {
  /** What the change is about. */
  area: 'results' | 'standings' | 'money' | 'people' | 'cars' | 'careers' | 'trophies' | 'other';
  /** The team, person, car, match or season it is about, by name. */
  subject: string;
  /** The change in words: "2nd → 1st, 3 → 6 points". */
  words: string;
  /** The journal entry that made it (in the corrected history), in words; null where no entry can be named. */
  cause: { journalId: number; summary: string } | null;
}

export interface CorrectionPreview {
  matchId: number;
  /** The entry that recorded the match, whose input is replaced. */
  entry: { journalId: number; op: string; summary: string };
  /** The operations run again after it. */
  replayed: number;
  /** Set when an operation no longer makes sense: nothing can be written until the organizer chooses. */
  stopped: CorrectionStop | null;
  /** Rolls that did not come from the log: a roll the corrected history needs that the first did not make (new dice). */
  dice: DiceNote[];
  changes: CorrectionChange[];
  /** Cells of the file that differ (the changes in words are made of them). */
  differences: number;
}

export interface CorrectionReport extends CorrectionPreview {
  /** The journal entry the correction wrote. */
  journalId: number;
}

export const correctChannels = {
  /** The input the match was recorded with (as corrected so far); refused where the journal has none to correct. */
  'match.recording': channel<typeof matchInput, RecordingView>('read', matchInput),
  /** What correcting the match's result would change, replayed on a temporary copy; nothing is written. */
  'match.previewCorrection': channel<typeof correctionInput, CorrectionPreview>('read', correctionInput, 60_000),
  /** Correct the match's result and replay what followed, in one operation (one undo); refused where the replay stopped. */
  'match.correct': channel<typeof correctionInput, CorrectionReport>('write', correctionInput, 60_000),
};
