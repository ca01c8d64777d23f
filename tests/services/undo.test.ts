import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';

const tempDir = useTempDir();

async function boot() {
  const session = new AppSession({ dataDir: tempDir() });
  session.openStartupLeague();
  return { session, dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) };
}

describe('undo and redo', () => {
  it('undo restores the exact logical state, in reverse order; redo re-applies', async () => {
    const { session, dispatch } = await boot();
    const s0 = canonicalDump(session.league.sqlite);
    await dispatch('franchise.add', { name: 'One', colour: '#111111' });
    const s1 = canonicalDump(session.league.sqlite);
    await dispatch('league.rename', { name: 'Renamed' });
    const s2 = canonicalDump(session.league.sqlite);
    expect(s2).not.toBe(s1);

    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true, value: { op: 'league.rename', state: 'undone' } });
    expect(canonicalDump(session.league.sqlite)).toBe(s1);
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: true, value: { op: 'franchise.add' } });
    expect(canonicalDump(session.league.sqlite)).toBe(s0);
    expect(await dispatch('journal.undo', {})).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'There is nothing to undo.' } });

    await dispatch('journal.redo', {});
    expect(canonicalDump(session.league.sqlite)).toBe(s1);
    await dispatch('journal.redo', {});
    expect(canonicalDump(session.league.sqlite)).toBe(s2);
    session.close();
  });

  it('a new operation after an undo drops the redo history', async () => {
    const { session, dispatch } = await boot();
    await dispatch('franchise.add', { name: 'One', colour: '#111111' });
    await dispatch('journal.undo', {});
    await dispatch('franchise.add', { name: 'Two', colour: '#222222' });
    expect(await dispatch('journal.redo', {})).toMatchObject({ ok: false, error: { message: 'There is nothing to redo.' } });
    const journal = await dispatch('journal.recent', {});
    expect(journal.ok && journal.value.map((j) => j.summary)).toEqual(['Added the franchise “Two”']);
    session.close();
  });

  it('undo survives closing and reopening the file (the undo log is in the league)', async () => {
    const { session, dispatch } = await boot();
    const s0 = canonicalDump(session.league.sqlite);
    await dispatch('franchise.add', { name: 'Persisted', colour: '#333333' });
    const file = session.league.path;
    session.close();
    const again = new AppSession({ dataDir: session.options.dataDir });
    again.open(file);
    const d2 = createDispatcher({ session: again, hooks: { shell: 'browser', version: 'test' } }, () => {});
    expect(await d2('journal.undo', {})).toMatchObject({ ok: true });
    expect(canonicalDump(again.league.sqlite)).toBe(s0);
    again.close();
  });
});
