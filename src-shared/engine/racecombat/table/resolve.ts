/**
 * One intent at the race-combat table, resolved by the engine's calculators (match/) on the table as it stands: the
 * resolution the page shows (every modifier, each die and what it decided), what the intent left on the table (the
 * cars it touched, whole, and the clock) and its facts for the odds. The same code runs for the real roll and on every
 * path of the dice for the odds (odds.ts). A refusal is a `TableRefusal` citing its rule.
 */
import { TableRefusal } from '../../core/table';
import type { Dice } from '../../dice';
// A step of a resolution from its modifiers and rolls: the core's, as every table of this shape builds it.
import { tableStep as step } from '../../core/tableResolution';
import { racecombatDeclaration } from '../declaration';
import {
  applyHit,
  arcCovers,
  crewCapacity,
  type CarState,
  eliminatedBy,
  enterDropped,
  firingProblems,
  gunnerAlive,
  type HitResult,
  loseWeapon,
  ram,
  rammerMovement,
  shoot,
  smokeDissipates,
  spendAmmunition,
} from '../match';
import { RaceCombatRuleError, SECTION, withGap } from '../sections';
import type { RacecombatSettings } from '../settings';
import { droppedWeaponRow } from '../tables/dropped';
import { COMPONENT_LABELS, COMPONENTS, type Component, weaponRow } from '../tables/weapons';
import { checkOrder, nextRaceCars, outOrder, RESULT_RULE, raceOver, type RcTableNow } from './now';
import type { FinishedRace, LiveCar, RcClock, RcIntent, RcResolution, RcStartCar, RcStep } from './schema';

/** What an intent did, for the odds' questions: read off the resolution, never stored. */
export interface RcFacts {
  hit: boolean | null;
  rammed: boolean | null;
  avoided: boolean | null;
  spinout: boolean;
  /** Cars put out of the race by this intent, by name. */
  eliminated: string[];
  /** Wear points, crew hits and weapon hits the cards lost, all cars together. */
  wearLost: number;
  crewHits: number;
  weaponHits: number;
  /** Smoke clouds gone; the rammer's squares left. */
  dissipated: number | null;
  movementLeft: number | null;
}

export interface RcResolved {
  resolution: RcResolution;
  after: { cars: LiveCar[]; clock: RcClock; finished: FinishedRace | null };
  facts: RcFacts;
}

const MAX_RACES = (() => {
  const r = racecombatDeclaration.results?.rounds;
  return r && 'max' in r ? r.max : 8;
})();
const ORD = ['', '1st', '2nd', '3rd', '4th', '5th', '6th'];

function refuse(message: string, rule: string, path: (string | number)[] = []): never {
  throw new TableRefusal(message, rule, path);
}

const wearSum = (s: CarState) => COMPONENTS.reduce((n, c) => n + s.wear[c], 0);

export class RcResolver {
  private readonly cars: Map<number, LiveCar>;
  private readonly touched = new Set<number>();
  private clock: RcClock;
  private finished: FinishedRace | null = null;
  private readonly steps: RcStep[] = [];
  private readonly notes: string[] = [];
  private readonly facts: RcFacts = {
    hit: null,
    rammed: null,
    avoided: null,
    spinout: false,
    eliminated: [],
    wearLost: 0,
    crewHits: 0,
    weaponHits: 0,
    dissipated: null,
    movementLeft: null,
  };

  constructor(
    private readonly now: RcTableNow,
    private readonly settings: RacecombatSettings,
    private readonly dice: Dice,
  ) {
    this.cars = new Map(now.cars);
    this.clock = now.clock;
  }

  resolve(intent: RcIntent): RcResolved {
    try {
      this.guard(intent);
      const { title, rule, outcome } = this.dispatch(intent);
      return {
        resolution: { title, rule, steps: this.steps, outcome, notes: this.notes },
        after: { cars: [...this.touched].map((id) => this.cars.get(id)!), clock: this.clock, finished: this.finished },
        facts: this.facts,
      };
    } catch (e) {
      // The calculators' own refusal already cites its rule in its message.
      if (e instanceof RaceCombatRuleError) throw new TableRefusal(e.message.replace(/\.$/, ''), '');
      throw e;
    }
  }

  // ── reading the table ──────────────────────────────────────────────────────────────────────────────────────────

