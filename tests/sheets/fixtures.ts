import { car, defaultDethmetalSettings, driver as drivers } from '../../src-shared/engine/dethmetal';
import type { SheetInput } from '../../src-main/sheets/documents';
import { plainCar } from '../engine/dethmetal/car/fixtures';

export const settings = defaultDethmetalSettings();

/** A 75-DP car with something in every block of the sheet: linked guns, a tinkered weapon, devices, a tweak. */
export function loadedCar(): car.CarDesign {
  return plainCar({
    name: 'Widowmaker',
    budget: 75,
    enginePower: 48,
    suspension: 54,
    fuelCapacity: 48,
    toughness: 3,
    armor: { front: 8, back: 4, left: 6, right: 6 },
    mounts: [
      { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Heavy Machinegun', link: 'A' },
      { type: 'light', arc: 'fixed', facing: 'front', weapon: 'Heavy Machinegun', link: 'A' },
      { type: 'heavy', arc: 'turret', facing: 'front', weapon: 'Railgun' },
      { type: 'rocket', arc: 'swivel', facing: 'left-front', weapon: 'Rocket-pack' },
      { type: 'special', arc: 'fixed', facing: 'rear', weapon: 'Oil jet' },
    ],
    components: {
      armoredCrewSeats: 2,
      selfSealingFuelTank: true,
      gunnerStation: true,
      wheelGuards: true,
      adjustableSuspension: { height: 'lowered', setting: 'normal' },
    },
    tires: { type: 'heavy-duty', tread: 'street', rare: false },
    suspensionTweaks: ['decreased-travel'],
    fittedItems: [
      { item: 'Super efficient injectors', bonusFuelPoints: 2, priceK: 40 },
      { item: 'Dual Turbochargers', priceK: 45 },
    ],
  });
}

export function veteran(): drivers.Driver {
  return {
    ...drivers.newDriver('Reginald “Reg” Łukasz'),
    xp: 14,
    level: 3,
    traits: { driving: 4, gunnery: 3, initiative: 3, toughness: 4 },
    talents: [
      { name: 'Mechanic', count: 2 },
      { name: 'Crack shot', count: 1 },
    ],
    quirks: [
      { name: 'Arthritic', occurrences: 1 },
      { name: 'Heart condition', occurrences: 2 },
    ],
    fatigue: ['gunnery'],
    match: { fleshWounds: 1, woundsSuffered: 1, outOfAction: false, missesMatch: false },
  };
}

export const carSheet = (design: car.CarDesign, franchise = 'Rust Belt Reapers'): SheetInput => ({
  kind: 'car',
  car: { franchise, design, derived: car.deriveCar(design, settings.car) },
});

export const driverSheet = (d: drivers.Driver, franchise = 'Rust Belt Reapers'): SheetInput => ({
  kind: 'driver',
  driver: { franchise, driver: d, settings: settings.driver, career: [{ label: 'Matches', value: 7 }] },
});

export { plainCar };
