/**
 * Issue 19, what confused an organizer (items 5, 12, 13 and 18), in real Chromium. Each test sets its league up through
 * the API (`call`) before its page loads, then walks only the screens it is about: what needs the browser (its
 * history, Ctrl+Z, a roll's result in view, names whole in their boxes, the league menu). The screens' logic is
 * component tests: typed dice (19) tests/components/match/typedDice.test.tsx; who plays whom in the lists (12)
 * tests/components/match/whoPlaysWhom.test.tsx; the calculator after a roll, the destruction table and a refused roll
 * (13) tests/components/match/rollOnTop.test.tsx.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { LeagueRecipe } from '../support/leagueFiles';
import { toyBox } from '../support/leagueRecipes';
import { call } from '../support/pageApi';
import { openScreen } from '../support/screens';
import { artifact, expect, test } from '../support/seededHost';
import { gunCar } from '../support/testCar';

/** Both themes are the app's; one screenshot per screen at the size an organizer's laptop has. */
async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact(`organizer-fixes-${name}.png`) });
}

type Call = Parameters<Parameters<typeof toyBox>[2] & object>[0];
const add = (call: Call, franchiseIds: number[]) => call<{ id: number }>('schedule.add', { track: 'Backyard Brawl', franchiseIds }).then((m) => m.id);

