/**
 * One intent at the battlecars table, resolved by the engine's calculators (match/) on the table as it stands: the
 * resolution the page shows (every modifier, each die and what it decided), what the intent left on the table (the
 * vehicles and drivers it touched, whole) and its facts (hit, damage, killed, wrecked) for the odds. The same code runs
 * for the real roll and on every path of the dice for the odds (odds.ts). A refusal is a `TableRefusal` citing its rule.
 */
import { TableRefusal } from '../../core/table';
import type { Dice } from '../../dice';
// A step of a resolution from its modifiers and rolls: the core's, as every table of this shape builds it.
import { tableStep as step } from '../../core/tableResolution';
import { boxesOf, type Component } from '../cards';
import { collide } from '../match/crash';
import { applyDamage, type DamageResult } from '../match/damage';
import { type Firearm, fire, roundAt, type ToHitResult, type DamageRollResult } from '../match/fire';
import { bikeHazard, mines, smokeClears, spikes } from '../match/passive';
import { canBailOut, canCommandeer, checkSpeed, coverDamage, driverDamage, RUN_OVER, terrainCapacity } from '../match/people';
import { type ShotResult, shootVehicle } from '../match/shot';
import { type SkidResult, skid } from '../match/skid';
import { blockBoxes, capableOfMovement, damageOn, withEntry, sideBlock, working, ARMOUR_BLOCKS, type ArmourBlock } from '../match/state';
import { applyTyreDamage } from '../match/tyres';
import { BattlecarsRuleError, SECTION, withGap } from '../sections';
import type { BattlecarsSettings } from '../settings';
import { isMissile, weaponRow } from '../tables/weapons';
import { type BcTableNow, driverComponent, gameOver, gameResult, isWreck } from './now';
import type { BcIntent, BcResolution, BcStartVehicle, BcStep, BcTarget, LiveDriver, LiveVehicle } from './schema';

/** What an intent did, for the odds' questions: read off the resolution, never stored. */
export interface BcFacts {
  hit: boolean | null;
  damage: number | null;
  /** Drivers killed and vehicles wrecked by this intent, by name. */
  killed: string[];
  wrecked: string[];
  /** A fuel tank exploded. */
  exploded: boolean;
  /** Vehicles brought to speed 0 by a skid or a collision. */
  stopped: string[];
}

export interface BcResolved {
  resolution: BcResolution;
  after: { vehicles: LiveVehicle[]; drivers: LiveDriver[]; turn: number };
  facts: BcFacts;
}

function refuse(message: string, rule: string, path: (string | number)[] = []): never {
  throw new TableRefusal(message, rule, path);
}

/** What `resolve` throws for what a calculator threw: its own refusal as the table's, anything else as it is. */
export function asTableRefusal(e: unknown): unknown {
  // The calculators' own refusal already cites its rule in its message.
  return e instanceof BattlecarsRuleError ? new TableRefusal(e.message.replace(/\.$/, ''), '') : e;
}

/** Who receives the credit for an act (a franchise), or null when it is the vehicle's own doing. */
type Credit = number | null;

export class BcResolver {
  private readonly vehicles: Map<number, LiveVehicle>;
  private readonly drivers: Map<number, LiveDriver>;
  private readonly touchedV = new Set<number>();
  private readonly touchedD = new Set<number>();
  private turn: number;
  private readonly steps: BcStep[] = [];
  private readonly notes: string[] = [];
  private readonly facts: BcFacts = { hit: null, damage: null, killed: [], wrecked: [], exploded: false, stopped: [] };

  constructor(
    private readonly now: BcTableNow,
    private readonly settings: BattlecarsSettings,
    private readonly dice: Dice,
    /**
     * Build the page's words (the steps, the notes, the outcome). The odds and whole duels read only the facts and the
     * table after, and resolve each intent hundreds of times: without the words (the same rolls and decisions).
     */
    private readonly words = true,
  ) {
    this.vehicles = new Map(now.vehicles);
    this.drivers = new Map(now.drivers);
    this.turn = now.turn;
  }

  /** The intent resolved; a refusal throws as the table's (`TableRefusal`). */
  resolve(intent: BcIntent): BcResolved {
    try {
      return this.act(intent);
    } catch (e) {
      throw asTableRefusal(e);
    }
  }

  /**
   * The intent resolved, a calculator's refusal thrown as the rules' own error (`BattlecarsRuleError`). The odds run
   * this on every path and word a refusal once, outside their walk (odds.ts): the walk stops most runs by throwing
   * through the resolver, and a catch that throws again costs each of them a second throw (V8 builds a message for
   * every throw), ~15% of the odds of mines under the car.
   */
  act(intent: BcIntent): BcResolved {
    const { title, rule, outcome } = this.dispatch(intent);
    return {
      resolution: { title, rule, steps: this.steps, outcome, notes: this.notes },
      after: {
        vehicles: [...this.touchedV].map((id) => this.vehicles.get(id)!),
        drivers: [...this.touchedD].map((id) => this.drivers.get(id)!),
        turn: this.turn,
      },
      facts: this.facts,
    };
  }

  // ── reading the table ──────────────────────────────────────────────────────────────────────────────────────────

