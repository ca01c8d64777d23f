/**
 * The money ledger: every credit and debit is a row; a franchise's cash is the sum of its rows. Each write
 * updates the cash column in the same transaction, and `checkCash` proves the two agree before it commits.
 */
import type { LedgerLine } from '../../../src-shared/engine/dethmetal/campaign';
import type { MoneyMoved } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { CASH_AND_LEDGER, MOVE_CASH, NAME_AND_CASH } from './dethmetalFranchises';
import { statement } from '../league/prepared';
import type { CampaignContext } from '../league/rolling';

/** Write the lines for one franchise and move its cash by their sum; returns the sum. */
export function postLedger(ctx: CampaignContext, franchiseId: number, lines: readonly LedgerLine[], matchId: number | null = null): number {
  if (lines.length === 0) return 0;
  let total = 0;
  for (const l of lines) {
    if (!Number.isInteger(l.amount)) throw new Error(`Ledger amounts are whole k; got ${l.amount} for “${l.reason}”.`);
    total += l.amount;
  }
  const insert = statement(
    ctx.conn,
    `INSERT INTO ledger (franchise_id, season_number, match_id, amount, reason, rule, stage, op) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const l of lines) insert.run(franchiseId, ctx.season.number, matchId, l.amount, l.reason, l.rule, l.stage, ctx.op);
  if (total !== 0) statement(ctx.conn, MOVE_CASH).run(total, franchiseId);
  return total;
}

/** Refuse to commit if any franchise's cash is not the sum of its ledger: no money may appear or vanish. */
export function checkCash(conn: LeagueConnection, franchiseIds: Iterable<number>): void {
  const stmt = statement(conn, `${CASH_AND_LEDGER} WHERE f.id = ?`);
  for (const id of new Set(franchiseIds)) {
    const row = stmt.get(id) as { cash: number; total: number; name: string } | undefined;
    if (row && row.cash !== row.total)
      throw new Error(`The cash of ${row.name} (${row.cash}k) is not the sum of its ledger (${row.total}k); nothing was changed.`);
  }
}

/** What one operation moved for a franchise, with the balance it left. */
export function moneyMoved(ctx: CampaignContext, franchiseId: number, lines: readonly LedgerLine[]): MoneyMoved {
  const row = statement(ctx.conn, NAME_AND_CASH).get(franchiseId) as { name: string; cash: number };
  return { franchiseId, franchise: row.name, lines: [...lines], cashAfter: row.cash };
}
