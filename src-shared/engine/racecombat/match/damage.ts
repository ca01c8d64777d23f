/**
 * Effects of a hit: tyres (tyre armour, then the tyres' wear points), turret (turret armour, then one point destroys
 * it and its weapons, the rest lost) and body (armour, then one 1d20 internal hit location per point left, each
 * crossing one wear point of the item hit). Dice: one 1d20 per internal point, in order.
 */
import type { Dice, RollRecord } from '../../dice';
import type { CarDesign } from '../design';
import { RaceCombatRuleError, SECTION, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { type HitItem, hitLocationRow } from '../tables/combat';
import { COMPONENT_LABELS, type Component } from '../tables/weapons';
import { type CarState, crewCapacity, eliminatedBy, gunnerAlive, weaponsLeft } from './state';

export type Aim = 'body' | 'tyres' | 'turret';

export interface LocationStep {
  roll: RollRecord;
  /** What the table says was hit. */
  item: HitItem;
  /** What took the point: a component's wear point, a crew hit, a weapon hit, or nothing. */
  effect: string;
  rule: string;
}

export interface HitResult {
  aim: Aim;
  damage: number;
  /** Armour before and the points it took (tyre, turret or body armour). */
  armour: { before: number; took: number };
  /** Points past the armour. */
  through: number;
  /** Tyres: wear points crossed off. */
  tyresLost: number;
  /** Turret: destroyed with the weapons in it; the points lost beyond. */
  turretDestroyed: boolean;
  weaponsDestroyed: string[];
  lost: number;
  /** Body: one step per internal point. */
  steps: LocationStep[];
  state: CarState;
  /** Empty: still racing. */
  eliminatedBy: string[];
  text: string;
}

/** Wear points never go below 0: a point past the last is lost (gaps.md #16). */
const wearOff = (s: CarState, c: Component, n: number): { state: CarState; took: number } => {
  const took = Math.min(n, s.wear[c]);
  return { state: { ...s, wear: { ...s.wear, [c]: s.wear[c] - took } }, took };
};

/** A hit of `damage` points on the body, tyres or turret ("If no target was specified, then the body was hit"). */
export function applyHit(
  dice: Dice,
  input: { design: CarDesign; state: CarState; aim?: Aim; damage: number },
  settings: Pick<RacecombatSettings, 'fuelHit'>,
): HitResult {
  const { design, damage } = input;
  const aim = input.aim ?? 'body';
  if (!Number.isInteger(damage) || damage < 0) throw new RaceCombatRuleError(`Damage is a whole number of 0 or more, not ${damage}`, SECTION.effects);
  let state = input.state;
  const base = { aim, damage, tyresLost: 0, turretDestroyed: false, weaponsDestroyed: [] as string[], lost: 0, steps: [] as LocationStep[] };
  const done = (r: Omit<HitResult, 'state' | 'eliminatedBy' | 'text'>, words: string): HitResult => {
    const why = eliminatedBy(design, state);
    return { ...r, state, eliminatedBy: why, text: `${words}${why.length ? `; eliminated: ${why.join(', ')}` : ''}` };
  };
  if (aim === 'tyres') {
    const before = state.tyreArmour;
    const took = Math.min(before, damage);
    state = { ...state, tyreArmour: before - took };
    const worn = wearOff(state, 'tyres', damage - took);
    state = worn.state;
    return done(
      { ...base, armour: { before, took }, through: damage - took, tyresLost: worn.took, lost: damage - took - worn.took },
      `Tyres: armour ${before} took ${took}, ${worn.took} tyre wear points crossed off`,
    );
  }
  if (aim === 'turret') {
    if (state.turretArmour === null) throw new RaceCombatRuleError(`${design.name} has no turret to aim at`, SECTION.turret);
    const before = state.turretArmour;
    const took = Math.min(before, damage);
    const through = damage - took;
    if (through === 0) {
      state = { ...state, turretArmour: before - took };
      return done({ ...base, armour: { before, took }, through }, `Turret: armour ${before} took ${took}`);
    }
    // "Destroy the weapon": every weapon in the turret goes with it, as the turret is gone (gaps.md #13).
    const inTurret = design.weapons.filter((w) => w.mount === 'turret').map((w) => w.id);
    const gone = state.weapons.filter((w) => inTurret.includes(w));
    state = { ...state, turretArmour: null, weapons: state.weapons.filter((w) => !inTurret.includes(w)) };
    return done(
      { ...base, armour: { before, took }, through, turretDestroyed: true, weaponsDestroyed: gone, lost: through - 1 },
      `Turret: armour ${before} took ${took}; destroyed with ${gone.join(', ') || 'no working weapon'}${through > 1 ? `, ${through - 1} lost` : ''}`,
    );
  }
  const before = state.bodyArmour;
  const took = Math.min(before, damage);
  state = { ...state, bodyArmour: before - took };
  const through = damage - took;
  const steps: LocationStep[] = [];
  // A location per point even once the car is out: the example rolls both of its points (gaps.md #15).
  for (let i = 1; i <= through; i++) {
    const roll = dice.roll('1d20', `hit location on ${design.name} (internal point ${i} of ${through})`);
    const row = hitLocationRow(roll.value);
    const hit = internalPoint(design, state, row.item, settings);
    state = hit.state;
    dice.decide(roll, hit.effect);
    steps.push({ roll, item: row.item, effect: hit.effect, rule: hit.rule });
  }
  return done(
    { ...base, armour: { before, took }, through, steps },
    `Body: armour ${before} took ${took}${through ? `; ${steps.map((s) => s.effect).join('; ')}` : ''}`,
  );
}

/** One internal point on the item the table gave: "Each point of damage crosses off one wear point of the item hit". */
function internalPoint(
  design: CarDesign,
  s: CarState,
  item: HitItem,
  settings: Pick<RacecombatSettings, 'fuelHit'>,
): { state: CarState; effect: string; rule: string } {
  const wear = (c: Component, rule: string, why = '') => {
    const w = wearOff(s, c, 1);
    return { state: w.state, effect: w.took ? `${COMPONENT_LABELS[c]}${why} -1` : `${COMPONENT_LABELS[c]}${why}: none left, no effect`, rule };
  };
  switch (item) {
    case 'engine':
      return wear('engine', SECTION.damageEffects);
    case 'brakes':
      return wear('brakes', SECTION.damageEffects);
    case 'handling':
      return wear('handling', SECTION.damageEffects);
    case 'bodywork':
      return wear('body', SECTION.damageEffects);
    case 'fuel':
      if (settings.fuelHit === 'lost') return { state: s, effect: 'Fuel: no effect', rule: withGap(SECTION.hitLocation, 9) };
      return wear(settings.fuelHit, withGap(SECTION.hitLocation, 9), ' (fuel)');
    case 'weapon':
      if (weaponsLeft(s) - s.weaponHitsToChoose < 1) return { state: s, effect: 'Weapon: none left, no effect', rule: withGap(SECTION.damageEffects, 11) };
      return {
        state: { ...s, weaponHitsToChoose: s.weaponHitsToChoose + 1 },
        effect: 'Weapon hit: the owner chooses one destroyed',
        rule: SECTION.damageEffects,
      };
    case 'driver':
      return s.driverHits >= crewCapacity(design, 'driver')
        ? { state: s, effect: 'Driver: already dead, no effect', rule: SECTION.crew }
        : { state: { ...s, driverHits: s.driverHits + 1 }, effect: 'Driver hit', rule: SECTION.crew };
    case 'gunner':
      if (!gunnerAlive(design, s)) return wear('body', withGap(SECTION.hitLocation, 12), ' (no gunner)');
      return { state: { ...s, gunnerHits: s.gunnerHits + 1 }, effect: 'Gunner hit', rule: SECTION.crew };
  }
}
