/**
 * "Check league" (issue 27's foundation): the journal folded from the league's creation, on a fresh file with the same
 * dice, must reproduce the file as it stands. A read: the league file is never written (the replay is a temporary file).
 */
import { channel, none } from '../channel';

/** One cell (or, as column `*`, one whole row) where the replayed file differs from the stored one. */
export interface JournalDifference {
  table: string;
  /** The row's key (its rowid). */
  key: number;
  column: string;
  stored: unknown;
  replayed: unknown;
}

/** A journal entry that could not be run again, and why, in words. */
export interface EntryNotReplayed {
  journalId: number;
  op: string;
  reason: string;
}

/** A roll of a replayed entry that did not come from its dice log (a new roll, a logged roll nobody asked for). */
export interface DiceNote {
  journalId: number;
  op: string;
  note: string;
}

export interface JournalCheck {
  /** True exactly when every entry replayed, with its logged dice, and no cell differs. */
  reproduces: boolean;
  /** Done entries replayed (undone ones are redoable, not part of the file's state: skipped). */
  replayed: number;
  skipped: number;
  /** The league row the replay started from, and where it was read. */
  creation: { name: string; ruleset: string; seed: number; from: string };
  notReplayed: EntryNotReplayed[];
  dice: DiceNote[];
  differences: JournalDifference[];
  /** What is never compared, each with why. */
  ignored: { tables: Record<string, string>; columns: Record<string, string> };
}

export const verifyChannels = {
  /** Replays the open league's journal on a fresh temporary league and compares the two files table by table. */
  'league.verify': channel<typeof none, JournalCheck>('read', none),
};
