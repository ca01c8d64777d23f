import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { openLeagueFile } from '../../src-main/db/connection';
import { readSettings, updateSettings } from '../../src-main/services/settings';
import { dethmetal } from '../../src-shared/engine/dethmetal';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

function boot() {
  const session = new AppSession({ dataDir: tempDir() });
  session.openStartupLeague();
  return { session, dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) };
}

describe('league settings (house rules, dice mode, seed)', () => {
  it('a new league has every Dethmetal house rule at its gaps.md default, each citing the rulebook', async () => {
    const { session, dispatch } = boot();
    const r = await dispatch('league.settings', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.houseRules.map((h) => h.key)).toEqual(dethmetal.houseRules.map((h) => h.key));
    for (const rule of r.value.houseRules) {
      expect(rule.value, rule.key).toEqual(rule.default);
      expect(rule.cites.length, rule.key).toBeGreaterThan(5);
    }
    const speedBands = r.value.houseRules.find((h) => h.key === 'car.speedBandsBeyondTable')!;
    expect(speedBands.control).toEqual({ kind: 'choice', options: ['keep-falling', 'hold-last'] });
    session.close();
  });

  it('switching a house rule is one undoable operation', async () => {
    const { session, dispatch } = boot();
    const before = canonicalDump(session.league.sqlite);
    const r = await dispatch('league.updateSettings', { houseRules: { 'car.speedBandsBeyondTable': 'hold-last' }, diceMode: 'manual' });
    expect(r.ok && r.value.houseRules.find((h) => h.key === 'car.speedBandsBeyondTable')!.value).toBe('hold-last');
    expect(r.ok && r.value.diceMode).toBe('manual');
    await dispatch('journal.undo', {});
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    session.close();
  });

  it('an unknown rule or a value of the wrong type is refused, naming it, and nothing is written', async () => {
    const { session, dispatch } = boot();
    const before = canonicalDump(session.league.sqlite);
    const unknown = await dispatch('league.updateSettings', { houseRules: { 'car.flyingCars': true } });
    expect(unknown).toMatchObject({
      ok: false,
      error: { kind: 'validation', issues: [{ path: ['houseRules', 'car.flyingCars'], message: 'There is no house rule “car.flyingCars”.' }] },
    });
    const wrong = await dispatch('league.updateSettings', { houseRules: { 'car.speedBandsBeyondTable': 'sideways' } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok && wrong.error.kind === 'validation') expect(wrong.error.issues[0]!.path).toEqual(['houseRules', 'car.speedBandsBeyondTable']);
    const seed = await dispatch('league.updateSettings', { seed: -3 });
    expect(seed.ok).toBe(false);
    expect(canonicalDump(session.league.sqlite)).toBe(before);
    session.close();
  });

  it('a new seed restarts the dice counter', async () => {
    const { session, dispatch } = boot();
    session.league.sqlite.prepare('UPDATE league SET rng_counter = 17').run();
    const r = await dispatch('league.updateSettings', { seed: 12345 });
    expect(r.ok && [r.value.seed, r.value.counter]).toEqual([12345, 0]);
    session.close();
  });

  it('the settings the services read follow every change of the file: undo, redo and another connection’s write', async () => {
    const { session, dispatch } = boot();
    const rule = () => readSettings(session.league).car.speedBandsBeyondTable;
    expect(rule()).toBe('keep-falling');
    await dispatch('league.updateSettings', { houseRules: { 'car.speedBandsBeyondTable': 'hold-last' } });
    expect(rule()).toBe('hold-last');
    await dispatch('journal.undo', {});
    expect(rule()).toBe('keep-falling');
    await dispatch('journal.redo', {});
    expect(rule()).toBe('hold-last');
    // The CLI writes the same file from its own process while the app holds it open.
    const other = openLeagueFile(session.league.path);
    try {
      updateSettings(other, { houseRules: { 'car.speedBandsBeyondTable': 'keep-falling' } });
    } finally {
      other.close();
    }
    expect(rule()).toBe('keep-falling');
    session.close();
  });

  it('one reader cannot change the settings the next reader gets', () => {
    const { session } = boot();
    const first = readSettings(session.league);
    expect(() => {
      (first.car as { speedBandsBeyondTable: string }).speedBandsBeyondTable = 'hold-last';
    }).toThrow(TypeError);
    expect(readSettings(session.league).car.speedBandsBeyondTable).toBe('keep-falling');
    session.close();
  });
});
