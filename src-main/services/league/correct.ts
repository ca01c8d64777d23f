/**
 * Correcting a recorded result (issue 27): the league's history replayed on a temporary copy with the match's
 * recording run again on the corrected input, and every later `done` operation after it run again in order through the
 * same channels, each with the dice it rolled (by purpose, services/league/replay): new dice only where the corrected
 * history needs a roll the first did not make, and said so. An operation its service now refuses (an upgrade bought
 * with XP now missing, money now gone, a pick of a driver now retired) stops the replay there: the organizer is told
 * which and what to choose, and nothing is written. Commit copies the replayed league over this one in one operation
 * (one undo, which restores the file table by table); its journal entry marks the correction (replay.ts
 * effectiveEntries), so "Check league" folds the corrected history, and records the rows the replay numbered otherwise
 * (replay/idMap.ts). A commit right after its preview copies the preview's replay instead of replaying again
 * (correctKept.ts).
 */
import { contract, isChannel } from '../../../src-shared/ipc';
import type { CorrectionInput, CorrectionPreview, CorrectionReport, CorrectionStop } from '../../../src-shared/ipc/channels/correct';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { currentJournalId, runOperation } from '../operation';
import { keep, releaseKept, stateKey, take } from './correctKept';
import { copyLeagueContent } from './correctCopy';
import { describeChanges } from './correctWords';
import { compareFiles } from './replay/compare';
import { fileInserts, recordCorrectedInserts } from './replay/idMap';
import { CORRECTION_OP, effectiveEntries, type ReplayEntry, type ReplayHost, type ReplaySession, type Walked, withReplay } from './replay/replay';
import { rollsByEntry } from './replay/rollsByEntry';
import { recordingEntry } from './recording';

/** What a recording's own input must say for a replay to write it: Dethmetal's `preview` is a read. */
const WRITE_INPUT: Readonly<Record<string, Record<string, unknown>>> = { 'match.record': { preview: false } };

interface Target {
  entry: ReplayEntry;
  /** The corrected input, parsed by the recording channel's schema (defaults filled, as the journal keeps inputs). */
  input: Record<string, unknown>;
  matchNumber: number;
}

/** The entry that recorded the match (as corrected so far) and the corrected input, checked by its channel's schema. */
function target(conn: LeagueConnection, entries: readonly ReplayEntry[], input: CorrectionInput): Target {
  const { m, entry } = recordingEntry(conn, entries, input.matchId);
  if (!isChannel(entry.op)) throw ServiceError.unavailable(`Match ${m.number} was recorded through “${entry.op}”, which is no channel of this build.`);
  const given = input.result as { matchId?: unknown };
  if (given.matchId !== undefined && given.matchId !== m.id)
    throw ServiceError.validation(`The corrected result names match ${String(given.matchId)}, not match ${m.number} (id ${m.id}) it corrects.`, [
      { path: ['result', 'matchId'], message: 'Another match' },
    ]);
  const parsed = contract[entry.op].input.safeParse({ ...input.result, ...WRITE_INPUT[entry.op], matchId: m.id });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: ['result', ...i.path.map(String)], message: i.message }));
    throw ServiceError.validation(`The corrected result is not a result ${entry.op} takes: ${issues[0]?.message ?? 'invalid'}.`, issues);
  }
  const corrected = parsed.data as Record<string, unknown>;
  if (JSON.stringify(corrected) === entry.input)
    throw ServiceError.validation(`The corrected result of match ${m.number} is the one recorded: there is nothing to correct.`, [
      { path: ['result'], message: 'The same result' },
    ]);
  return { entry, input: corrected, matchNumber: m.number };
}

/** The choice the organizer must make where the replay stopped, in words. */
function stopWords(t: Target, stopped: NonNullable<Walked['stopped']>, later: number): CorrectionStop {
  const before = stopped.journalId < t.entry.id;
  const choice = before
    ? `The league's history before match ${t.matchNumber} cannot be run again (“${stopped.summary}”, #${stopped.journalId}), so no result after it can be corrected this way. Run Check league to see why; undo back to the match to change its result by hand instead.`
    : `“${stopped.summary}” (#${stopped.journalId}) no longer holds once match ${t.matchNumber}'s result is corrected. Either correct the result differently so that it still holds, or undo back to before it (${later} operation${later === 1 ? '' : 's'} from the last), record match ${t.matchNumber} again and redo by hand what still applies.`;
  return { journalId: stopped.journalId, op: stopped.op, summary: stopped.summary, reason: stopped.reason, choice };
}

/** The words the corrected recording says in the replay (its journal row there). */
function replayedSummary(replay: ReplaySession, walked: Walked, t: Target): string {
  const id = walked.replayIds.get(t.entry.id);
  const row =
    id === undefined ? undefined : (replay.conn.sqlite.prepare(`SELECT summary FROM journal WHERE id = ?`).get(id) as { summary: string } | undefined);
  return row?.summary ?? t.entry.summary;
}

interface Replayed {
  t: Target;
  replay: ReplaySession;
  preview: CorrectionPreview;
  walked: Walked;
}

