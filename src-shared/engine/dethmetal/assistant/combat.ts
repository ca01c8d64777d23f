/** Shooting (Part V) and collisions (Part IV › Collisions). */
import type * as car from '../car';
import * as match from '../match';
import { SECTION } from '../match/sections';
import type { CalculatorInput, ResolutionStep, WeaponInfo } from './types';
import type { Blocker, Calculator } from './calculator';
import {
  applyDamage,
  applyHazard,
  applyImpact,
  applyTire,
  armorNow,
  checkStep,
  controlForShooting,
  creditCriticals,
  driverless,
  hazardDriver,
  hazardVehicle,
  impactVehicle,
  type Resolver,
  rerollsOf,
  scoreKill,
  spendRerolls,
} from './resolver';
import type { Crew, Table, TableCar } from './cars';

type AttackIn = Extract<CalculatorInput, { kind: 'attack' }>;

interface Shot {
  shooter: TableCar;
  crew: Crew | null;
  weapon: WeaponInfo | undefined;
  /** The weapon and every weapon linked to it (fired as one, Part III). */
  set: WeaponInfo[];
  target: TableCar;
}

function shot(table: Table, input: AttackIn): Shot {
  const shooter = table.car(input.vehicleId, ['calculator', 'vehicleId']);
  const target = table.car(input.targetId, ['calculator', 'targetId']);
  const crew = input.role === 'driver' ? shooter.driver() : shooter.gunner();
  const weapon = shooter.info.weapons.find((w) => w.id === input.weaponId);
  const set = weapon?.link ? shooter.info.weapons.filter((w) => w.link === weapon.link && w.name === weapon.name) : weapon ? [weapon] : [];
  return { shooter, crew, weapon, set, target };
}

function range(s: Shot, input: AttackIn): match.RangeResult | null {
  if (!s.weapon || !s.crew) return null;
  const reducers = s.crew.talents.includes('Eagle eyes') ? [match.EAGLE_EYES] : [];
  return match.rangeBand({ short: s.weapon.short, long: s.weapon.long, max: s.weapon.max }, input.hexes, { smoke: input.smoke, reducers });
}

/**
 * Where the target lies from the shooter (gaps.md #28): from the positions when given; otherwise the typed
 * `targetInFrontArc`, the override for a table that keeps no positions (no mount check then).
 */
function aim(input: AttackIn): { inFront: boolean; arcs: car.Facing[] | null } {
  if (!input.positions) return { inFront: input.targetInFrontArc ?? true, arcs: null };
  const arcs = match.arcsToward(input.positions.shooter, input.positions.target);
  return { inFront: arcs.includes('front'), arcs };
}

function positionBlockers(s: Shot, input: AttackIn): Blocker[] {
  const p = input.positions;
  if (!p) return [];
  const rule = `${SECTION.gunnery} › Firing and hit arcs (gaps.md #28)`;
  if (input.targetInFrontArc !== undefined) return [{ reason: 'Give the positions or targetInFrontArc, not both: the arc comes from the positions', rule }];
  const out: Blocker[] = [];
  const distance = match.hexDistance(p.shooter, p.target);
  if (distance === 0) out.push({ reason: 'The two cars are in the same hex: that is a collision', rule: SECTION.collisionTypes });
  else if (distance !== input.hexes)
    out.push({ reason: `The positions are ${distance} hex${distance === 1 ? '' : 'es'} apart, not ${input.hexes}`, rule: `${SECTION.smoke} (gaps.md #47)` });
  const arcs = aim(input).arcs ?? [];
  for (const w of s.set)
    if (arcs.length && !arcs.some((a) => w.arcs.includes(a)))
      out.push({
        reason: `${s.target.info.name} lies in ${s.shooter.info.name}'s ${arcs.join(' / ')} arc; the ${w.name} (${w.id}, ${w.arc} ${w.facing}) fires into ${w.arcs.join(', ')}`,
        rule,
      });
  return out;
}

