/**
 * One intent at the hex RPG table, resolved by the engine's calculators (match/) on the table as it stands: the
 * resolution the page shows (every modifier, each die and what it decided), what the intent left on the table (the
 * characters and vehicles it touched, whole) and its facts (hit, damage, killed, downed…) for the odds. The same code
 * runs for the real roll and on every path of the dice for the odds (odds.ts). A refusal is a `TableRefusal` citing
 * its rule; a calculator's own refusal (`HexRpgRuleError`) already cites it.
 */
import { TableRefusal } from '../../core/table';
import type { Dice } from '../../dice';
// A step of a resolution from its modifiers and rolls: the core's, as every table of this shape builds it.
import { tableStep as step } from '../../core/tableResolution';
import { type Character, deriveVehicle, type DerivedVehicle } from '../design';
import {
  type BashSide,
  bandDamage,
  bash,
  breaksHold,
  chicken,
  damageBand,
  dyingTime,
  downed,
  excessTurnRoll,
  excessTurns,
  explosionRings,
  fatigueLimit,
  fatigueRoll,
  fistRatings,
  fuelAndControl,
  grappleCell,
  hitsThePerson,
  jumpOutDamage,
  keepControl,
  loseControl,
  luckBand,
  nextFatiguePenalty,
  personCritical,
  type Ratings,
  ramDamage,
  turnOrder,
  type UnderRoll,
  vehicleCritical,
  vehicleWeapon,
  weaponCombat,
  weaponlessCombat,
  weaponRatings,
} from '../match';
import type { HoldSide } from '../match/combat';
import { HexRpgRuleError, modifier, SECTION, type VehicleKind, withGap } from '../sections';
import type { HexrpgSettings } from '../settings';
import type { Band } from '../tables/damage';
import { BOARDING, FUEL_SKILL } from '../tables/movement';
import type { HxTableNow } from './now';
import type { HxIntent, HxResolution, HxStartPerson, HxStartVehicle, HxStep, LivePerson, LiveVehicle } from './schema';
import { PERSON_STATUSES } from './schema';

/** What an intent did, for the odds' questions: read off the resolution, never stored. */
export interface HxFacts {
  hit: boolean | null;
  damage: number | null;
  critical: boolean;
  /** Characters killed, brought to 0 HP, vehicles wrecked, drivers who lost control: by name. */
  killed: string[];
  downed: string[];
  wrecked: string[];
  lostControl: string[];
  collapsed: boolean;
}

export interface HxResolved {
  resolution: HxResolution;
  after: { people: LivePerson[]; vehicles: LiveVehicle[]; turn: number };
  facts: HxFacts;
}

/** 2a, gaps.md #19: passengers besides the driver a vehicle of each kind holds. */
export const PASSENGERS: Record<VehicleKind, number> = { bike: 1, car: 3, warcar: 7 };

function refuse(message: string, rule: string, path: (string | number)[] = []): never {
  throw new TableRefusal(message, rule, path);
}

/** A roll-under as a step: the printed number and every modifier (the target), the 2d6, the verdict. */
const underStep = (label: string, u: UnderRoll, rule: string): HxStep =>
  step(label, u.parts, [u.roll], `${u.roll.value} against ${u.target} or less: ${u.success ? 'yes' : 'no'}`, rule);

/** Who an act is credited to: a character and his gang. */
type Credit = { franchiseId: number; person: number } | null;

/**
 * Each vehicle's derived card, once per table and settings: the odds run a resolver per path of the dice on the same
 * table, and deriving the card each time was a tenth of a run. The resolver only reads it.
 */
const derivedOn = new WeakMap<HxTableNow, { settings: HexrpgSettings; of: Map<HxStartVehicle['vehicle'], DerivedVehicle> }>();

export class HxResolver {
  /** The table's cards, copied on the first write (the odds run a resolver per path of the dice; most write little). */
  private people: Map<number, LivePerson>;
  private vehicles: Map<number, LiveVehicle>;
  private ownPeople = false;
  private ownVehicles = false;
  private readonly touchedP = new Set<number>();
  private readonly touchedV = new Set<number>();
  private turn: number;
  private readonly steps: HxStep[] = [];
  private readonly notes: string[] = [];
  private readonly facts: HxFacts = { hit: null, damage: null, critical: false, killed: [], downed: [], wrecked: [], lostControl: [], collapsed: false };

  constructor(
    private readonly now: HxTableNow,
    private readonly settings: HexrpgSettings,
    private readonly dice: Dice,
  ) {
    this.people = now.livePeople;
    this.vehicles = now.liveVehicles;
    this.turn = now.turn;
  }

  resolve(intent: HxIntent): HxResolved {
    try {
      const { title, rule, outcome } = this.dispatch(intent);
      return {
        resolution: { title, rule, steps: this.steps, outcome, notes: this.notes },
        after: {
          people: [...this.touchedP].map((id) => this.people.get(id)!),
          vehicles: [...this.touchedV].map((id) => this.vehicles.get(id)!),
          turn: this.turn,
        },
        facts: this.facts,
      };
    } catch (e) {
      if (e instanceof HexRpgRuleError) throw new TableRefusal(e.message, '');
      throw e;
    }
  }

  // ── reading the table ──────────────────────────────────────────────────────────────────────────────────────────

