/**
 * The post-match report kept with the match, to be read back later exactly as the organizer committed it (the
 * view its preview showed). Each fact has one home:
 * - the narrative only the post-match processing knows (every competitor's XP award, advancement and quirk-check
 *   explanations, fatigue, the cars' losses, finds offered, overhead bands, cash before and after) is kept as JSON
 *   in `dethmetal_matches.report`, written in the recording's own transaction and journal entry, so undo takes it
 *   back too;
 * - the money lines are the ledger's rows and the rolls the dice log's rows of that recording: the stored JSON
 *   leaves them empty and reading fills them in, in the order they were written.
 */
import { eq } from 'drizzle-orm';
import type { RollRecord } from '../../../src-shared/engine/dice';
import type { LedgerLine, PostMatchReport } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { MatchReportView, RecordInput } from '../../../src-shared/ipc/channels/dethmetal/matches';
import type { LeagueConnection } from '../../db/connection';
import { dethmetalMatches } from '../../db/schema';
import { capturing } from '../../db/undoTriggers';
import { writeTransaction } from '../operation';
import { recordMatch } from './postMatch';
import { statement } from '../league/prepared';
import { matchRow, matchView } from '../league/schedule';
import { updateDethmetalMatch } from './dethmetalMatches';

const OP = 'match.record';

/** What the match's Dethmetal row keeps: the report with its rolls and money lines left to the dice log and the ledger. */
function narrative(report: PostMatchReport): PostMatchReport {
  return { ...report, franchises: report.franchises.map((f) => ({ ...f, lines: [] })), rolls: [] };
}

/**
 * Record a match (recordMatch: one journaled operation) and keep its report in the match's Dethmetal row, inside the same
 * transaction and captured under the same journal entry, so one undo takes back the recording and its report
 * together. A preview keeps nothing.
 */
export function recordMatchKeepingReport(conn: LeagueConnection, input: RecordInput): PostMatchReport {
  if (input.preview) return recordMatch(conn, input);
  const { sqlite } = conn;
  return writeTransaction(conn, () => {
    const report = recordMatch(conn, input);
    const journalId = (statement(conn, `SELECT max(id) AS id FROM journal`).get() as { id: number }).id;
    const kept = JSON.stringify(narrative(report));
    capturing(sqlite, journalId, 'undo', () => updateDethmetalMatch(conn, report.matchId, { report: kept }));
    return report;
  });
}

interface RollRow {
  seq: number;
  notation: string;
  purpose: string;
  faces: string;
  raw: number;
  value: number;
  decided: string | null;
  mode: 'app' | 'manual';
  rerollOf: number | null;
  rerollReason: string | null;
}

function rollsOf(conn: LeagueConnection, matchId: number): RollRecord[] {
  const rows = statement(
    conn,
    `SELECT seq, notation, purpose, faces, raw, value, decided, mode, reroll_of AS rerollOf, reroll_reason AS rerollReason
       FROM dice_log WHERE match_id = ? AND op = '${OP}' ORDER BY id`,
  ).all(matchId) as RollRow[];
  return rows.map((r) => ({
    seq: r.seq,
    notation: r.notation,
    purpose: r.purpose,
    faces: JSON.parse(r.faces) as number[],
    raw: r.raw,
    value: r.value,
    mode: r.mode,
    ...(r.decided === null ? {} : { decided: r.decided }),
    ...(r.rerollOf === null ? {} : { rerollOf: r.rerollOf }),
    ...(r.rerollReason === null ? {} : { rerollReason: r.rerollReason }),
  }));
}

function linesOf(conn: LeagueConnection, matchId: number): Map<number, LedgerLine[]> {
  const rows = statement(
    conn,
    `SELECT franchise_id AS franchiseId, amount, reason, rule, stage FROM ledger WHERE match_id = ? AND op = '${OP}' ORDER BY id`,
  ).all(matchId) as (LedgerLine & {
    franchiseId: number;
  })[];
  const out = new Map<number, LedgerLine[]>();
  for (const { franchiseId, ...line } of rows) out.set(franchiseId, [...(out.get(franchiseId) ?? []), line]);
  return out;
}

/** A match and, once recorded, its report as committed (null for a match recorded before reports were kept). */
export function matchReport(conn: LeagueConnection, matchId: number): MatchReportView {
  const row = matchRow(conn, matchId);
  const match = matchView(conn, row);
  // A match of a league of another ruleset has no Dethmetal row, and so no report.
  const text = conn.db.select({ report: dethmetalMatches.report }).from(dethmetalMatches).where(eq(dethmetalMatches.matchId, row.id)).get()?.report;
  if (row.status !== 'recorded' || !text) return { match, report: null };
  const kept = JSON.parse(text) as PostMatchReport;
  const lines = linesOf(conn, row.id);
  return {
    match,
    report: { ...kept, franchises: kept.franchises.map((f) => ({ ...f, lines: lines.get(f.franchiseId) ?? [] })), rolls: rollsOf(conn, row.id) },
  };
}
