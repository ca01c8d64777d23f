/**
 * Weapons that go on weapon mounts (Part II › Weapon mounts, Ammunition, and Firing Arcs › Weapon table), plus the
 * rare (World Trade Table) and experimental (Tinkering and Experimental Tables) weapons, whose stat lines are laid
 * out in the rulebook's "Transcriber's expansion: stat lines of rare and experimental weapons".
 */
export const MOUNT_TYPES = ['light', 'heavy', 'rocket', 'special'] as const;
export type MountType = (typeof MOUNT_TYPES)[number];

export type WeaponOrigin = 'standard' | 'world-trade' | 'tinkering';

/** A range band in hexes, inclusive; `null` where the table prints "-". */
export type RangeBand = readonly [from: number, to: number];

/** How a weapon is bought: a fixed price from a price list, or the cost formula printed beside a found item. */
export type WeaponPrice = { list: 'stores' | 'expendable'; item: string } | { list: 'world-trade' | 'tinkering'; printed: string };

export interface WeaponStats {
  /** Rate of fire; `null` for the Kami-Bomb, whose line prints none. */
  rof: number | null;
  /** A '+' behind the ROF: two attack rolls for one point of ROF. */
  rofPlus: boolean;
  /** Penetration; a dice expression for the Kami-Bomb; `null` where the table prints "*". */
  pen: number | string | null;
  /** Firepower: a number or dice notation; `null` where the table prints "*". */
  fire: number | string | null;
  short: RangeBand | null;
  long: RangeBand | null;
  max: number | null;
  /** Magazine; a dice expression for the Kami-Bomb ("Ammo = 1d2", rolled once when found, gaps.md #75). */
  ammo: number | string | null;
}

export interface WeaponRow extends WeaponStats {
  name: string;
  origin: WeaponOrigin;
  mount: MountType;
  /** Δ: "very heavy, add one to the armor totals when determining vehicle performance". */
  heavy: boolean;
  /** Used up after a match it was mounted for (gaps.md #72, #75). */
  expendable: boolean;
  price: WeaponPrice;
}

const w = (row: WeaponRow) => row;

/** Part II › Weapon table (9 columns); prices from Price lists › Stores items / Expendable items. */
export const STANDARD_WEAPONS = [
  w({
    name: 'Machinegun',
    origin: 'standard',
    mount: 'light',
    rof: 3,
    rofPlus: false,
    pen: 0,
    fire: 1,
    short: [1, 3],
    long: [4, 6],
    max: 12,
    ammo: 10,
    heavy: false,
    expendable: false,
    price: { list: 'stores', item: 'Machinegun' },
  }),
  w({
    name: 'Heavy Machinegun',
    origin: 'standard',
    mount: 'light',
    rof: 3,
    rofPlus: false,
    pen: 1,
    fire: 1,
    short: [1, 3],
    long: [4, 6],
    max: 12,
    ammo: 10,
    heavy: false,
    expendable: false,
    price: { list: 'stores', item: 'Heavy Machinegun' },
  }),
  w({
    name: 'Recoilless Gun',
    origin: 'standard',
    mount: 'light',
    rof: 1,
    rofPlus: false,
    pen: 2,
    fire: '1d2',
    short: [1, 1],
    long: [2, 3],
    max: 8,
    ammo: 6,
    heavy: false,
    expendable: false,
    price: { list: 'stores', item: 'Recoilless Rifle' },
  }),
  w({
    name: 'Light Rocket-pack',
    origin: 'standard',
    mount: 'rocket',
    rof: 2,
    rofPlus: false,
    pen: 0,
    fire: 1,
    short: [1, 2],
    long: [3, 4],
    max: 9,
    ammo: 4,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Light rockets' },
  }),
  w({
    name: 'Rocket-pack',
    origin: 'standard',
    mount: 'rocket',
    rof: 2,
    rofPlus: false,
    pen: 1,
    fire: '1d2',
    short: [1, 2],
    long: [3, 4],
    max: 9,
    ammo: 3,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Rockets' },
  }),
  w({
    name: 'Heavy Rocket-pack',
    origin: 'standard',
    mount: 'rocket',
    rof: 2,
    rofPlus: false,
    pen: 2,
    fire: '1d3',
    short: [1, 2],
    long: [3, 4],
    max: 9,
    ammo: 2,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Heavy rockets' },
  }),
  w({
    name: 'Heavy Recoilless Gun',
    origin: 'standard',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 3,
    fire: '1d3',
    short: [1, 1],
    long: [2, 3],
    max: 8,
    ammo: 5,
    heavy: false,
    expendable: false,
    price: { list: 'stores', item: 'Heavy Recoilless Rifle' },
  }),
  w({
    name: 'AT Rifle',
    origin: 'standard',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 2,
    fire: 1,
    short: [1, 3],
    long: [4, 7],
    max: 18,
    ammo: 6,
    heavy: false,
    expendable: false,
    price: { list: 'stores', item: 'Anti-tank Rifle' },
  }),
  w({
    name: 'Heavy AT Rifle',
    origin: 'standard',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 3,
    fire: '1d2',
    short: [1, 3],
    long: [4, 7],
    max: 18,
    ammo: 5,
    heavy: true,
    expendable: false,
    price: { list: 'stores', item: 'Heavy Anti-tank Rifle' },
  }),
  w({
    name: 'Oil jet',
    origin: 'standard',
    mount: 'special',
    rof: 3,
    rofPlus: false,
    pen: null,
    fire: null,
    short: [1, 1],
    long: null,
    max: 1,
    ammo: 3,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Oil-jet' },
  }),
  w({
    name: 'Caltrop dispenser',
    origin: 'standard',
    mount: 'special',
    rof: 3,
    rofPlus: false,
    pen: null,
    fire: null,
    short: [1, 1],
    long: null,
    max: 1,
    ammo: 3,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Caltrops' },
  }),
  w({
    name: 'Smoke launcher',
    origin: 'standard',
    mount: 'special',
    rof: 1,
    rofPlus: false,
    pen: null,
    fire: null,
    short: [2, 2],
    long: null,
    max: 2,
    ammo: 2,
    heavy: false,
    expendable: true,
    price: { list: 'expendable', item: 'Smoke launchers' },
  }),
] as const;