  private startP(id: number, path: (string | number)[]): HxStartPerson {
    const s = this.now.people.get(id);
    if (!s) refuse(`Character ${id} is not in this session`, SECTION.league, path);
    return s;
  }
  private startV(id: number, path: (string | number)[]): HxStartVehicle {
    const s = this.now.vehicles.get(id);
    if (!s) refuse(`Vehicle ${id} is not in this session`, SECTION.league, path);
    return s;
  }
  private ch(id: number): Character {
    return this.now.people.get(id)!.character;
  }
  private lp(id: number): LivePerson {
    return this.people.get(id)!;
  }
  private lv(id: number): LiveVehicle {
    return this.vehicles.get(id)!;
  }
  private name(id: number): string {
    return this.ch(id).name;
  }
  private vname(id: number): string {
    return this.now.vehicles.get(id)!.vehicle.name;
  }
  private derived(id: number): DerivedVehicle {
    const vehicle = this.now.vehicles.get(id)!.vehicle;
    let known = derivedOn.get(this.now);
    if (!known || known.settings !== this.settings) derivedOn.set(this.now, (known = { settings: this.settings, of: new Map() }));
    let d = known.of.get(vehicle);
    if (!d) known.of.set(vehicle, (d = deriveVehicle(vehicle, this.settings)));
    return d;
  }
  private setP(p: LivePerson): void {
    if (!this.ownPeople) {
      this.people = new Map(this.people);
      this.ownPeople = true;
    }
    this.people.set(p.personId, p);
    this.touchedP.add(p.personId);
  }
  private setV(v: LiveVehicle): void {
    if (!this.ownVehicles) {
      this.vehicles = new Map(this.vehicles);
      this.ownVehicles = true;
    }
    this.vehicles.set(v.vehicleId, v);
    this.touchedV.add(v.vehicleId);
  }
  private credit(person: number | null): Credit {
    return person === null ? null : { franchiseId: this.now.people.get(person)!.franchiseId, person };
  }
  /** A character able to act: present, alive, conscious, on his feet. */
  private actor(id: number, path: (string | number)[]): LivePerson {
    this.startP(id, path);
    const p = this.lp(id);
    if (p.status === 'dead') refuse(`${this.name(id)} is dead`, SECTION.dying, path);
    if (p.status !== 'up') refuse(`${this.name(id)} is ${p.status} and cannot act`, SECTION.dying, path);
    if (p.downTurns > 0) refuse(`${this.name(id)} collapsed and cannot rise for ${p.downTurns} more turn${p.downTurns === 1 ? '' : 's'}`, SECTION.people, path);
    return p;
  }
  private target(id: number, path: (string | number)[]): LivePerson {
    this.startP(id, path);
    const p = this.lp(id);
    if (p.status === 'dead') refuse(`${this.name(id)} is already dead`, SECTION.dying, path);
    return p;
  }
  private vehicle(id: number, path: (string | number)[]): { s: HxStartVehicle; v: LiveVehicle; d: DerivedVehicle } {
    const s = this.startV(id, path);
    const v = this.lv(id);
    if (v.wrecked) refuse(`The ${s.vehicle.name} no longer works`, SECTION.vehicleCriticals, path);
    return { s, v, d: this.derived(id) };
  }
  /** The character alive in a vehicle's driver's seat, if any. */
  private driverOf(vehicleId: number): LivePerson | undefined {
    for (const p of this.people.values()) if (p.in === vehicleId && p.seat === 'driver' && p.status !== 'dead') return p;
    return undefined;
  }
  private occupants(vehicleId: number): LivePerson[] {
    return [...this.people.values()].filter((p) => p.in === vehicleId && p.status !== 'dead');
  }
  /** The driver at the controls, able to drive. */
  private drivingDriver(vehicleId: number, path: (string | number)[]): LivePerson {
    const d = this.driverOf(vehicleId);
    if (!d) refuse(`The ${this.vname(vehicleId)} has no one at the controls: an undriven car goes 20 hexes straight`, SECTION.ramming, path);
    if (d.status !== 'up') refuse(`${this.name(d.personId)}, at the controls of the ${this.vname(vehicleId)}, is ${d.status}`, SECTION.dying, path);
    return d;
  }
  private driverSide(vehicleId: number, p: LivePerson | undefined): BashSide {
    const kind = this.now.vehicles.get(vehicleId)!.vehicle.kind;
    if (!p) return { kind, level: 0, driv: 1 };
    const c = this.ch(p.personId);
    return { kind, level: c.skills.driving[kind], driv: c.driv };
  }
  /** The hold between two characters, from the attacker's side (3e Grappling: the holder +, the victim −). */
  private holdBetween(attacker: LivePerson, target: LivePerson): HoldSide | undefined {
    if (target.heldBy?.person === attacker.personId) return { strength: target.heldBy.strength, as: 'holder' };
    if (attacker.heldBy?.person === target.personId) return { strength: attacker.heldBy.strength, as: 'victim' };
    return undefined;
  }

  // ── what damage does to the table ──────────────────────────────────────────────────────────────────────────────

  private kill(id: number, by: Credit, how: string): void {
    const p = this.lp(id);
    if (p.status === 'dead') return;
    this.setP({ ...p, status: 'dead', dyingMinutes: null, downTurns: 0, heldBy: null, killedBy: by && by.person !== id ? by : (p.killedBy ?? null) });
    this.facts.killed.push(this.name(id));
    this.notes.push(`${this.name(id)} is dead (${how}).`);
  }

  /** Damage to a character (3e Dying: fighting damage counts a quarter toward 0 HP by default, gaps.md #12). */
  private hurt(id: number, weaponDamage: number, fightingDamage: number, by: Credit): void {
    const p = this.lp(id);
    if (p.status === 'dead' || weaponDamage + fightingDamage === 0) return;
    const c = this.ch(id);
    const d = downed({ hp: p.hp, weaponDamage, fightingDamage, npc: c.npc }, this.settings);
    this.notes.push(
      `${c.name} takes ${d.counted} damage${fightingDamage && d.counted !== weaponDamage + fightingDamage ? ` (fighting damage counts 1/4)` : ''}: ${d.hp} HP.`,
    );
    if (!d.atZero) {
      this.setP({ ...p, hp: d.hp });
      return;
    }
    this.facts.downed.push(c.name);
    const byOther = by && by.person !== id ? by : p.killedBy;
    if (d.dead) {
      this.setP({ ...p, hp: 0 });
      this.kill(id, byOther, d.text);
      return;
    }
    this.setP({ ...p, hp: 0, status: p.status === 'dying' ? 'dying' : 'dying', killedBy: byOther ?? null, heldBy: null });
    this.notes.push(`${c.name}: ${d.text}: roll his dying time (3e Dying).`);
  }

