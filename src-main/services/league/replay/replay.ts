/**
 * The journal folded again (issue 27's foundation, "a check that can fail"): a fresh league file made with the stored
 * league's creation row, every `done` journal entry run again in order through the same channels and services, each
 * app roll fed from the stored dice log (LoggedDice), then the two files compared table by table. Undone entries are
 * redoable, not part of the file's state: skipped.
 *
 * The services know no adapter, so the caller hands in a `ReplayHost` that opens a league file and runs a channel on
 * it as the app does (the handler builds it on the real dispatcher).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, isChannel } from '../../../../src-shared/ipc';
import type { DiceNote, EntryNotReplayed, JournalCheck } from '../../../../src-shared/ipc/channels/verify';
import type { LeagueConnection } from '../../../db/connection';
import { createLeagueFile } from '../../league';
import { setAppDiceSource } from '../rolling';
import { compareFiles, IGNORED_COLUMNS, IGNORED_TABLES } from './compare';
import { creationRow } from './creation';
import { LoggedDice, type LoggedRoll } from './loggedDice';

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
function storedBatches(conn: LeagueConnection): Map<number, { op: string; rolls: LoggedRoll[] }> {
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

/** Replay `stored`'s journal on a temporary league and say whether it reproduces the file, and where not. */
export async function verifyJournal(stored: LeagueConnection, host: ReplayHost): Promise<JournalCheck> {
  const { sqlite } = stored;
  const head = sqlite.prepare(`SELECT name, ruleset FROM league WHERE id = 1`).get() as { name: string; ruleset: string };
  const entries = sqlite.prepare(`SELECT id, op, input FROM journal WHERE state = 'done' ORDER BY id`).all() as JournalRow[];
  const skipped = (sqlite.prepare(`SELECT count(*) AS n FROM journal WHERE state = 'undone'`).get() as { n: number }).n;
  const batches = storedBatches(stored);
  const creation = creationRow(stored);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-replay-'));
  const file = path.join(dir, 'replay.league');
  try {
    const made = createLeagueFile(file, head.name, { ruleset: head.ruleset, seed: 0 });
    try {
      // The row as it was made (its own uid kept: that is the file's, never compared).
      const uid = (made.sqlite.prepare(`SELECT uid FROM league WHERE id = 1`).get() as { uid: string }).uid;
      if (creation.statement) made.sqlite.exec(creation.statement);
      else {
        const cols = Object.keys(creation.row).filter((c) => c !== 'id');
        made.sqlite.prepare(`UPDATE league SET ${cols.map((c) => `"${c}" = @${c}`).join(', ')} WHERE id = 1`).run(creation.row);
      }
      made.sqlite.prepare(`UPDATE league SET uid = ? WHERE id = 1`).run(uid);
    } finally {
      made.close();
    }
    const session = host.open(file);
    try {
      const start = session.conn.sqlite.prepare(`SELECT name, ruleset, rng_seed AS seed FROM league WHERE id = 1`).get() as {
        name: string;
        ruleset: string;
        seed: number;
      };
      const notReplayed: EntryNotReplayed[] = [];
      const dice: DiceNote[] = [];
      for (const entry of entries) {
        const channel = channelFor(entry.op);
        if (!channel) {
          notReplayed.push({ journalId: entry.id, op: entry.op, reason: noChannel(entry.op) });
          continue;
        }
        let used: LoggedDice | null = null;
        setAppDiceSource(session.conn, (seed, counter, op) => {
          // The batch this operation's rolls will be written under is the one the stored log gave the same operation.
          const batch = batches.get(nextBatch(session.conn));
          used = new LoggedDice(seed, counter, batch && batch.op === op ? batch.rolls : []);
          return used;
        });
        let result: Awaited<ReturnType<ReplaySession['run']>>;
        try {
          result = await session.run(channel, JSON.parse(entry.input));
        } catch (e) {
          result = { ok: false, message: (e as Error).message };
        } finally {
          setAppDiceSource(session.conn, null);
        }
        if (!result.ok) notReplayed.push({ journalId: entry.id, op: entry.op, reason: result.message });
        const d = used as LoggedDice | null;
        if (d) {
          for (const note of d.notes) dice.push({ journalId: entry.id, op: entry.op, note });
          for (const r of d.leftOver())
            dice.push({
              journalId: entry.id,
              op: entry.op,
              note: `its dice log has ${r.notation} for “${r.purpose}” (${r.raw}), which the replay did not roll`,
            });
        }
      }
      const differences = compareFiles(sqlite, session.conn.sqlite);
      return {
        reproduces: notReplayed.length === 0 && dice.length === 0 && differences.length === 0,
        replayed: entries.length - notReplayed.length,
        skipped,
        creation: { ...start, from: creation.from },
        notReplayed,
        dice,
        differences,
        ignored: { tables: { ...IGNORED_TABLES }, columns: { ...IGNORED_COLUMNS } },
      };
    } finally {
      session.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
