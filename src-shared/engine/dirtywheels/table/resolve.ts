/**
 * One intent at the Dirty Wheels table, resolved by the engine's calculators on the table as it stands: the
 * resolution the page shows (every modifier, the target, each die), the card outcomes and the attacks of the turn.
 * The same code runs for a preview (on dice that roll nothing the organizer sees) and for the real roll. A refusal
 * is a `TableRefusal` citing its rule; the table service answers it as a conflict at the intent's field.
 */
import { TableRefusal } from '../../core/table';
import type { Dice, RollRecord } from '../../dice';
import * as match from '../match';
import { DirtyWheelsRuleError, modifier, SECTION, withGap } from '../sections';
import type { DirtyWheelsSettings } from '../settings';
import type { TableCar } from './cars';
import type { DwDie, DwEvent, DwIntent, DwModifier, DwOrder, DwResolution, DwStep } from './schema';

type Outcome = match.CardOutcome;
type Attack = { by: number; on: number; ram: boolean };

/** The table between two events: the cars' fixed numbers, their live cards, and where the turn stands. */
export interface TableNow {
  cars: Map<number, TableCar>;
  cards: Map<number, match.CarCard>;
  phase: 'start' | 'activations' | 'shock';
  round: number;
  turnsPlayed: number;
  order: DwOrder | null;
  /** Attacks made this turn, for the shock round. */
  attacks: Attack[];
  shockTested: Set<number>;
}

export interface Resolved {
  resolution: DwResolution;
  outcomes: Outcome[];
  attacks: Attack[];
  order: DwOrder | null;
}

/** A refusal citing the rule that forbids it; the table service answers it at the intent's field and writes nothing. */
function refuse(message: string, rule: string, path: (string | number)[] = []): never {
  throw new TableRefusal(message, rule, path);
}

const key = (vehicleId: number) => String(vehicleId);

function die(r: RollRecord, total: number | null, ok: boolean | null, rerolled = false): DwDie {
  return {
    seq: r.seq,
    notation: r.notation,
    purpose: r.purpose,
    faces: r.faces,
    value: r.value,
    mode: r.mode,
    total,
    ok,
    decided: r.decided ?? null,
    rerolled,
  };
}

const plainStep = (label: string, r: RollRecord, ok: boolean | null, result: string, need?: string): DwStep => ({
  label,
  count: null,
  modifiers: [],
  target: need ? { text: need, parts: [] } : null,
  dice: [die(r, r.value, ok)],
  result,
});

function attackStep(label: string, count: { text: string; parts: DwModifier[] }, a: match.AttackRolls): DwStep {
  return {
    label,
    count,
    modifiers: a.modifiers,
    target: { text: `over ${a.needsOver}`, parts: a.thresholdParts },
    dice: a.dice.map((d) => die(d.roll, d.total, d.exceeds)),
    result: a.damage ? '1 damage: a die exceeded armour less strength' : 'no damage',
  };
}

function testStep(label: string, t: match.TestResult, stat: DwModifier): DwStep {
  const dice = [...(t.firstRoll ? [die(t.firstRoll, t.firstRoll.value + t.total - t.roll.value, false, true)] : []), die(t.roll, t.total, t.success)];
  return {
    label,
    count: null,
    modifiers: t.modifiers,
    target: { text: `${t.target}+`, parts: [stat] },
    dice,
    result: t.success ? 'passed' : `failed by ${t.failedBy}`,
  };
}

export class TableResolver {
  constructor(
    private readonly now: TableNow,
    private readonly settings: DirtyWheelsSettings,
    private readonly dice: Dice,
    private readonly preview: boolean,
  ) {}