  private start(vehicleId: number, path: string): BcStartVehicle {
    const s = this.now.start.get(vehicleId);
    if (!s) refuse(`Vehicle ${vehicleId} is not in this match`, SECTION.setup, [path]);
    return s;
  }
  private v(vehicleId: number): LiveVehicle {
    return this.vehicles.get(vehicleId)!;
  }
  private d(driver: number, path: string): LiveDriver {
    const d = this.drivers.get(driver);
    if (!d) refuse(`No driver started in vehicle ${driver} in this match (a driver is named by the vehicle he started in)`, SECTION.pedestrians, [path]);
    return d;
  }
  private setV(v: LiveVehicle): void {
    this.vehicles.set(v.vehicleId, v);
    this.touchedV.add(v.vehicleId);
  }
  private setD(d: LiveDriver): void {
    this.drivers.set(d.driver, d);
    this.touchedD.add(d.driver);
  }
  private driverName(d: LiveDriver): string {
    return this.now.start.get(d.driver)!.driverName;
  }
  /** The driver alive at the wheel of a vehicle, if any. */
  private occupant(vehicleId: number): LiveDriver | undefined {
    return [...this.drivers.values()].find((d) => d.status === 'aboard' && d.in === vehicleId);
  }
  private franchiseOfDriver(d: LiveDriver): number {
    return this.now.start.get(d.driver)!.franchiseId;
  }
  /** The credit of whoever is at the wheel of a vehicle (the dropper of a mine, a rammer). */
  private creditOf(vehicleId: number | undefined): Credit {
    if (vehicleId === undefined) return null;
    const occ = this.occupant(vehicleId);
    return occ ? this.franchiseOfDriver(occ) : (this.now.start.get(vehicleId)?.franchiseId ?? null);
  }
  private notOver(kind: BcIntent['kind']): void {
    if (kind === 'correct') return;
    // Before the act the table is `now` as it stands: over while one player (or none) stands, worded by its result.
    if (!gameOver(this.now)) return;
    const r = gameResult(this.now);
    if (r.state === 'over') refuse(`The game is over (${r.reason}): record its result, or correct a card`, r.rule);
  }
  /** A vehicle still in the game (its fuel tank has not exploded). */
  private present(vehicleId: number, path: string): { s: BcStartVehicle; v: LiveVehicle } {
    const s = this.start(vehicleId, path);
    const v = this.v(vehicleId);
    if (v.exploded) refuse(`The ${s.name} was destroyed when its fuel tank exploded`, SECTION.flame, [path]);
    return { s, v };
  }

  // ── what damage does to the table ──────────────────────────────────────────────────────────────────────────────

  private killDriver(d: LiveDriver, by: Credit, how: string): void {
    if (d.status === 'dead') return;
    const own = by === this.franchiseOfDriver(d);
    this.setD({ ...d, status: 'dead', killedBy: own ? null : by, diedAt: this.now.acts + 1 });
    this.facts.killed.push(this.driverName(d));
    if (this.words) this.notes.push(`${this.driverName(d)} is dead (${how}).`);
  }

  /** After a vehicle's card changed: the driver at its wheel takes the driver's hits, the tank's explosion, and a wreck is marked. */
  private settle(vehicleId: number, by: Credit): void {
    const s = this.now.start.get(vehicleId)!;
    const v = this.v(vehicleId);
    const occ = this.occupant(vehicleId);
    if (occ) {
      const hits = damageOn(v.state, driverComponent(s));
      if (hits !== occ.hits) {
        const dd = driverDamage(0, hits);
        this.setD({ ...occ, hits: dd.damage });
        if (dd.dead) this.killDriver(this.drivers.get(occ.driver)!, by, `${dd.damage} points of damage: ${dd.text}`);
      }
      if (v.exploded) this.killDriver(this.drivers.get(occ.driver)!, by, 'the fuel tank exploded');
    }
    if (!v.wrecked && isWreck(s, v)) {
      const own = by === s.franchiseId;
      this.setV({ ...v, wrecked: true, wreckedBy: own ? null : by, speed: 0 });
      this.facts.wrecked.push(s.name);
      if (this.words)
        this.notes.push(`The ${s.name} is a wreck (${v.exploded ? 'its fuel tank exploded' : 'a tyre is destroyed: no longer capable of movement'}).`);
    }
  }

  private damageSteps(r: DamageResult, name: string): void {
    if (!this.words) return;
    if (r.armour)
      this.steps.push(
        step(
          `${name}: armour, ${r.armour.block}`,
          [],
          [],
          `${r.armour.took} on the block (${r.armour.before + r.armour.took} of ${r.armour.boxes} boxes covered)`,
          SECTION.damage,
        ),
      );
    for (const h of r.steps) this.steps.push(step(`${name}: hit location (${r.section})`, [], [h.roll], h.text, withGap(SECTION.damage, 14)));
    if (r.lost > 0) this.notes.push(`${r.lost} point${r.lost > 1 ? 's' : ''} lost: every component of the ${name}'s ${r.section} is destroyed (gaps.md #14).`);
  }

  private toHitStep(t: ToHitResult): void {
    if (this.words) this.steps.push(step('To hit', t.parts, [t.roll], t.text, SECTION.firingSequence));
    this.facts.hit = t.hit;
  }
  private damageRollStep(d: DamageRollResult | null): void {
    this.facts.damage = d?.damage ?? 0;
    if (d && this.words) this.steps.push(step('Damage', d.parts, [d.roll], `${d.damage} damage`, SECTION.weapons));
  }