function situation(s: Shot, input: AttackIn, band: match.RangeBandName, gunslinger: boolean): match.ShotSituation {
  return {
    band,
    role: input.role,
    talents: s.crew!.talents,
    handling: s.shooter.state.handling,
    control: controlForShooting(s.shooter),
    lostHandlingToObstacleThisTurn: s.shooter.state.lostHandlingToObstacleThisTurn,
    targetInFrontArc: aim(input).inFront,
    targetSpeed: s.target.state.speed,
    shootingForTires: input.shootingForTires,
    gunslinger,
  };
}

export function attackBlockers(table: Table, input: AttackIn): { blockers: Blocker[]; gunslinger: boolean } {
  const s = shot(table, input);
  const out: Blocker[] = [];
  const rof = SECTION.rateOfFire;
  if (s.shooter.info.vehicleId === s.target.info.vehicleId) out.push({ reason: 'A car cannot shoot at itself', rule: SECTION.gunnery });
  if (s.shooter.state.destroyed || s.shooter.state.outOfHeat) out.push({ reason: `${s.shooter.info.name} can no longer fire`, rule: SECTION.damageTable });
  if (!s.crew) out.push({ reason: `${s.shooter.info.name} has no gunner`, rule: 'Part II › Other components › Gunner Station' });
  else if (s.crew.state.outOfAction) out.push({ reason: `${s.crew.name} is out of action`, rule: SECTION.damageTable });
  if (!s.weapon) {
    out.push({ reason: `${s.shooter.info.name} has no weapon ${input.weaponId}`, rule: SECTION.weaponTable });
    return { blockers: out, gunslinger: false };
  }
  if (!s.weapon.attacks) out.push({ reason: `The ${s.weapon.name} makes no attack roll: place its markers on the map`, rule: SECTION.oilAndCaltrops });
  if (table.where.phase === 0) out.push({ reason: 'Weapons fire during the phases, not before them', rule: SECTION.turnSequence });
  const ar = match.asAttackWeapon(s.weapon);
  if (ar && s.crew && table.where.phase !== 0) {
    for (const w of s.set) {
      const state = s.shooter.state.weapons.find((x) => x.id === w.id)!;
      for (const b of match.fireBlockers(
        { rof: ar.rof, rofPlus: ar.rofPlus, ammo: state.ammo, firedPhases: state.firedPhases, firedLastPhaseOfPreviousTurn: state.firedLastPhasePrevTurn },
        table.where.phase,
        { talents: s.crew.talents },
        table.settings.match,
      )) {
        out.push({ reason: s.set.length > 1 ? `${w.name} (${w.id}): ${b.reason}` : b.reason, rule: b.rule ?? rof });
      }
    }
  }
  let gunslinger = false;
  if (s.crew) {
    const choice = match.weaponChoice({
      weaponId: s.set[0]!.link ?? s.weapon.id,
      targetId: String(s.target.info.vehicleId),
      firedThisTurn: s.crew.state.firedThisTurn.map((f) => {
        const w = s.shooter.info.weapons.find((x) => x.id === f.weaponId);
        return { weaponId: w?.link ?? f.weaponId, targetId: String(f.targetId) };
      }),
      talents: s.crew.talents,
    });
    out.push(...choice.blockers);
    gunslinger = choice.gunslingerPenalty;
  }
  out.push(...positionBlockers(s, input));
  const band = range(s, input);
  if (band?.band === 'out-of-range')
    out.push({
      reason: `Out of range: ${band.range} hexes is beyond the ${s.weapon.name}'s maximum ${s.weapon.max ?? s.weapon.long?.[1] ?? s.weapon.short?.[1]}`,
      rule: `${SECTION.smoke} (gaps.md #47)`,
    });
  return { blockers: out, gunslinger };
}

function rangeStep(s: Shot, band: match.RangeResult): ResolutionStep {
  return {
    vehicleId: s.shooter.info.vehicleId,
    label: 'Range',
    modifiers: band.modifiers,
    target: null,
    rolls: [],
    outcome: `${band.range} hex${band.range === 1 ? '' : 'es'}: ${band.band} range`,
    tone: 'neutral',
    rule: `${SECTION.smoke} (gaps.md #47)`,
  };
}