  private car(vehicleId: number, path: string): TableCar {
    const c = this.now.cars.get(vehicleId);
    if (!c) refuse(`Car ${vehicleId} is not in this match`, SECTION.rules, [path]);
    return c;
  }
  private card(vehicleId: number): match.CarCard {
    return this.now.cards.get(vehicleId)!;
  }
  /** A destroyed car "takes no further part" (gaps.md #36). */
  private acting(vehicleId: number, path: string): TableCar {
    const c = this.car(vehicleId, path);
    const card = this.card(vehicleId);
    if (card.destroyed) refuse(`${c.name} has been destroyed and takes no further part`, withGap(SECTION.shooting, 36), [path]);
    return c;
  }
  private target(vehicleId: number, actor: TableCar, path: string): TableCar {
    const t = this.car(vehicleId, path);
    if (t.vehicleId === actor.vehicleId) refuse(`${actor.name} cannot target itself`, SECTION.shooting, [path]);
    if (this.card(vehicleId).destroyed) refuse(`${t.name} is already destroyed`, withGap(SECTION.shooting, 36), [path]);
    return t;
  }
  private needsUpgrade(c: TableCar, upgrade: string, path = 'car'): void {
    if (!c.design.upgrades.includes(upgrade as never)) refuse(`${c.name} has no ${upgrade}`, SECTION.upgrades, [path]);
  }
  private activation(): void {
    if (this.now.phase !== 'activations')
      refuse(
        this.now.phase === 'start'
          ? 'Cars activate in initiative order: roll initiative for the round first'
          : 'The turn has ended: the shock round, then initiative for the next round',
        SECTION.rules,
      );
  }
  private damage(on: TableCar, by: TableCar | null, amount: number, source: string): Outcome[] {
    return amount > 0 ? [{ kind: 'damage', car: key(on.vehicleId), amount, ...(by ? { by: key(by.vehicleId) } : {}), source }] : [];
  }
  private done(
    title: string,
    rule: string,
    steps: DwStep[],
    outcome: string,
    rest: Partial<Omit<Resolved, 'resolution'>> & { notes?: string[] } = {},
  ): Resolved {
    return {
      resolution: { title, rule, steps, outcome, notes: rest.notes ?? [] },
      outcomes: rest.outcomes ?? [],
      attacks: rest.attacks ?? [],
      order: rest.order ?? null,
    };
  }

  resolve(intent: DwIntent): Resolved {
    try {
      return this.dispatch(intent);
    } catch (e) {
      // The calculators' own refusal already cites its rule in its message.
      if (e instanceof DirtyWheelsRuleError) throw new TableRefusal(e.message, '');
      throw e;
    }
  }

  private dispatch(intent: DwIntent): Resolved {
    switch (intent.kind) {
      case 'initiative':
        return this.initiative();
      case 'shoot':
        return this.shoot(intent);
      case 'ram':
        return this.ram(intent);
      case 'manoeuvre':
        return this.manoeuvre(intent);
      case 'shock':
        return this.shock(intent.car);
      case 'destruction':
        return this.destruction(intent);
      case 'gunner':
        return this.gunner(intent);
      case 'pipeBombs':
        return this.pipeBombs(intent);
      case 'harpoon':
        return this.harpoon(intent);
      case 'engine':
        return this.engine(intent.car);
      case 'move':
        return this.move(intent);
      case 'correct':
        return this.correct(intent);
      case 'endTurn':
        return this.endTurn();
    }
  }

  private initiative(): Resolved {
    if (this.now.phase === 'activations') refuse(`Round ${this.now.round} is under way: end the turn before rolling initiative again`, SECTION.rules);
    const running = [...this.now.cars.values()].filter((c) => !this.card(c.vehicleId).destroyed);
    const byName = new Map(running.map((c) => [c.name, c]));
    const entries = match.rollInitiative(
      this.dice,
      running.map((c) => {
        const card = this.card(c.vehicleId);
        return { id: c.name, initiative: c.driver.initiative, shockLoss: -(card.initiativeLoss + card.initiativeLossNextRound) };
      }),
      this.settings,
    );
    const order: DwOrder = entries.map((e) => ({ vehicleId: byName.get(e.id)!.vehicleId, total: e.total, modifiers: e.modifiers, rollOffs: e.rollOffs }));
    const steps = entries.map(
      (e): DwStep => ({
        label: e.id,
        count: null,
        modifiers: e.modifiers.slice(1),
        target: null,
        dice: e.roll ? [die(e.roll, e.total, null)] : [],
        result: `initiative score ${e.total}${e.rollOffs.length ? `, roll-off ${e.rollOffs.join(' then ')}` : ''}`,
      }),
    );
    const round = this.now.round + 1;
    return this.done(`Initiative for round ${round}`, SECTION.rules, steps, `Activation order: ${entries.map((e) => e.id).join(', ')}`, {
      order,
      notes: [
        `Ties: ${this.settings.initiativeTies === 'stat-then-roll-off' ? 'the higher initiative stat, then a roll-off' : 'a roll-off'} (${withGap(SECTION.rules, 11)})`,
      ],
    });
  }

