import { artifact, expect, test } from '../support/sharedHost';
import { plainCar } from '../support/testCar';

async function invoke(hostUrl: string, channel: string, payload: unknown): Promise<any> {
  const url = new URL(hostUrl);
  const res = await fetch(`${url.origin}/api/invoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-pitwall-token': url.searchParams.get('token')! },
    body: JSON.stringify({ channel, payload }),
  });
  const body = await res.json();
  if (!body.ok) throw new Error(`${channel}: ${JSON.stringify(body.error)}`);
  return body.value;
}

/** The organizer picks the sponsors (gaps.md #56), so no roll decides the money below. */
async function found(hostUrl: string, name: string, colour: string, people: string[]) {
  await invoke(hostUrl, 'league.updateSettings', { houseRules: { 'campaign.startingSponsors': 'organizerChoice' } });
  return invoke(hostUrl, 'franchise.found', {
    name,
    colour,
    owner: '',
    sponsors: ['Oil company', 'Energy company', 'Medical services'],
    competitors: people.map((n) => ({ name: n })),
    vehicles: [plainCar(`${name} 1`), plainCar(`${name} 2`), plainCar(`${name} 3`)].map((design) => ({ design })),
  });
}

test.describe('Roster in Chromium against the browser host', () => {
  test('competitors table: sort, filter, open a competitor; hire, release and trade with legal fees', async ({ page, host }) => {
    test.slow(); // a whole flow through a real browser: give a loaded machine room
    const reapers = await found(host.url, 'Rust Belt Reapers', '#c0392b', ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz']);
    await found(host.url, 'Ash Valley Angels', '#2980b9', ['Gus', 'Hana', 'Ivo', 'Jax', 'Kit', 'Lou']);
    const cash = reapers.franchise.cash as number;

    await page.goto(`${host.url}#/roster/${reapers.franchise.id}`);
    const table = page.getByRole('table', { name: 'Competitors' });
    await expect(table.getByRole('row')).toHaveCount(7);
    // Part I › Traits and Skills: every rookie starts at rank 3, level 1, 0 XP (10 to level 2).
    await expect(table.getByRole('row', { name: /Ada/ })).toContainText('Ada');
    await expect(table.getByRole('row', { name: /Ada/ }).getByRole('cell').nth(3)).toHaveText('3');
    await page.getByRole('button', { name: 'Sort by Competitor' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Fitz');
    await page.getByRole('textbox', { name: 'Filter competitors' }).fill('co');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Filter competitors' }).fill('');
    await page.screenshot({ path: artifact('roster.png') });

    // Hire a rookie: 50k for the season.
    await page.getByRole('button', { name: 'Hire' }).click();
    await page.getByRole('textbox', { name: 'Rookie’s name' }).fill('Mona');
    await page.getByRole('button', { name: 'Hire for 50k' }).click();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(page.getByTestId('roster-cash')).toHaveText(`${cash - 50}k`);

    // The competitor page, then release: a free agent, no refund.
    await page.getByRole('button', { name: 'Open Mona' }).click();
    await expect(page.getByRole('heading', { name: 'Mona' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Career' })).toContainText('Hired by Rust Belt Reapers as a rookie (50k)');
    await page.screenshot({ path: artifact('roster-competitor.png') });
    await page.getByRole('button', { name: 'Release' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release' }).click();
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(page.getByTestId('roster-cash')).toHaveText(`${cash - 50}k`);

    // Trade Ada to the Angels for 30k: each side pays 10k legal fees.
    await page.getByRole('button', { name: 'Trade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'With' }).click();
    await page.getByRole('option', { name: 'Ash Valley Angels' }).click();
    await dialog.getByRole('checkbox', { name: /^Ada/ }).check();
    await dialog.getByRole('textbox', { name: /Agreed price/ }).fill('30');
    await expect(dialog).toContainText('Rust Belt Reapers: +20k; Ash Valley Angels: −40k.');
    await page.screenshot({ path: artifact('roster-trade.png') });
    await dialog.getByRole('button', { name: 'Trade', exact: true }).click();
    await expect(table.getByRole('row', { name: /Ada/ })).toHaveCount(0);
    await expect(page.getByTestId('roster-cash')).toHaveText(`${cash - 30}k`);
  });

  test('the roster fits 1024x700 without horizontal scrolling; light theme', async ({ page, host }) => {
    const reapers = await found(host.url, 'Rust Belt Reapers', '#c0392b', ['Ada', 'Bix', 'Cole', 'Dace', 'Eve', 'Fitz', 'Gus', 'Hana', 'Ivo', 'Jax']);
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(`${host.url}#/roster/${reapers.franchise.id}`);
    await expect(page.getByRole('table', { name: 'Competitors' }).getByRole('row')).toHaveCount(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await page.screenshot({ path: artifact('roster-1024-light.png') });
  });
});
