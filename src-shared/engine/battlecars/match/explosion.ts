/**
 * Flame and Rocket: the fuel tank explosion and the ammo detonation rolls.
 *
 * Flame: "If flame hits any part of the relevant section of a vehicle (or any part of a bike) with a damaged Fuel Tank
 * and no working Fire Extinguisher, or if a previously undamaged Fuel Tank is hit by flame, roll d8 (+1 for every
 * point of damage to the Fuel Tank). On a 7+, the tank explodes, destroying the vehicle and killing the driver."
 * Shell and Rocket: "Treat as flame when hitting a damaged Fuel Tank, but deduct 2 … If a Shell or Rocket hits the
 * Fuel Tank of a vehicle with no working Fire Extinguisher, proceed as for flame above, but with -2 on the roll"
 * (gaps.md #24). "If a Shell or Rocket hits a Missile Weapon Counter in a Turret or Weapon Pod of a vehicle with no
 * working Gunnery Computer, roll d8 for each round affected: 7+ and the ammo detonates."
 */
import type { Dice, RollRecord } from '../../dice';
import { type CardType, componentById, componentsOf, withMounts } from '../cards';
import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { EXPLOSION, type Section } from '../tables/damage';
import type { WeaponName } from '../tables/weapons';
import { damageOn, type VehicleState, working } from './state';

export interface FuelTankCheckInput {
  card: CardType;
  /** The vehicle before the hit, and after its damage was applied. */
  before: VehicleState;
  after: VehicleState;
  weapon: WeaponName;
  /** The section the shot hit (Flame: "any part of the relevant section"). */
  section: Section;
  /** The hit's damage reached the fuel tank itself (through the hit-location table). */
  tankHit: boolean;
}

export interface FuelTankCheck {
  /** A roll is due. */
  due: boolean;
  why: string;
  /** What the d8 adds: +1 per point of tank damage, -2 for a shell or rocket. */
  parts: Modifier[];
  rule: string;
}

/** Whether a hit calls for the fuel tank roll, and its modifiers. */
export function fuelTankCheck(input: FuelTankCheckInput, settings: Pick<BattlecarsSettings, 'fuelTankDamage'>): FuelTankCheck {
  const { card, before, after, weapon } = input;
  const tank = componentsOf(card, 'fuelTank')[0];
  const none = (why: string, rule: string): FuelTankCheck => ({ due: false, why, parts: [], rule });
  if (!tank) return none(`${card.name} has no fuel tank`, withGap(SECTION.cards, 4));
  if (weapon !== 'Flame' && weapon !== 'Shell' && weapon !== 'Rocket') return none(`${weapon} does not set off a fuel tank`, SECTION.weapons);
  const damagedBefore = damageOn(before, tank.id) > 0;
  const extinguisher = working(card, before, 'fireExtinguisher');
  let why: string | null = null;
  let rule: string = SECTION.flame;
  if (weapon === 'Flame') {
    const inSection = card.kind === 'bike' || tank.section === input.section;
    if (inSection && damagedBefore && !extinguisher)
      why = `flame hit the ${card.kind === 'bike' ? 'bike' : `${input.section} section`}, whose Fuel Tank is damaged, with no working Fire Extinguisher`;
    else if (!damagedBefore && input.tankHit) why = 'flame hit a previously undamaged Fuel Tank';
  } else {
    rule = withGap(SECTION.rocket, 24);
    if (input.tankHit && damagedBefore) why = `a ${weapon.toLowerCase()} hit a damaged Fuel Tank`;
    else if (input.tankHit && !extinguisher) why = `a ${weapon.toLowerCase()} hit the Fuel Tank with no working Fire Extinguisher`;
  }
  if (!why) return none(`no fuel tank roll: the ${weapon.toLowerCase()} did not reach the tank as the rule asks`, rule);
  const counted = settings.fuelTankDamage === 'after-hit' ? damageOn(after, tank.id) : damageOn(before, tank.id);
  const parts = [modifier('+1 per point of damage to the Fuel Tank', counted * EXPLOSION.perTankDamage, withGap(SECTION.flame, 15))];
  if (weapon !== 'Flame') parts.push(modifier(`${weapon}: -2`, EXPLOSION.shellOrRocket, SECTION.rocket));
  return { due: true, why, parts, rule };
}

