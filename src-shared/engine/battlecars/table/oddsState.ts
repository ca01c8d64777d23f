/**
 * What the odds of an intent at the table (odds.ts) share paths by: the memo's state and the hit locations' face
 * classes, for the core's walk (core/odds/enumerate.ts). Both read what the rolls decided and the notes the rules keep
 * beside the log (match/notes.ts: a hit-location walk's, a Mines tyre's, taken by the odds' dice: oddsDice.ts), never
 * anything the log does not fix.
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
 * - what an intent reads of a vehicle after a walk on it (`afterWalks`) is all of the vehicle a walk done or under way
 *   is read as, the components of the section being walked apart (the only ones the walk reads, read as they stand):
 *   'facts' (mines, a ram, a crash, a skid out of the trees, MG rounds or a hand weapon): what the facts ask of it, its
 *   driver dead and a tyre destroyed (table/now.ts `isWreck`); 'fuel tank' (Flame, Shell, Rocket: match/shot.ts) those
 *   and the fuel tank's damage, whether the walk hit it and the missile counters it hit (the fuel tank's roll and the
 *   ammo's read them; the rest they read of the vehicle as it stood before the shot); 'everything' (a bike's skid in the
 *   trees walks it twice) the whole vehicle. A walk that can change nothing so read is inert: its section is not read
 *   either, nor the damage it has left; under 'facts' that is also a walk whose damage left can no longer destroy the
 *   driver or a tyre there (a tyre at 0 of 2 boxes is safe from 1 point). And under 'facts' the mine's words are spent
 *   once its walk has begun (the tyres' damage is in the vehicle, the damage is the walk's to carry, the section is the
 *   walk's): the front of a bike is walked once whatever its rear tyre took, unless that tyre is destroyed. The odds
 *   draw a mine's section with its first tyre (oddsDice.ts), so while its tyres are rolled only the mine's section is
 *   read as it stands, the others as facts. A saturated walk is read as its end (`walking`).
 */
import type { FaceClasses, RollAsked } from '../../core/odds';
import type { RollRecord } from '../../dice';
import { boxesOf, type CardType, type Component, componentById, componentsOf } from '../cards';
import { componentHit, faceHit, walkGoesOn } from '../match/damage';
import type { VehicleNote, WalkNote } from '../match/notes';
import { MINE_DAMAGE_ROLL, MINE_SECTION_ROLL, mineDamage, mineSection, tyreTakes } from '../match/passive';
import { damageOn, destroyed, type VehicleState, withEntry } from '../match/state';
import { SECTIONS, type Section } from '../tables/damage';
import { decidedClasses } from '../odds';
import { isMissile } from '../tables/weapons';
import type { BcTableNow } from './now';
import type { OddsDice, OddsRuns } from './oddsDice';
import type { BcIntent } from './schema';

/** What an intent reads of a vehicle after a hit-location walk on it (see the file's comment). */
export type AfterWalks = 'facts' | 'fuel tank' | 'everything';

export function afterWalks(now: BcTableNow, intent: BcIntent): AfterWalks {
  switch (intent.kind) {
    case 'mines':
    case 'bikeHazard':
    case 'collide':
    case 'spikes':
    case 'handFire':
      return 'facts';
    case 'skid':
      return intent.inTrees === true ? 'everything' : 'facts';
    case 'fire': {
      const loads = now.vehicles.get(intent.shooter)?.state.loads[intent.mount] ?? [];
      const weapon = loads[loads.length - 1];
      // Flame, Shell and Rocket call for the fuel tank's roll, Shell and Rocket for the ammo's (match/shot.ts); MG rounds for neither.
      return weapon === 'Flame' || weapon === 'Shell' || weapon === 'Rocket' ? 'fuel tank' : 'facts';
    }
    default:
      return 'everything';
  }
}

const MINE_WORD = /^Mines: /;
/** A Mines tyre's roll (match/passive.ts `tyreDamage`). */
export const MINE_TYRE = /^Mines: .+ \(d8-3\)$/;

/** A word of the state: a roll's words, or the note that says a run of rolls whole (a walk, the Mines' tyres). */
type Word = { text: string; mine: boolean } | { of: object; note: VehicleNote; tyres: boolean };

