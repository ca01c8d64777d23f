/**
 * Found (World Trade Table) and tinkered (Tinkering and Experimental Tables) items that change a car's derived
 * numbers. They cost money, not DP; acceleration and handling add them after the base values (gaps.md #23, #42).
 */
export const FITTED_ITEMS = [
  'Engine Supercharger',
  'Performance Suspension Parts',
  'Super efficient injectors',
  'Dual Turbochargers',
  'Active Suspension',
  'Hydraulics',
  'Applique armor',
] as const;
export type FittedItemName = (typeof FITTED_ITEMS)[number];

export interface FittedItemRow {
  source: string;
  acceleration: number;
  handling: number;
  /** At most one per vehicle ("A vehicle can only receive one of these devices"). */
  onePerVehicle: boolean;
  /** "Once installed they may not be removed" (checked between matches by refitChanges). */
  permanent: boolean;
  /** Hydraulics: "Can only be installed on a vehicle with a lowered suspension". */
  needsLoweredSuspension: boolean;
  /** Super efficient injectors: "add 1d3 fuel points", rolled once when found (gaps.md #75) and kept on the item. */
  addsRolledFuelPoints: boolean;
}

export const FITTED_ITEM_TABLE = {
  'Engine Supercharger': {
    source: 'World Trade 34–41 › 1–2',
    acceleration: 1,
    handling: 0,
    onePerVehicle: false,
    permanent: false,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: false,
  },
  'Performance Suspension Parts': {
    source: 'World Trade 34–41 › 5–6',
    acceleration: 0,
    handling: 1,
    onePerVehicle: false,
    permanent: false,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: false,
  },
  'Super efficient injectors': {
    source: 'Tinkering 3 › 1–3',
    acceleration: 0,
    handling: 0,
    onePerVehicle: true,
    permanent: true,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: true,
  },
  'Dual Turbochargers': {
    source: 'Tinkering 3 › 4–6',
    acceleration: 1,
    handling: 0,
    onePerVehicle: false,
    permanent: false,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: false,
  },
  'Active Suspension': {
    source: 'Tinkering 4 › 1–3',
    acceleration: 0,
    handling: 1,
    onePerVehicle: true,
    permanent: true,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: false,
  },
  Hydraulics: {
    source: 'Tinkering 4 › 4–6',
    acceleration: 0,
    handling: 0,
    onePerVehicle: false,
    permanent: false,
    needsLoweredSuspension: true,
    addsRolledFuelPoints: false,
  },
  // "-1 ACC from the added weight"; it is not counted as weight (gaps.md #22).
  'Applique armor': {
    source: 'Tinkering 5 › 1–3',
    acceleration: -1,
    handling: 0,
    onePerVehicle: false,
    permanent: false,
    needsLoweredSuspension: false,
    addsRolledFuelPoints: false,
  },
} as const satisfies Record<FittedItemName, FittedItemRow>;
