/**
 * The Dethmetal ruleset module: the first implementation of the Ruleset interface, registered in ../registry.ts.
 * Dethmetal's own services and screens still reach the areas through their typed exports; generic code goes
 * through this object.
 */
import type { RuleTable, Ruleset } from '../ruleset';
import * as campaign from './campaign';
import * as car from './car';
import * as driver from './driver';
import * as match from './match';
import { dethmetalDeclaration } from './declaration';
// The table alone, not the assistant's index: its calculators import this module.
import { assistantTableDef } from './assistant/table';
import { dethmetalEventFields } from './event';
import { defaultDethmetalSettings, dethmetalHouseRules, dethmetalSettingsSchema, type DethmetalSettings } from './settings';

export { campaign, car, driver, match };
export * from './names';
export * from './event';
export * from './settings';

const { SECTION } = match;
const PRICE_LISTS = 'Part VI › Price lists (untitled in the source, gaps.md #1)';

/** Every rulebook table the engine encodes as data, under the section it is printed in (headings of dethmetal.md). */
const tables: readonly RuleTable[] = [
  // Part I: Drivers
  { id: 'advancement', section: 'Part I › Traits and Skills › Advancement roll (2d6)', rows: driver.ADVANCEMENT_TABLE },
  { id: 'trait-improved', section: 'Part I › Traits and Skills › Trait improved (1d6)', rows: driver.TRAIT_ADVANCE_TABLE },
  { id: 'xp-level', section: 'Part I › Traits and Skills › Experience points → Level', rows: driver.XP_LEVEL_TABLE },
  { id: 'experience-events', section: 'Part I › Traits and Skills › Experience events', rows: driver.EXPERIENCE_EVENTS },
  { id: 'talents-driving', section: SECTION.drivingTalents, rows: driver.TALENT_TABLES.driving },
  { id: 'talents-gunnery', section: SECTION.gunneryTalents, rows: driver.TALENT_TABLES.gunnery },
  { id: 'talents-toughness', section: SECTION.toughnessTalents, rows: driver.TALENT_TABLES.toughnessAgility },
  { id: 'talents-general', section: SECTION.generalTalents, rows: driver.TALENT_TABLES.general },
  { id: 'quirks', section: 'Part I › Quirks', rows: driver.QUIRK_TABLE },
  // Part II: Cars
  {
    id: 'design-points',
    section: 'Part II › Design Points',
    rows: {
      budgets: car.DESIGN_BUDGETS,
      unitsPerDp: car.UNITS_PER_DP,
      toughness: car.TOUGHNESS_DP,
      components: car.COMPONENT_DP,
      manufacturerBonus: car.CAR_MANUFACTURER_BONUS_DP,
    },
  },
  { id: 'weapons', section: SECTION.weaponTable, rows: car.STANDARD_WEAPONS },
  { id: 'mount-dp', section: 'Part II › Devices › Weapon mounts, Ammunition, and Firing Arcs', rows: car.MOUNT_DP },
  { id: 'tire-types', section: 'Part II › Tire Types', rows: car.TIRE_TABLE },
  { id: 'tire-treads', section: SECTION.tread, rows: car.TREAD_TABLE },
  { id: 'suspension-tweaks', section: SECTION.suspensionTweaks, rows: car.TWEAK_TABLE },
  { id: 'gearing', section: 'Part II › Transmission Modifications', rows: car.GEARING_ACCELERATION },
  // Part III and IV: the match and movement
  { id: 'turn-sequence', section: `${SECTION.turnSequence} (gaps.md #36)`, rows: match.TURN_SEQUENCE },
  { id: 'speed-bands', section: SECTION.speedBands, rows: car.SPEED_BANDS },
  { id: 'movement-dice', section: SECTION.movementPoints, rows: car.MOVEMENT_DICE },
  { id: 'loss-of-control', section: SECTION.lossOfControl, rows: match.LOSS_OF_CONTROL_TABLE },
  { id: 'collisions', section: SECTION.collisionTypes, rows: match.COLLISION_TABLE },
  { id: 'veer', section: `${SECTION.uncontrolled} (gaps.md #46)`, rows: match.VEER_TABLE },
  // Part V: Shooting
  { id: 'gunnery-range', section: SECTION.gunnery, rows: match.RANGE_MODIFIERS },
  { id: 'gunnery-situational', section: SECTION.gunnery, rows: match.SITUATIONAL_MODIFIERS },
  { id: 'oil-by-surface', section: `${SECTION.oilAndCaltrops} (gaps.md #39)`, rows: match.OIL_RATING_BY_SURFACE },
  { id: 'damage', section: SECTION.damageTable, rows: match.DAMAGE_TABLE },
  { id: 'engine-damage', section: SECTION.damageTable, rows: match.ENGINE_DAMAGE_TABLE },
  { id: 'tire-damage', section: SECTION.tireDamage, rows: match.TIRE_DAMAGE_TABLE },
  { id: 'tire-damage-modifiers', section: SECTION.tireDamage, rows: match.TIRE_DAMAGE_MODIFIERS },
  // Part VI: Seasons and draft
  { id: 'sponsor-party', section: 'Part VI › Starting a new franchise › Attract sponsors › Sponsor party table', rows: campaign.SPONSOR_PARTY_TABLE },
  {
    id: 'sponsor-attracted',
    section: 'Part VI › Starting a new franchise › Attract sponsors › Sponsor Attracted Table',
    rows: campaign.SPONSOR_ATTRACTED_TABLE,
  },
  {
    id: 'overhead',
    section: 'Part VI › Post-match › Overhead costs › Franchise Overhead Table',
    rows: { sizes: campaign.OVERHEAD_SIZE_BANDS, incomes: campaign.OVERHEAD_INCOME_BANDS },
  },
  { id: 'fatigue', section: 'Part VI › Post-match › Driver fatigue', rows: driver.FATIGUE_TABLE },
  { id: 'world-trade', section: 'Part VI › Post-match › Shopping › World Trade Table', rows: campaign.WORLD_TRADE_TABLE },
  { id: 'tinkering', section: 'Part VI › Post-match › Shopping › Tinkering and Experimental Tables', rows: campaign.TINKERING_TABLE },
  {
    id: 'rare-weapons',
    section: "Part VI › Post-match › Shopping › Transcriber's expansion: stat lines of rare and experimental weapons",
    rows: car.RARE_WEAPONS,
  },
  { id: 'sponsor-effects', section: 'Part VI › Ending a season › Sponsors › Sponsor effect table', rows: campaign.SPONSOR_EFFECTS },
  { id: 'repair-costs', section: `${PRICE_LISTS} › Repair, replacement and cloning costs`, rows: campaign.REPAIR_COSTS },
  { id: 'stores-items', section: `${PRICE_LISTS} › Stores items`, rows: campaign.STORES_ITEMS },
  { id: 'expendable-items', section: `${PRICE_LISTS} › Expendable items`, rows: campaign.EXPENDABLE_ITEMS },
];

