/** Dethmetal's commands, for the CLI's registry (commands/rulesets.ts): founding, roster, garage, stores, mechanics, sponsors. */
export { campaignCommands as dethmetalCommands } from './campaign';
