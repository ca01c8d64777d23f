import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { useTempDir } from '../support/tempLeague';

const temp = useTempDir();
const sessions: AppSession[] = [];
afterEach(() => sessions.splice(0).forEach((s) => s.close()));

async function seeded() {
  const dir = temp();
  const session = new AppSession({ dataDir: dir });
  sessions.push(session);
  session.openStartupLeague();
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  await dispatch('league.rename', { name: 'Wasteland Winter Series' });
  await dispatch('franchise.add', { name: 'Zeta Zealots', colour: '#112233', owner: '' });
  await dispatch('franchise.add', { name: 'Ash Valley Angels', colour: '#445566', owner: '' });
  const exported = path.join(dir, 'exports', 'winter.json');
  const r = await dispatch('export.league', { path: exported, overwrite: false });
  expect(r.ok).toBe(true);
  return { dir, dispatch, exported, text: readFileSync(exported, 'utf8') };
}

describe('import: inspect, then upload or path, with the activity saying where it came from', () => {
  it('inspect names the league, seasons and franchises and writes nothing; upload imports it with one journal entry', async () => {
    const { dir, dispatch, text } = await seeded();
    const preview = await dispatch('import.inspect', { fileName: 'my export.json', text });
    const target = path.join(dir, 'leagues', 'Wasteland-Winter-Series.league');
    expect(preview).toEqual({
      ok: true,
      value: {
        source: 'my export.json',
        league: 'Wasteland Winter Series',
        seasons: 0,
        franchises: ['Ash Valley Angels', 'Zeta Zealots'],
        rows: expect.any(Number),
        suggestedPath: target,
      },
    });
    expect(existsSync(target)).toBe(false);

    const imported = await dispatch('import.upload', { fileName: 'my export.json', text, path: target });
    expect(imported.ok && imported.value).toMatchObject({ path: target, league: 'Wasteland Winter Series' });
    await dispatch('app.openLeague', { path: target });
    const journal = await dispatch('journal.recent', { limit: 10 });
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(journal.ok && journal.value.map((e) => e.summary)).toEqual([`Imported from my export.json on ${day}`]);
    // The import's entry is history, not an operation to take back.
    expect((await dispatch('journal.undo', {})).ok).toBe(false);
  });

  it('a path import (the desktop dialog) names the file it read', async () => {
    const { dir, dispatch, exported } = await seeded();
    expect((await dispatch('import.inspect', { from: exported })).ok).toBe(true);
    const target = path.join(dir, 'copy.league');
    expect((await dispatch('import.league', { from: exported, path: target })).ok).toBe(true);
    await dispatch('app.openLeague', { path: target });
    const journal = await dispatch('journal.recent', { limit: 10 });
    expect(journal.ok && journal.value[0]!.summary).toMatch(/^Imported from winter\.json on \d{4}-\d{2}-\d{2}$/);
  });

  it('bad uploads are refused with the reason and write nothing', async () => {
    const { dir, dispatch, text } = await seeded();
    const target = path.join(dir, 'x.league');
    const notExport = await dispatch('import.upload', { fileName: 'notes.json', text: '{"a":1}', path: target });
    expect(!notExport.ok && notExport.error.message).toBe('This file is not a Pitwall league export.');
    const cut = await dispatch('import.inspect', { fileName: 'cut.json', text: text.slice(0, 200) });
    expect(!cut.ok && cut.error.message).toMatch(/it is not valid JSON/);
    const badName = await dispatch('import.upload', { fileName: '../evil.json', text, path: target });
    expect(!badName.ok && badName.error.kind).toBe('validation');
    const notJson = await dispatch('import.inspect', { fileName: 'league.txt', text });
    expect(!notJson.ok && notJson.error.kind === 'validation' && notJson.error.issues[0]!.message).toBe('A league export ends in .json');
    expect(existsSync(target)).toBe(false);
  });
});
