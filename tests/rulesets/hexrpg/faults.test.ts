/**
 * Fault injection on a real hex RPG league file (issue 26, ruleset-done.md "Proof"):
 * - hundreds of invalid requests on its channel (`hexrpg.recover`) and the core's team channels a gang is built
 *   through (characters and vehicles the ruleset's schema or rules refuse): each refused, the file's content identical;
 * - undo of every operation, one at a time back to the empty league, returns the file's content before each.
 * (A SIGKILL in the middle of an operation is not yet run for this ruleset: Battlecars' faults test is the model.)
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src-main/app/dispatch';
import { AppSession } from '../../../src-main/app/session';
import { newCharacter } from '../../../src-shared/engine/hexrpg';
import { killedAtPoints } from '../../support/crashPoints';
import { canonicalDump } from '../../support/dump';
import { useTempDir } from '../../support/tempLeague';

const tempDir = useTempDir();

async function league() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) as unknown as (
    c: string,
    i: unknown,
  ) => Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>;
  const dumps: string[] = [];
  const dump = () => canonicalDump(session.league.sqlite);
  const must = async <T>(channel: string, input: unknown): Promise<T> => {
    dumps.push(dump());
    const r = await dispatch(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  const created = await dispatch('app.newLeague', { name: 'The Wastes', path: path.join(dataDir, 'wastes.league'), ruleset: 'hexrpg' });
  if (!created.ok) throw new Error(JSON.stringify(created));
  return { session, dispatch, must, dump, dumps };
}

const character = (name: string, extra: object = {}) => ({ ...newCharacter(name), ...extra });

/** Characters the schema or the rules refuse: each attribute out of its range, bad skills, a bad condition. */
function badCharacters(): unknown[] {
  const out: unknown[] = [];
  const ranges = { musc: [0, 31], agi: [0, 7], accu: [0, 11], driv: [0, 13], luck: [0, 101] } as const;
  for (const [a, [lo, hi]] of Object.entries(ranges)) for (const v of [lo, hi, 2.5, '5', null]) out.push(character('Bad', { [a]: v }));
  for (const level of [-1, 11, 1.5]) {
    out.push(character('Bad', { skills: { fighting: level } }));
    out.push(character('Bad', { skills: { weapons: { shotgun: level } } }));
    out.push(character('Bad', { skills: { driving: { bike: level } } }));
  }
  out.push(character('Bad', { skills: { weapons: { shotgun: 0 } } }), character('Bad', { skills: { weapons: { bazooka: 2 } } }));
  out.push(character('Bad', { skills: { flying: 2 } }));
  out.push(character('Bad', { condition: { damage: 11 } }), character('Bad', { condition: { damage: -1 } }));
  out.push(character('Bad', { condition: { criticals: [{ effect: 'nose', daysLeft: 2 }] } }), character('Bad', { name: '' }), character('Bad', { version: 2 }));
  out.push(character('Bad', { extra: 1 }), null, [], 'Max', 42);
  return out;
}

/** Vehicles the schema or the rules refuse. */
function badVehicles(): unknown[] {
  const v = (extra: object) => ({ version: 1, name: 'Bad', kind: 'car', ...extra });
  const out: unknown[] = [];
  for (const kind of ['tank', '', null, 3]) out.push(v({ kind }));
  for (const [k, bad] of [
    ['movement', [0, 14, 1.5]],
    ['turns', [-1, 13]],
    ['hp', [0, 2001]],
    ['fuel', [0, 2001]],
    ['failurePercent', [-1, 101]],
  ] as const)
    for (const b of bad) out.push(v({ stats: { [k]: b } }));
  out.push(v({ stats: { damage: { minimal: 5, average: 3, maximal: 9 } } }), v({ stats: { speed: 3 } }));
  out.push(v({ weapons: [{ name: 'Gun', minimal: 5, average: 2, maximal: 9 }] }));
  out.push(
    v({
      weapons: [
        { name: 'Gun', minimal: 1, average: 2, maximal: 3 },
        { name: 'Gun', minimal: 1, average: 2, maximal: 3 },
      ],
    }),
  );
  out.push(v({ condition: { damage: 101 } }), v({ condition: { battleLoss: 5, fieldRepaired: 6 } }), v({ condition: { criticals: [{ effect: 'wings' }] } }));
  out.push(v({ version: 2 }), v({ name: '' }), v({ extra: true }), null, 'car');
  return out;
}

