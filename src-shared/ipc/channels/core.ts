import { z } from 'zod';
import { channel, none } from '../channel';
import type { HouseRuleView } from '../../engine/houseRuleForm';
import { colour, displayName, id, leaguePath, ownerName } from '../fields';

export interface LeagueInfo {
  path: string;
  name: string;
  ruleset: string;
  diceMode: 'app' | 'manual';
  seed: number;
  createdAt: string;
}

export interface LeagueSettingsView {
  ruleset: string;
  diceMode: 'app' | 'manual';
  seed: number;
  /** Rolls made so far from the seed (the dice counter). */
  counter: number;
  houseRules: HouseRuleView[];
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

/** The app shell, the league file, franchises and the journal. */
export const coreChannels = {
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

  'league.settings': channel<typeof none, LeagueSettingsView>('read', none),
  /** Change house rules (a key "area.field" and its new value), the dice mode or the seed. */
  'league.updateSettings': channel<
    z.ZodObject<{
      houseRules: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
      diceMode: z.ZodOptional<z.ZodEnum<{ app: 'app'; manual: 'manual' }>>;
      seed: z.ZodOptional<z.ZodNumber>;
    }>,
    LeagueSettingsView
  >(
    'write',
    z
      .object({
        houseRules: z.record(z.string(), z.unknown()).optional(),
        diceMode: z.enum(['app', 'manual']).optional(),
        seed: z.number({ error: 'The seed must be a whole number' }).int({ error: 'The seed must be a whole number' }).min(0).max(2 ** 31 - 1, { error: 'The seed must be below 2147483648' }).optional(),
      })
      .strict(),
  ),
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
};
