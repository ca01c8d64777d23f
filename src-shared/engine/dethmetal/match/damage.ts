import { check, type CheckResult, type Dice, type RollRecord } from '../../dice';
import type { TalentName } from '../names';
import { modifier, sumModifiers, type Modifier } from './modifiers';
import { RerollPool, rerollsFor, type ScopedReroll } from './rerolls';
import { SECTION, withGap } from './sections';
import type { MatchSettings } from './settings';
import { lookupBand } from './tables/bands';
import { ARMORED_SEAT_IGNORES_FROM, DAMAGE_TABLE, ENGINE_DAMAGE_TABLE, SELF_SEALING_IGNORES_FROM } from './tables/damage';

export type ArmorSide = 'front' | 'back' | 'left' | 'right';

export interface CrewMember {
  id: string;
  toughness: number;
  /** Current effective traits, earlier flesh wounds applied. */
  driving: number;
  gunnery: number;
  initiative: number;
  talents: readonly TalentName[];
  armoredSeat: boolean;
  /** Flesh wounds suffered so far this match, ignored ones included (Ornery). */
  woundsThisMatch: number;
  /** e.g. Heavy Body Armor, "+1 toughness bonus when hit". */
  toughnessModifiers?: readonly Modifier[];
  /** 'toughness' (Pro) and 'destroyed-vehicle' (Bail-Out!, Fireproof Suit) re-rolls. */
  rerolls: readonly ScopedReroll[];
}

export type InjuryResult = 'ignored-by-seat' | 'ignored-by-ornery' | 'unharmed' | 'flesh-wound' | 'out-of-action';

export interface InjuryOutcome {
  crewId: string;
  result: InjuryResult;
  seatRoll: RollRecord | null;
  check: CheckResult | null;
  checkModifiers: Modifier[];
  notes: string[];
  rerollsUsed: string[];
  /** The crewman after the injury (traits lowered by a flesh wound, wounds counted). */
  after: CrewMember;
}

const ORNERY_RULE = `${SECTION.toughnessTalents} › Ornery`;

/** "Ignore any injury result suffered by the crewman [in] this vehicle on a die roll of 4, 5 or 6." */
function armoredSeat(dice: Dice, crew: CrewMember): RollRecord | null {
  if (!crew.armoredSeat) return null;
  const roll = dice.roll('1d6', `armored crew seat: ${crew.id} (ignores the injury on ${ARMORED_SEAT_IGNORES_FROM}-6)`);
  dice.decide(roll, roll.value >= ARMORED_SEAT_IGNORES_FROM ? 'injury ignored' : 'no protection');
  return roll;
}

function toughnessModifiers(crew: CrewMember, rule: string): Modifier[] {
  return [modifier('Toughness', crew.toughness, rule), ...(crew.toughnessModifiers ?? [])];
}

function wounded(crew: CrewMember): CrewMember {
  return { ...crew, driving: crew.driving - 1, gunnery: crew.gunnery - 1, initiative: crew.initiative - 1, woundsThisMatch: crew.woundsThisMatch + 1 };
}

/**
 * Damage table 5, Crew compartment: the armored seat roll first (gaps.md #51), then a toughness check: failure =
 * out of action, success = flesh wound (-1 D, G and I). A flesh wound that takes any of them to 0 is out of action.
 * Ornery ignores the first flesh wound of the match, and turns a first-wound out-of-action into a flesh wound.
 */
