/** Part II › Tire Types: toughness and cost per full set; prices also in Price lists › Expendable items. */
export const TIRE_TYPES = ['light-duty', 'heavy-duty', 'puncture-resistant', 'foam-filled'] as const;
export type TireType = (typeof TIRE_TYPES)[number];

export const TIRE_TABLE = {
  'light-duty': { label: 'Light-duty tire', toughness: 1, priceK: 1, extraWeight: 0, priceListItem: 'Tire-set (light)' },
  'heavy-duty': { label: 'Heavy-duty tire', toughness: 2, priceK: 2, extraWeight: 0, priceListItem: 'Tire-set (heavy)' },
  'puncture-resistant': { label: 'Puncture-resistant tire', toughness: 3, priceK: 4, extraWeight: 0, priceListItem: 'Tire-set (puncture-resistant)' },
  // "(+2 weight)". The price list's "Solid" and World Trade's "Solid" carcass are this tire (gaps.md #33).
  'foam-filled': { label: 'Foam-filled tire', toughness: 4, priceK: 8, extraWeight: 2, priceListItem: 'Tire-set (solid)' },
} as const satisfies Record<TireType, { label: string; toughness: number; priceK: number; extraWeight: number; priceListItem: string }>;

/** Part II › Tire tread. */
export const TREADS = ['mud-and-snow', 'street', 'traction', 'snow'] as const;
export type Tread = (typeof TREADS)[number];

/** Road-surface types a track declares (gaps.md #39). */
export const ROAD_SURFACES = ['asphalt', 'concrete', 'dirt', 'snow', 'ice'] as const;
export type RoadSurface = (typeof ROAD_SURFACES)[number];

export type HazardKind = 'maneuver' | 'debris' | 'mud' | 'snow' | 'ice' | 'oil';

/**
 * A tread's effect on a hazard's rating (the size of the driving-check penalty). `reduce`: lower by `by`, not below
 * `min`; `ignoreZero`: hazards of those kinds at rating 0 need no check — `printed`: rated 0 before the tread's
 * reduction; `reduced`: at 0 after it (gaps.md #92, traction tires). `double`: double, not below `min`;
 * these are the tread's penalties, which rare tires do not suffer (World Trade 42–44, gaps.md #74).
 */
export type TreadEffect =
  | { op: 'reduce'; hazards: readonly HazardKind[]; by: number; min: number; ignoreZero: 'printed' | 'reduced' | false }
  | { op: 'double'; hazards: readonly HazardKind[]; min: number };

export interface TreadRow {
  label: string;
  /** Surfaces this tread "matches" for the extra driver's option check (Part IV › Driver's Option Points). */
  matches: readonly RoadSurface[];
  effects: readonly TreadEffect[];
}

/** Part II › Tire tread table; surface matching from Part IV › Driver's Option Points and gaps.md #33. */
export const TREAD_TABLE = {
  // "This tread type offers no bonuses or penalties"; it never matches a surface (gaps.md #33).
  'mud-and-snow': { label: 'Mud & snow', matches: [], effects: [] },
  street: {
    label: 'Street performance',
    matches: ['asphalt', 'concrete'],
    effects: [
      { op: 'reduce', hazards: ['maneuver'], by: 1, min: 0, ignoreZero: 'printed' },
      { op: 'double', hazards: ['debris', 'mud', 'snow', 'ice', 'oil'], min: 1 },
    ],
  },
  traction: {
    label: 'Traction',
    matches: ['dirt'],
    effects: [
      // gaps.md #92: "Ignores any hazard rating '0' surfaces of that type" — a rating brought to 0 by the reduction too.
      { op: 'reduce', hazards: ['debris', 'mud', 'snow'], by: 1, min: 0, ignoreZero: 'reduced' },
      { op: 'double', hazards: ['maneuver'], min: 1 },
    ],
  },
  snow: {
    label: 'Snow tires',
    matches: ['snow', 'ice'],
    effects: [
      { op: 'reduce', hazards: ['snow', 'ice', 'oil'], by: 1, min: 0, ignoreZero: false },
      { op: 'double', hazards: ['maneuver'], min: 1 },
    ],
  },
} as const satisfies Record<Tread, TreadRow>;

/** World Trade 42–44 › Rare tires: the carcass and tread are each rolled from three results. */
export const RARE_TIRE_TYPES: readonly TireType[] = ['heavy-duty', 'puncture-resistant', 'foam-filled'];
export const RARE_TIRE_TREADS: readonly Tread[] = ['street', 'traction', 'snow'];

export function treadMatchesSurface(tread: Tread, surface: RoadSurface): boolean {
  return (TREAD_TABLE[tread].matches as readonly RoadSurface[]).includes(surface);
}
