/**
 * The exact odds of every battlecars calculator, before the dice are thrown: the core's odds engine runs the very
 * function that resolves the real roll (fire, applyDamage, skid, collide, the fuel tank and ammo rolls, mines, spikes)
 * on every path of d8 results, so the odds can never disagree with the result.
 *
 * Paths are shared by what the rolls so far decided (`decidedState`): every roll records in words what it decided,
 * and those words fix the rest of the run (a tyre's damage, a hit location's component and points, the SD's drift).
 * A hit location that finds its components destroyed decides nothing ("roll again"), so it returns the walk to the
 * state it came from and the loop is closed exactly (X = A + qX), not cut off.
 */
import { type FaceClasses, type NotModelled, type OddsOptions, type OddsReport, oddsOf, type Question, type RollAsked } from '../core/odds';
import type { Dice, RollRecord } from '../dice';
import type { CardType } from './cards';
import {
  ammoDetonation,
  applyDamage,
  type CollisionInput,
  collide,
  type DamageResult,
  type MineResult,
  type ShotInput,
  type ShotResult,
  shootVehicle,
  type FireInput,
  fire,
  fuelTankExplosion,
  mines,
  skid,
  type SkidCauses,
  spikes,
  type VehicleState,
} from './match';
import { type ArmourBlock, destroyed, driverDead } from './match/state';
import { type Modifier, SECTION, withGap } from './sections';
import type { BattlecarsSettings } from './settings';

/** What a hit location decides when every component it lists is already destroyed (match/damage.ts). */
const ROLL_AGAIN = 'already destroyed: roll again';

/** The state of a run: the words of every roll that decided something, and the roll asked next. */
export function decidedState(log: readonly RollRecord[], next: RollAsked): string {
  return JSON.stringify([log.filter((r) => r.decided !== ROLL_AGAIN).map((r) => r.decided ?? `${r.purpose}=${r.value}`), next.purpose]);
}

/**
 * Rolls whose faces decide the same words wherever they come in one walk (the purpose names the tyre, the table or the
 * bands, and what they read is fixed before the dice: each tyre is rolled once, from the card as it stands): a tyre's
 * d8-3, the mine's d8-2 damage, a section or side by bands, the fuel tank's d8 (its modifiers' sum in the purpose). The
 * run reads only their words (decidedState), so each is walked once per word with the weight of its faces
 * (core/odds/enumerate.ts `classes`). Not a hit location: what it finds depends on what the rolls before it destroyed
 * (the table's odds class it by what is destroyed in its section: table/oddsState.ts).
 */
const CLASSED =
  /^(Mines|Spikes): .+ \(d8-3\)$|^Mines: damage to an internal component \(d8-2\)$|\(1-2 front, 3-6 centre, 7-8 rear\)$|^fuel tank explosion \(d8[+-]\d+, 7\+ explodes\)$/;
export const decidedClasses: FaceClasses = {
  key: (_log, next) => (next.notation === '1d8' && CLASSED.test(next.purpose) ? next.purpose : undefined),
  decision: (r) => r.decided,
};

function odds<R>(run: (dice: Dice) => R, questions: Question<R>[], notModelled: NotModelled[], opts: OddsOptions): OddsReport {
  return oddsOf(run, questions, { state: decidedState, classes: decidedClasses, ...opts, notModelled });
}

const newlyDestroyed = (card: CardType, before: VehicleState, after: VehicleState): string =>
  card.components
    .filter((c) => !destroyed(card, before, c) && destroyed(card, after, c))
    .map((c) => c.label)
    .join(', ') || 'none';

const destroyedQ = <R>(card: CardType, before: VehicleState, after: (r: R) => VehicleState): Question<R> => ({
  id: 'destroyed',
  label: 'Components destroyed',
  of: (r) => newlyDestroyed(card, before, after(r)),
});
const driverQ = <R>(card: CardType, after: (r: R) => VehicleState): Question<R> => ({
  id: 'driverDead',
  label: 'Driver dead',
  of: (r) => driverDead(card, after(r)),
  word: (v) => (v ? 'Dead' : 'Alive'),
});

/** Fire one round: the chance to hit and the damage (0 on a miss). */
export function fireOdds(input: FireInput, opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => fire(dice, input),
    [
      { id: 'hit', label: 'Hit', of: (r) => r.toHit.hit, word: (v) => (v ? 'Hit' : 'Miss') },
      { id: 'damage', label: 'Damage (after range)', numeric: true, of: (r) => r.damage?.damage ?? 0 },
    ],
    [{ what: 'Where the damage goes inside the vehicle is the damage calculator, asked next', rule: SECTION.damage }],
    opts,
  );
}

/** A whole shot at a vehicle: hit, damage, what is destroyed, the tank explosion and the vehicle. */
export function shotOdds(input: ShotInput, settings: Pick<BattlecarsSettings, 'podCounterHit' | 'fuelTankDamage'>, opts: OddsOptions = {}): OddsReport {
  return odds<ShotResult>(
    (dice) => shootVehicle(dice, input, settings),
    [
      { id: 'hit', label: 'Hit', of: (r) => r.fire.toHit.hit, word: (v) => (v ? 'Hit' : 'Miss') },
      { id: 'damage', label: 'Damage (after range)', numeric: true, of: (r) => r.fire.damage?.damage ?? 0 },
      destroyedQ(input.card, input.state, (r) => r.state),
      { id: 'explodes', label: 'The fuel tank explodes', of: (r) => r.destroyed, word: (v) => (v ? 'Explodes' : 'No explosion') },
      { id: 'detonations', label: 'Rounds that detonate', numeric: true, of: (r) => r.detonation?.rounds.filter((x) => x.detonates).length ?? 0 },
    ],
    [{ what: 'What a detonating round hits along its line is found on the board', rule: withGap(SECTION.rocket, 25) }],
    opts,
  );
}

