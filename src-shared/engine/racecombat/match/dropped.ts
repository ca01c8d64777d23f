/**
 * Dropped weapons: the avoid roll (1d20 + handling, oil's modifiers, ≥ the avoid number), then a failure's damage in
 * gear dice (mines: the 2nd gear die to the tyres, then the 1st gear die to the body; spikes: the 2nd gear die to the
 * tyres) or oil's skid by how much it failed (7-10: a 1d20 spin-out roll, 1-8 spins); smoke dissipating on 16+.
 * "Tyre Armour Points are not used to soak up damage from dropped weapons": the tyres' wear points take it directly.
 */
import type { Dice, RollRecord } from '../../dice';
import type { CarDesign } from '../design';
import { type GearDie, type GearDieRoll, rollGearDie } from '../gearDice';
import { type Modifier, modifier, RaceCombatRuleError, SECTION, sumModifiers, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import {
  type DroppedWeaponName,
  droppedWeaponRow,
  OIL_MODIFIERS,
  OIL_SPINOUT_ON,
  type OilSituation,
  type OilSkidRow,
  oilSkidRow,
  SMOKE_DISSIPATES_ON,
} from '../tables/dropped';
import { applyHit, type HitResult } from './damage';
import { type CarState, eliminatedBy } from './state';

export interface AvoidInput {
  weapon: Exclude<DroppedWeaponName, 'smoke'>;
  /** The car's handling: its handling wear points left (gaps.md #6). */
  handling: number;
  /** Oil only: in a corner (-4) or manoeuvring on a straight (-2) (gaps.md #21). */
  oil?: OilSituation | null;
}

export interface AvoidResult {
  roll: RollRecord;
  parts: Modifier[];
  total: number;
  avoid: number;
  avoided: boolean;
  /** How far short of the avoid number (0 when avoided). */
  failedBy: number;
  text: string;
}

/** "An avoid roll (of 1d20 + the vehicle's handling). If they roll equal or greater than the Avoid Number they have passed." */
export function avoidRoll(dice: Dice, input: AvoidInput): AvoidResult {
  const row = droppedWeaponRow(input.weapon);
  if (!Number.isInteger(input.handling)) throw new RaceCombatRuleError(`Handling is a whole number, not ${input.handling}`, withGap(SECTION.dropped, 6));
  if (input.oil && input.weapon !== 'oil') throw new RaceCombatRuleError('The corner and manoeuvring modifiers are for running over oil', SECTION.oil);
  const roll = dice.roll('1d20', `${row.label}: avoid roll (${row.avoid}+)`);
  const parts = [modifier('1d20', roll.value, SECTION.dropped), modifier('Handling', input.handling, withGap(SECTION.dropped, 6))];
  const oil = OIL_MODIFIERS.find((m) => m.situation === input.oil);
  if (oil) parts.push(modifier(oil.text, oil.value, withGap(SECTION.oil, 21)));
  const total = sumModifiers(parts);
  const avoid = row.avoid!;
  const avoided = total >= avoid;
  const failedBy = avoided ? 0 : avoid - total;
  // What the roll decided for what follows: oil's skid reads by how much it failed; mines and spikes only that it did
  // (so the odds share every failing roll's gear dice, odds.ts decidedState).
  dice.decide(roll, avoided ? 'avoided' : input.weapon === 'oil' ? `failed by ${failedBy}` : 'failed');
  return {
    roll,
    parts,
    total,
    avoid,
    avoided,
    failedBy,
    text: `${row.label}: ${total} against ${avoid}+: ${avoided ? 'passed through' : `failed by ${failedBy}`}`,
  };
}

export interface DroppedInput extends AvoidInput {
  design: CarDesign;
  state: CarState;
}

export interface DroppedResult {
  avoid: AvoidResult;
  /** Gear dice rolled for damage, in order (tyres, then body). */
  damageRolls: GearDieRoll[];
  /** Tyre wear points crossed off. */
  tyresLost: number;
  /** Mines' body damage: a body hit (armour first, gaps.md #20). */
  body: HitResult | null;
  /** Oil: the skid, and the spin-out. */
  oil: { row: OilSkidRow; spinoutRoll: RollRecord | null; spinout: boolean } | null;
  /** The counter leaves the board (a mine once exploded). */
  removed: boolean;
  state: CarState;
  eliminatedBy: string[];
  text: string;
}

/**
 * A car enters a dropped weapon's square (where the counter goes, and a car already there, are the board's: gaps.md
 * #22). Dice: the avoid 1d20; on a failure the gear dice or oil's spin-out 1d20, then a mine's body hit locations.
 */
export function enterDropped(dice: Dice, input: DroppedInput, settings: Pick<RacecombatSettings, 'gearDice' | 'fuelHit'>): DroppedResult {
  const row = droppedWeaponRow(input.weapon);
  const av = avoidRoll(dice, input);
  let state = input.state;
  const none = { damageRolls: [] as GearDieRoll[], tyresLost: 0, body: null, oil: null };
  if (av.avoided) return { avoid: av, ...none, removed: false, state, eliminatedBy: eliminatedBy(input.design, state), text: av.text };
  if (input.weapon === 'oil') {
    const skid = oilSkidRow(av.failedBy);
    let spinoutRoll: RollRecord | null = null;
    let spinout = skid.spinout === 'immediate';
    if (skid.spinout === 'd20-1-8') {
      spinoutRoll = dice.roll('1d20', 'oil: spin-out at the end of the skid (1-8 spins)');
      spinout = spinoutRoll.value >= OIL_SPINOUT_ON.from && spinoutRoll.value <= OIL_SPINOUT_ON.to;
      dice.decide(spinoutRoll, spinout ? 'spins out' : 'no spin-out');
    }
    return {
      avoid: av,
      ...none,
      oil: { row: skid, spinoutRoll, spinout },
      removed: false,
      state,
      eliminatedBy: eliminatedBy(input.design, state),
      text: `${av.text}: ${skid.text}${spinout ? ', spins out' : ''}`,
    };
  }
  const rolls: GearDieRoll[] = [];
  let tyresLost = 0;
  let body: HitResult | null = null;
  for (const d of row.damage) {
    const g = rollGearDie(dice, settings.gearDice as GearDie[], d.gear, `${row.label}: damage to the ${d.to}`);
    rolls.push(g);
    if (d.to === 'tyres') {
      const took = Math.min(g.value, state.wear.tyres);
      tyresLost += took;
      state = { ...state, wear: { ...state.wear, tyres: state.wear.tyres - took } };
    }
  }
  const bodyRoll = row.damage.findIndex((d) => d.to === 'body');
  if (bodyRoll >= 0) {
    body = applyHit(dice, { design: input.design, state, aim: 'body', damage: rolls[bodyRoll]!.value }, settings);
    state = body.state;
  }
  const why = eliminatedBy(input.design, state);
  return {
    avoid: av,
    damageRolls: rolls,
    tyresLost,
    body,
    oil: null,
    removed: row.removedWhenHit,
    state,
    eliminatedBy: why,
    text: `${av.text}: tyres -${tyresLost}${body ? `; ${body.text}` : ''}${why.length ? `; eliminated: ${why.join(', ')}` : ''}`,
  };
}

/** Smoke "Dissipates on a 16+ on a 1d20 (roll once per turn)". */
export function smokeDissipates(dice: Dice): { roll: RollRecord; dissipates: boolean } {
  const roll = dice.roll('1d20', `smoke: dissipates on ${SMOKE_DISSIPATES_ON}+`);
  const dissipates = roll.value >= SMOKE_DISSIPATES_ON;
  dice.decide(roll, dissipates ? 'dissipates' : 'stays');
  return { roll, dissipates };
}
