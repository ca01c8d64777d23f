import type { Problem } from '../../ruleset';
import type { CarDesign } from './design';
import { FITTED_ITEM_TABLE } from './fitted-items';

/**
 * Between matches a car may change its tires and gearing (Part II › Transmission, Suspension, and Tire modifications),
 * the weapons on its mounts (gaps.md #25), its adjustable-height setting (before each heat, gaps.md #32), its name,
 * and its found or tinkered items (apart from removing the permanent ones). Everything else is fixed at construction.
 */
export function refitChanges(before: CarDesign, after: CarDesign): Problem[] {
  const problems: Problem[] = [];
  const fixed = (path: Problem['path'], what: string, rule: string) =>
    problems.push({ path, code: 'fixed-at-construction', message: `${what} is fixed when the car is built and cannot change between matches.`, rule });

  const DP = 'Part II › Design Points';
  if (after.version !== before.version) fixed(['version'], 'The design version', 'Pitwall car design format');
  if (after.budget !== before.budget) fixed(['budget'], 'The DP budget', DP);
  if (after.enginePower !== before.enginePower) fixed(['enginePower'], 'Engine power', DP);
  if (after.suspension !== before.suspension) fixed(['suspension'], 'Suspension strength', DP);
  if (after.fuelCapacity !== before.fuelCapacity) fixed(['fuelCapacity'], 'Fuel capacity', DP);
  if (after.toughness !== before.toughness) fixed(['toughness'], 'Toughness', DP);
  for (const arc of ['front', 'back', 'left', 'right'] as const) {
    if (after.armor[arc] !== before.armor[arc]) fixed(['armor', arc], `${arc[0]!.toUpperCase()}${arc.slice(1)} armor`, 'Part II › Armor Arcs');
  }

  const MOUNTS = 'Part II › Weapon mounts, Ammunition, and Firing Arcs';
  if (after.mounts.length !== before.mounts.length) fixed(['mounts'], 'The number of weapon mounts', MOUNTS);
  const shared = Math.min(after.mounts.length, before.mounts.length);
  for (let i = 0; i < shared; i++) {
    const a = after.mounts[i]!,
      b = before.mounts[i]!;
    if (a.type !== b.type || a.arc !== b.arc || a.facing !== b.facing) fixed(['mounts', i], `Mount ${i + 1} (type, arc and facing)`, MOUNTS);
  }

  const COMPONENTS = 'Part II › Other components';
  const ca = after.components,
    cb = before.components;
  if (ca.armoredCrewSeats !== cb.armoredCrewSeats) fixed(['components', 'armoredCrewSeats'], 'The number of armored crew seats', COMPONENTS);
  if (ca.selfSealingFuelTank !== cb.selfSealingFuelTank) fixed(['components', 'selfSealingFuelTank'], 'The self-sealing fuel tank', COMPONENTS);
  if (ca.gunnerStation !== cb.gunnerStation) fixed(['components', 'gunnerStation'], 'The gunner station', COMPONENTS);
  if (ca.wheelGuards !== cb.wheelGuards) fixed(['components', 'wheelGuards'], 'Wheel guards', COMPONENTS);
  if ((ca.adjustableSuspension === null) !== (cb.adjustableSuspension === null))
    fixed(['components', 'adjustableSuspension'], 'Adjustable Suspension Height', COMPONENTS);
  else if (ca.adjustableSuspension && cb.adjustableSuspension && ca.adjustableSuspension.height !== cb.adjustableSuspension.height) {
    fixed(['components', 'adjustableSuspension', 'height'], 'The adjusted suspension height', COMPONENTS);
  }

  const tweaksBefore = [...before.suspensionTweaks].sort().join(),
    tweaksAfter = [...after.suspensionTweaks].sort().join();
  if (tweaksBefore !== tweaksAfter) fixed(['suspensionTweaks'], 'The suspension tweaks', 'Part II › Suspension Tweaks');

  const remaining = after.fittedItems.map((f) => f.item);
  before.fittedItems.forEach((fitted, i) => {
    const at = remaining.indexOf(fitted.item);
    if (at !== -1) remaining.splice(at, 1);
    else if (FITTED_ITEM_TABLE[fitted.item].permanent) {
      problems.push({
        path: ['fittedItems', i],
        code: 'permanent-item-removed',
        message: `${fitted.item}: once installed it may not be removed from the car.`,
        rule: `Tinkering and Experimental Tables (${FITTED_ITEM_TABLE[fitted.item].source})`,
      });
    }
  });
  return problems;
}