/** The memo's state of an intent's walk (see the file's comment). */
export function tableState(after: AfterWalks, runs: OddsRuns): (log: readonly RollRecord[], next: RollAsked) => string {
  return (log, next) => {
    const dice = runs.of(log);
    const asking = dice.asking;
    let walked = asking !== undefined;
    const words: Word[] = [];
    /** The mine's section, once decided: before its tyres when the odds draw it early (oddsDice.ts). */
    let mineAt: Section | undefined;
    // Of a run of rolls one note says whole, the last stands (notes are read once, at the end). (No closure for it:
    // `npm run bench` runs under tsx, which names every closure made, per frame here.)
    let run: object | undefined;
    for (const r of log) {
      const w = dice.walkAfter(r);
      if (w) {
        walked = true;
        // The walk asking the next roll is read off its note as it asks; one done is read as it ended.
        if (w.walk === asking?.walk) run = w.walk;
        else {
          if (run === w.walk) words[words.length - 1] = { of: w.walk, note: w, tyres: false };
          else words.push({ of: w.walk, note: w, tyres: false });
          run = w.walk;
        }
        continue;
      }
      if (r.purpose === MINE_SECTION_ROLL.purpose && r.decided !== undefined) mineAt = r.decided as Section;
      const mine = after === 'facts' && MINE_WORD.test(r.purpose);
      const tyre = mine ? dice.rollNote(r) : undefined;
      if (tyre) {
        if (run === MINE_WORD) words[words.length - 1] = { of: MINE_WORD, note: tyre, tyres: true };
        else words.push({ of: MINE_WORD, note: tyre, tyres: true });
        run = MINE_WORD;
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
        if (!walked) out.push(readable(x.note, mineAt));
      } else out.push(doneWord(x.note as WalkNote, after));
    }
    // A hit location's purpose says its section and the damage left, which the walk's note says (or, inert, need not).
    if (asking) out.push(onWord(asking, after), 'hit location');
    else out.push(next.purpose);
    return out.join('\u0001');
  };
}

/** The word of a walk under way, as it asks its next roll. */
const onWord = (n: WalkNote, after: AfterWalks): string => (after === 'everything' ? whole(n) : walking(n, after));
/** The word of a walk done, as what follows reads it. */
const doneWord = (n: WalkNote, after: AfterWalks): string => (after === 'everything' ? whole(n) : `${facts(n)}${tank(n, after)}`);

/** A walk's note whole, the vehicle in one spelling whatever the order its boxes were hit in. */
function whole(n: WalkNote): string {
  return `${n.section}|${n.left}|${vehicleKey(n.state)}|${n.tankHit}|${n.missiles.map((m) => `${m.mount}:${m.weapon}`).join(',')}`;
}

interface Layout {
  sections: Record<Section, readonly Component[]>;
  driver: Component;
  tyres: readonly Component[];
}
const layouts = new WeakMap<CardType, Layout>();
/** A card's components by section (the sections its hit-location tables walk), its driver and tyres, once per card. */
function layoutOf(card: CardType): Layout {
  let l = layouts.get(card);
  if (!l)
    layouts.set(
      card,
      (l = {
        sections: Object.fromEntries(SECTIONS.map((s) => [s, card.components.filter((c) => c.section === s)])) as Record<Section, Component[]>,
        driver: componentsOf(card, 'driver')[0]!,
        tyres: componentsOf(card, 'tyre'),
      }),
    );
  return l;
}
const bySection = (card: CardType) => layoutOf(card).sections;

/** What the facts ask of a vehicle: its driver dead, a tyre destroyed (a wreck: match/state.ts `driverDead`, `capableOfMovement`). */
function factsOf(n: VehicleNote): { dead: boolean; wreck: boolean } {
  const l = layoutOf(n.card);
  return { dead: destroyed(n.card, n.state, l.driver), wreck: l.tyres.some((t) => destroyed(n.card, n.state, t)) };
}
const facts = (n: VehicleNote): string => {
  const f = factsOf(n);
  return `dead=${f.dead},wreck=${f.wreck}`;
};

/**
 * Whether a walk in a section can still change what is read of the vehicle: the facts (it holds the driver, alive, or a
 * tyre while the vehicle is no wreck, and the damage left, `left`, can still destroy it: a walk's damage only goes
 * down, and a component takes no more than the boxes it has left) or, after a Flame, Shell or Rocket, the fuel tank and
 * the missile counters hit. A walk that cannot is inert: whatever it hits, what follows reads the same.
 */
