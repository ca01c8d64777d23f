/**
 * `npm run bench odds` (issue 23): every calculator's odds, p50 and p95 over repeated runs (target < 20 ms) and the CPU
 * time of one call (the wall time less other processes' turns on a shared machine), beside the time of
 * one resolution of the same calculator with seeded dice in the same run, and how the odds were reached (exact runs
 * of the calculator, states shared, or sampled). On the engine alone: a table of two cars built as the tests build it.
 */
import type { OddsReport } from '../src-shared/engine/core/odds';
import { defaultDethmetalSettings, dethmetalOdds, dethmetalRunner, driver } from '../src-shared/engine/dethmetal';
import { buildTable, type CarRecord } from '../src-shared/engine/dethmetal/assistant';
import { table as bcTable } from '../src-shared/engine/battlecars';
import { SeededDice } from '../src-shared/engine/dice';
import { type CarDesign, type DwIntent, dwOdds, dwRunner, table as dwTable } from '../src-shared/engine/dirtywheels';
import { characterSchema, defaultHexrpgSettings, table as hxTable, vehicleSchema } from '../src-shared/engine/hexrpg';
import type { CalculatorInput } from '../src-shared/ipc/channels/dethmetal/assistant';
import { play as bcPlay, S as bcSettings } from '../tests/engine/battlecars/tableLineUp';
import { card } from '../tests/engine/dethmetal/assistant/card';
import { BACK_SHOT } from '../tests/engine/dethmetal/oddsKit';
import { car as dwCar, driver as dwDriver, settings as dwSettings } from '../tests/rulesets/dirtywheels/helpers';
import { soloGunCar } from '../tests/support/testCar';
import { cpuPer, percentile, print, printCollector, steadyTimes, timed, type BenchModule, type Figure } from './harness';

function figures(name: string, odds: () => OddsReport, once: () => unknown): Figure[] {
  const { first: report, firstMs, times, collector } = steadyTimes(odds);
  // CPU straight after the timed calls: after the seeded resolutions below, the first odds calls pay to re-optimise
  // code that has just met a second kind of dice (measured 2026-11-27: 14 ms a call against 5.5, Dirty Wheels' initiative).
  const cpu = cpuPer(odds, Math.min(20, times.length));
  const one = percentile(timed(once, 200, 500), 50);
  // Runs and samples are counts (issue 23: the budgets are work, not time): the same on any machine, unlike the times.
  const how =
    report.method === 'exact'
      ? `exact, ${report.runs} nodes${report.memoHits ? `, ${report.memoHits} shared` : ''}`
      : `sampled, ${report.samples} rolls after the walk's budget`;
  return [
    print({ name: `odds p50: ${name} (${how})`, value: percentile(times, 50), unit: 'ms' }),
    print({ name: `odds p95: ${name}`, value: percentile(times, 95), unit: 'ms', target: '< 20 ms' }),
    print({ name: `  odds first call (cold): ${name}`, value: firstMs, unit: 'ms' }),
    printCollector(name, collector),
    print({ name: `  odds CPU per call: ${name}`, value: cpu, unit: 'ms' }),
    print({ name: `  one resolution: ${name}`, value: one, unit: 'ms' }),
  ];
}