  private shotSteps(r: ShotResult, name: string): void {
    this.toHitStep(r.fire.toHit);
    this.damageRollStep(r.fire.damage);
    if (r.destroyed) this.facts.exploded = true;
    if (r.damage) this.damageSteps(r.damage, name);
    if (!this.words) return;
    if (r.fuelTank) {
      if (r.fuelTank.roll) this.steps.push(step('Fuel tank', r.fuelTank.roll.parts, [r.fuelTank.roll.roll], r.fuelTank.roll.text, r.fuelTank.check.rule));
      else this.notes.push(`Fuel tank: ${r.fuelTank.check.why}.`);
    }
    if (r.detonation?.rolled)
      for (const x of r.detonation.rounds)
        this.steps.push(
          step(
            `Ammo: ${x.weapon}`,
            [],
            [x.roll, x.directionRoll],
            x.detonates ? `detonates, firing off ${x.direction}` : 'does not detonate',
            r.detonation.rule,
          ),
        );
    else if (r.detonation && r.fire.damage) this.notes.push(`Ammo: ${r.detonation.why}.`);
  }

  /** Damage to a vehicle's block, applied and settled. */
  private hurt(vehicleId: number, block: ArmourBlock, amount: number, by: Credit, name: string): void {
    if (amount <= 0) return;
    const s = this.now.start.get(vehicleId)!;
    const v = this.v(vehicleId);
    const r = applyDamage(this.dice, { card: s.card, state: v.state, block, amount }, this.settings);
    this.setV({ ...v, state: r.state });
    this.damageSteps(r, name);
    this.settle(vehicleId, by);
  }

  // ── the intents ────────────────────────────────────────────────────────────────────────────────────────────────

  private dispatch(intent: BcIntent): { title: string; rule: string; outcome: string } {
    this.notOver(intent.kind);
    switch (intent.kind) {
      case 'speeds':
        return this.speeds(intent);
      case 'fire':
        return this.fireMount(intent);
      case 'handFire':
        return this.handFire(intent);
      case 'drop':
        return this.drop(intent);
      case 'mines':
        return this.mines(intent.vehicle, this.creditOf(intent.by));
      case 'spikes':
        return this.spikes(intent.vehicle, this.creditOf(intent.by), intent.side);
      case 'skid':
        return this.skid(intent);
      case 'collide':
        return this.collide(intent);
      case 'bikeHazard':
        return this.bikeHazard(intent);
      case 'runOver':
        return this.runOver(intent);
      case 'bailOut':
        return this.bailOut(intent);
      case 'commandeer':
        return this.commandeer(intent);
      case 'correct':
        return this.correct(intent);
      case 'endTurn':
        return this.endTurn(intent.smokeMarkers);
    }
  }

  private speeds(intent: Extract<BcIntent, { kind: 'speeds' }>) {
    const words: string[] = [];
    intent.speeds.forEach((e, i) => {
      const path = ['speeds', i, 'speed'];
      const { s, v } = this.present(e.vehicle, 'speeds');
      const at = (why: string, rule: string): never => refuse(`${s.name}: ${why.replace(/\.$/, '')}`, rule, path);
      if (e.speed > 0) {
        if (!this.occupant(e.vehicle)) at('no living driver is at its wheel, so its speed stays 0', SECTION.driver);
        if (v.stunned) at('its driver is stunned and cannot Move until the end of the current game round', SECTION.crashTable);
        if (v.wrecked) at('it is a wreck, no longer capable of movement', withGap(SECTION.driver, 20));
      }
      const ok = checkSpeed({ from: v.speed, to: e.speed, who: s.card.kind, reverse: e.reverse, wasReverse: v.reverse }, this.settings);
      if (!ok.allowed) at(ok.why, ok.rule);
      this.setV({ ...v, speed: e.speed, reverse: e.speed === 0 ? false : e.reverse });
      words.push(`${s.name} ${e.speed}${e.reverse && e.speed > 0 ? ' in reverse' : ''}`);
    });
    return { title: 'Speed counters', rule: withGap(SECTION.turn, 2), outcome: `Speeds revealed: ${words.join(', ')}` };
  }

  /** Can this vehicle fire now? Someone alive aboard, not stunned, not slid over. */
  private firer(vehicleId: number): { s: BcStartVehicle; v: LiveVehicle; occ: LiveDriver } {
    const { s, v } = this.present(vehicleId, 'shooter');
    const occ = this.occupant(vehicleId);
    if (!occ) refuse(`No one alive is aboard the ${s.name} to fire its weapons`, SECTION.pedestrians, ['shooter']);
    if (v.stunned) refuse(`The ${s.name}'s driver is stunned and cannot Fire until the end of the current game round`, SECTION.crashTable, ['shooter']);
    if (v.cannotFire) refuse(`The ${s.name} has slid over and cannot fire until next turn`, SECTION.finalFacing, ['shooter']);
    return { s, v, occ };
  }

  private mountOf(s: BcStartVehicle, mount: string): Component & { kind: 'pod' | 'turret' } {
    const m = s.card.components.find((c): c is Component & { kind: 'pod' | 'turret' } => c.id === mount && (c.kind === 'pod' || c.kind === 'turret'));
    if (!m) {
      const ids = s.card.components.filter((c) => c.kind === 'pod' || c.kind === 'turret').map((c) => c.id);
      refuse(`The ${s.name} has no pod or turret “${mount}” (it has ${ids.join(', ')})`, SECTION.cards, ['mount']);
    }
    return m;
  }

