/**
 * The driver, pedestrians and speed counters: "A driver is dead after three points of damage"; "A Driver can only leave
 * a vehicle when the Speed is 0"; commandeering; cover; and the speed counters' house rules (gaps.md #2).
 */
import { BattlecarsRuleError, SECTION, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { DRIVER_DEATH_DAMAGE, PEDESTRIAN_MAX_SPEED } from '../tables/damage';

export interface Verdict {
  allowed: boolean;
  why: string;
  rule: string;
}

/** The driver's damage after more is taken: dead at 3; on the next move a skid with the speed as the SD. */
export function driverDamage(before: number, add: number): { damage: number; dead: boolean; text: string; rule: string } {
  const damage = Math.min(DRIVER_DEATH_DAMAGE, before + Math.max(0, add));
  const dead = damage >= DRIVER_DEATH_DAMAGE;
  return {
    damage,
    dead,
    text: dead ? 'the driver is dead: skid at once with the speed as the SD; speed 0 after it' : `${damage} of ${DRIVER_DEATH_DAMAGE}`,
    rule: SECTION.driver,
  };
}

/** "A Driver can only leave a vehicle when the Speed is 0." */
export function canBailOut(speed: number): Verdict {
  return speed === 0
    ? { allowed: true, why: 'the vehicle is at speed 0; hits already taken stay with the pedestrian', rule: SECTION.pedestrians }
    : { allowed: false, why: `A Driver can only leave a vehicle when the Speed is 0; it is ${speed}.`, rule: SECTION.pedestrians };
}

/** "Pedestrians may commandeer any stationary vehicle capable of movement which has been vacated by its Driver, or whose Driver is dead." */
export function canCommandeer(input: { speed: number; capableOfMovement: boolean; driver: 'aboard' | 'vacated' | 'dead' }): Verdict {
  const rule = SECTION.pedestrians;
  if (input.speed !== 0) return { allowed: false, why: `Only a stationary vehicle may be commandeered; this one is at speed ${input.speed}.`, rule };
  if (!input.capableOfMovement)
    return {
      allowed: false,
      why: 'The vehicle is not capable of movement (a wreck): its weapons may still be fired by any occupant.',
      rule: withGap(rule, 20),
    };
  if (input.driver === 'aboard') return { allowed: false, why: 'Its Driver is aboard and alive.', rule };
  return { allowed: true, why: `its Driver is ${input.driver === 'dead' ? 'dead' : 'gone'}`, rule };
}

/** A speed counter: within the top speed and the acceleration and deceleration (gaps.md #2); a pedestrian moves 0 to 2. */
export function checkSpeed(
  input: { from: number; to: number; who: 'car' | 'bike' | 'pedestrian'; reverse?: boolean; wasReverse?: boolean },
  settings: Pick<BattlecarsSettings, 'maxSpeed' | 'acceleration' | 'deceleration'>,
): Verdict {
  const { from, to } = input;
  if (!Number.isInteger(to) || to < 0) return { allowed: false, why: `A speed is a whole number of 0 or more, not ${to}.`, rule: SECTION.turn };
  if (input.who === 'pedestrian')
    return to <= PEDESTRIAN_MAX_SPEED
      ? { allowed: true, why: 'a pedestrian has no acceleration restriction', rule: SECTION.pedestrians }
      : { allowed: false, why: `A Pedestrian has a maximum speed of ${PEDESTRIAN_MAX_SPEED}.`, rule: SECTION.pedestrians };
  if (input.reverse && input.who === 'bike') return { allowed: false, why: 'Bikes cannot reverse.', rule: SECTION.movement };
  if (!!input.reverse !== !!input.wasReverse && from !== 0 && to !== 0)
    return { allowed: false, why: 'A vehicle must have a speed of 0 before moving in the opposite direction.', rule: SECTION.movement };
  const rule = withGap(SECTION.turn, 2);
  if (to > settings.maxSpeed) return { allowed: false, why: `Speed ${to} is over the top speed of ${settings.maxSpeed}.`, rule };
  if (to - from > settings.acceleration)
    return { allowed: false, why: `From ${from} a vehicle accelerates by ${settings.acceleration} at most: ${to} is ${to - from} more.`, rule };
  if (from - to > settings.deceleration)
    return { allowed: false, why: `From ${from} a vehicle slows by ${settings.deceleration} at most: ${to} is ${from - to} less.`, rule };
  return { allowed: true, why: `${from} to ${to}`, rule };
}

/** Damage to terrain: markers until covered (2, 4, 8 or 16, gaps.md #9), then to a pedestrian taking cover there. */
export function coverDamage(input: { capacity: number; markers: number; amount: number }): { markers: number; toPedestrian: number; rule: string } {
  if (input.amount < 0 || input.markers < 0) throw new BattlecarsRuleError('Damage and markers are 0 or more', SECTION.terrain);
  const took = Math.min(input.amount, Math.max(0, input.capacity - input.markers));
  return { markers: input.markers + took, toPedestrian: input.amount - took, rule: withGap(SECTION.terrain, 9) };
}

/** The capacity of a piece of terrain (gaps.md #9). */
export function terrainCapacity(
  piece: 'tree' | 'wreck' | 'building',
  settings: Pick<BattlecarsSettings, 'terrainTree' | 'terrainWreck' | 'terrainBuilding'>,
): number {
  return piece === 'tree' ? settings.terrainTree : piece === 'wreck' ? settings.terrainWreck : settings.terrainBuilding;
}

/** "If a Pedestrian is run over by a vehicle he is automatically killed; the vehicle is unharmed." */
export const RUN_OVER = { pedestrianKilled: true, vehicleDamage: 0, rule: SECTION.pedestrians } as const;
