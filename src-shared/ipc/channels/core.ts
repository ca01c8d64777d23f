import { z } from 'zod';
import { appChannel, channel, none } from '../channel';
import type { StandingsConfig, TieBreaker } from '../../engine/core/standings';
import { standingsOverrideSchema } from '../../engine/core/standingsConfig';
import type { HouseRuleView } from '../../engine/houseRuleForm';
import type { RulesetListing } from '../../engine/registry';
import type { RulesetCapabilities } from '../../engine/ruleset';
import { colour, displayName, id, leaguePath, ownerName, safeRecord } from '../fields';
import { PAPER_SIZES } from './sheets';

export interface LeagueInfo {
  /**
   * The league file's own id (issue 19): the renderer sends it with every call, and a write meant for another league
   * than the open one is refused. A saved copy and an import get a new one.
   */
  id: string;
  path: string;
  name: string;
  /** The registered ruleset the league plays (`league.ruleset`), its name and what it has: screens show only that. */
  ruleset: string;
  rulesetName: string;
  capabilities: RulesetCapabilities;
  /** The app has the ruleset's screens (else: the `league` command line runs it in this version). */
  screens: boolean;
  diceMode: 'app' | 'manual';
  seed: number;
  createdAt: string;
}

export type { RulesetListing };

export interface LeagueSettingsView {
  ruleset: string;
  diceMode: 'app' | 'manual';
  seed: number;
  /** Rolls made so far from the seed (the dice counter). */
  counter: number;
  houseRules: HouseRuleView[];
  /** The league's own points and tie-breakers; null where the ruleset ranks by its own points and house rules (Dethmetal). */
  standings: LeagueStandingsSettings | null;
  /** The league's own entrants' table (points per place, tie-breakers); absent where the ruleset keeps none. */
  entrantStandings?: LeagueEntrantStandingsSettings;
}

export interface LeagueStandingsSettings {
  /** What the ruleset gives a league: what “Reset to the ruleset's default” goes back to. */
  defaults: StandingsConfig;
  /** What the league ranks by now. */
  current: StandingsConfig;
  /** The tie-breakers this league may choose from. */
  allowed: TieBreaker[];
  /** The league has set its own (false: it follows the ruleset's defaults). */
  own: boolean;
}

/** The entrants' table's settings, with what its ruleset calls an entrant (a car, a banger). */
export interface LeagueEntrantStandingsSettings extends LeagueStandingsSettings {
  words: { one: string; many: string };
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

/** The desktop window's place on screen, kept between starts. */
const windowState = z
  .object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(200).max(20_000),
    height: z.number().int().min(200).max(20_000),
    maximized: z.boolean(),
  })
  .strict();

/** The app's settings file (preferences.json in the data folder); every field has a default, so an older file still reads. */
export const preferencesSchema = z
  .object({
    version: z.literal(1).default(1),
    theme: z.enum(['dark', 'light'], { error: 'Theme must be dark or light' }).default('dark'),
    paper: z.enum(PAPER_SIZES, { error: 'Paper must be a4 or letter' }).default('a4'),
    /** The franchise the Garage, Roster and season tabs last showed, per league file. */
    franchises: safeRecord(z.string(), id).default({}),
    window: windowState.optional(),
  })
  .strict();
export type Preferences = z.output<typeof preferencesSchema>;

const preferencesChange = z
  .object({
    theme: z.enum(['dark', 'light'], { error: 'Theme must be dark or light' }).optional(),
    paper: z.enum(PAPER_SIZES, { error: 'Paper must be a4 or letter' }).optional(),
    franchise: z.object({ league: leaguePath, id }).strict().optional(),
    window: windowState.optional(),
  })
  .strict();
export type PreferencesChange = z.output<typeof preferencesChange>;

export interface PreferencesView extends Preferences {
  /** Set when the saved file could not be read and defaults are in use. */
  warning: string | null;
}

/** What a league export holds, shown before anything is written. */
export interface ImportPreview {
  /** The export's file name, as the organizer picked it. */
  source: string;
  league: string;
  seasons: number;
  franchises: string[];
  rows: number;
  /** A new file in the data folder's leagues folder, named after the league. */
  suggestedPath: string;
}

/** The JSON text of a league export uploaded in the browser (the browser host reads no paths of the browser's machine). */
const UPLOAD_MAX_CHARS = 3_000_000;
const uploadFileName = z
  .string()
  .trim()
  .min(1, { error: 'The uploaded file has no name' })
  .max(255, { error: 'The file name is too long' })
  .refine((n) => n.toLowerCase().endsWith('.json'), { error: 'A league export ends in .json' })
  .refine((n) => !/[\\/\u0000-\u001f]/.test(n), { error: 'A file name cannot contain slashes or control characters' });
const uploadText = z
  .string()
  .min(1, { error: 'The file is empty' })
  .max(UPLOAD_MAX_CHARS, { error: `The file is larger than the browser upload takes (${UPLOAD_MAX_CHARS / 1_000_000} MB); import it with \`league import\`` });
const upload = z.object({ fileName: uploadFileName, text: uploadText }).strict();
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_CHARS;
/** A ruleset id as the registry keys it; whether one is registered is the service's check (it names the known ids). */
const rulesetId = z
  .string({ error: 'The ruleset must be an id such as dethmetal' })
  .trim()
  .min(1, { error: 'Choose a ruleset' })
  .max(64, { error: 'A ruleset id is at most 64 characters' });