  private targetKey(t: BcTarget, firedAt: readonly string[]): string {
    if (t.kind === 'vehicle') return `v${t.vehicle}`;
    if (t.kind === 'pedestrian') return `p${t.driver}`;
    return `t${firedAt.filter((k) => k.startsWith('t')).length + 1}`;
  }
  private targetName(t: BcTarget): string {
    if (t.kind === 'vehicle') return `the ${this.now.start.get(t.vehicle)?.name ?? `vehicle ${t.vehicle}`}`;
    if (t.kind === 'pedestrian') return this.now.start.get(t.driver)?.driverName ?? `driver ${t.driver}`;
    return `a ${t.piece}`;
  }

  private fireMount(intent: Extract<BcIntent, { kind: 'fire' }>) {
    const { s, v, occ } = this.firer(intent.shooter);
    const mount = this.mountOf(s, intent.mount);
    const counters = v.state.loads[mount.id] ?? [];
    const weapon = counters[counters.length - 1];
    if (!weapon) refuse(`The ${s.name}'s ${mount.label} is empty`, SECTION.firingSequence, ['mount']);
    if (!isMissile(weapon)) refuse(`The ${s.name}'s ${mount.label} holds ${weapon}, a passive weapon: drop it, it is not fired`, SECTION.firing, ['mount']);
    const key = this.targetKey(intent.target, v.firedAt);
    let firedAt = v.firedAt;
    let returned = v.returned;
    if (intent.returnFire) {
      if (intent.target.kind !== 'vehicle') refuse('Return fire is made at the attacking vehicle', SECTION.firing, ['returnFire']);
      const attacker = this.vehicles.get(intent.target.vehicle);
      if (!attacker?.firedAt.includes(`v${intent.shooter}`))
        refuse(`Return fire can only be made when fired upon: ${this.targetName(intent.target)} has not fired at the ${s.name} this turn`, SECTION.firing, [
          'returnFire',
        ]);
      if (v.returned.includes(intent.target.vehicle))
        refuse(`The ${s.name} has already returned fire at ${this.targetName(intent.target)}: only one round`, SECTION.firing, ['returnFire']);
      returned = [...returned, intent.target.vehicle];
    } else {
      if (firedAt.includes(key))
        refuse(`The ${s.name} has already fired at ${this.targetName(intent.target)} this turn: one round at any one target`, SECTION.firing, ['target']);
      const gc = working(s.card, v.state, 'gunneryComputer');
      const most = gc ? 3 : 2;
      if (firedAt.length >= most)
        refuse(
          `The ${s.name} has fired at ${firedAt.length} targets this turn: ${most} at most${gc ? ' with a Gunnery Computer' : ' (3 with a Gunnery Computer)'}`,
          SECTION.firing,
          ['target'],
        );
      firedAt = [...firedAt, key];
    }
    // Firing sequence 3: the counter is discarded as it is fired.
    this.setV({ ...v, firedAt, returned, state: { ...v.state, loads: withEntry(v.state.loads, mount.id, counters.slice(0, -1)) } });
    const gunneryComputer = working(s.card, v.state, 'gunneryComputer');
    const outcome = this.shoot({ weapon }, gunneryComputer, intent, this.franchiseOfDriver(occ), intent.shooter);
    return { title: `${s.name} fires ${weapon} at ${this.targetName(intent.target)}`, rule: SECTION.firingSequence, outcome };
  }

  private handFire(intent: Extract<BcIntent, { kind: 'handFire' }>) {
    const d = this.d(intent.driver, 'driver');
    const name = this.driverName(d);
    if (d.status !== 'onFoot') refuse(`${name} is ${d.status === 'dead' ? 'dead' : 'aboard a vehicle: fire its weapons'}`, SECTION.pedestrians, ['driver']);
    const hand = d.hand && this.settings.handWeapons.find((w) => w.name === d.hand!.name);
    if (!d.hand || !hand) refuse(`${name} carries no hand weapon`, withGap(SECTION.pedestrians, 7), ['driver']);
    if (d.hand.ammo < 1) refuse(`${name}'s ${d.hand.name} is out of ammunition: reload from a dead pedestrian's weapon`, SECTION.pedestrians, ['driver']);
    this.setD({ ...d, hand: { ...d.hand, ammo: d.hand.ammo - 1 } });
    const outcome = this.shoot({ hand }, false, intent, this.franchiseOfDriver(d), null);
    return { title: `${name} fires a ${hand.name} at ${this.targetName(intent.target)}`, rule: withGap(SECTION.pedestrians, 7), outcome };
  }

