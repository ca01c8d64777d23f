/**
 * Two car designs against each other (issue 23): turn by turn, the chance that each has put the other out of the heat,
 * at a range and with the sides each chooses to present. The core's duel chain (core/odds/duel.ts) does the turns;
 * each shot is the match assistant's attack calculator on a table of the two cars (`dethmetalRunner`, the code that
 * resolves the real roll), each turn ends with the assistant's own end-of-turn effects, so the duel agrees with the
 * match assistant's odds. What it leaves out is `DETHMETAL_DUEL_NOT_MODELLED`; its choices are gaps.md P6.
 */
import {
  type DuelCurves,
  type DuelRules,
  type DuelShot,
  type DuelSide,
  duelOdds,
  type DuelOptions,
  duelSimulate,
  type DuelTurn,
  type NotModelled,
} from '../core/odds';
import type { Dice } from '../dice';
import type * as car from './car';
import * as driverRules from './driver';
// Each from its own module, not the assistant's index: run by tsx (the bench), every use of a name re-exported
// through an index is one more getter call, and whole duels use these tens of thousands of times a call.
import { blockersOnTable } from './assistant/calculate';
import { buildTable, type CarRecord, carInfo, type Table } from './assistant/cars';
import { applyAfterRolls, applyAttackRoll, applyFiring, attackBlockers, firing } from './assistant/combat';
import { type CarFacts, endOfTurnEffects, resetTurn } from './assistant/reducer';
import { Resolver } from './assistant/resolver';
import { applyEffects, type CardChange, type CarState } from './assistant/state';
import type { CalculatorInput } from './assistant/types';
import { resolveAttack } from './match/shooting/attack';
import { SECTION } from './match/sections';
import { checkClasses, type DethmetalRun, dethmetalRunner } from './odds';
import type { DethmetalSettings } from './settings';

type Driver = driverRules.Driver;

/** One side of the duel: a design as the garage holds it, its crew, and which of its sides faces the other car. */
export interface DethmetalDuelSide {
  name: string;
  design: car.CarDesign;
  /** The driver's skills; a stock driver (the starting ratings) when absent. */
  driver?: Driver | undefined;
  /** The gunner, for a design with a gunner station; a stock gunner when absent. */
  gunner?: Driver | undefined;
  /** The hex side of this car toward the other: its weapons that fire into this arc fire, and the other hits this side. */
  facing: car.Facing;
}

export interface DethmetalDuelInput {
  a: DethmetalDuelSide;
  b: DethmetalDuelSide;
  /** Hexes between the cars, held all duel long. */
  hexes: number;
  turns: number;
}

/** A weapon of a side: whether it bears at this range and facing, or why not. */
export interface DethmetalDuelWeapon {
  id: string;
  name: string;
  fires: boolean;
  why: string | null;
}

export interface DethmetalDuelReport extends DuelCurves {
  weapons: { a: DethmetalDuelWeapon[]; b: DethmetalDuelWeapon[] };
  notModelled: NotModelled[];
}

interface State {
  a: CarState;
  b: CarState;
}

const ID = { a: 1, b: 2 } as const;
const P6 = 'gaps.md P6';

export const DETHMETAL_DUEL_NOT_MODELLED: readonly NotModelled[] = [
  { what: 'Movement and speed changes: both cars stand still at the range and facings chosen all duel long', rule: `${SECTION.turnSequence} (${P6})` },
  { what: 'Initiative: both cars fire at once in each phase, from the cards as the phase starts', rule: `${SECTION.turnSequence} (${P6})` },
  {
    what: 'Skids and recovery checks: a car that loses control is back in control at the end of the turn',
    rule: `${SECTION.lossOfControl} (${P6})`,
  },
  { what: 'Weapon choice: each crewman fires the first of his car’s weapons that bears, every phase it may', rule: `${SECTION.rateOfFire} (${P6})` },
  { what: 'Ammunition choices, shooting for tires, smoke, talents used at the player’s choice, rams', rule: SECTION.gunneryTalents },
];

