/**
 * Printing from the open league: the league's ruleset makes the document (sheets/rulesetDocuments.ts), this writes it as
 * one PDF. Reads only; nothing in the league changes.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LeagueConnection } from '../db/connection';
import { ServiceError } from '../services/errors';
import { leagueRuleset } from '../services/settings';
import type { Progress } from './documents';
import { leagueName } from './leagueName';
import type { Paper } from './pdf/paper';
import { rulesetDocuments, type RulesetDocument, type RulesetDocumentRequest } from './rulesetDocuments';

export type SheetsRequest = RulesetDocumentRequest;

/** Where an export may be written: a new file unless `overwrite`, in a folder that is created when missing. */
export function prepareTarget(file: string, overwrite: boolean): string {
  const absolute = path.resolve(file);
  if (!overwrite && existsSync(absolute)) {
    throw ServiceError.conflict(`${absolute} already exists.`, [
      { path: ['path'], message: 'A file with this name already exists (choose another, or allow replacing it)' },
    ]);
  }
  mkdirSync(path.dirname(absolute), { recursive: true });
  return absolute;
}

/** What a print request makes in this league: its ruleset's document. */
export function documentFor(conn: LeagueConnection, request: SheetsRequest, progress?: Progress): RulesetDocument {
  const ruleset = leagueRuleset(conn);
  const sheets = rulesetDocuments()[ruleset.id];
  if (!sheets) throw ServiceError.conflict(`${ruleset.name} has no printed sheets.`);
  const document = Object.hasOwn(sheets, request.kind) ? sheets[request.kind] : undefined;
  if (!document) {
    // A kind its declaration does not list: the ruleset's own words, or the kinds it prints.
    const { print } = ruleset.declaration;
    const message =
      print.otherwise ?? `A ${ruleset.name} league prints ${print.kinds.map((k) => k.label.toLowerCase()).join(', ')}; it has no ${request.kind} sheets.`;
    throw ServiceError.validation(message, [{ path: ['kind'], message: `Print one of: ${print.kinds.map((k) => k.kind).join(', ')}` }]);
  }
  return document(conn, request, progress);
}

/**
 * The pages of a PDF the sheet kit wrote: what the print summary calls sheets, counted in the file itself, so it
 * agrees with the file for every kind of document (a sheet that runs over, two cards on a page, a cover per match).
 * pdfkit writes each page's dictionary uncompressed (`/Type /Page`; the tree's is `/Type /Pages`).
 */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

export async function printSheets(
  conn: LeagueConnection,
  request: SheetsRequest,
  options: { path: string; paper: Paper; overwrite: boolean; printedAt?: Date; progress?: Progress },
): Promise<{ path: string; bytes: number; sheets: number }> {
  const document = documentFor(conn, request, options.progress);
  if (document.count === 0) throw ServiceError.conflict('There is nothing to print: no cars and no competitors.');
  const target = prepareTarget(options.path, options.overwrite);
  const pdf = await document.render({ league: leagueName(conn), paper: options.paper, printedAt: options.printedAt ?? new Date() });
  writeFileSync(target, pdf);
  return { path: target, bytes: pdf.length, sheets: pageCount(pdf) };
}
