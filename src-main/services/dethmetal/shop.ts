/** Shopping between matches: standard stores, mechanic staff and the sponsor party (Part VI). */
import { campaign } from '../../../src-shared/engine/dethmetal';
import type { StoresBuyInput } from '../../../src-shared/ipc/channels/dethmetal/campaign';
import type { OperationResult, PartyResult } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { dethmetalStores } from '../../db/schema';
import { ServiceError } from '../errors';
import { updateDethmetalFranchise } from './dethmetalFranchises';
import { MATCH_TEAM_JOIN } from './dethmetalMatches';
import { statement } from '../league/prepared';
import { issuesFrom, requireFunds } from './garage';
import { checkCash, moneyMoved, postLedger } from './ledger';
import { addSponsorRow, endSponsor, foundedFranchise, heldSponsors, type SponsorType } from './records';
import { choiceNeeded, rollingOperation, type CampaignContext } from '../league/rolling';

type StoresItem = StoresBuyInput[number];

function isStoresItem(item: string): item is campaign.StoresItemName {
  return Object.hasOwn(campaign.STORES_ITEMS, item);
}

export function storesPurchase(s: StoresItem): Extract<campaign.Purchase, { kind: 'stores' | 'expendable' }> {
  return isStoresItem(s.item)
    ? { kind: 'stores', item: s.item, quantity: s.quantity }
    : { kind: 'expendable', item: s.item as campaign.ExpendableItemName, quantity: s.quantity };
}

function categoryOf(item: string): (typeof dethmetalStores.$inferInsert)['category'] {
  if (item === 'Gear-set') return 'gear-set';
  if (isStoresItem(item)) return 'weapon';
  return item.startsWith('Tire-set') ? 'tires' : 'expendable';
}

/** Check a list of standard items, then add one stores row per unit; returns the ledger lines. */
export function buyStoresRows(
  ctx: CampaignContext,
  franchiseId: number,
  items: StoresBuyInput,
  sponsorTypes: readonly SponsorType[],
  at: string,
): campaign.LedgerLine[] {
  const issues = items.flatMap((s, i) => {
    const category = categoryOf(s.item);
    const out: { path: (string | number)[]; message: string }[] = [];
    if (category === 'gear-set' && s.gearing === undefined)
      out.push({ path: [at, i, 'gearing'], message: 'Say which gearing the gear-set is for (+1, 0 or -1).' });
    if (category !== 'gear-set' && s.gearing !== undefined) out.push({ path: [at, i, 'gearing'], message: `${s.item} has no gearing.` });
    if (category !== 'tires' && s.tread !== undefined) out.push({ path: [at, i, 'tread'], message: `${s.item} has no tread.` });
    return out;
  });
  if (issues.length) throw ServiceError.validation(issues[0]!.message, issues);
  const lines: campaign.LedgerLine[] = [];
  for (const s of items) {
    const priced = campaign.pricePurchase(storesPurchase(s), sponsorTypes);
    const line = priced.lines[0]!;
    lines.push(line);
    const category = categoryOf(s.item);
    // The tread of a tire-set is chosen when it is bought; mud & snow is the standard tread (Part II › Tire tread).
    const detail = category === 'tires' ? { tread: s.tread ?? 'mud-and-snow' } : category === 'gear-set' ? { gearing: s.gearing } : {};
    const each = -line.amount / s.quantity;
    ctx.conn.db
      .insert(dethmetalStores)
      .values(
        Array.from({ length: s.quantity }, () => ({
          franchiseId,
          category,
          item: s.item,
          detail: JSON.stringify(detail),
          price: each,
          origin: 'bought' as const,
          acquiredSeason: ctx.season.number,
        })),
      )
      .run();
  }
  return lines;
}

export function buyStores(conn: LeagueConnection, input: { franchiseId: number; items: StoresBuyInput }): OperationResult {
  return rollingOperation(conn, 'stores.buy', input, {}, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    const lines = buyStoresRows(ctx, f.id, input.items, heldSponsors(conn, f.id), 'items');
    requireFunds(f, lines);
    postLedger(ctx, f.id, lines);
    checkCash(conn, [f.id]);
    const what = input.items.map((s) => `${s.quantity} × ${s.item}`).join(', ');
    return { value: { summary: `${f.name} bought ${what}`, money: [moneyMoved(ctx, f.id, lines)], rolls: [] }, summary: `${f.name} bought ${what}` };
  });
}

/** Mechanic staff for the season (Create roster; rating 4 only through a Tire company, Mechanic shop or Car dealership). */
export function hireMechanic(conn: LeagueConnection, input: { franchiseId: number; rating: campaign.MechanicRating }): OperationResult {
  return rollingOperation(conn, 'mechanic.hire', input, {}, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    if (f.mechanicRating === input.rating)
      throw ServiceError.conflict(`${f.name} already has rating-${input.rating} mechanic staff.`, [{ path: ['rating'], message: 'Unchanged' }]);
    let lines: campaign.LedgerLine[] = [];
    if (input.rating > 1) {
      const priced = campaign.pricePurchase({ kind: 'mechanic', rating: input.rating, term: 'season' }, heldSponsors(conn, f.id));
      if (priced.problems.length) throw ServiceError.conflict(priced.problems[0]!.message, issuesFrom(priced.problems, []));
      lines = priced.lines;
    }
    requireFunds(f, lines);
    updateDethmetalFranchise(conn, f.id, { mechanicRating: input.rating });
    postLedger(ctx, f.id, lines);
    checkCash(conn, [f.id]);
    const summary = `${f.name}: mechanic staff rating ${f.mechanicRating} → ${input.rating}`;
    return { value: { summary, money: [moneyMoved(ctx, f.id, lines)], rolls: [] }, summary };
  });
}