  /** A person's critical hit (3e Critical hits › People), applied to his card. */
  private personCrit(id: number, by: Credit): void {
    // The dead take no critical: the hit that killed him rolls none.
    if (this.lp(id).status === 'dead') return;
    const r = personCritical(this.dice);
    const p = this.lp(id);
    const crit = { effect: r.effect, text: r.text, unit: r.duration?.unit ?? null, left: r.duration?.count ?? null };
    this.steps.push(step(`Critical hit on ${this.name(id)}`, [], r.rolls, r.text, SECTION.peopleCriticals));
    this.facts.critical = true;
    let next: LivePerson = { ...p, criticals: [...p.criticals, crit] };
    if (r.effect === 'unconscious' && next.status === 'up') next = { ...next, status: 'unconscious', downTurns: r.unconsciousTurns ?? 0 };
    this.setP(next);
    if (r.dead) this.kill(id, by, r.text);
    else if (r.effect === 'zero-hp') this.hurt(id, next.hp, 0, by);
  }

  /** Damage to a vehicle: at 0 HP it stops working (gaps.md #31). */
  private hurtVehicle(id: number, points: number, by: Credit): void {
    const v = this.lv(id);
    if (points <= 0 || v.wrecked) return;
    const hp = Math.max(0, v.hp - points);
    this.setV({ ...v, hp, wrecked: hp === 0 });
    this.notes.push(`The ${this.vname(id)} loses ${v.hp - hp} HP: ${hp} HP.`);
    if (hp === 0) this.wreck(id, 'reduced to 0 HP', by);
  }

  private wreck(id: number, how: string, _by: Credit): void {
    const v = this.lv(id);
    this.setV({ ...v, wrecked: true });
    this.facts.wrecked.push(this.vname(id));
    this.notes.push(`The ${this.vname(id)} no longer works (${how}).`);
  }

  /** A vehicle's critical hit (3e Critical hits › Vehicles), applied to its card; `ratings` for "hit for maximal damage". */
  private vehicleCrit(id: number, by: Credit, ratings: Ratings | null): void {
    const s = this.now.vehicles.get(id)!;
    if (this.lv(id).wrecked) return;
    const driver = this.driverOf(id);
    const hp = this.lv(id).hp;
    const r = vehicleCritical(this.dice, { kind: s.vehicle.kind, hp, ...(driver ? { driverLuck: this.ch(driver.personId).luck } : {}) }, this.settings);
    this.steps.push(step(`Critical hit on the ${s.vehicle.name}`, [], r.rolls, r.text, SECTION.vehicleCriticals));
    this.facts.critical = true;
    const v = this.lv(id);
    const crits = [...v.criticals, { effect: r.effect, text: r.text }];
    switch (r.effect) {
      case 'person-hit': {
        this.setV({ ...v, criticals: crits, exposed: true });
        const hit = driver ?? this.occupants(id)[0];
        if (hit && ratings) this.hurt(hit.personId, ratings.maximal, 0, by);
        else if (hit) this.notes.push(`${this.name(hit.personId)} is hit for the weapon's maximal damage: apply it as a correction.`);
        return;
      }
      case 'speed':
        this.setV({ ...v, criticals: crits, speedLoss: v.speedLoss + (r.speedLoss ?? 0) });
        return;
      case 'stall':
        this.setV({ ...v, criticals: crits, stallTurns: r.stallTurns ?? 0 });
        return;
      case 'fuel-leak':
        this.setV({ ...v, criticals: crits, leakPerTurn: v.leakPerTurn + (r.leakPerTurn ?? 0) });
        return;
      case 'control':
        this.setV({ ...v, criticals: crits, controlEachTurn: true });
        return;
      case 'lose-hp':
        this.setV({ ...v, criticals: crits });
        this.hurtVehicle(id, r.hpLostForever ?? 0, by);
        // What the d20 decides: nothing after it reads the hit points, only whether they ran out (odds.ts groups its faces so).
        this.dice.decide(r.rolls[1]!, this.lv(id).wrecked ? 'wrecks it' : 'it runs on');
        return;
      case 'dies':
        this.setV({ ...v, criticals: crits });
        this.wreck(id, 'it died', by);
        return;
      case 'explodes': {
        this.setV({ ...v, criticals: crits, hp: 0 });
        this.wreck(id, 'it exploded', by);
        // gaps.md #18, #31: whoever is aboard and not thrown clear takes the first ring's damage, half the car's HP.
        const blast = explosionRings(this.derived(id).hp)[0]!.damage;
        for (const o of this.occupants(id)) {
          if (o.personId === driver?.personId && r.thrownClear) {
            this.setP({ ...this.lp(o.personId), in: null, seat: null });
            continue;
          }
          this.hurt(o.personId, blast, 0, by);
        }
        this.notes.push(
          `The explosion: ${explosionRings(this.derived(id).hp)
            .slice(0, 3)
            .map((x) => `ring ${x.ring} ${x.damage}`)
            .join(', ')}…`,
        );
        return;
      }
      default:
        this.setV({ ...v, criticals: crits });
        return;
    }
  }

  /** The band of a hit: an NPC's hit on a player-character on the PC's LUCK, every other hit on the d10 by level. */
  private band(attacker: number | null, target: number | null, level: number): { band: Band | null; critical: boolean } {
    if (attacker !== null && target !== null && this.ch(attacker).npc && !this.ch(target).npc) {
      const r = luckBand(this.dice, { luck: this.ch(target).luck }, this.settings);
      this.steps.push(step('Damage: the player-character against LUCK', [], [r.roll], r.text, withGap(SECTION.luckTable, 2)));
      return { band: r.band, critical: false };
    }
    const r = damageBand(this.dice, { level }, this.settings);
    this.steps.push(step(`Damage band (level ${level})`, [], r.rolls, r.text, SECTION.damageBands));
    return { band: r.band, critical: r.critical };
  }

  /** Losing control (Failure to Control Car): a skid or a short mechanical failure. */
  private lostControl(vehicleId: number): void {
    const d = this.derived(vehicleId);
    const r = loseControl(this.dice, { failurePercent: d.failurePercent });
    this.steps.push(step(`The ${this.vname(vehicleId)} is out of control`, [], r.rolls, r.text, SECTION.failure));
    this.facts.lostControl.push(this.vname(vehicleId));
    if (r.nature?.effect === 'stall') {
      const v = this.lv(vehicleId);
      this.setV({ ...v, stallTurns: Math.max(v.stallTurns, r.failureTurns) });
    }
  }

  // ── the intents ────────────────────────────────────────────────────────────────────────────────────────────────

