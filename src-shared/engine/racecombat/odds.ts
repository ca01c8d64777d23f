/**
 * The exact odds of every race-combat calculator before the dice are thrown: the core's odds engine runs the very
 * function that resolves the real roll (to hit, a shot, a hit's damage, a dropped weapon, a ram, the rammer's
 * movement, a gear die, smoke) on every path of die results, so the odds can never disagree with the result.
 *
 * Paths share subtrees by what the rolls so far decided (`decidedState`): the internal hit locations of one hit are a
 * set (each crosses one point off what it hit, and the order they came in changes nothing the rest reads), so their
 * words are counted without their order, and a point that changed nothing is left out: the set is then the card.
 * Every other roll's words stay in order. The questions read only the final
 * card, never the order of the rolls, which is what makes the sharing exact.
 */
import { type FaceClasses, type NotModelled, type OddsOptions, type OddsReport, oddsOf, type Question, type RollAsked } from '../core/odds';
import type { Dice, RollRecord } from '../dice';
import type { CarDesign } from './design';
import { type GearDie, rollGearDie } from './gearDice';
import {
  type Aim,
  applyHit,
  avoidRoll,
  type AvoidInput,
  type CarState,
  type DroppedInput,
  type DroppedResult,
  eliminated,
  enterDropped,
  type HitResult,
  type RamInput,
  ram,
  rammerMovement,
  type ShotInput,
  type ShotResult,
  shoot,
  smokeDissipates,
  type ToHitInput,
  toHit,
} from './match';
import { SECTION, withGap } from './sections';
import type { RacecombatSettings } from './settings';
import { hitLocationRow } from './tables/combat';
import { COMPONENTS } from './tables/weapons';

const LOCATION = 'hit location';
const FIRST_POINT = 'internal point 1 of';
const NO_EFFECT = 'no effect';

export function decidedState(log: readonly RollRecord[], next: RollAsked): string {
  const ordered: string[] = [];
  let locations: string[] = [];
  const closeSet = () => {
    if (locations.length) ordered.push(JSON.stringify(locations.sort()));
    locations = [];
  };
  for (const r of log) {
    const words = r.decided ?? `${r.purpose}=${r.value}`;
    if (r.purpose.startsWith(LOCATION)) {
      // Each hit's internal points are one set: its first point starts it (the next car's hit is another set).
      if (r.purpose.includes(FIRST_POINT)) closeSet();
      // A point that changed nothing leaves no mark; "Body (no gunner) -1" is "Body -1": the set is then the card.
      if (!words.includes(NO_EFFECT)) locations.push(words.replace(/ \([^)]*\)/, ''));
    } else {
      closeSet();
      ordered.push(words);
    }
  }
  return JSON.stringify([ordered, locations.sort(), next.purpose]);
}

/**
 * A hit location matters only by the item its row names (tables/combat.ts): match/damage.ts hands `internalPoint` the
 * row's item, never the face, and nothing after reads the face (the rest of the run reads the card, the questions the
 * card and the facts). So every hit-location roll is walked once per item, with the weight of the row's faces (1-2
 * Weapon, 3-5 Engine …), the items declared by the same lookup the calculator makes (core/odds/enumerate.ts
 * `classes`). The engine's own check compares that lookup with itself here, so the proof is the tests': the brute-force
 * walk of every face on cards where one item has several effects, and a coarser class caught (odds.test.ts).
 */
export const hitLocationClasses: FaceClasses = {
  key: (_log, next) => (next.purpose.startsWith(LOCATION) ? LOCATION : undefined),
  decision: (r) => (r.purpose.startsWith(LOCATION) ? hitLocationRow(r.value).item : undefined),
  declared: (key) => (key === LOCATION ? (raw) => hitLocationRow(raw).item : undefined),
};

function odds<R>(run: (dice: Dice) => R, questions: Question<R>[], notModelled: NotModelled[], opts: OddsOptions): OddsReport {
  return oddsOf(run, questions, { state: decidedState, classes: hitLocationClasses, ...opts, notModelled });
}

