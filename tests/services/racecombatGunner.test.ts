/**
 * A race-combat gunner is a person (issue 25; Combat › Gunners: "A gunner means that the vehicle may fire another
 * weapon (or set) at any time in the turn"; Combat › Driver/Gunner: "Each driver or gunner has 2 hits (plus armour)"),
 * on a real league file through the dispatcher the app and the CLI use: added through the core's `team.addPerson`
 * (straight into his car's Gunner slot, or on foot and seated by `crew.assign`), refused in words where the car is
 * built without a gunner, where the slot is not the ruleset's, or where a driver is added without his car; a refit
 * that takes the gunner's seat out from under him refused. At the table the line-up names him and his hits are his;
 * his shots' kills and his races are his career; his car's sheet and his team's roster print his name; the import's
 * checks accept him.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import type { RcActResult, RcTableState } from '../../src-shared/ipc/channels/racecombat/table';
import { gunship } from '../engine/racecombat/cars';
import { racecombatLeague } from '../rulesets/racecombat/league';
import { pdfPageTexts } from '../sheets/pdfTools';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

/** Two teams of a Speedster (no gunner) and a Gunship (a gunner's seat): Red One, Red Two, Blue One, Blue Two. */
async function gunnerLeague() {
  const t = await racecombatLeague(tempDir(), 2);
  const [redOne, redTwo, blueOne, blueTwo] = t.vehicles as [number, number, number, number];
  const [reds, blues] = t.teams as [number, number];
  const refused = async (channel: string, input: object) => {
    const r = await t.call(channel, input);
    if (r.ok) throw new Error(`${channel} was expected to be refused`);
    return r.error as any;
  };
  const sqlite = () => t.session.league.sqlite;
  const count = (sql: string) => (sqlite().prepare(`SELECT count(*) AS n FROM ${sql}`).get() as { n: number }).n;
  return { ...t, redOne, redTwo, blueOne, blueTwo, reds, blues, refused, sqlite, count };
}

const gunner = (name: string) => ({ kind: 'gunner', name });

