/** Maneuvers, hazards, recovering from a loss of control, and the veer of a driverless car (Part IV). */
import { car as carRules, match } from '..';
import { SECTION } from '../match/sections';
import { SeededDice, type Dice } from '../../dice';
import type { CalculatorInput, ResolutionStep } from './types';
import type { Calculator, Blocker } from './calculator';
import {
  applyHazard,
  applyTire,
  checkStep,
  driverless,
  hazardDriver,
  hazardVehicle,
  loseHandling,
  maxHandlingNow,
  rerollsOf,
  spendRerolls,
  type Resolver,
} from './resolver';
import type { Table, TableCar } from './cars';

const at = ['calculator', 'vehicleId'];

/** Turn mode at the current speed: speed ÷ maximum handling now, tweaks, and ice (gaps.md #32, #39, #42). */
export function turnModeNow(c: TableCar, table: Table): { turnMode: number; modifiers: match.Modifier[] } {
  const base = carRules.turnMode(c.state.speed, maxHandlingNow(c), c.info.tweaks);
  return match.turnModeOnSurface(base, table.surface, c.driver().talents, table.settings.match);
}

function drivingBlockers(c: TableCar): Blocker[] {
  const out: Blocker[] = [];
  const gone = driverless(c);
  if (gone) out.push({ reason: gone, rule: SECTION.uncontrolled });
  return out;
}

export const maneuver: Calculator<'maneuver'> = {
  title: (table, input) => `${input.maneuver === 'turn' ? 'Hex-side turn' : 'Drift'} ${input.side}: ${table.car(input.vehicleId, at).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, at);
    const out = drivingBlockers(c);
    if (c.state.control === 'major-skid' || c.state.control === 'spin' || c.state.control === 'rollover') {
      out.push({ reason: `No maneuvers until the car recovers from its ${c.state.control.replace('-', ' ')}`, rule: SECTION.lossOfControl });
    }
    if (c.state.control === 'fishtail') out.push({ reason: 'No other maneuvers while in the fishtail', rule: SECTION.lossOfControl });
    if (c.state.suspensionBroken)
      out.push({ reason: 'A broken suspension keeps the car out of control until it stops', rule: 'Part II › Final characteristics › Handling' });
    return out;
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, at);
    const cost = match.maneuverCost(input.maneuver, c.state.speed, table.settings.match);
    const tm = turnModeNow(c, table);
    const short = tm.turnMode - input.hexesStraight;
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: 'Handling cost',
          modifiers: [cost],
          target: null,
          rolls: [],
          outcome: `−${cost.value} handling (now ${c.state.handling})`,
          tone: 'neutral',
          rule: cost.rule,
        },
        {
          vehicleId: c.info.vehicleId,
          label: 'Turn mode',
          modifiers: tm.modifiers,
          target: null,
          rolls: [],
          outcome:
            short > 0
              ? `Turn mode ${tm.turnMode}, ${input.hexesStraight} hex${input.hexesStraight === 1 ? '' : 'es'} straight: a maneuver hazard (${short} short)`
              : `Turn mode ${tm.turnMode} met: no maneuver hazard`,
          tone: short > 0 ? 'failure' : 'success',
          rule: SECTION.turnMode,
        },
      ],
      notes: input.roadHazard ? [`The ${input.roadHazard.kind} on the hex is a road hazard for this maneuver.`] : [],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, at);
    const cause: match.DirectionCause = { lastManeuver: { kind: input.maneuver, side: input.side } };
    r.effect(c, { field: 'lastManeuver', to: { kind: input.maneuver, side: input.side } }, `Last maneuver: ${input.maneuver} ${input.side}`, SECTION.maneuvers);
    const cost = match.maneuverCost(input.maneuver, c.state.speed, r.table.settings.match);
    r.step({
      vehicleId: c.info.vehicleId,
      label: input.maneuver === 'turn' ? 'Hex-side turn' : 'Drift',
      modifiers: [cost],
      outcome: `−${cost.value} handling`,
      rule: cost.rule,
    });
    loseHandling(r, c, cost.value, `${input.maneuver === 'turn' ? 'Hex-side turn' : 'Drift'}: −${cost.value} handling`, cost.rule, cause);
    const tm = turnModeNow(c, r.table);
    const hazard = match.maneuverHazard(
      r.dice,
      { turnMode: tm.turnMode, hexesStraight: input.hexesStraight, hazardThisOrPreviousMp: input.hazardThisOrPreviousMp },
      hazardDriver(c),
      hazardVehicle(c, r.table),
    );
    if (hazard) {
      r.step({
        vehicleId: c.info.vehicleId,
        label: 'Maneuver hazard rating',
        modifiers: hazard.ratingModifiers,
        outcome: `Turn mode ${tm.turnMode}, ${input.hexesStraight} straight: rating ${hazard.rating}`,
        rule: SECTION.maneuverHazards,
      });
      if (!driverless(c)) applyHazard(r, c, hazard, 'Maneuver hazard', cause);
    }
    if (input.roadHazard && !driverless(c)) {
      const road = match.roadHazard(
        r.dice,
        { kind: input.roadHazard.kind, rating: input.roadHazard.rating, surface: r.table.surface },
        hazardDriver(c),
        hazardVehicle(c, r.table),
        r.table.settings.match,
      );
      r.step({
        vehicleId: c.info.vehicleId,
        label: `${input.roadHazard.kind} rating`,
        modifiers: road.ratingModifiers,
        outcome: `Rating ${road.rating}`,
        rule: SECTION.roadHazards,
      });
      applyHazard(r, c, road, `Road hazard (${input.roadHazard.kind})`, cause);
      if (input.roadHazard.kind === 'debris' && road.handlingLoss > 0) lostToObstacle(r, c);
    }
    return `${c.info.name}: ${input.maneuver} ${input.side}, handling ${c.state.handling}`;
  },
};

function lostToObstacle(r: Resolver, c: TableCar) {
  if (!c.state.lostHandlingToObstacleThisTurn) {
    r.effect(
      c,
      { field: 'lostHandlingToObstacleThisTurn', to: true },
      'Lost handling to an obstacle or debris this turn: −1 to its shots',
      `${SECTION.gunnery} (gaps.md #48)`,
    );
  }
}