export const dethmetal: Ruleset<car.CarDesign, car.CarDerived, driver.Driver, ReturnType<typeof driver.effectiveTraits>, DethmetalSettings, driver.Driver> = {
  id: 'dethmetal',
  name: 'Dethmetal',
  declaration: dethmetalDeclaration,
  summary: 'Franchises of armed cars and their drivers over seasons, with money, sponsors, stores and a draft.',
  capabilities: {
    people: 'driver',
    money: true,
    steps: { afterResult: 'own', seasonEnd: 'own' },
    // A match's pre-match rolls and post-match follow the one before (Heart condition strikes "the next match", gaps.md #21).
    schedule: { eventFields: true, seasonLength: true, playedInOrder: true },
    assistant: true,
    calculators: true,
    sheets: ['vehicle', 'person', 'team'],
  },
  screens: true,
  eventFields: dethmetalEventFields,
  tables,
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
  person: {
    personSchema: driver.driverSchema,
    newPerson: (name) => driver.newDriver(name),
    validate: (d, settings) => driver.validateDriver(d, settings.driver),
    sheetFields: (d, settings) => driver.driverSheetFields(d, settings.driver),
  },
  standings: (settings) => campaign.standingsConfig(settings.campaign),
  table: assistantTableDef,
  driver: {
    newDriver: driver.newDriver,
    effective: (d, settings) => driver.effectiveTraits(d, settings.driver),
    levelForXp: (xp, settings) => driver.levelForXp(xp, settings.driver),
  },
};
export { DETHMETAL_ODDS, type DethmetalRun, dethmetalOdds, dethmetalRunner } from './odds';
export {
  DETHMETAL_DUEL_NOT_MODELLED,
  type DethmetalDuelInput,
  type DethmetalDuelReport,
  type DethmetalDuelSide,
  type DethmetalDuelWeapon,
  dethmetalDuel,
  dethmetalDuelSimulate,
} from './duel';
