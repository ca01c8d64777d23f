/**
 * Fault injection on a real race-combat league file (issue 25, ruleset-done.md "Proof"):
 * - hundreds of invalid requests on the core's team, settings, schedule and result channels a race-combat league builds
 *   and races through: each refused in words, and the file's tables identical before and after;
 * - a SIGKILL in the middle of building a car and of recording a race meeting: the file opens, passes its integrity
 *   check and holds the whole operation or none of it (tests/campaign/crashChild.ts, as Battlecars');
 * - undo of every operation, one at a time back to the new league, returns the file's content before each.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENTS, DROPPED_WEAPON_NAMES, WEAPON_NAMES } from '../../../src-shared/engine/racecombat';
import { gunship, speedster } from '../../engine/racecombat/cars';
import { killedAtPoints } from '../../support/crashPoints';
import { useTempDir } from '../../support/tempLeague';
import { racecombatLeague } from './league';

const tempDir = useTempDir();

/** Designs the league's limits refuse (gaps.md #6, #10, #14, #23; Combat › Fire arcs), each built from the rule. */
function illegalDesigns(): unknown[] {
  const out: unknown[] = [];
  for (const c of COMPONENTS) {
    // At least 1 wear point each; at most 20 shared out.
    out.push(speedster({ wearPoints: { ...speedster().wearPoints, [c]: 0 } }));
    out.push(speedster({ wearPoints: { ...speedster().wearPoints, [c]: speedster().wearPoints[c] + 5 } }));
  }
  // Over the budget of 30 equipment points, by armour, weapons or dropped weapons.
  for (const n of [24, 30, 40, 60]) out.push(speedster({ bodyArmour: n }), speedster({ tyreArmour: n }));
  for (const w of WEAPON_NAMES) {
    out.push(speedster({ weapons: Array.from({ length: 12 }, (_, i) => ({ id: `w${i}`, weapon: w, mount: 'front' as const })) }));
    // A turret weapon without a turret; an id used twice.
    out.push(speedster({ weapons: [{ id: 'gun', weapon: w, mount: 'turret' }] }));
    out.push(speedster({ weapons: [{ id: 'gun', weapon: w, mount: 'front' }], dropped: [{ id: 'gun', weapon: 'oil', facing: 'rear' }] }));
  }
  for (const d of DROPPED_WEAPON_NAMES)
    out.push(speedster({ dropped: Array.from({ length: 8 }, (_, i) => ({ id: `d${i}`, weapon: d, facing: 'rear' as const })), bodyArmour: 20 }));
  // A gunner's computer or armour without a gunner.
  out.push(speedster({ targetingComputer: { driver: true, gunner: true } }), speedster({ crewArmour: { driver: 0, gunner: 2 } }));
  // Shapes the schema refuses.
  for (const bad of [
    {},
    { ...speedster(), version: 2 },
    { ...speedster(), name: '' },
    { ...speedster(), bodyArmour: -1 },
    { ...speedster(), bodyArmour: 2.5 },
    { ...speedster(), turret: { armour: 'thick' } },
    { ...speedster(), weapons: [{ id: 'gun', weapon: 'flamer', mount: 'front' }] },
    { ...speedster(), weapons: [{ id: 'gun', weapon: 'laser', mount: 'roof' }] },
    { ...speedster(), dropped: [{ id: 'x', weapon: 'nails', facing: 'rear' }] },
    { ...speedster(), dropped: [{ id: 'Bad Id', weapon: 'oil', facing: 'rear' }] },
    { ...speedster(), extra: 1 },
  ])
    out.push(bad);
  return out;
}