  /** One round at a target: the Firing sequence and everything it does. */
  private shoot(
    firearm: Firearm,
    gunneryComputer: boolean,
    intent: { target: BcTarget; range: number; sameCover: boolean; throughSmoke: boolean },
    by: Credit,
    self: number | null,
  ): string {
    const t = intent.target;
    const mods = { firearm, range: intent.range, gunneryComputer, sameCover: intent.sameCover, throughSmoke: intent.throughSmoke };
    if (t.kind === 'vehicle') {
      if (t.vehicle === self) refuse('A vehicle cannot fire at itself', SECTION.firing, ['target', 'vehicle']);
      const { s, v } = this.present(t.vehicle, 'target');
      const r = shootVehicle(
        this.dice,
        {
          firearm,
          range: intent.range,
          gunneryComputer,
          sameCover: intent.sameCover,
          throughSmoke: intent.throughSmoke,
          card: s.card,
          state: v.state,
          block: t.block,
        },
        this.settings,
      );
      this.setV({ ...v, state: r.state, exploded: v.exploded || r.destroyed });
      this.shotSteps(r, s.name);
      this.settle(t.vehicle, by);
      if (!r.fire.toHit.hit) return `Miss (${r.fire.toHit.score} against range ${intent.range})`;
      return `Hit: ${r.fire.damage!.damage} damage to the ${s.name}'s ${t.block}${r.destroyed ? '; the fuel tank explodes' : ''}`;
    }
    if (t.kind === 'pedestrian') {
      const d = this.d(t.driver, 'target');
      const name = this.driverName(d);
      if (d.status !== 'onFoot')
        refuse(`${name} is ${d.status === 'dead' ? 'dead' : 'aboard a vehicle: shoot the vehicle'}`, SECTION.pedestrians, ['target', 'driver']);
      const r = fire(this.dice, roundAt(mods, 'pedestrian'));
      this.toHitStep(r.toHit);
      this.damageRollStep(r.damage);
      if (!r.damage) return `Miss (${r.toHit.score} against range ${intent.range})`;
      const dd = driverDamage(d.hits, r.damage.damage);
      if (this.words) this.steps.push(step(`${name}'s hits`, [], [], dd.text, dd.rule));
      this.setD({ ...d, hits: dd.damage });
      if (dd.dead) this.killDriver(this.drivers.get(d.driver)!, by, `shot on foot: ${dd.damage} hits`);
      return `Hit: ${r.damage.damage} damage to ${name}${dd.dead ? ', who is dead' : ` (${dd.damage} of 3)`}`;
    }
    const r = fire(this.dice, roundAt(mods, 'terrain'));
    this.toHitStep(r.toHit);
    this.damageRollStep(r.damage);
    if (!r.damage) return `Miss (${r.toHit.score} against range ${intent.range})`;
    const capacity = terrainCapacity(t.piece, this.settings);
    const c = coverDamage({ capacity, markers: t.markers, amount: r.damage.damage });
    const result = `${c.markers} of ${capacity} markers${c.toPedestrian ? `; ${c.toPedestrian} passes to a pedestrian taking cover there` : ''}`;
    if (this.words) this.steps.push(step(`The ${t.piece}`, [], [], result, c.rule));
    return `Hit: ${r.damage.damage} damage to the ${t.piece}: ${result}`;
  }

  private drop(intent: Extract<BcIntent, { kind: 'drop' }>) {
    const { s, v } = this.present(intent.vehicle, 'vehicle');
    if (!this.occupant(intent.vehicle)) refuse(`No one alive is aboard the ${s.name} to drop a round`, SECTION.pedestrians, ['vehicle']);
    const mount = this.mountOf(s, intent.mount);
    if (mount.kind !== 'pod') refuse(`A turret holds only MG rounds: nothing is dropped from the ${mount.label}`, SECTION.arming, ['mount']);
    const counters = v.state.loads[mount.id] ?? [];
    const weapon = counters[counters.length - 1];
    if (!weapon) refuse(`The ${s.name}'s ${mount.label} is empty`, SECTION.firing, ['mount']);
    if (isMissile(weapon)) refuse(`The ${s.name}'s ${mount.label} holds ${weapon}, a missile weapon: fire it`, SECTION.firing, ['mount']);
    if (v.dropped.includes(mount.id))
      refuse(`The ${s.name} has dropped a round from its ${mount.label} this turn: one round from each pod a turn`, SECTION.firing, ['mount']);
    this.setV({ ...v, dropped: [...v.dropped, mount.id], state: { ...v.state, loads: { ...v.state.loads, [mount.id]: counters.slice(0, -1) } } });
    const row = weaponRow(weapon);
    return {
      title: `${s.name} drops ${weapon}`,
      rule: row.section,
      outcome: `${weapon} dropped onto the first unoccupied point along the ${mount.label}'s line (${counters.length - 1} left)`,
    };
  }

  private mines(vehicleId: number, by: Credit) {
    const { s, v } = this.present(vehicleId, 'vehicle');
    const r = mines(this.dice, { card: s.card, state: v.state }, this.settings);
    if (this.words) {
      for (const t of r.tyres)
        this.steps.push(step(`Tyre: ${t.tyre}`, t.parts, [t.roll], `${t.took} damage${t.destroyed ? ', destroyed' : ''}`, SECTION.mines));
      this.steps.push(step('Mine damage', r.damageParts, [r.damageRoll], `${r.damage} damage`, SECTION.mines));
      this.steps.push(step('Mine section', [], [r.sectionRoll], r.section, SECTION.mines));
    }
    this.setV({ ...v, state: r.state });
    this.damageSteps(r.interior, s.name);
    this.settle(vehicleId, by);
    return {
      title: `${s.name} drives onto Mines`,
      rule: SECTION.mines,
      outcome: this.words ? `${r.damage} damage inside the ${r.section}; tyres ${r.tyres.map((t) => t.took).join('/')}` : '',
    };
  }