/**
 * Transcriber's expansion: stat lines of rare (World Trade Table 14–16 and 25–31) and experimental (Tinkering and
 * Experimental Tables, weapon systems) weapons. The Dual-barreled Recoilless rifle's "both barrels" line is a second
 * way to fire the same weapon: see ALTERNATE_FIRE_MODES. Costs are printed as in the source (some lack "k"; gaps.md #73).
 */
export const RARE_WEAPONS = [
  w({
    name: 'Autocannon',
    origin: 'world-trade',
    mount: 'heavy',
    rof: 2,
    rofPlus: false,
    pen: 2,
    fire: 1,
    short: [1, 3],
    long: [4, 7],
    max: 18,
    ammo: 6,
    heavy: false,
    expendable: false,
    price: { list: 'world-trade', printed: '35 + 3d6k' },
  }),
  w({
    name: 'AT Gun',
    origin: 'world-trade',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 4,
    fire: '1d2',
    short: [1, 3],
    long: [4, 7],
    max: 18,
    ammo: 5,
    heavy: true,
    expendable: false,
    price: { list: 'world-trade', printed: '70 + 4d6k' },
  }),
  w({
    name: 'Vulcan gun',
    origin: 'world-trade',
    mount: 'light',
    rof: 3,
    rofPlus: true,
    pen: 0,
    fire: 1,
    short: [1, 3],
    long: [4, 6],
    max: 12,
    ammo: 6,
    heavy: false,
    expendable: false,
    price: { list: 'world-trade', printed: '25 + 3d6k' },
  }),
  w({
    name: 'Cluster Rockets',
    origin: 'world-trade',
    mount: 'rocket',
    rof: 3,
    rofPlus: false,
    pen: 1,
    fire: '1d2',
    short: [1, 2],
    long: [3, 4],
    max: 9,
    ammo: 4,
    heavy: false,
    expendable: true,
    price: { list: 'world-trade', printed: '5 + 1d6k' },
  }),
  w({
    name: 'Heavy Cluster Rockets',
    origin: 'world-trade',
    mount: 'rocket',
    rof: 3,
    rofPlus: false,
    pen: 2,
    fire: '1d2',
    short: [1, 2],
    long: [3, 4],
    max: 8,
    ammo: 3,
    heavy: false,
    expendable: true,
    price: { list: 'world-trade', printed: '8 + 2d6k' },
  }),
  w({
    name: 'Anti-Tank Guided Missile',
    origin: 'world-trade',
    mount: 'rocket',
    rof: 1,
    rofPlus: false,
    pen: 8,
    fire: '1d3+3',
    short: [1, 18],
    long: null,
    max: null,
    ammo: 1,
    heavy: false,
    expendable: true,
    price: { list: 'world-trade', printed: '30 + 4d6' },
  }),
  w({
    name: 'Laser',
    origin: 'tinkering',
    mount: 'light',
    rof: 3,
    rofPlus: true,
    pen: 1,
    fire: 1,
    short: [1, 4],
    long: [5, 7],
    max: 18,
    ammo: 10,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '50 + 4d6k' },
  }),
  w({
    name: 'Twin-Linked Heavy Machineguns',
    origin: 'tinkering',
    mount: 'light',
    rof: 3,
    rofPlus: true,
    pen: 1,
    fire: 1,
    short: [1, 3],
    long: [4, 6],
    max: 12,
    ammo: 10,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '30 + 4d6k' },
  }),
  w({
    name: 'Dual-barreled Recoilless rifle',
    origin: 'tinkering',
    mount: 'light',
    rof: 2,
    rofPlus: false,
    pen: 2,
    fire: '1d2',
    short: [1, 1],
    long: [2, 3],
    max: 8,
    ammo: 6,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '40 + 4d6k' },
  }),
  w({
    name: 'Railgun',
    origin: 'tinkering',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 6,
    fire: '1d3',
    short: [1, 3],
    long: [4, 7],
    max: 18,
    ammo: 3,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '60 + 4D6k' },
  }),
  w({
    name: 'Pulsed laser',
    origin: 'tinkering',
    mount: 'heavy',
    rof: 3,
    rofPlus: false,
    pen: 2,
    fire: '1d2',
    short: [1, 4],
    long: [5, 7],
    max: 18,
    ammo: 10,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '80 + 5d6k' },
  }),
  w({
    name: 'Bomb launcher',
    origin: 'tinkering',
    mount: 'heavy',
    rof: 1,
    rofPlus: false,
    pen: 4,
    fire: '1d3+1',
    short: [1, 1],
    long: [2, 3],
    max: 8,
    ammo: 5,
    heavy: false,
    expendable: false,
    price: { list: 'tinkering', printed: '50 + 4d6' },
  }),
  w({
    name: 'Kami-Bomb',
    origin: 'tinkering',
    mount: 'rocket',
    rof: null,
    rofPlus: false,
    pen: '2+1d3',
    fire: '1d6',
    short: null,
    long: null,
    max: null,
    ammo: '1d2',
    heavy: false,
    expendable: true,
    price: { list: 'tinkering', printed: '10 + 3d6k' },
  }),
] as const;