describe('race-combat fault injection', () => {
  it('hundreds of invalid requests on the core’s team, settings, schedule and result channels write nothing', async () => {
    const t = await racecombatLeague(tempDir());
    const match = await t.ok('schedule.add', { track: 'Monza', franchiseIds: t.teams });
    const late = (await t.ok('franchise.add', { name: 'Late Comers', colour: '#123456', owner: '' })).id as number;
    // Red Two's gunner (a Gunship: t.vehicles[1]), seated: a refit that takes his seat away is refused below.
    const gil = (
      await t.ok('team.addPerson', { franchiseId: t.teams[0], person: { kind: 'gunner', name: 'Gil' }, seat: { vehicleId: t.vehicles[1], slot: 'carGunner' } })
    ).competitorId as number;
    const before = t.dump();
    const requests: [string, object][] = [];
    for (const design of illegalDesigns()) {
      requests.push(['team.addCar', { franchiseId: late, design, driver: { kind: 'driver', name: 'Ed' } }]);
      requests.push(['team.updateCar', { vehicleId: t.vehicles[0], design }]);
      requests.push(['team.updateCar', { vehicleId: t.vehicles[1], design }]);
    }
    for (const bad of [{}, { name: '' }, { kind: 'mechanic', name: 'Ed' }, { name: 'Ed', hits: 3 }, { name: 'x'.repeat(61) }])
      requests.push(['team.updateCar', { vehicleId: t.vehicles[0], driver: bad }], ['team.addCar', { franchiseId: late, design: speedster(), driver: bad }]);
    // A third car for a team of two (gaps.md #30); rolls the rules never make.
    requests.push(['team.addCar', { franchiseId: t.teams[0], design: speedster({ name: 'Spare' }), driver: { name: 'Ed' } }]);
    requests.push(['team.addCar', { franchiseId: late, design: speedster(), rollDriver: { name: 'Ed' } }]);
    for (const kind of ['driver', 'traits', 'upgrades']) requests.push(['team.roll', { vehicleId: t.vehicles[0], kind }]);
    // Gunners (Combat › Gunners, gaps.md #32): in a car built without one, a slot not the ruleset's, a driver's seat, a
    // car not the team's or none; a driver without his car, a kind the rules do not have, a name missing or too long;
    // the refit that leaves Gil without his seat; a crew seating him in a Speedster.
    const gunner = { kind: 'gunner', name: 'Hal' };
    for (const [vehicleId, slot] of [
      [t.vehicles[0], 'carGunner'],
      [t.vehicles[1], 'turretGunner'],
      [t.vehicles[1], 'carDriver'],
      [t.vehicles[2], 'carGunner'],
      [999, 'carGunner'],
    ] as const)
      requests.push(['team.addPerson', { franchiseId: t.teams[0], person: gunner, seat: { vehicleId, slot } }]);
    for (const person of [
      { kind: 'driver', name: 'Walker' },
      { kind: 'pilot', name: 'Ace' },
      { kind: 'gunner', name: '' },
      { kind: 'gunner', name: 'x'.repeat(61) },
      {},
    ])
      requests.push(['team.addPerson', { franchiseId: t.teams[0], person }]);
    requests.push(['team.addPerson', { franchiseId: 999, person: gunner }]);
    requests.push([
      'team.updateCar',
      { vehicleId: t.vehicles[1], design: gunship({ name: 'Red Two', gunner: false, targetingComputer: { driver: true, gunner: false } }) },
    ]);
    requests.push([
      'crew.assign',
      {
        franchiseId: t.teams[0],
        seats: [
          { vehicleId: t.vehicles[0], slot: 'carDriver', personId: t.drivers[0] },
          { vehicleId: t.vehicles[1], slot: 'carDriver', personId: t.drivers[1] },
          { vehicleId: t.vehicles[0], slot: 'carGunner', personId: gil },
        ],
      },
    ]);
    for (const vehicleId of [0, -1, 999]) requests.push(['team.removeCar', { vehicleId }], ['team.renameCar', { vehicleId, car: 'X' }]);
    for (const vehicleId of t.vehicles) requests.push(['team.renameCar', { vehicleId, car: '' }], ['team.renameCar', { vehicleId, driver: 'x'.repeat(61) }]);
    // House rules and the championships' standings the league refuses.
    for (const rules of [
      { carsPerTeam: 0 },
      { carsPerTeam: 9 },
      { wearPointTotal: 5 },
      { budget: -1 },
      { gearDice: [] },
      { pointsPerPlace: [10, 8] },
      { tieBreakers: ['countback'] },
      { toHitTarget: 'ten' },
    ])
      requests.push(['league.updateSettings', { houseRules: rules }]);
    for (const entrantStandings of [
      { tieBreakers: ['kills'] },
      { tieBreakers: ['countback', 'countback'] },
      { tieBreakers: ['roll-off', 'countback'] },
      { scoring: { kind: 'wdl', win: 3, draw: 1, loss: 0 } },
      { scoring: { kind: 'placings', points: [] } },
      { scoring: { kind: 'placings', points: [10], out: 'half' } },
    ])
      requests.push(['league.updateSettings', { entrantStandings }], ['league.updateSettings', { standings: entrantStandings }]);
    // Race results: teams' results where drivers are placed, placings twice or out of range, a driver of another team
    // or not in the meeting, an eliminated car ahead of a finisher, three rounds too many, a stat it does not record.
    const [d1, d2, d3, d4, d5, d6] = t.drivers as [number, number, number, number, number, number];
    const [a, b, c] = t.teams as [number, number, number];
    const e = (franchiseId: number, personId: number, placing?: number, stats: object = {}) => ({
      franchiseId,
      personId,
      ...(placing ? { placing } : {}),
      stats,
    });
    const good = [e(a, d1, 1), e(a, d2, 2), e(b, d3, 3), e(b, d4, 4), e(c, d5, 5), e(c, d6, 6)];
    for (const entrants of [
      [e(a, d1, 1), e(a, d2, 1), ...good.slice(2)],
      [...good.slice(0, 5), e(c, d6, 9)],
      [e(a, d1), ...good.slice(1)],
      [e(b, d1, 1), ...good.slice(1)],
      [...good.slice(0, 5), e(late, d6, 6)],
      [e(a, d1, 1, { eliminations: 1, outLap: 2, outTurn: 1 }), ...good.slice(1)],
      [...good.slice(0, 4), e(c, d5, 5, { eliminations: 1, outLap: 2, outTurn: 1 }), e(c, d6, 6, { eliminations: 1, outLap: 4, outTurn: 1 })],
      [...good.slice(0, 5), e(c, d6, 6, { kills: 2 })],
      [...good.slice(0, 5), e(c, d6, 6, { eliminations: -1 })],
      [e(a, d1, 1), e(a, d1, 2), ...good.slice(2)],
      [e(a, 999, 1), ...good.slice(1)],
    ])
      requests.push(['match.recordOutcome', { matchId: match.id, rounds: [{ entrants }] }]);
    requests.push(
      ['match.recordOutcome', { matchId: match.id, teams: t.teams.map((franchiseId, i) => ({ franchiseId, placing: i + 1 })) }],
      ['match.recordOutcome', { matchId: match.id, rounds: Array.from({ length: 9 }, () => ({ entrants: good })) }],
      ['match.recordOutcome', { matchId: match.id, rounds: [] }],
      ['schedule.add', { track: 'Monza', franchiseIds: [a, a] }],
      ['schedule.add', { track: '', franchiseIds: [a, b] }],
      ['schedule.add', { track: 'Monza', surface: 'dirt' }],
    );
    expect(requests.length).toBeGreaterThan(200);
    const accepted: string[] = [];
    for (const [channel, input] of requests) {
      const r = await t.call(channel, input);
      if (r.ok) accepted.push(`${channel} ${JSON.stringify(input)}`);
      else expect(r.error.message.length, channel).toBeGreaterThan(10);
    }
    expect(accepted).toEqual([]);
    expect(t.dump()).toBe(before);
  }, 90_000);

  it('League (gaps.md #30): a team entering more cars in a race than the league’s cars per team is refused, naming the rule', async () => {
    const t = await racecombatLeague(tempDir(), 2);
    // Three cars built under a limit of 3, then the organizer lowers it to 2: the race's line-up is held to it.
    await t.ok('league.updateSettings', { houseRules: { carsPerTeam: 3 } });
    const third = (await t.ok('team.addCar', { franchiseId: t.teams[0], design: speedster({ name: 'Red Three' }), driver: { name: 'Ada' } })).car.competitorId;
    await t.ok('league.updateSettings', { houseRules: { carsPerTeam: 2 } });
    const m = await t.ok('schedule.add', { track: 'Monza', franchiseIds: t.teams });
    const before = t.dump();
    const [d1, d2, d3, d4] = t.drivers as [number, number, number, number];
    const [a, b] = t.teams as [number, number];
    const r = await t.call('match.recordOutcome', {
      matchId: m.id,
      rounds: [
        {
          entrants: [
            { franchiseId: a, personId: d1, placing: 1 },
            { franchiseId: a, personId: d2, placing: 2 },
            { franchiseId: a, personId: third, placing: 3 },
            { franchiseId: b, personId: d3, placing: 4 },
            { franchiseId: b, personId: d4, placing: 5 },
          ],
        },
      ],
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe(
      'Race 1 of match 1: Red Rockets enters 3; a team of this league enters at most 2 (League (house rules) (gaps.md #30)).',
    );
    expect(t.dump()).toBe(before);
  }, 60_000);

  it('undo of every operation returns the file’s content before it, back to the new league', async () => {
    const t = await racecombatLeague(tempDir(), 0);
    const dumps: string[] = [];
    const step = async (channel: string, input: object) => {
      dumps.push(t.dump());
      return t.ok(channel, input);
    };
    await step('league.updateSettings', { houseRules: { carsPerTeam: 3 } });
    const ids: number[] = [];
    const drivers: number[][] = [];
    for (const [i, name] of ['Reds', 'Blues'].entries()) {
      ids.push((await step('franchise.add', { name, colour: `#00000${i}`, owner: '' })).id);
      drivers.push([]);
      for (const k of [0, 1, 2]) {
        const added = await step('team.addCar', {
          franchiseId: ids[i],
          design: (k ? gunship : speedster)({ name: `${name} ${k}` }),
          driver: { name: `${name[0]}${k}` },
        });
        drivers[i]!.push(added.car.competitorId);
      }
    }
    await step('team.updateCar', { vehicleId: 1, design: speedster({ name: 'Reds 0', bodyArmour: 6 }) });
    // A gunner straight into Reds 1's seat (a Gunship), and one on foot.
    await step('team.addPerson', { franchiseId: ids[0], person: { kind: 'gunner', name: 'Gil' }, seat: { vehicleId: 2, slot: 'carGunner' } });
    await step('team.addPerson', { franchiseId: ids[1], person: { kind: 'gunner', name: 'Hal' } });
    await step('team.renameCar', { vehicleId: 2, car: 'Hornet', driver: 'Bo' });
    await step('league.updateSettings', { entrantStandings: { tieBreakers: ['countback', 'latest-round'] } });
    const m = await step('schedule.add', { track: 'Monza', franchiseIds: ids });
    const [r, bl] = drivers as [number[], number[]];
    await step('match.recordOutcome', {
      matchId: m.id,
      rounds: [
        {
          entrants: [
            { franchiseId: ids[0], personId: r[0], placing: 1 },
            { franchiseId: ids[1], personId: bl[0], placing: 2 },
            { franchiseId: ids[0], personId: r[1], placing: 3 },
            { franchiseId: ids[1], personId: bl[1], placing: 4, stats: { eliminations: 1, outLap: 3, outTurn: 2 } },
          ],
        },
        {
          entrants: [
            { franchiseId: ids[1], personId: bl[0], placing: 1 },
            { franchiseId: ids[0], personId: r[2], placing: 2 },
            { franchiseId: ids[1], personId: bl[2], placing: 3 },
          ],
        },
      ],
    });
    await step('team.removeCar', { vehicleId: 3 });
    await step('season.close', {});
    expect(dumps.length).toBe(18);
    for (const want of dumps.reverse()) {
      await t.ok('journal.undo', {});
      expect(t.dump()).toBe(want);
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// SIGKILL: the child (tests/campaign/crashChild.ts) opens the league and runs one operation through the dispatcher,
// killing itself before its n-th SQL statement or right after the commit.

describe('race-combat crash safety (SIGKILL)', () => {
  it('building a car and recording a race meeting: the whole operation or none of it', async () => {
    const dir = tempDir();
    const t = await racecombatLeague(dir, 2);
    const late = (await t.ok('franchise.add', { name: 'Late Comers', colour: '#123456', owner: '' })).id as number;
    const m = await t.ok('schedule.add', { track: 'Monza', franchiseIds: t.teams });
    const base = path.join(dir, 'base.league');
    t.session.close();
    copyFileSync(t.file, base);
    const [d1, d2, d3, d4] = t.drivers as [number, number, number, number];
    const [a, b] = t.teams as [number, number];
    await killedAtPoints(dir, base, 'car', 'team.addCar', {
      franchiseId: late,
      design: gunship({ name: 'Late One' }),
      driver: { kind: 'driver', name: 'Lou' },
    });
    await killedAtPoints(dir, base, 'record', 'match.recordOutcome', {
      matchId: m.id,
      rounds: [
        {
          entrants: [
            { franchiseId: a, personId: d1, placing: 1 },
            { franchiseId: b, personId: d3, placing: 2 },
            { franchiseId: a, personId: d2, placing: 3 },
            { franchiseId: b, personId: d4, placing: 4, stats: { eliminations: 1, outLap: 2, outTurn: 3 } },
          ],
        },
      ],
    });
  }, 180_000);
});
