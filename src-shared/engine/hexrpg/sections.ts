/**
 * Sections of the hex RPG's vehicle combat chapter (shared/rules/hex-rpg-vehicle-combat.md, a transcription of
 * originals/004_a4943acdbe025806.txt), cited by every table, problem and calculator result so the app can say where a
 * number comes from. Interpretations cite docs/rulesets/hexrpg/gaps.md as `Section (gaps.md #N)`.
 */
export const SECTION = {
  turns: '1. Turns and order',
  movement: '2. Movement',
  people: '2a. Movement › People',
  bikes: '2b. Movement › Motorcycles',
  cars: '2c. Movement › Cars',
  warcars: '2d. Movement › Warcars',
  general: '2e. Movement › General Notes',
  fuelSkill: '2f. Movement › Fuel and Skill',
  turning: '2g. Movement › Turning',
  order: '3a. Combat › Order of Combat',
  weaponCombat: '3b. Combat › Weapon Combat',
  weaponless: '3c. Combat › Weaponless Combat',
  bashing: '3d. Vehicular Combat › Bashing',
  ramming: '3d. Vehicular Combat › Ramming',
  weaponUsage: '3d. Vehicular Combat › Weapon Usage',
  damage: '3e. Damage',
  damageBands: '3e. Damage › d10 damage by skill level',
  luckTable: '3e. Damage › NPC hits a player-character (LUCK)',
  fists: '3e. Damage › Bare fists',
  grappling: '3e. Damage › Grappling',
  bashDamage: '3e. Damage › Damage from vehicles bashing',
  ramDamage: '3e. Damage › Damage from vehicles ramming',
  peopleCriticals: '3e. Critical hits › People',
  criticalDuration: '3e. Critical hits › People › Longevity',
  vehicleCriticals: '3e. Critical hits › Vehicles',
  dying: '3e. Dying',
  healing: '3e. Recovering damage › Characters',
  repair: '3e. Recovering damage › Vehicles',
  criticalRecovery: '3e. Recovering damage › Critical hits',
  failure: '3e. Failure to Control Car',
  fuelSkillTable: 'Skill and Fuel Table',
  turningTable: 'Turning Table',
  missing: 'Missing from the source',
  league: 'League (house rules)',
} as const;

export { type Modifier, modifier, sumModifiers, withGap } from '../core/modifiers';

/** Asked for something the rules forbid or cannot mean (an AGI of 9, a 7th chicken question …): the words name what. */
export class HexRpgRuleError extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (${rule})`);
    this.name = 'HexRpgRuleError';
  }
}

/** The three kinds of vehicle, and a person as a target or mover. */
export const VEHICLE_KINDS = ['bike', 'car', 'warcar'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const VEHICLE_WORD: Record<VehicleKind, string> = { bike: 'bike', car: 'car', warcar: 'warcar' };
