// @vitest-environment happy-dom
/**
 * The League menu's Export League (JSON)… and Import League… dialogs, moved from tests/e2e/print.spec.ts (issue 22):
 * the suggested export file in the data folder, a name without .json refused at its field, the export written with the
 * path said; an upload previewed with its league and the new file's suggested path, imported and opened, its overview
 * as exported. The dialogs are the app's own over a real league file; the files are the real export and import
 * services'. The browser keeps a real upload through Chromium and the shell switching to the league it opened.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../src-renderer/components/Toasts';
import { ExportDialog, ImportDialog } from '../../../src-renderer/shell/LeagueTransfer';
import { useComponentLeague } from '../../support/component';
import { renderScreen, retype, SLOW, typist } from '../../support/componentScreens';
import { machinegunCar } from '../../support/pageApi';

describe('League menu: export and import (component, real services)', () => {
  const league = useComponentLeague();

  it('exports the league to JSON (a name without .json refused, the path said), and an upload of it is previewed, imported and opened as it was', async () => {
    const l = await league();
    await l.call('league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
    await l.call('franchise.found', {
      sponsors: ['Oil company', 'Energy company', 'Medical services'],
      name: 'Rust Belt Reapers',
      colour: '#c0392b',
      owner: 'Alice',
      competitors: ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz'].map((name) => ({ name })),
      vehicles: ['Widowmaker', 'Gravedigger', 'Lockjaw'].map((name) => ({ design: machinegunCar(name) })),
    });
    await l.call('league.rename', { name: 'Wasteland Winter Series' });
    const { dataDir } = await l.call<{ dataDir: string }>('app.capabilities', {});
    const user = typist();

    // Export: the suggested file is in the data folder's exports, named after the league and the day.
    const exporting = l.render(
      <>
        <Toasts />
        <ExportDialog opened onClose={() => {}} dataDir={dataDir} leagueName="Wasteland Winter Series" />
      </>,
    );
    const exportDialog = await screen.findByRole('dialog', { name: 'Export the league' }, SLOW);
    const file = within(exportDialog).getByRole('textbox', { name: 'Export file' }) as HTMLInputElement;
    expect(file.value).toMatch(/exports[\\/]Wasteland-Winter-Series-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.value.startsWith(dataDir)).toBe(true);
    const exportPath = path.join(dataDir, 'exports', 'winter.json');
    await retype(user, file, exportPath.replace(/json$/, 'txt'));
    await user.click(within(exportDialog).getByRole('button', { name: 'Export' }));
    await within(exportDialog).findByText('A league export ends in .json', {}, SLOW);
    expect(existsSync(exportPath.replace(/json$/, 'txt'))).toBe(false);
    await retype(user, file, exportPath);
    await user.click(within(exportDialog).getByRole('button', { name: 'Export' }));
    const exported = await screen.findByText(/rows from \d+ tables to /, {}, SLOW);
    expect(exported.textContent).toContain(exportPath);
    expect(JSON.parse(readFileSync(exportPath, 'utf8'))).toMatchObject({ format: 'pitwall-league-export', league: 'Wasteland Winter Series' });
    exporting.unmount();

    // The open league changes afterwards; the import brings back the league as it was exported, in a new file.
    await l.call('league.rename', { name: 'Spring Series' });
    l.render(
      <>
        <Toasts />
        <ImportDialog opened onClose={() => {}} nativeDialogs={false} />
      </>,
    );
    const importDialog = await screen.findByRole('dialog', { name: 'Import a league' }, SLOW);
    const upload = importDialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(upload, new File([readFileSync(exportPath, 'utf8')], 'winter.json', { type: 'application/json' }));
    const preview = await within(importDialog).findByTestId('import-preview', {}, SLOW);
    expect(preview.textContent).toContain('Wasteland Winter Series');
    expect(preview.textContent).toContain('1 franchise');
    const target = within(importDialog).getByRole('textbox', { name: 'New league file' }) as HTMLInputElement;
    expect(target.value).toMatch(/leagues[\\/]Wasteland-Winter-Series\.league$/);
    await user.click(within(importDialog).getByRole('button', { name: 'Import and open' }));
    const imported = await screen.findByText(/is now open from/, {}, SLOW);
    expect(imported.textContent).toContain('“Wasteland Winter Series”');
    const opened = await l.call<{ name: string; path: string }>('league.get', {});
    expect(opened.name).toBe('Wasteland Winter Series');
    expect(opened.path).toBe(target.value);

    // The imported league's overview, from one read of every franchise: owner, roster, cars, sponsors.
    renderScreen(l, '#/league');
    const table = await screen.findByRole('table', { name: 'Franchises' }, SLOW);
    const row = await waitFor(() => within(table).getByRole('row', { name: /Rust Belt Reapers/ }), SLOW);
    expect(row.textContent).toContain('Alice · since season 1');
    const cells = within(row).getAllByRole('cell');
    expect([3, 4, 5].map((i) => cells[i]!.textContent)).toEqual(['6', '3', '3']);
  });
});