  private dispatch(intent: HxIntent): { title: string; rule: string; outcome: string } {
    switch (intent.kind) {
      case 'order':
        return this.order();
      case 'move':
        return this.move(intent);
      case 'drive':
        return this.drive(intent);
      case 'attack':
        return this.attack(intent);
      case 'fight':
        return this.fight(intent);
      case 'bash':
        return this.bashIt(intent);
      case 'chicken':
        return this.chickenGame(intent);
      case 'shoot':
        return this.shoot(intent);
      case 'critical':
        return this.critical(intent);
      case 'dying':
        return this.dying(intent);
      case 'bailOut':
        return this.bailOut(intent);
      case 'board':
        return this.board(intent);
      case 'correct':
        return this.correct(intent);
      case 'endTurn':
        return this.endTurn();
    }
  }

  private order() {
    const actors = [...this.people.values()].filter((p) => p.status === 'up');
    if (!actors.length) refuse('No one at the table can act', SECTION.turns);
    const r = turnOrder(actors.map((p) => ({ id: this.name(p.personId), agi: this.ch(p.personId).agi, luck: this.ch(p.personId).luck })));
    this.steps.push(step('AGI, then LUCK; a full tie acts at once', [], [], r.text, withGap(SECTION.turns, 9)));
    return { title: `Turn ${this.turn}: order`, rule: SECTION.turns, outcome: r.text };
  }

  private move(i: Extract<HxIntent, { kind: 'move' }>) {
    const p = this.actor(i.person, ['person']);
    if (p.in !== null) refuse(`${this.name(i.person)} is in the ${this.vname(p.in)}: a vehicle moves with drive`, SECTION.people, ['person']);
    const c = this.ch(i.person);
    if (i.pace === 'walk' || i.pace === 'rest') {
      const penalty = nextFatiguePenalty(p.fatiguePenalty, i.pace === 'walk' ? 'walked' : 'rested');
      this.setP({ ...p, fatiguePenalty: penalty });
      const what = i.pace === 'walk' ? 'Walks 1/2 hex' : 'Rests';
      this.steps.push(step(what, [], [], `fatigue penalty ${penalty}`, SECTION.people));
      return { title: `${c.name} ${i.pace === 'walk' ? 'walks' : 'rests'}`, rule: SECTION.people, outcome: `${what}; no fatigue roll` };
    }
    // gaps.md #30: a turn run counts 1, a turn sprinted 2, against 2 × MUSC (sprint MUSC turns or run 2 × MUSC).
    const exertion = p.exertion + (i.pace === 'sprint' ? 2 : 1);
    const limit = fatigueLimit(c.musc, 'run')!;
    const hexes = i.pace === 'sprint' ? 2 : 1;
    const parts = [
      modifier('Turns run (1) and sprinted (2) so far', exertion, withGap(SECTION.people, 30)),
      modifier('Before fatigue: 2 × MUSC', limit, SECTION.people),
    ];
    if (exertion <= limit) {
      this.setP({ ...p, exertion });
      this.steps.push(step(`${i.pace === 'sprint' ? 'Sprints' : 'Runs'} ${hexes} hex${hexes === 1 ? '' : 'es'}`, parts, [], 'no fatigue yet', SECTION.people));
      return {
        title: `${c.name} ${i.pace === 'sprint' ? 'sprints' : 'runs'}`,
        rule: SECTION.people,
        outcome: `${hexes} hex${hexes === 1 ? '' : 'es'}; fatigue sets in after ${limit}`,
      };
    }
    const f = fatigueRoll(this.dice, { penalty: p.fatiguePenalty });
    this.steps.push(step('Fatigue: 2d6, a 2 or less collapses', f.parts, f.rolls, f.text, SECTION.people));
    this.facts.collapsed = f.collapsed;
    // A collapse regained costs 1 on every roll after it (2a): counted from the collapse, as every later roll follows it.
    this.setP({
      ...p,
      exertion,
      downTurns: f.collapsed ? f.downTurns : 0,
      fatiguePenalty: f.collapsed ? nextFatiguePenalty(p.fatiguePenalty, 'regained') : p.fatiguePenalty,
    });
    return { title: `${c.name} ${i.pace === 'sprint' ? 'sprints' : 'runs'}, fatigued`, rule: SECTION.people, outcome: f.text };
  }

  private drive(i: Extract<HxIntent, { kind: 'drive' }>) {
    const { s, v, d } = this.vehicle(i.vehicle, ['vehicle']);
    const driver = this.drivingDriver(i.vehicle, ['vehicle']);
    const c = this.ch(driver.personId);
    const kind = s.vehicle.kind;
    if (v.stallTurns > 0 && i.hexes > 0)
      refuse(`The ${s.vehicle.name} is stalled for ${v.stallTurns} more turn${v.stallTurns === 1 ? '' : 's'}`, SECTION.vehicleCriticals, ['hexes']);
    const most = Math.max(0, d.movement - v.speedLoss);
    if (i.hexes > most)
      refuse(
        `The ${s.vehicle.name} moves at most ${most} hexes a turn${v.speedLoss ? ` (${d.movement} less ${v.speedLoss} lost to criticals)` : ''}`,
        SECTION.general,
        ['hexes'],
      );
    if (i.hexes > 0 && v.fuel === 0) refuse(`The ${s.vehicle.name} is out of fuel`, SECTION.fuelSkill, ['hexes']);
    if (i.turnsMade > 0 && v.criticals.some((x) => x.effect === 'steering'))
      refuse(`The ${s.vehicle.name}'s steering no longer works`, SECTION.vehicleCriticals, ['turnsMade']);
    const brd = { level: c.skills.driving[kind], driv: c.driv };
    let lost = false;
    const excess = excessTurns(i.turnsMade, d.turns);
    for (let n = 1; n <= excess && !lost; n++) {
      const r = excessTurnRoll(this.dice, { excess: n, driver: brd }, this.settings);
      this.steps.push(underStep(`Turn ${n} beyond the ${d.turns} allowed`, r, SECTION.turningTable));
      lost = !r.success;
    }
    let fuel = i.hexes ? FUEL_SKILL[i.hexes - 1]!.fuel[kind] : 0;
    if (!lost) {
      const f = fuelAndControl(this.dice, { kind, speed: i.hexes, driver: brd }, this.settings);
      fuel = f.fuel;
      if (f.control) this.steps.push(underStep(`Fuel and skill at ${i.hexes} hexes`, f.control, SECTION.fuelSkillTable));
      else this.steps.push(step(`Fuel and skill at ${i.hexes} hexes`, [], [], f.text, SECTION.fuelSkillTable));
      lost = !f.controlled;
    }
    if (!lost && v.controlEachTurn && i.hexes > 0) {
      const k = keepControl(this.dice, { driver: brd, why: 'critical' }, this.settings);
      this.steps.push(underStep('Control each turn (critical 84-90)', k, SECTION.vehicleCriticals));
      lost = !k.success;
    }
    const spent = Math.min(v.fuel, fuel);
    this.setV({ ...this.lv(i.vehicle), fuel: v.fuel - spent });
    this.steps.push(step('Fuel', [modifier(`${i.hexes} hexes (${kind})`, fuel, SECTION.fuelSkillTable)], [], `${v.fuel - spent} left`, SECTION.fuelSkillTable));
    if (lost) this.lostControl(i.vehicle);
    return {
      title: `${c.name} drives the ${s.vehicle.name} ${i.hexes} hex${i.hexes === 1 ? '' : 'es'}`,
      rule: SECTION.fuelSkill,
      outcome: `${spent} fuel${lost ? '; out of control' : '; in control'}`,
    };
  }

