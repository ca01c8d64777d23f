/**
 * The Dethmetal ruleset module: the first implementation of the Ruleset interface. Services and
 * screens reach the areas through this object or through the area modules' own typed exports.
 */
import type { Ruleset } from '../ruleset';
import * as campaign from './campaign';
import * as car from './car';
import * as driver from './driver';
import * as match from './match';
import { defaultDethmetalSettings, dethmetalHouseRules, dethmetalSettingsSchema, type DethmetalSettings } from './settings';

export { campaign, car, driver, match };
export * from './names';
export * from './settings';

export const dethmetal: Ruleset<car.CarDesign, car.CarDerived, driver.Driver, ReturnType<typeof driver.effectiveTraits>, DethmetalSettings> = {
  id: 'dethmetal',
  name: 'Dethmetal',
  houseRules: dethmetalHouseRules,
  settingsSchema: dethmetalSettingsSchema,
  defaultSettings: defaultDethmetalSettings,
  vehicle: {
    designSchema: car.carDesignSchema,
    currentDesignVersion: car.CURRENT_CAR_DESIGN_VERSION,
    upgradeDesign: car.upgradeDesign,
    derive: (design, settings) => car.deriveCar(design, settings.car),
    validate: (design, settings, context) => car.validateCar(design, settings.car, context),
    sheetFields: car.carSheetFields,
  },
  driver: {
    newDriver: driver.newDriver,
    effective: (d, settings) => driver.effectiveTraits(d, settings.driver),
    levelForXp: (xp, settings) => driver.levelForXp(xp, settings.driver),
  },
  match: {},
  campaign: {},
};
