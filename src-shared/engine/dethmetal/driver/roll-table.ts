/** A rulebook table read by a die roll: each row lists the results it covers, as printed ("2, 3, 4"). */
export interface RollRow {
  readonly rolls: readonly number[];
}

export function rowFor<Row extends RollRow>(table: readonly Row[], roll: number, tableName: string): Row {
  const row = table.find((r) => r.rolls.includes(roll));
  if (!row) throw new RangeError(`${tableName} has no row for a roll of ${roll}.`);
  return row;
}
