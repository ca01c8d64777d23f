/**
 * Two cars of the league against each other (issue 23): turn by turn, the chance that each has eliminated the other,
 * at a range in inches and with the other car in an arc of each that the organizer picks. The core's duel chain
 * (core/odds/duel.ts) does the turns; each shot is the match table's own `shoot` intent through its resolver
 * (`RcResolver`, the code that resolves the real roll and that the table's odds run, table/odds.ts), walked with the
 * odds' own path sharing (`decidedState`), so the duel's shots agree with the table's odds. What the duel leaves out
 * is `RC_DUEL_NOT_MODELLED`; the choices it makes are gaps.md #33.
 */
import { type DuelCurves, type DuelOptions, type DuelRules, type DuelSide, type DuelTurn, duelOdds, duelSimulate, type NotModelled } from '../core/odds';
import { TableRefusal } from '../core/table';
import { SeededDice } from '../dice';
import { type CarDesign, newCarDesign } from './design';
import { arcCovers, type CarState, crewCapacity, eliminated, gunnerAlive, loseWeapon, spendAmmunition, weaponsLeft } from './match';
import { decidedState } from './odds';
import { SECTION, withGap } from './sections';
import type { RacecombatSettings } from './settings';
import { freshTable, type LiveCar, type RcIntent, RcResolver, type RcStartCar, type RcTableNow } from './table';
import { COMPONENTS, type Component, FACINGS, type Facing, weaponRow } from './tables/weapons';

/** One side of the duel: a car as the team holds it, the arc of it the other car is in, and its gear. */
export interface RcDuelSide {
  name: string;
  design: CarDesign;
  /** The arc of this car the other car is in (Combat › Fire arcs): which of its weapons bear. */
  arc: Facing;
  /** The gear this car holds (1 to 6): the other car's to-hit reads it (Target is in: 1st +1, 4th -1 …). */
  gear: number;
}

/** Who fires first each turn: both at once (the default), or one car, then the other if it is still racing. */
export type RcDuelFirst = 'both' | 'a' | 'b';
export const RC_DUEL_FIRST: readonly RcDuelFirst[] = ['both', 'a', 'b'];

export interface RcDuelInput {
  a: RcDuelSide;
  b: RcDuelSide;
  /** Centre to centre, held all duel long (more than 0, at most 48 as the table takes it). */
  rangeInches: number;
  turns: number;
  first?: RcDuelFirst;
}

/** A weapon of a side: fires, or why it never does at this range and arc. */
export interface RcDuelWeapon {
  id: string;
  name: string;
  fires: boolean;
  /** Why it never fires, in the table's words; or, for a weapon that bears, when it fires (a reserve). */
  why: string | null;
}

export interface RcDuelReport extends DuelCurves {
  weapons: { a: RcDuelWeapon[]; b: RcDuelWeapon[] };
  notModelled: NotModelled[];
}

/** The gear a duel assumes when none is given: 3rd, which no to-hit modifier reads ("No modifier is listed for … 2nd or 3rd gear"). */
export const RC_DUEL_GEAR = 3;
/** The duel's stock car: the Teams screen's new car (the league's wear points, nothing bought). */
export const RC_STOCK = { key: 'new-car', name: 'Stock new car' } as const;
export const rcStockDesign = (settings: Pick<RacecombatSettings, 'wearPoints'>): CarDesign => newCarDesign(RC_STOCK.name, settings);

const GAP = withGap(SECTION.combat, 33);

export const RC_DUEL_NOT_MODELLED: readonly NotModelled[] = [
  { what: 'Movement: the cars hold the range, arcs and gears chosen all duel long, and neither rams nor drops a weapon', rule: GAP },
  {
    what: 'Who moves first is the race order on the board: the cars fire at once each turn, or the one chosen first (Combat is NOT simultaneous)',
    rule: GAP,
  },
  { what: 'Reaction fire (-2), and fire out of a car’s own movement', rule: SECTION.reaction },
  {
    what: 'The board’s to-hit modifiers: an adjoining square, corners, manoeuvres, weather, smoke; line of sight is taken as clear',
    rule: SECTION.toHit,
  },
  { what: 'Shots at the tyres or the turret: every shot is at the body ("If no target was specified, then the body was hit")', rule: SECTION.effects },
];

