/**
 * Issue 11, the organizer's polish, in Chromium against the browser host, doing what the organizer did: a date typed and
 * picked on the Schedule in a British locale, toasts that stay clear of the screen's buttons, suggested rookie names
 * in the founding wizard, number boxes typed into after select-all, and the Roster at 1024x700.
 */
import type { Locator, Page } from '@playwright/test';
import { suggestDriverName } from '../../src-shared/engine/dethmetal/driver';
import { call, foundFranchises, foundTwoFranchises } from '../support/pageApi';
import { artifact, expect, test } from '../support/sharedHost';
import { shotVariants } from '../support/shots';

/** Both sizes, both themes; `open` (when given) brings a dialog back after each theme toggle; `show` is scrolled to at each size. */
async function shoot(page: Page, name: string, open?: () => Promise<void>, show?: Locator) {
  // Both themes when run alone; npm test photographs the theme the page is in and leaves it so (tests/support/shots.ts).
  const rounds = shotVariants([0, 1]);
  for (const _round of rounds) {
    const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    if (open) await open();
    await page.mouse.move(0, 0);
    for (const [w, h] of shotVariants([
      [1280, 800],
      [1024, 700],
    ] as const)) {
      await page.setViewportSize({ width: w, height: h });
      await show?.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifact(`polish-${name}-${w}-${scheme}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    if (open) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    if (rounds.length === 1) break;
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', scheme!);
  }
}

/** Select everything in the box, clear it with Backspace, and type, as the organizer did. */
async function retype(box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await expect(box).toHaveValue('');
  await box.pressSequentially(text);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('Organizer polish (issue 11)', () => {
  test.afterEach(async ({ context }) => context.close());

  test.describe('in a British locale', () => {
    test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

    test('an event date typed and picked through the date picker is kept, and shown day first after a reload', async ({ page, host }) => {
      test.slow();
      await foundTwoFranchises(host);
      // A free-text date from an older league file, and an event with no date.
      await call(host, 'schedule.add', { track: 'Old Quarry', surface: 'dirt', kind: 'race', date: '3 Sept', heats: 1 });
      await call(host, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race', heats: 1 });
      await page.goto(`${host.url}#/season/schedule`);
      const schedule = page.getByRole('table', { name: 'Schedule' });
      await expect(schedule).toContainText('· 3 Sept');

      // Half a date and Enter in the add form: refused next to the field, nothing added.
      await page.getByRole('textbox', { name: 'Track' }).fill('Reno Superbowl');
      const addDate = page.getByRole('textbox', { name: 'Date', exact: true });
      await addDate.click();
      await addDate.pressSequentially('3/9');
      await addDate.press('Enter');
      await expect(page.getByText('That is not a whole date: fill in the day, month and year, or clear the field.')).toBeVisible();
      await expect(schedule.getByRole('row')).toHaveCount(3);

      // Typed day first, as a British organizer writes it: 3/9/2026 is the 3rd of September. The calendar follows.
      await page.getByRole('button', { name: 'Clear the date' }).click();
      await addDate.click();
      await addDate.pressSequentially('3/9/2026');
      await expect(page.getByText(/^Thursday,? 3 September 2026$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'September 2026', exact: true })).toBeVisible();
      // Each theme round opens the calendar again (the theme button's click closes it and shows the day in words).
      await shoot(page, 'schedule-date-calendar', async () => {
        await addDate.click();
        await expect(page.getByRole('button', { name: 'September 2026', exact: true })).toBeVisible();
      });
      // Leave the field: the day is then shown as the locale writes it.
      await addDate.blur();
      await expect(addDate).toHaveValue(/^3 Sept? 2026$/);
      await page.getByRole('button', { name: 'Add to the schedule' }).click();
      await expect(schedule.getByRole('row')).toHaveCount(4);
      const listed = await call<{ track: string; date: string }[]>(page, 'schedule.list', {});
      expect(listed.find((m) => m.track === 'Reno Superbowl')!.date).toBe('2026-09-03');

      // Edit the undated event: the calendar opens on the field; move a month on and pick the 10th.
      const edit = page.getByRole('dialog', { name: 'Edit match 2' });
      await schedule.getByRole('button', { name: 'Edit match 2' }).click();
      const editDate = edit.getByRole('textbox', { name: 'Date', exact: true });
      await editDate.click();
      await editDate.pressSequentially('3/9/2026');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('button', { name: 'October 2026', exact: true })).toBeVisible();
      await page.getByRole('button', { name: /^Saturday,? 10 October 2026$/ }).click();
      await expect(editDate).toHaveValue('10 Oct 2026');
      await expect(edit.getByText('Changes: date')).toBeVisible();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();

      // After a reload: shown day first in the schedule and in the edit form, stored as ISO days.
      await page.reload();
      await expect(schedule.getByRole('row').nth(2)).toContainText('· 10 Oct 2026');
      await expect(schedule.getByRole('row').nth(3)).toContainText(/· 3 Sept? 2026/);
      const three = page.getByRole('dialog', { name: 'Edit match 3' });
      await schedule.getByRole('button', { name: 'Edit match 3' }).click();
      await expect(three.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(/^3 Sept? 2026$/);
      await expect(three.getByText(/^Thursday,? 3 September 2026$/)).toBeVisible();
      await shoot(page, 'schedule-edit-date', async () => {
        if (!(await three.isVisible())) await schedule.getByRole('button', { name: 'Edit match 3' }).click();
      });
      // The legacy date is kept as typed and said to be kept.
      const one = page.getByRole('dialog', { name: 'Edit match 1' });
      await schedule.getByRole('button', { name: 'Edit match 1' }).click();
      await expect(one.getByText('Recorded as “3 Sept” (typed in an older version); pick a date to replace it.')).toBeVisible();
      await expect(one.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('');
      await page.keyboard.press('Escape');
      const stored = await call<{ track: string; date: string }[]>(page, 'schedule.list', {});
      expect(stored.map((m) => m.date)).toEqual(['3 Sept', '2026-10-10', '2026-09-03']);
    });
  });

  test('toasts: five purchases in a row leave three in view, clear of the header, the navigation and every Buy button; the rest follow', async ({
    page,
    host,
  }) => {
    test.slow();
    // The page's clock is held while buying, so no toast closes on its own however long a purchase takes here.
    await page.clock.install();
    await foundTwoFranchises(host);
    await page.goto(`${host.url}#/garage`);
    const stores = page.getByRole('region', { name: 'Stores' });
    const toasts = page.locator('.mantine-Notifications-root .mantine-Notification-root');
    const buy = stores.getByRole('button', { name: /^Buy for/ });
    await expect(buy).toBeEnabled();
    await page.clock.pauseAt(Date.now() + 60_000);
    // Every toast that ever comes up, counted once, to show that the ones kept waiting are shown in their turn.
    await page.evaluate(() => {
      const seen = new WeakSet<Element>();
      const w = window as unknown as { toastsSeen: number };
      w.toastsSeen = 0;
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('.mantine-Notification-root')) {
          if (!seen.has(n)) {
            seen.add(n);
            w.toastsSeen++;
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    for (let i = 1; i <= 5; i++) {
      await buy.click();
      await expect(stores.getByRole('row', { name: /Machinegun/ })).toHaveCount(i);
    }
    await expect(toasts).toHaveCount(3);
    // Let the toasts finish coming in (well short of their 5 s), then measure them against the header and the button.
    await page.clock.runFor(1000);
    const header = (await page.locator('header').boundingBox())!;
    for (const [w, h] of [
      [1280, 800],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      const button = (await buy.boundingBox())!;
      const links = await Promise.all(
        (await page.getByRole('navigation', { name: 'Screens' }).getByRole('link').all()).map(async (l) => (await l.boundingBox())!),
      );
      for (const t of await toasts.all()) {
        const box = (await t.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(overlaps(box, button)).toBe(false);
        for (const link of links) expect(overlaps(box, link)).toBe(false);
      }
      await page.screenshot({ path: artifact(`polish-toasts-${w}.png`) });
    }
    // The designer keeps Buy at the top of its right-hand column: the toasts stay clear of it too (a season's founding
    // clicks it right after a purchase's toast).
    await page.getByRole('button', { name: 'Design a car' }).click();
    const submit = (await page.getByTestId('designer-submit').boundingBox())!;
    await expect(toasts).toHaveCount(3);
    for (const t of await toasts.all()) expect(overlaps((await t.boundingBox())!, submit)).toBe(false);
    await page.getByTestId('car-designer').getByRole('button', { name: 'Cancel' }).click();
    await expect(buy).toBeVisible();
    await expect(toasts).toHaveCount(3);
    // Time runs on a second at a time: never more than three at once, and all five purchases are shown in the end.
    // A toast on its way out (its state set to opacity 0 for the exit transition) is no longer counted as in view.
    const inView = () =>
      toasts.evaluateAll((els) => els.filter((e) => getComputedStyle(e).getPropertyValue('--notifications-state-opacity').trim() !== '0').length);
    for (let second = 0; second < 60 && (await toasts.count()) > 0; second++) {
      await page.clock.runFor(1000);
      expect(await inView()).toBeLessThanOrEqual(3);
    }
    await expect(toasts).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { toastsSeen: number }).toastsSeen)).toBe(5);
  });

  test('“Suggest a name” in the founding wizard’s roster step draws the names the hire dialog would, skipping those taken; the Roster at 1024x700 shows long names and badges whole', async ({
    page,
    host,
  }) => {
    const [reapers] = await foundFranchises(host, [['Rust Belt Reapers', '#c0392b']]);
    await call(host, 'roster.hire', { franchiseId: reapers, name: 'Maximilian “The Unstoppable Juggernaut” Vanderberg-Holloway' });
    const f = await call<{ id: number }>(host, 'franchise.add', { name: 'Ash Valley Angels', colour: '#2980b9', owner: '' });
    const { seed } = await call<{ seed: number }>(host, 'league.get', {});
    await page.goto(`${host.url}#/league/found/${f.id}`);
    await page.getByRole('button', { name: 'Next: Roster' }).click();
    const wizard = page.getByTestId('founding-wizard');
    const name = wizard.getByRole('textbox', { name: 'Competitor name' });
    const first = suggestDriverName(seed + f.id, 0, []);
    await wizard.getByRole('button', { name: 'Suggest a name' }).click();
    await expect(name).toHaveValue(first);
    await wizard.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(wizard.getByRole('button', { name: `Remove ${first}` })).toBeVisible();
    await wizard.getByRole('button', { name: 'Suggest a name' }).click();
    await expect(name).toHaveValue(suggestDriverName(seed + f.id, 1, [first]));
    await shoot(page, 'founding-roster-suggest');

    await test.step('the Roster at 1024x700: long names and status badges are shown whole', async () => {
      await page.setViewportSize({ width: 1024, height: 700 });
      await page.goto(`${host.url}#/roster/${reapers}`);
      const table = page.getByRole('table', { name: 'Competitors' });
      await expect(table.getByRole('row')).toHaveCount(8);
      // No name or badge is cut short: every text in the Competitor column is as wide as it needs.
      const clipped = await table
        .locator('tbody tr td:first-child *')
        .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible').map((e) => e.textContent));
      expect(clipped).toEqual([]);
      await shoot(page, 'roster-1024');
    });
  });

  test('number boxes take what is typed after select-all: stores, trade price, league seed, a house rule, the schedule’s Heats and Days between rounds', async ({
    page,
    host,
  }) => {
    test.slow();
    const [reapers] = await foundTwoFranchises(host);

    // Stores: clearing the box buys nothing and says why; 32 is 32, not 320.
    await page.goto(`${host.url}#/garage`);
    const stores = page.getByRole('region', { name: 'Stores' });
    const many = stores.getByRole('textbox', { name: 'How many' });
    await many.click();
    await many.press('ControlOrMeta+a');
    await many.press('Backspace');
    await expect(many).toHaveValue('');
    await expect(stores.getByText('Enter a number')).toBeVisible();
    await expect(stores.getByRole('button', { name: 'Buy for 0k' })).toBeDisabled();
    await many.pressSequentially('32');
    await expect(many).toHaveValue('32');
    await expect(stores.getByRole('button', { name: /^Buy for/ })).toHaveText(/Buy for \d+k/);
    const each = Number((await stores.getByText(/k each/).textContent())!.match(/(\d+)k each/)![1]);
    await expect(stores.getByRole('button', { name: `Buy for ${32 * each}k` })).toBeEnabled();
    await retype(many, '7.5');
    await expect(stores.getByText('Whole numbers only: 7.5 has a fraction')).toBeVisible();
    await expect(stores.getByRole('button', { name: 'Buy for 0k' })).toBeDisabled();
    await shoot(page, 'stores-number', undefined, stores);

    // Roster › Trade: the agreed price.
    await page.goto(`${host.url}#/roster/${reapers}`);
    await page.getByRole('button', { name: 'Trade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'With' }).click();
    await page.getByRole('option', { name: 'Ash Valley Angels' }).click();
    await dialog.getByRole('checkbox', { name: /^Ace Rust/ }).check();
    const price = dialog.getByRole('textbox', { name: /Agreed price/ });
    await retype(price, '30');
    await expect(price).toHaveValue('30');
    await expect(dialog).toContainText('Rust Belt Reapers: +20k; Ash Valley Angels: −40k.');
    await retype(price, '-30');
    await expect(dialog).toContainText('Rust Belt Reapers: −40k; Ash Valley Angels: +20k.');
    await shoot(page, 'roster-trade-price', async () => {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Trade' }).click();
    });

    // League › Settings: the seed and a house rule's number.
    await page.goto(`${host.url}#/league`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const panel = page.getByTestId('settings-panel');
    const seed = panel.getByRole('textbox', { name: 'League seed' });
    await retype(seed, '32');
    await expect(seed).toHaveValue('32');
    await expect(panel.getByText('Saving a new seed starts its dice sequence from the beginning')).toBeVisible();
    const traitCap = panel.locator('[data-rule="driver.traitCap"]').getByRole('textbox');
    await retype(traitCap, '8');
    await expect(traitCap).toHaveValue('8');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
    const league = await call<{ seed: number }>(page, 'league.get', {});
    expect(league.seed).toBe(32);
    const settings = await call<{ houseRules: { key: string; value: unknown }[] }>(page, 'league.settings', {});
    expect(settings.houseRules.find((r) => r.key === 'driver.traitCap')!.value).toBe(8);
    await shoot(page, 'settings-numbers');

    await test.step('the schedule’s number boxes: Heats on Add an event, Days between rounds in Generate fixtures', async () => {
      await page.goto(`${host.url}#/season/schedule`);
      const add = page.getByRole('textbox', { name: 'Heats' });
      await retype(add, '3');
      await expect(add).toHaveValue('3');
      await retype(add, '32');
      await expect(page.getByText('At most 5')).toBeVisible();
      await page.getByLabel('Track').first().fill('Denver Speedway');
      await page.getByRole('button', { name: 'Add to the schedule' }).click();
      // Held while the box does not read: nothing was added.
      expect(await call<unknown[]>(page, 'schedule.list', {})).toEqual([]);
      await retype(add, '3');
      await page.getByRole('button', { name: 'Add to the schedule' }).click();
      await expect.poll(async () => (await call<{ fields: { heats?: number } }[]>(page, 'schedule.list', {})).map((m) => m.fields.heats)).toEqual([3]);

      await page.getByRole('button', { name: 'Generate fixtures…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate fixtures' });
      const days = dialog.getByRole('textbox', { name: 'Days between rounds' });
      await retype(days, '14');
      await expect(days).toHaveValue('14');
    });
  });
});
