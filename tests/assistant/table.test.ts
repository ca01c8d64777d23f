/**
 * The assistant's table in the league file: a heat starts when the organizer says so, from the crews assigned by
 * then; every event is one operation (journal, undo, dice log); the state is replayed from the events, across a
 * reopen of the file; the turn is refereed (Part III › Turn Sequence).
 */
import { describe, expect, it } from 'vitest';
import type { Intent } from '../../src-shared/ipc/channels/dethmetal/assistant';
import path from 'node:path';
import { exportLeagueFile, importLeagueFile } from '../../src-main/exports/leagueJson';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { founding, newLeague, openLeague, type League } from '../campaign/support';

const tempDir = useTempDir();

interface Setup {
  league: League;
  matchId: number;
  franchises: number[];
  dir: string;
}

async function setup(dir: string, count = 2): Promise<Setup> {
  const league = await newLeague(dir);
  const franchises: number[] = [];
  for (const [i, name] of ['Red Rockets', 'Blue Bombers', 'Green Goblins', 'Gold Diggers'].slice(0, count).entries()) {
    franchises.push((await league.call('franchise.found', founding(name, ['#aa0000', '#0000aa', '#00aa00', '#aaaa00'][i]!))).franchise.id);
  }
  const m = await league.call('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await league.call('match.preMatch', { matchId: m.id });
  return { league, matchId: m.id, franchises, dir };
}

/** Each franchise's three cars in the given heats, one usable competitor each. */
async function assign(s: Setup, franchiseId: number, heats: number[] = [1, 2]) {
  const d = await s.league.call('franchise.details', { id: franchiseId });
  const usable = d.roster.filter((c) => c.usable);
  await s.league.call('match.assign', {
    matchId: s.matchId,
    franchiseId,
    heats: heats.map((heat) => ({ heat, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) })),
  });
}

const act = (s: Setup, intent: Intent, dice?: number[]) => s.league.call('assistant.act', { matchId: s.matchId, intent, ...(dice ? { dice } : {}) });
const refuse = (s: Setup, intent: Intent) => s.league.refuse('assistant.act', { matchId: s.matchId, intent });
const state = (s: Setup) => s.league.call('assistant.state', { matchId: s.matchId });

/** Walk to a step of turn 1: initiative rolled, then `advance` as often as asked. */
async function walk(s: Setup, advances: number) {
  const ids = (await state(s)).cards.map((c) => c.vehicleId);
  await act(s, { kind: 'roll', calculator: { kind: 'initiative', vehicleIds: ids }, apply: true });
  for (let i = 0; i < advances; i++) await act(s, { kind: 'advance' });
}

