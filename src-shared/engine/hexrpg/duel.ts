/**
 * Two vehicles of the gangs against each other (issue 23): turn by turn, the chance that each has put the other out of
 * the fight, at a range in hexes and with each side's weapons fired from the position the organizer picks (3d. Weapon
 * Usage: higher, same or lower; or where each weapon is mounted, gaps.md #35). The core's duel chain
 * (core/odds/duel.ts) does the turns; each shot is the table's own `shoot` intent through its resolver (`HxResolver`,
 * the code that resolves the real roll), so the duel agrees with the table's odds. What it leaves out is
 * `HEXRPG_DUEL_NOT_MODELLED`; the choices it makes are gaps.md #40 and #41.
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
  type FaceClasses,
  type NotModelled,
  type RollAsked,
} from '../core/odds';
import { TableRefusal } from '../core/table';
import { type Dice, type RollRecord, SeededDice } from '../dice';
import { type Character, deriveVehicle, newCharacter, type Vehicle, vehicleSchema } from './design';
import { SECTION, VEHICLE_KINDS, type VehicleKind, withGap } from './sections';
import type { HexrpgSettings } from './settings';
import { freshTable, type HxIntent, HxResolver, type HxTableNow, type LivePerson, type LiveVehicle } from './table';
import { decidedClasses, UnreadDice } from './table/odds';
import { POSITIONS } from './tables/combat';

/** Where a side's weapons fire from: each from where it is mounted (its design), or one position for all. */
export const DUEL_FROM = ['mounted', ...POSITIONS] as const;
export type DuelFrom = (typeof DUEL_FROM)[number];

/** One side: a vehicle of a gang as the Gangs screen holds it, the character at its controls, where it fires from. */
export interface HxDuelSide {
  name: string;
  vehicle: Vehicle;
  driver: Character;
  from: DuelFrom;
}

export interface HxDuelInput {
  a: HxDuelSide;
  b: HxDuelSide;
  /** Hexes between the vehicles, held all duel long (Weapon Usage has no range modifier: gaps.md #40). */
  hexes: number;
  turns: number;
}

/** A weapon of a side: fires every turn, or why it never does (the table's own refusal). */
export interface HxDuelWeapon {
  name: string;
  fires: boolean;
  why: string | null;
}

export interface HxDuelReport extends DuelCurves {
  weapons: { a: HxDuelWeapon[]; b: HxDuelWeapon[] };
  notModelled: NotModelled[];
}

/**
 * What the duel reads of a vehicle and its driver: hit points, whether it still works, whether its critical 1-10 left
 * the person inside exposed, and the driver's hit points and whether he can still drive (up). Everything else on the
 * table's cards (speed lost, a stall, a leak, the criticals' list) changes no shot of the duel (gaps.md #40).
 */
interface Card {
  hp: number;
  wrecked: boolean;
  exposed: boolean;
  driverHp: number;
  up: boolean;
}
interface State {
  a: Card;
  b: Card;
  /** How many of its weapons that fire each side has fired this turn (each weapon once a turn, 3a). */
  firedA: number;
  firedB: number;
  /** The state's key, made once: the chain asks it of every state it joins (some hundred thousand a duel). */
  key: string;
}

const VEHICLE = { a: 1, b: 2 } as const;
const DRIVER = { a: 11, b: 21 } as const;
const GAP = 40;

export const HEXRPG_DUEL_NOT_MODELLED: readonly NotModelled[] = [
  { what: 'Movement: the vehicles hold the range chosen all duel long; no bash, no ram, no game of chicken', rule: withGap(SECTION.movement, GAP) },
  {
    what: 'Turn order by AGI and LUCK: both vehicles fire at once each turn, from the cards as the turn starts',
    rule: withGap(SECTION.turns, GAP),
  },
  {
    what: 'Personal weapons of the driver and passengers; a passenger taking the controls of a vehicle whose driver is down',
    rule: withGap(SECTION.order, GAP),
  },
  {
    what: 'A driver knocked unconscious is out for the duel (his d100 turns are not counted down); a vehicle that loses control is not rolled for',
    rule: withGap(SECTION.peopleCriticals, 41),
  },
  { what: 'A weapon hit by a critical (11-25) still fires: which weapon and whether it breaks is the RM’s', rule: SECTION.vehicleCriticals },
  { what: 'A missed shot going on to the next hex with something in it: there is nothing else on the duel’s board', rule: SECTION.weaponUsage },
];

