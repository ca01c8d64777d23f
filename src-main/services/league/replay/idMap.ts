/**
 * Ids across a corrected history. A row's id is the next free one when an operation inserts it, so where the corrected
 * history makes a different number of rows of a kind (a person more, a car less), every later row of that kind gets
 * another id than it had, and a later operation's input that names one (`vehicleId: 7`) would hit another row, or none.
 * The replay pairs, operation by operation and table by table in order, the rows each one inserted in the file (its
 * undo inverses: `DELETE FROM "t" WHERE rowid = N`) with those it inserted in the replay (replay/scratch.ts), and
 * names the replay's ids in the later inputs.
 *
 * Limits, said where they apply: the file's undo log keeps the last UNDO_DEPTH operations only, so an older operation's
 * rows cannot be paired (taken as keeping their ids, as before); an input key names the table below, and a key that
 * names a row of several kinds (`entrantId`) is left as it is.
 */
import type { LeagueConnection } from '../../../db/connection';

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

const DELETE_ROW = /^DELETE FROM "((?:[^"]|"")+)" WHERE rowid = (\d+)$/;

type Inserts = Map<string, number[]>;

/** The rows each entry inserted in the file, by table in order, for the entries its undo log still holds. */
export function fileInserts(stored: LeagueConnection, fromId: number): Map<number, Inserts> {
  const rows = stored.sqlite
    .prepare(`SELECT journal_id AS j, statement AS s FROM undo_log WHERE direction = 'undo' AND journal_id >= ? ORDER BY id`)
    .all(fromId) as { j: number; s: string }[];
  const out = new Map<number, Inserts>();
  for (const { j, s } of rows) {
    const byTable = out.get(j) ?? new Map<string, number[]>();
    out.set(j, byTable);
    const m = DELETE_ROW.exec(s);
    if (!m) continue;
    const table = m[1]!.replaceAll('""', '"');
    byTable.set(table, [...(byTable.get(table) ?? []), Number(m[2])]);
  }
  return out;
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

  /** Whether the file's undo log still says what `entryId` inserted (else its rows are taken as keeping their ids). */
  knows(entryId: number): boolean {
    return this.file.has(entryId);
  }

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