  private attack(i: Extract<HxIntent, { kind: 'attack' }>) {
    const a = this.actor(i.attacker, ['attacker']);
    const t = this.target(i.target, ['target']);
    if (i.attacker === i.target) refuse('A character cannot attack himself', SECTION.weaponCombat, ['target']);
    const ac = this.ch(i.attacker);
    const level = ac.skills.weapons[i.weapon] ?? 0;
    const hold = this.holdBetween(a, t);
    const r = weaponCombat(this.dice, {
      level,
      accu: ac.accu,
      targetAgi: this.ch(i.target).agi,
      targetHexes: i.targetHexes,
      attackerHexes: i.attackerHexes,
      alongside: i.alongside,
      ...(i.mountedOn ? { mountedOn: i.mountedOn } : {}),
      ...(hold ? { hold } : {}),
    });
    this.steps.push(underStep('To hit', r, SECTION.weaponCombat));
    this.facts.hit = r.success;
    if (!r.success) return { title: `${ac.name} attacks ${this.name(i.target)}`, rule: SECTION.weaponCombat, outcome: 'Miss' };
    const ratings = weaponRatings(i.weapon);
    const b = this.band(i.attacker, i.target, level);
    const dmg = bandDamage(ratings, b.band);
    this.facts.damage = dmg;
    this.hurt(i.target, dmg, 0, this.credit(i.attacker));
    if (b.critical) this.personCrit(i.target, this.credit(i.attacker));
    return {
      title: `${ac.name} attacks ${this.name(i.target)}`,
      rule: SECTION.weaponCombat,
      outcome: `Hit: ${dmg} damage${b.critical ? ' and a critical hit' : ''}`,
    };
  }

  private fight(i: Extract<HxIntent, { kind: 'fight' }>) {
    const a = this.actor(i.attacker, ['attacker']);
    const t = this.target(i.target, ['target']);
    if (i.attacker === i.target) refuse('A character cannot fight himself', SECTION.weaponless, ['target']);
    const ac = this.ch(i.attacker);
    const tc = this.ch(i.target);
    const hold = this.holdBetween(a, t);
    const r = weaponlessCombat(this.dice, {
      level: ac.skills.fighting,
      accu: ac.accu,
      targetAgi: tc.agi,
      ...(i.grapple ? { grappling: { agi: ac.agi } } : {}),
      ...(hold ? { hold } : {}),
    });
    this.steps.push(underStep('To hit', r, SECTION.weaponless));
    this.facts.hit = r.success;
    const title = `${ac.name} ${i.grapple ? 'grapples' : 'punches'} ${tc.name}`;
    if (!r.success) return { title, rule: SECTION.weaponless, outcome: 'Miss' };
    const b = this.band(i.attacker, i.target, ac.skills.fighting);
    let dmg = 0;
    let outcome: string;
    if (i.grapple) {
      if (b.band) {
        const cell = grappleCell({ attacker: { musc: ac.musc, agi: ac.agi }, defender: { musc: tc.musc, agi: tc.agi }, band: b.band });
        this.steps.push(step('Grappling table', [modifier('(MUSC + AGI) − (MUSC + AGI)', cell.diff, SECTION.grappling)], [], cell.text, SECTION.grappling));
        dmg = cell.damage;
        outcome = cell.text;
        // The held victim breaks the hold by scoring its band or better while grappling (3e Grappling).
        if (a.heldBy?.person === i.target && breaksHold(a.heldBy.strength, b.band)) {
          this.setP({ ...this.lp(i.attacker), heldBy: null });
          this.notes.push(`${ac.name} breaks ${tc.name}'s hold.`);
        } else if (cell.hold) this.setP({ ...this.lp(i.target), heldBy: { person: i.attacker, strength: cell.hold } });
      } else outcome = 'A critical hit only';
    } else {
      const ratings = fistRatings(ac.musc);
      dmg = bandDamage(ratings, b.band);
      this.steps.push(step('Bare fists', [modifier(`MUSC ${ac.musc}: ${b.band ?? 'no'} damage`, dmg, SECTION.fists)], [], `${dmg} damage`, SECTION.fists));
      outcome = `Hit: ${dmg} damage`;
    }
    this.facts.damage = dmg;
    this.hurt(i.target, 0, dmg, this.credit(i.attacker));
    if (b.critical) this.personCrit(i.target, this.credit(i.attacker));
    return { title, rule: SECTION.weaponless, outcome: `${outcome}${b.critical ? '; a critical hit' : ''}` };
  }

