/** The roster between matches: hire, release and trade competitors (Part VI › Create roster, Shopping). */
import { campaign, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { TradeInput } from '../../../src-shared/ipc/channels/dethmetal/campaign';
import type { CompetitorView, OperationResult } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { ServiceError } from '../errors';
import { activeVehicles, careerEvent, competitorRow, foundedFranchise, insertCompetitor, parseDriver, rosterRows, saveDriver } from './records';
import { issuesFrom, pendingMatchOf, requireFunds } from './garage';
import { checkCash, moneyMoved, postLedger } from './ledger';
import { rollingOperation } from '../league/rolling';
import { competitorView } from './views';

function rosterRoom(conn: LeagueConnection, franchiseId: number, size: number, settings: campaign.CampaignSettings, path: (string | number)[]): void {
  const problems = campaign.franchiseLimitProblems(size, activeVehicles(conn, franchiseId).length, settings, false);
  if (problems.length) throw ServiceError.conflict(problems[0]!.message, issuesFrom(problems, path));
}

function notInPendingMatch(conn: LeagueConnection, id: number, name: string, path: (string | number)[]): void {
  const pending = pendingMatchOf(conn, 'competitor', id);
  if (pending !== null)
    throw ServiceError.conflict(`${name} is assigned to match ${pending}, which has not been recorded yet.`, [{ path, message: 'Assigned to a match' }]);
}

/** A rookie (50k, level 1, all traits 3, gaps.md #71) or a free agent hired back as a veteran (50k + 2k per level). */
export function hireCompetitor(
  conn: LeagueConnection,
  input: { franchiseId: number; name?: string; competitorId?: number },
): OperationResult & { competitor: CompetitorView } {
  return rollingOperation(conn, 'roster.hire', input, {}, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    const roster = rosterRows(conn, f.id);
    rosterRoom(conn, f.id, roster.length + 1, ctx.settings.campaign, ['franchiseId']);
    let id: number;
    let lines: campaign.LedgerLine[];
    if (input.competitorId !== undefined) {
      const row = competitorRow(conn, input.competitorId);
      if (row.status !== 'free-agent')
        throw ServiceError.conflict(`${row.name} is not a free agent (${row.status}).`, [{ path: ['competitorId'], message: `Status: ${row.status}` }]);
      const driver = parseDriver(row);
      lines = campaign.pricePurchase({ kind: 'hire', name: row.name, veteranLevel: driver.level }, []).lines;
      requireFunds(f, lines);
      saveDriver(conn, row.id, driver, f.id, { wage: -lines[0]!.amount, wageSeason: ctx.season.number, contracted: false });
      id = row.id;
      careerEvent(ctx, id, 'hired', `Hired back by ${f.name} as a veteran (${-lines[0]!.amount}k)`);
    } else {
      const name = input.name!;
      if (roster.some((r) => r.name.toLowerCase() === name.toLowerCase()))
        throw ServiceError.conflict(`${f.name} already has a competitor named ${name}.`, [{ path: ['name'], message: 'Name taken on this roster' }]);
      lines = campaign.pricePurchase({ kind: 'hire', name }, []).lines;
      requireFunds(f, lines);
      id = insertCompetitor(conn, driverRules.newDriver(name), f.id, -lines[0]!.amount, ctx.season.number);
      careerEvent(ctx, id, 'hired', `Hired by ${f.name} as a rookie (${-lines[0]!.amount}k)`);
    }
    postLedger(ctx, f.id, lines);
    checkCash(conn, [f.id]);
    const competitor = competitorView(conn, competitorRow(conn, id), ctx.settings, f.name);
    const summary = `${f.name} hired ${competitor.name} (${-lines[0]!.amount}k)`;
    return { value: { summary, money: [moneyMoved(ctx, f.id, lines)], rolls: [], competitor }, summary };
  });
}

