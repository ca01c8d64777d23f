/**
 * Sections of the race-combat variant (shared/rules/race-combat-variant.md, a transcription of
 * originals/001_4cef18fc67962487.txt), cited by every table, problem and calculator result so the app can say where a
 * number comes from. Interpretations cite docs/rulesets/racecombat/gaps.md as `Section (gaps.md #N)`.
 */
export const SECTION = {
  combat: 'Combat',
  range: 'Combat › Range',
  arcs: 'Combat › Fire arcs',
  toHit: 'Combat › To-hit roll',
  effects: 'Combat › Effects of a hit',
  tyres: 'Combat › Effects of a hit › Tyres',
  turret: 'Combat › Effects of a hit › Turret',
  body: 'Combat › Effects of a hit › Body',
  hitLocation: 'Combat › Internal hit location',
  damageEffects: 'Combat › Damage effects',
  crew: 'Combat › Driver/Gunner',
  elimination: 'Combat › Elimination',
  gunners: 'Combat › Gunners',
  reaction: 'Combat › Reaction Fire',
  dropped: 'Dropped weapons',
  oil: 'Dropped weapons › Oil',
  smoke: 'Dropped weapons › Smoke',
  ramming: 'Ramming',
  ramDamage: 'Ramming › Ram damage table',
  sideswipe: 'Ramming › Sideswipes',
  rammerMovement: 'Ramming › Rammer movement',
  missing: 'Missing or undefined',
  league: 'League (house rules)',
} as const;

export { type Modifier, modifier, sumModifiers, withGap } from '../core/modifiers';

/** Asked for something the rules forbid or cannot mean (a 7th gear, a range past 12 inches …): the words name what. */
export class RaceCombatRuleError extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (${rule})`);
    this.name = 'RaceCombatRuleError';
  }
}
