/**
 * The journal folded again (issue 27's foundation, "a check that can fail"): a fresh league file made with the stored
 * league's creation row, every `done` journal entry run again in order through the same channels and services, each
 * app roll fed from the stored dice log (LoggedDice), then the two files compared table by table. Undone entries are
 * redoable, not part of the file's state: skipped.
 *
 * The services know no adapter, so the caller hands in a `ReplayHost` that opens a league file and runs a channel on
 * it as the app does (the handler builds it on the real dispatcher).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, isChannel } from '../../../../src-shared/ipc';
import type { DiceNote, EntryNotReplayed, JournalCheck } from '../../../../src-shared/ipc/channels/verify';
import type { LeagueConnection } from '../../../db/connection';
import { newLeagueUid } from '../../../db/leagueUid';
import { createLeagueFile } from '../../league';
import { setAppDiceSource } from '../rolling';
import { compareFiles, IGNORED_COLUMNS, IGNORED_TABLES } from './compare';
import { creationRow } from './creation';
import { fileInserts, IdMap, replayInserts } from './idMap';
import { LoggedDice, type LoggedRoll } from './loggedDice';
import { rollOwners } from './rollsByEntry';
import { scratch } from './scratch';

export interface ReplaySession {
  conn: LeagueConnection;
  /** Run one channel on the open league, as an adapter would: its refusal in words. */
  run(channel: string, input: unknown): Promise<{ ok: true } | { ok: false; message: string }>;
  close(): void;
}

export interface ReplayHost {
  open(file: string): ReplaySession;
}

interface JournalRow {
  id: number;
  op: string;
  input: string;
}

/**
 * The channel that runs a journaled operation again. Most operations are journaled under their channel's name; a
 * match table's intents under `<table>.<intent>` (matchTable.ts tableOperation), with the input of `<table>.act`.
 */
export function channelFor(op: string): string | null {
  // Only a write on the open league: an app channel (import.league's entry, opening or creating a file) acts elsewhere.
  const leagueWrite = (name: string) => isChannel(name) && contract[name].kind === 'write' && contract[name].scope === 'league';
  if (leagueWrite(op)) return op;
  const act = `${op.split('.')[0]}.act`;
  return leagueWrite(act) ? act : null;
}

/** Why an entry of no channel cannot run again, in words. */
function noChannel(op: string): string {
  if (op === 'import.league') return 'the league was imported from an export, which keeps no journal: what happened before the import cannot be replayed.';
  return `“${op}” is no channel of this build: nothing can run it again.`;
}

/** The stored dice log by batch: one batch per operation that rolled, numbered in the order they ran. */
export function storedBatches(conn: LeagueConnection): Map<number, { op: string; rolls: LoggedRoll[] }> {
  const rows = conn.sqlite.prepare(`SELECT batch, op, notation, purpose, faces, raw FROM dice_log ORDER BY batch, seq`).all() as {
    batch: number;
    op: string;
    notation: string;
    purpose: string;
    faces: string;
    raw: number;
  }[];
  const out = new Map<number, { op: string; rolls: LoggedRoll[] }>();
  for (const r of rows) {
    const b = out.get(r.batch) ?? { op: r.op, rolls: [] };
    b.rolls.push({ notation: r.notation, purpose: r.purpose, faces: JSON.parse(r.faces) as number[], raw: r.raw });
    out.set(r.batch, b);
  }
  return out;
}

const nextBatch = (conn: LeagueConnection) => (conn.sqlite.prepare(`SELECT coalesce(max(batch), 0) + 1 AS b FROM dice_log`).get() as { b: number }).b;

/** The journal entries a replay runs, in order: `done` ones, each correction (`match.correct`) applied to the entry it corrected. */
export interface ReplayEntry extends JournalRow {
  summary: string;
  /** A committed correction's own entry: its effect is the corrected history before it, so the replay writes its journal row only. */
  marker?: boolean;
}

/**
 * The `done` entries as the league's state stands on them: a committed correction (services/league/correct.ts) put
 * its corrected input in place of the recording it corrected, and its own entry only marks that it happened (its
 * effect is the history it replaced), so it runs no channel of its own.
 */
