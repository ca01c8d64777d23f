/**
 * Two vehicles of the league against each other (issue 23, gaps.md #28): turn by turn, the chance that each has put
 * the other's driver out (the game's result: a player stands while his driver lives, gaps.md #23), at a range in
 * points, each vehicle showing the other one of its armour blocks. The core's duel chain (core/odds/duel.ts) does the
 * turns; each round is the table's own `fire` intent through its resolver (`BcResolver`), walked by the odds engine
 * with the table's odds memo and hit-location classes (table/oddsState.ts), so the duel's shots agree with the
 * table's odds. What the duel leaves out is `BC_DUEL_NOT_MODELLED`; the choices it makes are gaps.md #28.
 *
 * A turn is two firing parts (Game turn 2–3, Firing): in the first each vehicle fires its one round at the other
 * ("can only fire one round at any one target"), in the second each fired upon returns fire ("only one round of
 * missile weapons at the attacking vehicle"). Both sides fire at once in each part, from the cards as the part began.
 */
import {
  type DuelCurves,
  type DuelOptions,
  type DuelRules,
  type DuelShot,
  type DuelSide,
  type DuelTurn,
  duelOdds,
  duelSimulate,
  type NotModelled,
  type OddsReport,
  other,
} from '../core/odds';
import type { Dice } from '../dice';
import { type CardType, componentsOf, type Mount, withMounts } from './cards';
import { DESIGN_VERSION, type VehicleDesign } from './design';
import { ARMOUR_BLOCKS, type ArmourBlock, driverDead, freshState, type VehicleState, withEntry, working } from './match/state';
import { fireOdds } from './odds';
import { SECTION, withGap } from './sections';
import type { BattlecarsSettings } from './settings';
import type { BcTableNow } from './table/now';
import { isWreck } from './table/now';
import { OddsRuns } from './table/oddsDice';
import { tableClasses, tableState } from './table/oddsState';
import { type BcResolved, BcResolver } from './table/resolve';
import type { BcIntent, BcStartVehicle, LiveDriver, LiveVehicle } from './table/schema';
import { isMissile, type WeaponName, weaponRow } from './tables/weapons';
import { validate } from './validate';

/** What a vehicle shows the other: the armour block the other aims at (its face, and where on it: Firing). */
export const BC_DUEL_FACINGS = ARMOUR_BLOCKS;
export type BcDuelFacing = ArmourBlock;

/** The face of a block: where the other vehicle stands, seen from this one. */
const faceOf = (block: ArmourBlock): 'front' | 'rear' | 'left' | 'right' =>
  block === 'front' || block === 'rear' ? block : block.startsWith('left') ? 'left' : 'right';

/** One side of the duel: a vehicle of the league (or a stock one), its card type, and what it shows the other. */
export interface BcDuelSide {
  name: string;
  design: VehicleDesign;
  card: CardType;
  /** The block of this vehicle the other aims at: the other stands off that face, so this vehicle's pods facing it bear. */
  shows: BcDuelFacing;
  /** The mounts to fire, in the order the player prefers (ids on the card); absent: every mount that can fire, best first. */
  mounts?: readonly string[];
}

export interface BcDuelInput {
  a: BcDuelSide;
  b: BcDuelSide;
  /** Points between the vehicles (Firing sequence 2), held all duel long. */
  range: number;
  turns: number;
}

/** A mount of a side: fires (and in which order) or why it never does at this range and facing. */
export interface BcDuelWeapon {
  mount: string;
  name: string;
  fires: boolean;
  why: string | null;
}

export interface BcDuelReport extends DuelCurves {
  weapons: { a: BcDuelWeapon[]; b: BcDuelWeapon[] };
  notModelled: NotModelled[];
}