/** The corrected history replayed; `use` sees the open replay and the preview (the replay is removed after, unless `use` keeps it). */
async function replayCorrected<T>(
  stored: LeagueConnection,
  host: ReplayHost,
  input: CorrectionInput,
  use: (r: Replayed, keep: () => () => void) => T | Promise<T>,
): Promise<T> {
  const entries = effectiveEntries(stored);
  const t = target(stored, entries, input);
  const rolls = rollsByEntry(stored);
  const replaced = entries.map((e) => (e.id === t.entry.id ? { ...e, input: JSON.stringify(t.input) } : e));
  const after = entries.filter((e) => e.id > t.entry.id).length;
  const options = { entries: replaced, rollsFor: (e: ReplayEntry) => rolls.get(e.id) ?? [], stopAtRefusal: true, mapIdsFrom: t.entry.id };
  return withReplay(stored, host, options, (replay, walked, keep) => {
    const stopLater = walked.stopped ? entries.filter((e) => e.id >= walked.stopped!.journalId).length : 0;
    const differences = walked.stopped ? [] : compareFiles(stored.sqlite, replay.conn.sqlite).filter((d) => d.table !== 'journal');
    const preview: CorrectionPreview = {
      matchId: input.matchId,
      entry: { journalId: t.entry.id, op: t.entry.op, summary: t.entry.summary },
      replayed: walked.stopped ? Math.max(0, [...walked.replayIds.keys()].filter((id) => id > t.entry.id).length) : after,
      stopped: walked.stopped ? stopWords(t, walked.stopped, stopLater) : null,
      dice: walked.dice,
      changes: walked.stopped
        ? []
        : describeChanges(stored, replay.conn, differences, walked.replayIds, { journalId: t.entry.id, summary: replayedSummary(replay, walked, t) }),
      differences: differences.length,
    };
    return use({ t, replay, preview, walked }, keep);
  });
}

/** What a kept preview is kept under: the league's state, and the entry and input it corrects (as its channel parsed it). */
const keyOf = (state: string, t: Target) => `${state}#${t.entry.id}#${JSON.stringify(t.input)}`;

/**
 * What correcting the match's result would change; nothing is written. The replay is kept for a commit of the same
 * input on the same state (correctKept.ts), unless it stopped, the league is read-only (no commit can follow) or the
 * league was written while it ran.
 */
export function previewCorrection(stored: LeagueConnection, host: ReplayHost, input: CorrectionInput): Promise<CorrectionPreview> {
  releaseKept(stored);
  const before = stateKey(stored);
  return replayCorrected(stored, host, input, (r, keepReplay) => {
    const state = stateKey(stored);
    if (!r.preview.stopped && !stored.readOnly && state === before) keep(stored, keyOf(state, r.t), r, keepReplay());
    return r.preview;
  });
}

/**
 * Correct the match's result: the replayed league replaces this one's content in one operation, journaled as one entry.
 * The preview's replay where it was kept for this input and nothing was written since, else a replay of its own.
 */
export async function commitCorrection(stored: LeagueConnection, host: ReplayHost, input: CorrectionInput): Promise<CorrectionReport> {
  const kept = take<Replayed>(stored, keyOf(stateKey(stored), target(stored, effectiveEntries(stored), input)));
  if (!kept) return replayCorrected(stored, host, input, (r) => write(stored, r));
  try {
    return write(stored, kept.value);
  } finally {
    kept.release();
  }
}

function write(stored: LeagueConnection, { t, replay, preview, walked }: Replayed): CorrectionReport {
  if (preview.stopped)
    throw ServiceError.conflict(
      `Nothing was changed: ${preview.stopped.summary} (#${preview.stopped.journalId}) is refused on the corrected league: ${preview.stopped.reason} ${preview.stopped.choice}`,
    );
  // The later entries that ran with the ids of the corrected history's rows keep that input (replay.ts effectiveEntries).
  const remapped = walked.remapped.size ? { remapped: Object.fromEntries(walked.remapped) } : {};
  // What the file's entries inserted, as known before the commit renumbers their rows (replay/idMap.ts).
  const current = fileInserts(stored, t.entry.id);
  const markers = new Set(
    effectiveEntries(stored)
      .filter((e) => e.marker)
      .map((e) => e.id),
  );
  const journalId = runOperation(stored, CORRECTION_OP, { matchId: preview.matchId, journalId: t.entry.id, input: t.input, ...remapped }, () => {
    const fileId = new Map([...walked.replayIds].map(([file, rep]) => [rep, file]));
    copyLeagueContent(replay.conn.sqlite, stored.sqlite, (id) => fileId.get(id) ?? null);
    const id = currentJournalId(stored);
    const renumbered = [...walked.replayIds].filter(([file]) => file >= t.entry.id && !markers.has(file));
    recordCorrectedInserts(stored, replay.conn, current, renumbered, id);
    const knockOn = preview.replayed ? `, ${preview.replayed} later operation${preview.replayed === 1 ? '' : 's'} replayed` : '';
    return { value: id, summary: `Corrected the result of match ${t.matchNumber} (was: ${t.entry.summary})${knockOn}` };
  });
  return { ...preview, journalId };
}
