/**
 * Dethmetal's commands, for the CLI's registry (commands/rulesets.ts): founding, roster, garage, stores, mechanics,
 * sponsors; and its sub-commands of the core's `match` and `season` groups.
 */
export { campaignCommands as dethmetalCommands, sharedCommands as dethmetalSharedCommands } from './campaign';
export { matchSeasonSubs as dethmetalGroupSubs } from './matchSeason';
export { dethmetalOddsCli } from './odds';
