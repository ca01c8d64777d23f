/**
 * The CLI's ruleset registry, the one core command file that imports a ruleset's commands (`commands/<id>/index.ts`):
 * each ruleset's commands of its own, listed after the core's in `league --help`, and its sub-commands of the core's
 * groups (`league match`, `league season`): Dethmetal's campaign and match assistant, Dirty Wheels' match table.
 */
import type { Command } from '../kit';
import type { GroupSubs } from './commandKit';
import { dethmetalCommands, dethmetalGroupSubs } from './dethmetal';
import { dirtyWheelsCommands, dirtyWheelsGroupSubs } from './dirtywheels';

export const rulesetCommands: readonly Command[] = [...dethmetalCommands, ...dirtyWheelsCommands];

export const rulesetGroupSubs: readonly GroupSubs[] = [...dethmetalGroupSubs, ...dirtyWheelsGroupSubs];
