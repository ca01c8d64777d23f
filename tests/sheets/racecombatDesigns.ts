/** Two race-combat cars the engine accepts under the league's defaults, for the sheet tests. */
import type { CarDesign } from '../../src-shared/engine/racecombat';

export const VIPER: CarDesign = {
  version: 1,
  name: 'Viper',
  wearPoints: { tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 2 },
  bodyArmour: 3,
  tyreArmour: 2,
  turret: { armour: 2 },
  ramplate: true,
  targetingComputer: { driver: true, gunner: true },
  gunner: true,
  crewArmour: { driver: 1, gunner: 0 },
  weapons: [
    { id: 'frontMg', weapon: 'machineGun', mount: 'front' },
    { id: 'topLaser', weapon: 'laser', mount: 'turret' },
  ],
  dropped: [
    { id: 'rearOil', weapon: 'oil', facing: 'rear' },
    { id: 'rearMines', weapon: 'mines', facing: 'rear' },
  ],
};

export const MULE: CarDesign = {
  version: 1,
  name: 'Mule',
  wearPoints: { tyres: 5, brakes: 4, gearbox: 3, body: 4, engine: 2, handling: 2 },
  bodyArmour: 4,
  tyreArmour: 3,
  turret: null,
  ramplate: false,
  targetingComputer: { driver: false, gunner: false },
  gunner: false,
  crewArmour: { driver: 2, gunner: 0 },
  weapons: [{ id: 'noseRocket', weapon: 'heavyRocket', mount: 'front' }],
  dropped: [{ id: 'tailSmoke', weapon: 'smoke', facing: 'rear' }],
};
