/**
 * The printed documents of rulesets other than Dethmetal (whose sheets are this folder's car, driver and match
 * sheets, service.ts), by ruleset id: each ruleset's sheets folder answers a print request with its own document.
 */
import type { LeagueConnection } from '../db/connection';
import { dirtyWheelsDocument } from './dirtywheels/teamDocument';
import type { Paper } from './pdf/paper';

export type RulesetDocumentRequest =
  | { kind: 'car'; vehicleId: number }
  | { kind: 'driver'; competitorId: number }
  | { kind: 'franchise'; franchiseId: number }
  | { kind: 'match'; matchId: number };

export interface RulesetDocument {
  title: string;
  /** Sheets (cards) in it, for the print summary; 0 when there is nothing to print. */
  count: number;
  render(meta: { league: string; paper: Paper; printedAt: Date }): Promise<Buffer>;
}

export const RULESET_DOCUMENTS: Readonly<Record<string, (conn: LeagueConnection, request: RulesetDocumentRequest) => RulesetDocument>> = {
  dirtywheels: dirtyWheelsDocument,
};
