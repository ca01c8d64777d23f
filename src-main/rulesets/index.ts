/**
 * The main process's ruleset entries (issue 21): every ruleset gives ONE entry for this process. The build's are
 * listed in ./build.ts (./dethmetal.ts, ./dirtywheels.ts), read by each registry on its first use; a ruleset outside
 * the build is added with `addMainRulesets`, which registers every part of it in every registry of the process, each
 * checked against its declaration as the build's rulesets are: the engine module and channels (src-shared/rulesets/),
 * the services' hooks, the handlers, the `league` commands and the sheets. The host (`startApp({ rulesets })`, host/start.ts) and
 * the command line (`cliWith({ rulesets })`, cli/league.ts) take a list of them; the fixture ruleset under
 * tests/rulesets/fixture/ is added this way with no file outside tests/ changed.
 */
import { type SharedRulesetEntry, addSharedRuleset, registerAll } from '../../src-shared/rulesets';
import { type AnyHandler, addRulesetHandlers } from '../app/handlers';
import type { Command } from '../cli/kit';
import type { GroupSubs } from '../cli/commands/commandKit';
import type { RulesetTableCli } from '../cli/commands/matchTable';
import type { OddsCli } from '../cli/commands/oddsKit';
import { addRulesetCli } from '../cli/commands/rulesets';
import type { RulesetServices } from '../services/rulesetHooks';
import { addRulesetServices } from '../services/rulesets';
import { type RulesetSheets, addRulesetSheets } from '../sheets/rulesetDocuments';

export interface MainRulesetEntry extends SharedRulesetEntry {
  /** Its hooks into the generic services (rulesetHooks.ts); none: the generic services serve it alone. */
  services?: RulesetServices;
  /** A handler for each of its channels. */
  handlers: Readonly<Record<string, AnyHandler>>;
  /** Its own `league` commands, exactly those its declaration's `cli.commands` lists (tagged with its id here). */
  commands?: readonly Command[];
  /** Its sub-commands of the core's groups (`league match …`), exactly those its declaration's `cli.groupSubs` lists. */
  groupSubs?: readonly GroupSubs[];
  /**
   * Commands every league may run, kept in its folder and untagged (Dethmetal's `league franchise`: `add --name` adds
   * a team in any league; its Dethmetal channels are still refused on another league by the dispatcher).
   */
  untaggedCommands?: readonly Command[];
  /** Its match table's words for `league match table` (cli/commands/matchTable.ts): cards, intents as flags, a preview. */
  tableCli?: RulesetTableCli;
  /** Its calculators' odds for the core's `league odds` (issue 23); none: it has no calculators. */
  oddsCli?: OddsCli;
  /** A document for each print kind its declaration lists (none: it prints nothing, and declares no print kind). */
  sheets?: RulesetSheets;
}

/**
 * Register rulesets in this process, each whole: a ruleset registered already (by the build or an earlier call) is
 * refused, naming its id, as is any name it brings that another owner has or any part its declaration does not list;
 * a refused list leaves nothing of itself registered. The entry points call it before the first request is served.
 * Returns the way to take them off again.
 */
export function addMainRulesets(entries: readonly MainRulesetEntry[]): () => void {
  return registerAll(
    entries.map((e) => () => {
      const id = e.ruleset.id;
      return registerAll([
        () => addSharedRuleset(e),
        () => addRulesetServices(id, e.services ?? {}),
        () => addRulesetHandlers(id, e.handlers),
        () => addRulesetCli({ ruleset: id, commands: e.commands ?? [], groupSubs: e.groupSubs ?? [], table: e.tableCli, odds: e.oddsCli }),
        () => addRulesetSheets({ ruleset: id, sheets: e.sheets ?? {} }),
      ]);
    }),
  );
}
