import { TRAITS, type TraitName } from '../names';
import { quirkTraitPenalty } from './quirks';
import type { Driver } from './model';
import type { DriverSettings } from './settings';

export interface TraitContribution {
  source: string;
  amount: number;
  rule: string;
}

export interface EffectiveTrait {
  value: number;
  /** Sums to `value`; what the UI shows to explain the number. */
  contributions: TraitContribution[];
}

export type EffectiveTraits = Record<TraitName, EffectiveTrait>;

/** Damage table › Crew compartment: a flesh wound is "-1 D, G, and I". */
export const FLESH_WOUND_TRAITS: readonly TraitName[] = ['driving', 'gunnery', 'initiative'];

function effectiveTrait(driver: Driver, trait: TraitName, settings: DriverSettings): EffectiveTrait {
  const base = driver.traits[trait];
  const contributions: TraitContribution[] = [{ source: 'Base rank', amount: base, rule: 'Part I › Traits and Skills; Advancement roll' }];

  let permanent = base;
  for (const q of driver.quirks) {
    const penalty = quirkTraitPenalty(q.name, q.occurrences, settings);
    if (penalty?.trait !== trait) continue;
    const times = q.occurrences > 1 ? ` (x${q.occurrences})` : '';
    contributions.push({ source: `${q.name}${times}`, amount: -penalty.amount, rule: 'Part I › Quirks (gaps.md #19)' });
    permanent -= penalty.amount;
  }
  // Quirks may not push a trait below the floor; a base already below it (an imported record) is left alone.
  const floor = Math.min(base, settings.permanentTraitFloor);
  if (permanent < floor) {
    contributions.push({ source: `Quirk penalties stop at ${floor}`, amount: floor - permanent, rule: 'Part I › Quirks (gaps.md #9)' });
    permanent = floor;
  }

  let value = permanent;
  const fatigue = driver.fatigue.filter((t) => t === trait).length;
  if (fatigue > 0) {
    contributions.push({ source: `Fatigue (${fatigue} point${fatigue > 1 ? 's' : ''})`, amount: -fatigue, rule: 'Part VI › Driver fatigue' });
    value -= fatigue;
  }
  const wounds = driver.match.fleshWounds;
  if (wounds > 0 && FLESH_WOUND_TRAITS.includes(trait)) {
    contributions.push({ source: `Flesh wounds (${wounds})`, amount: -wounds, rule: 'Part V › Damage table › Crew compartment' });
    value -= wounds;
  }
  if (value < 0) {
    contributions.push({ source: 'A trait stops at 0', amount: -value, rule: 'Part I › Traits and Skills (gaps.md #9)' });
    value = 0;
  }
  return { value, contributions };
}

/**
 * The ratings the competitor rolls under, computed here and nowhere else: permanent rank, quirk penalties
 * (floored, gaps.md #9), fatigue, flesh wounds. No talent changes a trait rating; talents change checks
 * (Stable, Pro, ...) and are applied where those checks are made.
 */
export function effectiveTraits(driver: Driver, settings: DriverSettings): EffectiveTraits {
  return Object.fromEntries(TRAITS.map((t) => [t, effectiveTrait(driver, t, settings)])) as EffectiveTraits;
}
