import type { Dice, RollRecord } from '../../dice';
import { DirtyWheelsRuleError, type Modifier, modifier, SECTION, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
import { type AttackRolls, rollAttacks } from './attack';
import { inchesText, measured } from './movement';

const GUNNER_REACH = 3;
const GUNNER_TIRES_ON = 4;
const GUNNER_DRIVER_ON = 6;
const GUNNER_TIRE_SPEED_LOSS = 2;

export interface GunnerResult {
  aimedAt: 'tires' | 'driver';
  roll: RollRecord;
  hit: boolean;
  /** Inches of speed the target loses (tires), not damage against structure (gaps.md #24). */
  speedLoss: number;
  destroysCar: boolean;
  rule: string;
}

/** Gunner: within 3" of an enemy car, a plain d6 (no aim, gaps.md #24): tires on 4+ (-2" speed), driver on 6+ (destroyed). */
export function gunner(dice: Dice, input: { car: string; target: string; aimAt: 'tires' | 'driver'; distance: number }): GunnerResult {
  if (input.distance > GUNNER_REACH)
    throw new DirtyWheelsRuleError(`The gunner fires only within ${GUNNER_REACH}" of an enemy car; it is ${input.distance}"`, SECTION.upgrades);
  const need = input.aimAt === 'tires' ? GUNNER_TIRES_ON : GUNNER_DRIVER_ON;
  const roll = dice.roll('1d6', `${input.car}'s gunner fires at ${input.target}'s ${input.aimAt} (hits on ${need}+)`);
  const hit = roll.value >= need;
  dice.decide(roll, hit ? (input.aimAt === 'tires' ? 'tires hit: -2" speed' : 'driver hit: car destroyed') : 'missed');
  return {
    aimedAt: input.aimAt,
    roll,
    hit,
    speedLoss: hit && input.aimAt === 'tires' ? GUNNER_TIRE_SPEED_LOSS : 0,
    destroysCar: hit && input.aimAt === 'driver',
    rule: withGap(SECTION.upgrades, 24),
  };
}

export interface PipeBombResult {
  d3: RollRecord;
  perTarget: { target: string; attack: AttackRolls }[];
  rule: string;
}

/**
 * Pipe bombs: "D3 attacks with 1 strength against each car behind it within 6"": one D3 for the number, that many
 * attacks against each such car, at most one damage each; aim per the pipeBombAim house rule (gaps.md #23).
 */
export function pipeBombs(
  dice: Dice,
  input: { car: string; aim: readonly Modifier[]; targets: readonly { id: string; armour: number }[] },
  settings: DirtyWheelsSettings,
): PipeBombResult {
  const d3 = dice.roll('1d3', `${input.car}: pipe bombs, number of attacks`);
  dice.decide(d3, `${d3.value} attacks against each car behind within 6"`);
  const aim = settings.pipeBombAim === 'driver-aim' ? [...input.aim] : [];
  const perTarget = input.targets.map((t) => ({
    target: t.id,
    attack: rollAttacks(
      dice,
      d3.value,
      aim,
      [modifier(`${t.id}'s armour`, t.armour, SECTION.upgrades)],
      [modifier('Pipe bombs strength', 1, SECTION.upgrades)],
      `${input.car}'s pipe bombs against ${t.id}`,
    ),
  }));
  return { d3, perTarget, rule: withGap(SECTION.upgrades, 23) };
}

const HARPOON_HITS_ON = 3;

/** Harpoon: once per game, hits on a 3+ (a plain d6, gaps.md #25) for 1 damage, and the two are tethered. */
export function harpoon(
  dice: Dice,
  input: { car: string; target: string; alreadyFired: boolean },
): { roll: RollRecord; hit: boolean; damage: 0 | 1; rule: string } {
  if (input.alreadyFired) throw new DirtyWheelsRuleError(`${input.car}'s harpoon "can be fired once per game"`, SECTION.upgrades);
  const roll = dice.roll('1d6', `${input.car} fires the harpoon at ${input.target} (hits on ${HARPOON_HITS_ON}+)`);
  const hit = roll.value >= HARPOON_HITS_ON;
  dice.decide(roll, hit ? 'hit: 1 damage, tethered' : 'missed');
  return { roll, hit, damage: hit ? 1 : 0, rule: withGap(SECTION.upgrades, 25) };
}

/** Experimental engine: a boost of D3+3", then a d6: 1 damage on a 4+ (gaps.md #26). */
export function experimentalEngine(dice: Dice, car: string): { boost: RollRecord; inches: number; damageRoll: RollRecord; damage: 0 | 1; rule: string } {
  const boost = dice.roll('1d3+3', `${car}: Experimental engine boost (D3+3")`);
  dice.decide(boost, `+${boost.value}"`);
  const damageRoll = dice.roll('1d6', `${car}: Experimental engine, damage on a 4+`);
  const damage = damageRoll.value >= 4 ? 1 : 0;
  dice.decide(damageRoll, damage ? '1 damage' : 'no damage');
  return { boost, inches: boost.value, damageRoll, damage, rule: withGap(SECTION.upgrades, 26) };
}

/**
 * Harpoon tether: "If you move past this distance, any remaining movement is halved, but you drag the other thing
 * along with you": both move on by half of what was left; fractions of an inch per the house rule (gaps.md #37).
 */
export function harpoonDrag(remaining: number, settings: Pick<DirtyWheelsSettings, 'movementFractions'>): { inches: number; text: string; rule: string } {
  if (!Number.isFinite(remaining) || remaining < 0)
    throw new RangeError(`The remaining movement is a number of inches of 0 or more, not ${remaining} (${SECTION.upgrades}).`);
  const inches = measured(remaining / 2, settings);
  return { inches, text: `Moves on ${inchesText(inches)}, dragging the other along (half of ${inchesText(remaining)})`, rule: withGap(SECTION.upgrades, 37) };
}
