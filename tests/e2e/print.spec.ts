/**
 * Printing and exports from the app, in Chromium against the browser host: the sheets' PDF shown in the browser's
 * own viewer (Print, Download, a new tab), the same file `league print` writes; a league export uploaded through the
 * League menu's Import League… and opened. The export and import dialogs' own logic (the suggested files, a name
 * refused, the preview, the overview's numbers) is a component test (tests/components/league/leagueTransfer.test.tsx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { withoutPrintTime } from '../campaign/pdfCompare';
import { printLater } from '../support/cliPrint';
import { openScreen } from '../support/screens';
import { artifact, expect, hostInvoke as invoke, test } from '../support/sharedHost';

const design = (name: string) => ({
  version: 1,
  name,
  budget: 60,
  enginePower: 40,
  suspension: 36,
  fuelCapacity: 32,
  toughness: 1,
  armor: { front: 6, back: 4, left: 3, right: 3 },
  mounts: [{ type: 'light', arc: 'fixed', facing: 'front', weapon: 'Machinegun' }],
  components: { armoredCrewSeats: 0, selfSealingFuelTank: false, gunnerStation: false, wheelGuards: false, adjustableSuspension: null },
  tires: { type: 'light-duty', tread: 'street', rare: false },
  gearing: 0,
  suspensionTweaks: [],
  fittedItems: [],
});

async function foundReapers(hostUrl: string) {
  await invoke(hostUrl, 'league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  return invoke(hostUrl, 'franchise.found', {
    sponsors: ['Oil company', 'Energy company', 'Medical services'],
    name: 'Rust Belt Reapers',
    colour: '#c0392b',
    owner: 'Alice',
    competitors: ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz'].map((name) => ({ name })),
    vehicles: [{ design: design('Widowmaker') }, { design: design('Gravedigger') }, { design: design('Lockjaw') }],
  });
}

/**
 * How long the host may take to answer a dialog's request for a PDF. The wait itself ends at the app's answer (the
 * PDF's summary line, or an error in its place); this only bounds a hang. The first PDF of a fresh host is the
 * slowest: it starts the render workers (each loads the fonts and the layout engine) before it lays out and draws,
 * about 7 s for one car sheet on an idle 2-core machine, several times that on a loaded one.
 */
const MAKING_A_PDF = 120_000;

/** Waits for the app's answer in the print dialog: the summary line, or an error in its place; then checks it is the summary. */
async function pdfMade(dialog: Locator, summary: RegExp) {
  await expect(dialog.getByTestId('pdf-summary').or(dialog.getByRole('alert')).first()).toBeVisible({ timeout: MAKING_A_PDF });
  await expect(dialog.getByTestId('pdf-summary')).toHaveText(summary);
}

/** Chromium's own PDF viewer, an extension page inside the preview frame. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';
/** Parsing a PDF of a few pages and painting a thumbnail: under a second idle; the bound is for a loaded machine. */
const VIEWER_DRAWS = 30_000;

/**
 * Waits until the browser's viewer in the dialog's preview has the PDF open and drawn, by the viewer's own signals:
 * the document's title in its toolbar, the toolbar no longer `loading_`, the first page's thumbnail painted.
 */
async function viewerShows(dialog: Locator, title: string) {
  const preview = await dialog.getByTitle('PDF preview').elementHandle();
  const frame = (await preview!.contentFrame())!;
  const viewerFrame = () => frame.childFrames().find((f) => f.url().startsWith(PDF_VIEWER));
  await expect.poll(() => viewerFrame() !== undefined, { timeout: VIEWER_DRAWS }).toBe(true);
  const viewer = viewerFrame()!;
  await expect(viewer.locator('viewer-toolbar #title')).toHaveText(title, { timeout: VIEWER_DRAWS });
  await expect(viewer.locator('viewer-toolbar:not([loading_])')).toBeAttached({ timeout: VIEWER_DRAWS });
  await expect(viewer.locator('viewer-thumbnail canvas').first()).toBeAttached({ timeout: VIEWER_DRAWS });
}