  private shoot(i: Extract<DwIntent, { kind: 'shoot' }>): Resolved {
    this.activation();
    const shooter = this.acting(i.shooter, 'shooter');
    const target = this.target(i.target, shooter, 'target');
    const weapon = shooter.derived.weapons[i.weapon];
    if (!weapon) refuse(`${shooter.name} has ${shooter.derived.weapons.length} weapon(s); there is no weapon ${i.weapon + 1}`, SECTION.carTypes, ['weapon']);
    const traits = shooter.driver.traits;
    if (i.extraShot && !traits.includes('Trigger happy'))
      refuse(`${shooter.driver.name} is not Trigger happy: no additional shooting this turn`, SECTION.traits, ['extraShot']);
    const shot = match.shoot(
      this.dice,
      {
        shooter: shooter.name,
        target: target.name,
        weapon,
        aim: shooter.aim.parts,
        targetArmour: target.derived.armour.value,
        distance: i.distance,
        targetInFront: i.targetInFront,
        sniper: traits.includes('Sniper'),
        triggerHappy: traits.includes('Trigger happy'),
        extraShot: i.extraShot,
        bumpy: i.bumpy,
        facingBrightLights: i.facingBrightLights,
      },
      this.settings,
    );
    const title = `${shooter.name} shoots ${target.name} with the ${weapon.weapon} (${weapon.mount}, ${i.distance}" of ${weapon.range}")`;
    const steps: DwStep[] = [];
    if (shot.automatic) steps.push({ label: 'Flamethrower', count: null, modifiers: [], target: null, dice: [], result: 'automatically deals 1 damage' });
    else {
      if (shot.attacksRoll) steps.push(plainStep('Number of attacks', shot.attacksRoll, null, `${shot.attacksRoll.value} attacks`));
      const countText = shot.attacksRoll && this.preview ? `${weapon.attacksText}${traits.includes('Sniper') ? ' − 1' : ''}` : String(shot.attackCount.value);
      steps.push(attackStep('Attacks', { text: countText, parts: shot.attackCount.parts }, shot.attack!));
    }
    const outcome = shot.damage ? `1 damage to ${target.name}` : `${target.name} takes no damage`;
    return this.done(title, shot.rule, steps, outcome, {
      outcomes: this.damage(target, shooter, shot.damage, `${shooter.name}'s ${weapon.weapon}`),
      attacks: [{ by: shooter.vehicleId, on: target.vehicleId, ram: false }],
      notes: [`One damage at most per weapon (${withGap(SECTION.shooting, 2)})`],
    });
  }

