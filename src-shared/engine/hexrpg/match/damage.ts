/**
 * 3e. Damage: which band a hit does (the d10 by skill level, or the player-character's LUCK roll against an NPC's hit),
 * how much that is (a weapon, a vehicle's rating, fists, grappling), the d20 for jumping out, the ram formula, dying.
 */
import type { Dice, RollRecord } from '../../dice';
import { HexRpgRuleError, type Modifier, modifier, SECTION, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import type { Hold } from '../tables/combat';
import { type Band, DAMAGE_BANDS, type DamageBandRow, DYING, FISTS, GRAPPLING, type GrappleCell, RAM_FORMULA, WEAPONS, type WeaponId } from '../tables/damage';
import { checkLevel, checkRange } from './rolls';

export interface Ratings {
  minimal: number;
  average: number;
  maximal: number;
}

export const bandRow = (level: number): DamageBandRow => DAMAGE_BANDS.find((r) => level >= r.levels[0] && level <= r.levels[1])!;
const inRange = (v: number, r: readonly [number, number] | null) => r !== null && v >= r[0] && v <= r[1];

export interface DamageBandResult {
  d10: RollRecord;
  /** The second d10 for no level to 2nd level after a 10. */
  confirm: RollRecord | null;
  /** null: a critical result from 3rd level on with the house rule "the critical only" (gaps.md #11). */
  band: Band | null;
  critical: boolean;
  rolls: RollRecord[];
  text: string;
}

/**
 * 3e. A player-character's (or an NPC's on an NPC) hit: d10 on the row of the attacker's skill level; no level to 2nd
 * level, a 10 is maximal and a second d10 in the row's range is a critical; from 3rd level the critical column is a
 * critical (and maximal damage by default: gaps.md #11). Dice: the d10, then (a 10 at levels 0–2) the second d10.
 */
export function damageBand(dice: Dice, input: { level: number }, settings: Pick<HexrpgSettings, 'criticalDamage'>): DamageBandResult {
  checkLevel(input.level, "The attacker's");
  const row = bandRow(input.level);
  const d10 = dice.roll('1d10', `Damage (${row.label})`);
  const rolls = [d10];
  let band: Band | null = inRange(d10.value, row.minimal)
    ? 'minimal'
    : inRange(d10.value, row.average)
      ? 'average'
      : inRange(d10.value, row.maximal)
        ? 'maximal'
        : null;
  let critical = false;
  let confirm: RollRecord | null = null;
  if (row.confirm) {
    if (d10.value === row.critical[0]) {
      confirm = dice.roll('1d10', `Critical hit? (${row.confirm[0] === row.confirm[1] ? row.confirm[0] : `${row.confirm[0]}-${row.confirm[1]}`})`);
      rolls.push(confirm);
      critical = inRange(confirm.value, row.confirm);
      dice.decide(confirm, critical ? 'critical hit' : 'no critical');
    }
  } else if (inRange(d10.value, row.critical)) {
    critical = true;
    band = settings.criticalDamage === 'maximal' ? 'maximal' : null;
  }
  dice.decide(d10, `${band ?? 'no'} damage${critical && !confirm ? ', critical hit' : ''}`);
  return {
    d10,
    confirm,
    band,
    critical,
    rolls,
    text: `${band ? `${band[0]!.toUpperCase()}${band.slice(1)} damage` : 'No damage band'}${critical ? ' and a critical hit' : ''}`,
  };
}

/**
 * 3e. An NPC hits a player-character: the PC rolls against LUCK: ≤ 1/2 LUCK minimal, ≤ LUCK average, above LUCK
 * maximal (the missing row: gaps.md #2). Dice: one roll on the league's LUCK die (d100 by default).
 */
export function luckBand(dice: Dice, input: { luck: number }, settings: Pick<HexrpgSettings, 'luckDie'>): { roll: RollRecord; band: Band; text: string } {
  checkRange(input.luck, 1, 100, 'LUCK', SECTION.luckTable);
  const roll = dice.roll(settings.luckDie, `Against LUCK ${input.luck} (NPC's hit)`);
  const band: Band = roll.value <= input.luck / 2 ? 'minimal' : roll.value <= input.luck ? 'average' : 'maximal';
  dice.decide(roll, `${band} damage`);
  return { roll, band, text: `${roll.value} against LUCK ${input.luck}: ${band} damage` };
}

export const weaponRatings = (weapon: WeaponId): Ratings => {
  const w = WEAPONS.find((x) => x.weapon === weapon);
  if (!w) throw new HexRpgRuleError(`There is no weapon “${weapon}” on the damage table`, SECTION.damage);
  return { minimal: w.minimal, average: w.average, maximal: w.maximal };
};

/** 3e. Bare fists by the attacker's MUSC. */
export function fistRatings(musc: number): Ratings {
  checkRange(musc, 1, 1000, "The attacker's MUSC", SECTION.fists);
  const r = FISTS.find((f) => musc >= f.musc[0] && musc <= f.musc[1])!;
  return { minimal: r.minimal, average: r.average, maximal: r.maximal };
}

/** 3e. Grappling: the row of (attacker's MUSC+AGI) − (defender's MUSC+AGI), the cell of the band: damage and hold. */
export function grappleCell(input: { attacker: { musc: number; agi: number }; defender: { musc: number; agi: number }; band: Band }): GrappleCell & {
  diff: number;
  text: string;
} {
  const diff = input.attacker.musc + input.attacker.agi - (input.defender.musc + input.defender.agi);
  const row = GRAPPLING.find((r) => diff >= r.diff[0] && diff <= r.diff[1])!;
  const cell = row[input.band];
  return { ...cell, diff, text: `${cell.damage} damage${cell.hold ? `; victim held (${cell.hold} hold: break it with ${cell.hold} damage or better)` : ''}` };
}

const HOLD_ORDER: readonly Hold[] = ['minimal', 'average', 'maximal'];
/** 3e. The held victim breaks a hold by scoring the hold's band of damage (or better) while grappling. */
export const breaksHold = (hold: Hold, scored: Band): boolean => HOLD_ORDER.indexOf(scored) >= HOLD_ORDER.indexOf(hold);

/** A band's damage from ratings (a weapon, a vehicle's bash rating, fists). */
export const bandDamage = (r: Ratings, band: Band | null): number => (band ? r[band] : 0);

/** 3d. Jumping out of a car: d20 damage, but not below 1 HP. Dice: one d20. */
export function jumpOutDamage(dice: Dice, input: { hp: number }): { roll: RollRecord; damage: number; hp: number; text: string } {
  checkRange(input.hp, 1, 1000, 'Hit points of a character jumping out', SECTION.ramming);
  const roll = dice.roll('1d20', 'Jumped out of the car: damage');
  const damage = Math.min(roll.value, input.hp - 1);
  // What the d20 decides is the damage taken: faces past the HP left decide the same (the odds share their walks).
  dice.decide(roll, `${damage} damage taken`);
  return { roll, damage, hp: input.hp - damage, text: `${roll.value} damage rolled, ${damage} taken (not below 1 HP): ${input.hp - damage} HP` };
}

export interface RamSide {
  /** Straight hexes travelled before the collision. */
  straightHexes: number;
  /** The question (1–6) at which it first swerved, or null if it never did. */
  firstSwerve: number | null;
  driverAboard: boolean;
  hp: number;
  maxHp: number;
}

export interface RamDamage {
  parts: Modifier[];
  /** Before rounding up: X × 1/2 + the other car's HP × 1/100. */
  exact: number;
  /** Rounded up ("drop the fraction and add one, unless there is no fraction"), at least 0. */
  points: number;
  percent: number;
  /** Hit points lost: percent of this vehicle's hit points (gaps.md #16), never more than it has. */
  hpLost: number;
  criticals: number;
  text: string;
}

/**
 * 3e. Damage from vehicles ramming, for one vehicle (the transcriber's steps, gaps.md #4): X = straight hexes + (7 −
 * question periods passed before it first swerved); −3 own driver aboard, +3 a driver in the other car; Y = X × 1/2 +
 * other car's HP × 1/100, rounded up; it loses Y × 10 percent of its hit points, and one automatic critical hit.
 * No dice (the critical is `vehicleCritical`).
 */
export function ramDamage(self: RamSide, other: RamSide, settings: Pick<HexrpgSettings, 'ramNeverSwerved' | 'ramOtherHp'>): RamDamage {
  checkRange(self.straightHexes, 0, 100, 'Straight hexes before the collision', SECTION.ramDamage);
  if (self.firstSwerve !== null) checkRange(self.firstSwerve, 1, 6, 'The question it first swerved at', SECTION.ramDamage);
  const S = SECTION.ramDamage;
  const parts: Modifier[] = [modifier('Straight hexes travelled', self.straightHexes, S)];
  if (self.firstSwerve !== null)
    parts.push(
      modifier(`7 − ${self.firstSwerve - 1} question periods before it first swerved`, RAM_FORMULA.swerveBase - (self.firstSwerve - 1), withGap(S, 4)),
    );
  else if (settings.ramNeverSwerved !== 'term-omitted')
    parts.push(
      modifier(
        settings.ramNeverSwerved === 'six-asked' ? 'Never swerved: 7 − 6 question periods' : 'Never swerved: 7 − 0',
        settings.ramNeverSwerved === 'six-asked' ? 1 : 7,
        withGap(S, 4),
      ),
    );
  if (self.driverAboard) parts.push(modifier('Its driver was in it', RAM_FORMULA.ownDriverAboard, S));
  if (other.driverAboard) parts.push(modifier('A driver was in the other car', RAM_FORMULA.otherDriverAboard, S));
  const x = parts.reduce((s, p) => s + p.value, 0);
  const otherHp = settings.ramOtherHp === 'current' ? other.hp : other.maxHp;
  // Integers ×1/2 and ×1/100 are exact in hundredths: add them there so no float error decides the rounding.
  const hundredths = x * 50 + otherHp;
  const exact = hundredths / 100;
  const points = hundredths <= 0 ? 0 : Math.ceil(hundredths / 100);
  const percent = points * RAM_FORMULA.percentPerPoint;
  const lost = Math.floor((self.maxHp * percent) / 100);
  const hpLost = Math.min(self.hp, lost);
  return {
    parts,
    exact,
    points,
    percent,
    hpLost,
    criticals: RAM_FORMULA.automaticCriticals,
    text: `(${x}) × 1/2 + ${otherHp} × 1/100 = ${exact} → ${points} × 10 = ${percent}% of ${self.maxHp} HP: ${hpLost} HP and a critical hit`,
  };
}

export interface DyingResult {
  roll: RollRecord;
  parts: Modifier[];
  /** Minutes before he must be treated by medical skill of level 3 (at least 15). */
  minutes: number;
  text: string;
}

/**
 * 3e. Dying: a player-character at 0 HP rolls d100; (LUCK − d100) × 15 minutes if positive, at least 15; treated
 * within 15 minutes by medical skill 1 the time doubles, by skill 2 it triples. Dice: one d100.
 */
export function dyingTime(dice: Dice, input: { luck: number; treatedBy?: 0 | 1 | 2 }): DyingResult {
  checkRange(input.luck, 1, 100, 'LUCK', SECTION.dying);
  const roll = dice.roll(DYING.die, 'Dying: d100 from LUCK');
  const S = SECTION.dying;
  const diff = input.luck - roll.value;
  const base = diff > 0 ? diff * DYING.minutesPerPoint : 0;
  const parts = [modifier(`(LUCK ${input.luck} − ${roll.value}) × 15`, base, S)];
  let minutes = Math.max(base, DYING.minimumMinutes);
  if (minutes > base) parts.push(modifier('The minimum is always 15 minutes', minutes - base, S));
  const t = input.treatedBy ?? 0;
  if (t) {
    const times = DYING.treatmentMultiplier[t]!;
    parts.push(modifier(`Treated within 15 minutes by medical skill ${t}: ×${times}`, minutes * (times - 1), S));
    minutes *= times;
  }
  dice.decide(roll, `${minutes} minutes`);
  return { roll, parts, minutes, text: `${minutes} minutes to reach a medic of level 3` };
}

/**
 * 3e. Whether damage brings a character to 0 HP (and so maybe dying, always unconscious); fighting damage (fists,
 * grappling) counts a quarter, rounded down, for this purpose by default (gaps.md #12). An NPC at 0 dies at once.
 */
export function downed(
  input: { hp: number; weaponDamage: number; fightingDamage: number; npc: boolean },
  settings: Pick<HexrpgSettings, 'fightingDamage'>,
): { counted: number; hp: number; atZero: boolean; dead: boolean; text: string } {
  const fighting = settings.fightingDamage === 'quarter' ? Math.floor(input.fightingDamage * DYING.fightingDamageReal) : input.fightingDamage;
  const counted = input.weaponDamage + fighting;
  const hp = Math.max(0, input.hp - counted);
  const atZero = hp === 0;
  const dead = atZero && input.npc;
  return {
    counted,
    hp,
    atZero,
    dead,
    text: atZero ? (input.npc ? 'Reduced to 0 HP: an NPC dies immediately' : 'Reduced to 0 HP: unconscious and may die') : `${hp} HP left`,
  };
}
