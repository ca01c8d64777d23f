/**
 * What the import checks of a Battlecars league beyond every ruleset's rules (exports/leagueInvariants.ts runs each
 * vehicle's loading rules against the league's card types, and each driver's schema, under the league's settings):
 * the pairing the team builder keeps (services/teams.ts: one driver per vehicle, on its team, in its `driver` seat;
 * the core's `soleDriverChecks`) and one vehicle per player (gaps.md #23), so `league team show`, a match's line-up
 * and the careers read them whole.
 */
import type Database from 'better-sqlite3';
import { SECTION, withGap } from '../../../src-shared/engine/battlecars';
import { soleDriverChecks } from '../league/soleDriverChecks';
import type { ImportChecks, Violation } from '../rulesetHooks';

const TEAM_BUILDING = `every vehicle has one driver, on its player’s team; a player fields one vehicle (${withGap(SECTION.setup, 23)})`;

/** One vehicle per player (gaps.md #23): a second is refused at its team. */
function oneVehiclePerPlayer(sqlite: Database.Database, out: Violation[]): void {
  const list = sqlite.prepare(`SELECT id, franchise_id AS franchiseId FROM vehicles WHERE status = 'active' ORDER BY id`).all() as {
    id: number;
    franchiseId: number;
  }[];
  const seen = new Map<number, number>();
  for (const v of list) {
    const first = seen.get(v.franchiseId);
    if (first !== undefined)
      out.push({
        table: 'vehicles',
        rowid: v.id,
        field: 'franchise_id',
        problem: `is a second vehicle of team ${v.franchiseId}, which fields vehicle ${first} (${TEAM_BUILDING})`,
      });
    else seen.set(v.franchiseId, v.id);
  }
}

export const battlecarsImportChecks: ImportChecks = {
  ownRows: [],
  floors: [],
  check(sqlite, out) {
    oneVehiclePerPlayer(sqlite, out);
    soleDriverChecks(sqlite, out, { vehicle: 'vehicle', owner: 'player', oneSeat: 'a Battlecars vehicle has one seat, its driver’s', rule: TEAM_BUILDING });
  },
};
