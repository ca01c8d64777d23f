/**
 * One round fired at a vehicle, whole: the Firing sequence (check to hit, damage less range), the damage applied to
 * the aimed block and carried inside, then the rolls it calls for: the fuel tank (Flame, Shell, Rocket) and the ammo
 * detonation of each missile weapon counter a shell or rocket hit (Rocket). Dice in that order.
 */
import type { Dice } from '../../dice';
import type { CardType } from '../cards';
import type { BattlecarsSettings } from '../settings';
import { type DamageResult, applyDamage } from './damage';
import { type DetonationResult, type ExplosionRoll, type FuelTankCheck, ammoDetonation, fuelTankCheck, fuelTankExplosion } from './explosion';
import { type FireInput, type FireResult, fire, roundAt } from './fire';
import { type ArmourBlock, blockSection, type VehicleState } from './state';

export interface ShotInput extends Omit<FireInput, 'target'> {
  /** The target vehicle's card and state, and the block aimed at ("specify the area of the section"). */
  card: CardType;
  state: VehicleState;
  block: ArmourBlock;
}

export interface ShotResult {
  fire: FireResult;
  /** Null on a miss. */
  damage: DamageResult | null;
  fuelTank: { check: FuelTankCheck; roll: ExplosionRoll | null } | null;
  detonation: DetonationResult | null;
  /** The vehicle after all of it (the tank explosion destroys the vehicle and kills the driver: `destroyed`). */
  state: VehicleState;
  destroyed: boolean;
}

/** Fire one round at a vehicle and resolve everything it does. */
export function shootVehicle(dice: Dice, input: ShotInput, settings: Pick<BattlecarsSettings, 'podCounterHit' | 'fuelTankDamage'>): ShotResult {
  const shot = fire(dice, roundAt(input, input.card.kind));
  if (!shot.damage) return { fire: shot, damage: null, fuelTank: null, detonation: null, state: input.state, destroyed: false };
  const damage = applyDamage(dice, { card: input.card, state: input.state, block: input.block, amount: shot.damage.damage }, settings);
  let fuelTank: ShotResult['fuelTank'] = null;
  let detonation: DetonationResult | null = null;
  if ('weapon' in input.firearm) {
    const weapon = input.firearm.weapon;
    const check = fuelTankCheck(
      { card: input.card, before: input.state, after: damage.state, weapon, section: blockSection(input.block), tankHit: damage.fuelTank !== null },
      settings,
    );
    fuelTank = { check, roll: check.due ? fuelTankExplosion(dice, check.parts) : null };
    detonation = ammoDetonation(dice, { card: input.card, state: input.state, weapon, countersHit: damage.missileCountersHit });
  }
  return { fire: shot, damage, fuelTank, detonation, state: damage.state, destroyed: fuelTank?.roll?.explodes === true };
}