/** Has the franchise played a match in the current season? (The party is thrown "at the beginning of a season".) */
function playedThisSeason(ctx: CampaignContext, franchiseId: number): boolean {
  return !!statement(
    ctx.conn,
    `SELECT 1 FROM ${MATCH_TEAM_JOIN} JOIN matches m ON m.id = mt.match_id JOIN seasons s ON s.id = m.season_id
     WHERE mt.franchise_id = ? AND s.number = ? AND dmt.points IS NOT NULL`,
  ).get(franchiseId, ctx.season.number);
}

/**
 * The sponsor party: spend, roll 1d6 on the party table, roll each sponsor attracted on the D66 table. At five
 * sponsors the owner picks one to drop for each newcomer, or turns the newcomer away (`drop` = the newcomer).
 */
export function throwParty(conn: LeagueConnection, input: { franchiseId: number; amount: number; drop: SponsorType[]; dice?: number[] }): PartyResult {
  return rollingOperation(conn, 'sponsors.party', input, {}, (ctx) => {
    const f = foundedFranchise(conn, input.franchiseId);
    if (f.partySeason === ctx.season.number)
      throw ServiceError.conflict(`${f.name} has already thrown its sponsor party this season (only once per season).`, [
        { path: ['franchiseId'], message: 'Once per season' },
      ]);
    if (playedThisSeason(ctx, f.id))
      throw ServiceError.conflict(`Sponsors are attracted at the beginning of a season; ${f.name} has already played a match this season.`, [
        { path: ['franchiseId'], message: 'Season under way' },
      ]);
    const held = heldSponsors(conn, f.id);
    requireFunds(f, [{ amount: -input.amount, reason: '', rule: campaign.CAMPAIGN_RULES.sponsorParty, stage: 'spending' }]);
    const party = campaign.throwSponsorParty(ctx.dice, input.amount, held, ctx.settings.campaign);
    if (party.problems.length)
      throw ServiceError.validation(
        party.problems[0]!.message,
        issuesFrom(party.problems, []).map((i) => ({ ...i, path: ['amount'] })),
      );

    let current = [...held];
    const added: SponsorType[] = [];
    const dropped: SponsorType[] = [];
    let dropIndex = 0;
    for (const incoming of party.attracted) {
      let result = campaign.addSponsor(current, incoming, ctx.settings.campaign);
      if (result.status === 'choiceNeeded') {
        const choice = input.drop[dropIndex++];
        if (choice === undefined) {
          choiceNeeded(ctx, `${f.name} already has five sponsors; the party attracted a ${incoming}. Which sponsor does it replace?`, {
            path: ['drop'],
            mode: 'append',
            question: `The party attracted a ${incoming}. Drop one of the five (it pays nothing, gaps.md #57), or turn the ${incoming} away.`,
            options: [...result.options.map((s) => ({ value: s, label: `Drop ${s}` })), { value: incoming, label: `Turn the ${incoming} away` }],
            rule: campaign.CAMPAIGN_RULES.attractSponsors,
          });
        }
        if (choice === incoming) continue;
        result = campaign.addSponsor(current, incoming, ctx.settings.campaign, choice);
      }
      if (result.status === 'refused')
        throw ServiceError.validation(result.problem.message, [{ path: ['drop', Math.max(0, dropIndex - 1)], message: result.problem.message }]);
      if (result.status === 'choiceNeeded') continue;
      if (result.status === 'replaced') {
        endSponsor(ctx, f.id, result.dropped, 'dropped');
        dropped.push(result.dropped);
      }
      addSponsorRow(ctx, f.id, incoming, 'party');
      added.push(incoming);
      current = result.sponsors;
    }
    if (dropIndex < input.drop.length)
      throw ServiceError.validation(`Only ${dropIndex} sponsor(s) had to be dropped.`, [{ path: ['drop', dropIndex], message: 'Not needed' }]);
    updateDethmetalFranchise(conn, f.id, { partySeason: ctx.season.number });
    postLedger(ctx, f.id, [party.line]);
    checkCash(conn, [f.id]);
    const summary = `${f.name} threw a ${input.amount}k sponsor party: ${party.count === 0 ? 'no new sponsor' : `attracted ${party.attracted.join(', ')}`}${dropped.length ? `; dropped ${dropped.join(', ')}` : ''}`;
    return {
      value: {
        summary,
        money: [moneyMoved(ctx, f.id, [party.line])],
        rolls: [...ctx.dice.log],
        count: party.count,
        attracted: party.attracted,
        added,
        dropped,
      },
      summary,
    };
  });
}
