import { applySpec, check, parseNotation, rollWithReroll, type CheckResult, type Dice, type RollRecord } from '../../../dice';
import type { WeaponStats } from '../../car';
import type { ImpactVehicle } from '../collision';
import { applyDamage, type CrewMember, type DamageResult, type DamageState } from '../damage';
import { modifier, sumModifiers, type Modifier } from '../modifiers';
import { penetrationFrom, penetrationOutcome, penetrationPurpose, type Penetration } from '../penetration';
import { RerollPool, type ScopedReroll } from '../rerolls';
import { SECTION } from '../sections';
import type { MatchSettings } from '../settings';
import { accumulateTireDamage, rollTireDamage, type TireDamageResult } from '../tires';

/** The columns of a weapon an attack needs (a subset of car WeaponStats, special weapons excluded). */
export interface AttackWeapon {
  rof: number;
  rofPlus: boolean;
  pen: number;
  /** Firepower: a number or dice notation ("1d2", "1d3+1"). */
  fire: number | string;
}

/**
 * A car weapon row as an attack weapon; null for weapons that make no attack roll (oil jet, caltrops, smoke launcher,
 * whose columns print "*") and the Kami-Bomb (its PEN is rolled at detonation).
 */
export function asAttackWeapon(stats: Pick<WeaponStats, 'rof' | 'rofPlus' | 'pen' | 'fire'>): AttackWeapon | null {
  const { rof, rofPlus, pen, fire } = stats;
  if (rof === null || typeof pen !== 'number' || fire === null) return null;
  return { rof, rofPlus, pen, fire };
}

export interface AttackTarget extends ImpactVehicle {
  wheelGuards: boolean;
}

export interface AttackInput {
  weapon: AttackWeapon;
  /** Weapons in the linked set; 1 for a single weapon. */
  linked?: number;
  gunnery: number;
  /** From hitModifiers(). */
  hitModifiers: readonly Modifier[];
  shootingForTires: boolean;
  target: AttackTarget;
  /** The shooter's re-rolls: 'hit' (Marksman, Pro), 'penetration' and 'damage' (Crack shot). */
  rerolls: readonly ScopedReroll[];
}

export interface Firepower {
  value: number;
  roll: RollRecord | null;
  firstRoll?: RollRecord;
}

export interface AttackRoll {
  hit: CheckResult;
  penetration: Penetration | null;
  /** The penetration roll replaced by a re-roll (Crack shot). */
  penetrationFirstRoll?: RollRecord;
  firepower: Firepower | null;
  damage: DamageResult | null;
  tire: TireDamageResult | null;
}

export interface AttackResult {
  hitTarget: number;
  hitModifiers: Modifier[];
  rolls: AttackRoll[];
  /** Ammunition spent by each weapon of the set: 1, or the house rule's for a '+' burst (gaps.md #30). */
  ammoSpent: number;
  damageAfter: number;
  criticalsAfter: number;
  destroyed: boolean;
  crewAfter: CrewMember[];
  /** Armor of the side hit after Body damage criticals. */
  armorAfter: number;
  tireDamageAfter: number;
  handlingPenalties: number;
  /** A grazing hit or worse: the target owes a "Hazard from being damaged" check this phase (damagedHazard). */
  targetSufferedHazard: boolean;
  rerollsUsed: string[];
}

function maxOf(fire: string): number {
  const spec = parseNotation(fire);
  return spec.kind === 'd66' ? 66 : applySpec(spec, spec.count * spec.sides);
}

/** Attack rolls per firing: two for a '+' ROF, and with linked weapons one per weapon (house rule, gaps.md #29). */
export function attackRollCount(weapon: Pick<AttackWeapon, 'rofPlus'>, linked: number, settings: Pick<MatchSettings, 'linkedWeaponAttacks'>): number {
  return (weapon.rofPlus ? 2 : 1) * (settings.linkedWeaponAttacks === 'per-weapon' ? Math.max(1, linked) : 1);
}

/**
 * What one attack roll leaves for the next (Part V: the target's card as the rolls so far left it, the shooter's
 * re-rolls spent): the state between two attack rolls, explicit so that the odds can resume from it
 * (dethmetal/odds.ts) — attack rolls that leave the target alike go on alike.
 */
export interface AttackCarry {
  /** The rolls made so far. */
  rolls: AttackRoll[];
  armor: number;
  state: DamageState;
  crew: CrewMember[];
  tireDamage: number;
  handlingPenalties: number;
  destroyed: boolean;
  /** A graze or worse so far: the target owes a "Hazard from being damaged" check this phase. */
  hazard: boolean;
  /** The re-roll talents used so far (each of the shooter's re-rolls is spent once per firing). */
  rerollsUsed: string[];
}

/** The target as it stands before the first attack roll. */
export function startAttack(input: AttackInput): AttackCarry {
  const { target } = input;
  return {
    rolls: [],
    armor: target.armor,
    state: target.state,
    crew: [...target.critical.crew],
    tireDamage: target.tireDamage,
    handlingPenalties: 0,
    destroyed: false,
    hazard: false,
    rerollsUsed: [],
  };
}

/** The hit target of an attack roll: modified gunnery (Part V › Hitting the target). */
function hitModifiersOf(input: AttackInput): Modifier[] {
  return [modifier('Gunnery skill', input.gunnery, SECTION.gunnery), ...input.hitModifiers];
}

/**
 * Attack roll `i` (of attackRollCount): hit roll (1d6 ≤ modified gunnery), armor penetration, firepower, criticals,
 * and tire damage on a graze or worse, against the target as `carry` left it. Re-roll talents come from the input,
 * less those `carry` says were spent; a Crack shot re-roll is used on a roll that falls short of the best result.
 */