/**
 * Rolls the duel never reads: how long a person's critical lasts, one ear or eye or both, unconscious turns (out is
 * out, #41), the speed lost, a stall's turns, a leak's units. Each is read as its lowest face without branching (as the
 * table's odds do, table/odds.ts): the resolver still runs them, only the card fields they set are not the duel's.
 */
const UNREAD =
  /^(Critical hit: (how long it lasts|turns|minutes|days|weeks)|Unconscious: turns|Deaf: one ear or both|Blind: one eye or both|Stall: turns|Fuel leak: units a turn|Speed reduced)/;

/**
 * Hit points lost permanently (the vehicle critical 91-94): the resolver decides its d20 only as "wrecks it" or "it
 * runs on" (all the table's questions read), but the duel reads the hit points left, so that d20 is walked face by
 * face and named by its value.
 */
const LOSE_HP = /^Hit points lost permanently/;
const word = (r: RollRecord) => (LOSE_HP.test(r.purpose) ? `${r.purpose}=${r.value}` : (r.decided ?? `${r.purpose}=${r.value}`));
/** A shot's path by what its rolls decided, in order, and the roll asked next: all the rest of the shot reads. */
const duelShotState = (log: readonly RollRecord[], next: RollAsked): string => JSON.stringify([log.map(word), next.purpose]);
/** The table's classes of rolls decided by their purpose alone, but for the lost hit points' d20 (above). */
const duelShotClasses: FaceClasses = {
  ...decidedClasses,
  key: (log, next) => (LOSE_HP.test(next.purpose) ? undefined : decidedClasses.key(log, next)),
};

/** A side that can no longer fight: its vehicle stopped working, or no one able is at its controls (#41). */
const isOut = (c: Card) => c.wrecked || !c.up;
const cardKey = (c: Card) => (isOut(c) ? 'out' : `${c.hp}/${c.exposed ? 1 : 0}/${c.driverHp}`);
const state = (a: Card, b: Card, firedA: number, firedB: number): State => ({ a, b, firedA, firedB, key: `${cardKey(a)}|${cardKey(b)}|${firedA},${firedB}` });

function tableOf(input: HxDuelInput, settings: HexrpgSettings): HxTableNow {
  const sides = ['a', 'b'] as const;
  return freshTable(
    {
      t: 'start',
      gangs: [VEHICLE.a, VEHICLE.b],
      people: sides.map((s) => ({
        personId: DRIVER[s],
        franchiseId: VEHICLE[s],
        character: input[s].driver,
        hp: input[s].driver.musc,
        in: VEHICLE[s],
        seat: 'driver' as const,
      })),
      // Fresh vehicles at their full hit points (the duel compares designs: gaps.md #40), drivers at their MUSC.
      vehicles: sides.map((s) => ({
        vehicleId: VEHICLE[s],
        franchiseId: VEHICLE[s],
        vehicle: input[s].vehicle,
        hp: deriveVehicle(input[s].vehicle, settings).hp,
      })),
    },
    settings,
  );
}

/**
 * The target's and its driver's hit points while a shot is walked: far more than any shot takes, so the walk never
 * meets 0 and one walk serves every card alike but for its hit points. What the shot took (`loss`, `driverLoss`) is
 * then taken off the card's own: a vehicle it brings to 0 stops working, as the resolver's own (gaps.md #31), a driver
 * at 0 can no longer drive (#41), and a critical the resolver would then not have rolled changes nothing of a side out
 * of the fight. Whole duels (`hexrpgDuelSimulate`) shoot at the cards' own hit points.
 */
const WALK_HP = 1_000_000;

const indices = (ws: readonly HxDuelWeapon[]) => ws.flatMap((w, i) => (w.fires ? [i] : []));

/** A shot's outcome on the target: hit points taken off the vehicle and its driver, and what else a shot sets. */
interface Hit {
  loss: number;
  wrecked: boolean;
  exposed: boolean;
  driverLoss: number;
  up: boolean;
}

