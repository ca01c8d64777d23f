/**
 * What a league export holds, read before anything is written, for the import's confirmation: the league, its
 * seasons and franchises. The same checks as the import itself (readLeagueExport), so a file that would be refused
 * is refused here already, with the same message.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServiceError } from '../services/errors';
import { importLeagueFile, readLeagueExport, type LeagueExportDocument } from './leagueJson';

export interface ExportSummary {
  league: string;
  seasons: number;
  franchises: string[];
  rows: number;
}

function column(doc: LeagueExportDocument, table: string, name: string): unknown[] {
  const t = doc.tables[table];
  const at = t?.columns.indexOf(name) ?? -1;
  return t && at >= 0 ? t.rows.map((r) => r[at]) : [];
}

export function summarizeExport(text: string): ExportSummary {
  const { doc } = readLeagueExport(text);
  return {
    league: doc.league,
    seasons: doc.tables.seasons?.rows.length ?? 0,
    franchises: column(doc, 'franchises', 'name')
      .map(String)
      .sort((a, b) => a.localeCompare(b)),
    rows: Object.values(doc.tables).reduce((n, t) => n + t.rows.length, 0),
  };
}

export function readExportFile(from: string): string {
  const absolute = path.resolve(from);
  if (!existsSync(absolute)) throw ServiceError.notFound('export file', `No file at ${absolute}.`);
  return readFileSync(absolute, 'utf8');
}

/**
 * Imports uploaded JSON text through the very path import `importLeagueFile` takes: the text is put in a private
 * temporary folder under its own file name (so the league's activity names the file the organizer picked), then read.
 */
export function importUploadedText(fileName: string, text: string, target: string, options: { nativeBinding?: string }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-upload-'));
  try {
    const file = path.join(dir, path.basename(fileName));
    writeFileSync(file, text);
    return importLeagueFile(file, target, options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