export function crewHit(dice: Dice, crew: CrewMember): InjuryOutcome {
  const seatRoll = armoredSeat(dice, crew);
  // Each outcome spelt out as a literal, not spread from a shared base (V8's slow path for a spread that adds keys).
  if (seatRoll && seatRoll.value >= ARMORED_SEAT_IGNORES_FROM)
    return { crewId: crew.id, seatRoll, check: null, checkModifiers: [], notes: [], rerollsUsed: [], result: 'ignored-by-seat', after: crew };
  const checkModifiers = toughnessModifiers(crew, SECTION.damageTable);
  const pool = new RerollPool(crew.rerolls);
  const result = check(dice, sumModifiers(checkModifiers), `crew hit: ${crew.id} toughness check`, pool.for('toughness'));
  pool.spend(result.rerolledBy);
  const outcome = (notes: string[], rerollsUsed: InjuryOutcome['rerollsUsed'], what: InjuryOutcome['result'], after: CrewMember): InjuryOutcome => ({
    crewId: crew.id,
    seatRoll,
    check: result,
    checkModifiers,
    notes,
    rerollsUsed,
    result: what,
    after,
  });
  const firstWound = crew.woundsThisMatch === 0 && crew.talents.includes('Ornery');
  if (!result.success && !firstWound) return outcome([], pool.used, 'out-of-action', crew);
  if (result.success && firstWound)
    return outcome([`Ornery: first flesh wound ignored (${ORNERY_RULE})`], pool.used, 'ignored-by-ornery', { ...crew, woundsThisMatch: 1 });
  const notes = result.success ? [] : [`Ornery: first wound out of action reduced to a flesh wound (${ORNERY_RULE})`];
  const after = wounded(crew);
  if (Math.min(after.driving, after.gunnery, after.initiative) <= 0)
    return outcome([...notes, 'Flesh wounds took a characteristic to 0'], pool.used, 'out-of-action', after);
  return outcome(notes, pool.used, 'flesh-wound', after);
}

/**
 * Damage table 7+, Vehicle destroyed: every crewman makes a toughness check or goes out of action. Bail-Out! and the
 * Fireproof Suit each re-roll a failure and stack (gaps.md #52); the armored seat is rolled first if the league
 * says so (gaps.md #51). Ornery has no effect here.
 */
export function destroyedVehicleCrewCheck(dice: Dice, crew: CrewMember, settings: Pick<MatchSettings, 'armoredSeatOnDestroyed'>): InjuryOutcome {
  const seatRoll = settings.armoredSeatOnDestroyed ? armoredSeat(dice, crew) : null;
  const base = { crewId: crew.id, seatRoll, notes: [], after: crew };
  if (seatRoll && seatRoll.value >= ARMORED_SEAT_IGNORES_FROM) return { ...base, result: 'ignored-by-seat', check: null, checkModifiers: [], rerollsUsed: [] };
  const checkModifiers = toughnessModifiers(crew, SECTION.damageTable);
  const target = sumModifiers(checkModifiers);
  const options = [
    ...rerollsFor(crew.rerolls, 'destroyed-vehicle'),
    ...rerollsFor(crew.rerolls, 'toughness').filter((r) => !r.covers.includes('destroyed-vehicle')),
  ];
  let result = check(dice, target, `vehicle destroyed: ${crew.id} toughness check`, options.slice(0, 1));
  const used = result.rerolledBy ? [result.rerolledBy] : [];
  for (const option of options.slice(1)) {
    if (result.success || !result.roll) break;
    const roll = dice.reroll(result.roll, option.source);
    const success = roll.value <= target;
    dice.decide(roll, success ? 'success' : 'failure');
    result = { success, target, automatic: false, roll, firstRoll: result.firstRoll ?? result.roll, rerolledBy: option.source };
    used.push(option.source);
  }
  return { ...base, result: result.success ? 'unharmed' : 'out-of-action', check: result, checkModifiers, rerollsUsed: used };
}

/** gaps.md #50: every time the running damage total reaches a multiple of the vehicle's Toughness, one critical. */
export function criticalsDue(damageBefore: number, damageAfter: number, toughness: number): number {
  const t = Math.max(1, toughness);
  return Math.floor(damageAfter / t) - Math.floor(damageBefore / t);
}

export interface CriticalContext {
  sideHit: ArmorSide;
  /** Ids of the vehicle's weapons, for "Random weapon". */
  weapons: readonly string[];
  /** Crew aboard and not out of action. */
  crew: readonly CrewMember[];
  selfSealingTank: boolean;
  /** Swipe: "can never destroy a vehicle (by itself)" — a 7+ is re-rolled (gaps.md #45). */
  cannotDestroy?: boolean;
}