describe('fault injection on a hex RPG league file', () => {
  it('hundreds of invalid requests on its channels are each refused and leave the file’s content exactly as it was', async () => {
    const l = await league();
    const wolves = (await l.must<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id;
    const car = await l.must<{ car: { vehicleId: number; competitorId: number } }>('team.addCar', {
      franchiseId: wolves,
      design: { version: 1, name: 'Interceptor', kind: 'car' },
      driver: character('Max'),
    });
    const devils = (await l.must<{ id: number }>('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id;
    const m = await l.must<{ id: number }>('schedule.add', { track: 'The Dry Crossing', franchiseIds: [wolves, devils] });
    const requests: [string, unknown][] = [];
    for (const c of badCharacters()) {
      requests.push(['team.addPerson', { franchiseId: wolves, person: c }]);
      requests.push(['team.addCar', { franchiseId: wolves, design: { version: 1, name: 'Spare', kind: 'bike' }, driver: c }]);
      requests.push(['team.updatePerson', { competitorId: car.car.competitorId, person: c }]);
    }
    for (const d of badVehicles()) {
      requests.push(['team.addCar', { franchiseId: wolves, design: d, driver: character('Kit') }]);
      requests.push(['team.updateCar', { vehicleId: car.car.vehicleId, design: d }]);
    }
    for (const p of [{ franchiseId: 999, person: character('Kit') }, { franchiseId: wolves }, { person: character('Kit') }, { franchiseId: -1, person: {} }])
      requests.push(['team.addPerson', p]);
    // Recovery: not yet recorded, bad days, gangs, medics, dice, fields.
    for (const days of [0, -1, 366, 2.5, '3', null]) requests.push(['hexrpg.recover', { matchId: m.id, days }]);
    for (const input of [
      { matchId: m.id, days: 2 },
      { matchId: 999, days: 2 },
      { matchId: m.id, days: 2, gangs: [{ franchiseId: 999 }] },
      { matchId: m.id, days: 2, gangs: [{ franchiseId: wolves, tools: 'duct tape' }] },
      { matchId: m.id, days: 2, gangs: [{ franchiseId: wolves }, { franchiseId: wolves }] },
      { matchId: m.id, days: 2, dice: [3] },
      { matchId: m.id, days: 2, extra: 1 },
      { days: 2 },
    ])
      requests.push(['hexrpg.recover', input]);
    const refusedAll = async (list: [string, unknown][]) => {
      const before = l.dump();
      for (const [channel, input] of list) {
        const r = await l.dispatch(channel, input);
        expect(r.ok, `${channel} ${JSON.stringify(input)}`).toBe(false);
        expect(r.error?.message, channel).toBeTruthy();
      }
      expect(l.dump()).toBe(before);
    };
    expect(requests.length).toBeGreaterThan(200);
    await refusedAll(requests);
    await l.must('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: wolves, stats: { survived: 1 } },
        { franchiseId: devils, stats: {} },
      ],
    });
    await refusedAll([
      ['hexrpg.recover', { matchId: m.id, days: 2, gangs: [{ franchiseId: wolves, medicId: car.car.competitorId }] }],
      ['hexrpg.recover', { matchId: m.id, days: 2, gangs: [{ franchiseId: wolves, mechanicId: 999 }] }],
      ['hexrpg.recover', { matchId: m.id, days: 2, dice: [4, 5] }],
      [
        'match.recordOutcome',
        {
          matchId: m.id,
          teams: [
            { franchiseId: wolves, stats: { survived: 1 } },
            { franchiseId: devils, stats: {} },
          ],
        },
      ],
      ['match.recordOutcome', { matchId: m.id, teams: [{ franchiseId: wolves, stats: { fuel: 3 } }] }],
    ]);
  });

  it('undo of every operation, one at a time back to the empty league, returns the file’s content before each', async () => {
    const l = await league();
    const wolves = (await l.must<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id;
    const devils = (await l.must<{ id: number }>('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id;
    const car = await l.must<{ car: { competitorId: number } }>('team.addCar', {
      franchiseId: wolves,
      design: { version: 1, name: 'Interceptor', kind: 'car', condition: { damage: 30, battleLoss: 30 } },
      driver: character('Max', { skills: { mechanic: 2 }, condition: { damage: 4 } }),
    });
    await l.must('team.addPerson', { franchiseId: wolves, person: character('Doc', { skills: { medical: 2 } }) });
    await l.must('team.updatePerson', { competitorId: car.car.competitorId, person: character('Max', { skills: { mechanic: 3 }, condition: { damage: 4 } }) });
    await l.must('team.addCar', { franchiseId: devils, design: { version: 1, name: 'Dust Bike', kind: 'bike' }, driver: character('Kit') });
    const m = await l.must<{ id: number }>('schedule.add', { track: 'The Dry Crossing', franchiseIds: [wolves, devils] });
    await l.must('match.recordOutcome', {
      matchId: m.id,
      teams: [
        { franchiseId: wolves, stats: { survived: 2, kills: 1 } },
        { franchiseId: devils, stats: {} },
      ],
    });
    await l.must('hexrpg.recover', { matchId: m.id, days: 3 });
    const next = await l.must<{ id: number }>('schedule.add', { track: 'Rust Flats', franchiseIds: [wolves, devils] });
    await l.must('match.recordOutcome', {
      matchId: next.id,
      teams: [
        { franchiseId: wolves, stats: { survived: 2 } },
        { franchiseId: devils, stats: {} },
      ],
    });
    await l.must('hexrpg.recover', { matchId: next.id, days: 2, gangs: [{ franchiseId: wolves, inGarage: true, tools: 'excellent' }] });
    for (const expected of [...l.dumps].reverse()) {
      const r = await l.dispatch('journal.undo', {});
      expect(r.ok).toBe(true);
      expect(l.dump()).toBe(expected);
    }
  });
});

describe('hex RPG crash safety (SIGKILL)', () => {
  it('recording a session played at the table, and the recovery after it: the whole operation or none of it', async () => {
    const dir = tempDir();
    const l = await league();
    const wolves = (await l.must<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id;
    const devils = (await l.must<{ id: number }>('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id;
    // Hurt before the session: the recovery heals, repairs and counts a critical down, so it writes every kind of row.
    await l.must('team.addCar', {
      franchiseId: wolves,
      design: { version: 1, name: 'Interceptor', kind: 'car', condition: { damage: 30, battleLoss: 30 } },
      driver: character('Max', { skills: { mechanic: 2, medical: 1 }, condition: { damage: 4, criticals: [{ effect: 'leg', daysLeft: 5 }] } }),
    });
    await l.must('team.addCar', {
      franchiseId: devils,
      design: { version: 1, name: 'Dust Bike', kind: 'bike' },
      driver: character('Kit', { condition: { damage: 2 } }),
    });
    const m = await l.must<{ id: number }>('schedule.add', { track: 'The Dry Crossing', franchiseIds: [wolves, devils] });
    // Played at the table: its line-up stored, so the recording writes what the session left with the outcome.
    await l.must('hxTable.act', { matchId: m.id, intent: { kind: 'endTurn' } });
    const file = l.session.league.path;
    const outcome = {
      matchId: m.id,
      teams: [
        { franchiseId: wolves, stats: { survived: 1, kills: 0 } },
        { franchiseId: devils, stats: { survived: 1, kills: 0 } },
      ],
    };
    const beforeRecording = path.join(dir, 'before-recording.league');
    l.session.close();
    copyFileSync(file, beforeRecording);
    await killedAtPoints(dir, beforeRecording, 'record', 'match.recordOutcome', outcome);
    // The recovery's base: the session recorded.
    const recorded = path.join(dir, 'record-clean.league');
    await killedAtPoints(dir, recorded, 'recover', 'hexrpg.recover', { matchId: m.id, days: 3 });
  }, 180_000);
});
