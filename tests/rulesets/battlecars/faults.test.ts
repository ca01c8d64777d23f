/**
 * Fault injection on a real Battlecars league file (issue 24, ruleset-done.md "Proof"):
 * - hundreds of invalid requests on its channels (`bcCards.*`) and the core's team, schedule and result channels a
 *   Battlecars league builds and plays through: each refused, and the file's tables identical before and after;
 * - a SIGKILL in the middle of saving card types and of recording a result: the file opens, passes
 *   its integrity check and holds the whole operation or none of it (tests/campaign/crashChild.ts, as Dethmetal's);
 * - undo of every operation, one at a time back to the empty league, returns the file's content before each.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CardType, DEFAULT_BIKE, DEFAULT_CAR, WEAPON_NAMES } from '../../../src-shared/engine/battlecars';
import { killedAtPoints } from '../../support/crashPoints';
import { useTempDir } from '../../support/tempLeague';
import { battlecarsLeague } from './league';

const tempDir = useTempDir();
const clone = <T>(x: T): T => structuredClone(x);

/** Loads the loading rules forbid on the default car and bike (Arming your vehicle), each built from the rule, not the engine. */
function illegalLoads(): { cardType: string; loads: Record<string, string[]> }[] {
  const out: { cardType: string; loads: Record<string, string[]> }[] = [];
  const passives = ['Mines', 'Spikes', 'Oil', 'Smoke'];
  const missiles = ['MG rounds', 'Flame', 'Shell', 'Rocket'];
  // Rockets and shells only in pods firing front or rear.
  for (const pod of ['podLeft', 'podRight']) for (const w of ['Rocket', 'Shell']) out.push({ cardType: 'car', loads: { [pod]: [w] } });
  // Passive weapons never out of the front.
  for (const w of passives) {
    out.push({ cardType: 'car', loads: { podFront: [w] } });
    out.push({ cardType: 'bike', loads: { podFront: [w] } });
  }
  // Turrets only MG rounds.
  for (const w of WEAPON_NAMES.filter((x) => x !== 'MG rounds')) out.push({ cardType: 'car', loads: { turret: [w] } });
  // One type of missile weapon, or a mix of passives: two missiles, or a missile with a passive.
  for (const a of missiles) for (const b of [...missiles, ...passives]) if (a !== b) out.push({ cardType: 'car', loads: { podRear: [a, b] } });
  // Bikes no rockets.
  for (const pod of ['podFront', 'podRear']) out.push({ cardType: 'bike', loads: { [pod]: ['Rocket'] } });
  // A mount's capacity, and mounts the card does not have.
  out.push({ cardType: 'car', loads: { podLeft: ['Mines', 'Mines', 'Mines'] } }, { cardType: 'bike', loads: { podRear: ['Oil', 'Oil', 'Oil'] } });
  for (const mount of ['turret', 'podLeft', 'roof', 'podfront']) out.push({ cardType: 'bike', loads: { [mount]: ['MG rounds'] } });
  return out;
}

/** Card types the card rules refuse (gaps.md #4): each a default card with one thing broken. */
function brokenCards(): unknown[] {
  const out: unknown[] = [];
  for (const base of [DEFAULT_CAR, DEFAULT_BIKE]) {
    // A component taken away leaves the hit-location tables naming it (or the card without its driver or tyres).
    for (const c of base.components) out.push({ ...clone(base), components: base.components.filter((x) => x.id !== c.id) });
    for (const block of ['front', 'rear', 'sideFront', 'sideCentre', 'sideRear'])
      for (const bad of [-1, 17, 2.5, '3', null]) out.push({ ...clone(base), armour: { ...base.armour, [block]: bad } });
    for (const section of ['front', 'centre', 'rear'] as const) {
      out.push({ ...clone(base), hitLocation: { ...base.hitLocation, [section]: base.hitLocation[section].slice(1) } });
      out.push({ ...clone(base), hitLocation: { ...base.hitLocation, [section]: [['nowhere'], ...base.hitLocation[section].slice(1)] } });
    }
    out.push({ ...clone(base), id: 'Car Type' }, { ...clone(base), kind: 'truck' }, { ...clone(base), name: '' }, { ...clone(base), extra: 1 });
    out.push({ ...clone(base), components: [...base.components, { ...base.components[0]!, label: 'Again' }] });
  }
  return out;
}