export type CriticalEffect =
  | { kind: 'drivetrain'; accelerationLoss: 1; subRoll: RollRecord }
  | { kind: 'fuel-tank'; fuelLost: number; sealed: number; subRoll: RollRecord; lossRoll: RollRecord; sealRolls: RollRecord[] }
  | { kind: 'weapon'; weaponId: string | null; ammoLost: number; pickRoll: RollRecord | null; ammoRoll: RollRecord | null }
  | { kind: 'crew'; injury: InjuryOutcome | null; pickRoll: RollRecord | null }
  | { kind: 'body'; side: ArmorSide; armorLoss: 1 }
  | { kind: 'destroyed'; crew: InjuryOutcome[] };

export interface CriticalResult {
  roll: RollRecord;
  modified: number;
  modifiers: Modifier[];
  label: string;
  effect: CriticalEffect;
}

function pickRandom<T>(dice: Dice, items: readonly T[], purpose: string): { item: T | null; roll: RollRecord | null } {
  if (items.length <= 1) return { item: items[0] ?? null, roll: null };
  const roll = dice.roll(`1d${items.length}`, purpose);
  return { item: items[roll.value - 1]!, roll };
}

/** A die that can never leave the cap: with that many criticals a swipe's 7+ could not be re-rolled away. */
const HIGHEST_NON_DESTROYING = 6;

/** Part V › Damage table: 1d6 + criticals already taken, and the sub-rolls of the result. */
export function rollCritical(
  dice: Dice,
  existingCriticals: number,
  ctx: CriticalContext,
  settings: Pick<MatchSettings, 'armoredSeatOnDestroyed'>,
): CriticalResult {
  let roll = dice.roll('1d6', `critical hit (+${existingCriticals} for criticals already taken${ctx.cannotDestroy ? '; a swipe re-rolls a 7+' : ''})`);
  let modified = roll.value + existingCriticals;
  const modifiers = [modifier('Die', roll.value, SECTION.damageTable), modifier('Criticals already taken', existingCriticals, SECTION.damageTable)];
  if (ctx.cannotDestroy && modified >= 7) {
    if (existingCriticals >= HIGHEST_NON_DESTROYING) {
      modifiers.push(modifier('Swipe cannot destroy: held at Body damage', HIGHEST_NON_DESTROYING - modified, withGap(SECTION.collisionTypes, 45)));
      modified = HIGHEST_NON_DESTROYING;
    } else {
      while (roll.value + existingCriticals >= 7) roll = dice.reroll(roll, 'a swipe cannot destroy a vehicle (gaps.md #45)');
      modified = roll.value + existingCriticals;
      modifiers[0] = modifier('Die (re-rolled: a swipe cannot destroy)', roll.value, withGap(SECTION.collisionTypes, 45));
    }
  }
  const row = lookupBand(DAMAGE_TABLE, modified);
  dice.decide(roll, `${modified}: ${row.label}`);
  return { roll, modified, modifiers, label: row.label, effect: criticalEffect(dice, row.kind, ctx, settings) };
}

