import { z } from 'zod';
import { colour, displayName, id, leaguePath, ownerName } from './fields';

/**
 * The IPC contract: every channel in ONE place, with its zod input schema and its result type.
 * `kind` says whether it writes (the services wrap writes in one transaction and journal them).
 * Adapters (Electron preload, browser host, CLI, tests) derive their allow-lists from this object.
 */
export interface Channel<I extends z.ZodType, R> {
  kind: 'read' | 'write';
  input: I;
  /** Phantom: carries the result type only. */
  result?: R;
  /** How long a caller waits before reporting a timeout, in ms. */
  timeoutMs?: number;
}

const channel = <I extends z.ZodType, R>(kind: 'read' | 'write', input: I, timeoutMs?: number): Channel<I, R> => ({ kind, input, timeoutMs });
const none = z.object({}).strict();

export interface LeagueInfo {
  path: string;
  name: string;
  ruleset: string;
  diceMode: 'app' | 'manual';
  seed: number;
  createdAt: string;
}

export interface Franchise {
  id: number;
  name: string;
  colour: string;
  owner: string;
  createdAt: string;
}

export interface JournalEntry {
  id: number;
  op: string;
  summary: string;
  state: 'done' | 'undone';
  at: string;
}

export interface RecentLeague {
  path: string;
  name: string;
  openedAt: string;
  exists: boolean;
}

export interface Capabilities {
  /** Electron has native file dialogs; the browser host asks for a path or lists the data folder. */
  nativeDialogs: boolean;
  shell: 'electron' | 'browser';
  dataDir: string;
  version: string;
}

export const contract = {
  'app.capabilities': channel<typeof none, Capabilities>('read', none),
  'app.recent': channel<typeof none, RecentLeague[]>('read', none),
  'app.newLeague': channel<z.ZodObject<{ name: ReturnType<typeof displayName>; path: z.ZodOptional<typeof leaguePath> }>, LeagueInfo>(
    'write',
    z.object({ name: displayName('League name'), path: leaguePath.optional() }).strict(),
  ),
  'app.openLeague': channel<z.ZodObject<{ path: typeof leaguePath }>, LeagueInfo>('write', z.object({ path: leaguePath }).strict()),
  'app.saveCopy': channel<z.ZodObject<{ path: typeof leaguePath }>, { path: string; bytes: number }>(
    'read',
    z.object({ path: leaguePath }).strict(),
    30_000,
  ),
  /** Electron only: native dialogs. The browser host answers `unavailable`. */
  'app.pickLeagueFile': channel<z.ZodObject<{ purpose: z.ZodEnum<{ open: 'open'; save: 'save'; new: 'new' }> }>, { path: string | null }>(
    'read',
    z.object({ purpose: z.enum(['open', 'save', 'new']) }).strict(),
    600_000,
  ),

  'league.get': channel<typeof none, LeagueInfo>('read', none),
  'league.rename': channel<z.ZodObject<{ name: ReturnType<typeof displayName> }>, LeagueInfo>('write', z.object({ name: displayName('League name') }).strict()),

  'franchise.list': channel<typeof none, Franchise[]>('read', none),
  'franchise.add': channel<
    z.ZodObject<{ name: ReturnType<typeof displayName>; colour: typeof colour; owner: typeof ownerName }>,
    Franchise
  >('write', z.object({ name: displayName('Franchise name'), colour, owner: ownerName }).strict()),
  'franchise.get': channel<z.ZodObject<{ id: typeof id }>, Franchise>('read', z.object({ id }).strict()),

  'journal.recent': channel<z.ZodObject<{ limit: z.ZodDefault<z.ZodNumber> }>, JournalEntry[]>(
    'read',
    z.object({ limit: z.number().int().min(1).max(500).default(20) }).strict(),
  ),
  'journal.undo': channel<typeof none, JournalEntry>('write', none),
  'journal.redo': channel<typeof none, JournalEntry>('write', none),
} as const;

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export type InputOf<C extends ChannelName> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends ChannelName> = z.output<Contract[C]['input']>;
export type ResultOf<C extends ChannelName> = NonNullable<Contract[C]['result']>;

export const CHANNELS = Object.keys(contract) as ChannelName[];
export const isChannel = (name: unknown): name is ChannelName => typeof name === 'string' && Object.hasOwn(contract, name);