// A car sheet from its card (the franchise's batch and a driver's sheet from their screens are component tests:
// tests/components/garage/printSheets.test.tsx); then the league as it was exported comes back through an upload.
test('a car sheet from its card: the PDF in the browser’s viewer, downloaded, is the file league print writes; a league export uploaded, imported and opened', async ({
  page,
  host,
}, info) => {
  test.slow();
  const founded = await foundReapers(host.url);
  const car = founded.franchise.vehicles.find((v: { name: string }) => v.name === 'Widowmaker');
  const leagueFile = (await invoke(host.url, 'league.get', {})).path as string;
  // The league exported as "Wasteland Winter Series", then renamed: the import must bring back the exported one.
  await invoke(host.url, 'league.rename', { name: 'Wasteland Winter Series' });
  const exportPath = path.join(host.dataDir, 'exports', 'winter.json');
  await invoke(host.url, 'export.league', { path: exportPath, overwrite: false });
  await invoke(host.url, 'league.rename', { name: 'Spring Series' });
  // `league print car … --paper letter` of the league as it is now (nothing writes to it before the download below),
  // alongside the journey (tests/support/cliPrint.ts).
  const printed = await printLater(leagueFile, ['car'], ['--id', String(car.id), '--paper', 'letter'], info.outputPath('cli.pdf'));
  await page.goto(`${host.url}#/garage/${founded.franchise.id}`);
  await expect(page.getByRole('button', { name: 'League menu' })).toContainText('Spring Series');
  await page.getByRole('article', { name: 'Widowmaker' }).getByRole('button', { name: 'Print' }).click();
  const dialog = page.getByRole('dialog', { name: 'Car sheet — Widowmaker' });
  await pdfMade(dialog, /^1 sheet · \d+ kB$/);
  const frame = dialog.getByTitle('PDF preview');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const a4 = (await frame.getAttribute('src'))!;
  // The browser's own PDF viewer opens the sheet, titled as the app titles it, and draws it.
  await viewerShows(dialog, 'Car sheet — Widowmaker');
  await page.screenshot({ path: artifact('print-car-sheet.png') });

  // US Letter, then download: the same bytes as `league print car … --paper letter`, but for the time it was made.
  await dialog.getByText('US Letter').click();
  // The new PDF is shown in a new frame (another blob URL), after a moment of "Making the PDF…".
  await expect(frame).toHaveAttribute('src', new RegExp(`^(?!${a4.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)blob:`), { timeout: MAKING_A_PDF });
  await pdfMade(dialog, /^1 sheet · \d+ kB$/);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('Car sheet - Widowmaker.pdf');
  const saved = info.outputPath('app.pdf');
  await download.saveAs(saved);
  const fromApp = readFileSync(saved);
  const fromCli = await printed();
  expect(fromApp.length).toBe(fromCli.length);
  expect((await withoutPrintTime(fromApp)).equals(await withoutPrintTime(fromCli))).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('button', { name: 'Print…' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await test.step('the League menu: an export uploaded through Chromium, imported into a new file and opened', async () => {
    await page.getByRole('button', { name: 'League menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Save a Copy…' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Export League (JSON)…' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Import League…' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import a league' });
    await importDialog.locator('input[type=file]').setInputFiles(exportPath);
    await expect(importDialog.getByTestId('import-preview')).toContainText('Wasteland Winter Series');
    // The new file in this test's own folder (the suggested one is in the worker's host's data folder, shared).
    const target = path.join(host.dataDir, 'Wasteland-Winter-Series.league');
    await importDialog.getByRole('textbox', { name: 'New league file' }).fill(target);
    await importDialog.getByRole('button', { name: 'Import and open' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'League imported' })).toContainText('“Wasteland Winter Series”');
    // The shell follows the league it opened: its name in the header, its franchise on the League screen.
    await expect(page.getByRole('button', { name: 'League menu' })).toContainText('Wasteland Winter Series');
    await openScreen(page, '#/league');
    await expect(page.getByTestId('league-name')).toHaveText('Wasteland Winter Series');
    await expect(page.getByRole('table', { name: 'Franchises' }).getByRole('row', { name: /Rust Belt Reapers/ })).toContainText('Alice · since season 1');
    await page.screenshot({ path: artifact('league-overview-imported.png') });
    expect((await invoke(host.url, 'league.get', {})).path).toBe(target);
  });
});