describe('a race-combat gunner is a person (Combat › Gunners)', () => {
  it('team.addPerson adds a gunner straight into his car’s Gunner slot in one operation; crew.list names him; one undo takes both off', async () => {
    const t = await gunnerLeague();
    const added = await t.ok('team.addPerson', { franchiseId: t.reds, person: gunner('Gil'), seat: { vehicleId: t.redTwo, slot: 'carGunner' } });
    expect(added).toMatchObject({ person: { kind: 'gunner', name: 'Gil' }, problems: [] });
    expect(added.fields).toContainEqual({ label: 'Seat', value: 'Gunner', rule: 'Combat › Driver/Gunner' });
    const crew = await t.ok('crew.list', { franchiseId: t.reds });
    expect(crew.vehicles.map((v: any) => [v.name, v.seats.map((s: any) => `${s.slot}:${s.name}`)])).toEqual([
      ['Red One', ['carDriver:Ann']],
      ['Red Two', ['carDriver:Ben', 'carGunner:Gil']],
    ]);
    expect((await t.ok('team.get', { franchiseId: t.reds })).onFoot).toEqual([]);
    const journal = t.sqlite().prepare(`SELECT op, summary FROM journal ORDER BY id DESC LIMIT 1`).get();
    expect(journal).toEqual({ op: 'team.addPerson', summary: 'Red Rockets: added Gil as the Gunner of Red Two' });
    expect(await t.ok('journal.undo', {})).toMatchObject({ op: 'team.addPerson' });
    expect(t.count(`competitors WHERE name = 'Gil'`)).toBe(0);
    expect(t.count(`crew WHERE slot = 'carGunner'`)).toBe(0);
    t.session.close();
  });

  it('refuses in words, writing nothing: a gunner in a car built without one, a slot not the ruleset’s, a driver without his car', async () => {
    const t = await gunnerLeague();
    const before = t.dump();
    const noSeat = await t.refused('team.addPerson', { franchiseId: t.reds, person: gunner('Gil'), seat: { vehicleId: t.redOne, slot: 'carGunner' } });
    expect(noSeat).toMatchObject({
      kind: 'validation',
      message: "Red Rockets's crew was refused: Red One is built without a gunner: its Gunner slot seats nobody (Combat › Gunners); 1 is seated.",
      issues: [{ path: ['seat', 'slot'], message: 'Red One is built without a gunner: its Gunner slot seats nobody (Combat › Gunners); 1 is seated.' }],
    });
    const turret = await t.refused('team.addPerson', { franchiseId: t.reds, person: gunner('Gil'), seat: { vehicleId: t.redTwo, slot: 'turretGunner' } });
    expect(turret.issues).toEqual([{ path: ['seat', 'slot'], message: '“turretGunner” is not a slot this ruleset declares (it has carDriver, carGunner).' }]);
    const driver = await t.refused('team.addPerson', { franchiseId: t.reds, person: { kind: 'driver', name: 'Walker' } });
    expect(driver).toMatchObject({
      kind: 'unavailable',
      message: 'A Race combat team’s drivers come with their cars: add a car with its driver (team.addCar). team.addPerson adds a gunner.',
    });
    const nameless = await t.refused('team.addPerson', { franchiseId: t.reds, person: gunner('') });
    expect(nameless.issues).toEqual([{ path: ['person', 'name'], message: 'A person needs a name' }]);
    expect(t.dump()).toEqual(before);
    t.session.close();
  });

  it('a gunner on foot is seated by crew.assign, refused in a car without a gunner; a refit dropping the gunner is refused until he is seated elsewhere', async () => {
    const t = await gunnerLeague();
    const gil = (await t.ok('team.addPerson', { franchiseId: t.reds, person: gunner('Gil') })).competitorId as number;
    expect((await t.ok('team.get', { franchiseId: t.reds })).onFoot.map((p: any) => p.person.name)).toEqual(['Gil']);
    const [ann, ben] = t.drivers as [number, number];
    const drivers = [
      { vehicleId: t.redOne, slot: 'carDriver', personId: ann },
      { vehicleId: t.redTwo, slot: 'carDriver', personId: ben },
    ];
    const refused = await t.refused('crew.assign', { franchiseId: t.reds, seats: [...drivers, { vehicleId: t.redOne, slot: 'carGunner', personId: gil }] });
    expect(refused.issues).toEqual([
      { path: ['seats', 2, 'slot'], message: 'Red One is built without a gunner: its Gunner slot seats nobody (Combat › Gunners); 1 is seated.' },
    ]);
    await t.ok('crew.assign', { franchiseId: t.reds, seats: [...drivers, { vehicleId: t.redTwo, slot: 'carGunner', personId: gil }] });
    expect((await t.ok('team.get', { franchiseId: t.reds })).onFoot).toEqual([]);

    // Red Two refitted without its gunner while Gil sits there: refused at the design's gunner switch, nothing saved.
    const refit = await t.refused('team.updateCar', {
      vehicleId: t.redTwo,
      design: gunship({ name: 'Red Two', gunner: false, targetingComputer: { driver: true, gunner: false } }),
    });
    expect(refit.issues).toEqual([
      {
        path: ['design', 'gunner'],
        message: 'Red Two is built without a gunner: its Gunner slot seats nobody (Combat › Gunners); 1 is seated. Seat Gil elsewhere (or off the car) first.',
      },
    ]);
    expect(JSON.parse((t.sqlite().prepare('SELECT design FROM vehicles WHERE id = ?').get(t.redTwo) as { design: string }).design).gunner).toBe(true);
    // Gil stood down (the crew without him): the refit goes through and Gil is on foot again; renamed through team.updatePerson.
    await t.ok('crew.assign', { franchiseId: t.reds, seats: drivers });
    await t.ok('team.updateCar', {
      vehicleId: t.redTwo,
      design: gunship({ name: 'Red Two', gunner: false, targetingComputer: { driver: true, gunner: false } }),
    });
    await t.ok('team.updatePerson', { competitorId: gil, person: gunner('Gil the Gun') });
    expect((await t.ok('team.get', { franchiseId: t.reds })).onFoot.map((p: any) => p.person.name)).toEqual(['Gil the Gun']);
    expect(leagueViolations(t.sqlite())).toEqual([]);
    t.session.close();
  });
});

