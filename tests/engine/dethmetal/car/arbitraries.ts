import fc from 'fast-check';
import {
  ADJUSTABLE_HEIGHTS,
  CURRENT_CAR_DESIGN_VERSION,
  defaultCarSettings,
  FACINGS,
  FITTED_ITEMS,
  MOUNT_ARCS,
  mountDp,
  RARE_TIRE_TREADS,
  RARE_TIRE_TYPES,
  SUSPENSION_TWEAKS,
  TIRE_TYPES,
  TOUGHNESS_DP,
  TREADS,
  UNITS_PER_DP,
  WEAPON_NAMES,
  WEAPONS,
  COMPONENT_DP,
  type CarDesign,
  type CarMount,
  type CarSettings,
  type Facing,
  type MountArc,
  type MountType,
  type WeaponName,
} from '../../../../src-shared/engine/dethmetal/car';

/**
 * Random car designs for property tests and benchmarks, shared with the other Dethmetal modules.
 * - legalCarDesign(): designs that validateCar accepts with the given settings (and no sponsor bonus).
 * - anyCarDesign(): anything carDesignSchema accepts, legal or not.
 */

const weaponsFor = (type: MountType): WeaponName[] => WEAPONS.filter((w) => w.mount === type).map((w) => w.name as WeaponName);

const mountArb = (type: Exclude<MountType, 'special'>): fc.Arbitrary<CarMount> =>
  fc.record({
    type: fc.constant(type),
    arc: fc.constantFrom(...MOUNT_ARCS),
    facing: fc.constantFrom(...FACINGS),
    weapon: fc.option(fc.constantFrom(...weaponsFor(type)), { nil: null }),
  });

/** Oil jets and caltrops go on a fixed rear mount; a smoke launcher on any (Part II, gaps.md #27). */
const specialMountArb: fc.Arbitrary<CarMount> = fc.oneof(
  fc.record({
    type: fc.constant('special' as const),
    arc: fc.constant<MountArc>('fixed'),
    facing: fc.constant<Facing>('rear'),
    weapon: fc.constantFrom<WeaponName | null>('Oil jet', 'Caltrop dispenser', null),
  }),
  fc.record({
    type: fc.constant('special' as const),
    arc: fc.constantFrom(...MOUNT_ARCS),
    facing: fc.constantFrom(...FACINGS),
    weapon: fc.constant<WeaponName | null>('Smoke launcher'),
  }),
);

const tiresArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constantFrom(...TIRE_TYPES), tread: fc.constantFrom(...TREADS), rare: fc.constant(false) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom(...RARE_TIRE_TYPES), tread: fc.constantFrom(...RARE_TIRE_TREADS), rare: fc.constant(true) }) },
);

/** Everything but the DP-priced numbers, which are filled in from what is left of the budget. */
const skeletonArb = fc.record({
  budget: fc.constantFrom(60 as const, 75 as const),
  toughness: fc.integer({ min: 1, max: 4 }),
  gearing: fc.constantFrom(1 as const, 0 as const, -1 as const),
  gunnerStation: fc.boolean(),
  seats: fc.integer({ min: 0, max: 2 }),
  selfSealingFuelTank: fc.boolean(),
  wheelGuards: fc.boolean(),
  adjustable: fc.option(fc.record({ height: fc.constantFrom(...ADJUSTABLE_HEIGHTS), setting: fc.constantFrom('normal' as const, 'adjusted' as const) }), {
    nil: null,
  }),
  height: fc.constantFrom(null, 'lowered' as const, 'raised' as const),
  travel: fc.constantFrom(null, 'decreased-travel' as const, 'increased-travel' as const),
  mounts: fc.array(fc.oneof(mountArb('light'), mountArb('heavy'), mountArb('rocket')), { maxLength: 4 }),
  special: fc.option(specialMountArb, { nil: null, freq: 2 }),
  linkFirstTwo: fc.boolean(),
  tires: tiresArb,
  items: fc.uniqueArray(fc.constantFrom(...FITTED_ITEMS), { maxLength: 3 }),
  injectorFuel: fc.integer({ min: 1, max: 3 }),
  /** Where each spare DP goes: 0 engine, 1 suspension, 2 fuel, 3 front, 4 back, 5 both sides. */
  spend: fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: fc.constant(1) },
      { weight: 1, arbitrary: fc.constant(2) },
      { weight: 2, arbitrary: fc.integer({ min: 3, max: 5 }) },
    ),
    { maxLength: 90 },
  ),
  name: fc.constantFrom('Rustbucket', 'Widowmaker', 'The Deacon', 'Gravel Rash'),
});