/** The armor quadrant a hex side shows (gaps.md #28's six sides onto the four armor arcs). */
const ARMOR_OF: Record<car.Facing, 'front' | 'back' | 'left' | 'right'> = {
  front: 'front',
  'right-front': 'right',
  'right-rear': 'right',
  rear: 'back',
  'left-rear': 'left',
  'left-front': 'left',
};

/** Out of the fight: destroyed, out of the heat, rolled over (both score a kill, Match points), or no crewman left. */
function out(c: CarState): boolean {
  return c.destroyed || c.outOfHeat || c.control === 'rollover' || c.crew.every((x) => x.outOfAction);
}

function record(side: DethmetalDuelSide, id: number): CarRecord {
  const crew: CarRecord['crew'] = [{ competitorId: id * 10 + 1, role: 'driver', driver: side.driver ?? driverRules.newDriver(`${side.name}'s driver`) }];
  if (side.design.components.gunnerStation)
    crew.push({ competitorId: id * 10 + 2, role: 'gunner', driver: side.gunner ?? driverRules.newDriver(`${side.name}'s gunner`) });
  // Each side its own franchise, so the kill scores as the assistant scores it.
  return {
    vehicleId: id,
    name: side.name,
    franchise: { id, name: side.name, colour: '#000000' },
    design: side.design,
    carried: { damage: 0, criticals: 0 },
    crew,
  };
}

/** What the shooter's own volley changes on its own card (ammunition, rate of fire, re-rolls, points): kept by merge. */
function withOwnFiring(hit: CarState, fired: CarState): CarState {
  return {
    ...hit,
    weapons: fired.weapons,
    crew: hit.crew.map((c, i) => {
      const f = fired.crew[i]!;
      return {
        ...c,
        usedHeat: f.usedHeat,
        usedTurn: f.usedTurn,
        firedThisTurn: f.firedThisTurn,
        quickDrawUsed: f.quickDrawUsed,
        points: f.points,
        criticalsScored: f.criticalsScored,
      };
    }),
  };
}

/** A card as a combat phase starts: the "hazard from being damaged" check may be taken again (Part V). */
const newPhase = (c: CarState): CarState => (c.damagedCheckThisPhase ? { ...c, damagedCheckThisPhase: false } : c);

/**
 * A card after both volleys: the other side's hits on it, its own side's firing. A resolution leaves a card it did not
 * change as it was (the same object): a side that did not fire has nothing of its own to keep.
 */
function joined(from: CarState, hit: CarState, fired: CarState): CarState {
  return fired === from ? hit : withOwnFiring(hit, fired);
}

/**
 * One shot of the duel: the match assistant's attack calculator on the table with both cards as they stand. A class,
 * not an object literal with a getter: whole duels make one per shot, and V8 builds such literals slowly.
 */
class Shot implements DuelShot<State> {
  private rolled: ((dice: Dice) => string) | undefined;
  constructor(
    private readonly table: Table,
    private readonly input: AttackInput,
    private readonly s: State,
    private readonly part: number,
    /** What the blockers said of the shooter's weapon choice on these cards (the −1 of a second weapon, Gunslinger). */
    private readonly gunslinger: boolean,
  ) {}
  /** The shot depends on both cards as they stand, the phase, the crewman and the weapon. */
  get memo(): string {
    const i = this.input;
    return `${this.part}|${i.vehicleId}|${i.role}|${i.weaponId}|${JSON.stringify(this.s)}`;
  }
  /**
   * A function of its own (the odds engine walks it apart from the shot), made on first use: whole duels play their
   * shots and never roll them, and a function made per shot is garbage.
   */
  get roll(): (dice: Dice) => string {
    this.rolled ??= rollOf(dethmetalRunner(onTable(this.table, this.s), this.input));
    return this.rolled;
  }
  apply(outcome: string): State {
    const changes = JSON.parse(outcome) as [number, CardChange][];
    const [a, b] = applyEffects(
      [this.s.a, this.s.b],
      changes.map(([vehicleId, change]) => ({ vehicleId, change, why: '', rule: '' })),
    );
    return { a: a!, b: b! };
  }
  /**
   * The cards the resolution left: what `apply` makes of its card changes, without writing them out. The attack's own
   * stages in its own order (combat.ts `attack.resolve`, as odds.ts `attackOdds` runs them), without what only a
   * resolution shown to the players needs: its blockers asked again (`nextShot` has just found none on these cards, and
   * kept what they said of the weapon choice), its title and the dice log copied into a Resolution (whole duels play
   * thousands of shots a call).
   */
  play(dice: Dice): State {
    const table = onTable(this.table, this.s);
    const r = new Resolver(dice, table, false);
    const f = firing(table, this.input, this.gunslinger);
    const res = resolveAttack(dice, f.attack, table.settings.match);
    applyFiring(r, f, res);
    for (let i = 0; i < res.rolls.length; i++) applyAttackRoll(r, f, res, i);
    applyAfterRolls(r, f, res);
    return { a: table.car(ID.a, []).state, b: table.car(ID.b, []).state };
  }
}