  private ram(i: Extract<DwIntent, { kind: 'ram' }>): Resolved {
    this.activation();
    const rammer = this.acting(i.rammer, 'rammer');
    const target = this.target(i.target, rammer, 'target');
    const side = (c: TableCar) => ({
      id: c.name,
      armour: c.derived.armour.value,
      ramAttackBonus: c.derived.ramAttackBonus.value,
      explosiveRam: c.design.upgrades.includes('Explosive ram'),
    });
    const r = match.ram(
      this.dice,
      side(rammer),
      side(target),
      i.remaining === undefined ? undefined : { remaining: i.remaining, backwards: i.backwards, settings: this.settings },
    );
    const byName = new Map([rammer, target].map((c) => [c.name, c]));
    const steps: DwStep[] = [];
    const outcomes: Outcome[] = [];
    for (const a of r.attacks) {
      if (a.d3) steps.push(plainStep(`${a.attacker}: Explosive ram D3`, a.d3, null, `${a.d3.value + 2} attacks`));
      const label = a.attacker === a.defender ? `${a.attacker}'s Explosive ram against itself` : `${a.attacker} against ${a.defender}`;
      steps.push(attackStep(label, { text: String(a.count.value), parts: a.count.parts }, a.attack));
      const on = byName.get(a.defender)!;
      const by = byName.get(a.attacker)!;
      outcomes.push(...this.damage(on, on === by ? null : by, a.attack.damage, `ram (${a.attacker})`));
    }
    if (r.attacks.length === 0)
      steps.push({ label: 'Armour equal', count: null, modifiers: [], target: null, dice: [], result: 'no attacks: neither car has the higher armour' });
    const words = [rammer, target].map((c) => `${c.name} ${r.damage[c.name] ?? 0}`).join(', ');
    let moveOn = 'the remaining movement was not given';
    const carry = r.carry;
    if (carry && i.remaining !== undefined) {
      moveOn = `${rammer.name} and ${target.name} move on ${match.inchesText(carry.rammer)}${i.backwards ? ' backwards' : ''}`;
      steps.unshift({
        label: 'Continued movement',
        count: null,
        modifiers: [],
        target: null,
        dice: [],
        measure: {
          text: `${match.inchesText(i.remaining)} × 1/3${i.backwards && this.settings.backwardsCarry === 'counts-double' ? ' ÷ 2' : ''}`,
          parts: carry.parts,
        },
        result: `${rammer.name} ${match.inchesText(carry.rammer)}, ${target.name} ${match.inchesText(carry.target)}`,
      });
    }
    const fractions = this.settings.movementFractions === 'exact' ? 'measured exactly' : `rounded ${this.settings.movementFractions} to a whole inch`;
    return this.done(`${rammer.name} rams ${target.name}`, SECTION.ramming, steps, `${moveOn}; damage: ${words}`, {
      outcomes,
      attacks: [
        { by: rammer.vehicleId, on: target.vehicleId, ram: true },
        { by: target.vehicleId, on: rammer.vehicleId, ram: true },
      ],
      notes: [
        `The normal move ends; both cars move on 1/3 of the remaining movement in the original direction, ${fractions} (house rule, ${withGap(SECTION.ramming, 37)})`,
        `+2 on each die instead of aim, strength 0 (${withGap(SECTION.ramming, 18)})`,
      ],
    });
  }

  private manoeuvre(i: Extract<DwIntent, { kind: 'manoeuvre' }>): Resolved {
    this.activation();
    const c = this.acting(i.car, 'car');
    const r = match.manoeuvre(this.dice, { car: c.name, manoeuvre: i.manoeuvre, skill: c.driver.skill, mud: i.mud });
    const outcome =
      r.outcome === 'performed'
        ? `${c.name} performs the ${i.manoeuvre}`
        : r.outcome === 'stays-put'
          ? `${c.name} stays put`
          : `${c.name} stays put and takes 1 damage`;
    return this.done(
      `${c.name}: ${i.manoeuvre}`,
      r.rule,
      [testStep('Skill test', r.test, modifier(`${c.driver.name}'s skill`, c.driver.skill, SECTION.statTable))],
      outcome,
      {
        outcomes: this.damage(c, null, r.damage, `failed ${i.manoeuvre}`),
        notes: ['Failed by 1 or 2: stays put; by more: stays put and takes one damage (Manoeuvres)'],
      },
    );
  }

  private shock(vehicleId: number): Resolved {
    const c = this.car(vehicleId, 'car');
    if (this.now.phase !== 'shock') refuse('The shock round comes at the end of the turn, once all cars have activated: end the turn first', SECTION.shock);
    if (this.card(vehicleId).destroyed) refuse(`${c.name} has been destroyed and takes no further part`, withGap(SECTION.shooting, 36), ['car']);
    const against = this.now.attacks.filter((a) => a.on === vehicleId);
    if (against.length === 0) refuse(`${c.driver.name} was not the target of an attack this turn: no bravery test`, SECTION.shock, ['car']);
    if (this.now.shockTested.has(vehicleId)) refuse(`${c.driver.name} has taken this turn's bravery test`, withGap(SECTION.shock, 27), ['car']);
    const r = match.shockTest(this.dice, {
      driver: c.driver.name,
      bravery: c.driver.bravery,
      rammed: against.some((a) => a.ram),
      attackersAllDestroyed: against.every((a) => this.card(a.by).destroyed),
      crazy: c.driver.traits.includes('Crazy'),
    });
    const lasts = this.settings.shockInitiativeLoss;
    const steps = r.test ? [testStep('Bravery test', r.test, modifier(`${c.driver.name}'s bravery`, c.driver.bravery, SECTION.statTable))] : [];
    const outcome = !r.tested
      ? `${c.driver.name} takes no bravery test: every car that attacked the ${c.name} this turn has since been destroyed`
      : r.initiativeChange
        ? `${c.driver.name} loses ${-r.initiativeChange} initiative (${lasts === 'rest-of-game' ? 'for the rest of the game' : 'next round'})`
        : `${c.driver.name} keeps their nerve`;
    return this.done(`Shock round: ${c.driver.name} (${c.name})`, r.rule, steps, outcome, {
      outcomes: r.initiativeChange ? [{ kind: 'initiative-loss', car: key(vehicleId), amount: -r.initiativeChange, lasts }] : [],
      notes: [`One test per driver per shock round; the loss lasts per the house rule (${withGap(SECTION.shock, 27)})`],
    });
  }

