/**
 * The league's vehicle table (the house rule `vehicleStats`: the chapter cites a table of typical vehicles that is
 * missing, gaps.md #1) as the Settings part edits it: one row per kind, one column per number. Checked with the
 * ruleset's own schema, the one the settings service runs, so a bad cell says so as it is typed.
 */
import {
  DEFAULT_VEHICLE_STATS,
  hexrpgSettingsSchema,
  SECTION,
  VEHICLE_KINDS,
  type VehicleKind,
  type VehicleStats,
  withGap,
} from '../../../../src-shared/engine/hexrpg';

export type VehicleTable = Record<VehicleKind, VehicleStats>;

/** The table's columns: a path into one kind's numbers, its header, what it means, its section. */
export const COLUMNS = [
  { path: ['movement'], label: 'Move', help: 'Hexes a turn at most', rule: SECTION.movement },
  { path: ['turns'], label: 'Turns', help: 'Turns a turn before the Turning Table', rule: SECTION.turning },
  { path: ['hp'], label: 'HP', help: 'Hit points', rule: SECTION.damage },
  { path: ['fuel'], label: 'Fuel', help: 'Fuel units (the Skill and Fuel Table spends them)', rule: SECTION.fuelSkillTable },
  { path: ['damage', 'minimal'], label: 'Bash min', help: 'Minimal damage when it bashes', rule: SECTION.bashDamage },
  { path: ['damage', 'average'], label: 'Bash avg', help: 'Average damage when it bashes', rule: SECTION.bashDamage },
  { path: ['damage', 'maximal'], label: 'Bash max', help: 'Maximal damage when it bashes', rule: SECTION.bashDamage },
  { path: ['failurePercent'], label: 'Failure %', help: 'Chance that losing control is a mechanical failure', rule: SECTION.failure },
] as const;
export type Column = (typeof COLUMNS)[number];

export const TABLE_RULE = withGap(SECTION.missing, 1);

export function cell(table: VehicleTable, kind: VehicleKind, col: Column): number {
  const row = table[kind];
  return col.path.length === 1 ? (row[col.path[0]] as number) : row.damage[col.path[1]];
}

export function withCell(table: VehicleTable, kind: VehicleKind, col: Column, value: number): VehicleTable {
  const row = structuredClone(table[kind]);
  if (col.path.length === 1) (row as unknown as Record<string, number>)[col.path[0]] = value;
  else row.damage[col.path[1]] = value;
  return { ...table, [kind]: row };
}

/** The problems of a table, each on its kind (and column when the schema names one), in the schema's words. */
export function tableProblems(table: VehicleTable): { kind: VehicleKind | null; column: string | null; message: string }[] {
  const r = hexrpgSettingsSchema.shape.vehicleStats.safeParse(table);
  if (r.success) return [];
  return r.error.issues.map((i) => {
    const kind = VEHICLE_KINDS.includes(i.path[0] as VehicleKind) ? (i.path[0] as VehicleKind) : null;
    const rest = i.path.slice(1).join('.');
    const col = COLUMNS.find((c) => c.path.join('.') === rest) ?? (rest === 'damage' ? COLUMNS[4] : undefined);
    return { kind, column: col ? col.label : null, message: i.message };
  });
}

/** Which kinds differ from the defaults (the text's averages and our numbers), for "Back to the defaults". */
export const isDefault = (table: VehicleTable) => JSON.stringify(table) === JSON.stringify(DEFAULT_VEHICLE_STATS);

export const DEFAULT_TABLE = (): VehicleTable => structuredClone(DEFAULT_VEHICLE_STATS) as VehicleTable;