/** The card questions every damaging calculator answers: eliminated, and what each part lost. */
function cardQuestions<R>(design: CarDesign, before: CarState, after: (r: R) => CarState, prefix = '', label = ''): Question<R>[] {
  const eliminatedQ: Question<R> = {
    id: `${prefix}eliminated`,
    label: `${label}Eliminated`,
    of: (r) => eliminated(design, after(r)),
    word: (v) => (v ? 'Eliminated' : 'Still racing'),
  };
  return [
    eliminatedQ,
    {
      id: `${prefix}wearLost`,
      label: `${label}Wear points lost`,
      numeric: true,
      of: (r) => COMPONENTS.reduce((s, c) => s + before.wear[c] - after(r).wear[c], 0),
    },
    {
      id: `${prefix}crewHits`,
      label: `${label}Crew hits`,
      numeric: true,
      of: (r) => after(r).driverHits + after(r).gunnerHits - before.driverHits - before.gunnerHits,
    },
    { id: `${prefix}weaponHits`, label: `${label}Weapon hits`, numeric: true, of: (r) => after(r).weaponHitsToChoose - before.weaponHitsToChoose },
  ];
}

type ShotSettings = Pick<RacecombatSettings, 'toHitTarget' | 'targetingComputerBonus' | 'weaponRange' | 'fuelHit'>;

/** The to-hit roll alone. */
export function toHitOdds(
  input: ToHitInput,
  settings: Pick<RacecombatSettings, 'toHitTarget' | 'targetingComputerBonus' | 'weaponRange'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds(
    (dice) => toHit(dice, input, settings),
    [{ id: 'hit', label: 'Hit', of: (r) => r.hit, word: (v) => (v ? 'Hit' : 'Miss') }],
    [{ what: 'Range, arc and line of sight are measured on the board', rule: SECTION.combat }],
    opts,
  );
}

/** A whole shot at a car: hit, then what the card loses and whether it is eliminated. */
export function shotOdds(input: ShotInput, settings: ShotSettings, opts: OddsOptions = {}): OddsReport {
  return odds<ShotResult>(
    (dice) => shoot(dice, input, settings),
    [
      { id: 'hit', label: 'Hit', of: (r) => r.toHit.hit, word: (v) => (v ? 'Hit' : 'Miss') },
      ...cardQuestions<ShotResult>(input.design, input.state, (r) => r.state),
    ],
    [{ what: 'Which weapon a weapon hit destroys is the owner’s choice', rule: SECTION.damageEffects }],
    opts,
  );
}

/** A hit's damage on the body, tyres or turret (hit locations for the body's internal points). */
export function hitOdds(
  input: { design: CarDesign; state: CarState; aim?: Aim; damage: number },
  settings: Pick<RacecombatSettings, 'fuelHit'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds<HitResult>(
    (dice) => applyHit(dice, input, settings),
    cardQuestions(input.design, input.state, (r) => r.state),
    [{ what: 'Which weapon a weapon hit destroys is the owner’s choice', rule: SECTION.damageEffects }],
    opts,
  );
}

/** The avoid roll alone: passed, and by how much it failed. */
export function avoidOdds(input: AvoidInput, opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => avoidRoll(dice, input),
    [
      { id: 'avoided', label: 'Passed through', of: (r) => r.avoided, word: (v) => (v ? 'Passed through' : 'Failed') },
      { id: 'failedBy', label: 'Failed by', numeric: true, of: (r) => r.failedBy },
    ],
    [],
    opts,
  );
}

