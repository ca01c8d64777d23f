/**
 * The match assistant at the table, in Chromium: what only a browser shows. The drawers' logic (modifiers, roll,
 * apply, refusals), Undo step, the dice log, the end of a heat and the Result are component tests
 * (tests/components/match/assistant.test.tsx); the table's rules are service tests (tests/assistant/).
 */
import { artifact, expect, test } from '../support/sharedHost';
import { type Caller, call, foundFranchises } from '../support/pageApi';

const TEAMS = [
  ['Rust Belt Reapers', '#c0392b'],
  ['Ash Valley Angels', '#2980b9'],
  ['Cobalt Coyotes', '#16a085'],
  ['Dune Drifters', '#d4ac0d'],
] as const;

/** Four franchises' three cars each (one usable competitor a car) in a 2-heat race, heat 1 started: 12 cars at the table. */
async function seed(host: Caller): Promise<number> {
  const franchises = await foundFranchises(host, TEAMS);
  const m = await call<{ id: number }>(host, 'schedule.add', { track: 'Denver Speedway', surface: 'asphalt', kind: 'race' });
  await call(host, 'match.preMatch', { matchId: m.id });
  for (const franchiseId of franchises) {
    const d = await call<{ vehicles: { id: number }[]; roster: { id: number; usable: boolean }[] }>(host, 'franchise.details', { id: franchiseId });
    const usable = d.roster.filter((c) => c.usable);
    const cars = d.vehicles.map((v, i) => ({ vehicleId: v.id, driverId: usable[i]!.id }));
    await call(host, 'match.assign', { matchId: m.id, franchiseId, heats: [1, 2].map((heat) => ({ heat, cars })) });
  }
  await call(host, 'assistant.act', { matchId: m.id, intent: { kind: 'start-heat', heat: 1 } });
  return m.id;
}

// N is pressed as soon as the page shows a write's outcome, which a read may bring before the write's own answer: the
// key must wait for it, not be dropped (session 10's bug; its order is pinned in tests/components/match/assistantOrder
// and tests/components/api/answerOrder).
test('the assistant at the table: 12 cars fit 1024x700, a speed change by keyboard alone, the compact table at 1280x800, and a reload resumes the heat where it was', async ({
  page,
  host,
}) => {
  // A 12-car heat walked step by step and loaded again: long on a shared machine, not a slow step.
  test.setTimeout(180_000);
  const matchId = await seed(host);
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto(`${host.url}#/match/${matchId}/assistant`);
  // The first read opens the league file: the config's 30 s bound (only a hang's), not a shorter one, for a loaded machine.
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Initiative');
  await expect(page.locator('[data-testid^="car-card-"]')).toHaveCount(12);

  // The assistant fits 1024x700 without horizontal scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: artifact('match-assistant-1024.png') });

  // The keyboard alone: N moves on; a focused car's A opens its acceleration drawer, Enter rolls, Enter applies.
  await page.getByTestId('roll-initiative').click();
  await expect(page.getByTestId('roll-initiative')).toHaveText('✓ Initiative rolled');
  await page.keyboard.press('n');
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Speed changes');
  const ash = page.getByLabel('Ash 1, Ash Valley Angels');
  await ash.focus();
  await page.keyboard.press('a');
  const drawer = page.getByRole('dialog', { name: 'Accelerate' });
  // The drawer puts focus on Roll once it has opened; Enter before then would go to the car card.
  await expect(drawer.getByRole('button', { name: 'Roll' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Apply to cards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(ash.getByRole('button', { name: '✓ Accelerate' })).toBeVisible();
  await page.keyboard.press('n');
  await page.getByTestId('roll-mp').click();
  await expect(page.getByText(/MP \d+ · spent 0/)).toHaveCount(12);
  await page.keyboard.press('n');
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');

  // The compact view: one row per car, all twelve on a 1280x800 screen (a little scrolling allowed).
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.locator('label').filter({ hasText: /^Table$/ });
  await table.click();
  const rows = page.getByRole('table', { name: 'Cars at the table' }).locator('tbody tr');
  await expect(rows).toHaveCount(12);
  const last = await rows.nth(11).boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(800 + 200);
  await page.screenshot({ path: artifact('match-assistant-12-table-1280.png') });
  const before = await rows.allInnerTexts();

  // A reload: the table is the league's (the file's, across a host restart: tests/assistant/table.test.ts), not the
  // page's, so the heat resumes where it was, the speed change and the MP with it.
  await page.reload();
  await expect(page.getByTestId('assistant-position')).toHaveText('Heat 1 · Turn 1 · Phase 1');
  await table.click();
  await expect(rows).toHaveCount(12);
  expect(await rows.allInnerTexts()).toEqual(before);
});