export function attackRoll(
  dice: Dice,
  input: AttackInput,
  settings: Pick<MatchSettings, 'linkedWeaponAttacks' | 'armoredSeatOnDestroyed'>,
  carry: AttackCarry,
  i: number,
): AttackCarry {
  const { weapon, target } = input;
  const count = attackRollCount(weapon, input.linked ?? 1, settings);
  const pool = new RerollPool(input.rerolls);
  for (const used of carry.rerollsUsed) pool.spend(used);
  const tag = count > 1 ? ` (attack ${i + 1} of ${count})` : '';
  const hit = check(dice, sumModifiers(hitModifiersOf(input)), `attack roll${tag}`, pool.for('hit'));
  pool.spend(hit.rerolledBy);
  if (!hit.success) return { ...carry, rolls: [...carry.rolls, { hit, penetration: null, firepower: null, damage: null, tire: null }], rerollsUsed: pool.used };
  const armorModifiers = target.armorModifiers ?? [];
  const effectiveArmor = carry.armor + sumModifiers(armorModifiers);
  const pen = rollWithReroll(
    dice,
    '1d6',
    penetrationPurpose(tag, weapon.pen, effectiveArmor),
    (r) => r.value + weapon.pen <= effectiveArmor,
    pool.for('penetration'),
  );
  pool.spend(pen.rerolledBy);
  // The roll Crack shot replaced says what it decided, in the words of the roll that stands (penetrationFrom).
  if (pen.firstRoll)
    dice.decide(
      pen.firstRoll,
      `${pen.firstRoll.value} + PEN ${weapon.pen} vs armor ${effectiveArmor}: ${penetrationOutcome(pen.firstRoll.value + weapon.pen, effectiveArmor)}`,
    );
  const penetration = penetrationFrom(dice, pen.roll, weapon.pen, carry.armor, armorModifiers);
  let { armor, state, crew, tireDamage, handlingPenalties, destroyed, hazard } = carry;
  let firepower: Firepower | null = null;
  let damage: DamageResult | null = null;
  if (penetration.outcome === 'penetrate') {
    firepower = rollFirepower(dice, weapon.fire, tag, pool);
    damage = applyDamage(dice, state, firepower.value, { ...target.critical, crew }, settings);
    state = { ...state, damage: damage.damageAfter, criticals: damage.criticalsAfter };
    crew = damage.crewAfter;
    destroyed = damage.destroyed;
    armor -= damage.criticals.filter((c) => c.effect.kind === 'body').length;
  }
  let tire: TireDamageResult | null = null;
  if (penetration.outcome !== 'deflect') {
    hazard = true;
    tire = rollTireDamage(dice, { source: 'weapon', weapon, wheelGuards: target.wheelGuards, shootingAtTires: input.shootingForTires });
    const acc = accumulateTireDamage(tireDamage, tire.points, target.tireToughness);
    tireDamage = acc.total;
    handlingPenalties += acc.handlingPenalties;
  }
  const roll: AttackRoll = { hit, penetration, penetrationFirstRoll: pen.firstRoll, firepower, damage, tire };
  return { rolls: [...carry.rolls, roll], armor, state, crew, tireDamage, handlingPenalties, destroyed, hazard, rerollsUsed: pool.used };
}

/** The firing's result once its attack rolls are made. */
export function endAttack(input: AttackInput, settings: Pick<MatchSettings, 'plusRofAmmo'>, carry: AttackCarry): AttackResult {
  const hitModifiers = hitModifiersOf(input);
  return {
    hitTarget: sumModifiers(hitModifiers),
    hitModifiers,
    rolls: carry.rolls,
    ammoSpent: input.weapon.rofPlus ? settings.plusRofAmmo : 1,
    damageAfter: carry.state.damage,
    criticalsAfter: carry.state.criticals,
    destroyed: carry.destroyed,
    crewAfter: carry.crew,
    armorAfter: carry.armor,
    tireDamageAfter: carry.tireDamage,
    handlingPenalties: carry.handlingPenalties,
    targetSufferedHazard: carry.hazard,
    rerollsUsed: carry.rerollsUsed,
  };
}

/** Attack rolls that remain after `carry`: none once the target is destroyed. */
export const attackRollsLeft = (input: AttackInput, settings: Pick<MatchSettings, 'linkedWeaponAttacks'>, carry: AttackCarry): boolean =>
  !carry.destroyed && carry.rolls.length < attackRollCount(input.weapon, input.linked ?? 1, settings);

/**
 * Part V: one firing of a weapon (or linked set) at one target, every attack roll it makes in turn (attackRoll), each
 * against the target as the one before left it.
 */
export function resolveAttack(
  dice: Dice,
  input: AttackInput,
  settings: Pick<MatchSettings, 'linkedWeaponAttacks' | 'plusRofAmmo' | 'armoredSeatOnDestroyed'>,
): AttackResult {
  let carry = startAttack(input);
  while (attackRollsLeft(input, settings, carry)) carry = attackRoll(dice, input, settings, carry, carry.rolls.length);
  return endAttack(input, settings, carry);
}

function rollFirepower(dice: Dice, fire: number | string, tag: string, pool: RerollPool): Firepower {
  if (typeof fire === 'number') return { value: fire, roll: null };
  const best = maxOf(fire);
  const r = rollWithReroll(dice, fire, `firepower${tag}`, (roll) => roll.value < best, pool.for('damage'));
  pool.spend(r.rerolledBy);
  dice.decide(r.roll, `${r.roll.value} damage points`);
  return { value: r.roll.value, roll: r.roll, firstRoll: r.firstRoll };
}
