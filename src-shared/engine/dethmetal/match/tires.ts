import { parseNotation, type Dice, type RollRecord } from '../../dice';
import { modifier, sumModifiers, type Modifier } from './modifiers';
import { SECTION, withGap } from './sections';
import { lookupBand } from './tables/bands';
import { CALTROPS_TIRE_MODIFIER, COLLISION_TIRE_BONUS, TIRE_DAMAGE_MODIFIERS, TIRE_DAMAGE_TABLE } from './tables/tireDamage';

export type TireDamageSource = 'weapon' | 'caltrops' | 'collision';

export interface TireDamageInput {
  source: TireDamageSource;
  /** The weapon that hit (source 'weapon'). */
  weapon?: { rof: number; rofPlus: boolean; fire: number | string };
  wheelGuards: boolean;
  shootingAtTires?: boolean;
  /** Damage points the collision caused to this vehicle (source 'collision'). */
  collisionDamage?: number;
}

function mod(key: keyof typeof TIRE_DAMAGE_MODIFIERS, rule: string = SECTION.tireDamage): Modifier {
  return modifier(TIRE_DAMAGE_MODIFIERS[key].label, TIRE_DAMAGE_MODIFIERS[key].value, rule);
}

/** Firepower 1 gives +0, 1d2 +1, 1d3 and anything larger +2 (gaps.md #53). */
function firepowerModifier(fire: number | string): Modifier | null {
  if (typeof fire === 'number') return fire <= 1 ? null : modifier(`Firepower ${fire} (as 1d3)`, 2, withGap(SECTION.tireDamage, 53));
  const spec = parseNotation(fire);
  if (spec.kind === 'sum' && spec.count === 1 && spec.sides === 2 && spec.modifier === 0) return mod('firepower1d2');
  if (spec.kind === 'sum' && spec.count === 1 && spec.sides === 3 && spec.modifier === 0) return mod('firepower1d3');
  return modifier(`Firepower ${fire} (as 1d3)`, 2, withGap(SECTION.tireDamage, 53));
}

/**
 * Part V › Tire damage modifiers. Wheel guards count only against weapon-fire ("no effect on damage from hazards");
 * caltrops add +2 and ignore wheel guards; collisions roll as weapon-fire without ROF or firepower (gaps.md #45).
 */
export function tireDamageModifiers(input: TireDamageInput): Modifier[] {
  const mods: Modifier[] = [];
  if (input.source === 'weapon' && input.weapon) {
    if (input.weapon.rof === 3) mods.push(input.weapon.rofPlus ? mod('rof3plus') : mod('rof3'));
    const fp = firepowerModifier(input.weapon.fire);
    if (fp) mods.push(fp);
  }
  if (input.source === 'weapon' && input.wheelGuards) mods.push(mod('wheelGuards'));
  if (input.source === 'weapon' && input.shootingAtTires) mods.push(mod('shootingAtTires'));
  if (input.source === 'caltrops') mods.push(modifier('Caltrops', CALTROPS_TIRE_MODIFIER, SECTION.oilAndCaltrops));
  return mods;
}

export interface TireDamageResult {
  roll: RollRecord;
  modified: number;
  modifiers: Modifier[];
  label: string;
  /** Points from the table, plus a collision's +1/+2. */
  points: number;
  bonus: Modifier[];
}

/**
 * Roll on the tire damage table. A collision's "+1 point if 3 or more points of damage … +2 if 5 or more" adds to the
 * points the table gives, never to a roll of no damage (gaps.md #89).
 */
export function rollTireDamage(dice: Dice, input: TireDamageInput): TireDamageResult {
  const added = tireDamageModifiers(input);
  const onDie = sumModifiers(added);
  const due = input.source === 'collision' ? COLLISION_TIRE_BONUS.find((b) => (input.collisionDamage ?? 0) >= b.minDamage) : undefined;
  // The purpose names everything that decides a face's points (the odds walk the roll by its points: dethmetal/odds.ts).
  const roll = dice.roll(
    '1d6',
    `tire damage (${input.source}, ${onDie >= 0 ? '+' : ''}${onDie} on the die${due ? `, +${due.bonus} point for ${due.minDamage}+ collision damage` : ''})`,
  );
  const modifiers = [modifier('Die', roll.value, SECTION.tireDamage), ...added];
  const modified = sumModifiers(modifiers);
  const row = lookupBand(TIRE_DAMAGE_TABLE, modified);
  // gaps.md #89: the bonus adds to tire damage the roll caused; a roll of "No damage" stays no damage.
  const step = row.points > 0 ? due : undefined;
  const bonus = step ? [modifier(`Collision caused ${step.minDamage}+ damage`, step.bonus, withGap(SECTION.collisionDamage, 45))] : [];
  const points = row.points + sumModifiers(bonus);
  dice.decide(roll, `${modified}: ${points} tire damage`);
  return { roll, modified, modifiers, label: row.label, points, bonus };
}

/** "-1 handling penalty every time it accumulates an amount of tire damage equal to the tire's toughness" (to maximum handling, gaps.md #42, #53). */
export function accumulateTireDamage(before: number, points: number, tireToughness: number): { total: number; handlingPenalties: number } {
  const t = Math.max(1, tireToughness);
  const total = before + points;
  return { total, handlingPenalties: Math.floor(total / t) - Math.floor(before / t) };
}
