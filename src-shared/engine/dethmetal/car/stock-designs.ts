/**
 * Stock designs: a few legal cars of different budgets to start a design from (the designer's "Start from…" and
 * the design library). Plain data in the engine's design format; tests/engine/dethmetal/car/stock-designs.test.ts
 * proves each one passes validateCar under the default settings with no sponsor bonus.
 */
import { CURRENT_CAR_DESIGN_VERSION, type CarDesign } from './design';

export interface StockDesign {
  /** Stable key, for pickers and links. */
  id: string;
  /** One line on what the car is for. */
  note: string;
  design: CarDesign;
}

const NO_COMPONENTS: CarDesign['components'] = {
  armoredCrewSeats: 0,
  selfSealingFuelTank: false,
  gunnerStation: false,
  wheelGuards: false,
  adjustableSuspension: null,
};
const PLAIN_TIRES: CarDesign['tires'] = { type: 'light-duty', tread: 'mud-and-snow', rare: false };

export const STOCK_DESIGNS: readonly StockDesign[] = [
  {
    id: 'machinegun-gunner-60',
    note: '60 DP: a machinegun up front, a gunner station and an armored seat for the driver.',
    design: {
      version: CURRENT_CAR_DESIGN_VERSION,
      name: 'Machinegun car with gunner (60 DP)',
      budget: 60,
      enginePower: 40,
      suspension: 48,
      fuelCapacity: 32,
      toughness: 2,
      armor: { front: 6, back: 4, left: 4, right: 4 },
      mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' }],
      components: { ...NO_COMPONENTS, gunnerStation: true, armoredCrewSeats: 1 },
      tires: PLAIN_TIRES,
      gearing: 0,
      suspensionTweaks: [],
      fittedItems: [],
    },
  },
  {
    id: 'twin-rockets-60',
    note: '60 DP: two linked rocket-packs facing front and a self-sealing fuel tank.',
    design: {
      version: CURRENT_CAR_DESIGN_VERSION,
      name: 'Twin rocket car (60 DP)',
      budget: 60,
      enginePower: 36,
      suspension: 36,
      fuelCapacity: 32,
      toughness: 2,
      armor: { front: 8, back: 6, left: 6, right: 6 },
      mounts: [
        { type: 'rocket', arc: 'fixed', facing: 'front', weapon: 'Rocket-pack', link: 'front rockets' },
        { type: 'rocket', arc: 'fixed', facing: 'front', weapon: 'Rocket-pack', link: 'front rockets' },
      ],
      components: { ...NO_COMPONENTS, selfSealingFuelTank: true },
      tires: PLAIN_TIRES,
      gearing: 0,
      suspensionTweaks: [],
      fittedItems: [],
    },
  },
  {
    id: 'fast-swivel-60',
    note: '60 DP: a big engine, light armor and a heavy machinegun on a front swivel; street tires, gearing −1.',
    design: {
      version: CURRENT_CAR_DESIGN_VERSION,
      name: 'Fast swivel-gun car (60 DP)',
      budget: 60,
      enginePower: 60,
      suspension: 36,
      fuelCapacity: 48,
      toughness: 1,
      armor: { front: 5, back: 3, left: 4, right: 4 },
      mounts: [{ type: 'light', arc: 'swivel', facing: 'front', weapon: 'Heavy Machinegun' }],
      components: NO_COMPONENTS,
      tires: { type: 'light-duty', tread: 'street', rare: false },
      gearing: -1,
      suspensionTweaks: [],
      fittedItems: [],
    },
  },
  {
    id: 'at-rifle-swivel-75',
    note: '75 DP (overhead penalty): Toughness 3, an anti-tank rifle on a front swivel and heavy-duty tires.',
    design: {
      version: CURRENT_CAR_DESIGN_VERSION,
      name: 'Anti-tank rifle car (75 DP)',
      budget: 75,
      enginePower: 48,
      suspension: 48,
      fuelCapacity: 48,
      toughness: 3,
      armor: { front: 8, back: 6, left: 6, right: 6 },
      mounts: [{ type: 'heavy', arc: 'swivel', facing: 'front', weapon: 'AT Rifle' }],
      components: NO_COMPONENTS,
      tires: { type: 'heavy-duty', tread: 'mud-and-snow', rare: false },
      gearing: 0,
      suspensionTweaks: [],
      fittedItems: [],
    },
  },
];
