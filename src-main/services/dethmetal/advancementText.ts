/**
 * An advancement roll in one line, as the career history and the post-match report show it: the dice of each roll
 * and the table row it landed on, in order, re-rolls included — "2d6 = 8 → Driving Talent; 1d6 = 4 → Big foot"
 * (Part I › Advancement roll, then the Trait improved or talent table the 2d6 chose).
 */
import type { RollRecord } from '../../../src-shared/engine/dice';

function step(r: RollRecord): string {
  return `${r.notation} = ${r.value}${r.decided ? ` → ${r.decided}` : ''}`;
}

/** `rolls`: that level's rolls. None: every trait was at its maximum and every talent held, so nothing was rolled. */
export function advancementDice(rolls: readonly RollRecord[]): string {
  if (rolls.length === 0) return 'every trait is at its maximum and every talent is held; nothing to gain';
  const typed = rolls.every((r) => r.mode === 'manual') ? ' (dice typed at the table)' : '';
  return `${rolls.map(step).join('; ')}${typed}`;
}

/** "Level 3: 2d6 = 8 → Driving Talent; 1d6 = 4 → Big foot": the career event's text. */
export function advancementText(a: { level: number; rolls: readonly RollRecord[] }): string {
  return `Level ${a.level}: ${advancementDice(a.rolls)}`;
}
