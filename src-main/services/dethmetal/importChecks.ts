/**
 * What the import checks of a Dethmetal league's own data (exports/leagueInvariants.ts runs it through the registry):
 * its tables beside the generic rows, their floors, competitors' columns against their records, cash against the ledger.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { safeRecord } from '../../../src-shared/ipc/fields';
import { driver } from '../../../src-shared/engine/dethmetal';
import type { ImportChecks, Violation } from '../rulesetHooks';
import { CASH_AND_LEDGER } from './dethmetalFranchises';
import { competitorStatus } from './records';

/**
 * A Dethmetal competitor's name and status columns follow from his record and franchise (records.ts saveDriver writes
 * all three together): a roster screen filters on the columns, the sheets print the record.
 */
function competitorColumns(sqlite: Database.Database, out: Violation[], schemaProblem: Parameters<ImportChecks['check']>[2]): void {
  const rows = sqlite.prepare(`SELECT id, franchise_id AS franchiseId, name, status, record FROM competitors`).all() as {
    id: number;
    franchiseId: number | null;
    name: string;
    status: string;
    record: unknown;
  }[];
  for (const r of rows) {
    if (typeof r.record !== 'string' || schemaProblem(r.record, driver.driverSchema)) continue; // reported with the JSON columns
    const record = driver.driverSchema.parse(JSON.parse(r.record));
    if (record.name !== r.name) out.push({ table: 'competitors', rowid: r.id, field: 'name', problem: 'differs from the name in his record' });
    const status = competitorStatus(record, r.franchiseId);
    if (status !== r.status)
      out.push({ table: 'competitors', rowid: r.id, field: 'status', problem: `is ${r.status}, but his record and franchise make him ${status}` });
  }
}

/** Money (ledger.ts checkCash): a franchise's cash is the sum of its ledger rows. */
function money(sqlite: Database.Database, out: Violation[]): void {
  const rows = sqlite.prepare(`SELECT * FROM (${CASH_AND_LEDGER}) WHERE cash IS NOT total`).all() as { id: number; cash: number; total: number }[];
  for (const r of rows) out.push({ table: 'dethmetal_franchises', rowid: r.id, field: 'cash', problem: `is ${r.cash}k but its ledger sums to ${r.total}k` });
}

const object = safeRecord(z.string(), z.unknown());

export const dethmetalImportChecks: ImportChecks = {
  ownRows: [
    { table: 'dethmetal_franchises', generic: 'franchises', key: 'franchise_id' },
    { table: 'dethmetal_vehicles', generic: 'vehicles', key: 'vehicle_id' },
    { table: 'dethmetal_competitors', generic: 'competitors', key: 'competitor_id' },
    { table: 'dethmetal_matches', generic: 'matches', key: 'match_id' },
    { table: 'dethmetal_match_teams', generic: 'match_teams', key: 'match_team_id' },
  ],
  // Issue 21: the tables only Dethmetal has (db/dethmetalSchema.ts); rows in a league of another ruleset are refused.
  ownTables: ['dethmetal_stores', 'dethmetal_sponsors', 'dethmetal_design_templates', 'dethmetal_competitor_results', 'dethmetal_vehicle_results'],
  jsonColumns: [
    { table: 'dethmetal_stores', column: 'detail', schema: object },
    { table: 'dethmetal_sponsors', column: 'safe_seasons', schema: z.array(z.number().int().min(1)) },
    // Read back whole (TypeScript interfaces, no zod schema): at least JSON objects.
    { table: 'dethmetal_matches', column: 'pre_match', schema: object },
    { table: 'dethmetal_matches', column: 'report', schema: object },
  ],
  floors: [
    { table: 'dethmetal_stores', column: 'price', min: 0 },
    { table: 'dethmetal_franchises', column: 'cup_bonus_due', min: 0 },
    { table: 'dethmetal_franchises', column: 'mechanic_rating', min: 1 },
    { table: 'dethmetal_competitors', column: 'wage', min: 0 },
    { table: 'dethmetal_vehicles', column: 'criticals', min: 0 },
    { table: 'dethmetal_vehicles', column: 'damage', min: 0 },
    { table: 'dethmetal_vehicles', column: 'purchase_price', min: 0 },
    { table: 'dethmetal_matches', column: 'heats', min: 1 },
  ],
  vehicleContext(sqlite) {
    const rows = sqlite.prepare(`SELECT vehicle_id AS id, bonus_dp AS bonus FROM dethmetal_vehicles`).all() as { id: number; bonus: number }[];
    return new Map(rows.map((r) => [r.id, { sponsorBonusDp: r.bonus }]));
  },
  check(sqlite, out, schemaProblem) {
    competitorColumns(sqlite, out, schemaProblem);
    money(sqlite, out);
  },
};