  private destruction(i: Extract<DwIntent, { kind: 'destruction' }>): Resolved {
    const c = this.car(i.car, 'car');
    const card = this.card(i.car);
    if (!card.destroyed)
      refuse(`${c.name} is not destroyed: the table is rolled "if a car takes as much or more damage as it has structure"`, SECTION.shooting, ['car']);
    if (card.destruction) refuse(`${c.name} has already rolled on the destruction table`, SECTION.destruction, ['car']);
    const within = i.within3.map((v, n) => this.car(v, `within3.${n}`));
    const r = match.rollDestruction(this.dice, c.name);
    const byName = new Map(within.map((w) => [w.name, w]));
    const outcomes = match
      .explosionOutcomes(
        r,
        within.map((w) => w.name),
      )
      .map((o): Outcome => ('car' in o ? { ...o, car: o.car === c.name ? key(c.vehicleId) : key(byName.get(o.car)!.vehicleId) } : o));
    const hit = r.row.explosion ? within.map((w) => w.name) : [];
    const move = match.destructionMove(r.row, card, this.settings);
    const steps = [plainStep('Destruction table', r.roll, null, r.row.alone)];
    if (move)
      steps.push({
        label: move.direction === 'forward' ? 'Drives on' : 'Rolls over',
        count: null,
        modifiers: [],
        target: null,
        dice: [],
        measure: { text: match.inchesText(move.inches), parts: [modifier(move.text, move.inches, move.rule)] },
        result: move.text,
      });
    return this.done(`${c.name} destroyed: destruction table`, r.rule, steps, r.row.alone, {
      outcomes,
      notes: [
        r.row.explosion ? (hit.length ? `1 damage to ${hit.join(', ')} (${withGap(SECTION.destruction, 30)})` : 'No car within 3" was marked') : 'No explosion',
      ],
    });
  }

  private gunner(i: Extract<DwIntent, { kind: 'gunner' }>): Resolved {
    this.activation();
    const c = this.acting(i.car, 'car');
    this.needsUpgrade(c, 'Gunner');
    const t = this.target(i.target, c, 'target');
    const r = match.gunner(this.dice, { car: c.name, target: t.name, aimAt: i.aimAt, distance: i.distance });
    const outcomes: Outcome[] = r.destroysCar
      ? [{ kind: 'destroyed', car: key(t.vehicleId), by: key(c.vehicleId), source: `${c.name}'s gunner hit the driver` }]
      : r.speedLoss
        ? [{ kind: 'speed-loss', car: key(t.vehicleId), inches: r.speedLoss, source: `${c.name}'s gunner hit the tires` }]
        : [];
    return this.done(
      `${c.name}'s gunner fires at ${t.name}'s ${i.aimAt}`,
      r.rule,
      [plainStep('Gunner', r.roll, r.hit, r.roll.decided ?? '', i.aimAt === 'tires' ? '4+' : '6+')],
      r.hit ? (r.destroysCar ? `${t.name} is destroyed` : `${t.name} loses ${r.speedLoss}" of speed`) : 'Missed',
      { outcomes, attacks: [{ by: c.vehicleId, on: t.vehicleId, ram: false }] },
    );
  }

