/**
 * The undo log's rewrite for crews becoming core relations (issue 21, migration 0029): statements written under the old
 * schema still undo (and redo) after it. Run inside the migration's transaction, right after 0029 copied the rows.
 *
 * - Dethmetal's `match_assignments` row n (heat, car, driver, gunner) is `match_crew` rows 2n (the driver) and 2n+1 (the
 *   gunner, if any): a deleted assignment deletes both, a restored one restores the driver and any gunner.
 * - Dirty Wheels' `vehicleId` in a driver's JSON is his `crew` row, whose id is the driver's: a statement restoring a
 *   driver's record loses the field (the rows it restores look as 0029 left them) and a restored driver gets his seat
 *   back; a deleted driver's seat goes first (the seat points at him).
 */
import type Database from 'better-sqlite3';
import { hasUndoLog, parseUndoStatements, quote, type Statement, writeUndoStatement } from './movedColumns';

/** Rewrites every undo and redo statement on `table` with `fn`. */
function rewriteStatementsOn(sqlite: Database.Database, table: string, fn: (s: Statement) => Statement[]): void {
  if (!hasUndoLog(sqlite)) return;
  const rows = sqlite.prepare(`SELECT id, statement FROM undo_log WHERE instr(statement, ?) > 0`).all(quote(table)) as { id: number; statement: string }[];
  const update = sqlite.prepare(`UPDATE undo_log SET statement = ? WHERE id = ?`);
  for (const row of rows) {
    const statements = parseUndoStatements(row.statement);
    if (!statements.some((s) => s.table === table)) continue;
    update.run(
      statements
        .flatMap((s) => (s.table === table ? fn(s) : [s]))
        .map(writeUndoStatement)
        .join('; '),
      row.id,
    );
  }
}

const NULL = 'NULL';
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const rowOf = (n: string, add: number) => String(BigInt(n) * 2n + BigInt(add));

/** Dethmetal's heat assignments into match_crew, row n into rows 2n (driver) and 2n+1 (gunner). */
export function rewriteHeatCrews(sqlite: Database.Database): void {
  rewriteStatementsOn(sqlite, 'match_assignments', (s) => {
    const driverRow = rowOf(s.rowid, 0);
    const gunnerRow = rowOf(s.rowid, 1);
    if (s.kind === 'delete')
      return [
        { kind: 'delete', table: 'match_crew', rowid: gunnerRow },
        { kind: 'delete', table: 'match_crew', rowid: driverRow },
      ];
    const pairs = s.kind === 'insert' ? s.values : s.set;
    const value = (c: string) => pairs.find(([k]) => k === c)?.[1];
    // Shared by both seats: the columns that keep their meaning under their new names.
    const shared: [string, string][] = [
      ['match_id', 'match_id'],
      ['heat', 'round'],
      ['franchise_id', 'franchise_id'],
      ['vehicle_id', 'vehicle_id'],
    ].flatMap(([from, to]): [string, string][] => (value(from!) === undefined ? [] : [[to!, value(from!)!]]));
    const driver = value('driver_id');
    const gunner = value('gunner_id');
    if (s.kind === 'insert') {
      const seat = (rowid: string, slot: string, person: string): Statement => ({
        kind: 'insert',
        table: 'match_crew',
        rowid,
        values: [['id', rowid], ...shared, ['slot', text(slot)], ['person_id', person]],
      });
      return [seat(driverRow, 'driver', driver ?? NULL), ...(gunner !== undefined && gunner !== NULL ? [seat(gunnerRow, 'gunner', gunner)] : [])];
    }
    // No service ever updated an assignment (they are replaced whole); an update is carried over as far as it can be.
    const out: Statement[] = [
      { kind: 'update', table: 'match_crew', rowid: driverRow, set: [...shared, ...(driver === undefined ? [] : [['person_id', driver] as [string, string]])] },
    ];
    if (gunner === NULL) out.push({ kind: 'delete', table: 'match_crew', rowid: gunnerRow });
    else
      out.push({
        kind: 'update',
        table: 'match_crew',
        rowid: gunnerRow,
        set: [...shared, ...(gunner === undefined ? [] : [['person_id', gunner] as [string, string]])],
      });
    return out.filter((x) => x.kind !== 'update' || x.set.length > 0);
  });
}

/** The record literal without `vehicleId`, and the vehicle it named (undefined when it named none). */
function withoutVehicle(literal: string): { literal: string; vehicleId?: number } {
  if (!literal.startsWith("'")) return { literal };
  let record: unknown;
  try {
    record = JSON.parse(literal.slice(1, -1).replaceAll("''", "'"));
  } catch {
    return { literal };
  }
  if (typeof record !== 'object' || record === null || !('vehicleId' in record)) return { literal };
  const { vehicleId, ...rest } = record as { vehicleId: unknown };
  return { literal: text(JSON.stringify(rest)), ...(typeof vehicleId === 'number' ? { vehicleId } : {}) };
}

/** Dirty Wheels' drivers' `vehicleId` into their crew seats (a Dirty Wheels league only: no other kept the field). */
export function rewriteDriverSeats(sqlite: Database.Database): void {
  const ruleset = (sqlite.prepare(`SELECT ruleset FROM league WHERE id = 1`).get() as { ruleset: string } | undefined)?.ruleset;
  if (ruleset !== 'dirtywheels') return;
  rewriteStatementsOn(sqlite, 'competitors', (s) => {
    if (s.kind === 'delete') return [{ kind: 'delete', table: 'crew', rowid: s.rowid }, s];
    if (s.kind === 'update') return [{ ...s, set: s.set.map(([c, v]): [string, string] => (c === 'record' ? [c, withoutVehicle(v).literal] : [c, v])) }];
    let seat: Statement | undefined;
    const values = s.values.map(([c, v]): [string, string] => {
      if (c !== 'record') return [c, v];
      const out = withoutVehicle(v);
      if (out.vehicleId !== undefined)
        seat = {
          kind: 'insert',
          table: 'crew',
          rowid: s.rowid,
          values: [
            ['id', s.rowid],
            ['vehicle_id', String(out.vehicleId)],
            ['slot', text('driver')],
            ['person_id', s.rowid],
          ],
        };
      return [c, out.literal];
    });
    return [{ ...s, values }, ...(seat ? [seat] : [])];
  });
}
