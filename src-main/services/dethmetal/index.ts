/**
 * Dethmetal's services as the core sees them (services/rulesets.ts): the row beside each franchise, the standings
 * export, the import's checks, its part of the schedule (schedule.ts) and of the season's view, and its between-match
 * steps (post-match, season end: issue 21), which take inputs of their own and so run through its own channels
 * (match.record, season.end). Its other campaign services (founding, garage, roster) are reached through its own
 * handlers (app/handlers/dethmetal).
 */
import type { SeasonEndReport } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { RulesetServices } from '../rulesetHooks';
import { assistantTableServices } from './assistant';
import { assistantOdds } from './assistant/odds';
import { addDethmetalFranchise } from './dethmetalFranchises';
import { dethmetalImportChecks } from './importChecks';
import { postMatchStep } from './postMatch';
import { seasonEndStep } from './seasonEnd';
import * as schedule from './schedule';
import { standingsExport } from './standingsExport';

export { MATCH_JOIN } from './dethmetalMatches';
export { heatCrews } from './heatCrews';

export const dethmetalServices: RulesetServices = {
  correctionWords: {
    areas: {
      dethmetal_franchises: 'money',
      dethmetal_competitors: 'people',
      dethmetal_vehicles: 'cars',
      dethmetal_matches: 'results',
      dethmetal_match_teams: 'results',
      dethmetal_competitor_results: 'results',
      dethmetal_vehicle_results: 'results',
    },
    saidElsewhere: [
      // The bank: always the sum of the team's ledger (dethmetalSchema.ts), which the preview shows as its money.
      'dethmetal_franchises.cash',
      // The post-match report as it was shown (JSON): its points, prizes, money and people are rows of their own.
      'dethmetal_matches.report',
    ],
  },
  // A franchise added by name only is not founded yet: its Dethmetal row keeps the defaults.
  franchiseAdded: (conn, franchiseId) => addDethmetalFranchise(conn, franchiseId),
  exportStandings: (conn, scope) => standingsExport(conn, scope),
  // A getter: the core services this module's imports load may ask the registry before it has finished loading.
  get importChecks() {
    return dethmetalImportChecks;
  },
  get schedulableTeams() {
    return schedule.schedulableFranchises;
  },
  eventFields: (track, own) => schedule.eventFields(track, own),
  eventAdded: (conn, matchId, values, matchTeamIds) => schedule.eventAdded(conn, matchId, values, matchTeamIds),
  eventChanged: (conn, matchId, patch) => schedule.eventChanged(conn, matchId, patch),
  eventRemoved: (conn, matchId) => schedule.eventRemoved(conn, matchId),
  pairingOrder: (conn, seasonNumber) => schedule.pairingOrder(conn, seasonNumber),
  matchDetails: (conn, matchIds) => schedule.matchDetails(conn, matchIds),
  seasonLength: (conn) => schedule.seasonLength(conn),
  // Getters, like importChecks: the steps' modules load core services that ask this registry.
  get afterResult() {
    return postMatchStep as RulesetServices['afterResult'];
  },
  get seasonEnd() {
    return seasonEndStep as RulesetServices['seasonEnd'];
  },
  // Its season end (season.end) keeps its report in the season's row.
  seasonSummary: (stored) => JSON.parse(stored) as SeasonEndReport,
  // The match assistant's half of its table (the table is the engine's, engine/dethmetal/assistant/table.ts), with
  // its calculators' odds (issue 23; odds.ts reads the assistant's state, so it joins the half here).
  get table() {
    return { ...assistantTableServices, odds: assistantOdds };
  },
};
