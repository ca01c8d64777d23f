import type { Dice, RollRecord } from '../../dice';
import type { DerivedWeapon } from '../derive';
import { DirtyWheelsRuleError, type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
import { TERRAIN_TABLE } from '../tables/play';
import { type AttackRolls, rollAttacks } from './attack';

export interface ShotInput {
  shooter: string;
  target: string;
  weapon: DerivedWeapon;
  /** The driver's aim and the car's (shootingAim: stat, Targeting system, Sniper's +1). */
  aim: readonly Modifier[];
  /** The target's current armour (derived, Extra armour included). */
  targetArmour: number;
  /** Distance to the target in inches, measured at the table. */
  distance: number;
  /** The target is "directly in front of the car" (only matters to a fixed weapon). */
  targetInFront: boolean;
  sniper?: boolean;
  triggerHappy?: boolean;
  /** This is the trigger-happy driver's additional shooting this turn. */
  extraShot?: boolean;
  /** The shooter is on bumpy terrain (gaps.md #33). */
  bumpy?: boolean;
  /** The shooter faces the front of a car with Bright lights. */
  facingBrightLights?: boolean;
}

export interface ShotResult {
  shooter: string;
  target: string;
  weapon: string;
  automatic: boolean;
  /** The 2D6/3D6 roll for the number of attacks, when the weapon rolls it. */
  attacksRoll: RollRecord | null;
  attackCount: { value: number; parts: Modifier[] };
  attack: AttackRolls | null;
  damage: 0 | 1;
  rule: string;
}

function aimModifiers(input: ShotInput, settings: DirtyWheelsSettings): Modifier[] {
  const mods = [...input.aim];
  const bumpy = TERRAIN_TABLE.find((t) => t.name === 'Bumpy terrain')!;
  if (input.triggerHappy && (input.extraShot || settings.triggerHappyPenalty === 'all-shots'))
    mods.push(modifier('Trigger happy', -1, withGap(SECTION.traits, 21)));
  if (input.bumpy) mods.push(modifier('Bumpy terrain', bumpy.aim, withGap(SECTION.terrain, 33)));
  if (input.facingBrightLights) mods.push(modifier('Bright lights', -1, SECTION.upgrades));
  return mods;
}

/**
 * Shooting: pick a target in range and sight (a fixed weapon only directly in front), roll a die per attack adding
 * aim, and deal one damage if any total exceeds armour less strength. The Flamethrower deals its 1 damage without a
 * roll. 2D6/3D6 weapons roll their number of attacks first; Sniper takes one off, never below 0 (gaps.md #22).
 */
export function shoot(dice: Dice, input: ShotInput, settings: DirtyWheelsSettings): ShotResult {
  const { weapon } = input;
  if (input.distance > weapon.range)
    throw new DirtyWheelsRuleError(`The ${weapon.weapon} reaches ${weapon.range}"; the target is ${input.distance}" away`, withGap(SECTION.shooting, 6));
  if (weapon.mount === 'fixed' && !input.targetInFront)
    throw new DirtyWheelsRuleError(`Fixed weapons may only be fired at targets directly in front of the car`, SECTION.shooting);
  const base = { shooter: input.shooter, target: input.target, weapon: weapon.weapon, rule: weapon.rule };
  if (weapon.attacks.kind === 'automatic' || weapon.strength === null)
    return { ...base, automatic: true, attacksRoll: null, attackCount: { value: 0, parts: [] }, attack: null, damage: 1 };
  let attacksRoll: RollRecord | null = null;
  const parts: Modifier[] = [];
  if (weapon.attacks.kind === 'rolled') {
    attacksRoll = dice.roll(weapon.attacks.notation, `${input.shooter}: ${weapon.weapon} number of attacks`);
    dice.decide(attacksRoll, `${attacksRoll.value} attacks`);
    parts.push(modifier(`${weapon.weapon} attacks (${weapon.attacksText})`, attacksRoll.value, weapon.rule));
  } else parts.push(modifier(`${weapon.weapon} attacks`, weapon.attacks.count, weapon.rule));
  if (input.sniper) parts.push(modifier('Sniper: 1 less shot', -1, withGap(SECTION.traits, 22)));
  const count = Math.max(0, sumModifiers(parts));
  const attack = rollAttacks(
    dice,
    count,
    aimModifiers(input, settings),
    [modifier(`${input.target}'s armour`, input.targetArmour, SECTION.shooting)],
    weapon.strength.parts,
    `${input.shooter} shoots ${input.target} with the ${weapon.weapon}`,
  );
  return { ...base, automatic: false, attacksRoll, attackCount: { value: count, parts }, attack, damage: attack.damage };
}