function rulesOf(input: HxDuelInput, settings: HexrpgSettings, opts: { firing: readonly DuelSide[]; ownHp: boolean }) {
  const fresh = tableOf(input, settings);
  const live = (s: DuelSide) => ({ v: fresh.liveVehicles.get(VEHICLE[s])!, p: fresh.livePeople.get(DRIVER[s])! });
  const cardOf = (v: LiveVehicle, p: LivePerson): Card => ({ hp: v.hp, wrecked: v.wrecked, exposed: v.exposed, driverHp: p.hp, up: p.status === 'up' });
  const start = state(cardOf(live('a').v, live('a').p), cardOf(live('b').v, live('b').p), 0, 0);

  /** The table with the duel's two cards on it (the fields the duel does not read as the session started). */
  const onTable = (s: State): HxTableNow => {
    const liveVehicles = new Map(fresh.liveVehicles);
    const livePeople = new Map(fresh.livePeople);
    for (const side of ['a', 'b'] as const) {
      const c = s[side];
      const { v, p } = live(side);
      liveVehicles.set(VEHICLE[side], { ...v, hp: c.hp, wrecked: c.wrecked, exposed: c.exposed });
      livePeople.set(DRIVER[side], { ...p, hp: c.driverHp, status: c.up ? 'up' : 'dying' });
    }
    return { ...fresh, liveVehicles, livePeople };
  };
  const intent = (side: DuelSide, weapon: string): HxIntent => {
    const from = input[side].from;
    return {
      kind: 'shoot',
      vehicle: VEHICLE[side],
      weapon,
      target: { kind: 'vehicle', vehicle: VEHICLE[side === 'a' ? 'b' : 'a'] },
      ...(from === 'mounted' ? {} : { from }),
    };
  };
  /** The table's `shoot` on the table as it stands: what it did to the target. */
  const shot = (now: HxTableNow, side: DuelSide, weapon: string) => {
    const target = side === 'a' ? 'b' : 'a';
    const before = now.liveVehicles.get(VEHICLE[target])!.hp;
    const driverBefore = now.livePeople.get(DRIVER[target])!.hp;
    return (dice: Dice): Hit => {
      const r = new HxResolver(now, settings, new UnreadDice(dice, (purpose) => UNREAD.test(purpose))).resolve(intent(side, weapon));
      const v = r.after.vehicles.find((x) => x.vehicleId === VEHICLE[target]) ?? now.liveVehicles.get(VEHICLE[target])!;
      const p = r.after.people.find((x) => x.personId === DRIVER[target]) ?? now.livePeople.get(DRIVER[target])!;
      // A driver thrown clear of an explosion is on foot: the vehicle no longer works anyway.
      return {
        loss: v.wrecked ? before : before - v.hp,
        wrecked: v.wrecked,
        exposed: v.exposed,
        driverLoss: driverBefore - p.hp,
        up: p.status === 'up' && p.in === VEHICLE[target],
      };
    };
  };
  const hit = (c: Card, h: Hit): Card => {
    const hp = Math.max(0, c.hp - h.loss);
    const driverHp = Math.max(0, c.driverHp - h.driverLoss);
    return { hp, wrecked: h.wrecked || hp === 0, exposed: h.exposed, driverHp, up: h.up && driverHp > 0 };
  };
  // Which weapons fire does not change in the duel (the position is held): ask the table once, in its words.
  const weapons = (side: DuelSide): HxDuelWeapon[] => {
    const now = onTable(start);
    return input[side].vehicle.weapons.map((w) => {
      try {
        shot(now, side, w.name)(new SeededDice(1));
        return { name: w.name, fires: true, why: null };
      } catch (e) {
        if (!(e instanceof TableRefusal)) throw e;
        return { name: w.name, fires: false, why: e.message };
      }
    });
  };
  const firing = { a: weapons('a'), b: weapons('b') };
  const fired = (side: DuelSide) => (side === 'a' ? 'firedA' : 'firedB');
  /** Each side's weapons that fire, by their index in its list. */
  const shots = { a: indices(firing.a), b: indices(firing.b) };
  const hits = new Map<string, Hit>();
  const parsed = (o: string): Hit => {
    let h = hits.get(o);
    if (!h) hits.set(o, (h = JSON.parse(o) as Hit));
    return h;
  };

  const rules: DuelRules<State> = {
    key: (s) => s.key,
    out: (s, side) => isOut(s[side]),
    // One side firing alone fires a weapon a part (the turn's end is the same, its volleys are one shot: ~30 outcomes
    // each, not their product); both at once fire every weapon in one part, from the cards as the turn starts.
    parts: opts.firing.length === 1 ? Math.max(1, shots[opts.firing[0]!].length) : 1,
    nextShot(s, side, part): DuelShot<State> | null {
      if (!opts.firing.includes(side)) return null;
      const at = s[fired(side)];
      const index = shots[side][at];
      if (index === undefined || (opts.firing.length === 1 && at >= part)) return null;
      const target = side === 'a' ? 'b' : 'a';
      const name = firing[side][index]!.name;
      return {
        // The shot reads the two sides' fixed numbers and the target's card but for its hit points (WALK_HP).
        memo: opts.ownHp ? `${side}|${index}|${cardKey(s[target])}` : `${side}|${index}|${s[target].exposed ? 1 : 0}`,
        // The table is laid only when the shot is walked or rolled: most shots are answered from the memo.
        roll: (dice) => JSON.stringify(shot(onTable(opts.ownHp ? s : { ...s, [target]: { ...s[target], hp: WALK_HP, driverHp: WALK_HP } }), side, name)(dice)),
        apply: (o) => {
          const card = hit(s[target], parsed(o));
          return side === 'a' ? state(s.a, card, at + 1, s.firedB) : state(card, s.b, s.firedA, at + 1);
        },
      };
    },
    // Simultaneous fire: a side's volley changes only the other vehicle's card, and its own count of weapons fired.
    // One side alone firing (the other's volley left the state as it was) is that side's volley, key and all.
    merge: (from, aFired, bFired) =>
      bFired.key === from.key ? aFired : aFired.key === from.key ? bFired : state(bFired.a, aFired.b, aFired.firedA, bFired.firedB),
    endTurn: (s) => state(s.a, s.b, 0, 0),
    shotState: duelShotState,
  };
  return { rules, start, weapons: firing };
}

