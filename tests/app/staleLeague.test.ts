/**
 * Issue 19 #1: a stale window writes into the wrong league. Every window names the league it shows (`LeagueInfo.id`,
 * the file's own uid) with each call; the dispatcher refuses a write meant for another league than the open one, on
 * real league files, and changes nothing in either.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callerFrom, createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { CHANNELS, contract, type LeagueInfo } from '../../src-shared/ipc';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

/** Spring (open first, with a team and a car) and Autumn (opened after it, as a second tab would), both Dirty Wheels. */
async function twoLeagues() {
  const dataDir = tempDir();
  const session = new AppSession({ dataDir });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const value = <T>(r: { ok: boolean; value?: unknown; error?: unknown }) => {
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value as T;
  };
  const spring = value<LeagueInfo>(
    await dispatch('app.newLeague', { name: 'Spring League', path: path.join(dataDir, 'spring.league'), ruleset: 'dirtywheels' }),
  );
  const team = value<{ id: number }>(await dispatch('franchise.add', { name: 'Rust Rats', colour: '#c0392b' }));
  value(await dispatch('team.addCar', { franchiseId: team.id, design: newCarDesign('Rustbucket'), driver: newDriver('Max') }));
  const autumn = value<LeagueInfo>(
    await dispatch('app.newLeague', { name: 'Autumn League', path: path.join(dataDir, 'autumn.league'), ruleset: 'dirtywheels' }),
  );
  const autumnTeam = value<{ id: number }>(await dispatch('franchise.add', { name: 'Mud Dogs', colour: '#2980b9' }));
  value(await dispatch('team.addCar', { franchiseId: autumnTeam.id, design: newCarDesign('Mudlark'), driver: newDriver('Ada') }));
  return { session, dispatch, spring, autumn, dump: () => canonicalDump(session.league.sqlite) };
}

const leagueWrites = CHANNELS.filter((c) => contract[c].kind === 'write' && contract[c].scope === 'league');