const inspectInput = z.union([z.object({ from: z.string().trim().min(1, { error: 'A league export path is required' }).max(4096) }).strict(), upload]);

/** The app shell, the league file, franchises and the journal. */
const settingsInput = z
  .object({
    houseRules: safeRecord(z.string(), z.unknown()).optional(),
    diceMode: z.enum(['app', 'manual']).optional(),
    seed: z
      .number({ error: 'The seed must be a whole number' })
      .int({ error: 'The seed must be a whole number' })
      .min(0)
      .max(2 ** 31 - 1, { error: 'The seed must be below 2147483648' })
      .optional(),
    /** The league's own points and tie-breakers (a ruleset scoring per W/D/L or placing); null: back to the ruleset's. */
    standings: standingsOverrideSchema.nullable().optional(),
    /** The league's own entrants' table (a ruleset that keeps one); null: back to the ruleset's. */
    entrantStandings: standingsOverrideSchema.nullable().optional(),
  })
  .strict();
type SettingsInput = typeof settingsInput;

/**
 * A car or person in play that a settings change makes illegal, or more illegal, under its ruleset's own validate
 * (issue 19 #11): the organizer is warned, listing them, before Save and in the result; the change is still allowed.
 */
export interface IllegalEntry {
  kind: 'car' | 'person';
  id: number;
  name: string;
  team: string;
  /** Each broken rule in words, with the rule it comes from. */
  problems: string[];
}

export const coreChannels = {
  'app.capabilities': appChannel<typeof none, Capabilities>('read', none),
  'app.recent': appChannel<typeof none, RecentLeague[]>('read', none),
  /** Every ruleset a new league can play, for the New League dialog. */
  'app.rulesets': appChannel<typeof none, RulesetListing[]>('read', none),
  /** A new league for a registered ruleset (Dethmetal when none is named); an unknown id is refused naming the known ones. */
  'app.newLeague': appChannel<
    z.ZodObject<{ name: ReturnType<typeof displayName>; path: z.ZodOptional<typeof leaguePath>; ruleset: z.ZodOptional<typeof rulesetId> }>,
    LeagueInfo
  >('write', z.object({ name: displayName('League name'), path: leaguePath.optional(), ruleset: rulesetId.optional() }).strict()),
  'app.openLeague': appChannel<z.ZodObject<{ path: typeof leaguePath }>, LeagueInfo>('write', z.object({ path: leaguePath }).strict()),
  'app.saveCopy': channel<z.ZodObject<{ path: typeof leaguePath }>, { path: string; bytes: number }>('read', z.object({ path: leaguePath }).strict(), 30_000),
  /** Electron only: native dialogs. The browser host answers `unavailable`. */
  'app.pickLeagueFile': appChannel<z.ZodObject<{ purpose: z.ZodEnum<{ open: 'open'; save: 'save'; new: 'new' }> }>, { path: string | null }>(
    'read',
    z.object({ purpose: z.enum(['open', 'save', 'new']) }).strict(),
    600_000,
  ),

  /** The app's settings file (theme, paper, last franchise, window); a set changes only the fields it names. */
  'prefs.get': appChannel<typeof none, PreferencesView>('read', none),
  'prefs.set': appChannel<typeof preferencesChange, PreferencesView>('read', preferencesChange),
  /** What a league export holds (league, seasons, franchises) and where the import would write it; writes nothing. */
  'import.inspect': appChannel<typeof inspectInput, ImportPreview>('read', inspectInput, 60_000),
  /** Browser host: an uploaded export into a NEW league file (as import.league does for a path). */
  'import.upload': appChannel<
    z.ZodObject<{ fileName: typeof uploadFileName; text: typeof uploadText; path: typeof leaguePath }>,
    { path: string; league: string; rows: number }
  >('read', upload.extend({ path: leaguePath }).strict(), 120_000),

  'league.get': channel<typeof none, LeagueInfo>('read', none),
  'league.rename': channel<z.ZodObject<{ name: ReturnType<typeof displayName> }>, LeagueInfo>('write', z.object({ name: displayName('League name') }).strict()),

  'league.settings': channel<typeof none, LeagueSettingsView>('read', none),
  /** Change house rules (a key "area.field" and its new value), the dice mode or the seed. */
  'league.updateSettings': channel<SettingsInput, LeagueSettingsView & { madeIllegal: IllegalEntry[] }>('write', settingsInput),
  /** The cars and people the same change would make illegal (or more illegal), before it is saved; nothing is written. */
  'league.previewSettings': channel<SettingsInput, { madeIllegal: IllegalEntry[] }>('read', settingsInput),
  'franchise.list': channel<typeof none, Franchise[]>('read', none),
  'franchise.add': channel<z.ZodObject<{ name: ReturnType<typeof displayName>; colour: typeof colour; owner: typeof ownerName }>, Franchise>(
    'write',
    z.object({ name: displayName('Franchise name'), colour, owner: ownerName }).strict(),
  ),
  'franchise.get': channel<z.ZodObject<{ id: typeof id }>, Franchise>('read', z.object({ id }).strict()),

  'journal.recent': channel<z.ZodObject<{ limit: z.ZodDefault<z.ZodNumber> }>, JournalEntry[]>(
    'read',
    z.object({ limit: z.number().int().min(1).max(500).default(20) }).strict(),
  ),
  'journal.undo': channel<typeof none, JournalEntry>('write', none),
  'journal.redo': channel<typeof none, JournalEntry>('write', none),
};