/**
 * Both sides at once from each side's own chain. A side's shots read only the other's card (and both sides' fixed
 * numbers), and the dice of the two are apart, so until one side is out the two cards run as two independent chains:
 * `one.a` the chance a has put b out by each turn firing every turn unanswered, `one.b` likewise. The duel joins them
 * turn by turn as the core's joint chain would (its tests compare the two where the joint chain fits its budget):
 * b goes out in turn s while a was still in as s began. The joint chain's states are the product of the two sides'
 * (two cars with one gun each: ~60 hit point totals each by turn 10, some 3,600 pairs of cards times ~30 outcomes a
 * volley each side, well past a million units of work); the sides' own chains are their sum.
 */
function joined(a: DuelTurn[], b: DuelTurn[]): DuelTurn[] {
  let aWins = 0;
  let bWins = 0;
  let both = 0;
  return a.map((ta, i) => {
    const tb = b[i]!;
    const qa = ta.aWins;
    const qb = tb.bWins;
    const qa0 = i ? a[i - 1]!.aWins : 0;
    const qb0 = i ? b[i - 1]!.bWins : 0;
    aWins += (qa - qa0) * (1 - qb0);
    bWins += (qb - qb0) * (1 - qa0);
    both += (qa - qa0) * (qb - qb0);
    return { turn: ta.turn, aWins, bWins, both, neither: (1 - qa) * (1 - qb) };
  });
}

/** The stock vehicles: a new vehicle of each kind as the Gangs screen adds it (the league's typical numbers, no weapons). */
export const HEXRPG_STOCK = VEHICLE_KINDS;
export function stockDuelSide(kind: string, from: DuelFrom = 'mounted'): HxDuelSide {
  const k = VEHICLE_KINDS.find((x) => x === kind.toLowerCase());
  if (!k) throw new RangeError(`There is no stock “${kind}”: the stock vehicles are ${VEHICLE_KINDS.join(', ')}`);
  const name = `Stock ${k}`;
  return {
    name,
    vehicle: vehicleSchema.parse({ version: 1, name, kind: k satisfies VehicleKind }),
    driver: newCharacter(`${name}'s driver`),
    from,
  };
}

function checked(input: HxDuelInput): void {
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > 20) throw new RangeError(`A duel runs 1 to 20 turns, not ${input.turns}`);
  if (!Number.isInteger(input.hexes) || input.hexes < 1 || input.hexes > 60)
    throw new RangeError(`The range is a whole number of hexes from 1 to 60, not ${input.hexes}`);
  for (const s of ['a', 'b'] as const)
    if (!(DUEL_FROM as readonly string[]).includes(input[s].from))
      throw new RangeError(`${input[s].name} fires from ${DUEL_FROM.join(', ')}, not “${input[s].from}”`);
}

