/**
 * The race-combat variant (ruleset-done.md, Proof): derive + validate per design (a bare car, one fully armed with a
 * turret and a gunner, one with dropped weapons), against a plain JSON parse of the same design text in the same run;
 * the odds of each calculator (p50 and p95 over repeated calls, target < 20 ms) beside one resolution of it with seeded
 * dice; and recording one race meeting's result (two races of six cars, places, eliminations, the careers of drivers
 * and a gunner) through the dispatcher, against raw SQLite writes of the same rows in one transaction, without and with
 * the league's undo capture (./rawWrites.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, type Dispatch } from '../src-main/app/dispatch';
import { AppSession } from '../src-main/app/session';
import type { OddsReport } from '../src-shared/engine/core/odds';
import {
  avoidOdds,
  avoidRoll,
  type CarDesign,
  defaultRacecombatSettings,
  droppedOdds,
  enterDropped,
  freshState,
  gearDieOdds,
  hitOdds,
  applyHit,
  racecombatRuleset,
  ram,
  rammerMovement,
  rammerMovementOdds,
  ramOdds,
  rollGearDie,
  SeededDice,
  shoot,
  shotOdds,
  smokeDissipates,
  smokeOdds,
  toHit,
  toHitOdds,
  type GearDie,
} from '../src-shared/engine/racecombat';
import type { ChannelName, InputOf, ResultOf } from '../src-shared/ipc';
import { gunship, speedster } from '../tests/engine/racecombat/cars';
import { againstParse, cpuPer, percentile, print, printCollector, sample, steadyTimes, timed, type BenchModule, type Figure } from './harness';
import { againstRaw } from './rawWrites';

const settings = defaultRacecombatSettings();

/** A bare car (no armour, no weapon), the gunship fully armed (turret, gunner, ramplate, computers), a car dropping mines, oil, spikes and smoke. */
const DESIGNS: CarDesign[] = [
  speedster({ name: 'Bare', bodyArmour: 0, tyreArmour: 0, targetingComputer: { driver: false, gunner: false }, weapons: [], dropped: [] }),
  gunship({
    name: 'Fully armed',
    crewArmour: { driver: 1, gunner: 1 },
    weapons: [
      { id: 'frontMg', weapon: 'machineGun', mount: 'front' },
      { id: 'turretLaser', weapon: 'laser', mount: 'turret' },
      { id: 'turretRocket', weapon: 'heavyRocket', mount: 'turret' },
    ],
    dropped: [],
    bodyArmour: 0,
  }),
  speedster({
    name: 'Dropper',
    bodyArmour: 0,
    weapons: [],
    dropped: [
      { id: 'rearMines', weapon: 'mines', facing: 'rear' },
      { id: 'rearOil', weapon: 'oil', facing: 'rear' },
      { id: 'leftSpikes', weapon: 'spikes', facing: 'left' },
      { id: 'rightSmoke', weapon: 'smoke', facing: 'right' },
    ],
  }),
];

async function designFigures(): Promise<Figure[]> {
  const out: Figure[] = [];
  const v = racecombatRuleset.vehicle;
  for (const d of DESIGNS) {
    const text = JSON.stringify(d);
    const full = () => {
      const up = v.upgradeDesign(JSON.parse(text));
      if (!up.ok) throw new Error(`${d.name}: ${up.problems[0]?.message}`);
      const problems = v.validate(up.design, settings);
      if (problems.length) throw new Error(`${d.name}: ${problems[0]!.message}`);
      return [v.derive(up.design, settings), problems];
    };
    const fitted = d.weapons.length + d.dropped.length;
    out.push(...(await againstParse(`Race combat derive + validate, ${d.name} (${fitted} weapons and dropped weapons)`, text, full)));
  }
  return out;
}

