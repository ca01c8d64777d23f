/**
 * Crew slots as core relations (issue 21, "Generic entities"): `crew.assign` seats a team's people in its vehicles as
 * the league's ruleset declares its slots (`min`-`max` people of a kind in each vehicle of a kind), checked with every
 * problem at once, in one undoable operation; `crew.list` reads it back. On real league files: Dirty Wheels (one driver
 * per car, Building a team), whose team builder reads the same seats, and a ruleset of this test only with a second
 * kind of vehicle and of person (a bike; a gunner) and a gunner slot, registered with `addRuleset` and
 * `addRulesetServices` and nothing outside tests/.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { addRulesetServices } from '../../src-main/services/rulesets';
import { crewProblems, kindOf } from '../../src-shared/engine/core/crew';
import { dirtyWheelsRuleset, newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { type AnyRuleset, addRuleset } from '../../src-shared/engine/registry';
import { useTempDir } from '../support/tempLeague';

const CREW = 'crewtest';

/** Cars seat a driver and up to two gunners; a bike its rider, a driver. */
const crewRuleset = {
  ...(dirtyWheelsRuleset as unknown as AnyRuleset),
  id: CREW,
  name: 'Crew test',
  summary: 'Cars with gunners and bikes, for the crew slots test only.',
  // Dirty Wheels' table plays Dirty Wheels: a ruleset carries its own (or none).
  table: null,
  // Its designs are rows of this test ({kind, name}); one may say how many gun mounts it has (the design's own slot limit).
  vehicle: {
    ...(dirtyWheelsRuleset as unknown as AnyRuleset).vehicle,
    designSchema: z.object({ kind: z.string(), name: z.string(), mounts: z.number().int().optional() }),
    slotLimits: (d: unknown) => {
      const design = d as { name: string; mounts?: number };
      return design.mounts === undefined
        ? []
        : [
            {
              slot: 'gunner',
              max: design.mounts,
              why: `${design.name} has ${design.mounts} gun mount${design.mounts === 1 ? '' : 's'}`,
              rule: 'Crew test',
              path: ['mounts'],
            },
          ];
    },
  },
  declaration: {
    ...dirtyWheelsRuleset.declaration,
    id: CREW,
    vehicles: [
      { kind: 'car', one: 'car', many: 'cars' },
      { kind: 'bike', one: 'bike', many: 'bikes' },
    ],
    people: [
      { kind: 'driver', one: 'driver', many: 'drivers' },
      { kind: 'gunner', one: 'gunner', many: 'gunners' },
    ],
    slots: [
      { id: 'driver', label: 'Driver', vehicle: 'car', person: 'driver', min: 1, max: 1 },
      { id: 'gunner', label: 'Gunner', vehicle: 'car', person: 'gunner', min: 0, max: 2 },
      { id: 'rider', label: 'Rider', vehicle: 'bike', person: 'driver', min: 1, max: 1 },
    ],
    screens: dirtyWheelsRuleset.declaration.screens.filter((s) => s.id !== 'team'),
    cli: { commands: [], groupSubs: [] },
    channels: [],
    careerEvents: [],
  },
} satisfies AnyRuleset;

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(addRuleset(crewRuleset), addRulesetServices(CREW, {}));
});
afterAll(() => {
  for (const off of unregister) off();
});

const tempDir = useTempDir();

async function league(ruleset: string) {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const ok = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as any;
  };
  const refused = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (r.ok) throw new Error(`${channel} was expected to be refused`);
    return r.error as any;
  };
  await ok('app.newLeague', { name: 'Crew Night', path: path.join(dataDir, 'crew.league'), ruleset });
  const sqlite = () => session.league.sqlite;
  const rows = () => sqlite().prepare('SELECT * FROM crew ORDER BY id').all();
  const journal = () => sqlite().prepare('SELECT count(*) AS n FROM journal').get();
  return { ok, refused, sqlite, rows, journal, close: () => session.close() };
}

describe('the crew check (engine/core/crew.ts)', () => {
  it('takes a vehicle’s or person’s kind from the declaration when it has one, else from the record’s own kind', () => {
    expect(kindOf(dirtyWheelsRuleset.declaration.people, {})).toBe('driver');
    expect(kindOf(crewRuleset.declaration.vehicles, { kind: 'bike' })).toBe('bike');
    expect(kindOf(crewRuleset.declaration.vehicles, { kind: 'tank' })).toBe('');
    expect(kindOf(crewRuleset.declaration.vehicles, {})).toBe('');
  });

  it('Building a team (Dirty Wheels): a car without its driver is one problem naming the car, the slot and the limit', () => {
    const team = { id: 1, name: 'Rust Rats' };
    expect(crewProblems(dirtyWheelsRuleset.declaration, team, [{ id: 5, name: 'Hauler', kind: 'car' }], new Map(), [])).toEqual([
      { path: ['seats'], message: 'Hauler needs at least 1 driver in its Driver slot; none is seated.' },
    ]);
  });
});

