/**
 * Issue 19 #1, the stale tab: page 1 shows Spring League, page 2 opens Autumn League; page 1's write (removing a car)
 * is refused in words, page 1 says what happened and offers to reload onto Autumn, and neither league changed.
 * Leagues are set up through the API (tests/support/pageApi.ts); the journey is the organizer's two tabs.
 */
import { newCarDesign, newDriver } from '../../src-shared/engine/dirtywheels';
import { artifact, expect, test } from '../support/sharedHost';
import { call } from '../support/pageApi';

type Team = { cars: unknown[] };

test('issue 19: a tab left on Spring cannot write into Autumn, which another tab opened; it says so and reloads onto Autumn', async ({ page, host }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(host.url);
  const spring = await call<{ path: string }>(page, 'app.newLeague', { name: 'Spring League', path: 'spring.league', ruleset: 'dirtywheels' });
  const rats = await call<{ id: number }>(page, 'franchise.add', { name: 'Rust Rats', colour: '#c0392b' });
  await call(page, 'team.addCar', { franchiseId: rats.id, design: newCarDesign('Rustbucket'), driver: newDriver('Max') });
  // Page 1 loads Spring and goes to its team, ready to remove a car.
  await page.goto(`${new URL(host.url).origin}/#/team`);
  await page.reload();
  await expect(page.getByTestId('open-league')).toContainText('Spring League');
  await page.getByRole('button', { name: 'Remove Rustbucket' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Rustbucket?' });
  await expect(confirm).toBeVisible();

  // Page 2, another tab of the same browser, opens Autumn League.
  const page2 = await page.context().newPage();
  await page2.goto(host.url);
  await call(page2, 'app.newLeague', { name: 'Autumn League', path: 'autumn.league', ruleset: 'dirtywheels' });
  const dogs = await call<{ id: number }>(page2, 'franchise.add', { name: 'Mud Dogs', colour: '#2980b9' });
  await call(page2, 'team.addCar', { franchiseId: dogs.id, design: newCarDesign('Mudlark'), driver: newDriver('Ada') });
  await page2.reload();
  await expect(page2.getByTestId('open-league')).toContainText('Autumn League');
  const autumnBefore = await call<Team>(page2, 'team.get', { franchiseId: dogs.id });

  // Page 1 confirms the removal it was about to make: refused in words, with the reload offered.
  await confirm.getByRole('button', { name: 'Remove the car and its driver' }).click();
  const words = 'This window is showing Spring League (spring.league), but Autumn League (autumn.league) is open now: another window or tab opened it.';
  await expect(page.getByRole('alert').filter({ hasText: 'Not removed' })).toContainText(words);
  const stale = page.getByRole('dialog', { name: 'This window is out of date' });
  await expect(stale).toContainText('This window is showing Spring League (spring.league), but Autumn League (autumn.league) is open now');
  await expect(stale).toContainText('Nothing was changed in either league.');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('stale-league-dialog.png') });
  await stale.getByRole('button', { name: 'Keep this window as it is' }).click();
  const banner = page.getByTestId('stale-league');
  await expect(banner).toContainText('Another league is open now');
  await page.screenshot({ path: artifact('stale-league-banner.png') });

  // Autumn is as page 2 left it; the reload puts page 1 on Autumn's League screen.
  expect(await call<Team>(page2, 'team.get', { franchiseId: dogs.id })).toEqual(autumnBefore);
  await banner.getByRole('button', { name: 'Reload with Autumn League' }).click();
  await expect(page.getByTestId('league-name')).toHaveText('Autumn League');
  await expect(page.getByTestId('open-league')).toContainText('Autumn League');
  await expect(page.getByTestId('stale-league')).toHaveCount(0);

  // Spring still has its car: the refused removal wrote nothing there either.
  await call(page2, 'app.openLeague', { path: spring.path });
  expect((await call<Team>(page2, 'team.get', { franchiseId: rats.id })).cars).toHaveLength(1);
});
