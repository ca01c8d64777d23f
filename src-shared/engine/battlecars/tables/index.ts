import type { RuleTable } from '../../ruleset';
import { SECTION } from '../sections';
import { COLLISIONS, CRASH_DAMAGE_TABLE } from './crash';
import {
  CRASH_OBSTRUCTION_DAMAGE,
  DRIVER_DEATH_DAMAGE,
  EXPLOSION,
  MINE_SECTION,
  PEDESTRIAN_MAX_SPEED,
  SIDE_DAMAGE,
  SMOKE_CLEARS_ON,
  TERRAIN_CAPACITIES,
} from './damage';
import { FIRING_LIMITS, TO_HIT_MODIFIERS } from './firing';
import { DRIFT_TABLE, FINAL_FACING_MODIFIER, FINAL_FACING_RESULT, SPEED_DIFFERENCE } from './skid';
import { WEAPONS } from './weapons';

export * from './crash';
export * from './damage';
export * from './dice';
export * from './firing';
export * from './skid';
export * from './weapons';

type RulesetTable = RuleTable & { rows: readonly unknown[] };

/** Every table the sheet prints, in its order, for the rules reference and the table tests. */
export const BATTLECARS_TABLES: readonly RulesetTable[] = [
  { id: 'to-hit', section: SECTION.pedestrianShots, rows: TO_HIT_MODIFIERS },
  { id: 'weapons', section: SECTION.weapons, rows: WEAPONS },
  { id: 'mine-section', section: SECTION.mines, rows: MINE_SECTION },
  { id: 'speed-difference', section: SECTION.speedDifference, rows: SPEED_DIFFERENCE },
  { id: 'drift', section: SECTION.drift, rows: DRIFT_TABLE },
  { id: 'side-damage', section: SECTION.sideDamage, rows: SIDE_DAMAGE },
  { id: 'final-facing-modifier', section: SECTION.finalFacing, rows: FINAL_FACING_MODIFIER },
  { id: 'final-facing', section: SECTION.finalFacing, rows: FINAL_FACING_RESULT },
  { id: 'collisions', section: SECTION.crashing, rows: COLLISIONS },
  { id: 'crash-damage', section: SECTION.crashTable, rows: CRASH_DAMAGE_TABLE },
  { id: 'firing-limits', section: SECTION.firing, rows: [FIRING_LIMITS] },
  { id: 'explosions', section: SECTION.flame, rows: [EXPLOSION] },
  { id: 'smoke-clears', section: SECTION.smoke, rows: [{ removedOn: SMOKE_CLEARS_ON }] },
  { id: 'driver', section: SECTION.driver, rows: [{ deadAt: DRIVER_DEATH_DAMAGE }] },
  { id: 'pedestrians', section: SECTION.pedestrians, rows: [{ maxSpeed: PEDESTRIAN_MAX_SPEED }] },
  { id: 'terrain', section: SECTION.terrain, rows: [{ markers: TERRAIN_CAPACITIES, obstructionDamageOnCrash: CRASH_OBSTRUCTION_DAMAGE }] },
];
