/**
 * Paper (ruleset-done.md) for a race-combat league, on a real league file: its declared print kinds, a car's sheet
 * (`car`, by vehicleId) and a team's roster (`team`, by franchiseId) with the championship points so far, answer
 * `sheets.write` and `league print` with the same pages, on A4 and US Letter; a kind it does not print, or a missing
 * id, is refused and writes nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import { AppSession } from '../../src-main/app/session';
import { declarationOf } from '../../src-shared/engine/registry';
import { run } from '../support/cli';
import { useTempDir } from '../support/tempLeague';
import { pdfInfo, pdfPageTexts, pdfPngs } from './pdfTools';
import { MULE, VIPER } from './racecombatDesigns';

const tempDir = useTempDir();
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
const undated = (pages: string[]) => pages.map((p) => oneLine(p).replace(/printed \S+/g, ''));

async function racecombatLeague() {
  const dir = tempDir();
  const file = path.join(dir, 'dust.league');
  const session = new AppSession({ dataDir: dir, trackRecent: false });
  const dispatch = createDispatcher({ session, hooks: { shell: 'browser', version: 'test' } }, () => {});
  const call = async <T>(channel: string, input: object): Promise<T> => {
    const r = await dispatch(channel as never, input as never);
    if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
    return r.value as T;
  };
  const raw = (channel: string, input: object) => dispatch(channel as never, input as never);
  await call('app.newLeague', { name: 'Dust Circuit', path: file, ruleset: 'racecombat' });
  const comets = await call<{ id: number }>('franchise.add', { name: 'Red Comets', colour: '#c0392b', owner: '' });
  const bolts = await call<{ id: number }>('franchise.add', { name: 'Blue Bolts', colour: '#2980b9', owner: '' });
  type Car = { car: { vehicleId: number; competitorId: number } };
  const viper = await call<Car>('team.addCar', { franchiseId: comets.id, design: VIPER, driver: { kind: 'driver', name: 'Ana Reyes' } });
  const mule = await call<Car>('team.addCar', { franchiseId: bolts.id, design: MULE, driver: { kind: 'driver', name: 'Cy Webb' } });
  return { dir, file, session, call, raw, comets: comets.id, bolts: bolts.id, viper: viper.car, mule: mule.car };
}

describe('a race-combat league prints its car sheets and team rosters', () => {
  it('declares its two print kinds, each with the id it prints by', () => {
    expect(declarationOf('racecombat').print.kinds.map((k) => [k.kind, k.by?.id])).toEqual([
      ['car', 'vehicleId'],
      ['team', 'franchiseId'],
    ]);
  });

  it('a car’s sheet from the league file, its driver on it, on A4 and US Letter', async () => {
    const t = await racecombatLeague();
    for (const paper of ['a4', 'letter'] as const) {
      const out = path.join(t.dir, `car-${paper}.pdf`);
      expect(await t.call('sheets.write', { kind: 'car', vehicleId: t.viper.vehicleId, path: out, paper })).toMatchObject({ sheets: 1 });
      const info = await pdfInfo(out);
      expect(info.pages).toBe(1);
      expect(info.size).toBe(paper === 'a4' ? '595.28 x 841.89' : '612 x 792');
      const text = oneLine((await pdfPageTexts(out))[0]!);
      for (const words of [
        'DUST CIRCUIT · SEASON 1 · RED COMETS · RACE-COMBAT CAR SHEET',
        'Viper',
        'DRIVER Ana Reyes 3 hits: 2 + armour 1',
        'Tyres · 6',
        'Laser turret 360° 2 12″',
        'Mines Rear 16+',
      ])
        expect(text).toContain(words);
      // The design runs a gunner nobody sits in yet: the sheet says so rather than print a blank.
      expect(text).toContain('GUNNER (no gunner seated)');
      expect(text).not.toMatch(/NaN|(?<!Missing or )undefined|null|Mule/);
      if (paper === 'a4') await pdfPngs(out, 'racecombat-league-car');
    }
    t.session.close();
  });

  it('League (gaps.md #24): the team roster carries the drivers’ and the team’s championship points after a race', async () => {
    const t = await racecombatLeague();
    const match = await t.call<{ id: number }>('schedule.add', { track: 'Dust Bowl', franchiseIds: [t.comets, t.bolts] });
    await t.call('match.recordOutcome', {
      matchId: match.id,
      rounds: [
        {
          entrants: [
            { franchiseId: t.comets, personId: t.viper.competitorId, placing: 1, stats: {} },
            { franchiseId: t.bolts, personId: t.mule.competitorId, placing: 2, stats: {} },
          ],
        },
      ],
    });
    const out = path.join(t.dir, 'roster.pdf');
    expect(await t.call('sheets.write', { kind: 'team', franchiseId: t.comets, path: out, paper: 'a4' })).toMatchObject({ sheets: 2 });
    const [roster, car] = (await pdfPageTexts(out)).map(oneLine);
    expect(roster).toContain('DUST CIRCUIT · SEASON 1 · RACE-COMBAT TEAM ROSTER');
    expect(roster).toContain('TEAM PLACE 1st TEAM POINTS 10 RACES 1 CARS 1');
    expect(roster).toContain('Viper Ana Reyes (not seated)');
    expect(roster).toContain('10 (1st)');
    expect(roster).not.toContain('Mule');
    expect(car).toContain('Viper');
    await pdfPngs(out, 'racecombat-league-roster');
    t.session.close();
  });

  it('league print writes the same pages as sheets.write, for each kind; an undeclared kind and a missing id are refused and write nothing', async () => {
    const t = await racecombatLeague();
    const app = path.join(t.dir, 'app.pdf');
    const appCar = path.join(t.dir, 'app-car.pdf');
    await t.call('sheets.write', { kind: 'team', franchiseId: t.bolts, path: app, paper: 'letter' });
    await t.call('sheets.write', { kind: 'car', vehicleId: t.mule.vehicleId, path: appCar, paper: 'a4' });
    const refused = path.join(t.dir, 'refused.pdf');
    const wrongKind = await t.raw('sheets.write', { kind: 'roster', franchiseId: t.bolts, path: refused, paper: 'a4' });
    expect(wrongKind.ok).toBe(false);
    expect(JSON.stringify(wrongKind)).toContain('A race-combat league prints a car’s sheet');
    const noId = await t.raw('sheets.write', { kind: 'car', path: refused, paper: 'a4' });
    expect(JSON.stringify(noId)).toContain('Say which car to print (vehicleId).');
    expect(existsSync(refused)).toBe(false);
    t.session.close();
    const cli = path.join(t.dir, 'cli.pdf');
    const cliCar = path.join(t.dir, 'cli-car.pdf');
    const team = await run('print', 'team', t.file, '--id', String(t.bolts), '--paper', 'letter', '--out', cli);
    expect(team.code, team.err).toBe(0);
    const car = await run('print', 'car', t.file, '--id', String(t.mule.vehicleId), '--out', cliCar);
    expect(car.code, car.err).toBe(0);
    expect(undated(await pdfPageTexts(cli))).toEqual(undated(await pdfPageTexts(app)));
    expect(undated(await pdfPageTexts(cliCar))).toEqual(undated(await pdfPageTexts(appCar)));
  });
});