/**
 * Each side's chain is some hundreds of cards a turn (hit points × exposed × the driver's hit points: 478 distinct over
 * ten turns for a car under one gun, 955 under two, 5,862 for a warcar under six), each card's volley ~30 outcomes a
 * weapon (the lost hit points' d20 alone is 20). Measured over ten turns (units of work a side; CPU for both sides): one
 * gun ~70,000 (~45 ms), two ~180,000, four ~420,000 (~0.3 s), six on a warcar ~1,330,000 (~1 s), eight ~1,820,000,
 * twelve ~2,890,000 (~1.8 s). The budget keeps eight guns a side exact; past it the duel plays 400 whole duels with
 * seeded dice instead (each chance ± 2.5% at worst, labelled; ~1.5 s for twelve guns a side), the same on any machine.
 */
export const HEXRPG_DUEL_BUDGET = { chainBudget: 2_000_000, runs: 400 } as const;

/**
 * The exact duel: each turn's chance that each vehicle has put the other out. Each side's chain is the core's
 * (`duelOdds` with only that side firing); a side past its budget makes the whole duel the core's sampled whole duels.
 */
export function hexrpgDuel(input: HxDuelInput, settings: HexrpgSettings, opts: DuelOptions = {}): HxDuelReport {
  checked(input);
  const o: DuelOptions = { classes: duelShotClasses, ...HEXRPG_DUEL_BUDGET, ...opts };
  const sideA = rulesOf(input, settings, { firing: ['a'], ownHp: false });
  const sideB = rulesOf(input, settings, { firing: ['b'], ownHp: false });
  const report = (c: DuelCurves): HxDuelReport => ({ ...c, weapons: sideA.weapons, notModelled: [...HEXRPG_DUEL_NOT_MODELLED] });
  // A side's own sampled curves are never shown (past its budget the whole duel is played below): one duel, not `runs`.
  const side = { ...o, runs: 1 };
  const ca = duelOdds(sideA.rules, sideA.start, input.turns, side);
  const cb = ca.method === 'sampled' ? ca : duelOdds(sideB.rules, sideB.start, input.turns, side);
  if (ca.method === 'sampled' || cb.method === 'sampled') {
    const runs = o.runs ?? HEXRPG_DUEL_BUDGET.runs;
    const turns = hexrpgDuelSimulate(input, settings, runs, (o.seed ?? 1) * 100_003);
    const se = (p: number) => Math.sqrt((p * (1 - p)) / runs);
    return report({
      turns,
      states: 0,
      shotsWalked: 0,
      shotsSampled: 0,
      method: 'sampled',
      standardErrors: turns.map((t) => ({ turn: t.turn, aWins: se(t.aWins), bWins: se(t.bWins) })),
      how: `sampled: a side's chain needs more than ${(o.chainBudget ?? HEXRPG_DUEL_BUDGET.chainBudget).toLocaleString('en')} units of work (its budget); ${runs.toLocaleString('en')} whole duels played with seeded dice through the same shots, each chance ± its standard error`,
    });
  }
  const sampled = ca.shotsSampled + cb.shotsSampled;
  const states = ca.states + cb.states;
  const shotsWalked = ca.shotsWalked + cb.shotsWalked;
  return report({
    turns: joined(ca.turns, cb.turns),
    states,
    shotsWalked,
    shotsSampled: sampled,
    method: sampled ? 'partly sampled' : 'exact',
    standardErrors: null,
    how: `${sampled ? 'partly sampled' : 'exact'}: each side's fire as a chain over the other's card (${states} cards in all; the two are independent until one is out, gaps.md #40), ${shotsWalked} kinds of shot walked over every die result${sampled ? `, ${sampled} too large to walk rolled with seeded dice` : ''}`,
  });
}

/** Whole duels with seeded dice through the table's shots at the cards' own hit points (the chain's proof). */
export function hexrpgDuelSimulate(input: HxDuelInput, settings: HexrpgSettings, runs: number, seed = 1): DuelTurn[] {
  checked(input);
  const { rules, start } = rulesOf(input, settings, { firing: ['a', 'b'], ownHp: true });
  return duelSimulate(rules, start, input.turns, runs, seed);
}

/** The core's joint chain over both cards at once, for the tests that hold the joined chains to it (small cases only). */
export function hexrpgDuelJointChain(input: HxDuelInput, settings: HexrpgSettings, opts: DuelOptions = {}): DuelCurves {
  checked(input);
  const { rules, start } = rulesOf(input, settings, { firing: ['a', 'b'], ownHp: true });
  return duelOdds(rules, start, input.turns, { classes: duelShotClasses, ...opts });
}
