import type { Dice, RollRecord } from '../../dice';
import { applyDamage, type ArmorSide, type CriticalContext, type DamageResult, type DamageState } from './damage';
import { collisionHazard, type HazardDriver, type HazardResult, type HazardVehicle } from './hazards';
import { modifier, sumModifiers, type Modifier } from './modifiers';
import { penetrationRoll, type Penetration } from './penetration';
import { SECTION, withGap } from './sections';
import type { MatchSettings } from './settings';
import { lookupBand } from './tables/bands';
import { AMBIGUOUS_COLLISION_SIDE, COLLISION_TABLE, type CollisionType } from './tables/collisions';
import { accumulateTireDamage, rollTireDamage, type TireDamageResult } from './tires';
import type { Side } from './control';

export interface ImpactVehicle {
  /** Armor of the side struck (gaps.md #45: the moving vehicle uses its Front). */
  armor: number;
  /** Crash-bars (+2), blast diffusers, applique … as the caller's items say. */
  armorModifiers?: readonly Modifier[];
  state: DamageState;
  tireDamage: number;
  tireToughness: number;
  critical: CriticalContext;
}

export interface CollisionParty extends ImpactVehicle {
  speed: number;
  driver: HazardDriver;
  vehicle: HazardVehicle;
}

export interface ImpactResult {
  penetration: Penetration;
  /** Damage points: one-third the speed ("f"), or the house-rule fraction when not penetrated ("s", gaps.md #45). */
  damagePoints: Modifier;
  damage: DamageResult;
  tire: TireDamageResult | null;
  tireDamageAfter: number;
  handlingPenalties: number;
}

type Settings = Pick<MatchSettings, 'collisionGrazeDivisor' | 'collisionHandlingDivisor' | 'swipeCollisionSpeed' | 'armoredSeatOnDestroyed'>;

/**
 * Collision damage "handled just like shooting damage is, using one-third the collision speed as the PEN (round
 * down)". Penetrated: floor(speed/3) damage, minimum 1; not penetrated: floor(speed/collisionGrazeDivisor); a graze
 * or worse rolls tire damage as weapon-fire without its modifiers (gaps.md #45).
 */
export function collisionImpact(dice: Dice, party: ImpactVehicle, speed: number, pen: number, cannotDestroy: boolean, settings: Settings): ImpactResult {
  const penetration = penetrationRoll(dice, pen, party.armor, party.armorModifiers ?? [], `collision at speed ${speed}`);
  const damagePoints =
    penetration.outcome === 'penetrate'
      ? modifier(`Penetrating collision at speed ${speed} (one-third, minimum 1)`, Math.max(1, Math.floor(speed / 3)), withGap(SECTION.collisionDamage, 45))
      : modifier(
          `Collision not penetrating at speed ${speed} (1/${settings.collisionGrazeDivisor})`,
          Math.floor(speed / settings.collisionGrazeDivisor),
          withGap(SECTION.collisionDamage, 45),
        );
  const c = party.critical;
  // Spelt out, not `{ ...party.critical, cannotDestroy }`: a spread that adds a key is V8's slow path (a rollover's crash).
  const critical = { sideHit: c.sideHit, weapons: c.weapons, crew: c.crew, selfSealingTank: c.selfSealingTank, cannotDestroy };
  const damage = applyDamage(dice, party.state, damagePoints.value, critical, settings);
  const tire =
    penetration.outcome === 'deflect' ? null : rollTireDamage(dice, { source: 'collision', wheelGuards: false, collisionDamage: damagePoints.value });
  const acc = accumulateTireDamage(party.tireDamage, tire?.points ?? 0, party.tireToughness);
  return { penetration, damagePoints, damage, tire, tireDamageAfter: acc.total, handlingPenalties: acc.handlingPenalties };
}

export interface PartyResult extends ImpactResult {
  hazard: HazardResult;
  speedLoss: number;
  speedLossRoll: RollRecord | null;
}

export interface CollisionInput {
  type: CollisionType;
  moving: CollisionParty;
  /** 'object': a fixed obstacle too high to drive over — it takes no damage and always "succeeds" for positioning. */
  target: CollisionParty | 'object';
  /** The target's side that was struck, and the moving vehicle's, for positioning. */
  targetSideHit: ArmorSide;
  movingSideHit: ArmorSide;
}