export const attack: Calculator<'attack'> = {
  title(table, input) {
    const s = shot(table, input);
    return `${s.crew?.name ?? s.shooter.info.name} fires ${s.weapon?.name ?? input.weaponId}${s.set.length > 1 ? ` (linked ×${s.set.length})` : ''} at ${s.target.info.name}`;
  },
  blockers: (table, input) => attackBlockers(table, input).blockers,
  preview(table, input) {
    const s = shot(table, input);
    const band = range(s, input);
    if (!band || band.band === 'out-of-range' || !s.crew) return { steps: band ? [rangeStep(s, band)] : [], notes: [] };
    const mods = [
      match.modifier('Gunnery skill', s.crew.gunnery, SECTION.gunnery),
      ...match.hitModifiers(situation(s, input, band.band, attackBlockers(table, input).gunslinger), table.settings.match),
    ];
    const target = match.sumModifiers(mods);
    const ar = match.asAttackWeapon(s.weapon!);
    const rolls = ar ? match.attackRollCount(ar, s.set.length, table.settings.match) : 0;
    return {
      steps: [
        rangeStep(s, band),
        {
          vehicleId: s.shooter.info.vehicleId,
          label: `To hit${rolls > 1 ? ` (${rolls} attack rolls)` : ''}`,
          modifiers: mods,
          target,
          rolls: [],
          outcome: target <= 0 ? 'Cannot hit' : `${Math.min(target, 6)} or less on 1d6`,
          tone: 'neutral',
          rule: SECTION.gunnery,
        },
        {
          vehicleId: s.target.info.vehicleId,
          label: `Armor (${input.sideHit})`,
          modifiers: [match.modifier(`Armor ${input.sideHit}`, armorNow(s.target, input.sideHit), SECTION.armor)],
          target: null,
          rolls: [],
          outcome: `1d6 + PEN ${String(s.weapon!.pen)} against it: less deflects, equal grazes, more penetrates`,
          tone: 'neutral',
          rule: SECTION.armor,
        },
      ],
      notes: [],
    };
  },
  resolve(r, input) {
    const f = firing(r.table, input);
    r.step(rangeStep(f.s, f.band));
    // Stage 1, the match's attack rolls (pure: dice and inputs in, each roll's result out); stage 2, the results on the cards.
    const res = match.resolveAttack(r.dice, f.attack, r.table.settings.match);
    applyFiring(r, f, res);
    res.rolls.forEach((_, i) => applyAttackRoll(r, f, res, i));
    return applyAfterRolls(r, f, res);
  },
};

/** A firing as both stages take it, off the cards as they stand before it (no dice). */
export interface Firing {
  input: AttackIn;
  s: Shot;
  crew: Crew;
  weapon: WeaponInfo;
  band: match.RangeResult;
  /** Stage 1's input: the firing as the match module takes it. */
  attack: match.AttackInput;
  /** Destroyed or rolled over before the firing: no kill to score. */
  targetWasOut: boolean;
}

/** `gunslinger`: attackBlockers' own, when the caller has just asked it on the same cards (the duel's shots). */
export function firing(table: Table, input: AttackIn, gunslinger = attackBlockers(table, input).gunslinger): Firing {
  const s = shot(table, input);
  const crew = s.crew!;
  const weapon = s.weapon!;
  const band = range(s, input)!;
  const hitMods = match.hitModifiers(situation(s, input, band.band as match.RangeBandName, gunslinger), table.settings.match);
  const v = impactVehicle(s.target, input.sideHit);
  // Spelt out, not spread with wheelGuards added (V8's slow path; a whole duel makes one per shot).
  const target = {
    armor: v.armor,
    armorModifiers: v.armorModifiers,
    state: v.state,
    tireDamage: v.tireDamage,
    tireToughness: v.tireToughness,
    critical: v.critical,
    wheelGuards: s.target.info.wheelGuards,
  };
  return {
    input,
    s,
    crew,
    weapon,
    band,
    attack: {
      weapon: match.asAttackWeapon(weapon)!,
      linked: s.set.length,
      gunnery: crew.gunnery,
      hitModifiers: hitMods,
      shootingForTires: input.shootingForTires,
      target,
      rerolls: rerollsOf(crew),
    },
    targetWasOut: s.target.state.destroyed || s.target.state.control === 'rollover',
  };
}

