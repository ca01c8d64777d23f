/**
 * The CLI's ruleset registry, the one core command file that imports a ruleset's commands (`commands/<id>/index.ts`):
 * each ruleset's commands of its own, listed after the core's in `league --help`, and its sub-commands of the core's
 * groups (`league match`, `league season`): Dethmetal's campaign and match assistant, Dirty Wheels' match table.
 * Each ruleset's commands are checked against the names its declaration lists (src-shared/engine/<id>/declaration.ts)
 * and tagged with its id (refused on a league of another ruleset, kit.ts).
 */
import { checkAgainstDeclaration, declarationOf, isRegisteredRuleset } from '../../../src-shared/engine/registry';
import { Registry } from '../../../src-shared/engine/register';
import { forRuleset, type Command } from '../kit';
import type { GroupSubs } from './commandKit';
import { dethmetalCommands, dethmetalGroupSubs, dethmetalOddsCli, dethmetalSharedCommands } from './dethmetal';
import { dirtyWheelsCommands, dirtyWheelsGroupSubs, dirtyWheelsOdds } from './dirtywheels';
import type { OddsCli } from './oddsKit';

/** What a ruleset's folder gives the CLI: its own commands and its sub-commands of the core's groups. */
export interface RulesetCli {
  ruleset: string;
  commands: readonly Command[];
  groupSubs: readonly GroupSubs[];
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

const ENTRIES: RulesetCli[] = [
  { ruleset: 'dethmetal', commands: dethmetalCommands, groupSubs: dethmetalGroupSubs, odds: dethmetalOddsCli },
  { ruleset: 'dirtywheels', commands: dirtyWheelsCommands, groupSubs: dirtyWheelsGroupSubs, odds: dirtyWheelsOdds },
];

/** The odds part of a ruleset's calculators, asked by the league's ruleset id (`league odds`); null when it has none. */
export function rulesetOdds(id: string): OddsCli | null {
  return ENTRIES.find((e) => e.ruleset === id)?.odds ?? null;
}

const REGISTERED = registerRulesetCli(ENTRIES);

/**
 * `dethmetalSharedCommands` (`league franchise`: `add --name` adds a team in any league) are the core's words in
 * Dethmetal's folder: untagged, their Dethmetal channels are still refused on another league by the dispatcher.
 * Read when a command line runs (league.ts), so a ruleset added after load (below) is in it.
 */
export const rulesetCommands: Command[] = [...dethmetalSharedCommands, ...REGISTERED.commands];

/**
 * The commands of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets.ts),
 * checked with the build's as one list: its commands exactly those its declaration lists, none another ruleset's, the
 * ruleset not registered twice. Its commands join `league`'s list, tagged with its id. Sub-commands of the core's
 * groups (`league match …`) are built into those groups when their module loads, so an added ruleset declares none
 * (refused, saying so). Returns the way to take them off again.
 */
export function addRulesetCli(entry: RulesetCli): () => void {
  if (entry.groupSubs.length)
    throw new Error(`The ruleset “${entry.ruleset}” adds sub-commands of the core's groups after load; an added ruleset's commands are commands of its own.`);
  const added = registerRulesetCli([...ENTRIES, entry]).commands.filter((c) => c.ruleset === entry.ruleset);
  ENTRIES.push(entry);
  rulesetCommands.push(...added);
  return () => {
    ENTRIES.splice(ENTRIES.indexOf(entry), 1);
    for (const c of added) rulesetCommands.splice(rulesetCommands.indexOf(c), 1);
  };
}

export const rulesetGroupSubs: readonly GroupSubs[] = REGISTERED.groupSubs;