  private guard(intent: RcIntent): void {
    const over = raceOver(this.now);
    if (intent.kind === 'nextRace') {
      if (!over) refuse(`Race ${this.clock.race} has no finishing order yet: type it (finishRace) before the next race`, RESULT_RULE);
      if (this.clock.race >= MAX_RACES) refuse(`A meeting holds at most ${MAX_RACES} races; record the meeting`, RESULT_RULE);
    } else if (over && intent.kind !== 'correct')
      refuse(`Race ${this.clock.race} is finished: start the next race (nextRace) or record the meeting`, RESULT_RULE);
  }

  private start(vehicleId: number, path: string): RcStartCar {
    const s = this.now.start.get(vehicleId);
    if (!s) refuse(`Car ${vehicleId} is not in this meeting`, RESULT_RULE, [path]);
    return s;
  }
  private live(vehicleId: number): LiveCar {
    return this.cars.get(vehicleId)!;
  }
  /** A car still in the race. */
  private racing(vehicleId: number, path: string): { s: RcStartCar; c: LiveCar } {
    const s = this.start(vehicleId, path);
    const c = this.live(vehicleId);
    if (c.out) refuse(`${s.name} is out of race ${c.out.race} (${c.out.why})`, SECTION.elimination, [path]);
    return { s, c };
  }
  private geared(vehicleId: number, path: string): { s: RcStartCar; c: LiveCar; gear: number } {
    const r = this.racing(vehicleId, path);
    if (r.c.gear === null) refuse(`Set ${r.s.name}'s gear first: this calculator reads it`, withGap(SECTION.missing, 4), [path]);
    return { ...r, gear: r.c.gear };
  }
  private set(c: LiveCar): void {
    this.cars.set(c.vehicleId, c);
    this.touched.add(c.vehicleId);
  }
  private name(vehicleId: number): string {
    return this.now.start.get(vehicleId)!.name;
  }

  /** A card changed: count what it lost, and put the car out when the rules eliminate it ("The loss of all Tyres, Engine, Body or Driver"). */
  private setState(vehicleId: number, state: CarState, by: number | null): void {
    const c = this.live(vehicleId);
    const s = this.now.start.get(vehicleId)!;
    this.facts.wearLost += Math.max(0, wearSum(c.state) - wearSum(state));
    this.facts.crewHits += state.driverHits + state.gunnerHits - c.state.driverHits - c.state.gunnerHits;
    this.facts.weaponHits += Math.max(0, state.weaponHitsToChoose - c.state.weaponHitsToChoose);
    let next: LiveCar = { ...c, state };
    const why = eliminatedBy(s.design, state);
    if (!c.out && why.length) {
      next = { ...next, out: { ...this.when(), why: why.join(', '), by: by !== null && by !== vehicleId ? by : null } };
      this.facts.eliminated.push(s.name);
      this.notes.push(`${s.name} is eliminated: ${why.join(', ')} (${SECTION.elimination}).`);
    }
    if (state.weaponHitsToChoose > c.state.weaponHitsToChoose) this.notes.push(`${s.name}: the owning player selects which weapon is destroyed (loseWeapon).`);
    this.set(next);
  }
  private when() {
    return { race: this.clock.race, lap: this.clock.lap, turn: this.clock.turn, act: this.now.acts + 1 };
  }

  private hitSteps(car: string, h: HitResult, label = 'Effects of a hit'): void {
    const rule = h.aim === 'tyres' ? SECTION.tyres : h.aim === 'turret' ? SECTION.turret : SECTION.body;
    this.steps.push(
      step(`${label} on ${car}'s ${h.aim}`, [], [], `${h.damage} damage: armour ${h.armour.before} took ${h.armour.took}, ${h.through} through`, rule),
    );
    for (const [i, l] of h.steps.entries()) this.steps.push(step(`Hit location ${i + 1} of ${h.through}`, [], [l.roll], l.effect, l.rule));
    if (h.aim !== 'body' && h.through) this.steps.push(step('What got through', [], [], h.text, rule));
  }

  // ── the intents ────────────────────────────────────────────────────────────────────────────────────────────────