export const hazard: Calculator<'hazard'> = {
  title(table, input) {
    const name = table.car(input.vehicleId, at).info.name;
    const h = input.hazard;
    const what =
      h.type === 'road'
        ? `Road hazard (${h.road})`
        : h.type === 'obstacle'
          ? `Obstacle rated ${h.rating}`
          : h.type === 'oil-entry'
            ? 'Entering oil'
            : 'Hazard from being damaged';
    return `${what}: ${name}`;
  },
  blockers(table, input) {
    const c = table.car(input.vehicleId, at);
    const out = drivingBlockers(c);
    if (input.hazard.type === 'damaged' && c.state.damagedCheckThisPhase)
      out.push({ reason: 'Only one check per phase, however often the car is hit', rule: SECTION.damagedHazard });
    return out;
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, at);
    const h = input.hazard;
    const notes: string[] = [];
    if (h.type === 'road') notes.push('A road hazard counts only when the car turns, drifts or is out of control on the hex.');
    if (h.type === 'oil-entry' && match.OIL_RATING_BY_SURFACE[table.surface] === 0) notes.push('Oil on dirt is rating 0: no check.');
    if (c.info.breaksOn !== null) notes.push(`The overloaded suspension breaks on ${c.info.breaksOn}+ (1d6 + the hazard rating).`);
    // The rating and the check's target do not depend on the dice: work them out on dice nobody keeps, show only those.
    const scratch = new SeededDice(0);
    const res = hazardOn(scratch, table, c, h);
    const steps: ResolutionStep[] = [];
    for (const [label, x] of res) {
      if (!x) continue;
      const rule = SECTION.roadHazards;
      steps.push({
        vehicleId: c.info.vehicleId,
        label: `${label}: hazard rating`,
        modifiers: x.ratingModifiers,
        target: null,
        rolls: [],
        outcome: x.ignored ? 'Ignored: the tires take no notice of it' : `Rating ${x.rating}`,
        tone: 'neutral',
        rule,
      });
      if (x.check) {
        steps.push({
          vehicleId: c.info.vehicleId,
          label: `${label}: driving check`,
          modifiers: x.checkModifiers,
          target: x.check.target,
          rolls: [],
          outcome: `${x.check.target} or less on 1d6 keeps the handling`,
          tone: 'neutral',
          rule,
        });
      }
    }
    return { steps, notes };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, at);
    const driver = hazardDriver(c);
    const vehicle = hazardVehicle(c, r.table);
    const h = input.hazard;
    switch (h.type) {
      case 'road': {
        const res = match.roadHazard(r.dice, { kind: h.road, rating: h.rating, surface: r.table.surface }, driver, vehicle, r.table.settings.match);
        r.step({
          vehicleId: c.info.vehicleId,
          label: `${h.road} rating`,
          modifiers: res.ratingModifiers,
          outcome: `Rating ${res.rating}`,
          rule: SECTION.roadHazards,
        });
        applyHazard(r, c, res, `Road hazard (${h.road})`);
        if (h.road === 'debris' && res.handlingLoss > 0) lostToObstacle(r, c);
        break;
      }
      case 'obstacle': {
        const res = match.obstacleHazard(r.dice, { rating: h.rating, maneuvering: h.maneuvering }, driver, vehicle);
        r.step({
          vehicleId: c.info.vehicleId,
          label: 'Obstacle rating',
          modifiers: res.ratingModifiers,
          outcome: `Rating ${res.rating}: loses ${Math.max(1, Math.ceil(res.rating / 2))} handling, 1 less on a success`,
          rule: SECTION.obstacleHazards,
        });
        applyHazard(r, c, res, 'Obstacle');
        if (res.maneuverCheck) applyHazard(r, c, res.maneuverCheck, 'Obstacle as a road hazard (maneuvering)');
        if (res.handlingLoss + (res.maneuverCheck?.handlingLoss ?? 0) > 0) lostToObstacle(r, c);
        break;
      }
      case 'oil-entry': {
        const res = match.oilEntry(r.dice, r.table.surface, driver, vehicle);
        if (!res) {
          r.step({ vehicleId: c.info.vehicleId, label: 'Oil on dirt', outcome: 'Rating 0: no check', tone: 'success', rule: SECTION.oilAndCaltrops });
          break;
        }
        applyHazard(r, c, res, 'Entering oil (as an obstacle at rating 0)');
        break;
      }
      case 'damaged': {
        const res = match.damagedHazard(r.dice, c.state.damagedCheckThisPhase, driver, vehicle);
        r.effect(c, { field: 'damagedCheckThisPhase', to: true }, 'Checked for damage this phase', SECTION.damagedHazard);
        if (res) applyHazard(r, c, res, 'Hazard from being damaged');
        break;
      }
    }
    return `${this.title(r.table, input)} — handling ${c.state.handling}`;
  },
};