  private spikes(vehicleId: number, by: Credit, side: 'left' | 'right') {
    const { s, v } = this.present(vehicleId, 'vehicle');
    const r = spikes(this.dice, { card: s.card, state: v.state, speed: v.speed });
    if (this.words)
      for (const t of r.tyres)
        this.steps.push(step(`Tyre: ${t.tyre}`, t.parts, [t.roll], `${t.took} damage${t.destroyed ? ', destroyed' : ''}`, SECTION.spikes));
    this.setV({ ...v, state: r.state });
    this.settle(vehicleId, by);
    const sk = this.runSkid(vehicleId, { spikes: true, side }, by);
    return { title: `${s.name} drives onto Spikes`, rule: SECTION.spikes, outcome: `tyres ${r.tyres.map((t) => t.took).join('/')}; ${sk}` };
  }

  /** Test for Skidding on a vehicle, applied: tyre damage, the stop, a bike's slide, a bike into a tree. */
  private runSkid(
    vehicleId: number,
    causes: {
      corner?: 45 | 90 | 135 | 180;
      oil?: boolean;
      smoke?: boolean;
      spikes?: boolean;
      driverKilled?: boolean;
      inTrees?: boolean;
      side: 'left' | 'right';
    },
    by: Credit,
  ): string {
    const s = this.now.start.get(vehicleId)!;
    const v = this.v(vehicleId);
    const bike = s.card.kind === 'bike';
    if (causes.corner === 180 && !bike) refuse('Only bikes corner 180º', SECTION.movement, ['corner']);
    // Spelt out, not `{ speed, ...causes, bike }`: a spread among new keys is V8's slow path (match/fire.ts `roundAt`).
    const input = {
      speed: v.speed,
      corner: causes.corner,
      oil: causes.oil,
      smoke: causes.smoke,
      spikes: causes.spikes,
      driverKilled: causes.driverKilled,
      inTrees: causes.inTrees,
      bike,
    };
    const r: SkidResult = skid(this.dice, input, this.settings);
    const sd = r.speedDifference;
    if (this.words)
      this.steps.push(
        step(
          'Speed Difference',
          sd.causes.map((c) => ({ label: `${c.cause}: ${c.text}`, value: c.sd, rule: c.rule })),
          [],
          sd.sd < 1 ? 'SD 0: no skid' : `SD ${sd.sd} (the greatest)`,
          SECTION.speedDifference,
        ),
      );
    if (!r.drift || !r.finalFacing) return 'no skid';
    const ff = r.finalFacing;
    if (this.words) {
      this.steps.push(step('Drift', r.drift.parts, [r.drift.roll], `drifts ${r.drift.distance}, ${r.drift.damagePerTyre} damage per tyre`, SECTION.drift));
      this.steps.push(step('Final facing', ff.parts, [ff.roll, ff.slidesOver?.sideRoll ?? null], ff.text, withGap(SECTION.finalFacing, 1)));
    }
    let now = this.v(vehicleId);
    if (r.drift.damagePerTyre > 0) now = { ...now, state: applyTyreDamage(s.card, now.state, r.drift.damagePerTyre).state };
    now = { ...now, speed: r.speedAfter, cannotFire: now.cannotFire || ff.slidesOver !== null };
    this.setV(now);
    if (r.speedAfter === 0 && v.speed > 0) this.facts.stopped.push(s.name);
    this.settle(vehicleId, by);
    if (ff.slidesOver) this.hurt(vehicleId, sideBlock(causes.side, ff.slidesOver.section), ff.slidesOver.damage, by, s.name);
    if (ff.crashesIntoTree) this.crashInto(vehicleId, v.speed, by);
    return `drifts ${r.drift.distance}; ${ff.text}`;
  }

  private skid(intent: Extract<BcIntent, { kind: 'skid' }>) {
    const { s } = this.present(intent.vehicle, 'vehicle');
    const outcome = this.runSkid(intent.vehicle, intent, this.creditOf(intent.by));
    return { title: `${s.name} tests for Skidding`, rule: SECTION.skidding, outcome };
  }

  /** A crash into an obstruction at a speed: its damage on the vehicle's front (gaps.md #18). */
  private crashInto(vehicleId: number, speed: number, by: Credit): string {
    const s = this.now.start.get(vehicleId)!;
    const v = this.v(vehicleId);
    const r = collide(this.dice, { collision: 'crash', rammer: { speed, bike: s.card.kind === 'bike', reversing: v.reverse } }, this.settings);
    if (this.words) this.steps.push(step('Relative velocity', r.rv.parts, [], r.rv.text, SECTION.crashing));
    if (this.words) for (const roll of r.rolls) this.steps.push(step('Crash damage', roll.parts, [roll.roll], roll.text, SECTION.crashTable));
    this.applyCollision(vehicleId, r.rammer, by, s.name);
    return r.text;
  }

  private applyCollision(vehicleId: number, o: ReturnType<typeof collide>['rammer'], by: Credit, name: string): void {
    const v = this.v(vehicleId);
    if (v.speed > 0) this.facts.stopped.push(name);
    this.setV({ ...v, speed: 0, stunned: v.stunned || !!o?.driverStunned, cannotFire: v.cannotFire || !!o?.slidesOver });
    if (o) this.hurt(vehicleId, o.block, o.damage, by, name);
  }