  /** A hit on a vehicle: with the critical 1-10 on it, 10% of hits hit the person inside (3e). */
  private hitVehicle(vehicleId: number, points: number, by: Credit, ratings: Ratings, critical: boolean, band: Band | null): void {
    const v = this.lv(vehicleId);
    const inside = this.driverOf(vehicleId) ?? this.occupants(vehicleId)[0];
    if (v.exposed && inside) {
      const h = hitsThePerson(this.dice);
      this.steps.push(step('Does the hit hit the person?', [], [h.roll], h.text, SECTION.vehicleCriticals));
      if (h.person) {
        this.hurt(inside.personId, bandDamage(ratings, band), 0, by);
        if (critical) this.personCrit(inside.personId, by);
        return;
      }
    }
    this.hurtVehicle(vehicleId, points, by);
    if (critical && !this.lv(vehicleId).wrecked) this.vehicleCrit(vehicleId, by, ratings);
  }

  private bashIt(i: Extract<HxIntent, { kind: 'bash' }>) {
    if (i.basher === i.victim) refuse('A vehicle cannot bash itself', SECTION.bashing, ['victim']);
    const b = this.vehicle(i.basher, ['basher']);
    const vv = this.vehicle(i.victim, ['victim']);
    const bd = this.drivingDriver(i.basher, ['basher']);
    const vd = this.driverOf(i.victim);
    const bs = this.driverSide(i.basher, bd);
    const vs = this.driverSide(i.victim, vd?.status === 'up' ? vd : undefined);
    const r = bash(this.dice, { basher: bs, victim: vs });
    this.steps.push(underStep('Bash', r.bash, SECTION.bashing));
    if (r.nullify) this.steps.push(underStep('The victim nullifies', r.nullify, SECTION.bashing));
    this.facts.hit = r.bashed;
    const title = `The ${b.s.vehicle.name} bashes the ${vv.s.vehicle.name}`;
    if (!r.bashed) return { title, rule: SECTION.bashing, outcome: r.text };
    // 3e Damage from vehicles bashing: the basher's rating in the band the d10 gives by his driving level (gaps.md #20, #31).
    const band = this.band(null, null, bs.level);
    const dmg = bandDamage(b.d.damage, band.band);
    this.facts.damage = dmg;
    this.hitVehicle(i.victim, dmg, this.credit(bd.personId), b.d.damage, band.critical, band.band);
    if (vd && vd.status === 'up' && !this.lv(i.victim).wrecked) {
      const k = keepControl(this.dice, { driver: { level: vs.level, driv: vs.driv }, why: 'bashed' }, this.settings);
      this.steps.push(underStep('The bashed car keeps control', k, SECTION.bashDamage));
      if (!k.success) this.lostControl(i.victim);
    }
    return { title, rule: SECTION.bashing, outcome: `Bashed: ${dmg} damage${band.critical ? ' and a critical hit' : ''}` };
  }

  private chickenGame(i: Extract<HxIntent, { kind: 'chicken' }>) {
    const sides = i.sides.map((sd, n) => {
      const path = ['sides', n, 'vehicle'];
      const x = this.vehicle(sd.vehicle, path);
      const d = this.drivingDriver(sd.vehicle, path);
      // Named, not spread: spreading the parsed intent's side was most of a run's cost (the odds run this per path).
      return { vehicle: sd.vehicle, plan: sd.plan, straightHexes: sd.straightHexes, s: x.s, d: x.d, driver: d, c: this.ch(d.personId) };
    });
    const key = (n: number) => `${sides[n]!.c.name}${sides[0]!.c.name === sides[1]!.c.name ? ` (${sides[n]!.s.vehicle.name})` : ''}`;
    const r = chicken(
      this.dice,
      {
        drivers: [0, 1].map((n) => {
          const sd = sides[n]!;
          return { id: key(n), agi: sd.c.agi, luck: sd.c.luck, driv: sd.c.driv, hp: Math.max(1, sd.driver.hp), plan: sd.plan };
        }) as never,
      },
      this.settings,
    );
    for (const a of r.attempts)
      this.steps.push(
        step(
          `${a.driver} ${a.choice === 'jump' ? 'jumps out' : 'swerves'} (question ${a.question}${a.forced ? ', forced' : ''})`,
          a.parts,
          [a.roll],
          `${a.success ? 'succeeds' : 'fails'} (${a.needed}+)`,
          SECTION.ramming,
        ),
      );
    r.sides.forEach((out, n) => {
      const sd = sides[n]!;
      if (!out.jumped) return;
      const p = this.lp(sd.driver.personId);
      this.steps.push(step(`${out.id} jumps out: d20 damage, not below 1 HP`, [], [out.jumped.roll], `${out.jumped.damage} damage`, SECTION.ramming));
      this.setP({ ...p, hp: out.jumped.hp, in: null, seat: null });
      this.notes.push(`The ${sd.s.vehicle.name} is undriven: it goes 20 hexes straight, ramming what it meets head-on and bashing all else.`);
    });
    if (r.rammed) {
      const ramSide = (n: number) => {
        const sd = sides[n]!;
        return {
          straightHexes: sd.straightHexes,
          firstSwerve: r.sides[n]!.firstSwerve,
          driverAboard: r.sides[n]!.aboard,
          hp: this.lv(sd.vehicle).hp,
          maxHp: sd.d.hp,
        };
      };
      const rams = [ramDamage(ramSide(0), ramSide(1), this.settings), ramDamage(ramSide(1), ramSide(0), this.settings)];
      rams.forEach((ram, n) => {
        const sd = sides[n]!;
        this.steps.push(step(`Ram damage to the ${sd.s.vehicle.name}`, ram.parts, [], ram.text, withGap(SECTION.ramDamage, 4)));
      });
      // Both vehicles' losses are from the hit points before the collision; then each its automatic critical.
      rams.forEach((ram, n) => {
        const other = sides[1 - n]!;
        this.hurtVehicle(sides[n]!.vehicle, ram.hpLost, r.sides[1 - n]!.aboard ? this.credit(other.driver.personId) : null);
      });
      rams.forEach((_, n) => {
        const sd = sides[n]!;
        if (!this.lv(sd.vehicle).wrecked) this.vehicleCrit(sd.vehicle, r.sides[1 - n]!.aboard ? this.credit(sides[1 - n]!.driver.personId) : null, null);
      });
      this.facts.damage = rams[0]!.hpLost + rams[1]!.hpLost;
    }
    this.facts.hit = r.rammed;
    return { title: `Chicken: the ${sides[0]!.s.vehicle.name} and the ${sides[1]!.s.vehicle.name}`, rule: SECTION.ramming, outcome: r.text };
  }

