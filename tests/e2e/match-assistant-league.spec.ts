import { artifact, expect, test } from '../support/hostFixture';
import { type Caller, call, foundFranchises } from '../support/pageApi';

const TEAMS = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
  ['Cobalt Coyotes', '#16a085'],
  ['Dune Drifters', '#d4ac0d'],
] as const;

/** Four franchises of three test cars each, a 2-heat race, pre-match rolls made; nobody assigned yet. */
async function seed(page: Caller): Promise<{ matchId: number; franchises: number[] }> {
  const franchises = await foundFranchises(page, TEAMS);
  const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await call(page, 'match.preMatch', { matchId: m.id });
  return { matchId: m.id, franchises };
}

/** A franchise's three cars, one usable competitor each, in both heats (as Setup → Save does). */
async function assign(page: Caller, matchId: number, franchiseId: number) {
  const d = await call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>(page, 'franchise.details', { id: franchiseId });
  const usable = d.roster.filter((c) => c.usable);
  await call(page, 'match.assign', {
    matchId,
    franchiseId,
    heats: [1, 2].map((heat) => ({ heat, cars: d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id })) })),
  });
}

test.describe('The match assistant, a 4-franchise league in Chromium', () => {
  test('12 cars through two heats with a host restart in the middle: the table is in the league file, the turn refereed, the result from the heats played', async ({
    page,
    host,
  }) => {
    // Two heats of twelve cars and a host restart: a long scenario, not a slow step.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { matchId, franchises } = await seed(host);

    // Setup → the first franchise's crews saved: the screen stays on Setup and no heat starts by itself.
    await assign(host, matchId, franchises[0]!);
    await page.goto(`${host.url}#/match/${matchId}`);
    await expect(page.getByRole('tab', { name: 'Setup' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Assistant' }).click();
    await expect(page.getByText('Heat 1 has not started')).toBeVisible();
    await page.getByTestId('start-heat').getByText('Start heat 1 with 3 cars').click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Initiative');

    // The other three franchises save their crews before the first roll: they join the heat.
    for (const f of franchises.slice(1)) await assign(page, matchId, f);
    await page.reload();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Initiative');
    await expect(page.locator('[data-testid^="car-card-"]')).toHaveCount(12);

    await page.getByTestId('roll-initiative').click();
    await expect(page.getByTestId('roll-initiative')).toHaveText('✓ Initiative rolled');
    await page.getByTestId('next-step').click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Speed changes');

    // One speed change a turn: after the roll the car's Accelerate is marked done and a second is refused.
    const rust1 = page.getByLabel('Rust 1, Rust Belt Reapers');
    await rust1.getByRole('button', { name: 'Accelerate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Accelerate' });
    await expect(drawer.getByText('Acceleration rating')).toBeVisible();
    await drawer.getByRole('button', { name: 'Roll' }).click();
    await drawer.getByRole('button', { name: 'Apply to cards' }).click();
    await expect(rust1.getByRole('button', { name: '✓ Accelerate' })).toBeVisible();
    await rust1.focus();
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog', { name: 'Accelerate' }).getByText(/has already changed speed this turn/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('next-step').click();
    await page.getByTestId('roll-mp').click();
    await expect(page.getByText(/MP \d+ · spent 0/)).toHaveCount(12);

    // The compact view: one row per car, all twelve on a 1280x800 screen.
    await page
      .locator('label')
      .filter({ hasText: /^Table$/ })
      .click();
    const rows = page.getByRole('table', { name: 'Cars at the table' }).locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const last = await rows.nth(11).boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(800 + 200);
    await page.screenshot({ path: artifact('match-assistant-12-table-1280.png') });
    const before = await rows.allInnerTexts();

    // The host restarts (a new port, a new token): the table is in the league file and carries on.
    const url = await host.restart();
    await page.goto(`${url}#/match/${matchId}/assistant`);
    // The first read after a restart opens the league file: the config's 30 s bound covers a loaded machine.
    await expect(page.getByTestId('assistant-position')).toHaveText("Heat 1 · Turn 1 · Movement points and driver's options");
    await page
      .locator('label')
      .filter({ hasText: /^Table$/ })
      .click();
    await expect(rows).toHaveCount(12);
    expect(await rows.allInnerTexts()).toEqual(before);

    // Phase 1, then the end of heat 1: Rust 1 first (6 points), Ash 1 second (4).
    await page.getByTestId('next-step').click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');
    await page.getByRole('button', { name: 'End heat' }).click();
    const finish = page.getByRole('dialog', { name: 'End of heat 1' });
    await finish.getByRole('combobox', { name: 'Place of Rust 1' }).click();
    await page.getByRole('option', { name: /^1st/ }).click();
    await finish.getByRole('combobox', { name: 'Place of Ash 1' }).click();
    await page.getByRole('option', { name: /^2nd/ }).click();
    await finish.getByRole('button', { name: 'Finish and start heat 2' }).click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 2 · Turn 1 · Initiative');
    await expect(page.locator('[data-testid^="car-row-"]')).toHaveCount(12);

    // Heat 2: initiative, then Cobalt 1 wins it.
    await page.getByTestId('roll-initiative').click();
    await expect(page.getByTestId('roll-initiative')).toHaveText('✓ Initiative rolled');
    await page.getByRole('button', { name: 'End heat' }).click();
    const finish2 = page.getByRole('dialog', { name: 'End of heat 2' });
    await finish2.getByRole('combobox', { name: 'Place of Cobalt 1' }).click();
    await page.getByRole('option', { name: /^1st/ }).click();
    await finish2.getByRole('button', { name: 'Finish the last heat' }).click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 2 · over after turn 1');

    // The Result tab: filled from both heats, and says so.
    await page.getByRole('tab', { name: 'Result' }).click();
    await expect(page.getByText(/Filled in from the match assistant \(heats 1 and 2 played\)/)).toBeVisible();
    const points = (name: string) => page.getByRole('spinbutton', { name: `Points of ${name}` }).or(page.getByRole('textbox', { name: `Points of ${name}` }));
    await expect(points('Ace Rust')).toHaveValue('6');
    await expect(points('Ace Ash')).toHaveValue('4');
    await expect(points('Ace Cobalt')).toHaveValue('6');
    await page.screenshot({ path: artifact('match-assistant-12-result.png') });
  });
});
