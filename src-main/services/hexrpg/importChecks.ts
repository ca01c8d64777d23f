/**
 * What the import checks of a hex RPG league beyond every ruleset's rules (exports/leagueInvariants.ts runs each
 * character's and vehicle's schema and rules, their condition included, under the league's settings): each standing
 * seat is one of its vehicle's kind (a bike's rider in a bike, a car's passengers in a car: 2a, 2e; gaps.md #19), so
 * the team builder, the careers and the match table read a gang whole. It has no tables of its own.
 */
import type Database from 'better-sqlite3';
import { hexrpgDeclaration, SECTION, vehicleSchema } from '../../../src-shared/engine/hexrpg';
import type { ImportChecks, Violation } from '../rulesetHooks';

function seats(sqlite: Database.Database, out: Violation[]): void {
  const rows = sqlite
    .prepare(`SELECT c.id, c.slot, v.id AS vehicleId, v.design FROM crew c JOIN vehicles v ON v.id = c.vehicle_id WHERE v.status = 'active' ORDER BY c.id`)
    .all() as { id: number; slot: string; vehicleId: number; design: string }[];
  for (const r of rows) {
    const slot = hexrpgDeclaration.slots.find((s) => s.id === r.slot);
    const design = vehicleSchema.safeParse(JSON.parse(r.design));
    // An undeclared slot or a vehicle its schema refuses is reported by the core's checks already.
    if (!slot || !design.success || slot.vehicle === design.data.kind) continue;
    out.push({
      table: 'crew',
      rowid: r.id,
      field: 'slot',
      problem: `seats a character as ${slot.label.toLowerCase()} of a ${slot.vehicle} in vehicle ${r.vehicleId}, a ${design.data.kind} (${SECTION.movement})`,
    });
  }
}

export const hexrpgImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check: (sqlite, out) => seats(sqlite, out),
};
