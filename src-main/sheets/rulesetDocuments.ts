/**
 * The sheets' ruleset registry, the one core sheets file that imports a ruleset's sheets (`sheets/<id>/index.ts`):
 * by ruleset id the document each ruleset answers a print request with, and the sheets a run of sheets lays out
 * (documents.ts: Dethmetal's car, driver and match cover).
 */
import type { LeagueConnection } from '../db/connection';
import { type DethmetalSheet, dethmetalDocument, layOutDethmetalSheet } from './dethmetal';
import { dirtyWheelsDocument } from './dirtywheels';
import type { Progress } from './documents';
import type { Block } from './pdf/kit';
import type { Paper } from './pdf/paper';

export type RulesetDocumentRequest =
  | { kind: 'car'; vehicleId: number }
  | { kind: 'driver'; competitorId: number }
  | { kind: 'franchise'; franchiseId: number }
  | { kind: 'match'; matchId: number };

export interface RulesetDocument {
  title: string;
  /** Sheets (cards) it is made of, for the progress of a print; 0 when there is nothing to print. The summary counts the pages of the PDF (service.ts). */
  count: number;
  render(meta: { league: string; paper: Paper; printedAt: Date }): Promise<Buffer>;
}

export const RULESET_DOCUMENTS: Readonly<Record<string, (conn: LeagueConnection, request: RulesetDocumentRequest, progress?: Progress) => RulesetDocument>> = {
  dethmetal: dethmetalDocument,
  dirtywheels: dirtyWheelsDocument,
};

/** One sheet of a run (documents.ts). */
export type SheetInput = DethmetalSheet;

/** A sheet's heading and blocks, laid out for `width` points. */
export const layOutSheet = (s: SheetInput, width: number): { heading: string; blocks: Block[] } => layOutDethmetalSheet(s, width);
