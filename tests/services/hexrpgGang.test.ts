/**
 * A hex RPG gang's roster through the core's team channels, on a real league file (issue 26): `team.get` lists every
 * active character once, at a vehicle's controls (`cars`), as a passenger (`passengers`, with his vehicle and slot;
 * 2a: a car holds a driver and 3 passengers) or on foot (`onFoot`); a character leaves the gang (`team.removePerson`:
 * his row and career stay, his seat goes, undo brings both back), refused in words while he drives or while his gang is
 * at a session open at the table; a vehicle leaves with its driver, or keeps him in the gang on foot (`keepDriver`).
 * The same core channels on Dirty Wheels, whose people are only its cars' drivers: removing a driver alone, or keeping
 * him, is refused in its words, and a car at a game open at the table is refused too.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { newCharacter } from '../../src-shared/engine/hexrpg';
import type { TeamView } from '../../src-shared/ipc/channels/teams';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

async function gang() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) as unknown as (
    c: string,
    i: unknown,
  ) => Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string; issues?: { path: unknown[] }[] } }>;
  const must = async <T>(channel: string, input: unknown): Promise<T> => {
    const r = await dispatch(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  await must('app.newLeague', { name: 'The Wastes', path: path.join(dataDir, 'wastes.league'), ruleset: 'hexrpg' });
  const wolves = (await must<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id;
  const devils = (await must<{ id: number }>('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id;
  const car = (
    await must<{ car: { vehicleId: number; competitorId: number } }>('team.addCar', {
      franchiseId: wolves,
      design: { version: 1, name: 'Interceptor', kind: 'car' },
      driver: newCharacter('Max'),
    })
  ).car;
  const [doc, gunner, walker] = [
    await must<{ competitorId: number }>('team.addPerson', { franchiseId: wolves, person: newCharacter('Doc') }),
    await must<{ competitorId: number }>('team.addPerson', { franchiseId: wolves, person: newCharacter('Gunner') }),
    await must<{ competitorId: number }>('team.addPerson', { franchiseId: wolves, person: newCharacter('Walker') }),
  ];
  await must('team.addCar', { franchiseId: devils, design: { version: 1, name: 'Dust Bike', kind: 'bike' }, driver: newCharacter('Kit') });
  // Doc and Gunner ride in the Interceptor behind Max; Walker stays on foot.
  await must('crew.assign', {
    franchiseId: wolves,
    seats: [
      { vehicleId: car.vehicleId, slot: 'carDriver', personId: car.competitorId },
      { vehicleId: car.vehicleId, slot: 'carPassengers', personId: gunner.competitorId },
      { vehicleId: car.vehicleId, slot: 'carPassengers', personId: doc.competitorId },
    ],
  });
  const view = () => must<TeamView>('team.get', { franchiseId: wolves });
  const dump = () => canonicalDump(session.league.sqlite);
  return { session, dispatch, must, wolves, devils, car, doc: doc.competitorId, gunner: gunner.competitorId, walker: walker.competitorId, view, dump };
}

const names = (list: readonly { person?: unknown; driver?: unknown }[]) => list.map((p) => (p.person ?? p.driver) as { name: string }).map((p) => p.name);

describe('a hex RPG gang through team.get: every character once (2a: a driver and up to 3 passengers in a car)', () => {
  it('lists the driver with his car, the passengers with their vehicle and slot in the order seated, and the one on foot; each is edited through team.updatePerson', async () => {
    const g = await gang();
    const team = await g.view();
    expect(team.cars.map((c) => [c.vehicleId, (c.driver as { name: string }).name])).toEqual([[g.car.vehicleId, 'Max']]);
    expect(team.passengers.map((p) => [p.competitorId, (p.person as { name: string }).name, p.vehicleId, p.slot])).toEqual([
      [g.gunner, 'Gunner', g.car.vehicleId, 'carPassengers'],
      [g.doc, 'Doc', g.car.vehicleId, 'carPassengers'],
    ]);
    expect(names(team.onFoot)).toEqual(['Walker']);
    // Every active character of the gang once, and nobody of another gang.
    const ids = [...team.cars.map((c) => c.competitorId), ...team.passengers.map((p) => p.competitorId), ...team.onFoot.map((p) => p.competitorId)];
    const active = g.session.league.sqlite.prepare(`SELECT id FROM competitors WHERE franchise_id = ? AND status = 'active' ORDER BY id`).all(g.wolves);
    expect([...ids].sort((a, b) => a - b)).toEqual(active.map((r) => (r as { id: number }).id));
    // A passenger's sheet is edited like any character's: its fields are the ruleset's.
    await g.must('team.updatePerson', { competitorId: g.doc, person: { ...newCharacter('Doc'), musc: 14 } });
    const doc = (await g.view()).passengers.find((p) => p.competitorId === g.doc)!;
    expect(doc.fields.find((f) => f.label === 'Hit points')?.value).toBe('14');
  });
});

describe('a character or a vehicle leaves the gang (team.removePerson, team.removeCar)', () => {
  it('a passenger leaves: retired, off the gang, his seat gone, his row kept; one undo brings him back in his seat', async () => {
    const g = await gang();
    const before = g.dump();
    const after = await g.must<TeamView>('team.removePerson', { competitorId: g.doc });
    expect(after.passengers.map((p) => p.competitorId)).toEqual([g.gunner]);
    expect(g.session.league.sqlite.prepare('SELECT status, franchise_id AS f FROM competitors WHERE id = ?').get(g.doc)).toEqual({
      status: 'retired',
      f: null,
    });
    expect(g.session.league.sqlite.prepare('SELECT count(*) AS n FROM crew WHERE person_id = ?').get(g.doc)).toEqual({ n: 0 });
    expect((g.session.league.sqlite.prepare(`SELECT summary FROM journal WHERE op = 'team.removePerson'`).get() as { summary: string }).summary).toBe(
      'Doc left Road Wolves',
    );
    await g.must('journal.undo', {});
    expect(g.dump()).toBe(before);
    // On foot: the same.
    await g.must('team.removePerson', { competitorId: g.walker });
    expect((await g.view()).onFoot).toEqual([]);
  });

  it('refused in words, nothing written: the driver at the controls, nobody, someone already gone, and anyone of a gang at a session open at the table', async () => {
    const g = await gang();
    await g.must('team.removePerson', { competitorId: g.walker });
    const before = g.dump();
    const refused = [
      [{ competitorId: g.car.competitorId }, 'Max is at the controls of the Interceptor: seat someone else there first'],
      [{ competitorId: 999 }, 'There is no person 999 on any team.'],
      [{ competitorId: g.walker }, `There is no person ${g.walker} on any team.`],
      [{ competitorId: 0 }, 'competitorId'],
      [{}, 'competitorId'],
    ] as const;
    for (const [input, words] of refused) {
      const r = await g.dispatch('team.removePerson', input);
      expect(r.ok, JSON.stringify(input)).toBe(false);
      expect(JSON.stringify(r.error)).toContain(words);
    }
    expect(g.dump()).toBe(before);
    // A session of the Wolves open at the table (a move made, not recorded): its line-up holds them.
    const m = await g.must<{ id: number }>('schedule.add', { track: 'Dead Highway', franchiseIds: [g.wolves, g.devils] });
    await g.must('hxTable.act', { matchId: m.id, intent: { kind: 'endTurn' } });
    const open = g.dump();
    for (const [channel, input, who] of [
      ['team.removePerson', { competitorId: g.doc }, 'Doc'],
      ['team.removeCar', { vehicleId: g.car.vehicleId, keepDriver: true }, 'The Interceptor'],
    ] as const) {
      const r = await g.dispatch(channel, input);
      expect(r.error?.message).toBe(
        `${who} is in match 1 (Dead Highway), open at the table with Road Wolves: record the match, or undo its moves, first. Nothing was changed.`,
      );
    }
    expect(g.dump()).toBe(open);
    // Its move undone, the session is no longer open at the table: Doc may leave.
    await g.must('journal.undo', {});
    expect((await g.must<TeamView>('team.removePerson', { competitorId: g.doc })).passengers.map((p) => p.competitorId)).toEqual([g.gunner]);
  });

  it('a vehicle leaves keeping its driver on foot, its passengers on foot too; without keepDriver he leaves with it; undo restores each', async () => {
    const g = await gang();
    const before = g.dump();
    const kept = await g.must<TeamView>('team.removeCar', { vehicleId: g.car.vehicleId, keepDriver: true });
    expect(kept.cars).toEqual([]);
    expect(kept.passengers).toEqual([]);
    expect(names(kept.onFoot)).toEqual(['Max', 'Doc', 'Gunner', 'Walker']);
    await g.must('journal.undo', {});
    expect(g.dump()).toBe(before);
    const gone = await g.must<TeamView>('team.removeCar', { vehicleId: g.car.vehicleId });
    expect(names(gone.onFoot)).toEqual(['Doc', 'Gunner', 'Walker']);
    expect(g.session.league.sqlite.prepare('SELECT status FROM competitors WHERE id = ?').get(g.car.competitorId)).toEqual({ status: 'retired' });
    // His career stays: the row and its name, for the sessions he played.
    expect(g.session.league.sqlite.prepare('SELECT name FROM competitors WHERE id = ?').get(g.car.competitorId)).toEqual({ name: 'Max' });
    await g.must('journal.undo', {});
    expect(g.dump()).toBe(before);
  });
});

describe('crew.assign keeps someone at each vehicle’s controls where the team builder makes the teams', () => {
  it('a hex RPG car emptied of its driver (2a: the driver slot’s minimum is 0) is refused in words, nothing written; team.get still reads', async () => {
    const g = await gang();
    const before = g.dump();
    const r = await g.dispatch('crew.assign', {
      franchiseId: g.wolves,
      seats: [{ vehicleId: g.car.vehicleId, slot: 'carPassengers', personId: g.gunner }],
    });
    expect(r).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        message:
          "Road Wolves's crew was refused: Interceptor would have nobody at its controls (the Driver slot): seat someone there, or remove the vehicle and keep whoever drove it.",
      },
    });
    expect(g.dump()).toBe(before);
    expect((await g.view()).cars.map((c) => (c.driver as { name: string }).name)).toEqual(['Max']);
    // Swapping who drives is still one crew.assign: Doc takes the controls, Max rides behind him.
    await g.must('crew.assign', {
      franchiseId: g.wolves,
      seats: [
        { vehicleId: g.car.vehicleId, slot: 'carDriver', personId: g.doc },
        { vehicleId: g.car.vehicleId, slot: 'carPassengers', personId: g.car.competitorId },
      ],
    });
    expect((await g.view()).cars.map((c) => (c.driver as { name: string }).name)).toEqual(['Doc']);
    g.session.close();
  });

  it('on Dirty Wheels (its Driver slot’s minimum is 1) the declaration’s own refusal says it, once per car: no second message', async () => {
    const t = await dwMatchLeague(tempDir());
    const before = canonicalDump(t.session.league.sqlite);
    const r = (await t.call('crew.assign', { franchiseId: t.teams[0], seats: [] })) as { ok: boolean; error: { issues: { message: string }[] } };
    expect(r.ok).toBe(false);
    expect(r.error.issues.map((i) => i.message)).toEqual([
      'Hauler needs at least 1 driver in its Driver slot; none is seated.',
      'Spike needs at least 1 driver in its Driver slot; none is seated.',
    ]);
    expect(canonicalDump(t.session.league.sqlite)).toBe(before);
    t.session.close();
  });
});

describe('the same core channels on Dirty Wheels (people are its cars’ drivers)', () => {
  it('a driver alone, or a car keeping its driver, is refused in its words; a car at a game open at the table is refused; nothing written', async () => {
    const t = await dwMatchLeague(tempDir());
    const team = (await t.ok('team.get', { franchiseId: t.teams[0] })) as TeamView;
    expect(team.passengers).toEqual([]);
    const [car] = team.cars;
    const dump = () => canonicalDump(t.session.league.sqlite);
    const before = dump();
    const alone = await t.call('team.removePerson', { competitorId: car!.competitorId });
    expect(alone).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        message:
          'Max drives the Hauler: a Dirty Wheels team’s people are its cars’ drivers, so remove the car, which takes its driver (team.removeCar). Nothing was changed.',
      },
    });
    const keep = await t.call('team.removeCar', { vehicleId: car!.vehicleId, keepDriver: true });
    expect(keep).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'A Dirty Wheels team’s people are its cars’ drivers: a car leaves with its driver.' },
    });
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    const open = dump();
    const r = await t.call('team.removeCar', { vehicleId: car!.vehicleId });
    expect(r).toMatchObject({
      ok: false,
      error: {
        message: 'The Hauler is in match 1 (Backyard), open at the table with Rust Rats: record the match, or undo its moves, first. Nothing was changed.',
      },
    });
    expect(dump()).toBe(open);
    await t.ok('journal.undo', {});
    expect(dump()).toBe(before);
    // Out of play, the car leaves with its driver, as before.
    const after = (await t.ok('team.removeCar', { vehicleId: car!.vehicleId })) as TeamView;
    expect(after.cars.map((c) => c.vehicleId)).not.toContain(car!.vehicleId);
    t.session.close();
  });
});
