import type { StandingsConfig } from '../core/standings';
import { configuredStandings, leagueStandingsSchema } from '../core/standingsConfig';
import type { PersonModule, Ruleset } from '../ruleset';
import type { CarDerived } from './derive';
import { dirtyWheelsDeclaration } from './declaration';
import { deriveCar } from './derive';
import { type CarDesign, CURRENT_DESIGN_VERSION, carDesignSchema, type Driver, driverSchema, newDriver, upgradeDesign } from './design';
import { defaultDirtyWheelsSettings, type DirtyWheelsSettings, dirtyWheelsHouseRules, dirtyWheelsSettingsSchema } from './settings';
import { carSheetFields, driverSheetFields } from './sheet';
import { DIRTY_WHEELS_TABLES } from './tables';
import { dwTableDef } from './table/def';
import { validateCar, validateDriver } from './validate';

// gaps.md #31: no victory condition or league rules in the source; the generic league with kills as the stat.
const DEFAULT_STANDINGS: StandingsConfig = { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', { stat: 'kills' }, 'roll-off'] };

/** The house rules, and the league's own standings (`standings`, the league core's override of the defaults above). */
const leagueSettingsSchema = dirtyWheelsSettingsSchema.extend({ standings: leagueStandingsSchema(DEFAULT_STANDINGS, dirtyWheelsDeclaration.stats).optional() });
type LeagueSettings = DirtyWheelsSettings & { standings?: ReturnType<typeof leagueSettingsSchema.parse>['standings'] };

/** Dirty Wheels as a ruleset module: drivers but no money and no campaign; every game starts fresh (gaps.md #9). */
export const dirtyWheelsRuleset: Ruleset<CarDesign, CarDerived, never, never, LeagueSettings, Driver> & {
  person: PersonModule<Driver, DirtyWheelsSettings>;
} = {
  id: 'dirtywheels',
  name: 'Dirty Wheels',
  declaration: dirtyWheelsDeclaration,
  summary: 'Skirmish car combat with 1/64 toy cars: Racers, Trucks and Standards with drivers, d6 and inches.',
  capabilities: {
    people: 'driver',
    money: false,
    steps: { afterResult: 'none', seasonEnd: 'none' },
    schedule: { eventFields: false, seasonLength: false },
    assistant: false,
    calculators: true,
    sheets: ['vehicle', 'person', 'team'],
  },
  // Issue 14: the team builder, the match screen, League and Season screens (src-renderer/screens/registry.ts).
  screens: true,
  tables: DIRTY_WHEELS_TABLES,
  houseRules: dirtyWheelsHouseRules,
  settingsSchema: leagueSettingsSchema,
  defaultSettings: defaultDirtyWheelsSettings,
  vehicle: {
    designSchema: carDesignSchema,
    currentDesignVersion: CURRENT_DESIGN_VERSION,
    upgradeDesign,
    derive: deriveCar,
    validate: (design, settings) => validateCar(design, settings),
    sheetFields: carSheetFields,
  },
  person: {
    personSchema: driverSchema,
    newPerson: (name) => newDriver(name),
    validate: validateDriver,
    sheetFields: (driver) => driverSheetFields(driver),
  },
  standings: (settings) => configuredStandings(DEFAULT_STANDINGS, settings.standings),
  table: dwTableDef,
};