function live(n: VehicleNote, here: readonly Component[], f: { dead: boolean; wreck: boolean }, after: AfterWalks, left = Infinity): boolean {
  for (const c of here) {
    // The damage left reaches a component that has that many boxes left or fewer.
    if ((c.kind === 'driver' && !f.dead) || (c.kind === 'tyre' && !f.wreck)) {
      if (boxesOf(c) - damageOn(n.state, c.id) <= left) return true;
    } else if (after === 'fuel tank' && (c.kind === 'fuelTank' || ((c.kind === 'pod' || c.kind === 'turret') && (n.state.loads[c.id] ?? []).some(isMissile))))
      return true;
  }
  return false;
}

const exact = (n: VehicleNote, here: readonly Component[]) => here.map((c) => `${c.id}=${damageOn(n.state, c.id)}`).join(',');

/**
 * A vehicle read no more but by the walk the mine has still to make: exact where a live walk could go (the mine's
 * section, once it is known), the rest as facts.
 */
function readable(n: VehicleNote, mineAt: Section | undefined): string {
  const f = factsOf(n);
  const sections = bySection(n.card);
  let out = '';
  for (const s of SECTIONS) {
    if ((mineAt === undefined || s === mineAt) && live(n, sections[s], f, 'facts')) out += exact(n, sections[s]);
    out += ';';
  }
  return `${out.slice(0, -1)}|dead=${f.dead},wreck=${f.wreck}`;
}

/** After a Flame, Shell or Rocket: the fuel tank's damage, whether the walk hit it, the missile counters it hit. */
function tank(n: WalkNote, after: AfterWalks): string {
  if (after !== 'fuel tank') return '';
  const tanks = n.card.components.filter((c) => c.kind === 'fuelTank').map((c) => damageOn(n.state, c.id));
  return `|tank=${tanks.join(',')},${n.tankHit}|${n.missiles.map((m) => `${m.mount}:${m.weapon}`).join(',')}`;
}

/**
 * A walk under way: the section's components as they stand and what is read after it. Inert, the section is not read.
 * Saturated (the damage left covers every box left in the section, and no missile counter there is read after), it ends
 * the same whatever the order of its hits: every component of the section destroyed, the tank hit if it stood there,
 * the surplus lost. So it is read as that end, and the boxes still to fill (every hit fills some: the walk goes on to a
 * new state, and a roll again comes back to this one).
 */
function walking(n: WalkNote, after: AfterWalks): string {
  const f = factsOf(n);
  const here = bySection(n.card)[n.section];
  // Inert, the walk is read as its facts whatever it still holds: the faces that leave it inert come back to this state
  // and the core closes the loop (X = A + qX). That needs a face that ends it (A > 0) on the first walk of the state,
  // so a walk no face ends at once is told apart by its damage left (each hit takes some: it goes on to a new state).
  if (!live(n, here, f, after, n.left)) return `inert|dead=${f.dead},wreck=${f.wreck}${tank(n, after)}${endsNow(n) ? '' : `|${n.left} left`}`;
  let boxes = 0;
  for (const c of here) boxes += Math.max(0, boxesOf(c) - damageOn(n.state, c.id));
  const missiles = after === 'fuel tank' && here.some((c) => (n.state.loads[c.id] ?? []).some(isMissile));
  if (n.left < boxes || missiles) return `${n.section}|${n.left}|${exact(n, here)}|dead=${f.dead},wreck=${f.wreck}${tank(n, after)}`;
  const end: VehicleState = { ...n.state, damage: { ...n.state.damage, ...Object.fromEntries(here.map((c) => [c.id, boxesOf(c)])) } };
  const tankHere = here.some((c) => c.kind === 'fuelTank' && !destroyed(n.card, n.state, c));
  const e = factsOf({ card: n.card, state: end });
  return `saturated|${n.section}|${n.left - boxes}|${boxes}|dead=${e.dead},wreck=${e.wreck}${tank({ ...n, state: end, tankHit: n.tankHit || tankHere }, after)}`;
}

/**
 * Some face of the walk's next roll ends it: the component it hits takes every point left, or it is the last one
 * standing in the section (match/damage.ts: a hit takes what the component has left, the walk goes on while a
 * component of the section stands).
 */
