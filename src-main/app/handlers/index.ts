import { contract, isChannel, type ChannelName, type ParsedInputOf, type ResultOf } from '../../../src-shared/ipc';
import { joinDistinct } from '../../../src-shared/ipc/join';
import { coreHandlers } from './core';
import { dethmetalHandlers } from './dethmetal';
import { dirtyWheelsHandlers } from './dirtywheels';
import { matchHandlers } from './matches';
import { seasonHandlers } from './season';
import { sheetsHandlers } from './sheets';
import { tableHandlers } from './table';
import { teamsHandlers } from './teams';
import type { HandlerContext } from './types';

export type { HandlerContext, ShellHooks } from './types';

/**
 * A ruleset's handlers: each must serve a channel the contract tags with that ruleset (channels.ts), so the dispatcher's
 * ruleset check covers every one of them. A handler of another ruleset's or the core's channel fails at load.
 */
function rulesetHandlers<M extends object>(ruleset: string, map: M): M {
  for (const name of Object.keys(map)) {
    const tag = isChannel(name) ? (contract[name] as { ruleset?: string }).ruleset : undefined;
    if (tag !== ruleset)
      throw new Error(
        `The ${ruleset} handler “${name}” serves ${tag ? `a ${tag} channel` : isChannel(name) ? 'a core channel' : 'no channel of the contract'}: tag it in src-shared/ipc/channels.ts.`,
      );
  }
  return map;
}

/**
 * Channel -> service: the league core's handlers, one file per area, and each ruleset's from its folder's index (the
 * only place the adapters' core reaches a ruleset's handlers); a channel served twice fails at load. The ONLY table
 * adapters use: Electron IPC, the browser host, the CLI and tests all reach the services through `createDispatcher`.
 */
export const handlers: { [C in ChannelName]: (ctx: HandlerContext, input: ParsedInputOf<C>) => ResultOf<C> | Promise<ResultOf<C>> } = joinDistinct(
  'handler',
  coreHandlers,
  matchHandlers,
  seasonHandlers,
  sheetsHandlers,
  teamsHandlers,
  tableHandlers,
  rulesetHandlers('dethmetal', dethmetalHandlers),
  rulesetHandlers('dirtywheels', dirtyWheelsHandlers),
);

/** A handler of a channel the build's type does not name (an extra ruleset's): the input is its channel's parsed schema. */
export type AnyHandler = (ctx: HandlerContext, input: never) => unknown;

/**
 * The handlers of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets.ts): each
 * must serve a channel the contract tags with that ruleset (its channels are added first), and a channel already
 * served is refused, naming it. Returns the way to take them off again.
 */
export function addRulesetHandlers(ruleset: string, map: Readonly<Record<string, AnyHandler>>): () => void {
  rulesetHandlers(ruleset, map);
  for (const name of Object.keys(map))
    if (Object.hasOwn(handlers, name)) throw new Error(`The handler “${name}” is registered twice: “${ruleset}” serves a channel already served.`);
  Object.assign(handlers, map);
  return () => {
    for (const name of Object.keys(map)) delete (handlers as Record<string, unknown>)[name];
  };
}