export function effectiveEntries(conn: LeagueConnection): ReplayEntry[] {
  const entries = conn.sqlite.prepare(`SELECT id, op, input, summary FROM journal WHERE state = 'done' ORDER BY id`).all() as ReplayEntry[];
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const e of entries) {
    if (e.op !== CORRECTION_OP) continue;
    const c = JSON.parse(e.input) as { journalId: number; input: unknown; remapped?: Record<string, unknown> };
    const target = byId.get(c.journalId);
    if (target) target.input = JSON.stringify(c.input);
    // The later entries as the corrected history ran them: with the ids of the rows as it made them (replay/idMap.ts).
    for (const [id, input] of Object.entries(c.remapped ?? {})) {
      const later = byId.get(Number(id));
      if (later) later.input = JSON.stringify(input);
    }
  }
  return entries.map((e) => (e.op === CORRECTION_OP ? { ...e, marker: true } : e));
}

/** The journal op of a committed correction (the marker entry: its input names the entry it corrected and the new input). */
export const CORRECTION_OP = 'match.correct';

/**
 * A blank league of each ruleset, as this build makes one (migrated, no operation yet), kept as bytes: a replay starts
 * from a copy instead of building and migrating a file each time (a fifth of a short replay).
 */
const blanks = new Map<string, Buffer>();