  private dispatch(i: RcIntent): { title: string; rule: string; outcome: string } {
    switch (i.kind) {
      case 'gear': {
        const { s, c } = this.racing(i.car, 'car');
        this.set({ ...c, gear: i.gear });
        return { title: `${s.name}: gear`, rule: withGap(SECTION.missing, 4), outcome: `${s.name} in ${ORD[i.gear]} gear` };
      }
      case 'shoot':
        return this.shoot(i);
      case 'hit': {
        const { s, c } = this.racing(i.car, 'car');
        if (i.by !== undefined) this.start(i.by, 'by');
        const h = applyHit(this.dice, { design: s.design, state: c.state, aim: i.aim, damage: i.damage }, this.settings);
        this.hitSteps(s.name, h);
        this.setState(i.car, h.state, i.by ?? null);
        return { title: `${i.damage} damage on ${s.name}'s ${i.aim}`, rule: SECTION.effects, outcome: h.text };
      }
      case 'loseWeapon': {
        const s = this.start(i.car, 'car');
        const c = this.live(i.car);
        const state = loseWeapon(s.design, c.state, i.weapon);
        this.set({ ...c, state });
        return { title: `${s.name} loses a weapon`, rule: SECTION.damageEffects, outcome: `${this.weaponLabel(s, i.weapon)} destroyed (the owner's choice)` };
      }
      case 'drop': {
        const { s, c } = this.racing(i.car, 'car');
        const mount = s.design.dropped.find((d) => d.id === i.weapon);
        if (!mount)
          refuse(`${s.name} has no dropped weapon “${i.weapon}”: it has ${s.design.dropped.map((d) => d.id).join(', ') || 'none'}`, SECTION.dropped, [
            'weapon',
          ]);
        const state = spendAmmunition(s.design, c.state, i.weapon);
        this.set({ ...c, state });
        const label = droppedWeaponRow(mount.weapon).label;
        return {
          title: `${s.name} drops ${label}`,
          rule: SECTION.dropped,
          outcome: `${label} placed ${mount.facing === 'rear' ? 'in the square behind' : `to the ${mount.facing}`}; ${state.ammunition[i.weapon]} loads left`,
        };
      }
      case 'enterDropped': {
        const { s, c } = this.racing(i.car, 'car');
        if (i.by !== undefined) this.start(i.by, 'by');
        const r = enterDropped(
          this.dice,
          { weapon: i.weapon, handling: c.state.wear.handling, oil: i.oil ?? null, design: s.design, state: c.state },
          this.settings,
        );
        this.facts.avoided = r.avoid.avoided;
        this.facts.spinout = r.oil?.spinout ?? false;
        this.steps.push(step('Avoid roll', r.avoid.parts, [r.avoid.roll], r.avoid.text, SECTION.dropped));
        for (const g of r.damageRolls) this.steps.push(step(`Gear die`, [], [g.roll], `${g.value}`, SECTION.dropped));
        if (r.oil) this.steps.push(step('Oil skid', [], [r.oil.spinoutRoll], `${r.oil.row.text}${r.oil.spinout ? ', spins out' : ''}`, SECTION.oil));
        if (r.body) this.hitSteps(s.name, r.body, 'Mine');
        this.setState(i.car, r.state, i.by ?? null);
        if (r.oil?.spinout) this.set({ ...this.live(i.car), spun: true });
        return { title: `${s.name} enters ${droppedWeaponRow(i.weapon).label}`, rule: SECTION.dropped, outcome: r.text };
      }
      case 'smoke': {
        let gone = 0;
        for (let k = 0; k < i.clouds; k++) {
          const r = smokeDissipates(this.dice);
          if (r.dissipates) gone++;
          this.steps.push(step(`Smoke cloud ${k + 1}`, [], [r.roll], r.dissipates ? 'dissipates' : 'stays', SECTION.smoke));
        }
        this.facts.dissipated = gone;
        return { title: 'Smoke', rule: SECTION.smoke, outcome: `${gone} of ${i.clouds} dissipate${gone === 1 ? 's' : ''}` };
      }
      case 'ram':
        return this.ram(i);
      case 'rammerMovement': {
        const r = this.geared(i.rammer, 'rammer');
        const t = this.geared(i.target, 'target');
        const m = rammerMovement(this.dice, { rammerGear: r.gear, targetGear: t.gear, movementLeft: i.movementLeft }, this.settings);
        this.facts.movementLeft = m.movementLeft;
        this.steps.push(step("Rammer's movement", [], [m.gearRoll?.roll ?? null], m.text, SECTION.rammerMovement));
        return { title: `${r.s.name}'s movement after ramming ${t.s.name}`, rule: SECTION.rammerMovement, outcome: m.text };
      }
      case 'crewHit': {
        const { s, c } = this.racing(i.car, 'car');
        if (i.by !== undefined) this.start(i.by, 'by');
        if (i.who === 'gunner' && !gunnerAlive(s.design, c.state)) refuse(`${s.name} has no living gunner`, SECTION.crew, ['who']);
        const key = i.who === 'driver' ? 'driverHits' : 'gunnerHits';
        const state = { ...c.state, [key]: Math.min(c.state[key] + 1, crewCapacity(s.design, i.who)) };
        this.setState(i.car, state, i.by ?? null);
        return { title: `${s.name}'s ${i.who} hit`, rule: SECTION.crew, outcome: `${state[key]} of ${crewCapacity(s.design, i.who)} hits` };
      }
      case 'retire': {
        const { s, c } = this.racing(i.car, 'car');
        this.set({ ...c, out: { ...this.when(), why: `retired: ${i.reason}`, by: null } });
        return {
          title: `${s.name} retires`,
          rule: SECTION.elimination,
          outcome: `Out of race ${this.clock.race} on lap ${this.clock.lap}, turn ${this.clock.turn}`,
        };
      }
      case 'correct':
        return this.correct(i);
      case 'finishRace': {
        checkOrder(this.now, i.order);
        this.finished = { race: this.clock.race, order: [...i.order], out: outOrder([...this.cars.values()], this.clock.race) };
        const words = [...this.finished.order, ...this.finished.out].map((v, k) => `${k + 1}. ${this.name(v)}${k >= i.order.length ? ' (out)' : ''}`);
        return { title: `Race ${this.clock.race} finished`, rule: RESULT_RULE, outcome: words.join(', ') };
      }
      case 'nextRace': {
        this.clock = { race: this.clock.race + 1, lap: 1, turn: 1 };
        for (const c of nextRaceCars(this.now, this.settings)) {
          const why = eliminatedBy(this.now.start.get(c.vehicleId)!.design, c.state);
          // Carried-over damage can leave a car unable to start (gaps.md #25): it is out before the first turn.
          this.set(
            why.length
              ? { ...c, out: { race: this.clock.race, lap: 0, turn: 0, act: this.now.acts + 1, why: `cannot start: ${why.join(', ')}`, by: null } }
              : c,
          );
        }
        const how =
          this.settings.carryOver === 'fresh' ? 'every car on fresh wear points, armour and ammunition' : 'wear and damage carried over, weapons reloaded';
        return { title: `Race ${this.clock.race}`, rule: withGap(SECTION.league, 25), outcome: `Race ${this.clock.race} starts: ${how}` };
      }
      case 'endTurn': {
        if (i.lap !== undefined && i.lap < this.clock.lap)
          refuse(`The leader's lap goes forward: it is lap ${this.clock.lap}, not ${i.lap}`, RESULT_RULE, ['lap']);
        this.clock = { ...this.clock, turn: this.clock.turn + 1, lap: i.lap ?? this.clock.lap };
        for (const c of this.cars.values())
          if (c.firedWeapons.length || c.firedBy.length || c.spun) this.set({ ...c, firedWeapons: [], firedBy: [], spun: false });
        return { title: 'End of the turn', rule: SECTION.combat, outcome: `Race ${this.clock.race}, lap ${this.clock.lap}, turn ${this.clock.turn}` };
      }
    }
  }