export const WEAPONS: readonly WeaponRow[] = [...STANDARD_WEAPONS, ...RARE_WEAPONS];
export type WeaponName = (typeof STANDARD_WEAPONS)[number]['name'] | (typeof RARE_WEAPONS)[number]['name'];
export const WEAPON_NAMES = WEAPONS.map((row) => row.name) as readonly WeaponName[] as readonly [WeaponName, ...WeaponName[]];

/** Tinkering table, Dual-barreled Recoilless rifle: "Both barrels: (LGT R1+ P2 F1d2 S1 L2 M6 A6)". */
export const ALTERNATE_FIRE_MODES: Readonly<Partial<Record<WeaponName, { label: string; stats: WeaponStats }>>> = {
  'Dual-barreled Recoilless rifle': {
    label: 'both barrels',
    stats: { rof: 1, rofPlus: true, pen: 2, fire: '1d2', short: [1, 1], long: [2, 2], max: 6, ammo: 6 },
  },
};

const BY_NAME = new Map<string, WeaponRow>(WEAPONS.map((row) => [row.name, row]));

export function weaponByName(name: WeaponName): WeaponRow {
  return BY_NAME.get(name)!;
}

/** Oil jets and caltrop dispensers "may only be mounted to the rear" (Part II, under the weapon table). */
export const REAR_ONLY_WEAPONS: readonly WeaponName[] = ['Oil jet', 'Caltrop dispenser'];
