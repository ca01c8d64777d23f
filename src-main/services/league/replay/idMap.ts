/**
 * Ids across a corrected history. A row's id is the next free one when an operation inserts it, so where the corrected
 * history makes a different number of rows of a kind (a person more, a car less), every later row of that kind gets
 * another id than it had, and a later operation's input that names one (`vehicleId: 7`) would hit another row, or none.
 * The replay pairs, operation by operation and table by table in order, the rows each one inserted in the file (its
 * record, services/journalInserts.ts, written when it ran and again by each correction that renumbered them) with
 * those it inserted in the replay (replay/scratch.ts), and names the replay's ids in the later inputs.
 *
 * Limits, said where they apply: an operation journaled before the record was kept (migration 0032) is paired by its
 * undo inverses (`DELETE FROM "t" WHERE rowid = N`), which the undo log keeps for the last UNDO_DEPTH operations
 * only, so an older one's rows cannot be paired (taken as keeping their ids); an input key names the table below, and
 * a key that names a row of several kinds (`entrantId`) is left as it is.
 */
import type { LeagueConnection } from '../../../db/connection';
import { addRow, type Inserts, insertedRow, recordedInserts, sameInserts, writeRecord } from '../../journalInserts';
import { CORRECTION_OP } from './replay';

/** The input keys that name a row, and its table (a list of ids under a plural key). */
export const ID_KEYS: Readonly<Record<string, string>> = {
  franchiseId: 'franchises',
  franchiseIds: 'franchises',
  fromFranchiseId: 'franchises',
  toFranchiseId: 'franchises',
  vehicleId: 'vehicles',
  competitorId: 'competitors',
  competitorIds: 'competitors',
  returnCompetitorIds: 'competitors',
  personId: 'competitors',
  driverId: 'competitors',
  gunnerId: 'competitors',
  medicId: 'competitors',
  mechanicId: 'competitors',
  matchId: 'matches',
  beforeId: 'matches',
};

/**
 * The rows each entry from `fromId` on inserted in the file, by table in order: its record (services/journalInserts.ts,
 * kept since migration 0032 whatever the undo log's depth), else, for an entry journaled before that, its undo
 * inverses where the log still has them, and only after the last correction committed without records (the inverses
 * before it name the ids of the file it replaced).
 */
export function fileInserts(stored: LeagueConnection, fromId: number): Map<number, Inserts> {
  const out = recordedInserts(stored.sqlite, fromId);
  const floor = Math.max(fromId, (correctionWithoutRecords(stored) ?? 0) + 1);
  const rows = stored.sqlite
    .prepare(`SELECT journal_id AS j, statement AS s FROM undo_log WHERE direction = 'undo' AND journal_id >= ? ORDER BY id`)
    .all(floor) as { j: number; s: string }[];
  const older = new Map<number, Inserts>();
  for (const { j, s } of rows) {
    if (out.has(j)) continue;
    const byTable = older.get(j) ?? new Map<string, number[]>();
    older.set(j, byTable);
    const row = insertedRow(s);
    if (row) addRow(byTable, row.table, row.rowid);
  }
  for (const [j, inserts] of older) out.set(j, inserts);
  return out;
}

/** The last committed correction journaled before its commit kept records of the later entries' rows (migration 0032). */
function correctionWithoutRecords(stored: LeagueConnection): number | null {
  return (
    stored.sqlite
      .prepare(
        `SELECT max(j.id) AS id FROM journal j WHERE j.state = 'done' AND j.op = ?
          AND NOT EXISTS (SELECT 1 FROM journal_inserts i WHERE i.journal_id = j.id AND i.written_by = j.id)`,
      )
      .get(CORRECTION_OP) as { id: number | null }
  ).id;
}

/**
 * In a correction's commit (`writtenBy`): record, for each replayed entry from the corrected one on, the rows it now
 * has (the replay's, `replayed`: file entry id → replay journal id), where they differ from what `current` (fileInserts
 * before the commit) says or it says nothing, so the next correction pairs the rows the file now holds.
 */
export function recordCorrectedInserts(
  stored: LeagueConnection,
  replay: LeagueConnection,
  current: Map<number, Inserts>,
  replayed: Iterable<[number, number]>,
  writtenBy: number,
): void {
  for (const [fileId, replayId] of replayed) {
    const now = replayInserts(replay, replayId);
    const was = current.get(fileId);
    if (!was || !sameInserts(was, now)) writeRecord(stored.sqlite, fileId, writtenBy, now);
  }
}

/** The rows the replay's entry (its replay journal id) inserted, by table in order (replay/scratch.ts logs them). */
export function replayInserts(replay: LeagueConnection, replayJournalId: number): Inserts {
  const rows = replay.sqlite.prepare(`SELECT tbl, rid FROM temp.replay_inserts WHERE journal_id = ? ORDER BY seq`).all(replayJournalId) as {
    tbl: string;
    rid: number;
  }[];
  const out: Inserts = new Map();
  for (const r of rows) out.set(r.tbl, [...(out.get(r.tbl) ?? []), r.rid]);
  return out;
}

export class IdMap {
  /** table → file id → replay id, only where they differ. */
  private readonly moved = new Map<string, Map<number, number>>();

  constructor(private readonly file: Map<number, Inserts>) {}

  /** After an entry ran again: pair what it inserted in the file with what it inserted in the replay. */
  record(entryId: number, replayed: Inserts): void {
    const before = this.file.get(entryId);
    if (!before) return;
    for (const [table, ids] of before) {
      const now = replayed.get(table) ?? [];
      const moved = this.moved.get(table) ?? new Map<number, number>();
      ids.forEach((id, i) => {
        const to = now[i];
        if (to === undefined) return;
        if (to !== id) moved.set(id, to);
        else moved.delete(id);
      });
      if (moved.size) this.moved.set(table, moved);
    }
  }

  private one(table: string, v: unknown): unknown {
    return typeof v === 'number' ? (this.moved.get(table)?.get(v) ?? v) : v;
  }

  /** `input` with every id it names (ID_KEYS) as the replay has it; the same object where nothing moved. */
  remap(input: unknown): unknown {
    if (this.moved.size === 0 || input === null || typeof input !== 'object') return input;
    if (Array.isArray(input)) return input.map((v) => this.remap(v));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
      const table = ID_KEYS[k];
      out[k] = table ? (Array.isArray(v) ? v.map((x) => this.one(table, x)) : this.one(table, v)) : this.remap(v);
    }
    return out;
  }
}
