import { test as restartable } from '../support/hostFixture';
import { artifact, expect, test } from '../support/sharedHost';

/**
 * The League screen in Chromium against the browser host. The first test restarts its host (hostFixture.ts's own
 * host per test); the others need no restart and take a new league in the worker's shared host (sharedHost.ts).
 */
test.describe('League screen in Chromium against the browser host', () => {
  restartable('a new user opens the app, creates a league, adds two franchises, and after a restart sees them', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    await expect(page.getByTestId('franchises-empty')).toBeVisible();
    await page.screenshot({ path: artifact('league-empty.png') });

    await page.getByRole('button', { name: 'League menu' }).click();
    await page.getByRole('menuitem', { name: 'New League…' }).click();
    await page.getByRole('textbox', { name: 'League name' }).fill('Wasteland Winter Series');
    await page.screenshot({ path: artifact('league-new-dialog.png') });
    await page.getByRole('button', { name: 'Create league' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('league-name')).toHaveText('Wasteland Winter Series');

    for (const [name, owner] of [
      ['Rust Belt Reapers', 'Alice'],
      ['Ash Valley Angels', 'Bob'],
    ]) {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name!);
      await page.getByRole('textbox', { name: 'Owner' }).fill(owner!);
      await page.getByRole('button', { name: 'Add franchise' }).click();
      await expect(page.getByRole('cell', { name: name! })).toBeVisible();
    }
    await page.screenshot({ path: artifact('league-two-franchises.png') });

    // A restart of the app, and the page loaded again from its new link, reopens the last league with everything in it
    // (a reload without the restart shows no more than this: the page reads the league from the host either way).
    await page.goto(await host.restart());
    await expect(page.getByTestId('league-name')).toHaveText('Wasteland Winter Series');
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('cell', { name: 'Rust Belt Reapers' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Ash Valley Angels' })).toBeVisible();
  });

  // The forms' refusals (an empty, too long or taken name; an empty league name) are tested on the screen alone:
  // tests/components/league/leagueForms.test.tsx. Here: the rename undone by the app's Ctrl+Z, and the navigation.
  test('rename the league inline, Ctrl+Z undoes it; every screen opens from the navigation, light theme works', async ({ page, host }) => {
    await page.goto(host.url);
    // Rename the league inline; Ctrl+Z undoes it.
    await page.getByRole('button', { name: 'Rename league' }).click();
    await page.getByRole('textbox', { name: 'League name' }).fill('Desert Derby');
    await page.getByRole('button', { name: 'Save league name' }).click();
    await expect(page.getByTestId('league-name')).toHaveText('Desert Derby');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    // The notification says what was undone; the activity list shows it struck through.
    await expect(page.getByRole('alert').filter({ hasText: 'Undone' })).toContainText('Renamed the league from “My League” to “Desert Derby”');

    // Every screen opens from the navigation (each screen's own spec photographs it); light theme works.
    for (const screen of ['Garage', 'Roster', 'Match', 'Season']) {
      await page.getByRole('link', { name: new RegExp(`^${screen}`) }).click();
      await expect(page.getByRole('heading', { name: screen })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('link', { name: /^League/ }).click();
    await expect(page.getByTestId('league-name')).toHaveText('My League');
    await page.screenshot({ path: artifact('league-light.png') });
    // The theme is the app's preference, kept by the worker's shared host for the tests after this one: put it back.
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the API refuses a page without the token', async ({ page, host }) => {
    const origin = new URL(host.url).origin;
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Open Pitwall from its link' })).toBeVisible();
    await expect(page.getByText('Open the link that npm start printed')).toBeVisible();
    await page.screenshot({ path: artifact('host-how-to-open.png') });
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/invoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"channel":"franchise.list","payload":{}}',
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toMatchObject({ status: 401, body: { ok: false, error: { kind: 'unavailable', message: expect.stringContaining('npm start printed') } } });

    // The printed link lets the tab in and leaves the address bar without the token; the cookie is out of scripts' reach.
    await page.goto(host.url);
    await expect(page.getByRole('link', { name: /^League/ })).toBeVisible();
    expect(page.url()).toBe(`${origin}/`);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const cookies = await page.context().cookies(origin);
    expect(cookies.map((c) => [c.name, c.httpOnly, c.sameSite])).toEqual([[`pitwall-session-${new URL(origin).port}`, true, 'Strict']]);

    // A tab whose session is gone shows the host's reason on the screen it opens, not a blank or a crash.
    await page.getByRole('link', { name: /^Garage/ }).click();
    await expect(page.getByRole('heading', { name: 'Garage' })).toBeVisible();
    await page.context().clearCookies();
    await page.getByRole('link', { name: /^League/ }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('This tab has no Pitwall session (or it is from an earlier start). Open the link npm start printed.')).toBeVisible();
    await page.screenshot({ path: artifact('league-no-session.png') });
  });
});