export interface CollisionResult {
  type: CollisionType;
  speed: number;
  speedModifiers: Modifier[];
  pen: Modifier;
  handlingLoss: Modifier;
  moving: PartyResult;
  target: PartyResult | null;
  positioning: Positioning;
}

/** Collision speed by type; a fixed object uses the moving vehicle's speed (gaps.md #45). */
export function collisionSpeed(
  type: CollisionType,
  moving: number,
  target: number | 'object',
  settings: Pick<MatchSettings, 'swipeCollisionSpeed'>,
): Modifier[] {
  const rule = SECTION.collisionTypes;
  if (target === 'object') return [modifier('Moving vehicle speed (fixed object)', moving, withGap(rule, 45))];
  const how = COLLISION_TABLE[type].speed;
  if (how === 'moving' || (how === 'swipe' && settings.swipeCollisionSpeed === 'moving')) return [modifier('Moving vehicle speed', moving, rule)];
  if (how === 'sum') return [modifier('Moving vehicle speed', moving, rule), modifier('Target vehicle speed', target, rule)];
  if (how === 'difference') {
    const mods = [modifier('Moving vehicle speed', moving, rule), modifier('Target vehicle speed', -target, rule)];
    return moving - target < 0 ? [...mods, modifier('Minimum 0', target - moving, rule)] : mods;
  }
  // Swipe, 'difference': the difference of the two speeds, minimum 1 (gaps.md #45).
  const diff = Math.abs(moving - target);
  return [modifier('Difference of the two speeds (minimum 1)', Math.max(1, diff), withGap(rule, 45))];
}

/** A collision's PEN: "one-third the collision speed … (round down)", or the type's fixed PEN (Part IV › Collisions). */
export function collisionPen(type: CollisionType, speed: number): Modifier {
  const row = COLLISION_TABLE[type];
  return row.pen === null
    ? modifier('One-third the collision speed', Math.floor(speed / 3), SECTION.collisionDamage)
    : modifier(`${row.label}: fixed PEN`, row.pen, SECTION.collisionTypes);
}

/** Handling lost in a collision before the driving check takes 1 off (gaps.md #45: speed ÷ the house divisor, up). */
export function collisionHandlingLoss(speed: number, settings: Pick<MatchSettings, 'collisionHandlingDivisor'>): Modifier {
  return modifier(
    `Collision speed ${speed} / ${settings.collisionHandlingDivisor}, rounded up`,
    Math.ceil(speed / settings.collisionHandlingDivisor),
    withGap(SECTION.collisionDamage, 45),
  );
}

/** The words that open the purpose of every roll one car of a collision makes (its own dice: COLLISION_PARTY_DICE). */
export const COLLISION_PARTY = { moving: 'moving vehicle', target: 'target vehicle' } as const;

/**
 * A collision party's dice: every roll it makes (its armor, criticals, tires, driving check, speed lost, and the
 * chains the assistant plays on its card) says whose it is, so the log tells the two cars apart and the odds can walk
 * each car's dice on its own (dethmetal/odds.ts: the two parties roll independently).
 */
export function partyDice(dice: Dice, role: keyof typeof COLLISION_PARTY): Dice {
  return new PartyDice(dice, COLLISION_PARTY[role]);
}

/** A class, not an object literal with a getter: the odds make one per run of a collision (hundreds a call). */
class PartyDice implements Dice {
  constructor(
    private readonly dice: Dice,
    private readonly label: string,
  ) {}
  roll(notation: string, purpose: string): RollRecord {
    return this.dice.roll(notation, `${this.label}: ${purpose}`);
  }
  reroll(previous: RollRecord, reason: string): RollRecord {
    return this.dice.reroll(previous, reason);
  }
  decide(record: RollRecord, decided: string): RollRecord {
    return this.dice.decide(record, decided);
  }
  get log(): readonly RollRecord[] {
    return this.dice.log;
  }
}

/**
 * Part IV › Collisions: collision speed by type, PEN, damage to each vehicle, the driving check (with the hazard
 * level) that both sets the handling lost and the post-collision positioning, speed and MP lost.
 */