/** Released competitors become free agents; the season's wage is not refunded. */
export function releaseCompetitor(conn: LeagueConnection, input: { competitorId: number }): OperationResult & { competitor: CompetitorView } {
  return rollingOperation(conn, 'roster.release', input, {}, (ctx) => {
    const row = competitorRow(conn, input.competitorId);
    if (row.franchiseId === null)
      throw ServiceError.conflict(`${row.name} is not on a roster (${row.status}).`, [{ path: ['competitorId'], message: `Status: ${row.status}` }]);
    notInPendingMatch(conn, row.id, row.name, ['competitorId']);
    const f = foundedFranchise(conn, row.franchiseId);
    saveDriver(conn, row.id, parseDriver(row), null, { contracted: false });
    careerEvent(ctx, row.id, 'released', `Released by ${f.name}`);
    const summary = `${f.name} released ${row.name}`;
    return { value: { summary, money: [], rolls: [], competitor: competitorView(conn, competitorRow(conn, row.id), ctx.settings, null) }, summary };
  });
}

/** Trades between matches: the agreed price plus 10k legal fees per competitor traded, from each side (gaps.md #80). */
export function tradeCompetitors(conn: LeagueConnection, input: TradeInput): OperationResult {
  return rollingOperation(conn, 'roster.trade', input, {}, (ctx) => {
    if (input.fromFranchiseId === input.toFranchiseId)
      throw ServiceError.validation('A trade needs two different franchises.', [{ path: ['toFranchiseId'], message: 'Same franchise as fromFranchiseId' }]);
    const from = foundedFranchise(conn, input.fromFranchiseId, ['fromFranchiseId']);
    const to = foundedFranchise(conn, input.toFranchiseId, ['toFranchiseId']);
    const seen = new Set<number>();
    const check = (ids: number[], owner: typeof from, key: string) =>
      ids.map((cid, i) => {
        const row = competitorRow(conn, cid, [key, i]);
        if (seen.has(cid)) throw ServiceError.validation(`${row.name} is listed twice in the trade.`, [{ path: [key, i], message: 'Listed twice' }]);
        seen.add(cid);
        if (row.franchiseId !== owner.id)
          throw ServiceError.validation(`${row.name} is not on the roster of ${owner.name}.`, [{ path: [key, i], message: `Not on ${owner.name}` }]);
        notInPendingMatch(conn, row.id, row.name, [key, i]);
        return row;
      });
    const going = check(input.competitorIds, from, 'competitorIds');
    const coming = check(input.returnCompetitorIds, to, 'returnCompetitorIds');
    const count = going.length + coming.length;
    rosterRoom(conn, from.id, rosterRows(conn, from.id).length - going.length + coming.length, ctx.settings.campaign, ['returnCompetitorIds']);
    rosterRoom(conn, to.id, rosterRows(conn, to.id).length + going.length - coming.length, ctx.settings.campaign, ['competitorIds']);

    const names = (rows: typeof going) => rows.map((r) => r.name).join(', ');
    const description = `${names(going)} to ${to.name}${coming.length ? `, ${names(coming)} to ${from.name}` : ''}`;
    const toLines = campaign.pricePurchase({ kind: 'trade', description, competitors: count, price: input.price }, []).lines;
    const fromLines = campaign.pricePurchase({ kind: 'trade', description, competitors: count, price: -input.price }, []).lines;
    requireFunds(from, fromLines);
    requireFunds(to, toLines);
    for (const r of going) {
      saveDriver(conn, r.id, parseDriver(r), to.id, { contracted: false });
      careerEvent(ctx, r.id, 'traded', `Traded from ${from.name} to ${to.name}`);
    }
    for (const r of coming) {
      saveDriver(conn, r.id, parseDriver(r), from.id, { contracted: false });
      careerEvent(ctx, r.id, 'traded', `Traded from ${to.name} to ${from.name}`);
    }
    postLedger(ctx, from.id, fromLines);
    postLedger(ctx, to.id, toLines);
    checkCash(conn, [from.id, to.id]);
    const summary = `Trade: ${description}${input.price ? ` for ${input.price}k` : ''}; legal fees ${count * campaign.LEGAL_FEE_PER_COMPETITOR}k each`;
    return { value: { summary, money: [moneyMoved(ctx, from.id, fromLines), moneyMoved(ctx, to.id, toLines)], rolls: [] }, summary };
  });
}
