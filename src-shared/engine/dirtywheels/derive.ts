import type { CarDesign, Driver, Mounting } from './design';
import { type Modifier, modifier, SECTION, sumModifiers, withGap } from './sections';
import type { DirtyWheelsSettings } from './settings';
import { type CarTypeRow, carType, type WeaponClass } from './tables/cars';
import { type UpgradeEffect, upgradeRow } from './tables/upgrades';
import { type Attacks, attacksText, HEAVY_WEAPON_SPEED_PENALTY, type WeaponName, weaponRow } from './tables/weapons';

/** A derived number with every part that made it, each citing its rule ("explain this number" on hover). */
export interface Explained {
  value: number;
  parts: Modifier[];
}

const explained = (parts: Modifier[]): Explained => ({ value: sumModifiers(parts), parts });

export interface DerivedWeapon {
  weapon: WeaponName;
  mount: Mounting;
  class: WeaponClass;
  range: number;
  attacks: Attacks;
  attacksText: string;
  /** `null` for the Flamethrower, which deals its damage without a roll. */
  strength: Explained | null;
  special?: string;
  rule: string;
}

export interface CarDerived {
  type: CarTypeRow;
  speed: Explained;
  structure: Explained;
  armour: Explained;
  /** Aim the car adds to its driver's for shooting (Targeting system). */
  aimBonus: Explained;
  /** Attacks added when ramming (Ram). */
  ramAttackBonus: Explained;
  weapons: DerivedWeapon[];
  upgrades: { name: string; text: string }[];
}

function upgradeParts(design: CarDesign, key: keyof UpgradeEffect): Modifier[] {
  return design.upgrades.flatMap((name) => {
    const v = upgradeRow(name).effect[key];
    return v ? [modifier(name, v, SECTION.upgrades)] : [];
  });
}

/**
 * The car's card values. Speed: the type's speed, -2" per heavy weapon unless the type ignores it (the Truck), then
 * the upgrades. The "-2" speed" is taken once per heavy weapon carried (gaps.md #35).
 */
export function deriveCar(design: CarDesign, _settings?: DirtyWheelsSettings): CarDerived {
  const type = carType(design.type);
  const heavy = design.weapons.filter((w) => weaponRow(w.weapon).class === 'heavy');
  const heavyParts = heavy.map((w) =>
    type.ignoresHeavyWeaponSpeed
      ? modifier(`${w.weapon} (heavy; a Truck ignores the -2")`, 0, SECTION.carTypes)
      : modifier(`${w.weapon} (heavy weapon)`, -HEAVY_WEAPON_SPEED_PENALTY, withGap(SECTION.heavyWeapons, 35)),
  );
  const strengthParts = upgradeParts(design, 'shootingStrength');
  const weapons = design.weapons.map((w): DerivedWeapon => {
    const row = weaponRow(w.weapon);
    return {
      weapon: w.weapon,
      mount: w.mount,
      class: row.class,
      range: row.range,
      attacks: row.attacks,
      attacksText: attacksText(row.attacks),
      strength: row.strength === null ? null : explained([modifier(`${row.name} strength`, row.strength, row.section), ...strengthParts]),
      special: row.special,
      rule: row.section,
    };
  });
  return {
    type,
    speed: explained([modifier(`${type.type} speed`, type.speed, SECTION.carTypes), ...heavyParts, ...upgradeParts(design, 'speed')]),
    structure: explained([modifier(`${type.type} structure`, type.structure, SECTION.carTypes)]),
    armour: explained([modifier(`${type.type} armour`, type.armour, SECTION.carTypes), ...upgradeParts(design, 'armour')]),
    aimBonus: explained(upgradeParts(design, 'aim')),
    ramAttackBonus: explained(upgradeParts(design, 'ramAttacks')),
    weapons,
    upgrades: design.upgrades.map((name) => ({ name, text: upgradeRow(name).text })),
  };
}

/** A driver's aim when shooting from this car: the stat, the car's Targeting system, and Sniper's +1. */
export function shootingAim(driver: Driver, car: CarDerived): Explained {
  const sniper = driver.traits.filter((t) => t === 'Sniper').map(() => modifier('Sniper', 1, SECTION.traits));
  return explained([modifier(`${driver.name}'s aim`, driver.aim, SECTION.statTable), ...car.aimBonus.parts, ...sniper]);
}