/** Stage 2 opens on the shooter's card: ammunition spent, the weapons fired, the re-roll talents used. */
export function applyFiring(r: Resolver, f: Firing, res: match.AttackResult): void {
  const { s, crew } = f;
  const phase = r.table.where.phase as 1 | 2 | 3;
  for (const w of s.set) {
    r.effect(
      s.shooter,
      { field: 'ammo', weaponId: w.id, add: -res.ammoSpent },
      `${w.name} (${w.id}): −${res.ammoSpent} ammo`,
      `${SECTION.rateOfFire} (gaps.md #30)`,
    );
    r.effect(
      s.shooter,
      { field: 'fired', weaponId: w.id, phase, competitorId: crew.id, targetId: s.target.info.vehicleId },
      `${w.name} (${w.id}) fired in phase ${phase}`,
      SECTION.rateOfFire,
    );
  }
  spendRerolls(r, s.shooter, crew, res.rerollsUsed);
}

/**
 * Stage 2, attack roll `i` on the target's card: its steps, damage and criticals, tire damage and the control check it
 * may call for. It reads the card and roll `i` of the result; what it reads of the roll is `attackRollKey`.
 */
export function applyAttackRoll(r: Resolver, f: Firing, res: match.AttackResult, i: number): void {
  const { s, weapon, input } = f;
  const roll = res.rolls[i]!;
  const tag = res.rolls.length > 1 ? ` ${i + 1} of ${res.rolls.length}` : '';
  checkStep(r, s.shooter, `Attack roll${tag}`, res.hitModifiers, roll.hit, SECTION.gunnery, { success: 'Hit', failure: 'Miss' });
  if (!roll.hit.success) return;
  const p = roll.penetration!;
  if (r.words)
    r.step({
      vehicleId: s.target.info.vehicleId,
      label: `Armor penetration${tag}`,
      modifiers: [
        match.modifier('Die', p.roll.value, SECTION.armor),
        match.modifier(`PEN (${weapon.name})`, p.total - p.roll.value, SECTION.weaponTable),
        ...p.armorModifiers.map((m) => ({ ...m, value: -m.value, label: `against ${m.label.toLowerCase()}` })),
      ],
      rolls: [roll.penetrationFirstRoll, p.roll].filter((x) => x !== undefined),
      outcome: `${p.total} vs armor ${p.armor}: ${p.outcome === 'penetrate' ? 'penetrating hit' : p.outcome === 'graze' ? 'grazing hit (no damage)' : 'deflected'}`,
      tone: p.outcome === 'deflect' ? 'failure' : 'success',
      rule: SECTION.armor,
    });
  if (roll.firepower && roll.damage) {
    const fp = roll.firepower;
    if (r.words)
      r.step({
        vehicleId: s.target.info.vehicleId,
        label: `Firepower${tag}`,
        modifiers: [match.modifier(`Firepower ${String(weapon.fire)}`, fp.value, SECTION.weaponTable)],
        rolls: [fp.firstRoll, fp.roll].filter((x) => x !== undefined && x !== null),
        outcome: `${fp.value} damage point${fp.value === 1 ? '' : 's'}`,
        tone: 'success',
        rule: SECTION.damageTable,
      });
    applyDamage(r, s.target, fp.value, roll.damage, input.sideHit, `${weapon.name}: ${fp.value} damage`, SECTION.damageTable);
  }
  if (roll.tire) {
    const before = s.target.state.tireDamage;
    const acc = match.accumulateTireDamage(before, roll.tire.points, s.target.info.tireToughness);
    applyTire(r, s.target, roll.tire, acc.handlingPenalties, SECTION.tireDamage);
  }
}

/**
 * What applyAttackRoll writes on the target's card off one attack roll, but the words and dice of its steps: the damage
 * points and what each critical writes, the tire damage points (their handling penalty comes off the card); null when
 * it writes nothing (a miss, a deflected hit, a graze that harms no tire), wherever it falls among the rolls.
 */
export function attackRollKey(roll: match.AttackRoll): unknown {
  const tire = roll.tire?.points ?? 0;
  if (!roll.damage && tire === 0) return null;
  return [roll.damage ? [roll.firepower!.value, roll.damage.criticals.map((c) => criticalKey(c.effect))] : null, tire];
}

