/**
 * Paper (ruleset-done.md) for a hex RPG league, on a real league file: its declared print kinds, a character's sheet
 * (`character`, by personId), a vehicle's (`vehicle`, by vehicleId) and a gang's roster with all its sheets (`gang`, by
 * franchiseId), answer `sheets.write` and `league print` with the same pages, on A4 and US Letter; a kind it does not
 * print, or a missing id, is refused and writes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { declarationOf } from '../../src-shared/engine/registry';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';
import { DOC_WRENCH, DUST_DEVIL, ROAD_QUEEN, RUST_BUCKET } from './hexrpgDesigns';
import { pdfInfo, pdfPageTexts, pdfPngs } from './pdfTools';

const tempDir = useTempDir();
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
const undated = (pages: string[]) => pages.map((p) => oneLine(p).replace(/printed \S+/g, ''));

async function hexrpgLeague() {
  const dir = tempDir();
  const file = path.join(dir, 'ash.league');
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T>(channel: string, input: object): Promise<T> => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as T;
  };
  const raw = (channel: string, input: object) => dispatch(channel as never, input as never);
  await call('app.newLeague', { name: 'Ash Road', path: file, ruleset: 'hexrpg' });
  const saints = await call<{ id: number }>('franchise.add', { name: 'Rust Saints', colour: '#8e44ad', owner: '' });
  const jackals = await call<{ id: number }>('franchise.add', { name: 'Jackals', colour: '#16a085', owner: '' });
  type Car = { car: { vehicleId: number; competitorId: number } };
  const bucket = await call<Car>('team.addCar', { franchiseId: saints.id, design: RUST_BUCKET, driver: ROAD_QUEEN });
  const devil = await call<Car>('team.addCar', { franchiseId: jackals.id, design: DUST_DEVIL, driver: DOC_WRENCH });
  return { dir, file, session, call, raw, saints: saints.id, jackals: jackals.id, bucket: bucket.car, devil: devil.car };
}

describe('a hex RPG league prints its character, vehicle and gang sheets', () => {
  it('declares its three print kinds, each with the id it prints by', () => {
    expect(declarationOf('hexrpg').print.kinds.map((k) => [k.kind, k.by?.id])).toEqual([
      ['character', 'personId'],
      ['vehicle', 'vehicleId'],
      ['gang', 'franchiseId'],
    ]);
  });

  it('a character’s sheet and a vehicle’s from the league file, seats from the gang’s crew, on A4 and US Letter', async () => {
    const t = await hexrpgLeague();
    for (const paper of ['a4', 'letter'] as const) {
      const person = path.join(t.dir, `queen-${paper}.pdf`);
      expect(await t.call('sheets.write', { kind: 'character', personId: t.bucket.competitorId, path: person, paper })).toMatchObject({ sheets: 1 });
      const info = await pdfInfo(person);
      expect(info.pages).toBe(1);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      const queen = oneLine((await pdfPageTexts(person))[0]!);
      for (const words of [
        'ASH ROAD · SEASON 1 · RUST SAINTS · HEX RPG CHARACTER',
        'Road Queen',
        'MUSC 14',
        'LUCK 72',
        'HP 14 = MUSC',
        'Driver of Rust Bucket',
        'Shotgun 3rd',
      ])
        expect(queen).toContain(words);
      const car = path.join(t.dir, `bucket-${paper}.pdf`);
      expect(await t.call('sheets.write', { kind: 'vehicle', vehicleId: t.bucket.vehicleId, path: car, paper })).toMatchObject({ sheets: 1 });
      const bucket = oneLine((await pdfPageTexts(car))[0]!);
      for (const words of [
        'Rust Bucket',
        'KIND Car',
        'Movement 6 hexes · its own',
        'HP 120 its own',
        'Hood gun 2 5 9',
        'Driver (1) Road Queen',
        'Passengers (3) —',
      ])
        expect(bucket).toContain(words);
      for (const p of [queen, bucket]) expect(p).not.toMatch(/NaN|undefined|null|Doc Wrench|Dust Devil/);
      if (paper === 'a4') {
        await pdfPngs(person, 'hexrpg-league-character');
        await pdfPngs(car, 'hexrpg-league-vehicle');
      }
    }
    t.session.close();
  });

  it('a gang’s roster: the roster page, then its vehicles’ and characters’ sheets', async () => {
    const t = await hexrpgLeague();
    const out = path.join(t.dir, 'gang.pdf');
    expect(await t.call('sheets.write', { kind: 'gang', franchiseId: t.jackals, path: out, paper: 'a4' })).toMatchObject({ sheets: 3 });
    const [roster, bike, doc] = (await pdfPageTexts(out)).map(oneLine);
    expect(roster).toContain('ASH ROAD · SEASON 1 · HEX RPG GANG ROSTER');
    expect(roster).toContain('Doc Wrench (NPC) 10 3 5 6 50 10');
    expect(roster).toContain('Dust Devil Bike 4 4 50 60 1 / 3 / 6 Doc Wrench');
    expect(roster).not.toContain('Road Queen');
    expect(bike).toContain('HEX RPG VEHICLE Dust Devil');
    expect(doc).toContain('HEX RPG CHARACTER Doc Wrench');
    t.session.close();
  });

  it('league print writes the same pages as sheets.write; an undeclared kind and a missing id are refused and write nothing', async () => {
    const t = await hexrpgLeague();
    const app = path.join(t.dir, 'app.pdf');
    await t.call('sheets.write', { kind: 'gang', franchiseId: t.saints, path: app, paper: 'letter' });
    const refused = path.join(t.dir, 'refused.pdf');
    const wrongKind = await t.raw('sheets.write', { kind: 'roster', franchiseId: t.saints, path: refused, paper: 'a4' });
    expect(wrongKind.ok).toBe(false);
    expect(JSON.stringify(wrongKind)).toContain('A hex RPG league prints a character’s sheet');
    const noId = await t.raw('sheets.write', { kind: 'character', path: refused, paper: 'a4' });
    expect(JSON.stringify(noId)).toContain('Say which character to print (personId).');
    expect(existsSync(refused)).toBe(false);
    t.session.close();
    const cli = path.join(t.dir, 'cli.pdf');
    const gang = await run('print', 'gang', t.file, '--id', String(t.saints), '--paper', 'letter', '--out', cli);
    expect(gang.code, gang.err).toBe(0);
    expect(undated(await pdfPageTexts(cli))).toEqual(undated(await pdfPageTexts(app)));
  });
});