type AttackInput = Extract<CalculatorInput, { kind: 'attack' }>;

/** A shot's outcome: the card changes its resolution made, as a key (`Shot.apply` reads it back). */
function rollOf(walk: (dice: Dice) => DethmetalRun): (dice: Dice) => string {
  return (dice) => JSON.stringify(walk(dice).res.effects.map((e) => [e.vehicleId, e.change]));
}

/** The duel's cars never accelerate (gaps.md P6: they stand at the range chosen). */
const NO_ACCELERATION: ReadonlySet<number> = new Set();

/**
 * A card as the next turn starts: per-turn counts reset (`resetTurn`), and, no recovery checks being played (gaps.md
 * P6), a car that lost control has it back.
 */
function turnStart(c: CarState): CarState {
  const n = resetTurn(c);
  return n.control === 'in-control' || n.control === 'rollover' ? n : { ...n, control: 'in-control' };
}

/** Cards a turn's start made (`turnStart`), and those among them it leaves as they are: whole duels' idle turns. */
const started = new WeakSet<CarState>();
const idle = new WeakSet<CarState>();

/**
 * `turnStart` of a card, the same card when that changes nothing: once the ammunition is gone, whole duels play their
 * last turns on the same two cards, and the shots they no longer have are known by the cards (`noShot`).
 */
function settled(c: CarState): CarState {
  if (idle.has(c)) return c;
  const n = turnStart(c);
  if (started.has(c) && sameData(n, c)) {
    idle.add(c);
    return c;
  }
  started.add(n);
  return n;
}

/** Plain data (a card: objects, arrays, strings, numbers, booleans, null) alike field by field. */
function sameData(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameData(x[i], y[i])) return false;
    return true;
  }
  const kx = Object.keys(x);
  if (Array.isArray(y) || kx.length !== Object.keys(y).length) return false;
  for (const k of kx) if (!sameData((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k])) return false;
  return true;
}

function setup(input: DethmetalDuelInput, settings: DethmetalSettings) {
  const records = { a: record(input.a, ID.a), b: record(input.b, ID.b) };
  const loaded = { a: carInfo(records.a, entry(records.a), settings), b: carInfo(records.b, entry(records.b), settings) };
  const load = (e: { vehicleId: number }) => (e.vehicleId === ID.a ? records.a : records.b);
  const start: State = { a: loaded.a.info.start, b: loaded.b.info.start };
  // One table per combat phase (the calculators read the phase from it); a shot puts the duel's cards on it.
  const tables = [1, 2, 3].map((phase) =>
    buildTable(load, settings, { cars: [start.a, start.b], surface: 'asphalt', where: { heat: 1, turn: 1, phase: phase as 1 | 2 | 3 } }),
  );
  const facts = new Map<number, CarFacts>(
    (['a', 'b'] as const).map((s) => {
      const i = loaded[s].info;
      return [i.vehicleId, { vehicleId: i.vehicleId, maxHandling: i.maxHandling, toughness: i.toughness, start: i.start, weapons: i.weapons }];
    }),
  );
  return { loaded, start, tables, facts };
}

function entry(r: CarRecord) {
  return { vehicleId: r.vehicleId, driverId: r.crew[0]!.competitorId, gunnerId: r.crew[1]?.competitorId ?? null };
}

