/**
 * Paper (ruleset-done.md) for a battlecars league, on a real league file: its declared print kinds, a player's roster
 * (`roster`, by franchiseId) and a vehicle's card (`vehicle`, by vehicleId), answer `sheets.write` and `sheets.pdf` with
 * the same pages, and `league print` writes the same file; on A4 and US Letter. The card is drawn from the league's
 * card type as it stands (gaps.md #4); a kind it does not print, or a missing id, is refused and writes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { declarationOf } from '../../src-shared/engine/registry';
import type { VehicleDesign } from '../../src-shared/engine/battlecars';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfPageTexts, pdfPngs } from './pdfTools';

const tempDir = useTempDir();

const INTERCEPTOR: VehicleDesign = {
  version: 1,
  name: 'Interceptor',
  cardType: 'car',
  loads: { podFront: ['Rocket', 'Rocket'], turret: ['MG rounds', 'MG rounds', 'MG rounds'], podLeft: ['Mines', 'Oil'], podRear: ['Shell'] },
};
const HORNET: VehicleDesign = { version: 1, name: 'Hornet', cardType: 'bike', loads: { podFront: ['MG rounds', 'MG rounds'], podRear: ['Spikes', 'Smoke'] } };

const oneLine = (s: string) => s.replace(/\s+/g, ' ');
const undated = (pages: string[]) => pages.map((p) => oneLine(p).replace(/printed \S+/g, ''));

async function battlecarsLeague() {
  const dir = tempDir();
  const file = path.join(dir, 'ash.league');
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T>(channel: string, input: object): Promise<T> => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as T;
  };
  await call('app.newLeague', { name: 'Ash Flats', path: file, ruleset: 'battlecars' });
  const rats = await call<{ id: number }>('franchise.add', { name: 'Rust Rats', colour: '#c0392b', owner: '' });
  const wasps = await call<{ id: number }>('franchise.add', { name: 'Wasps', colour: '#f1c40f', owner: '' });
  const car = await call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: rats.id, design: INTERCEPTOR, driver: { name: 'Kit Carver' } });
  const bike = await call<{ car: { vehicleId: number } }>('team.addCar', { franchiseId: wasps.id, design: HORNET, driver: { name: 'Dusty' } });
  return { dir, file, session, dispatch, call, rats: rats.id, wasps: wasps.id, carId: car.car.vehicleId, bikeId: bike.car.vehicleId };
}

describe('a battlecars league prints its roster and vehicle cards', () => {
  it('declares its two print kinds, each with the id it prints by', () => {
    expect(declarationOf('battlecars').print.kinds.map((k) => [k.kind, k.by?.id])).toEqual([
      ['roster', 'franchiseId'],
      ['vehicle', 'vehicleId'],
    ]);
  });

  it('a player’s roster: the roster page and the card of the player’s vehicle, on A4 and US Letter; the app’s PDF has the same pages', async () => {
    const t = await battlecarsLeague();
    for (const paper of ['a4', 'letter'] as const) {
      const out = path.join(t.dir, `roster-${paper}.pdf`);
      const written = await t.call<{ sheets: number }>('sheets.write', { kind: 'roster', franchiseId: t.rats, path: out, paper });
      const info = await pdfInfo(out);
      expect(written.sheets).toBe(2);
      expect(info.pages).toBe(2);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      const [roster, card] = (await pdfPageTexts(out)).map(oneLine);
      expect(roster).toContain('ASH FLATS · SEASON 1 · BATTLECARS ROSTER');
      expect(roster).toContain('Rust Rats');
      expect(roster).toContain('Interceptor Car F 4 · R 4 · sides 3/3/3');
      expect(roster).toContain('Front pod: Rocket ×2 · Turret: MG ×3 · Left pod: Mines ×1, Oil ×1 · Rear pod: Shell ×1');
      expect(roster).toContain('Kit Carver');
      expect(roster).toContain('No games recorded yet.');
      expect(roster).not.toContain('Hornet');
      for (const words of [
        'Interceptor',
        'Driver · Kit Carver',
        'FRONT ARMOUR · 4',
        'Front pod fires front ±45º · 3 spaces',
        'Left pod fires left ±45º · 2 spaces',
        'Shell',
        'd8+3',
        '2d8 − range',
        'd8−2; d8−3 per tyre',
        'Rifle',
        'Pitwall · Battlecars',
      ])
        expect(card).toContain(words);
      for (const t of [roster, card]) expect(t).not.toMatch(/NaN|undefined|null|Dethmetal|Dirty Wheels/);
      if (paper === 'a4') await pdfPngs(out, 'battlecars-league-roster');
      const shown = await t.call<{ base64: string; sheets: number }>('sheets.pdf', { sheets: { kind: 'roster', franchiseId: t.rats }, paper });
      expect(shown.sheets).toBe(2);
    }
    t.session.close();
  });

  it('the roster carries each driver’s career from the league’s recorded games, season by season (games, results, kills, wrecks)', async () => {
    const t = await battlecarsLeague();
    t.session.close();
    expect((await run('schedule', 'generate', t.file, '--format', 'round-robin', '--event', 'Grid Duel', '--start', '2026-06-05')).code).toBe(0);
    const [duel] = JSON.parse((await run('schedule', 'list', t.file, '--format', 'json')).out) as { id: number }[];
    const recorded = await run('match', 'outcome', t.file, String(duel!.id), 'Rust Rats=1,kills=1,wrecks=1', 'Wasps=2');
    expect(recorded.code, recorded.err).toBe(0);
    const out = path.join(t.dir, 'career.pdf');
    expect((await run('print', 'roster', t.file, '--id', String(t.rats), '--out', out)).code).toBe(0);
    const roster = oneLine((await pdfPageTexts(out))[0]!);
    await pdfPngs(out, 'battlecars-career-roster');
    expect(roster).toContain('CAREERS');
    expect(roster).toContain('Driver Season Games Wins Draws Losses Drivers killed Vehicles wrecked');
    expect(roster).toContain('Kit Carver Season 1 1 1 0 0 1 1 Kit Carver All time 1 1 0 0 1 1');
    const loser = path.join(t.dir, 'loser.pdf');
    expect((await run('print', 'roster', t.file, '--id', String(t.wasps), '--out', loser)).code).toBe(0);
    expect(oneLine((await pdfPageTexts(loser))[0]!)).toContain('Dusty Season 1 1 0 0 1 0 0 Dusty All time 1 0 0 1 0 0');
  });

  it('a player with no vehicle yet prints the roster page alone', async () => {
    const t = await battlecarsLeague();
    const empty = await t.call<{ id: number }>('franchise.add', { name: 'Newcomers', colour: '#2980b9', owner: '' });
    const out = path.join(t.dir, 'empty.pdf');
    expect(await t.call('sheets.write', { kind: 'roster', franchiseId: empty.id, path: out, paper: 'a4' })).toMatchObject({ sheets: 1 });
    const text = oneLine((await pdfPageTexts(out))[0]!);
    expect(text).toContain('Newcomers');
    expect(text).toContain('No vehicles yet.');
    t.session.close();
  });

  it('one vehicle prints its card, with its driver, from the league’s card type as it stands', async () => {
    const t = await battlecarsLeague();
    const out = path.join(t.dir, 'bike.pdf');
    expect(await t.call('sheets.write', { kind: 'vehicle', vehicleId: t.bikeId, path: out, paper: 'letter' })).toMatchObject({ sheets: 1 });
    const text = oneLine((await pdfPageTexts(out))[0]!);
    for (const words of ['Hornet', 'Rider · Dusty', 'FRONT ARMOUR · 2', 'Front tyre', 'Rear tyre', 'Spikes', 'Smoke', 'WASPS']) expect(text).toContain(words);
    expect(text).not.toMatch(/Interceptor|Turret/);
    t.session.close();
  });

  it('league print writes the same pages as sheets.write, for each kind', async () => {
    const t = await battlecarsLeague();
    const app = path.join(t.dir, 'app.pdf');
    const appCard = path.join(t.dir, 'app-card.pdf');
    await t.call('sheets.write', { kind: 'roster', franchiseId: t.rats, path: app, paper: 'a4' });
    await t.call('sheets.write', { kind: 'vehicle', vehicleId: t.carId, path: appCard, paper: 'letter' });
    t.session.close();
    const cli = path.join(t.dir, 'cli.pdf');
    const cliCard = path.join(t.dir, 'cli-card.pdf');
    const roster = await run('print', 'roster', t.file, '--id', String(t.rats), '--out', cli);
    expect(roster.code, roster.err).toBe(0);
    const card = await run('print', 'vehicle', t.file, '--id', String(t.carId), '--paper', 'letter', '--out', cliCard);
    expect(card.code, card.err).toBe(0);
    expect(undated(await pdfPageTexts(cli))).toEqual(undated(await pdfPageTexts(app)));
    expect(undated(await pdfPageTexts(cliCard))).toEqual(undated(await pdfPageTexts(appCard)));
    expect((await pdfInfo(cliCard)).size).toBe('612 x 792');
  });

  it('another ruleset’s kind, a missing id or an unknown vehicle is refused in words and writes nothing', async () => {
    const t = await battlecarsLeague();
    const out = path.join(t.dir, 'no.pdf');
    const kind = await t.dispatch('sheets.write', { kind: 'car', vehicleId: t.carId, path: out, paper: 'a4' } as never);
    expect(kind).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('A Battlecars league prints a player’s roster or one vehicle’s card') },
    });
    const noId = await t.dispatch('sheets.write', { kind: 'vehicle', path: out, paper: 'a4' } as never);
    expect(noId).toMatchObject({ ok: false, error: { message: 'Say which vehicle to print (vehicleId).' } });
    const unknown = await t.dispatch('sheets.write', { kind: 'vehicle', vehicleId: 999, path: out, paper: 'a4' } as never);
    expect(unknown).toMatchObject({ ok: false, error: { message: 'There is no vehicle with id 999.' } });
    expect(existsSync(out)).toBe(false);
    t.session.close();
    const cli = await run('print', 'franchise', t.file, '--id', String(t.rats), '--out', out);
    expect(cli.code).toBe(2);
    expect(cli.err).toContain('Kinds: roster, vehicle.');
    expect(existsSync(out)).toBe(false);
  });
});