  private collide(intent: Extract<BcIntent, { kind: 'collide' }>) {
    const { s: rs, v: rv } = this.present(intent.rammer, 'rammer');
    if (intent.collision === 'crash') {
      const outcome = this.crashInto(intent.rammer, rv.speed, null);
      return { title: `${rs.name} crashes`, rule: SECTION.crashing, outcome: `${outcome}; the obstruction takes 1 point of damage` };
    }
    if (intent.target === undefined) refuse('A ram names its target', SECTION.crashing, ['target']);
    if (intent.target === intent.rammer) refuse('A vehicle cannot ram itself', SECTION.crashing, ['target']);
    const { s: ts, v: tv } = this.present(intent.target, 'target');
    const r = collide(
      this.dice,
      {
        collision: intent.collision,
        rammer: { speed: rv.speed, bike: rs.card.kind === 'bike', reversing: intent.rammerReversing },
        target: { speed: tv.speed, bike: ts.card.kind === 'bike', reversing: intent.targetReversing },
        ...(intent.targetSide ? { targetSide: intent.targetSide } : {}),
      },
      this.settings,
    );
    if (this.words) this.steps.push(step('Relative velocity', r.rv.parts, [], r.rv.text, SECTION.crashing));
    if (this.words) for (const roll of r.rolls) this.steps.push(step('Crash/ram damage', roll.parts, [roll.roll], roll.text, SECTION.crashTable));
    if (r.sideRoll && this.words) this.steps.push(step('Side damage', [], [r.sideRoll], `the ${r.target?.block}`, withGap(SECTION.sideDamage, 3)));
    const rammerCredit = this.creditOf(intent.rammer);
    const targetCredit = this.creditOf(intent.target);
    this.applyCollision(intent.target, r.target, rammerCredit, ts.name);
    this.applyCollision(intent.rammer, r.rammer, intent.collision === 'headOn' ? targetCredit : null, rs.name);
    return { title: `${rs.name} rams the ${ts.name}`, rule: SECTION.crashing, outcome: r.text };
  }

  private bikeHazard(intent: Extract<BcIntent, { kind: 'bikeHazard' }>) {
    const { s, v } = this.present(intent.vehicle, 'vehicle');
    if (s.card.kind !== 'bike')
      refuse(`The ${s.name} is a car: only bikes drive through trees and try to avoid mines and spikes`, SECTION.movement, ['vehicle']);
    const r = bikeHazard(this.dice, { speed: v.speed, hazard: intent.hazard });
    if (this.words) this.steps.push(step(`Through ${intent.hazard}`, [], [r.roll], r.text, r.rule));
    const title = `${s.name} drives through ${intent.hazard}`;
    if (!r.effect) return { title, rule: r.rule, outcome: 'avoided' };
    const by = this.creditOf(intent.by);
    if (intent.hazard === 'trees') return { title, rule: r.rule, outcome: `crashes: ${this.crashInto(intent.vehicle, v.speed, null)}` };
    const then = intent.hazard === 'Mines' ? this.mines(intent.vehicle, by) : this.spikes(intent.vehicle, by, intent.side);
    return { title, rule: r.rule, outcome: `the ${intent.hazard.toLowerCase()} take effect: ${then.outcome}` };
  }

  private runOver(intent: Extract<BcIntent, { kind: 'runOver' }>) {
    const { s } = this.present(intent.vehicle, 'vehicle');
    const d = this.d(intent.driver, 'driver');
    const name = this.driverName(d);
    if (d.status !== 'onFoot') refuse(`${name} is not on foot: only a pedestrian is run over`, SECTION.pedestrians, ['driver']);
    this.killDriver(d, this.creditOf(intent.vehicle), `run over by the ${s.name}`);
    return { title: `${s.name} runs over ${name}`, rule: RUN_OVER.rule, outcome: `${name} is killed; the ${s.name} is unharmed` };
  }

  private bailOut(intent: Extract<BcIntent, { kind: 'bailOut' }>) {
    const d = this.d(intent.driver, 'driver');
    const name = this.driverName(d);
    if (d.status !== 'aboard' || d.in === null) refuse(`${name} is ${d.status === 'dead' ? 'dead' : 'already on foot'}`, SECTION.pedestrians, ['driver']);
    const s = this.now.start.get(d.in)!;
    const v = this.v(d.in);
    const ok = canBailOut(v.speed);
    if (!ok.allowed) refuse(`${name}: ${ok.why.replace(/\.$/, '')}`, ok.rule, ['driver']);
    const weapons = this.settings.handWeapons;
    const hand = intent.handWeapon === undefined ? weapons[0] : weapons.find((w) => w.name === intent.handWeapon);
    if (intent.handWeapon !== undefined && !hand)
      refuse(`The league's hand weapons are ${weapons.map((w) => w.name).join(', ') || 'none'}, not “${intent.handWeapon}”`, withGap(SECTION.pedestrians, 7), [
        'handWeapon',
      ]);
    this.setD({ ...d, status: 'onFoot', in: null, hand: hand ? { name: hand.name, ammo: hand.ammo } : null });
    return {
      title: `${name} bails out of the ${s.name}`,
      rule: SECTION.pedestrians,
      outcome: `${name} is on foot with ${d.hits} hit${d.hits === 1 ? '' : 's'}${hand ? ` and a ${hand.name} (${hand.ammo} rounds)` : ''}`,
    };
  }

