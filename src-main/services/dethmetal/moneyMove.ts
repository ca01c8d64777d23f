/** A money move with a note (gaps.md #93): money the rules mention but give no procedure for, and nothing else. */
import { campaign } from '../../../src-shared/engine/dethmetal';
import type { MoneyMoveInput } from '../../../src-shared/ipc/channels/dethmetal/campaign';
import type { MoneyMoveResult } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { rollingOperation } from '../league/rolling';
import { issuesFrom } from './garage';
import { checkCash, moneyMoved, postLedger } from './ledger';
import { foundedFranchise, heldSponsors } from './records';

/** One ledger row for one founded franchise, in one operation (undone as one); refused with the rule when the rules forbid it. */
export function moveMoney(conn: LeagueConnection, input: MoneyMoveInput): MoneyMoveResult {
  return rollingOperation(conn, 'money.move', input, {}, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    const problems = campaign.moneyMoveProblems(input.kind, input.amount, f, heldSponsors(conn, f.id));
    if (problems.length) throw ServiceError.conflict(problems[0]!.message, issuesFrom(problems, []));
    const line = campaign.moneyMoveLine(input.kind, input.amount, input.note);
    postLedger(ctx, f.id, [line]);
    checkCash(conn, [f.id]);
    const way = input.amount > 0 ? `+${input.amount}k in` : `${-input.amount}k out`;
    const summary = `${f.name}: ${line.reason} (${way})`;
    return { value: { summary, notice: campaign.MONEY_MOVE_NOTICE, money: [moneyMoved(ctx, f.id, [line])], rolls: [] }, summary };
  });
}
