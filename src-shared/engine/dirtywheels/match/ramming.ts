import type { Dice, RollRecord } from '../../dice';
import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import { type AttackRolls, rollAttacks } from './attack';

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
export function ram(dice: Dice, rammer: RamCar, target: RamCar): RamResult {
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
  return { attacks, damage };
}
