/** The start of a turn: initiative, speed changes, movement points and driver's option points (Parts III and IV). */
import { car as carRules, match } from '..';
import { SECTION } from '../match/sections';
import type { Blocker, Calculator } from './calculator';
import { checkStep, driverless, rerollsOf, spendRerolls } from './resolver';
import type { Table, TableCar } from './cars';

const gone = (car: TableCar): Blocker[] => {
  const why = driverless(car);
  return why ? [{ reason: why, rule: SECTION.uncontrolled }] : [];
};

export const initiative: Calculator<'initiative'> = {
  title: () => 'Initiative',
  blockers: (table, input) => input.vehicleIds.flatMap((id, i) => gone(table.car(id, ['calculator', 'vehicleIds', i]))),
  preview(table, input) {
    return {
      steps: input.vehicleIds.map((id, i) => {
        const c = table.car(id, ['calculator', 'vehicleIds', i]);
        const d = c.driver();
        return {
          vehicleId: id,
          label: `${c.info.name}: 1d6 + initiative`,
          modifiers: [match.modifier(`${d.name}'s initiative`, d.initiative, SECTION.turnSequence)],
          target: null,
          rolls: [],
          outcome: d.talents.includes('Sharp-witted') ? 'Sharp-witted: a 7 on the first tie-break' : '',
          tone: 'neutral' as const,
          rule: SECTION.turnSequence,
        };
      }),
      notes: ['Ties are broken by a straight die roll, repeated among those still tied.'],
    };
  },
  resolve(r, input) {
    const cars = input.vehicleIds.map((id, i) => r.table.car(id, ['calculator', 'vehicleIds', i]));
    // The entrant's id is what the dice log says the roll was for: the car's name, with its team when two share it.
    const label = (c: TableCar) => (cars.filter((x) => x.info.name === c.info.name).length > 1 ? `${c.info.name} (${c.info.franchise})` : c.info.name);
    const entries = match.rollInitiative(
      r.dice,
      cars.map((c) => ({ id: label(c), initiative: c.driver().initiative, talents: c.driver().talents })),
    );
    for (const e of entries) {
      const c = cars.find((x) => label(x) === e.id)!;
      const tie = e.tieBreaks.length ? `; tie-break ${e.tieBreaks.join(', ')}` : '';
      r.step({
        vehicleId: c.info.vehicleId,
        label: `${c.info.name} (${c.driver().name})`,
        modifiers: e.modifiers,
        rolls: [e.roll],
        outcome: `Total ${e.total}${tie}`,
        rule: SECTION.turnSequence,
      });
    }
    const order = entries.map((e) => cars.find((c) => label(c) === e.id)!.info.vehicleId);
    const names = order.map((id) => cars.find((c) => c.info.vehicleId === id)!.info.name);
    r.note(`Vehicles move in reverse order each phase: ${[...names].reverse().join(', ')}.`);
    r.initiative = { order, totals: Object.fromEntries(entries.map((e, i) => [order[i]!, e.total])) };
    return `Initiative turn ${r.table.where.turn}: ${names.join(', ')}`;
  },
};

export const movement: Calculator<'movement'> = {
  title: (table, input) => `Movement points: ${table.car(input.vehicleId, ['calculator', 'vehicleId']).info.name}`,
  blockers: () => [],
  preview(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const dice = carRules.movementDiceFor(c.state.speed);
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: 'Movement points',
          modifiers: [match.modifier('Speed', c.state.speed, SECTION.movementPoints)],
          target: null,
          rolls: [],
          outcome: driverless(c) ? `Uncontrolled: MP = speed ${c.state.speed}, no die` : dice ? `Speed ${c.state.speed} + ${dice}` : 'Speed 0: no die, 0 MP',
          tone: 'neutral',
          rule: SECTION.movementPoints,
        },
      ],
      notes: [],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, ['calculator', 'vehicleId']);
    if (driverless(c)) {
      const u = match.uncontrolledTurn(c.state.speed);
      r.step({
        vehicleId: c.info.vehicleId,
        label: 'Uncontrolled vehicle',
        modifiers: [match.modifier('Speed', c.state.speed, u.rule)],
        outcome: `${u.mp} MP, no die; straight on`,
        rule: u.rule,
      });
      r.effect(c, { field: 'mp', to: u.mp }, `Uncontrolled: MP = speed`, u.rule);
      return `${c.info.name}: ${u.mp} MP (uncontrolled)`;
    }
    const mp = match.movementPoints(r.dice, c.state.speed);
    r.step({
      vehicleId: c.info.vehicleId,
      label: 'Movement points',
      modifiers: mp.modifiers,
      rolls: mp.roll ? [mp.roll] : [],
      outcome: `${mp.mp} MP this turn`,
      rule: SECTION.movementPoints,
    });
    r.effect(c, { field: 'mp', to: mp.mp }, `${mp.mp} MP this turn`, SECTION.movementPoints);
    return `${c.info.name}: ${mp.mp} MP`;
  },
};

