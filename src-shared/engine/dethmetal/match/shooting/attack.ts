import { applySpec, check, parseNotation, rollWithReroll, type CheckResult, type Dice, type RollRecord } from '../../../dice';
import type { WeaponStats } from '../../car';
import type { ImpactVehicle } from '../collision';
import { applyDamage, type CrewMember, type DamageResult } from '../damage';
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
 * Part V: one firing of a weapon (or linked set) at one target — hit roll (1d6 ≤ modified gunnery), armor
 * penetration, firepower, criticals, and tire damage on a graze or worse — repeated for every attack roll it makes.
 * Re-roll talents come from `rerolls`; a Crack shot re-roll is used on a roll that falls short of the best result.
 */
export function resolveAttack(
  dice: Dice,
  input: AttackInput,
  settings: Pick<MatchSettings, 'linkedWeaponAttacks' | 'plusRofAmmo' | 'armoredSeatOnDestroyed'>,
): AttackResult {
  const { weapon, target } = input;
  const hitModifiers = [modifier('Gunnery skill', input.gunnery, SECTION.gunnery), ...input.hitModifiers];
  const hitTarget = sumModifiers(hitModifiers);
  const pool = new RerollPool(input.rerolls);
  const count = attackRollCount(weapon, input.linked ?? 1, settings);
  const armorModifiers = target.armorModifiers ?? [];
  let armor = target.armor;
  let state = target.state;
  let crew = [...target.critical.crew];
  let tireDamage = target.tireDamage;
  let handlingPenalties = 0;
  let destroyed = false;
  let hazard = false;
  const rolls: AttackRoll[] = [];

  for (let i = 0; i < count && !destroyed; i++) {
    const tag = count > 1 ? ` (attack ${i + 1} of ${count})` : '';
    const hit = check(dice, hitTarget, `attack roll${tag}`, pool.for('hit'));
    pool.spend(hit.rerolledBy);
    if (!hit.success) {
      rolls.push({ hit, penetration: null, firepower: null, damage: null, tire: null });
      continue;
    }
    const effectiveArmor = armor + sumModifiers(armorModifiers);
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
    const penetration = penetrationFrom(dice, pen.roll, weapon.pen, armor, armorModifiers);
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
    rolls.push({ hit, penetration, penetrationFirstRoll: pen.firstRoll, firepower, damage, tire });
  }

  return {
    hitTarget,
    hitModifiers,
    rolls,
    ammoSpent: weapon.rofPlus ? settings.plusRofAmmo : 1,
    damageAfter: state.damage,
    criticalsAfter: state.criticals,
    destroyed,
    crewAfter: crew,
    armorAfter: armor,
    tireDamageAfter: tireDamage,
    handlingPenalties,
    targetSufferedHazard: hazard,
    rerollsUsed: pool.used,
  };
}

function rollFirepower(dice: Dice, fire: number | string, tag: string, pool: RerollPool): Firepower {
  if (typeof fire === 'number') return { value: fire, roll: null };
  const best = maxOf(fire);
  const r = rollWithReroll(dice, fire, `firepower${tag}`, (roll) => roll.value < best, pool.for('damage'));
  pool.spend(r.rerolledBy);
  dice.decide(r.roll, `${r.roll.value} damage points`);
  return { value: r.roll.value, roll: r.roll, firstRoll: r.firstRoll };
}
