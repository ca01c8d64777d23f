import type { CarDesign } from '../../../../src-shared/engine/dethmetal/car';

/**
 * A plain legal 60-DP car to vary in rule tests. DP: engine 40 = 10, suspension 48 = 8, fuel 32 = 2, armor 20,
 * Toughness 2 = 6, light fixed mount 6 → 52 of 60. Weight = 20 + 2 × 2 = 24.
 */
export function plainCar(overrides: Partial<CarDesign> = {}): CarDesign {
  return {
    version: 1,
    name: 'Plain',
    budget: 60,
    enginePower: 40,
    suspension: 48,
    fuelCapacity: 32,
    toughness: 2,
    armor: { front: 6, back: 4, left: 5, right: 5 },
    mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' }],
    components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
    tires: { type: 'light-duty', tread: 'mud-and-snow', rare: false },
    gearing: 0,
    suspensionTweaks: [],
    fittedItems: [],
    ...overrides,
  };
}
