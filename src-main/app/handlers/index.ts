import type { ChannelName, ParsedInputOf, ResultOf } from '../../../src-shared/ipc';
import { coreHandlers } from './core';
import { campaignHandlers } from './dethmetal/campaign';
import { sheetsHandlers } from './sheets';
import { assistantHandlers } from './dethmetal/assistant';
import { franchiseHandlers } from './franchise';
import { designsHandlers } from './dethmetal/designs';
import { teamsHandlers } from './teams';
import { dirtyWheelsHandlers } from './dirtywheels/table';
import type { HandlerContext } from './types';

export type { HandlerContext, ShellHooks } from './types';

/**
 * Channel -> service, assembled from one file per area. The ONLY table adapters use: Electron IPC, the
 * browser host, the CLI and tests all reach the services through `createDispatcher`.
 */
export const handlers: { [C in ChannelName]: (ctx: HandlerContext, input: ParsedInputOf<C>) => ResultOf<C> | Promise<ResultOf<C>> } = {
  ...coreHandlers,
  ...campaignHandlers,
  ...sheetsHandlers,
  ...assistantHandlers,
  ...franchiseHandlers,
  ...designsHandlers,
  ...teamsHandlers,
  ...dirtyWheelsHandlers,
};