export const BC_DUEL_NOT_MODELLED: readonly NotModelled[] = [
  {
    what: 'Movement, speed counters, skids, crashes and rams: the vehicles hold the range and the faces chosen all duel long',
    rule: withGap(SECTION.movement, 28),
  },
  { what: 'Player order: both vehicles fire at once in each part of a turn, from the cards as the part began', rule: withGap(SECTION.turn, 28) },
  {
    what: 'The players’ choices: the block aimed at is held all duel long, and each round comes from the first mount of the order that still holds a counter',
    rule: withGap(SECTION.firing, 28),
  },
  { what: 'Passive weapons (Mines, Spikes, Oil, Smoke): dropped on a point the other must drive onto', rule: SECTION.weapons },
  { what: 'Shots at 45º (an end or the two nearest sides) and damage carried on to the next section in the line of fire', rule: SECTION.damage },
  { what: 'Where a detonating round fires off, and what it hits there', rule: withGap(SECTION.rocket, 25) },
  { what: 'Bailing out, fighting on foot and commandeering: a driver dead or a tank exploded ends the duel', rule: SECTION.pedestrians },
];

/** The vehicle the team screen makes for a new player (loaded next): a stock design of a card type, with no counters. */
export function newVehicleDesign(name: string, card: CardType): VehicleDesign {
  return { version: DESIGN_VERSION, name, cardType: card.id, loads: {} };
}

/** A stock side: the new vehicle of one of the league's card types, by the card type's id; an unknown one refused in words. */
export function stockSide(cardTypeId: string, cardTypes: readonly CardType[], shows: BcDuelFacing): BcDuelSide {
  const card = cardTypes.find((c) => c.id === cardTypeId.toLowerCase());
  if (!card)
    throw new RangeError(
      `There is no stock “${cardTypeId}”: the stock vehicles are the league’s card types, ${cardTypes.map((c) => c.id).join(', ')} (${withGap(SECTION.cards, 4)}).`,
    );
  return { name: `Stock ${card.name}`, design: newVehicleDesign(`Stock ${card.name}`, card), card, shows };
}

const ID = { a: 1, b: 2 } as const;

/** One vehicle in the chain: its card's live state and whether its fuel tank exploded (the driver follows from them). */
interface Veh {
  state: VehicleState;
  exploded: boolean;
}

/** The two vehicles, and the rounds each has fired this turn: its own (part 1) and its return fire (part 2). */
interface State {
  a: Veh;
  b: Veh;
  shotA: boolean;
  shotB: boolean;
  returnedA: boolean;
  returnedB: boolean;
}

/** Record keys keep their insertion order: sorted, a 0 the same as none, an emptied mount the same as none. */
function vehKey(v: Veh): string {
  const sorted = (o: Record<string, number>) =>
    Object.keys(o)
      .filter((k) => o[k])
      .sort()
      .map((k) => `${k}=${o[k]}`)
      .join(',');
  const loads = Object.keys(v.state.loads)
    .filter((k) => v.state.loads[k]!.length)
    .sort()
    .map((k) => `${k}=${v.state.loads[k]!.join('+')}`)
    .join(',');
  return `${sorted(v.state.armour as Record<string, number>)};${sorted(v.state.damage)};${loads};${v.exploded ? 'X' : ''}`;
}