/** Damage to an armour block, carried inside: what is destroyed, the driver, the points lost. */
export function damageOdds(
  input: { card: CardType; state: VehicleState; block: ArmourBlock; amount: number },
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds<DamageResult>(
    (dice) => applyDamage(dice, input, settings),
    [
      destroyedQ(input.card, input.state, (r) => r.state),
      driverQ(input.card, (r) => r.state),
      { id: 'countersLost', label: 'Weapon counters discarded', numeric: true, of: (r) => r.steps.reduce((s, x) => s + x.discarded.length, 0) },
      { id: 'lost', label: 'Points lost (section destroyed)', numeric: true, of: (r) => r.lost },
    ],
    [{ what: 'A fuel tank or ammo hit calls for its own roll, asked next', rule: SECTION.rocket }],
    opts,
  );
}

/** Test for Skidding: the drift, the final facing and whether the vehicle stops. */
export function skidOdds(input: SkidCauses & { bike?: boolean; inTrees?: boolean }, settings: BattlecarsSettings, opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => skid(dice, input, settings),
    [
      { id: 'distance', label: 'Points drifted', numeric: true, of: (r) => r.drift?.distance ?? 0 },
      { id: 'facing', label: 'Final facing result', numeric: true, of: (r) => r.finalFacing?.result ?? 0 },
      { id: 'stops', label: 'Speed to 0, turn ends', of: (r) => r.speedAfter === 0, word: (v) => (v ? 'Stops' : 'Continues') },
      { id: 'slidesOver', label: 'Bike slides over', of: (r) => r.finalFacing?.slidesOver?.section ?? 'no', word: (v) => (v === 'no' ? 'No' : `Side ${v}`) },
    ],
    [{ what: 'Where the drift ends on the board is the players’ to move', rule: withGap(SECTION.finalFacing, 1) }],
    opts,
  );
}

/** A crash or a ram: each vehicle's damage and whether the drivers are stunned. */
export function collisionOdds(input: CollisionInput, settings: Pick<BattlecarsSettings, 'ramDamage'>, opts: OddsOptions = {}): OddsReport {
  const qs: Question<ReturnType<typeof collide>>[] = [
    { id: 'rammer', label: input.collision === 'crash' ? 'Damage to the vehicle' : 'Damage to the rammer', numeric: true, of: (r) => r.rammer?.damage ?? 0 },
    { id: 'stunned', label: 'Driver stunned', of: (r) => !!r.rammer?.driverStunned, word: (v) => (v ? 'Stunned' : 'Not stunned') },
  ];
  if (input.collision !== 'crash') {
    qs.push({ id: 'target', label: 'Damage to the target', numeric: true, of: (r) => r.target?.damage ?? 0 });
    if (input.collision === 'side') qs.push({ id: 'block', label: 'Target block hit', of: (r) => r.target?.block ?? 'none' });
  }
  return odds(
    (dice) => collide(dice, input, settings),
    qs,
    [{ what: 'The damage is then applied to each block by the damage calculator', rule: SECTION.crashing }],
    opts,
  );
}

/** The fuel tank roll with the check's modifiers: explodes on 7+. */
export function explosionOdds(parts: readonly Modifier[], opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => fuelTankExplosion(dice, parts),
    [{ id: 'explodes', label: 'The tank explodes', of: (r) => r.explodes, word: (v) => (v ? 'Explodes' : 'Holds') }],
    [],
    opts,
  );
}

/** Ammo detonation: how many rounds detonate. */
export function detonationOdds(input: Parameters<typeof ammoDetonation>[1], opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => ammoDetonation(dice, input),
    [{ id: 'detonations', label: 'Rounds that detonate', numeric: true, of: (r) => r.rounds.filter((x) => x.detonates).length }],
    [{ what: 'What a detonating round hits along its line is found on the board', rule: withGap(SECTION.rocket, 25) }],
    opts,
  );
}

const tyresDestroyed = (card: CardType, s: VehicleState) => card.components.filter((c) => c.kind === 'tyre' && destroyed(card, s, c)).length;

/** Mines: tyres destroyed, components destroyed inside, the driver. */
export function minesOdds(
  input: { card: CardType; state: VehicleState },
  settings: Pick<BattlecarsSettings, 'podCounterHit'>,
  opts: OddsOptions = {},
): OddsReport {
  return odds<MineResult>(
    (dice) => mines(dice, input, settings),
    [
      { id: 'tyres', label: 'Tyres destroyed', numeric: true, of: (r) => tyresDestroyed(input.card, r.state) },
      { id: 'damage', label: 'Internal damage', numeric: true, of: (r) => r.damage },
      destroyedQ(input.card, input.state, (r) => r.state),
      driverQ(input.card, (r) => r.state),
    ],
    [],
    opts,
  );
}

/** Spikes: tyre damage and tyres destroyed (the skid they call for is the skid calculator). */
export function spikesOdds(input: { card: CardType; state: VehicleState; speed: number }, opts: OddsOptions = {}): OddsReport {
  return odds(
    (dice) => spikes(dice, input),
    [
      { id: 'tyreDamage', label: 'Damage to the tyres', numeric: true, of: (r) => r.tyres.reduce((s, t) => s + t.took, 0) },
      { id: 'tyres', label: 'Tyres destroyed', numeric: true, of: (r) => tyresDestroyed(input.card, r.state) },
    ],
    [{ what: 'The skid at SD 2 or the speed is its own roll, asked next', rule: SECTION.spikes }],
    opts,
  );
}
