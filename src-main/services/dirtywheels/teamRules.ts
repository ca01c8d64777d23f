/**
 * What Dirty Wheels adds to the generic team builder (services/teams.ts): the cars per team (a house rule) and the
 * rolls the rules make while building (driver stats, D3-1 traits, D3 upgrades), from the engine's generate.ts.
 */
import type { Dice } from '../../../src-shared/engine/dice';
import {
  type CarDesign,
  type DirtyWheelsSettings,
  type Driver,
  rollDriver,
  rollTraits,
  rollUpgrades,
  SECTION,
  withGap,
} from '../../../src-shared/engine/dirtywheels';
import type { TeamRollKind } from '../../../src-shared/ipc/channels/teams';
import type { BuiltCar, TeamRules } from '../teams';

const dw = (settings: unknown) => settings as DirtyWheelsSettings;

/** Why this league has nothing to roll of that kind, or undefined when it does. */
function nothingToRoll(kind: TeamRollKind, car: BuiltCar, s: DirtyWheelsSettings): string | undefined {
  const driver = car.driver as Driver;
  const design = car.design as CarDesign;
  switch (kind) {
    case 'driver':
      if (s.driverStats === 'buy')
        return `This league buys driver stats with 8 points (house rule "Driver stats: rolled or bought"); there is nothing to roll (${withGap(SECTION.drivers, 13)}).`;
      return driver.traitAllowance !== undefined
        ? `${driver.name} was rolled already (the D3-1 for traits gave ${driver.traitAllowance}); a roll stands (${SECTION.drivers}).`
        : undefined;
    case 'traits':
      if (s.traits === 'pick' && s.traitCount === 'fixed')
        return `This league picks a fixed number of traits (house rules "Traits" and "Number of traits"); there is nothing to roll (${withGap(SECTION.traits, 16)}).`;
      return driver.traitAllowance !== undefined
        ? `${driver.name}'s D3-1 for traits was rolled already (it gave ${driver.traitAllowance}); a roll stands (${withGap(SECTION.traits, 16)}).`
        : undefined;
    case 'upgrades':
      if (s.upgrades === 'pick' && s.upgradeCount === 'up-to-3')
        return `This league picks up to 3 upgrades (house rules "Upgrades" and "Number of upgrades when picking"); there is nothing to roll (${withGap(SECTION.upgrades, 15)}).`;
      return design.upgradeAllowance !== undefined
        ? `${design.name}'s D3 for upgrades was rolled already (it gave ${design.upgradeAllowance}); a roll stands (${withGap(SECTION.upgrades, 15)}).`
        : undefined;
  }
}

export const dirtyWheelsTeamRules: TeamRules = {
  maxCars: (settings) => dw(settings).teamSize,
  maxCarsRule: withGap(SECTION.rules, 12),
  rollDriver: (dice: Dice, name, settings) => rollDriver(dice, name, dw(settings)),
  nothingToRoll: (kind, car, settings) => nothingToRoll(kind, car, dw(settings)),
  roll(kind, dice, car, settings) {
    const s = dw(settings);
    const driver = car.driver as Driver;
    switch (kind) {
      case 'driver': {
        // The whole driver is rolled afresh (stats, then traits); the name stays.
        return { ...car, driver: rollDriver(dice, driver.name, s) };
      }
      case 'traits':
        return { ...car, driver: rollTraits(dice, driver, s) };
      case 'upgrades':
        return { ...car, design: rollUpgrades(dice, car.design as CarDesign, s) };
    }
  },
};
