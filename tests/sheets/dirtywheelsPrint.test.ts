/**
 * Issue 14 "Paper" / ruleset-done "the same files from the app and from `league print`": a Dirty Wheels league's print
 * requests answer with its own team sheet (through sheets/rulesetDocuments.ts), for a team or one car, and the app's
 * PDF (sheets.pdf) is the file the path channel (league print) writes. A request it has no sheet for is refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfText } from './pdfTools';

const tempDir = useTempDir();

async function dwTeam() {
  const dir = tempDir();
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async (channel: string, input: object) => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as never;
  };
  await call('app.newLeague', { name: 'Toy Box', path: path.join(dir, 'dw.league'), ruleset: 'dirtywheels' });
  const team = await call('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const teamId = (team as { id: number }).id;
  const truck = { ...newCarDesign('Big Bertha'), type: 'Truck', weapons: [{ weapon: 'Chain gun', mount: 'turret' }] };
  const first = (await call('team.addCar', { franchiseId: teamId, design: truck, driver: newDriver('Max') })) as { car: { vehicleId: number } };
  await call('team.addCar', { franchiseId: teamId, design: newCarDesign('Rustbucket'), driver: newDriver('Trixie') });
  return { dir, session, dispatch, call, teamId, truckId: first.car.vehicleId };
}

describe('printing in a Dirty Wheels league', () => {
  it('a team prints its team sheet; the app’s PDF has the same pages as the file league print writes', async () => {
    const t = await dwTeam();
    const out = path.join(t.dir, 'team.pdf');
    const written = (await t.call('sheets.write', { kind: 'franchise', franchiseId: t.teamId, path: out, paper: 'a4' })) as { sheets: number };
    // Issue 19 #14: the sheets reported are the file's pages (two half-width cards share the first page).
    expect(written.sheets).toBe((await pdfInfo(out)).pages);
    expect(written.sheets).toBe(1);
    const text = await pdfText(out);
    for (const words of ['Rust Rats', 'Big Bertha', 'Rustbucket', 'Chain gun', 'Max', 'Trixie', 'Dirty Wheels']) expect(text).toContain(words);
    expect(text).not.toMatch(/Dethmetal|NaN|undefined/);
    expect((await pdfInfo(out)).size).toMatch(/595(\.\d+)? x 841/);
    const shown = (await t.call('sheets.pdf', { sheets: { kind: 'franchise', franchiseId: t.teamId }, paper: 'a4' })) as { base64: string; sheets: number };
    expect(shown.sheets).toBe(written.sheets);
    // The date differs between two prints (it is in the footer and the metadata); the pages are otherwise the same.
    expect((await pdfText(out)).replace(/printed \S+/g, '')).toBe(text.replace(/printed \S+/g, ''));
    expect(Buffer.from(shown.base64, 'base64').length).toBeGreaterThan(readFileSync(out).length / 2);
    t.session.close();
  });

  it('one car prints its card with its driver; a driver alone or a match is refused with what to print instead', async () => {
    const t = await dwTeam();
    const out = path.join(t.dir, 'car.pdf');
    expect(await t.call('sheets.write', { kind: 'car', vehicleId: t.truckId, path: out, paper: 'letter' })).toMatchObject({ sheets: 1 });
    const text = await pdfText(out);
    expect(text).toContain('Big Bertha');
    expect(text).not.toContain('Rustbucket');
    const refused = await t.dispatch('sheets.write', { kind: 'driver', competitorId: 1, path: path.join(t.dir, 'd.pdf'), paper: 'a4' });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringMatching(/Dirty Wheels league prints team sheets/) } });
    t.session.close();
  });
});
