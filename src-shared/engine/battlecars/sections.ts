/**
 * Sections of the battlecars-style quick-reference sheet (shared/rules/battlecars-style.md, a transcription of
 * originals/002_8fedfb12a832663f.txt), cited by every table, problem and calculator result so the app can say where a
 * number comes from. Interpretations cite docs/rulesets/battlecars/gaps.md as `Section (gaps.md #N)`.
 */
export const SECTION = {
  setup: 'Setting up',
  arming: 'Arming your vehicle',
  turn: 'Game turn',
  movement: 'Movement',
  firing: 'Firing',
  firingSequence: 'Firing › Firing sequence',
  pedestrianShots: 'Firing › Shooting at pedestrians and bikes',
  weapons: 'Weapons',
  flame: 'Weapons › Flame',
  rocket: 'Weapons › Rocket',
  mines: 'Weapons › Mines',
  spikes: 'Weapons › Spikes',
  oil: 'Weapons › Oil',
  smoke: 'Weapons › Smoke',
  damage: 'Damage › Damage to vehicles',
  terrain: 'Damage › Damage to terrain and wrecks',
  driver: 'Damage › The driver',
  pedestrians: 'Pedestrians',
  skidding: 'Skidding',
  speedDifference: 'Skidding › Speed Difference (SD)',
  drift: 'Skidding › Drift table',
  sideDamage: 'Skidding › Side damage (d8)',
  finalFacing: 'Skidding › Final facing',
  crashing: 'Crashing and ramming',
  crashTable: 'Crashing and ramming › Crash/ram damage table',
  cards: 'Vehicle cards',
} as const;

export { type Modifier, modifier, sumModifiers, withGap } from '../core/modifiers';

/** Asked for something the rules forbid or cannot mean (a range of -1, a ram at speed 0 …): the words name what. */
export class BattlecarsRuleError extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (${rule})`);
    this.name = 'BattlecarsRuleError';
  }
}