function blankLeague(ruleset: string): Buffer {
  let bytes = blanks.get(ruleset);
  if (!bytes) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-blank-'));
    try {
      const file = path.join(dir, 'blank.league');
      createLeagueFile(file, 'blank', { ruleset, seed: 0 }).close();
      bytes = readFileSync(file);
      blanks.set(ruleset, bytes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return bytes;
}

/** A fresh league file at `file`: a blank league of `stored`'s ruleset (its league row set after opening: setCreation). */
function makeReplayFile(stored: LeagueConnection, file: string): void {
  const { ruleset } = stored.sqlite.prepare(`SELECT ruleset FROM league WHERE id = 1`).get() as { ruleset: string };
  writeFileSync(file, blankLeague(ruleset));
}

/** The replay's league row: `stored`'s creation row, with a uid of its own (the file's, never compared). */
function setCreation(stored: LeagueConnection, replay: LeagueConnection): void {
  const creation = creationRow(stored);
  if (creation.statement) replay.sqlite.exec(creation.statement);
  else {
    const cols = Object.keys(creation.row).filter((c) => c !== 'id');
    replay.sqlite.prepare(`UPDATE league SET ${cols.map((c) => `"${c}" = @${c}`).join(', ')} WHERE id = 1`).run(creation.row);
  }
  replay.sqlite.prepare(`UPDATE league SET uid = ? WHERE id = 1`).run(newLeagueUid());
}

/** Where one replayed entry's app rolls come from: the logged rolls it should get back (by purpose), or none. */
export type RollsFor = (entry: ReplayEntry, session: ReplaySession, op: string) => LoggedRoll[];

export interface WalkOptions {
  entries: readonly ReplayEntry[];
  rollsFor: RollsFor;
  /** Stop at the first entry that cannot run (a correction: nothing after it makes sense), instead of noting it and going on (the check). */
  stopAtRefusal: boolean;
  /**
   * Name in each input the replay's ids of the rows it names (replay/idMap.ts), from this entry on: a correction, whose
   * history may make a different number of rows. The check replays the history as it was.
   */
  mapIdsFrom?: number;
}

export interface Walked {
  notReplayed: EntryNotReplayed[];
  dice: DiceNote[];
  /** The entry the walk stopped at (stopAtRefusal), with its service's words. */
  stopped: (EntryNotReplayed & { summary: string }) | null;
  /** For each replayed entry, the id of the journal row its replay wrote (the replay's ids may differ from the file's). */
  replayIds: Map<number, number>;
  /** The entries run with other ids than their journal's input names (mapIdsFrom), with the input they ran with. */
  remapped: Map<number, unknown>;
}

/**
 * A fresh temporary league with the stored creation row, `entries` run on it in order through the host's channels with
 * their logged dice; `use` sees the open replay and what the walk found; the file is removed after, unless `use` calls
 * `keep`, which hands it the removal (a correction's preview kept for its commit, correctKept.ts).
 */
export async function withReplay<T>(
  stored: LeagueConnection,
  host: ReplayHost,
  options: WalkOptions,
  use: (session: ReplaySession, walked: Walked, keep: () => () => void) => Promise<T> | T,
): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-replay-'));
  const file = path.join(dir, 'replay.league');
  let kept = false;
  try {
    makeReplayFile(stored, file);
    const session = host.open(file);
    try {
      setCreation(stored, session.conn);
      scratch(session.conn.sqlite);
      const walked: Walked = { notReplayed: [], dice: [], stopped: null, replayIds: new Map(), remapped: new Map() };
      const ids = options.mapIdsFrom === undefined ? null : new IdMap(fileInserts(stored, options.mapIdsFrom));
      for (const entry of options.entries) {
        if (entry.marker) {
          const id = session.conn.sqlite.prepare(`INSERT INTO journal (op, summary, input) VALUES (?, ?, ?)`).run(entry.op, entry.summary, entry.input);
          walked.replayIds.set(entry.id, Number(id.lastInsertRowid));
          continue;
        }
        const channel = channelFor(entry.op);
        let result: Awaited<ReturnType<ReplaySession['run']>>;
        let used: LoggedDice | null = null;
        if (!channel) result = { ok: false, message: noChannel(entry.op) };
        else {
          setAppDiceSource(session.conn, (seed, counter, op) => {
            used = new LoggedDice(seed, counter, options.rollsFor(entry, session, op));
            return used;
          });
          try {
            const given = JSON.parse(entry.input) as unknown;
            const input = ids ? ids.remap(given) : given;
            if (input !== given && JSON.stringify(input) !== entry.input) walked.remapped.set(entry.id, input);
            result = await session.run(channel, input);
          } catch (e) {
            result = { ok: false, message: (e as Error).message };
          } finally {
            setAppDiceSource(session.conn, null);
          }
        }
        if (!result.ok) {
          walked.notReplayed.push({ journalId: entry.id, op: entry.op, reason: result.message });
          if (options.stopAtRefusal) {
            walked.stopped = { journalId: entry.id, op: entry.op, reason: result.message, summary: entry.summary };
            break;
          }
          continue;
        }
        const replayId = (session.conn.sqlite.prepare(`SELECT max(id) AS id FROM journal`).get() as { id: number }).id;
        walked.replayIds.set(entry.id, replayId);
        ids?.record(entry.id, replayInserts(session.conn, replayId));
        const d = used as LoggedDice | null;
        if (d) {
          for (const note of d.notes) walked.dice.push({ journalId: entry.id, op: entry.op, note });
          for (const r of d.leftOver())
            walked.dice.push({
              journalId: entry.id,
              op: entry.op,
              note: `its dice log has ${r.notation} for “${r.purpose}” (${r.raw}), which the replay did not roll`,
            });
        }
      }
      return await use(session, walked, () => {
        kept = true;
        return () => {
          try {
            session.close();
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        };
      });
    } finally {
      if (!kept) session.close();
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** Replay `stored`'s journal on a temporary league and say whether it reproduces the file, and where not. */
export async function verifyJournal(stored: LeagueConnection, host: ReplayHost): Promise<JournalCheck> {
  const { sqlite } = stored;
  const entries = effectiveEntries(stored);
  const skipped = (sqlite.prepare(`SELECT count(*) AS n FROM journal WHERE state = 'undone'`).get() as { n: number }).n;
  const owners = rollOwners(stored);
  const creation = creationRow(stored);
  // Each entry's own rolls where the log says whose they are; else, replaying the history that made the dice log, the
  // batch an operation writes under is the one the log gave it.
  const rollsFor: RollsFor = (entry, session, op) => {
    const own = owners.exact.get(entry.id);
    if (own) return own;
    const batch = owners.unattributed.get(nextBatch(session.conn));
    return batch && batch.op === op ? batch.rolls : [];
  };
  return withReplay(stored, host, { entries, rollsFor, stopAtRefusal: false }, (session, walked) => {
    const start = session.conn.sqlite.prepare(`SELECT name, ruleset, rng_seed AS seed FROM league WHERE id = 1`).get() as {
      name: string;
      ruleset: string;
      seed: number;
    };
    const differences = compareFiles(sqlite, session.conn.sqlite, { correctedBefore: lastCorrection(stored) });
    return {
      reproduces: walked.notReplayed.length === 0 && walked.dice.length === 0 && differences.length === 0,
      replayed: entries.length - walked.notReplayed.length,
      skipped,
      creation: { ...start, from: creation.from },
      notReplayed: walked.notReplayed,
      dice: walked.dice,
      differences,
      ignored: { tables: { ...IGNORED_TABLES }, columns: { ...IGNORED_COLUMNS } },
    };
  });
}

/** The id of the last committed correction's entry, or null. */
export function lastCorrection(conn: LeagueConnection): number | null {
  return (conn.sqlite.prepare(`SELECT max(id) AS id FROM journal WHERE state = 'done' AND op = ?`).get(CORRECTION_OP) as { id: number | null }).id;
}
