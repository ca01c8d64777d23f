import type { ChannelName, ParsedInputOf, ResultOf } from '../../../src-shared/ipc';
import { coreHandlers } from './core';
import { dethmetalHandlers } from './dethmetal';
import { dirtyWheelsHandlers } from './dirtywheels';
import { matchHandlers } from './matches';
import { seasonHandlers } from './season';
import { sheetsHandlers } from './sheets';
import { teamsHandlers } from './teams';
import type { HandlerContext } from './types';

export type { HandlerContext, ShellHooks } from './types';

/**
 * Channel -> service: the league core's handlers, one file per area, and each ruleset's from its folder's index (the
 * only place the adapters' core reaches a ruleset's handlers). The ONLY table adapters use: Electron IPC, the browser
 * host, the CLI and tests all reach the services through `createDispatcher`.
 */
export const handlers: { [C in ChannelName]: (ctx: HandlerContext, input: ParsedInputOf<C>) => ResultOf<C> | Promise<ResultOf<C>> } = {
  ...coreHandlers,
  ...matchHandlers,
  ...seasonHandlers,
  ...sheetsHandlers,
  ...teamsHandlers,
  ...dethmetalHandlers,
  ...dirtyWheelsHandlers,
};