/** The mounts of a side in firing order, each with why it cannot fire at this range and facing (null: it fires). */
function mountsOf(side: BcDuelSide, against: BcDuelSide, range: number, who: 'a' | 'b'): { weapons: BcDuelWeapon[]; order: string[] } {
  const mounts = [...withMounts(side.card).values()];
  const face = faceOf(side.shows);
  const start = freshState(side.design);
  const gc = working(side.card, start, 'gunneryComputer');
  const judged = mounts.map((m, index) => {
    const counters = start.loads[m.id] ?? [];
    const weapon = counters[counters.length - 1];
    const name = `${m.label}${weapon ? ` (${counters.length} × ${weapon})` : ''}`;
    // The round's own odds at this range (fireOdds: to hit, and damage after range), the card as it starts.
    const odds = weapon && isMissile(weapon) ? fireOdds({ firearm: { weapon }, range, gunneryComputer: gc, target: against.card.kind }) : null;
    const why = whyNot(m, weapon, face, against, range, gc, odds);
    // The player's best round first: the most damage expected at this range (to hit × damage after range).
    const worth = why === null ? odds!.questions[1]!.expected! : 0;
    return { m, index, name, why, worth };
  });
  let order: string[];
  if (side.mounts) {
    order = [...side.mounts];
    for (const id of order) {
      const j = judged.find((x) => x.m.id === id);
      if (!j)
        throw new RangeError(
          `${side.name} (${who.toUpperCase()}) has no pod or turret “${id}”: its mounts are ${mounts.map((m) => m.id).join(', ') || 'none'} (${SECTION.arming}).`,
        );
      if (j.why) throw new RangeError(`${side.name} (${who.toUpperCase()}): ${j.why}`);
    }
  } else
    order = judged
      .filter((x) => x.why === null)
      .sort((x, y) => y.worth - x.worth || x.index - y.index)
      .map((x) => x.m.id);
  const weapons = judged
    .filter((x) => (start.loads[x.m.id] ?? []).length > 0)
    .map((x) => ({
      mount: x.m.id,
      name: x.name,
      fires: order.includes(x.m.id),
      why: x.why ?? (order.includes(x.m.id) ? null : 'not among the mounts chosen to fire'),
    }));
  weapons.sort((x, y) => rank(order, x.mount) - rank(order, y.mount));
  return { weapons, order };
}

const rank = (order: readonly string[], id: string) => {
  const i = order.indexOf(id);
  return i < 0 ? order.length : i;
};

/** Why a mount never fires at the other vehicle in this duel, in the rules' words; null: it fires. */
function whyNot(
  m: Mount,
  weapon: WeaponName | undefined,
  face: string,
  against: BcDuelSide,
  range: number,
  gc: boolean,
  odds: OddsReport | null,
): string | null {
  if (!weapon) return `the ${m.label} is empty (${SECTION.firingSequence})`;
  if (!isMissile(weapon) || !odds) return `the ${m.label} holds ${weapon}, a passive weapon: dropped onto a point, not fired (${SECTION.firing})`;
  if (m.kind === 'pod' && m.facing !== face)
    return `the ${m.label} faces ${m.facing}: pods may only fire along the line of their barrel and 45º to either side, and the ${against.name} is off the ${face} (${SECTION.firing})`;
  if (!odds.questions[0]!.outcomes.some((o) => o.value === true && o.probability > 0)) {
    const row = weaponRow(weapon);
    const dice = row.range!.d8 ? `${row.range!.d8}d8${row.range!.mod ? `+${row.range!.mod}` : ''}` : `a flat ${row.range!.mod}`;
    return `the ${m.label}'s ${weapon} never hits at range ${range}: its range is ${dice}${gc ? ' +1 (Gunnery Computer)' : ''} (${SECTION.firingSequence})`;
  }
  return null;
}

function checked(input: BcDuelInput): void {
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > 20) throw new RangeError(`A duel runs 1 to 20 turns, not ${input.turns}`);
  if (!Number.isInteger(input.range) || input.range < 0 || input.range > 40)
    throw new RangeError(`The range is a whole number of points from 0 to 40 (${SECTION.firingSequence}), not ${input.range}`);
  for (const s of ['a', 'b'] as const) {
    const side = input[s];
    if (!(BC_DUEL_FACINGS as readonly string[]).includes(side.shows))
      throw new RangeError(`${side.name} shows the other “${side.shows}”: say one of its armour blocks, ${BC_DUEL_FACINGS.join(', ')} (${SECTION.firing})`);
    const problem = validate(side.design, side.card)[0];
    if (problem) throw new RangeError(`${side.name}: ${problem.message} (${problem.rule})`);
  }
}

