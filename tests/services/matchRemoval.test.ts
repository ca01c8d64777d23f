/**
 * Issue 19 #3: a match whose table has been played on is removed with its table (every ruleset's `assistant_events`),
 * in one operation that Ctrl+Z takes back whole; its rolls stay in the dice log, untied from the gone match. Real
 * league files through the dispatcher: a Dirty Wheels match played two steps in, and a Dethmetal heat started.
 */
import { describe, expect, it } from 'vitest';
import { leagueViolations } from '../../src-main/exports/leagueInvariants';
import type { RemovalPreview } from '../../src-shared/ipc/channels/matches';
import type { DwTableState } from '../../src-shared/ipc/channels/dirtywheels/table';
import { founding, newLeague } from '../campaign/support';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { dwMatchLeague } from './dwTableLeague';

const tempDir = useTempDir();

const count = (sqlite: { prepare(sql: string): { get(...a: unknown[]): unknown } }, sql: string, ...args: unknown[]) =>
  (sqlite.prepare(sql).get(...args) as { n: number }).n;

describe('removing a played match takes its table with it (issue 19 #3)', () => {
  it('Dirty Wheels: the preview names the table, the removal is one undo, and the season can close after it', async () => {
    const t = await dwMatchLeague(tempDir());
    const sqlite = t.session.league.sqlite;
    const second = await t.ok('schedule.add', { track: 'Quarry', franchiseIds: t.teams });
    await t.ok('dwTable.act', { matchId: t.matchId, intent: { kind: 'initiative' } });
    const state: DwTableState = await t.ok('dwTable.state', { matchId: t.matchId });
    const events = count(sqlite, 'SELECT count(*) AS n FROM assistant_events WHERE match_id = ?', t.matchId);
    const rolls = count(sqlite, 'SELECT count(*) AS n FROM dice_log WHERE match_id = ?', t.matchId);
    expect(events).toBe(2); // the line-up and the initiative
    expect(rolls).toBeGreaterThan(0);
    const before = canonicalDump(sqlite);

    const preview: RemovalPreview = await t.ok('schedule.removePreview', { matchId: t.matchId });
    expect(preview).toMatchObject({ number: 1, track: 'Backyard', tableEvents: 2, rolls });
    expect(preview.words).toContain('with its table: play has started, and its 2 events go with it');
    expect(preview.words).toContain(`Its ${rolls} rolls stay in the league's dice log`);
    expect(canonicalDump(sqlite)).toBe(before); // a preview writes nothing

    const left = await t.ok('schedule.remove', { matchId: t.matchId });
    expect(left.map((m: { id: number; number: number }) => [m.id, m.number])).toEqual([[second.id, 1]]);
    expect(count(sqlite, 'SELECT count(*) AS n FROM assistant_events WHERE match_id = ?', t.matchId)).toBe(0);
    expect(count(sqlite, 'SELECT count(*) AS n FROM dice_log WHERE match_id IS NULL')).toBeGreaterThanOrEqual(rolls);
    const journal = await t.ok('journal.recent', { limit: 1 });
    expect(journal[0].summary).toBe('Removed match 1 (match at Backyard) with its table (2 events) from the schedule');
    // Nothing points at the gone match: an export of this league imports again.
    expect(leagueViolations(sqlite)).toEqual([]);

    await t.ok('journal.undo', {});
    expect(canonicalDump(sqlite)).toBe(before);
    expect(await t.ok('dwTable.state', { matchId: t.matchId })).toEqual(state);

    // With the played match gone again, the season closes once the other match is recorded.
    await t.ok('journal.redo', {});
    await t.ok('match.recordOutcome', {
      matchId: second.id,
      teams: [
        { franchiseId: t.teams[0], outcome: 'win' },
        { franchiseId: t.teams[1], outcome: 'loss' },
      ],
    });
    const closed = await t.ok('season.close', { preview: true });
    expect(closed).toBeDefined();
  });

  it('a recorded match is refused with what to do, and nothing changes', async () => {
    const t = await dwMatchLeague(tempDir());
    await t.ok('match.recordOutcome', {
      matchId: t.matchId,
      teams: [
        { franchiseId: t.teams[0], outcome: 'draw' },
        { franchiseId: t.teams[1], outcome: 'draw' },
      ],
    });
    const before = canonicalDump(t.session.league.sqlite);
    for (const channel of ['schedule.removePreview', 'schedule.remove']) {
      const r = await t.call(channel, { matchId: t.matchId });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.message).toBe('Match 1 has been recorded; undo the recording instead.');
    }
    expect(canonicalDump(t.session.league.sqlite)).toBe(before);
  });

  it("Dethmetal: a match whose heat was started on the assistant's table goes with its events and its Heart condition strikes", async () => {
    const league = await newLeague(tempDir());
    const franchises: number[] = [];
    for (const [name, colour] of [
      ['Red Rockets', '#aa0000'],
      ['Blue Bombers', '#0000aa'],
    ] as const)
      franchises.push((await league.call('franchise.found', founding(name, colour))).franchise.id);
    const m = await league.call('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
    await league.call('match.preMatch', { matchId: m.id });
    for (const franchiseId of franchises) {
      const d = await league.call('franchise.details', { id: franchiseId });
      const usable = d.roster.filter((c) => c.usable);
      await league.call('match.assign', {
        matchId: m.id,
        franchiseId,
        heats: [1, 2].map((heat) => ({ heat, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) })),
      });
    }
    await league.call('assistant.act', { matchId: m.id, intent: { kind: 'start-heat', heat: 1 } });
    const sqlite = league.session.league.sqlite;
    const events = count(sqlite, 'SELECT count(*) AS n FROM assistant_events WHERE match_id = ?', m.id);
    expect(events).toBeGreaterThan(0);
    const before = canonicalDump(sqlite);

    const preview = await league.call('schedule.removePreview', { matchId: m.id });
    expect(preview.tableEvents).toBe(events);
    expect(preview.words).toContain('with its table: play has started');
    await league.call('schedule.remove', { matchId: m.id });
    expect(count(sqlite, 'SELECT count(*) AS n FROM assistant_events')).toBe(0);
    expect(count(sqlite, 'SELECT count(*) AS n FROM dice_log WHERE match_id IS NOT NULL')).toBe(0);
    expect(count(sqlite, `SELECT count(*) AS n FROM career_events WHERE kind = 'missed-match'`)).toBe(0);
    expect(leagueViolations(sqlite)).toEqual([]);
    await league.call('journal.undo', {});
    expect(canonicalDump(sqlite)).toBe(before);
  });
});
