/**
 * Combat's to-hit rolls (3b, 3c, 3d): weapon combat, weaponless combat and grappling, bashing with the victim's
 * nullify roll, and vehicle weapons. Every one is 2d6 of the target or less; each returns the whole sum.
 */
import type { Dice } from '../../dice';
import { HexRpgRuleError, type Modifier, modifier, SECTION, type VehicleKind } from '../sections';
import {
  BASH_MODIFIERS,
  BASH_PAIRS,
  GRAPPLING_AGI_MODIFIERS,
  HOLD_STRENGTHS,
  type Hold,
  NULLIFY_MODIFIERS,
  POSITION_TARGET,
  type Position,
  type TargetKind,
  TO_HIT,
  WEAPON_COMBAT_MODIFIERS,
  WEAPON_USAGE_MODIFIERS,
} from '../tables/combat';
import { aboveFirst, accuModifier, checkAgi, checkLevel, checkRange, drivBonus, opponentAgiModifier, type UnderRoll, underRoll } from './rolls';

export interface WeaponCombatInput {
  /** The attacker's weapons skill level in the weapon used (0: none, 4 or less). */
  level: number;
  accu: number;
  targetAgi: number;
  /** Hexes the target moves this turn (declared and carried out). */
  targetHexes?: number;
  /** Hexes the attacker moves this turn. */
  attackerHexes?: number;
  /** Target and attacker travel alongside: the attacker's moving is −2 at most. */
  alongside?: boolean;
  /** The weapon is mounted on a vehicle of this kind. */
  mountedOn?: VehicleKind;
}

/** 3b. Every modifier of weapon combat, in the printed order (no dice). */
export function weaponCombatModifiers(i: WeaponCombatInput): Modifier[] {
  checkLevel(i.level, "The attacker's weapons");
  checkRange(i.accu, 1, 10, 'ACCU', SECTION.weaponCombat);
  checkAgi(i.targetAgi, "The opponent's");
  const th = i.targetHexes ?? 0;
  const ah = i.attackerHexes ?? 0;
  checkRange(th, 0, 13, 'Hexes the target moves', SECTION.weaponCombat);
  checkRange(ah, 0, 13, 'Hexes the attacker moves', SECTION.weaponCombat);
  const S = SECTION.weaponCombat;
  const out: Modifier[] = [];
  const add = (label: string, value: number) => value && out.push(modifier(label, value, S));
  add(`Skill level ${i.level}: +1 each level above the first`, aboveFirst(i.level) * WEAPON_COMBAT_MODIFIERS.perSkillLevelAboveFirst);
  add(`ACCU ${i.accu}`, accuModifier(i.accu));
  add(`Opponent's AGI ${i.targetAgi}`, opponentAgiModifier(i.targetAgi));
  add(`Target moving ${th} hex${th === 1 ? '' : 'es'}`, th * WEAPON_COMBAT_MODIFIERS.perHexTargetMoves);
  const moving = ah * WEAPON_COMBAT_MODIFIERS.perHexAttackerMoves;
  add(
    i.alongside ? `Attacker moving ${ah} hexes alongside the target (−2 at most)` : `Attacker moving ${ah} hex${ah === 1 ? '' : 'es'}`,
    i.alongside ? Math.max(moving, WEAPON_COMBAT_MODIFIERS.alongsideTotal) : moving,
  );
  if (i.mountedOn) add(`Weapon mounted on a ${i.mountedOn}`, WEAPON_COMBAT_MODIFIERS.mounted[i.mountedOn]);
  return out;
}

const base = (level: number, rule: string) =>
  level > 0 ? modifier('With skill: 7 or less', TO_HIT.withSkill, rule) : modifier('Without skill: 4 or less', TO_HIT.withoutSkill, rule);

/** 3b. Weapon combat: 2d6 of 7 or less with the skill (4 without) plus the modifiers. Dice: one 2d6. */
export function weaponCombat(dice: Dice, input: WeaponCombatInput & { hold?: HoldSide }): UnderRoll {
  const mods = [...weaponCombatModifiers(input), ...holdModifiers(input.hold)];
  return underRoll(dice, base(input.level, SECTION.weaponCombat), mods, 'Weapon combat', ['hit', 'miss']);
}