  private commandeer(intent: Extract<BcIntent, { kind: 'commandeer' }>) {
    const d = this.d(intent.driver, 'driver');
    const name = this.driverName(d);
    if (d.status !== 'onFoot')
      refuse(`${name} is ${d.status === 'dead' ? 'dead' : 'not on foot'}: only a pedestrian commandeers a vehicle`, SECTION.pedestrians, ['driver']);
    const { s, v } = this.present(intent.vehicle, 'vehicle');
    const aboard = this.occupant(intent.vehicle);
    const deadIn = [...this.drivers.values()].some((x) => x.status === 'dead' && x.in === intent.vehicle);
    const ok = canCommandeer({
      speed: v.speed,
      capableOfMovement: capableOfMovement(s.card, v.state).capable,
      driver: aboard ? 'aboard' : deadIn ? 'dead' : 'vacated',
    });
    if (!ok.allowed) refuse(`The ${s.name}: ${ok.why.replace(/\.$/, '')}`, ok.rule, ['vehicle']);
    // The card's driver boxes are whoever is at the wheel: the pedestrian's hits come aboard with him (gaps.md #27).
    this.setV({ ...v, state: { ...v.state, damage: { ...v.state.damage, [driverComponent(s)]: d.hits } } });
    this.setD({ ...d, status: 'aboard', in: intent.vehicle });
    return {
      title: `${name} commandeers the ${s.name}`,
      rule: withGap(SECTION.pedestrians, 27),
      outcome: `${name} is at the wheel of the ${s.name} (${ok.why})`,
    };
  }

  private correct(intent: Extract<BcIntent, { kind: 'correct' }>) {
    const s = this.start(intent.vehicle, 'vehicle');
    const v = this.v(intent.vehicle);
    const bad = (what: string): never => refuse(what, SECTION.cards, ['at']);
    let words: string;
    if (intent.change === 'armour') {
      const block = ARMOUR_BLOCKS.find((b) => b === intent.at) ?? bad(`Name the armour block: one of ${ARMOUR_BLOCKS.join(', ')}`);
      const most = blockBoxes(s.card, block);
      if (intent.value > most) refuse(`The ${s.name}'s ${block} has ${most} boxes`, SECTION.cards, ['value']);
      this.setV({ ...v, state: { ...v.state, armour: { ...v.state.armour, [block]: intent.value } } });
      words = `${block} armour damage set to ${intent.value}`;
    } else if (intent.change === 'component') {
      const c = s.card.components.find((x) => x.id === intent.at) ?? bad(`Name the component: one of ${s.card.components.map((x) => x.id).join(', ')}`);
      if (intent.value > boxesOf(c)) refuse(`The ${s.name}'s ${c.label} has ${boxesOf(c)} boxes`, SECTION.cards, ['value']);
      this.setV({ ...v, state: { ...v.state, damage: { ...v.state.damage, [c.id]: intent.value } } });
      words = `${c.label} damage set to ${intent.value}`;
    } else if (intent.change === 'speed') {
      this.setV({ ...v, speed: intent.value });
      words = `speed set to ${intent.value}`;
    } else {
      const d = this.drivers.get(intent.vehicle)!;
      if (intent.value > 3) refuse('A driver is dead after three points of damage: 3 hits at most', SECTION.driver, ['value']);
      const alive = intent.value < 3;
      const status = alive ? (d.in !== null ? 'aboard' : 'onFoot') : 'dead';
      this.setD({ ...d, hits: intent.value, status, killedBy: alive ? null : d.killedBy, diedAt: alive ? null : (d.diedAt ?? this.now.acts + 1) });
      if (d.in !== null) {
        const carried = this.v(d.in);
        this.setV({ ...carried, state: { ...carried.state, damage: { ...carried.state.damage, [driverComponent(this.now.start.get(d.in)!)]: intent.value } } });
      }
      words = `${s.driverName}'s hits set to ${intent.value}`;
    }
    // A corrected card is a wreck or not by what it now shows; the wreck's credit stays with whoever made it.
    const after = this.v(intent.vehicle);
    const wrecked = isWreck(s, after);
    this.setV({ ...after, wrecked, wreckedBy: wrecked ? after.wreckedBy : null });
    return { title: `Correction: ${s.name}`, rule: SECTION.cards, outcome: `${words} (${intent.reason})` };
  }

  private endTurn(smokeMarkers: number) {
    for (const v of this.vehicles.values())
      if (v.stunned || v.cannotFire || v.firedAt.length || v.returned.length || v.dropped.length)
        this.setV({ ...v, stunned: false, cannotFire: false, firedAt: [], returned: [], dropped: [] });
    let removed = 0;
    for (let i = 1; i <= smokeMarkers; i++) {
      const r = smokeClears(this.dice, `smoke marker ${i}`);
      if (r.removed) removed++;
      if (this.words) this.steps.push(step(`Smoke marker ${i}`, [], [r.roll], r.removed ? 'removed' : 'stays', SECTION.smoke));
    }
    this.turn += 1;
    return {
      title: `End of turn ${this.turn - 1}`,
      rule: SECTION.turn,
      outcome: `Turn ${this.turn} begins${smokeMarkers ? `; ${removed} of ${smokeMarkers} smoke markers removed` : ''}`,
    };
  }
}
