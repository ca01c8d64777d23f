/**
 * Printing from the app: sheets.pdf hands the renderer the PDF bytes `league print` writes for the same sheets (the
 * same function makes both); sheets.print and files.pick reach the desktop window's print and file dialogs and are
 * `unavailable` in the browser host, which prints from its own viewer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src-main/app/dispatch';
import type { ShellHooks } from '../../src-main/app/handlers';
import { runCli } from '../../src-main/cli/league';
import { pdfInfo, pdfText, writePdf } from '../sheets/pdfTools';
import { canonicalDump } from '../support/dump';
import { useTempDir } from '../support/tempLeague';
import { withoutPrintTime as sameSheets } from './pdfCompare';
import { founding, newLeague } from './support';

const tempDir = useTempDir();

describe('sheets.pdf, sheets.print and files.pick', () => {
  it('the PDF the app shows is the file league print writes, byte for byte but the creation time', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 3);
    const f = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    const car = f.vehicles[0]!;
    const before = canonicalDump(league.session.league.sqlite);
    const shown = await league.call('sheets.pdf', { sheets: { kind: 'car', vehicleId: car.id }, paper: 'letter' });
    expect(shown).toMatchObject({ title: `Car sheet — ${car.name}`, fileName: `Car sheet - ${car.name}.pdf`, sheets: 1 });
    const bytes = Buffer.from(shown.base64, 'base64');
    expect(bytes.length).toBe(shown.bytes);
    expect(canonicalDump(league.session.league.sqlite)).toBe(before);
    const file = writePdf(dir, 'app.pdf', bytes);
    expect(await pdfInfo(file)).toEqual({ pages: 1, size: '612 x 792' });
    expect(await pdfText(file)).toContain(car.name);

    const batch = await league.call('sheets.pdf', { sheets: { kind: 'franchise', franchiseId: f.id }, paper: 'a4' });
    expect(batch.sheets).toBe(f.vehicles.length + f.roster.length);
    const leagueFile = league.session.league.path;
    league.close();

    const cli: string[] = [];
    const code = await runCli(['print', 'car', leagueFile, '--id', String(car.id), '--paper', 'letter', '--out', path.join(dir, 'cli.pdf')], {
      out: (s) => cli.push(s),
      err: (s) => cli.push(s),
    });
    expect(code).toBe(0);
    const printed = readFileSync(path.join(dir, 'cli.pdf'));
    expect(printed.length).toBe(bytes.length);
    expect((await sameSheets(bytes)).equals(await sameSheets(printed))).toBe(true);
    // …and the check can tell two different prints apart.
    expect((await sameSheets(bytes)).equals(await sameSheets(Buffer.from(batch.base64, 'base64')))).toBe(false);
  });

  it('the browser host has no print or file dialogs: both say so; bad requests are refused at their field', async () => {
    const league = await newLeague(tempDir(), 3);
    const f = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    expect(await league.refuse('sheets.print', { sheets: { kind: 'franchise', franchiseId: f.id }, paper: 'a4' })).toMatchObject({ kind: 'unavailable' });
    expect(await league.refuse('files.pick', { purpose: 'save', kind: 'pdf' })).toMatchObject({ kind: 'unavailable' });
    const boat = await league.refuse('sheets.pdf', { sheets: { kind: 'boat', id: 1 } as never, paper: 'a4' });
    expect(boat).toMatchObject({ kind: 'validation', issues: [{ path: ['sheets', 'kind'] }] });
    expect(await league.refuse('sheets.pdf', { sheets: { kind: 'car', vehicleId: 999 }, paper: 'a4' })).toMatchObject({
      kind: 'not-found',
      message: 'There is no car with id 999.',
    });
    expect(await league.refuse('sheets.pdf', { sheets: { kind: 'driver', competitorId: f.roster[0]!.id }, paper: 'a3' as never })).toMatchObject({
      kind: 'validation',
      issues: [{ path: ['paper'] }],
    });
    league.close();
  });

  it('the desktop window: sheets.print hands the same PDF to the system print dialog; files.pick asks its own dialog', async () => {
    const dir = tempDir();
    const league = await newLeague(dir, 3);
    const f = (await league.call('franchise.found', founding('Red Rockets', '#aa0000'))).franchise;
    const printed: { pdf: Buffer; title: string }[] = [];
    const asked: unknown[] = [];
    const hooks: ShellHooks = {
      shell: 'electron',
      version: 'test',
      printPdf: async (pdf, title) => {
        printed.push({ pdf, title });
        return true;
      },
      pickFile: async (options) => {
        asked.push(options);
        return path.join(dir, 'picked.pdf');
      },
    };
    const desktop = createDispatcher({ session: league.session, hooks });
    const sheets = { kind: 'driver' as const, competitorId: f.roster[0]!.id };
    expect(await desktop('sheets.print', { sheets, paper: 'a4' })).toEqual({ ok: true, value: { printed: true } });
    const shown = await league.call('sheets.pdf', { sheets, paper: 'a4' });
    expect(printed).toHaveLength(1);
    expect(printed[0]!.title).toBe(`Driver sheet — ${f.roster[0]!.name}`);
    expect((await sameSheets(printed[0]!.pdf)).equals(await sameSheets(Buffer.from(shown.base64, 'base64')))).toBe(true);
    expect(await desktop('files.pick', { purpose: 'save', kind: 'pdf', suggestedName: 'Ada.pdf' })).toEqual({
      ok: true,
      value: { path: path.join(dir, 'picked.pdf') },
    });
    expect(asked).toEqual([{ purpose: 'save', kind: 'pdf', suggestedName: 'Ada.pdf' }]);
    league.close();
  });
});