/** One car's part of the state: its card and what it has fired this turn. */
interface SideState {
  card: CarState;
  fired: string[];
  firedBy: ('driver' | 'gunner')[];
}
interface State {
  a: SideState;
  b: SideState;
}

const ID = { a: 1, b: 2 } as const;
const otherSide = (s: DuelSide): DuelSide => (s === 'a' ? 'b' : 'a');

/**
 * Brakes, gearbox and handling: a point crossed off there changes nothing the duel reads (no shot, no elimination;
 * handling is read by rams and avoid rolls, which the duel leaves out), so the chain keeps them as built and cards that
 * differ only there are one state. An exact lumping: measured, two Speedsters over 10 turns walk 93,987 states without
 * it.
 */
const INERT: readonly Component[] = ['brakes', 'gearbox', 'handling'];
const COUNTED = COMPONENTS.filter((k) => !INERT.includes(k));

/**
 * What a body hit of `damage` points reads of the target's card, each count capped at the points that can reach it:
 * the armour it takes, then per internal point whether the item hit still has a wear point, a hit the driver or
 * gunner can still take, a weapon a weapon hit can still take (damage.ts). Two cards that read alike give the same
 * changes with the same chances, so a shot is walked once per reading, not once per card.
 */
function shotReads(design: CarDesign, c: CarState, damage: number): string {
  const through = Math.max(0, damage - c.bodyArmour);
  const cap = (n: number) => Math.min(Math.max(n, 0), through);
  const gunner = gunnerAlive(design, c) ? cap(crewCapacity(design, 'gunner') - c.gunnerHits) : -1;
  return `${Math.min(c.bodyArmour, damage)}|${COUNTED.map((k) => cap(c.wear[k])).join('.')}|${cap(crewCapacity(design, 'driver') - c.driverHits)}|${gunner}|${cap(weaponsLeft(c) - c.weaponHitsToChoose)}`;
}

/** What a shot changed on the target's card, as a key (brakes, gearbox and handling left out: see INERT). */
const changeKey = (before: CarState, after: CarState) =>
  `${COUNTED.map((k) => before.wear[k] - after.wear[k]).join('.')}|${before.bodyArmour - after.bodyArmour}|${after.driverHits - before.driverHits}|${after.gunnerHits - before.gunnerHits}|${after.weaponHitsToChoose - before.weaponHitsToChoose}`;

/** A change key read once into numbers: the chain applies each outcome of a shot to every card it is walked from. */
const changes = new Map<string, { lost: number[]; armour: number; driver: number; gunner: number; weapons: number }>();
function applyChange(c: CarState, key: string): CarState {
  let ch = changes.get(key);
  if (!ch) {
    const [wear, armour, driver, gunner, weapons] = key.split('|');
    changes.set(
      key,
      (ch = { lost: wear!.split('.').map(Number), armour: Number(armour), driver: Number(driver), gunner: Number(gunner), weapons: Number(weapons) }),
    );
  }
  const wear = { ...c.wear };
  for (let i = 0; i < COUNTED.length; i++) wear[COUNTED[i]!] -= ch.lost[i]!;
  return {
    ...c,
    wear,
    bodyArmour: c.bodyArmour - ch.armour,
    driverHits: c.driverHits + ch.driver,
    gunnerHits: c.gunnerHits + ch.gunner,
    weaponHitsToChoose: c.weaponHitsToChoose + ch.weapons,
  };
}

/**
 * The chain's keys of the cards (what of a card the duel reads: its damage, and the loads of its working weapons; a
 * dropped weapon's loads never change in it), each made once per card object and interned as a number. The chain keys
 * every pair of volleys it joins: building and hashing each joined card's words was most of its work. A card's damage
 * and its loads are interned apart, since a joined card takes its damage from the other car's volley and its loads
 * from its own (`join`): its key is made from theirs without reading it.
 */