export interface ExplosionRoll {
  roll: RollRecord;
  parts: Modifier[];
  score: number;
  explodes: boolean;
  text: string;
}

/** The fuel tank roll: d8 plus the check's modifiers; on 7+ the tank explodes, destroying the vehicle and killing the driver. */
export function fuelTankExplosion(dice: Dice, parts: readonly Modifier[]): ExplosionRoll {
  // The purpose names the modifiers' sum: the odds class every roll of one purpose by what each face decides.
  const mod = sumModifiers(parts);
  const roll = dice.roll('1d8', `fuel tank explosion (d8${mod < 0 ? mod : `+${mod}`}, 7+ explodes)`);
  const all = [modifier('d8', roll.value, SECTION.flame), ...parts];
  const score = sumModifiers(all);
  const explodes = score >= EXPLOSION.fuelTankExplodesOn;
  dice.decide(roll, explodes ? 'the tank explodes' : 'no explosion');
  return {
    roll,
    parts: all,
    score,
    explodes,
    text: `${score}: ${explodes ? 'the tank explodes, destroying the vehicle and killing the driver' : 'no explosion'}`,
  };
}

/** Where a detonating round fires off: a pod at 90º to its side or end, a turret's on a d8 (gaps.md #25). */
export const TURRET_DIRECTIONS = ['front', 'front right', 'right', 'rear right', 'rear', 'rear left', 'left', 'front left'] as const;

export interface DetonationRoll {
  mount: string;
  weapon: WeaponName;
  roll: RollRecord;
  detonates: boolean;
  /** Where the round fires off, when it detonates. */
  direction: string | null;
  directionRoll: RollRecord | null;
}

export interface DetonationResult {
  /** False: no roll (the weapon was not a shell or rocket, or the vehicle has a working Gunnery Computer). */
  rolled: boolean;
  why: string;
  rounds: DetonationRoll[];
  rule: string;
}

/** A shell or rocket that hit missile weapon counters: a d8 per round affected, 7+ detonates. */
export function ammoDetonation(
  dice: Dice,
  input: { card: CardType; state: VehicleState; weapon: WeaponName; countersHit: readonly { mount: string; weapon: WeaponName }[] },
): DetonationResult {
  const rule = withGap(SECTION.rocket, 22);
  if (input.weapon !== 'Shell' && input.weapon !== 'Rocket')
    return { rolled: false, why: `only a shell or rocket sets off ammo, not ${input.weapon}`, rounds: [], rule };
  if (working(input.card, input.state, 'gunneryComputer')) return { rolled: false, why: 'the vehicle has a working Gunnery Computer', rounds: [], rule };
  if (input.countersHit.length === 0) return { rolled: false, why: 'no missile weapon counter was hit', rounds: [], rule };
  const mounts = withMounts(input.card);
  const rounds = input.countersHit.map(({ mount, weapon }): DetonationRoll => {
    const roll = dice.roll('1d8', `ammo detonation: ${weapon} in the ${componentById(input.card, mount).label} (7+ detonates)`);
    const detonates = roll.value >= EXPLOSION.ammoDetonatesOn;
    dice.decide(roll, detonates ? 'detonates' : 'does not detonate');
    if (!detonates) return { mount, weapon, roll, detonates, direction: null, directionRoll: null };
    const m = mounts.get(mount)!;
    if (m.kind === 'pod') return { mount, weapon, roll, detonates, direction: `${m.facing} (90º to the pod's side or end)`, directionRoll: null };
    const directionRoll = dice.roll('1d8', `ammo detonation: direction of the ${weapon} from the ${m.label}`);
    const direction = TURRET_DIRECTIONS[directionRoll.value - 1]!;
    dice.decide(directionRoll, direction);
    return { mount, weapon, roll, detonates, direction, directionRoll };
  });
  return { rolled: true, why: `a ${input.weapon.toLowerCase()} hit ${rounds.length} missile weapon counter${rounds.length > 1 ? 's' : ''}`, rounds, rule };
}