  private pipeBombs(i: Extract<DwIntent, { kind: 'pipeBombs' }>): Resolved {
    this.activation();
    const c = this.acting(i.car, 'car');
    this.needsUpgrade(c, 'Pipe bombs');
    const targets = i.targets.map((v, n) => this.target(v, c, `targets.${n}`));
    const r = match.pipeBombs(
      this.dice,
      { car: c.name, aim: c.aim.parts, targets: targets.map((t) => ({ id: t.name, armour: t.derived.armour.value })) },
      this.settings,
    );
    const steps = [plainStep('Number of attacks (D3)', r.d3, null, `${r.d3.value} attacks against each car`)];
    const outcomes: Outcome[] = [];
    r.perTarget.forEach((p, n) => {
      const t = targets[n]!;
      steps.push(attackStep(`Against ${t.name}`, { text: this.preview ? 'D3' : String(r.d3.value), parts: [] }, p.attack));
      outcomes.push(...this.damage(t, c, p.attack.damage, `${c.name}'s pipe bombs`));
    });
    const hit = r.perTarget.filter((p) => p.attack.damage).map((p) => p.target);
    return this.done(`${c.name} drops pipe bombs`, r.rule, steps, hit.length ? `1 damage to ${hit.join(', ')}` : 'No damage', {
      outcomes,
      attacks: targets.map((t) => ({ by: c.vehicleId, on: t.vehicleId, ram: false })),
      notes: [`Aim: ${this.settings.pipeBombAim === 'driver-aim' ? "the driver's shooting aim" : 'none'} (${withGap(SECTION.upgrades, 23)})`],
    });
  }

  private harpoon(i: Extract<DwIntent, { kind: 'harpoon' }>): Resolved {
    this.activation();
    const c = this.acting(i.car, 'car');
    this.needsUpgrade(c, 'Harpoon');
    const t = this.target(i.target, c, 'target');
    const r = match.harpoon(this.dice, { car: c.name, target: t.name, alreadyFired: this.card(c.vehicleId).harpoonFired });
    return this.done(
      `${c.name} fires the harpoon at ${t.name}`,
      r.rule,
      [plainStep('Harpoon', r.roll, r.hit, r.roll.decided ?? '', '3+')],
      r.hit ? `1 damage to ${t.name}; the two are tethered` : 'Missed; the harpoon is spent',
      {
        outcomes: [{ kind: 'harpoon-fired', car: key(c.vehicleId) }, ...this.damage(t, c, r.damage, `${c.name}'s harpoon`)],
        attacks: [{ by: c.vehicleId, on: t.vehicleId, ram: false }],
      },
    );
  }

  private engine(vehicleId: number): Resolved {
    this.activation();
    const c = this.acting(vehicleId, 'car');
    this.needsUpgrade(c, 'Experimental engine');
    const r = match.experimentalEngine(this.dice, c.name);
    const allowance = match.movementAllowance({ speed: this.card(vehicleId).speed, boostInches: r.inches });
    return this.done(
      `${c.name}: Experimental engine`,
      r.rule,
      [
        plainStep('Boost (D3+3")', r.boost, null, `+${r.inches}"`),
        plainStep('Damage on a 4+', r.damageRoll, r.damage === 0, r.damage ? '1 damage' : 'no damage', '4+ damages'),
      ],
      `Moves up to ${allowance.value}" this activation${r.damage ? `; ${c.name} takes 1 damage` : ''}`,
      { outcomes: this.damage(c, null, r.damage, 'Experimental engine') },
    );
  }

