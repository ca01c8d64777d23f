import { boxesOf, type CardType, componentsOf } from '../cards';
import { SECTION } from '../sections';
import { damageOn, type VehicleState } from './state';

/** The drift table's "Damage/tyre" to every tyre, each taking what it has left (no excess carried over, as Spikes). */
export function applyTyreDamage(card: CardType, state: VehicleState, perTyre: number): { state: VehicleState; took: Record<string, number>; rule: string } {
  const took: Record<string, number> = {};
  let next = state;
  for (const t of componentsOf(card, 'tyre')) {
    const before = damageOn(next, t.id);
    took[t.id] = Math.min(Math.max(0, perTyre), boxesOf(t) - before);
    next = { ...next, damage: { ...next.damage, [t.id]: before + took[t.id]! } };
  }
  return { state: next, took, rule: SECTION.drift };
}
