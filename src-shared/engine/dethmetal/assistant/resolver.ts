/**
 * What every calculator shares: the steps it explains, the card changes it proposes (applied at once to the working
 * cards, so the next roll in the same resolution sees them), and the chains the rules set off by themselves —
 * handling falling below zero calls for a control check, a failed one for the loss-of-control table, damage for
 * criticals. Each chain calls the engine's match module for every number.
 */
import { SECTION } from '../match/sections';
import * as tableRules from './state';
import * as match from '../match';
import type { TalentName } from '../names';
import type { CheckResult, Dice, RollRecord } from '../../dice';
import type { ArmorSideName, CardChange, CardEffect } from './state';
import type { InitiativeOutcome, ResolutionStep } from './types';
import type { Crew, Table, TableCar } from './cars';

/** What a resolution still does once a chain returns (Resolver.tails): named for the odds' keys, run on any resolver. */
export interface Tail {
  what: string;
  run(r: Resolver): void;
}

export class Resolver {
  readonly steps: ResolutionStep[] = [];
  readonly effects: CardEffect[] = [];
  readonly notes: string[] = [];
  /** Initiative only: the order it produced. */
  initiative: InitiativeOutcome | null = null;
  /**
   * What the resolution still does, beyond what the cards show, once the chain running now returns (a suspension that
   * breaks after the hazard's control chain), innermost last: every other chain ends on its last call, so a chain's
   * rolls depend on the card they start from and on this alone, and the odds resume a chain and then run these.
   */
  readonly tails: Tail[] = [];
  /** Told where a car's chain of rolls begins (a control check), for the odds to name the rest of the walk there. */
  chainAt?: (car: TableCar) => void;
  /** The handling before it last fell and why (loseHandling): what a chain reads beyond the card, to resume it there. */
  fall: { before: number; cause: match.DirectionCause } | null = null;
  /**
   * Told where the rest of a car's chain may resume from its card alone (a rollover's crash): `rest` is that rest, the
   * last thing the chain does (as a chain is its part's, see `tails`).
   */
  resumeAt?: (car: TableCar, rest: Tail) => void;
  constructor(
    readonly dice: Dice,
    readonly table: Table,
    /**
     * Build the page's words (the steps, the notes). The odds and whole duels read only the card changes, the cards
     * and the attack rolls' steps (the questions' hits, `wordless`), and resolve each calculator hundreds of times:
     * without the words, the same dice, decisions and card changes (tests/engine/dethmetal/resolverWords.test.ts).
     */
    readonly words = true,
  ) {}

  step(s: Omit<ResolutionStep, 'rolls' | 'target' | 'modifiers' | 'tone' | 'vehicleId'> & Partial<ResolutionStep>): void {
    if (!this.words) return;
    this.steps.push({ vehicleId: null, modifiers: [], target: null, tone: 'neutral', ...s, rolls: (s.rolls ?? []).filter(Boolean) });
  }

  effect(car: TableCar, change: CardChange, why: string, rule: string): void {
    // Without words, no why nor rule kept: the odds keep a run's changes to the walk's end (the GC copies what lives).
    this.effects.push(this.words ? { vehicleId: car.info.vehicleId, change, why, rule } : { vehicleId: car.info.vehicleId, change, why: '', rule: '' });
    car.state = tableRules.applyChange(car.state, change);
  }

  note(text: string): void {
    if (this.words && !this.notes.includes(text)) this.notes.push(text);
  }

