/**
 * 3d. Ramming as the game of chicken: before a head-on collision the RM asks each driver, highest AGI first (LUCK if
 * AGI is tied), one at a time, six times each, whether he will jump out; one who does not may swerve instead. A failed
 * jump must be tried again at every later question. A successful swerve moves the car one hex left (and avoids the
 * ram by default: gaps.md #5); a jump that succeeds costs d20 damage, never below 1 HP, and leaves the car undriven (20
 * hexes straight, ramming what it meets head-on and bashing all else).
 */
import type { Dice, RollRecord } from '../../dice';
import { HexRpgRuleError, type Modifier, modifier, SECTION, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import { CHICKEN, SWERVE } from '../tables/combat';
import { jumpOutDamage } from './damage';
import { checkRange, drivBonus, overRoll } from './rolls';
import { turnOrder } from './turns';

export type ChickenChoice = 'hold' | 'jump' | 'swerve';

export interface ChickenDriver {
  id: string;
  agi: number;
  luck: number;
  driv: number;
  hp: number;
  /** What he answers at each question, 1st to 6th (missing: hold on). A failed jump forces a jump after it. */
  plan: readonly ChickenChoice[];
}

export interface ChickenAttempt {
  question: number;
  driver: string;
  choice: Exclude<ChickenChoice, 'hold'>;
  /** Forced: he failed to jump out before and MUST try again. */
  forced: boolean;
  roll: RollRecord;
  parts: Modifier[];
  needed: number;
  success: boolean;
}

export interface ChickenSide {
  id: string;
  /** Still in his car at the point of collision (or when it was avoided). */
  aboard: boolean;
  /** The question (1–6) at which he first tried to swerve, for the ram formula; null if he never did. */
  firstSwerve: number | null;
  swerved: boolean;
  jumped: { roll: RollRecord; damage: number; hp: number } | null;
}

export interface ChickenResult {
  /** The order asked: groups of simultaneous drivers (a full tie is asked in the order given). */
  order: string[];
  attempts: ChickenAttempt[];
  sides: ChickenSide[];
  /** The head-on collision happens. */
  rammed: boolean;
  /** The cars left undriven: each goes 20 hexes straight before it stops. */
  undriven: string[];
  rolls: RollRecord[];
  text: string;
}

/**
 * The game of chicken for two vehicles. Dice, question by question and driver by driver in order: each attempt's
 * 2d6 (a swerve adds the DRIV bonus; a jump on the swerve table by default, gaps.md #10), a successful jump's d20.
 */
export function chicken(
  dice: Dice,
  input: { drivers: readonly [ChickenDriver, ChickenDriver] },
  settings: Pick<HexrpgSettings, 'jumpOut' | 'swerve'>,
): ChickenResult {
  for (const d of input.drivers) {
    if (d.plan.length > CHICKEN.questions) throw new HexRpgRuleError(`${d.id} is asked six times, not ${d.plan.length}`, SECTION.ramming);
    checkRange(d.driv, 1, 12, `${d.id}'s DRIV`, SECTION.ramming);
  }
  // Not groups.flat(): Array.prototype.flat was a tenth of the odds' run of a game of chicken.
  const order: string[] = [];
  for (const g of turnOrder(input.drivers).groups) order.push(...g);
  // Two drivers, by their place in the input (their ids differ: turnOrder refuses one listed twice). Arrays, not Maps:
  // the odds run this once per path of the dice.
  const sides: ChickenSide[] = input.drivers.map((d) => ({ id: d.id, aboard: true, firstSwerve: null, swerved: false, jumped: null }));
  const mustJump = [false, false];
  const place = (id: string) => (input.drivers[0].id === id ? 0 : 1);
  const attempts: ChickenAttempt[] = [];
  const rolls: RollRecord[] = [];
  let avoided = false;
  for (let q = 1; q <= CHICKEN.questions && !avoided; q++) {
    const needed = SWERVE[q - 1]!.needed;
    for (const id of order) {
      const n = place(id);
      const d = input.drivers[n];
      const side = sides[n]!;
      if (!side.aboard || side.swerved) continue;
      const forced = mustJump[n]!;
      const choice = forced ? 'jump' : (d.plan[q - 1] ?? 'hold');
      if (choice === 'hold') continue;
      const need = modifier(`Asked the ${ordinal(q)} time: ${needed}+`, needed, SECTION.ramming);
      if (choice === 'jump') {
        let success = true;
        let roll: RollRecord | null = null;
        let parts: Modifier[] = [];
        if (settings.jumpOut === 'swerve-table') {
          const r = overRoll(dice, { ...need, rule: withGap(SECTION.ramming, 10) }, [], `${id} jumps out (${ordinal(q)} time asked)`, ['gets out', 'stays in']);
          ({ roll, parts, success } = r);
          rolls.push(r.roll);
        }
        if (roll) attempts.push({ question: q, driver: id, choice, forced, roll, parts, needed, success });
        if (success) {
          const j = jumpOutDamage(dice, { hp: d.hp });
          rolls.push(j.roll);
          side.aboard = false;
          side.jumped = { roll: j.roll, damage: j.damage, hp: j.hp };
          mustJump[n] = false;
        } else mustJump[n] = true;
        continue;
      }
      const bonus = drivBonus(d.driv);
      const r = overRoll(dice, need, bonus ? [modifier(`DRIV ${d.driv}`, bonus, SECTION.ramming)] : [], `${id} swerves (${ordinal(q)} time asked)`, [
        'swerves',
        'fails to swerve',
      ]);
      rolls.push(r.roll);
      attempts.push({ question: q, driver: id, choice, forced, roll: r.roll, parts: r.parts, needed, success: r.success });
      side.firstSwerve ??= q;
      if (r.success) {
        side.swerved = true;
        if (settings.swerve === 'avoids') {
          avoided = true;
          break;
        }
      }
    }
  }
  const list = sides;
  const undriven = list.filter((s) => !s.aboard).map((s) => s.id);
  const rammed = !avoided;
  const words = list.map((s) => (s.jumped ? `${s.id} jumped out (${s.jumped.damage} damage)` : s.swerved ? `${s.id} swerved one hex left` : `${s.id} held on`));
  return { order, attempts, sides: list, rammed, undriven, rolls, text: `${words.join('; ')}: ${rammed ? 'head-on ram' : 'the ram is avoided'}` };
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