type Skeleton = typeof skeletonArb extends fc.Arbitrary<infer T> ? T : never;

function build(s: Skeleton, settings: CarSettings): CarDesign {
  const tweaks = [...(s.adjustable ? [] : s.height ? [s.height] : []), ...(s.travel ? [s.travel] : [])];
  const lowered = tweaks.includes('lowered') || s.adjustable?.height === 'lowered';
  const components = {
    armoredCrewSeats: Math.min(s.seats, s.gunnerStation ? 2 : 1),
    selfSealingFuelTank: s.selfSealingFuelTank,
    gunnerStation: s.gunnerStation,
    wheelGuards: s.wheelGuards,
    adjustableSuspension: s.adjustable,
  };
  const componentDp =
    components.armoredCrewSeats * COMPONENT_DP.armoredCrewSeat +
    (components.selfSealingFuelTank ? COMPONENT_DP.selfSealingFuelTank : 0) +
    (components.gunnerStation ? COMPONENT_DP.gunnerStation : 0) +
    (components.wheelGuards ? COMPONENT_DP.wheelGuards : 0) +
    (components.adjustableSuspension ? COMPONENT_DP.adjustableSuspensionHeight : 0);
  // Engine, suspension and fuel at 1 DP each and 1 armor point per quadrant: the least a legal car spends.
  const minimumDp = 3 + 4;
  let left = s.budget - TOUGHNESS_DP[s.toughness as 1 | 2 | 3 | 4] - componentDp - minimumDp;

  const mounts: CarMount[] = [];
  for (const mount of s.special ? [...s.mounts, s.special] : s.mounts) {
    const cost = mountDp(mount.type, mount.arc, settings.specialMountDp);
    if (cost <= left) {
      mounts.push({ ...mount });
      left -= cost;
    }
  }
  const [first, second] = mounts;
  if (s.linkFirstTwo && first && second === undefined && first.weapon !== null && first.type !== 'special') {
    const cost = mountDp(first.type, first.arc, settings.specialMountDp);
    if (cost <= left) {
      mounts.push({ ...first, link: 'L1' });
      first.link = 'L1';
      left -= cost;
    }
  } else if (
    s.linkFirstTwo &&
    first &&
    second &&
    first.weapon !== null &&
    first.type !== 'special' &&
    mountDp(first.type, first.arc, settings.specialMountDp) === mountDp(second.type, second.arc, settings.specialMountDp)
  ) {
    mounts[1] = { ...first, link: 'L1' };
    first.link = 'L1';
  }

  const dp = { engine: 1, suspension: 1, fuel: 1, front: 1, back: 1, side: 1 };
  for (const choice of s.spend) {
    if (left <= 0) break;
    if (choice === 0) dp.engine++;
    else if (choice === 1) dp.suspension++;
    else if (choice === 2) dp.fuel++;
    else if (choice === 3 && dp.front + 1 - dp.back <= 2 * dp.side) dp.front++;
    else if (choice === 4 && dp.back + 1 - dp.front <= 2 * dp.side) dp.back++;
    else if (choice === 5 && left >= 2) {
      dp.side++;
      left--;
    } else continue;
    left--;
  }

  const fittedItems = s.items
    .filter((item) => item !== 'Hydraulics' || lowered)
    .map((item) => (item === 'Super efficient injectors' ? { item, bonusFuelPoints: s.injectorFuel } : { item }));

  return {
    version: CURRENT_CAR_DESIGN_VERSION,
    name: s.name,
    budget: s.budget,
    enginePower: dp.engine * UNITS_PER_DP.enginePower,
    suspension: dp.suspension * UNITS_PER_DP.suspension,
    fuelCapacity: dp.fuel * UNITS_PER_DP.fuelCapacity,
    toughness: s.toughness,
    armor: { front: dp.front, back: dp.back, left: dp.side, right: dp.side },
    mounts,
    components,
    tires: s.tires,
    gearing: s.gearing,
    suspensionTweaks: tweaks,
    fittedItems,
  };
}

