/**
 * The post-match report kept with the match: the very PostMatchReport the organizer committed (every money line,
 * roll, XP award, level, quirk check, fatigue change and loss, per franchise), stored in `matches.report` by the
 * recording's own operation, so it is read back later exactly as it was shown and undo removes it with the rest.
 * The report is the one source of the post-match narrative; the ledger, results and dice log stay the source of
 * the numbers they hold, and the report was built from the same values in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { PostMatchReport } from '../../../src-shared/ipc/channels/campaignTypes';
import type { MatchReportView, RecordInput } from '../../../src-shared/ipc/channels/matches';
import type { LeagueConnection } from '../../db/connection';
import { matches } from '../../db/schema';
import { capturing } from '../../db/undoTriggers';
import { recordMatch } from './postMatch';
import { matchRow, matchView } from './schedule';

/**
 * Record a match (recordMatch: one journaled operation) and keep its report in the match row, inside the same
 * transaction and captured under the same journal entry, so one undo takes back the recording and its report
 * together. A preview keeps nothing.
 */
export function recordMatchKeepingReport(conn: LeagueConnection, input: RecordInput): PostMatchReport {
  if (input.preview) return recordMatch(conn, input);
  const { sqlite } = conn;
  return sqlite.transaction(() => {
    const report = recordMatch(conn, input);
    const journalId = (sqlite.prepare(`SELECT max(id) AS id FROM journal`).get() as { id: number }).id;
    capturing(sqlite, journalId, 'undo', () => conn.db.update(matches).set({ report: JSON.stringify(report) }).where(eq(matches.id, report.matchId)).run());
    return report;
  })();
}

/** A match and, once recorded, its report as committed (null for a match recorded before reports were kept). */
export function matchReport(conn: LeagueConnection, matchId: number): MatchReportView {
  const row = matchRow(conn, matchId);
  return { match: matchView(conn, row), report: row.status === 'recorded' && row.report ? (JSON.parse(row.report) as PostMatchReport) : null };
}
