import type { z } from 'zod';
import type { Capabilities, Channel } from '../../../src-shared/ipc';
import type { AppSession } from '../session';

export interface ShellHooks {
  shell: Capabilities['shell'];
  version: string;
  /** Native file dialogs, where the shell has them. */
  pickLeagueFile?: (purpose: 'open' | 'save' | 'new') => Promise<string | null>;
  /** Called after the open league changed (Electron updates its title and menu). */
  onLeagueChanged?: () => void;
  /** Opens the system print dialog for a PDF; false when the organizer cancelled (desktop only). */
  printPdf?: (pdf: Buffer, title: string) => Promise<boolean>;
  /** Native open/save dialogs for sheets, exports and league files (desktop only). */
  pickFile?: (options: { purpose: 'open' | 'save'; kind: 'pdf' | 'json' | 'league'; suggestedName?: string }) => Promise<string | null>;
}

export interface HandlerContext {
  session: AppSession;
  hooks: ShellHooks;
}

/** A handler for every channel of one area's channel map, typed from its zod schema and result. */
export type HandlersFor<M extends Record<string, Channel<z.ZodType, unknown>>> = {
  [C in keyof M]: (ctx: HandlerContext, input: z.output<M[C]['input']>) => NonNullable<M[C]['result']> | Promise<NonNullable<M[C]['result']>>;
};