  private shoot(i: Extract<HxIntent, { kind: 'shoot' }>) {
    const { s } = this.vehicle(i.vehicle, ['vehicle']);
    const driver = this.drivingDriver(i.vehicle, ['vehicle']);
    const w = s.vehicle.weapons.find((x) => x.name.toLowerCase() === i.weapon.toLowerCase());
    if (!w)
      refuse(`The ${s.vehicle.name} runs no weapon “${i.weapon}” (${s.vehicle.weapons.map((x) => x.name).join(', ') || 'it has none'})`, SECTION.weaponUsage, [
        'weapon',
      ]);
    const dc = this.ch(driver.personId);
    const level = dc.skills.driving[s.vehicle.kind];
    let targetAgi: number;
    let targetDriverLevel = 0;
    let targetKind: VehicleKind | 'person';
    let tname: string;
    if (i.target.kind === 'vehicle') {
      if (i.target.vehicle === i.vehicle) refuse('A vehicle cannot shoot itself', SECTION.weaponUsage, ['target', 'vehicle']);
      const tv = this.vehicle(i.target.vehicle, ['target', 'vehicle']);
      const td = this.driverOf(i.target.vehicle);
      // gaps.md #31: an undriven vehicle has no AGI to count: no AGI modifier (as AGI 1-3).
      targetAgi = td ? this.ch(td.personId).agi : 1;
      targetDriverLevel = td ? this.ch(td.personId).skills.driving[tv.s.vehicle.kind] : 0;
      targetKind = tv.s.vehicle.kind;
      tname = `the ${tv.s.vehicle.name}`;
    } else {
      this.target(i.target.person, ['target', 'person']);
      targetAgi = this.ch(i.target.person).agi;
      targetKind = 'person';
      tname = this.name(i.target.person);
    }
    // The shot's position as said, else where the weapon is mounted (its design: gaps.md #35).
    const from = i.from ?? w.position;
    if (!from)
      refuse(
        `Say whether the ${s.vehicle.name}'s ${w.name} fires from a higher, the same or a lower position: its design stores none (gaps.md #35)`,
        SECTION.weaponUsage,
        ['from'],
      );
    const r = vehicleWeapon(this.dice, { firingLevel: level, targetDriverLevel, targetAgi, from, target: targetKind });
    this.steps.push(underStep('To hit', r, SECTION.weaponUsage));
    this.facts.hit = r.success;
    const title = `The ${s.vehicle.name}'s ${w.name} at ${tname}`;
    if (!r.success) return { title, rule: SECTION.weaponUsage, outcome: 'Miss' };
    const ratings = { minimal: w.minimal, average: w.average, maximal: w.maximal };
    const b = this.band(driver.personId, i.target.kind === 'person' ? i.target.person : null, level);
    const dmg = bandDamage(ratings, b.band);
    this.facts.damage = dmg;
    const by = this.credit(driver.personId);
    if (i.target.kind === 'vehicle') this.hitVehicle(i.target.vehicle, dmg, by, ratings, b.critical, b.band);
    else {
      this.hurt(i.target.person, dmg, 0, by);
      if (b.critical) this.personCrit(i.target.person, by);
    }
    return { title, rule: SECTION.weaponUsage, outcome: `Hit: ${dmg} damage${b.critical ? ' and a critical hit' : ''}` };
  }

  private critical(i: Extract<HxIntent, { kind: 'critical' }>) {
    if (i.target.kind === 'vehicle') {
      const { s } = this.vehicle(i.target.vehicle, ['target', 'vehicle']);
      this.vehicleCrit(i.target.vehicle, null, null);
      return { title: `Critical hit on the ${s.vehicle.name}`, rule: SECTION.vehicleCriticals, outcome: this.steps.at(-1)!.result };
    }
    this.target(i.target.person, ['target', 'person']);
    this.personCrit(i.target.person, this.lp(i.target.person).killedBy);
    return { title: `Critical hit on ${this.name(i.target.person)}`, rule: SECTION.peopleCriticals, outcome: this.steps.at(-1)!.result };
  }

  private dying(i: Extract<HxIntent, { kind: 'dying' }>) {
    const p = this.target(i.person, ['person']);
    const c = this.ch(i.person);
    if (c.npc) refuse(`${c.name} is a non-player-character: at 0 HP an NPC dies immediately`, SECTION.dying, ['person']);
    if (p.hp > 0) refuse(`${c.name} has ${p.hp} HP: only a player-character at 0 HP is dying`, SECTION.dying, ['person']);
    const r = dyingTime(this.dice, { luck: c.luck, treatedBy: i.treatedBy });
    this.steps.push(step('Dying: (LUCK − d100) × 15 minutes, at least 15', r.parts, [r.roll], r.text, SECTION.dying));
    this.setP({ ...p, status: 'dying', dyingMinutes: r.minutes });
    return { title: `${c.name} is dying`, rule: SECTION.dying, outcome: `${r.minutes} minutes to reach a medic of level 3` };
  }

  private bailOut(i: Extract<HxIntent, { kind: 'bailOut' }>) {
    const p = this.actor(i.person, ['person']);
    const c = this.ch(i.person);
    if (p.in === null) refuse(`${c.name} is on foot already`, SECTION.general, ['person']);
    const from = p.in;
    let hp = p.hp;
    if (i.jump) {
      const j = jumpOutDamage(this.dice, { hp: p.hp });
      this.steps.push(step('Jumps out: d20 damage, not below 1 HP', [], [j.roll], j.text, SECTION.ramming));
      hp = j.hp;
      this.facts.damage = j.damage;
    } else this.steps.push(step('Gets out: one action, and it ends his turn', [], [], 'on foot', BOARDING.section));
    this.setP({ ...p, hp, in: null, seat: null });
    if (p.seat === 'driver')
      this.notes.push(`The ${this.vname(from)} is undriven${i.jump ? ': it goes 20 hexes straight, ramming what it meets head-on and bashing all else' : ''}.`);
    return {
      title: `${c.name} ${i.jump ? 'jumps out of' : 'gets out of'} the ${this.vname(from)}`,
      rule: i.jump ? SECTION.ramming : SECTION.general,
      outcome: `On foot, ${hp} HP`,
    };
  }