describe('Battlecars fault injection', () => {
  it('hundreds of invalid requests on its channels and the core’s team, schedule and result channels write nothing', async () => {
    const t = await battlecarsLeague(tempDir());
    const match = await t.ok('schedule.add', { track: 'Grid', franchiseIds: t.teams.slice(0, 2) });
    // A player with no vehicle yet: a load it is refused is refused for the load, not for a full team.
    const late = (await t.ok('franchise.add', { name: 'Late Comers', colour: '#123456', owner: '' })).id as number;
    const before = t.dump();
    const requests: [string, object][] = [];
    const design = (cardType: string, loads: object, name = 'Bad') => ({ version: 1, name, cardType, loads });
    for (const l of illegalLoads()) {
      requests.push(['team.addCar', { franchiseId: late, design: design(l.cardType, l.loads), driver: { name: 'Ed' } }]);
      requests.push(['team.updateCar', { vehicleId: t.vehicles[l.cardType === 'car' ? 0 : 1], design: design(l.cardType, l.loads) }]);
    }
    // Shapes the design and driver schemas refuse.
    for (const bad of [
      {},
      { version: 2 },
      design('car', { podFront: ['Laser'] }),
      design('car', { podFront: 'Rocket' }),
      design('', {}),
      design('car', {}, ''),
    ])
      requests.push(['team.updateCar', { vehicleId: t.vehicles[0], design: bad }]);
    for (const bad of [{}, { name: '' }, { name: 'Ed', stats: 3 }, { name: 'x'.repeat(61) }])
      requests.push(['team.updateCar', { vehicleId: t.vehicles[0], driver: bad }]);
    // A vehicle of a card type the league lacks; a second vehicle for a player; rolls the sheet never makes.
    requests.push(['team.addCar', { franchiseId: late, design: design('truck', {}), driver: { name: 'Ed' } }]);
    requests.push(['team.addCar', { franchiseId: t.teams[0], design: design('car', {}, 'Spare'), driver: { name: 'Ed' } }]);
    requests.push(['team.addCar', { franchiseId: late, design: design('car', {}, 'Spare'), rollDriver: { name: 'Ed' } }]);
    for (const kind of ['driver', 'traits', 'upgrades']) requests.push(['team.roll', { vehicleId: t.vehicles[0], kind }]);
    for (const vehicleId of [0, -1, 999]) requests.push(['team.removeCar', { vehicleId }], ['team.renameCar', { vehicleId, car: 'X' }]);
    // Card types: each broken card, an id twice, an empty list, and changes that take loads from the vehicles in use.
    for (const card of brokenCards()) requests.push(['bcCards.save', { cardTypes: [card, DEFAULT_BIKE] }]);
    requests.push(['bcCards.save', { cardTypes: [DEFAULT_CAR, DEFAULT_CAR, DEFAULT_BIKE] }], ['bcCards.save', { cardTypes: [] }], ['bcCards.save', {}]);
    requests.push(['bcCards.save', { cardTypes: [DEFAULT_CAR] }], ['bcCards.save', { cardTypes: [DEFAULT_BIKE] }], ['bcCards.list', { extra: 1 }]);
    // Brute carries two rockets in its front pod and MG rounds in its turret, Tank a shell in its rear pod and mines in its
    // left; Hornet (a bike) spikes and oil in its rear pod: each change below takes a loaded mount or breaks a load.
    const car = (id: string, patch: object) => ({
      ...clone(DEFAULT_CAR),
      components: DEFAULT_CAR.components.map((x) => (x.id === id ? { ...x, ...patch } : x)),
    });
    const bike = (id: string, patch: object) => ({
      ...clone(DEFAULT_BIKE),
      components: DEFAULT_BIKE.components.map((x) => (x.id === id ? { ...x, ...patch } : x)),
    });
    for (const cards of [
      [car('podFront', { capacity: 1 }), DEFAULT_BIKE],
      [car('podFront', { facing: 'left' }), DEFAULT_BIKE],
      [car('podFront', { facing: 'right' }), DEFAULT_BIKE],
      [car('podRear', { facing: 'left' }), DEFAULT_BIKE],
      [car('podLeft', { facing: 'front' }), DEFAULT_BIKE],
      [car('turret', { id: 'roofTurret' }), DEFAULT_BIKE],
      [DEFAULT_CAR, bike('podRear', { facing: 'front' })],
      [DEFAULT_CAR, bike('podRear', { capacity: 1 })],
      [DEFAULT_CAR, bike('podFront', { id: 'nosePod' })],
    ])
      requests.push(['bcCards.save', { cardTypes: cards }]);
    requests.push(['bcCards.save', { cardTypes: [{ ...clone(DEFAULT_CAR), kind: 'bike' }, DEFAULT_BIKE] }]);
    // Results: placings and stats the core refuses, teams not in the match, a team twice.
    const [a, b] = [t.teams[0]!, t.teams[1]!];
    for (const teams of [
      [{ franchiseId: a, placing: 1 }],
      [
        { franchiseId: a, placing: 0 },
        { franchiseId: b, placing: 2 },
      ],
      [
        { franchiseId: a, placing: 1, stats: { kills: -1 } },
        { franchiseId: b, placing: 2 },
      ],
      [
        { franchiseId: a, placing: 1, stats: { laps: 2 } },
        { franchiseId: b, placing: 2 },
      ],
      [
        { franchiseId: a, placing: 1 },
        { franchiseId: a, placing: 2 },
      ],
      [
        { franchiseId: a, placing: 1 },
        { franchiseId: t.teams[2], placing: 2 },
      ],
      [
        { franchiseId: a, placing: 1.5 },
        { franchiseId: b, placing: 2 },
      ],
    ])
      requests.push(['match.recordOutcome', { matchId: match.id, teams }]);
    requests.push(
      ['schedule.add', { track: 'Grid', franchiseIds: [a, a] }],
      ['schedule.add', { track: '', franchiseIds: [a, b] }],
      ['schedule.add', { track: 'Grid', surface: 'dirt' }],
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
  }, 60_000);

  it('undo of every operation returns the file’s content before it, back to the new league', async () => {
    const t = await battlecarsLeague(tempDir(), 0);
    const dumps: string[] = [];
    const step = async (channel: string, input: object) => {
      dumps.push(t.dump());
      return t.ok(channel, input);
    };
    const truck: CardType = { ...clone(DEFAULT_CAR), id: 'truck', name: 'Truck' };
    await step('bcCards.save', { cardTypes: [DEFAULT_CAR, DEFAULT_BIKE, truck] });
    const ids: number[] = [];
    const cars: number[] = [];
    for (const [i, name] of ['Reds', 'Blues', 'Greens'].entries()) {
      ids.push((await step('franchise.add', { name, colour: `#00000${i}`, owner: '' })).id);
      const cardType = ['car', 'bike', 'truck'][i]!;
      cars.push(
        (
          await step('team.addCar', {
            franchiseId: ids[i],
            design: { version: 1, name: `${name} ride`, cardType, loads: { podRear: ['Oil'] } },
            driver: { name: `D${i}` },
          })
        ).car.vehicleId,
      );
    }
    await step('team.updateCar', {
      vehicleId: cars[0],
      design: { version: 1, name: 'Reds ride', cardType: 'car', loads: { podFront: ['Rocket'], turret: ['MG rounds'] } },
    });
    await step('team.renameCar', { vehicleId: cars[1], car: 'Hornet', driver: 'Bo' });
    await step('bcCards.save', { cardTypes: [{ ...clone(DEFAULT_CAR), armour: { ...DEFAULT_CAR.armour, front: 6 } }, DEFAULT_BIKE, truck] });
    const m = await step('schedule.add', { track: 'Grid', franchiseIds: ids });
    await step('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: ids[0], placing: 1, stats: { kills: 1, wrecks: 1 } },
        { franchiseId: ids[1], placing: 3 },
        { franchiseId: ids[2], placing: 2, stats: { wrecks: 1 } },
      ],
    });
    await step('team.removeCar', { vehicleId: cars[2] });
    await step('season.close', {});
    expect(dumps.length).toBe(14);
    for (const want of dumps.reverse()) {
      await t.ok('journal.undo', {});
      expect(t.dump()).toBe(want);
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// SIGKILL: the child (tests/campaign/crashChild.ts) opens the league and runs one operation through the dispatcher,
// killing itself before its n-th SQL statement or right after the commit.

describe('Battlecars crash safety (SIGKILL)', () => {
  it('saving card types and recording a result: the whole operation or none of it', async () => {
    const dir = tempDir();
    const t = await battlecarsLeague(dir, 3);
    const m = await t.ok('schedule.add', { track: 'Grid', franchiseIds: t.teams });
    const base = path.join(dir, 'base.league');
    t.session.close();
    copyFileSync(t.file, base);
    await killedAtPoints(dir, base, 'cards', 'bcCards.save', {
      cardTypes: [{ ...clone(DEFAULT_CAR), armour: { ...DEFAULT_CAR.armour, rear: 6 } }, DEFAULT_BIKE],
    });
    await killedAtPoints(dir, base, 'record', 'match.recordOutcome', {
      matchId: m.id,
      teams: t.teams.map((franchiseId, i) => ({ franchiseId, placing: i + 1, stats: i === 0 ? { kills: 2, wrecks: 1 } : {} })),
    });
  }, 180_000);
});
