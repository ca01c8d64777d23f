/**
 * The to-hit roll: 1d20 plus every modifier that applies, each with its section, against the league's target number
 * (gaps.md #1); then a shot's effects on the target. Reaction fire is the same roll with its -2, and the gunner uses
 * the same modifiers. Dice: the 1d20 to hit, then (on a hit at the body) one 1d20 per internal point.
 */
import type { Dice, RollRecord } from '../../dice';
import type { CarDesign } from '../design';
import { type Modifier, modifier, RaceCombatRuleError, SECTION, sumModifiers, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { rangeInches, targetGearRow, type ToHitSituation, toHitRow } from '../tables/combat';
import { type Facing, type WeaponName, weaponRow } from '../tables/weapons';
import { type Aim, applyHit, type HitResult } from './damage';
import { type CarState, gunnerAlive } from './state';

export type Weather = 'dry' | 'changeable' | 'temporary-rain' | 'rain';

export interface ToHitInput {
  weapon: WeaponName;
  /** The target's gear, 1 to 6 (Target is in: 1st +1, 4th -1, 5th -2, 6th -3). */
  targetGear: number;
  /** Centre to centre, in inches (more than 0). Past the weapon's range the target cannot be hit. */
  rangeInches: number;
  /** The target is in an adjoining square: +2. */
  adjoining?: boolean;
  /** The firer is in a corner, or just left one that movement: -2. */
  firerCorner?: boolean;
  /** The firer has manoeuvred or sideslipped: -1. */
  firerManoeuvred?: boolean;
  /** dry (none); changeable (lasers -1); temporary-rain (-1, lasers -1 more); rain (-2, lasers -1 more) (gaps.md #8). */
  weather?: Weather;
  /** Squares of smoke the combat passes through: -2 each. */
  smokeSquares?: number;
  /** Fired out of the firer's turn: -2. */
  reaction?: boolean;
  /** The one firing (driver or gunner) has a targeting computer: + the league's bonus (gaps.md #3, #14). */
  targetingComputer?: boolean;
}

export interface ToHitResult {
  weapon: WeaponName;
  roll: RollRecord;
  /** The d20, then every modifier, each with its section. */
  parts: Modifier[];
  total: number;
  target: number;
  hit: boolean;
  text: string;
}

const GEARS = [1, 2, 3, 4, 5, 6];
export function checkGear(gear: number, whose: string): void {
  if (!GEARS.includes(gear)) throw new RaceCombatRuleError(`${whose} gear is 1st to 6th, not ${gear}`, withGap(SECTION.missing, 4));
}

/** Every modifier of a shot, in the printed order (no dice). */
export function toHitModifiers(input: ToHitInput, settings: Pick<RacecombatSettings, 'targetingComputerBonus' | 'weaponRange'>): Modifier[] {
  const w = weaponRow(input.weapon);
  checkGear(input.targetGear, "The target's");
  const reach = rangeInches(settings.weaponRange[input.weapon]);
  if (!(input.rangeInches > 0)) throw new RaceCombatRuleError(`A range is more than 0 inches, not ${input.rangeInches}`, SECTION.range);
  if (input.rangeInches > reach)
    throw new RaceCombatRuleError(
      `The target is ${input.rangeInches} inches away, past the ${w.label}'s ${reach} inches: if the target doesn't fall in the weapon's range, then it cannot be hit`,
      withGap(SECTION.range, 7),
    );
  const smoke = input.smokeSquares ?? 0;
  if (!Number.isInteger(smoke) || smoke < 0) throw new RaceCombatRuleError(`Squares of smoke are a whole number of 0 or more, not ${smoke}`, SECTION.toHit);
  const parts: Modifier[] = [];
  const add = (s: ToHitSituation, times = 1) => {
    const r = toHitRow(s);
    parts.push(modifier(times > 1 ? `${r.text} (${times} squares)` : r.text, r.value * times, r.section));
  };
  const gear = targetGearRow(input.targetGear);
  if (gear) parts.push(modifier(`Target is in ${gear.text}`, gear.value, gear.section));
  if (input.rangeInches > 8) add('range9to12');
  if (input.adjoining) add('adjoining');
  if (input.targetingComputer && settings.targetingComputerBonus)
    parts.push(modifier('Targeting computer (Special Aim)', settings.targetingComputerBonus, withGap(SECTION.toHit, 3)));
  if (input.firerCorner) add('firerCorner');
  if (input.firerManoeuvred) add('firerManoeuvred');
  const weather = input.weather ?? 'dry';
  if (weather === 'temporary-rain') add('temporaryRain');
  if (weather === 'rain') add('rain');
  if (w.laser && (weather === 'changeable' || weather === 'temporary-rain')) add('laserChangeable');
  if (w.laser && weather === 'rain') add('laserRain');
  if (smoke) add('smokeSquare', smoke);
  if (input.reaction) add('reactionFire');
  return parts;
}

/** The to-hit roll: 1d20 + modifiers ≥ the league's target number (10 by default) hits. */
export function toHit(
  dice: Dice,
  input: ToHitInput,
  settings: Pick<RacecombatSettings, 'toHitTarget' | 'targetingComputerBonus' | 'weaponRange'>,
): ToHitResult {
  const mods = toHitModifiers(input, settings);
  const w = weaponRow(input.weapon);
  const roll = dice.roll('1d20', `${w.label}: to hit (${settings.toHitTarget}+)${input.reaction ? ', reaction fire' : ''}`);
  const parts = [modifier('1d20', roll.value, SECTION.toHit), ...mods];
  const total = sumModifiers(parts);
  const target = settings.toHitTarget;
  const hit = total >= target;
  dice.decide(roll, hit ? 'hit' : 'miss');
  return { weapon: input.weapon, roll, parts, total, target, hit, text: `${w.label}: ${total} against ${target}+: ${hit ? 'hit' : 'miss'}` };
}

export interface ShotInput extends ToHitInput {
  /** The target car and its card. */
  design: CarDesign;
  state: CarState;
  /** Tyres, turret or body (no target specified: the body). */
  aim?: Aim;
}

export interface ShotResult {
  toHit: ToHitResult;
  /** Null on a miss. */
  hit: HitResult | null;
  state: CarState;
}

/** A shot at a car: to hit, then on a hit the weapon's damage on the aimed part. */
export function shoot(
  dice: Dice,
  input: ShotInput,
  settings: Pick<RacecombatSettings, 'toHitTarget' | 'targetingComputerBonus' | 'weaponRange' | 'fuelHit'>,
): ShotResult {
  if (input.aim === 'turret' && input.state.turretArmour === null)
    throw new RaceCombatRuleError(`${input.design.name} has no turret to aim at`, SECTION.turret);
  const th = toHit(dice, input, settings);
  if (!th.hit) return { toHit: th, hit: null, state: input.state };
  const hit = applyHit(dice, { design: input.design, state: input.state, aim: input.aim, damage: weaponRow(input.weapon).damage }, settings);
  return { toHit: th, hit, state: hit.state };
}

/**
 * Fire arcs: a weapon fires into the arc it is mounted in (front, left, right or rear of the counter's four triangles);
 * "Turrets, of course, have a full 360 degree arc of fire until the weapons in it are destroyed."
 */
export function arcCovers(design: CarDesign, state: CarState, weaponId: string, targetArc: Facing): boolean {
  const mount = design.weapons.find((w) => w.id === weaponId);
  if (!mount) throw new RaceCombatRuleError(`${design.name} has no weapon “${weaponId}”`, SECTION.arcs);
  if (!state.weapons.includes(weaponId)) return false;
  return mount.mount === 'turret' ? state.turretArmour !== null : mount.mount === targetArc;
}

/** What the firer has done this turn, for the limits on firing. */
export interface FiringTurn {
  /** Who fires: the driver, or the gunner. */
  by: 'driver' | 'gunner';
  weaponId: string;
  /** Weapon ids already fired this turn, and who has fired. */
  weaponsFired?: readonly string[];
  peopleFired?: readonly ('driver' | 'gunner')[];
  /** The firer spun and has not moved off since. */
  spun?: boolean;
  /** The target is in the weapon's arc (a turret's is 360°). */
  inArc: boolean;
  /** The ruler stays on the circuit. */
  lineOfSight: boolean;
  /** Reaction fire: out of the firer's turn. */
  reaction?: boolean;
  /** Reaction fire: the target has moved at least one square or performed an action. */
  targetMovedOrActed?: boolean;
  /** The firer used reaction fire and this is its next scheduled movement. */
  reactedLastTime?: boolean;
}

/** Every reason the shot may not be fired, each with its section (empty: it may). */
export function firingProblems(design: CarDesign, state: CarState, t: FiringTurn): { message: string; rule: string }[] {
  const out: { message: string; rule: string }[] = [];
  const add = (message: string, rule: string) => out.push({ message, rule });
  const mount = design.weapons.find((w) => w.id === t.weaponId);
  if (!mount) add(`${design.name} has no weapon “${t.weaponId}” to fire`, SECTION.combat);
  else if (!state.weapons.includes(t.weaponId)) add(`${design.name}'s ${weaponRow(mount.weapon).label} is destroyed`, SECTION.damageEffects);
  else if ((state.ammunition[t.weaponId] ?? 0) < 1) add('The weapon has to have some ammunition left', SECTION.combat);
  if (t.by === 'gunner' && !gunnerAlive(design, state)) add(`${design.name} has no living gunner`, SECTION.gunners);
  if (t.weaponsFired?.includes(t.weaponId)) add('A given weapon (or linked set) may fire once per turn', SECTION.combat);
  if (t.peopleFired?.includes(t.by)) add('A given person may fire once per turn', SECTION.combat);
  if (t.spun) add('If a car spins then it may not conduct combat and may not use Reaction fire until it has moved off', SECTION.combat);
  if (!t.inArc) add('The target has to be in the arc of fire of the weapon', SECTION.arcs);
  if (!t.lineOfSight) add('If the ruler would leave the circuit, there is no line of sight', SECTION.combat);
  if (t.reaction && !t.targetMovedOrActed)
    add('A vehicle may only use Reaction Fire if the target vehicle has moved at least one square or performed an action', SECTION.reaction);
  if (!t.reaction && t.reactedLastTime && !design.gunner)
    add('If a vehicle uses Reaction Fire, then they may not fire in their next scheduled movement, unless they have a gunner', SECTION.reaction);
  return out;
}
