import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { applyMigrations, loadMigrations } from '../../src-main/db/migrator';
import { listRulesets } from '../../src-shared/engine/registry';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function boot(dataDir = tempDir()) {
  const session = new AppSession({ dataDir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  return { session, dispatch, dataDir };
}

/** A league file as a Pitwall with more rulesets would write it: `ruleset` names one this build does not have. */
function foreignLeague(dir: string, migrations = loadMigrations()): string {
  const file = path.join(dir, 'foreign.league');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  applyMigrations(sqlite, migrations);
  sqlite.prepare(`INSERT INTO league (id, name, ruleset, rng_seed) VALUES (1, 'Wasteland Cup', 'wasteland', 7)`).run();
  sqlite.close();
  return file;
}

const snapshot = (dir: string) => ({ files: readdirSync(dir).sort(), bytes: readFileSync(path.join(dir, 'foreign.league')) });

describe('the league file names its ruleset', () => {
  it('a new league plays Dethmetal unless told otherwise; league.get says which ruleset, its name and capabilities', async () => {
    const { session, dispatch } = boot();
    const created = await dispatch('app.newLeague', { name: 'Plain' });
    const dethmetal = listRulesets().find((r) => r.id === 'dethmetal')!;
    expect(created).toMatchObject({ ok: true, value: { ruleset: 'dethmetal', rulesetName: 'Dethmetal', capabilities: dethmetal.capabilities } });
    expect(await dispatch('league.get', {})).toMatchObject({ ok: true, value: { ruleset: 'dethmetal', rulesetName: 'Dethmetal' } });
    const stored = session.league.sqlite.prepare('SELECT ruleset FROM league').get();
    expect(stored).toEqual({ ruleset: 'dethmetal' });
    session.close();
  });

  it('app.newLeague with a registered ruleset stores it; an unknown one is refused on the ruleset field, naming the known ids, and writes nothing', async () => {
    const { session, dispatch, dataDir } = boot();
    const named = await dispatch('app.newLeague', { name: 'Named', path: path.join(dataDir, 'named.league'), ruleset: 'dethmetal' });
    expect(named).toMatchObject({ ok: true, value: { ruleset: 'dethmetal' } });
    const before = readdirSync(dataDir).sort();
    const r = await dispatch('app.newLeague', { name: 'Nope', path: path.join(dataDir, 'sub', 'nope.league'), ruleset: 'carwars' });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ path: ['ruleset'], message: expect.stringMatching(/no ruleset “carwars”.*“dethmetal” \(Dethmetal\)/) }] },
    });
    expect(readdirSync(dataDir).sort()).toEqual(before);
    // The league that was open stays open.
    expect(await dispatch('league.get', {})).toMatchObject({ ok: true, value: { name: 'Named' } });
    session.close();
  });

  it('app.rulesets lists every registered ruleset with its name, one line and capabilities', async () => {
    const { dispatch } = boot();
    const r = await dispatch('app.rulesets', {});
    expect(r.ok && r.value).toEqual(listRulesets());
    expect(r.ok && r.value.every((x) => x.summary.length > 10 && x.name.length > 0)).toBe(true);
  });

  it('opening a league of an unknown ruleset is refused with the ruleset named; the file is byte-identical and nothing appears beside it', async () => {
    const dir = tempDir();
    const file = foreignLeague(dir);
    const before = snapshot(dir);
    const { session, dispatch } = boot();
    const r = await dispatch('app.openLeague', { path: file });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringContaining('ruleset “wasteland”'), issues: [{ path: ['path'] }] },
    });
    expect(!r.ok && r.error.message).toMatch(
      /does not have \(it knows “dethmetal” \(Dethmetal\), “dirtywheels” \(Dirty Wheels\), “battlecars” \(Battlecars\) and “hexrpg” \(Hex RPG vehicle combat\)\)\. The file was not opened or changed\./,
    );
    expect(snapshot(dir)).toEqual(before);
    expect(session.isOpen).toBe(false);
    session.close();
  });

  it('an older file of an unknown ruleset is neither upgraded nor backed up', async () => {
    const dir = tempDir();
    const file = foreignLeague(dir, loadMigrations().slice(0, 1));
    const before = snapshot(dir);
    const { session, dispatch } = boot();
    expect(await dispatch('app.openLeague', { path: file })).toMatchObject({ ok: false, error: { message: expect.stringContaining('“wasteland”') } });
    expect(snapshot(dir)).toEqual(before);
    session.close();
  });

  it('the refusal leaves the open league open, and a Dethmetal league still opens', async () => {
    const dir = tempDir();
    const foreign = foreignLeague(dir);
    const { session, dispatch } = boot();
    const ok = await dispatch('app.newLeague', { name: 'Home', path: path.join(dir, 'home.league') });
    expect(ok.ok).toBe(true);
    expect((await dispatch('app.openLeague', { path: foreign })).ok).toBe(false);
    expect(await dispatch('league.get', {})).toMatchObject({ ok: true, value: { name: 'Home', ruleset: 'dethmetal' } });
    session.close();
  });

  it('the settings come from the registry by league.ruleset: house rules listed and changed as before', async () => {
    const { session, dispatch } = boot();
    await dispatch('app.newLeague', { name: 'Settings' });
    const view = await dispatch('league.settings', {});
    expect(view.ok && view.value.ruleset).toBe('dethmetal');
    expect(view.ok && view.value.houseRules.length).toBeGreaterThan(10);
    const r = await dispatch('league.updateSettings', { houseRules: { 'no.such': 1 } });
    expect(r).toMatchObject({ ok: false, error: { issues: [{ path: ['houseRules', 'no.such'], message: 'There is no house rule “no.such”.' }] } });
    session.close();
  });
});
