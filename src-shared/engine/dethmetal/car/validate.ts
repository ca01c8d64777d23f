import type { Problem } from '../../ruleset';
import type { CarDesign, CarMount } from './design';
import type { CarDerived } from './derive';
import { deriveCar } from './derive';
import { designPointBudget, UNITS_PER_DP } from './design-points';
import { FITTED_ITEM_TABLE, type FittedItemName } from './fitted-items';
import type { CarSettings } from './settings';
import { TWEAK_TABLE, type SuspensionTweak } from './suspension';
import { RARE_TIRE_TREADS, RARE_TIRE_TYPES, TIRE_TABLE, TREAD_TABLE } from './tires';
import { REAR_ONLY_WEAPONS, weaponByName } from './weapons';

const RULES = {
  designPoints: 'Part II › Design Points',
  armor: 'Part II › Armor Arcs',
  mounts: 'Part II › Weapon mounts, Ammunition, and Firing Arcs',
  linked: 'Part III › Turn Sequence (linked weapons)',
  tweaks: 'Part II › Suspension Tweaks',
  components: 'Part II › Other components',
  rareTires: 'World Trade Table › Rare tires',
  tinkering: 'Tinkering and Experimental Tables',
} as const;

export const ARMOR_ARCS = ['front', 'back', 'left', 'right'] as const;
export type ArmorArc = (typeof ARMOR_ARCS)[number];

/** Part II › Armor Arcs: no side may carry more than half of the total, i.e. more than the other three together. */
export function armorArcLimit(armor: Readonly<Record<ArmorArc, number>>, arc: ArmorArc): number {
  return ARMOR_ARCS.filter((a) => a !== arc).reduce((s, a) => s + armor[a], 0);
}

export interface ValidateContext {
  /** Extra DP from sponsors for a new car (Car manufacturer: +3, or +6 with the overhead penalty). */
  sponsorBonusDp?: number;
}

/** Every rule a car design breaks, each with a path into the design; an empty array means the car is legal. */
export function validateCar(
  design: CarDesign,
  settings: CarSettings,
  context: ValidateContext = {},
  derived: CarDerived = deriveCar(design, settings),
): Problem[] {
  const problems: Problem[] = [];
  const add = (path: Problem['path'], code: string, rule: string, message: string) => problems.push({ path, code, message, rule });

  checkBudget(design, derived, context.sponsorBonusDp ?? 0, add);
  checkPurchases(design, settings, add);
  checkArmor(design, settings, derived.armorTotal, add);
  checkMounts(design.mounts, add);
  checkLinks(design.mounts, add);
  checkSuspension(design, add);
  if (design.components.armoredCrewSeats > derived.crewPositions) {
    add(
      ['components', 'armoredCrewSeats'],
      'too-many-crew-seats',
      RULES.components,
      `${design.components.armoredCrewSeats} armored crew seats, but the car has ${derived.crewPositions} crew position${derived.crewPositions > 1 ? 's' : ''} (one seat per position; a second needs a Gunner Station).`,
    );
  }
  checkFittedItems(design, add);
  checkRareTires(design, add);
  return problems;
}

type Add = (path: Problem['path'], code: string, rule: string, message: string) => void;

function checkBudget(design: CarDesign, derived: CarDerived, bonus: number, add: Add) {
  if (!Number.isInteger(bonus) || bonus < 0) {
    add([], 'invalid-sponsor-bonus', RULES.designPoints, `The sponsor DP bonus must be a whole number of 0 or more (got ${bonus}).`);
    return;
  }
  const available = designPointBudget(design.budget, bonus);
  const spent = derived.designPoints.spent;
  if (spent > available) {
    const from = bonus > 0 ? ` (${design.budget} + ${bonus} sponsor bonus)` : '';
    add(['budget'], 'over-budget', RULES.designPoints, `The design spends ${spent} DP but has ${available} DP${from}: ${spent - available} DP over budget.`);
  }
}

const PURCHASES = [
  { field: 'enginePower', label: 'Engine power', per: UNITS_PER_DP.enginePower },
  { field: 'suspension', label: 'Suspension strength', per: UNITS_PER_DP.suspension },
  { field: 'fuelCapacity', label: 'Fuel capacity', per: UNITS_PER_DP.fuelCapacity },
] as const;