export const options: Calculator<'options'> = {
  title: (table, input) => `Driver's option checks: ${table.car(input.vehicleId, ['calculator', 'vehicleId']).info.name}`,
  blockers: (table, input) => gone(table.car(input.vehicleId, ['calculator', 'vehicleId'])),
  preview(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const d = c.driver();
    const matches = carRules.treadMatchesSurface(c.info.tread, table.surface);
    const checks = match.optionCheckAllowance({ tread: c.info.tread, surface: table.surface, talents: d.talents }).length;
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: `${checks} driving check${checks > 1 ? 's' : ''}`,
          modifiers: [match.modifier('Driving ability', d.driving, SECTION.optionPoints)],
          target: d.driving,
          rolls: [],
          outcome: matches
            ? `The ${c.info.tread} tread matches the ${table.surface} surface: a second check`
            : `The ${c.info.tread} tread does not match ${table.surface}`,
          tone: 'neutral',
          rule: SECTION.optionPoints,
        },
      ],
      notes: [],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const d = c.driver();
    const result = match.driverOptionChecks(r.dice, {
      driving: d.driving,
      tread: c.info.tread,
      surface: r.table.surface,
      talents: d.talents,
      rerolls: rerollsOf(d),
    });
    result.checks.forEach((check, i) =>
      checkStep(
        r,
        c,
        `Option check ${i + 1} (${result.allowance[i]!.label})`,
        [match.modifier('Driving ability', d.driving, SECTION.optionPoints)],
        check,
        result.allowance[i]!.rule,
      ),
    );
    spendRerolls(r, c, d, result.rerollsUsed);
    r.effect(c, { field: 'optionPoints', to: result.points }, `${result.points} option point${result.points === 1 ? '' : 's'} this turn`, SECTION.optionPoints);
    return `${c.info.name}: ${result.points} option point${result.points === 1 ? '' : 's'}`;
  },
};

function accelerationBeforeGearing(c: TableCar, table: Table): number {
  const derived = carRules.deriveCar(c.design, table.settings.car);
  return derived.acceleration.fromWeight + derived.acceleration.items;
}

function accelerationInput(c: TableCar, table: Table, input: { fuelBonus: match.FuelBonus; secondAttemptWithFuel: boolean }): match.AccelerationInput {
  return {
    speed: c.state.speed,
    acceleration: accelerationBeforeGearing(c, table),
    gearing: c.info.gearing,
    drivetrainDamage: c.state.drivetrain,
    fuel: c.state.fuel,
    fuelBonus: input.fuelBonus,
    secondAttemptWithFuel: input.secondAttemptWithFuel,
    engineDry: c.state.engineDry,
    beyondTable: table.settings.car.speedBandsBeyondTable,
  };
}