function rulesOf(
  input: BcDuelInput,
  settings: BattlecarsSettings,
): { rules: DuelRules<State>; start: State; weapons: BcDuelReport['weapons']; runs: OddsRuns } {
  // The notes the rules take beside each round's dice, which the walk's states and classes read (table/oddsDice.ts).
  const runs = new OddsRuns();
  const starts: Record<DuelSide, BcStartVehicle> = {
    a: {
      vehicleId: ID.a,
      franchiseId: ID.a,
      name: input.a.name,
      driverName: `${input.a.name}'s driver`,
      competitorId: null,
      design: input.a.design,
      card: input.a.card,
    },
    b: {
      vehicleId: ID.b,
      franchiseId: ID.b,
      name: input.b.name,
      driverName: `${input.b.name}'s driver`,
      competitorId: null,
      design: input.b.design,
      card: input.b.card,
    },
  };
  const ma = mountsOf(input.a, input.b, input.range, 'a');
  const mb = mountsOf(input.b, input.a, input.range, 'b');
  const order = { a: ma.order, b: mb.order };
  const shot = (side: DuelSide) => (side === 'a' ? 'shotA' : 'shotB');
  const returned = (side: DuelSide) => (side === 'a' ? 'returnedA' : 'returnedB');
  const out = (s: State, side: DuelSide) => s[side].exploded || driverDead(input[side].card, s[side].state);

  const lineUp = new Map([
    [ID.a, starts.a],
    [ID.b, starts.b],
  ]);
  const driverOf = { a: componentsOf(input.a.card, 'driver')[0]!.id, b: componentsOf(input.b.card, 'driver')[0]!.id };
  const at: Ctx = { input, settings, runs, starts, lineUp, driverOf };

  const rules: DuelRules<State> = {
    key: (s) => `${vehKey(s.a)}|${vehKey(s.b)}|${+s.shotA}${+s.shotB}${+s.returnedA}${+s.returnedB}`,
    out,
    parts: 2,
    nextShot(s, side, part) {
      // Part 1: the vehicle's own round; part 2: its return fire, only when the other fired on it.
      if (part === 1 ? s[shot(side)] : s[returned(side)] || !s[shot(other(side))]) return null;
      const mine = s[side].state;
      const mount = order[side].find((id) => (mine.loads[id] ?? []).length > 0);
      return mount ? new Round(at, s, side, part, mount) : null;
    },
    // Simultaneous fire: each side's volley changed the other's card and its own counters. A round fired this part is
    // gone from its mount, and a hit on that mount in the same part took what was left (gaps.md #28).
    merge: (from, aFired, bFired) => ({
      a: { state: withOwnRounds(from.a.state, aFired.a.state, bFired.a.state), exploded: bFired.a.exploded },
      b: { state: withOwnRounds(from.b.state, bFired.b.state, aFired.b.state), exploded: aFired.b.exploded },
      shotA: aFired.shotA,
      shotB: bFired.shotB,
      returnedA: aFired.returnedA,
      returnedB: bFired.returnedB,
    }),
    endTurn: (s) => ({ ...s, shotA: false, shotB: false, returnedA: false, returnedB: false }),
    shotState: tableState('everything', runs),
  };
  const fresh = (side: DuelSide): Veh => ({ state: freshState(input[side].design), exploded: false });
  const start: State = { a: fresh('a'), b: fresh('b'), shotA: false, shotB: false, returnedA: false, returnedB: false };
  return { rules, start, weapons: { a: ma.weapons, b: mb.weapons }, runs };
}

/** What every round of one duel shares. */
interface Ctx {
  input: BcDuelInput;
  settings: BattlecarsSettings;
  /** The notes the rules take beside each round's dice, which the walk's states and classes read (table/oddsDice.ts). */
  runs: OddsRuns;
  starts: Record<DuelSide, BcStartVehicle>;
  lineUp: BcTableNow['start'];
  /** Each card's driver component. */
  driverOf: Record<DuelSide, string>;
}