function endsNow(n: WalkNote): boolean {
  let standing: string | undefined;
  let more = false;
  let takesAll = false;
  for (const location of n.card.hitLocation[n.section]) {
    let first = true;
    for (const id of location) {
      const left = boxesOf(componentById(n.card, id)) - damageOn(n.state, id);
      if (left <= 0) continue;
      if (standing !== undefined && standing !== id) more = true;
      standing = id;
      // The face hits the first component it lists that stands (match/damage.ts `componentHit`).
      if (first && left >= n.left) takesAll = true;
      first = false;
    }
  }
  return takesAll || !more;
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
 * A hit location's face decides what the walk reads as after it (`readingOf`: the walk under way as the state reads it,
 * or done as what follows reads it), and the state reads nothing more of it: the faces that leave one reading share one
 * branch, with the weight of them all. A walk of MG rounds on a car's centre, the driver at 0 and 3 points to carry:
 * the pods, the turret and the extinguisher all leave the driver alive and the walk inert or done (6 of 8 faces), the
 * driver's two faces kill him, so 2 branches, not 5. Each face's reading is declared from the walk as it asks
 * (`afterFace`: the walk's own `faceHit`), and keyed by all that it reads (`faceKey`), so a key's faces read the same
 * wherever it comes; the core checks every face walked against it. Read as facts, a Mines tyre's faces are classed
 * the same way by how the vehicle reads after them (`tyreAsked`), and a mine's damage too small to change the facts is
 * one class (`mineDamageReads`). The mine's section is declared by its band (`mineSection`). Every other roll is
 * classed as the engine's calculators class it.
 */
export function tableClasses(runs: OddsRuns, after: AfterWalks): FaceClasses {
  /** The walk each key was first asked by: any walk of the key reads each face alike. */
  const walks = new Map<string, WalkNote>();
  /** The same for a Mines tyre's roll: the vehicle before it, the tyre and the mine's section. */
  const tyres = new Map<string, TyreAsked>();
  return {
    key(log, next) {
      const dice = runs.of(log);
      const n = dice.asking;
      if (after === 'facts' && next.purpose === MINE_DAMAGE_ROLL.purpose) {
        const least = harmfulFrom(dice, log.length);
        if (least !== undefined) return `${next.purpose}|harmful from ${least}`;
      }
      if (after === 'facts' && MINE_TYRE.test(next.purpose)) {
        const t = tyreAsked(dice, log.length);
        if (t) {
          const key = `${next.purpose}|${t.note.card.id}|${t.tyre.id}|${t.before}|${t.mineAt}|${readable(t.note, t.mineAt)}`;
          if (!tyres.has(key)) tyres.set(key, t);
          return key;
        }
      }
      if (!n) return decidedClasses.key(log, next);
      const key = faceKey(n, after);
      if (!walks.has(key)) walks.set(key, n);
      return key;
    },
    decision(record) {
      const dice = runs.ofRoll(record);
      if (after === 'facts' && record.purpose === MINE_DAMAGE_ROLL.purpose) {
        const least = harmfulFrom(dice, record.seq);
        if (least !== undefined) return mineDamageReads(record.value, least);
      }
      if (after === 'facts' && MINE_TYRE.test(record.purpose)) {
        const t = tyreAsked(dice, record.seq);
        if (t) return readable(dice.rollNote(record)!, t.mineAt);
      }
      const n = dice.walkAfter(record);
      return n ? readingOf(n, after) : decidedClasses.decision(record);
    },
    declared(key, next) {
      if (next.purpose === MINE_SECTION_ROLL.purpose) return mineSection;
      if (next.purpose === MINE_DAMAGE_ROLL.purpose) {
        const least = Number(key.slice(key.lastIndexOf(' ') + 1));
        return (raw) => mineDamageReads(raw, least);
      }
      const t = tyres.get(key);
      if (t) return (raw) => readable(afterTyre(t, raw), t.mineAt);
      const n = walks.get(key);
      if (!n) return undefined;
      // The faces that hit one component read alike: each component's reading once.
      const byHit = new Map<string | null, string>();
      return (raw) => {
        const hit = componentHit(n.card.hitLocation[n.section][raw - 1]!, (id) => destroyed(n.card, n.state, id));
        let reading = byHit.get(hit);
        if (reading === undefined) byHit.set(hit, (reading = readingOf(afterFace(n, raw), after)));
        return reading;
      };
    },
  };
}

/** A Mines tyre's roll to come: the vehicle as the tyre before it left it, the tyre, its damage, the mine's section. */
interface TyreAsked {
  note: VehicleNote;
  tyre: Component;
  before: number;
  mineAt: Section | undefined;
}

/**
 * A Mines tyre's roll, read as the state reads the tyres (`readable`): the faces that leave the vehicle read alike
 * share one branch (a tyre of a section the mine will not walk is read as destroyed or not; once the vehicle is a wreck,
 * not at all). Undefined where the dice took no note of the vehicle before the tyre.
 */
function tyreAsked(dice: OddsDice, upTo: number): TyreAsked | undefined {
  const log = dice.log;
  let mineAt: Section | undefined;
  let asked = 0;
  for (let i = 0; i < upTo; i++) {
    const r = log[i]!;
    if (r.purpose === MINE_SECTION_ROLL.purpose) mineAt = r.decided as Section | undefined;
    else if (MINE_TYRE.test(r.purpose)) asked++;
  }
  // The vehicle as the tyre before left it, or as the mine found it for the first.
  const note = asked === 0 ? dice.tyresFrom : dice.rollNote(log[upTo - 1]!);
  if (!note) return undefined;
  // The tyres are rolled in the card's order (match/passive.ts `tyreDamage`).
  const tyre = layoutOf(note.card).tyres[asked];
  if (!tyre) return undefined;
  return { note, tyre, before: damageOn(note.state, tyre.id), mineAt };
}

/** The vehicle after a Mines tyre's face, as `tyreDamage` notes it (the same `tyreTakes`). */
function afterTyre(t: TyreAsked, raw: number): VehicleNote {
  const took = tyreTakes('Mines', raw, t.tyre, t.before).took;
  return { card: t.note.card, state: { ...t.note.state, damage: withEntry(t.note.state.damage, t.tyre.id, t.before + took) } };
}

/**
 * The least damage a mine's walk could change the facts with (read as facts, nothing else of the walk is read): the
 * boxes left of the driver, alive, or of a tyre while the vehicle is no wreck, in the mine's section once it is drawn
 * (else in any), on the vehicle as its last tyre left it. Less damage is harmless: a hit takes at most the damage left.
 * Undefined: no tyre's note before the roll.
 */
function harmfulFrom(dice: OddsDice, upTo: number): number | undefined {
  const log = dice.log;
  const note = upTo > 0 ? dice.rollNote(log[upTo - 1]!) : undefined;
  if (!note) return undefined;
  let mineAt: Section | undefined;
  for (let i = 0; i < upTo; i++) if (log[i]!.purpose === MINE_SECTION_ROLL.purpose) mineAt = log[i]!.decided as Section | undefined;
  const f = factsOf(note);
  const sections = bySection(note.card);
  let least = Infinity;
  for (const s of SECTIONS)
    if (mineAt === undefined || s === mineAt)
      for (const c of sections[s])
        if ((c.kind === 'driver' && !f.dead) || (c.kind === 'tyre' && !f.wreck)) least = Math.min(least, boxesOf(c) - damageOn(note.state, c.id));
  return least;
}

/**
 * A mine's damage roll as the facts read it: every damage too small to change them alike (one branch, the weight of
 * all its faces; its walk is inert from the start), the rest by their words.
 */
function mineDamageReads(value: number, least: number): string {
  const d = mineDamage(value);
  return d.damage < least ? 'harmless' : d.words;
}

/** What the state reads of a walk after a roll: under way (as it asks its next roll) or done (tableState). */
function readingOf(n: WalkNote, after: AfterWalks): string {
  return walkGoesOn(n.card, n.state, n.section, n.left) ? onWord(n, after) : `done|${doneWord(n, after)}`;
}

/** The walk after one face of its next roll, as the walk notes it (match/damage.ts `faceHit`, its own reading of a face). */
function afterFace(n: WalkNote, face: number): WalkNote {
  const { comp, hit } = faceHit(n.card, n.state, n.section, n.left, face, n.settings);
  if (comp === null) return { ...n, hit: null };
  const hits = hit.discarded.filter(isMissile).map((weapon) => ({ mount: comp.id, weapon }));
  return {
    ...n,
    state: hit.state,
    left: n.left - hit.points,
    tankHit: n.tankHit || comp.kind === 'fuelTank',
    missiles: hits.length ? [...n.missiles, ...hits] : n.missiles,
    hit: comp.id,
  };
}

/**
 * All that a face's reading depends on (`readingOf(afterFace(…))`): the section's components, the damage left, the
 * facts, and after a Flame, Shell or Rocket the tanks, the missiles hit and the section's counters (what a hit
 * discards); the whole vehicle when everything is read. Finer than the state (the key fixes each face's reading).
 */
function faceKey(n: WalkNote, after: AfterWalks): string {
  if (after === 'everything') return `hit location|${n.card.id}|${whole(n)}`;
  const here = bySection(n.card)[n.section];
  const loads = after === 'fuel tank' ? here.map((c) => (n.state.loads[c.id] ?? []).join('+')).join(',') : '';
  return `hit location|${after}|${n.card.id}|${n.section}|${n.left}|${exact(n, here)}|${loads}|${facts(n)}${tank(n, after)}`;
}
