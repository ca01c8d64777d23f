/**
 * Crashing and ramming: "1. Determine the Relative Velocity (RV). 2. Locate the area of damage. 3. Determine damage."
 * Half damage to side and shunt rammers rounds down; the driver is stunned from RV 14; speeds go to 0; a bike slides
 * over and cannot fire until next turn.
 */
import type { Dice, RollRecord } from '../../dice';
import { BattlecarsRuleError, type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { type Collision, collisionRow, crashDamageRow } from '../tables/crash';
import { CRASH_OBSTRUCTION_DAMAGE, band, SIDE_DAMAGE } from '../tables/damage';
import { rollText } from '../tables/dice';
import { type ArmourBlock, sideBlock } from './state';

export interface RelativeVelocity {
  rv: number;
  parts: Modifier[];
  text: string;
}

/** The RV by collision: a crash the vehicle's speed, head-on the sum, a side ram the rammer's speed, a shunt the difference. */
export function relativeVelocity(collision: Collision, rammerSpeed: number, targetSpeed = 0): RelativeVelocity {
  for (const s of [rammerSpeed, targetSpeed])
    if (!Number.isInteger(s) || s < 0) throw new BattlecarsRuleError(`A speed is a whole number of 0 or more, not ${s}`, SECTION.crashing);
  const row = collisionRow(collision);
  let parts: Modifier[];
  if (collision === 'crash') parts = [modifier("Vehicle's speed", rammerSpeed, SECTION.crashing)];
  else if (collision === 'headOn')
    parts = [modifier("Rammer's speed", rammerSpeed, SECTION.crashing), modifier("Target's speed", targetSpeed, SECTION.crashing)];
  else if (collision === 'side') parts = [modifier("Rammer's speed", rammerSpeed, SECTION.crashing)];
  else {
    const [fast, slow] = rammerSpeed >= targetSpeed ? [rammerSpeed, targetSpeed] : [targetSpeed, rammerSpeed];
    parts = [modifier('Fastest speed', fast, SECTION.crashing), modifier('Slowest speed', -slow, SECTION.crashing)];
  }
  const rv = sumModifiers(parts);
  return { rv, parts, text: `${row.name}: RV ${rv} (${row.rv})` };
}

export interface CrashDamage {
  rv: number;
  roll: RollRecord;
  parts: Modifier[];
  /** Never below 0 (gaps.md #13). */
  damage: number;
  driverStunned: boolean;
  text: string;
}

/** The crash/ram damage table: the row's dice and modifier for the RV; "driver stunned" from 14. */
export function crashDamage(dice: Dice, rv: number, whose = 'collision'): CrashDamage {
  const row = crashDamageRow(rv);
  const roll = dice.roll(`${row.damage.d8}d8`, `${whose}: crash/ram damage at RV ${rv} (${rollText(row.damage)})`);
  const parts = [modifier(`${row.damage.d8}d8`, roll.value, SECTION.crashTable)];
  if (row.damage.mod) parts.push(modifier(`RV ${row.rv}${row.rv === 18 ? '+' : ''}: ${rollText(row.damage)}`, row.damage.mod, SECTION.crashTable));
  const damage = Math.max(0, sumModifiers(parts));
  dice.decide(roll, `${damage} damage${row.driverStunned ? ', driver stunned' : ''}`);
  return { rv, roll, parts, damage, driverStunned: row.driverStunned, text: `${damage} damage${row.driverStunned ? ', driver stunned' : ''}` };
}

export interface CollisionSide {
  /** Speed before the collision. */
  speed: number;
  bike?: boolean;
  /** Moving in reverse: a crash or head-on lands on its rear (gaps.md #18). */
  reversing?: boolean;
}

export interface CollisionInput {
  collision: Collision;
  /** The vehicle that crashes, or the rammer. */
  rammer: CollisionSide;
  /** The rammed vehicle (none for a crash). */
  target?: CollisionSide;
  /** A side ram: the target's side that is hit. */
  targetSide?: 'left' | 'right';
}

export interface VehicleOutcome {
  /** The block the damage lands on (gaps.md #18). */
  block: ArmourBlock;
  /** Full damage, or half rounded down. */
  damage: number;
  parts: Modifier[];
  driverStunned: boolean;
  speedAfter: 0;
  /** "If a bike, it has slid over and cannot fire until next turn." */
  slidesOver: boolean;
  /** Where the area, the shared roll and the stun come from (gaps.md #17, #18, #21). */
  rule: string;
}

export interface CollisionResult {
  rv: RelativeVelocity;
  rolls: CrashDamage[];
  rammer: VehicleOutcome | null;
  target: VehicleOutcome | null;
  /** Side ram: the side damage d8 for the target's section (gaps.md #3). */
  sideRoll: RollRecord | null;
  /** A crash: "The obstruction takes 1 point of damage." */
  obstructionDamage: number;
  text: string;
}

const end = (side: CollisionSide): ArmourBlock => (side.reversing ? 'rear' : 'front');

/** A crash or a ram: RV, area, damage, stun, speeds to 0. Dice: the damage roll(s), then a side ram's side d8. */
export function collide(dice: Dice, input: CollisionInput, settings: Pick<BattlecarsSettings, 'ramDamage'>): CollisionResult {
  const { collision } = input;
  if (collision !== 'crash' && !input.target) throw new BattlecarsRuleError('A ram names its target', SECTION.crashing);
  if (collision === 'side' && !input.targetSide) throw new BattlecarsRuleError('A side ram names the side of the target it hits', SECTION.crashing);
  const rv = relativeVelocity(collision, input.rammer.speed, input.target?.speed ?? 0);
  const none = (): CollisionResult => ({ rv, rolls: [], rammer: null, target: null, sideRoll: null, obstructionDamage: 0, text: `${rv.text}: no damage` });
  if (rv.rv < 1) return none();
  const row = collisionRow(collision);
  const rolls: CrashDamage[] = [];
  const first = crashDamage(dice, rv.rv, collision === 'crash' ? 'crash' : 'target');
  rolls.push(first);
  const outcome = (side: CollisionSide, block: ArmourBlock, roll: CrashDamage, share: 1 | 0.5): VehicleOutcome => {
    const parts = [modifier(`Damage at RV ${rv.rv}`, roll.damage, SECTION.crashTable)];
    if (share === 0.5) parts.push(modifier('Half damage, rounded down', Math.floor(roll.damage / 2) - roll.damage, SECTION.crashing));
    return {
      block,
      damage: sumModifiers(parts),
      parts,
      driverStunned: roll.driverStunned,
      speedAfter: 0,
      slidesOver: !!side.bike,
      rule: withGap(SECTION.crashing, 18),
    };
  };
  if (collision === 'crash') {
    const rammer = outcome(input.rammer, end(input.rammer), first, 1);
    return { rv, rolls, rammer, target: null, sideRoll: null, obstructionDamage: CRASH_OBSTRUCTION_DAMAGE, text: `${rv.text}: ${rammer.damage} damage` };
  }
  const rammerRoll = settings.ramDamage === 'each-vehicle' ? crashDamage(dice, rv.rv, 'rammer') : first;
  if (rammerRoll !== first) rolls.push(rammerRoll);
  let sideRoll: RollRecord | null = null;
  let targetBlock: ArmourBlock;
  if (collision === 'headOn') targetBlock = end(input.target!);
  else if (collision === 'shunt') targetBlock = 'rear';
  else {
    sideRoll = dice.roll('1d8', 'side ram: side damage (1-2 front, 3-6 centre, 7-8 rear)');
    const section = band(SIDE_DAMAGE, sideRoll.value, 'Side damage');
    dice.decide(sideRoll, `side ${section}`);
    targetBlock = sideBlock(input.targetSide!, section);
  }
  const target = outcome(input.target!, targetBlock, first, 1);
  const rammer = outcome(input.rammer, end(input.rammer), rammerRoll, row.rammerShare!);
  return {
    rv,
    rolls,
    rammer,
    target,
    sideRoll,
    obstructionDamage: 0,
    text: `${rv.text}: target ${target.damage} damage (${target.block}), rammer ${rammer.damage} (${rammer.block})${first.driverStunned ? ', drivers stunned' : ''}`,
  };
}