describe('a stale window (issue 19 #1)', () => {
  it('each league file has its own id, 32 random hex digits, kept across reopening', async () => {
    const { session, dispatch, spring, autumn } = await twoLeagues();
    expect(spring.id).toMatch(/^[0-9a-f]{32}$/);
    expect(autumn.id).toMatch(/^[0-9a-f]{32}$/);
    expect(spring.id).not.toBe(autumn.id);
    await dispatch('app.openLeague', { path: spring.path });
    expect((await dispatch('league.get', {})) as { value: LeagueInfo }).toMatchObject({ ok: true, value: { id: spring.id } });
    session.close();
  });

  it('tab 1 on Spring, tab 2 opened Autumn: tab 1’s team.removeCar, dwTable.act and match.recordOutcome are refused in words; Autumn is unchanged', async () => {
    const { session, dispatch, spring, autumn, dump } = await twoLeagues();
    const before = dump();
    const tab1 = { league: spring.id };
    for (const [channel, payload] of [
      ['team.removeCar', { vehicleId: 1 }],
      ['dwTable.act', { matchId: 1, intent: { kind: 'note', text: 'x' } }],
      ['match.recordOutcome', { matchId: 1, teams: [] }],
      ['journal.undo', {}],
    ] as const) {
      const r = await dispatch(channel, payload, tab1);
      expect(r.ok, channel).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatchObject({ kind: 'stale-league', shown: { id: spring.id, name: 'Spring League' }, open: { id: autumn.id, name: 'Autumn League' } });
      expect(r.error.message).toBe(
        'This window is showing Spring League (spring.league), but Autumn League (autumn.league) is open now: another window or tab opened it. Nothing was changed; reload this window to work on Autumn League.',
      );
      // The reply says which league is open, so the page can offer to reload onto it.
      expect(r.league).toEqual({ id: autumn.id, name: 'Autumn League', path: autumn.path });
    }
    expect(dump()).toBe(before);
    // Tab 2, which shows Autumn, writes as before.
    expect(await dispatch('team.removeCar', { vehicleId: 1 }, { league: autumn.id })).toMatchObject({ ok: true });
    session.close();
  });

  it('every write channel of the league, with any payload, is refused for a stale window and changes nothing', async () => {
    const { session, dispatch, spring, dump } = await twoLeagues();
    const before = dump();
    expect(leagueWrites.length).toBeGreaterThan(30);
    const payloads = fc.sample(fc.oneof(fc.object(), fc.constant({}), fc.record({ vehicleId: fc.nat(3), matchId: fc.nat(3) })), 8);
    for (const channel of leagueWrites)
      for (const payload of payloads) {
        const r = await dispatch(channel, payload, { league: spring.id });
        expect(r.ok || r.error.kind, channel).toBe('stale-league');
      }
    expect(dump()).toBe(before);
    session.close();
  });

  it('a read that writes a file of the open league (a copy, an export, a sheet) is refused too; other reads are answered with the open league named', async () => {
    const { session, dispatch, spring, autumn, dump } = await twoLeagues();
    const before = dump();
    const tab1 = { league: spring.id };
    for (const [channel, payload] of [
      ['app.saveCopy', { path: 'spring-copy.league' }],
      ['export.league', { path: 'spring.json' }],
      ['sheets.write', { kind: 'franchise', franchiseId: 1, path: 'team.pdf' }],
    ] as const)
      expect(await dispatch(channel, payload, tab1), channel).toMatchObject({ ok: false, error: { kind: 'stale-league' } });
    const read = await dispatch('franchise.list', {}, tab1);
    expect(read).toMatchObject({ ok: true, value: [{ name: 'Mud Dogs' }], league: { id: autumn.id, name: 'Autumn League' } });
    expect(dump()).toBe(before);
    session.close();
  });

  it('opening or creating a league is never refused (it is how a stale window moves on); the answer names the new league', async () => {
    const { session, dispatch, spring, autumn } = await twoLeagues();
    const r = await dispatch('app.openLeague', { path: spring.path }, { league: spring.id });
    expect(r).toMatchObject({ ok: true, value: { id: spring.id }, league: { id: spring.id } });
    // Now the tab that showed Autumn is the stale one.
    expect(await dispatch('franchise.add', { name: 'Late', colour: '#123456' }, { league: autumn.id })).toMatchObject({
      ok: false,
      error: { kind: 'stale-league', shown: { name: 'Autumn League' }, open: { name: 'Spring League' } },
    });
    session.close();
  });

  it('a league this process never had open is named by what is open now; callers that name no league (the CLI, scripts) are not checked', async () => {
    const { session, dispatch, dump } = await twoLeagues();
    const before = dump();
    const r = await dispatch('franchise.add', { name: 'Ghost', colour: '#123456' }, { league: 'f'.repeat(32) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^This window is showing another league, but Autumn League \(autumn\.league\) is open now/);
    expect(dump()).toBe(before);
    expect(await dispatch('franchise.add', { name: 'Scripted', colour: '#123456' })).toMatchObject({ ok: true });
    expect(await dispatch('franchise.add', { name: 'First load', colour: '#654321' }, { league: null })).toMatchObject({
      ok: true,
      league: { name: 'Autumn League' },
    });
    session.close();
  });

  it('the adapters take a league id or null, and refuse anything else in words', () => {
    expect(callerFrom({ channel: 'x' })).toBeUndefined();
    expect(callerFrom({ league: null })).toEqual({ league: null });
    expect(callerFrom({ league: 'abc' })).toEqual({ league: 'abc' });
    for (const bad of [7, '', 'x'.repeat(65), {}, ['a']]) expect(callerFrom({ league: bad }), JSON.stringify(bad)).toMatch(/not a league id/);
  });
});

describe('the channel contract says what each channel acts on', () => {
  it('every channel declares read or write and league or app; the app channels are exactly these', () => {
    for (const c of CHANNELS) {
      expect(['read', 'write'], c).toContain(contract[c].kind);
      expect(['league', 'app'], c).toContain(contract[c].scope);
    }
    expect(CHANNELS.filter((c) => contract[c].scope === 'app').sort()).toEqual([
      'app.capabilities',
      'app.newLeague',
      'app.openLeague',
      'app.pickLeagueFile',
      'app.recent',
      'app.rulesets',
      'files.pick',
      'import.inspect',
      'import.league',
      'import.upload',
      'prefs.get',
      'prefs.set',
    ]);
  });
});