  private weaponLabel(s: RcStartCar, id: string): string {
    const w = s.design.weapons.find((x) => x.id === id);
    if (w) return weaponRow(w.weapon).label;
    const d = s.design.dropped.find((x) => x.id === id);
    return d ? droppedWeaponRow(d.weapon).label : id;
  }

  private shoot(i: Extract<RcIntent, { kind: 'shoot' }>) {
    const f = this.racing(i.firer, 'firer');
    if (i.target === i.firer) refuse('A car does not shoot at itself', SECTION.combat, ['target']);
    const t = this.geared(i.target, 'target');
    const mount = f.s.design.weapons.find((w) => w.id === i.weapon);
    const problems = firingProblems(f.s.design, f.c.state, {
      by: i.by,
      weaponId: i.weapon,
      weaponsFired: f.c.firedWeapons,
      peopleFired: f.c.firedBy,
      spun: f.c.spun,
      inArc: mount ? arcCovers(f.s.design, f.c.state, i.weapon, i.arc) : true,
      // Line of sight is the board's: the organizer asks only for a shot the ruler allows.
      lineOfSight: true,
      reaction: i.reaction,
      targetMovedOrActed: true,
    });
    if (problems.length) refuse(problems[0]!.message, problems[0]!.rule, ['weapon']);
    const firerState = spendAmmunition(f.s.design, f.c.state, i.weapon);
    this.set({ ...f.c, state: firerState, firedWeapons: [...f.c.firedWeapons, i.weapon], firedBy: [...f.c.firedBy, i.by] });
    const r = shoot(
      this.dice,
      {
        weapon: mount!.weapon,
        targetGear: t.gear,
        rangeInches: i.rangeInches,
        adjoining: i.adjoining,
        firerCorner: i.firerCorner,
        firerManoeuvred: i.firerManoeuvred,
        weather: i.weather,
        smokeSquares: i.smokeSquares,
        reaction: i.reaction,
        targetingComputer: f.s.design.targetingComputer[i.by],
        design: t.s.design,
        state: t.c.state,
        aim: i.aim,
      },
      this.settings,
    );
    this.facts.hit = r.toHit.hit;
    this.steps.push(step('To hit', r.toHit.parts, [r.toHit.roll], r.toHit.text, SECTION.toHit));
    if (r.hit) {
      this.hitSteps(t.s.name, r.hit);
      this.setState(i.target, r.hit.state, i.firer);
    }
    const label = weaponRow(mount!.weapon).label;
    return {
      title: `${f.s.name}${i.by === 'gunner' ? "'s gunner" : ''} fires the ${label} at ${t.s.name}${i.reaction ? ' (reaction fire)' : ''}`,
      rule: i.reaction ? SECTION.reaction : SECTION.combat,
      outcome: r.hit ? `Hit: ${r.hit.text}` : 'Miss',
    };
  }

