/**
 * Founding a franchise (Part VI › Starting a new franchise): 1000k seed money, the roster, mechanic staff, 3–5 cars
 * with their kit, three starting sponsors and an optional sponsor party, priced and checked by the engine's
 * founding plan. One operation; any broken rule refuses the whole founding with every problem listed.
 */
import { sql } from 'drizzle-orm';
import { campaign, driver as driverRules } from '../../../src-shared/engine/dethmetal';
import type { FieldIssue } from '../../../src-shared/ipc';
import type { FoundInput } from '../../../src-shared/ipc/channels/dethmetal/campaign';
import type { FoundResult } from '../../../src-shared/ipc/channels/dethmetal/campaignTypes';
import type { LeagueConnection } from '../../db/connection';
import { franchises } from '../../db/schema';
import { ServiceError } from '../errors';
import { addDethmetalFranchise, updateDethmetalFranchise } from './dethmetalFranchises';
import { checkDesign, insertVehicle, issuesFrom } from './garage';
import { applyKit, planKit } from './kit';
import { checkCash, moneyMoved, postLedger } from './ledger';
import { addSponsorRow, careerEvent, competitorRow, franchiseRow, insertCompetitor, parseDriver, saveDriver, type SponsorType } from './records';
import { rollingOperation, type CampaignContext } from '../league/rolling';
import { buyStoresRows, storesPurchase } from './shop';
import { franchiseDetail } from './views';

/** Map a founding-plan path (the engine's names) onto the channel input's. */
function inputPath(path: (string | number)[]): (string | number)[] {
  if (path[0] === 'purchases') return ['stores', ...path.slice(1)];
  return path;
}

function newOrExistingFranchise(ctx: CampaignContext, input: FoundInput): number {
  const { db } = ctx.conn;
  if (input.franchiseId !== undefined) {
    const row = franchiseRow(ctx.conn, input.franchiseId);
    if (row.foundedSeason !== null)
      throw ServiceError.conflict(`${row.name} was already founded in season ${row.foundedSeason}.`, [{ path: ['franchiseId'], message: 'Already founded' }]);
    return row.id;
  }
  if (input.name === undefined || input.colour === undefined) {
    throw ServiceError.validation('Give the new franchise a name and a colour (or the franchiseId of one added earlier).', [
      ...(input.name === undefined ? [{ path: ['name'], message: 'Franchise name is required' }] : []),
      ...(input.colour === undefined ? [{ path: ['colour'], message: 'Colour is required' }] : []),
    ]);
  }
  const clash = db.select({ name: franchises.name }).from(franchises).where(sql`lower(${franchises.name}) = lower(${input.name})`).get();
  if (clash)
    throw ServiceError.conflict(`A franchise named “${clash.name}” already exists.`, [{ path: ['name'], message: `“${clash.name}” is already taken` }]);
  const { id } = db
    .insert(franchises)
    .values({ name: input.name, colour: input.colour, owner: input.owner ?? '' })
    .returning({ id: franchises.id })
    .get();
  addDethmetalFranchise(ctx.conn, id);
  return id;
}