export function resolveCollision(dice: Dice, input: CollisionInput, settings: Settings): CollisionResult {
  const row = COLLISION_TABLE[input.type];
  const speedModifiers = collisionSpeed(input.type, input.moving.speed, input.target === 'object' ? 'object' : input.target.speed, settings);
  const speed = sumModifiers(speedModifiers);
  const pen = collisionPen(input.type, speed);
  const handlingLoss = collisionHandlingLoss(speed, settings);

  const party = (p: CollisionParty, role: 'moving' | 'target'): PartyResult => {
    const own = partyDice(dice, role);
    const impact = collisionImpact(own, p, speed, pen.value, row.cannotDestroy, settings);
    const hazard = collisionHazard(own, row.hazard[role], handlingLoss.value, p.driver, p.vehicle);
    const loss = row.loss[role];
    const speedLossRoll = typeof loss === 'number' ? null : own.roll(loss, `${row.label}: loses ${loss} speed and MP`);
    // Spelt out, not `{ ...impact, hazard, … }`: a spread that adds keys is V8's slow path.
    return {
      penetration: impact.penetration,
      damagePoints: impact.damagePoints,
      damage: impact.damage,
      tire: impact.tire,
      tireDamageAfter: impact.tireDamageAfter,
      handlingPenalties: impact.handlingPenalties,
      hazard,
      speedLoss: speedLossRoll ? speedLossRoll.value : (loss as number),
      speedLossRoll,
    };
  };
  const moving = party(input.moving, 'moving');
  const target = input.target === 'object' ? null : party(input.target, 'target');
  const positioning = postCollisionPositioning(dice, {
    movingSuccess: moving.hazard.check?.success ?? true,
    targetSuccess: target === null ? true : (target.hazard.check?.success ?? true),
    targetSideHit: input.targetSideHit,
    movingSideHit: input.movingSideHit,
  });
  return { type: input.type, speed, speedModifiers, pen, handlingLoss, moving, target, positioning };
}

export interface Positioning {
  side: Side;
  sideReason: string;
  sideRoll: RollRecord | null;
  target: { kind: 'stays' } | { kind: 'pushed'; turn: Side };
  moving: { kind: 'enters-collision-hex' } | { kind: 'may-drift' } | { kind: 'drift-and-turn'; side: Side };
  rule: string;
}

const otherSide = (s: Side): Side => (s === 'left' ? 'right' : 'left');

/**
 * Part IV › Post-collision positioning. The side of the collision is the target's side struck; if the front or back
 * was struck, the opposite of the moving vehicle's side struck; if that is ambiguous too, 1d6 (1-3 left, 4-6 right).
 */
export function postCollisionPositioning(
  dice: Dice,
  input: { movingSuccess: boolean; targetSuccess: boolean; targetSideHit: ArmorSide; movingSideHit: ArmorSide },
): Positioning {
  let side: Side;
  let sideReason: string;
  let sideRoll: RollRecord | null = null;
  if (input.targetSideHit === 'left' || input.targetSideHit === 'right') {
    side = input.targetSideHit;
    sideReason = `the target's ${side} side was hit`;
  } else if (input.movingSideHit === 'left' || input.movingSideHit === 'right') {
    side = otherSide(input.movingSideHit);
    sideReason = `opposite the moving vehicle's ${input.movingSideHit} side`;
  } else {
    sideRoll = dice.roll('1d6', 'collision side (1-3 left, 4-6 right)');
    side = lookupBand(AMBIGUOUS_COLLISION_SIDE, sideRoll.value).side;
    dice.decide(sideRoll, `${side}-side collision`);
    sideReason = 'random';
  }
  const target: Positioning['target'] = input.targetSuccess ? { kind: 'stays' } : { kind: 'pushed', turn: side };
  const moving: Positioning['moving'] = !input.movingSuccess
    ? { kind: 'drift-and-turn', side }
    : input.targetSuccess
      ? { kind: 'may-drift' }
      : { kind: 'enters-collision-hex' };
  return { side, sideReason, sideRoll, target, moving, rule: SECTION.collisionPositioning };
}
