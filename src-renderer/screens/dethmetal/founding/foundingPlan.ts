/**
 * The founding wizard's running total: the engine's founding plan (Part VI › Starting a new franchise) priced
 * with `campaign.priceFoundingPlan`, plus the kit each new car needs from the price lists. At founding the
 * stores are empty, so every standard weapon and any tire-set better than the free light-duty one is bought;
 * the construction gear-set is free (gaps.md #33, #34). The service does the same when the plan is committed.
 */
import { campaign, car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';

export interface WizardState {
  competitors: string[];
  mechanicRating: campaign.MechanicRating;
  cars: car.CarDesign[];
  /** Chosen by the organizer (house rule organizerChoice, gaps.md #56); otherwise rolled at founding. */
  sponsors: campaign.SponsorType[];
  partySpend: number | null;
}

export const emptyWizard = (): WizardState => ({ competitors: [], mechanicRating: 1, cars: [], sponsors: [], partySpend: null });

type ShopPurchase = Extract<campaign.Purchase, { kind: 'stores' | 'expendable' }>;

export function kitPurchases(design: car.CarDesign, settings: car.CarSettings): ShopPurchase[] {
  const out: ShopPurchase[] = [];
  for (const mount of design.mounts) {
    if (mount.weapon === null) continue;
    const price = car.weaponByName(mount.weapon).price;
    if (!('item' in price)) continue;
    out.push(
      price.list === 'stores'
        ? { kind: 'stores', item: price.item as campaign.StoresItemName }
        : { kind: 'expendable', item: price.item as campaign.ExpendableItemName },
    );
  }
  const tires = car.TIRE_TABLE[design.tires.type];
  if (!(design.tires.type === 'light-duty' && settings.freeStartingTires))
    out.push({ kind: 'expendable', item: tires.priceListItem as campaign.ExpendableItemName });
  return out;
}

export function foundingPrice(state: WizardState, settings: DethmetalSettings, sponsorsRolled: boolean): campaign.FoundingPrice {
  const plan: campaign.FoundingPlan = {
    competitors: state.competitors.map((name) => ({ name })),
    mechanicRating: state.mechanicRating,
    vehicles: state.cars.map((d) => ({ name: d.name, overheadPenalty: d.budget === 75 })),
    sponsors: state.sponsors,
    ...(state.partySpend !== null ? { partySpend: state.partySpend } : {}),
    purchases: state.cars.flatMap((d) => kitPurchases(d, settings.car)),
  };
  const priced = campaign.priceFoundingPlan(plan, settings.campaign);
  // Rolled sponsors are not known until the franchise is founded: nothing to check about them yet.
  return sponsorsRolled ? { ...priced, problems: priced.problems.filter((p) => p.path[0] !== 'sponsors') } : priced;
}