function onTable(table: Table, s: State): Table {
  table.car(ID.a, []).state = s.a;
  table.car(ID.b, []).state = s.b;
  return table;
}

/** The duel's chain rules and its start (exported for the tests that hold its shots to the calculator's). */
export function dethmetalDuelRules(input: DethmetalDuelInput, settings: DethmetalSettings) {
  checked(input);
  return rulesOf(input, settings);
}

function rulesOf(input: DethmetalDuelInput, settings: DethmetalSettings) {
  const { loaded, start, tables, facts } = setup(input, settings);
  const attackOf = (side: DuelSide, role: 'driver' | 'gunner', weaponId: string): AttackInput => {
    const target = side === 'a' ? 'b' : 'a';
    return {
      kind: 'attack',
      vehicleId: ID[side],
      role,
      weaponId,
      targetId: ID[target],
      sideHit: ARMOR_OF[input[target].facing],
      hexes: input.hexes,
      smoke: false,
      targetInFrontArc: input[side].facing === 'front',
      shootingForTires: false,
    };
  };
  /** The weapons that face the other car: the mount's arcs hold the hex side this car shows it (gaps.md #28). */
  const bearingOf = (side: DuelSide) => loaded[side].info.weapons.filter((w) => w.attacks && w.arcs.includes(input[side].facing));
  const bearingWeapons = { a: bearingOf('a'), b: bearingOf('b') };
  const bearing = (side: DuelSide) => bearingWeapons[side];
  /** Each shot's calculator input is fixed for the duel: made once (whole duels ask for it thousands of times). */
  const inputs = new Map<string, AttackInput>();
  const attackInput = (side: DuelSide, role: 'driver' | 'gunner', weaponId: string): AttackInput => {
    const k = `${side}|${role}|${weaponId}`;
    let i = inputs.get(k);
    if (!i) inputs.set(k, (i = attackOf(side, role, weaponId)));
    return i;
  };

  /**
   * The (side, phase) pairs with no shot from a pair of cards, by the cards themselves (a card is never changed, only
   * replaced): once the ammunition is gone whole duels play their last turns on the same two cards (`settled`), and
   * ask again each phase what the blockers have already said.
   */
  const noShot = new WeakMap<CarState, WeakMap<CarState, number>>();
  const bit = (side: DuelSide, part: number) => 1 << ((side === 'a' ? 0 : 3) + part - 1);
  function nextShot(s: State, side: DuelSide, part: number): DuelShot<State> | null {
    const none = noShot.get(s.a)?.get(s.b) ?? 0;
    if (none & bit(side, part)) return null;
    const shot = shotOf(s, side, part);
    if (!shot) {
      let byB = noShot.get(s.a);
      if (!byB) noShot.set(s.a, (byB = new WeakMap()));
      byB.set(s.b, none | bit(side, part));
    }
    return shot;
  }

  function shotOf(s: State, side: DuelSide, part: number): DuelShot<State> | null {
    const table = onTable(tables[part - 1]!, s);
    const card = s[side];
    for (const crew of card.crew) {
      if (crew.outOfAction) continue;
      const role = crew.competitorId === card.driverId ? 'driver' : 'gunner';
      // A competitor fires one weapon a turn (Turn Sequence): the one he fired already, or the first that bears.
      const mine = crew.firedThisTurn[0]?.weaponId;
      // ... and never more than once a phase: one who fired in this phase has no shot left in it (no need to ask).
      if (mine && card.weapons.find((w) => w.id === mine)?.firedPhases.includes(part as 1 | 2 | 3)) continue;
      const choices = mine ? bearing(side).filter((w) => w.id === mine) : bearing(side);
      for (const w of choices) {
        const input = attackInput(side, role, w.id);
        const { blockers, gunslinger } = attackBlockers(table, input);
        if (blockers.length) continue;
        return new Shot(table, input, s, part, gunslinger);
      }
    }
    return null;
  }

  const rules: DuelRules<State> = {
    key: (s) => JSON.stringify(s),
    out: (s, side) => out(s[side]),
    parts: 3,
    beginPart: (s) => (s.a.damagedCheckThisPhase || s.b.damagedCheckThisPhase ? { a: newPhase(s.a), b: newPhase(s.b) } : s),
    nextShot,
    // Simultaneous fire: each card takes the other side's hits and keeps its own side's firing (neither fired: as it was).
    merge: (from, aFired, bFired) =>
      aFired === from && bFired === from ? from : { a: joined(from.a, bFired.a, aFired.a), b: joined(from.b, aFired.b, bFired.b) },
    endTurn(s, turn) {
      const [a, b] = applyEffects([s.a, s.b], endOfTurnEffects([s.a, s.b], facts, turn, NO_ACCELERATION));
      const next = { a: settled(a!), b: settled(b!) };
      return next.a === s.a && next.b === s.b ? s : next;
    },
  };
  const weapons = (side: DuelSide): DethmetalDuelWeapon[] => {
    const table = onTable(tables[0]!, start);
    const driverRole = 'driver' as const;
    return loaded[side].info.weapons.map((w) => {
      if (!w.attacks) return { id: w.id, name: w.name, fires: false, why: `The ${w.name} makes no attack roll` };
      if (!w.arcs.includes(input[side].facing))
        return { id: w.id, name: w.name, fires: false, why: `The ${w.name} fires into ${w.arcs.join(', ')}, not ${input[side].facing}` };
      const blockers = blockersOnTable(table, attackOf(side, driverRole, w.id));
      return { id: w.id, name: w.name, fires: blockers.length === 0, why: blockers.length ? blockers.map((b) => b.reason).join('; ') : null };
    });
  };
  return { rules, start, weapons: { a: weapons('a'), b: weapons('b') } };
}