function dethmetal(slow: boolean): Figure[] {
  const settings = defaultDethmetalSettings();
  const record = (id: number, design = soloGunCar(`Car ${id}`)): CarRecord => ({
    vehicleId: id,
    name: `Car ${id}`,
    franchise: { id, name: `Team ${id}`, colour: '#000000' },
    design,
    carried: { damage: 0, criticals: 0 },
    crew: [{ competitorId: id * 10, role: 'driver', driver: driver.newDriver(`Driver ${id}`) }],
  });
  const crew = (id: number, over = {}) => [{ ...card().crew[0]!, competitorId: id * 10, ...over }];
  const tableOf = (one = {}, design?: CarRecord['design']) =>
    buildTable((e) => record(e.vehicleId, e.vehicleId === 1 ? design : undefined), settings, {
      cars: [card({ vehicleId: 1, driverId: 10, speed: 4, crew: crew(1), ...one }), card({ vehicleId: 2, driverId: 20, speed: 6, crew: crew(2) })],
      surface: 'asphalt',
      where: { heat: 1, turn: 1, phase: 1 },
    });
  // Car 1's weapons of two attack rolls (issue 23): a linked pair of Machineguns (gaps.md #29), a Vulcan gun (ROF 3+).
  const gun = (weapon: string, link?: string) => ({ type: 'light' as const, arc: 'fixed' as const, facing: 'front' as const, weapon, link });
  const linked = soloGunCar('Car 1', { mounts: [gun('Machinegun', 'guns'), gun('Machinegun', 'guns')] });
  const vulcan = soloGunCar('Car 1', { mounts: [gun('Vulcan gun')] });
  const guns = (...ids: string[]) => ({ weapons: ids.map((id) => ({ id, ammo: 10, firedPhases: [], firedLastPhasePrevTurn: false })) });
  const calcs: [string, CalculatorInput, object?, CarRecord['design']?][] = [
    ['initiative (2 cars)', { kind: 'initiative', vehicleIds: [1, 2] }],
    ['movement', { kind: 'movement', vehicleId: 1 }],
    ['options', { kind: 'options', vehicleId: 1 }],
    ['accelerate', { kind: 'accelerate', vehicleId: 1, fuelBonus: 'none', secondAttemptWithFuel: false }],
    ['decelerate', { kind: 'decelerate', vehicleId: 2, shed: 3 }],
    ['maneuver', { kind: 'maneuver', vehicleId: 2, maneuver: 'turn', side: 'left', hexesStraight: 0, hazardThisOrPreviousMp: false, roadHazard: null }],
    ['hazard (obstacle 3)', { kind: 'hazard', vehicleId: 2, hazard: { type: 'obstacle', rating: 3, maneuvering: false } }],
    ['recovery (major skid)', { kind: 'recovery', vehicleId: 1 }, { control: 'major-skid' }],
    ['attack (Machinegun)', BACK_SHOT],
    ['attack (linked pair of Machineguns)', BACK_SHOT, guns('m1', 'm2'), linked],
    ['collision (head-on)', { kind: 'collision', type: 'head-on', vehicleId: 1, targetId: 2, targetSideHit: 'front', movingSideHit: 'front' }],
    ['veer', { kind: 'veer', vehicleId: 1 }, { crew: crew(1, { outOfAction: true }) }],
    ['caltrops', { kind: 'caltrops', vehicleId: 1 }],
  ];
  // The Vulcan gun last of all (bench.run): the largest walk (exact since gaps P7, ~2,000 nodes; sampled before, seconds a call).
  const rows = slow ? ([['attack (Vulcan gun)', BACK_SHOT, guns('m1'), vulcan]] as typeof calcs) : calcs;
  return rows.flatMap(([name, calc, one, design]) => {
    const t = tableOf(one, design);
    const run = dethmetalRunner(t, calc);
    let i = 0;
    try {
      return figures(
        `Dethmetal ${name}`,
        () => dethmetalOdds(t, calc),
        () => run(new SeededDice(5, i++ * 100)),
      );
    } catch (e) {
      console.log(`Dethmetal ${name}: ${(e as Error).message}`);
      return [];
    }
  });
}

