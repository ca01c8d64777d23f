/** Dirty Wheels' commands, for the CLI's registry (commands/rulesets.ts): the match table (`league table`). */
import type { Command } from '../../kit';
import type { GroupSubs } from '../commandKit';
import { tableCommand } from './table';

export const dirtyWheelsCommands: readonly Command[] = [tableCommand];

/** None of the core's groups takes a Dirty Wheels sub-command: its table is a command of its own. */
export const dirtyWheelsGroupSubs: readonly GroupSubs[] = [];
export { dirtyWheelsOdds } from './odds';
