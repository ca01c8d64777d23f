import type { Problem } from '../../ruleset';
import { percentOff } from './costs';
import type { LedgerLine } from './ledger';
import { problem } from './problems';
import { CAMPAIGN_RULES } from './rules';
import { canHireRating4Mechanic, sponsorDpBonus } from './sponsors';
import { COMPETITOR_WAGE, LEGAL_FEE_PER_COMPETITOR, MECHANIC_STAFF, VEHICLE_PRICE, VEHICLE_RESALE_FRACTION, type MechanicRating } from './tables/franchise';
import { EXPENDABLE_ITEMS, STORES_ITEMS, type ExpendableItemName, type StoresItemName } from './tables/prices';
import { SPONSOR_EFFECTS, type SponsorType } from './tables/sponsors';

/** Something a franchise buys, sells or trades, priced from the standard lists (gaps.md #1, #72, #80). */
export type Purchase =
  | { kind: 'stores'; item: StoresItemName; quantity?: number }
  | { kind: 'expendable'; item: ExpendableItemName; quantity?: number }
  | { kind: 'vehicle'; name: string; overheadPenalty: boolean }
  | { kind: 'hire'; name: string; veteranLevel?: number }
  | { kind: 'mechanic'; rating: MechanicRating; term: 'season' | 'match' }
  /** Sell an unwanted vehicle for half of what was actually paid for it, rounded down (gaps.md #80). */
  | { kind: 'sellVehicle'; name: string; paid: number }
  /** Any item sold to or bought from another player at an agreed price: positive = this franchise pays. */
  | { kind: 'playerDeal'; description: string; price: number }
  /** Competitors traded: agreed price (positive = this franchise pays) plus 10k legal fees per competitor. */
  | { kind: 'trade'; description: string; competitors: number; price: number };

function maxPercent(sponsors: readonly SponsorType[], pick: 'weaponDiscountPercent' | 'newVehicleDiscountPercent'): { percent: number; source?: SponsorType } {
  return sponsors.reduce<{ percent: number; source?: SponsorType }>(
    (best, s) => {
      const p = SPONSOR_EFFECTS[s][pick] ?? 0;
      return p > best.percent ? { percent: p, source: s } : best;
    },
    { percent: 0 },
  );
}

/** Competitors cost 50k for the season; veterans 50k plus 2k per level (Create roster). */
export function competitorWage(veteranLevel?: number): number {
  return COMPETITOR_WAGE.base + (veteranLevel ?? 0) * COMPETITOR_WAGE.perVeteranLevel;
}

/** Price of a new vehicle: 100k, or 150k with the overhead penalty; Car dealership −10% (gaps.md #66). */
export function vehiclePrice(overheadPenalty: boolean, sponsors: readonly SponsorType[]): { price: number; discount?: SponsorType } {
  const base = overheadPenalty ? VEHICLE_PRICE.overheadPenalty : VEHICLE_PRICE.normal;
  const { percent, source } = maxPercent(sponsors, 'newVehicleDiscountPercent');
  return percent ? { price: percentOff(base, percent), discount: source! } : { price: base };
}

/** Price of a stores item; the Gun manufacturer takes 10% off weapons (not gear-sets or expendables). */
export function storesPrice(item: StoresItemName, sponsors: readonly SponsorType[]): number {
  const { cost, weapon } = STORES_ITEMS[item];
  const { percent } = maxPercent(sponsors, 'weaponDiscountPercent');
  return weapon && percent ? percentOff(cost, percent) : cost;
}

function spend(amount: number, reason: string, rule: LedgerLine['rule']): LedgerLine {
  return { amount: amount === 0 ? 0 : -amount, reason, rule, stage: 'spending' };
}

function badNumber(path: string, value: number, min: number): Problem[] {
  return Number.isInteger(value) && value >= min
    ? []
    : [problem(CAMPAIGN_RULES.shopping, 'badNumber', `${path} must be a whole number of at least ${min}; got ${value}.`, [path])];
}