function oddsFigures(name: string, odds: () => OddsReport, once: (dice: SeededDice) => unknown): Figure[] {
  const { first: report, firstMs, times, collector } = steadyTimes(odds);
  // CPU per call over as many calls again as were timed (at most 20): what carries over from an idle machine to a busy one.
  const cpu = cpuPer(odds, Math.min(20, times.length));
  let seed = 1;
  const one = percentile(
    timed(() => once(new SeededDice(seed++, 0)), 200, 500),
    50,
  );
  const how = report.method === 'exact' ? `exact, ${report.runs} nodes${report.memoHits ? `, ${report.memoHits} shared` : ''}` : `sampled, ${report.samples}`;
  return [
    print({ name: `odds p50: ${name} (${how})`, value: percentile(times, 50), unit: 'ms' }),
    print({ name: `odds p95: ${name}`, value: percentile(times, 95), unit: 'ms', target: '< 20 ms' }),
    print({ name: `  odds first call (cold): ${name}`, value: firstMs, unit: 'ms' }),
    printCollector(name, collector),
    print({ name: `  odds CPU per call: ${name}`, value: cpu, unit: 'ms' }),
    print({ name: `  one resolution: ${name}`, value: one, unit: 'ms' }),
  ];
}

/** Each calculator of the match table on the cars above: the odds the screen shows before the roll, and one roll. */
function calculatorFigures(): Figure[] {
  const armed = DESIGNS[1]!;
  const target = speedster({ name: 'Target' });
  const state = freshState(target, settings);
  const armedState = freshState(armed, settings);
  const shot = { weapon: 'laser' as const, targetGear: 4, rangeInches: 6, reaction: true, targetingComputer: true, design: target, state };
  const dropped = { weapon: 'mines' as const, handling: 2, design: target, state };
  const rammed = {
    kind: 'rear-end' as const,
    rammerGear: 5,
    targetGear: 2,
    rammerHandling: 3,
    targetHandling: 2,
    ramplate: true,
    rammer: { design: armed, state: armedState },
    target: { design: target, state },
  };
  const swiped = { ...rammed, kind: 'sideswipe' as const, rammerGear: 3, ramplate: false, atTrackEdge: true };
  const gear = settings.gearDice as GearDie[];
  const bareHit = { design: DESIGNS[0]!, state: freshState(DESIGNS[0]!, settings), damage: 3 };
  const calculators: [string, () => OddsReport, (dice: SeededDice) => unknown][] = [
    ['to hit', () => toHitOdds(shot, settings), (d) => toHit(d, shot, settings)],
    ['a shot (laser, body)', () => shotOdds(shot, settings), (d) => shoot(d, shot, settings)],
    [
      // On the bare car (no body armour): each point rolls its hit location.
      'a heavy rocket’s hit (3 points, body, no armour)',
      () => hitOdds(bareHit, settings),
      (d) => applyHit(d, bareHit, settings),
    ],
    [
      'an avoid roll (oil in a corner)',
      () => avoidOdds({ weapon: 'oil', handling: 2, oil: 'corner' }),
      (d) => avoidRoll(d, { weapon: 'oil', handling: 2, oil: 'corner' }),
    ],
    ['entering mines', () => droppedOdds(dropped, settings), (d) => enterDropped(d, dropped, settings)],
    ['a rear-end ram (5th on 2nd, ramplate)', () => ramOdds(rammed, settings), (d) => ram(d, rammed, settings)],
    ['a sideswipe at the track’s edge', () => ramOdds(swiped, settings), (d) => ram(d, swiped, settings)],
    [
      'the rammer’s movement (5th on 2nd)',
      () => rammerMovementOdds({ rammerGear: 5, targetGear: 2, movementLeft: 9 }, settings),
      (d) => rammerMovement(d, { rammerGear: 5, targetGear: 2, movementLeft: 9 }, settings),
    ],
    ['a gear die (6th)', () => gearDieOdds(6, settings), (d) => rollGearDie(d, gear, 6, 'movement')],
    ['smoke', () => smokeOdds(), (d) => smokeDissipates(d)],
  ];
  // Warm the JIT on every calculator, its odds and its seeded roll both, before measuring (as bench/odds.ts does): the
  // figures are then steady state, not the process's first compilation nor the re-optimisation of code that has just
  // met a second kind of dice. A count, not a time.
  for (const [, odds, once] of calculators)
    for (let i = 0; i < 20; i++) {
      odds();
      once(new SeededDice(i + 1, 0));
    }
  return calculators.flatMap(([name, odds, once]) => oddsFigures(name, odds, once));
}