function dirtyWheels(): Figure[] {
  const S = dwSettings();
  const designs: CarDesign[] = [
    dwCar({
      name: 'Hauler',
      type: 'Truck',
      weapons: [
        { weapon: 'Machine gun', mount: 'fixed' },
        { weapon: 'Small grenade launcher', mount: 'fixed' },
        { weapon: 'Artillery', mount: 'turret' },
      ],
      upgrades: ['Experimental engine', 'Harpoon', 'Gunner'],
    }),
    dwCar({ name: 'Zip', type: 'Racer', upgrades: ['Pipe bombs', 'Explosive ram'] }),
    dwCar({ name: 'Brick' }),
  ];
  const fresh = dwTable.freshTable(
    designs.map((design, i) => ({ vehicleId: i + 1, franchiseId: i + 1, name: design.name, design, driver: dwDriver({ name: `Driver ${i + 1}` }) })),
    S,
  );
  const now = { ...fresh, phase: 'activations' as const, round: 1 };
  const destroyed = new Map(fresh.cards);
  destroyed.set(3, { ...destroyed.get(3)!, damage: 4, destroyed: true });
  const shoot = (weapon: number): DwIntent => ({
    kind: 'shoot',
    shooter: 1,
    weapon,
    target: 3,
    distance: 5,
    targetInFront: true,
    bumpy: false,
    facingBrightLights: false,
    extraShot: false,
  });
  const intents: [string, DwIntent, typeof now | typeof fresh][] = [
    ['initiative (3 cars)', { kind: 'initiative' }, fresh],
    ['shoot (Machine gun, 6 attacks)', shoot(0), now],
    ['shoot (Small grenade launcher, 2D6 attacks)', shoot(1), now],
    ['shoot (Artillery, 3D6 attacks)', shoot(2), now],
    ['ram (Explosive ram)', { kind: 'ram', rammer: 2, target: 3, backwards: false }, now],
    ['manoeuvre', { kind: 'manoeuvre', car: 1, manoeuvre: 'Hop', mud: false }, now],
    ['shock', { kind: 'shock', car: 3 }, { ...fresh, phase: 'shock' as const, attacks: [{ by: 1, on: 3, ram: true }] }],
    ['destruction', { kind: 'destruction', car: 3, within3: [1, 2] }, { ...fresh, cards: destroyed }],
    ['gunner', { kind: 'gunner', car: 1, target: 3, aimAt: 'tires', distance: 3 }, now],
    ['pipe bombs', { kind: 'pipeBombs', car: 2, targets: [1, 3] }, now],
    ['harpoon', { kind: 'harpoon', car: 1, target: 3 }, now],
    ['engine', { kind: 'engine', car: 1 }, now],
  ];
  const S3 = { ...S, upgradeAllowance: 3 } as typeof S;
  // Dirty Wheels is measured first in the process: warm the JIT on every intent, its odds and its seeded resolution
  // both, so its figures are steady state like the rest, not the process's first compilation (the first calculator
  // paid for all of it: ~25 ms CPU a call over its first 20 calls, 5.5 after; the odds' and the seeded dice met in
  // the resolver's code). A count, not a time.
  for (const [, intent, at] of intents) {
    const run = dwRunner(at, intent, S3);
    try {
      for (let i = 0; i < 20; i++) {
        dwOdds(at, intent, S3);
        run(new SeededDice(5, i * 100));
      }
    } catch {
      // Reported below, where the intent is measured.
    }
  }
  return intents.flatMap(([name, intent, at]) => {
    const run = dwRunner(at, intent, S3);
    let i = 0;
    try {
      return figures(
        `Dirty Wheels ${name}`,
        () => dwOdds(at, intent, S3),
        () => run(new SeededDice(5, i++ * 100)),
      );
    } catch (e) {
      console.log(`Dirty Wheels ${name}: ${(e as Error).message}`);
      return [];
    }
  });
}

/** Battlecars' table (issue 24): a car (rockets, MG turret, mines) and a bike (MG, oil), both moving at speed 2. */
function battlecars(): Figure[] {
  const moving = bcPlay([
    [
      {
        kind: 'speeds',
        speeds: [
          { vehicle: 1, speed: 2 },
          { vehicle: 2, speed: 2 },
        ],
      },
      [],
    ],
  ]).now;
  const intents: [string, bcTable.BcIntentIn][] = [
    [
      'fire (Rocket at the bike, range 3)',
      { kind: 'fire', shooter: 1, mount: 'podFront', target: { kind: 'vehicle', vehicle: 2, block: 'leftCentre' }, range: 3 },
    ],
    ['fire (MG turret at a tree)', { kind: 'fire', shooter: 1, mount: 'turret', target: { kind: 'terrain', piece: 'tree' }, range: 2 }],
    ['mines (under the bike)', { kind: 'mines', vehicle: 2 }],
    ['mines (under the car)', { kind: 'mines', vehicle: 1 }],
    ['spikes', { kind: 'spikes', vehicle: 2 }],
    ['skid (oil)', { kind: 'skid', vehicle: 1, oil: true }],
    ['collide (side ram)', { kind: 'collide', collision: 'side', rammer: 2, target: 1, targetSide: 'right' }],
    ['bike hazard', { kind: 'bikeHazard', vehicle: 2, hazard: 'Mines' }],
    ['end of turn (2 smoke markers)', { kind: 'endTurn', smokeMarkers: 2 }],
  ];
  return intents.flatMap(([name, raw]) => {
    const intent = bcTable.bcIntentSchema.parse(raw);
    let i = 0;
    try {
      return figures(
        `Battlecars ${name}`,
        () => bcTable.bcOdds(moving, intent, bcSettings),
        () => new bcTable.BcResolver(moving, bcSettings, new SeededDice(5, i++ * 100)).resolve(intent),
      );
    } catch (e) {
      console.log(`Battlecars ${name}: ${(e as Error).message}`);
      return [];
    }
  });
}

