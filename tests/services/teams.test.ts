import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { type CarDesign, defaultDirtyWheelsSettings, deriveCar, newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** A real Dirty Wheels league file with one team, through the same dispatcher the app and the CLI use. */
async function dwLeague(houseRules: Record<string, unknown> = {}, ruleset = 'dirtywheels') {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const file = path.join(dir, 'dw.league');
  expect(await dispatch('app.newLeague', { name: 'Toy Box', path: file, ruleset })).toMatchObject({ ok: true });
  if (Object.keys(houseRules).length) expect(await dispatch('league.updateSettings', { houseRules })).toMatchObject({ ok: true });
  const team = await dispatch('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  if (!team.ok) throw new Error(team.error.message);
  const call = async (channel: string, input: object) => dispatch(channel as never, input as never);
  const ok = async (channel: string, input: object) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const rows = (sql: string) => session.league.sqlite.prepare(sql).all();
  const bytes = () => {
    session.league.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return readFileSync(file);
  };
  return { session, dispatch, call, ok, rows, bytes, teamId: team.value.id, file };
}

const legalCar = (name = 'Rustbucket') => newCarDesign(name);
const legalDriver = (name = 'Max') => newDriver(name);
const cars = 'SELECT id, name, status, bought_season, design, derived FROM vehicles ORDER BY id';
const drivers = 'SELECT id, franchise_id, name, status, record FROM competitors ORDER BY id';

describe('team building (Dirty Wheels league file)', () => {
  it('adds a legal car with its driver: design and derived JSON on the vehicle, the driver on a competitor paired to it', async () => {
    const t = await dwLeague();
    const design = { ...legalCar(), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] };
    const { car, rolls } = await t.ok('team.addCar', { franchiseId: t.teamId, design, driver: legalDriver() });
    expect(rolls).toEqual([]);
    expect(car.problems).toEqual([]);
    expect(car.design).toEqual(design);
    expect(car.derived).toEqual(deriveCar(design as CarDesign, defaultDirtyWheelsSettings()));
    expect(JSON.parse((t.rows('SELECT derived FROM vehicles')[0] as { derived: string }).derived)).toEqual(car.derived);
    expect(t.rows(cars)).toEqual([expect.objectContaining({ name: 'Rustbucket', status: 'active', bought_season: 1, design: JSON.stringify(design) })]);
    // Dethmetal's DP budget and price paid are Dethmetal's own rows (issue 12): a Dirty Wheels car has none.
    expect(t.rows('SELECT count(*) AS n FROM dethmetal_vehicles')).toEqual([{ n: 0 }]);
    const [driverRow] = t.rows(drivers) as { record: string; franchise_id: number }[];
    expect(driverRow!.franchise_id).toBe(t.teamId);
    // Paired through the core's standing crew (issue 21): his seat in the car's driver slot, not a field of his JSON.
    expect(JSON.parse(driverRow!.record)).toEqual(legalDriver());
    expect(t.rows('SELECT vehicle_id, slot, person_id FROM crew')).toEqual([{ vehicle_id: car.vehicleId, slot: 'driver', person_id: car.competitorId }]);
    const team = await t.ok('team.get', { franchiseId: t.teamId });
    expect(team).toMatchObject({ name: 'Rust Rats', ruleset: 'dirtywheels', maxCars: 3, cars: [{ vehicleId: car.vehicleId, driver: legalDriver() }] });
    t.session.close();
  });

  it.each([
    [
      'a heavy weapon fixed on a Standard (Car types)',
      { ...legalCar(), weapons: [{ weapon: 'Heavy laser', mount: 'fixed' }] },
      ['design', 'weapons', 0],
      /Standard takes "2 fixed light, or 1 turret light or heavy.": the Heavy laser is a heavy weapon and cannot be fixed. \(Car types/,
    ],
    [
      'fixed weapons and a turret on a Racer as printed (Car types, gaps.md #7)',
      {
        ...legalCar(),
        type: 'Racer',
        weapons: [
          { weapon: 'Machine gun', mount: 'fixed' },
          { weapon: 'Machine gun', mount: 'turret' },
        ],
      },
      ['design', 'weapons'],
      /fixed weapons or a turret weapon, not both/,
    ],
    ['upgrades taken before the D3 is rolled (Car upgrades)', { ...legalCar(), upgrades: ['Extra armour'] }, ['design', 'upgradeAllowance'], /roll the D3/],
    ['a weapon the lists do not have (schema)', { ...legalCar(), weapons: [{ weapon: 'Death ray', mount: 'fixed' }] }, ['design', 'weapons', 0, 'weapon'], /./],
  ])('refuses %s with the rule’s words and the field path, and leaves the file byte-identical', async (_, design, at, words) => {
    const t = await dwLeague();
    const before = t.bytes();
    const r = await t.call('team.addCar', { franchiseId: t.teamId, design, driver: legalDriver() });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: expect.arrayContaining([{ path: at, message: expect.stringMatching(words) }]) },
    });
    expect(t.bytes().equals(before)).toBe(true);
    t.session.close();
  });

  it('the 8-point buy refuses a driver over 8 points (Drivers › 8-point buy), naming the overspend; nothing is written', async () => {
    const t = await dwLeague({ driverStats: 'buy' });
    const before = t.bytes();
    const rich = { ...legalDriver(), initiative: 3, bravery: 3, aim: 1, skill: 3 };
    const r = await t.call('team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: rich });
    expect(r).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        issues: [{ path: ['driver', 'stats'], message: expect.stringMatching(/cost 12 points, 4 over the 8\. \(Drivers › 8-point buy\)/) }],
      },
    });
    expect(t.bytes().equals(before)).toBe(true);
    t.session.close();
  });

  it('refuses a car over the league’s team size (The Rules, gaps.md #12) and changes nothing', async () => {
    const t = await dwLeague({ teamSize: 2 });
    for (const n of ['A', 'B']) await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(n), driver: legalDriver(n) });
    const before = t.bytes();
    const r = await t.call('team.addCar', { franchiseId: t.teamId, design: legalCar('C'), driver: legalDriver('C') });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: expect.stringMatching(/Rust Rats already fields 2 cars; this league's teams field 2 \(The Rules \(gaps.md #12\)\)/) },
    });
    expect(t.bytes().equals(before)).toBe(true);
    t.session.close();
  });

  it('edits, renames and removes a car with its driver; each is one undoable step, redo puts it back', async () => {
    const t = await dwLeague();
    const { car } = await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: legalDriver() });
    const afterAdd = t.rows(cars).concat(t.rows(drivers));
    const edited = { ...legalCar(), weapons: [{ weapon: 'Heavy laser', mount: 'turret' }] };
    expect((await t.ok('team.updateCar', { vehicleId: car.vehicleId, design: edited })).car.design).toEqual(edited);
    // An illegal edit is refused and the car stays as it was.
    const bad = await t.call('team.updateCar', { vehicleId: car.vehicleId, design: { ...edited, type: 'Racer' } });
    expect(bad).toMatchObject({
      ok: false,
      error: { issues: [{ path: ['design', 'weapons', 0], message: expect.stringMatching(/Racer.*cannot carry the heavy Heavy laser/) }] },
    });
    const renamed = await t.ok('team.renameCar', { vehicleId: car.vehicleId, car: 'Lasertruck', driver: 'Maxine' });
    expect(renamed.car).toMatchObject({ design: { name: 'Lasertruck' }, driver: { name: 'Maxine' } });
    expect(t.rows('SELECT name FROM competitors')).toEqual([{ name: 'Maxine' }]);
    expect((await t.ok('team.removeCar', { vehicleId: car.vehicleId })).cars).toEqual([]);
    expect(t.rows('SELECT status FROM vehicles').concat(t.rows('SELECT status, franchise_id FROM competitors'))).toEqual([
      { status: 'sold' },
      { status: 'retired', franchise_id: null },
    ]);
    for (let i = 0; i < 3; i++) expect(await t.dispatch('journal.undo', {})).toMatchObject({ ok: true });
    expect(t.rows(cars).concat(t.rows(drivers))).toEqual(afterAdd);
    for (let i = 0; i < 3; i++) expect(await t.dispatch('journal.redo', {})).toMatchObject({ ok: true });
    expect((await t.ok('team.get', { franchiseId: t.teamId })).cars).toEqual([]);
    expect((await t.ok('journal.recent', { limit: 4 })).map((j: { summary: string }) => j.summary)).toEqual([
      'Removed the Lasertruck and its driver Maxine',
      "Edited the Lasertruck's car and driver",
      "Edited the Rustbucket's car",
      'Rust Rats: added the Rustbucket driven by Max',
    ]);
    t.session.close();
  });

  it('a car legal when saved shows the problems the league’s rules find once a house rule changes (Car types, gaps.md #7)', async () => {
    const t = await dwLeague({ weaponSlots: 'both-groups' });
    const racer = {
      ...legalCar('Zoom'),
      type: 'Racer',
      weapons: [
        { weapon: 'Machine gun', mount: 'fixed' },
        { weapon: 'Machine gun', mount: 'turret' },
      ],
    };
    const { car } = await t.ok('team.addCar', { franchiseId: t.teamId, design: racer, driver: legalDriver() });
    expect(car.problems).toEqual([]);
    expect(await t.call('league.updateSettings', { houseRules: { weaponSlots: 'as-printed' } })).toMatchObject({ ok: true });
    const [shown] = (await t.ok('team.get', { franchiseId: t.teamId })).cars;
    expect(shown.problems).toEqual([
      { path: ['design', 'weapons'], message: expect.stringMatching(/fixed weapons or a turret weapon, not both/), rule: 'Car types (gaps.md #7)' },
    ]);
    t.session.close();
  });

  it('rolls a driver, the D3-1 traits and the D3 upgrades with the league’s dice, logged with their purpose (Drivers, Car upgrades)', async () => {
    const t = await dwLeague();
    const added = await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), rollDriver: { name: 'Dice Dan' } });
    expect(added.car.problems).toEqual([]);
    expect(added.car.driver).toMatchObject({ name: 'Dice Dan', traitAllowance: expect.any(Number) });
    // Four stats on the stat table, then the D3-1 for traits and one d6 per trait (more on duplicates, gaps.md #5).
    expect(added.rolls.slice(0, 5).map((r: any) => r.purpose)).toEqual([
      'Dice Dan: initiative (Drivers › Stat table)',
      'Dice Dan: bravery (Drivers › Stat table)',
      'Dice Dan: aim (Drivers › Stat table)',
      'Dice Dan: skill (Drivers › Stat table)',
      'Dice Dan: number of traits (Drivers › Traits)',
    ]);
    const log = t.rows('SELECT op, purpose, value, decided FROM dice_log ORDER BY id') as { op: string; purpose: string; value: number; decided: string }[];
    expect(log.map((r) => r.purpose)).toEqual(added.rolls.map((r: any) => r.purpose));
    expect(log.every((r) => r.op === 'team.addCar' && r.decided)).toBe(true);
    const up = await t.ok('team.roll', { vehicleId: added.car.vehicleId, kind: 'upgrades' });
    const allowance = up.car.design.upgradeAllowance;
    expect(up.car.design.upgrades).toHaveLength(allowance);
    expect(up.car.problems).toEqual([]);
    expect(up.rolls[0]).toMatchObject({ notation: '1d3', purpose: 'Rustbucket: number of upgrades (Car upgrades)', value: allowance });
    expect(t.rows(`SELECT count(*) AS n FROM dice_log WHERE op = 'team.roll'`)).toEqual([{ n: up.rolls.length }]);
    // A roll stands: rolling the D3 again is refused, and so is a second D3-1 for traits.
    expect(await t.call('team.roll', { vehicleId: added.car.vehicleId, kind: 'upgrades' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: expect.stringMatching(/D3 for upgrades was rolled already/) },
    });
    expect(await t.call('team.roll', { vehicleId: added.car.vehicleId, kind: 'traits' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/D3-1 for traits was rolled already/) },
    });
    // Undo takes the rolls out of the dice log with the upgrades.
    await t.dispatch('journal.undo', {});
    expect(t.rows(`SELECT count(*) AS n FROM dice_log WHERE op = 'team.roll'`)).toEqual([{ n: 0 }]);
    expect((await t.ok('team.get', { franchiseId: t.teamId })).cars[0].design.upgradeAllowance).toBeUndefined();
    t.session.close();
  });

  it('typed dice: a missing roll asks for it and writes nothing; the typed rolls decide the driver', async () => {
    const t = await dwLeague();
    expect(await t.dispatch('league.updateSettings', { diceMode: 'manual' })).toMatchObject({ ok: true });
    const before = t.bytes();
    const asked = await t.call('team.addCar', { franchiseId: t.teamId, design: legalCar(), rollDriver: { name: 'Typed Ty' }, dice: [6, 6] });
    expect(asked).toMatchObject({ ok: false, error: { kind: 'dice-needed', request: { notation: '1d6', purpose: 'Typed Ty: aim (Drivers › Stat table)' } } });
    expect(t.bytes().equals(before)).toBe(true);
    // 6, 6, 1, 1 on the stat table; the D3-1 read off a d6 showing 1 is 0 traits.
    const r = await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), rollDriver: { name: 'Typed Ty' }, dice: [6, 6, 1, 1, 1] });
    expect(r.car.driver).toEqual({ name: 'Typed Ty', initiative: 3, bravery: 3, aim: -1, skill: 5, traits: [], traitAllowance: 0 });
    t.session.close();
  });

  it('a house rule that picks makes the roll refused with its words (Drivers, gaps.md #13)', async () => {
    const t = await dwLeague({ driverStats: 'buy' });
    const { car } = await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: legalDriver() });
    expect(await t.call('team.roll', { vehicleId: car.vehicleId, kind: 'driver' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', issues: [{ path: ['kind'], message: expect.stringMatching(/buys driver stats with 8 points/) }] },
    });
    t.session.close();
  });

  it('each car says which rolls the league makes for it now, with the refusal team.roll would give (Drivers, Car upgrades, gaps.md #13, #15)', async () => {
    const t = await dwLeague();
    const { car } = await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: legalDriver() });
    expect(car.nothingToRoll).toEqual({ driver: null, traits: null, upgrades: null });
    const rolled = await t.ok('team.roll', { vehicleId: car.vehicleId, kind: 'driver' });
    expect(rolled.car.nothingToRoll.upgrades).toBeNull();
    for (const kind of ['driver', 'traits'] as const) {
      const refused = await t.call('team.roll', { vehicleId: car.vehicleId, kind });
      expect(refused).toMatchObject({ ok: false, error: { issues: [{ path: ['kind'], message: rolled.car.nothingToRoll[kind] }] } });
    }
    t.session.close();
    const bought = await dwLeague({ driverStats: 'buy', upgrades: 'pick', upgradeCount: 'up-to-3' });
    const b = await bought.ok('team.addCar', { franchiseId: bought.teamId, design: legalCar(), driver: legalDriver() });
    expect(b.car.nothingToRoll.driver).toMatch(/buys driver stats with 8 points/);
    expect(b.car.nothingToRoll.upgrades).toMatch(/picks up to 3 upgrades/);
    expect(b.car.nothingToRoll.traits).toBeNull();
    bought.session.close();
  });

  it('a Dethmetal league refuses the team channels: it builds in the Garage', async () => {
    const t = await dwLeague({}, 'dethmetal');
    const before = t.bytes();
    for (const [channel, input] of [
      ['team.get', { franchiseId: t.teamId }],
      ['team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: legalDriver() }],
    ] as const)
      expect(await t.call(channel, input)).toMatchObject({
        ok: false,
        error: { kind: 'unavailable', message: expect.stringMatching(/This is a Dethmetal league: its cars are bought and built in the Garage/) },
      });
    expect(t.bytes().equals(before)).toBe(true);
    t.session.close();
  });
});

