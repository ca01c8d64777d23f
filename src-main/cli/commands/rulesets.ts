/**
 * The CLI's ruleset registry, the one core command file that imports a ruleset's commands (`commands/<id>/index.ts`):
 * each ruleset's commands of its own, listed after the core's in `league --help`. A ruleset without commands of its
 * own (Dirty Wheels) runs on the core's alone.
 */
import type { Command } from '../kit';
import { dethmetalCommands } from './dethmetal';

export const rulesetCommands: readonly Command[] = [...dethmetalCommands];
