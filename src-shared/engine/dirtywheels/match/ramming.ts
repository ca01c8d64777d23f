import type { Dice, RollRecord } from '../../dice';
import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import { type DirtyWheelsSettings, defaultDirtyWheelsSettings } from '../settings';
import { type AttackRolls, rollAttacks } from './attack';
import { BACKWARDS_COST, inchesText, measured } from './movement';

export interface RamCar {
  id: string;
  /** Current armour (Extra armour included). */
  armour: number;
  /** Attacks added "when ramming" (Ram: +2); counts only for the car that rams (gaps.md #19). */
  ramAttackBonus?: number;
  explosiveRam?: boolean;
}

export interface RamAttack {
  attacker: string;
  defender: string;
  count: { value: number; parts: Modifier[] };
  d3: RollRecord | null;
  attack: AttackRolls;
}

export interface RamResult {
  attacks: RamAttack[];
  /** Damage dealt to each car by this ram. */
  damage: Record<string, number>;
  /** How far both cars move on before the attacks, when the remaining movement was given (`ramCarry`). */
  carry: RamCarry | null;
}

/** "Do not add the driver's aim to these attacks; instead just add 2 to each"; no weapon, so strength 0 (gaps.md #18). */
const RAM_DIE_BONUS = 2;

function ramAttacks(dice: Dice, attacker: string, defender: RamCar, parts: Modifier[], d3: RollRecord | null): RamAttack {
  const value = Math.max(0, sumModifiers(parts));
  const attack = rollAttacks(
    dice,
    value,
    [modifier('Ramming, in place of aim', RAM_DIE_BONUS, SECTION.ramming)],
    [modifier(`${defender.id}'s armour`, defender.armour, SECTION.ramming)],
    [],
    `${attacker} rams ${defender.id}`,
  );
  return { attacker, defender: defender.id, count: { value, parts }, d3, attack };
}

function explosiveD3(dice: Dice, who: string, against: string): { roll: RollRecord; parts: Modifier[] } {
  const roll = dice.roll('1d3', `${who}: Explosive ram, D3+2 attacks against ${against}`);
  dice.decide(roll, `${roll.value + 2} attacks`);
  return { roll, parts: [modifier('Explosive ram: D3', roll.value, SECTION.upgrades), modifier('Explosive ram: +2', 2, SECTION.upgrades)] };
}

/**
 * Ramming: the car with the higher armour makes as many attacks as it has higher armour, +2 on each die and no aim.
 * Ram adds 2 attacks to the ramming car; Explosive ram gives it D3+2 attacks whatever the armour, and D3+2 against
 * itself; a rammed car with the higher armour still makes its attacks (gaps.md #19, #20).
 */
export function ram(
  dice: Dice,
  rammer: RamCar,
  target: RamCar,
  movement?: RamCarryInput & { settings?: Pick<DirtyWheelsSettings, 'movementFractions' | 'backwardsCarry'> },
): RamResult {
  // The move ends and both cars move on first ("End the normal move, and instead continue … Then, …" attack).
  const carry = movement ? ramCarry(movement, movement.settings ?? defaultDirtyWheelsSettings()) : null;
  const attacks: RamAttack[] = [];
  const diff = rammer.armour - target.armour;
  const bonus = rammer.ramAttackBonus ?? 0;
  const bonusParts = bonus ? [modifier('Ram: +2 attacks when ramming', bonus, withGap(SECTION.upgrades, 19))] : [];
  if (rammer.explosiveRam) {
    const e = explosiveD3(dice, rammer.id, target.id);
    attacks.push(ramAttacks(dice, rammer.id, target, [...e.parts, ...bonusParts], e.roll));
  } else {
    const parts = [...(diff > 0 ? [modifier('Armour higher by', diff, SECTION.ramming)] : []), ...bonusParts];
    if (sumModifiers(parts) > 0) attacks.push(ramAttacks(dice, rammer.id, target, parts, null));
  }
  if (diff < 0) attacks.push(ramAttacks(dice, target.id, rammer, [modifier('Armour higher by', -diff, SECTION.ramming)], null));
  if (rammer.explosiveRam) {
    const e = explosiveD3(dice, rammer.id, 'itself');
    attacks.push(ramAttacks(dice, rammer.id, rammer, e.parts, e.roll));
  }
  const damage: Record<string, number> = { [rammer.id]: 0, [target.id]: 0 };
  for (const a of attacks) damage[a.defender] = (damage[a.defender] ?? 0) + a.attack.damage;
  return { attacks, damage, carry };
}

/** Ramming: "continue to move both cars in the original direction, but only by 1/3 of the remaining movement". */
export const RAM_CARRY_FRACTION = 1 / 3;

export interface RamCarryInput {
  /** Inches of movement the rammer had left when it touched the other car (its allowance less what it used). */
  remaining: number;
  /** The rammer was moving backwards (each inch counts as two, The Rules). */
  backwards?: boolean;
}

export interface RamCarry {
  remaining: number;
  /** How far each car moves on, in inches, in the rammer's original direction: the rammer and the rammed car alike. */
  rammer: number;
  target: number;
  /** The sum as a screen shows it: remaining × 1/3 (÷ 2 backwards), then the rounding. */
  parts: Modifier[];
  text: string;
  rule: string;
}

/**
 * Ramming: the normal move ends and both cars move on together by a third of the rammer's remaining movement. Backwards
 * the third is spent at two per inch by default (gaps.md #38); fractions of an inch per the house rule (gaps.md #37).
 */
export function ramCarry(input: RamCarryInput, settings: Pick<DirtyWheelsSettings, 'movementFractions' | 'backwardsCarry'>): RamCarry {
  if (!Number.isFinite(input.remaining) || input.remaining < 0)
    throw new RangeError(`The remaining movement is a number of inches of 0 or more, not ${input.remaining} (${SECTION.ramming}).`);
  const third = input.remaining * RAM_CARRY_FRACTION;
  // Each part's value to 1/100" so a screen's sum reads "7 − 4.67", not sixteen decimals.
  const step = (v: number) => Math.round(v * 100) / 100;
  const parts = [modifier('Remaining movement', input.remaining, SECTION.ramming), modifier('× 1/3', step(third - input.remaining), SECTION.ramming)];
  let inches = third;
  if (input.backwards && settings.backwardsCarry === 'counts-double') {
    inches = third / BACKWARDS_COST;
    parts.push(modifier('Backwards: each inch counts as two', step(inches - third), withGap(SECTION.rules, 38)));
  }
  const moved = measured(inches, settings);
  if (settings.movementFractions !== 'exact' && moved !== inches)
    parts.push(modifier(`Rounded ${settings.movementFractions}`, step(moved - inches), withGap(SECTION.ramming, 37)));
  const rule = input.backwards ? withGap(SECTION.ramming, 38) : withGap(SECTION.ramming, 37);
  const dir = input.backwards ? 'backwards, ' : '';
  return {
    remaining: input.remaining,
    rammer: moved,
    target: moved,
    parts,
    text: `Both cars move on ${inchesText(moved)} (${dir}1/3 of ${inchesText(input.remaining)} remaining)`,
    rule,
  };
}