/** The table as a round is fired: both vehicles at speed 0, each driver aboard his own (alive: the duel goes on). */
function tableOf(at: Ctx, s: State, shooter: DuelSide, returning: boolean): BcTableNow {
  return {
    start: at.lineUp,
    vehicles: new Map([
      [ID.a, liveVehicle(at, s, 'a', shooter, returning)],
      [ID.b, liveVehicle(at, s, 'b', shooter, returning)],
    ]),
    drivers: new Map([
      [ID.a, aboard('a', s.a.state.damage[at.driverOf.a] ?? 0)],
      [ID.b, aboard('b', s.b.state.damage[at.driverOf.b] ?? 0)],
    ]),
    turn: 1,
    acts: 0,
  };
}

const aboard = (side: DuelSide, hits: number): LiveDriver => ({
  driver: ID[side],
  hits,
  status: 'aboard',
  in: ID[side],
  hand: null,
  killedBy: null,
  diedAt: null,
});

function liveVehicle(at: Ctx, s: State, side: DuelSide, shooter: DuelSide, returning: boolean): LiveVehicle {
  return {
    vehicleId: ID[side],
    state: s[side].state,
    speed: 0,
    reverse: false,
    exploded: s[side].exploded,
    stunned: false,
    cannotFire: false,
    // Return fire is made at a vehicle that fired on the shooter this turn: the table checks it by what the attacker fired at.
    firedAt: returning && side !== shooter ? [`v${ID[shooter]}`] : [],
    returned: [],
    dropped: [],
    wreckedBy: null,
    wrecked: isWreck(at.starts[side], s[side]),
  };
}

/**
 * One round: the table's `fire` intent from the first mount of the order that holds a counter, on the table as the
 * round is fired. A class, not an object of closures: whole duels make one per round.
 */
class Round implements DuelShot<State> {
  private readonly target: DuelSide;
  private readonly fired: State;
  private readonly intent: Extract<BcIntent, { kind: 'fire' }>;
  /** A whole duel applies the outcome it has just rolled: kept beside its key, so it is not read back from JSON. */
  private last: { key: string; v: Veh } | null = null;

  constructor(
    private readonly at: Ctx,
    private readonly s: State,
    private readonly side: DuelSide,
    part: number,
    mount: string,
  ) {
    this.target = other(side);
    const mine = s[side].state;
    const counters = mine.loads[mount]!;
    this.intent = {
      kind: 'fire',
      shooter: ID[side],
      mount,
      target: { kind: 'vehicle', vehicle: ID[this.target], block: at.input[this.target].shows },
      returnFire: part === 2,
      range: at.input.range,
      sameCover: false,
      throughSmoke: false,
    };
    this.fired = firedFrom(
      withVeh(s, side, { state: { ...mine, loads: withEntry(mine.loads, mount, counters.slice(0, -1)) }, exploded: s[side].exploded }),
      side,
      part,
    );
  }

  /**
   * The round reads the target's card and, of the shooter, its weapon and its Gunnery Computer (+1 to hit). Only the
   * chain reads it: whole duels never spell the card.
   */
  get memo(): string {
    const mine = this.s[this.side].state;
    const counters = mine.loads[this.intent.mount]!;
    return `${this.side}|${counters[counters.length - 1]}|${working(this.at.input[this.side].card, mine, 'gunneryComputer')}|${vehKey(this.s[this.target])}`;
  }

  /** The round for the chain's walk (a function the odds engine runs on each path, the odds' notes kept). */
  get roll(): (dice: Dice) => string {
    return (dice) => {
      const v = this.hitOf(this.at.runs.run(dice, (d) => this.resolve(d)));
      this.last = { key: JSON.stringify(v), v };
      return this.last.key;
    };
  }

