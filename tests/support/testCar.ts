/** The test cars the service tests, the e2e tests and the benchmarks build their leagues with. */
import type { CarDesign } from '../../src-shared/engine/dethmetal/car';

/**
 * A legal 60-DP car: engine 40 (10 DP), suspension 48 (8), fuel 32 (2), armor 20, Toughness 2 (6), a light fixed
 * front mount (6) with a Machinegun, a gunner station (6): 58 DP.
 */
export function gunCar(name: string, overrides: Partial<CarDesign> = {}): CarDesign {
  return {
    version: 1,
    name,
    budget: 60,
    enginePower: 40,
    suspension: 48,
    fuelCapacity: 32,
    toughness: 2,
    armor: { front: 6, back: 4, left: 5, right: 5 },
    mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' }],
    components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: true, wheelGuards: false, adjustableSuspension: null },
    tires: { type: 'light-duty', tread: 'mud-and-snow', rare: false },
    gearing: 0,
    suspensionTweaks: [],
    fittedItems: [],
    ...overrides,
  };
}

/** The same car without the gunner station: 52 DP. */
export const soloGunCar = (name: string, overrides: Partial<CarDesign> = {}): CarDesign =>
  gunCar(name, { components: { ...gunCar(name).components, gunnerStation: false }, ...overrides });

/**
 * An unarmed car the roster's tests found franchises with: engine 40, suspension 36, fuel 32, armor 16, Toughness 1,
 * street tread, no mount and no gunner station.
 */
export const plainCar = (name: string): CarDesign =>
  gunCar(name, {
    suspension: 36,
    toughness: 1,
    armor: { front: 6, back: 4, left: 3, right: 3 },
    mounts: [],
    components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
    tires: { type: 'light-duty', tread: 'street', rare: false },
  });