/** The hex RPG's table (issue 26): Ace's Interceptor (a car) and Brute's Rhino (a warcar), the bash and the game of chicken. */
function hexrpg(): Figure[] {
  const settings = defaultHexrpgSettings();
  const ch = (name: string, o: Record<string, unknown>) => characterSchema.parse({ version: 1, name, skills: {}, ...o });
  const start = hxTable.hxEventSchema.parse({
    t: 'start',
    gangs: [1, 2],
    people: [
      {
        personId: 1,
        franchiseId: 1,
        hp: 12,
        in: 10,
        seat: 'driver',
        character: ch('Ace', { musc: 12, agi: 4, accu: 7, driv: 10, luck: 60, skills: { driving: { car: 2 } } }),
      },
      {
        personId: 2,
        franchiseId: 2,
        hp: 15,
        in: 20,
        seat: 'driver',
        character: ch('Brute', { musc: 15, agi: 3, accu: 5, driv: 8, luck: 40, skills: { driving: { warcar: 1 } } }),
      },
    ],
    vehicles: [
      { vehicleId: 10, franchiseId: 1, hp: 100, vehicle: vehicleSchema.parse({ version: 1, name: 'Interceptor', kind: 'car' }) },
      { vehicleId: 20, franchiseId: 2, hp: 200, vehicle: vehicleSchema.parse({ version: 1, name: 'Rhino', kind: 'warcar' }) },
    ],
  }) as hxTable.HxStart;
  const now = hxTable.hexrpgTableDef.fold([], { matchId: 1, number: 1, recorded: false, settings, lineUp: () => start });
  const intents: [string, hxTable.HxIntentIn][] = [
    ['bash (the Rhino on the Interceptor)', { kind: 'bash', basher: 20, victim: 10 }],
    [
      'chicken (Ace swerves at the 2nd question)',
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'swerve'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
    ],
    [
      'chicken (Ace jumps at the 6th: the ram and its two criticals)',
      {
        kind: 'chicken',
        sides: [
          { vehicle: 10, plan: ['hold', 'hold', 'hold', 'hold', 'hold', 'jump'], straightHexes: 4 },
          { vehicle: 20, straightHexes: 6 },
        ],
      },
    ],
  ];
  return intents.flatMap(([name, raw]) => {
    const intent = hxTable.hxIntentSchema.parse(raw);
    let i = 0;
    try {
      return figures(
        `Hex RPG ${name}`,
        () => hxTable.hexrpgOdds(now, intent, settings),
        () => new hxTable.HxResolver(now, settings, new SeededDice(5, i++ * 100)).resolve(intent),
      );
    } catch (e) {
      console.log(`Hex RPG ${name}: ${(e as Error).message}`);
      return [];
    }
  });
}

const PARTS: Record<string, () => Figure[]> = {
  'Dirty Wheels': dirtyWheels,
  Dethmetal: () => [...dethmetal(false), ...dethmetal(true)],
  Battlecars: battlecars,
  'hex RPG': hexrpg,
};

export const bench: BenchModule = {
  title: "Odds (issue 23): every calculator's exact odds, p95, beside one resolution",
  parts: Object.keys(PARTS),
  async run(part) {
    return Object.entries(PARTS).flatMap(([name, rows]) => (part === undefined || part === name ? rows() : []));
  },
};