describe('crew.assign and crew.list on a league of a ruleset with gunners and bikes', () => {
  async function crewLeague() {
    const l = await league(CREW);
    const wolves = (await l.ok('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id as number;
    const devils = (await l.ok('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id as number;
    // The test ruleset builds no teams of its own: its cars and people go in as rows, each record naming its kind.
    const car = (team: number, name: string, kind: string) =>
      Number(
        l
          .sqlite()
          .prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, ?, ?, '{}', 1)`)
          .run(team, name, JSON.stringify({ kind, name })).lastInsertRowid,
      );
    const person = (team: number, name: string, kind: string) =>
      Number(
        l.sqlite().prepare(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, ?, ?)`).run(team, name, JSON.stringify({ kind, name }))
          .lastInsertRowid,
      );
    const ids = {
      wolves,
      devils,
      interceptor: car(wolves, 'Interceptor', 'car'),
      bike: car(wolves, 'Dust Bike', 'bike'),
      max: person(wolves, 'Max', 'driver'),
      goose: person(wolves, 'Goose', 'gunner'),
      jessie: person(wolves, 'Jessie', 'driver'),
      toe: person(wolves, 'Toecutter', 'gunner'),
      bubba: person(devils, 'Bubba', 'gunner'),
    };
    return { ...l, ...ids };
  }

  it('seats a driver and a gunner in a car and a rider on a bike; crew.list reads them back; one undo takes them off', async () => {
    const l = await crewLeague();
    const seats = [
      { vehicleId: l.interceptor, slot: 'driver', personId: l.max },
      { vehicleId: l.interceptor, slot: 'gunner', personId: l.goose },
      { vehicleId: l.bike, slot: 'rider', personId: l.jessie },
    ];
    const view = await l.ok('crew.assign', { franchiseId: l.wolves, seats });
    expect(view.vehicles).toEqual([
      {
        vehicleId: l.interceptor,
        name: 'Interceptor',
        kind: 'car',
        seats: [
          { slot: 'driver', personId: l.max, name: 'Max' },
          { slot: 'gunner', personId: l.goose, name: 'Goose' },
        ],
      },
      { vehicleId: l.bike, name: 'Dust Bike', kind: 'bike', seats: [{ slot: 'rider', personId: l.jessie, name: 'Jessie' }] },
    ]);
    expect(view.slots.map((s: { id: string }) => s.id)).toEqual(['driver', 'gunner', 'rider']);
    expect(await l.ok('crew.list', { franchiseId: l.wolves })).toEqual(view);
    expect(await l.ok('journal.undo', {})).toMatchObject({ op: 'crew.assign' });
    expect(l.rows()).toEqual([]);
    l.close();
  });

  it('refuses a crew with every problem at once, naming each kind, vehicle and limit, and writes nothing', async () => {
    const l = await crewLeague();
    const journal = l.journal();
    const error = await l.refused('crew.assign', {
      franchiseId: l.wolves,
      seats: [
        // The car: no driver, three gunners (at most two), one of them a driver.
        { vehicleId: l.interceptor, slot: 'gunner', personId: l.goose },
        { vehicleId: l.interceptor, slot: 'gunner', personId: l.toe },
        { vehicleId: l.interceptor, slot: 'gunner', personId: l.max },
        // The bike: a gunner slot it does not have, a Dust Devil, a slot nobody declares, and no rider.
        { vehicleId: l.bike, slot: 'gunner', personId: l.bubba },
        { vehicleId: l.bike, slot: 'sidecar', personId: l.jessie },
      ],
    });
    expect(error.kind).toBe('validation');
    expect(error.message).toBe("Road Wolves's crew was refused: it has 7 problems.");
    expect(error.issues).toEqual([
      { path: ['seats', 2, 'personId'], message: 'Max is a driver; the Gunner slot takes a gunner.' },
      { path: ['seats', 3, 'slot'], message: 'The Gunner slot is in a car; Dust Bike is a bike.' },
      { path: ['seats', 3, 'personId'], message: 'Bubba is not on Road Wolves.' },
      { path: ['seats', 4, 'slot'], message: '“sidecar” is not a slot this ruleset declares (it has driver, gunner, rider).' },
      { path: ['seats'], message: 'Interceptor needs at least 1 driver in its Driver slot; none is seated.' },
      { path: ['seats', 2, 'slot'], message: 'Interceptor seats at most 2 gunners in its Gunner slot; 3 are seated.' },
      { path: ['seats'], message: 'Dust Bike needs at least 1 driver in its Rider slot; none is seated.' },
    ]);
    expect(l.rows()).toEqual([]);
    expect(l.journal()).toEqual(journal);
    l.close();
  });

  it('refuses a vehicle of another team and a person who does not exist, by id', async () => {
    const l = await crewLeague();
    const theirs = Number(
      l.sqlite().prepare(`INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, 'Rig', '{"kind":"car"}', '{}', 1)`).run(l.devils)
        .lastInsertRowid,
    );
    const error = await l.refused('crew.assign', {
      franchiseId: l.wolves,
      seats: [
        { vehicleId: l.interceptor, slot: 'driver', personId: 999 },
        { vehicleId: theirs, slot: 'driver', personId: l.max },
        { vehicleId: l.bike, slot: 'rider', personId: l.jessie },
      ],
    });
    expect(error.issues).toEqual([
      { path: ['seats', 0, 'personId'], message: 'There is no person with id 999.' },
      { path: ['seats', 1, 'vehicleId'], message: `Vehicle ${theirs} is not one of Road Wolves's.` },
    ]);
    l.close();
  });
});

describe('a design’s own slot limits (Ruleset.vehicle.slotLimits: a race-combat car built without a gunner, here a car’s gun mounts)', () => {
  it('the crew check holds a vehicle to its design’s limit below the declared max, in the limit’s words (engine/core/crew.ts)', () => {
    const team = { id: 1, name: 'Road Wolves' };
    const people = new Map([
      [1, { id: 1, name: 'Max', kind: 'driver', franchiseId: 1 }],
      [2, { id: 2, name: 'Goose', kind: 'gunner', franchiseId: 1 }],
    ]);
    const car = {
      id: 5,
      name: 'Interceptor',
      kind: 'car',
      limits: [{ slot: 'gunner', max: 0, why: 'Interceptor has 0 gun mounts', rule: 'Crew test', path: ['mounts'] }],
    };
    const seats = [
      { vehicleId: 5, slot: 'driver', personId: 1 },
      { vehicleId: 5, slot: 'gunner', personId: 2 },
    ];
    expect(crewProblems(crewRuleset.declaration, team, [car], people, seats)).toEqual([
      { path: ['seats', 1, 'slot'], message: 'Interceptor has 0 gun mounts: its Gunner slot seats nobody (Crew test); 1 is seated.' },
    ]);
    expect(crewProblems(crewRuleset.declaration, team, [{ ...car, limits: [] }], people, seats)).toEqual([]);
  });

  it('crew.assign refuses a second gunner in a car with one gun mount (its design’s limit) and writes nothing; one gunner is seated', async () => {
    const l = await league(CREW);
    const wolves = (await l.ok('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id as number;
    const row = (sql: string, ...args: unknown[]) =>
      Number(
        l
          .sqlite()
          .prepare(sql)
          .run(...args).lastInsertRowid,
      );
    const car = row(
      `INSERT INTO vehicles (franchise_id, name, design, derived, bought_season) VALUES (?, 'Interceptor', ?, '{}', 1)`,
      wolves,
      JSON.stringify({ kind: 'car', name: 'Interceptor', mounts: 1 }),
    );
    const person = (name: string, kind: string) =>
      row(`INSERT INTO competitors (franchise_id, name, record) VALUES (?, ?, ?)`, wolves, name, JSON.stringify({ kind, name }));
    const [max, goose, toe] = [person('Max', 'driver'), person('Goose', 'gunner'), person('Toecutter', 'gunner')];
    const seats = [
      { vehicleId: car, slot: 'driver', personId: max },
      { vehicleId: car, slot: 'gunner', personId: goose },
    ];
    const error = await l.refused('crew.assign', { franchiseId: wolves, seats: [...seats, { vehicleId: car, slot: 'gunner', personId: toe }] });
    expect(error.issues).toEqual([
      { path: ['seats', 2, 'slot'], message: 'Interceptor has 1 gun mount: its Gunner slot seats at most 1 gunner (Crew test); 2 are seated.' },
    ]);
    expect(l.rows()).toEqual([]);
    await l.ok('crew.assign', { franchiseId: wolves, seats });
    expect(l.rows()).toHaveLength(2);
    l.close();
  });
});

describe('crew.assign on a Dirty Wheels league (Building a team: one driver per car)', () => {
  it('swaps two drivers between their cars, and the team builder shows each car with its new driver; a car left without one is refused', async () => {
    const l = await league('dirtywheels');
    const rats = (await l.ok('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' })).id as number;
    const hauler = (await l.ok('team.addCar', { franchiseId: rats, design: newCarDesign('Hauler'), driver: newDriver('Max') })).car;
    const spike = (await l.ok('team.addCar', { franchiseId: rats, design: newCarDesign('Spike'), driver: newDriver('Ada') })).car;
    expect((await l.ok('crew.list', { franchiseId: rats })).vehicles.map((v: any) => [v.name, v.seats.map((s: any) => s.name)])).toEqual([
      ['Hauler', ['Max']],
      ['Spike', ['Ada']],
    ]);
    const refused = await l.refused('crew.assign', {
      franchiseId: rats,
      seats: [{ vehicleId: hauler.vehicleId, slot: 'driver', personId: spike.competitorId }],
    });
    expect(refused.message).toBe("Rust Rats's crew was refused: Spike needs at least 1 driver in its Driver slot; none is seated.");
    await l.ok('crew.assign', {
      franchiseId: rats,
      seats: [
        { vehicleId: hauler.vehicleId, slot: 'driver', personId: spike.competitorId },
        { vehicleId: spike.vehicleId, slot: 'driver', personId: hauler.competitorId },
      ],
    });
    const team = await l.ok('team.get', { franchiseId: rats });
    expect(team.cars.map((c: any) => [c.design.name, c.driver.name])).toEqual([
      ['Hauler', 'Ada'],
      ['Spike', 'Max'],
    ]);
    l.close();
  });
});