function criticalEffect(
  dice: Dice,
  kind: (typeof DAMAGE_TABLE)[number]['kind'],
  ctx: CriticalContext,
  settings: Pick<MatchSettings, 'armoredSeatOnDestroyed'>,
): CriticalEffect {
  switch (kind) {
    case 'engine': {
      const subRoll = dice.roll('1d6', 'engine damage: 1-3 drivetrain, 4-6 fuel tank');
      const sub = lookupBand(ENGINE_DAMAGE_TABLE, subRoll.value);
      dice.decide(subRoll, sub.label);
      if (sub.kind === 'drivetrain') return { kind: 'drivetrain', accelerationLoss: 1, subRoll };
      return { kind: 'fuel-tank', subRoll, ...fuelTankLoss(dice, ctx.selfSealingTank) };
    }
    case 'weapon': {
      const { item, roll } = pickRandom(dice, ctx.weapons, 'weapon damaged: which weapon');
      if (item === null) return { kind: 'weapon', weaponId: null, ammoLost: 0, pickRoll: null, ammoRoll: null };
      const ammoRoll = dice.roll('1d6', `weapon damaged: ${item} loses 1d6 ammo`);
      return { kind: 'weapon', weaponId: item, ammoLost: ammoRoll.value, pickRoll: roll, ammoRoll };
    }
    case 'crew': {
      const { item, roll } = pickRandom(dice, ctx.crew, 'crew compartment: which crewman');
      return { kind: 'crew', injury: item === null ? null : crewHit(dice, item), pickRoll: roll };
    }
    case 'body':
      return { kind: 'body', side: ctx.sideHit, armorLoss: 1 };
    case 'destroyed':
      return { kind: 'destroyed', crew: ctx.crew.map((c) => destroyedVehicleCrewCheck(dice, c, settings)) };
  }
}

/** Fuel tank damaged: -1d3 fuel; a self-sealing tank ignores each point on 5-6 (Part II › Other components). */
export function fuelTankLoss(dice: Dice, selfSealing: boolean): { fuelLost: number; sealed: number; lossRoll: RollRecord; sealRolls: RollRecord[] } {
  const lossRoll = dice.roll('1d3', 'fuel tank damaged: fuel points lost');
  const sealRolls = selfSealing
    ? Array.from({ length: lossRoll.value }, (_, i) => {
        const r = dice.roll('1d6', `self-sealing fuel tank, point ${i + 1} (ignored on ${SELF_SEALING_IGNORES_FROM}-6)`);
        return dice.decide(r, r.value >= SELF_SEALING_IGNORES_FROM ? 'sealed' : 'lost');
      })
    : [];
  const sealed = sealRolls.filter((r) => r.value >= SELF_SEALING_IGNORES_FROM).length;
  return { fuelLost: lossRoll.value - sealed, sealed, lossRoll, sealRolls };
}

export interface DamageState {
  damage: number;
  toughness: number;
  criticals: number;
}

export interface DamageResult {
  damageAfter: number;
  criticalsAfter: number;
  criticals: CriticalResult[];
  destroyed: boolean;
  /** The crew after any crew hits (out-of-action crewmen removed). */
  crewAfter: CrewMember[];
}

/** Add damage points and roll every critical they trigger, each with +1 for every critical before it. */
export function applyDamage(
  dice: Dice,
  state: DamageState,
  points: number,
  ctx: CriticalContext,
  settings: Pick<MatchSettings, 'armoredSeatOnDestroyed'>,
): DamageResult {
  const damageAfter = state.damage + points;
  const due = criticalsDue(state.damage, damageAfter, state.toughness);
  let crew = [...ctx.crew];
  const criticals: CriticalResult[] = [];
  for (let i = 0; i < due; i++) {
    const here = { sideHit: ctx.sideHit, weapons: ctx.weapons, crew, selfSealingTank: ctx.selfSealingTank, cannotDestroy: ctx.cannotDestroy };
    const critical = rollCritical(dice, state.criticals + i, here, settings);
    criticals.push(critical);
    const effect = critical.effect;
    if (effect.kind === 'crew' && effect.injury) {
      const injury = effect.injury;
      crew = injury.result === 'out-of-action' ? crew.filter((c) => c.id !== injury.crewId) : crew.map((c) => (c.id === injury.crewId ? injury.after : c));
    }
    if (effect.kind === 'destroyed') {
      crew = crew.filter((c) => effect.crew.find((o) => o.crewId === c.id)?.result !== 'out-of-action');
      return { damageAfter, criticalsAfter: state.criticals + i + 1, criticals, destroyed: true, crewAfter: crew };
    }
  }
  return { damageAfter, criticalsAfter: state.criticals + due, criticals, destroyed: false, crewAfter: crew };
}