describe('the heat starts when the organizer says so (Part III › Turn Sequence)', () => {
  it('nothing starts by itself; Start takes every crew assigned by then, and crews assigned before the first roll join', async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    const before = await state(s);
    expect(before.started).toBe(false);
    expect(before.startable).toEqual({ heat: 1, cars: 3 });
    expect(before.result.heats).toEqual([]);

    const started = await act(s, { kind: 'start-heat', heat: 1 });
    expect(started.state.cards).toHaveLength(3);
    await assign(s, s.franchises[1]!);
    // Nothing has been rolled yet: the table follows the assignments.
    expect((await state(s)).cards).toHaveLength(6);
    expect((await state(s)).result.heats).toEqual([]);

    await walk(s, 0);
    const rolled = await state(s);
    expect(rolled.cards).toHaveLength(6);
    expect(rolled.result.heats).toEqual([1]);
    s.league.close();
  });

  it('after the first roll a change of crews waits for Restart heat, which must be confirmed and can be undone', async () => {
    const s = await setup(tempDir(), 3);
    await assign(s, s.franchises[0]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    await walk(s, 1);
    await assign(s, s.franchises[1]!);
    await assign(s, s.franchises[2]!);
    expect((await state(s)).cards).toHaveLength(3);
    expect((await state(s)).assignedNow).toBe(9);

    const unconfirmed = await s.league.refuse('assistant.act', { matchId: s.matchId, intent: { kind: 'restart-heat', heat: 1 } as never });
    expect(unconfirmed.kind).toBe('validation');
    const dump = canonicalDump(s.league.session.league.sqlite);
    const restarted = await act(s, { kind: 'restart-heat', heat: 1, confirm: true });
    expect(restarted.state.cards).toHaveLength(9);
    expect(restarted.state.position).toEqual({ heat: 1, turn: 1, step: 'initiative', phase: 0 });
    expect(restarted.state.order).toBeNull();
    await s.league.call('journal.undo', {});
    expect(canonicalDump(s.league.session.league.sqlite)).toBe(dump);
    expect((await state(s)).position.step).toBe('speed');
    s.league.close();
  });

  it('a heat with nobody assigned cannot start, and the next heat waits for this one to end', async () => {
    const s = await setup(tempDir());
    const none = await refuse(s, { kind: 'start-heat', heat: 1 });
    expect(none.message).toBe('No crews are assigned to heat 1: assign them in Setup first.');
    await assign(s, s.franchises[0]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    await walk(s, 0);
    expect((await refuse(s, { kind: 'start-heat', heat: 2 })).message).toBe('Heat 1 is still being played: end it first.');
    const next = await act(s, { kind: 'finish', effects: [], startNext: true });
    expect(next.state.position.heat).toBe(2);
    expect(next.state.finished.map((f) => f.heat)).toEqual([1]);
    s.league.close();
  });
});

describe('every event is one operation in the league file', () => {
  it('each intent is one journal entry; undo takes exactly it back; the table survives closing and reopening the file', async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    await assign(s, s.franchises[1]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    await walk(s, 2);
    const journal = async () => (await s.league.call('journal.recent', { limit: 50 })).filter((j) => j.op.startsWith('assistant.'));
    expect((await journal()).map((j) => j.op).reverse()).toEqual(['assistant.start-heat', 'assistant.initiative', 'assistant.advance', 'assistant.advance']);

    const dump = canonicalDump(s.league.session.league.sqlite);
    const mp = await act(s, { kind: 'roll-every-car', calculator: 'movement' });
    expect(mp.resolutions).toHaveLength(6);
    expect((await journal())[0]).toMatchObject({ op: 'assistant.roll-every-car' });
    expect((await journal()).length).toBe(5);
    // Stopped cars: speed 0 gives 0 MP and no die (Part IV › Movement Points); every outcome is on the cards.
    const dice = await s.league.call('dice.log', { matchId: s.matchId });
    expect(dice.filter((d) => d.op === 'assistant.roll-every-car')).toHaveLength(mp.resolutions.reduce((n, r) => n + r.rolls.length, 0));
    expect(mp.resolutions.map((r) => r.effects.map((e) => e.change))).toEqual(mp.resolutions.map(() => [{ field: 'mp', to: 0 }]));
    const withMp = await state(s);
    expect(withMp.pending).toEqual([]);
    expect(Object.keys(withMp.acted)).toHaveLength(6);

    await s.league.call('journal.undo', {});
    expect(canonicalDump(s.league.session.league.sqlite)).toBe(dump);
    await s.league.call('journal.redo', {});
    const redone = await state(s);
    expect(redone.cards).toEqual(withMp.cards);

    const file = s.league.session.league.path;
    s.league.close();
    const again = await openLeague(s.dir, file);
    const reopened = await again.call('assistant.state', { matchId: s.matchId });
    expect(reopened.cards).toEqual(withMp.cards);
    expect(reopened.position).toEqual(withMp.position);

    // Export → import: the match in progress goes with the league, and continues where it was.
    const exported = exportLeagueFile(again.session.league, path.join(s.dir, 'league.json'));
    again.close();
    const imported = importLeagueFile(exported.path, path.join(s.dir, 'imported.league'));
    const moved = await openLeague(s.dir, imported.path);
    const there = await moved.call('assistant.state', { matchId: s.matchId });
    expect(there.cards).toEqual(withMp.cards);
    expect(there.events).toBe(reopened.events);
    const continued = await moved.call('assistant.act', { matchId: s.matchId, intent: { kind: 'advance' } });
    expect(continued.state.position).toEqual({ heat: 1, turn: 1, step: 'phase', phase: 1 });
    moved.close();
  });
});

describe('the turn, refereed (Part III › Turn Sequence; Part IV › Speed, Movement Points)', () => {
  it('a car changes speed once a turn: a second acceleration roll is refused with the rule, and the first is marked done', async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    await assign(s, s.franchises[1]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    const car = (await state(s)).cards[0]!.vehicleId;
    const accelerate: Intent = { kind: 'roll', calculator: { kind: 'accelerate', vehicleId: car, fuelBonus: 'none', secondAttemptWithFuel: false } };
    const early = await refuse(s, accelerate);
    expect(early.message).toContain('This is done during speed changes, and the turn is at initiative');
    await walk(s, 1);
    await act(s, accelerate);
    expect((await state(s)).acted[car]).toEqual([
      { kind: 'initiative', step: 'initiative', phase: 0 },
      { kind: 'accelerate', step: 'speed', phase: 0 },
    ]);
    const again = await refuse(s, accelerate);
    expect(again.kind).toBe('conflict');
    expect(again.message).toMatch(/has already changed speed this turn \(Part III › Turn Sequence: vehicles alter their speeds/);
    const slow = await refuse(s, { kind: 'roll', calculator: { kind: 'decelerate', vehicleId: car, shed: 1 } });
    expect(slow.message).toContain('has already changed speed this turn');
    s.league.close();
  });

  it("the league's house rules reach the referee (Part III › Turn Sequence, gaps P1–P3): speed changes, option checks and hazards as set", async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    await assign(s, s.franchises[1]!);
    await s.league.call('league.updateSettings', {
      houseRules: { 'match.oneSpeedChangePerTurn': false, 'match.optionChecksAt': 'initiative', 'match.hazardChecksOnlyInPhases': false },
    });
    await act(s, { kind: 'start-heat', heat: 1 });
    const car = (await state(s)).cards[0]!.vehicleId;
    const hazard: Intent = { kind: 'roll', calculator: { kind: 'hazard', vehicleId: car, hazard: { type: 'damaged' } } };
    // At the initiative step: option checks are made now, and a hazard may be rolled outside the phases.
    const options = await act(s, { kind: 'roll-every-car', calculator: 'options' });
    expect(options.resolutions).toHaveLength(6);
    await act(s, hazard);
    await walk(s, 1);
    // Moving already (as typed at the table), so that it has speed to shed whatever the acceleration roll gives.
    await act(s, { kind: 'edit', effects: [{ vehicleId: car, change: { field: 'speed', to: 3 }, why: 'typed', rule: 'test' }], why: 'Speed as on the table' });
    await act(s, { kind: 'roll', calculator: { kind: 'accelerate', vehicleId: car, fuelBonus: 'none', secondAttemptWithFuel: false } });
    await act(s, { kind: 'roll', calculator: { kind: 'decelerate', vehicleId: car, shed: 1 } });
    expect((await state(s)).acted[car]!.map((a) => a.kind)).toEqual(['options', 'hazard', 'initiative', 'accelerate', 'decelerate']);
    await act(s, { kind: 'advance' });
    expect((await refuse(s, { kind: 'roll', calculator: { kind: 'options', vehicleId: car } })).message).toContain('This is done during initiative');
    // Back to the defaults: the same steps are refused with the rule.
    await s.league.call('league.updateSettings', {
      houseRules: { 'match.oneSpeedChangePerTurn': true, 'match.optionChecksAt': 'movement', 'match.hazardChecksOnlyInPhases': true },
    });
    expect((await refuse(s, hazard)).message).toContain('This is done during the combat phases');
    // The checks made at the initiative step still count for this turn.
    expect((await refuse(s, { kind: 'roll-every-car', calculator: 'options' })).message).toBe(
      "Every car has already made its driver's option checks this turn.",
    );
    s.league.close();
  });

  it('Part IV › Movement Points: MP are rolled once a turn; "every car" rolls only the cars still to roll', async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    await assign(s, s.franchises[1]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    await walk(s, 2);
    const car = (await state(s)).cards[0]!.vehicleId;
    await act(s, { kind: 'roll', calculator: { kind: 'movement', vehicleId: car }, apply: true });
    expect((await refuse(s, { kind: 'roll', calculator: { kind: 'movement', vehicleId: car } })).message).toContain(
      'has already rolled its movement points this turn',
    );
    const rest = await act(s, { kind: 'roll-every-car', calculator: 'movement' });
    expect(rest.resolutions.map((r) => r.actors[0])).not.toContain(car);
    expect(rest.resolutions).toHaveLength(5);
    expect((await refuse(s, { kind: 'roll-every-car', calculator: 'movement' })).message).toBe('Every car has already rolled its movement points this turn.');
    s.league.close();
  });

  it("Part IV › Collisions › Type of collision: a head-on collision is front against front; the target's left is refused", async () => {
    const s = await setup(tempDir());
    await assign(s, s.franchises[0]!);
    await assign(s, s.franchises[1]!);
    await act(s, { kind: 'start-heat', heat: 1 });
    await walk(s, 3);
    const [a, b] = (await state(s)).cards;
    const headOn = (side: 'front' | 'left') =>
      ({
        kind: 'roll',
        calculator: { kind: 'collision', type: 'head-on', vehicleId: a!.vehicleId, targetId: b!.vehicleId, targetSideHit: side, movingSideHit: 'front' },
      }) as const;
    const left = await refuse(s, headOn('left'));
    expect(left.message).toContain('A head-on collision is front against front');
    expect(left.message).toContain('Part IV › Collisions › Type of collision');
    const preview = await s.league.call('assistant.preview', { matchId: s.matchId, calculator: headOn('left').calculator });
    expect(preview.blockers.map((x) => x.reason).join()).toContain('front against front');
    const ok = await act(s, headOn('front'));
    expect(ok.resolutions[0]!.steps.some((x) => x.label.includes('armor (front)'))).toBe(true);
    s.league.close();
  });
});