/** Toy Box (tests/support/leagueRecipes.ts: Rust Rats, Mud Dogs, Tin Cats, one Truck each): Rats v Dogs, Rats v Cats, Rats v Dogs. */
const threeMatches = toyBox('toy-box-three-matches', {}, async (call, [rats, dogs, cats]) => [
  await add(call, [rats!, dogs!]),
  await add(call, [rats!, cats!]),
  await add(call, [rats!, dogs!]),
]);
/** Two Dethmetal franchises whose cars have gunner stations; a match with its pre-match rolls made. */
const gunnerLeague: LeagueRecipe<{ matchId: number }> = {
  name: 'gunner-league',
  async build(call) {
    for (const [name, colour] of [
      ['Rust Belt Reapers', '#c0392b'],
      ['Ash Valley Angels', '#2980b9'],
    ] as const) {
      const short = name.split(' ')[0];
      await call('franchise.found', {
        name,
        colour,
        owner: '',
        competitors: ['Ace', 'Blitz', 'Crash', 'Dent', 'Ember', 'Fang'].map((n) => ({ name: `${n} ${short}hammer` })),
        mechanicRating: 2,
        vehicles: [1, 2, 3].map((i) => ({ design: gunCar(`${short} Annihilator ${i}`) })),
      });
    }
    const m = await call<{ id: number }>('schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'arena' });
    await call('match.preMatch', { matchId: m.id });
    return { matchId: m.id };
  },
};

const crashed = (page: Page) => page.getByText('This screen could not be shown');

test('5, 12, 13. Match › Result after moving to another match (Back/Forward, a direct link) is a fresh form; a roll’s result on top and in view, the game In progress, and Ctrl+Z of its only roll makes it Scheduled again', async ({
  page,
  seeded,
}) => {
  const host = await seeded(threeMatches);
  const [m1, m2, m3] = host.meta.matchIds.map((id) => ({ id }));

  // Match 1's result: Rust Rats win (not committed).
  await page.goto(`${host.url}#/match/${m1!.id}`);
  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('radiogroup', { name: 'Rust Rats outcome' }).getByText('Win').click();
  await expect(page.getByRole('radiogroup', { name: 'Rust Rats outcome' }).getByRole('radio', { name: 'Win' })).toBeChecked();

  // A direct link to match 2 (other teams): its own page, not match 1's form on match 2's teams.
  await page.goto(`${host.url}#/match/${m2!.id}`);
  await expect(page.getByRole('heading', { name: 'Match 2: Backyard Brawl' })).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Tin Cats outcome' })).toBeVisible();
  await expect(crashed(page)).toHaveCount(0);

  // Match 3 has match 1's teams: no outcome carried over (reached by the app's own hash change, the page kept).
  await openScreen(page, `#/match/${m3!.id}`);
  await expect(page.getByRole('heading', { name: 'Match 3: Backyard Brawl' })).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  for (const team of ['Rust Rats', 'Mud Dogs'])
    for (const outcome of ['Win', 'Draw', 'Loss'])
      await expect(page.getByRole('radiogroup', { name: `${team} outcome` }).getByRole('radio', { name: outcome })).not.toBeChecked();

  // Back and Forward through the history: each match's page, never a blank window.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Match 2: Backyard Brawl' })).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Tin Cats outcome' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Match 1: Backyard Brawl' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Match 2: Backyard Brawl' })).toBeVisible();
  await expect(crashed(page)).toHaveCount(0);
  await shot(page, 'match-2-after-back');

  // 13. Back on match 1 (Scheduled), initiative: its result on top of the calculator, in view; no refusal for it. The
  // calculator moving on, the destruction table and a refused roll are tests/components/match/rollOnTop.test.tsx.
  await openScreen(page, `#/match/${m1!.id}`);
  await expect(page.getByRole('heading', { name: 'Match 1: Backyard Brawl' })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Roll initiative' }).click();
  const lastRoll = page.getByLabel('Last roll');
  await expect(lastRoll).toContainText('initiative score');
  await expect(lastRoll).toBeInViewport();
  await expect(page.getByText('Not allowed')).toHaveCount(0);
  await shot(page, 'after-initiative');

  // 12. The game under way is In progress on its page, and Ctrl+Z of its only roll makes it Scheduled again.
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(lastRoll).toHaveCount(0);
});

test('18. the gunner list leaves out the car’s own driver and crews read whole at 1280 px; another league opens on its League overview', async ({
  page,
  seeded,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = await seeded(gunnerLeague);
  const m = { id: host.meta.matchId };
  // A Dirty Wheels league in the recent list, made before the page loads; the Dethmetal league open again.
  const dethmetal = await call<{ path: string }>(host, 'league.get', {});
  await call(host, 'app.newLeague', { name: 'Toy Box', path: path.join(host.dataDir, 'toys.league'), ruleset: 'dirtywheels' });
  await call(host, 'app.openLeague', { path: dethmetal.path });
  await page.goto(`${host.url}#/match/${m.id}/setup`);
  await expect(page.getByTestId('open-league')).toContainText('My League');
  const seat = (what: string) => page.getByRole('combobox', { name: `Rust Belt Reapers, heat 1 ${what}`, exact: true });
  await seat('car 1').click();
  await page.getByRole('option', { name: 'Rust Annihilator 1', exact: true }).click();
  await seat('driver 1 (car 1)').click();
  await page.getByRole('option', { name: 'Ace Rusthammer', exact: true }).click();
  await seat('gunner 1 (car 1)').click();
  await expect(page.getByRole('option', { name: 'Blitz Rusthammer', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ace Rusthammer', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Blitz Rusthammer', exact: true }).click();
  // The names are whole in their boxes at 1280 px: nothing scrolls out of the input.
  for (const box of ['car 1', 'driver 1 (car 1)', 'gunner 1 (car 1)']) {
    const clipped = await seat(box).evaluate((el: HTMLInputElement) => el.scrollWidth > el.clientWidth);
    expect(clipped, `${box} is cut`).toBe(false);
  }
  await shot(page, 'setup-crews');

  // From Dethmetal's Roster (by the app's hash), opening the Dirty Wheels league lands on its League overview.
  await openScreen(page, '#/roster');
  await expect(page.getByRole('heading', { name: 'Roster' })).toBeVisible();
  await page.getByRole('button', { name: 'League menu' }).click();
  await page.getByRole('menuitem', { name: /Toy Box/ }).click();
  await expect(page.getByTestId('league-name')).toHaveText('Toy Box');
  await expect(page).toHaveURL(/#\/league$/);
  await expect(page.getByText(/has no Roster screen/)).toHaveCount(0);
  await shot(page, 'switched-league');
});
