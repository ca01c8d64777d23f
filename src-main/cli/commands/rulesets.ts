/**
 * The CLI's ruleset registry, the one core command file that reaches a ruleset's commands, read off the main process's
 * build list (src-main/rulesets/build.ts, on first use) and any ruleset added after: each ruleset's commands of its
 * own, listed after the core's in `league --help`, and its sub-commands of the core's groups (`league match`,
 * `league season`): Dethmetal's campaign and match assistant.
 * Each ruleset's commands are checked against the names its declaration lists (src-shared/engine/<id>/declaration.ts)
 * and tagged with its id (refused on a league of another ruleset, kit.ts).
 */
import { checkAgainstDeclaration, declarationOf, isRegisteredRuleset, rulesetById } from '../../../src-shared/engine/registry';
import { Registry } from '../../../src-shared/engine/register';
import { forRuleset, type Command } from '../kit';
import type { GroupSubs } from './commandKit';
import type { RulesetTableCli } from './matchTable';
import { mainBuildRulesets } from '../../rulesets/build';
import type { OddsCli } from './oddsKit';

/** What a ruleset's folder gives the CLI: its own commands and its sub-commands of the core's groups. */
export interface RulesetCli {
  ruleset: string;
  commands: readonly Command[];
  groupSubs: readonly GroupSubs[];
  /** Its match table's words for `league match table` (matchTable.ts); only a ruleset that has a table. */
  table?: RulesetTableCli;
  /** Its calculators' odds for the core's `league odds` (issue 23); none: it has no calculators. */
  odds?: OddsCli;
}

/**
 * The rulesets' commands, checked and tagged: each ruleset registered once, its commands and sub-commands exactly those
 * its declaration lists, and no command or sub-command name registered by two rulesets (the error names both).
 */
export function registerRulesetCli(entries: readonly RulesetCli[]): { commands: Command[]; groupSubs: GroupSubs[] } {
  const rulesets = new Registry<true>('CLI ruleset entry');
  const names = new Registry<true>('ruleset command');
  const commands: Command[] = [];
  const groupSubs: GroupSubs[] = [];
  for (const e of entries) {
    if (!isRegisteredRuleset(e.ruleset)) throw new Error(`The CLI registers commands for the ruleset “${e.ruleset}”, which is not registered.`);
    rulesets.add(e.ruleset, e.ruleset, true);
    if (e.table && !rulesetById(e.ruleset).table)
      throw new Error(`The CLI gives words for the match table of the ruleset “${e.ruleset}”, which has no match table.`);
    const declared = declarationOf(e.ruleset).cli;
    checkAgainstDeclaration(
      e.ruleset,
      'The CLI (src-main/cli/commands/rulesets.ts)',
      'commands',
      declared.commands,
      e.commands.map((c) => c.name),
    );
    const subsOf = (groups: readonly { group: string; subs: readonly (string | { name: string })[] }[]) =>
      groups.flatMap((g) => g.subs.map((s) => `${g.group} ${typeof s === 'string' ? s : s.name}`));
    checkAgainstDeclaration(e.ruleset, 'The CLI (src-main/cli/commands/rulesets.ts)', 'sub-commands', subsOf(declared.groupSubs), subsOf(e.groupSubs));
    for (const c of e.commands) {
      names.add(e.ruleset, c.name, true);
      commands.push(forRuleset(e.ruleset, c.name, c));
    }
    for (const g of e.groupSubs) {
      for (const s of g.subs) names.add(e.ruleset, `${g.group} ${s.name}`, true);
      groupSubs.push({ ...g, subs: g.subs.map((s) => forRuleset(e.ruleset, `${g.group} ${s.name}`, s)) });
    }
  }
  return { commands, groupSubs };
}

/** The rulesets' CLI entries: the build's, then any added after load (`addRulesetCli`); and what they register. */
let ENTRIES: RulesetCli[] | undefined;
let REGISTERED: { commands: Command[]; groupSubs: GroupSubs[] } | undefined;
/** Commands kept in a ruleset's folder that every league may run, untagged (the entries' `untaggedCommands`). */
let UNTAGGED: readonly Command[] = [];

/** Read on first use, not when this module loads: a ruleset's commands import core commands that import this file. */
function registered(): { commands: Command[]; groupSubs: GroupSubs[] } {
  if (!ENTRIES) {
    const build = mainBuildRulesets();
    ENTRIES = build.map((e) => ({ ruleset: e.ruleset.id, commands: e.commands ?? [], groupSubs: e.groupSubs ?? [], table: e.tableCli, odds: e.oddsCli }));
    UNTAGGED = build.flatMap((e) => e.untaggedCommands ?? []);
  }
  REGISTERED ??= registerRulesetCli(ENTRIES);
  return REGISTERED;
}

/**
 * Every ruleset's commands of its own, checked and tagged, after the untagged ones kept in a ruleset's folder
 * (Dethmetal's `league franchise`: `add --name` adds a team in any league; its Dethmetal channels are still refused on
 * another league by the dispatcher). Read when a command line runs (league.ts), so a ruleset added after load is in it.
 */
export const rulesetCommands = (): Command[] => {
  const { commands } = registered();
  return [...UNTAGGED, ...commands];
};

/** Every ruleset's sub-commands of the core's groups, checked and tagged: the groups read them per run (season.ts). */
export const rulesetGroupSubs = (): readonly GroupSubs[] => registered().groupSubs;

/** A ruleset's match table's words for the terminal, if it gives them (`league match table`). */
export const rulesetTableCli = (ruleset: string): RulesetTableCli | undefined => {
  registered();
  return ENTRIES!.find((e) => e.ruleset === ruleset)?.table;
};

/** The odds part of a ruleset's calculators, asked by the league's ruleset id (`league odds`); null when it has none. */
export const rulesetOdds = (ruleset: string): OddsCli | null => {
  registered();
  return ENTRIES!.find((e) => e.ruleset === ruleset)?.odds ?? null;
};

/** Every ruleset whose match table has words for the terminal, with its name (the command's help lists their intents). */
export const rulesetTableClis = (): { name: string; words: RulesetTableCli }[] => {
  registered();
  return ENTRIES!.flatMap((e) => (e.table ? [{ name: rulesetById(e.ruleset).name, words: e.table }] : []));
};

/**
 * The commands of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets/),
 * checked with the build's as one list: its commands and sub-commands of the core's groups exactly those its
 * declaration lists, none another ruleset's, the ruleset not registered twice. They join `league`'s list and its
 * groups, tagged with its id. Returns the way to take them off again.
 */
export function addRulesetCli(entry: RulesetCli): () => void {
  registered();
  const list = ENTRIES!;
  const all = registerRulesetCli([...list, entry]);
  list.push(entry);
  REGISTERED = all;
  return () => {
    list.splice(list.indexOf(entry), 1);
    REGISTERED = undefined;
  };
}