/** Which side of a hold the attacker is on, and its strength (3e: the hold gives the holder +, the victim −). */
export interface HoldSide {
  strength: Hold;
  as: 'holder' | 'victim';
}
function holdModifiers(h: HoldSide | undefined): Modifier[] {
  if (!h) return [];
  const row = HOLD_STRENGTHS.find((r) => r.hold === h.strength)!;
  return [modifier(`${h.strength[0]!.toUpperCase()}${h.strength.slice(1)} hold (${h.as})`, h.as === 'holder' ? row.holder : row.victim, SECTION.grappling)];
}

export interface WeaponlessInput {
  /** The fighting skill level (0: none, 4 or less). */
  level: number;
  accu: number;
  targetAgi: number;
  /** Grappling: the grappler's AGI gives +1/+2/+3 at 4/5/6. */
  grappling?: { agi: number };
  hold?: HoldSide;
}

/**
 * 3c. Weaponless combat: as weapon combat with the fighting skill, never a moving modifier; grappling adds the
 * grappler's AGI modifier; a hold adds its strength (3e). Dice: one 2d6.
 */
export function weaponlessCombat(dice: Dice, input: WeaponlessInput): UnderRoll {
  const mods = weaponCombatModifiers({ level: input.level, accu: input.accu, targetAgi: input.targetAgi }).map(
    (m): Modifier => ({ ...m, rule: SECTION.weaponless }),
  );
  if (input.grappling) {
    checkAgi(input.grappling.agi, "The grappler's");
    const g = GRAPPLING_AGI_MODIFIERS.find((r) => r.agi === input.grappling!.agi)?.modifier ?? 0;
    if (g) mods.push(modifier(`Grappling, AGI ${input.grappling.agi}`, g, SECTION.weaponless));
  }
  mods.push(...holdModifiers(input.hold));
  return underRoll(dice, base(input.level, SECTION.weaponless), mods, input.grappling ? 'Grappling' : 'Weaponless combat', ['hit', 'miss']);
}

export interface BashSide {
  kind: VehicleKind;
  /** Driving skill level for the vehicle's kind (0: none). */
  level: number;
  driv: number;
}

/** 3d. The basher's modifiers (no dice). */
export function bashModifiers(basher: BashSide, victim: BashSide): Modifier[] {
  checkLevel(basher.level, "The basher's driving");
  checkLevel(victim.level, "The victim's driving");
  checkRange(basher.driv, 1, 12, "The basher's DRIV", SECTION.bashing);
  checkRange(victim.driv, 1, 12, "The victim's DRIV", SECTION.bashing);
  const out: Modifier[] = [];
  const add = (label: string, value: number) => value && out.push(modifier(label, value, SECTION.bashing));
  add(`Victim's driving skill level ${victim.level}`, victim.level * BASH_MODIFIERS.perVictimLevel);
  add(`Basher's level ${basher.level}: +1 each above 1`, aboveFirst(basher.level) * BASH_MODIFIERS.perBasherLevelAboveFirst);
  add(`DRIV ${basher.driv}`, drivBonus(basher.driv));
  add(`Opponent's DRIV ${victim.driv}`, -drivBonus(victim.driv));
  const pair = BASH_PAIRS.find((p) => p.basher === basher.kind && p.victim === victim.kind);
  if (pair) add(`${basher.kind[0]!.toUpperCase()}${basher.kind.slice(1)} bashing ${victim.kind}`, pair.modifier);
  return out;
}

