/** Moving between the app's screens in a test without loading the page again. */
import type { Page } from '@playwright/test';

/**
 * Goes to `#/screen/...` in the page already open, as a link in the app does: the hash changes and the app's router
 * shows the screen. `page.goto(host.url + hash)` instead loads the 1.8 MB bundle again (the printed link redirects),
 * which costs a second or more per move on a loaded two-core machine.
 */
export async function openScreen(page: Page, hash: `#/${string}`): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}
