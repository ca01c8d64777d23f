/**
 * The hex RPG's recovery between sessions (3e, Recovering damage) on a real league file, through the dispatcher: gangs
 * built through the core's team builder (a vehicle with its driver, a character on foot), a session recorded through
 * the core's `match.recordOutcome` (no W/D/L: the declared stats), then `hexrpg.recover` with the days elapsed and typed
 * dice, each number worked by hand from the rulebook's: 1 HP a day naturally plus 1 per successful cure (a medic of
 * level L attempts L a day), 4 a day at most; 12 × level HP per successful hour with proper tools, 25 a day for a car,
 * 75% of the battle's loss outside a garage; a critical's repair time × the level's multiplier, then the mechanic's roll.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { newCharacter } from '../../src-shared/engine/hexrpg';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function wastes() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const must = async <T = unknown>(channel: string, input: unknown): Promise<T> => {
    const r = await (dispatch as (c: string, i: unknown) => Promise<{ ok: boolean; value?: unknown; error?: unknown }>)(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  await must('app.newLeague', { name: 'The Wastes', path: path.join(dataDir, 'wastes.league'), ruleset: 'hexrpg' });
  const [wolves, devils] = [
    (await must<{ id: number }>('franchise.add', { name: 'Road Wolves', colour: '#000001', owner: '' })).id,
    (await must<{ id: number }>('franchise.add', { name: 'Dust Devils', colour: '#000002', owner: '' })).id,
  ] as [number, number];
  // The Wolves' car: 100 HP (the league's typical car), back from a battle that cost it 40, its steering hit.
  const driver = { ...newCharacter('Max'), musc: 12, skills: { weapons: {}, fighting: 0, driving: { bike: 0, car: 3, warcar: 0 }, medical: 0, mechanic: 2 } };
  const car = await must<{ car: { vehicleId: number; competitorId: number } }>('team.addCar', {
    franchiseId: wolves,
    design: {
      version: 1,
      name: 'Interceptor',
      kind: 'car',
      condition: { damage: 40, battleLoss: 40, fieldRepaired: 0, destroyed: false, criticals: [{ effect: 'steering', worked: 0 }] },
    },
    driver: { ...driver, condition: { damage: 9, dead: false, criticals: [{ effect: 'leg', daysLeft: 5 }] } },
  });
  // On foot: the Wolves' medic (level 2), unhurt.
  const doc = await must<{ competitorId: number }>('team.addPerson', {
    franchiseId: wolves,
    person: { ...newCharacter('Doc'), skills: { weapons: {}, fighting: 0, driving: { bike: 0, car: 0, warcar: 0 }, medical: 2, mechanic: 0 } },
  });
  const bike = await must<{ car: { vehicleId: number; competitorId: number } }>('team.addCar', {
    franchiseId: devils,
    design: { version: 1, name: 'Dust Bike', kind: 'bike' },
    driver: { ...newCharacter('Kit'), condition: { damage: 2, dead: false, criticals: [] } },
  });
  const session1 = await must<{ id: number }>('schedule.add', { track: 'The Dry Crossing', franchiseIds: [wolves, devils] });
  await must('league.updateSettings', { diceMode: 'manual' });
  return { session, dispatch, must, wolves, devils, car: car.car, doc, bike: bike.car, matchId: session1.id };
}

const record = (s: { session: AppSession }, table: 'competitors' | 'vehicles', id: number) =>
  JSON.parse(
    (s.session.league.sqlite.prepare(`SELECT ${table === 'competitors' ? 'record' : 'design'} AS j FROM ${table} WHERE id = ?`).get(id) as { j: string }).j,
  ) as { condition: Record<string, unknown> };
const state = (s: { session: AppSession }) =>
  ['vehicles', 'competitors', 'dice_log', 'league', 'journal'].map((t) => s.session.league.sqlite.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all());

describe('3e. Recovering damage: the days after a session (hexrpg.recover)', () => {
  it('a session is recorded by the core with no W/D/L (its declared stats), and recovery is refused until it is', async () => {
    const l = await wastes();
    const early = await l.dispatch('hexrpg.recover', { matchId: l.matchId, days: 2 });
    expect(early).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('is not recorded yet') } });
    const recorded = await l.must<{ status: string }>('match.recordOutcome', {
      matchId: l.matchId,
      teams: [
        { franchiseId: l.wolves, stats: { survived: 2, kills: 1 } },
        { franchiseId: l.devils, stats: { survived: 1, kills: 0 } },
      ],
    });
    expect(recorded.status).toBe('recorded');
  });

  it('two days, typed dice: healing, the medic’s cures, repairs at 12 × level an hour capped at 25 a day, the critical’s time and roll', async () => {
    const l = await wastes();
    await l.must('match.recordOutcome', {
      matchId: l.matchId,
      teams: [
        { franchiseId: l.wolves, stats: { survived: 2, kills: 1 } },
        { franchiseId: l.devils, stats: { survived: 1, kills: 0 } },
      ],
    });
    // The rolls in order (gaps.md #13: 2d6 of 7 or less, +1 a level above the first):
    // Max (3/12 HP), treated by Doc (medical 2: 8 or less): day 1 cures 5 ✓, 12 ✗ → 1 + 1 = 2; day 2 cures 8 ✓, 3 ✓ → 1 + 2 = 3. 3 + 5 = 8.
    // Doc: unhurt, rolls nothing. Max's leg: 5 days left − 2 = 3.
    // The Interceptor (60/100), mechanic Max level 2 (8 or less, 24 HP an hour), cap 25 a day, field limit 30 (75% of 40):
    // day 1 hour 1: 9 ✗, hour 2: 4 ✓ → 24, hour 3: 2 ✓ → 25 (cap); day 2: hour 1: 6 ✓ → 5 more (the field limit 30). 60 → 90.
    // Its steering: 3 days × 2/3 (level 2) = 2 days; day 2 reached: the roll 7 ✓ → repaired on day 2.
    // Dust Devils: no medic, no mechanic: Kit heals 1 a day (8 → 10), the bike is undamaged.
    const dice = [5, 12, 8, 3, 9, 4, 2, 6, 7];
    const input = { matchId: l.matchId, days: 2, dice };
    const before = state(l);
    const preview = await l.must<{ lines: { name: string; hp: { before: number; after: number }; recovered: string[]; left: string[] }[] }>('hexrpg.recover', {
      ...input,
      preview: true,
    });
    expect(state(l)).toEqual(before);
    const report = await l.must<typeof preview & { rolls: unknown[] }>('hexrpg.recover', input);
    expect(report.lines).toEqual(preview.lines);
    const line = (name: string) => report.lines.find((x) => x.name === name)!;
    expect([line('Max').hp, line('Doc').hp, line('Interceptor').hp, line('Kit').hp, line('Dust Bike').hp]).toEqual([
      { before: 3, after: 8, max: 12 },
      { before: 10, after: 10, max: 10 },
      { before: 60, after: 90, max: 100 },
      { before: 8, after: 10, max: 10 },
      { before: 50, after: 50, max: 50 },
    ]);
    expect(line('Max').left).toEqual(['leg (3 days left)']);
    expect(line('Interceptor').recovered).toEqual([expect.stringContaining('steering (repaired on day 2')]);
    expect(report.rolls).toHaveLength(dice.length);
    expect(record(l, 'competitors', l.car.competitorId).condition).toEqual({ damage: 4, dead: false, criticals: [{ effect: 'leg', daysLeft: 3 }] });
    expect(record(l, 'vehicles', l.car.vehicleId).condition).toEqual({ damage: 10, battleLoss: 40, fieldRepaired: 30, destroyed: false, criticals: [] });
    // One operation: one undo takes it all back.
    await l.must('journal.undo', {});
    expect(state(l).slice(0, 4)).toEqual(before.slice(0, 4));
  });

  it('outside a garage, the 75% of the battle’s loss holds across the days after later sessions; bad input changes nothing', async () => {
    const l = await wastes();
    const outcome = (matchId: number) => ({
      matchId,
      teams: [
        { franchiseId: l.wolves, stats: { survived: 2, kills: 0 } },
        { franchiseId: l.devils, stats: { survived: 1, kills: 0 } },
      ],
    });
    // Two later sessions played without the table: what they leave on the cards is nothing, so the battle's loss stays 40.
    const [second, third, fourth] = [
      await l.must<{ id: number }>('schedule.add', { track: 'Rust Flats', franchiseIds: [l.wolves, l.devils] }),
      await l.must<{ id: number }>('schedule.add', { track: 'Bone Yard', franchiseIds: [l.wolves, l.devils] }),
      await l.must<{ id: number }>('schedule.add', { track: 'Salt Road', franchiseIds: [l.wolves, l.devils] }),
    ];
    await l.must('match.recordOutcome', outcome(l.matchId));
    await l.must('league.updateSettings', { diceMode: 'app', houseRules: { recoveryRoll: 'automatic' } });
    // Automatic: every hour succeeds. Day 1: 25 (cap); day 2: 5 (field limit 30 reached); the days after the next session add nothing.
    await l.must('hexrpg.recover', { matchId: l.matchId, days: 2, gangs: [{ franchiseId: l.wolves, medicId: null }] });
    expect(record(l, 'vehicles', l.car.vehicleId).condition).toMatchObject({ damage: 10, fieldRepaired: 30 });
    await l.must('match.recordOutcome', outcome(second.id));
    await l.must('hexrpg.recover', { matchId: second.id, days: 3 });
    expect(record(l, 'vehicles', l.car.vehicleId).condition).toMatchObject({ damage: 10, fieldRepaired: 30 });
    // In a garage the limit does not apply: 10 more.
    await l.must('match.recordOutcome', outcome(third.id));
    await l.must('hexrpg.recover', { matchId: third.id, days: 1, gangs: [{ franchiseId: l.wolves, inGarage: true }] });
    expect(record(l, 'vehicles', l.car.vehicleId).condition).toMatchObject({ damage: 0 });

    // Bad input on a recorded session not yet recovered: each refused in words, nothing written.
    await l.must('match.recordOutcome', outcome(fourth.id));
    const before = state(l);
    const refused = [
      [{ matchId: fourth.id, days: 0 }, 'At least 1 day passes between sessions'],
      [{ matchId: fourth.id, days: 2, gangs: [{ franchiseId: l.wolves, mechanicId: l.doc.competitorId }] }, 'Doc has no mechanic skill'],
      [{ matchId: fourth.id, days: 2, gangs: [{ franchiseId: l.wolves, medicId: l.bike.competitorId }] }, 'is not one of Road Wolves'],
      [{ matchId: fourth.id, days: 2, gangs: [{ franchiseId: 99 }] }, 'There is no gang 99'],
      [{ matchId: fourth.id, days: 2, gangs: [{ franchiseId: l.wolves }, { franchiseId: l.wolves }] }, 'gang'],
      [{ matchId: 999, days: 2 }, 'There is no session 999'],
      [{ matchId: third.id, days: 2 }, 'Session 3 was already recovered'],
    ] as const;
    for (const [input, words] of refused) {
      const r = await l.dispatch('hexrpg.recover', input as never);
      expect(r.ok, JSON.stringify(input)).toBe(false);
      expect(JSON.stringify(!r.ok && r.error)).toContain(words);
    }
    expect(state(l)).toEqual(before);
  });

  it('3e. Recovering damage: the days after a session pass once; the second recovery and its preview are refused in words, undo allows it again', async () => {
    const l = await wastes();
    await l.must('match.recordOutcome', {
      matchId: l.matchId,
      teams: [
        { franchiseId: l.wolves, stats: { survived: 2, kills: 0 } },
        { franchiseId: l.devils, stats: { survived: 1, kills: 0 } },
      ],
    });
    await l.must('league.updateSettings', { diceMode: 'app', houseRules: { recoveryRoll: 'automatic' } });
    // A preview writes no journal row: it never counts as the session's recovery.
    await l.must('hexrpg.recover', { matchId: l.matchId, days: 2, preview: true });
    await l.must('hexrpg.recover', { matchId: l.matchId, days: 2 });
    const healed = record(l, 'competitors', l.car.competitorId).condition;
    const at = (l.session.league.sqlite.prepare(`SELECT created_at AS at FROM journal WHERE op = 'hexrpg.recover'`).get() as { at: string }).at;
    const before = state(l);
    for (const preview of [true, false]) {
      const again = await l.dispatch('hexrpg.recover', { matchId: l.matchId, days: 3, preview });
      expect(again).toMatchObject({ ok: false, error: { kind: 'conflict' } });
      const message = (!again.ok && (again.error as { message: string }).message) || '';
      expect(message).toContain('Session 1 was already recovered');
      expect(message).toContain(`on ${at.slice(0, 10)} ${at.slice(11, 16)} UTC (2 days after it)`);
      expect(message).toContain('undo that recovery to run it again');
    }
    // Nothing written: the healing is not applied twice.
    expect(state(l)).toEqual(before);
    expect(record(l, 'competitors', l.car.competitorId).condition).toEqual(healed);
    // Undo of the recovery makes it possible again.
    await l.must('journal.undo', {});
    const report = await l.must<{ days: number }>('hexrpg.recover', { matchId: l.matchId, days: 3 });
    expect(report.days).toBe(3);
  });
});
