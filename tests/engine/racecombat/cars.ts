/** The cars the race-combat tests share: the rulebook's Speedster (armour 4, engine 1) and a variant with a gunner and turret. */
import { type CarDesign, DESIGN_VERSION } from '../../../src-shared/engine/racecombat';

export const speedster = (over: Partial<CarDesign> = {}): CarDesign => ({
  version: DESIGN_VERSION,
  name: 'Speedster',
  wearPoints: { tyres: 6, brakes: 3, gearbox: 3, body: 3, engine: 1, handling: 2 },
  bodyArmour: 4,
  tyreArmour: 2,
  turret: null,
  ramplate: false,
  targetingComputer: { driver: true, gunner: false },
  gunner: false,
  crewArmour: { driver: 0, gunner: 0 },
  weapons: [{ id: 'frontMg', weapon: 'machineGun', mount: 'front' }],
  dropped: [{ id: 'rearOil', weapon: 'oil', facing: 'rear' }],
  ...over,
});

/** A gunner, a turret (armour 1) with a laser, a ramplate. */
export const gunship = (over: Partial<CarDesign> = {}): CarDesign =>
  speedster({
    name: 'Gunship',
    wearPoints: { tyres: 5, brakes: 3, gearbox: 3, body: 3, engine: 3, handling: 3 },
    bodyArmour: 2,
    turret: { armour: 1 },
    ramplate: true,
    gunner: true,
    targetingComputer: { driver: true, gunner: true },
    weapons: [
      { id: 'frontMg', weapon: 'machineGun', mount: 'front' },
      { id: 'turretLaser', weapon: 'laser', mount: 'turret' },
    ],
    dropped: [{ id: 'rearMines', weapon: 'mines', facing: 'rear' }],
    ...over,
  });