export function legalCarDesign(settings: CarSettings = defaultCarSettings()): fc.Arbitrary<CarDesign> {
  return skeletonArb.map((s) => build(s, settings));
}

const anyMountArb: fc.Arbitrary<CarMount> = fc.record(
  {
    type: fc.constantFrom('light' as const, 'heavy' as const, 'rocket' as const, 'special' as const),
    arc: fc.constantFrom(...MOUNT_ARCS),
    facing: fc.constantFrom(...FACINGS),
    weapon: fc.option(fc.constantFrom(...WEAPON_NAMES), { nil: null }),
    link: fc.constantFrom('A', 'B'),
    weaponPriceK: fc.integer({ min: 0, max: 200 }),
  },
  { requiredKeys: ['type', 'arc', 'facing', 'weapon'] },
);

export function anyCarDesign(): fc.Arbitrary<CarDesign> {
  const n = (max: number) => fc.integer({ min: 0, max });
  return fc.record({
    version: fc.constant(CURRENT_CAR_DESIGN_VERSION),
    name: fc.constant('Any'),
    budget: fc.constantFrom(60 as const, 75 as const),
    enginePower: n(2000),
    suspension: n(2000),
    fuelCapacity: n(8000),
    toughness: n(4),
    armor: fc.record({ front: n(500), back: n(500), left: n(500), right: n(500) }),
    mounts: fc.array(anyMountArb, { maxLength: 24 }),
    components: fc.record({
      armoredCrewSeats: n(2),
      selfSealingFuelTank: fc.boolean(),
      gunnerStation: fc.boolean(),
      wheelGuards: fc.boolean(),
      adjustableSuspension: fc.option(
        fc.record({ height: fc.constantFrom(...ADJUSTABLE_HEIGHTS), setting: fc.constantFrom('normal' as const, 'adjusted' as const) }),
        { nil: null },
      ),
    }),
    tires: fc.record({ type: fc.constantFrom(...TIRE_TYPES), tread: fc.constantFrom(...TREADS), rare: fc.boolean() }),
    gearing: fc.constantFrom(1 as const, 0 as const, -1 as const),
    suspensionTweaks: fc.array(fc.constantFrom(...SUSPENSION_TWEAKS), { maxLength: 4 }),
    fittedItems: fc.array(fc.record({ item: fc.constantFrom(...FITTED_ITEMS), bonusFuelPoints: fc.integer({ min: 1, max: 3 }) }, { requiredKeys: ['item'] }), {
      maxLength: 16,
    }),
  });
}

/** A legal design with one small change that may or may not break a rule: exercises the validator near the edges. */
export function nearlyLegalCarDesign(settings: CarSettings = defaultCarSettings()): fc.Arbitrary<CarDesign> {
  return fc.tuple(legalCarDesign(settings), fc.integer({ min: 0, max: 5 }), fc.integer({ min: -3, max: 6 })).map(([d, what, by]) => {
    const armor = { ...d.armor };
    if (what === 0) armor.front = Math.max(0, armor.front + by);
    else if (what === 1) armor.back = Math.max(0, armor.back + by);
    else if (what === 2) armor.left = Math.max(0, armor.left + by);
    else if (what === 3) return { ...d, armor, enginePower: Math.max(0, d.enginePower + 4 * by) };
    else if (what === 4) return { ...d, armor, toughness: Math.min(4, Math.max(0, d.toughness + by)) };
    else return { ...d, armor: { ...armor, left: armor.left + Math.max(0, by), right: armor.right + Math.max(0, by) } };
    return { ...d, armor };
  });
}