/** Whole-DP purchases and the minimums of gaps.md #24. */
function checkPurchases(design: CarDesign, settings: CarSettings, add: Add) {
  for (const { field, label, per } of PURCHASES) {
    const value = design[field];
    if (value % per !== 0) {
      const lower = value - (value % per);
      add(
        [field],
        'partial-design-point',
        `${RULES.designPoints} (gaps.md #24)`,
        `${label} is bought ${per} at a time (1 DP each): ${value} is not a multiple of ${per}; use ${lower} or ${lower + per}.`,
      );
    }
    if (settings.minimumPurchases && value < per) {
      add([field], 'below-minimum', `${RULES.designPoints} (gaps.md #24)`, `${label} is ${value}: a car needs at least ${per} (1 DP).`);
    }
  }
  if (settings.minimumPurchases && design.toughness < 1) {
    add(['toughness'], 'below-minimum', `${RULES.designPoints} (gaps.md #24)`, 'Toughness is 0: a car needs Toughness 1 to 4.');
  }
}

function checkArmor(design: CarDesign, settings: CarSettings, total: number, add: Add) {
  for (const arc of ARMOR_ARCS) {
    const value = design.armor[arc];
    if (value > armorArcLimit(design.armor, arc)) {
      add(
        ['armor', arc],
        'armor-over-half',
        RULES.armor,
        `${cap(arc)} armor ${value} is more than half of the total ${total} (at most ${Math.floor(total / 2)}).`,
      );
    }
    if (settings.armorOnEveryQuadrant && value === 0) {
      add(
        ['armor', arc],
        'armor-quadrant-empty',
        RULES.armor,
        `${cap(arc)} armor is 0: the armor is divided between all four quadrants, each needs at least 1 point.`,
      );
    }
  }
  if (design.armor.left !== design.armor.right) {
    add(['armor', 'right'], 'armor-sides-unequal', RULES.armor, `Left armor ${design.armor.left} and right armor ${design.armor.right} must be equal.`);
  }
}

/** Part II › Weapon mounts (gaps.md #27): a rear-only weapon sits on a fixed mount facing the rear. */
export function rearOnlyWeaponFits(mount: Pick<CarMount, 'arc' | 'facing'>): { facing: boolean; arc: boolean } {
  return { facing: mount.facing === 'rear', arc: mount.arc === 'fixed' };
}

function checkMounts(mounts: readonly CarMount[], add: Add) {
  let specials = 0;
  mounts.forEach((mount, i) => {
    if (mount.type === 'special' && ++specials > 1) {
      add(
        ['mounts', i],
        'too-many-special-weapons',
        `${RULES.mounts} (gaps.md #27)`,
        `Mount ${i + 1} is a second special-weapon mount: a car may carry only one special weapon.`,
      );
    }
    if (mount.weapon === null) return;
    const weapon = weaponByName(mount.weapon);
    if (weapon.mount !== mount.type) {
      add(
        ['mounts', i, 'weapon'],
        'weapon-mount-mismatch',
        RULES.mounts,
        `${mount.weapon} needs a ${weapon.mount} mount; mount ${i + 1} is a ${mount.type} mount.`,
      );
    }
    if (REAR_ONLY_WEAPONS.includes(mount.weapon)) {
      const fits = rearOnlyWeaponFits(mount);
      if (!fits.facing)
        add(
          ['mounts', i, 'facing'],
          'rear-only-weapon',
          RULES.mounts,
          `${mount.weapon} may only be mounted to the rear (mount ${i + 1} faces ${mount.facing}).`,
        );
      if (!fits.arc)
        add(
          ['mounts', i, 'arc'],
          'rear-only-weapon',
          `${RULES.mounts} (gaps.md #27)`,
          `${mount.weapon} must be on a fixed rear mount (mount ${i + 1} is ${mount.arc}).`,
        );
    }
  });
}

/** "Weapons are considered linked if two identical weapons are installed on weapon mounts with identical characteristics." */
function checkLinks(mounts: readonly CarMount[], add: Add) {
  const groups = new Map<string, number[]>();
  mounts.forEach((mount, i) => {
    if (mount.link === undefined) return;
    const group = groups.get(mount.link);
    if (group) group.push(i);
    else groups.set(mount.link, [i]);
  });
  for (const [name, members] of groups) {
    const first = mounts[members[0]!]!;
    if (members.length < 2) {
      add(
        ['mounts', members[0]!, 'link'],
        'link-alone',
        RULES.linked,
        `Mount ${members[0]! + 1} is the only mount in link "${name}": linking needs two identical weapons.`,
      );
      continue;
    }
    for (const i of members) {
      const mount = mounts[i]!;
      if (mount.weapon === null) add(['mounts', i, 'weapon'], 'link-empty-mount', RULES.linked, `Mount ${i + 1} is in link "${name}" but carries no weapon.`);
      else if (mount.weapon !== first.weapon)
        add(
          ['mounts', i, 'weapon'],
          'link-different-weapons',
          RULES.linked,
          `Link "${name}" mixes ${first.weapon ?? 'an empty mount'} and ${mount.weapon}: linked weapons must be identical.`,
        );
      if (!sameMount(mount, first))
        add(
          ['mounts', i],
          'link-different-mounts',
          RULES.linked,
          `Mount ${i + 1} (${describeMount(mount)}) differs from mount ${members[0]! + 1} (${describeMount(first)}): linked weapons need identical mounts.`,
        );
    }
  }
}