  /** The Rules' distances, measured and not rolled: a preview only, so the log keeps what happened, not what was measured. */
  private move(i: Extract<DwIntent, { kind: 'move' }>): Resolved {
    if (!this.preview) refuse('Movement is measured, not rolled: nothing is written (preview it)', SECTION.rules);
    const c = this.acting(i.car, 'car');
    const traits = c.driver.traits;
    if (i.speedDemon && !traits.includes('Speed demon')) refuse(`${c.driver.name} is not a Speed demon`, SECTION.traits, ['speedDemon']);
    if (i.boost && !c.design.upgrades.includes('Experimental engine')) refuse(`${c.name} has no Experimental engine`, SECTION.upgrades, ['boost']);
    const allowance = match.movementAllowance({ speed: this.card(i.car).speed, mud: i.mud, boostInches: i.boost, speedDemon: i.speedDemon });
    const seg = match.segments(allowance.value, traits.includes('Expert driver'));
    const back = match.backwardsReach(allowance.value, this.settings);
    const measure = (label: string, text: string, parts: DwModifier[], result: string): DwStep => ({
      label,
      count: null,
      modifiers: [],
      target: null,
      dice: [],
      measure: { text, parts },
      result,
    });
    const steps = [
      measure('Movement', `${allowance.value}"`, allowance.parts, `up to ${allowance.value}"`),
      measure(
        'Segments',
        `${seg.count} × ${seg.length}"`,
        [modifier(`${seg.length}" segments`, seg.length, seg.rule)],
        `${seg.count} segment${seg.count === 1 ? '' : 's'} of ${seg.length}", a turn of up to 90° before each`,
      ),
      measure(
        'Reversing',
        `${match.inchesText(allowance.value)} ÷ 2`,
        [modifier('Each inch backwards counts as two', back.inches, back.rule)],
        `up to ${match.inchesText(back.inches)} backwards`,
      ),
    ];
    if (i.dragRemaining !== undefined) {
      const drag = match.harpoonDrag(i.dragRemaining, this.settings);
      steps.push(
        measure('Harpoon tether', `${match.inchesText(i.dragRemaining)} ÷ 2`, [modifier('Remaining movement halved', drag.inches, drag.rule)], drag.text),
      );
    }
    const fractions = this.settings.movementFractions === 'exact' ? 'measured exactly' : `rounded ${this.settings.movementFractions}`;
    return this.done(
      `${c.name} moves`,
      SECTION.rules,
      steps,
      `${c.name} moves up to ${allowance.value}" in ${seg.count} segment${seg.count === 1 ? '' : 's'}`,
      {
        notes: [`Fractions of an inch ${fractions} (house rule, ${withGap(SECTION.ramming, 37)})`],
      },
    );
  }

  private correct(i: Extract<DwIntent, { kind: 'correct' }>): Resolved {
    const c = this.car(i.car, 'car');
    const source = `correction: ${i.reason}`;
    const o: Outcome =
      i.change === 'damage'
        ? { kind: 'damage', car: key(c.vehicleId), amount: i.amount, source }
        : i.change === 'speed-loss'
          ? { kind: 'speed-loss', car: key(c.vehicleId), inches: i.amount, source }
          : i.change === 'initiative-loss'
            ? { kind: 'initiative-loss', car: key(c.vehicleId), amount: i.amount, lasts: 'rest-of-game' }
            : { kind: 'destroyed', car: key(c.vehicleId), source };
    const what =
      i.change === 'destroyed'
        ? 'marked destroyed'
        : `${i.amount} ${i.change === 'damage' ? 'damage' : i.change === 'speed-loss' ? '" of speed lost' : 'initiative lost'}`;
    return this.done(`Correction to ${c.name}'s card`, 'Organizer', [], `${c.name}: ${what}`, { outcomes: [o], notes: [`Reason: ${i.reason}`] });
  }

  private endTurn(): Resolved {
    this.activation();
    const due = [...this.now.cars.values()].filter((c) => this.now.attacks.some((a) => a.on === c.vehicleId) && !this.card(c.vehicleId).destroyed);
    return this.done(
      `End of round ${this.now.round}`,
      SECTION.shock,
      [],
      due.length ? `Shock round: ${due.map((c) => c.driver.name).join(', ')} test bravery` : 'Shock round: nobody was attacked',
      {
        outcomes: [{ kind: 'turn-ended' }],
      },
    );
  }
}

/** Apply one stored event to the table: the cards through the engine's reducer, then the turn's bookkeeping. */
export function step(now: TableNow, e: Extract<DwEvent, { t: 'act' }>): TableNow {
  const cards = match.applyOutcomes([...now.cards.values()], e.outcomes);
  const next: TableNow = {
    ...now,
    cards: new Map(cards.map((c) => [Number(c.id), c])),
    attacks: [...now.attacks, ...e.attacks],
    shockTested: new Set(now.shockTested),
  };
  const k = e.intent.kind;
  if (k === 'initiative') return { ...next, phase: 'activations', round: now.round + 1, order: e.order, attacks: [], shockTested: new Set() };
  if (k === 'endTurn') return { ...next, phase: 'shock', turnsPlayed: now.turnsPlayed + 1 };
  if (k === 'shock') next.shockTested.add(e.intent.car);
  return next;
}
