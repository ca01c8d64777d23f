/** Handlers of the sheets and export channels: printed sheets, standings exports, league export and import. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SheetRequest, SheetsPdf, sheetsChannels } from '../../../src-shared/ipc/channels/sheets';
import { exportLeagueFile, importLeagueFile } from '../../exports/leagueJson';
import { readStandings } from '../../exports/standings/data';
import { writeStandings } from '../../exports/standings';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../../services/errors';
import { progressOf, tracked } from '../../sheets/progress';
import { documentFor, prepareTarget, printSheets } from '../../sheets/service';
import type { Paper } from '../../sheets/pdf/paper';
import type { HandlersFor } from './types';

/** "Widowmaker - car sheet.pdf": the title without characters file systems refuse. */
function fileNameOf(title: string): string {
  const safe = title
    .replace(/\s+—\s+/g, ' - ')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'sheets'}.pdf`;
}

/**
 * The PDF of some sheets, made by the very function `league print` and the path channels use (it writes a file; the
 * file is read back and removed), so the app shows and prints exactly the file the CLI writes.
 */
async function renderPdf(conn: LeagueConnection, request: SheetRequest, paper: Paper, job?: string): Promise<{ title: string; sheets: number; pdf: Buffer }> {
  const { title, count } = documentFor(conn, request);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-sheets-'));
  try {
    const written = await tracked(job, count, (progress) =>
      printSheets(conn, request, { path: path.join(dir, 'sheets.pdf'), paper, overwrite: true, ...(progress ? { progress } : {}) }),
    );
    return { title, sheets: written.sheets, pdf: readFileSync(written.path) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A sheet request given under `sheets` (the preview, the print dialog): its refusals point at their field there. */
async function underSheets<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ServiceError && e.error.kind === 'validation' && e.error.issues)
      throw new ServiceError({ ...e.error, issues: e.error.issues.map((i) => ({ ...i, path: ['sheets', ...i.path] })) });
    throw e;
  }
}

export async function sheetsPdf(conn: LeagueConnection, request: SheetRequest, paper: Paper, job?: string): Promise<SheetsPdf> {
  const { title, sheets, pdf } = await underSheets(() => renderPdf(conn, request, paper, job));
  return { title, fileName: fileNameOf(title), sheets, bytes: pdf.length, base64: pdf.toString('base64') };
}

export const sheetsHandlers: HandlersFor<typeof sheetsChannels> = {
  // The contract let only numbers through beside the kind and the file's options (its catch-all is an id).
  'sheets.write': ({ session }, { paper, path, overwrite, ...request }) => printSheets(session.league, request as SheetRequest, { paper, path, overwrite }),
  'sheets.pdf': ({ session }, i) => sheetsPdf(session.league, i.sheets, i.paper, i.job),
  'sheets.progress': (_ctx, i) => progressOf(i.job),
  'sheets.print': async (ctx, i) => {
    const { printPdf } = ctx.hooks;
    if (!printPdf) throw ServiceError.unavailable('The system print dialog opens from the desktop window; in the browser, print the PDF from its preview.');
    const { title, pdf } = await underSheets(() => renderPdf(ctx.session.league, i.sheets, i.paper, i.job));
    return { printed: await printPdf(pdf, title) };
  },
  'files.pick': async (ctx, i) => {
    const { pickFile } = ctx.hooks;
    if (!pickFile) throw ServiceError.unavailable('File dialogs exist only in the desktop window; type a path instead.');
    return { path: await pickFile(i) };
  },
  'export.standings': async ({ session }, i) => {
    const table = readStandings(session.league, i.scope);
    const target = prepareTarget(i.path, i.overwrite);
    const bytes = await writeStandings(table, { format: i.format, table: i.table, paper: i.paper, printedAt: new Date() }, target);
    return { path: target, bytes };
  },
  'export.league': ({ session }, i) => exportLeagueFile(session.league, prepareTarget(i.path, i.overwrite)),
  'import.league': ({ session }, i) => importLeagueFile(i.from, i.path, session.options.nativeBinding ? { nativeBinding: session.options.nativeBinding } : {}),
};