/** A car entering a dropped weapon's square: avoided, tyre loss, the card, oil's skid and spin-out. */
export function droppedOdds(input: DroppedInput, settings: Pick<RacecombatSettings, 'gearDice' | 'fuelHit'>, opts: OddsOptions = {}): OddsReport {
  return odds<DroppedResult>(
    (dice) => enterDropped(dice, input, settings),
    [
      { id: 'avoided', label: 'Passed through', of: (r) => r.avoid.avoided, word: (v) => (v ? 'Passed through' : 'Failed') },
      { id: 'tyresLost', label: 'Tyre wear points lost', numeric: true, of: (r) => r.tyresLost },
      { id: 'skid', label: 'Extra squares skidded', numeric: true, of: (r) => r.oil?.row.extraSquares ?? 0 },
      { id: 'spinout', label: 'Spins out', of: (r) => r.oil?.spinout ?? false, word: (v) => (v ? 'Spins out' : 'No spin-out') },
      ...cardQuestions<DroppedResult>(input.design, input.state, (r) => r.state),
    ],
    [{ what: 'Where the skid ends is the players’ to move on the board', rule: SECTION.oil }],
    opts,
  );
}

/** A ram: rammed, each car's damage and, with the cars given, whether each is eliminated. */
export function ramOdds(
  input: RamInput,
  settings: Pick<RacecombatSettings, 'ramTarget' | 'gearDice' | 'ramDamageTo' | 'fuelHit'>,
  opts: OddsOptions = {},
): OddsReport {
  type R = ReturnType<typeof ram>;
  const qs: Question<R>[] = [
    { id: 'rammed', label: 'Rammed', of: (r) => r.ramRoll.rammed, word: (v) => (v ? 'Rammed' : 'Missed') },
    { id: 'targetDamage', label: 'Damage to the target', numeric: true, of: (r) => r.targetDamage },
    { id: 'rammerDamage', label: 'Damage to the rammer', numeric: true, of: (r) => r.rammerDamage },
  ];
  if (input.kind === 'sideswipe')
    qs.push({ id: 'pushed', label: 'Target pushed 1 square', of: (r) => r.push?.pushed ?? false, word: (v) => (v ? 'Pushed' : 'Not pushed') });
  const { target, rammer } = input;
  if (target) qs.push(...cardQuestions<R>(target.design, target.state, (r) => r.target ?? target.state, 'target.', 'Target: '));
  if (rammer) qs.push(...cardQuestions<R>(rammer.design, rammer.state, (r) => r.rammer ?? rammer.state, 'rammer.', 'Rammer: '));
  return odds(
    (dice) => ram(dice, input, settings),
    qs,
    [{ what: 'The rammer’s movement after a rear-end ram is its own roll, asked next', rule: SECTION.rammerMovement }],
    opts,
  );
}

/** The rammer's movement after a rear-end ram: squares left and whether it ends. */
export function rammerMovementOdds(
  input: Parameters<typeof rammerMovement>[1],
  settings: Pick<RacecombatSettings, 'gearDice'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds(
    (dice) => rammerMovement(dice, input, settings),
    [
      { id: 'movementLeft', label: 'Squares left', numeric: true, of: (r) => r.movementLeft },
      { id: 'ended', label: 'Movement ended', of: (r) => r.ended, word: (v) => (v ? 'Ended' : 'Goes on') },
    ],
    [],
    opts,
  );
}

/** A gear die: what it shows. */
export function gearDieOdds(gear: number, settings: Pick<RacecombatSettings, 'gearDice'>, opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => rollGearDie(dice, settings.gearDice as GearDie[], gear, 'movement'),
    [{ id: 'value', label: 'Shows', numeric: true, of: (r) => r.value }],
    [{ what: 'Movement itself is the base game’s', rule: withGap(SECTION.missing, 4) }],
    opts,
  );
}

/** Smoke's roll: dissipates on 16+. */
export function smokeOdds(opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => smokeDissipates(dice),
    [{ id: 'dissipates', label: 'Dissipates', of: (r) => r.dissipates, word: (v) => (v ? 'Dissipates' : 'Stays') }],
    [],
    opts,
  );
}
