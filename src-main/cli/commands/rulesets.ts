/**
 * The CLI's ruleset registry, the one core command file that imports a ruleset's commands (`commands/<id>/index.ts`):
 * each ruleset's commands of its own, listed after the core's in `league --help`, and its sub-commands of the core's
 * groups (`league match`, `league season`): Dethmetal's campaign and match assistant, Dirty Wheels' match table.
 */
import { forRuleset, type Command } from '../kit';
import type { GroupSubs } from './commandKit';
import { dethmetalCommands, dethmetalGroupSubs, dethmetalSharedCommands } from './dethmetal';
import { dirtyWheelsCommands, dirtyWheelsGroupSubs } from './dirtywheels';

/** Each of a ruleset's commands and sub-commands tagged with its id: refused on a league of another ruleset (kit.ts). */
const tagged = (ruleset: string, commands: readonly Command[]) => commands.map((c) => forRuleset(ruleset, c.name, c));
const taggedSubs = (ruleset: string, groups: readonly GroupSubs[]): GroupSubs[] =>
  groups.map((g) => ({ ...g, subs: g.subs.map((s) => forRuleset(ruleset, `${g.group} ${s.name}`, s)) }));

/**
 * `dethmetalSharedCommands` (`league franchise`: `add --name` adds a team in any league) are the core's words in
 * Dethmetal's folder: untagged, their Dethmetal channels are still refused on another league by the dispatcher.
 */
export const rulesetCommands: readonly Command[] = [
  ...dethmetalSharedCommands,
  ...tagged('dethmetal', dethmetalCommands),
  ...tagged('dirtywheels', dirtyWheelsCommands),
];

export const rulesetGroupSubs: readonly GroupSubs[] = [...taggedSubs('dethmetal', dethmetalGroupSubs), ...taggedSubs('dirtywheels', dirtyWheelsGroupSubs)];