  apply(o: string): State {
    return withVeh(this.fired, this.target, this.last?.key === o ? this.last.v : (JSON.parse(o) as Veh));
  }

  /** A whole duel's round: the resolver on the seeded dice as the real roll runs it (no notes, no key). */
  play(dice: Dice): State {
    return withVeh(this.fired, this.target, this.hitOf(this.resolve(dice)));
  }

  private resolve(dice: Dice): BcResolved {
    return new BcResolver(tableOf(this.at, this.s, this.side, this.intent.returnFire), this.at.settings, dice, false).act(this.intent);
  }

  private hitOf(r: BcResolved): Veh {
    const id = ID[this.target];
    const after = r.after.vehicles.find((x) => x.vehicleId === id)!;
    return { state: after.state, exploded: after.exploded };
  }
}

// The state with one side's vehicle or flag set, spelt out: a spread with a computed key is V8's slow path (~0.3 µs
// against ~0.05), and a whole duel sets them on every round.
const withVeh = (s: State, side: DuelSide, v: Veh): State => (side === 'a' ? { ...s, a: v } : { ...s, b: v });
function firedFrom(s: State, side: DuelSide, part: number): State {
  if (part === 1) return side === 'a' ? { ...s, shotA: true } : { ...s, shotB: true };
  return side === 'a' ? { ...s, returnedA: true } : { ...s, returnedB: true };
}

/**
 * A vehicle after a part: the other's hits on it (`hit`), less the rounds it fired itself (`fired`). A mount that
 * fires holds one kind of missile counter only (Arming your vehicle), so its counters are alike and only their count
 * matters: the fewer of the two.
 */
function withOwnRounds(from: VehicleState, fired: VehicleState, hit: VehicleState): VehicleState {
  let loads = hit.loads;
  for (const [id, before] of Object.entries(from.loads)) {
    const own = fired.loads[id] ?? [];
    if (own.length >= before.length) continue;
    const now = hit.loads[id] ?? [];
    loads = withEntry(loads, id, now.slice(0, Math.min(own.length, now.length)));
  }
  return loads === hit.loads ? hit : { ...hit, loads };
}

/**
 * The chain over two battlecars cards is past any budget a screen can wait for: every point a round carries inside is
 * walked onto the section's components, so each hit leaves a different card (armour, each pod, turret, extinguisher and
 * driver of the section, the counters left), and the pair of cards multiplies. Measured on the bench's duel (two
 * default cars, 3 MG in the turret, 2 in the left pod, showing each other their left centre at range 3): 17 states
 * after turn 1, 27,370 after turn 2 (350 kinds of round walked, 54 s of CPU). So the chain gives up after 600 units of
 * work (the tests' hand-computed duel, a small card, needs under 200 and stays exact) and plays 200 whole duels
 * instead (each chance ± 3.5% at worst, labelled): about 0.1 s of CPU in all (bench/odds.ts), the same on any machine.
 */
export const BC_DUEL_BUDGET = { chainBudget: 600, runs: 200 } as const;

/** Each turn's chance that each side has put the other's driver out: the exact chain within its budget, else whole duels. */
export function bcDuel(input: BcDuelInput, settings: BattlecarsSettings, opts: DuelOptions = {}): BcDuelReport {
  checked(input);
  const { rules, start, weapons, runs } = rulesOf(input, settings);
  return {
    ...duelOdds(rules, start, input.turns, { classes: tableClasses(runs, 'everything'), ...BC_DUEL_BUDGET, ...opts }),
    weapons,
    notModelled: [...BC_DUEL_NOT_MODELLED],
  };
}

/** Whole duels with seeded dice through the same rounds (the chain's proof). */
export function bcDuelSimulate(input: BcDuelInput, settings: BattlecarsSettings, runs: number, seed = 1): DuelTurn[] {
  checked(input);
  const { rules, start } = rulesOf(input, settings);
  return duelSimulate(rules, start, input.turns, runs, seed);
}
