import type { RuleTable } from '../../ruleset';
import { SECTION } from '../sections';
import {
  ACCU_MODIFIERS,
  BASH_MODIFIERS,
  BASH_PAIRS,
  CHICKEN,
  DRIV_BONUS,
  GRAPPLING_AGI_MODIFIERS,
  HOLD_STRENGTHS,
  NULLIFY_MODIFIERS,
  OPPONENT_AGI_MODIFIERS,
  POSITION_TARGET,
  SWERVE,
  TO_HIT,
  WEAPON_COMBAT_MODIFIERS,
  WEAPON_USAGE_MODIFIERS,
} from './combat';
import { CRITICAL_DURATION, PERSON_CRITICALS, SPEED_LOSS, VEHICLE_CRITICALS } from './criticals';
import { DAMAGE_BANDS, DYING, FISTS, GRAPPLING, LUCK_TABLE, RAM_FORMULA, WEAPONS } from './damage';
import { BOARDING, FAILURE_D4, FATIGUE, FUEL_SKILL, MOVERS, PACES, TURNING } from './movement';
import { CRITICAL_TIME_MULTIPLIER, DAILY_REPAIR_CAP, FIELD_REPAIR_SHARE, HEALING, REPAIR_TOOLS } from './recovery';

export * from './combat';
export * from './criticals';
export * from './damage';
export * from './movement';
export * from './recovery';

type RulesetTable = RuleTable & { rows: readonly unknown[] };

/** Every table the transcription prints, in its order, for the rules reference and the table tests. */
export const HEXRPG_TABLES: readonly RulesetTable[] = [
  { id: 'paces', section: SECTION.people, rows: PACES },
  { id: 'fatigue', section: SECTION.people, rows: [FATIGUE] },
  { id: 'movers', section: SECTION.movement, rows: MOVERS },
  { id: 'boarding', section: SECTION.general, rows: [BOARDING] },
  { id: 'to-hit', section: SECTION.weaponCombat, rows: [TO_HIT] },
  { id: 'accu', section: SECTION.weaponCombat, rows: ACCU_MODIFIERS },
  { id: 'opponent-agi', section: SECTION.weaponCombat, rows: OPPONENT_AGI_MODIFIERS },
  { id: 'weapon-combat', section: SECTION.weaponCombat, rows: [WEAPON_COMBAT_MODIFIERS] },
  { id: 'grappling-agi', section: SECTION.weaponless, rows: GRAPPLING_AGI_MODIFIERS },
  { id: 'bash', section: SECTION.bashing, rows: [BASH_MODIFIERS] },
  { id: 'driv-bonus', section: SECTION.bashing, rows: DRIV_BONUS },
  { id: 'bash-pairs', section: SECTION.bashing, rows: BASH_PAIRS },
  { id: 'nullify', section: SECTION.bashing, rows: [NULLIFY_MODIFIERS] },
  { id: 'swerve', section: SECTION.ramming, rows: SWERVE },
  { id: 'chicken', section: SECTION.ramming, rows: [CHICKEN] },
  { id: 'weapon-usage', section: SECTION.weaponUsage, rows: [WEAPON_USAGE_MODIFIERS] },
  { id: 'position-target', section: SECTION.weaponUsage, rows: POSITION_TARGET },
  { id: 'weapons', section: SECTION.damage, rows: WEAPONS },
  { id: 'damage-bands', section: SECTION.damageBands, rows: DAMAGE_BANDS },
  { id: 'luck', section: SECTION.luckTable, rows: LUCK_TABLE },
  { id: 'fists', section: SECTION.fists, rows: FISTS },
  { id: 'grappling', section: SECTION.grappling, rows: GRAPPLING },
  { id: 'hold-strengths', section: SECTION.grappling, rows: HOLD_STRENGTHS },
  { id: 'ram-formula', section: SECTION.ramDamage, rows: [RAM_FORMULA] },
  { id: 'person-criticals', section: SECTION.peopleCriticals, rows: PERSON_CRITICALS },
  { id: 'critical-duration', section: SECTION.criticalDuration, rows: CRITICAL_DURATION },
  { id: 'vehicle-criticals', section: SECTION.vehicleCriticals, rows: VEHICLE_CRITICALS },
  { id: 'speed-loss', section: SECTION.vehicleCriticals, rows: SPEED_LOSS },
  { id: 'dying', section: SECTION.dying, rows: [DYING] },
  { id: 'healing', section: SECTION.healing, rows: [HEALING] },
  { id: 'repair-tools', section: SECTION.repair, rows: REPAIR_TOOLS },
  { id: 'repair-caps', section: SECTION.repair, rows: [{ ...DAILY_REPAIR_CAP, fieldShare: FIELD_REPAIR_SHARE }] },
  { id: 'critical-time', section: SECTION.criticalRecovery, rows: CRITICAL_TIME_MULTIPLIER },
  { id: 'failure-d4', section: SECTION.failure, rows: FAILURE_D4 },
  { id: 'fuel-skill', section: SECTION.fuelSkillTable, rows: FUEL_SKILL },
  { id: 'turning', section: SECTION.turningTable, rows: TURNING },
];
