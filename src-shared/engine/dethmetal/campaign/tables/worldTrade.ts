import type { ItemDef, RollNode } from './items';

/** One row of the World Trade Table: a D66 result set (gaps.md #4) leading to an item or to a 1d6 sub-roll. */
export type WorldTradeEntry =
  | { printed: string; d66: readonly number[]; item: ItemDef }
  | { printed: string; d66: readonly number[]; heading: string; roll: readonly RollNode[] };

const CARCASS = [
  { faces: [1, 2], value: 'Heavy-Duty', priceItem: 'Tire-set (heavy)' },
  { faces: [3, 4], value: 'Puncture Resistant', priceItem: 'Tire-set (puncture-resistant)' },
  { faces: [5, 6], value: 'Solid', priceItem: 'Tire-set (solid)' },
] as const;
const TREAD = [
  { faces: [1, 2], value: 'Street Performance' },
  { faces: [3, 4], value: 'Traction' },
  { faces: [5, 6], value: 'Snow' },
] as const;

/** World Trade Table (Part VI › Shopping). */
export const WORLD_TRADE_TABLE = [
  {
    printed: '11 - 13',
    d66: [11, 12, 13],
    item: {
      name: 'Ram-guard',
      text: 'Reduce the amount of damage caused to the vehicle by one (only counts against damage that was caused against the frontal armor).',
      category: 'vehicle gear',
      cost: { printed: '15 + 2d6k', base: 15, dice: '2d6' },
    },
  },
  {
    printed: '14 - 16',
    d66: [14, 15, 16],
    heading: 'Rare weapon',
    roll: [
      {
        faces: [1, 2],
        item: {
          name: 'Autocannon',
          text: 'Rare weapon.',
          category: 'weapon',
          stats: 'HVY R2 P2 F1 S1-3 L4-7 M18 A6',
          cost: { printed: '35 + 3d6k', base: 35, dice: '3d6' },
        },
      },
      {
        faces: [3, 4],
        item: {
          name: 'AT Gun Δ',
          text: 'Rare weapon.',
          category: 'weapon',
          stats: 'HVY R1 P4 F1d2 S1-3 L4-7 M18 A5',
          cost: { printed: '70 + 4d6k', base: 70, dice: '4d6' },
        },
      },
      {
        faces: [5, 6],
        item: {
          name: 'Vulcan gun',
          text: 'Rare weapon.',
          category: 'weapon',
          stats: 'LGT R3+ P0 F1 S1-3 L4-6 M12 A6',
          cost: { printed: '25 + 3d6k', base: 25, dice: '3d6' },
        },
      },
    ],
  },
  {
    printed: '21 - 24',
    d66: [21, 22, 23, 24],
    heading: 'Bombs / mines',
    roll: [
      {
        faces: [1, 2, 3],
        item: {
          name: 'Smoke Grenade',
          text: 'As smoke launcher but does not count as a special-mount. When thrown, may be thrown out of any side direction.',
          category: 'expendable',
          cost: { printed: '1 + 1d6k', base: 1, dice: '1d6' },
        },
      },
      {
        faces: [4, 5, 6],
        item: {
          name: 'Deployable Mines',
          text: 'Deployed just like caltrops but does not count as a special-mount. Causes +1 damage to tires (in addition to the die roll for damage) and causes a critical hit automatically when hit.',
          category: 'expendable',
          cost: { printed: '10 + 2d6k', base: 10, dice: '2d6' },
        },
      },
    ],
  },
  {
    printed: '25 - 31',
    d66: [25, 26, 31],
    heading: 'Rare rockets',
    roll: [
      {
        faces: [1, 2],
        item: {
          name: 'Cluster Rockets',
          text: 'Rare rockets.',
          category: 'expendable',
          stats: 'RKT R3 P1 F1d2 S1-2 L3-4 M9 A4',
          cost: { printed: '5 + 1d6k', base: 5, dice: '1d6' },
        },
      },
      {
        faces: [3, 4],
        item: {
          name: 'Heavy Cluster Rockets',
          text: 'Rare rockets.',
          category: 'expendable',
          stats: 'RKT R3 P2 F1d2 S1-2 L3-4 M8 A3',
          cost: { printed: '8 + 2d6k', base: 8, dice: '2d6' },
        },
      },
      {
        faces: [5, 6],
        item: {
          name: 'Anti-Tank Guided Missile',
          text: 'Rare rockets.',
          category: 'expendable',
          stats: 'RKT R1 P8 F1d3+3 S1-18 L- M- A1',
          cost: { printed: '30 + 4d6', base: 30, dice: '4d6' },
        },
      },
    ],
  },
  {
    printed: '32 - 33',
    d66: [32, 33],
    item: {
      name: 'Targeting device',
      text: 'Attaches to a specific weapon and gives it a +1 bonus to hit. May not be reinstalled onto another weapon. May not be installed onto expendable items.',
      category: 'vehicle gear',
      cost: { printed: '20 + 3d6', base: 20, dice: '3d6' },
    },
  },
  {
    printed: '34 - 41',
    d66: [34, 35, 36, 41],
    heading: 'Vehicle hot-rod gear',
    roll: [
      {
        faces: [1, 2],
        item: { name: 'Engine Supercharger', text: '+1 Acceleration.', category: 'vehicle gear', cost: { printed: '35 + 3d6k', base: 35, dice: '3d6' } },
      },
      {
        faces: [3, 4],
        item: {
          name: 'Nitrous Injector',
          text: 'Costs 1 fuel to use. Immediately adds +1 speed. Usable 3 times per heat.',
          category: 'vehicle gear',
          cost: { printed: '35 + 4d6k', base: 35, dice: '4d6' },
        },
      },
      {
        faces: [5, 6],
        item: { name: 'Performance Suspension Parts', text: '+1 Handling.', category: 'vehicle gear', cost: { printed: '35 + 4d6k', base: 35, dice: '4d6' } },
      },
    ],
  },
  {
    printed: '42 - 44',
    d66: [42, 43, 44],
    item: {
      name: 'Rare tires',
      text: 'These tires are perfectly made. Offers full bonuses but no penalties at all.',
      category: 'tires',
      cost: { printed: 'As type x2 cost + 2d6k', times: 2, priceOf: 'Carcass', dice: '2d6' },
      characteristics: [
        { name: 'Carcass', table: CARCASS },
        { name: 'Tread', table: TREAD },
      ],
    },
  },
  {
    printed: '45 - 52',
    d66: [45, 46, 51, 52],
    heading: 'Expendable armors',
    roll: [
      {
        faces: [1, 2],
        item: {
          name: 'Ballistic sheets',
          text: 'Adds +1 armor to all locations. The plastics are lightweight enough not to add significant weight to the vehicle. Discard at the end of the match.',
          category: 'expendable',
          cost: { printed: '20 + 3d6k', base: 20, dice: '3d6' },
        },
      },
      { faces: [3, 4], gap: 'No entry in the source (gaps.md #73).' },
      {
        faces: [5, 6],
        item: {
          name: 'Reactive armor',
          text: "Designed to defeat explosive munitions. Ignore the first hit that has a firepower of more than '1'. Discard once used.",
          category: 'expendable',
          cost: { printed: '20 + 3d6k', base: 20, dice: '3d6' },
        },
      },
    ],
  },
  {
    printed: '53 - 55',
    d66: [53, 54, 55],
    heading: 'Medical Tech',
    roll: [
      {
        faces: [1],
        item: {
          name: 'Artificial Eye',
          text: 'Corrects one Eye Problem quirk. Only usable once.',
          category: 'medical',
          cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
        },
      },
      {
        faces: [2],
        item: {
          name: 'Performance Artificial Organs',
          text: 'Corrects one Heart Condition or Poor Health Quirk. Only usable once.',
          category: 'medical',
          cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
        },
      },
      {
        faces: [3],
        item: {
          name: 'Performance Artificial Limbs',
          text: 'Corrects one Arthritic Quirk. Only usable once.',
          category: 'medical',
          cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
        },
      },
      {
        faces: [4, 5, 6],
        item: {
          name: 'Medical Kit',
          text: 'Only usable during repair times between heats. Heals one Flesh wound. Usable three times.',
          category: 'medical',
          cost: { printed: '10 + 2d6k', base: 10, dice: '2d6' },
        },
      },
    ],
  },
  {
    printed: '56 - 62',
    d66: [56, 61, 62],
    item: {
      name: 'New contract',
      text: 'A company is willing to negotiate a sponsorship for your franchise, but wants you to front the legal costs. You may roll for the sponsor type before deciding to purchase their sponsorship.',
      category: 'sponsor contract',
      cost: { printed: '70 + 6d6k', base: 70, dice: '6d6' },
    },
  },
  {
    printed: '63 - 66',
    d66: [63, 64, 65, 66],
    heading: 'Personal equipment',
    roll: [
      {
        faces: [1, 2, 3],
        item: { name: 'Heavy Body Armor', text: '+1 toughness bonus when hit.', category: 'personal', cost: { printed: '15 + 2d6k', base: 15, dice: '2d6' } },
      },
      {
        faces: [4, 5],
        item: {
          name: 'Fireproof Suit',
          text: 'Buys the competitor additional time to bail out. Re-roll an out-of-action result from a destroyed vehicle.',
          category: 'personal',
          cost: { printed: '8 + 2d6k', base: 8, dice: '2d6' },
        },
      },
      {
        faces: [6],
        item: {
          name: 'Helmet-mounted sight',
          text: 'Operator gains +1 bonus to hit. Drivers ignore penalties for shooting to the sides or back.',
          category: 'personal',
          cost: { printed: '40 + 4d6k', base: 40, dice: '4d6' },
        },
      },
    ],
  },
] as const satisfies readonly WorldTradeEntry[];