describe('people on foot (issue 26: the core builds teams whose people are not only drivers)', () => {
  it('a Dirty Wheels team’s people are its cars’ drivers: team.addPerson is refused in words, nothing written; team.get lists nobody on foot', async () => {
    const t = await dwLeague();
    await t.ok('team.addCar', { franchiseId: t.teamId, design: legalCar(), driver: legalDriver() });
    const before = t.rows(drivers);
    const r = await t.call('team.addPerson', { franchiseId: t.teamId, person: legalDriver('Walker') });
    expect(r).toMatchObject({ ok: false, error: { message: 'A Dirty Wheels team’s people are its cars’ drivers: add a car with its driver (team.addCar).' } });
    expect(t.rows(drivers)).toEqual(before);
    expect((await t.ok('team.get', { franchiseId: t.teamId })).onFoot).toEqual([]);
  });

  it('a hex RPG gang: each vehicle’s driver sits in its kind’s first slot; a character on foot is checked by the ruleset’s rules, then seated through crew.assign', async () => {
    const t = await dwLeague({}, 'hexrpg');
    const character = (name: string, extra: object = {}) => ({ version: 1, name, musc: 10, agi: 3, accu: 5, driv: 6, luck: 50, skills: {}, ...extra });
    const bike = await t.ok('team.addCar', { franchiseId: t.teamId, design: { version: 1, name: 'Dust Bike', kind: 'bike' }, driver: character('Kit') });
    const car = await t.ok('team.addCar', { franchiseId: t.teamId, design: { version: 1, name: 'Rust Bucket', kind: 'car' }, driver: character('Max') });
    const crew = await t.ok('crew.list', { franchiseId: t.teamId });
    expect(crew.vehicles.map((v: { seats: { slot: string }[] }) => v.seats.map((s) => s.slot))).toEqual([['bikeDriver'], ['carDriver']]);
    // The ruleset's words and rule, at the person's path; nothing written.
    const before = t.rows(drivers);
    const bad = await t.call('team.addPerson', { franchiseId: t.teamId, person: character('Ghost', { agi: 9 }) });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ path: ['person', 'agi'], message: 'AGI is at most 6' }] } });
    expect(t.rows(drivers)).toEqual(before);
    const walker = await t.ok('team.addPerson', { franchiseId: t.teamId, person: character('Walker') });
    const team = await t.ok('team.get', { franchiseId: t.teamId });
    expect(team.cars.map((c: { vehicleId: number }) => c.vehicleId)).toEqual([bike.car.vehicleId, car.car.vehicleId]);
    expect(team.onFoot.map((p: { competitorId: number }) => p.competitorId)).toEqual([walker.competitorId]);
    // Seated as the car's passenger, he is on foot no more.
    await t.ok('crew.assign', {
      franchiseId: t.teamId,
      seats: [
        { vehicleId: bike.car.vehicleId, slot: 'bikeDriver', personId: bike.car.competitorId },
        { vehicleId: car.car.vehicleId, slot: 'carDriver', personId: car.car.competitorId },
        { vehicleId: car.car.vehicleId, slot: 'carPassengers', personId: walker.competitorId },
      ],
    });
    expect((await t.ok('team.get', { franchiseId: t.teamId })).onFoot).toEqual([]);
    const edited = await t.ok('team.updatePerson', { competitorId: walker.competitorId, person: character('Walker', { musc: 14 }) });
    expect(edited.fields.find((f: { label: string }) => f.label === 'Hit points').value).toBe('14');
    // Added straight into a seat (issue 25's `seat`), the rest of the crew kept: the bike's passenger; a second one is
    // refused by the slot's max (2a: "one motorbike with 2 people"), nothing written.
    const pillion = await t.ok('team.addPerson', {
      franchiseId: t.teamId,
      person: character('Pillion'),
      seat: { vehicleId: bike.car.vehicleId, slot: 'bikePassenger' },
    });
    const seats = (await t.ok('crew.list', { franchiseId: t.teamId })).vehicles.map((v: { seats: { name: string }[] }) => v.seats.map((s) => s.name));
    expect(seats).toEqual([
      ['Kit', 'Pillion'],
      ['Max', 'Walker'],
    ]);
    expect(pillion.competitorId).toBeGreaterThan(walker.competitorId);
    const people = t.rows(drivers);
    const full = await t.call('team.addPerson', {
      franchiseId: t.teamId,
      person: character('Third'),
      seat: { vehicleId: bike.car.vehicleId, slot: 'bikePassenger' },
    });
    expect(full).toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ path: ['seat', 'slot'], message: 'Dust Bike seats at most 1 character in its Passenger slot; 2 are seated.' }] },
    });
    expect(t.rows(drivers)).toEqual(people);
  });
});
