export const CAR_TYPES = ['Racer', 'Truck', 'Standard'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export type WeaponClass = 'light' | 'heavy';

/**
 * The weapon line of a car type as printed: the fixed group ("2 fixed light") and the turret group ("1 turret light
 * or heavy"), joined by "or" or "and" (gaps.md #7 decides what "or" means).
 */
export interface WeaponSlots {
  fixed: { count: number; classes: readonly WeaponClass[] };
  turret: { count: number; classes: readonly WeaponClass[] };
  join: 'or' | 'and';
  printed: string;
}

export interface CarTypeRow {
  type: CarType;
  description: string;
  speed: number;
  structure: number;
  armour: number;
  weapons: WeaponSlots;
  /** The Truck's "Can ignore -2" speed from heavy weapons." */
  ignoresHeavyWeaponSpeed: boolean;
}

/** Car types: speed in inches, structure, armour and the weapon line. */
export const CAR_TYPE_TABLE: readonly CarTypeRow[] = [
  {
    type: 'Racer',
    description: 'Fast, but lightly armed and armoured, racers zip around their slower opponents.',
    speed: 12,
    structure: 3,
    armour: 4,
    weapons: { fixed: { count: 2, classes: ['light'] }, turret: { count: 1, classes: ['light'] }, join: 'or', printed: '2 fixed light, or 1 turret light.' },
    ignoresHeavyWeaponSpeed: false,
  },
  {
    type: 'Truck',
    description: 'Slow, but heavily armoured, and hits like... well, a truck. Can ignore -2" speed from heavy weapons.',
    speed: 4,
    structure: 5,
    armour: 6,
    weapons: {
      fixed: { count: 2, classes: ['light'] },
      turret: { count: 1, classes: ['heavy', 'light'] },
      join: 'and',
      printed: '2 fixed light, and 1 turret heavy or light.',
    },
    ignoresHeavyWeaponSpeed: true,
  },
  {
    type: 'Standard',
    description: 'A normal, everyday mode of transport. But decked out for post-apocalyptic warfare.',
    speed: 8,
    structure: 4,
    armour: 5,
    weapons: {
      fixed: { count: 2, classes: ['light'] },
      turret: { count: 1, classes: ['light', 'heavy'] },
      join: 'or',
      printed: '2 fixed light, or 1 turret light or heavy.',
    },
    ignoresHeavyWeaponSpeed: false,
  },
];

export function carType(type: CarType): CarTypeRow {
  return CAR_TYPE_TABLE.find((r) => r.type === type)!;
}