class CardKeys {
  private readonly words = new Map<string, number>();
  private readonly damage = new Map<CarState, number>();
  private readonly loads = new Map<CarState['ammunition'], number>();
  private readonly pairs = new Map<number, number>();
  private readonly cards = new Map<CarState, number>();
  private readonly joined = new Map<CarState, { hit: CarState; fired: CarState }>();
  private readonly fired = new Map<SideState, string>();

  constructor(private readonly weapons: readonly string[]) {}

  private intern(words: string): number {
    let id = this.words.get(words);
    if (id === undefined) this.words.set(words, (id = this.words.size));
    return id;
  }
  private damageOf(c: CarState): number {
    let id = this.damage.get(c);
    if (id === undefined)
      this.damage.set(
        c,
        (id = this.intern(
          `${COMPONENTS.map((k) => c.wear[k]).join('.')}|${c.bodyArmour},${c.tyreArmour},${c.turretArmour}|${c.driverHits},${c.gunnerHits}|${c.weapons.join('.')}|${c.dropped.join('.')}|${c.weaponHitsToChoose}`,
        )),
      );
    return id;
  }
  /** By the loads' own object: a card copied without spending a load keeps it. */
  private loadsOf(c: CarState): number {
    let id = this.loads.get(c.ammunition);
    if (id === undefined) this.loads.set(c.ammunition, (id = this.intern(`L${this.weapons.map((w) => c.ammunition[w]).join('.')}`)));
    return id;
  }
  /** `after` is `before` with a load spent: the same damage, not read again. */
  spent(before: CarState, after: CarState): CarState {
    this.damage.set(after, this.damageOf(before));
    return after;
  }
  /** The key of a card with `hit`'s damage and `fired`'s loads (only its working weapons' loads read). */
  private pair(hit: CarState, fired: CarState): number {
    const d = this.damageOf(hit);
    const l = this.loadsOf(fired);
    const at = d * 0x4000000 + l;
    let id = this.pairs.get(at);
    if (id === undefined) this.pairs.set(at, (id = this.intern(`${d}:${hit.weapons.map((w) => fired.ammunition[w]).join('.')}`)));
    return id;
  }
  card(c: CarState): number {
    let id = this.cards.get(c);
    if (id === undefined) {
      const parts = this.joined.get(c);
      this.cards.set(c, (id = parts ? this.pair(parts.hit, parts.fired) : this.pair(c, c)));
    }
    return id;
  }
  /** What a side has fired this turn, as words, once per side object. */
  private firedOf(x: SideState): string {
    let k = this.fired.get(x);
    if (k === undefined) this.fired.set(x, (k = `/${x.fired.join('.')}/${x.firedBy.join('.')}`));
    return k;
  }
  side(x: SideState): string {
    return `${this.card(x.card)}${this.firedOf(x)}`;
  }
  /** `side(join(from, fired, hit))`, without making the joined card. */
  joinedSide(from: SideState, fired: SideState, hit: SideState): string {
    const card = hit.card === from.card ? this.card(fired.card) : fired.card === from.card ? this.card(hit.card) : this.pair(hit.card, fired.card);
    return `${card}${this.firedOf(fired)}`;
  }
  /**
   * A car's part after both volleys: its own volley's loads and shots (`fired`), the other's damage (`hit`). The chain
   * joins every pair of volleys, so an untouched card is kept as it is (one object, one key) rather than copied, and a
   * joined card's key is made from the two it joins.
   */
  join(from: SideState, fired: SideState, hit: SideState): SideState {
    if (hit.card === from.card) return fired;
    if (fired.card === from.card) return { ...fired, card: hit.card };
    const card = { ...hit.card, ammunition: fired.card.ammunition };
    // Keyed when the chain asks (whole duels never do).
    this.joined.set(card, { hit: hit.card, fired: fired.card });
    return { ...fired, card };
  }
}

