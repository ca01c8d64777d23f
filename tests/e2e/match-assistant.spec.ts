import { artifact, expect, test } from '../support/hostFixture';
import { assignFirstCars, type Caller, call, foundTwoFranchises } from '../support/pageApi';

/** Two founded franchises and a race on asphalt with heat 1 and 2 assigned (one car each). */
async function seed(page: Caller): Promise<number> {
  const ids = await foundTwoFranchises(page);
  const m = await call<{ id: number }>(page, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await call(page, 'match.preMatch', { matchId: m.id });
  await assignFirstCars(page, m.id, ids, [1, 2]);
  return m.id;
}

test.describe('Match assistant in Chromium', () => {
  test('Part III turn sequence at the table: initiative, speed, MP, a shot resolved and applied, undo, reload; the assistant fits 1024x700 in both themes', async ({
    page,
    host,
  }) => {
    // Two heats played step by step, one write per step: a long scenario on a shared machine.
    test.setTimeout(180_000);
    // Seeded through the host before the app loads: the first page is the assistant.
    const matchId = await seed(host);
    await page.goto(`${host.url}#/match/${matchId}/assistant`);
    // The heat starts when the organizer says so, with the crews assigned by then.
    await page.getByTestId('start-heat').getByText('Start heat 1 with 2 cars').click();
    // A write and the table read after it: the config's 30 s bound (only a hang's), not a shorter one, for a loaded machine.
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Initiative');
    const reapers = page.getByLabel('Rust 1, Rust Belt Reapers');
    await expect(reapers).toBeVisible();

    // The assistant fits 1024x700 without horizontal scrolling, in the light theme too.
    await page.setViewportSize({ width: 1024, height: 700 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifact('match-assistant-1024-dark.png') });
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.screenshot({ path: artifact('match-assistant-1024-light.png') });
    await page.getByRole('button', { name: 'Toggle colour theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Initiative: 1d6 + initiative for each car, from the league's dice.
    await page.getByTestId('roll-initiative').click();
    await expect(reapers.getByText(/^Init \d+$/)).toBeVisible();
    await page.keyboard.press('n');
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Speed changes');

    // Speed: the acceleration roll shows every modifier before and after the roll (Part IV › Speed).
    await reapers.getByRole('button', { name: 'Accelerate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Accelerate' });
    await expect(drawer.getByText('Acceleration rating')).toBeVisible();
    await drawer.getByRole('button', { name: 'Roll' }).click();
    await expect(drawer.getByText('Roll under')).toBeVisible();
    await page.screenshot({ path: artifact('match-assistant-roll.png') });
    await drawer.getByRole('button', { name: 'Apply to cards' }).click();
    await expect(drawer).toBeHidden();

    // The keyboard alone: focus the other car, D slows down (it is stopped: refused with the rule), N moves on.
    await page.getByLabel('Ash 1, Ash Valley Angels').focus();
    await page.keyboard.press('a');
    const ashDrawer = page.getByRole('dialog', { name: 'Accelerate' });
    // The drawer puts focus on Roll once it has opened; Enter before then would go to the car card.
    await expect(ashDrawer.getByRole('button', { name: 'Roll' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ashDrawer.getByRole('button', { name: 'Apply to cards' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ashDrawer).toBeHidden();
    await page.keyboard.press('n');
    await page.getByTestId('roll-mp').click();
    await expect(page.getByText(/MP \d+ · spent 0/).first()).toBeVisible();
    await page.keyboard.press('n');
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');

    // Fire: the machinegun at short range, every modifier listed; apply puts the ammo and damage on the cards.
    await reapers.getByRole('button', { name: 'Fire' }).click();
    const fire = page.getByRole('dialog', { name: 'Fire a weapon' });
    await fire.getByRole('textbox', { name: 'Range (hexes)' }).fill('2');
    await expect(fire.getByRole('cell', { name: 'Short range' })).toBeVisible();
    await fire.getByRole('button', { name: 'Roll' }).click();
    await expect(fire.getByText('Attack roll')).toBeVisible();
    await page.screenshot({ path: artifact('match-assistant-fire.png') });
    await fire.getByRole('button', { name: 'Apply to cards' }).click();
    await expect(reapers.getByText('9/10 ammo')).toBeVisible();
    await page.screenshot({ path: artifact('match-assistant.png') });

    // Undo takes the shot back in the league (the dice counter too), and its outcome off the card.
    await page.getByRole('button', { name: 'Undo step' }).click();
    await page.getByRole('button', { name: 'Undo step' }).click();
    await expect(reapers.getByText('10/10 ammo')).toBeVisible();

    // A reload resumes the heat where it was.
    await page.reload();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');
    await expect(reapers.getByText('10/10 ammo')).toBeVisible();

    // The match's dice log lists every roll that stands.
    await page.getByRole('tab', { name: 'Dice log' }).click();
    await expect(page.getByRole('table', { name: 'Dice log' }).getByText('initiative: Rust 1')).toBeVisible();

    // End the heat: finishing places score 6 and 4 (gaps.md #38); the result is filled in from the cards.
    await page.getByRole('button', { name: 'End heat' }).click();
    const finish = page.getByRole('dialog', { name: 'End of heat 1' });
    await finish.getByRole('combobox', { name: 'Place of Rust 1' }).click();
    await page.getByRole('option', { name: /^1st/ }).click();
    await finish.getByRole('combobox', { name: 'Place of Ash 1' }).click();
    await page.getByRole('option', { name: /^2nd/ }).click();
    await finish.getByRole('button', { name: 'Finish and start heat 2' }).click();
    await expect(page.getByTestId('assistant-position')).toHaveText('Heat 2 · Turn 1 · Initiative');
    await page.getByRole('button', { name: 'End heat' }).click();
    await page.getByRole('dialog', { name: 'End of heat 2' }).getByRole('button', { name: 'Finish the last heat' }).click();
    await page.getByRole('tab', { name: 'Result' }).click();
    // Heat 2 was started and ended with nothing recorded in it: only heat 1 counts.
    await expect(page.getByText(/Filled in from the match assistant \(heat 1 played\)/)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Points of Ace Rust' }).or(page.getByRole('textbox', { name: 'Points of Ace Rust' }))).toHaveValue('6');
  });
});
