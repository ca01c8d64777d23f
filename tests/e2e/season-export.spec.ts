import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifact, expect, test } from '../support/hostFixture';
import { type Caller, call, twoFranchisesOneMatchPlayed } from '../support/pageApi';

/** Two franchises and one match recorded: the Reapers' driver scores 6, the Angels' 4. Returns the next, scheduled match. */
async function seed(page: Caller): Promise<number> {
  await twoFranchisesOneMatchPlayed(page);
  const next = await call<{ id: number }>(page, 'schedule.add', { track: 'The Pit', surface: 'dirt', kind: 'arena', heats: 1 });
  return next.id;
}

test.describe('Standings export and match sheets from the screens', () => {
  test('Standings › Export… writes the season table as CSV and the all-time tables as Markdown; a scheduled match prints every taking-part franchise’s sheets, a recorded one offers no printing', async ({
    page,
    host,
  }) => {
    // Seeded through the host before the app loads: the first page is the standings.
    const next = await seed(host);
    await page.goto(`${host.url}#/season/standings`);
    await expect(page.getByRole('table', { name: 'Standings' }).getByRole('row').nth(1)).toContainText('Rust Belt Reapers');

    // CSV, this season, franchises: the suggested file is in the data folder's exports.
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export the standings — season 1' });
    await expect(dialog).toBeVisible();
    const file = dialog.getByRole('textbox', { name: 'Export file' });
    await expect(file).toHaveValue(/exports[\\/].*-standings-season-1-franchises\.csv$/);
    await page.screenshot({ path: artifact('season-export-dialog.png') });
    const csvPath = path.join(host.dataDir, 'standings.csv');
    await file.fill(csvPath);
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`to ${csvPath}`)).toBeVisible();
    const csv = readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^place,franchise,owner,matches,wins,points,decided by$/i);
    expect(csv[1]).toMatch(/^1,Rust Belt Reapers,.*,1,1,6,Points$/);
    expect(csv[2]).toMatch(/^2,Ash Valley Angels,.*,1,0,4,Points$/);

    // A second export to the same file is refused until Replace is ticked; nothing changes meanwhile.
    await page.getByRole('button', { name: 'Export…' }).click();
    await file.fill(csvPath);
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(dialog.getByText(/exists|already/i)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Markdown, all time: picking the format renames the suggested file.
    await page.getByText('All time', { exact: true }).click();
    await page.getByRole('button', { name: 'Export…' }).click();
    const allTime = page.getByRole('dialog', { name: 'Export the standings — all time' });
    await allTime.getByText('Markdown', { exact: true }).click();
    await expect(allTime.getByRole('textbox', { name: 'Export file' })).toHaveValue(/-standings-all-time\.md$/);
    await expect(allTime.getByRole('radiogroup', { name: 'Table' })).toHaveCount(0);
    await page.screenshot({ path: artifact('season-export-dialog-md.png') });
    const mdPath = path.join(host.dataDir, 'standings.md');
    await allTime.getByRole('textbox', { name: 'Export file' }).fill(mdPath);
    await allTime.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(allTime).toBeHidden();
    const md = readFileSync(mdPath, 'utf8');
    expect(md).toMatch(/\|\s*1\s*\|\s*Rust Belt Reapers\s*\|/);
    expect(md).toMatch(/\|\s*2\s*\|\s*Ash Valley Angels\s*\|/);
    expect(md).toContain('Ace Rust');

    // The same league's next match, scheduled: its sheets print for every franchise taking part. (The app's own
    // address with another screen after the #: the loaded page changes screens, as a link in it does.)
    const app = host.url.split('?')[0];
    await page.goto(`${app}#/match/${next}`);
    await page.getByRole('button', { name: 'Print sheets' }).click();
    const sheets = page.getByRole('dialog', { name: /^Sheets — match 2/ });
    await expect(sheets).toBeVisible();
    // The app's answer: the PDF's summary, or an error in its place. The first PDF of a fresh host starts the render
    // workers before it draws every sheet of the match; the bound is for a loaded machine and only catches a hang.
    await expect(sheets.getByTestId('pdf-summary').or(sheets.getByRole('alert')).first()).toBeVisible({ timeout: 120_000 });
    await expect(sheets.getByRole('alert')).toHaveCount(0);
    await expect(sheets.getByTestId('pdf-summary')).toHaveText(/^\d+ sheets · /);
    await page.goto(`${app}#/match/1/result`);
    await expect(page.getByText('Match 1 is recorded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print sheets' })).toHaveCount(0);
  });
});