type HazardIn = Extract<CalculatorInput, { kind: 'hazard' }>['hazard'];

/** The engine's hazard for this input, with the label of each check it makes (an obstacle may make two). */
function hazardOn(dice: Dice, table: Table, c: TableCar, h: HazardIn): [string, match.HazardResult | null][] {
  const driver = hazardDriver(c);
  const vehicle = hazardVehicle(c, table);
  switch (h.type) {
    case 'road':
      return [
        [`Road hazard (${h.road})`, match.roadHazard(dice, { kind: h.road, rating: h.rating, surface: table.surface }, driver, vehicle, table.settings.match)],
      ];
    case 'obstacle': {
      const res = match.obstacleHazard(dice, { rating: h.rating, maneuvering: h.maneuvering }, driver, vehicle);
      return [
        ['Obstacle', res],
        ['Obstacle as a road hazard (maneuvering)', res.maneuverCheck ?? null],
      ];
    }
    case 'oil-entry':
      return [['Entering oil', match.oilEntry(dice, table.surface, driver, vehicle)]];
    case 'damaged':
      return [['Hazard from being damaged', match.damagedHazard(dice, c.state.damagedCheckThisPhase, driver, vehicle)]];
  }
}

export const recovery: Calculator<'recovery'> = {
  title: (table, input) => `This phase out of control: ${table.car(input.vehicleId, at).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, at);
    const s = c.state.control;
    if (s === 'in-control') return [{ reason: `${c.info.name} is in control`, rule: SECTION.lossOfControl }];
    if (s === 'minor-skid' || s === 'fishtail')
      return [
        {
          reason: `A ${s.replace('-', ' ')} needs no recovery: it ends with the next MP spent, when the phase is over`,
          rule: `${SECTION.lossOfControl} (gaps.md #43)`,
        },
      ];
    if (s !== 'rollover') return drivingBlockers(c);
    return [];
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, at);
    const s = c.state.control;
    const row = match.LOSS_OF_CONTROL_TABLE.find((x) => x.event === s);
    return { steps: [], notes: row ? [row.text] : [] };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, at);
    const s = c.state.control;
    const row = match.LOSS_OF_CONTROL_TABLE.find((x) => x.event === s)!;
    if (s === 'major-skid' || s === 'spin') {
      const d = c.driver();
      const res = match.recoveryCheck(r.dice, { event: s, speed: c.state.speed, driving: d.driving, wheelGuards: c.info.wheelGuards, rerolls: rerollsOf(d) });
      checkStep(r, c, `${row.label}: recovery check`, res.modifiers, res.check, SECTION.lossOfControl, {
        success: 'Recovers',
        failure: `The ${row.label.toLowerCase()} goes on`,
      });
      spendRerolls(r, c, d, res.rerollsUsed);
      if (res.check.success) {
        r.effect(c, { field: 'control', to: 'in-control' }, `Recovered from the ${row.label.toLowerCase()}`, SECTION.lossOfControl);
        if (s === 'spin') r.note(`${c.info.name}: next phase, face it the way it was travelling during the spin and move normally.`);
        return `${c.info.name} recovers from the ${row.label.toLowerCase()}`;
      }
      perPhaseLoss(r, c, row);
      if (c.state.speed === 0) {
        r.effect(c, { field: 'control', to: 'in-control' }, `Stopped: the ${row.label.toLowerCase()} ends`, SECTION.lossOfControl);
        return `${c.info.name}: the ${row.label.toLowerCase()} ends at speed 0`;
      }
      return `${c.info.name}: still in a ${row.label.toLowerCase()}, speed ${c.state.speed}`;
    }
    // A rollover goes on, losing 2 speed and 2 MP a phase, until it stops; then it lands (gaps.md #44).
    perPhaseLoss(r, c, row);
    if (c.state.speed > 0) return `${c.info.name}: still rolling, speed ${c.state.speed}`;
    const landing = match.rolloverLanding(r.dice);
    r.step({
      vehicleId: c.info.vehicleId,
      label: 'Rollover: landing',
      rolls: [landing.roll],
      outcome: `${landing.roll.value}: ${landing.onWheels ? 'lands on its wheels' : 'on its side or roof — out of the heat'}`,
      tone: landing.onWheels ? 'success' : 'failure',
      rule: landing.rule,
    });
    r.effect(c, { field: 'control', to: 'in-control' }, 'The rollover has stopped', landing.rule);
    if (!landing.onWheels) r.effect(c, { field: 'outOfHeat', to: true }, 'On its side or roof: out of the heat (not destroyed)', landing.rule);
    return `${c.info.name}: rollover ends ${landing.onWheels ? 'on its wheels' : 'on its roof'}`;
  },
};

