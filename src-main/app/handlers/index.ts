import { contract, isChannel, type ChannelName, type ParsedInputOf, type ResultOf } from '../../../src-shared/ipc';
import { joinDistinct } from '../../../src-shared/ipc/join';
import { mainBuildRulesets } from '../../rulesets/build';
import { coreHandlers } from './core';
import { matchHandlers } from './matches';
import { seasonHandlers } from './season';
import { sheetsHandlers } from './sheets';
import { tableHandlers } from './table';
import { teamsHandlers } from './teams';
import type { HandlerContext } from './types';
import { verifyHandlers } from './verify';
import { correctHandlers } from './correct';

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
        `The ${ruleset} handler “${name}” serves ${tag ? `a ${tag} channel` : isChannel(name) ? 'a core channel' : 'no channel of the contract'}: list it in that ruleset's channels (its shared entry, src-shared/rulesets/).`,
      );
  }
  return map;
}

/** Channel -> service, every channel of the build's contract typed. */
export type HandlerTable = { [C in ChannelName]: (ctx: HandlerContext, input: ParsedInputOf<C>) => ResultOf<C> | Promise<ResultOf<C>> };

let TABLE: HandlerTable | undefined;

/**
 * Channel -> service: the league core's handlers, one file per area, and each build ruleset's from its main entry
 * (src-main/rulesets/build.ts), then any added after; a channel served twice is refused. Built on the first call, not
 * when this module loads: a ruleset's entry loads core services that load this file. The ONLY table adapters use:
 * Electron IPC, the browser host, the CLI and tests all reach the services through `createDispatcher`.
 */
export function handlers(): HandlerTable {
  TABLE ??= joinDistinct(
    'handler',
    coreHandlers,
    matchHandlers,
    seasonHandlers,
    sheetsHandlers,
    teamsHandlers,
    tableHandlers,
    verifyHandlers,
    correctHandlers,
    ...mainBuildRulesets().map((e) => rulesetHandlers(e.ruleset.id, e.handlers)),
  ) as HandlerTable;
  return TABLE;
}

/** A handler of a channel the build's type does not name (an extra ruleset's): the input is its channel's parsed schema. */
export type AnyHandler = (ctx: HandlerContext, input: never) => unknown;

/**
 * The handlers of a ruleset registered after load (issue 21: a process's extra ruleset, src-main/rulesets/): each
 * must serve a channel the contract tags with that ruleset (its channels are added first), and a channel already
 * served is refused, naming it. Returns the way to take them off again.
 */
export function addRulesetHandlers(ruleset: string, map: Readonly<Record<string, AnyHandler>>): () => void {
  rulesetHandlers(ruleset, map);
  const table = handlers();
  for (const name of Object.keys(map))
    if (Object.hasOwn(table, name)) throw new Error(`The handler “${name}” is registered twice: “${ruleset}” serves a channel already served.`);
  Object.assign(table, map);
  return () => {
    for (const name of Object.keys(map)) delete (table as Record<string, unknown>)[name];
  };
}
