import type { LedgerLine } from './ledger';
import { CAMPAIGN_RULES } from './rules';
import type { CampaignSettings } from './settings';
import { EXPENDABLE_ITEMS, REPAIR_COSTS, STORES_ITEMS } from './tables/prices';
import type { ItemCategory } from './tables/items';
import { SPONSOR_EFFECTS, type SponsorEffect, type SponsorType } from './tables/sponsors';

export interface Discount {
  source: SponsorType;
  amount: number;
}

/** Fixed discounts on one cost: all stack or only the largest applies; never below 0 (gaps.md #66). */
export function applyDiscounts(base: number, discounts: readonly Discount[], settings: CampaignSettings): { cost: number; applied: Discount[] } {
  const real = discounts.filter((d) => d.amount > 0);
  const applied = settings.sponsorDiscounts === 'stack' ? real : real.reduce<Discount[]>((best, d) => (best[0] && best[0].amount >= d.amount ? best : [d]), []);
  const off = applied.reduce((sum, d) => sum + d.amount, 0);
  return { cost: Math.max(0, base - off), applied };
}

/** A percentage discount (Car dealership, Gun manufacturer), rounded to the nearest k (gaps.md #66). */
export function percentOff(base: number, percent: number): number {
  return Math.round((base * (100 - percent)) / 100);
}

function discountsFrom(sponsors: readonly SponsorType[], pick: (e: SponsorEffect) => number | undefined): Discount[] {
  return sponsors.flatMap((s) => {
    const amount = pick(SPONSOR_EFFECTS[s]);
    return amount ? [{ source: s, amount }] : [];
  });
}

function describe(base: number, applied: readonly Discount[]): string {
  return applied.length === 0 ? `${base}k` : `${base}k ${applied.map((d) => `− ${d.amount}k ${d.source}`).join(' ')}`;
}

function cost(amount: number): number {
  return amount === 0 ? 0 : -amount;
}

/** A vehicle after a match, as the post-match costs see it. */
export interface MatchVehicle {
  name: string;
  /** Built with the overhead penalty (75 DP): the "w overhead penalty" prices. */
  overheadPenalty: boolean;
  destroyed: boolean;
  /** Critical hits it carries out of the match (ignored when destroyed: it is replaced instead). */
  criticals: number;
}

/**
 * Repair, replacement and cloning after a match (gaps.md #65): destroyed vehicles are replaced (5k, 8k for 75 DP),
 * every critical is repaired (1k each, max 4k per vehicle; 2k and 7k for 75 DP), every dead competitor is cloned
 * (5k). Insurance company −5k per replacement and cloning, Cloning services −2k per cloning, Mechanic shop −1k
 * (−2k for 75 DP) off each vehicle's repair total, not off replacements.
 */
export function repairReplacementCloning(
  vehicles: readonly MatchVehicle[],
  clones: readonly string[],
  sponsors: readonly SponsorType[],
  settings: CampaignSettings,
): LedgerLine[] {
  const lines: LedgerLine[] = [];
  for (const v of vehicles) {
    const kind = v.overheadPenalty ? 'overheadPenalty' : 'normal';
    const label = v.overheadPenalty ? `${v.name} (75 DP)` : v.name;
    if (v.destroyed) {
      const base = REPAIR_COSTS.replacement[kind];
      const { cost: c, applied } = applyDiscounts(
        base,
        discountsFrom(sponsors, (e) => e.replacementDiscount),
        settings,
      );
      lines.push({ amount: cost(c), reason: `Vehicle replacement: ${label}: ${describe(base, applied)}`, rule: CAMPAIGN_RULES.repairCosts, stage: 'cost' });
    } else if (v.criticals > 0) {
      const base = Math.min(v.criticals * REPAIR_COSTS.perCritical[kind], REPAIR_COSTS.criticalsMax[kind]);
      const { cost: c, applied } = applyDiscounts(
        base,
        discountsFrom(sponsors, (e) => e.criticalRepairDiscount?.[kind]),
        settings,
      );
      lines.push({
        amount: cost(c),
        reason: `Critical repairs: ${label}, ${v.criticals} critical(s): ${describe(base, applied)}`,
        rule: CAMPAIGN_RULES.repairCosts,
        stage: 'cost',
      });
    }
  }
  for (const name of clones) {
    const base = REPAIR_COSTS.cloning;
    const { cost: c, applied } = applyDiscounts(
      base,
      discountsFrom(sponsors, (e) => e.cloningDiscount),
      settings,
    );
    lines.push({ amount: cost(c), reason: `Cloning: ${name}: ${describe(base, applied)}`, rule: CAMPAIGN_RULES.repairCosts, stage: 'cost' });
  }
  return lines;
}

/** An item fitted to a vehicle for a match. `design` items were bought with DP and come back with a replacement. */
export type FittedItem =
  | { vehicle: string; source: 'design'; name: string }
  | { vehicle: string; source: 'stores'; name: keyof typeof STORES_ITEMS }
  | { vehicle: string; source: 'expendable'; name: keyof typeof EXPENDABLE_ITEMS }
  | { vehicle: string; source: 'found'; name: string; category: ItemCategory };

export interface LostItem {
  item: FittedItem;
  reason: 'used up' | 'vehicle destroyed';
  /** Standard price to buy it again, or null for rare and tinkered items ("gone until … another World Trade roll"). */
  standardPrice: number | null;
}

/**
 * Expendable and destroyed items: expendables fitted for a match are used up (tire-sets are kept, gaps.md #33,
 * #72, #75); everything not bought with DP is lost with a destroyed vehicle (gaps.md #65).
 */
export function itemsLostAfterMatch(fitted: readonly FittedItem[], destroyedVehicles: readonly string[]): LostItem[] {
  const lost: LostItem[] = [];
  for (const item of fitted) {
    if (item.source === 'design') continue;
    const price = item.source === 'stores' ? STORES_ITEMS[item.name].cost : item.source === 'expendable' ? EXPENDABLE_ITEMS[item.name].cost : null;
    if (destroyedVehicles.includes(item.vehicle)) lost.push({ item, reason: 'vehicle destroyed', standardPrice: price });
    else if ((item.source === 'expendable' && EXPENDABLE_ITEMS[item.name].usedUp) || (item.source === 'found' && item.category === 'expendable')) {
      lost.push({ item, reason: 'used up', standardPrice: price });
    }
  }
  return lost;
}