describe('the gunner at the table, in careers, on paper and in the import (Combat › Driver/Gunner)', () => {
  it('the line-up names the gunner and his 2 hits are his; his shot’s kill and his races are his career; a gunship with an empty seat races without one (gaps.md #32)', async () => {
    const t = await gunnerLeague();
    const gil = (await t.ok('team.addPerson', { franchiseId: t.reds, person: gunner('Gil'), seat: { vehicleId: t.redTwo, slot: 'carGunner' } }))
      .competitorId as number;
    // The import's checks accept the seated gunner (a gunner in a car built with one).
    expect(leagueViolations(t.sqlite())).toEqual([]);
    const matchId = (await t.ok('schedule.add', { track: 'Monza', franchiseIds: [t.reds, t.blues] })).id as number;
    const act = async (intent: object, dice?: number[]): Promise<RcActResult> => t.ok('rcTable.act', { matchId, intent, ...(dice ? { dice } : {}) });
    const state: RcTableState = await t.ok('rcTable.state', { matchId });
    expect(state.started).toBe(false);
    for (const car of [t.redOne, t.redTwo, t.blueOne, t.blueTwo]) await act({ kind: 'gear', car, gear: 2 });
    const cars = (s: RcTableState) => new Map(s.teams.flatMap((x) => x.cars).map((c) => [c.vehicleId, c]));
    const started = cars((await t.ok('rcTable.state', { matchId })) as RcTableState);
    expect(started.get(t.redTwo)).toMatchObject({ driverName: 'Ben', gunnerName: 'Gil', crewCapacity: { driver: 2, gunner: 2 } });
    // Blue Two is a Gunship too, but nobody sits in its gunner's seat: it races without a gunner (no second attack).
    expect(started.get(t.blueTwo)).toMatchObject({ gunnerName: null, crewCapacity: { driver: 2, gunner: null }, design: { gunner: false } });
    const noGunner = await t.call('rcTable.act', {
      matchId,
      intent: { kind: 'shoot', firer: t.blueTwo, by: 'gunner', weapon: 'turretLaser', target: t.redOne, arc: 'front', rangeInches: 4 },
    });
    expect(noGunner).toMatchObject({ ok: false, error: { message: expect.stringContaining('Blue Two has no living gunner') } });

    // "Each driver or gunner has 2 hits": Gil takes one, and the hit is his on the card.
    const hit = await act({ kind: 'crewHit', car: t.redTwo, who: 'gunner', by: t.blueOne });
    expect(cars(hit.state).get(t.redTwo)!.state.gunnerHits).toBe(1);
    // Gil fires the turret laser at Blue One (a Speedster, engine 1, its body armour corrected to 0), dice typed: a 20
    // hits; the laser's 2 points roll two hit locations: 3 (engine: out) and 14 (bodywork). The kill is Gil's.
    await t.ok('league.updateSettings', { diceMode: 'manual' });
    await act({ kind: 'correct', car: t.blueOne, change: 'bodyArmour', value: 0, reason: 'armour shot off earlier' });
    const shot = await act(
      { kind: 'shoot', firer: t.redTwo, by: 'gunner', weapon: 'turretLaser', target: t.blueOne, arc: 'front', rangeInches: 4 },
      [20, 3, 14],
    );
    expect(shot.resolution.title).toBe("Red Two's gunner fires the Laser at Blue One");
    expect(cars(shot.state).get(t.blueOne)!.out).toMatchObject({ by: t.redTwo });
    await act({ kind: 'finishRace', order: [t.redTwo, t.redOne, t.blueTwo] });
    await t.ok('rcTable.record', { matchId });
    const kinds = (id: number) =>
      (t.sqlite().prepare(`SELECT kind, text FROM career_events WHERE competitor_id = ? ORDER BY id`).all(id) as { kind: string; text: string }[]).map(
        (e) => `${e.kind}: ${e.text}`,
      );
    expect(kinds(gil)).toEqual([
      "race-run: Match 1 (Monza): race 1 as the Red Two's gunner: 1st.",
      expect.stringMatching(/^race-kill: Match 1 \(Monza\): race 1: put Blue One \(Cy\) out as the Red Two's gunner/),
    ]);
    // Ben drove Red Two: his race and his win, not Gil's kill.
    expect(kinds(t.drivers[1]!).map((k) => k.split(':')[0])).toEqual(['race-run', 'race-won', 'race-podium']);
    const career = await t.ok('careers.person', { competitorId: gil });
    expect(career.total).toMatchObject({ 'race-run': 1, 'race-kill': 1 });
    expect(career.vehicle).toEqual({ id: t.redTwo, name: 'Red Two' });

    // The car sheet prints its gunner by name.
    const pdf = path.join(path.dirname(t.file), 'red-two.pdf');
    await t.ok('sheets.write', { kind: 'car', vehicleId: t.redTwo, path: pdf, paper: 'a4' });
    expect(oneLine((await pdfPageTexts(pdf))[0]!)).toContain('GUNNER Gil');
    // The team's roster names him in its Gunner column, beside Red Two's driver.
    const roster = path.join(path.dirname(t.file), 'reds.pdf');
    await t.ok('sheets.write', { kind: 'team', franchiseId: t.reds, path: roster, paper: 'a4' });
    expect(oneLine((await pdfPageTexts(roster))[0]!)).toMatch(/Red Two .*Ben .*Gil/);
    t.session.close();
  });
});