/** 3d. The victim's nullify modifiers (no dice). */
export function nullifyModifiers(basher: BashSide, victim: BashSide): Modifier[] {
  const out: Modifier[] = [];
  const add = (label: string, value: number) => value && out.push(modifier(label, value, SECTION.bashing));
  add(`Bashed driver's level ${victim.level}: +1 each above 1`, aboveFirst(victim.level) * NULLIFY_MODIFIERS.perBashedLevelAboveFirst);
  add(`Basher's level ${basher.level}`, basher.level * NULLIFY_MODIFIERS.perBasherLevel);
  add(`DRIV ${victim.driv}`, drivBonus(victim.driv));
  add(`Opponent's DRIV ${basher.driv}`, -drivBonus(basher.driv));
  return out;
}

export interface BashResult {
  bash: UnderRoll;
  /** The victim's nullify roll: only when bashed and possessing the skill. */
  nullify: UnderRoll | null;
  /** Bashed and not nullified: damage as weapon damage, and the bashed car must roll to keep control. */
  bashed: boolean;
  text: string;
}

/**
 * 3d. Bashing: the basher needs the driving skill and 2d6 of 7 or less with the modifiers (contact is the board's);
 * the victim, if bashed and possessing skill, nullifies on 7 or less with his. Dice: the basher's 2d6, then the
 * victim's 2d6.
 */
export function bash(dice: Dice, input: { basher: BashSide; victim: BashSide }): BashResult {
  const mods = bashModifiers(input.basher, input.victim);
  if (input.basher.level < 1) throw new HexRpgRuleError('To bash, a character must have the appropriate driving skill', SECTION.bashing);
  const b = underRoll(dice, modifier('Bash: 7 or less', TO_HIT.withSkill, SECTION.bashing), mods, 'Bash', ['bashes', 'fails to bash']);
  if (!b.success) return { bash: b, nullify: null, bashed: false, text: b.text };
  if (input.victim.level < 1) return { bash: b, nullify: null, bashed: true, text: `${b.text}; the victim has no skill to nullify` };
  const n = underRoll(
    dice,
    modifier('Nullify: 7 or less', TO_HIT.withSkill, SECTION.bashing),
    nullifyModifiers(input.basher, input.victim),
    'Nullify the bash',
    ['nullified', 'not nullified'],
  );
  return { bash: b, nullify: n, bashed: !n.success, text: `${b.text}; ${n.text}` };
}

export interface VehicleWeaponInput {
  /** The firing driver's driving level and the target driver's (0 for a person on foot or none). */
  firingLevel: number;
  targetDriverLevel?: number;
  targetAgi: number;
  from: Position;
  target: TargetKind;
}

/** 3d. Weapon Usage modifiers (no dice). */
export function vehicleWeaponModifiers(i: VehicleWeaponInput): Modifier[] {
  checkLevel(i.firingLevel, "The firing driver's");
  const tl = i.targetDriverLevel ?? 0;
  checkLevel(tl, "The target driver's");
  checkAgi(i.targetAgi, "The target's");
  const S = SECTION.weaponUsage;
  const out: Modifier[] = [];
  const add = (label: string, value: number) => value && out.push(modifier(label, value, S));
  add(`Firing driver level ${i.firingLevel}`, i.firingLevel * WEAPON_USAGE_MODIFIERS.perFiringDriverLevel);
  add(`Target driver level ${tl}`, tl * WEAPON_USAGE_MODIFIERS.perTargetDriverLevel);
  add(`AGI of target ${i.targetAgi}`, WEAPON_USAGE_MODIFIERS.targetAgi.find((r) => r.agi === i.targetAgi)?.modifier ?? 0);
  const cell = POSITION_TARGET.find((r) => r.from === i.from && r.target === i.target)!;
  add(`Shot from ${i.from} position at a ${i.target}`, cell.modifier);
  return out;
}

/** 3d. Weapon Usage: a vehicle's weapon hits on 7 or less on 2d6 with the modifiers. Dice: one 2d6. */
export function vehicleWeapon(dice: Dice, input: VehicleWeaponInput): UnderRoll {
  return underRoll(dice, modifier('Vehicle weapon: 7 or less', TO_HIT.withSkill, SECTION.weaponUsage), vehicleWeaponModifiers(input), 'Vehicle weapon', [
    'hit',
    'miss',
  ]);
}