function checked(input: RcDuelInput): Required<RcDuelInput> {
  if (!Number.isInteger(input.turns) || input.turns < 1 || input.turns > 20) throw new RangeError(`A duel runs 1 to 20 turns, not ${input.turns}`);
  if (!(input.rangeInches > 0 && input.rangeInches <= 48))
    throw new RangeError(`The range is more than 0 and at most 48 inches (the table's longest), not ${input.rangeInches}`);
  for (const side of ['a', 'b'] as const) {
    const s = input[side];
    if (!FACINGS.includes(s.arc)) throw new RangeError(`${s.name}: the arc the other car is in is one of ${FACINGS.join(', ')}, not “${s.arc}”`);
    if (!Number.isInteger(s.gear) || s.gear < 1 || s.gear > 6) throw new RangeError(`${s.name}: a gear is 1st to 6th, not ${s.gear}`);
  }
  const first = input.first ?? 'both';
  if (!RC_DUEL_FIRST.includes(first)) throw new RangeError(`Who fires first is both, a or b, not “${first}”`);
  return { ...input, first };
}

/** Weapons in the order a person picks them: the most damage first, then the design's order (gaps.md #33). */
const byStrength = (design: CarDesign) =>
  design.weapons.map((w, i) => ({ w, i })).sort((x, y) => weaponRow(y.w.weapon).damage - weaponRow(x.w.weapon).damage || x.i - y.i);

/**
 * The weapon a weapon hit destroys, the owner's choice (Damage effects): what the duel never fires first (a dropped
 * weapon, then a weapon that does not bear), then the weakest weapon, the last of equals (gaps.md #33).
 */
function weaponToLose(design: CarDesign, card: CarState, bearing: ReadonlySet<string>): string {
  if (card.dropped.length) return card.dropped[card.dropped.length - 1]!;
  const left = byStrength(design)
    .map((x) => x.w.id)
    .filter((id) => card.weapons.includes(id));
  return left.find((id) => !bearing.has(id)) ?? left[left.length - 1]!;
}

