/**
 * What the odds of an intent at the table (odds.ts) share paths by: the memo's state and the hit locations' face
 * classes, for the core's walk (core/odds/enumerate.ts). Both read what the rolls decided and the notes a hit-location
 * walk keeps beside the log (match/damage.ts `WalkNote`), never anything the log does not fix.
 *
 * A state is exact when every path that reaches it has the same rest of the run and the same facts (the only thing the
 * table's questions read) from there on. It is the words of the rolls so far (each roll says what it decided, and the
 * words fix the rest: odds.ts `decidedState`), with these readings:
 * - a to-hit is read as hit or miss: after it the facts read whether it hit, never the score;
 * - a hit-location walk's rolls are read as its note (the vehicle, the section and the damage left, the fuel tank hit,
 *   the missile counters hit), not as their words in order: two orders of the same hits leave the same vehicle (a
 *   mount's spaces are hit point by point, whichever roll brought the point), and the note is all that the walk's
 *   rest and what follows it read. A hit location that rolls again leaves the note as it was: the walk comes back to
 *   its state and the core closes the loop exactly (X = A + qX);
 * - where the intent reads a walked vehicle no more after its walk (`readsAfterWalks` false: mines, a ram, a crash, a
 *   skid out of the trees, a shot that sets off no fuel tank or ammo), the vehicle is read as what the facts ask of it
 *   (its driver dead, a tyre destroyed: table/now.ts `isWreck`) save for the components of the section being walked,
 *   the only ones the walk reads; and the mine's words are spent once its walk has begun (the tyres' damage is in the
 *   vehicle, the damage is the walk's to carry, the section is the walk's). So the front of a bike is walked once
 *   whatever its rear tyre took, unless that tyre is destroyed.
 */
import type { FaceClasses, RollAsked } from '../../core/odds';
import type { RollRecord } from '../../dice';
import { boxesOf, type CardType, type Component } from '../cards';
import { capableOfMovement, damageOn, driverDead, rollNote, type VehicleNote, type VehicleState, type WalkNote, walkAfter, walkAsking } from '../match';
import { SECTIONS, type Section } from '../tables/damage';
import { decidedClasses } from '../odds';
import type { BcTableNow } from './now';
import type { BcIntent } from './schema';

/**
 * Whether something in the intent reads a vehicle after a hit-location walk on it: the fuel tank and ammo rolls of a
 * Flame, Shell or Rocket hit (match/shot.ts), or a bike's second walk when its skid in the trees ends in a crash.
 */
export function readsAfterWalks(now: BcTableNow, intent: BcIntent): boolean {
  switch (intent.kind) {
    case 'mines':
    case 'bikeHazard':
    case 'collide':
    case 'spikes':
    case 'handFire':
      return false;
    case 'skid':
      return intent.inTrees === true;
    case 'fire': {
      const loads = now.vehicles.get(intent.shooter)?.state.loads[intent.mount] ?? [];
      const weapon = loads[loads.length - 1];
      // Flame, Shell and Rocket call for the fuel tank's roll, Shell and Rocket for the ammo's (match/shot.ts); MG rounds for neither.
      return weapon === undefined || weapon === 'Flame' || weapon === 'Shell' || weapon === 'Rocket';
    }
    default:
      return true;
  }
}

const MINE_WORD = /^Mines: /;

/** A word of the state: a roll's words, or the note that says a run of rolls whole (a walk, the Mines' tyres). */
type Word = { text: string; mine: boolean } | { of: object; note: VehicleNote; tyres: boolean };

