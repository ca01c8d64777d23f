/**
 * Firing sequence: "Roll equal to or greater than the range with the weapon's range dice", with every modifier, and
 * the damage: "damage is rolled and then the range is subtracted" (Weapons), never below 0 (gaps.md #13).
 */
import type { Dice, RollRecord } from '../../dice';
import { BattlecarsRuleError, type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { HandWeapon } from '../settings';
import { type D8Roll, rollText } from '../tables/dice';
import { toHitRow } from '../tables/firing';
import { type WeaponName, weaponRow } from '../tables/weapons';

/** What is fired: a weapon counter of the sheet, or a pedestrian's hand weapon (gaps.md #7). */
export type Firearm = { weapon: WeaponName } | { hand: HandWeapon };

export interface FireInput {
  firearm: Firearm;
  /** "The number of points showing between the firer and the target" (Firing sequence step 2). */
  range: number;
  /** The firer has a working Gunnery Computer: +1 to hit. */
  gunneryComputer?: boolean;
  /** What is fired at: a car, a bike, a pedestrian, or terrain (a building, tree or wreck). */
  target: 'car' | 'bike' | 'pedestrian' | 'terrain';
  /** Fired at a pedestrian or bike from within the same building/trees: an additional -2. */
  sameCover?: boolean;
  /** Fired through smoke: -4. */
  throughSmoke?: boolean;
}

interface Profile {
  name: string;
  range: D8Roll;
  damage: D8Roll;
  rule: string;
}

function profile(f: Firearm): Profile {
  if ('hand' in f) return { name: f.hand.name, range: f.hand.range, damage: f.hand.damage, rule: withGap(SECTION.pedestrians, 7) };
  const row = weaponRow(f.weapon);
  if (row.kind === 'passive' || !row.range || !row.damage)
    throw new BattlecarsRuleError(`${f.weapon} is a passive weapon: it is dropped onto a point, not fired`, SECTION.firing);
  return { name: row.name, range: row.range, damage: row.damage, rule: row.section };
}

export interface ToHitResult {
  weapon: string;
  range: number;
  /** The range dice rolled (null: Flame's flat 3, gaps.md #12). */
  roll: RollRecord | null;
  /** The dice, the dice's printed modifier, then every to-hit modifier, each with its section. */
  parts: Modifier[];
  score: number;
  hit: boolean;
  text: string;
}

/** Check to Hit: the range dice plus modifiers against the range. */
export function toHit(dice: Dice, input: FireInput): ToHitResult {
  if (!Number.isInteger(input.range) || input.range < 0)
    throw new BattlecarsRuleError(`The range is a whole number of points of 0 or more, not ${input.range}`, SECTION.firingSequence);
  if (input.sameCover && input.target !== 'pedestrian' && input.target !== 'bike')
    throw new BattlecarsRuleError('The same building/trees -2 is for a shot at a pedestrian or bike', SECTION.pedestrianShots);
  const p = profile(input.firearm);
  const parts: Modifier[] = [];
  let roll: RollRecord | null = null;
  if (p.range.d8 > 0) {
    roll = dice.roll(`${p.range.d8}d8`, `${p.name}: range dice (${rollText(p.range)}) at range ${input.range}`);
    parts.push(modifier(`Range dice ${p.range.d8}d8`, roll.value, p.rule));
    if (p.range.mod) parts.push(modifier(`${p.name}'s range ${rollText(p.range)}`, p.range.mod, p.rule));
  } else parts.push(modifier(`${p.name}'s range ${rollText(p.range)} (no roll)`, p.range.mod, withGap(p.rule, 12)));
  const situation = (s: Parameters<typeof toHitRow>[0]) => {
    const r = toHitRow(s);
    parts.push(modifier(r.text, r.value, r.section));
  };
  if (input.gunneryComputer) situation('gunneryComputer');
  if (input.target === 'pedestrian') situation('pedestrian');
  if (input.sameCover) situation('sameCover');
  if (input.throughSmoke) situation('smoke');
  const score = sumModifiers(parts);
  const hit = score >= input.range;
  if (roll) dice.decide(roll, hit ? `hit (${score} ≥ ${input.range})` : `miss (${score} < ${input.range})`);
  return { weapon: p.name, range: input.range, roll, parts, score, hit, text: `${p.name}: ${score} against range ${input.range}: ${hit ? 'hit' : 'miss'}` };
}

export interface DamageRollResult {
  roll: RollRecord;
  /** The dice, the printed modifier, minus the range. */
  parts: Modifier[];
  /** Never below 0 (gaps.md #13). */
  damage: number;
}

/** Calculate damage: the weapon's damage roll, minus the range. */
export function damageRoll(dice: Dice, firearm: Firearm, range: number): DamageRollResult {
  const p = profile(firearm);
  const roll = dice.roll(`${p.damage.d8}d8`, `${p.name}: damage (${rollText(p.damage)}, minus range ${range})`);
  const parts = [modifier(`Damage dice ${p.damage.d8}d8`, roll.value, p.rule)];
  if (p.damage.mod) parts.push(modifier(`${p.name}'s damage ${rollText(p.damage)}`, p.damage.mod, p.rule));
  parts.push(modifier('Minus range', -range, SECTION.weapons));
  const damage = Math.max(0, sumModifiers(parts));
  dice.decide(roll, `${damage} damage`);
  return { roll, parts, damage };
}

export interface FireResult {
  toHit: ToHitResult;
  /** Null on a miss. */
  damage: DamageRollResult | null;
}

/** Fire one round: check to hit, and on a hit roll the damage. */
/**
 * A round's input at a target, spelt out: not `{ ...input, target }`, which V8 builds on its slow path (a spread and a
 * key the source lacks: ~2–6 µs a round against ~0.07, measured 2026-11-27), on every path of the odds.
 */
export const roundAt = (input: Omit<FireInput, 'target'>, target: FireInput['target']): FireInput => ({
  firearm: input.firearm,
  range: input.range,
  gunneryComputer: input.gunneryComputer,
  target,
  sameCover: input.sameCover,
  throughSmoke: input.throughSmoke,
});

export function fire(dice: Dice, input: FireInput): FireResult {
  const hit = toHit(dice, input);
  return { toHit: hit, damage: hit.hit ? damageRoll(dice, input.firearm, input.range) : null };
}