  private board(i: Extract<HxIntent, { kind: 'board' }>) {
    const p = this.actor(i.person, ['person']);
    const c = this.ch(i.person);
    const { s } = this.vehicle(i.vehicle, ['vehicle']);
    if (p.in !== null) refuse(`${c.name} is in the ${this.vname(p.in)}: he gets out first`, SECTION.general, ['person']);
    const aboard = this.occupants(i.vehicle);
    if (i.seat === 'driver') {
      const d = aboard.find((o) => o.seat === 'driver');
      if (d) refuse(`${this.name(d.personId)} is at the controls of the ${s.vehicle.name}`, withGap(SECTION.general, 19), ['seat']);
    } else {
      const most = PASSENGERS[s.vehicle.kind];
      if (aboard.filter((o) => o.seat === 'passenger').length >= most)
        refuse(`A ${s.vehicle.kind} carries ${most} passenger${most === 1 ? '' : 's'} besides its driver`, withGap(SECTION.movement, 19), ['seat']);
    }
    this.setP({ ...p, in: i.vehicle, seat: i.seat });
    this.steps.push(
      step(
        'Gets in: one action; the vehicle moves 2 hexes less this turn',
        [],
        [],
        `${i.seat === 'driver' ? 'at the controls' : 'a passenger'}`,
        BOARDING.section,
      ),
    );
    return {
      title: `${c.name} gets into the ${s.vehicle.name}`,
      rule: withGap(SECTION.general, 19),
      outcome: i.seat === 'driver' ? 'At the controls' : 'A passenger',
    };
  }

  private correct(i: Extract<HxIntent, { kind: 'correct' }>) {
    const rule = SECTION.league;
    if (i.target.kind === 'person') {
      const id = i.target.person;
      this.startP(id, ['target', 'person']);
      const p = this.lp(id);
      const c = this.ch(id);
      if (i.change === 'hp') {
        if (i.value > c.musc) refuse(`${c.name} has at most ${c.musc} HP (his MUSC)`, withGap(SECTION.damage, 7), ['value']);
        this.setP({ ...p, hp: i.value });
      } else if (i.change === 'status') {
        const status = PERSON_STATUSES[i.value];
        if (!status) refuse(`A status is 0 up, 1 unconscious, 2 dying or 3 dead, not ${i.value}`, rule, ['value']);
        this.setP({
          ...p,
          status,
          ...(status === 'dead' ? {} : { killedBy: status === 'up' ? null : p.killedBy }),
          ...(status === 'up' ? { downTurns: 0, dyingMinutes: null } : {}),
        });
        if (status === 'dead') this.facts.killed.push(c.name);
      } else refuse(`${i.change} is a vehicle's: a character's card corrects hp or status`, rule, ['change']);
      this.notes.push(`Corrected: ${i.reason}`);
      return { title: `${c.name}'s card corrected`, rule, outcome: `${i.change} set to ${i.change === 'status' ? PERSON_STATUSES[i.value] : i.value}` };
    }
    const id = i.target.vehicle;
    const s = this.startV(id, ['target', 'vehicle']);
    const v = this.lv(id);
    const d = this.derived(id);
    if (i.change === 'fuel') {
      if (i.value > d.fuel) refuse(`The ${s.vehicle.name} holds at most ${d.fuel} fuel`, withGap(SECTION.missing, 1), ['value']);
      this.setV({ ...v, fuel: i.value });
    } else if (i.change === 'vehicleHp') {
      if (i.value > d.hp) refuse(`The ${s.vehicle.name} has at most ${d.hp} HP`, withGap(SECTION.missing, 1), ['value']);
      this.setV({ ...v, hp: i.value, wrecked: i.value === 0 ? true : v.criticals.some((x) => x.effect === 'dies' || x.effect === 'explodes') });
    } else refuse(`${i.change} is a character's: a vehicle's card corrects fuel or vehicleHp`, rule, ['change']);
    this.notes.push(`Corrected: ${i.reason}`);
    return { title: `The ${s.vehicle.name}'s card corrected`, rule, outcome: `${i.change} set to ${i.value}` };
  }

  private endTurn() {
    for (const p of this.people.values()) {
      if (p.status === 'dead') continue;
      let next = p;
      if (p.downTurns > 0) {
        const downTurns = p.downTurns - 1;
        next = { ...next, downTurns };
        // 2a: a turn collapsed gives 1 back; unconsciousness ends when its turns are over.
        if (p.status === 'up') next = { ...next, fatiguePenalty: nextFatiguePenalty(p.fatiguePenalty, 'collapsed') };
        if (p.status === 'unconscious' && downTurns === 0 && p.hp > 0) {
          next = { ...next, status: 'up' };
          this.notes.push(`${this.name(p.personId)} comes to.`);
        }
      }
      const criticals = next.criticals.flatMap((c) => {
        if (c.unit !== 'turns' || c.left === null) return [c];
        if (c.left <= 1) {
          this.notes.push(`${this.name(p.personId)}: ${c.text.split(';')[0]} is over.`);
          return [];
        }
        return [{ ...c, left: c.left - 1 }];
      });
      if (criticals.length !== next.criticals.length || criticals.some((c, n) => c !== next.criticals[n])) next = { ...next, criticals };
      if (next !== p) this.setP(next);
    }
    for (const v of this.vehicles.values()) {
      if (v.wrecked) continue;
      if (v.stallTurns === 0 && v.leakPerTurn === 0) continue;
      const fuel = Math.max(0, v.fuel - v.leakPerTurn);
      if (v.leakPerTurn) this.notes.push(`The ${this.vname(v.vehicleId)} leaks ${v.fuel - fuel} fuel: ${fuel} left.`);
      this.setV({ ...v, stallTurns: Math.max(0, v.stallTurns - 1), fuel });
    }
    this.turn += 1;
    this.steps.push(step('End of the turn', [], [], `turn ${this.turn} begins`, SECTION.turns));
    return { title: `End of turn ${this.turn - 1}`, rule: SECTION.turns, outcome: `Turn ${this.turn}` };
  }
}