function checked(input: DethmetalDuelInput): void {
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > 20) throw new RangeError('A duel runs 1 to 20 turns');
  if (!Number.isInteger(input.hexes) || input.hexes < 1 || input.hexes > 60) throw new RangeError('The range is 1 to 60 hexes');
}

/**
 * Where the exact chain is bounded, and why it gives up soon. A shot is cheap to walk (a Machinegun's is 33 nodes), but
 * the two cards are one state and every hit branches it: two Machinegun cars at 2 hexes with front armor 3 reach 7,225
 * states of the pair within the first turn's three phases (85 outcomes of each side's volleys, joined), more than
 * 300,000 units of work and ~6 s for that turn alone (bench/RESULTS.md, 2026-11-27). So the chain stops after 400
 * units: enough for a duel in which the cards hardly change (a side whose weapons do not bear, or cannot get through
 * the other's armor: 12 to 190 units; two cars that both fire and both only deflect, 290 over ten turns and 320 over
 * twenty), and then 200 whole duels with seeded dice (each chance ± 3.5% at worst, labelled with its error), the same
 * on any machine. The budget is spent before the chain gives up: at 600 the Machinegun pair's failed attempt was ~13
 * ms of CPU, at 400 ~9 (bench/RESULTS.md, 2026-11-27 dmduel2).
 */
export const DETHMETAL_DUEL_BUDGET = { chainBudget: 400, runs: 200 } as const;

/** The exact duel: each turn's chance that each car has put the other out. */
export function dethmetalDuel(input: DethmetalDuelInput, settings: DethmetalSettings, opts: DuelOptions = {}): DethmetalDuelReport {
  checked(input);
  const { rules, start, weapons } = rulesOf(input, settings);
  return {
    ...duelOdds(rules, start, input.turns, { ...checkClasses, ...DETHMETAL_DUEL_BUDGET, ...opts }),
    weapons,
    notModelled: [...DETHMETAL_DUEL_NOT_MODELLED],
  };
}

/** Whole duels with seeded dice through the same shots (the chain's proof). */
export function dethmetalDuelSimulate(input: DethmetalDuelInput, settings: DethmetalSettings, runs: number, seed = 1): DuelTurn[] {
  checked(input);
  const { rules, start } = rulesOf(input, settings);
  return duelSimulate(rules, start, input.turns, runs, seed);
}