export function foundFranchise(conn: LeagueConnection, input: FoundInput): FoundResult {
  return rollingOperation(conn, 'franchise.found', input, {}, (ctx) => {
    const settings = ctx.settings;
    const franchiseId = newOrExistingFranchise(ctx, input);
    const issues: FieldIssue[] = [];

    // Veterans hired back are free agents already in the league (50k + 2k per level).
    const veterans = new Map<number, ReturnType<typeof competitorRow>>();
    input.competitors.forEach((c, i) => {
      if (!('competitorId' in c)) return;
      const row = competitorRow(conn, c.competitorId, ['competitors', i, 'competitorId']);
      if (row.status !== 'free-agent') issues.push({ path: ['competitors', i, 'competitorId'], message: `${row.name} is not a free agent (${row.status}).` });
      if (veterans.has(row.id)) issues.push({ path: ['competitors', i, 'competitorId'], message: `${row.name} is listed twice.` });
      veterans.set(row.id, row);
    });

    let starting: SponsorType[];
    if (settings.campaign.startingSponsors === 'organizerChoice') {
      if (!input.sponsors)
        throw ServiceError.validation('This league lets the organizer choose the three starting sponsors: list them.', [
          { path: ['sponsors'], message: 'Choose three sponsors' },
        ]);
      starting = input.sponsors;
    } else {
      if (input.sponsors)
        issues.push({ path: ['sponsors'], message: 'This league rolls the starting sponsors on the Sponsor Attracted Table (gaps.md #56); do not list them.' });
      starting = campaign.rollStartingSponsors(ctx.dice, settings.campaign);
    }

    // The standard stores bought at founding come first, so the cars can be fitted from them.
    buyStoresRows(ctx, franchiseId, input.stores, starting, 'stores');
    const purchases: Extract<campaign.Purchase, { kind: 'stores' | 'expendable' }>[] = input.stores.map((s) => storesPurchase(s));

    const cars = input.vehicles.map((v, i) => {
      const path = ['vehicles', i, 'design'];
      const raw = v.design as { budget?: unknown } | null;
      const bonusDp = campaign.sponsorDpBonus(starting, typeof raw === 'object' && raw !== null && raw.budget === 75);
      const checked = checkDesign(v.design, settings, bonusDp);
      issues.push(...issuesFrom(checked.problems, path));
      return { checked, bonusDp, path };
    });
    const plan: campaign.FoundingPlan = {
      competitors: input.competitors.map((c) => {
        if ('name' in c) return { name: c.name };
        const row = veterans.get(c.competitorId)!;
        return { name: row.name, veteranLevel: parseDriver(row).level };
      }),
      mechanicRating: input.mechanicRating,
      vehicles: cars.map((c, i) => ({ name: c.checked.design?.name ?? `Car ${i + 1}`, overheadPenalty: c.checked.design?.budget === 75 })),
      sponsors: starting,
      ...(input.partySpend !== undefined ? { partySpend: input.partySpend } : {}),
      purchases,
    };

    // Insert the cars and fit their kit from the stores just bought; missing standard items are bought too.
    for (const c of cars) {
      if (!c.checked.design || !c.checked.derived || c.checked.problems.length) continue;
      const kit = planKit(ctx, franchiseId, null, c.checked.design, starting, { buyMissing: input.buyMissing, newCar: true, designPath: c.path });
      issues.push(...kit.issues);
      for (const created of kit.create) {
        if (created.origin !== 'bought') continue;
        const extra: campaign.Purchase =
          created.need.category === 'weapon' || created.need.category === 'gear-set'
            ? { kind: 'stores', item: created.need.item as campaign.StoresItemName }
            : { kind: 'expendable', item: created.need.item as campaign.ExpendableItemName };
        purchases.push(extra);
      }
      const price = campaign.vehiclePrice(c.checked.design.budget === 75, starting).price;
      const id = insertVehicle(ctx, franchiseId, c.checked.design, c.checked.derived, c.bonusDp, price);
      applyKit(ctx, franchiseId, id, kit);
    }

    const priced = campaign.priceFoundingPlan(plan, settings.campaign);
    issues.push(...priced.problems.map((p) => ({ path: inputPath(p.path), message: p.message })));
    if (issues.length) throw ServiceError.validation(issues.length === 1 ? issues[0]!.message : `The founding plan has ${issues.length} problems.`, issues);

    // The money: seed, then everything the plan priced.
    const seed: campaign.LedgerLine = { amount: campaign.SEED_MONEY, reason: 'Seed money', rule: campaign.CAMPAIGN_RULES.founding, stage: 'direct' };
    const lines = [seed, ...priced.lines];
    postLedger(ctx, franchiseId, lines);

    input.competitors.forEach((c, i) => {
      const line = priced.lines[i]!;
      if ('name' in c) {
        const id = insertCompetitor(conn, driverRules.newDriver(c.name), franchiseId, -line.amount, ctx.season.number);
        careerEvent(ctx, id, 'hired', `Hired as a rookie at founding (${-line.amount}k)`);
      } else {
        const row = veterans.get(c.competitorId)!;
        saveDriver(conn, row.id, parseDriver(row), franchiseId, { wage: -line.amount, wageSeason: ctx.season.number, contracted: false });
        careerEvent(ctx, row.id, 'hired', `Hired back as a veteran at founding (${-line.amount}k)`);
      }
    });
    for (const type of starting) addSponsorRow(ctx, franchiseId, type, 'founding');

    let attracted: SponsorType[] = [];
    if (input.partySpend !== undefined) {
      const party = campaign.throwSponsorParty(ctx.dice, input.partySpend, starting, settings.campaign);
      attracted = party.attracted;
      // Three starting sponsors plus at most two from the party never pass the cap of five.
      for (const type of attracted) addSponsorRow(ctx, franchiseId, type, 'party');
    }

    const expansion = input.expansion ?? ctx.season.number > 1;
    updateDethmetalFranchise(conn, franchiseId, {
      foundedSeason: ctx.season.number,
      mechanicRating: input.mechanicRating,
      expansion,
      ...(input.partySpend !== undefined ? { partySeason: ctx.season.number } : {}),
    });
    checkCash(conn, [franchiseId]);

    const detail = franchiseDetail(conn, franchiseId);
    const summary = `Founded the franchise “${detail.name}”: ${input.competitors.length} competitors, ${input.vehicles.length} cars, sponsors ${[...starting, ...attracted].join(', ')}; ${priced.remaining}k left`;
    return {
      value: {
        summary,
        money: [moneyMoved(ctx, franchiseId, lines)],
        rolls: [...ctx.dice.log],
        franchise: detail,
        startingSponsors: starting,
        partyAttracted: attracted,
        spent: priced.spent,
        remaining: priced.remaining,
      },
      summary,
    };
  });
}
