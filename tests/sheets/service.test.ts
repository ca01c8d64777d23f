import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { parseArgs } from '../../src-main/cli/args';
import { exportStandings } from '../../src-main/cli/commands/export';
import { exportApartFromUid, LEAGUE_UID } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText } from './pdfTools';
import { seedLeague } from './seed';
import { run } from '../support/cli';

/** `league standings … --out FILE`: the campaign's command hands these over to exportStandings. */
async function standingsOut(...argv: string[]) {
  const out: string[] = [];
  try {
    await exportStandings(parseArgs(argv), { out: (s) => out.push(s), err: () => {} });
    return { code: 0, out: out.join('\n'), err: '' };
  } catch (e) {
    return { code: 1, out: out.join('\n'), err: (e as Error).message };
  }
}

function leagueWithSheets(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const info = session.create('Print League', path.join(dir, 'print.league'));
  const { matchId } = seedLeague(session.league.sqlite, { franchises: 2, cars: 2, drivers: 3 });
  return { session, file: info.path, matchId, dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) };
}

describe('sheets and exports through the channels and the CLI', () => {
  const temp = useTempDir();

  it('sheets.franchise writes every car, then every driver, of a franchise; sheets.match a cover, then each team’s (no line-up yet: all)', async () => {
    const dir = temp();
    const { session, dispatch, matchId } = leagueWithSheets(dir);
    const franchise = await dispatch('sheets.write', { kind: 'franchise', franchiseId: 1, path: path.join(dir, 'f.pdf') });
    expect(franchise).toMatchObject({ ok: true, value: { sheets: 5 } });
    const text = await pdfText(path.join(dir, 'f.pdf'));
    expect(text.indexOf('Car 1-1')).toBeLessThan(text.indexOf('Driver 1-1'));
    const match = await dispatch('sheets.write', { kind: 'match', matchId, paper: 'letter', path: path.join(dir, 'm.pdf') });
    // The cover, then 2 cars and 3 competitors of each of the two franchises (no line-up assigned: every one).
    expect(match).toMatchObject({ ok: true, value: { sheets: 11 } });
    expect(await pdfInfo(path.join(dir, 'm.pdf'))).toEqual({ pages: 11, size: '612 x 792' });
    session.close();
  });

  it('sheets.progress tells how far a print under a token has got while it runs, and nothing once it is done', async () => {
    const dir = temp();
    const { session, dispatch, matchId } = leagueWithSheets(dir);
    const job = 'night-1';
    expect(await dispatch('sheets.progress', { job })).toEqual({ ok: true, value: { running: false } });
    const pdf = dispatch('sheets.pdf', { sheets: { kind: 'match', matchId }, paper: 'a4', job });
    // The print has started (it lays out its first sheets before it first gives the event loop a turn).
    const during = await dispatch('sheets.progress', { job });
    expect(during).toMatchObject({ ok: true, value: { running: true, total: 11 } });
    expect(await pdf).toMatchObject({ ok: true, value: { sheets: 11 } });
    expect(await dispatch('sheets.progress', { job })).toEqual({ ok: true, value: { running: false } });
    expect(await dispatch('sheets.progress', { job: '' })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    session.close();
  });

  it('refuses an unknown car, a missing franchise, a wrong extension and an existing file, writing nothing', async () => {
    const dir = temp();
    const { session, dispatch } = leagueWithSheets(dir);
    expect(await dispatch('sheets.write', { kind: 'car', vehicleId: 99, path: path.join(dir, 'c.pdf') })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await dispatch('sheets.write', { kind: 'franchise', franchiseId: 42, path: path.join(dir, 'c.pdf') })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await dispatch('sheets.write', { kind: 'car', vehicleId: 1, path: path.join(dir, 'c.txt') })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(existsSync(path.join(dir, 'c.pdf'))).toBe(false);
    await dispatch('sheets.write', { kind: 'car', vehicleId: 1, path: path.join(dir, 'c.pdf') });
    expect(await dispatch('sheets.write', { kind: 'car', vehicleId: 1, path: path.join(dir, 'c.pdf') })).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
    expect(await dispatch('sheets.write', { kind: 'car', vehicleId: 1, path: path.join(dir, 'c.pdf'), overwrite: true })).toMatchObject({ ok: true });
    session.close();
  });

  it('league print / export / import / standings from the terminal', async () => {
    const dir = temp();
    const { session, file } = leagueWithSheets(dir);
    session.close();
    const printed = await run('print', 'driver', file, '--id', '2', '--out', path.join(dir, 'd.pdf'));
    expect(printed).toMatchObject({ code: 0, err: '' });
    expect(printed.out).toContain('Wrote 1 sheet to');
    expect(await pdfText(path.join(dir, 'd.pdf'))).toContain('Driver 1-2');
    expect((await run('print', 'boat', file, '--id', '1', '--out', path.join(dir, 'x.pdf'))).code).toBe(2);
    expect((await run('print', 'car', file, '--id', '1', '--paper', 'a3', '--out', path.join(dir, 'x.pdf'))).err).toContain('--paper must be a4 or letter');

    const exported = await run('export', file, '--out', path.join(dir, 'backup.json'));
    expect(exported.code).toBe(0);
    const imported = await run('import', path.join(dir, 'backup.json'), '--out', path.join(dir, 'restored.league'));
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toContain('Imported “Print League”');
    const again = await run('export', path.join(dir, 'restored.league'), '--out', path.join(dir, 'again.json'));
    expect(again.code).toBe(0);
    // The restored league is another league (issue 19): its export is the backup's but for its own, new id.
    const backup = exportApartFromUid(readFileSync(path.join(dir, 'backup.json'), 'utf8'));
    const restored = exportApartFromUid(readFileSync(path.join(dir, 'again.json'), 'utf8'));
    expect(restored.text).toBe(backup.text);
    expect(backup.uid).toMatch(LEAGUE_UID);
    expect(restored.uid).toMatch(LEAGUE_UID);
    expect(restored.uid).not.toBe(backup.uid);

    const md = await standingsOut(file, '--season', '1', '--format', 'md', '--out', path.join(dir, 's1.md'));
    expect(md).toMatchObject({ code: 0, err: '' });
    expect(readFileSync(path.join(dir, 's1.md'), 'utf8')).toContain('| 1 | Franchise 01 |');
    const csv = await standingsOut(file, '--format', 'csv', '--table', 'competitors', '--out', path.join(dir, 'all.csv'));
    expect(csv.code).toBe(0);
    expect(readFileSync(path.join(dir, 'all.csv'), 'utf8')).toBe('Place,Competitor,Franchise,Matches,Points,Criticals,XP,Level\r\n');
    const wrong = await standingsOut(file, '--format', 'md', '--out', path.join(dir, 's1.csv'));
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('extension');
  });
});