/** The ledger lines of one purchase, sale or trade, with any problem that makes it illegal. */
export function pricePurchase(p: Purchase, sponsors: readonly SponsorType[]): { lines: LedgerLine[]; problems: Problem[] } {
  switch (p.kind) {
    case 'stores': {
      const n = p.quantity ?? 1;
      const each = storesPrice(p.item, sponsors);
      const note = each !== STORES_ITEMS[p.item].cost ? ' (Gun manufacturer −10%)' : '';
      return { lines: [spend(n * each, `${n} × ${p.item} at ${each}k${note}`, CAMPAIGN_RULES.storesItems)], problems: badNumber('quantity', n, 1) };
    }
    case 'expendable': {
      const n = p.quantity ?? 1;
      const each = EXPENDABLE_ITEMS[p.item].cost;
      return { lines: [spend(n * each, `${n} × ${p.item} at ${each}k`, CAMPAIGN_RULES.expendableItems)], problems: badNumber('quantity', n, 1) };
    }
    case 'vehicle': {
      const { price, discount } = vehiclePrice(p.overheadPenalty, sponsors);
      const dp = sponsorDpBonus(sponsors, p.overheadPenalty);
      const notes = [
        p.overheadPenalty ? '75 DP, overhead penalty' : '60 DP',
        discount ? `${discount} −10%` : '',
        dp ? `+${dp} DP from Car manufacturer` : '',
      ].filter(Boolean);
      return { lines: [spend(price, `New vehicle ${p.name} (${notes.join('; ')})`, CAMPAIGN_RULES.stables)], problems: [] };
    }
    case 'hire': {
      const wage = competitorWage(p.veteranLevel);
      const who = p.veteranLevel === undefined ? 'rookie' : `veteran, level ${p.veteranLevel}`;
      return {
        lines: [spend(wage, `Competitor ${p.name} (${who}) for the season`, CAMPAIGN_RULES.roster)],
        problems: p.veteranLevel === undefined ? [] : badNumber('veteranLevel', p.veteranLevel, 1),
      };
    }
    case 'mechanic': {
      const staff = MECHANIC_STAFF[p.rating];
      const problems: Problem[] = [];
      if (p.rating === 4 && !canHireRating4Mechanic(sponsors)) {
        problems.push(
          problem(
            CAMPAIGN_RULES.sponsorEffects,
            'rating4NeedsSponsor',
            'A rating-4 mechanic can only be hired through a Tire company, Mechanic shop or Car dealership sponsor (gaps.md #67).',
            ['rating'],
          ),
        );
      }
      const cost = p.term === 'season' ? staff.seasonHire : staff.singleMatchHire;
      if (cost === null) {
        problems.push(problem(CAMPAIGN_RULES.roster, 'noSingleMatchHire', `Only a rating-4 mechanic can be hired for a single match.`, ['term']));
        return { lines: [], problems };
      }
      return {
        lines: [spend(cost, `Mechanic staff rating ${p.rating} for the ${p.term}`, p.rating === 4 ? CAMPAIGN_RULES.sponsorEffects : CAMPAIGN_RULES.roster)],
        problems,
      };
    }
    case 'sellVehicle': {
      const price = Math.floor(p.paid * VEHICLE_RESALE_FRACTION);
      return {
        lines: [{ amount: price, reason: `Sold vehicle ${p.name} for half of ${p.paid}k`, rule: CAMPAIGN_RULES.shopping, stage: 'spending' }],
        problems: badNumber('paid', p.paid, 0),
      };
    }
    case 'playerDeal':
      return { lines: [spend(p.price, `Deal with another player: ${p.description}`, CAMPAIGN_RULES.shopping)], problems: [] };
    case 'trade': {
      const fees = p.competitors * LEGAL_FEE_PER_COMPETITOR;
      return {
        lines: [
          spend(p.price, `Trade: ${p.description}`, CAMPAIGN_RULES.shopping),
          spend(fees, `Legal fees: ${p.competitors} competitor(s) traded × ${LEGAL_FEE_PER_COMPETITOR}k`, CAMPAIGN_RULES.shopping),
        ],
        problems: badNumber('competitors', p.competitors, 1),
      };
    }
  }
}
