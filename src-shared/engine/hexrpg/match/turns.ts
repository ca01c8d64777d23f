/**
 * Turns and movement (1, 2a–2g, Failure to Control Car): who goes first, how many actions, fatigue on foot, the fuel
 * and control roll at the end of a vehicle's turn, a turn beyond the allowed number, and losing control.
 */
import type { Dice, RollRecord } from '../../dice';
import { HexRpgRuleError, type Modifier, modifier, SECTION, type VehicleKind, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import { VEHICLE_CRITICALS, type VehicleCritical } from '../tables/criticals';
import { BOARDING, FAILURE_D4, FATIGUE, FUEL_SKILL, type Pace, paceRow, TURNING } from '../tables/movement';
import { aboveFirst, checkRange, type UnderRoll, underRoll } from './rolls';

export interface Actor {
  id: string;
  agi: number;
  luck: number;
}

/**
 * 1. Turns and order: highest AGI first; tied AGI, the higher LUCK (gaps.md #9); both tied, exactly simultaneous.
 * Returns the groups in order, each group acting at once. No dice.
 */
export function turnOrder(actors: readonly Actor[]): { groups: string[][]; text: string } {
  const ids = actors.map((a) => a.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new HexRpgRuleError(`“${twice}” is listed twice in the turn order`, SECTION.turns);
  const sorted = [...actors].sort((a, b) => b.agi - a.agi || b.luck - a.luck);
  const groups: string[][] = [];
  let prev: Actor | undefined;
  for (const a of sorted) {
    if (prev && prev.agi === a.agi && prev.luck === a.luck) groups[groups.length - 1]!.push(a.id);
    else groups.push([a.id]);
    prev = a;
  }
  return { groups, text: groups.map((g) => (g.length > 1 ? `${g.join(' + ')} (simultaneous)` : g[0])).join(', ') };
}

export type Mover = { on: 'foot'; pace: Pace } | { on: 'vehicle'; movement: number; gotIn?: boolean };

/**
 * 2e. Actions this turn: one per hex of maximum movement (on foot: walking 1/2 hex, running 1, sprinting 2);
 * getting in a vehicle reduces its maximum movement that turn by two.
 */
export function actionsPerTurn(m: Mover): { actions: number; parts: Modifier[] } {
  if (m.on === 'foot') {
    const p = paceRow(m.pace);
    return { actions: p.hexesPerTurn, parts: [modifier(`${p.label}: hexes per turn`, p.hexesPerTurn, SECTION.people)] };
  }
  checkRange(m.movement, 0, 13, 'A maximum movement', SECTION.general);
  const parts = [modifier('Maximum movement', m.movement, SECTION.general)];
  if (m.gotIn) parts.push(modifier('Got in the vehicle this turn', -BOARDING.boardingMovementLoss, SECTION.general));
  return {
    actions: Math.max(
      0,
      parts.reduce((s, p) => s + p.value, 0),
    ),
    parts,
  };
}

/** 2a. Turns a character may run or sprint before fatigue sets in: MUSC sprinting, 2 × MUSC running; walking never. */
export function fatigueLimit(musc: number, pace: Pace): number | null {
  const per = paceRow(pace).fatigueTurnsPerMusc;
  return per === null ? null : per * musc;
}

export interface FatigueResult {
  roll: RollRecord;
  parts: Modifier[];
  total: number;
  collapsed: boolean;
  /** d4 turns unable to rise (0 when standing). */
  downTurns: number;
  rolls: RollRecord[];
  text: string;
}

/**
 * 2a. Once fatigue sets in: 2d6 each turn less `penalty` (1 for each time the fatigue level was regained after a
 * collapse, less what walking and rest gave back); a 2 or less collapses the character for d4 turns.
 * Dice: the 2d6, then on a collapse the d4.
 */
export function fatigueRoll(dice: Dice, input: { penalty?: number }): FatigueResult {
  const penalty = input.penalty ?? 0;
  checkRange(penalty, 0, 20, 'The fatigue penalty', SECTION.people);
  const roll = dice.roll('2d6', `Fatigue (collapse on ${FATIGUE.collapseOn})`);
  const parts = [modifier('2d6', roll.value, SECTION.people)];
  if (penalty) parts.push(modifier('Regained the fatigue level after collapsing', -penalty, SECTION.people));
  const total = roll.value - penalty;
  const collapsed = total <= FATIGUE.collapseOn;
  dice.decide(roll, collapsed ? 'collapses' : 'keeps going');
  const rolls = [roll];
  let downTurns = 0;
  if (collapsed) {
    const d4 = dice.roll(FATIGUE.collapseDie, 'Collapsed: turns unable to rise');
    rolls.push(d4);
    downTurns = d4.value;
  }
  return { roll, parts, total, collapsed, downTurns, rolls, text: collapsed ? `Collapses for ${downTurns} turns` : 'Keeps going' };
}

/** 2a. The fatigue penalty after a turn: each collapse regained −1 more; a turn of collapse or walking +1; rest +2. */
export function nextFatiguePenalty(penalty: number, turn: 'regained' | 'collapsed' | 'walked' | 'rested'): number {
  if (turn === 'regained') return penalty + FATIGUE.penaltyPerCollapse;
  return Math.max(0, penalty - (turn === 'rested' ? FATIGUE.recoveryPerRestTurn : FATIGUE.recoveryPerWalkTurn));
}

export interface Driver {
  /** The driving skill level for this kind of vehicle (0: none). */
  level: number;
  driv: number;
}

/** The base of a control roll, by the league's reading (gaps.md #3). */
function controlBase(driver: Driver, settings: Pick<HexrpgSettings, 'controlRoll'>): { base: Modifier; mods: Modifier[] } {
  if (settings.controlRoll === 'driv') return { base: modifier('DRIV', driver.driv, withGap(SECTION.fuelSkill, 3)), mods: [] };
  const base = modifier(
    driver.level > 0 ? 'With driving skill: 7 or less' : 'Without driving skill: 4 or less',
    driver.level > 0 ? 7 : 4,
    withGap(SECTION.fuelSkill, 3),
  );
  const mods = aboveFirst(driver.level) ? [modifier('Each level of skill above the first', aboveFirst(driver.level), withGap(SECTION.fuelSkill, 3))] : [];
  return { base, mods };
}

export interface FuelControlResult {
  fuel: number;
  /** The table's adjustment, or null: "No roll" at this speed. */
  adjustment: number | null;
  control: UnderRoll | null;
  /** False: the vehicle is not controlled (Failure to Control Car). */
  controlled: boolean;
  text: string;
}

/**
 * 2f. Fuel and Skill: the fuel spent for the hexes moved this turn, and the control roll made ONCE at the END of the
 * turn with the table's adjustment. Dice: the 2d6, only at a speed with an adjustment.
 */
export function fuelAndControl(
  dice: Dice,
  input: { kind: VehicleKind; speed: number; driver: Driver },
  settings: Pick<HexrpgSettings, 'controlRoll'>,
): FuelControlResult {
  checkRange(input.speed, 0, FUEL_SKILL.length, 'Hexes moved this turn', SECTION.fuelSkillTable);
  if (input.speed === 0) return { fuel: 0, adjustment: null, control: null, controlled: true, text: 'Did not move: no fuel, no roll' };
  const row = FUEL_SKILL[input.speed - 1]!;
  const fuel = row.fuel[input.kind];
  const adjustment = row.skill[input.kind];
  if (adjustment === null) return { fuel, adjustment, control: null, controlled: true, text: `${fuel} fuel; no roll at ${input.speed} hexes` };
  const { base, mods } = controlBase(input.driver, settings);
  mods.push(modifier(`Speed ${input.speed} (${input.kind})`, adjustment, SECTION.fuelSkillTable));
  const control = underRoll(dice, base, mods, `Control at ${input.speed} hexes`, ['in control', 'loses control']);
  return { fuel, adjustment, control, controlled: control.success, text: `${fuel} fuel; ${control.text}` };
}

/**
 * 2g. Turning: the Nth turn beyond the allowed number needs a roll against the driving skill with the Turning Table's
 * modifier. Dice: one 2d6.
 */
export function excessTurnRoll(dice: Dice, input: { excess: number; driver: Driver }, settings: Pick<HexrpgSettings, 'controlRoll'>): UnderRoll {
  checkRange(input.excess, 1, TURNING.length, 'An excessive turn', SECTION.turningTable);
  const { base, mods } = controlBase(input.driver, settings);
  mods.push(modifier(`Excessive turn ${input.excess}`, TURNING[input.excess - 1]!.modifier, SECTION.turningTable));
  return underRoll(dice, base, mods, `Excessive turn ${input.excess}`, ['in control', 'loses control']);
}

/** 2b. Facing changes: one hex-side is one turn, two are two, three (180°) three. Beyond the allowed: the excess. */
export function excessTurns(turnsMade: number, allowed: number): number {
  checkRange(turnsMade, 0, 60, 'Turns made', SECTION.turning);
  return Math.max(0, turnsMade - allowed);
}

export interface LossOfControl {
  failureRoll: RollRecord;
  kind: 'skid' | 'failure';
  d4: RollRecord;
  skidHexes: number;
  failureTurns: number;
  /** A failure's nature, rolled as a vehicle critical; an explosion is a stall. */
  nature: { roll: RollRecord; effect: VehicleCritical; text: string } | null;
  rolls: RollRecord[];
  text: string;
}

/**
 * Failure to Control Car: d100 against the vehicle's mechanical failure percentage (rolled: a short mechanical
 * failure; not rolled: a skid), then d4 (1-2 = 1, 3 = 2, 4 = 3 hexes or turns), then for a failure its nature on the
 * vehicle critical table (explosion as a stall: gaps.md #15). Dice: d100, d4, then (failure) d100.
 */
export function loseControl(dice: Dice, input: { failurePercent: number }): LossOfControl {
  checkRange(input.failurePercent, 0, 100, 'A mechanical failure percentage', SECTION.failure);
  const failureRoll = dice.roll('1d100', `Mechanical failure (${input.failurePercent}% or less)`);
  const kind = failureRoll.value <= input.failurePercent ? 'failure' : 'skid';
  dice.decide(failureRoll, kind === 'failure' ? 'mechanical failure' : 'skid');
  const d4 = dice.roll('1d4', kind === 'skid' ? 'Skid distance' : 'Failure duration');
  const row = FAILURE_D4.find((r) => r.d4.includes(d4.value))!;
  const rolls = [failureRoll, d4];
  let nature: LossOfControl['nature'] = null;
  if (kind === 'failure') {
    const n = dice.roll('1d100', 'Nature of the failure (as a critical hit)');
    rolls.push(n);
    const crit = VEHICLE_CRITICALS.find((c) => n.value >= c.range[0] && n.value <= c.range[1])!;
    const effect: VehicleCritical = crit.effect === 'explodes' ? 'stall' : crit.effect;
    nature = { roll: n, effect, text: effect === crit.effect ? crit.text : 'Stall (an explosion counts as a stall)' };
  }
  const text =
    kind === 'skid'
      ? `Skids ${row.skidHexes} hex${row.skidHexes > 1 ? 'es' : ''} away from the bash`
      : `Mechanical failure for ${row.failureTurns} turn${row.failureTurns > 1 ? 's' : ''}: ${nature!.text}`;
  return {
    failureRoll,
    kind,
    d4,
    skidHexes: kind === 'skid' ? row.skidHexes : 0,
    failureTurns: kind === 'failure' ? row.failureTurns : 0,
    nature,
    rolls,
    text,
  };
}

/**
 * 3e. Damage from vehicles bashing: "the bashed car must roll to keep control"; a vehicle critical 84-90: "must roll
 * against skill each turn to control". The control roll with no table adjustment (gaps.md #3). Dice: one 2d6.
 */
export function keepControl(dice: Dice, input: { driver: Driver; why: 'bashed' | 'critical' }, settings: Pick<HexrpgSettings, 'controlRoll'>): UnderRoll {
  const { base, mods } = controlBase(input.driver, settings);
  return underRoll(
    dice,
    { ...base, rule: input.why === 'bashed' ? withGap(SECTION.bashDamage, 3) : withGap(SECTION.vehicleCriticals, 3) },
    mods,
    input.why === 'bashed' ? 'Keep control after the bash' : 'Control (damaged)',
    ['in control', 'loses control'],
  );
}
