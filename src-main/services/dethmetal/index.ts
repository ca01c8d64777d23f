/**
 * Dethmetal's services as the core sees them (services/rulesets.ts): the row beside each franchise, the standings
 * export and the import's checks. Its campaign services (founding, garage, roster, post-match, season end) are
 * reached through its own handlers (app/handlers/dethmetal).
 */
import type { RulesetServices } from '../rulesetHooks';
import { addDethmetalFranchise } from './dethmetalFranchises';
import { dethmetalImportChecks } from './importChecks';
import { standingsExport } from './standingsExport';

export { MATCH_JOIN } from './dethmetalMatches';
export { CARS_PER_HEAT } from './preMatch';

export const dethmetalServices: RulesetServices = {
  // A franchise added by name only is not founded yet: its Dethmetal row keeps the defaults.
  franchiseAdded: (conn, franchiseId) => addDethmetalFranchise(conn, franchiseId),
  exportStandings: (conn, scope) => standingsExport(conn, scope),
  // A getter: the core services this module's imports load may ask the registry before it has finished loading.
  get importChecks() {
    return dethmetalImportChecks;
  },
};
