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

/** A citation of an interpretation: the section and the gaps.md entry that resolves it. */
export function withGap(section: string, gap: number): string {
  return `${section} (gaps.md #${gap})`;
}

/** One number that went into a result, with its section, so a calculator can show the whole sum. */
export interface Modifier {
  label: string;
  value: number;
  rule: string;
}

export const modifier = (label: string, value: number, rule: string): Modifier => ({ label, value, rule });

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((sum, m) => sum + m.value, 0);

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