function rulesOf(input: Required<RcDuelInput>, settings: RacecombatSettings) {
  const start = (side: DuelSide): RcStartCar => ({
    vehicleId: ID[side],
    franchiseId: ID[side],
    name: input[side].name,
    driverName: `${input[side].name}'s driver`,
    driverId: ID[side],
    gunnerName: input[side].design.gunner ? `${input[side].name}'s gunner` : null,
    gunnerId: input[side].design.gunner ? ID[side] + 10 : null,
    design: input[side].design,
  });
  const fresh = freshTable([start('a'), start('b')], settings);
  const live = (side: DuelSide, s: SideState): LiveCar => ({
    vehicleId: ID[side],
    state: s.card,
    gear: input[side].gear,
    firedWeapons: s.fired,
    firedBy: s.firedBy,
    spun: false,
    out: null,
  });
  const tableOf = (s: State): RcTableNow => ({
    ...fresh,
    cars: new Map([
      [ID.a, live('a', s.a)],
      [ID.b, live('b', s.b)],
    ]),
  });
  const intent = (side: DuelSide, weapon: string, by: 'driver' | 'gunner'): RcIntent => ({
    kind: 'shoot',
    firer: ID[side],
    by,
    weapon,
    target: ID[otherSide(side)],
    aim: 'body',
    arc: input[side].arc,
    rangeInches: input.rangeInches,
    adjoining: false,
    firerCorner: false,
    firerManoeuvred: false,
    weather: 'dry',
    smokeSquares: 0,
    reaction: false,
  });
  const startState: State = {
    a: { card: fresh.cars.get(ID.a)!.state, fired: [], firedBy: [] },
    b: { card: fresh.cars.get(ID.b)!.state, fired: [], firedBy: [] },
  };

  // Which weapons bear does not change in the duel (range and arcs are held): ask the table once, in its words.
  const weaponsOf = (side: DuelSide): RcDuelWeapon[] => {
    const design = input[side].design;
    const shots = design.gunner ? 2 : 1;
    let bearing = 0;
    return byStrength(design)
      .map(({ w, i }) => {
        const name = weaponRow(w.weapon).label;
        try {
          new RcResolver(tableOf(startState), settings, new SeededDice(1)).resolve(intent(side, w.id, 'driver'));
        } catch (e) {
          if (!(e instanceof TableRefusal)) throw e;
          return { i, weapon: { id: w.id, name, fires: false, why: e.message } };
        }
        bearing++;
        const reserve =
          bearing > shots
            ? `Fires once a stronger weapon that bears is out of ammunition or destroyed: a given person may fire once per turn, and this car has ${shots === 2 ? 'a driver and a gunner' : 'its driver alone'} (${SECTION.combat})`
            : null;
        return { i, weapon: { id: w.id, name, fires: true, why: reserve } };
      })
      .sort((x, y) => x.i - y.i)
      .map((x) => x.weapon);
  };
  const weapons = { a: weaponsOf('a'), b: weaponsOf('b') };
  const bears = { a: new Set(weapons.a.filter((w) => w.fires).map((w) => w.id)), b: new Set(weapons.b.filter((w) => w.fires).map((w) => w.id)) };
  const order = { a: byStrength(input.a.design).map((x) => x.w.id), b: byStrength(input.b.design).map((x) => x.w.id) };

  /** The shot a side fires next this turn: the next person's strongest weapon that still can, or none. */
  const next = (s: State, side: DuelSide) => {
    const design = input[side].design;
    const me = s[side];
    const by = (['driver', 'gunner'] as const).find((p) => !me.firedBy.includes(p) && (p === 'driver' || gunnerAlive(design, me.card)));
    if (!by) return null;
    const weapon = order[side].find(
      (id) => bears[side].has(id) && !me.fired.includes(id) && (me.card.ammunition[id] ?? 0) > 0 && arcCovers(design, me.card, id, input[side].arc),
    );
    return weapon ? { by, weapon, damage: weaponRow(design.weapons.find((w) => w.id === weapon)!.weapon).damage } : null;
  };

  const keys = new CardKeys([...new Set([input.a.design, input.b.design].flatMap((d) => [...d.weapons, ...d.dropped].map((w) => w.id)))]);
  const fires = (side: DuelSide, part: number) => input.first === 'both' || (part === 1) === (input.first === side);
  const rules: DuelRules<State> = {
    key: (s) => `${keys.side(s.a)}#${keys.side(s.b)}`,
    out: (s, side) => eliminated(input[side].design, s[side].card),
    parts: input.first === 'both' ? 1 : 2,
    nextShot(s, side, part) {
      if (!fires(side, part)) return null;
      const shot = next(s, side);
      if (!shot) return null;
      const them = otherSide(side);
      const resolver = () => tableOf(s);
      let mine: SideState | undefined;
      return {
        // A shot's outcomes read only the weapon, who fires it (his targeting computer) and what the hit reads of the
        // target's card (shotReads). A getter: whole duels played with seeded dice never read it.
        get memo() {
          return `${side}|${shot.weapon}|${shot.by}|${shotReads(input[them].design, s[them].card, shot.damage)}`;
        },
        roll: (dice) => {
          const r = new RcResolver(resolver(), settings, dice).resolve(intent(side, shot.weapon, shot.by));
          const target = r.after.cars.find((c) => c.vehicleId === ID[them]);
          return target ? changeKey(s[them].card, target.state) : 'miss';
        },
        apply: (o) => {
          // The firer's side is the same whatever the outcome: made once per shot (one object, one key for every outcome).
          mine ??= {
            card: keys.spent(s[side].card, spendAmmunition(input[side].design, s[side].card, shot.weapon)),
            fired: [...s[side].fired, shot.weapon],
            firedBy: [...s[side].firedBy, shot.by],
          };
          return after(mine, o === 'miss' ? s[them].card : applyChange(s[them].card, o));
        },
        // Whole duels: the resolver's own cards, without writing the change as a key and reading it back (the firer's
        // card has spent its load there already); brakes, gearbox and handling kept as built, as `apply` keeps them.
        play: (dice) => {
          const r = new RcResolver(resolver(), settings, dice).resolve(intent(side, shot.weapon, shot.by));
          let firer: LiveCar | undefined;
          let target: LiveCar | undefined;
          for (const c of r.after.cars)
            if (c.vehicleId === ID[side]) firer = c;
            else if (c.vehicleId === ID[them]) target = c;
          const before = s[them].card;
          let hit = before;
          if (target) {
            const wear = { ...target.state.wear };
            for (const k of INERT) wear[k] = before.wear[k];
            hit = { ...target.state, wear };
          }
          return after({ card: firer!.state, fired: firer!.firedWeapons, firedBy: firer!.firedBy as SideState['firedBy'] }, hit);
        },
      };
      /** The state once the shot is applied: the weapon the target's owner loses to each weapon hit taken off its card. */
      function after(mine: SideState, hit: CarState): State {
        let card = hit;
        while (card.weaponHitsToChoose > 0) card = loseWeapon(input[them].design, card, weaponToLose(input[them].design, card, bears[them]));
        return { ...s, [side]: mine, [them]: { ...s[them], card } } as State;
      }
    },
    // A side's volley spends its own loads and marks what it fired, and damages the other car's card: join the two.
    merge: (from, aFired, bFired) => ({ a: keys.join(from.a, aFired.a, bFired.a), b: keys.join(from.b, bFired.b, aFired.b) }),
    mergeKey: (from, aFired, bFired) => `${keys.joinedSide(from.a, aFired.a, bFired.a)}#${keys.joinedSide(from.b, bFired.b, aFired.b)}`,
    endTurn: (s) => ({ a: { ...s.a, fired: [], firedBy: [] }, b: { ...s.b, fired: [], firedBy: [] } }),
    shotState: decidedState,
  };
  return { rules, start: startState, weapons };
}