export const accelerate: Calculator<'accelerate'> = {
  title: (table, input) => `Accelerate: ${table.car(input.vehicleId, ['calculator', 'vehicleId']).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const out = gone(c);
    if (c.state.engineDry) out.push({ reason: 'The engine is dry and cannot accelerate', rule: `${SECTION.fuelPoints} (gaps.md #35)` });
    if (c.state.suspensionBroken) out.push({ reason: 'A broken suspension immobilizes the car', rule: 'Part II › Final characteristics › Handling' });
    if (input.fuelBonus === 'carried' && !c.state.fuelBonus) out.push({ reason: 'No fuel bonus is running from an earlier turn', rule: SECTION.turnSequence });
    const fuelNeeded = (input.fuelBonus === 'buy' ? 1 : 0) + (input.secondAttemptWithFuel ? 1 : 0);
    if (fuelNeeded > c.state.fuel)
      out.push({ reason: `Needs ${fuelNeeded} fuel point${fuelNeeded > 1 ? 's' : ''}; ${c.state.fuel} left`, rule: SECTION.turnSequence });
    return out;
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const mods = match.accelerationModifiers(accelerationInput(c, table, input));
    const target = match.sumModifiers(mods);
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: 'Acceleration roll',
          modifiers: mods,
          target,
          rolls: [],
          outcome: target <= 0 ? 'Cannot succeed: this is the top speed' : `${target} or less on 1d6 to reach speed ${c.state.speed + 1}`,
          tone: 'neutral',
          rule: SECTION.speed,
        },
      ],
      notes: input.secondAttemptWithFuel ? ['A point of fuel buys a second attempt only if the first fails (gaps.md #40).'] : [],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const result = match.accelerate(r.dice, accelerationInput(c, r.table, input));
    checkStep(r, c, 'Acceleration roll', result.modifiers, result.check, SECTION.speed, { success: `Speed ${result.speedAfter}`, failure: 'No change' });
    if (result.success) r.effect(c, { field: 'speed', add: 1 }, `Accelerated to ${result.speedAfter}`, SECTION.speed);
    if (result.fuelSpent > 0)
      r.effect(c, { field: 'fuel', add: -result.fuelSpent }, `${result.fuelSpent} fuel point${result.fuelSpent > 1 ? 's' : ''} spent`, SECTION.turnSequence);
    if (result.fuelBonusNextTurn !== c.state.fuelBonus) {
      r.effect(
        c,
        { field: 'fuelBonus', to: result.fuelBonusNextTurn },
        result.fuelBonusNextTurn ? 'The fuel +1 keeps running while it keeps trying' : 'The fuel bonus lapses',
        SECTION.turnSequence,
      );
    }
    return `${c.info.name}: ${result.success ? `accelerates to ${result.speedAfter}` : `stays at ${c.state.speed}`}`;
  },
};

export const decelerate: Calculator<'decelerate'> = {
  title: (table, input) => `Slow down: ${table.car(input.vehicleId, ['calculator', 'vehicleId']).info.name}`,
  blockers(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const out = gone(c);
    if (c.state.speed === 0) out.push({ reason: 'The car is stopped', rule: SECTION.speed });
    return out;
  },
  preview(table, input) {
    const c = table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const d = c.driver();
    const max = d.talents.includes('Big foot') ? match.DECELERATION_CHECKS.bigFoot : match.DECELERATION_CHECKS.normal;
    return {
      steps: [
        {
          vehicleId: c.info.vehicleId,
          label: `Shed ${input.shed}: 1 free, then driving checks (at most ${max})`,
          modifiers: [match.modifier('Driving ability', d.driving, SECTION.speed)],
          target: d.driving,
          rolls: [],
          outcome: '',
          tone: 'neutral',
          rule: SECTION.speed,
        },
      ],
      notes: [],
    };
  },
  resolve(r, input) {
    const c = r.table.car(input.vehicleId, ['calculator', 'vehicleId']);
    const d = c.driver();
    const result = match.decelerate(r.dice, { speed: c.state.speed, shed: input.shed, driving: d.driving, talents: d.talents, rerolls: rerollsOf(d) });
    if (result.free > 0)
      r.step({
        vehicleId: c.info.vehicleId,
        label: 'Free deceleration',
        modifiers: [match.modifier('Automatic', -result.free, SECTION.speed)],
        outcome: '−1 speed, no check',
        tone: 'success',
        rule: SECTION.speed,
      });
    result.checks.forEach((check, i) =>
      checkStep(
        r,
        c,
        `Deceleration check ${i + 1} of ${result.maxChecks}`,
        [match.modifier('Driving ability', d.driving, SECTION.speed)],
        check,
        `${SECTION.speed} (gaps.md #40)`,
        { success: '−1 speed', failure: 'Sheds nothing more' },
      ),
    );
    spendRerolls(r, c, d, result.rerollsUsed);
    if (result.shed > 0) r.effect(c, { field: 'speed', add: -result.shed }, `Slowed by ${result.shed} to ${result.speedAfter}`, SECTION.speed);
    if (c.state.fuelBonus) r.effect(c, { field: 'fuelBonus', to: false }, 'The fuel bonus lapses when the car slows down', SECTION.turnSequence);
    return `${c.info.name}: slows to ${result.speedAfter}`;
  },
};