function perPhaseLoss(r: Resolver, c: TableCar, row: match.LossOfControlRow) {
  const speed = Math.min(row.perPhase.speed, c.state.speed);
  if (speed > 0) r.effect(c, { field: 'speed', add: -speed }, `${row.label}: −${speed} speed this phase`, SECTION.lossOfControl);
  if (row.perPhase.mp > 0) r.effect(c, { field: 'mpLost', add: row.perPhase.mp }, `${row.label}: −${row.perPhase.mp} MP this phase`, SECTION.lossOfControl);
}

export const veer: Calculator<'veer'> = {
  title: (table, input) => `Veer: ${table.car(input.vehicleId, at).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, at);
    return driverless(c) ? [] : [{ reason: `${c.info.name} still has its driver: only a driverless car veers`, rule: `${SECTION.uncontrolled} (gaps.md #46)` }];
  },
  preview: () => ({
    steps: [],
    notes: ['1d6 each time a driverless car enters a hazard or obstacle hex: 1 turn left, 2 drift left, 3–4 straight, 5 drift right, 6 turn right.'],
  }),
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, at);
    const v = match.uncontrolledVeer(r.dice);
    r.step({ vehicleId: c.info.vehicleId, label: 'Veer table', rolls: [v.roll], outcome: `${v.roll.value}: ${v.label}`, rule: v.rule });
    r.note(`${c.info.name}: ${v.label.toLowerCase()}.`);
    return `${c.info.name} veers: ${v.label.toLowerCase()}`;
  },
};

export const caltrops: Calculator<'caltrops'> = {
  title: (table, input) => `Caltrops: ${table.car(input.vehicleId, at).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, at);
    return c.state.outOfHeat ? [{ reason: `${c.info.name} is out of the heat`, rule: SECTION.lossOfControl }] : [];
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, at);
    const mods = match.tireDamageModifiers({ source: 'caltrops', wheelGuards: c.info.wheelGuards });
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: 'Tire damage',
          modifiers: mods,
          target: null,
          rolls: [],
          outcome: `1d6 + 2 on the tire damage table: 4+ is 1 point, 6+ is 2 (tires ${c.state.tireDamage}, toughness ${c.info.tireToughness})`,
          tone: 'neutral',
          rule: SECTION.oilAndCaltrops,
        },
      ],
      notes: ['Wheel guards have no effect on this roll. The caltrops marker is removed from the track once hit.'],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, at);
    const tire = match.rollTireDamage(r.dice, { source: 'caltrops', wheelGuards: c.info.wheelGuards });
    const acc = match.accumulateTireDamage(c.state.tireDamage, tire.points, c.info.tireToughness);
    applyTire(r, c, tire, acc.handlingPenalties, SECTION.oilAndCaltrops);
    r.note('Remove the caltrops marker: caltrops are removed from the track once they are hit.');
    return `${c.info.name} runs over caltrops: ${tire.points} tire damage`;
  },
};