function sameMount(a: CarMount, b: CarMount): boolean {
  // A turret fires all round, so its facing is not one of its characteristics.
  return a.type === b.type && a.arc === b.arc && (a.arc === 'turret' || a.facing === b.facing);
}

function describeMount(m: CarMount): string {
  return m.arc === 'turret' ? `${m.type} turret` : `${m.type} ${m.arc}, ${m.facing}`;
}

function checkSuspension(design: CarDesign, add: Add) {
  const tweaks = design.suspensionTweaks;
  tweaks.forEach((tweak, j) => {
    if (tweaks.indexOf(tweak) !== j) {
      add(['suspensionTweaks', j], 'duplicate-tweak', RULES.tweaks, `${TWEAK_TABLE[tweak].label} is listed twice.`);
      return;
    }
    const excluded: SuspensionTweak = TWEAK_TABLE[tweak].excludes;
    const other = tweaks.indexOf(excluded);
    if (other !== -1 && other < j) {
      add(
        ['suspensionTweaks', j],
        'incompatible-tweaks',
        `${RULES.tweaks} (gaps.md #32)`,
        `${TWEAK_TABLE[tweak].label} cannot be combined with ${TWEAK_TABLE[excluded].label}.`,
      );
    }
  });
  const adjustable = design.components.adjustableSuspension;
  if (adjustable === null) return;
  tweaks.forEach((tweak, j) => {
    if (tweak === 'lowered' || tweak === 'raised') {
      add(
        ['suspensionTweaks', j],
        'adjustable-with-fixed-height',
        RULES.components,
        `${TWEAK_TABLE[tweak].label} fixes the ride height, but Adjustable Suspension Height switches between normal and ${adjustable.height}: keep one or the other.`,
      );
    }
  });
}

function hasLoweredSuspension(design: CarDesign): boolean {
  return design.suspensionTweaks.includes('lowered') || design.components.adjustableSuspension?.height === 'lowered';
}

function checkFittedItems(design: CarDesign, add: Add) {
  const seen = new Set<FittedItemName>();
  design.fittedItems.forEach((fitted, i) => {
    const row = FITTED_ITEM_TABLE[fitted.item];
    if (row.onePerVehicle && seen.has(fitted.item)) {
      add(['fittedItems', i], 'duplicate-fitted-item', `${RULES.tinkering} (${row.source})`, `A car can only receive one ${fitted.item}.`);
    }
    seen.add(fitted.item);
    if (row.needsLoweredSuspension && !hasLoweredSuspension(design)) {
      add(
        ['fittedItems', i],
        'needs-lowered-suspension',
        `${RULES.tinkering} (${row.source})`,
        `${fitted.item} can only be installed on a car with a lowered suspension.`,
      );
    }
    if (row.addsRolledFuelPoints && fitted.bonusFuelPoints === undefined) {
      add(
        ['fittedItems', i],
        'missing-rolled-value',
        `${RULES.tinkering} (${row.source}; gaps.md #75)`,
        `${fitted.item} adds 1d3 fuel points, rolled when it was found: record the roll (1 to 3).`,
      );
    }
  });
}

function checkRareTires(design: CarDesign, add: Add) {
  const { type, tread, rare } = design.tires;
  if (!rare) return;
  if (!RARE_TIRE_TYPES.includes(type)) {
    add(
      ['tires', 'type'],
      'rare-tire-impossible',
      RULES.rareTires,
      `Rare tires come as Heavy-Duty, Puncture Resistant or Solid carcasses, not ${TIRE_TABLE[type].label}.`,
    );
  }
  if (!RARE_TIRE_TREADS.includes(tread)) {
    add(
      ['tires', 'tread'],
      'rare-tire-impossible',
      RULES.rareTires,
      `Rare tires come with Street Performance, Traction or Snow tread, not ${TREAD_TABLE[tread].label}.`,
    );
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