/**
 * The chain over two race-combat cards outgrows a screen's wait past a few turns: every internal point lands on one of
 * eight items, so the two cards branch on every hit. Measured (two Speedsters, armour 4, a Machine gun each), the
 * distinct states walked by turns 1 to 8 are 1, 5, 14, 30, 55, 136, 460, 1,383, and 5,261 by turn 10 (93,987
 * before brakes, gearbox and handling were lumped): 10 exact turns need ~20,000 units of work, ~0.5 s of CPU on a
 * loaded machine. A car against one that cannot shoot back stays small (~250-470 states) and needs 2,000 to 4,000
 * (a Heavy rocket's three points, 10,000; the e2e's Widowmaker against the stock car, 2,341). So the chain stops at
 * 4,000 units of work: the turns it finished stay exact (two Speedsters: turns 1 to 7, 3,680 units) and 200 whole duels
 * go on from their states (each later chance ± 2.5% at worst, labelled), the same curves on any machine; ~0.1 s of
 * CPU in all (rcperf, bench/RESULTS.md).
 */
export const RC_DUEL_BUDGET = { chainBudget: 4_000, runs: 200 } as const;

/** Each turn's chance that each car has eliminated the other: the exact chain within its budget, else whole duels. */
export function rcDuel(input: RcDuelInput, settings: RacecombatSettings, opts: DuelOptions = {}): RcDuelReport {
  const { rules, start, weapons } = rulesOf(checked(input), settings);
  return { ...duelOdds(rules, start, input.turns, { ...RC_DUEL_BUDGET, ...opts }), weapons, notModelled: [...RC_DUEL_NOT_MODELLED] };
}

/** Whole duels with seeded dice through the same shots (the chain's proof). */
export function rcDuelSimulate(input: RcDuelInput, settings: RacecombatSettings, runs: number, seed = 1): DuelTurn[] {
  const { rules, start } = rulesOf(checked(input), settings);
  return duelSimulate(rules, start, input.turns, runs, seed);
}

/** The duel's rules and start, for the tests that hold a whole duel's shot (`play`) to the chain's (`apply(roll)`). */
export function rcDuelRules(input: RcDuelInput, settings: RacecombatSettings) {
  const { rules, start } = rulesOf(checked(input), settings);
  return { rules, start };
}
