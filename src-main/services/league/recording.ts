/**
 * The input a recorded match was recorded with (issue 27), as the league's state stands on it: the journal entry of
 * its recording channel (the core's `match.recordOutcome`, Dethmetal's `match.record`), with a committed correction's
 * input in place of the one it corrected. A correction form starts from it, so what it does not show (Dethmetal's
 * World Trade spin, finds bought, advancement answers, typed dice) is sent back as recorded.
 */
import type { RecordingView } from '../../../src-shared/ipc/channels/correct';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { effectiveEntries, type ReplayEntry } from './replay/replay';
import { matchRow } from './schedule';

/** The channels a match's result is recorded through: the core's result channel, and Dethmetal's post-match input. */
export const RECORDING_OPS: readonly string[] = ['match.recordOutcome', 'match.record'];

/**
 * The match and the last entry of `entries` (the history as corrected so far) that recorded it; refused where there is
 * none (not recorded, or recorded before the league was imported).
 */
export function recordingEntry(conn: LeagueConnection, entries: readonly ReplayEntry[], matchId: number) {
  const m = matchRow(conn, matchId);
  const entry = [...entries]
    .reverse()
    .find((e) => !e.marker && RECORDING_OPS.includes(e.op) && (JSON.parse(e.input) as { matchId?: unknown }).matchId === m.id);
  if (!entry)
    throw ServiceError.conflict(
      `Match ${m.number} has no recorded result in the league's journal to correct: it is not recorded yet, or it was recorded before the league was imported.`,
      [{ path: ['matchId'], message: `Match ${m.number} has no recording to correct` }],
    );
  return { m, entry };
}

/** The match's recording, as the history corrected so far holds it. */
export function matchRecording(conn: LeagueConnection, matchId: number): RecordingView {
  const { m, entry } = recordingEntry(conn, effectiveEntries(conn), matchId);
  const { matchId: _match, preview: _preview, ...input } = JSON.parse(entry.input) as Record<string, unknown>;
  return { matchId: m.id, journalId: entry.id, op: entry.op, input };
}