  private ram(i: Extract<RcIntent, { kind: 'ram' }>) {
    if (i.target === i.rammer) refuse('A car does not ram itself', SECTION.ramming, ['target']);
    const r = this.geared(i.rammer, 'rammer');
    const t = this.geared(i.target, 'target');
    const res = ram(
      this.dice,
      {
        kind: i.ram,
        rammerGear: r.gear,
        targetGear: t.gear,
        rammerHandling: r.c.state.wear.handling,
        targetHandling: t.c.state.wear.handling,
        ramplate: r.s.design.ramplate,
        atTrackEdge: i.atTrackEdge,
        rammer: { design: r.s.design, state: r.c.state },
        target: { design: t.s.design, state: t.c.state },
      },
      this.settings,
    );
    this.facts.rammed = res.ramRoll.rammed;
    this.steps.push(step('Ram roll', res.ramRoll.parts, [res.ramRoll.roll], res.ramRoll.text, SECTION.ramming));
    if (res.damage) {
      const d = res.damage;
      this.steps.push(step('Ram damage to the target', d.target.parts, [d.target.gearRoll?.roll ?? null], `${d.target.damage}`, SECTION.ramDamage));
      this.steps.push(step('Ram damage to the rammer', d.rammer.parts, [d.rammer.gearRoll?.roll ?? null], `${d.rammer.damage}`, SECTION.ramDamage));
    }
    if (res.push) this.steps.push(step('Sideswipe push', res.push.parts, [res.push.roll, res.push.edgeRoll], res.push.text, SECTION.sideswipe));
    if (res.targetHit) this.hitSteps(t.s.name, res.targetHit, 'Ram');
    if (res.rammerHit) this.hitSteps(r.s.name, res.rammerHit, 'Ram');
    if (res.target) this.setState(i.target, res.target, i.rammer);
    // The rammer's own damage is its own doing: no one is credited.
    if (res.rammer) this.setState(i.rammer, res.rammer, null);
    if (res.noFurtherManoeuvres) this.notes.push('After any type of ram, no further manoeuvres are allowed, save for standard corner movement.');
    return { title: `${r.s.name} ${i.ram === 'sideswipe' ? 'sideswipes' : 'rams'} ${t.s.name}`, rule: SECTION.ramming, outcome: res.text };
  }