async function meetingFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitwall-bench-rc-'));
  const out: Figure[] = [];
  try {
    const session = new AppSession({ dataDir: dir, trackRecent: false });
    const dispatch: Dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'bench' } });
    const call = async <C extends ChannelName>(channel: C, payload: InputOf<C>) => {
      const r = await dispatch(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as ResultOf<C>;
    };
    await call('app.newLeague', { name: 'bench', path: path.join(dir, 'rc.league'), ruleset: 'racecombat' });
    const teams: number[] = [];
    const drivers: { franchiseId: number; personId: number }[] = [];
    for (const name of ['Reds', 'Blues', 'Greens']) {
      const f = await call('franchise.add', { name, colour: '#336699', owner: '' });
      teams.push(f.id);
      for (const [i, design] of [speedster({ name: `${name} One` }), gunship({ name: `${name} Two` })].entries()) {
        const car = (await call('team.addCar', { franchiseId: f.id, design, driver: { kind: 'driver', name: `${name} driver ${i + 1}` } })).car;
        drivers.push({ franchiseId: f.id, personId: car.competitorId });
        // Each gunship's gunner, a person in its Gunner slot: his races are his career too.
        if (design.gunner)
          await call('team.addPerson', {
            franchiseId: f.id,
            person: { kind: 'gunner', name: `${name} gunner` },
            seat: { vehicleId: car.vehicleId, slot: 'carGunner' },
          });
      }
    }
    const n = 20;
    const ids: number[] = [];
    for (let i = 0; i < n + 1; i++) ids.push((await call('schedule.add', { track: `Circuit ${i + 1}`, franchiseIds: teams })).id);
    // Two races: the first with the last car out on lap 3, turn 2; the second all six home in another order.
    const race = (order: number[], out: number[]) => ({
      teams: [],
      entrants: [
        ...order.map((k, i) => ({ ...drivers[k]!, placing: i + 1, stats: {} })),
        ...out.map((k, i) => ({ ...drivers[k]!, placing: order.length + i + 1, stats: { eliminations: 1, outLap: 3, outTurn: 2 } })),
      ],
    });
    const result = (matchId: number) => ({ matchId, rounds: [race([0, 3, 1, 4, 2], [5]), race([5, 4, 3, 2, 1, 0], [])] });
    await call('match.recordOutcome', result(ids[0]!));
    let next = 1;
    const times = await sample(n, () => call('match.recordOutcome', result(ids[next++]!)));
    const sqlite = session.league.sqlite;
    const last = ids[n]!;
    const careers = (sqlite.prepare('SELECT count(*) AS n FROM career_events WHERE match_id = ?').get(last) as { n: number }).n;
    // The rows the last recording changed, written again by hand on the file as it was before it, without and with
    // the undo capture every operation pays (ruleset-done.md: recording ≤ 5× raw SQLite with undo capture).
    out.push(
      ...(await againstRaw(
        `Race combat record one meeting: 2 races of 6 cars, an elimination, ${careers} career events`,
        times,
        sqlite,
        (c) => call(c, {}),
        dir,
      )),
    );
    session.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export const bench: BenchModule = {
  title: 'Race combat: designs, each calculator’s odds, one recorded race meeting',
  async run() {
    return [...(await designFigures()), ...calculatorFigures(), ...(await meetingFigures())];
  },
};
