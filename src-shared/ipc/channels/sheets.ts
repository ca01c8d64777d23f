import { z } from 'zod';
import { STANDINGS_FORMATS, standingsScopeSchema } from '../../exports/standings';
import { appChannel, channel } from '../channel';
import { id, leaguePath, safeCatchall } from '../fields';

/** Printed sheets, standings exports and league backup/transfer. The main process writes every file. */

export const PAPER_SIZES = ['a4', 'letter'] as const;
export const paper = z.enum(PAPER_SIZES, { error: 'Paper must be a4 or letter' }).default('a4');

const filePath = (ext: readonly string[], what: string) =>
  z
    .string({ error: `A ${what} path is required` })
    .trim()
    .min(1, { error: `A ${what} path is required` })
    .max(4096, { error: 'That path is too long' })
    .refine((p) => ext.some((e) => p.toLowerCase().endsWith(e)), { error: `A ${what} ends in ${ext.join(' or ')}` });

const pdfPath = filePath(['.pdf'], 'PDF file');
const overwrite = z.boolean().default(false);

export interface WrittenFile {
  path: string;
  bytes: number;
}
export interface WrittenSheets extends WrittenFile {
  /** Car and driver sheets in the PDF (a sheet may run over more than one page). */
  sheets: number;
}
export interface ImportedLeague {
  path: string;
  league: string;
  rows: number;
}

const EXTENSION = { csv: '.csv', json: '.json', md: '.md', pdf: '.pdf' } as const;

const standingsInput = z
  .object({
    scope: standingsScopeSchema,
    format: z.enum(STANDINGS_FORMATS, { error: 'Format must be csv, json, md or pdf' }),
    /** CSV holds one table per file: the teams', the people's, or the entrants' championship (a league that keeps one). */
    table: z.enum(['franchises', 'competitors', 'entrants']).default('franchises'),
    paper,
    path: filePath(['.csv', '.json', '.md', '.pdf'], 'standings file'),
    overwrite,
  })
  .strict()
  .refine((i) => i.path.toLowerCase().endsWith(EXTENSION[i.format]), {
    error: 'The file name must end in the format’s extension (.csv, .json, .md or .pdf)',
    path: ['path'],
  });

/**
 * What to print (issue 21: an open list): a print kind the league's ruleset declares (`print.kinds` of its
 * declaration: Dethmetal's car, driver, franchise, match; Dirty Wheels' franchise and car; a new ruleset's own) and the
 * ids it names (`vehicleId`, `competitorId`, `franchiseId`, `matchId`, or ids of its own). The contract names no kind:
 * the sheets service refuses a kind the league's ruleset does not declare, in words naming those it does, and the
 * ruleset's document asks for the id it needs.
 */
const printKind = z
  .string({ error: 'Say what to print: a print kind of the league’s ruleset' })
  .regex(/^[a-z][a-zA-Z0-9-]{0,39}$/, { error: 'A print kind is a lower-case word, e.g. “car”' });

export interface SheetRequest {
  kind: string;
  readonly [id: string]: string | number;
}

// Typed as the interface: zod's own type of a catch-all beside a string key is one TypeScript cannot satisfy.
export const sheetRequest = safeCatchall({ kind: printKind }, id) as unknown as z.ZodType<SheetRequest, SheetRequest>;

/** A token the caller picks for one print, to ask how far it has got (sheets.progress) while it runs. */
const job = z
  .string({ error: 'A print job token is a string' })
  .trim()
  .min(1, { error: 'A print job token cannot be empty' })
  .max(100, { error: 'A print job token is at most 100 characters' });

const pdfInput = z.object({ sheets: sheetRequest, paper, job: job.optional() }).strict();

/** Any print kind of the league's ruleset written to a PDF file: the kind and its ids beside the file's options. */
interface WriteSheets<Optional extends boolean> {
  kind: string;
  paper: Optional extends true ? (typeof PAPER_SIZES)[number] | undefined : (typeof PAPER_SIZES)[number];
  path: string;
  overwrite: Optional extends true ? boolean | undefined : boolean;
  readonly [id: string]: string | number | boolean | undefined;
}
const writeInput = safeCatchall({ kind: printKind, paper, path: pdfPath, overwrite }, id) as unknown as z.ZodType<WriteSheets<false>, WriteSheets<true>>;
const progressInput = z.object({ job }).strict();

/** How far a print has got: sheets laid out of the total; `running: false` when none runs under the token (not started yet, or done). */
export type PrintProgress = { running: true; done: number; total: number } | { running: false };

/** The PDF itself, for the renderer to show and print (the browser's own print dialog) or download. */
export interface SheetsPdf {
  title: string;
  /** A file name to save it under ("Widowmaker - car sheet.pdf"). */
  fileName: string;
  sheets: number;
  bytes: number;
  /** The PDF, base64: byte for byte the file `league print` writes for the same sheets on the same day. */
  base64: string;
}

/** Native file dialogs of the desktop window, for the files the app reads and writes (sheets, exports, leagues). */
export const FILE_KINDS = ['pdf', 'json', 'league'] as const;
const pickInput = z
  .object({
    purpose: z.enum(['open', 'save']),
    kind: z.enum(FILE_KINDS),
    /** The file name the save dialog proposes. */
    suggestedName: z.string().trim().max(200).optional(),
  })
  .strict();

const PRINT_MS = 120_000;
/** A dialog waits for the organizer. */
const DIALOG_MS = 600_000;

export const sheetsChannels = {
  /**
   * Any print kind the league's ruleset declares, to a PDF file: `{kind, …its ids, paper, path, overwrite}`. A new
   * ruleset's print kind goes through here with no core edit.
   */
  'sheets.write': channel<typeof writeInput, WrittenSheets>('read', writeInput, PRINT_MS),
  /** The PDF bytes of any sheets, to show in the app and print or save from there. Reads only. */
  'sheets.pdf': channel<typeof pdfInput, SheetsPdf>('read', pdfInput, PRINT_MS),
  /** How far the print started with this `job` token has got. */
  'sheets.progress': channel<typeof progressInput, PrintProgress>('read', progressInput),
  /** Desktop window only: the system print dialog for these sheets (the browser host answers `unavailable`). */
  'sheets.print': channel<typeof pdfInput, { printed: boolean }>('read', pdfInput, DIALOG_MS),
  /** Desktop window only: a native open or save dialog; `path` is null when the organizer cancels. */
  'files.pick': appChannel<typeof pickInput, { path: string | null }>('read', pickInput, DIALOG_MS),
  'export.standings': channel<typeof standingsInput, WrittenFile>('read', standingsInput, PRINT_MS),
  'export.league': channel<z.ZodObject<{ path: ReturnType<typeof filePath>; overwrite: typeof overwrite }>, WrittenFile & { tables: number; rows: number }>(
    'read',
    z.object({ path: filePath(['.json'], 'league export'), overwrite }).strict(),
    PRINT_MS,
  ),
  /** Reads an export into a NEW league file; the open league is not touched (open the new one with app.openLeague). */
  'import.league': appChannel<z.ZodObject<{ from: ReturnType<typeof filePath>; path: typeof leaguePath }>, ImportedLeague>(
    'read',
    z.object({ from: filePath(['.json'], 'league export'), path: leaguePath }).strict(),
    PRINT_MS,
  ),
};
