import type { RuleTable } from '../../ruleset';

/** Every Dirty Wheels table is a list of rows. */
type RulesetTable = RuleTable & { rows: readonly unknown[] };
import { SECTION } from '../sections';
import { CAR_TYPE_TABLE } from './cars';
import { STAT_TABLE, TRAIT_TABLE } from './drivers';
import { DESTRUCTION_TABLE, MANOEUVRE_TABLE, SCENERY_RULES, TERRAIN_TABLE } from './play';
import { UPGRADE_TABLE } from './upgrades';
import { HEAVY_WEAPONS, LIGHT_WEAPONS } from './weapons';

export * from './cars';
export * from './drivers';
export * from './play';
export * from './upgrades';
export * from './weapons';

/** Every table of the transcription, in its order, for the rules reference screen and the table tests. */
export const DIRTY_WHEELS_TABLES: readonly RulesetTable[] = [
  { id: 'destruction', section: SECTION.destruction, rows: DESTRUCTION_TABLE },
  { id: 'manoeuvres', section: SECTION.manoeuvres, rows: MANOEUVRE_TABLE },
  { id: 'terrain', section: SECTION.terrain, rows: TERRAIN_TABLE },
  { id: 'scenery', section: SECTION.scenery, rows: [SCENERY_RULES] },
  { id: 'driver-stats', section: SECTION.statTable, rows: STAT_TABLE },
  { id: 'traits', section: SECTION.traits, rows: TRAIT_TABLE },
  { id: 'car-types', section: SECTION.carTypes, rows: CAR_TYPE_TABLE },
  { id: 'light-weapons', section: SECTION.lightWeapons, rows: LIGHT_WEAPONS },
  { id: 'heavy-weapons', section: SECTION.heavyWeapons, rows: HEAVY_WEAPONS },
  { id: 'upgrades', section: SECTION.upgrades, rows: UPGRADE_TABLE },
];
