/**
 * The CLI's ruleset registry, the one core command file that imports a ruleset's commands (`commands/<id>/index.ts`):
 * each ruleset's commands of its own, listed after the core's in `league --help`, and its sub-commands of the core's
 * groups (`league match`, `league season`). A ruleset without commands of its own (Dirty Wheels) runs on the core's alone.
 */
import type { Command } from '../kit';
import type { GroupSubs } from './commandKit';
import { dethmetalCommands, dethmetalGroupSubs } from './dethmetal';

export const rulesetCommands: readonly Command[] = [...dethmetalCommands];

export const rulesetGroupSubs: readonly GroupSubs[] = [...dethmetalGroupSubs];