/** Stage 2 closes: the target's one "hazard from being damaged" check this phase, then what the shooter's crew earned. */
export function applyAfterRolls(r: Resolver, f: Firing, res: match.AttackResult): string {
  applyDamagedHazard(r, f, res);
  return applyCredit(r, f, res);
}

/** The target's one "hazard from being damaged" check this phase, taken at once (Part V), and the chain it sets off. */
export function applyDamagedHazard(r: Resolver, f: Firing, res: match.AttackResult): void {
  const { s } = f;
  if (res.targetSufferedHazard && !s.target.state.damagedCheckThisPhase && !driverless(s.target)) {
    const h = match.damagedHazard(r.dice, false, hazardDriver(s.target), hazardVehicle(s.target, r.table));
    r.effect(s.target, { field: 'damagedCheckThisPhase', to: true }, 'Checked for damage this phase', SECTION.damagedHazard);
    if (h) applyHazard(r, s.target, h, 'Hazard from being damaged');
  }
}

/** What the shooter's crew earned (criticals, a kill), and the resolution's summary: no dice. */
export function applyCredit(r: Resolver, f: Firing, res: match.AttackResult): string {
  const { s, crew } = f;
  creditCriticals(r, s.shooter, crew, s.target);
  if (!f.targetWasOut && (s.target.state.destroyed || s.target.state.control === 'rollover'))
    scoreKill(r, s.shooter, crew, s.target, s.target.state.destroyed ? 'destroying' : 'rolling over');
  // The summary is words: a wordless resolver (the odds, a duel) has no use for it.
  if (!r.words) return '';
  const hits = res.rolls.filter((x) => x.hit.success).length;
  return `${attack.title(r.table, f.input)}: ${hits === 0 ? 'missed' : `${hits} hit${hits > 1 ? 's' : ''}`}${s.target.state.destroyed ? ', destroyed' : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------

type CollisionIn = Extract<CalculatorInput, { kind: 'collision' }>;

function party(c: TableCar, table: Table, side: 'front' | 'back' | 'left' | 'right'): match.CollisionParty {
  return { ...impactVehicle(c, side), speed: c.state.speed, driver: hazardDriver(c), vehicle: hazardVehicle(c, table) };
}

function cars(table: Table, input: CollisionIn) {
  const moving = table.car(input.vehicleId, ['calculator', 'vehicleId']);
  const target = input.targetId === null ? null : table.car(input.targetId, ['calculator', 'targetId']);
  return { moving, target };
}

/** Stage 1's input: the collision as the match module takes it, off the cards as they stand. */
export function collisionInput(table: Table, input: CollisionIn): match.CollisionInput {
  const { moving, target } = cars(table, input);
  return {
    type: input.type,
    moving: party(moving, table, 'front'),
    target: target ? party(target, table, input.targetSideHit) : 'object',
    targetSideHit: input.targetSideHit,
    movingSideHit: input.movingSideHit,
  };
}

/**
 * Stage 2: one party's result on its car, rolling with the car's own dice (the control checks and a rollover's crash
 * it sets off): the armor roll, damage and criticals, tire damage, the driving check's handling lost, speed and MP
 * lost. It reads the card, the party's result and the side of the collision (a skid's direction), nothing of the
 * other car; what it reads of the result is `partyStageKey` (the odds share one walk of this stage per key).
 */
export function applyCollisionParty(r: Resolver, input: CollisionIn, res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY, c: TableCar): void {
  const rc = r.rollingWith(match.partyDice(r.dice, role));
  applyCollisionImpact(rc, input, res, role, c);
  applyCollisionAfter(rc, input, res, role, c);
}

export const partyOf = (res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY) => (role === 'moving' ? res.moving : res.target!);
const partyWords = (role: keyof typeof match.COLLISION_PARTY) => (role === 'moving' ? 'Moving car' : 'Struck car');

/** Stage 2's first part: the armor roll, damage and criticals, tire damage (and the control check it may call for). */
export function applyCollisionImpact(r: Resolver, input: CollisionIn, res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY, c: TableCar): void {
  const side = role === 'moving' ? 'front' : input.targetSideHit;
  applyImpact(r, c, partyOf(res, role), side, `${partyWords(role)} (${c.info.name})`, `${SECTION.collisionDamage} (gaps.md #45)`);
}

/** Stage 2's second part: the driving check's handling lost (and its control chain), then the speed and MP lost. */
export function applyCollisionAfter(r: Resolver, input: CollisionIn, res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY, c: TableCar): void {
  applyCollisionHazard(r, input, res, role, c);
  applyCollisionSpeed(r, input, res, role, c);
}

/** The collision's driving check: its handling lost, and the control chain that may set off. */
export function applyCollisionHazard(r: Resolver, input: CollisionIn, res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY, c: TableCar): void {
  const p = partyOf(res, role);
  const collisionFrom = input.targetSideHit === 'left' || input.targetSideHit === 'right' ? input.targetSideHit : res.positioning.side;
  if (!driverless(c)) applyHazard(r, c, p.hazard, `${partyWords(role)}: collision`, { collisionFrom });
}

/** The speed and MP the collision costs: no dice (its roll is stage 1's). */
export function applyCollisionSpeed(r: Resolver, input: CollisionIn, res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY, c: TableCar): void {
  const p = partyOf(res, role);
  if (p.speedLoss <= 0) return;
  if (p.speedLossRoll && r.words)
    r.step({
      vehicleId: c.info.vehicleId,
      label: 'Speed and MP lost',
      rolls: [p.speedLossRoll],
      outcome: `−${p.speedLoss}`,
      rule: SECTION.collisionTypes,
    });
  const loss = Math.min(p.speedLoss, c.state.speed);
  if (loss > 0) r.effect(c, { field: 'speed', add: -loss }, `${match.COLLISION_TABLE[input.type].label}: −${loss} speed`, SECTION.collisionTypes);
  r.effect(c, { field: 'mpLost', add: p.speedLoss }, `${match.COLLISION_TABLE[input.type].label}: −${p.speedLoss} MP`, SECTION.collisionTypes);
}

/** What stage 2 does with a critical: the card change it writes (criticalEffect), not the words or dice that explain it. */
function criticalKey(e: match.CriticalEffect): unknown {
  const injury = (i: match.InjuryOutcome) => [i.crewId, i.result, i.rerollsUsed];
  switch (e.kind) {
    case 'drivetrain':
    case 'body':
      return e.kind;
    case 'fuel-tank':
      return [e.kind, e.fuelLost];
    case 'weapon':
      return [e.kind, e.weaponId, e.ammoLost];
    case 'crew':
      return [e.kind, e.injury && injury(e.injury)];
    case 'destroyed':
      return [e.kind, e.crew.map(injury)];
  }
}

/** Everything applyCollisionAfter reads of a party's result but the words and dice of its steps. */
export function partyAfterKey(res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY): unknown[] {
  const p = partyOf(res, role);
  const h = p.hazard;
  return [[h.ignored, h.check?.success ?? null, h.rerollsUsed, h.handlingLoss, h.breakdown?.broken ?? null], p.speedLoss, res.positioning.side];
}

/**
 * Everything applyCollisionParty reads of a collision's result for one party but the words and dice of its steps:
 * two results with the same key change the car's card alike and ask the same rolls after (the odds walk stage 2 once
 * per key). Read it with applyImpact, applyHazard and the speed lost: a field they read that is missing here would
 * join results that differ (dethmetal/odds.test.ts walks the stages against the whole resolution).
 */
export function partyStageKey(res: match.CollisionResult, role: keyof typeof match.COLLISION_PARTY): string {
  const p = partyOf(res, role);
  return JSON.stringify([
    p.damagePoints.value,
    p.damage.criticals.map((c) => criticalKey(c.effect)),
    // No tire roll (deflected) and a roll of no damage change nothing alike.
    p.tire?.points ?? 0,
    p.handlingPenalties,
    ...partyAfterKey(res, role),
  ]);
}

export const collision: Calculator<'collision'> = {
  title(table, input) {
    const { moving, target } = cars(table, input);
    return `${match.COLLISION_TABLE[input.type].label} collision: ${moving.info.name} into ${target ? target.info.name : 'a fixed object'}`;
  },
  blockers(table, input) {
    const { moving, target } = cars(table, input);
    const out: Blocker[] = [];
    if (target && target.info.vehicleId === moving.info.vehicleId) out.push({ reason: 'A car cannot collide with itself', rule: SECTION.collisionTypes });
    if (target === null && input.type !== 'head-on')
      out.push({ reason: 'A fixed object is struck head-on (at the moving car’s speed)', rule: `${SECTION.collisionTypes} (gaps.md #45)` });
    const sides = match.COLLISION_TARGET_SIDES[input.type];
    if (target && sides && !sides.sides.includes(input.targetSideHit)) {
      out.push({ reason: `${sides.text}; ${target.info.name}'s ${input.targetSideHit} was given`, rule: SECTION.collisionTypes });
    }
    return out;
  },
  preview(table, input) {
    const { moving, target } = cars(table, input);
    const speedMods = match.collisionSpeed(input.type, moving.state.speed, target ? target.state.speed : 'object', table.settings.match);
    const speed = match.sumModifiers(speedMods);
    const pen = match.collisionPen(input.type, speed);
    const handlingLoss = match.collisionHandlingLoss(speed, table.settings.match);
    return {
      steps: [
        {
          vehicleId: null,
          label: 'Collision speed',
          modifiers: speedMods,
          target: null,
          rolls: [],
          outcome: `${speed}: PEN ${pen.value}, handling loss ${handlingLoss.value} (1 less on a driving check)`,
          tone: 'neutral',
          rule: SECTION.collisionDamage,
        },
      ],
      notes: [
        `The moving car defends with its front armor; ${target ? `${target.info.name} with its ${input.targetSideHit}` : 'the object takes no damage'} (gaps.md #45).`,
      ],
    };
  },
  resolve(r, input) {
    const { moving, target } = cars(r.table, input);
    const targetWasOut = target !== null && (target.state.destroyed || target.state.control === 'rollover');
    // Stage 1, the match's collision (pure: dice and inputs in, each party's result out); stage 2, each result on its car.
    const res = match.resolveCollision(r.dice, collisionInput(r.table, input), r.table.settings.match);
    r.step({
      vehicleId: null,
      label: 'Collision speed',
      modifiers: res.speedModifiers,
      outcome: `Speed ${res.speed}; PEN ${res.pen.value}; handling loss ${res.handlingLoss.value}`,
      rule: SECTION.collisionDamage,
    });
    applyCollisionParty(r, input, res, 'moving', moving);
    if (target && res.target) applyCollisionParty(r, input, res, 'target', target);
    const pos = res.positioning;
    if (pos.sideRoll)
      r.step({ vehicleId: null, label: 'Side of the collision', rolls: [pos.sideRoll], outcome: `${pos.sideRoll.value}: ${pos.side}`, rule: pos.rule });
    if (target) {
      r.note(
        pos.target.kind === 'stays'
          ? `${target.info.name} stays in its hex.`
          : `${target.info.name} is pushed one hex directly away and turns one hex-side ${pos.target.turn}.`,
      );
    }
    r.note(
      pos.moving.kind === 'enters-collision-hex'
        ? `${moving.info.name} moves into the hex where the collision took place.`
        : pos.moving.kind === 'may-drift'
          ? `${moving.info.name} may drift instead.`
          : `${moving.info.name} drifts one hex ${pos.moving.side} and turns one hex-side ${pos.moving.side}.`,
    );
    r.note(`Side of the collision: ${pos.side} (${pos.sideReason}). Any collision this positioning causes is a new collision.`);
    if (target && !driverless(moving)) creditCriticals(r, moving, moving.driver(), target);
    if (target && !targetWasOut && (target.state.destroyed || target.state.control === 'rollover') && !driverless(moving)) {
      scoreKill(r, moving, moving.driver(), target, target.state.destroyed ? 'destroying' : 'rolling over');
    }
    return `${this.title(r.table, input)} at speed ${res.speed}`;
  },
};
