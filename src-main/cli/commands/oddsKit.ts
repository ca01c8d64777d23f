/**
 * What a ruleset's folder gives `league odds` (issue 23), through the CLI's registry (commands/rulesets.ts): the words
 * of its calculators for `league odds --help`. The odds themselves are the services' (`table.odds`,
 * services/league/odds.ts), which the command calls as the app does.
 */
export interface OddsCli {
  /** One line per calculator: what its input is (for `league odds --help`). */
  help: readonly string[];
  example: string;
}
