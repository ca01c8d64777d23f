/**
 * Issue 21, "print kinds as a closed list": one generic channel, `sheets.write {kind, …ids, paper, path, overwrite}`,
 * prints any print kind the league's ruleset declares (its declaration's `print.kinds`), and the contract names no
 * kind (`sheets.pdf` and `sheets.print` take the same open request). A kind the league's ruleset does not declare is
 * refused in words naming those it does, a kind without its id is refused naming the id, and neither writes a file.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { declarationOf } from '../../src-shared/engine/registry';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { sheetRequest } from '../../src-shared/ipc/channels/sheets';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText } from './pdfTools';
import { seedLeague } from './seed';

const temp = useTempDir();

function dethmetalLeague(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  session.create('Print League', path.join(dir, 'print.league'));
  const { matchId } = seedLeague(session.league.sqlite, { franchises: 2, cars: 2, drivers: 3 });
  return { session, matchId, dispatch: createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {}) };
}

async function dirtyWheelsLeague(dir: string) {
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T>(channel: string, input: object): Promise<T> => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Toy Box', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
  const team = await call<{ id: number }>('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const added = await call<{ car: { vehicleId: number } }>('team.addCar', {
    franchiseId: team.id,
    design: newCarDesign('Big Bertha'),
    driver: newDriver('Max'),
  });
  return { session, dispatch, teamId: team.id, carId: added.car.vehicleId };
}

describe('sheets.write: any declared print kind through one channel', () => {
  it('the contract takes any print kind with its ids (a ruleset of the future’s own, too) and names none', () => {
    expect(sheetRequest.safeParse({ kind: 'crew-roster', rosterId: 3 }).success).toBe(true);
    expect(sheetRequest.safeParse({ kind: 'car', vehicleId: 'one' }).success).toBe(false);
    expect(sheetRequest.safeParse({ kind: 'Car sheet' }).success).toBe(false);
  });

  it('Dethmetal: each declared kind writes the sheets the app shows for it (pages and text) (a car, a driver, a franchise, a match)', async () => {
    const dir = temp();
    const { session, dispatch, matchId } = dethmetalLeague(dir);
    const kinds = declarationOf('dethmetal').print.kinds.map((k) => k.kind);
    expect(kinds).toEqual(['car', 'driver', 'franchise', 'match']);
    const ids = { car: { vehicleId: 1 }, driver: { competitorId: 1 }, franchise: { franchiseId: 1 }, match: { matchId } } as const;
    for (const kind of kinds) {
      const id = ids[kind as keyof typeof ids];
      const written = await dispatch('sheets.write', { kind, ...id, path: path.join(dir, `${kind}.pdf`) });
      const shown = await dispatch('sheets.pdf', { sheets: { kind, ...id }, paper: 'a4' });
      expect(written.ok && shown.ok, kind).toBe(true);
      if (!written.ok || !shown.ok) continue;
      expect(written.value.sheets, kind).toBe(shown.value.sheets);
      const shownPath = path.join(dir, `${kind}-shown.pdf`);
      writeFileSync(shownPath, Buffer.from(shown.value.base64, 'base64'));
      expect(await pdfInfo(shownPath), kind).toEqual(await pdfInfo(written.value.path));
      expect(await pdfText(shownPath), kind).toBe(await pdfText(written.value.path));
    }
    session.close();
  });

  it('Dirty Wheels: a team and a car print; a kind it does not declare is refused in its words naming its kinds, a missing id by name; no file is written', async () => {
    const dir = temp();
    const { session, dispatch, teamId, carId } = await dirtyWheelsLeague(dir);
    expect(await dispatch('sheets.write', { kind: 'franchise', franchiseId: teamId, path: path.join(dir, 'team.pdf') })).toMatchObject({
      ok: true,
      value: { sheets: 1 },
    });
    expect(await pdfText(path.join(dir, 'team.pdf'))).toContain('Big Bertha');
    expect(await dispatch('sheets.write', { kind: 'car', vehicleId: carId, path: path.join(dir, 'car.pdf') })).toMatchObject({ ok: true });

    const match = path.join(dir, 'match.pdf');
    expect(await dispatch('sheets.write', { kind: 'match', matchId: 1, path: match })).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        message: 'A Dirty Wheels league prints team sheets: print a team, or one of its cars (its driver is on its card).',
        issues: [{ path: ['kind'], message: 'Print one of: franchise, car' }],
      },
    });
    const noId = path.join(dir, 'no-id.pdf');
    expect(await dispatch('sheets.write', { kind: 'car', path: noId })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: 'Say which car to print (vehicleId).', issues: [{ path: ['vehicleId'] }] },
    });
    expect(await dispatch('sheets.pdf', { sheets: { kind: 'driver', competitorId: 1 }, paper: 'a4' })).toMatchObject({
      ok: false,
      // The request sits under `sheets` here: the refusal points at its field there.
      error: { issues: [{ path: ['sheets', 'kind'], message: 'Print one of: franchise, car' }] },
    });
    expect([existsSync(match), existsSync(noId)]).toEqual([false, false]);
    session.close();
  });
});
