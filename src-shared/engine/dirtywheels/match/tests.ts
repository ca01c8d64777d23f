import type { Dice, RollRecord } from '../../dice';
import { type Modifier, modifier, SECTION, sumModifiers, withGap } from '../sections';
import { MANOEUVRE_FAIL_WITHOUT_DAMAGE, type ManoeuvreName, TERRAIN_TABLE } from '../tables/play';

export interface TestResult {
  /** The value needed: 4 means "4+". */
  target: number;
  roll: RollRecord;
  /** A re-roll that replaced `firstRoll` (Crazy); the second roll stands. */
  firstRoll?: RollRecord;
  modifiers: Modifier[];
  total: number;
  success: boolean;
  /** How far below the target the total was; 0 on a success (gaps.md #4). */
  failedBy: number;
}

/** A skill or bravery test: one d6 plus modifiers, needing the stat's value or more (gaps.md #4). */
function test(dice: Dice, target: number, mods: Modifier[], purpose: string, reroll?: string): TestResult {
  const add = sumModifiers(mods);
  const once = (r: RollRecord) => {
    const total = r.value + add;
    const success = total >= target;
    dice.decide(r, `${total} vs ${target}+: ${success ? 'passed' : `failed by ${target - total}`}`);
    return { total, success };
  };
  const first = dice.roll('1d6', `${purpose} (needs ${target}+)`);
  const a = once(first);
  if (a.success || !reroll) return { target, roll: first, modifiers: mods, ...a, failedBy: a.success ? 0 : target - a.total };
  const second = dice.reroll(first, reroll);
  const b = once(second);
  return { target, roll: second, firstRoll: first, modifiers: mods, ...b, failedBy: b.success ? 0 : target - b.total };
}

export type ManoeuvreOutcome = 'performed' | 'stays-put' | 'stays-put-and-damaged';

export interface ManoeuvreResult {
  manoeuvre: ManoeuvreName;
  test: TestResult;
  outcome: ManoeuvreOutcome;
  damage: 0 | 1;
  rule: string;
}

/**
 * Manoeuvres: a skill test; failed by 1 or 2 the car stays put, by more it stays put and takes one damage. Thick mud
 * gives -1 to skill tests.
 */
export function manoeuvre(dice: Dice, input: { car: string; manoeuvre: ManoeuvreName; skill: number; mud?: boolean }): ManoeuvreResult {
  const mud = TERRAIN_TABLE.find((t) => t.name === 'Thick mud')!;
  const mods = input.mud ? [modifier('Thick mud', mud.skill, SECTION.terrain)] : [];
  const t = test(dice, input.skill, mods, `${input.car}: ${input.manoeuvre} skill test`);
  const outcome: ManoeuvreOutcome = t.success ? 'performed' : t.failedBy <= MANOEUVRE_FAIL_WITHOUT_DAMAGE ? 'stays-put' : 'stays-put-and-damaged';
  return { manoeuvre: input.manoeuvre, test: t, outcome, damage: outcome === 'stays-put-and-damaged' ? 1 : 0, rule: SECTION.manoeuvres };
}

export interface ShockInput {
  driver: string;
  bravery: number;
  rammed: boolean;
  /** "If the attacker has since died, then no test is needed": every car that attacked it this turn is destroyed. */
  attackersAllDestroyed: boolean;
  crazy?: boolean;
}

export interface ShockResult {
  driver: string;
  tested: boolean;
  test: TestResult | null;
  /** Initiative lost: 1 per point the test failed by (a negative number, or 0). */
  initiativeChange: number;
  rule: string;
}

/** Shock round: a bravery test for every driver that was the target of an attack, -1 if rammed; Crazy may re-roll. */
export function shockTest(dice: Dice, input: ShockInput): ShockResult {
  if (input.attackersAllDestroyed) return { driver: input.driver, tested: false, test: null, initiativeChange: 0, rule: SECTION.shock };
  const mods = input.rammed ? [modifier('Rammed', -1, SECTION.shock)] : [];
  const t = test(dice, input.bravery, mods, `${input.driver}: bravery test`, input.crazy ? `Crazy (${withGap(SECTION.traits, 28)})` : undefined);
  return { driver: input.driver, tested: true, test: t, initiativeChange: -t.failedBy, rule: SECTION.shock };
}