  private correct(i: Extract<RcIntent, { kind: 'correct' }>) {
    const s = this.start(i.car, 'car');
    const c = this.live(i.car);
    const st = c.state;
    let state: CarState = st;
    let gear = c.gear;
    const what = (() => {
      switch (i.change) {
        case 'wear': {
          if (!COMPONENTS.includes(i.at as Component)) refuse(`A wear correction names a component: ${COMPONENTS.join(', ')}`, SECTION.damageEffects, ['at']);
          const k = i.at as Component;
          if (i.value > s.design.wearPoints[k])
            refuse(`${s.name}'s ${COMPONENT_LABELS[k]} has ${s.design.wearPoints[k]} wear points at most`, SECTION.damageEffects, ['value']);
          state = { ...st, wear: { ...st.wear, [k]: i.value } };
          return `${COMPONENT_LABELS[k]} wear points ${st.wear[k]} → ${i.value}`;
        }
        case 'bodyArmour':
        case 'tyreArmour': {
          const most = i.change === 'bodyArmour' ? s.design.bodyArmour : s.design.tyreArmour;
          if (i.value > most) refuse(`${s.name} has ${most} ${i.change === 'bodyArmour' ? 'body' : 'tyre'} armour at most`, SECTION.effects, ['value']);
          state = { ...st, [i.change]: i.value };
          return `${i.change === 'bodyArmour' ? 'Body' : 'Tyre'} armour ${st[i.change]} → ${i.value}`;
        }
        case 'turretArmour': {
          if (!s.design.turret || st.turretArmour === null) refuse(`${s.name} has no turret`, SECTION.turret, ['change']);
          if (i.value > s.design.turret.armour) refuse(`${s.name}'s turret has ${s.design.turret.armour} armour at most`, SECTION.turret, ['value']);
          state = { ...st, turretArmour: i.value };
          return `Turret armour ${st.turretArmour} → ${i.value}`;
        }
        case 'driverHits':
        case 'gunnerHits': {
          const who = i.change === 'driverHits' ? 'driver' : 'gunner';
          if (who === 'gunner' && !s.design.gunner) refuse(`${s.name} has no gunner`, SECTION.gunners, ['change']);
          if (i.value > crewCapacity(s.design, who)) refuse(`A ${who} dies at ${crewCapacity(s.design, who)} hits`, SECTION.crew, ['value']);
          state = { ...st, [i.change]: i.value };
          return `${who === 'driver' ? 'Driver' : 'Gunner'} hits ${st[i.change]} → ${i.value}`;
        }
        case 'ammunition': {
          const id = i.at ?? '';
          if (!(id in st.ammunition)) refuse(`${s.name} has no weapon “${id}”: ${Object.keys(st.ammunition).join(', ') || 'none'}`, SECTION.combat, ['at']);
          state = { ...st, ammunition: { ...st.ammunition, [id]: i.value } };
          return `${this.weaponLabel(s, id)} loads ${st.ammunition[id]} → ${i.value}`;
        }
        case 'gear': {
          if (i.value < 1 || i.value > 6) refuse('A gear is 1st to 6th', withGap(SECTION.missing, 4), ['value']);
          gear = i.value;
          return `Gear ${c.gear ?? 'unset'} → ${i.value}`;
        }
      }
    })();
    const why = eliminatedBy(s.design, state);
    let out = c.out;
    if (!out && why.length) out = { ...this.when(), why: why.join(', '), by: null };
    else if (out && !why.length && !out.why.startsWith('retired')) out = null;
    if (raceOver(this.now) && (out === null) !== (c.out === null))
      refuse(`Race ${this.clock.race} is finished: a correction cannot put ${s.name} in or out of it`, RESULT_RULE, ['value']);
    this.set({ ...c, state, gear, out });
    this.notes.push(`Why: ${i.reason}`);
    return {
      title: `${s.name}: card corrected`,
      rule: SECTION.damageEffects,
      outcome: `${what}${out && !c.out ? `; eliminated: ${out.why}` : !out && c.out ? '; back in the race' : ''}`,
    };
  }
}