  /** The same resolution (its steps, effects and notes) rolling with other dice: one car's own, in a collision. */
  rollingWith(dice: Dice): Resolver {
    const r = Object.create(Resolver.prototype) as Resolver;
    return Object.assign(r, this, { dice });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The car and crew as the engine's inputs

export function rerollsOf(crew: Crew): match.ScopedReroll[] {
  return match.talentRerolls(crew.talents as TalentName[], { heat: crew.state.usedHeat, turn: crew.state.usedTurn });
}

export function hazardDriver(car: TableCar): match.HazardDriver {
  const d = car.driver();
  return { driving: d.driving, talents: d.talents, rerolls: rerollsOf(d) };
}

export function hazardVehicle(car: TableCar, table: Table): match.HazardVehicle {
  return {
    tread: car.info.tread,
    rareTires: car.info.rareTires,
    tweaks: car.info.tweaks,
    hydraulics: car.design.fittedItems.some((f) => f.item === 'Hydraulics'),
    wheelGuards: car.info.wheelGuards,
    breakdown: { threshold: car.info.breaksOn, extension: table.settings.car.breakdownExtension },
  };
}

export function crewMember(c: Crew): match.CrewMember {
  return {
    id: String(c.id),
    toughness: c.toughness,
    driving: c.driving,
    gunnery: c.gunnery,
    initiative: c.initiative,
    talents: c.talents,
    armoredSeat: c.armoredSeat,
    woundsThisMatch: c.state.woundsSuffered,
    rerolls: rerollsOf(c),
  };
}

/** Maximum handling now: as built, less tire-damage penalties; a broken suspension sets it to −5 (gaps.md #42). */
export function maxHandlingNow(car: TableCar): number {
  return tableRules.maxHandlingNow(car.state, car.info.maxHandling);
}

export function armorNow(car: TableCar, side: ArmorSideName): number {
  return Math.max(0, car.info.armor[side] - car.state.armorLoss[side]);
}

export function impactVehicle(car: TableCar, side: ArmorSideName): match.ImpactVehicle {
  return {
    armor: armorNow(car, side),
    armorModifiers: [],
    state: { damage: car.state.damage, toughness: car.info.toughness, criticals: car.state.criticals },
    tireDamage: car.state.tireDamage,
    tireToughness: car.info.tireToughness,
    critical: {
      sideHit: side,
      weapons: car.info.weapons.map((w) => w.id),
      crew: car
        .crew()
        .filter((c) => !c.state.outOfAction)
        .map(crewMember),
      selfSealingTank: car.info.selfSealingTank,
    },
  };
}

/** Can the driver still act: a car destroyed, out of the heat or without its driver only rolls on. */
export function driverless(car: TableCar): string | null {
  return tableRules.driverlessReason(car.state, car.info.name);
}

/** The shooting penalty's view of the car (gaps.md #43, #48): a broken suspension keeps it out of control. */
export function controlForShooting(car: TableCar): match.ControlState {
  const c = car.state.control;
  if (c === 'spin' || c === 'rollover') return 'spin-or-rollover';
  if (c !== 'in-control' || (car.state.suspensionBroken && car.state.speed > 0)) return 'out-of-control';
  return 'in-control';
}

// ---------------------------------------------------------------------------------------------------------------
// Steps

/** A check's step without its words: what the odds' questions read of it (odds.ts `ask.hits`, `ask.check`). */
function wordless(car: TableCar | null, label: string, target: number, success: boolean): ResolutionStep {
  return { vehicleId: car?.info.vehicleId ?? null, label, modifiers: [], target, rolls: [], outcome: '', tone: success ? 'success' : 'failure', rule: '' };
}

const plus = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function checkStep(
  r: Resolver,
  car: TableCar | null,
  label: string,
  modifiers: match.Modifier[],
  result: CheckResult,
  rule: string,
  words: { success: string; failure: string } = { success: 'Success', failure: 'Failure' },
): void {
  if (!r.words) {
    // The one step the odds' questions read (their hits): its label and tone alone.
    r.steps.push(wordless(car, label, result.target, result.success));
    return;
  }
  const rolls = [result.firstRoll, result.roll].filter((x): x is RollRecord => x !== undefined);
  const verdict = result.success ? words.success : words.failure;
  const how = result.automatic
    ? result.success
      ? `automatic: needs ${result.target} or less on 1d6`
      : `automatic: a target of ${result.target} cannot be rolled`
    : `rolled ${result.roll!.value}, needed ${result.target} or less${result.rerolledBy ? ` (re-rolled with ${result.rerolledBy}; the first roll was ${result.firstRoll!.value})` : ''}`;
  r.step({
    vehicleId: car?.info.vehicleId ?? null,
    label,
    modifiers,
    target: result.target,
    rolls,
    outcome: `${verdict} — ${how}`,
    tone: result.success ? 'success' : 'failure',
    rule,
  });
}

/** Talents spent: the once-per-turn and once-per-heat ones are marked used on the crewman's card. */
export function spendRerolls(r: Resolver, car: TableCar, crew: Crew, used: readonly string[]): void {
  for (const source of used) {
    const t = match.TALENT_REROLLS.find((x) => x.talent === source);
    if (!t || t.per === 'unlimited') continue;
    r.effect(car, { field: 'reroll', competitorId: crew.id, source: t.talent, per: t.per }, `${crew.name} used ${t.talent} (once per ${t.per})`, t.rule);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Chains

/** Handling falls by `amount`: when it drops below zero the driver checks for control (Part IV › Loss of Control). */
export function loseHandling(r: Resolver, car: TableCar, amount: number, why: string, rule: string, cause: match.DirectionCause = {}): void {
  if (amount <= 0) return;
  const before = car.state.handling;
  r.effect(car, { field: 'handling', add: -amount }, why, rule);
  r.fall = { before, cause };
  controlCheckIfDue(r, car, before, car.state.handling, cause);
}

/** Lower maximum handling (tire damage); current handling never stays above it (gaps.md #42). */
export function loseMaxHandling(r: Resolver, car: TableCar, penalties: number, why: string, rule: string, cause: match.DirectionCause = {}): void {
  if (penalties <= 0) return;
  r.effect(car, { field: 'maxHandlingLoss', add: penalties }, why, rule);
  const max = maxHandlingNow(car);
  if (car.state.handling > max) {
    loseHandling(
      r,
      car,
      car.state.handling - max,
      `Current handling cannot stay above the new maximum ${max}`,
      `${match.SECTION.maneuvers} (gaps.md #42)`,
      cause,
    );
  }
}

export function controlCheckIfDue(r: Resolver, car: TableCar, before: number, after: number, cause: match.DirectionCause): void {
  if (!match.controlCheckDue(before, after, r.table.settings.match)) return;
  const gone = driverless(car);
  if (gone) {
    r.note(`${gone}: no control check.`);
    return;
  }
  if (car.state.suspensionBroken) return;
  if (car.state.control === 'rollover' && !r.table.settings.match.controlChecksWhileRolling) {
    r.note(`${car.info.name} is already rolling over: no control check until it stops (gaps P7).`);
    return;
  }
  const d = car.driver();
  r.chainAt?.(car);
  const result = match.controlCheck(r.dice, { handling: after, speed: car.state.speed, driving: d.driving, rerolls: rerollsOf(d) });
  checkStep(r, car, `Control check at handling ${after}`, result.checkModifiers, result.check, SECTION.lossOfControl, {
    success: 'Keeps control',
    failure: 'Loses control',
  });
  spendRerolls(r, car, d, result.rerollsUsed);
  if (result.lossOfControl) lossOfControl(r, car, result.lossOfControl, cause);
}

const sideWord = (s: match.Side) => (s === 'left' ? 'left' : 'right');

/** The loss-of-control table's result on the card, its direction, and a rollover's crash (gaps.md #44). */
export function lossOfControl(r: Resolver, car: TableCar, loss: match.LossOfControl, cause: match.DirectionCause): void {
  const row = loss.result;
  if (r.words)
    r.step({
      vehicleId: car.info.vehicleId,
      label: 'Loss of control table',
      modifiers: loss.modifiers,
      rolls: [loss.roll],
      outcome: `${loss.modified}: ${row.label}`,
      tone: 'failure',
      rule: SECTION.lossOfControl,
    });
  r.effect(car, { field: 'control', to: row.event }, `${row.label} (${loss.modified} on the loss of control table)`, SECTION.lossOfControl);
  if (row.mpLossThisTurn > 0)
    r.effect(car, { field: 'mpLost', add: row.mpLossThisTurn }, `${row.label}: loses ${row.mpLossThisTurn} MP this turn`, SECTION.lossOfControl);
  if (row.speedLossNextTurn > 0)
    r.effect(
      car,
      { field: 'speedLossNextTurn', add: row.speedLossNextTurn },
      `${row.label}: loses ${row.speedLossNextTurn} speed next turn`,
      SECTION.lossOfControl,
    );

  let direction: match.DirectionResult;
  let text: string;
  if (row.event === 'fishtail') {
    const f = match.fishtailDirections(r.dice, cause);
    direction = f.drift;
    text = `Fishtail: on its next MP it drifts ${sideWord(f.drift.side)} and turns one hex-side ${sideWord(f.turn)} (${f.drift.reason}); no other maneuvers while in the fishtail.`;
  } else if (row.event === 'spin') {
    direction = match.spinDirection(r.dice, cause);
    text = `Spin to the ${sideWord(direction.side)} (${direction.reason}): it keeps travelling as it was heading, turning one hex-side ${sideWord(direction.side)} each phase before moving.`;
  } else if (row.event === 'rollover') {
    direction = match.rolloverDirection(r.dice, cause, r.table.settings.match.rolloverDirection);
    text = `Rollover: all its MP are spent drifting to the ${sideWord(direction.side)} (${direction.reason}).`;
  } else {
    direction = match.skidDirection(r.dice, cause);
    const what = row.event === 'minor-skid' ? 'The next MP must be a drift' : 'Every MP must be a drift';
    text = `${row.label}: ${what} to the ${sideWord(direction.side)} (${direction.reason}).`;
  }
  if (direction.roll && r.words) {
    r.step({
      vehicleId: car.info.vehicleId,
      label: `${row.label} direction`,
      rolls: [direction.roll],
      outcome: `${direction.roll.value}: ${sideWord(direction.side)} (odd right, even left)`,
      rule: SECTION.lossOfControl,
    });
  }
  if (r.words) r.note(`${car.info.name} — ${text}`);

  if (row.collisionDamage) {
    r.resumeAt?.(car, { what: 'the rollover’s crash', run: (rr) => rolloverCrash(rr, car) });
    rolloverCrash(r, car);
  }
}

/** gaps.md #44: a rollover crashes like a collision with an object at the vehicle's full speed (its front armor). */
export function rolloverCrash(r: Resolver, car: TableCar): void {
  const speed = car.state.speed;
  const pen = match.collisionPen('head-on', speed).value;
  const impact = match.collisionImpact(r.dice, impactVehicle(car, 'front'), speed, pen, false, r.table.settings.match);
  applyImpact(r, car, impact, 'front', `Rollover at speed ${speed}`, `${SECTION.lossOfControl} (gaps.md #44)`);
}

/** A collision's (or rollover's) armor roll, damage, criticals and tire damage on one car. */
export function applyImpact(r: Resolver, car: TableCar, impact: match.ImpactResult, side: ArmorSideName, what: string, rule: string): void {
  const p = impact.penetration;
  if (r.words)
    r.step({
      vehicleId: car.info.vehicleId,
      label: `${what}: armor (${side})`,
      modifiers: p.armorModifiers,
      rolls: [p.roll],
      outcome: `${p.roll.value} + PEN = ${p.total} vs armor ${p.armor}: ${p.outcome === 'penetrate' ? 'penetrated' : p.outcome === 'graze' ? 'grazed' : 'deflected'}; ${impact.damagePoints.value} damage point${impact.damagePoints.value === 1 ? '' : 's'}`,
      tone: p.outcome === 'deflect' ? 'success' : 'failure',
      rule,
    });
  applyDamage(r, car, impact.damagePoints.value, impact.damage, side, `${what}: ${impact.damagePoints.label}`, impact.damagePoints.rule);
  if (impact.tire) applyTire(r, car, impact.tire, impact.handlingPenalties, rule);
}

/** Damage points and every critical they set off (Part V › Damage table). */
export function applyDamage(r: Resolver, car: TableCar, points: number, result: match.DamageResult, side: ArmorSideName, why: string, rule: string): void {
  if (points > 0) r.effect(car, { field: 'damage', add: points }, why, rule);
  result.criticals.forEach((c, i) => {
    const n = car.state.criticals + 1;
    r.effect(car, { field: 'criticals', add: 1 }, `Critical hit ${n}: ${c.label}`, `${SECTION.damageTable} (gaps.md #50)`);
    criticalEffect(r, car, c, side, i);
  });
}

function criticalEffect(r: Resolver, car: TableCar, c: match.CriticalResult, side: ArmorSideName, index: number): void {
  const e = c.effect;
  const rolls: RollRecord[] = [c.roll];
  let outcome = `${c.modified}: ${c.label}`;
  const rule = SECTION.damageTable;
  switch (e.kind) {
    case 'drivetrain':
      rolls.push(e.subRoll);
      outcome += ` — ${e.subRoll.value}: drivetrain damaged (−1 acceleration)`;
      r.effect(car, { field: 'drivetrain', add: 1 }, 'Drivetrain damaged: −1 acceleration', rule);
      break;
    case 'fuel-tank':
      rolls.push(e.subRoll, e.lossRoll, ...e.sealRolls);
      outcome += ` — ${e.subRoll.value}: fuel tank damaged, ${e.lossRoll.value} fuel point${e.lossRoll.value === 1 ? '' : 's'} lost${e.sealed ? `, ${e.sealed} sealed by the self-sealing tank` : ''}`;
      if (e.fuelLost > 0) r.effect(car, { field: 'fuel', add: -e.fuelLost }, `Fuel tank damaged: −${e.fuelLost} fuel`, rule);
      break;
    case 'weapon': {
      if (e.pickRoll) rolls.push(e.pickRoll);
      if (e.ammoRoll) rolls.push(e.ammoRoll);
      const w = car.info.weapons.find((x) => x.id === e.weaponId);
      outcome += w ? ` — ${w.name} (${w.id}) loses ${e.ammoLost} ammo` : ' — no weapon to damage';
      if (w && e.ammoLost > 0) r.effect(car, { field: 'ammo', weaponId: w.id, add: -e.ammoLost }, `Weapon damaged: ${w.name} loses ${e.ammoLost} ammo`, rule);
      break;
    }
    case 'crew': {
      if (e.pickRoll) rolls.push(e.pickRoll);
      if (!e.injury) {
        outcome += ' — nobody aboard to hit';
        break;
      }
      outcome += injuryText(r, car, e.injury, rolls);
      break;
    }
    case 'body':
      outcome += ` — −1 armor ${side}`;
      r.effect(car, { field: 'armor', side, add: 1 }, `Body damage: −1 armor on the ${side}`, rule);
      break;
    case 'destroyed':
      outcome += ' — the vehicle is knocked out of action';
      r.effect(car, { field: 'destroyed', to: true }, 'Vehicle destroyed', rule);
      for (const injury of e.crew) outcome += injuryText(r, car, injury, rolls);
      r.note(`${car.info.name} is destroyed: it rolls straight on, losing 1 speed every turn, until it stops (Part IV › Uncontrolled vehicle, gaps.md #46).`);
      break;
  }
  if (r.words)
    r.step({
      vehicleId: car.info.vehicleId,
      label: `Critical hit${index > 0 ? ` ${index + 1}` : ''}`,
      modifiers: c.modifiers,
      rolls,
      outcome,
      tone: 'failure',
      rule,
    });
}

function injuryText(r: Resolver, car: TableCar, injury: match.InjuryOutcome, rolls: RollRecord[]): string {
  const crew = car.crew().find((c) => String(c.id) === injury.crewId)!;
  if (injury.seatRoll) rolls.push(injury.seatRoll);
  if (injury.check?.firstRoll) rolls.push(injury.check.firstRoll);
  if (injury.check?.roll) rolls.push(injury.check.roll);
  spendRerolls(r, car, crew, injury.rerollsUsed);
  const rule = `${SECTION.damageTable} (gaps.md #51, #52)`;
  switch (injury.result) {
    case 'ignored-by-seat':
      return `; ${crew.name}: the armored seat ignores it (${injury.seatRoll!.value})`;
    case 'unharmed':
      return `; ${crew.name} gets out unharmed (toughness ${injury.check!.target}, rolled ${injury.check!.roll?.value ?? 'automatic'})`;
    case 'ignored-by-ornery':
      r.effect(car, { field: 'wound', competitorId: crew.id, wound: 'ignored' }, `${crew.name}: Ornery ignores his first flesh wound`, rule);
      return `; ${crew.name}: flesh wound ignored (Ornery)`;
    case 'flesh-wound':
      r.effect(car, { field: 'wound', competitorId: crew.id, wound: 'flesh' }, `${crew.name}: flesh wound (−1 driving, gunnery and initiative)`, rule);
      return `; ${crew.name}: flesh wound`;
    case 'out-of-action':
      r.effect(
        car,
        { field: 'wound', competitorId: crew.id, wound: 'out-of-action' },
        `${crew.name} goes out of action${injury.notes.length ? ` (${injury.notes.join('; ')})` : ''}`,
        rule,
      );
      if (crew.role === 'driver' && !car.state.destroyed)
        r.note(`${car.info.name} has lost its driver: it rolls straight on, losing 1 speed every turn (Part IV › Uncontrolled vehicle).`);
      return `; ${crew.name} goes out of action`;
  }
}

/** Tire damage points, and the maximum-handling penalty every time they reach a multiple of the tires' toughness. */
export function applyTire(r: Resolver, car: TableCar, tire: match.TireDamageResult, penalties: number, rule: string, cause: match.DirectionCause = {}): void {
  if (r.words)
    r.step({
      vehicleId: car.info.vehicleId,
      label: 'Tire damage',
      modifiers: [...tire.modifiers, ...tire.bonus],
      rolls: [tire.roll],
      outcome: `${tire.modified}: ${tire.label}${tire.bonus.length ? ` ${plus(tire.bonus[0]!.value)} (collision damage)` : ''} → ${tire.points} point${tire.points === 1 ? '' : 's'}`,
      tone: tire.points > 0 ? 'failure' : 'success',
      rule: SECTION.tireDamage,
    });
  if (tire.points > 0) r.effect(car, { field: 'tireDamage', add: tire.points }, `${tire.points} tire damage`, rule);
  loseMaxHandling(
    r,
    car,
    penalties,
    `Tire damage reached a multiple of the tires' toughness ${car.info.tireToughness}: −${penalties} maximum handling`,
    `${SECTION.tireDamage} (gaps.md #42, #53)`,
    cause,
  );
}

/** A hazard's steps (rating, check, breakdown) and its handling loss on the card. */
export function applyHazard(r: Resolver, car: TableCar, h: match.HazardResult, label: string, cause: match.DirectionCause = {}): void {
  const rule =
    h.hazard === 'obstacle' || h.hazard === 'oil-entry'
      ? SECTION.obstacleHazards
      : h.hazard === 'maneuver'
        ? SECTION.maneuverHazards
        : h.hazard === 'damaged'
          ? SECTION.damagedHazard
          : h.hazard === 'collision'
            ? SECTION.collisionDamage
            : SECTION.roadHazards;
  if (h.ignored) {
    r.step({
      vehicleId: car.info.vehicleId,
      label,
      modifiers: h.ratingModifiers,
      outcome: 'Ignored: the tires take no notice of it',
      tone: 'success',
      rule: SECTION.tread,
    });
    return;
  }
  if (h.check) {
    checkStep(r, car, `${label}: driving check (hazard rating ${h.rating})`, h.checkModifiers, h.check, rule);
    spendRerolls(r, car, car.driver(), h.rerollsUsed);
  } else {
    r.step({
      vehicleId: car.info.vehicleId,
      label,
      modifiers: h.ratingModifiers,
      outcome: h.hazard === 'damaged' ? 'Frosty never tests: no check' : 'No driving check',
      rule,
    });
  }
  if (h.breakdown && r.words) {
    r.step({
      vehicleId: car.info.vehicleId,
      label: 'Suspension breakdown',
      modifiers: [match.modifier('Hazard rating added to the die', Math.max(0, h.rating), 'Part II › Final characteristics › Handling')],
      rolls: [h.breakdown.roll],
      outcome: `${h.breakdown.roll.value} + ${Math.max(0, h.rating)}: ${h.breakdown.broken ? 'the suspension breaks' : 'holds'} (breaks on ${car.info.breaksOn} or more)`,
      tone: h.breakdown.broken ? 'failure' : 'success',
      rule: 'Part II › Final characteristics › Handling (gaps.md #26)',
    });
  }
  const tail: Tail | null = h.breakdown?.broken ? { what: 'the suspension breaks', run: (rr) => breakSuspension(rr, car) } : null;
  if (h.handlingLoss > 0) {
    if (tail) r.tails.push(tail);
    loseHandling(r, car, h.handlingLoss, `${label}: −${h.handlingLoss} handling`, rule, cause);
    if (tail) r.tails.pop();
  }
  tail?.run(r);
}

export function breakSuspension(r: Resolver, car: TableCar): void {
  const rule = 'Part II › Final characteristics › Handling';
  r.effect(car, { field: 'suspensionBroken', to: true }, 'Suspension broken', rule);
  r.effect(car, { field: 'handling', to: match.BROKEN_SUSPENSION_HANDLING }, `Broken suspension: handling ${match.BROKEN_SUSPENSION_HANDLING}`, rule);
  r.note(`${car.info.name}'s suspension is broken: out of control until it stops, then immobilized for the rest of the heat.`);
}

/** Critical hits a competitor caused on an enemy car in this resolution (counted for his XP). */
export function creditCriticals(r: Resolver, by: TableCar, crew: Crew, victim: TableCar): void {
  if (by.info.franchiseId === victim.info.franchiseId) return;
  const n = r.effects.filter((e) => e.vehicleId === victim.info.vehicleId && e.change.field === 'criticals').length;
  if (n > 0)
    r.effect(
      by,
      { field: 'crewCriticals', competitorId: crew.id, add: n },
      `${crew.name}: ${n} critical hit${n > 1 ? 's' : ''} on ${victim.info.name}`,
      'Part I › Experience events',
    );
}

/** One point to a competitor who destroyed or rolled over an enemy car (gaps.md #38). */
export function scoreKill(r: Resolver, by: TableCar, crew: Crew, victim: TableCar, how: string): void {
  if (by.info.franchiseId === victim.info.franchiseId) return;
  r.effect(
    by,
    { field: 'crewPoints', competitorId: crew.id, add: match.KILL_POINTS },
    `${crew.name}: ${match.KILL_POINTS} point for ${how} ${victim.info.name}`,
    match.SCORING_RULE,
  );
}