/** The memo's state of an intent's walk (see the file's comment). */
export function tableState(readsAfter: boolean): (log: readonly RollRecord[], next: RollAsked) => string {
  return (log, next) => {
    const asking = walkAsking(log);
    let walked = asking !== undefined;
    const words: Word[] = [];
    let run: object | undefined;
    // Of a run of rolls one note says whole, the last stands (notes are read once, at the end).
    const say = (of: object, note: VehicleNote, tyres: boolean) => {
      if (run === of) words[words.length - 1] = { of, note, tyres };
      else words.push({ of, note, tyres });
      run = of;
    };
    for (const r of log) {
      const w = walkAfter(r);
      if (w) {
        walked = true;
        // The walk asking the next roll is read off its note as it asks; one done is read as it ended.
        if (w.walk === asking?.walk) run = w.walk;
        else say(w.walk, w, false);
        continue;
      }
      const mine = !readsAfter && MINE_WORD.test(r.purpose);
      const tyre = mine ? rollNote(r) : undefined;
      if (tyre) {
        say(MINE_WORD, tyre, true);
        continue;
      }
      run = undefined;
      const text = r.decided === undefined ? `${r.purpose}=${r.value}` : /^(hit|miss) \(/.test(r.decided) ? r.decided.slice(0, 4).trim() : r.decided;
      words.push({ text, mine });
    }
    const out: string[] = [];
    for (const x of words) {
      // The Mines' words are spent once the walk has begun: the tyres' damage is in its vehicle, the damage and section are its.
      if ('text' in x) {
        if (!(x.mine && walked)) out.push(x.text);
      } else if (x.tyres) {
        if (!walked) out.push(readable(x.note));
      } else out.push(readsAfter ? whole(x.note as WalkNote) : facts(x.note));
    }
    if (asking) out.push(readsAfter ? whole(asking) : walking(asking));
    out.push(next.purpose);
    return out.join('\u0001');
  };
}

/** A walk's note whole, the vehicle in one spelling whatever the order its boxes were hit in. */
function whole(n: WalkNote): string {
  return `${n.section}|${n.left}|${vehicleKey(n.state)}|${n.tankHit}|${n.missiles.map((m) => `${m.mount}:${m.weapon}`).join(',')}`;
}

/** What the facts ask of a vehicle: its driver dead, a tyre destroyed (a wreck). */
function factsOf(n: VehicleNote): { dead: boolean; wreck: boolean } {
  return { dead: driverDead(n.card, n.state), wreck: !capableOfMovement(n.card, n.state).capable };
}
const facts = (n: VehicleNote): string => {
  const f = factsOf(n);
  return `dead=${f.dead},wreck=${f.wreck}`;
};

const layouts = new WeakMap<CardType, Record<Section, readonly Component[]>>();
/** A card's components by section (the sections its hit-location tables walk), once per card. */
function bySection(card: CardType): Record<Section, readonly Component[]> {
  let l = layouts.get(card);
  if (!l) layouts.set(card, (l = Object.fromEntries(SECTIONS.map((s) => [s, card.components.filter((c) => c.section === s)])) as Record<Section, Component[]>));
  return l;
}

/**
 * Whether a walk in a section can still change a fact: it holds the driver, alive, or a tyre while the vehicle is no
 * wreck. A walk that cannot is inert: whatever it hits, the facts come out the same.
 */
const live = (here: readonly Component[], f: { dead: boolean; wreck: boolean }): boolean =>
  here.some((c) => (c.kind === 'driver' && !f.dead) || (c.kind === 'tyre' && !f.wreck));

const exact = (n: VehicleNote, here: readonly Component[]) => here.map((c) => `${c.id}=${damageOn(n.state, c.id)}`).join(',');

/** A vehicle read no more but by the walk the mine has still to make: exact where a live walk could go, the rest as facts. */
function readable(n: VehicleNote): string {
  const f = factsOf(n);
  const sections = bySection(n.card);
  return `${SECTIONS.map((s) => (live(sections[s], f) ? exact(n, sections[s]) : '')).join(';')}|dead=${f.dead},wreck=${f.wreck}`;
}

/** A walk under way on a vehicle read no more after it: the section's components as they stand (none if inert), the rest as facts. */
function walking(n: WalkNote): string {
  const f = factsOf(n);
  const here = bySection(n.card)[n.section];
  return `${live(here, f) ? `${n.section}|${n.left}|${exact(n, here)}` : 'inert'}|dead=${f.dead},wreck=${f.wreck}`;
}

/** Record keys keep their insertion order: sorted, and a 0 the same as none. */
function vehicleKey(s: VehicleState): string {
  const sorted = (o: Record<string, unknown>) =>
    Object.keys(o)
      .filter((k) => o[k] !== 0 && o[k] !== undefined)
      .sort()
      .map((k) => `${k}=${String(o[k])}`)
      .join(',');
  return `${sorted(s.armour)};${sorted(s.damage)};${sorted(s.loads)}`;
}

/**
 * A hit location's faces decide only which component they hit (or to roll again), and that is fixed by the card, the
 * section and which of its components are destroyed: each roll with those is walked once per component, with the
 * weight of every face that hits it. The rest reads the component, never the face (the points follow from the
 * component, the vehicle and the damage left). Every other roll is classed as the engine's calculators class it.
 */
export const tableClasses: FaceClasses = {
  key(log, next) {
    const n = walkAsking(log);
    if (!n) return decidedClasses.key(log, next);
    const gone = bySection(n.card)
      [n.section].filter((c) => damageOn(n.state, c.id) >= boxesOf(c))
      .map((c) => c.id);
    return `hit location|${n.card.id}|${n.section}|${gone.join(',')}`;
  },
  decision(record) {
    const n = walkAfter(record);
    return n ? String(n.hit) : decidedClasses.decision(record);
  },
};
